// SPDX-License-Identifier: MIT
// The odds and the chances `options` shows, as settled on 2026-11-28 (ALL-5), on Jacobite
// examples written from the rulings alone and worked by hand (their outcomes are pinned by the
// corpus).
#include <gtest/gtest.h>

#include <string>

#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"
#include "support/json_doc.hpp"

namespace {

using skedaddle::test::CliRun;

class SettledJacobiteCliTest : public skedaddle::test::CliFixture {
 protected:
  /// `odds --json` of the shipped example `name` with the extra arguments `args`.
  nlohmann::json odds_of(const std::string& name, const std::string& args) {
    const CliRun run = cli("odds --json " + args + " '" + std::string(SKEDADDLE_GAMES_DIR) +
                           "/jacobite/examples/" + name + ".json'");
    EXPECT_EQ(run.status, 0) << run.err;
    return nlohmann::json::parse(run.out);
  }
};

// ALL-5, ALL-1: Barrell's may ignore its flag (two supporters) or keep it and lose a block to a
// blocked retreat, then roll 3 rally dice. `odds` chooses with best unless told otherwise: the
// flag is ignored and nothing changes, for certain.
TEST_F(SettledJacobiteCliTest, All5OddsDecideTheOwnersChoiceWithBest) {
  const nlohmann::json odds = odds_of("jr-all-5-odds-choose-with-best", "");
  ASSERT_EQ(odds.at("outcomes").size(), 1U) << odds.dump(2);
  EXPECT_EQ(odds.at("outcomes").at(0).at("probability"), "1");
  EXPECT_TRUE(odds.at("outcomes").at(0).at("units").empty()) << odds.dump(2);
  EXPECT_FALSE(odds.contains("off_record"));
}

// ALL-5: with script,best the recorded 0 (keep the flag) fits every way: a blocked retreat (one
// block lost) and a rally check on 3 dice, 91/216 rallied, 125/216 routed; nothing off record.
TEST_F(SettledJacobiteCliTest, All5ScriptThenBestFollowsTheRecordedChoiceWhereItFits) {
  const nlohmann::json odds = odds_of("jr-all-5-odds-choose-with-best", "--chooser script,best");
  ASSERT_EQ(odds.at("outcomes").size(), 2U) << odds.dump(2);
  EXPECT_EQ(odds.at("outcomes").at(0).at("probability"), "125/216");
  EXPECT_EQ(odds.at("outcomes").at(0).at("units").at(0).at("fate"), "routed");
  EXPECT_EQ(odds.at("outcomes").at(1).at("probability"), "91/216");
  EXPECT_EQ(odds.at("outcomes").at(1).at("units").at(0).at("fate"), "stays in A5");
  EXPECT_EQ(odds.at("outcomes").at(1).at("units").at(0).at("strength_lost"), 1);
  EXPECT_EQ(odds.at("off_record").at("probability"), "0");
}

// ALL-5: the recorded 1 (ignore the flag) is the first decision on the 35/36 of the ways where
// Hawley survives his casualty check; on the 1/36 where he falls, the first decision is the rally
// order, where 1 is not an option: that way is off the record.
TEST_F(SettledJacobiteCliTest, All5OddsGiveTheChanceOfTheWaysOffTheRecord) {
  const nlohmann::json odds = odds_of(
      "jr-all-5-recorded-choice-off-the-record-after-the-leader-falls", "--chooser script,best");
  EXPECT_EQ(odds.at("off_record").at("probability"), "1/36");
  ASSERT_FALSE(odds.at("outcomes").empty());
  EXPECT_EQ(odds.at("outcomes").at(0).at("probability"), "35/36");
  ASSERT_EQ(odds.at("outcomes").at(0).at("units").size(), 1U) << odds.at("outcomes").at(0).dump(2);
  EXPECT_EQ(odds.at("outcomes").at(0).at("units").at(0).at("fate"), "stays in C5");
}

// ALL-5: the flag decision comes after Hawley's casualty check (two sabers kill him, 1/36). The
// chance next to each choice is from the start, that roll included: ignore 1 flag 35/36 +
// 1/36 x 91/216 = 7651/7776 (98.4%), ignore 0 flags 35/36 x 671/1296 + 1/36 x 91/216 =
// 24031/46656 (51.5%); not 100% and 51.8%, the chances once the choice is reached.
TEST_F(SettledJacobiteCliTest, All5ChanceAfterAPointOfChanceIsFromTheStart) {
  const std::string file = std::string(SKEDADDLE_GAMES_DIR) +
                           "/jacobite/examples/"
                           "jr-all-5-choice-after-the-casualty-check-chances-from-the-start.json";
  const CliRun run = cli("options '" + file + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("owner decides flags to ignore at C5, 2 choices, each with the chance "
                         "that Barrell's stays on the battlefield (from the start, the dice "
                         "before this choice included)\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("  ignore 1 flag   1 way   98.4%"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("  ignore 0 flags  2 ways  51.5%"), std::string::npos) << run.out;

  const nlohmann::json odds =
      odds_of("jr-all-5-choice-after-the-casualty-check-chances-from-the-start", "--per-option");
  ASSERT_EQ(odds.at("per_option").size(), 2U) << odds.dump(2);
  for (const nlohmann::json& option : odds.at("per_option")) {
    EXPECT_TRUE(option.at("after_chance").get<bool>()) << option.at("option");
    EXPECT_EQ(option.at("not_met").at("probability"), "1/36") << option.at("option");
  }
  const nlohmann::json& ignore_one = odds.at("per_option").at(0);
  EXPECT_EQ(ignore_one.at("option"), "ignore flags at C5: 1");
  EXPECT_EQ(ignore_one.at("outcomes").at(0).at("probability"), "35/36");
  EXPECT_EQ(ignore_one.at("outcomes").at(0).at("units").at(0).at("fate"), "stays in C5");
  const nlohmann::json& ignore_none = odds.at("per_option").at(1);
  EXPECT_EQ(ignore_none.at("option"), "ignore flags at C5: 0");
  EXPECT_EQ(ignore_none.at("outcomes").at(0).at("probability"), "23485/46656");
  EXPECT_EQ(ignore_none.at("outcomes").at(0).at("units").at(0).at("fate"), "retreats to B6");
}

// JR-3 (settled 2026-11-28), JR-7, JR-8: Hawley falls; the owner orders Price's first, it fails
// and Huske panics, so Barrell's first check is in Huske's nested cascade: its flags are decided
// just before it, while Munro's and Ligonier's still stand beside it (two supporters: 1 flag may
// be ignored). Decided at Barrell's own turn in Hawley's cascade, after Munro's failed, no flag
// could be ignored and the recorded 1 would not fit. The whole trace is the one worked by hand
// (the scenario's description). Its picture's one badge for Barrell's two checks is pinned by
// JacobiteSvg.AUnitCheckedTwiceInOneHexHasOneBadgeCountingTheChecks.
TEST_F(SettledJacobiteCliTest, Jr3NestedCascadeDecidesTheFlagsBeforeTheUnitsFirstCheck) {
  const std::string file =
      skedaddle::test::data_path(__FILE__,
                                 "jr-03-nested-cascade-flag-decided-before-the-first-check.json")
          .string();
  const CliRun run = cli("resolve '" + file + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(
      run.out,
      "[JR-8] Barrell's loses 1 block (3 left)\n"
      "[JR-8] leader casualty check for Hawley: saber, saber\n"
      "[JR-8] Hawley falls: 4 friendly unit(s) take rally checks before his block is removed\n"
      "[JR-8] owner chose Price's of 4 options (rally order)\n"
      "[JR-8] rally check of Price's: 1 block + 1 attached leader = 2 dice: infantry, infantry: "
      "fails to rally\n"
      "[JR-8] Price's routs from the battlefield (1 block)\n"
      "[JR-8] banner to jacobite\n"
      "[JR-7] leader panic check for Huske: infantry, infantry\n"
      "[JR-7] Huske falls: 1 friendly unit(s) take rally checks before his block is removed\n"
      "[JR-3] owner chose 1 of 2 options (ignore flags)\n"
      "[JR-3] Barrell's ignores 1 of 1 flag (may ignore 1)\n"
      "[JR-7] rally check of Barrell's: 3 blocks: infantry, infantry, flag: rallies\n"
      "[JR-7] Huske is swept away with his unit\n"
      "[JR-7] banner to jacobite\n"
      "[JR-8] owner chose Munro's of 3 options (rally order)\n"
      "[JR-8] rally check of Munro's: 1 block: infantry: fails to rally\n"
      "[JR-8] Munro's routs from the battlefield (1 block)\n"
      "[JR-8] banner to jacobite\n"
      "[JR-8] owner chose Barrell's of 2 options (rally order)\n"
      "[JR-8] rally check of Barrell's: 3 blocks: infantry, flag, infantry: rallies\n"
      "[JR-8] rally check of Ligonier's: 4 blocks + 1 full strength = 5 dice: flag, infantry, "
      "infantry, infantry, infantry: rallies\n"
      "[JR-8] Hawley is eliminated\n"
      "[JR-8] banner to jacobite\n"
      "\n"
      "Barrell's: government regular, in C5, 3 blocks\n"
      "Hawley: government leader, eliminated in C5\n"
      "Price's: government regular, routed from D5, 1 block\n"
      "Huske: government leader, routed from D5\n"
      "Munro's: government regular, routed from B5, 1 block\n"
      "Ligonier's: government regular, in B6, 4 blocks\n"
      "Elcho's: jacobite cavalry, in C4, 4 blocks\n"
      "banners: government 0, jacobite 4\n");
}

}  // namespace
