// SPDX-License-Identifier: MIT
// The figures of every retreat step of a resolution played step by step (decision_figures) on
// random boards, against the brute force of tests/support/decision_figures_reference.hpp.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwDecisionFigures, EveryStepOfRandomRetreatsMatchesTheBruteForce) {
  const Ruleset* ruleset = find_ruleset("gcacw");
  ASSERT_NE(ruleset, nullptr);
  test::FiguresChecked total;
  test::for_random_boards(0x6669'6775'7265ULL, test::scaled(40), [&](std::mt19937_64& rng, int) {
    io::LoadedScenario s =
        test::loaded(ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))), "random");
    s.ruleset = ruleset;
    Result<skedaddle::Scenario> scenario = skedaddle::Scenario::validate(std::move(s));
    if (!scenario.ok() || scenario.value().refusal()) return std::string();
    const test::FiguresChecked checked = test::check_every_decision(scenario.value(), "board");
    total.decisions += checked.decisions;
    total.firsts += checked.firsts;
    return std::string();
  });
  // Later retreat steps were compared, not only the first.
  EXPECT_GT(total.decisions, total.firsts);
  EXPECT_GE(total.firsts, test::scaled(5));
}

}  // namespace
}  // namespace skedaddle::gcacw
