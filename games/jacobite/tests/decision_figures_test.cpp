// SPDX-License-Identifier: MIT
// The figures of every decision of a resolution played step by step (decision_figures) on
// random battlefields, against the brute force of tests/support/decision_figures_reference.hpp:
// the flags to ignore, the retreat steps after them and the leaders' retreats, each chance
// given the dice applied before it.
#include <gtest/gtest.h>

#include "jacobite/tests/random_scenario.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteDecisionFigures, EveryDecisionOfRandomRetreatsMatchesTheBruteForce) {
  // 300 boards: on #184 and #284 the best chooser's later retreat step is not the first option
  // and changes the chance, which decision_figures reads off the walk of every later step (the
  // ways it counts): seen failing there with the first option's ways read as the best chooser's.
  const test::FiguresChecked total = test::check_random_boards(
      "jacobite", 0x6a72'6669'6775ULL, test::scaled(300),
      [](std::mt19937_64& rng) { return test::loaded(random_scenario(rng), "random"); });
  RecordProperty("decisions", total.decisions);
  RecordProperty("chances", total.chances);
  EXPECT_GT(total.decisions, total.firsts);
  EXPECT_GT(total.chances, 0);
}

}  // namespace
}  // namespace skedaddle::jacobite
