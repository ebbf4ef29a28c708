// SPDX-License-Identifier: MIT
// Roads and prohibited hexsides of the GCACW picture.
#include <fmt/format.h>

#include <array>

#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace {

// Calls f(hex, dir, neighbour_on_map) once per hexside of the hexes drawn, in grid order.
template <class F>
void for_each_hexside(const Frame& frame, F&& f) {
  const gcacw::Board& board = frame.game.board;
  const HexGrid& grid = board.grid();
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    if (!frame.drawn(h)) continue;
    for (const HexDir d : kHexDirs) {
      const Hex n = neighbor(h, d);
      const bool inside = board.contains(n);
      // Drawn from the other hex, unless that one is left out of the picture.
      if (inside && frame.drawn(n) && grid.index(n) < i) continue;
      f(h, d, inside);
    }
  }
}

std::string road_style(gcacw::RoadKind kind) {
  switch (kind) {
    case gcacw::RoadKind::pike:
      return fmt::format(R"(stroke="{}" stroke-width="5.5")", palette::kPike);
    case gcacw::RoadKind::road:
      return fmt::format(R"(stroke="{}" stroke-width="2.8")", palette::kRoad);
    case gcacw::RoadKind::trail:
      return fmt::format(R"(stroke="{}" stroke-width="2" stroke-dasharray="5 3.5")",
                         palette::kRoad);
    case gcacw::RoadKind::railroad:
      return fmt::format(R"(stroke="{}" stroke-width="1.6")", palette::kRailroad);
    case gcacw::RoadKind::none:
      break;
  }
  return {};
}

std::string_view road_name(gcacw::RoadKind kind) {
  switch (kind) {
    case gcacw::RoadKind::pike:
      return "pikes";
    case gcacw::RoadKind::road:
      return "roads";
    case gcacw::RoadKind::trail:
      return "trails";
    case gcacw::RoadKind::railroad:
      return "railroads";
    case gcacw::RoadKind::none:
      break;
  }
  return "none";
}

}  // namespace

void draw_hexsides(SvgWriter& out, const Frame& frame) {
  const gcacw::Board& board = frame.game.board;
  const HexLayout& layout = frame.layout;
  static constexpr std::array<gcacw::RoadKind, 4> kinds = {
      gcacw::RoadKind::trail, gcacw::RoadKind::road, gcacw::RoadKind::pike,
      gcacw::RoadKind::railroad};
  for (const gcacw::RoadKind kind : kinds) {
    std::vector<std::pair<Point, Point>> lines;
    for_each_hexside(frame, [&](Hex h, HexDir d, bool inside) {
      if (board.road(h, d) != kind) return;
      const Point a = layout.center(h);
      const Point b = layout.center(neighbor(h, d));
      lines.emplace_back(a, inside ? b : lerp(a, b, 0.5));  // off the map: to the map edge
    });
    if (lines.empty()) continue;
    out.open_group(fmt::format(R"(id="{}" fill="none" stroke-linecap="round" {})", road_name(kind),
                               road_style(kind)));
    for (const auto& [a, b] : lines) {
      out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)", num(a.x), num(a.y),
                          num(b.x), num(b.y)));
      if (kind == gcacw::RoadKind::pike) {  // a light centre line makes a pike read as a pike
        out.add(fmt::format(
            R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="#e0b77a" stroke-width="1.4"/>)",
            num(a.x), num(a.y), num(b.x), num(b.y)));
      }
      if (kind == gcacw::RoadKind::railroad) {  // cross ties
        out.add(fmt::format(
            R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke-width="6" stroke-linecap="butt" stroke-dasharray="1.5 4.5"/>)",
            num(a.x), num(a.y), num(b.x), num(b.y)));
      }
    }
    out.close_group();
  }

  std::vector<std::pair<Point, Point>> walls;
  for_each_hexside(frame, [&](Hex h, HexDir d, bool /*inside*/) {
    if (board.prohibited(h, d)) walls.push_back(layout.side(h, d));
  });
  if (walls.empty()) return;
  out.open_group(
      fmt::format(R"(id="prohibited" stroke="{}" stroke-width="4.5" stroke-linecap="round")",
                  palette::kProhibited));
  for (const auto& [a, b] : walls) {
    out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)", num(a.x), num(a.y), num(b.x),
                        num(b.y)));
  }
  out.close_group();
}

}  // namespace skedaddle::svg::detail
