// SPDX-License-Identifier: MIT
// The command-line tool on Grande Tactique scenarios: validate, options and resolve (text and
// JSON, with -o), bad input with its JSON pointer, scripted dice, and render (no picture yet).
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

constexpr std::string_view kFlee = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "grande-tactique",
  "table": {"width": 48, "depth": 36, "sides": ["french", "allied"],
            "own_edges": {"french": "south", "allied": "north"}},
  "units": [
    {"id": "3/12 Inf", "side": "french", "arm": "infantry", "position": [10, 10]},
    {"id": "Lancers", "side": "allied", "arm": "cavalry", "position": [10, 12.5], "facing": 180},
    {"id": "Hussars", "side": "french", "arm": "cavalry", "position": [30, 10], "state": "shaken"}
  ],
  "request": {"kind": "flee", "unit": "3/12 Inf", "causer": "Lancers"},
  "seed": 3
})";

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class GrandeTactiqueCliTest : public skedaddle::test::CliFixture {
 protected:
  /// The scenario file of `kFlee` with `from` replaced by `to`.
  std::string with(std::string_view from, std::string_view to) {
    return scenario(replaced(kFlee, from, to));
  }
};

TEST_F(GrandeTactiqueCliTest, ValidateSaysValid) {
  const std::string file = scenario(kFlee);
  const CliRun run = cli("validate '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, file + ": valid\n");
}

TEST_F(GrandeTactiqueCliTest, ResolvePrintsEachWayAndTheMove) {
  const CliRun run = cli("resolve '" + scenario(kFlee) + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "[GT-3] 3/12 Inf is routed\n"
            "[GT-4] 3/12 Inf flight cover: no woods or built-up area to flee into (GT-4 a)\n"
            "[GT-4] 3/12 Inf flight straight: taken\n"
            "[GT-4] 3/12 Inf flees 7\" from (10, 10) to (10, 3)\n"
            "[GT-14] Lancers may pursue 6\"\n"
            "\n"
            "3/12 Inf: french infantry, routed, at (10, 3) facing 180: on_table\n"
            "Lancers: allied cavalry, eager, at (10, 12.5) facing 180: on_table\n"
            "Hussars: french cavalry, shaken, at (30, 10) facing 0: on_table\n"
            "pursuit: Lancers may pursue 6\"\n");
}

TEST_F(GrandeTactiqueCliTest, ResolveJsonAndOutputFile) {
  const std::string out = (dir_ / "outcome.json").string();
  const CliRun run = cli("resolve --json '" + scenario(kFlee) + "' -o '" + out + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\"ruleset\": \"grande-tactique\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"pursuit\": 6.0"), std::string::npos) << run.out;
  EXPECT_EQ(read_file(out), run.out);
}

TEST_F(GrandeTactiqueCliTest, CavalryFleeingCavalryRollsTwoDice) {
  const std::string file =
      with(R"("request": {"kind": "flee", "unit": "3/12 Inf", "causer": "Lancers"},
  "seed": 3)",
           R"("request": {"kind": "flee", "unit": "Hussars", "causer": "Lancers"},
  "dice": [2, 3])");
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("[GT-2] flight distance for Hussars: 2, 3 on d6\n"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("[GT-14] Lancers may pursue 15\"\n"), std::string::npos) << run.out;
  const CliRun options = cli("options --tree '" + file + "'");
  EXPECT_EQ(options.status, 0) << options.err;
  EXPECT_NE(options.out.find("Hussars: flees 11\" + 2d6, 13\" to 23\"; shown at 18\" (GT-2)\n"),
            std::string::npos)
      << options.out;
}

TEST_F(GrandeTactiqueCliTest, OptionsTextAndJson) {
  const std::string file = scenario(kFlee);
  const CliRun text = cli("options --tree '" + file + "'");
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.out,
            "grande-tactique flee: 3/12 Inf from Lancers (charge)\n"
            "3/12 Inf: flees 7\" (GT-2)\n"
            "  cover      no woods or built-up area to flee into (GT-4 a)\n"
            "  straight   taken: (10, 10) -> (10, 3)\n");
  const CliRun json = cli("options --json '" + file + "'");
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"rejection\": \"no_cover\""), std::string::npos) << json.out;
}

TEST_F(GrandeTactiqueCliTest, UnusedScriptedDieIsBadInput) {
  const std::string file = with("\"seed\": 3", "\"dice\": [1]");
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err,
            file + ": /dice/0: scripted die roll not used: the resolution rolled only 0 dice\n");
}

TEST_F(GrandeTactiqueCliTest, BadInputNamesThePointer) {
  const std::string file = with("\"position\": [30, 10]", "\"position\": [47.5, 10]");
  for (const char* verb : {"validate", "options", "resolve"}) {
    const CliRun run = cli(std::string(verb) + " '" + file + "'");
    EXPECT_EQ(run.status, 2) << verb;
    EXPECT_EQ(run.out, "") << verb;
    EXPECT_EQ(run.err, file + ": /units/2/position: expected the base to lie on the table\n")
        << verb;
  }
}

TEST_F(GrandeTactiqueCliTest, RenderWritesAnSvgOfTheTable) {
  const std::string file = scenario(kFlee);
  const std::string out = (dir_ / "out.svg").string();
  const CliRun run = cli("render '" + file + "' -o '" + out + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string svg = read_file(out);
  EXPECT_EQ(svg.rfind("<svg", 0), 0U) << svg.substr(0, 200);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
}

}  // namespace
