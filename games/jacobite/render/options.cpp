// SPDX-License-Identifier: MIT
// The options of the Jacobite Rising picture: a unit's retreat paths when no flag is ignored,
// the rear hexes it may not enter with their reasons, and a lone leader's retreat.
#include <fmt/format.h>

#include <array>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "jacobite/render/layers.hpp"
#include "jacobite/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace jr = palette::jacobite;

namespace {

using Step = std::pair<Hex, Hex>;

}  // namespace

std::string_view jr_blocked_code(jacobite::Blocked b) {
  switch (b) {
    case jacobite::Blocked::off_board:
      return "edge";
    case jacobite::Blocked::impassable:
      return "imp";
    case jacobite::Blocked::friendly_unit:
      return "friend";
    case jacobite::Blocked::enemy_unit:
      return "enemy";
    case jacobite::Blocked::enemy_leader:
      return "en.ldr";
    case jacobite::Blocked::friendly_leader:
      return "2 ldrs";
    case jacobite::Blocked::shorter:
      return "shorter";
    case jacobite::Blocked::no_end:
      return "no end";
  }
  return "?";
}

namespace {

// The head of a "leave" arrow (marker jr-arrow-leader on a 2.6 px line), and the least line it
// keeps to point over the board's edge.
constexpr ArrowheadShape kLeaveHead{.ref_x = 5.0, .size = 3.6, .stroke = 2.6};
constexpr double kLeastLeaveLine = 12.0;

// An arrow across most of the step from `a` to `b`, shifted `shift` pixels to its right.
std::string step_arrow(const HexLayout& layout, Hex from, Hex to, double shift,
                       std::string_view colour, std::string_view marker, std::string_view extra) {
  const Point a = layout.center(from);
  const Point b = layout.center(to);
  const double k = shift / (layout.size() * kSqrt3);  // neighbours' centres are this far apart
  const Point offset = {-(b.y - a.y) * k, (b.x - a.x) * k};
  const Point p = lerp(a, b, 0.24);
  const Point q = lerp(a, b, 0.72);
  return fmt::format(
      R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6" stroke-linecap="round" marker-end="url(#{})"{}/>)svg",
      num(p.x + offset.x), num(p.y + offset.y), num(q.x + offset.x), num(q.y + offset.y), colour,
      marker, extra);
}

// The steps not offered: a dashed stub to the hexside, a cross on it and the reasons' codes.
void draw_blocked(SvgWriter& out, LabelSpace& labels, const HexLayout& layout,
                  const std::map<Step, std::set<jacobite::Blocked>>& blocked, std::string_view id) {
  out.open_group(fmt::format(R"(id="{}")", id));
  for (const auto& [step, reasons] : blocked) {
    const Point a = layout.center(step.first);
    const Point b = layout.center(step.second);
    const bool only_shorter = reasons.size() == 1 && *reasons.begin() == jacobite::Blocked::shorter;
    const std::string_view colour = only_shorter ? std::string_view("#868e96") : jr::kBlocked;
    std::string codes;
    std::string why;
    for (const jacobite::Blocked r : reasons) {
      if (!codes.empty()) codes += '/';
      if (!why.empty()) why += "; ";
      codes += jr_blocked_code(r);
      why += fmt::format("{} ({})", jacobite::blocked_text(r), jacobite::blocked_rule(r));
    }
    const Point from = lerp(a, b, 0.26);
    const Point side = lerp(a, b, 0.5);
    const Point text = lerp(a, b, 0.69);
    out.open_group(R"(class="blocked")");
    out.add(fmt::format("<title>{}</title>", xml_escape(why)));
    out.add(fmt::format(
        R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="1.6" stroke-dasharray="3 2"/>)",
        num(from.x), num(from.y), num(side.x), num(side.y), colour));
    out.add(jr_cross(side, 3.6, colour));
    labels.reserve({side.x - 4.6, side.y - 4.6, side.x + 4.6, side.y + 4.6});
    out.close_group();
    labels.add(Label{
        .at = {text.x, text.y + 2.5},
        .text = codes,
        .font_size = 7.0,
        .anchor = Anchor::middle,
        .bold = true,
        .attributes = fmt::format(
            R"( class="blocked-code" fill="{}" stroke="#ffffff" stroke-width="2" stroke-opacity="0.85" paint-order="stroke")",
            colour),
        .mark = side,
        .leader_colour = std::string(colour),
        .group = "blocked-codes"});
  }
  out.close_group();
}

// An inner hexagon: where a retreat may end.
std::string end_ring(const HexLayout& layout, Hex h, double inset, std::string_view colour,
                     std::string_view extra) {
  const Point c = layout.center(h);
  std::array<Point, 6> corners = layout.corners(h);
  for (Point& p : corners)
    p = lerp(c, p, inset);
  return fmt::format(R"(<polygon points="{}" fill="none" stroke="{}" stroke-width="1.8"{}/>)",
                     points_text(corners), colour, extra);
}

void draw_unit_paths(SvgWriter& out, const JrFrame& frame, const jacobite::RetreatPaths& paths) {
  const HexLayout& layout = frame.layout;
  const std::vector<jacobite::PathNode>& nodes = paths.nodes();
  std::set<Step> steps;
  std::set<Hex> ends;
  std::map<Step, std::set<jacobite::Blocked>> blocked;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const jacobite::PathNode& node = nodes[i];
    if (node.parent >= 0) {
      steps.emplace(nodes[static_cast<std::size_t>(node.parent)].hex, node.hex);
      if (node.child_count == 0) ends.insert(node.hex);
    }
    for (const jacobite::PathStep& s : paths.steps(static_cast<int>(i))) {
      if (s.blocked) blocked[{node.hex, s.hex}].insert(*s.blocked);
    }
  }
  out.open_group(R"(id="retreat-paths")");
  out.open_group(R"(id="path-ends" stroke-opacity="0.9")");
  for (const Hex h : ends)
    out.add(end_ring(layout, h, 0.8, palette::kStopRing, ""));
  out.close_group();
  out.open_group(R"(id="path-steps")");
  for (const auto& [from, to] : steps) {
    out.add(step_arrow(layout, from, to, 3.0, jr::kPath, "jr-arrow-path", ""));
  }
  out.close_group();
  draw_blocked(out, *frame.labels, layout, blocked, "path-blocked");
  out.close_group();
}

void draw_leader_paths(SvgWriter& out, const JrFrame& frame, const jacobite::LeaderPaths& paths) {
  const HexLayout& layout = frame.layout;
  const std::vector<jacobite::LeaderNode>& nodes = paths.nodes();
  std::set<std::tuple<Hex, Hex, jacobite::LeaderMove>> steps;
  std::set<Hex> stops;
  std::set<Hex> leaves;
  std::map<Step, std::set<jacobite::Blocked>> blocked;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const jacobite::LeaderNode& node = nodes[i];
    if (node.parent >= 0 && node.completes) {
      if (node.how == jacobite::LeaderMove::leave) {
        leaves.insert(node.hex);
      } else {
        steps.emplace(nodes[static_cast<std::size_t>(node.parent)].hex, node.hex, node.how);
        if (node.can_stop) stops.insert(node.hex);
      }
    }
    if (!node.completes) continue;
    for (const jacobite::LeaderStep& s : paths.steps(static_cast<int>(i))) {
      if (s.blocked) blocked[{node.hex, s.hex}].insert(*s.blocked);
    }
  }
  out.open_group(R"(id="leader-paths")");
  out.open_group(R"(id="leader-stops")");
  for (const Hex h : stops) {
    out.add(end_ring(layout, h, 0.68, jr::kLeaderPath, R"( stroke-dasharray="4 2.5")"));
  }
  out.close_group();
  out.open_group(R"(id="leader-steps")");
  for (const auto& [from, to, how] : steps) {
    const bool escape = how == jacobite::LeaderMove::escape;
    out.add(step_arrow(layout, from, to, -3.0, escape ? jr::kEscape : jr::kLeaderPath,
                       escape ? "jr-arrow-escape" : "jr-arrow-leader",
                       escape ? R"( stroke-dasharray="4 2.5")" : ""));
  }
  // Leaving over his own baseline: an arrow from the baseline hex over the board's edge, its
  // head short of the baseline's words there, drawn before it.
  const std::vector<Rect> words = jr_baseline_label_rects(frame);
  for (const Hex h : leaves) {
    const Point c = layout.center(h);
    const std::size_t leader = index_of(frame.layers.preview->leader_id.value_or(UnitId{}));
    const Side side =
        leader < frame.game.units.size() ? frame.game.units[leader].side : Side::first;
    const double dir = frame.game.board.baseline(side) == jacobite::Edge::top ? -1.0 : 1.0;
    const Point p = {c.x + 6.0, c.y + dir * 10.0};
    const Point q =
        arrow_end_clear_of(kLeaveHead, p, {c.x + 6.0, c.y + dir * (layout.size() + 8.0)}, words,
                           kLeastLeaveLine)
            .value_or(Point{c.x + 6.0, c.y + dir * (layout.size() + 8.0)});
    out.add(fmt::format(
        R"svg(<line class="leave" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6" stroke-linecap="round" marker-end="url(#jr-arrow-leader)"><title>may leave the board over his baseline (JR-9)</title></line>)svg",
        num(p.x), num(p.y), num(q.x), num(q.y), jr::kLeaderPath));
  }
  out.close_group();
  draw_blocked(out, *frame.labels, layout, blocked, "leader-blocked");
  out.close_group();
}

}  // namespace

std::string jr_cross(Point c, double r, std::string_view colour) {
  return fmt::format(R"(<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="2"/>)",
                     num(c.x - r), num(c.y - r), num(c.x + r), num(c.y + r), num(c.x - r),
                     num(c.y + r), num(c.x + r), num(c.y - r), colour);
}

void draw_jr_preview(SvgWriter& out, const JrFrame& frame, const jacobite::Preview& preview) {
  if (!preview.retreats.empty()) draw_unit_paths(out, frame, preview.retreats.front().paths);
  if (preview.leader) draw_leader_paths(out, frame, *preview.leader);
}

}  // namespace skedaddle::svg::detail
