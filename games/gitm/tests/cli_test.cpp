// SPDX-License-Identifier: MIT
// The command-line tool on GITM/ROTD scenarios: resolve with scripted dice prints the game's
// messages exactly (GI-7), options, bad input with its JSON pointer, render.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

constexpr std::string_view kRotd = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "rotd",
  "board": {
    "strategic": "G7-V8",
    "neighbors": {
      "N": {"label": "G7-V7", "terrain": "open"}, "NE": {"label": "H7-V7", "terrain": "open"},
      "E": {"label": "H7-V8", "terrain": "open"}, "SE": {"label": "H7-V9", "terrain": "open"},
      "S": {"label": "G7-V9", "terrain": "open", "crossing": "closed"},
      "SW": {"label": "F7-V9", "terrain": "open"}, "W": {"label": "F7-V8", "terrain": "open"},
      "NW": {"label": "F7-V7", "terrain": "open"}
    }
  },
  "units": [
    {"id": "BR1IN", "allegiance": "friendly", "square": "7-7", "moved": "N"},
    {"id": "FR2IN", "allegiance": "enemy", "square": "7-7", "moved": "W"}
  ],
  "request": {"kind": "rout", "unit": "BR1IN", "battle": "7-7"},
  "dice": [1]
})";

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class GitmCliTest : public skedaddle::test::CliFixture {
 protected:
  /// The scenario file of `kRotd` with `from` replaced by `to`.
  std::string with(std::string_view from, std::string_view to) {
    return scenario(replaced(kRotd, from, to));
  }
};

// GI-8: "dice": [] means that no die may be drawn; the rout's direction draw (S, SW, W are
// valid: one d3) is then an error naming it, never a silent seeded die.
TEST_F(GitmCliTest, Gi8AnEmptyDiceListRefusesTheFirstDrawByName) {
  const std::string file = with("\"dice\": [1]", "\"dice\": []");
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, file +
                         ": /dice: \"dice\" is an empty list, so no die may be drawn, but the "
                         "resolution draws a die for the direction of BR1IN (d3)\n");
}

TEST_F(GitmCliTest, ResolveWithScriptedDicePrintsTheExactMessages) {
  const std::string file = scenario(kRotd);
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "[GI-5] direction for BR1IN: 1 on d3\n"
            "[GI-7] BR1IN is unable to rout and is shattered!\n"
            "[GI-5] BR1IN is shattered\n"
            "\n"
            "BR1IN: friendly at 7-7 in G7-V8, fatigue 0: shattered\n"
            "FR2IN: enemy at 7-7 in G7-V8, fatigue 0: stayed\n");
}

// The fate's line reads as the GCACW trace's does: "surrenders", not "is surrendered".
TEST_F(GitmCliTest, ASurrenderIsWrittenAsTheUnitSurrendering) {
  const CliRun run =
      cli("resolve '" + std::string(SKEDADDLE_GAMES_DIR) +
          "/gitm/examples/gitm/gi-4-diagonal-between-two-occupied-corners-fails.json'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("] BR1IN surrenders\n"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("is surrendered"), std::string::npos) << run.out;
}

TEST_F(GitmCliTest, ResolveJsonRecordsTheReplay) {
  const CliRun run = cli("resolve --json '" + scenario(kRotd) + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\"ruleset\": \"rotd\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"ending\": \"shattered\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"text\": \"BR1IN is unable to rout and is shattered!\""),
            std::string::npos)
      << run.out;
}

TEST_F(GitmCliTest, OptionsListsEveryStrategicDirection) {
  const CliRun run = cli("options --tree '" + scenario(kRotd) + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("rotd rout from 7-7 in G7-V8\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("; to G7-V9: "), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("; to F7-V9: possible\n"), std::string::npos) << run.out;
}

TEST_F(GitmCliTest, ScriptedDieTooLargeForTheDieIsBadInput) {
  const std::string file = with("\"dice\": [1]", "\"dice\": [4]");
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, file + ": /dice/0: face 4 is not on a 3-sided die\n");
}

TEST_F(GitmCliTest, UnusedScriptedDieIsBadInput) {
  const std::string file = with("\"dice\": [1]", "\"dice\": [1, 2]");
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err,
            file + ": /dice/1: scripted die roll not used: the resolution rolled only 1 die\n");
}

TEST_F(GitmCliTest, BadInputNamesThePointer) {
  const std::string file = with("\"dice\": [1]", "\"choices\": [1]");
  for (const char* verb : {"validate", "options", "resolve"}) {
    const CliRun run = cli(std::string(verb) + " '" + file + "'");
    EXPECT_EQ(run.status, 2) << verb;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_EQ(run.err, file +
                           ": /choices: expected no \"choices\" (or an empty list) for ruleset "
                           "\"rotd\" (the game program makes every choice, from the dice)\n")
        << verb;
  }
}

TEST_F(GitmCliTest, RenderWritesAnSvg) {
  const std::string out = (dir_ / "out.svg").string();
  const CliRun run = cli("render '" + scenario(kRotd) + "' -o '" + out + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(read_file(out).find("<svg"), std::string::npos);
}

}  // namespace
