// SPDX-License-Identifier: MIT
// Loading GITM/ROTD scenarios: a complete document, the defaults, and every kind of bad input
// reported with the JSON pointer of the offending value and what was expected.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "gitm/tests/base_scenario.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/notation.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/scenario_errors.hpp"
#include "support/schema_keys.hpp"

namespace skedaddle::io {
namespace {

using test::errors_of;
using test::Json;
using test::show;
using test::with;
using test::without;

using test::gitm_base;

const gitm::Scenario& game_of(const LoadedScenario& s) {
  return io::game_of<gitm::Scenario>(s);
}

TEST(GitmNotation, SquaresAreColumnDashRowFromZero) {
  EXPECT_EQ(parse_gitm_square("7-11"), (Square{7, 11}));
  EXPECT_EQ(parse_gitm_square("0-0"), (Square{0, 0}));
  EXPECT_EQ(gitm_square_label(Square{7, 11}), "7-11");
  for (const char* bad : {"", "7", "7-", "-7", "07-1", "7-01", "a-1", "7-11-2", "100-1", "7 -1"})
    EXPECT_EQ(parse_gitm_square(bad), std::nullopt) << bad;
}

TEST(GitmScenario, LoadsEveryField) {
  const Result<LoadedScenario> r = load_scenario(gitm_base().dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const gitm::Scenario& g = game_of(r.value());
  EXPECT_EQ(ruleset_name(r.value()), "gitm");
  EXPECT_EQ(g.options.variant, gitm::Variant::gitm);
  EXPECT_EQ(g.field.label, "G7-V8");
  EXPECT_FALSE(g.field.marsh);
  EXPECT_EQ(g.field.neighbors[0].label, "G7-V7");
  EXPECT_TRUE(g.field.neighbors[0].passable);
  EXPECT_FALSE(g.field.neighbors[2].passable);  // water
  EXPECT_FALSE(g.field.neighbors[3].on_map);
  EXPECT_TRUE(g.field.neighbors[4].crossing_closed);
  EXPECT_TRUE(g.field.blocked(Square{7, 9}));
  EXPECT_FALSE(g.field.blocked(Square{3, 4}));  // woods are passable
  ASSERT_EQ(g.units.size(), 3u);
  EXPECT_EQ(g.units[0].id, "BR1IN");
  EXPECT_EQ(g.units[0].square, (Square{7, 7}));
  EXPECT_EQ(g.units[0].fatigue, 3);
  EXPECT_EQ(g.units[0].moved, Dir8::n);
  EXPECT_EQ(g.units[1].allegiance, gitm::Allegiance::enemy);
  EXPECT_TRUE(g.units[2].hq);
  EXPECT_EQ(g.units[2].moved, std::nullopt);
  EXPECT_EQ(g.request.kind, gitm::RequestKind::retreat);
  EXPECT_EQ(g.request.units, std::vector<UnitId>{UnitId{0}});
  EXPECT_EQ(g.request.flanks_turned, 1);
  EXPECT_TRUE(g.request.lost_melee);
  EXPECT_EQ(g.request.distance, std::nullopt);
  EXPECT_EQ(g.options.corner, CornerRule::either);
  EXPECT_EQ(r.value().dice.size(), 2u);
  EXPECT_EQ(r.value().dice[1].pointer, "/dice/1");
  EXPECT_EQ(place_names(r.value())(Place{Square{7, 11}}), "7-11");
}

TEST(GitmScenario, RotdSelectsTheVariantAndItsDefaults) {
  Json doc = with(gitm_base(), "/ruleset", "rotd");
  doc.erase("options");
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  EXPECT_EQ(ruleset_name(r.value()), "rotd");
  EXPECT_EQ(game_of(r.value()).options.variant, gitm::Variant::rotd);
  EXPECT_EQ(game_of(r.value()).options.corner_rule(), CornerRule::either);
}

TEST(GitmScenario, UnitsListAndEndOfBattle) {
  Json doc = gitm_base();
  doc["request"] = {
      {"kind", "end_of_battle"}, {"units", {"BR1IN"}}, {"battle", "7-7"}, {"lost_melee", false}};
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  EXPECT_EQ(game_of(r.value()).request.kind, gitm::RequestKind::end_of_battle);
  EXPECT_FALSE(game_of(r.value()).request.lost_melee);
}

TEST(GitmScenarioErrors, ChoicesAreRefused) {
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/choices", Json::array({"N"}))),
                {{"/choices",
                  "expected no \"choices\" (or an empty list) for ruleset \"gitm\" (the game "
                  "program makes every choice, from the dice)"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/choices", 1)),
                {{"/choices",
                  "expected no \"choices\" (or an empty list) for ruleset \"gitm\" (the game "
                  "program makes every choice, from the dice)"}});
}

TEST(GitmScenario, TheReplaysEmptyChoicesLoad) {
  const Result<LoadedScenario> r =
      load_scenario(with(gitm_base(), "/choices", Json::array()).dump());
  EXPECT_TRUE(r.ok());
}

TEST(GitmScenarioErrors, Board) {
  EXPECT_ERRORS(
      errors_of(without(gitm_base(), "/board/neighbors/SW")),
      {{"/board/neighbors/SW",
        "missing required key \"SW\": expected a neighbour {\"label\": \"G7-V7\", \"terrain\": "
        "\"open\"} or \"off_map\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/neighbors/N/terrain", "lava")),
                {{"/board/neighbors/N/terrain",
                  "expected one of \"impassable\", \"water\", \"high_mountain\", \"swamp\", "
                  "\"desert\", \"open\", \"hill\", \"forest\", \"forested_hill\", \"mountain\", "
                  "\"marsh\", \"high_desert\", got \"lava\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/neighbors/N", 3)),
                {{"/board/neighbors/N",
                  "expected a neighbour object {\"label\": ..., \"terrain\": ...} or "
                  "\"off_map\", got 3"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/neighbors/N/crossing", "shut")),
                {{"/board/neighbors/N/crossing",
                  "expected one of \"closed\", \"open\", got "
                  "\"shut\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/strategic", "")),
                {{"/board/strategic", "expected a non-empty string, got \"\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/map/terrain/15-0", "woods")),
                {{"/board/map/terrain/15-0",
                  "expected a square on the tactical map (columns 0 to 14, rows 0 to 14) as key, "
                  "got \"15-0\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/map/terrain/x", "woods")),
                {{"/board/map/terrain/x",
                  "expected a square such as \"7-11\" (column-row, from 0) as key, got \"x\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/map/terrain/3-4", "swamp")),
                {{"/board/map/terrain/3-4",
                  "expected one of \"impassable\", \"open\", \"woods\", \"hill\", \"rough\", "
                  "\"town\", \"marsh\", \"stream\", got \"swamp\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/board/map/columns", 0)),
                {{"/board/map/columns", "expected an integer from 1 to 99, got 0"}});
}

TEST(GitmScenarioErrors, Units) {
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/0/square", "15-7")),
                {{"/units/0/square",
                  "expected a square on the tactical map (columns 0 to 14, rows 0 to 14), got "
                  "\"15-7\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/1/allegiance", "hostile")),
                {{"/units/1/allegiance",
                  "expected one of \"friendly\", \"enemy\", \"neutral\", got \"hostile\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/0/moved", "up")),
                {{"/units/0/moved",
                  "expected a direction, one of \"N\", \"NE\", \"E\", \"SE\", "
                  "\"S\", \"SW\", \"W\", \"NW\", got \"up\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/2/id", "BR1IN")),
                {{"/units/2/id", "duplicate unit id \"BR1IN\" (first used at /units/0)"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/0/fatigue", -1)),
                {{"/units/0/fatigue", "expected an integer from 0 to 999, got -1"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/0/colour", "red")),
                {{"/units/0/colour",
                  "unknown key \"colour\"; expected one of \"id\", \"allegiance\", "
                  "\"square\", \"fatigue\", \"hq\", \"moved\""}});
  // The ruleset's own check (gitm::check) runs too.
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/units/2/square", "7-9")),
                {{"/units/2/square", "unit 'BR2CV' stands on an impassable square"}});
}

// GI-8 (revised 2026-11-28): hostile units may share a tactical square with friends while a
// battle is pending, so a friend, an enemy and a neutral in one square are accepted; the unit
// listed twice stays refused (below).
TEST(GitmScenarioErrors, Gi8AFriendAnEnemyAndANeutralMayShareASquare) {
  Json doc = gitm_base();
  doc["units"].push_back(Json{{"id", "NE1IN"}, {"allegiance", "neutral"}, {"square", "5-9"}});
  doc["units"].push_back(Json{{"id", "FR9IN"}, {"allegiance", "enemy"}, {"square", "5-9"}});
  EXPECT_ERRORS(errors_of(doc), {});
  EXPECT_ERRORS(errors_of(with(doc, "/ruleset", "rotd")), {});
}

// GI-8: a unit listed twice anywhere is refused, the end-of-battle list included.
TEST(GitmScenarioErrors, Gi8AUnitListedTwiceInTheEndOfBattleList) {
  Json end = with(without(gitm_base(), "/request/unit"), "/request/kind", "end_of_battle");
  end = with(end, "/units/2/square", "7-7");
  EXPECT_ERRORS(errors_of(with(end, "/request/units", {"BR1IN", "BR2CV"})), {});
  EXPECT_ERRORS(
      errors_of(with(end, "/request/units", {"BR1IN", "BR2CV", "BR1IN"})),
      {{"/request/units/2", "unit 'BR1IN' is listed twice (first at /request/units/0) (GI-8)"}});
}

// GI-8: "dice": [] is a script of no dice, not "no script": it loads as scripted.
TEST(GitmScenario, Gi8AnEmptyDiceListIsAScriptOfNoDice) {
  const Result<LoadedScenario> empty =
      load_scenario(with(gitm_base(), "/dice", Json::array()).dump());
  ASSERT_TRUE(empty.ok()) << show(empty.errors());
  EXPECT_TRUE(empty.value().dice_scripted);
  EXPECT_TRUE(empty.value().dice.empty());
  const Result<LoadedScenario> none = load_scenario(without(gitm_base(), "/dice").dump());
  ASSERT_TRUE(none.ok()) << show(none.errors());
  EXPECT_FALSE(none.value().dice_scripted);
}

TEST(GitmScenarioErrors, Request) {
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/kind", "flee")),
                {{"/request/kind",
                  "expected one of \"retreat\", \"rout\", \"fall_back\", "
                  "\"end_of_battle\", got \"flee\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/unit", "XX")),
                {{"/request/unit", "expected the id of a unit in /units, got unknown id \"XX\""}});
  EXPECT_ERRORS(
      errors_of(without(gitm_base(), "/request/unit")),
      {{"/request/unit", "missing required key \"unit\": expected the id of the unit in /units"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/units", {"BR1IN"})),
                {{"/request/units", "expected \"unit\" or \"units\", not both"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/flanks_turned", 3)),
                {{"/request/flanks_turned", "expected an integer from 0 to 2, got 3"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/distance", 5)),
                {{"/request/distance", "expected an integer from 1 to 4, got 5"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/battle", "8-8")),
                {{"/request/units/0", "unit 'BR1IN' is not in the battle square"}});
  Json fall_back = with(gitm_base(), "/request/kind", "fall_back");
  EXPECT_ERRORS(errors_of(with(fall_back, "/request/distance", 1)),
                {{"/request/distance",
                  "unknown key \"distance\"; expected one of \"kind\", \"unit\", "
                  "\"units\", \"battle\", \"flanks_turned\", \"lost_melee\""}});
  Json end = with(without(gitm_base(), "/request/unit"), "/request/kind", "end_of_battle");
  EXPECT_ERRORS(errors_of(with(end, "/request/units", Json::array())),
                {{"/request/units", "expected at least one unit id"}});
  EXPECT_ERRORS(errors_of(end), {{"/request/units",
                                  "missing required key \"units\": expected an array of the ids "
                                  "of the losing side's units in the battle square"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/request/lost_melee", 1)),
                {{"/request/lost_melee", "expected true or false, got 1"}});
}

TEST(GitmScenarioErrors, OptionsAndDice) {
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/options/corner", "one")),
                {{"/options/corner", "expected one of \"either\", \"both\", got \"one\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/options/trap_chance", {5, 15})),
                {{"/options/trap_chance",
                  "expected an array of 3 percentages (0, 1, 2 flanks "
                  "turned), got an array of 2"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/options/trap_chance/2", 101)),
                {{"/options/trap_chance/2", "expected an integer from 0 to 100, got 101"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/options/cone_edges", "both")),
                {{"/options/cone_edges", "expected one of \"own\", \"shared\", got \"both\""}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/dice/0", 0)),
                {{"/dice/0", "expected an integer from 1 to 100, got 0"}});
  EXPECT_ERRORS(errors_of(with(gitm_base(), "/dice/1", "flag")),
                {{"/dice/1", "expected an integer from 1 to 100, got \"flag\""}});
}

TEST(GitmScenarioSchema, ListsExactlyTheKeysTheLoaderAccepts) {
  const Json schema = test::read_json(test::schema_path("scenario.schema.json"));
  struct Case {
    const char* object;
    const char* properties;
  };
  for (const Case c : {Case{"/board", "/$defs/gitm_board/properties"},
                       Case{"/board/map", "/$defs/gitm_board/properties/map/properties"},
                       Case{"/board/neighbors/N", "/$defs/gitm_neighbor/anyOf/1/properties"},
                       Case{"/units/0", "/$defs/gitm_unit/properties"},
                       Case{"/options", "/$defs/gitm_options/properties"}}) {
    test::expect_schema_keys(schema, gitm_base(), c.object, c.properties);
  }
}

}  // namespace
}  // namespace skedaddle::io
