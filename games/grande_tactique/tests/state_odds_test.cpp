// SPDX-License-Identifier: MIT
// The odds from where a resolution stands (skedaddle::odds(const Resolution&), odds_per_option)
// at every state of a way through random boards, under the first, best and random choosers,
// equal to a plain walk of the resolution in explicit chance mode
// (tests/support/state_odds_reference.hpp).
#include <gtest/gtest.h>

#include "grande_tactique/tests/random_table.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/state_odds_reference.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueStateOdds, EveryStateOfRandomBoardsMatchesThePlainWalk) {
  const test::StateOddsChecked total = test::check_state_odds_on_random_boards(
      // Not scaled down for light tests: the 30 tables take half a second, and a fifth of them
      // may hold no state after a step.
      "grande-tactique", 0x6774'7374'6f64ULL, 30, [](std::mt19937_64& rng) {
        // Half the tables are a flight from a causer, half a continued flight (GT-8).
        const std::uint64_t seed = rng();
        return test::loaded(
            test::chance(rng, 50) ? test::gt_random_table(seed).s : test::gt_random_continue(seed),
            "random table");
      });
  RecordProperty("states", total.states);
  RecordProperty("later", total.later);
  RecordProperty("given", total.given);
  RecordProperty("options", total.options);
  EXPECT_GT(total.later, 0);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
