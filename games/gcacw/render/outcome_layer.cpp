// SPDX-License-Identifier: MIT
// The resolved route of the GCACW picture: a thick arrow with the loss of each step.
#include <fmt/format.h>

#include <algorithm>
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

std::string fate_line(const Frame& frame, const RouteFate& fate) {
  const std::size_t i = index_of(fate.unit);
  const std::string id = i < frame.game.units.size() ? frame.game.units[i].id : "?";
  return fmt::format("{} {}", id, fate_name(fate.fate));
}

}  // namespace

void draw_outcome(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome) {
  const HexLayout& layout = frame.layout;
  const Route route = route_of(outcome, frame.game.request.hex);
  out.open_group(R"(id="outcome")");

  if (route.hexes.size() >= 2) {
    std::vector<Point> points;
    for (const Hex h : route.hexes)
      points.push_back(layout.center(h));
    // Start on the first hexside crossed and stop short of the last centre, and short of the
    // units drawn in the last hex, so that the arrowhead (kRouteTip past the line's end) covers
    // no name.
    const std::size_t n = points.size();
    points[0] = lerp(points[0], points[1], 0.5);
    const Point last = points[n - 1];
    const double step_length = std::hypot(last.x - points[n - 2].x, last.y - points[n - 2].y);
    const Point back = {(points[n - 2].x - last.x) / step_length,
                        (points[n - 2].y - last.y) / step_length};
    const double reach = units_reach(frame, route.hexes.back(), back);
    const double stop =
        reach > 0.0 ? std::min(reach + kRouteTip + 1.0, step_length * 0.75) : step_length * 0.22;
    points[n - 1] = {last.x + back.x * stop, last.y + back.y * stop};
    const std::string d = path_d(points);
    out.add(halo_path(d, 8.0));
    out.add(fmt::format(
        R"svg(<path id="route" d="{}" fill="none" stroke="{}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#arrow-route)"/>)svg",
        d, palette::kRoute));
  }

  out.close_group();
}

double draw_fates(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome,
                  double map_bottom) {
  const HexLayout& layout = frame.layout;
  const Route route = route_of(outcome, frame.game.request.hex);
  if (route.fates.empty()) return map_bottom;
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
        R"(<polygon points="{}" fill="none" stroke="{}" stroke-width="2.2" stroke-dasharray="5 3"/>)",
        points_text(layout.corners(h)), palette::kFate));
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
  return top + block + 4.0;
}

}  // namespace skedaddle::svg::detail
