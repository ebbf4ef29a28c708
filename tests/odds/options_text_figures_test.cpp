// SPDX-License-Identifier: MIT
// The options summary's text of every example read back (support/options_text_figures.hpp):
// each line's labels, ways, chance and ends against the typed figures of each choice it stands
// for (which DecisionFigures holds to a brute force), the chance against its exact fraction,
// and the order and labels of a player's first decision against the step-wise resolution's.
#include <gtest/gtest.h>

#include <string>

#include "conformance/corpus.hpp"
#include "support/examples.hpp"
#include "support/options_text_figures.hpp"

namespace skedaddle {
namespace {

TEST(OptionsTextFigures, EveryExamplesSummaryTextSaysItsFigures) {
  int compared = 0;
  for (const std::string& file : corpus::scenario_files()) {
    const Scenario scenario = test::load_example(file);
    if (scenario.refusal()) continue;
    EXPECT_EQ(test::options_text_differences(scenario), "") << file;
    ++compared;
  }
  EXPECT_GT(compared, 250);
}

}  // namespace
}  // namespace skedaddle
