// SPDX-License-Identifier: MIT
// The choosers on the command line: "script,POLICY" plays the recorded choices and then the
// policy, a missing choice lists the legal ones, and the best chooser says why it chose.
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "support/cli_fixture.hpp"

namespace {

constexpr std::string_view kTwoSteps = skedaddle::test::kSmallRetreat;

using skedaddle::test::CliRun;

class ChooserCliTest : public skedaddle::test::CliFixture {};

TEST_F(ChooserCliTest, AMissingScriptedChoiceListsTheLegalChoices) {
  const std::string file = scenario(kTwoSteps);
  const CliRun run = cli("resolve --chooser script '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find(file + ": /choices: no recorded choice for decision 1 (retreat step); "
                                "write one of "),
            std::string::npos)
      << run.err;
  // As "choices" writes them: the hexes a step may enter, in the game's notation.
  EXPECT_NE(run.err.find("\"06"), std::string::npos) << run.err;
}

TEST_F(ChooserCliTest, ScriptThenBestPlaysTheScriptThenTheBest) {
  const std::string file = scenario(kTwoSteps);
  const CliRun best = cli("resolve --chooser best '" + file + "'");
  ASSERT_EQ(best.status, 0) << best.err;
  // Nothing recorded: script,best is the best chooser throughout.
  const CliRun then_best = cli("resolve --chooser script,best '" + file + "'");
  EXPECT_EQ(then_best.status, 0) << then_best.err;
  EXPECT_EQ(then_best.out, best.out);
}

TEST_F(ChooserCliTest, TheFallbackTakesOverWhereTheScriptEnds) {
  // The first step is recorded; the steps after it are left to the best chooser.
  const std::string file = scenario(
      replaced(kTwoSteps, R"("name": "CLI test",)", R"("name": "CLI test", "choices": ["0605"],)"),
      "scripted.json");
  const CliRun run = cli("resolve --chooser script,best '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("owner chose 0605"), std::string::npos) << run.out;
  // Alone, the script runs out at the second decision.
  const CliRun alone = cli("resolve --chooser script '" + file + "'");
  EXPECT_EQ(alone.status, 2) << alone.out;
  EXPECT_NE(alone.err.find("no recorded choice for decision 2"), std::string::npos) << alone.err;
}

TEST_F(ChooserCliTest, OnlyAScriptTakesAFallback) {
  const std::string file = scenario(kTwoSteps);
  for (const char* value :
       {"best,script", "first,best", "script,script", "script,", ",best", "script,best,first"}) {
    const CliRun run = cli("resolve --chooser " + std::string(value) + " '" + file + "'");
    EXPECT_EQ(run.status, 2) << value;
    EXPECT_EQ(run.out, "") << value;
    // The message repeats what was given, as the engine's errors do.
    EXPECT_NE(run.err.find(std::string("got \"") + value + "\""), std::string::npos) << run.err;
  }
}

TEST_F(ChooserCliTest, AVerbWithoutAScenarioSaysWhatIsMissing) {
  const CliRun run = cli("resolve --chooser best");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.substr(0, run.err.find('\n')),
            "a scenario FILE (or - for standard input) is required");
}

TEST_F(ChooserCliTest, TheBestChoiceIsTracedWithItsReason) {
  const std::string file = scenario(kTwoSteps);
  const CliRun run = cli("resolve --chooser best '" + file + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("by ALL-1"), std::string::npos) << run.out;
  const CliRun json = cli("resolve --chooser best --json '" + file + "'");
  EXPECT_NE(json.out.find("\"runner_up_key\""), std::string::npos) << json.out;
  const CliRun first = cli("resolve --chooser first --json '" + file + "'");
  EXPECT_EQ(first.out.find("\"runner_up_key\""), std::string::npos) << first.out;
}

}  // namespace
