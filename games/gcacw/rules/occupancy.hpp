// SPDX-License-Identifier: MIT
// The occupancy index of a GCACW board: combat units per hex and side, kept in step with a
// scenario's units between builds so that repeated retreats on one position stay cheap.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

/// Combat units on the map per hex and side. Each sync() compares every unit with what was
/// counted for it last time and moves only what changed, so it is always exact, also when the
/// caller moved units between two builds.
class Occupancy {
 public:
  /// Brings the counts in line with `units` on `grid`, and lists in `standing` the units on the
  /// map in hex `at` (in the same pass: the retreating stack, for the caller).
  void sync(const HexGrid& grid, const std::vector<Unit>& units, Hex at,
            std::vector<UnitId>& standing);
  /// Combat units of `side` in the hex with a dense index.
  int count(int index, Side side) const {
    return counts_[static_cast<std::size_t>(index)][static_cast<std::size_t>(side)];
  }
  /// Combat units of `side` on the map.
  int total(Side side) const { return totals_[static_cast<std::size_t>(side)]; }

  /// True when the counts match `units` exactly (for asserts and tests).
  bool consistent_with(const std::vector<Unit>& units) const;

 private:
  struct Counted {
    bool counted = false;  // a combat unit on the map, so it is in counts_
    Hex hex{};
    Side side = Side::first;
  };
  void add(const Counted& c, int delta);

  HexGrid grid_;
  std::vector<std::array<int, 2>> counts_;
  std::vector<Counted> counted_;  // parallel to the units of the last sync
  std::array<int, 2> totals_{};
};

}  // namespace skedaddle::gcacw
