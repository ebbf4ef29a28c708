// SPDX-License-Identifier: MIT
// Private to the Grande Tactique engine: the units' centres in a uniform grid over the table,
// built once per resolution and kept up to date as units move, so that the units near a flight
// are found without a pass over every unit of a large table.
#pragma once

#include <cstdint>
#include <vector>

#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique::detail {

/// Every unit (generals too, whatever its ending) filed under the square cell of the table its
/// centre lies in (clamped to the grid: a centre off the table is filed at the nearest edge
/// cell). Units are indices into the vector it was built from.
class UnitGrid {
 public:
  /// Files every unit of `units` on `table`.
  UnitGrid(const Table& table, const std::vector<Unit>& units);

  /// Unit `k`, filed at `from`, now has its centre at `to`.
  void moved(std::size_t k, Vec2 from, Vec2 to);

  /// Appends to `out`, replacing what it held, in ascending order, every unit whose base may
  /// meet the rectangle lo..hi (x and y): every unit whose centre lies within the largest reach
  /// of any base of it (reach_bound()), and perhaps some others.
  void in_rect(Vec2 lo, Vec2 hi, std::vector<std::size_t>& out) const;

  /// in_rect() of the square of half-side `radius` about `p`: every unit whose base may come
  /// within `radius` of `p`.
  void near(Vec2 p, double radius, std::vector<std::size_t>& out) const;

  /// At least the distance from a unit's centre to any point of its base, for every unit now and
  /// after a square reverts to line (GT-3), inches.
  double reach_bound() const { return reach_; }

 private:
  // Inline here: the grid is built on every fresh resolve, a cell for every unit.
  /// The cell `at` (a coordinate in cells) falls in, of `count`: clamped before the conversion,
  /// so that a coordinate far off the table, or not a number, stays in; truncation is the floor
  /// of the non-negative values left (no libm call).
  static int grid_index(double at, int count) {
    if (!(at >= 0.0)) return 0;
    if (at >= static_cast<double>(count)) return count - 1;
    return static_cast<int>(at);
  }
  int column(double x) const { return grid_index(x * per_inch_, columns_); }
  int row(double y) const { return grid_index(y * per_inch_, rows_); }
  std::size_t cell_of(Vec2 p) const {
    return static_cast<std::size_t>(row(p.y)) * static_cast<std::size_t>(columns_) +
           static_cast<std::size_t>(column(p.x));
  }
  /// Puts `found` (units, each once) in ascending order.
  void put_in_order(std::vector<std::size_t>& found) const;
  void file(std::size_t k, std::size_t cell);
  void unfile(std::size_t k, std::size_t cell);

  double cell_size_ = 1.0;
  double per_inch_ = 1.0;  // cells per inch
  int columns_ = 1;
  int rows_ = 1;
  double reach_ = 0.0;
  std::vector<std::int32_t> head_;  // per cell: the first unit filed there, or -1
  std::vector<std::int32_t> next_;  // per unit: the next in its cell, or -1
  std::vector<std::int32_t> prev_;  // per unit: the previous in its cell, or -1
};

}  // namespace skedaddle::grande_tactique::detail
