// SPDX-License-Identifier: MIT
// The generated tables of the Grande Tactique flight benchmarks, shared by the engine's
// benchmarks and their floors (flight_floor_bench.cpp).
#pragma once

#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique::bench {

/// A table of `width` x `depth` inches with 12 terrain areas and `bases` units placed at random
/// (fixed seed) without overlap, two thirds infantry, a third cavalry, both sides mixed; unit 0
/// is the fleeing French infantry in the middle, unit 1 the Allied cavalry charging it from the
/// north; `ringed`: unit 1 is instead the first of 16 Allied battalions in a ring 7" round the
/// fugitive, which is surrounded.
Scenario flight_table(double width, double depth, int bases, bool ringed = false);

}  // namespace skedaddle::grande_tactique::bench
