// SPDX-License-Identifier: MIT
// Pixel geometry of a hex map.
#include "render/hex_layout.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "render/svg_writer.hpp"

namespace skedaddle::svg::detail {

namespace {

// Centre of an axial hex relative to axial (0, 0): flat-topped x = 1.5 q, y = sqrt3 (r + q/2);
// pointy-topped x = sqrt3 (q + r/2), y = 1.5 r.
Point raw_center(Hex h, double size, HexOrientation orientation) {
  if (orientation == HexOrientation::pointy) {
    return {size * kSqrt3 * (h.q + 0.5 * h.r), size * 1.5 * h.r};
  }
  return {size * 1.5 * h.q, size * kSqrt3 * (h.r + 0.5 * h.q)};
}

}  // namespace

std::string points_text(const std::array<Point, 6>& corners) {
  std::string out;
  for (const Point& p : corners) {
    if (!out.empty()) out += ' ';
    out += num(p.x);
    out += ',';
    out += num(p.y);
  }
  return out;
}

Point lerp(Point a, Point b, double t) {
  return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

HexLayout::HexLayout(const HexGrid& grid, double size, Point top_left)
    : size_(size), orientation_(grid.system().orientation), top_left_(top_left) {
  double min_x = 0.0;
  double max_x = 0.0;
  double min_y = 0.0;
  double max_y = 0.0;
  for (int i = 0; i < grid.size(); ++i) {
    const Point p = raw_center(grid.hex_at(i), size, orientation_);
    if (i == 0) {
      min_x = max_x = p.x;
      min_y = max_y = p.y;
    }
    min_x = std::min(min_x, p.x);
    max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y);
    max_y = std::max(max_y, p.y);
  }
  // Half the extent of one hex across and down: flat size x sqrt3/2 size, pointy the reverse.
  const bool pointy = orientation_ == HexOrientation::pointy;
  const double half_width = pointy ? size * kSqrt3 / 2.0 : size;
  const double half_height = pointy ? size : size * kSqrt3 / 2.0;
  origin_ = {top_left.x + half_width - min_x, top_left.y + half_height - min_y};
  width_ = max_x - min_x + 2.0 * half_width;
  height_ = max_y - min_y + 2.0 * half_height;
}

Point HexLayout::center(Hex h) const {
  const Point p = raw_center(h, size_, orientation_);
  return {origin_.x + p.x, origin_.y + p.y};
}

std::array<Point, 6> HexLayout::corners(Hex h) const {
  // Corners at 0, 60, ..., 300 degrees (flat) or -30, 30, ..., 270 degrees (pointy), y down, so
  // clockwise on the page; no trigonometry.
  static constexpr std::array<Point, 6> flat = {
      Point{1.0, 0.0},  Point{0.5, kSqrt3 / 2.0},   Point{-0.5, kSqrt3 / 2.0},
      Point{-1.0, 0.0}, Point{-0.5, -kSqrt3 / 2.0}, Point{0.5, -kSqrt3 / 2.0}};
  static constexpr std::array<Point, 6> pointy = {
      Point{kSqrt3 / 2.0, -0.5}, Point{kSqrt3 / 2.0, 0.5},   Point{0.0, 1.0},
      Point{-kSqrt3 / 2.0, 0.5}, Point{-kSqrt3 / 2.0, -0.5}, Point{0.0, -1.0}};
  const std::array<Point, 6>& unit = orientation_ == HexOrientation::pointy ? pointy : flat;
  const Point c = center(h);
  std::array<Point, 6> out{};
  for (std::size_t i = 0; i < unit.size(); ++i) {
    out[i] = {c.x + size_ * unit[i].x, c.y + size_ * unit[i].y};
  }
  return out;
}

std::pair<Point, Point> HexLayout::side(Hex h, HexDir d) const {
  // The hexside is perpendicular to the line between the centres, through its midpoint, and
  // as long as the size; centres are sqrt3 * size apart.
  const Point a = center(h);
  const Point b = center(neighbor(h, d));
  const Point mid = lerp(a, b, 0.5);
  const double k = 0.5 / kSqrt3;  // half the side over the centre distance
  const Point perp = {-(b.y - a.y) * k, (b.x - a.x) * k};
  return {{mid.x + perp.x, mid.y + perp.y}, {mid.x - perp.x, mid.y - perp.y}};
}

HexGrid crop_grid(const HexGrid& grid, std::span<const Hex> action, int margin) {
  const OffsetCoord first = grid.first();
  const OffsetCoord end = {first.col + grid.columns(), first.row + grid.rows()};
  OffsetCoord low = end;
  OffsetCoord high = first;
  bool any = false;
  for (const Hex h : action) {
    if (!grid.contains(h)) continue;
    const OffsetCoord c = to_offset(h, grid.system());
    low = {std::min(low.col, c.col), std::min(low.row, c.row)};
    high = {std::max(high.col, c.col), std::max(high.row, c.row)};
    any = true;
  }
  if (!any) return grid;
  low = {std::max(first.col, low.col - margin), std::max(first.row, low.row - margin)};
  high = {std::min(end.col - 1, high.col + margin), std::min(end.row - 1, high.row + margin)};
  return HexGrid(high.col - low.col + 1, high.row - low.row + 1, grid.system(), low);
}

std::string layout_clip_path(std::string_view id, const HexLayout& layout, double band,
                             double aside) {
  return fmt::format(R"(<clipPath id="{}"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>)",
                     id, num(layout.top_left().x - aside), num(layout.top_left().y - band),
                     num(layout.width() + 2.0 * aside), num(layout.height() + 2.0 * band));
}

HexLayout aligned_layout(const HexGrid& grid, const HexLayout& part, Hex any) {
  const HexLayout at_zero(grid, part.size(), {0.0, 0.0});
  const Point want = part.center(any);
  const Point got = at_zero.center(any);
  return HexLayout(grid, part.size(), {want.x - got.x, want.y - got.y});
}

}  // namespace skedaddle::svg::detail
