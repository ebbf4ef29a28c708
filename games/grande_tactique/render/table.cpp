// SPDX-License-Identifier: MIT
// The Grande Tactique table: to scale, the inch grid, the terrain areas with their names, each
// side's own edge, the rulers in inches on the four edges, and the causer's front edge
// extended across the table (GT-5).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <utility>

#include "grande_tactique/render/layers.hpp"
#include "grande_tactique/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace {

namespace gp = palette::grande_tactique;

std::string_view terrain_fill(grande_tactique::TerrainKind kind) {
  switch (kind) {
    case grande_tactique::TerrainKind::woods:
      return gp::kWoods;
    case grande_tactique::TerrainKind::bua:
      return gp::kBua;
    case grande_tactique::TerrainKind::impassable:
      return "url(#gt-water)";
  }
  return gp::kWoods;
}

std::string_view terrain_edge(grande_tactique::TerrainKind kind) {
  switch (kind) {
    case grande_tactique::TerrainKind::woods:
      return gp::kWoodsEdge;
    case grande_tactique::TerrainKind::bua:
      return gp::kBuaEdge;
    case grande_tactique::TerrainKind::impassable:
      return gp::kWaterEdge;
  }
  return gp::kWoodsEdge;
}

std::string_view terrain_class(grande_tactique::TerrainKind kind) {
  switch (kind) {
    case grande_tactique::TerrainKind::woods:
      return "woods";
    case grande_tactique::TerrainKind::bua:
      return "bua";
    case grande_tactique::TerrainKind::impassable:
      return "impassable";
  }
  return "?";
}

/// Ruler values every inch from 0 to `length`, and whether each gets a number: every grid step
/// and the far end.
void ruler_marks(double length, std::vector<std::pair<double, bool>>& marks) {
  marks.clear();
  const int whole = static_cast<int>(std::floor(length + 1e-9));
  for (int i = 0; i <= whole; ++i) {
    const double v = i;
    const bool numbered = std::fmod(v, gp::kGridStep) == 0.0 || length - v < 1e-9;
    marks.emplace_back(v, numbered);
  }
  if (length - whole > 1e-9) marks.emplace_back(length, true);
}

void draw_grid(SvgWriter& out, const GtFrame& frame) {
  const grande_tactique::Table& t = frame.game.table;
  out.open_group(fmt::format(R"(id="grid" stroke="{}" stroke-width="0.8")", gp::kGrid));
  for (double x = gp::kGridStep; x < t.width - 1e-9; x += gp::kGridStep) {
    const Point a = frame.page({x, 0.0});
    const Point b = frame.page({x, t.depth});
    out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)", num(a.x), num(a.y), num(b.x),
                        num(b.y)));
  }
  for (double y = gp::kGridStep; y < t.depth - 1e-9; y += gp::kGridStep) {
    const Point a = frame.page({0.0, y});
    const Point b = frame.page({t.width, y});
    out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)", num(a.x), num(a.y), num(b.x),
                        num(b.y)));
  }
  out.close_group();
}

void draw_terrain(SvgWriter& out, const GtFrame& frame) {
  out.open_group(R"(id="terrain")");
  for (const grande_tactique::Terrain& t : frame.game.table.terrain) {
    std::string points;
    for (const Vec2 v : t.area.outline()) {
      const Point p = frame.page(v);
      if (!points.empty()) points += ' ';
      points += num(p.x) + ',' + num(p.y);
    }
    out.add(fmt::format(
        R"(<polygon class="terrain {}" points="{}" fill="{}" fill-opacity="0.9" stroke="{}" stroke-width="1.4" stroke-linejoin="round"><title>{} ({})</title></polygon>)",
        terrain_class(t.kind), points, terrain_fill(t.kind), terrain_edge(t.kind),
        xml_escape(t.name), gt_terrain_name(t.kind)));
    if (t.kind != grande_tactique::TerrainKind::impassable && t.area.contains(t.anchor)) {
      // Where fleeing infantry is placed in it (GT-4 a).
      const Point a = frame.page(t.anchor);
      out.add(fmt::format(
          R"(<path class="anchor" d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="1.2"><title>{}: where fleeing infantry is placed (GT-4 a)</title></path>)",
          num(a.x - 4), num(a.y), num(a.x + 4), num(a.y), num(a.x), num(a.y - 4), num(a.x),
          num(a.y + 4), terrain_edge(t.kind), xml_escape(t.name)));
    }
  }
  out.close_group();
}

/// Where a terrain area lies from the part of the table shown, when all of its bounding
/// rectangle lies outside it: its compass direction ("east", "north-west"); empty otherwise.
std::string beyond_window(const GtFrame& frame, const grande_tactique::Terrain& t) {
  const Rect& shown = frame.labels->shown();
  // Page y grows southward: the area's north-west corner is its bounds' least x, greatest y.
  const Point nw = frame.page({t.area.bounds_lo().x, t.area.bounds_hi().y});
  const Point se = frame.page({t.area.bounds_hi().x, t.area.bounds_lo().y});
  const std::string_view north_south = se.y <= shown.top      ? "north"
                                       : nw.y >= shown.bottom ? "south"
                                                              : "";
  const std::string_view east_west = nw.x >= shown.right  ? "east"
                                     : se.x <= shown.left ? "west"
                                                          : "";
  if (north_south.empty() || east_west.empty())
    return std::string(north_south) + std::string(east_west);
  return fmt::format("{}-{}", north_south, east_west);
}

/// The arrow pointing in a compass direction of beyond_window().
std::string_view arrow_to(std::string_view direction) {
  static constexpr std::pair<std::string_view, std::string_view> kArrows[] = {
      {"north", "\u2191"}, {"north-east", "\u2197"}, {"east", "\u2192"}, {"south-east", "\u2198"},
      {"south", "\u2193"}, {"south-west", "\u2199"}, {"west", "\u2190"}, {"north-west", "\u2196"}};
  for (const auto& [name, arrow] : kArrows)
    if (name == direction) return arrow;
  return "";
}

void queue_terrain_names(const GtFrame& frame) {
  frame.labels->set_group_attributes(
      "terrain-names",
      R"( font-style="italic" stroke="#ffffff" stroke-width="2.4" stroke-opacity="0.8" paint-order="stroke")");
  for (const grande_tactique::Terrain& t : frame.game.table.terrain) {
    if (t.name.empty()) continue;
    const Point c = frame.page(t.area.centroid());
    // A name of ground beyond a cropped window is pulled in to its edge: the arrow says the
    // ground lies that way, not under the name.
    const std::string beyond = beyond_window(frame, t);
    const std::string_view arrow = arrow_to(beyond);
    const bool arrow_first = beyond.ends_with("west");
    std::string text = beyond.empty() ? t.name
                       : arrow_first  ? fmt::format("{} {}", arrow, t.name)
                                      : fmt::format("{} {}", t.name, arrow);
    std::string tooltip =
        beyond.empty() ? std::string()
                       : fmt::format("{} ({}) lies beyond the part of the table shown, to the {}",
                                     t.name, gt_terrain_name(t.kind), beyond);
    frame.labels->add(Label{.at = {c.x, c.y - 6.0},
                            .text = std::move(text),
                            .font_size = 9.0,
                            .anchor = Anchor::middle,
                            .bold = false,
                            .attributes = fmt::format(R"( fill="{}")", terrain_edge(t.kind)),
                            .mark = std::nullopt,
                            .leader_colour = std::string(terrain_edge(t.kind)),
                            .group = "terrain-names",
                            .rank = 3,
                            .optional = false,
                            .tooltip = std::move(tooltip)});
  }
}

/// Writes a fixed text of the table's margins when it is wholly in the part of the map shown
/// and clear of the bases, and reserves it; a text the window would cut or a base would hide
/// is left out (the rulers and the legend say the same).
void fixed_text(SvgWriter& out, const GtFrame& frame, const Rect& box, std::string element) {
  if (!frame.labels->free(box)) return;
  frame.labels->reserve(box);
  out.add(element);
}

/// The box of a text of `length` px turned a quarter (clockwise when `clockwise`) about its
/// anchor (x, y), centred on it.
Rect turned_rect(Point at, double length, double size, bool clockwise) {
  const double ascent = 0.74 * size;
  const double descent = 0.22 * size;
  return {clockwise ? at.x - descent : at.x - ascent, at.y - length / 2.0,
          clockwise ? at.x + ascent : at.x + descent, at.y + length / 2.0};
}

void draw_own_edges(SvgWriter& out, const GtFrame& frame) {
  const Point tl = frame.table_top_left;
  const double w = frame.width();
  const double h = frame.height();
  constexpr double band = 5.0;
  out.open_group(R"(id="own-edges" font-size="10" font-weight="bold" text-anchor="middle")");
  for (const Side side : {Side::first, Side::second}) {
    const grande_tactique::Edge e = frame.game.table.own_edge[static_cast<std::size_t>(side)];
    const std::string_view fill = gp::side_fill(side);
    const std::string label = fmt::format("{}'s own edge", gp::side_name(side));
    double x = tl.x;
    double y = tl.y;
    double bw = w;
    double bh = band;
    std::string text;
    Rect box;
    // The label at the middle of the part of its edge shown.
    const Rect& shown = frame.labels->shown();
    const double mid_x = (std::max(tl.x, shown.left) + std::min(tl.x + w, shown.right)) / 2.0;
    const double mid_y = (std::max(tl.y, shown.top) + std::min(tl.y + h, shown.bottom)) / 2.0;
    const double length = static_cast<double>(label.size()) * 10.0 * 0.63;
    switch (e) {
      case grande_tactique::Edge::north:
        text = fmt::format(R"(x="{}" y="{}")", num(mid_x), num(tl.y - 26.0));
        box = text_rect({mid_x, tl.y - 26.0}, label, 10.0, Anchor::middle, true);
        break;
      case grande_tactique::Edge::south:
        y = tl.y + h - band;
        text = fmt::format(R"(x="{}" y="{}")", num(mid_x), num(tl.y + h + 33.0));
        box = text_rect({mid_x, tl.y + h + 33.0}, label, 10.0, Anchor::middle, true);
        break;
      case grande_tactique::Edge::west:
        bw = band;
        bh = h;
        text = fmt::format(R"svg(x="{0}" y="{1}" transform="rotate(-90 {0} {1})")svg",
                           num(tl.x - 26.0), num(mid_y));
        box = turned_rect({tl.x - 26.0, mid_y}, length, 10.0, false);
        break;
      case grande_tactique::Edge::east:
        x = tl.x + w - band;
        bw = band;
        bh = h;
        text = fmt::format(R"svg(x="{0}" y="{1}" transform="rotate(90 {0} {1})")svg",
                           num(tl.x + w + 26.0), num(mid_y));
        box = turned_rect({tl.x + w + 26.0, mid_y}, length, 10.0, true);
        break;
    }
    out.add(fmt::format(
        R"(<rect class="own-edge side-{}" x="{}" y="{}" width="{}" height="{}" fill="{}" fill-opacity="0.8"><title>{}</title></rect>)",
        static_cast<int>(side), num(x), num(y), num(bw), num(bh), fill, label));
    fixed_text(out, frame, box, fmt::format(R"(<text {} fill="{}">{}</text>)", text, fill, label));
  }
  out.close_group();
}

void draw_rulers(SvgWriter& out, const GtFrame& frame) {
  const grande_tactique::Table& t = frame.game.table;
  const Point tl = frame.table_top_left;
  const double right = tl.x + frame.width();
  const double bottom = tl.y + frame.height();
  out.open_group(
      fmt::format(R"(id="rulers" font-size="8" fill="{}" stroke-width="0.8")", gp::kRuler));
  std::vector<std::pair<double, bool>> marks;
  std::string ticks;
  ruler_marks(t.width, marks);
  for (const auto& [v, numbered] : marks) {
    const double x = frame.page({v, 0.0}).x;
    const double len = numbered ? 6.0 : 3.0;
    ticks += fmt::format("M{} {}V{}M{} {}V{}", num(x), num(tl.y), num(tl.y - len), num(x),
                         num(bottom), num(bottom + len));
    if (!numbered) continue;
    for (const double y : {tl.y - 9.0, bottom + 16.0}) {
      fixed_text(out, frame, text_rect({x, y}, num(v), 8.0, Anchor::middle),
                 fmt::format(R"(<text x="{}" y="{}" text-anchor="middle">{}</text>)", num(x),
                             num(y), num(v)));
    }
  }
  ruler_marks(t.depth, marks);
  for (const auto& [v, numbered] : marks) {
    const double y = frame.page({0.0, v}).y;
    const double len = numbered ? 6.0 : 3.0;
    ticks += fmt::format("M{} {}H{}M{} {}H{}", num(tl.x), num(y), num(tl.x - len), num(right),
                         num(y), num(right + len));
    if (!numbered) continue;
    fixed_text(out, frame, text_rect({tl.x - 8.0, y + 3.0}, num(v), 8.0, Anchor::end),
               fmt::format(R"(<text x="{}" y="{}" text-anchor="end">{}</text>)", num(tl.x - 8.0),
                           num(y + 3.0), num(v)));
    fixed_text(out, frame, text_rect({right + 8.0, y + 3.0}, num(v), 8.0, Anchor::start),
               fmt::format(R"(<text x="{}" y="{}" text-anchor="start">{}</text>)", num(right + 8.0),
                           num(y + 3.0), num(v)));
  }
  out.add(
      fmt::format(R"(<path class="ticks" d="{}" stroke="{}" fill="none"/>)", ticks, gp::kRuler));
  constexpr std::string_view kRulerNote = "inches from the south-west corner";
  fixed_text(out, frame, text_rect({right, bottom + 26.0}, kRulerNote, 7.5, Anchor::end),
             fmt::format(R"(<text x="{}" y="{}" text-anchor="end" font-size="7.5">{}</text>)",
                         num(right), num(bottom + 26.0), kRulerNote));
  out.close_group();
}

/// The part of the line p + s d (d a unit vector) in the box [x0, x1] x [y0, y1] (inches), as
/// [s_lo, s_hi], if any.
std::optional<Interval> in_box(double x0, double x1, double y0, double y1, Vec2 p, Vec2 d) {
  double lo = -1e9;
  double hi = 1e9;
  const auto clip = [&](double origin, double dir, double min, double max) {
    if (std::abs(dir) < 1e-12) return origin >= min && origin <= max;
    double a = (min - origin) / dir;
    double b = (max - origin) / dir;
    if (a > b) std::swap(a, b);
    lo = std::max(lo, a);
    hi = std::min(hi, b);
    return lo <= hi;
  };
  if (!clip(p.x, d.x, x0, x1) || !clip(p.y, d.y, y0, y1)) return std::nullopt;
  return Interval{lo, hi};
}

}  // namespace

void draw_gt_table(SvgWriter& out, const GtFrame& frame) {
  const Point tl = frame.table_top_left;
  out.add(fmt::format(
      R"(<rect id="table" x="{}" y="{}" width="{}" height="{}" fill="{}" stroke="#4a4a4a" stroke-width="1.2"><title>table {} x {} in</title></rect>)",
      num(tl.x), num(tl.y), num(frame.width()), num(frame.height()), gp::kTable,
      num(frame.game.table.width), num(frame.game.table.depth)));
  draw_grid(out, frame);
  draw_terrain(out, frame);
  queue_terrain_names(frame);
  draw_own_edges(out, frame);
  draw_rulers(out, frame);
}

void draw_gt_causer_line(SvgWriter& out, const GtFrame& frame) {
  const std::optional<std::size_t> k = frame.causer();
  if (!k) return;
  const grande_tactique::Unit& causer = frame.game.units[*k];
  const Box& b = causer.base;
  const Vec2 p = b.front_centre();
  const Vec2 along{b.facing.y, -b.facing.x};  // the front edge, toward the causer's right
  const double far = frame.game.table.width + frame.game.table.depth;
  const Vec2 a = p - far * along;
  const Vec2 c = p + far * along;
  out.open_group(R"svg(id="causer-line" clip-path="url(#gt-table-clip)")svg");
  std::string behind;
  for (const Vec2 v : {a, c, c - far * b.facing, a - far * b.facing}) {
    const Point q = frame.page(v);
    behind += (behind.empty() ? "" : " ") + num(q.x) + ',' + num(q.y);
  }
  out.add(fmt::format(
      R"(<polygon class="behind" points="{}" fill="{}" fill-opacity="0.13"><title>behind the front edge of {}: no flight passes here (GT-5)</title></polygon>)",
      behind, gp::kBehind, xml_escape(causer.id)));
  const Point pa = frame.page(a);
  const Point pc = frame.page(c);
  out.add(fmt::format(
      R"(<line class="causer-front" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="1.8" stroke-dasharray="8 4"><title>front edge of {}, extended (GT-5)</title></line>)",
      num(pa.x), num(pa.y), num(pc.x), num(pc.y), gp::kCauserLine, xml_escape(causer.id)));
  out.close_group();
  // The part of the line on the table and in the part of it shown.
  const Rect& shown = frame.labels->shown();
  const auto inches = [&](double x, double y) {
    return Vec2{(x - frame.table_top_left.x) / gp::kPpi,
                frame.game.table.depth - (y - frame.table_top_left.y) / gp::kPpi};
  };
  const Vec2 nw = inches(shown.left, shown.top);
  const Vec2 se = inches(shown.right, shown.bottom);
  if (const std::optional<Interval> seen =
          in_box(std::max(0.0, nw.x), std::min(frame.game.table.width, se.x), std::max(0.0, se.y),
                 std::min(frame.game.table.depth, nw.y), p, along)) {
    // The label near the end of the line on the table that lies on the causer's right.
    const double s = std::max(seen->lo, seen->hi - 5.0);
    const Point q = frame.page(p + s * along);
    frame.labels->add(Label{
        .at = {q.x, q.y - 5.0},
        .text = fmt::format("GT-5: front edge of {}", causer.id),
        .font_size = 8.5,
        .anchor = Anchor::middle,
        .bold = true,
        .attributes = fmt::format(
            R"( class="causer-label" fill="{}" stroke="#ffffff" stroke-width="2.4" stroke-opacity="0.9" paint-order="stroke")",
            gp::kCauserLine),
        .mark = std::nullopt,
        .leader_colour = std::string(gp::kCauserLine),
        .group = "causer-labels",
        .rank = 2,
        .optional = false});
  }
}

}  // namespace skedaddle::svg::detail
