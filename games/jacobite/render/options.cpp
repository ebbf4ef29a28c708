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

// An arrow across most of the step from `a` to `b`, shifted `shift` pixels to its right, with
// the tooltip `title`.
std::string step_arrow(const HexLayout& layout, Hex from, Hex to, double shift,
                       std::string_view colour, std::string_view marker, std::string_view extra,
                       std::string_view title) {
  const Point a = layout.center(from);
  const Point b = layout.center(to);
  const double k = shift / (layout.size() * kSqrt3);  // neighbours' centres are this far apart
  const Point offset = {-(b.y - a.y) * k, (b.x - a.x) * k};
  const Point p = lerp(a, b, 0.24);
  const Point q = lerp(a, b, 0.72);
  return fmt::format(
      R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6" stroke-linecap="round" marker-end="url(#{})"{}><title>{}</title></line>)svg",
      num(p.x + offset.x), num(p.y + offset.y), num(q.x + offset.x), num(q.y + offset.y), colour,
      marker, extra, xml_escape(title));
}

// The compass name of the step from `from` to its neighbour `to` on a pointy-topped board.
std::string_view step_dir(Hex from, Hex to) {
  for (const HexDir d : kHexDirs) {
    if (neighbor(from, d) == to) return compass_name(d, HexOrientation::pointy);
  }
  return "?";
}

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// Which retreat a unit's marks are of: "Atholl Brigade, 2 flags, none ignored: 2 hexes (JR-2)",
// or a retire and rally's two hexes (JR-11).
std::string unit_retreat_name(const JrFrame& frame, const jacobite::RetreatPaths& paths) {
  const jacobite::Request& request = frame.game.request;
  const std::string unit = frame.name(request.target);
  if (request.kind == jacobite::RequestKind::retire_and_rally)
    return fmt::format("{} retires and rallies: {} (JR-11)", unit,
                       plural(paths.hexes(), "hex", "hexes"));
  return fmt::format("{}, {}, none ignored: {} (JR-2)", unit,
                     plural(request.flags, "flag", "flags"), plural(paths.hexes(), "hex", "hexes"));
}

// The steps not offered: a dashed stub to the hexside, a cross on it and the reasons' codes.
// `may_leave`: the hexes a lone leader may leave the board from over his baseline (JR-9), whose
// steps off the board say so.
void draw_blocked(SvgWriter& out, const JrFrame& frame, LabelSpace& labels, const HexLayout& layout,
                  const std::map<Step, std::set<jacobite::Blocked>>& blocked, std::string_view id,
                  std::string_view mover, const std::set<Hex>& may_leave = {}) {
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
    const bool off_board = !frame.game.board.contains(step.second);
    if (off_board && may_leave.contains(step.first))
      why += "; he may leave the board from there over his baseline (JR-9)";
    const Point from = lerp(a, b, 0.26);
    const Point side = lerp(a, b, 0.5);
    const Point text = lerp(a, b, 0.69);
    out.open_group(R"(class="blocked")");
    out.add(
        fmt::format("<title>{}</title>",
                    xml_escape(fmt::format(
                        "{} may not retreat from {}{} ({}): {}", mover, frame.label(step.first),
                        off_board ? std::string() : fmt::format(" to {}", frame.label(step.second)),
                        step_dir(step.first, step.second), why))));
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
                     std::string_view extra, std::string_view title) {
  const Point c = layout.center(h);
  std::array<Point, 6> corners = layout.corners(h);
  for (Point& p : corners)
    p = lerp(c, p, inset);
  return fmt::format(
      R"(<polygon points="{}" fill="none" stroke="{}" stroke-width="1.8"{}><title>{}</title></polygon>)",
      points_text(corners), colour, extra, xml_escape(title));
}

void draw_unit_paths(SvgWriter& out, const JrFrame& frame, const jacobite::RetreatPaths& paths) {
  const HexLayout& layout = frame.layout;
  const std::vector<jacobite::PathNode>& nodes = paths.nodes();
  const std::string retreat = unit_retreat_name(frame, paths);
  const std::string unit = frame.name(frame.game.request.target);
  // The paths drawn are those that complete the most hexes (JR-4); short of all, one block is
  // lost per hex not completed (JR-5).
  const std::string why =
      paths.completed() < paths.hexes()
          ? fmt::format("on a path that completes the most hexes, {} of {}: {} lost (JR-4, JR-5)",
                        paths.completed(), paths.hexes(),
                        plural(paths.blocks_lost(), "block", "blocks"))
          : std::string("on a path that completes the most hexes (JR-4)");
  std::map<Step, std::string> steps;  // each step's title
  std::map<Hex, std::string> ends;    // each end's title
  std::map<Step, std::set<jacobite::Blocked>> blocked;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const jacobite::PathNode& node = nodes[i];
    if (node.parent >= 0) {
      const Hex from = nodes[static_cast<std::size_t>(node.parent)].hex;
      steps.emplace(
          Step{from, node.hex},
          fmt::format("{}: hex {}, {} to {} ({}), {}", retreat, node.depth, frame.label(from),
                      frame.label(node.hex), step_dir(from, node.hex), why));
      if (node.child_count == 0) {
        ends.emplace(
            node.hex,
            node.joins_leader
                ? fmt::format("{} may end its retreat in {} after {}: the lone leader "
                              "there attaches and it stops (JR-4)",
                              unit, frame.label(node.hex), plural(node.depth, "hex", "hexes"))
                : fmt::format("{} may end its retreat in {} after {} of {} ({})", unit,
                              frame.label(node.hex), node.depth,
                              plural(paths.hexes(), "hex", "hexes"),
                              paths.completed() < paths.hexes()
                                  ? fmt::format("{} lost, JR-5",
                                                plural(paths.blocks_lost(), "block", "blocks"))
                                  : std::string("JR-4")));
      }
    }
    for (const jacobite::PathStep& s : paths.steps(static_cast<int>(i))) {
      if (s.blocked) blocked[{node.hex, s.hex}].insert(*s.blocked);
    }
  }
  out.open_group(R"(id="retreat-paths")");
  out.open_group(R"(id="path-ends" stroke-opacity="0.9")");
  for (const auto& [h, title] : ends)
    out.add(end_ring(layout, h, 0.8, palette::kStopRing, "", title));
  out.close_group();
  out.open_group(R"(id="path-steps")");
  for (const auto& [step, title] : steps) {
    out.add(
        step_arrow(layout, step.first, step.second, 3.0, jr::kPath, "jr-arrow-path", "", title));
  }
  out.close_group();
  draw_blocked(out, frame, *frame.labels, layout, blocked, "path-blocked", unit);
  out.close_group();
}

void draw_leader_paths(SvgWriter& out, const JrFrame& frame, const jacobite::LeaderPaths& paths) {
  const HexLayout& layout = frame.layout;
  const std::vector<jacobite::LeaderNode>& nodes = paths.nodes();
  const std::string leader = frame.name(frame.layers.preview->leader_id.value_or(UnitId{}));
  const std::string retreat =
      fmt::format("{}'s retreat from {}, 1-3 hexes (JR-9)", leader, frame.label(nodes[0].hex));
  // Each step's title, each stop's, each departure's.
  std::map<std::tuple<Hex, Hex, jacobite::LeaderMove>, std::string> steps;
  std::map<Hex, std::string> stops;
  std::map<Hex, std::string> leaves;
  std::map<Step, std::set<jacobite::Blocked>> blocked;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const jacobite::LeaderNode& node = nodes[i];
    if (node.parent >= 0 && node.completes) {
      if (node.how == jacobite::LeaderMove::leave) {
        leaves.emplace(node.hex, fmt::format("{} may leave the board from {} over his baseline "
                                             "(hex {} of his retreat): no banner (JR-9)",
                                             leader, frame.label(node.hex), node.depth));
      } else {
        const Hex from = nodes[static_cast<std::size_t>(node.parent)].hex;
        const std::string escape =
            node.how == jacobite::LeaderMove::escape && node.through
                ? fmt::format(
                      ", escaping through {}: {} melee dice, any saber kills him",
                      frame.name(*node.through),
                      node.escape_dice - nodes[static_cast<std::size_t>(node.parent)].escape_dice)
                : std::string();
        steps.emplace(
            std::tuple{from, node.hex, node.how},
            fmt::format("{}: hex {}, {} to {} ({}){}", retreat, node.depth, frame.label(from),
                        frame.label(node.hex), step_dir(from, node.hex), escape));
        if (node.can_stop) {
          stops.emplace(
              node.hex,
              fmt::format("{} may end his retreat in {} after {}{} (JR-9)", leader,
                          frame.label(node.hex), plural(node.depth, "hex", "hexes"),
                          node.joins ? fmt::format(", attaching to {}", frame.name(*node.joins))
                                     : std::string()));
        }
      }
    }
    if (!node.completes) continue;
    for (const jacobite::LeaderStep& s : paths.steps(static_cast<int>(i))) {
      if (s.blocked) blocked[{node.hex, s.hex}].insert(*s.blocked);
    }
  }
  out.open_group(R"(id="leader-paths")");
  out.open_group(R"(id="leader-stops")");
  for (const auto& [h, title] : stops) {
    out.add(end_ring(layout, h, 0.68, jr::kLeaderPath, R"( stroke-dasharray="4 2.5")", title));
  }
  out.close_group();
  out.open_group(R"(id="leader-steps")");
  for (const auto& [step, title] : steps) {
    const auto& [from, to, how] = step;
    const bool escape = how == jacobite::LeaderMove::escape;
    out.add(step_arrow(layout, from, to, -3.0, escape ? jr::kEscape : jr::kLeaderPath,
                       escape ? "jr-arrow-escape" : "jr-arrow-leader",
                       escape ? R"( stroke-dasharray="4 2.5")" : "", title));
  }
  // Leaving over his own baseline: an arrow from the baseline hex over the board's edge, its
  // head short of the baseline's words there, drawn before it.
  const std::vector<Rect> words = jr_baseline_label_rects(frame);
  for (const auto& [h, title] : leaves) {
    const Point c = layout.center(h);
    const std::size_t index = index_of(frame.layers.preview->leader_id.value_or(UnitId{}));
    const Side side = index < frame.game.units.size() ? frame.game.units[index].side : Side::first;
    const double dir = frame.game.board.baseline(side) == jacobite::Edge::top ? -1.0 : 1.0;
    const Point p = {c.x + 6.0, c.y + dir * 10.0};
    const Point q =
        arrow_end_clear_of(kLeaveHead, p, {c.x + 6.0, c.y + dir * (layout.size() + 8.0)}, words,
                           kLeastLeaveLine)
            .value_or(Point{c.x + 6.0, c.y + dir * (layout.size() + 8.0)});
    out.add(fmt::format(
        R"svg(<line class="leave" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6" stroke-linecap="round" marker-end="url(#jr-arrow-leader)"><title>{}</title></line>)svg",
        num(p.x), num(p.y), num(q.x), num(q.y), jr::kLeaderPath, xml_escape(title)));
  }
  out.close_group();
  std::set<Hex> may_leave;
  for (const auto& [h, title] : leaves)
    may_leave.insert(h);
  draw_blocked(out, frame, *frame.labels, layout, blocked, "leader-blocked", leader, may_leave);
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
