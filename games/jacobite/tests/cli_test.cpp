// SPDX-License-Identifier: MIT
// The command-line tool on Jacobite Rising scenarios: scripted and seeded dice and their replay,
// bad input with its pointer, the options preview and the picture.
#include <filesystem>
#include <string>
#include <string_view>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

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

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class JacobiteCliTest : public skedaddle::test::CliFixture {};

TEST_F(JacobiteCliTest, ResolvesWithTheScriptedDice) {
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

TEST_F(JacobiteCliTest, ReplayRecordsEveryDieAndChoice) {
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

TEST_F(JacobiteCliTest, ReplayOfSeededDiceGivesTheSameOutcome) {
  // Seeded dice and a random chooser; the replay's dice and choices, scripted, give the same
  // outcome byte for byte, its verification apart (another scenario and request).
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
    nlohmann::json replayed = nlohmann::json::parse(again.out);
    nlohmann::json original = nlohmann::json::parse(first.out);
    replayed.erase("verification");
    original.erase("verification");
    EXPECT_EQ(replayed.dump(2), original.dump(2)) << "seed " << seed;
  }
}

// ALL-1 after the losses: `best` ignores the most flags it may (games/jacobite/README.md), so
// the key it explains the choice by is the number ignored, not a distance from the enemy.
// Barrell's (3 blocks, Cumberland attached) takes 1 hit and 2 flags and may ignore 1 (JR-3);
// ignoring 1 ends 2 hexes from the Camerons, ignoring none 3, so a "distance" of 1 against 0
// read as hexes would contradict `options`.
TEST_F(JacobiteCliTest, BestExplainsAnIgnoreFlagsChoiceByTheCountNotADistance) {
  const std::string file = scenario(R"({
    "format": "skedaddle-scenario/1", "ruleset": "jacobite",
    "board": {"baselines": {"government": "bottom", "jacobite": "top"},
              "terrain": {"F8": "impassable", "E7": "marsh"}},
    "units": [
      {"id": "Barrell's", "side": "government", "type": "regular", "hex": "F6", "blocks": 3},
      {"id": "Cumberland", "side": "government", "type": "leader", "hex": "F6"},
      {"id": "Munro's", "side": "government", "type": "regular", "hex": "G6"},
      {"id": "Camerons", "side": "jacobite", "type": "highland", "hex": "F5"}],
    "request": {"kind": "combat", "unit": "Barrell's", "combat": "melee",
                "attacker": "infantry", "hits": 1, "flags": 2},
    "seed": 42})");
  const CliRun text = cli("resolve '" + file + "'");
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("[JR-3] owner chose 1 of 2 options (ignore flags): best by ALL-1 (0 "
                          "units lost, 0 strength lost, count 1) against 0 (0 units lost, 0 "
                          "strength lost, count 0)\n"),
            std::string::npos)
      << text.out;
  const CliRun json = cli("resolve --json '" + file + "'");
  ASSERT_EQ(json.status, 0) << json.err;
  const nlohmann::json chose = nlohmann::json::parse(json.out).at("events").at(2);
  ASSERT_EQ(chose.at("topic"), "ignore flags") << chose.dump(2);
  EXPECT_EQ(chose.at("best"), nlohmann::json::parse(R"({
    "key": {"units_lost": 0, "strength_lost": 0, "count": 1},
    "runner_up": 0,
    "runner_up_key": {"units_lost": 0, "strength_lost": 0, "count": 0}})"));
}

// The order of the rally checks (JR-7) is the owner's, and ALL-1 has no key for it: `best`
// takes the first in order and says so, rather than a tie of keys it never computed.
TEST_F(JacobiteCliTest, BestTakesTheFirstRallyOrderAndSaysAllOneDoesNotRankIt) {
  const std::string file = std::string(SKEDADDLE_GAMES_DIR) +
                           "/jacobite/examples/"
                           "jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json";
  const CliRun text = cli("resolve --chooser best '" + file + "'");
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_NE(text.out.find("[JR-7] owner chose Clanranald of 2 options (rally order): first in "
                          "order, as ALL-1 does not rank these options\n"),
            std::string::npos)
      << text.out;
  const CliRun json = cli("resolve --json --chooser best '" + file + "'");
  ASSERT_EQ(json.status, 0) << json.err;
  const nlohmann::json outcome = nlohmann::json::parse(json.out);
  bool seen = false;
  for (const nlohmann::json& e : outcome.at("events")) {
    if (e.at("type") != "chose" || e.at("topic") != "rally order") continue;
    seen = true;
    EXPECT_EQ(e.at("best"), nlohmann::json::parse(R"({"runner_up": {"unit": "Glengarry"}})"))
        << e.dump(2);
  }
  EXPECT_TRUE(seen) << json.out;
}

TEST_F(JacobiteCliTest, DiceRunningOutIsBadInput) {
  nlohmann::json doc = nlohmann::json::parse(kJacobite);
  doc["dice"] = nlohmann::json::array({"flag", "infantry"});
  const CliRun run = cli("resolve '" + scenario(doc.dump(2)) + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find(": /dice"), std::string::npos) << run.err;
}

TEST_F(JacobiteCliTest, BadInputIsReportedWithItsPointer) {
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

TEST_F(JacobiteCliTest, OptionsShowTheAllowanceAndThePaths) {
  const CliRun text = cli("options --tree '" + scenario(kJacobite) + "'");
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
TEST_F(JacobiteCliTest, OptionsJudgeAHighlanderHitInThisCombatAsResolveDoes) {
  for (const char* name : {"jr-03-highlander-hit-and-flagged-at-full-strength",
                           "jr-03-highlander-two-hits-at-full-strength-still-ignores"}) {
    const std::string file =
        std::string(SKEDADDLE_GAMES_DIR) + "/jacobite/examples/" + name + ".json";
    const CliRun text = cli("options --tree '" + file + "'");
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

TEST_F(JacobiteCliTest, RendersAPicture) {
  const fs::path out = dir_ / "jacobite.svg";
  const CliRun run = cli("render '" + scenario(kJacobite) + "' -o '" + out.string() + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(read_file(out).find("</svg>"), std::string::npos);
}

}  // namespace
