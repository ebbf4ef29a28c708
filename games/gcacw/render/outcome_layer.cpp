// SPDX-License-Identifier: MIT
// The resolved route of the GCACW picture: a thick arrow with the loss of each step.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>
#include <vector>

#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"
#include "gcacw/render/route.hpp"
#include "skedaddle/gcacw/notation.hpp"

namespace skedaddle::svg::detail {

namespace {

// How far the route's arrowhead reaches past the end of its line: the marker "arrow-route" is
// 3.4 stroke widths of 4.5 px long, its tip 6 tenths of it past the end (svg.cpp).
constexpr double kRouteTip = 3.4 * 4.5 * 0.6;

// The fates' red dashed outline runs on the border of each hex where a unit left play.
constexpr double kFateOutlineStroke = 2.2;
// The outline of the hex a route under the units ended in runs inside the hex's border, so that
// where the stack also died there (GC-9) the fates' outline on the border and this one are two
// lines with the hex showing between them, not one red-and-purple dashed line.
constexpr double kRouteEndStroke = 2.6;
constexpr double kRouteEndInset = kFateOutlineStroke / 2.0 + 1.6 + kRouteEndStroke / 2.0;

// The corners of a hexagon concentric with `h`, its sides `inset` px inside the hex's sides.
std::array<Point, 6> inset_corners(const HexLayout& layout, Hex h, double inset) {
  const Point centre = layout.center(h);
  const double apothem = layout.size() * kSqrt3 / 2.0;
  std::array<Point, 6> corners = layout.corners(h);
  for (Point& corner : corners)
    corner = lerp(corner, centre, inset / apothem);
  return corners;
}

std::string fate_line(const Frame& frame, const RouteFate& fate) {
  const std::size_t i = index_of(fate.unit);
  const std::string id = i < frame.game.units.size() ? frame.game.units[i].id : "?";
  return fmt::format("{} {}", id, fate_name(fate.fate));
}

// The route's line: from the first hexside crossed to short of the last hex's centre, and short
// of the units drawn there, so that its arrowhead (kRouteTip past the line's end) covers no word
// of theirs. Where the arrowhead would not fit between the counters and the line's start within
// the last step (a hex its counters fill), a route of one step starts at the first hex's centre
// (or the edge of the units drawn there) instead; where even that leaves no room, or the route
// has more steps, the line ends where a route into an empty hex does and `under_units` is set:
// its head runs under the counters (every route is drawn under the units), as GITM's moves do.
struct RouteLine {
  std::vector<Point> points;
  bool under_units = false;
};

RouteLine route_line(const Frame& frame, const Route& route) {
  RouteLine line;
  if (route.hexes.size() < 2) return line;
  std::vector<Point>& points = line.points;
  for (const Hex h : route.hexes)
    points.push_back(frame.layout.center(h));
  const std::size_t n = points.size();
  const Point first = points[0];
  points[0] = lerp(points[0], points[1], 0.5);
  const Point last = points[n - 1];
  // From the line's last corner (the hexside crossed, for a route of one step) to the centre.
  const double step_length = std::hypot(last.x - points[n - 2].x, last.y - points[n - 2].y);
  const Point back = {(points[n - 2].x - last.x) / step_length,
                      (points[n - 2].y - last.y) / step_length};
  const double reach = units_reach(frame, route.hexes.back(), back);
  const double clear_of_units = reach + kRouteTip + 1.0;
  double stop = reach > 0.0 ? clear_of_units : step_length * 0.22;
  if (reach > 0.0 && clear_of_units > step_length * 0.75) {
    // The least line under the arrowhead, so that it still points along the step.
    constexpr double kLeastLine = 6.0;
    const double whole_step = std::hypot(last.x - first.x, last.y - first.y);
    // Out of the first hex from its centre, or from the edge of the units drawn there.
    const double start = units_reach(frame, route.hexes.front(), {-back.x, -back.y});
    const double start_gap = start > 0.0 ? start + 1.0 : 0.0;
    if (n == 2 && clear_of_units + start_gap <= whole_step - kLeastLine) {
      points[0] = {first.x - back.x * start_gap, first.y - back.y * start_gap};
    } else {
      line.under_units = true;
      stop = step_length * 0.22;
    }
  }
  points[n - 1] = {last.x + back.x * stop, last.y + back.y * stop};
  return line;
}

}  // namespace

bool route_under_units(const Frame& frame, const gcacw::Outcome& outcome) {
  return route_line(frame, route_of(outcome, frame.game.request.hex)).under_units;
}

void draw_outcome(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome) {
  const Route route = route_of(outcome, frame.game.request.hex);
  const RouteLine line = route_line(frame, route);
  out.open_group(R"(id="outcome")");
  if (!line.points.empty()) {
    const std::string d = path_d(line.points);
    out.add(halo_path(d, 8.0));
    out.add(fmt::format(
        R"svg(<path id="route" d="{}" fill="none" stroke="{}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#arrow-route)"/>)svg",
        d, palette::kRoute));
  }
  // Under the counters the arrowhead is hidden: the hex it ended in is outlined in the route's
  // colour, as the retreating hex is in black, so the map still shows where the stack went.
  const Hex end = route.hexes.back();
  if (line.under_units && frame.drawn(end)) {
    out.add(fmt::format(
        R"(<polygon id="route-end" points="{}" fill="none" stroke="{}" stroke-width="{}"><title>the route ends in {}</title></polygon>)",
        points_text(inset_corners(frame.layout, end, kRouteEndInset)), palette::kRoute,
        num(kRouteEndStroke), io::gcacw_hex_label(end, frame.game.board.grid().system())));
  }
  out.close_group();
}

Extent draw_fates(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome,
                  double map_bottom) {
  const HexLayout& layout = frame.layout;
  const Route route = route_of(outcome, frame.game.request.hex);
  if (route.fates.empty()) return {.right = layout.top_left().x, .bottom = map_bottom};
  // A red dashed outline on each hex where a unit left play, and under the map, below the end
  // of the route, a callout naming each with its hex: under the map it hides nothing and no
  // crop cuts it off.
  std::vector<std::string> lines;
  std::vector<Hex> hexes;
  double widest = 0.0;
  const OffsetSystem system = frame.game.board.grid().system();
  for (const RouteFate& fate : route.fates) {
    lines.push_back(
        fmt::format("{} in {}", fate_line(frame, fate), io::gcacw_hex_label(fate.at, system)));
    widest = std::max(widest, text_width(lines.back(), 10.0) * 1.1);  // bold
    if (std::find(hexes.begin(), hexes.end(), fate.at) == hexes.end()) hexes.push_back(fate.at);
  }
  const double line_height = 12.0;
  const double block = line_height * static_cast<double>(lines.size());
  const Point map = layout.top_left();
  const double top = map_bottom + 6.0;
  const double x =
      std::clamp(layout.center(route.hexes.back()).x, map.x + widest / 2.0 + 4.0,
                 std::max(map.x + widest / 2.0 + 4.0, map.x + layout.width() - widest / 2.0 - 4.0));
  out.open_group(
      fmt::format(R"(id="fates" font-size="10" font-weight="bold" text-anchor="middle" fill="{}")",
                  palette::kFate));
  for (const Hex h : hexes) {
    if (!frame.drawn(h)) continue;
    out.add(fmt::format(
        R"(<polygon points="{}" fill="none" stroke="{}" stroke-width="{}" stroke-dasharray="5 3"/>)",
        points_text(layout.corners(h)), palette::kFate, num(kFateOutlineStroke)));
  }
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="#ffffff" fill-opacity="0.92" stroke="{}" stroke-width="1"/>)",
      num(x - widest / 2.0 - 4.0), num(top), num(widest + 8.0), num(block + 4.0), palette::kFate));
  double y = top + 11.5;
  for (const std::string& line : lines) {
    out.add(fmt::format(R"(<text x="{}" y="{}">{}</text>)", num(x), num(y), xml_escape(line)));
    y += line_height;
  }
  out.close_group();
  return {.right = x + widest / 2.0 + 4.0, .bottom = top + block + 4.0};
}

}  // namespace skedaddle::svg::detail
