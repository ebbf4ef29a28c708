// SPDX-License-Identifier: MIT
// The command-line tool as a user meets it: exit statuses, errors with JSON pointers on stderr,
// nothing on stdout for a failed command, files written, identical replays.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

/// A small valid GCACW scenario: a Union brigade in 0505 retreats from Hood in 0405.
constexpr std::string_view kValid = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "gcacw",
  "name": "CLI test",
  "board": {"columns": 10, "rows": 10,
            "roads": [{"between": ["0505", "0605"], "kind": "road"}]},
  "units": [
    {"id": "1/1 Inf", "side": "union", "type": "infantry", "hex": "0505", "manpower": 4},
    {"id": "Hood", "side": "confederate", "type": "infantry", "hex": "0405", "manpower": 5}
  ],
  "request": {"kind": "retreat", "hex": "0505", "active": ["Hood"]}
})";

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class CliTest : public skedaddle::test::CliFixture {
 protected:
  /// `kValid` with the first occurrence of `from` replaced by `to` (which must be there).
  static std::string valid_with(std::string_view from, std::string_view to) {
    return replaced(kValid, from, to);
  }
};

TEST_F(CliTest, MalformedJsonIsBadInputNamingTheFile) {
  const std::string file = scenario(R"({"format": "skedaddle-scenario/1", "ruleset": )");
  const CliRun run = cli("validate '" + file + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err.rfind(file + ": ", 0), 0u) << run.err;
}

TEST_F(CliTest, MissingFileIsBadInput) {
  const CliRun run = cli("resolve '" + (dir_ / "nowhere.json").string() + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("nowhere.json"), std::string::npos) << run.err;
}

TEST_F(CliTest, UnknownKeyIsReportedWithItsPointer) {
  expect_bad_input(scenario(valid_with(R"("name": "CLI test",)", R"("colour": "blue",)")),
                   "/colour");
}

TEST_F(CliTest, WrongTypeIsReportedWithItsPointer) {
  expect_bad_input(scenario(valid_with(R"("rows": 10)", R"("rows": "ten")")), "/board/rows");
}

TEST_F(CliTest, UnitOffTheBoardIsReportedWithItsPointer) {
  expect_bad_input(scenario(valid_with(R"("hex": "0405")", R"("hex": "1205")")), "/units/1/hex");
}

TEST_F(CliTest, TwoSidesInOneHexAreReportedWithAPointer) {
  expect_bad_input(scenario(valid_with(R"("hex": "0405")", R"("hex": "0505")")), "/units/");
}

TEST_F(CliTest, UnknownUnitInTheRequestIsReportedWithItsPointer) {
  expect_bad_input(scenario(valid_with(R"("active": ["Hood"])", R"("active": ["Longstreet"])")),
                   "/request/active/0");
}

TEST_F(CliTest, UnknownSubcommandIsBadInput) {
  const CliRun run = cli("retreat '" + scenario(kValid) + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err, "");
}

TEST_F(CliTest, UnknownOptionIsBadInput) {
  const CliRun run = cli("resolve --colour '" + scenario(kValid) + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err, "");
}

TEST_F(CliTest, UnknownChooserIsBadInput) {
  const CliRun run = cli("resolve --chooser bravest '" + scenario(kValid) + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
}

TEST_F(CliTest, NoSubcommandIsBadInput) {
  const CliRun run = cli("");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
}

TEST_F(CliTest, HelpTeachesTheVerbsAndChoosers) {
  const CliRun run = cli("--help");
  EXPECT_EQ(run.status, 0);
  for (const char* word : {"validate", "options", "resolve", "render", "demo", "best", "random"}) {
    EXPECT_NE(run.out.find(word), std::string::npos) << word;
  }
  const CliRun sub = cli("resolve --help");
  EXPECT_EQ(sub.status, 0);
  EXPECT_NE(sub.out.find("--chooser"), std::string::npos);
  EXPECT_NE(sub.out.find("--seed"), std::string::npos);
}

TEST_F(CliTest, ValidateAcceptsAValidScenario) {
  const std::string file = scenario(kValid);
  const CliRun run = cli("validate '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, file + ": valid\n");
  EXPECT_EQ(run.err, "");
}

TEST_F(CliTest, OptionsPrintsTheTreeAsTextAndJson) {
  const std::string file = scenario(kValid);
  const CliRun text = cli("options '" + file + "'");
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out, "");
  const CliRun json = cli("options --json '" + file + "'");
  EXPECT_EQ(json.status, 0) << json.err;
  ASSERT_FALSE(json.out.empty());
  EXPECT_EQ(json.out.front(), '{');
}

TEST_F(CliTest, ResolveWithEveryChooserSucceeds) {
  const std::string file = scenario(kValid);
  for (const char* chooser : {"first", "random", "best"}) {
    const CliRun run =
        cli("resolve --chooser " + std::string(chooser) + " --seed 7 '" + file + "'");
    EXPECT_EQ(run.status, 0) << chooser << "\n" << run.err;
    EXPECT_NE(run.out, "") << chooser;
  }
}

TEST_F(CliTest, ResolveTwiceGivesIdenticalOutput) {
  const std::string file = scenario(kValid);
  for (const char* args : {"", "--json ", "--chooser random --seed 99 "}) {
    const CliRun a = cli("resolve " + std::string(args) + "'" + file + "'");
    const CliRun b = cli("resolve " + std::string(args) + "'" + file + "'");
    EXPECT_EQ(a.status, 0) << a.err;
    EXPECT_NE(a.out, "");
    EXPECT_EQ(a.out, b.out) << args;
  }
}

TEST_F(CliTest, ResolveWritesTheOutcomeJson) {
  const std::string file = scenario(kValid);
  const fs::path out = dir_ / "outcome.json";
  const CliRun run = cli("resolve '" + file + "' -o '" + out.string() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string json = read_file(out);
  ASSERT_FALSE(json.empty());
  EXPECT_EQ(json.front(), '{');
  const CliRun again = cli("resolve --json '" + file + "'");
  EXPECT_EQ(again.out, json);
}

TEST_F(CliTest, ScriptedChoiceThatIsNoOptionIsBadInput) {
  // 0909 is nowhere near the retreating brigade: no step can match it.
  const std::string file =
      scenario(valid_with(R"("name": "CLI test",)", R"("name": "CLI test", "choices": ["0909"],)"));
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 2) << run.out;
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find(file + ": /choices/0"), std::string::npos) << run.err;
  // The message names hexes in the game's notation, as "choices" writes them, not in internal
  // coordinates.
  EXPECT_NE(run.err.find("choice \"0909\" is not one of the options"), std::string::npos)
      << run.err;
}

TEST_F(CliTest, RenderWritesAnSvg) {
  const std::string file = scenario(kValid);
  const fs::path out = dir_ / "picture.svg";
  const CliRun run = cli("render '" + file + "' -o '" + out.string() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string svg = read_file(out);
  EXPECT_NE(svg.find("<svg"), std::string::npos);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  const fs::path bare = dir_ / "bare.svg";
  const CliRun plain =
      cli("render --no-tree --no-resolve '" + file + "' -o '" + bare.string() + "'");
  EXPECT_EQ(plain.status, 0) << plain.err;
  EXPECT_NE(read_file(bare).find("<svg"), std::string::npos);
}

TEST_F(CliTest, RenderCropsToTheActionUnlessWhole) {
  const std::string file =
      scenario(valid_with(R"("columns": 10, "rows": 10)", R"("columns": 30, "rows": 30)"));
  const CliRun cropped = cli("render -o - '" + file + "'");
  const CliRun whole = cli("render --whole -o - '" + file + "'");
  ASSERT_EQ(cropped.status, 0) << cropped.err;
  ASSERT_EQ(whole.status, 0) << whole.err;
  EXPECT_LT(cropped.out.size() * 4, whole.out.size());
  // The retreating stack and its enemy are drawn in both; a far corner only in the whole map.
  for (const std::string& svg : {cropped.out, whole.out}) {
    EXPECT_NE(svg.find(">0505</text>"), std::string::npos);
    EXPECT_NE(svg.find(">0405</text>"), std::string::npos);
  }
  EXPECT_EQ(cropped.out.find(">3030</text>"), std::string::npos);
  EXPECT_NE(whole.out.find(">3030</text>"), std::string::npos);
}

TEST_F(CliTest, RenderNeedsAnOutputFile) {
  const CliRun run = cli("render '" + scenario(kValid) + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
}

TEST_F(CliTest, SeedOnTheCommandLineIsRecordedInTheReplay) {
  const CliRun run = cli("resolve --json --chooser random --seed 5 '" + scenario(kValid) + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json outcome = nlohmann::json::parse(run.out);
  EXPECT_EQ(outcome.at("replay").at("seed"), 5);
}

TEST_F(CliTest, ReplayOfARandomOutcomeGivesTheSameOutcome) {
  const std::string file = scenario(kValid);
  const CliRun random = cli("resolve --json --chooser random --seed 11 '" + file + "'");
  ASSERT_EQ(random.status, 0) << random.err;
  nlohmann::json outcome = nlohmann::json::parse(random.out);
  nlohmann::json replay = nlohmann::json::parse(kValid);
  replay["choices"] = outcome.at("replay").at("choices");
  replay["seed"] = outcome.at("replay").at("seed");
  const std::string replay_file = scenario(replay.dump(2), "replay.json");
  // With recorded choices the script chooser is the default.
  const CliRun again = cli("resolve --json '" + replay_file + "'");
  ASSERT_EQ(again.status, 0) << again.err;
  EXPECT_EQ(nlohmann::json::parse(again.out).at("events"), outcome.at("events"));
}

TEST_F(CliTest, DemoResolvesEveryExampleAndDrawsIt) {
  const fs::path out = dir_ / "demo";
  const CliRun run = cli("demo --examples '" + std::string(SKEDADDLE_GAMES_DIR) + "' --out '" +
                         out.string() + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  std::size_t headers = 0;
  for (std::size_t at = run.out.find("== "); at != std::string::npos;
       at = run.out.find("\n== ", at + 1)) {
    ++headers;
  }
  // One picture per scenario, under its game's folder (out/gcacw/..., out/jacobite/...).
  std::size_t pictures = 0;
  for (const auto& entry : fs::recursive_directory_iterator(out)) {
    pictures += entry.path().extension() == ".svg" ? 1 : 0;
  }
  EXPECT_TRUE(fs::is_directory(out / "gcacw"));
  EXPECT_GT(headers, 0u);
  EXPECT_EQ(pictures, headers);
}

// No examples path is compiled in: run from a folder with no games/, the tool finds the examples
// through the link the build puts beside it (installed, <prefix>/share/skedaddle/examples;
// tests/consumer/run.sh checks that one).
TEST_F(CliTest, DemoFindsTheExamplesBesideTheExecutableFromAnyFolder) {
  const fs::path out = dir_ / "demo";
  const fs::path log = dir_ / "demo.log";
  const std::string command = "cd '" + dir_.string() + "' && '" + std::string(SKEDADDLE_CLI_PATH) +
                              "' demo --out '" + out.string() + "' >'" + log.string() + "' 2>&1";
  const int raw = std::system(command.c_str());
  const std::string printed = read_file(log);
  ASSERT_TRUE(WIFEXITED(raw) && WEXITSTATUS(raw) == 0) << printed;
  EXPECT_FALSE(fs::exists(dir_ / "games"));
  EXPECT_NE(printed.find("== gcacw/"), std::string::npos) << printed;
  EXPECT_NE(printed.find("== grande_tactique/"), std::string::npos);
  EXPECT_TRUE(fs::is_directory(out / "jacobite"));
}

TEST_F(CliTest, DemoWithoutExamplesIsBadInput) {
  const CliRun run = cli("demo --examples '" + (dir_ / "none").string() + "' --out '" +
                         (dir_ / "demo").string() + "'");
  EXPECT_EQ(run.status, 2);
}

}  // namespace
