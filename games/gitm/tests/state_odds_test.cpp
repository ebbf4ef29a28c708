// SPDX-License-Identifier: MIT
// The odds from where a resolution stands (skedaddle::odds(const Resolution&), odds_per_option)
// at every state of a way through random boards, under the first, best and random choosers,
// equal to a plain walk of the resolution in explicit chance mode
// (tests/support/state_odds_reference.hpp).
#include <gtest/gtest.h>

#include "gitm/tests/random_battle.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/state_odds_reference.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmStateOdds, EveryStateOfRandomBoardsMatchesThePlainWalk) {
  const test::StateOddsChecked total = test::check_state_odds_on_random_boards(
      "gitm", 0x6769'7374'6f64ULL, test::scaled(30),
      [](std::mt19937_64& rng) { return test::loaded(test::gi_random_battle(rng), "random"); });
  RecordProperty("states", total.states);
  RecordProperty("later", total.later);
  RecordProperty("given", total.given);
  RecordProperty("options", total.options);
  // No player chooses in GITM (every unit moves by the dice and the rules): the states are the
  // points of chance, each compared given the outcomes applied before it.
  EXPECT_GT(total.given, 0);
}

}  // namespace
}  // namespace skedaddle::gitm
