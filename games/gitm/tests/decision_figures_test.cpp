// SPDX-License-Identifier: MIT
// Random GITM / ROTD battles played step by step, each decision's figures (decision_figures)
// against the brute force of tests/support/decision_figures_reference.hpp. GITM and ROTD offer
// no decision today (the dice and the rules move every unit, GI-6 and ALL-6's later losers), so
// this plays the battles through their points of chance and stands guard: a decision a later
// rule adds is compared from its first day.
#include <gtest/gtest.h>

#include "gitm/tests/random_battle.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmDecisionFigures, EveryDecisionOfRandomBattlesMatchesTheBruteForce) {
  const test::FiguresChecked total = test::check_random_boards(
      "gitm", 0x6769'6669'6775ULL, test::scaled(60),
      [](std::mt19937_64& rng) { return test::loaded(test::gi_random_battle(rng), "random"); });
  RecordProperty("decisions", total.decisions);
  RecordProperty("points", total.points);
  // GITM and ROTD give no player a choice (the dice and the rules move every unit: no chooser,
  // games/gitm/ruleset.cpp), so no figures are asked on the way; every decision a battle ever
  // offers is compared with the brute force, and the battles were played through their dice.
  EXPECT_GE(total.played, test::scaled(60) / 2);
  EXPECT_GT(total.points, total.played);
}

}  // namespace
}  // namespace skedaddle::gitm
