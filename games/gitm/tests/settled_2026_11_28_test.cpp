// SPDX-License-Identifier: MIT
// The GITM/ROTD rulings settled on 2026-11-28: what `options` shows for a unit that falls back
// after another (ALL-6), and the positions validation accepts and refuses (GI-8), on examples
// written from the rulings alone and worked by hand.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;

class SettledGitmCliTest : public skedaddle::test::CliFixture {
 protected:
  static std::string gitm_example(const std::string& name) {
    return std::string(SKEDADDLE_GAMES_DIR) + "/gitm/examples/gitm/" + name + ".json";
  }

  /// Each unit's `steps` in `options --json` of `file`: (step, probability) in order.
  std::vector<std::vector<std::pair<std::string, std::string>>> steps_of(const std::string& file) {
    const CliRun run = cli("options --json '" + file + "'");
    EXPECT_EQ(run.status, 0) << run.err;
    const nlohmann::json doc = nlohmann::json::parse(run.out);
    std::vector<std::vector<std::pair<std::string, std::string>>> units;
    for (const nlohmann::json& unit : doc.at("units")) {
      auto& steps = units.emplace_back();
      for (const nlohmann::json& step : unit.at("steps")) {
        steps.emplace_back(step.at("step").get<std::string>(),
                           step.at("probability").get<std::string>());
      }
    }
    return units;
  }
};

// ALL-6, ALL-5: BR1IN falls back first (trapped 1/20, else W, its only direction); BR2IN then sees
// a friend to the W and keeps only W, unless BR1IN was trapped. From the start: BR2IN W
// 19/20 x (19/20 + 1/20 x 1/3) = 551/600, N and NW 19/20 x 1/20 x 1/3 = 19/1200 each.
TEST_F(SettledGitmCliTest, All6LaterUnitsChancesFollowTheEarlierFallBack) {
  const auto units =
      steps_of(gitm_example("gi-all-6-later-unit-drawn-to-the-friend-who-left-first"));
  ASSERT_EQ(units.size(), 2U);
  using Steps = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(units[0], (Steps{{"trapped", "1/20"}, {"direction W", "19/20"}}));
  EXPECT_EQ(units[1], (Steps{{"trapped", "1/20"},
                             {"direction N", "19/1200"},
                             {"direction W", "551/600"},
                             {"direction NW", "19/1200"}}));
}

// ALL-6: with no trapped chance BR1IN always leaves W, so BR2IN's N and NW, open on the position
// as given, are left open by no outcome: not among its steps, and rejected with [ALL-6].
TEST_F(SettledGitmCliTest, All6NoDirectionThatNoEarlierOutcomeLeavesOpen) {
  const std::string file =
      gitm_example("gi-all-6-later-unit-offered-only-what-the-earlier-move-leaves");
  const auto units = steps_of(file);
  ASSERT_EQ(units.size(), 2U);
  using Steps = std::vector<std::pair<std::string, std::string>>;
  EXPECT_EQ(units[1], (Steps{{"direction W", "1"}}));

  const CliRun run = cli("options '" + file + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("  BR2IN N, NW                   [ALL-6] another candidate leads to "
                         "friends once the earlier units have moved\n"),
            std::string::npos)
      << run.out;
}

// GI-8 (revised 2026-11-28): a friend, an enemy and a neutral in one square are accepted.
TEST_F(SettledGitmCliTest, Gi8HostileUnitsSharingASquareWithAFriendAreAccepted) {
  const CliRun run =
      cli("validate '" +
          gitm_example("gi-8-friend-sharing-with-a-neutral-draws-the-retreat-into-a-block") + "'");
  EXPECT_EQ(run.status, skedaddle::test::kExitOk) << run.err;
}

// GI-8: only a unit listed twice is refused, with a pointer to the second listing; the same
// battle listed once each is accepted.
TEST_F(SettledGitmCliTest, Gi8OnlyAUnitListedTwiceIsRefused) {
  const std::string battle = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "rotd",
  "board": {
    "strategic": "G7-V8",
    "neighbors": {
      "N": {"label": "G7-V7", "terrain": "open"}, "NE": {"label": "H7-V7", "terrain": "open"},
      "E": {"label": "H7-V8", "terrain": "open"}, "SE": {"label": "H7-V9", "terrain": "open"},
      "S": {"label": "G7-V9", "terrain": "open"}, "SW": {"label": "F7-V9", "terrain": "open"},
      "W": {"label": "F7-V8", "terrain": "open"}, "NW": {"label": "F7-V7", "terrain": "open"}
    }
  },
  "units": [
    {"id": "BR1IN", "allegiance": "friendly", "square": "7-7"},
    {"id": "BR2IN", "allegiance": "friendly", "square": "7-7"},
    {"id": "FR1IN", "allegiance": "enemy", "square": "7-7", "moved": "N"},
    {"id": "PR1IN", "allegiance": "neutral", "square": "7-7"}
  ],
  "request": {"kind": "end_of_battle", "units": ["BR1IN", "BR2IN"], "battle": "7-7"}
})";
  const CliRun once = cli("validate '" + scenario(battle, "once.json") + "'");
  EXPECT_EQ(once.status, skedaddle::test::kExitOk) << once.err;

  const std::string twice = scenario(
      replaced(battle, R"(["BR1IN", "BR2IN"])", R"(["BR1IN", "BR2IN", "BR1IN"])"), "twice.json");
  expect_bad_input(twice,
                   "/request/units/2: unit 'BR1IN' is listed twice (first at "
                   "/request/units/0) (GI-8)");
}

}  // namespace
