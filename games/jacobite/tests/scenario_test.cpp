// SPDX-License-Identifier: MIT
// Loading Jacobite Rising scenarios: a complete document, the defaults, and every kind of bad
// input reported with the JSON pointer of the offending value and what was expected.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/jacobite/notation.hpp"
#include "support/json_doc.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::io {
namespace {

using test::errors_of;
using test::Json;
using test::show;
using test::with;
using test::without;

std::string data_path(const std::string& name) {
  return test::data_path(__FILE__, name).string();
}

Json base() {
  return test::read_json(data_path("jacobite.json"));
}

Hex hex(const char* label) {
  return *parse_jacobite_hex(label, jacobite_offset_system(true));
}

const jacobite::Scenario& jacobite_of(const LoadedScenario& s) {
  return io::game_of<jacobite::Scenario>(s);
}

constexpr const char* kOnBoard = "(columns A to M, rows 1 to 11)";

TEST(JacobiteLoad, ReadsACompleteScenario) {
  const Result<LoadedScenario> r = load_scenario_file(data_path("jacobite.json"));
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const LoadedScenario& s = r.value();
  EXPECT_EQ(ruleset_name(s), "jacobite");
  EXPECT_EQ(s.name, "Atholl falls back");
  EXPECT_EQ(s.seed, std::optional<std::uint64_t>(11));
  const jacobite::Scenario& g = jacobite_of(s);
  EXPECT_EQ(g.board.grid().columns(), 13);
  EXPECT_EQ(g.board.grid().rows(), 11);
  EXPECT_EQ(g.board.grid().system(), jacobite_offset_system(true));
  EXPECT_EQ(g.board.baseline(Side::first), jacobite::Edge::bottom);
  EXPECT_EQ(g.board.baseline(Side::second), jacobite::Edge::top);
  EXPECT_EQ(g.board.terrain(hex("E4")), jacobite::Terrain::woods);
  EXPECT_FALSE(g.board.ignores_flag(hex("E4")));
  EXPECT_EQ(g.board.terrain(hex("G4")), jacobite::Terrain::town);
  EXPECT_TRUE(g.board.ignores_flag(hex("G4")));
  EXPECT_EQ(g.board.terrain(hex("F3")), jacobite::Terrain::impassable);
  EXPECT_EQ(g.board.terrain(hex("F5")), jacobite::Terrain::clear);

  ASSERT_EQ(g.units.size(), 5u);
  EXPECT_EQ(g.units[0].id, "Atholl Brigade");
  EXPECT_EQ(g.units[0].side, Side::second);
  EXPECT_EQ(g.units[0].type, jacobite::UnitType::lowland);
  EXPECT_EQ(g.units[0].hex, hex("F5"));
  EXPECT_EQ(g.units[0].blocks, 3);
  EXPECT_FALSE(g.units[0].melee_dice.has_value());
  EXPECT_EQ(g.units[1].type, jacobite::UnitType::leader);
  EXPECT_EQ(g.units[1].blocks, 0);
  EXPECT_EQ(g.units[2].type, jacobite::UnitType::highland);
  EXPECT_EQ(g.units[2].blocks, 4);
  EXPECT_EQ(g.units[3].side, Side::first);
  EXPECT_EQ(g.units[3].type, jacobite::UnitType::cavalry);
  EXPECT_EQ(g.units[3].melee_dice, std::optional<int>(3));
  EXPECT_EQ(g.units[4].type, jacobite::UnitType::regular);

  EXPECT_EQ(g.request.kind, jacobite::RequestKind::combat);
  EXPECT_EQ(g.request.target, UnitId{0});
  EXPECT_EQ(g.request.combat, jacobite::CombatKind::melee);
  EXPECT_EQ(g.request.attacker, jacobite::Arm::cavalry);
  EXPECT_EQ(g.request.mode, jacobite::AttackMode::ordered);
  EXPECT_EQ(g.request.hits, 1);
  EXPECT_EQ(g.request.flags, 1);
  EXPECT_EQ(g.options.die, jacobite::kDefaultDie);
  EXPECT_FALSE(g.options.retreat_loss_leader_check);

  // Face names are the first roll showing that face on the scenario's die.
  ASSERT_EQ(s.dice.size(), 3u);
  EXPECT_EQ(s.dice[0].face, 6);
  EXPECT_EQ(s.dice[0].pointer, "/dice/0");
  EXPECT_EQ(s.dice[1].face, 5);
  EXPECT_EQ(s.dice[1].pointer, "/dice/1");
  EXPECT_EQ(s.dice[2].face, 1);

  ASSERT_EQ(s.choices.size(), 5u);
  EXPECT_EQ(s.choices[0].kind, OptionKind::count);
  EXPECT_EQ(s.choices[0].value, 0);
  EXPECT_EQ(s.choices[1].kind, OptionKind::move);
  EXPECT_EQ(s.choices[1].place, Place(hex("E4")));
  EXPECT_EQ(s.choices[2].kind, OptionKind::pick);
  EXPECT_EQ(s.choices[2].value, 2);
  EXPECT_EQ(s.choices[2].place, Place(hex("G5")));
  EXPECT_EQ(s.choices[2].pointer, "/choices/2");
  EXPECT_EQ(s.choices[3].kind, OptionKind::stop);
  EXPECT_EQ(s.choices[4].kind, OptionKind::leave);
}

TEST(JacobiteLoad, OptionalFieldsTakeTheirDefaults) {
  const Json doc = Json::parse(R"({
    "format": "skedaddle-scenario/1", "ruleset": "jacobite",
    "board": {"baselines": {"government": "top", "jacobite": "bottom"}},
    "units": [{"id": "Hussars", "side": "government", "type": "cavalry", "hex": "C3"}],
    "request": {"kind": "retire_and_rally", "unit": "Hussars"}})");
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const jacobite::Scenario& g = jacobite_of(r.value());
  EXPECT_EQ(g.board.grid().columns(), 13);
  EXPECT_EQ(g.board.grid().rows(), 11);
  EXPECT_EQ(g.board.grid().system(), jacobite_offset_system(true));
  EXPECT_EQ(g.board.baseline(Side::first), jacobite::Edge::top);
  EXPECT_EQ(g.units[0].blocks, jacobite::kFullStrength);
  EXPECT_EQ(g.request.kind, jacobite::RequestKind::retire_and_rally);
  EXPECT_EQ(g.options.die, jacobite::kDefaultDie);
  EXPECT_FALSE(g.options.retreat_loss_leader_check);
  EXPECT_TRUE(r.value().dice.empty());
  EXPECT_TRUE(r.value().choices.empty());
  EXPECT_FALSE(r.value().seed.has_value());
}

TEST(JacobiteLoad, OddShiftedRowsChangeWhichHexIsWhich) {
  const Result<LoadedScenario> r = load_scenario(with(base(), "/board/shifted_rows", "odd").dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const OffsetSystem odd = jacobite_offset_system(false);
  EXPECT_EQ(jacobite_of(r.value()).board.grid().system(), odd);
  EXPECT_EQ(jacobite_of(r.value()).units[0].hex, *parse_jacobite_hex("F5", odd));
}

TEST(JacobiteLoad, RequestsOfEachKind) {
  Json doc = base();
  doc["units"][1]["hex"] = "D8";
  doc["request"] = {{"kind", "leader_attacked"},
                    {"leader", "Lord George Murray"},
                    {"combat", "ranged"},
                    {"dice", 3}};
  Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  EXPECT_EQ(jacobite_of(r.value()).request.kind, jacobite::RequestKind::leader_attacked);
  EXPECT_EQ(jacobite_of(r.value()).request.target, UnitId{1});
  EXPECT_EQ(jacobite_of(r.value()).request.combat, jacobite::CombatKind::ranged);
  EXPECT_EQ(jacobite_of(r.value()).request.attack_dice, 3);

  doc = base();
  doc["request"] = {{"kind", "combat"},
                    {"unit", "Clan Cameron"},
                    {"combat", "ranged"},
                    {"attacker", "artillery"},
                    {"mode", "first_strike"}};
  r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  EXPECT_EQ(jacobite_of(r.value()).request.attacker, jacobite::Arm::artillery);
  EXPECT_EQ(jacobite_of(r.value()).request.mode, jacobite::AttackMode::first_strike);
  EXPECT_EQ(jacobite_of(r.value()).request.hits, 0);
  EXPECT_EQ(jacobite_of(r.value()).request.flags, 0);
}

// ---- board ----------------------------------------------------------------------------------

TEST(JacobiteErrors, BoardSize) {
  EXPECT_ERRORS(errors_of(with(base(), "/board/columns", 27)),
                {{"/board/columns", "expected an integer from 1 to 26, got 27"}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/rows", 1)),
                {{"/board/rows", "expected an integer from 2 to 16, got 1"}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/rows", "11")),
                {{"/board/rows", "expected an integer from 2 to 16, got \"11\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/shifted_rows", "both")),
                {{"/board/shifted_rows", "expected one of \"even\", \"odd\", got \"both\""}});
  EXPECT_ERRORS(errors_of(without(base(), "/board")),
                {{"/board", "missing required key \"board\": expected a board object"}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/hexes", 1)),
                {{"/board/hexes",
                  "unknown key \"hexes\"; expected one of \"columns\", \"rows\", "
                  "\"shifted_rows\", \"baselines\", \"terrain\""}});
}

TEST(JacobiteErrors, Baselines) {
  EXPECT_ERRORS(errors_of(without(base(), "/board/baselines")),
                {{"/board/baselines",
                  "missing required key \"baselines\": expected an object {\"government\": "
                  "\"bottom\" or \"top\", \"jacobite\": ...}"}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/baselines/jacobite", "bottom")),
                {{"/board/baselines/jacobite",
                  "expected \"top\" (the edge opposite the government baseline), got "
                  "\"bottom\""}});
  EXPECT_ERRORS(
      errors_of(with(base(), "/board/baselines/government", "left")),
      {{"/board/baselines/government", "expected one of \"bottom\", \"top\", got \"left\""}});
  EXPECT_ERRORS(errors_of(without(base(), "/board/baselines/jacobite")),
                {{"/board/baselines/jacobite",
                  "missing required key \"jacobite\": expected \"bottom\" or \"top\""}});
}

TEST(JacobiteErrors, Terrain) {
  EXPECT_ERRORS(errors_of(with(base(), "/board/terrain/N5", "hill")),
                {{"/board/terrain/N5",
                  std::string("expected a hex on the board ") + kOnBoard + " as key, got \"N5\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/terrain/5F", "hill")),
                {{"/board/terrain/5F",
                  "expected a hex such as \"F5\" (column letter, then row from 1) as key, got "
                  "\"5F\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/terrain/E4", "forest")),
                {{"/board/terrain/E4",
                  "expected one of \"clear\", \"hill\", \"woods\", \"town\", \"marsh\", "
                  "\"river\", \"impassable\", got \"forest\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/terrain/E4", 3)),
                {{"/board/terrain/E4",
                  "expected a terrain name such as \"woods\" or an object {\"type\": name, "
                  "\"ignore_flag\": true}, got 3"}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/terrain/G4/ignore_flag", "yes")),
                {{"/board/terrain/G4/ignore_flag", "expected true or false, got \"yes\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/board/terrain/G4/cover", 1)),
                {{"/board/terrain/G4/cover",
                  "unknown key \"cover\"; expected one of \"type\", \"ignore_flag\""}});
  EXPECT_ERRORS(errors_of(without(base(), "/board/terrain/G4/type")),
                {{"/board/terrain/G4/type",
                  "missing required key \"type\": expected a terrain name such as \"woods\""}});
}

// ---- units ----------------------------------------------------------------------------------

TEST(JacobiteErrors, UnitFields) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/units/0/side", "english")),
      {{"/units/0/side", "expected one of \"government\", \"jacobite\", got \"english\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/type", "infantry")),
                {{"/units/0/type",
                  "expected one of \"grenadier\", \"regular\", \"highland\", \"lowland\", "
                  "\"militia\", \"cavalry\", \"artillery\", \"leader\", got \"infantry\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/blocks", 5)),
                {{"/units/0/blocks", "expected an integer from 1 to 4, got 5"}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/blocks", 0)),
                {{"/units/0/blocks", "expected an integer from 1 to 4, got 0"}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/3/melee_dice", 21)),
                {{"/units/3/melee_dice", "expected an integer from 1 to 20, got 21"}});
  EXPECT_ERRORS(
      errors_of(with(base(), "/units/1/blocks", 1)),
      {{"/units/1/blocks", "expected no \"blocks\" for a leader (a leader block has none)"}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/1/melee_dice", 2)),
                {{"/units/1/melee_dice",
                  "expected no \"melee_dice\" for a leader (a leader does not roll in melee)"}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/0/manpower", 2)),
                {{"/units/0/manpower",
                  "unknown key \"manpower\"; expected one of \"id\", \"side\", \"type\", \"hex\", "
                  "\"blocks\", \"melee_dice\""}});
  EXPECT_ERRORS(errors_of(without(base(), "/units/0/hex")),
                {{"/units/0/hex",
                  "missing required key \"hex\": expected a hex such as \"F5\" (column letter, "
                  "then row from 1)"}});
}

TEST(JacobiteErrors, UnitHexes) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/units/2/hex", "N5")),
      {{"/units/2/hex", std::string("expected a hex on the board ") + kOnBoard + ", got \"N5\""}});
  EXPECT_ERRORS(
      errors_of(with(base(), "/units/2/hex", "F12")),
      {{"/units/2/hex", std::string("expected a hex on the board ") + kOnBoard + ", got \"F12\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/units/2/hex", "f5")),
                {{"/units/2/hex",
                  "expected a hex such as \"F5\" (column letter, then row from 1), got \"f5\""}});
}

TEST(JacobiteErrors, DuplicateUnitId) {
  EXPECT_ERRORS(errors_of(with(base(), "/units/4/id", "Atholl Brigade")),
                {{"/units/4/id", "duplicate unit id \"Atholl Brigade\" (first used at /units/0)"}});
}

TEST(JacobiteErrors, StackingIsCheckedByTheRulesetWithTheUnitsPointer) {
  // Two units in one hex: the ruleset's check names the second unit's hex.
  const Errors errors = errors_of(with(base(), "/units/2/hex", "F5"));
  ASSERT_EQ(errors.size(), 1u) << show(errors);
  EXPECT_EQ(errors[0].pointer, "/units/2/hex");
  const Errors impassable = errors_of(with(base(), "/units/2/hex", "F3"));
  ASSERT_EQ(impassable.size(), 1u) << show(impassable);
  EXPECT_EQ(impassable[0].pointer, "/units/2/hex");
}

// ---- request --------------------------------------------------------------------------------

TEST(JacobiteErrors, RequestKindAndKeys) {
  EXPECT_ERRORS(errors_of(with(base(), "/request/kind", "retreat")),
                {{"/request/kind",
                  "expected one of \"combat\", \"leader_attacked\", \"retire_and_rally\", got "
                  "\"retreat\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/request/dice", 2)),
                {{"/request/dice",
                  "unknown key \"dice\"; expected one of \"kind\", \"unit\", \"combat\", "
                  "\"attacker\", \"mode\", \"hits\", \"flags\""}});
  Json doc = base();
  doc["request"] = {{"kind", "retire_and_rally"}, {"unit", "Cobham's Dragoons"}, {"flags", 1}};
  EXPECT_ERRORS(errors_of(doc),
                {{"/request/flags", "unknown key \"flags\"; expected one of \"kind\", \"unit\""}});
  doc["request"] = {{"kind", "leader_attacked"},
                    {"unit", "Lord George Murray"},
                    {"combat", "melee"},
                    {"dice", 2}};
  EXPECT_ERRORS(errors_of(doc),
                {{"/request/unit",
                  "unknown key \"unit\"; expected one of \"kind\", \"leader\", \"combat\", "
                  "\"dice\""},
                 {"/request/leader",
                  "missing required key \"leader\": expected the id of the lone leader "
                  "attacked"}});
}

TEST(JacobiteErrors, RequestValues) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/request/unit", "Perth")),
      {{"/request/unit", "expected the id of a unit in /units, got unknown id \"Perth\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/request/combat", "fire")),
                {{"/request/combat", "expected one of \"melee\", \"ranged\", got \"fire\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/request/mode", "charge")),
                {{"/request/mode",
                  "expected one of \"ordered\", \"battle_back\", \"first_strike\", \"ambush\", "
                  "got \"charge\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/request/flags", 21)),
                {{"/request/flags", "expected an integer from 0 to 20, got 21"}});
  EXPECT_ERRORS(errors_of(with(base(), "/request/hits", -1)),
                {{"/request/hits", "expected an integer from 0 to 20, got -1"}});
  // More hits than the unit's blocks: the check after the read says what it got.
  EXPECT_ERRORS(errors_of(with(base(), "/request/hits", 4)),
                {{"/request/hits", "expected from 0 to the unit's 3 blocks, got 4"}});
  EXPECT_ERRORS(errors_of(without(base(), "/request/attacker")),
                {{"/request/attacker",
                  "missing required key \"attacker\": expected one of \"infantry\", \"cavalry\", "
                  "\"artillery\" (the arm)"}});
  Json doc = base();
  doc["units"][1]["hex"] = "D8";
  doc["request"] = {{"kind", "leader_attacked"},
                    {"leader", "Lord George Murray"},
                    {"combat", "melee"},
                    {"dice", 0}};
  EXPECT_ERRORS(errors_of(doc), {{"/request/dice", "expected an integer from 1 to 20, got 0"}});
}

TEST(JacobiteErrors, RequestMeaningIsCheckedByTheRuleset) {
  // Semantics (a leader as combat target, cavalry firing, hits beyond the blocks) are the
  // ruleset's check, pointing into the same document.
  const Errors leader = errors_of(with(base(), "/request/unit", "Lord George Murray"));
  ASSERT_EQ(leader.size(), 1u) << show(leader);
  EXPECT_EQ(leader[0].pointer, "/request/unit");
  const Errors hits = errors_of(with(base(), "/request/hits", 4));
  ASSERT_EQ(hits.size(), 1u) << show(hits);
  EXPECT_EQ(hits[0].pointer, "/request/hits");
  Json doc = base();
  // A retire and rally asked of infantry is well formed, but refused by the rules (ALL-3).
  doc["request"] = {{"kind", "retire_and_rally"}, {"unit", "Clan Cameron"}};
  const Result<LoadedScenario> retire = load_scenario(doc.dump());
  ASSERT_TRUE(retire.ok()) << show(retire.errors());
  const std::optional<Refusal> refused = refusal(retire.value());
  ASSERT_TRUE(refused.has_value());
  EXPECT_EQ(refused->rule, "JR-11");
  EXPECT_EQ(refused->pointer, "/request/unit");
}

// ---- options, dice, choices -----------------------------------------------------------------

TEST(JacobiteErrors, Options) {
  EXPECT_ERRORS(errors_of(with(base(), "/options/die", Json::array({"flag", "flag"}))),
                {{"/options/die",
                  "expected an array of the six face names of the die, in roll order (each one "
                  "of \"infantry\", \"cavalry\", \"artillery\", \"saber\", \"flag\"), got an "
                  "array of 2"}});
  EXPECT_ERRORS(errors_of(with(base(), "/options/die/2", "musket")),
                {{"/options/die/2",
                  "expected one of \"infantry\", \"cavalry\", \"artillery\", \"saber\", \"flag\", "
                  "got \"musket\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/options/retreat_loss_leader_check", 1)),
                {{"/options/retreat_loss_leader_check", "expected true or false, got 1"}});
  EXPECT_ERRORS(errors_of(with(base(), "/options/chart", 1)),
                {{"/options/chart",
                  "unknown key \"chart\"; expected one of \"die\", "
                  "\"retreat_loss_leader_check\""}});
}

TEST(JacobiteLoad, DiceNamesFollowTheScenariosDie) {
  Json doc = with(base(), "/options/die",
                  Json::array({"flag", "saber", "saber", "infantry", "cavalry", "flag"}));
  doc["dice"] = Json::array({"flag", "saber", "cavalry", 4});
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  ASSERT_EQ(r.value().dice.size(), 4u);
  EXPECT_EQ(r.value().dice[0].face, 1);
  EXPECT_EQ(r.value().dice[1].face, 2);
  EXPECT_EQ(r.value().dice[2].face, 5);
  EXPECT_EQ(r.value().dice[3].face, 4);
  EXPECT_EQ(r.value().dice[3].pointer, "/dice/3");
}

TEST(JacobiteErrors, Dice) {
  EXPECT_ERRORS(errors_of(with(base(), "/dice/1", 7)),
                {{"/dice/1", "expected an integer from 1 to 6, got 7"}});
  EXPECT_ERRORS(errors_of(with(base(), "/dice/1", 0)),
                {{"/dice/1", "expected an integer from 1 to 6, got 0"}});
  EXPECT_ERRORS(errors_of(with(base(), "/dice/1", "sword")),
                {{"/dice/1",
                  "expected one of \"infantry\", \"cavalry\", \"artillery\", \"saber\", \"flag\", "
                  "got \"sword\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/dice/1", true)),
                {{"/dice/1",
                  "expected a roll from 1 to 6 or a face name (\"infantry\", \"cavalry\", "
                  "\"artillery\", \"saber\", \"flag\"), got true"}});
  EXPECT_ERRORS(errors_of(with(base(), "/dice", 6)),
                {{"/dice", "expected an array of die rolls, got 6"}});
  const Json no_saber =
      with(base(), "/options/die", Json::array({"flag", "flag", "flag", "flag", "flag", "flag"}));
  EXPECT_ERRORS(errors_of(no_saber),
                {{"/dice/1",
                  "the scenario's die has no \"saber\" face (options.die); expected a roll from "
                  "1 to 6 or a face it has"}});
}

TEST(JacobiteErrors, Choices) {
  EXPECT_ERRORS(
      errors_of(with(base(), "/choices/1", "N4")),
      {{"/choices/1", std::string("expected a hex on the board ") + kOnBoard + ", got \"N4\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/choices/1", "north")),
                {{"/choices/1",
                  "expected \"stop\", \"leave\", a hex such as \"F5\" (column letter, then row "
                  "from 1), a number of flags to ignore, or {\"unit\": id}, got \"north\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/choices/0", -1)),
                {{"/choices/0", "expected an integer from 0 to 20, got -1"}});
  EXPECT_ERRORS(
      errors_of(with(base(), "/choices/2/unit", "Perth")),
      {{"/choices/2/unit", "expected the id of a unit in /units, got unknown id \"Perth\""}});
  EXPECT_ERRORS(errors_of(with(base(), "/choices/2/why", 1)),
                {{"/choices/2/why", "unknown key \"why\"; expected one of \"unit\""}});
  EXPECT_ERRORS(
      errors_of(with(base(), "/choices/2", Json::object())),
      {{"/choices/2/unit", "missing required key \"unit\": expected the id of a unit in /units"}});
  EXPECT_ERRORS(errors_of(with(base(), "/choices/3", 1.5)),
                {{"/choices/3",
                  "expected \"stop\", \"leave\", a hex such as \"F5\" (column letter, then row "
                  "from 1), a number of flags to ignore, or {\"unit\": id}, got 1.5"}});
}

TEST(JacobiteErrors, EveryProblemIsReportedInDocumentOrder) {
  Json doc = base();
  doc["board"]["rows"] = 40;
  doc["units"][0]["blocks"] = 9;
  doc["request"]["mode"] = "charge";
  doc["dice"][0] = 9;
  EXPECT_ERRORS(errors_of(doc),
                {{"/board/rows", "expected an integer from 2 to 16, got 40"},
                 {"/units/0/blocks", "expected an integer from 1 to 4, got 9"},
                 {"/request/mode",
                  "expected one of \"ordered\", \"battle_back\", \"first_strike\", \"ambush\", "
                  "got \"charge\""},
                 {"/dice/0", "expected an integer from 1 to 6, got 9"}});
}

TEST(JacobiteLoad, PlaceNamesUseTheLetteredNotation) {
  const Result<LoadedScenario> r = load_scenario_file(data_path("jacobite.json"));
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const auto name = place_names(r.value());
  EXPECT_EQ(name(Place(hex("F5"))), "F5");
  EXPECT_EQ(name(Place(hex("M11"))), "M11");
}

TEST(JacobiteLoad, TypeAndFaceNamesReadAreTheNamesWritten) {
  // The loader's names and the ruleset's (used by the writers) agree, so outcomes round-trip.
  const char* types[] = {"grenadier", "regular", "highland",  "lowland",
                         "militia",   "cavalry", "artillery", "leader"};
  for (const char* type : types) {
    Json doc = base();
    doc["units"][2]["type"] = type;
    if (std::string(type) == "leader") doc["units"][2].erase("blocks");
    const Result<LoadedScenario> r = load_scenario(doc.dump());
    ASSERT_TRUE(r.ok()) << type << show(r.errors());
    EXPECT_EQ(jacobite::type_name(jacobite_of(r.value()).units[2].type), type);
  }
  const char* faces[] = {"infantry", "cavalry", "artillery", "saber", "flag", "flag"};
  const Result<LoadedScenario> r = load_scenario(with(base(), "/options/die", Json(faces)).dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(jacobite::face_name(jacobite_of(r.value()).options.die[i]), faces[i]);
  }
}

}  // namespace
}  // namespace skedaddle::io
