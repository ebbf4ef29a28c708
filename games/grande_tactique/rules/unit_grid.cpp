// SPDX-License-Identifier: MIT
// The units' centres in a uniform grid (unit_grid.hpp): one doubly linked list per cell, threaded
// through per-unit arrays, so that building it allocates three arrays and moving a unit none.
#include "grande_tactique/rules/unit_grid.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace skedaddle::grande_tactique::detail {
namespace {

/// The side of a cell, inches: about two bases across, so that a cell holds a unit or two on a
/// crowded table and a flight's neighbourhood a few hundred cells at most.
constexpr double kGridCell = 6.0;
/// Most cells either way: a table of a hundred feet (kMaxTableInches) still has few cells.
constexpr int kMostGridCells = 256;
/// Inches added round every query, far above the rounding of the callers' own distance tests,
/// so that a unit they would look at is never left out by a hair.
constexpr double kGridSlack = 1e-6;
constexpr std::size_t kMostBitmapWords = 64;  // put_in_order(): a bitmap of 4,096 units at most

/// Half a base's width plus half its depth: at least its centre's distance to any of its points.
double grid_reach(const Box& b) {
  return 0.5 * (b.width + b.depth);
}

}  // namespace

UnitGrid::UnitGrid(const Table& table, const std::vector<Unit>& units) {
  const double longest = std::max(table.width, table.depth);
  cell_size_ = std::max(kGridCell, longest / kMostGridCells);
  per_inch_ = 1.0 / cell_size_;
  columns_ = std::max(1, static_cast<int>(std::ceil(table.width / cell_size_)));
  rows_ = std::max(1, static_cast<int>(std::ceil(table.depth / cell_size_)));
  head_.assign(static_cast<std::size_t>(columns_) * static_cast<std::size_t>(rows_), -1);
  next_.assign(units.size(), -1);
  prev_.assign(units.size(), -1);
  const BaseSize line = default_base(Arm::infantry);  // a square reverts to line (GT-3)
  for (std::size_t k = 0; k < units.size(); ++k) {
    const Unit& u = units[k];
    reach_ = std::max(reach_, grid_reach(u.base));
    if (u.in_square) reach_ = std::max(reach_, 0.5 * (line.width + line.depth));
    file(k, cell_of(u.base.centre));
  }
}

void UnitGrid::moved(std::size_t k, Vec2 from, Vec2 to) {
  const std::size_t was = cell_of(from);
  const std::size_t now = cell_of(to);
  if (was == now) return;
  unfile(k, was);
  file(k, now);
}

void UnitGrid::in_rect(Vec2 lo, Vec2 hi, std::vector<std::size_t>& out) const {
  out.clear();
  const double grow = reach_ + kGridSlack;
  const int c0 = column(lo.x - grow);
  const int c1 = column(hi.x + grow);
  const int r0 = row(lo.y - grow);
  const int r1 = row(hi.y + grow);
  for (int r = r0; r <= r1; ++r) {
    for (int c = c0; c <= c1; ++c) {
      const std::size_t cell = static_cast<std::size_t>(r) * static_cast<std::size_t>(columns_) +
                               static_cast<std::size_t>(c);
      for (std::int32_t k = head_[cell]; k >= 0; k = next_[static_cast<std::size_t>(k)])
        out.push_back(static_cast<std::size_t>(k));
    }
  }
  // In the units' order, as a pass over all of them would meet them (the callers' ties).
  put_in_order(out);
}

void UnitGrid::put_in_order(std::vector<std::size_t>& found) const {
  // A bitmap of the units, one bit each, read word by word gives the same order as a sort for
  // a pass over a word per 64 units: cheaper where the answer holds a unit per word or more
  // (most answers on a table of a thousand bases), and where the bitmap fits on the stack.
  const std::size_t words = (next_.size() + 63) / 64;
  if (words > kMostBitmapWords || words > found.size()) {
    std::sort(found.begin(), found.end());
    return;
  }
  std::array<std::uint64_t, kMostBitmapWords> bitmap;  // its first `words` only
  std::fill_n(bitmap.begin(), words, std::uint64_t{0});
  for (const std::size_t k : found)
    bitmap[k / 64] |= std::uint64_t{1} << (k % 64);
  found.clear();
  for (std::size_t w = 0; w < words; ++w) {
    for (std::uint64_t bits = bitmap[w]; bits != 0; bits &= bits - 1)
      found.push_back(w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
  }
}

void UnitGrid::near(Vec2 p, double radius, std::vector<std::size_t>& out) const {
  in_rect({p.x - radius, p.y - radius}, {p.x + radius, p.y + radius}, out);
}

void UnitGrid::file(std::size_t k, std::size_t cell) {
  const std::int32_t first = head_[cell];
  next_[k] = first;
  prev_[k] = -1;
  if (first >= 0) prev_[static_cast<std::size_t>(first)] = static_cast<std::int32_t>(k);
  head_[cell] = static_cast<std::int32_t>(k);
}

void UnitGrid::unfile(std::size_t k, std::size_t cell) {
  const std::int32_t before = prev_[k];
  const std::int32_t after = next_[k];
  if (before >= 0) {
    next_[static_cast<std::size_t>(before)] = after;
  } else {
    head_[cell] = after;
  }
  if (after >= 0) prev_[static_cast<std::size_t>(after)] = before;
  next_[k] = -1;
  prev_[k] = -1;
}

}  // namespace skedaddle::grande_tactique::detail
