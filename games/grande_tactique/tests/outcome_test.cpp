// SPDX-License-Identifier: MIT
// Grande Tactique outcomes and options as text and JSON: a small flee worked by hand, points as
// [x, y] in inches, the Morale Check term by term, turned lines, friends passed through,
// continued flight, rallies and withdrawals, and replays.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "grande_tactique/tests/base_scenario.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::io {
namespace {

using test::Json;
using test::show;

using test::gt_base;

LoadedScenario load(const Json& doc) {
  Result<LoadedScenario> r = load_scenario(doc.dump());
  EXPECT_TRUE(r.ok()) << (r.ok() ? "" : show(r.errors()));
  return std::move(r).value();
}

grande_tactique::Outcome resolve_scripted(const LoadedScenario& s) {
  Dice dice = Dice::scripted(s.dice);
  Result<grande_tactique::Outcome> o =
      grande_tactique::resolve(io::game_of<grande_tactique::Scenario>(s), dice);
  EXPECT_TRUE(o.ok()) << (o.ok() ? "" : show(o.errors()));
  return std::move(o).value();
}

using test::gt_scenario_of;

// 3/12 Inf at (10, 10) is charged by the Lancers at (10, 12.5), 2.5" north: infantry flees 7"
// (GT-2) directly away, south; the woods are 20" off (GT-4 a), the corridor x 8.75-11.25 down
// to y 2.5 is clear (the general neither blocks nor is disturbed), so it ends at (10, 3) facing
// 180. Its general rolls a 4 and lives (GT-12), swept along to (10, 2). Durutte's other unit is
// eager: one of two routed collapses it (GT-13); I Corps began with 4 and lists 2: halved
// before the scenario, so no event. Cavalry charging infantry may pursue 6" (GT-14).
TEST(GrandeTactiqueOutcomeText, AFleeWorkedByHand) {
  const LoadedScenario s = load(gt_base());
  EXPECT_EQ(outcome_text(s, resolve_scripted(s)),
            "[GT-3] 3/12 Inf is routed\n"
            "[GT-4] 3/12 Inf flight cover: no empty wood or built-up area within reach by a "
            "clear path (GT-4 a)\n"
            "[GT-4] 3/12 Inf flight straight: taken\n"
            "[GT-12] general's fate for Gen Durutte: 4 on d6\n"
            "[GT-4] 3/12 Inf flees 7\" from (10, 10) to (10, 3)\n"
            "[GT-14] Lancers may pursue 6\"\n"
            "[GT-13] division Durutte collapses: its routed units can never rally\n"
            "\n"
            "3/12 Inf: french infantry, routed, at (10, 3) facing 180: on_table\n"
            "Lancers: allied cavalry, eager, at (10, 12.5) facing 180: on_table\n"
            "4/12 Inf: french infantry, eager, at (20, 10) facing 0: on_table\n"
            "Gen Durutte: french general, eager, at (10, 4) facing 180: on_table\n"
            "divisions collapsed: Durutte\n"
            "corps halved: I Corps\n"
            "pursuit: Lancers may pursue 6\"\n");
}

TEST(GrandeTactiqueOutcomeJson, AFleeWorkedByHand) {
  const LoadedScenario s = load(gt_base());
  const Json doc = Json::parse(outcome_json(s, resolve_scripted(s)));
  EXPECT_EQ(doc.at("format"), "skedaddle-outcome/1");
  EXPECT_EQ(doc.at("ruleset"), "grande-tactique");
  EXPECT_EQ(doc.at("scenario"), "a battalion charged in the open");
  const Json& events = doc.at("events");
  ASSERT_EQ(events.size(), 7u) << events.dump(2);
  EXPECT_EQ(events[1], Json::parse(R"j({"type": "flight_tried", "unit": "3/12 Inf",
      "way": "cover", "taken": false,
      "rejection": "no empty wood or built-up area within reach by a clear path (GT-4 a)",
      "rule": "GT-4"})j"));
  EXPECT_EQ(events[2], Json::parse(R"({"type": "flight_tried", "unit": "3/12 Inf",
      "way": "straight", "taken": true, "rule": "GT-4"})"));
  EXPECT_EQ(events[4], Json::parse(R"({"type": "moved", "units": ["3/12 Inf"],
      "path": [[10, 10], [10, 3]], "rule": "GT-4"})"));
  EXPECT_EQ(events[5], Json::parse(R"({"type": "pursuit_allowed", "pursuer": "Lancers",
      "distance": 6, "rule": "GT-14"})"));
  EXPECT_EQ(events[6], Json::parse(R"({"type": "formation_broken", "formation": "division",
      "name": "Durutte", "rule": "GT-13"})"));
  EXPECT_EQ(doc.at("units").at(0), Json::parse(R"({"id": "3/12 Inf", "side": "french",
      "arm": "infantry", "state": "routed", "position": [10, 3], "facing": 180,
      "ending": "on_table"})"));
  EXPECT_EQ(doc.at("units").at(3).at("position"), Json::parse("[10, 4]"));
  EXPECT_EQ(doc.at("divisions_collapsed"), Json::parse(R"(["Durutte"])"));
  EXPECT_EQ(doc.at("corps_halved"), Json::parse(R"(["I Corps"])"));
  EXPECT_EQ(doc.at("pursuit"), 6);
  EXPECT_EQ(doc.at("replay"), Json::parse(R"({"seed": 7, "choices": [], "dice": [4]})"));
}

TEST(GrandeTactiqueOutcomeJson, TheReplayResolvesToTheSameOutcome) {
  Json doc = gt_base();
  doc.erase("dice");  // seeded
  const LoadedScenario first = load(doc);
  Dice dice = Dice::seeded(*first.seed);
  const Result<grande_tactique::Outcome> o = grande_tactique::resolve(gt_scenario_of(first), dice);
  ASSERT_TRUE(o.ok());
  const std::string text = outcome_json(first, o.value());
  const Json replay = Json::parse(text).at("replay");
  doc["dice"] = replay.at("dice");
  doc["choices"] = replay.at("choices");
  const LoadedScenario second = load(doc);
  EXPECT_EQ(outcome_json(second, resolve_scripted(second)), text);
}

TEST(GrandeTactiqueOutcomeJson, PointsAreRoundedToAMillionth) {
  Json doc = gt_base();
  doc["units"][0]["position"] = Json::array({10.1234567891, 10});
  doc["units"][3]["position"] = Json::array({10.1234567891, 9});
  const LoadedScenario s = load(doc);
  const Json out = Json::parse(outcome_json(s, resolve_scripted(s)));
  EXPECT_EQ(out.at("units").at(1).at("position"), Json::parse("[10, 12.5]"));
  const Json& moved = out.at("events").at(4);
  ASSERT_EQ(moved.at("type"), "moved");
  EXPECT_EQ(moved.at("path").at(0).at(0).get<double>(), 10.123457);
  EXPECT_EQ(moved.at("path").at(0).at(1).get<double>(), 10);
}

// Shaken veteran infantry beaten by fire tests d6 + modifiers (GT-1): a 2, +1 veteran, -1
// shaken, +1 general attached, -1 the situation's: 2, fails; then it flees as charged.
TEST(GrandeTactiqueOutcomeText, MoraleCheckTermByTerm) {
  Json doc = gt_base();
  doc["units"][0]["state"] = "shaken";
  doc["request"] = {{"kind", "morale_check"},
                    {"unit", "3/12 Inf"},
                    {"causer", "Lancers"},
                    {"modifiers", {{{"label", "enfiladed"}, {"value", -1}}}}};
  doc["dice"] = {2, 4};
  const LoadedScenario s = load(doc);
  const std::string text = outcome_text(s, resolve_scripted(s));
  EXPECT_NE(text.find("[GT-1] morale check for 3/12 Inf: 2 on d6\n"
                      "[GT-1] morale check of 3/12 Inf: die 2, veteran +1, shaken -1, general "
                      "attached +1, enfiladed -1 = 2: fails (4 or more passes)\n"
                      "[GT-3] 3/12 Inf is routed\n"),
            std::string::npos)
      << text;
  const Json json = Json::parse(outcome_json(s, resolve_scripted(s)));
  EXPECT_EQ(json.at("events").at(1).at("type"), "morale_checked");
  EXPECT_EQ(json.at("events").at(1).at("terms").at(0),
            Json::parse(R"({"label": "veteran", "value": 1})"));
  EXPECT_EQ(json.at("events").at(1).at("passed"), false);
}

// An enemy 6" behind the unit blocks the straight corridor, and the point directly away lies
// inside its clearance, so no gap leads there either: the line turns (GT-4 c).
TEST(GrandeTactiqueOutcomeText, ATurnedLine) {
  Json doc = gt_base();
  doc["units"] = Json::parse(R"([
    {"id": "A", "side": "french", "arm": "infantry", "position": [20, 20]},
    {"id": "B", "side": "allied", "arm": "cavalry", "position": [20, 22.5], "facing": 180},
    {"id": "C", "side": "allied", "arm": "infantry", "position": [20, 14]},
    {"id": "D", "side": "french", "arm": "infantry", "position": [14, 16], "state": "shaken"}
  ])");
  doc.erase("divisions");
  doc.erase("corps");
  doc["request"] = {{"kind", "flee"}, {"unit", "A"}, {"causer", "B"}};
  doc.erase("dice");
  const LoadedScenario s = load(doc);
  const std::string text = outcome_text(s, resolve_scripted(s));
  // Whatever the angle, the turned line is reported with its degrees and direction.
  EXPECT_NE(text.find("A flight straight: the straight corridor is not clear (GT-4 b); in the "
                      "way: C\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("A flight turned: taken, turned "), std::string::npos) << text;
  const std::string options = options_text(s, gt_scenario_of(s));
  EXPECT_NE(options.find("  straight   the straight corridor is not clear (GT-4 b); in the way: "
                         "C\n"),
            std::string::npos)
      << options;
}

TEST(GrandeTactiqueOptions, FleeShowsEveryWayTried) {
  const LoadedScenario s = load(gt_base());
  EXPECT_EQ(options_text(s, gt_scenario_of(s)),
            "a battalion charged in the open\n"
            "grande-tactique flee: 3/12 Inf from Lancers (charge)\n"
            "3/12 Inf: flees 7\" (GT-2)\n"
            "  cover      no empty wood or built-up area within reach by a clear path (GT-4 a)\n"
            "  straight   taken: (10, 10) -> (10, 3)\n");
  const Json doc = Json::parse(options_json(s, gt_scenario_of(s)));
  EXPECT_EQ(doc.at("kind"), "flee");
  EXPECT_EQ(doc.at("unit"), "3/12 Inf");
  EXPECT_EQ(doc.at("causer"), "Lancers");
  EXPECT_EQ(doc.at("cause"), "charge");
  const Json& u = doc.at("units").at(0);
  EXPECT_EQ(u.at("fate"), "flight");
  EXPECT_EQ(u.at("distance"), 7);
  EXPECT_FALSE(u.contains("distance_range"));
  EXPECT_EQ(u.at("ways").at(0).at("rejection"), "cover_too_far");
  EXPECT_EQ(u.at("ways").at(1), Json::parse(R"({"way": "straight", "taken": true, "blocker": null,
      "terrain": null, "path": [[10, 10], [10, 3]]})"));
  EXPECT_EQ(u.at("passes_through"), Json::array());
  EXPECT_EQ(u.at("off_table"), false);
}

TEST(GrandeTactiqueOptions, CavalryFleeingCavalryShowsTheRange) {
  Json doc = gt_base();
  doc["units"][0]["arm"] = "cavalry";
  doc["units"][0]["base"] = Json::array({1.5, 1});
  const LoadedScenario s = load(doc);
  const std::string text = options_text(s, gt_scenario_of(s));
  EXPECT_NE(text.find("3/12 Inf: flees 11\" + 2d6, 13\" to 23\"; shown at 18\" (GT-2)\n"),
            std::string::npos)
      << text;
  const Json json = Json::parse(options_json(s, gt_scenario_of(s)));
  EXPECT_EQ(json.at("units").at(0).at("distance"), 18);
  EXPECT_EQ(json.at("units").at(0).at("distance_range"), Json::parse("[13, 23]"));
  EXPECT_EQ(json.at("units").at(0).at("ways").at(0).at("rejection"), "not_infantry");
}

TEST(GrandeTactiqueOptions, ContinuedFlightRallyAndWithdrawal) {
  Json doc = gt_base();
  doc["units"][0]["state"] = "routed";
  doc["units"][2]["state"] = "routed";
  doc["units"][2]["position"] = Json::array({34, 5});  // in the Bois de Paris
  doc["request"] = {{"kind", "continue_flight"}, {"side", "french"}};
  doc["dice"] = {4};  // the general's fate
  LoadedScenario s = load(doc);
  EXPECT_EQ(options_text(s, gt_scenario_of(s)),
            "a battalion charged in the open\n"
            "grande-tactique continue_flight: the routed units of french\n"
            "3/12 Inf: flees 7\" (GT-2)\n"
            "  straight   taken: (10, 10) -> (10, 3)\n"
            "4/12 Inf: stays in Bois de Paris (GT-8)\n");
  const Json json = Json::parse(options_json(s, gt_scenario_of(s)));
  EXPECT_EQ(json.at("side"), "french");
  EXPECT_EQ(json.at("units").at(1), Json::parse(R"j({"unit": "4/12 Inf", "fate": "stays",
                            "steps": [{"step": "way stays in Bois de Paris", "probability": "1",
                                       "value": 1.0}],
                            "terrain": "Bois de Paris",
                            "text": "stays in Bois de Paris (GT-8)"})j"));
  const std::string trace = outcome_text(s, resolve_scripted(s));
  EXPECT_NE(trace.find("[GT-8] 3/12 Inf flight straight: taken\n"), std::string::npos) << trace;
  EXPECT_NE(trace.find("[GT-8] 3/12 Inf flees on 7\" from (10, 10) to (10, 3)\n"),
            std::string::npos)
      << trace;
  EXPECT_NE(trace.find("[GT-8] 4/12 Inf stays in Bois de Paris\n"), std::string::npos) << trace;

  Json rally = gt_base();
  rally["units"][0]["state"] = "routed";
  rally["units"][0].erase("division");
  rally["request"] = {{"kind", "rally"}, {"unit", "3/12 Inf"}};
  rally.erase("dice");
  s = load(rally);
  EXPECT_EQ(options_text(s, gt_scenario_of(s)),
            "a battalion charged in the open\n"
            "grande-tactique rally: 3/12 Inf\n"
            "3/12 Inf: may rally: routed to shaken (GT-9)\n");
  EXPECT_NE(outcome_text(s, resolve_scripted(s)).find("[GT-9] 3/12 Inf rallies: shaken\n"),
            std::string::npos);

  Json withdraw = gt_base();
  withdraw["units"][2]["position"] = Json::array({20, 0.5});
  withdraw["request"] = {{"kind", "withdraw"}, {"unit", "4/12 Inf"}};
  withdraw.erase("dice");
  s = load(withdraw);
  EXPECT_EQ(Json::parse(options_json(s, gt_scenario_of(s))).at("units").at(0).at("fate"),
            "allowed");
  const std::string gone = outcome_text(s, resolve_scripted(s));
  EXPECT_NE(gone.find("[GT-7] 4/12 Inf withdraws at its own edge (20% loss)\n"), std::string::npos)
      << gone;
  EXPECT_NE(gone.find("4/12 Inf: french infantry, eager, at (20, 0.5) facing 0: withdrawn\n"),
            std::string::npos)
      << gone;
}

TEST(GrandeTactiqueOptions, ChargedRouters) {
  Json doc = gt_base();
  doc["units"][0]["state"] = "routed";
  doc["request"] = {{"kind", "charge_routed"}, {"unit", "3/12 Inf"}, {"causer", "Lancers"}};
  doc.erase("dice");
  const LoadedScenario s = load(doc);
  EXPECT_EQ(options_text(s, gt_scenario_of(s)),
            "a battalion charged in the open\n"  // the scenario's name, as every tree starts
            "grande-tactique charge_routed: 3/12 Inf charged by Lancers\n"
            "3/12 Inf: charged by cavalry while routed: destroyed (GT-10)\n");
  const std::string trace = outcome_text(s, resolve_scripted(s));
  EXPECT_NE(trace.find("[GT-10] 3/12 Inf is charged by cavalry while routed and destroyed\n"
                       "[GT-12] Gen Durutte is captured with his unit\n"),
            std::string::npos)
      << trace;
}

// 3/12 Inf stands in the Bois de Paris (x 30..38, y 2..8), its general beside it. Infantry
// leaves woods only when forced out by charging infantry (GT-10): beaten by fire and failing
// its Morale Check (d6 1 + veteran 1 - shaken 1 = 1) it routs and stays, and options says so
// before any die is rolled; charged by the (infantry) 4/12 Inf turned enemy it flees out, the
// wood it leaves being no cover.
TEST(GrandeTactiqueOptions, InfantryInAWoodStaysUnlessChargedByInfantry) {
  Json doc = gt_base();
  doc["units"][0]["position"] = Json::array({34, 5});
  doc["units"][0]["state"] = "shaken";
  doc["units"][3]["position"] = Json::array({34, 4});
  doc["units"][1]["position"] = Json::array({34, 9.5});
  doc["request"] = {{"kind", "morale_check"}, {"unit", "3/12 Inf"}, {"causer", "Lancers"}};
  doc["dice"] = {1};
  LoadedScenario s = load(doc);
  EXPECT_EQ(options_text(s, gt_scenario_of(s)),
            "a battalion charged in the open\n"
            "grande-tactique morale_check: 3/12 Inf, beaten by the fire of Lancers; should it "
            "fail\n"
            "3/12 Inf: stays in Bois de Paris (GT-10)\n");
  const Json json = Json::parse(options_json(s, gt_scenario_of(s)));
  EXPECT_EQ(json.at("cause"), "fire");
  EXPECT_EQ(json.at("units").at(0).at("fate"), "stays");
  const grande_tactique::Outcome stayed = resolve_scripted(s);
  EXPECT_EQ(stayed.units[0].state, grande_tactique::State::routed);
  EXPECT_EQ(stayed.units[0].base.centre, (Vec2{34, 5}));
  EXPECT_NE(outcome_text(s, stayed).find("[GT-10] 3/12 Inf stays in Bois de Paris\n"),
            std::string::npos)
      << outcome_text(s, stayed);

  doc["units"][1]["arm"] = "infantry";
  doc["units"][1]["base"] = Json::array({2.5, 1});
  doc["units"][0]["state"] = "eager";
  doc["request"] = {{"kind", "flee"}, {"unit", "3/12 Inf"}, {"causer", "Lancers"}};
  doc["dice"] = {4};  // the general's fate
  s = load(doc);
  const Json out = Json::parse(options_json(s, gt_scenario_of(s)));
  EXPECT_EQ(out.at("units").at(0).at("fate"), "flight");
  EXPECT_EQ(out.at("units").at(0).at("ways").at(0).at("rejection"), "no_cover");
  const grande_tactique::Outcome fled = resolve_scripted(s);
  EXPECT_EQ(fled.units[0].ending,
            grande_tactique::Ending::fled);  // 7" south from y 5: over the edge (GT-7)
}

}  // namespace
}  // namespace skedaddle::io
