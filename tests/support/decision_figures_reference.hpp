// SPDX-License-Identifier: MIT
// A brute-force reference for the figures of every decision of a resolution played step by
// step (decision_figures): each way on from a decision walked plainly, one step at a time, and
// each end resolved again with its choices and dice scripted to read the units' fates.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// What check_every_decision() compared.
struct FiguresChecked {
  int decisions = 0;  ///< decisions whose figures were compared with the reference
  int chances = 0;    ///< options whose chance was compared
  int firsts = 0;     ///< first decisions compared with the options summary too
  int played = 0;     ///< resolutions played to their end
  int points = 0;     ///< points of chance applied on the way
};

/// Plays `scenario` (no refusal) step by step with the dice explicit, taking the last option
/// at each decision and the outcomes in turn, and at each decision compares every option's
/// figures (decision_figures) with a brute force over the ways on, and at the first decision
/// with the options summary; every difference is a test failure naming `what`. Decisions whose
/// ways are too many for the reference are left out.
FiguresChecked check_every_decision(const Scenario& scenario, const std::string& what);

/// check_every_decision() on `count` random boards of `ruleset`, each drawn by `draw` from the
/// generator seeded with `seed` (for_random_boards); boards that fail validation or are refused
/// are skipped. The sum of what was compared.
FiguresChecked check_random_boards(
    std::string_view ruleset, std::uint64_t seed, int count,
    const std::function<io::LoadedScenario(std::mt19937_64& rng)>& draw);

}  // namespace skedaddle::test
