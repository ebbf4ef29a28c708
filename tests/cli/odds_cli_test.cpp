// SPDX-License-Identifier: MIT
// `skedaddle odds` on the command line: the exact chances as text and as JSON, per option, a
// refused request, and GCACW's certainty.
#include <string>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;

class OddsCliTest : public skedaddle::test::CliFixture {};

const std::string kGames = SKEDADDLE_GAMES_DIR;
const std::string kLowland = kGames + "/jacobite/examples/jr-02-lowland-two-hexes-per-flag.json";

TEST_F(OddsCliTest, PrintsEachFateWithItsExactChanceAndAReplay) {
  // JR-6: 4 rally dice, one flag face each: rallies with 1 - (5/6)^4 = 671/1296. The recorded
  // choices (H5, H4) fit every way: the rally check comes after them.
  const CliRun run = cli("odds --chooser script " + kLowland);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("2 outcomes, exact over 2 resolves (2 points of chance, 1296 sequences"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Edinburgh\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("671/1296   51.8%  retreats to H4"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("625/1296   48.2%  routed"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("[dice "), std::string::npos) << run.out;
}

TEST_F(OddsCliTest, JsonIsExactAndSumsToOne) {
  const CliRun run = cli("odds --json --chooser script " + kLowland);
  ASSERT_EQ(run.status, 0) << run.err;
  const auto doc = nlohmann::json::parse(run.out);
  EXPECT_EQ(doc.at("format"), "skedaddle-odds/1");
  EXPECT_EQ(doc.at("coverage").at("complete"), true);
  ASSERT_EQ(doc.at("outcomes").size(), 2u);
  // The most likely first: it rallies a little more often than not.
  EXPECT_EQ(doc.at("outcomes")[0].at("probability"), "671/1296");
  EXPECT_EQ(doc.at("outcomes")[1].at("probability"), "625/1296");
  EXPECT_EQ(doc.at("per_option"), nlohmann::json::array());
}

TEST_F(OddsCliTest, PerOptionGivesTheOddsOfEachFirstChoice) {
  // With the best chooser after it, each of the two rear hexes of the first step.
  const CliRun run = cli("odds --per-option --chooser best " + kLowland);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\nwith retreat step: G5: "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\nwith retreat step: H5: "), std::string::npos) << run.out;
  // A script fixes the first choice: per option needs another chooser.
  const CliRun scripted = cli("odds --per-option --chooser script " + kLowland);
  EXPECT_EQ(scripted.status, 2);
  EXPECT_NE(scripted.err.find("odds per option need"), std::string::npos) << scripted.err;
}

TEST_F(OddsCliTest, GcacwIsCertainAndARefusalIsARefusal) {
  const CliRun certain =
      cli("odds " + kGames + "/gcacw/examples/gc-01-defender-option-fatigue.json");
  ASSERT_EQ(certain.status, 0) << certain.err;
  EXPECT_NE(certain.out.find("certain: nothing here is left to chance"), std::string::npos)
      << certain.out;
  const CliRun refused =
      cli("odds " + kGames +
          "/gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  EXPECT_EQ(refused.status, 3);
  EXPECT_NE(refused.out.find("refused"), std::string::npos) << refused.out;
}

TEST_F(OddsCliTest, RecordedChoicesThatFitOneWayOfTheDiceAreNotTheDefault) {
  // JR-8: the choices recorded for the scripted dice do not fit the other ways.
  const std::string file =
      kGames + "/jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json";
  const CliRun best = cli("odds " + file);
  EXPECT_EQ(best.status, 0) << best.err;
  const CliRun scripted = cli("odds --chooser script " + file);
  EXPECT_EQ(scripted.status, 2);
  EXPECT_NE(scripted.err.find("recorded choices fit one way of the dice"), std::string::npos)
      << scripted.err;
}

TEST_F(OddsCliTest, TheBoundIsSaid) {
  const CliRun run = cli("odds --max-resolves 1 " + kLowland);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("stopped at the bound"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("not run (--max-resolves)"), std::string::npos) << run.out;
}

}  // namespace
