// SPDX-License-Identifier: MIT
// Properties checked on random boards (OpenSpiel's RandomSimTest in spirit): a seeded loop over
// boards drawn one after another, every failure counted and the first reported in full with the
// board's number, and the portable draws the games' board generators make.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>

namespace skedaddle::test {

/// An integer in [0, n) from `rng`, the same on every platform (the library's distributions
/// differ between them).
std::uint64_t below(std::mt19937_64& rng, std::uint64_t n);

/// True with the given chance in percent.
bool chance(std::mt19937_64& rng, int percent);

/// An integer in [lo, hi].
int between(std::mt19937_64& rng, int lo, int hi);

/// Checks a property on `count` boards drawn in turn from one engine seeded `seed`:
/// `check(rng, board)` draws board number `board` (0, 1, ...) from `rng` and returns what is
/// wrong with it, "" when nothing is (expectations inside are traced with the board's number).
/// Fails once, with the number of boards that failed and the first failure in full.
void for_random_boards(std::uint64_t seed, int count,
                       const std::function<std::string(std::mt19937_64& rng, int board)>& check);

/// The same on the boards of seeds `first` to `last`, each drawn by `check(seed)` from its own
/// seed.
void for_board_seeds(std::uint64_t first, std::uint64_t last,
                     const std::function<std::string(std::uint64_t seed)>& check);

}  // namespace skedaddle::test
