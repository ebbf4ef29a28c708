// SPDX-License-Identifier: MIT
// Random tables played step by step (flights from a causer and continued flights, GT-8), each
// decision's figures (decision_figures) against the brute force of
// tests/support/decision_figures_reference.hpp. Grande Tactique offers no decision today (its
// dice and rules move every unit), so this plays the tables through their points of chance and
// stands guard: a decision a later rule adds is compared from its first day.
#include <gtest/gtest.h>

#include "grande_tactique/tests/random_table.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueDecisionFigures, EveryDecisionOfRandomTablesMatchesTheBruteForce) {
  const test::FiguresChecked total = test::check_random_boards(
      "grande-tactique", 0x6774'6669'6775ULL, test::scaled(40), [](std::mt19937_64& rng) {
        // Half the tables are a flight from a causer, half a continued flight (GT-8).
        const std::uint64_t seed = rng();
        return test::loaded(
            test::chance(rng, 50) ? test::gt_random_table(seed).s : test::gt_random_continue(seed),
            "random table");
      });
  RecordProperty("decisions", total.decisions);
  RecordProperty("points", total.points);
  // Grande Tactique gives no player a choice (the dice and the rules move every unit: no
  // chooser, games/grande_tactique/ruleset.cpp), so no figures are asked on the way; every
  // decision a table ever offers is compared with the brute force, and the tables were played
  // through their dice.
  EXPECT_GE(total.played, test::scaled(40) / 2);
  EXPECT_GT(total.points, 0);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
