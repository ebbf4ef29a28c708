// SPDX-License-Identifier: MIT
// The resolved outcome of the Jacobite Rising picture: each mover's path (units, lone leaders,
// escapes, leaving the board), the blocks lost and the rally checks.
#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "jacobite/render/layers.hpp"
#include "jacobite/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace jr = palette::jacobite;

namespace {

/// The marks (rally checks, losses) grouped by unit and hex, each group in the order of its
/// marks, the groups in the order of their first mark.
std::vector<std::vector<JrMark>> marks_by_place(const std::vector<JrMark>& marks) {
  std::vector<std::vector<JrMark>> groups;
  for (const JrMark& mark : marks) {
    const auto same = std::find_if(groups.begin(), groups.end(), [&](const auto& g) {
      return g.front().unit == mark.unit && g.front().at == mark.at;
    });
    if (same == groups.end()) {
      groups.push_back({mark});
    } else {
      same->push_back(mark);
    }
  }
  return groups;
}

constexpr std::string_view kHalo =
    R"(stroke="#ffffff" stroke-width="2.4" stroke-opacity="0.9" paint-order="stroke")";

// Consecutive steps of one mover, each from where the last ended.
struct Run {
  std::size_t unit = 0;
  bool leader = false;
  std::vector<JrStep> steps;
};

std::vector<Run> runs_of(const std::vector<JrStep>& steps) {
  std::vector<Run> runs;
  for (const JrStep& step : steps) {
    if (runs.empty() || runs.back().unit != step.unit || runs.back().steps.back().to != step.from ||
        runs.back().steps.back().off_board) {
      runs.push_back(Run{.unit = step.unit, .leader = step.leader, .steps = {}});
    }
    runs.back().steps.push_back(step);
  }
  return runs;
}

/// A bold label of the outcome over a white halo, in group `cls` + "s", naming what is at `mark`.
Label outcome_label(Point at, std::string_view cls, std::string_view colour, std::string text,
                    Anchor anchor, Point mark) {
  return Label{.at = at,
               .text = std::move(text),
               .font_size = 8.0,
               .anchor = anchor,
               .bold = true,
               .attributes = fmt::format(R"( class="{}" fill="{}" {})", cls, colour, kHalo),
               .mark = mark,
               .leader_colour = std::string(colour),
               .group = std::string(cls) + "s",
               .rank = 0,
               .optional = false};
}

// The least line a route keeps under its head, so that it still points along its way.
constexpr double kLeastRouteLine = 6.0;

/// The route `points` into the counters `words` when its line starts so near them that
/// stop_before leaves its head on them: its end moved back until its head, measured as drawn,
/// is clear of them; for a route of one step, from the centre of the hex it left (or the edge
/// of the counters there) rather than the hexside when that is what makes room. Unchanged when
/// even that leaves no room.
void end_clear_of_counters(const JrFrame& frame, const Run& run, const ArrowheadShape& head,
                           const Rect& words, std::vector<Point>& points) {
  const std::size_t n = points.size();
  if (const std::optional<Point> end =
          arrow_end_clear_of(head, points[n - 2], points[n - 1], {words}, kLeastRouteLine)) {
    points[n - 1] = *end;
    return;
  }
  if (n != 2) return;
  const Hex first = run.steps.front().from;
  Point start = frame.layout.center(first);
  if (const std::optional<Rect> there = jr_stack_rect(frame, first))
    start = stop_before(points[1], start, *there, 1.0);
  if (const std::optional<Point> end =
          arrow_end_clear_of(head, start, points[1], {words}, kLeastRouteLine)) {
    points = {start, *end};
  }
}

void draw_run(SvgWriter& out, const JrFrame& frame, const Run& run) {
  const HexLayout& layout = frame.layout;
  std::vector<Point> points = {layout.center(run.steps.front().from)};
  for (const JrStep& step : run.steps)
    points.push_back(layout.center(step.to));
  // Start on the first hexside crossed; stop short of the last centre (counters stay
  // readable), or just past the board's edge when the leader left it, short of the baseline's
  // words there, drawn before it. A leader leaving from where he stands starts at the centre of
  // his hex, or the edge of the counters there: the hexside crossed is the board's edge.
  const std::size_t n = points.size();
  const bool off_board = run.steps.back().off_board;
  const Point first_centre = points[0];
  const Point beyond = points[n - 1];  // the centre of the hex off the board he left for
  points[0] = lerp(points[0], points[1], 0.5);
  points[n - 1] = lerp(points[n - 2], points[n - 1], off_board ? 0.62 : 0.74);
  if (off_board) {
    if (n == 2) {
      points[1] = lerp(first_centre, beyond, 0.62);
      points[0] = first_centre;
      if (const std::optional<Rect> there = jr_stack_rect(frame, run.steps.front().from))
        points[0] = stop_before(points[1], first_centre, *there, 1.0);
    }
    const ArrowheadShape head{.ref_x = 4.0, .size = 3.4, .stroke = run.leader ? 3.0 : 4.5};
    points[n - 1] = arrow_end_clear_of(head, points[n - 2], points[n - 1],
                                       jr_baseline_label_rects(frame), kLeastRouteLine)
                        .value_or(points[n - 1]);
  }
  // Into a hex where units stand: the head stops clear of their names.
  if (!off_board) {
    if (const std::optional<Rect> r = jr_stack_rect(frame, run.steps.back().to)) {
      const ArrowheadShape head{.ref_x = 4.0, .size = 3.4, .stroke = run.leader ? 3.0 : 4.5};
      const Point to = points[n - 1];
      points[n - 1] = stop_before(points[n - 2], to, *r, head.stroke * 3.4 / 2.0 + 1.0);
      if (points[n - 1].x == to.x && points[n - 1].y == to.y &&
          overlaps(arrowhead_rect(head, points[n - 2], to), *r)) {
        end_clear_of_counters(frame, run, head, *r, points);
      }
    }
  }
  const std::string d = path_d(points);
  const std::string_view colour = run.leader ? jr::kLeaderRoute : palette::kRoute;
  out.add(halo_path(d, run.leader ? 6.5 : 8.0));
  out.add(fmt::format(
      R"svg(<path class="{}" d="{}" fill="none" stroke="{}" stroke-width="{}" stroke-linejoin="round" stroke-linecap="round"{} marker-end="url(#{})"><title>{}</title></path>)svg",
      run.leader ? "route leader-route" : "route unit-route", d, colour, run.leader ? "3" : "4.5",
      run.leader ? R"( stroke-dasharray="7 3")" : "",
      run.leader ? "jr-arrow-leader-route" : "jr-arrow-route",
      xml_escape(frame.game.units[run.unit].id)));
}

// The marks of a run's steps, over the counters: a ring and "escape" on a hex entered through
// the enemy, "left the board" past the board's edge.
void draw_step_marks(SvgWriter& out, const JrFrame& frame, const Run& run) {
  const HexLayout& layout = frame.layout;
  const std::string_view colour = run.leader ? jr::kLeaderRoute : palette::kRoute;
  for (const JrStep& step : run.steps) {
    if (step.escape) {  // through an enemy-held hex (JR-9)
      const Point c = layout.center(step.to);
      out.add(fmt::format(
          R"(<circle class="escape" cx="{}" cy="{}" r="{}" fill="none" stroke="{}" stroke-width="2.2" stroke-dasharray="4 2.5"/>)",
          num(c.x), num(c.y - 2.0), num(layout.size() * 0.72), jr::kEscape));
      frame.labels->add(outcome_label({c.x, c.y + 25.0}, "escape", jr::kEscape, "escape",
                                      Anchor::middle, {c.x, c.y + 25.0 - 8.0}));
    }
    if (step.off_board) {
      const Point at = lerp(layout.center(step.from), layout.center(step.to), 0.62);
      const bool top = at.y < layout.top_left().y + layout.height() / 2.0;
      frame.labels->add(outcome_label({at.x + 8.0, top ? at.y + 4.0 : at.y + 2.0}, "left-board",
                                      colour, "left the board", Anchor::start, at));
    }
  }
}

// Where a rally badge `width` px wide stands by the counter in the hex centred on `c`: the
// first of the counter's upper right, its upper left and both raised above the counter that the
// crop's clip would not cut and that no badge drawn before (`badges`) covers; the upper right,
// or the upper left where the clip would cut it, when none is.
Rect rally_badge_spot(const JrFrame& frame, Point c, double width,
                      const std::vector<Rect>& badges) {
  const auto badge = [&](double left, double top) {
    return Rect{left, top, left + width, top + 10.0};
  };
  const auto cut = [&](const Rect& r) {
    return frame.cropped() && r.right > frame.labels->shown().right;
  };
  const double right_side = c.x + 4.0;
  const double left_side = c.x - 4.0 - width;
  const Rect spots[] = {badge(right_side, c.y - 23.5), badge(left_side, c.y - 23.5),
                        badge(right_side, c.y - 34.5), badge(left_side, c.y - 34.5)};
  for (const Rect& spot : spots) {
    const bool covered = std::any_of(badges.begin(), badges.end(),
                                     [&](const Rect& other) { return overlaps(spot, other); });
    if (!cut(spot) && !covered) return spot;
  }
  return cut(spots[0]) ? spots[1] : spots[0];
}

}  // namespace

void draw_jr_routes(SvgWriter& out, const JrFrame& frame) {
  if (!frame.history) return;
  // Under the counters: a path that passes a counter (a lone leader escaping through the enemy
  // or passing friends, JR-9; a unit passing a lone friendly leader, JR-4) runs beneath it, not
  // through its name, as a map draws its roads under its names.
  out.open_group(R"(id="routes")");
  for (const Run& run : runs_of(frame.history->steps))
    draw_run(out, frame, run);
  out.close_group();
}

void draw_jr_outcome(SvgWriter& out, const JrFrame& frame) {
  if (!frame.history) return;
  const JrHistory& history = *frame.history;
  const HexLayout& layout = frame.layout;
  out.open_group(R"(id="outcome")");
  out.open_group(R"(id="escapes")");
  for (const Run& run : runs_of(history.steps))
    draw_step_marks(out, frame, run);
  out.close_group();

  // Blocks lost, at the upper left of the counter where they were lost: one label for all of a
  // unit's losses in one hex (a hit and then a retreat not made, JR-5, JR-8), which the label
  // space may move off its spot, tied to the hex then by a leader line from the counter's corner
  // (the figures audit's Q3).
  frame.labels->set_group_attributes("losses",
                                     fmt::format(R"( fill="{}" {})", palette::kFate, kHalo));
  for (const std::vector<JrMark>& losses : marks_by_place(history.losses)) {
    const JrMark& first = losses.front();
    const Point c = layout.center(first.at);
    int blocks = 0;
    std::string each;
    for (const JrMark& loss : losses) {
      blocks += loss.value;
      each += fmt::format("{}{}", each.empty() ? "" : ", then ", loss.value);
    }
    frame.labels->add(Label{
        .at = {c.x - 21.0, c.y - 17.0},
        .text = fmt::format("\u2212{}", blocks),
        .font_size = 10.0,
        .anchor = Anchor::middle,
        .bold = true,
        .attributes = {},
        .mark = Point{c.x - 14.0, c.y - 10.0},
        .leader_colour = std::string(palette::kFate),
        .group = "losses",
        .rank = 0,
        .optional = false,
        .tooltip = fmt::format("{} lost {} block{}{}", frame.game.units[first.unit].id, blocks,
                               blocks == 1 ? "" : "s", losses.size() == 1 ? "" : " (" + each + ")"),
        // Its spot is 27 px from the hex's centre and 38 px from its neighbour's: moved
        // farther than 5 px it could seem the neighbour's, so the line says whose it is.
        .leader_after = 5.0});
  }

  // Rally checks: a badge on the upper right of the counter, one for all of a unit's checks in
  // one hex (a unit may be checked again in the same hex in a nested cascade, JR-7, JR-8).
  out.open_group(R"(id="rally-checks")");
  std::vector<Rect> badges;
  for (const std::vector<JrMark>& checks : marks_by_place(history.rallies)) {
    const JrMark& last = checks.back();
    const Point c = layout.center(last.at);
    const std::string_view colour = last.ok ? jr::kRallied : jr::kRouted;
    const std::string label = !last.ok             ? std::string("routed")
                              : checks.size() == 1 ? std::string("rallied")
                                                   : fmt::format("rallied \u00d7{}", checks.size());
    const double width = checks.size() == 1 || !last.ok ? 32.0 : 40.0;
    std::string title = frame.game.units[last.unit].id;
    for (std::size_t k = 0; k < checks.size(); ++k) {
      title += fmt::format("{}{} on {} dice", k == 0 ? " " : ", then ",
                           checks[k].ok ? "rallied" : "failed its rally check", checks[k].value);
    }
    // At the upper right of the counter, which on a shoved row's last hex overhangs the map: at
    // the upper left instead where the crop's clip, the labels' room, would cut it there. Where
    // that side holds a neighbour's badge (the upper left reaches 26 px into the hex on the
    // left), the other side, or either one raised above the counter, clear of it.
    const Rect badge = rally_badge_spot(frame, c, width, badges);
    badges.push_back(badge);
    const double left = badge.left;
    const double top = badge.top;
    out.open_group(fmt::format(R"(class="rally {}")", last.ok ? "rallied" : "routed"));
    out.add(fmt::format("<title>{}</title>", xml_escape(title)));
    out.add(fmt::format(
        R"(<rect x="{}" y="{}" width="{}" height="10" rx="5" fill="{}" stroke="#ffffff" stroke-width="0.8"/>)",
        num(left), num(top), width, colour));
    frame.labels->reserve(badge);
    out.add(fmt::format(
        R"(<text x="{}" y="{}" font-size="6.5" font-weight="bold" text-anchor="middle" fill="#ffffff">{}</text>)",
        num(left + width / 2.0), num(top + 7.3), label));
    out.close_group();
  }
  out.close_group();
  out.close_group();
}

}  // namespace skedaddle::svg::detail
