// SPDX-License-Identifier: MIT
// A plain reference for the odds from where a resolution stands (skedaddle::odds(const
// Resolution&)): the resolution walked on in ChanceMode::explicit_, copy by copy, every outcome
// of each point of chance with its exact chance, the chooser's pick at each decision, the ways'
// chances multiplied down as Boost rationals and their outcomes grouped by their fates.
#pragma once

#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <string_view>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// What check_state_odds() compared.
struct StateOddsChecked {
  int states = 0;     ///< states whose odds were compared with the reference
  int later = 0;      ///< of them, states after at least one step
  int given = 0;      ///< of them, states after an outcome of chance was applied
  int decisions = 0;  ///< states at a decision whose odds per option were compared
  int options = 0;    ///< options whose odds were compared
  /// States whose seeded reading (their answers fixed, every point of chance weighed from the
  /// start, ALL-5) was compared with a walk from the start that plays the answers where they fit
  int seeded = 0;
  int from_start = 0;  ///< of their options, those with chance before the decision on some way
  StateOddsChecked& operator+=(const StateOddsChecked& other);
};

/// Plays `scenario` (explicit chance; no refusal) along `ways` ways, way w taking at its k-th
/// step the option or the outcome (w + k) modulo their number, and at every state on them
/// compares odds() and odds_per_option() of the resolution under `chooser` (first, best or
/// random) with the reference, exactly: each outcome's fates and chance, the coverage complete.
/// Each state's seeded reading too (its answers alone, as a seeded resolution gives them:
/// enumerate_odds_from and enumerate_odds_per_option_from with no outcomes) against a walk from
/// the start that plays the answers in turn where they fit, then the option at the pending
/// decision's player, topic and place, the chooser deciding the rest (not_met, after_chance
/// included). States whose reference walk has more than `max_ends` ends are left out. Every
/// difference is a test failure naming `what`.
StateOddsChecked check_state_odds(const Scenario& scenario, ChooserKind chooser,
                                  const std::string& what, int ways = 2, int max_ends = 400);

/// check_state_odds() on `count` random boards of `ruleset` drawn by `draw` from the generator
/// seeded with `seed` (for_random_boards), under each of first, best and random; boards that
/// fail validation or are refused are skipped. The sum of what was compared.
StateOddsChecked check_state_odds_on_random_boards(
    std::string_view ruleset, std::uint64_t seed, int count,
    const std::function<io::LoadedScenario(std::mt19937_64& rng)>& draw);

}  // namespace skedaddle::test
