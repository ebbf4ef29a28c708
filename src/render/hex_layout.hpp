// SPDX-License-Identifier: MIT
// Pixel geometry of a hex map, flat- or pointy-topped: centres, corners and hexsides on the page.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "skedaddle/geometry/hex_grid.hpp"

namespace skedaddle::svg::detail {

/// A point on the page, in pixels, y down.
struct Point {
  double x = 0.0;
  double y = 0.0;
};

/// The point a fraction `t` of the way from `a` to `b`.
Point lerp(Point a, Point b, double t);

/// SVG "points" text of a polygon's corners.
std::string points_text(const std::array<Point, 6>& corners);

/// sqrt(3), the ratio of a flat-topped hex's height (a pointy-topped hex's width) to its size.
inline constexpr double kSqrt3 = 1.7320508075688772;

/// Places the hexes of a grid on the page in the grid's orientation, `size` pixels from centre
/// to corner, the map's bounding box starting at `top_left`. Flat-topped maps follow the offset
/// system's columns (shoved columns half a hex lower, as on the printed map); pointy-topped
/// maps its rows (shoved rows half a hex to the right).
class HexLayout {
 public:
  HexLayout(const HexGrid& grid, double size, Point top_left);

  /// Centre of a hex (on the map or not).
  Point center(Hex h) const;
  /// The six corners of a hex, clockwise: from the east corner (flat), from the corner right
  /// of the top one (pointy).
  std::array<Point, 6> corners(Hex h) const;
  /// The two ends of the hexside between `h` and its neighbour in `d`.
  std::pair<Point, Point> side(Hex h, HexDir d) const;
  /// Distance from centre to corner.
  double size() const { return size_; }
  /// Orientation of the hexes.
  HexOrientation orientation() const { return orientation_; }
  /// Top-left corner of the map's bounding box.
  Point top_left() const { return top_left_; }
  /// Width of the map's bounding box.
  double width() const { return width_; }
  /// Height of the map's bounding box.
  double height() const { return height_; }

 private:
  double size_;
  HexOrientation orientation_ = HexOrientation::flat;
  Point top_left_{};
  Point origin_{};  // page position of the centre of axial (0, 0)
  double width_ = 0.0;
  double height_ = 0.0;
};

/// The section of `grid` (same offset system and coordinates) that holds every hex of `action`
/// on the grid with `margin` more columns and rows on each side, clamped to the grid: the part
/// of the map a cropped picture draws. `grid` itself when no hex of `action` is on it.
HexGrid crop_grid(const HexGrid& grid, std::span<const Hex> action, int margin);

/// The clip path `id` of the rectangle `layout` covers, `band` pixels taller above and below and
/// `aside` pixels wider left and right, for a cropped map whose roads and arrows towards hexes
/// left out must stop at its edge.
std::string layout_clip_path(std::string_view id, const HexLayout& layout, double band = 0.0,
                             double aside = 0.0);

/// The layout of the whole of `grid` that places every hex where `part` (a layout of a section
/// of it, of the same size) does: the board's own edges and thirds in a cropped picture.
HexLayout aligned_layout(const HexGrid& grid, const HexLayout& part, Hex any);

}  // namespace skedaddle::svg::detail
