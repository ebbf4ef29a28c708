// SPDX-License-Identifier: MIT
// The figures of each option at every decision of a resolution played step by step
// (decision_figures): on every example of every game, equal to a brute force over the ways on
// (tests/support/decision_figures_reference.hpp), and at the first decision to the options
// summary.
#include <gtest/gtest.h>

#include <string>

#include "conformance/corpus.hpp"
#include "support/decision_figures_reference.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

TEST(DecisionFigures, EveryDecisionOfEveryExampleMatchesTheBruteForce) {
  test::FiguresChecked total;
  for (const std::string& file : corpus::scenario_files()) {
    const Scenario scenario = test::load_example(file);
    if (scenario.refusal()) continue;
    const test::FiguresChecked checked = test::check_every_decision(scenario, file);
    total.decisions += checked.decisions;
    total.chances += checked.chances;
    total.firsts += checked.firsts;
  }
  RecordProperty("decisions", total.decisions);
  RecordProperty("chances", total.chances);
  RecordProperty("firsts", total.firsts);
  // Later decisions and chances were met, not only first decisions.
  EXPECT_GT(total.decisions, total.firsts);
  EXPECT_GT(total.chances, 0);
  EXPECT_GT(total.firsts, 0);
}

}  // namespace
}  // namespace skedaddle
