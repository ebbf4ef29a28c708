// SPDX-License-Identifier: MIT
// Loading scenarios: a complete valid document, and every kind of bad input reported with the
// JSON pointer of the offending value and what was expected (DESIGN.md, Formats and Errors).
#include "skedaddle/io/scenario.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "support/json_doc.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::io {
namespace {

using test::errors_of;
using test::errors_of_text;
using test::Json;
using test::show;
using test::with;
using test::without;

std::string data_file(const std::string& name) {
  return test::data_path(__FILE__, name).string();
}

Json base() {
  return test::read_json(data_file("rout.json"));
}

Hex hex(const char* label) {
  return *parse_gcacw_hex(label, gcacw_offset_system(true));
}

TEST(GcacwScenarioLoad, ReadsACompleteScenario) {
  const Result<LoadedScenario> r = load_scenario_file(data_file("rout.json"));
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const LoadedScenario& s = r.value();
  EXPECT_EQ(s.name, "Rout at 0505");
  EXPECT_EQ(s.description, "Hood's division and Longstreet rout away from Sykes.");
  EXPECT_EQ(s.seed, std::optional<std::uint64_t>(42));
  EXPECT_TRUE(s.choices.empty());
  EXPECT_EQ(ruleset_name(s), "gcacw");

  const auto& g = io::game_of<gcacw::Scenario>(s);
  EXPECT_EQ(g.board.grid().columns(), 10);
  EXPECT_EQ(g.board.grid().rows(), 10);
  EXPECT_EQ(g.board.grid().system(), gcacw_offset_system(true));
  EXPECT_EQ(g.board.terrain(hex("0507")), gcacw::Terrain::city);
  EXPECT_EQ(g.board.terrain(hex("0606")), gcacw::Terrain::impassable);
  EXPECT_EQ(g.board.terrain(hex("0505")), gcacw::Terrain::clear);
  const HexDir south = direction_to(hex("0505"), hex("0506"));
  EXPECT_EQ(g.board.road(hex("0505"), south), gcacw::RoadKind::pike);
  EXPECT_EQ(g.board.road(hex("0506"), south), gcacw::RoadKind::road);
  EXPECT_EQ(g.board.road(hex("0507"), opposite(south)), gcacw::RoadKind::road);
  EXPECT_TRUE(g.board.prohibited(hex("0505"), direction_to(hex("0505"), hex("0405"))));
  EXPECT_TRUE(g.board.prohibited(hex("0405"), direction_to(hex("0405"), hex("0505"))));
  EXPECT_FALSE(g.board.prohibited(hex("0505"), south));

  ASSERT_EQ(g.units.size(), 3u);
  EXPECT_EQ(g.units[0].id, "Hood");
  EXPECT_EQ(g.units[0].side, Side::second);
  EXPECT_EQ(g.units[0].type, gcacw::UnitType::infantry);
  EXPECT_EQ(g.units[0].hex, hex("0505"));
  EXPECT_EQ(g.units[0].manpower, 5);
  EXPECT_EQ(g.units[0].fatigue, 1);
  EXPECT_FALSE(g.units[0].disorganized);
  EXPECT_EQ(g.units[1].type, gcacw::UnitType::leader);
  EXPECT_EQ(g.units[1].manpower, 0);
  EXPECT_EQ(g.units[2].side, Side::first);
  EXPECT_TRUE(g.units[2].disorganized);

  EXPECT_EQ(g.request.kind, gcacw::RetreatKind::rout);
  EXPECT_EQ(g.request.hex, hex("0505"));
  EXPECT_TRUE(g.request.units.empty());
  EXPECT_EQ(g.request.active, std::vector<UnitId>{UnitId{2}});
  EXPECT_FALSE(g.request.no_effect);

  EXPECT_EQ(g.options.chart, gcacw::ChartRule::automatic);
  EXPECT_FALSE(g.options.chart1_radius.has_value());
  EXPECT_EQ(g.options.distance, gcacw::DistanceRule::hex);
  EXPECT_FALSE(g.options.zoc_across_prohibited);
  EXPECT_EQ(g.options.surrender_vp, 2);
}

TEST(GcacwScenarioLoad, OptionalFieldsTakeTheirDefaults) {
  const Json doc = Json::parse(R"({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw",
    "board": {"columns": 5, "rows": 5},
    "units": [{"id": "A", "side": "union", "type": "cavalry", "hex": "0303", "manpower": 2}],
    "request": {"kind": "retreat", "hex": "0303"}})");
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const auto& g = io::game_of<gcacw::Scenario>(r.value());
  const gcacw::Options defaults;
  EXPECT_EQ(g.board.grid().system(), gcacw_offset_system(true));
  EXPECT_EQ(g.options.chart, defaults.chart);
  EXPECT_EQ(g.options.chart1_radius, defaults.chart1_radius);
  EXPECT_EQ(g.options.distance, defaults.distance);
  EXPECT_EQ(g.options.zoc_across_prohibited, defaults.zoc_across_prohibited);
  EXPECT_EQ(g.options.surrender_vp, defaults.surrender_vp);
  EXPECT_EQ(g.options.option_leaders, gcacw::OptionLeaders::accompany);
  EXPECT_TRUE(g.options.end_on_lone_enemy_leader);
  EXPECT_EQ(g.units[0].side, Side::first);
  EXPECT_EQ(g.units[0].fatigue, 0);
  EXPECT_FALSE(g.units[0].disorganized);
  EXPECT_TRUE(g.request.active.empty());
  EXPECT_EQ(r.value().name, "");
  EXPECT_FALSE(r.value().seed.has_value());
}

// A seed may be given as its decimal digits, as an outcome's "verification" writes it, so that
// a seed read from an outcome goes back into a scenario as it is; anything else is refused.
TEST(GcacwScenarioLoad, ReadsASeedWrittenAsItsDigits) {
  Json doc = base();
  doc["seed"] = "18446744073709551615";
  const Result<LoadedScenario> big = load_scenario(doc.dump());
  ASSERT_TRUE(big.ok()) << show(big.errors());
  EXPECT_EQ(big.value().seed, std::optional<std::uint64_t>(18446744073709551615ULL));
  for (const char* bad : {"-1", "4.2", "", "18446744073709551616", " 7"}) {
    doc["seed"] = bad;
    const Result<LoadedScenario> r = load_scenario(doc.dump());
    ASSERT_FALSE(r.ok()) << bad;
    EXPECT_EQ(r.errors()[0].pointer, "/seed") << bad;
    EXPECT_EQ(r.errors()[0].message.rfind("expected a seed: an unsigned integer from 0 to ", 0), 0u)
        << r.errors()[0].message;
  }
}

TEST(GcacwScenarioLoad, ReadsEveryOptionValue) {
  Json doc = base();
  doc["options"] = Json::parse(R"({"chart": 1, "chart1_radius": 3, "distance": "path",
                                   "zoc_across_prohibited": true, "surrender_vp": 0,
                                   "option_leaders": "as_named",
                                   "end_on_lone_enemy_leader": false})");
  doc["board"]["shifted_columns"] = "odd";
  doc["board"].erase("prohibited");
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const auto& g = io::game_of<gcacw::Scenario>(r.value());
  EXPECT_EQ(g.options.chart, gcacw::ChartRule::one);
  EXPECT_EQ(g.options.chart1_radius, std::optional<int>(3));
  EXPECT_EQ(g.options.distance, gcacw::DistanceRule::path);
  EXPECT_TRUE(g.options.zoc_across_prohibited);
  EXPECT_EQ(g.options.surrender_vp, 0);
  EXPECT_EQ(g.options.option_leaders, gcacw::OptionLeaders::as_named);
  EXPECT_FALSE(g.options.end_on_lone_enemy_leader);
  EXPECT_EQ(g.board.grid().system(), gcacw_offset_system(false));
  EXPECT_EQ(g.units[0].hex, *parse_gcacw_hex("0505", gcacw_offset_system(false)));
  doc["options"]["chart"] = 2;
  const Result<LoadedScenario> two = load_scenario(doc.dump());
  ASSERT_TRUE(two.ok()) << show(two.errors());
  EXPECT_EQ(io::game_of<gcacw::Scenario>(two.value()).options.chart, gcacw::ChartRule::two);
}

TEST(GcacwScenarioLoad, ReadsRecordedChoicesWithTheirPointers) {
  const Result<LoadedScenario> r = load_scenario(with(base(), "/choices", {"0506", "stop"}).dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const std::vector<ScriptedChoice>& c = r.value().choices;
  ASSERT_EQ(c.size(), 2u);
  EXPECT_EQ(c[0].kind, OptionKind::move);
  EXPECT_EQ(c[0].place, Place{hex("0506")});
  EXPECT_EQ(c[0].pointer, "/choices/0");
  EXPECT_EQ(c[1].kind, OptionKind::stop);
  EXPECT_EQ(c[1].pointer, "/choices/1");
}

TEST(GcacwScenarioLoad, RetreatOptionUnitsImplyTheirHex) {
  Json doc = base();
  doc["request"] = Json::parse(R"({"kind": "option", "units": ["Hood"], "no_effect": true})");
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const auto& g = io::game_of<gcacw::Scenario>(r.value());
  EXPECT_EQ(g.request.kind, gcacw::RetreatKind::defender_option);
  EXPECT_EQ(g.request.hex, hex("0505"));
  EXPECT_EQ(g.request.units, std::vector<UnitId>{UnitId{0}});
  EXPECT_TRUE(g.request.no_effect);
}

TEST(GcacwScenarioErrors, MalformedJsonIsOneErrorAtTheRootWithItsPosition) {
  EXPECT_ERRORS(errors_of_text("{\"format\": }"),
                {{"",
                  "malformed JSON (byte 12): parse error at line 1, column 12: syntax error "
                  "while parsing value - unexpected '}'; expected '[', '{', or a literal"}});
  const Errors multi_line = errors_of_text("{\n  \"format\": \"x\",\n  ]");
  ASSERT_EQ(multi_line.size(), 1u);
  EXPECT_EQ(multi_line[0].pointer, "");
  EXPECT_NE(multi_line[0].message.find("line 3, column 3"), std::string::npos)
      << multi_line[0].message;
}

TEST(GcacwScenarioErrors, DuplicateKeyIsAnError) {
  EXPECT_ERRORS(
      errors_of_text(R"({"format": "skedaddle-scenario/1", "units": [{"id": "A", "id": "B"}]})"),
      {{"/units/0/id", "duplicate key \"id\""}});
}

TEST(GcacwScenarioErrors, DocumentMustBeAnObject) {
  EXPECT_ERRORS(errors_of_text("[1, 2]"), {{"", "expected a scenario object, got an array"}});
}

TEST(GcacwScenarioErrors, MissingFormat) {
  EXPECT_ERRORS(
      errors_of(without(base(), "/format")),
      {{"/format", "missing required key \"format\": expected \"skedaddle-scenario/1\""}});
}

TEST(GcacwScenarioErrors, WrongFormatVersionIsTheOnlyErrorReported) {
  Json doc = with(base(), "/format", "skedaddle-scenario/2");
  doc["colour"] = "blue";
  EXPECT_ERRORS(errors_of(doc), {{"/format",
                                  "expected \"skedaddle-scenario/1\" (the only scenario "
                                  "format this build reads), got "
                                  "\"skedaddle-scenario/2\""}});
}

TEST(GcacwScenarioErrors, UnknownKeyAtTopLevel) {
  EXPECT_ERRORS(errors_of(with(base(), "/colour", "blue")),
                {{"/colour",
                  "unknown key \"colour\"; expected one of \"format\", \"ruleset\", "
                  "\"name\", \"description\", \"seed\", \"board\", \"units\", \"request\", "
                  "\"options\", \"choices\", \"dice\""}});
}

TEST(GcacwScenarioErrors, GcacwRollsNoDice) {
  EXPECT_ERRORS(errors_of(with(base(), "/dice", Json::array({1, 2}))),
                {{"/dice",
                  "expected no \"dice\" for ruleset \"gcacw\" (GCACW retreats roll no "
                  "dice)"}});
}

TEST(GcacwScenarioErrors, UnknownKeyInBoard) {
  EXPECT_ERRORS(errors_of(with(base(), "/board/hexes", 3)),
                {{"/board/hexes",
                  "unknown key \"hexes\"; expected one of \"columns\", \"rows\", "
                  "\"first_column\", \"first_row\", \"shifted_columns\", \"terrain\", "
                  "\"roads\", \"prohibited\""}});
}

TEST(GcacwScenarioErrors, UnknownKeyInUnit) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/1/strength", 3)),
                {{"/units/1/strength",
                  "unknown key \"strength\"; expected one of \"id\", \"side\", \"type\", \"hex\", "
                  "\"manpower\", \"fatigue\", \"disorganized\""}});
}

TEST(GcacwScenarioErrors, UnknownKeyInRequest) {
  EXPECT_ERRORS(errors_of(with(base(), "/request/attacker", "Sykes")),
                {{"/request/attacker",
                  "unknown key \"attacker\"; expected one of \"kind\", "
                  "\"hex\", \"units\", \"active\", \"no_effect\""}});
}

TEST(GcacwScenarioErrors, UnknownKeyInOptions) {
  EXPECT_ERRORS(errors_of(with(base(), "/options/chart_radius", 2)),
                {{"/options/chart_radius",
                  "unknown key \"chart_radius\" (did you mean \"chart1_radius\"?); expected one of "
                  "\"chart\", \"chart1_radius\", "
                  "\"distance\", \"zoc_across_prohibited\", \"surrender_vp\", "
                  "\"option_leaders\", \"end_on_lone_enemy_leader\""}});
}

TEST(GcacwScenarioErrors, UnknownKeyInRoad) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/board/roads/1/width", 2)),
      {{"/board/roads/1/width", "unknown key \"width\"; expected one of \"between\", \"kind\""}});
}

TEST(GcacwScenarioErrors, StringForManpower) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/manpower", "5")),
                {{"/units/0/manpower", "expected an integer from 1 to 99, got \"5\""}});
}

TEST(GcacwScenarioErrors, FractionalNumberIsNotAnInteger) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/manpower", 2.5)),
                {{"/units/0/manpower", "expected an integer from 1 to 99, got 2.5"}});
}

TEST(GcacwScenarioErrors, FatigueAboveFour) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/fatigue", 5)),
                {{"/units/0/fatigue", "expected an integer from 0 to 4, got 5"}});
}

TEST(GcacwScenarioErrors, ZeroColumns) {
  EXPECT_ERRORS(errors_of(with(base(), "/board/columns", 0)),
                {{"/board/columns", "expected an integer from 1 to 99, got 0"}});
}

TEST(GcacwScenarioErrors, MissingRows) {
  EXPECT_ERRORS(
      errors_of(without(base(), "/board/rows")),
      {{"/board/rows", "missing required key \"rows\": expected an integer from 1 to 99"}});
}

TEST(GcacwScenarioErrors, UnitOffTheBoard) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/2/hex", "1105")),
                {{"/units/2/hex",
                  "expected a hex on the map (columns 01 to 10, rows 01 to 10), got \"1105\""}});
}

TEST(GcacwScenarioErrors, BadHexLabel) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/units/2/hex", "05x4")),
      {{"/units/2/hex", "expected a four-digit hex number such as \"1523\", got \"05x4\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/2/hex", 504)),
                {{"/units/2/hex", "expected a four-digit hex number such as \"1523\", got 504"}});
}

TEST(GcacwScenarioErrors, BadTerrainKeyAndValue) {
  Json doc = base();
  doc["board"]["terrain"] = Json::parse(R"({"05x7": "city", "0508": "swamp"})");
  EXPECT_ERRORS(errors_of(doc),
                {{"/board/terrain/05x7",
                  "expected a four-digit hex number such as \"1523\" as key, got \"05x7\""},
                 {"/board/terrain/0508",
                  "expected one of \"clear\", \"city\", \"impassable\", got \"swamp\""}});
}

TEST(GcacwScenarioErrors, DuplicateUnitId) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/1/id", "Hood")),
                {{"/units/1/id", "duplicate unit id \"Hood\" (first used at /units/0)"}});
}

TEST(GcacwScenarioErrors, EmptyUnitId) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/1/id", "")),
                {{"/units/1/id", "expected a non-empty string, got \"\""}});
}

TEST(GcacwScenarioErrors, UnknownUnitInActive) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/request/active", {"Sykes", "Meade"})),
      {{"/request/active/1", "expected the id of a unit in /units, got unknown id \"Meade\""}});
}

TEST(GcacwScenarioErrors, UnknownUnitInRetreatOptionUnits) {
  Json doc = base();
  doc["request"] = Json::parse(R"({"kind": "option", "units": ["Hood", "Pickett"]})");
  EXPECT_ERRORS(errors_of(doc), {{"/request/units/1",
                                  "expected the id of a unit in /units, got "
                                  "unknown id \"Pickett\""}});
}

TEST(GcacwScenarioErrors, UnitsOnlyWithRetreatOption) {
  Json doc = with(base(), "/request/kind", "retreat");
  doc["request"]["units"] = {"Hood"};
  EXPECT_ERRORS(errors_of(doc), {{"/request/units",
                                  "expected no \"units\" for kind \"retreat\" "
                                  "(only a retreat option, kind \"option\", "
                                  "names its units)"}});
}

TEST(GcacwScenarioErrors, NoEffectOnlyWithRetreatOption) {
  EXPECT_ERRORS(errors_of(with(base(), "/request/no_effect", true)),
                {{"/request/no_effect",
                  "expected no \"no_effect\" for kind \"rout\" (only a "
                  "retreat option, kind \"option\", may be taken on a "
                  "\"-\" result)"}});
}

TEST(GcacwScenarioErrors, RetreatNeedsItsHex) {
  EXPECT_ERRORS(errors_of(without(base(), "/request/hex")),
                {{"/request/hex",
                  "missing required key \"hex\": expected a four-digit hex number "
                  "such as \"1523\" (the retreating hex)"}});
}

TEST(GcacwScenarioErrors, RetreatOptionNeedsHexOrUnits) {
  Json doc = base();
  doc["request"] = Json::parse(R"({"kind": "option"})");
  EXPECT_ERRORS(errors_of(doc), {{"/request/hex",
                                  "missing required key \"hex\": expected a "
                                  "four-digit hex number such as \"1523\" or a "
                                  "\"units\" list (a retreat option needs one of "
                                  "them)"}});
}

TEST(GcacwScenarioErrors, RetreatOptionUnitsShareOneHex) {
  Json doc = base();
  doc["request"] = Json::parse(R"({"kind": "option", "units": ["Hood", "Sykes"]})");
  EXPECT_ERRORS(errors_of(doc), {{"/request/units/1",
                                  "expected a unit in 0505 with \"Hood\" (the units of a retreat "
                                  "option share one hex), got \"Sykes\" in 0504"}});
  doc["request"]["hex"] = "0505";
  EXPECT_ERRORS(errors_of(doc), {{"/request/units/1",
                                  "expected a unit in the request hex 0505, "
                                  "got \"Sykes\" in 0504"}});
}

TEST(GcacwScenarioErrors, LeaderWithManpower) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/units/1/manpower", 1)),
      {{"/units/1/manpower", "expected no \"manpower\" for a leader (leaders have none)"}});
}

TEST(GcacwScenarioErrors, CombatUnitWithoutManpower) {
  EXPECT_ERRORS(errors_of(without(base(), "/units/0/manpower")),
                {{"/units/0/manpower",
                  "missing required key \"manpower\": expected an integer from 1 to 99 "
                  "for a combat unit"}});
}

TEST(GcacwScenarioErrors, RoadBetweenNonAdjacentHexes) {
  EXPECT_ERRORS(errors_of(with(base(), "/board/roads/0/between", {"0505", "0507"})),
                {{"/board/roads/0/between",
                  "expected two adjacent hexes, got \"0505\" and "
                  "\"0507\", which are 2 hexes apart"}});
}

TEST(GcacwScenarioErrors, HexsideWhollyOffTheMap) {
  EXPECT_ERRORS(errors_of(with(base(), "/board/prohibited/0/between", {"1201", "1202"})),
                {{"/board/prohibited/0/between",
                  "expected at least one of the two hexes on the map (columns 01 to 10, rows 01 "
                  "to 10), got \"1201\" and \"1202\""}});
}

TEST(GcacwScenarioErrors, RoadMayLeaveTheMap) {
  const Result<LoadedScenario> r =
      load_scenario(with(base(), "/board/roads/0/between", {"1005", "1105"}).dump());
  EXPECT_TRUE(r.ok()) << show(r.errors());
}

TEST(GcacwScenarioErrors, BadOptionValues) {
  Json doc = base();
  doc["options"] = Json::parse(R"({"chart": 3, "chart1_radius": -1, "distance": "air",
                                   "zoc_across_prohibited": "no", "surrender_vp": -2})");
  EXPECT_ERRORS(errors_of(doc),
                {{"/options/chart", "expected \"auto\", 1 or 2, got 3"},
                 {"/options/chart1_radius", "expected an integer of at least 0, got -1"},
                 {"/options/distance", "expected one of \"hex\", \"path\", got \"air\""},
                 {"/options/zoc_across_prohibited", "expected true or false, got \"no\""},
                 {"/options/surrender_vp", "expected an integer from 0 to 1000, got -2"}});
}

// The options of the 2026-11-30 decisions (GC-1/GC-2 leaders, GC-3/GC-9 lone enemy leader): a
// typo in a value is an error at its pointer naming what is expected, not a silent default.
TEST(GcacwScenarioErrors, TyposInTheLeaderOptionsAreErrorsAtTheirPointers) {
  Json doc = base();
  doc["options"] =
      Json::parse(R"({"option_leaders": "acompany", "end_on_lone_enemy_leader": "false"})");
  EXPECT_ERRORS(
      errors_of(doc),
      {{"/options/option_leaders", "expected one of \"accompany\", \"as_named\", got \"acompany\""},
       {"/options/end_on_lone_enemy_leader", "expected true or false, got \"false\""}});
}

TEST(GcacwScenarioErrors, BadSeedAndChoices) {
  Json doc = with(base(), "/seed", -1);
  doc["choices"] = {"0506", "go", 3};
  EXPECT_ERRORS(errors_of(doc),
                {{"/seed",
                  "expected a seed: an unsigned integer from 0 to 18446744073709551615, or its "
                  "decimal digits as a string (\"12\", as an outcome's verification writes "
                  "it), got -1"},
                 {"/choices/1",
                  "expected \"stop\" or a four-digit hex number such as \"1523\", "
                  "got \"go\""},
                 {"/choices/2",
                  "expected \"stop\" or a four-digit hex number such as \"1523\", "
                  "got 3"}});
}

TEST(GcacwScenarioErrors, AllErrorsAreReportedTogetherInDocumentOrder) {
  Json doc = with(base(), "/options/surrender", 1);
  doc["units"][0]["fatigue"] = 5;
  doc["board"]["columns"] = "ten";
  EXPECT_ERRORS(errors_of(doc),
                {{"/board/columns", "expected an integer from 1 to 99, got \"ten\""},
                 {"/units/0/fatigue", "expected an integer from 0 to 4, got 5"},
                 {"/options/surrender",
                  "unknown key \"surrender\"; expected one of \"chart\", "
                  "\"chart1_radius\", \"distance\", "
                  "\"zoc_across_prohibited\", \"surrender_vp\", \"option_leaders\", "
                  "\"end_on_lone_enemy_leader\""}});
}

TEST(GcacwScenarioErrors, RulesetChecksRunOnceTheStructureIsSound) {
  // Longstreet's side is not the enemy: gcacw::check reports it at the element's pointer.
  const Errors errors = errors_of(with(base(), "/request/active", {"Hood"}));
  ASSERT_EQ(errors.size(), 1u) << show(errors);
  EXPECT_EQ(errors[0].pointer, "/request/active/0");
}

TEST(GcacwScenarioErrors, HexsideListedTwiceIsReportedAtTheRepeat) {
  Json doc = base();
  doc["board"]["roads"].push_back(doc["board"]["roads"][0]);
  doc["board"]["roads"].back()["kind"] = "trail";
  const std::string repeat = "/board/roads/" + std::to_string(doc["board"]["roads"].size() - 1);
  EXPECT_ERRORS(errors_of(doc), {{repeat, "this hexside is already listed at /board/roads/0"}});
}

TEST(GcacwScenarioErrors, MissingFileIsAnErrorAtTheRoot) {
  const Result<LoadedScenario> r = load_scenario_file(data_file("no-such-file.json"));
  ASSERT_FALSE(r.ok());
  ASSERT_EQ(r.errors().size(), 1u);
  EXPECT_EQ(r.errors()[0].pointer, "");
  EXPECT_NE(r.errors()[0].message.find("no-such-file.json"), std::string::npos);
}

}  // namespace
}  // namespace skedaddle::io
