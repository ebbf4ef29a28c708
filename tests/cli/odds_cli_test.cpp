// SPDX-License-Identifier: MIT
// `skedaddle odds` on the command line: the exact chances as text and as JSON, per option, a
// refused request, and GCACW's certainty.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;

class OddsCliTest : public skedaddle::test::CliFixture {};

const std::string kLowland =
    std::string(SKEDADDLE_GAMES_DIR) + "/jacobite/examples/jr-02-lowland-two-hexes-per-flag.json";

TEST_F(OddsCliTest, PrintsEachFateWithItsExactChanceAndAReplay) {
  // JR-6: 4 rally dice, one flag face each: rallies with 1 - (5/6)^4 = 671/1296. The recorded
  // choices (H5, H4) fit every way: the rally check comes after them.
  const CliRun run = cli("odds --chooser script " + kLowland);
  ASSERT_EQ(run.status, 0) << run.err;
  // 2 runs (a flag among the 4 dice or none) stand for the 6^4 = 1296 throws of the dice.
  EXPECT_NE(run.out.find("2 outcomes, exact over 2 runs (one for each way of the dice that the "
                         "rules tell apart, standing for 1296 possible throws of the dice)"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("Edinburgh\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("671/1296   51.8%  retreats to H4"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("625/1296   48.2%  routed"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("  replay: skedaddle resolve " + kLowland + " --chooser script --dice "),
            std::string::npos)
      << run.out;
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
  EXPECT_NE(run.out.find("\nwith retreat step at G6: G5: "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\nwith retreat step at G6: H5: "), std::string::npos) << run.out;
  // A script fixes the first choice: per option needs another chooser.
  const CliRun scripted = cli("odds --per-option --chooser script " + kLowland);
  EXPECT_EQ(scripted.status, 2);
  EXPECT_NE(scripted.err.find("odds per option need"), std::string::npos) << scripted.err;
}

TEST_F(OddsCliTest, GcacwIsCertainAndARefusalIsARefusal) {
  const CliRun certain = cli("odds " + std::string(SKEDADDLE_GAMES_DIR) +
                             "/gcacw/examples/gc-01-defender-option-fatigue.json");
  ASSERT_EQ(certain.status, 0) << certain.err;
  EXPECT_NE(certain.out.find("certain: nothing here is left to chance"), std::string::npos)
      << certain.out;
  const CliRun refused =
      cli("odds " + std::string(SKEDADDLE_GAMES_DIR) +
          "/gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  EXPECT_EQ(refused.status, 3);
  EXPECT_NE(refused.out.find("refused"), std::string::npos) << refused.out;
}

TEST_F(OddsCliTest, RecordedChoicesThatFitOneWayOfTheDiceAreNotTheDefault) {
  // JR-8: the choices recorded for the scripted dice do not fit the other ways.
  const std::string file =
      std::string(SKEDADDLE_GAMES_DIR) +
      "/jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json";
  const CliRun best = cli("odds " + file);
  EXPECT_EQ(best.status, 0) << best.err;
  const CliRun scripted = cli("odds --chooser script " + file);
  EXPECT_EQ(scripted.status, 2);
  EXPECT_NE(scripted.err.find("recorded choices fit one way of the dice"), std::string::npos)
      << scripted.err;
}

const std::string kJr07 =
    std::string(SKEDADDLE_GAMES_DIR) +
    "/jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json";

/// The replay commands the odds text prints, without the leading "skedaddle ".
std::vector<std::string> replay_commands(const std::string& text) {
  std::vector<std::string> out;
  const std::string mark = "  replay: skedaddle ";
  for (std::size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at + 1)) {
    const std::size_t start = at + mark.size();
    out.push_back(text.substr(start, text.find('\n', start) - start));
  }
  return out;
}

TEST_F(OddsCliTest, EveryPrintedReplayRunsAsPrintedAndGivesItsOutcome) {
  // jr-07 records choices for one way of the dice: the odds take `best`, and so must the
  // replay, with the way's dice in place of the scenario's.
  const CliRun odds = cli("odds " + kJr07);
  ASSERT_EQ(odds.status, 0) << odds.err;
  const std::vector<std::string> commands = replay_commands(odds.out);
  ASSERT_FALSE(commands.empty()) << odds.out;
  for (const std::string& command : commands) {
    EXPECT_NE(command.find(" --chooser best"), std::string::npos) << command;
    const CliRun replay = cli(command);
    EXPECT_EQ(replay.status, 0) << command << "\n" << replay.err;
  }
  // The most likely outcome's replay ends as that outcome says: its first unit's fate.
  const CliRun first = cli(commands.front());
  EXPECT_NE(first.out.find("Keppoch"), std::string::npos) << first.out;
}

TEST_F(OddsCliTest, ResolveRefusesDiceThatAreNotFaces) {
  const CliRun run = cli("resolve --dice 1,x " + kLowland);
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_NE(run.err.find("expected faces"), std::string::npos) << run.err;
}

// --dice stands for the scenario's "dice": a game that rolls none refuses it as it refuses the
// key, and a die the resolution leaves unused is named as the option's, not the file's.
TEST_F(OddsCliTest, ResolveDiceAreTheOptionsNotTheFiles) {
  const std::string gcacw = std::string(SKEDADDLE_GAMES_DIR) +
                            "/gcacw/examples/gc-02-stack-and-leader-move-together.json";
  const CliRun none = cli("resolve --dice 1,2 " + gcacw);
  EXPECT_EQ(none.status, 2) << none.out;
  EXPECT_EQ(none.out, "");
  EXPECT_EQ(none.err, gcacw + ": --dice: gcacw rolls no dice; the faces are not used\n");
  EXPECT_EQ(cli("resolve --json --dice 1 " + gcacw).status, 2);

  // jr-02 rolls 4 rally dice: a fifth is left over.
  const CliRun extra = cli("resolve --dice 1,1,1,1,1 " + kLowland);
  EXPECT_EQ(extra.status, 2) << extra.out;
  EXPECT_EQ(extra.err, kLowland +
                           ": --dice/4: scripted die roll not used: the resolution rolled only 4 "
                           "dice\n");
}

TEST_F(OddsCliTest, ScriptThenBestFollowsTheRecordAndSaysWhereItDidNotFit) {
  // ALL-5: JR-8's recorded choices fit some ways of the dice; elsewhere `best` chooses, and the
  // chance of those ways is given, in the text and in the JSON.
  const std::string file =
      std::string(SKEDADDLE_GAMES_DIR) +
      "/jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json";
  const CliRun text = cli("odds --chooser script,best " + file);
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("the recorded choices did not fit the ways of the dice with "),
            std::string::npos)
      << text.out;
  const CliRun json = cli("odds --json --chooser script,best " + file);
  ASSERT_EQ(json.status, 0) << json.err;
  const auto doc = nlohmann::json::parse(json.out);
  ASSERT_TRUE(doc.contains("off_record")) << json.out;
  const std::string off = doc.at("off_record").at("probability");
  EXPECT_NE(off, "0");
  EXPECT_NE(off, "1");
}

TEST_F(OddsCliTest, ARefusedRequestIsAnOddsDocument) {
  // ALL-3: a program reading odds reads one format, refusal included.
  const CliRun run =
      cli("odds --json " + std::string(SKEDADDLE_GAMES_DIR) +
          "/gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  EXPECT_EQ(run.status, 3);
  const auto doc = nlohmann::json::parse(run.out);
  EXPECT_EQ(doc.at("format"), "skedaddle-odds/1");
  EXPECT_EQ(doc.at("kind"), "refused");
  EXPECT_EQ(doc.at("rule"), "GC-1");
  EXPECT_FALSE(doc.contains("outcomes"));
}

TEST_F(OddsCliTest, TheBoundIsSaid) {
  const CliRun run = cli("odds --max-resolves 1 " + kLowland);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("stopped at the bound"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("not run (--max-resolves)"), std::string::npos) << run.out;
}

}  // namespace
