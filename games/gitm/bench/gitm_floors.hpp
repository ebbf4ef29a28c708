// SPDX-License-Identifier: MIT
// The floors of the GITM retreat and rout benchmarks: the least work any correct implementation
// does to resolve them on a tactical map, written plainly so that the engine's time can be read
// as a multiple of it (bench/README.md, docs/performance.md).
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm::bench {

/// What a floor found for the one unit it moves.
struct FloorResult {
  int direction_face = 0;  ///< the direction die's face, 0 when it was not rolled
  Square end{};            ///< where the unit stands at the end (a rout: on the map entered)
  Ending ending = Ending::stayed;  ///< moved, stopped short, routed, or the failure
};

/// A retreat (GI-2, GI-3, GI-4): one pass over the units into an occupancy array of the map,
/// the direction filter over the eight neighbours, the direction and distance drawn, the
/// straight walk with the corner rule. Covers a GITM retreat of the first listed unit with
/// its distance drawn and aborts on anything else.
class RetreatFloor {
 public:
  /// Sizes the occupancy array for `map`.
  explicit RetreatFloor(const SquareGrid& map);
  /// Resolves the retreat with dice drawn from `rng` (the engine's range reduction).
  FloorResult run(const Scenario& scenario, std::mt19937_64& rng);

 private:
  std::uint8_t at(Square s) const;
  std::vector<std::uint32_t> stamp_of_;  // who_[i] is this run's when == stamp_
  std::vector<std::uint8_t> who_;        // bit per allegiance present
  std::uint32_t stamp_ = 0;
  SquareGrid map_;
};

/// A rout (GI-2, GI-5): one pass over the units for all exit cones at once, the strategic
/// neighbours' blocks, the direction drawn among the valid ones. Covers a GITM rout of the
/// first listed unit outside a marsh and aborts on anything else.
class RoutFloor {
 public:
  /// Resolves the rout with dice drawn from `rng` (the engine's range reduction).
  FloorResult run(const Scenario& scenario, std::mt19937_64& rng) const;
};

}  // namespace skedaddle::gitm::bench
