// SPDX-License-Identifier: MIT
// The floor of the Jacobite two-flags benchmark: the least work any correct implementation does
// to resolve two flags and the rally check against a lone unit, written plainly so that the
// engine's time can be read as a multiple of it (bench/README.md, docs/performance.md).
#pragma once

#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite::bench {

/// What the floor found: where the unit ends, the rally dice and whether it rallied.
struct TwoFlagsFloorResult {
  Hex end{};                   ///< the hex the retreat ends in
  int dice = 0;                ///< rally dice rolled
  std::array<int, 8> faces{};  ///< the first `dice` faces, in the order drawn
  bool rallied = false;        ///< a flag among them (JR-6)
};

/// One pass over the units into an occupancy array; the flags the unit may ignore (JR-3: its
/// six neighbours, its type and its hex), none here; the two rear hexes at each of the two
/// steps (JR-1, JR-4), the end farthest from the enemy taken (ALL-1, the `best` chooser: the
/// first of equals); the rally dice counted and drawn (JR-6) from a Mersenne Twister with the
/// engine's range reduction. It covers what the benchmark's board needs (a combat of 0 hits and
/// 2 flags against a lone regular whose rear is free of leaders, none of them ignored) and says
/// so: run() aborts on a scenario outside that.
class TwoFlagsFloor {
 public:
  /// Sizes the occupancy array for `grid`.
  explicit TwoFlagsFloor(const HexGrid& grid);
  /// Resolves the scenario's request with dice drawn from `rng`.
  TwoFlagsFloorResult run(const Scenario& scenario, std::mt19937_64& rng);

 private:
  // Per hex: 0 empty, else 1 + the side of the unit (or leader: bit 2) standing there, valid
  // when stamp_ matches.
  std::vector<std::uint32_t> stamp_of_;
  std::vector<std::uint8_t> who_;
  std::uint32_t stamp_ = 0;
  std::vector<Hex> enemies_;  // combat units of the other side
};

}  // namespace skedaddle::jacobite::bench
