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

#ifndef SKEDADDLE_CLI_PATH
#define SKEDADDLE_CLI_PATH ""
#endif
#ifndef SKEDADDLE_GAMES_DIR
#define SKEDADDLE_GAMES_DIR "games"
#endif

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

/// A small Jacobite Rising scenario with scripted dice: Cobham's dragoons charge the Atholl
/// Brigade (1 hit, 1 flag); it retreats, fails its rally check, and Lord George Murray panics
/// and is swept away after Clan Cameron and Ogilvy take their rally checks.
constexpr std::string_view kJacobite = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "jacobite",
  "name": "Murray swept away",
  "board": {"baselines": {"government": "bottom", "jacobite": "top"},
            "terrain": {"F3": "impassable"}},
  "units": [
    {"id": "Atholl Brigade", "side": "jacobite", "type": "lowland", "hex": "F5", "blocks": 2},
    {"id": "Lord George Murray", "side": "jacobite", "type": "leader", "hex": "F5"},
    {"id": "Clan Cameron", "side": "jacobite", "type": "highland", "hex": "D4"},
    {"id": "Ogilvy", "side": "jacobite", "type": "lowland", "hex": "D3"},
    {"id": "Cobham's Dragoons", "side": "government", "type": "cavalry", "hex": "F6"}
  ],
  "request": {"kind": "combat", "unit": "Atholl Brigade", "combat": "melee",
              "attacker": "cavalry", "hits": 1, "flags": 1},
  "dice": ["flag", "infantry", "infantry", "infantry", "cavalry", 1, 2, 3, 4, "flag",
           "saber", "saber", "saber", "flag"],
  "choices": [0, "E4", {"unit": "Clan Cameron"}]
})";

/// `kValid` with the first occurrence of `from` replaced by `to` (which must be there).
std::string valid_with(std::string_view from, std::string_view to) {
  std::string text(kValid);
  const std::size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class CliTest : public skedaddle::test::CliFixture {
 protected:
  /// Expects bad input: status 2, nothing on stdout, and `pointer` named on stderr after the
  /// file name.
  void expect_bad_input(const std::string& file, std::string_view pointer) {
    for (const char* verb : {"validate", "options", "resolve"}) {
      const CliRun run = cli(std::string(verb) + " '" + file + "'");
      EXPECT_EQ(run.status, 2) << verb << "\n" << run.err;
      EXPECT_EQ(run.out, "") << verb;
      EXPECT_NE(run.err.find(file + ": " + std::string(pointer)), std::string::npos)
          << verb << " should name " << pointer << ", said:\n"
          << run.err;
    }
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
  // The message names hexes in the game's notation, not in internal coordinates.
  EXPECT_NE(run.err.find("'move to 0909'"), std::string::npos) << run.err;
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
  const CliRun run = cli("demo --examples '" SKEDADDLE_GAMES_DIR "' --out '" + out.string() + "'");
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

TEST_F(CliTest, DemoWithoutExamplesIsBadInput) {
  const CliRun run = cli("demo --examples '" + (dir_ / "none").string() + "' --out '" +
                         (dir_ / "demo").string() + "'");
  EXPECT_EQ(run.status, 2);
}

// ---- Jacobite Rising -------------------------------------------------------------------------

TEST_F(CliTest, JacobiteResolvesWithTheScriptedDice) {
  const CliRun run = cli("resolve '" + scenario(kJacobite) + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  for (const char* line : {
           "[JR-8] leader casualty check for Lord George Murray: flag, infantry\n",
           "[JR-3] owner chose 0 of 2 options (ignore flags)\n",
           "[JR-1] Atholl Brigade, Lord George Murray F5 -> E4\n",
           "[JR-6] rally check of Atholl Brigade: 1 block + 1 attached leader - 1 lowland - 1 "
           "ordered cavalry melee = 1 die (at least 1): infantry: fails to rally\n",
           "[JR-6] banner to government\n",
           "[JR-7] owner chose Clan Cameron of 2 options (rally order)\n",
           "[JR-7] rally check of Clan Cameron: 4 blocks + 1 full strength = 5 dice: infantry, "
           "infantry, cavalry, artillery, flag: rallies\n",
           "[JR-7] Lord George Murray is swept away with his unit\n",
           "Atholl Brigade: jacobite lowland, routed from E3, 1 block\n",
           "banners: government 2, jacobite 0\n",
       }) {
    EXPECT_NE(run.out.find(line), std::string::npos) << line << "\nin:\n" << run.out;
  }
}

TEST_F(CliTest, JacobiteReplayRecordsEveryDieAndChoice) {
  const CliRun run = cli("resolve --json '" + scenario(kJacobite) + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json outcome = nlohmann::json::parse(run.out);
  EXPECT_EQ(outcome.at("ruleset"), "jacobite");
  EXPECT_EQ(outcome.at("banners"), nlohmann::json::parse(R"({"government": 2, "jacobite": 0})"));
  EXPECT_EQ(outcome.at("replay").at("dice"),
            nlohmann::json::parse("[6, 1, 1, 1, 3, 1, 2, 3, 4, 6, 5, 5, 5, 6]"));
  EXPECT_EQ(outcome.at("replay").at("choices"),
            nlohmann::json::parse(R"([0, "E4", {"unit": "Clan Cameron"}])"));
}

TEST_F(CliTest, JacobiteReplayOfSeededDiceGivesTheSameOutcome) {
  // Seeded dice and a random chooser; the replay's dice and choices, scripted, give the same
  // outcome byte for byte.
  nlohmann::json doc = nlohmann::json::parse(kJacobite);
  doc.erase("dice");
  doc.erase("choices");
  for (const char* seed : {"1", "2", "3", "4", "5", "6", "7", "8"}) {
    const std::string file = scenario(doc.dump(2), "seeded.json");
    const CliRun first =
        cli(std::string("resolve --json --chooser random --seed ") + seed + " '" + file + "'");
    ASSERT_EQ(first.status, 0) << first.err;
    const nlohmann::json outcome = nlohmann::json::parse(first.out);
    nlohmann::json replay = doc;
    replay["seed"] = outcome.at("replay").at("seed");
    replay["choices"] = outcome.at("replay").at("choices");
    replay["dice"] = outcome.at("replay").at("dice");
    const CliRun again = cli("resolve --json '" + scenario(replay.dump(2), "replay.json") + "'");
    ASSERT_EQ(again.status, 0) << again.err;
    EXPECT_EQ(again.out, first.out) << "seed " << seed;
  }
}

TEST_F(CliTest, JacobiteDiceRunningOutIsBadInput) {
  nlohmann::json doc = nlohmann::json::parse(kJacobite);
  doc["dice"] = nlohmann::json::array({"flag", "infantry"});
  const CliRun run = cli("resolve '" + scenario(doc.dump(2)) + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find(": /dice"), std::string::npos) << run.err;
}

TEST_F(CliTest, JacobiteBadInputIsReportedWithItsPointer) {
  nlohmann::json doc = nlohmann::json::parse(kJacobite);
  doc["units"][2]["blocks"] = 5;
  expect_bad_input(scenario(doc.dump(2)), "/units/2/blocks");
  doc = nlohmann::json::parse(kJacobite);
  doc["choices"][2]["unit"] = "Perth";
  expect_bad_input(scenario(doc.dump(2)), "/choices/2/unit");
  doc = nlohmann::json::parse(kJacobite);
  doc["units"][3]["hex"] = "D4";
  expect_bad_input(scenario(doc.dump(2)), "/units/3/hex");
}

TEST_F(CliTest, JacobiteOptionsShowTheAllowanceAndThePaths) {
  const CliRun text = cli("options '" + scenario(kJacobite) + "'");
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("may ignore 1 of 1 flag"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("x F3 NE: "), std::string::npos) << text.out;
  const CliRun json = cli("options --json '" + scenario(kJacobite) + "'");
  ASSERT_EQ(json.status, 0) << json.err;
  const nlohmann::json preview = nlohmann::json::parse(json.out);
  EXPECT_EQ(preview.at("ruleset"), "jacobite");
  EXPECT_EQ(preview.at("ignore").at("cap"), 2);
  EXPECT_EQ(preview.at("retreats").size(), 2u);
}

// JR-3: a highlander at full strength before this combat's hits may ignore its flag, in
// `options` as in `resolve` (the example's resolution ignores 1 of an allowance of 1).
TEST_F(CliTest, JacobiteOptionsJudgeAHighlanderHitInThisCombatAsResolveDoes) {
  for (const char* name : {"jr-03-highlander-hit-and-flagged-at-full-strength",
                           "jr-03-highlander-two-hits-at-full-strength-still-ignores"}) {
    const std::string file =
        std::string(SKEDADDLE_GAMES_DIR) + "/jacobite/examples/" + name + ".json";
    const CliRun text = cli("options '" + file + "'");
    ASSERT_EQ(text.status, 0) << text.err;
    EXPECT_NE(text.out.find("may ignore 1 of 1 flag"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("+ highland: highland unit at full strength when the combat began"),
              std::string::npos)
        << text.out;
    const CliRun resolved = cli("resolve --json '" + file + "'");
    ASSERT_EQ(resolved.status, 0) << resolved.err;
    const nlohmann::json outcome = nlohmann::json::parse(resolved.out);
    bool found = false;
    for (const nlohmann::json& e : outcome.at("events")) {
      if (e.at("type") != "flags_ignored") continue;
      found = true;
      EXPECT_EQ(e.at("allowed"), 1) << name;
    }
    EXPECT_TRUE(found) << name;
  }
}

TEST_F(CliTest, JacobiteRendersAPicture) {
  const fs::path out = dir_ / "jacobite.svg";
  const CliRun run = cli("render '" + scenario(kJacobite) + "' -o '" + out.string() + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(read_file(out).find("</svg>"), std::string::npos);
}

}  // namespace
