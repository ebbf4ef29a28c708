// SPDX-License-Identifier: MIT
// Pixel geometry of a flat-topped hex map.
#include "render/hex_layout.hpp"

#include <algorithm>

#include "render/svg_writer.hpp"

namespace skedaddle::render::detail {

namespace {

// Centre of an axial hex relative to axial (0, 0), flat-topped: x = 1.5 q, y = sqrt3 (r + q/2).
Point raw_center(Hex h, double size) {
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
    : size_(size), top_left_(top_left) {
  double min_x = 0.0;
  double max_x = 0.0;
  double min_y = 0.0;
  double max_y = 0.0;
  for (int i = 0; i < grid.size(); ++i) {
    const Point p = raw_center(grid.hex_at(i), size);
    if (i == 0) {
      min_x = max_x = p.x;
      min_y = max_y = p.y;
    }
    min_x = std::min(min_x, p.x);
    max_x = std::max(max_x, p.x);
    min_y = std::min(min_y, p.y);
    max_y = std::max(max_y, p.y);
  }
  const double half_height = size * kSqrt3 / 2.0;
  origin_ = {top_left.x + size - min_x, top_left.y + half_height - min_y};
  width_ = max_x - min_x + 2.0 * size;
  height_ = max_y - min_y + 2.0 * half_height;
}

Point HexLayout::center(Hex h) const {
  const Point p = raw_center(h, size_);
  return {origin_.x + p.x, origin_.y + p.y};
}

std::array<Point, 6> HexLayout::corners(Hex h) const {
  // Corners at 0, 60, ..., 300 degrees (y down, so clockwise on the page); no trigonometry.
  static constexpr std::array<Point, 6> unit = {
      Point{1.0, 0.0},  Point{0.5, kSqrt3 / 2.0},   Point{-0.5, kSqrt3 / 2.0},
      Point{-1.0, 0.0}, Point{-0.5, -kSqrt3 / 2.0}, Point{0.5, -kSqrt3 / 2.0}};
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

}  // namespace skedaddle::render::detail
