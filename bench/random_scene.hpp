// SPDX-License-Identifier: MIT
// The random bases of the geometry benchmarks (area_bench.cpp, clear_path_bench.cpp): one seed,
// so both place the same bases.
#pragma once

#include <cstdint>
#include <random>

namespace skedaddle::bench {

/// The seed both benchmarks draw their bases from.
inline constexpr std::uint64_t kSceneSeed = 0xA4EA;

/// A double drawn uniformly from [lo, hi) (53 bits of the engine's output).
inline double uniform(std::mt19937_64& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

}  // namespace skedaddle::bench
