// SPDX-License-Identifier: MIT
// Loading Grande Tactique scenarios: a complete document, the defaults, every kind of bad input
// reported with the JSON pointer of the offending value and what was expected, the engine's own
// check, the schema's key lists, and mutated documents that never crash.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "grande_tactique/tests/base_scenario.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/mutations.hpp"
#include "support/scenario_errors.hpp"
#include "support/schema_keys.hpp"

namespace skedaddle::io {
namespace {

using test::errors_of;
using test::Json;
using test::show;
using test::with;
using test::without;

using test::gt_base;

/// The refusal of a well-formed scenario's request (ALL-3), as "[RULE] POINTER: REASON", or
/// what prevented it: "errors" when the scenario does not load, "" when nothing is refused.
std::string refusal_of(const Json& doc) {
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  if (!r.ok()) return "errors";
  const std::optional<Refusal> refused = refusal(r.value());
  return refused ? "[" + refused->rule + "] " + refused->pointer + ": " + refused->reason : "";
}

using test::gt_scenario_of;

TEST(GrandeTactiqueScenario, LoadsEveryField) {
  const Result<LoadedScenario> r = load_scenario(gt_base().dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const LoadedScenario& s = r.value();
  const grande_tactique::Scenario& g = gt_scenario_of(s);
  EXPECT_EQ(ruleset_name(s), "grande-tactique");
  EXPECT_EQ(s.name, "a battalion charged in the open");
  EXPECT_EQ(s.sides, (std::vector<std::string>{"french", "allied"}));
  EXPECT_EQ(s.seed, 7u);
  ASSERT_EQ(s.dice.size(), 1u);
  EXPECT_EQ(s.dice[0].pointer, "/dice/0");
  EXPECT_EQ(g.table.width, 48.0);
  EXPECT_EQ(g.table.depth, 36.0);
  EXPECT_EQ(g.table.own_edge[0], grande_tactique::Edge::south);
  EXPECT_EQ(g.table.own_edge[1], grande_tactique::Edge::north);
  ASSERT_EQ(g.table.terrain.size(), 2u);
  EXPECT_EQ(g.table.terrain[0].name, "Bois de Paris");
  EXPECT_EQ(g.table.terrain[0].kind, grande_tactique::TerrainKind::woods);
  EXPECT_NEAR(g.table.terrain[0].anchor.x, 34.0, 1e-9);  // the centroid
  EXPECT_NEAR(g.table.terrain[0].anchor.y, 5.0, 1e-9);
  EXPECT_EQ(g.table.terrain[1].kind, grande_tactique::TerrainKind::impassable);
  ASSERT_EQ(g.divisions.size(), 1u);
  EXPECT_EQ(g.divisions[0].name, "Durutte");
  EXPECT_FALSE(g.divisions[0].collapsed);
  ASSERT_EQ(g.corps.size(), 1u);
  EXPECT_EQ(g.corps[0].original_units, 4);
  ASSERT_EQ(g.units.size(), 4u);
  const grande_tactique::Unit& inf = g.units[0];
  EXPECT_EQ(inf.id, "3/12 Inf");
  EXPECT_EQ(inf.side, Side::first);
  EXPECT_EQ(inf.arm, grande_tactique::Arm::infantry);
  EXPECT_EQ(inf.quality, grande_tactique::Quality::veteran);
  EXPECT_EQ(inf.state, grande_tactique::State::eager);
  EXPECT_EQ(inf.base.centre, (Vec2{10, 10}));
  EXPECT_EQ(inf.base.width, 2.5);
  EXPECT_EQ(inf.base.depth, 1.0);
  EXPECT_EQ(inf.division, 0);
  EXPECT_EQ(inf.corps, 0);
  const grande_tactique::Unit& lancers = g.units[1];
  EXPECT_EQ(lancers.side, Side::second);
  EXPECT_EQ(lancers.base.width, 1.5);
  EXPECT_NEAR(lancers.base.facing.x, 0.0, 1e-12);
  EXPECT_NEAR(lancers.base.facing.y, -1.0, 1e-12);
  EXPECT_EQ(lancers.division, -1);
  EXPECT_EQ(g.units[3].arm, grande_tactique::Arm::general);
  EXPECT_EQ(g.units[3].attached_to, UnitId{0});
  EXPECT_EQ(g.request.kind, grande_tactique::RequestKind::flee);
  EXPECT_EQ(g.request.unit, UnitId{0});
  EXPECT_EQ(g.request.causer, UnitId{1});
  EXPECT_EQ(g.request.cause, grande_tactique::Cause::charge);
  EXPECT_EQ(place_names(s)(Place{Vec2{10, 3.5}}), "(10, 3.5)");
}

TEST(GrandeTactiqueScenario, Defaults) {
  Json doc = gt_base();
  doc["table"].erase("width");
  doc["table"].erase("depth");
  doc["table"].erase("terrain");
  doc.erase("options");
  doc.erase("divisions");
  doc.erase("corps");
  doc.erase("dice");
  doc["units"] = Json::parse(R"([
    {"id": "A", "side": "french", "arm": "infantry", "position": [10, 10]},
    {"id": "B", "side": "allied", "arm": "cavalry", "position": [10, 13]},
    {"id": "C", "side": "french", "arm": "infantry", "position": [20, 10], "square": true},
    {"id": "D", "side": "french", "arm": "horse_artillery", "position": [30, 10],
     "base": [2, 3], "facing": 90}
  ])");
  doc["request"] = {{"kind", "flee"}, {"unit", "A"}, {"causer", "B"}};
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const grande_tactique::Scenario& g = gt_scenario_of(r.value());
  EXPECT_EQ(g.table.width, 72.0);
  EXPECT_EQ(g.table.depth, 48.0);
  EXPECT_TRUE(g.table.terrain.empty());
  EXPECT_EQ(g.units[0].quality, grande_tactique::Quality::normal);
  EXPECT_EQ(g.units[0].state, grande_tactique::State::eager);
  EXPECT_EQ(g.units[0].base.facing, (Vec2{0, 1}));
  EXPECT_FALSE(g.units[0].in_square);
  EXPECT_FALSE(g.units[0].firing);
  EXPECT_FALSE(g.units[0].old_guard);
  EXPECT_EQ(g.units[0].attached_to, std::nullopt);
  EXPECT_TRUE(g.units[2].in_square);
  EXPECT_EQ(g.units[2].base.width, grande_tactique::kSquareBase.width);
  EXPECT_EQ(g.units[2].base.depth, grande_tactique::kSquareBase.depth);
  EXPECT_EQ(g.units[3].base.width, 2.0);
  EXPECT_EQ(g.units[3].base.depth, 3.0);
  EXPECT_NEAR(g.units[3].base.facing.x, 1.0, 1e-12);
  EXPECT_EQ(g.request.cause, grande_tactique::Cause::charge);
  const grande_tactique::Options defaults;
  EXPECT_EQ(g.options.gap_detour, defaults.gap_detour);
  EXPECT_EQ(g.options.general_may_die, defaults.general_may_die);
  EXPECT_EQ(g.options.turn_step, defaults.turn_step);
  EXPECT_EQ(g.options.old_guard_shaken, defaults.old_guard_shaken);
  EXPECT_EQ(g.options.old_guard_flee, defaults.old_guard_flee);
  EXPECT_TRUE(r.value().dice.empty());
}

TEST(GrandeTactiqueScenario, EveryRequestKindLoads) {
  Json routed = with(gt_base(), "/units/0/state", "routed");
  const std::vector<std::pair<Json, Json>> cases = {
      {with(gt_base(), "/units/0/state", "shaken"),
       Json::parse(R"({"kind": "flee", "unit": "3/12 Inf", "causer": "Lancers",
                       "cause": "morale_check"})")},
      {with(gt_base(), "/units/0/state", "shaken"),
       Json::parse(R"({"kind": "morale_check", "unit": "3/12 Inf", "causer": "Lancers",
                       "modifiers": [{"label": "upslope", "value": 1}]})")},
      {routed, Json::parse(R"({"kind": "continue_flight", "side": "french"})")},
      {routed, Json::parse(R"({"kind": "rally", "unit": "4/12 Inf"})")},
      {routed, Json::parse(R"({"kind": "charge_routed", "unit": "3/12 Inf", "causer":
                               "Lancers"})")},
      {with(gt_base(), "/units/2/position", Json::array({20, 0.5})),
       Json::parse(R"({"kind": "withdraw", "unit": "4/12 Inf"})")},
  };
  for (const auto& [doc, request] : cases) {
    Json d = doc;
    d["request"] = request;
    d.erase("dice");
    if (request["kind"] == "rally") {
      // 4/12 routed too would collapse the division: its units could never rally (GT-13).
      d["units"][2]["state"] = "routed";
      d["units"][2].erase("division");
      d["units"][0]["state"] = "eager";
    }
    const Result<LoadedScenario> r = load_scenario(d.dump());
    EXPECT_TRUE(r.ok()) << request.dump() << "\n" << (r.ok() ? "" : show(r.errors()));
  }
}

TEST(GrandeTactiqueScenario, TheReplaysEmptyChoicesLoad) {
  EXPECT_TRUE(load_scenario(with(gt_base(), "/choices", Json::array()).dump()).ok());
}

TEST(GrandeTactiqueScenarioErrors, TopLevel) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/choices", Json::array({"straight"}))),
                {{"/choices",
                  "expected no \"choices\" (or an empty list) for ruleset \"grande-tactique\" "
                  "(the rules leave no choice to a player: the dice decide)"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/board", Json::object())),
                {{"/board",
                  "expected no \"board\" for ruleset \"grande-tactique\" (its measured table is "
                  "\"table\")"}});
  EXPECT_ERRORS(errors_of(without(gt_base(), "/table")),
                {{"/table", "missing required key \"table\": expected a table object"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/dice/0", 7)),
                {{"/dice/0", "expected an integer from 1 to 6, got 7"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/divisions", 3)),
                {{"/divisions", "expected an array of divisions, got 3"}});
}

TEST(GrandeTactiqueScenarioErrors, Table) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/width", 0.5)),
                {{"/table/width", "expected a width in inches from 1 to 1200, got 0.5"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/depth", "deep")),
                {{"/table/depth", "expected a depth in inches from 1 to 1200, got \"deep\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/sides", Json::array({"french"}))),
                {{"/table/sides",
                  "expected an array of the two side names, such as [\"french\", \"allied\"], "
                  "got an array of 1"}});
  EXPECT_ERRORS(
      errors_of(with(gt_base(), "/table/sides/1", "french")),
      {{"/table/sides/1", "expected a name other than the first side's, got \"french\""}});
  EXPECT_ERRORS(errors_of(without(gt_base(), "/table/own_edges/allied")),
                {{"/table/own_edges/allied",
                  "missing required key \"allied\": expected its own table edge, \"north\", "
                  "\"east\", \"south\" or \"west\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/own_edges/allied", "up")),
                {{"/table/own_edges/allied",
                  "expected one of \"north\", \"east\", \"south\", \"west\", got \"up\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/own_edges/prussian", "east")),
                {{"/table/own_edges/prussian",
                  "unknown key \"prussian\"; expected one of \"french\", \"allied\""}});
}

TEST(GrandeTactiqueScenarioErrors, Terrain) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/terrain/0/kind", "marsh")),
                {{"/table/terrain/0/kind",
                  "expected one of \"woods\", \"bua\", \"impassable\", got \"marsh\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/terrain/1/name", "Bois de Paris")),
                {{"/table/terrain/1/name",
                  "duplicate terrain name \"Bois de Paris\" (first used at /table/terrain/0)"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/terrain/0/outline/2", Json::array({60, 8}))),
                {{"/table/terrain/0/outline/2",
                  "expected a point on the table (x 0 to 48, y 0 to 36), got an array"}});
  EXPECT_ERRORS(
      errors_of(with(gt_base(), "/table/terrain/0/outline/2", Json::array({38}))),
      {{"/table/terrain/0/outline/2", "expected a point [x, y] in inches, got an array of 1"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/terrain/0/outline/2/1", true)),
                {{"/table/terrain/0/outline/2/1", "expected a number of inches, got true"}});
  // A bad outline: what is wrong comes from outline_problem.
  const Errors crossing = errors_of(with(gt_base(), "/table/terrain/0/outline",
                                         Json::parse("[[30, 2], [38, 8], [38, 2], [30, 8]]")));
  ASSERT_EQ(crossing.size(), 1u) << show(crossing);
  EXPECT_EQ(crossing[0].pointer, "/table/terrain/0/outline");
  EXPECT_EQ(crossing[0].message.rfind("expected the outline of a simple polygon: ", 0), 0u)
      << crossing[0].message;
  const Errors two =
      errors_of(with(gt_base(), "/table/terrain/0/outline", Json::parse("[[30, 2], [38, 8]]")));
  ASSERT_EQ(two.size(), 1u) << show(two);
  EXPECT_EQ(two[0].pointer, "/table/terrain/0/outline");
  EXPECT_ERRORS(
      errors_of(with(gt_base(), "/table/terrain/0/anchor", Json::array({20, 5}))),
      {{"/table/terrain/0/anchor", "expected a point inside the area, got (20, 5), outside it"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/terrain/1/anchor", Json::array({3, 21}))),
                {{"/table/terrain/1/anchor",
                  "expected no \"anchor\" for impassable ground (no unit is placed in it)"}});
  // A U-shaped wood: its centroid lies in the notch, so the anchor must be given.
  const Json u_shape = Json::parse(
      "[[30, 2], [38, 2], [38, 8], [37, 8], [37, 3], [31, 3], "
      "[31, 8], [30, 8]]");
  EXPECT_ERRORS(errors_of(with(gt_base(), "/table/terrain/0/outline", u_shape)),
                {{"/table/terrain/0/anchor",
                  "missing required key \"anchor\": expected a point inside the area (its "
                  "centroid (34, 4.17) lies outside this outline)"}});
  Json anchored = with(gt_base(), "/table/terrain/0/outline", u_shape);
  anchored["table"]["terrain"][0]["anchor"] = Json::array({30.5, 6});
  EXPECT_ERRORS(errors_of(anchored), {});
}

TEST(GrandeTactiqueScenarioErrors, Formations) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/divisions/0/collapsed", "yes")),
                {{"/divisions/0/collapsed", "expected true or false, got \"yes\""}});
  Json two = gt_base();
  two["divisions"].push_back({{"name", "Durutte"}});
  EXPECT_ERRORS(errors_of(two),
                {{"/divisions/1/name", "duplicate name \"Durutte\" (first used at /divisions/0)"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/corps/0/original_units", -1)),
                {{"/corps/0/original_units", "expected an integer from 0 to 9999, got -1"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/corps/0/original_units", 1)),
                {{"/corps/0/original_units",
                  "expected 0 or at least the 2 units /units lists in the corps, got 1"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/division", "Marcognet")),
                {{"/units/0/division",
                  "expected the name of a division in /divisions, got unknown name "
                  "\"Marcognet\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/corps", "II Corps")),
                {{"/units/0/corps",
                  "expected the name of a corps in /corps, got unknown name \"II Corps\""}});
}

TEST(GrandeTactiqueScenarioErrors, Units) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/1/side", "prussian")),
                {{"/units/1/side", "expected one of \"french\", \"allied\", got \"prussian\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/1/arm", "dragoons")),
                {{"/units/1/arm",
                  "expected one of \"infantry\", \"cavalry\", \"foot_artillery\", "
                  "\"horse_artillery\", \"general\", got \"dragoons\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/quality", "elite")),
                {{"/units/0/quality",
                  "expected one of \"raw\", \"normal\", \"veteran\", got "
                  "\"elite\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/state", "fleeing")),
                {{"/units/0/state",
                  "expected one of \"eager\", \"shaken\", \"routed\", got "
                  "\"fleeing\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/position", "10,10")),
                {{"/units/0/position", "expected a point [x, y] in inches, got \"10,10\""}});
  EXPECT_ERRORS(errors_of(without(gt_base(), "/units/0/position")),
                {{"/units/0/position",
                  "missing required key \"position\": expected a point [x, y] in inches"}});
  EXPECT_ERRORS(
      errors_of(with(gt_base(), "/units/0/facing", 400)),
      {{"/units/0/facing", "expected a compass bearing in degrees from 0 to 360, got 400"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/base", Json::array({0, 1}))),
                {{"/units/0/base/0", "expected a number of inches above 0, at most 24, got 0"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/base", 2)),
                {{"/units/0/base", "expected a base [width, depth] in inches, got 2"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/square", 1)),
                {{"/units/0/square", "expected true or false, got 1"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/3/attached_to", "5/12 Inf")),
                {{"/units/3/attached_to",
                  "expected the id of a unit in /units, got unknown id \"5/12 Inf\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/2/id", "3/12 Inf")),
                {{"/units/2/id", "duplicate unit id \"3/12 Inf\" (first used at /units/0)"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/0/colour", "blue")),
                {{"/units/0/colour",
                  "unknown key \"colour\"; expected one of \"id\", \"side\", \"arm\", "
                  "\"quality\", \"state\", \"position\", \"facing\", \"base\", \"square\", "
                  "\"firing\", \"old_guard\", \"division\", \"corps\", \"attached_to\""}});
}

TEST(GrandeTactiqueScenarioErrors, TheEnginesCheck) {
  // Off the table.
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/2/position", Json::array({47.5, 10}))),
                {{"/units/2/position", "expected the base to lie on the table"}});
  // Overlapping bases (CONTEXT 1.6).
  EXPECT_ERRORS(
      errors_of(with(gt_base(), "/units/2/position", Json::array({11, 10.5}))),
      {{"/units/2/position", "expected the base not to overlap 3/12 Inf's (CONTEXT 1.6)"}});
  // Only generals attach.
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/2/attached_to", "3/12 Inf")),
                {{"/units/2/attached_to", "expected only generals to attach"}});
  // Artillery does not flee: well formed, but refused (GT-1, ALL-3).
  EXPECT_EQ(refusal_of(with(gt_base(), "/units/0/arm", "foot_artillery")),
            "[GT-1] /request/unit: 3/12 Inf: artillery is silenced, not routed, and generals go "
            "with their unit: only infantry and cavalry flee");
  // A causer on the unit's own side.
  EXPECT_ERRORS(errors_of(with(gt_base(), "/units/1/side", "french")),
                {{"/request/causer", "expected an enemy unit that is not a general"}});
}

TEST(GrandeTactiqueScenarioErrors, Request) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/request/kind", "rout")),
                {{"/request/kind",
                  "expected one of \"flee\", \"morale_check\", \"continue_flight\", \"rally\", "
                  "\"charge_routed\", \"withdraw\", got \"rout\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/request/unit", "5/12 Inf")),
                {{"/request/unit",
                  "expected the id of a unit in /units, got unknown id "
                  "\"5/12 Inf\""}});
  EXPECT_ERRORS(errors_of(without(gt_base(), "/request/causer")),
                {{"/request/causer",
                  "missing required key \"causer\": expected the id of the enemy unit that "
                  "caused the flight (GT-4)"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/request/side", "french")),
                {{"/request/side",
                  "expected no \"side\" in a flee request (it takes \"unit\", \"causer\", "
                  "\"cause\")"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/request/cause", "panic")),
                {{"/request/cause",
                  "expected one of \"charge\", \"fire\", \"grapeshot\", \"morale_check\", "
                  "\"own_charge\", got \"panic\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/request/zzz", 1)),
                {{"/request/zzz",
                  "unknown key \"zzz\"; expected one of \"kind\", \"unit\", \"causer\", "
                  "\"cause\", \"modifiers\", \"side\""}});
  Json morale = with(gt_base(), "/units/0/state", "shaken");
  morale["request"] = {{"kind", "morale_check"},
                       {"unit", "3/12 Inf"},
                       {"causer", "Lancers"},
                       {"modifiers", {{{"label", "upslope"}, {"value", 7}}, {{"label", ""}}}}};
  EXPECT_ERRORS(errors_of(morale),
                {{"/request/modifiers/0/value", "expected an integer from -6 to 6, got 7"},
                 {"/request/modifiers/1/label", "expected a non-empty string, got \"\""},
                 {"/request/modifiers/1/value",
                  "missing required key \"value\": expected an integer from "
                  "-6 to 6"}});
  Json next = gt_base();
  next["request"] = {{"kind", "continue_flight"}, {"unit", "3/12 Inf"}};
  EXPECT_ERRORS(
      errors_of(next),
      {{"/request/unit", "expected no \"unit\" in a continue_flight request (it takes \"side\")"},
       {"/request/side",
        "missing required key \"side\": expected the name of the side whose PIP phase "
        "ends"}});
  next["request"] = {{"kind", "continue_flight"}, {"side", "prussian"}};
  EXPECT_ERRORS(errors_of(next), {{"/request/side",
                                   "expected one of \"french\", \"allied\", got "
                                   "\"prussian\""}});
  // What the rules forbid is refused, not an error (ALL-3).
  Json rally = gt_base();
  rally["request"] = {{"kind", "rally"}, {"unit", "3/12 Inf"}};
  EXPECT_EQ(refusal_of(rally), "[GT-9] /request/unit: 3/12 Inf: only a routed unit rallies");
  Json withdraw = gt_base();
  withdraw["request"] = {{"kind", "withdraw"}, {"unit", "3/12 Inf"}};
  EXPECT_EQ(refusal_of(withdraw),
            "[GT-7] /request/unit: 3/12 Inf: only a unit at its own table edge may withdraw");
  EXPECT_EQ(refusal_of(gt_base()), "");
}

TEST(GrandeTactiqueScenarioErrors, Options) {
  EXPECT_ERRORS(errors_of(with(gt_base(), "/options/gap_detour", 0.5)),
                {{"/options/gap_detour",
                  "expected a multiple of the flight distance from 1 to 10, got 0.5"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/options/turn_step", 0)),
                {{"/options/turn_step", "expected a number of degrees from 0.01 to 10, got 0"}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/options/general_may_die", "no")),
                {{"/options/general_may_die", "expected true or false, got \"no\""}});
  EXPECT_ERRORS(errors_of(with(gt_base(), "/options/old_guard_flee", 10)),
                {{"/options/old_guard_flee",
                  "expected at most old_guard_shaken (9): friends near enough to flee are near "
                  "enough to be shaken (GT-11), got 10"}});
  Json doc = with(gt_base(), "/options/old_guard_shaken", 2);
  doc["options"].erase("old_guard_flee");
  EXPECT_ERRORS(errors_of(doc),
                {{"/options/old_guard_shaken", "expected at least old_guard_flee (3) (GT-11)"}});
}

TEST(GrandeTactiqueScenarioErrors, DiceThatDoNotFitNameTheirPointer) {
  Result<LoadedScenario> r = load_scenario(with(gt_base(), "/dice", Json::array({4, 5})).dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  Dice dice = Dice::scripted(r.value().dice);
  const Result<grande_tactique::Outcome> o =
      grande_tactique::resolve(gt_scenario_of(r.value()), dice);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.errors()[0].pointer, "/dice/1");
  r = load_scenario(with(gt_base(), "/dice", Json::array()).dump());
  ASSERT_TRUE(r.ok());
  Dice none = Dice::scripted(r.value().dice);
  const Result<grande_tactique::Outcome> short_of_dice =
      grande_tactique::resolve(gt_scenario_of(r.value()), none);
  ASSERT_FALSE(short_of_dice.ok());
  EXPECT_EQ(short_of_dice.errors()[0].pointer, "/dice");
}

TEST(GrandeTactiqueSchema, ListsExactlyTheKeysTheLoaderAccepts) {
  const Json schema = test::read_json(test::schema_path("scenario.schema.json"));
  Json doc = with(gt_base(), "/units/0/state", "shaken");
  doc["request"] = {{"kind", "morale_check"},
                    {"unit", "3/12 Inf"},
                    {"causer", "Lancers"},
                    {"modifiers", {{{"label", "upslope"}, {"value", 1}}}}};
  struct Case {
    const char* object;
    const char* properties;
  };
  for (const Case c : {Case{"/table", "/$defs/gt_table/properties"},
                       Case{"/table/terrain/0", "/$defs/gt_terrain/properties"},
                       Case{"/divisions/0", "/$defs/gt_division/properties"},
                       Case{"/corps/0", "/$defs/gt_corps/properties"},
                       Case{"/units/0", "/$defs/gt_unit/properties"},
                       Case{"/request", "/$defs/gt_request/properties"},
                       Case{"/request/modifiers/0", "/$defs/gt_modifier/properties"},
                       Case{"/options", "/$defs/gt_options/properties"}}) {
    test::expect_schema_keys(schema, doc, c.object, c.properties);
  }
  EXPECT_EQ(schema["$defs"]["gt_unit"]["properties"]["arm"]["enum"],
            Json::parse(R"(["infantry", "cavalry", "foot_artillery", "horse_artillery",
                            "general"])"));
  EXPECT_EQ(schema["$defs"]["gt_request"]["properties"]["kind"]["enum"],
            Json::parse(R"(["flee", "morale_check", "continue_flight", "rally", "charge_routed",
                            "withdraw"])"));
}

// ---- mutated documents never crash ------------------------------------------------------------

// Loads without throwing; a failure has pointer errors; a success previews and resolves, or,
// refused, is refused by resolve too and has no options (ALL-3).
void expect_sound(const std::string& text, const std::string& what) {
  std::optional<LoadedScenario> loaded = test::load_soundly(text, what);
  if (!loaded) return;
  LoadedScenario& s = *loaded;
  s.dice.clear();  // seeded: scripted dice would rarely fit a mutated scenario
  const auto& game = gt_scenario_of(s);
  if (const std::optional<Refusal> refused = refusal(s)) {
    Dice dice = Dice::seeded(3);
    const Result<grande_tactique::Outcome> outcome = grande_tactique::resolve(game, dice);
    ASSERT_FALSE(outcome.ok()) << what;
    EXPECT_EQ(outcome.errors().front(), refused_error(*refused)) << what;
    EXPECT_THROW((void)options_json(s, game), std::invalid_argument) << what;
    return;
  }
  EXPECT_FALSE(options_json(s, game).empty()) << what;
  EXPECT_FALSE(options_text(s, game).empty()) << what;
  Dice dice = Dice::seeded(3);
  const Result<grande_tactique::Outcome> outcome = grande_tactique::resolve(game, dice);
  ASSERT_TRUE(outcome.ok()) << what;
  EXPECT_FALSE(outcome_json(s, outcome.value()).empty()) << what;
  EXPECT_FALSE(outcome_text(s, outcome.value()).empty()) << what;
}

TEST(GrandeTactiqueFuzz, EveryValueReplacedByEveryKindOfValue) {
  const std::vector<Json> replacements = {nullptr,
                                          true,
                                          0,
                                          1,
                                          -1,
                                          6,
                                          2.5,
                                          1e300,
                                          "",
                                          "x",
                                          "french",
                                          "allied",
                                          "3/12 Inf",
                                          "Lancers",
                                          "Gen Durutte",
                                          "general",
                                          "cavalry",
                                          "routed",
                                          "shaken",
                                          "impassable",
                                          "continue_flight",
                                          "charge_routed",
                                          "own_charge",
                                          Json::array(),
                                          Json::object(),
                                          Json::array({10, 10}),
                                          Json::array({0, 0}),
                                          Json::array({48, 36})};
  test::for_each_mutation(gt_base(), replacements, expect_sound);
}

}  // namespace
}  // namespace skedaddle::io
