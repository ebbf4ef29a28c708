// SPDX-License-Identifier: MIT
// Random Grande Tactique tables for property tests and references (fixed seeds, portable: the
// same table on every platform). A table: fugitive A (first side, infantry or cavalry, sometimes
// in square, sometimes with a general) somewhere in the middle; its causer C (second side)
// 1.9..3.5" from A's centre, facing A, so A starts in front of C's front edge; 6..18 other units,
// most within 9" of A, of both sides, arms and states, none overlapping another base or terrain;
// enemies other than C at least 1.5" edge to edge from A (so neither A's pivot nor its clearance
// starts inside an enemy: how the rules treat that is left open); sometimes woods and an
// impassable lake. The same tables with A routed and no causer serve for continued flight (GT-8).
#pragma once

#include <cstdint>
#include <random>

#include "skedaddle/geometry/plane.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::test {

/// Portable uniform reals from a seeded engine (no library distributions: they differ).
class GtRng {
 public:
  explicit GtRng(std::uint64_t seed) : engine_(seed) {}
  /// A real in [lo, hi).
  double real(double lo, double hi) {
    const double u =
        static_cast<double>(uniform_below(engine_, 1ULL << 40)) / static_cast<double>(1ULL << 40);
    return lo + (hi - lo) * u;
  }
  /// An integer in [lo, hi].
  int integer(int lo, int hi) {
    return lo + static_cast<int>(uniform_below(engine_, static_cast<std::uint64_t>(hi - lo + 1)));
  }
  /// True with probability p.
  bool chance(double p) { return real(0.0, 1.0) < p; }

 private:
  std::mt19937_64 engine_;
};

/// True when `b` may be placed: on the table with a margin, clear of every base by 0.05" and of
/// every terrain area.
bool gt_free_spot(const grande_tactique::Scenario& s, const Box& b);

/// A random table as described at the top of this file, with a flee request of A from C.
struct GtRandomTable {
  grande_tactique::Scenario s;
  UnitId a{};
  UnitId c{};
};

GtRandomTable gt_random_table(std::uint64_t seed);

/// A random continued-flight table: the same table, routed units of the first side, no causer.
grande_tactique::Scenario gt_random_continue(std::uint64_t seed);

}  // namespace skedaddle::test
