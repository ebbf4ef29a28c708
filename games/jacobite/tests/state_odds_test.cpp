// SPDX-License-Identifier: MIT
// The odds from where a resolution stands (skedaddle::odds(const Resolution&), odds_per_option)
// at every state of a way through random boards, under the first, best and random choosers,
// equal to a plain walk of the resolution in explicit chance mode
// (tests/support/state_odds_reference.hpp).
#include <gtest/gtest.h>

#include "jacobite/tests/random_scenario.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/state_odds_reference.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteStateOdds, EveryStateOfRandomBoardsMatchesThePlainWalk) {
  const test::StateOddsChecked total = test::check_state_odds_on_random_boards(
      "jacobite", 0x6a72'7374'6f64ULL, test::scaled(60),
      [](std::mt19937_64& rng) { return test::loaded(random_scenario(rng), "random"); });
  RecordProperty("states", total.states);
  RecordProperty("later", total.later);
  RecordProperty("given", total.given);
  RecordProperty("options", total.options);
  EXPECT_GT(total.later, 0);
  EXPECT_GT(total.given, 0);
  EXPECT_GT(total.options, 0);
}

}  // namespace
}  // namespace skedaddle::jacobite
