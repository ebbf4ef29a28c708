// SPDX-License-Identifier: MIT
// The figures of every decision of a resolution played step by step (decision_figures) on
// random battlefields, against the brute force of tests/support/decision_figures_reference.hpp:
// the flags to ignore, the retreat steps after them and the leaders' retreats, each chance
// given the dice applied before it.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "jacobite/tests/random_scenario.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteDecisionFigures, EveryDecisionOfRandomRetreatsMatchesTheBruteForce) {
  const Ruleset* ruleset = find_ruleset("jacobite");
  ASSERT_NE(ruleset, nullptr);
  test::FiguresChecked total;
  test::for_random_boards(0x6a72'6669'6775ULL, test::scaled(60), [&](std::mt19937_64& rng, int) {
    io::LoadedScenario s = test::loaded(random_scenario(rng), "random");
    s.ruleset = ruleset;
    Result<skedaddle::Scenario> scenario = skedaddle::Scenario::validate(std::move(s));
    if (!scenario.ok() || scenario.value().refusal()) return std::string();
    const test::FiguresChecked checked = test::check_every_decision(scenario.value(), "board");
    total.decisions += checked.decisions;
    total.chances += checked.chances;
    total.firsts += checked.firsts;
    return std::string();
  });
  RecordProperty("decisions", total.decisions);
  RecordProperty("chances", total.chances);
  EXPECT_GT(total.decisions, total.firsts);
  EXPECT_GT(total.chances, 0);
}

}  // namespace
}  // namespace skedaddle::jacobite
