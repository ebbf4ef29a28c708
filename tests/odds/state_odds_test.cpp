// SPDX-License-Identifier: MIT
// The odds from where a resolution taken step by step stands (skedaddle::odds(const
// Resolution&), odds_per_option): at the start the scenario's odds exactly, on every example;
// at every state along a few ways of every example equal to a plain walk of the resolution in
// explicit chance mode (tests/support/state_odds_reference.hpp); and their errors and bounds.
#include <gtest/gtest.h>

#include <string>

#include "conformance/corpus.hpp"
#include "odds/rational.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"
#include "support/state_odds_reference.hpp"

namespace skedaddle {
namespace {

/// A resolution of `scenario` started in `mode` (it must start).
Resolution state_odds_start(const Scenario& scenario, ChanceMode mode) {
  Result<Resolution> r = Resolution::start(scenario, mode);
  EXPECT_TRUE(r.ok());
  return std::move(r).value();
}

TEST(StateOdds, AtTheStartOfEveryExampleTheyAreTheScenariosOdds) {
  int compared = 0;
  int per_option = 0;
  for (const std::string& file : corpus::scenario_files()) {
    const Scenario scenario = test::load_example(file);
    const Result<Odds> whole = odds(scenario);
    ASSERT_TRUE(whole.ok()) << file;
    const Result<Odds> options = odds_per_option(scenario);
    ASSERT_TRUE(options.ok()) << file;
    for (const ChanceMode mode : {ChanceMode::seeded, ChanceMode::explicit_}) {
      const Resolution r = state_odds_start(scenario, mode);
      const Result<Odds> here = odds(r);
      ASSERT_TRUE(here.ok()) << file;
      EXPECT_EQ(here.value().json(), whole.value().json()) << file;
      EXPECT_EQ(here.value().text(), whole.value().text()) << file;
      ++compared;
      const Result<Odds> here_options = odds_per_option(r);
      ASSERT_TRUE(here_options.ok()) << file;
      // In explicit mode dice before the first decision wait as a point of chance: no decision
      // is pending, so there are no options. A decision pending at the start (no dice before
      // it) is the first decision odds_per_option() names.
      const Resolution explicit_start = state_odds_start(scenario, ChanceMode::explicit_);
      if (explicit_start.is_chance()) {
        if (mode == ChanceMode::explicit_) {
          EXPECT_TRUE(here_options.value().options().empty()) << file;
        }
        continue;
      }
      EXPECT_EQ(here_options.value().json(), options.value().json()) << file;
      EXPECT_EQ(here_options.value().text(), options.value().text()) << file;
      if (!options.value().options().empty()) ++per_option;
    }
  }
  RecordProperty("compared", compared);
  RecordProperty("per_option", per_option);
  EXPECT_GT(per_option, 100);
}

TEST(StateOdds, EveryStateAlongTwoWaysOfEveryExampleMatchesThePlainWalk) {
  test::StateOddsChecked total;
  for (const std::string& file : corpus::scenario_files()) {
    const Scenario scenario = test::load_example(file);
    if (scenario.refusal()) continue;
    total += test::check_state_odds(scenario, ChooserKind::best, file, 2);
    total += test::check_state_odds(scenario, ChooserKind::first, file, 1);
    total += test::check_state_odds(scenario, ChooserKind::random, file, 1);
  }
  RecordProperty("states", total.states);
  RecordProperty("later", total.later);
  RecordProperty("given", total.given);
  RecordProperty("options", total.options);
  // Later states, states after dice applied and options at later decisions were all compared.
  EXPECT_GT(total.later, total.states / 2);
  EXPECT_GT(total.given, 50);
  EXPECT_GT(total.decisions, 100);
}

}  // namespace
}  // namespace skedaddle
