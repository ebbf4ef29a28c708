// SPDX-License-Identifier: MIT
// The figures of every retreat step of a resolution played step by step (decision_figures) on
// random boards, against the brute force of tests/support/decision_figures_reference.hpp.
#include <gtest/gtest.h>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwDecisionFigures, EveryStepOfRandomRetreatsMatchesTheBruteForce) {
  const test::FiguresChecked total = test::check_random_boards(
      "gcacw", 0x6669'6775'7265ULL, test::scaled(40), [](std::mt19937_64& rng) {
        return test::loaded(ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))),
                            "random");
      });
  // Later retreat steps were compared, not only the first.
  EXPECT_GT(total.decisions, total.firsts);
  EXPECT_GE(total.firsts, test::scaled(5));
}

}  // namespace
}  // namespace skedaddle::gcacw
