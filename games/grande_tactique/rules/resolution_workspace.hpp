// SPDX-License-Identifier: MIT
// Private to the Grande Tactique engine: the storage one resolution works in, kept by a
// Resolution from run to run so that a run allocates nothing once it has grown (issue 28:
// "keep the hot loops at zero where they can be"); resolve() makes one per call.
#pragma once

#include <cstddef>
#include <deque>
#include <utility>
#include <vector>

#include "grande_tactique/rules/flight.hpp"

namespace skedaddle::grande_tactique::detail {

/// What one flight holds while the flights it sets off run first (GT-6, GT-11: depth first).
struct FlightFrame {
  FlightPlan plan;                                         ///< where it goes
  std::vector<UnitId> met;                                 ///< friends passed through so far
  std::vector<UnitId> seen;                                ///< and those its extension meets
  std::vector<Vec2> points;                                ///< its path as it moves
  std::vector<std::pair<double, std::size_t>> guard_flee;  ///< GT-11: friends that flee
  std::vector<std::size_t> guard_shaken;                   ///< GT-11: friends shaken
};

/// The storage of a resolution.
struct ResolutionWorkspace {
  FlightWorkspace flight;           ///< plan_flight()'s and clear_of_friends()'s buffers
  std::deque<FlightFrame> frames;   ///< one per depth of flights set off by flights
  std::vector<std::size_t> routed;  ///< continue_flight(): the units that flee on (GT-8)

  /// The frame of the flights at `depth` (0: the first flight), made when first needed; a
  /// deque, so that frames held by shallower flights stay where they are.
  FlightFrame& frame(std::size_t depth) {
    while (frames.size() <= depth)
      frames.emplace_back();
    return frames[depth];
  }
};

}  // namespace skedaddle::grande_tactique::detail
