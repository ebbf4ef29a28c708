// SPDX-License-Identifier: MIT
// Writing Jacobite Rising outcomes and previews: field names and order, die faces by name, the
// text trace, and replays (choices and every die rolled) that resolve to the same outcome.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/jacobite/notation.hpp"
#include "support/json_doc.hpp"
#include "support/option_trees.hpp"

namespace skedaddle::io {
namespace {

using test::Json;

std::string data_text(const std::string& name) {
  return test::read_text(test::data_path(__FILE__, name));
}

LoadedScenario load(const std::string& text) {
  Result<LoadedScenario> r = load_scenario(text);
  // Thrown, not asserted: a wrong engine fails the test that met it, not the whole run.
  if (!r.ok()) throw std::runtime_error("test scenario must load: " + r.errors().front().message);
  return std::move(r).value();
}

const jacobite::Scenario& game_of(const LoadedScenario& s) {
  return io::game_of<jacobite::Scenario>(s);
}

Place at(const char* label) {
  return Place(*parse_jacobite_hex(label, jacobite_offset_system(true)));
}

std::vector<std::string> keys_of(const Json& object) {
  std::vector<std::string> out;
  for (auto it = object.begin(); it != object.end(); ++it)
    out.push_back(it.key());
  return out;
}

using Keys = std::vector<std::string>;

constexpr UnitId kAtholl{0};
constexpr UnitId kMurray{1};
constexpr UnitId kCameron{2};

// An outcome written by hand with every kind of event the ruleset emits, so that the writers
// are pinned independently of the engine.
jacobite::Outcome every_event(const jacobite::Scenario& game) {
  jacobite::Outcome o;
  o.events = {
      FlagsIgnored{kAtholl, 2, 1, 2, "JR-3"},
      RetreatStarted{{kAtholl, kMurray}, at("F5"), "retreat", 2, 2, "JR-2"},
      Chose{Actor::owner, "retreat step", Option{OptionKind::move, at("E4"), 0, {}}, 2, "JR-4"},
      Moved{{kAtholl, kMurray}, {at("F5"), at("E4")}, std::nullopt, "JR-1"},
      Moved{{kAtholl, kMurray}, {at("E4"), at("E3")}, std::nullopt, "JR-1"},
      RetreatEnded{{kAtholl, kMurray}, at("E3"), 2, "JR-4"},
      StrengthLost{kAtholl, 1, 1, "JR-5"},
      RallyChecked{kAtholl,
                   {{"blocks", 1}, {"attached leader", 1}, {"lowland", -1}, {"cavalry melee", -1}},
                   1,
                   {1},
                   false,
                   "JR-6"},
      UnitRemoved{kAtholl, Fate::removed, 1, "JR-6"},
      VictoryPoints{Side::first, 1, "JR-6"},
      Rolled{"leader panic check", 6, {5, 6}, kMurray, "JR-7"},
      Chose{Actor::owner, "rally order", Option{OptionKind::pick, at("G5"), 2, {}}, 2, "JR-7"},
      RallyChecked{
          kCameron, {{"blocks", 4}, {"full strength", 1}}, 5, {1, 2, 3, 4, 6}, true, "JR-6"},
      RetreatStarted{{kMurray}, at("E3"), "leader retreat", 1, 3, "JR-7"},
      Chose{Actor::owner, "leader retreat step", Option{OptionKind::leave, at("E3"), 0, {}}, 3,
            "JR-9"},
      UnitRemoved{kMurray, Fate::fled, 0, "JR-9"},
      LeaderAttached{kMurray, kCameron, at("G5"), "JR-9"},
      Chose{Actor::owner, "ignore flags", Option{OptionKind::count, at("F5"), 1, {}}, 3, "JR-3"},
      Message{"the attacker may take ground but gains no bonus melee", "JR-11"},
  };
  o.units = game.units;
  o.units[0].hex = *parse_jacobite_hex("E3", jacobite_offset_system(true));
  o.units[0].blocks = 1;
  o.units[0].status = jacobite::Status::routed;
  o.units[1].hex = *parse_jacobite_hex("E3", jacobite_offset_system(true));
  o.units[1].status = jacobite::Status::left_board;
  o.banners = {1, 0};
  return o;
}

TEST(JacobiteOutcomeJson, TopLevelFieldsInOrder) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  const Json doc = Json::parse(outcome_json(s, every_event(game_of(s))));
  EXPECT_EQ(keys_of(doc),
            (Keys{"format", "ruleset", "scenario", "events", "units", "banners", "replay"}));
  EXPECT_EQ(doc.at("format"), "skedaddle-outcome/1");
  EXPECT_EQ(doc.at("ruleset"), "jacobite");
  EXPECT_EQ(doc.at("scenario"), "Atholl falls back");
  EXPECT_EQ(doc.at("banners"), Json::parse(R"({"government": 1, "jacobite": 0})"));
}

TEST(JacobiteOutcomeJson, EveryEventTypeFirstAndRuleLast) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  const Json events = Json::parse(outcome_json(s, every_event(game_of(s)))).at("events");
  ASSERT_EQ(events.size(), 19u);
  for (const Json& e : events) {
    const Keys keys = keys_of(e);
    EXPECT_EQ(keys.front(), "type");
    EXPECT_EQ(keys.back(), "rule");
  }
  EXPECT_EQ(events[0].dump(), R"({"type":"flags_ignored","unit":"Atholl Brigade","flags":2,)"
                              R"("ignored":1,"allowed":2,"rule":"JR-3"})");
  EXPECT_EQ(events[3].dump(), R"({"type":"moved","units":["Atholl Brigade","Lord George Murray"],)"
                              R"("path":["F5","E4"],"rule":"JR-1"})");
  EXPECT_EQ(events[7].dump(),
            R"({"type":"rally_checked","unit":"Atholl Brigade","terms":[{"label":"blocks",)"
            R"("dice":1},{"label":"attached leader","dice":1},{"label":"lowland","dice":-1},)"
            R"({"label":"cavalry melee","dice":-1}],"dice":1,"faces":["infantry"],)"
            R"("rallied":false,"rule":"JR-6"})");
  EXPECT_EQ(events[8].dump(), R"({"type":"removed","unit":"Atholl Brigade","fate":"removed",)"
                              R"("strength":1,"rule":"JR-6"})");
  EXPECT_EQ(events[9].dump(),
            R"({"type":"victory_points","side":"government","amount":1,"rule":"JR-6"})");
  EXPECT_EQ(events[10].dump(), R"({"type":"rolled","purpose":"leader panic check",)"
                               R"("unit":"Lord George Murray","sides":6,)"
                               R"("faces":["saber","flag"],"rule":"JR-7"})");
  EXPECT_EQ(events[11].at("option"), Json::parse(R"({"unit": "Clan Cameron"})"));
  EXPECT_EQ(events[14].at("option"), "leave");
  EXPECT_EQ(events[16].dump(), R"({"type":"leader_attached","leader":"Lord George Murray",)"
                               R"("unit":"Clan Cameron","at":"G5","rule":"JR-9"})");
  EXPECT_EQ(events[17].at("option"), 1);
}

TEST(JacobiteOutcomeJson, UnitsWithBlocksLeadersWithTheirUnit) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  jacobite::Outcome o = every_event(game_of(s));
  // Murray back on the board with Clan Cameron: attached.
  o.units[1].status = jacobite::Status::on_board;
  o.units[1].hex = o.units[2].hex;
  const Json units = Json::parse(outcome_json(s, o)).at("units");
  ASSERT_EQ(units.size(), 5u);
  EXPECT_EQ(units[0].dump(), R"({"id":"Atholl Brigade","side":"jacobite","type":"lowland",)"
                             R"("hex":"E3","blocks":1,"status":"routed"})");
  EXPECT_EQ(units[1].dump(), R"({"id":"Lord George Murray","side":"jacobite","type":"leader",)"
                             R"("hex":"G5","attached_to":"Clan Cameron","status":"on_board"})");
  EXPECT_EQ(units[3].dump(), R"({"id":"Cobham's Dragoons","side":"government","type":"cavalry",)"
                             R"("hex":"F6","blocks":2,"status":"on_board"})");
}

TEST(JacobiteOutcomeJson, ReplayHasTheChoicesAsScenarioChoicesAndEveryDie) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  const Json replay = Json::parse(outcome_json(s, every_event(game_of(s)))).at("replay");
  EXPECT_EQ(keys_of(replay), (Keys{"seed", "choices", "dice"}));
  EXPECT_EQ(replay.at("seed"), 11);
  EXPECT_EQ(replay.at("choices"), Json::parse(R"(["E4", {"unit": "Clan Cameron"}, "leave", 1])"));
  EXPECT_EQ(replay.at("dice"), Json::parse("[1, 5, 6, 1, 2, 3, 4, 6]"));
}

TEST(JacobiteOutcomeText, OneLinePerEventThenUnitsThenBanners) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  EXPECT_EQ(outcome_text(s, every_event(game_of(s))),
            "[JR-3] Atholl Brigade ignores 1 of 2 flags (may ignore 2)\n"
            "[JR-2] retreat: Atholl Brigade, Lord George Murray from F5, 2 hexes\n"
            "[JR-4] owner chose E4 of 2 options (retreat step)\n"
            "[JR-1] Atholl Brigade, Lord George Murray F5 -> E4\n"
            "[JR-1] Atholl Brigade, Lord George Murray E4 -> E3\n"
            "[JR-4] retreat ends in E3 after 2 hexes\n"
            "[JR-5] Atholl Brigade loses 1 block (1 left)\n"
            "[JR-6] rally check of Atholl Brigade: 1 block + 1 attached leader - 1 lowland - 1 "
            "cavalry melee = 1 die (at least 1): infantry: fails to rally\n"
            "[JR-6] Atholl Brigade routs from the battlefield (1 block)\n"
            "[JR-6] banner to government\n"
            "[JR-7] leader panic check for Lord George Murray: saber, flag\n"
            "[JR-7] owner chose Clan Cameron of 2 options (rally order)\n"
            "[JR-6] rally check of Clan Cameron: 4 blocks + 1 full strength = 5 dice: infantry, "
            "infantry, cavalry, artillery, flag: rallies\n"
            "[JR-7] leader retreat: Lord George Murray from E3, 1-3 hexes\n"
            "[JR-9] owner chose leave of 3 options (leader retreat step)\n"
            "[JR-9] Lord George Murray leaves the battlefield over his baseline\n"
            "[JR-9] Lord George Murray attaches to Clan Cameron in G5\n"
            "[JR-3] owner chose 1 of 3 options (ignore flags)\n"
            "[JR-11] the attacker may take ground but gains no bonus melee\n"
            "\n"
            "Atholl Brigade: jacobite lowland, routed from E3, 1 block\n"
            "Lord George Murray: jacobite leader, left the battlefield from E3\n"
            "Clan Cameron: jacobite highland, in G5, 4 blocks\n"
            "Cobham's Dragoons: government cavalry, in F6, 2 blocks\n"
            "Pulteney's Foot: government regular, in E6, 4 blocks\n"
            "banners: government 1, jacobite 0\n");
}

// ---- previews -------------------------------------------------------------------------------

constexpr const char* kLoneLeader = R"({
  "format": "skedaddle-scenario/1", "ruleset": "jacobite", "name": "Murray alone",
  "board": {"rows": 6, "columns": 6, "baselines": {"government": "bottom", "jacobite": "top"},
            "terrain": {"C2": "impassable"}},
  "units": [
    {"id": "Lord George Murray", "side": "jacobite", "type": "leader", "hex": "C3"},
    {"id": "Ogilvy", "side": "jacobite", "type": "lowland", "hex": "B2"},
    {"id": "Perth", "side": "jacobite", "type": "leader", "hex": "B1"},
    {"id": "Cobham's Dragoons", "side": "government", "type": "cavalry", "hex": "C4"}
  ],
  "request": {"kind": "leader_attacked", "leader": "Lord George Murray", "combat": "melee",
              "dice": 2}})";

TEST(JacobiteOptionsText, CombatShowsTheAllowanceAndEachRetreatsPaths) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  EXPECT_EQ(options_text(s, jacobite::preview(game_of(s)).value()),
            "Atholl falls back\n"
            "combat against Atholl Brigade: melee by cavalry (ordered), 1 hit, 1 flag\n"
            "may ignore 1 of 1 flag (1 from sources, at most 2) [JR-3]\n"
            "  + leader: a leader is attached\n"
            "  - support: fewer than two friendly units adjacent\n"
            "  - lone_leader: no lone friendly leader adjacent\n"
            "  - grenadier: not grenadier infantry\n"
            "  - highland: not a highland unit\n"
            "  - terrain: its terrain gives no flag to ignore\n"
            "retreat ignoring 0 flags: 2 hexes, 2 completed, 0 blocks lost [JR-4, JR-5]\n"
            "  F5 (start)\n"
            "    E4 NW\n"
            "      E3 NW\n"
            "      x F3 NE: impassable terrain [JR-4]\n"
            "    F4 NE\n"
            "      G3 NE\n"
            "      x F3 NW: impassable terrain [JR-4]\n"
            "retreat ignoring 1 flag: 0 hexes, 0 completed, 0 blocks lost [JR-4, JR-5]\n"
            "  F5 (start)\n"
            "rally checks if the leader falls, in order: Atholl Brigade, Clan Cameron [JR-7, "
            "JR-8]\n");
}

TEST(JacobiteOptionsText, LoneLeaderTreeWithJoinsAndLeaving) {
  const LoadedScenario s = load(kLoneLeader);
  EXPECT_EQ(options_text(s, jacobite::preview(game_of(s)).value()),
            "Murray alone\n"
            "lone leader Lord George Murray attacked: melee, 2 dice\n"
            "leader retreat of Lord George Murray from C3, 1-3 hexes [JR-9]\n"
            "  C3 (start)\n"
            "    B2 NW; may stop and attach to Ogilvy\n"
            "      B1 NW\n"
            "        leave the battlefield from B1 over his baseline\n"
            "      C1 NE; may stop here\n"
            "        leave the battlefield from C1 over his baseline\n"
            "    x C2 NE: impassable terrain [JR-4]\n"
            "rally checks if the leader falls, in order: Ogilvy [JR-7, JR-8]\n");
}

TEST(JacobiteOptionsJson, FieldsInOrder) {
  const LoadedScenario s = load(data_text("jacobite.json"));
  const Json table = Json::parse(options_json(s, jacobite::preview(game_of(s)).value()));
  EXPECT_EQ(keys_of(table), (Keys{"format", "ruleset", "scenario", "request", "reasons", "ignore",
                                  "retreats", "leader", "rally_candidates"}));
  EXPECT_EQ(table.at("format"), "skedaddle-options/5");
  EXPECT_EQ(keys_of(table.at("retreats").at(0)),
            (Keys{"ignored", "hexes", "completed", "blocks_lost", "node_fields", "tree", "heads",
                  "steps", "groups"}));
  const Json doc = test::expand_option_trees(table);
  EXPECT_EQ(keys_of(doc.at("ignore")), (Keys{"flags", "sources", "total", "cap", "allowed"}));
  EXPECT_EQ(doc.at("ignore").at("sources").size(), 6u);
  EXPECT_EQ(doc.at("ignore").at("sources").at(0).dump(),
            R"({"source":"leader","counts":true,"why":"a leader is attached"})");
  EXPECT_EQ(doc.at("ignore").at("cap"), 2);
  ASSERT_EQ(doc.at("retreats").size(), 2u);
  EXPECT_EQ(keys_of(doc.at("retreats").at(0)),
            (Keys{"ignored", "hexes", "completed", "blocks_lost", "tree"}));
  const Json& root = doc.at("retreats").at(0).at("tree");
  EXPECT_EQ(keys_of(root),
            (Keys{"hex", "depth", "joins_leader", "passes_leader", "best", "steps"}));
  EXPECT_EQ(root.at("steps").at(0).at("hex"), "E4");
  EXPECT_EQ(root.at("steps").at(0).at("dir"), "NW");
  EXPECT_EQ(root.at("steps").at(0).at("then").at("steps").at(1).dump(),
            R"({"hex":"F3","dir":"NE","blocked":"impassable terrain","rule":"JR-4"})");
  EXPECT_EQ(doc.at("leader"), nullptr);
  EXPECT_EQ(doc.at("rally_candidates"), Json::parse(R"(["Atholl Brigade", "Clan Cameron"])"));
}

TEST(JacobiteOptionsJson, LeaderTreeNodes) {
  const LoadedScenario s = load(kLoneLeader);
  const Json table = Json::parse(options_json(s, jacobite::preview(game_of(s)).value()));
  EXPECT_EQ(keys_of(table.at("leader")),
            (Keys{"leader", "trapped", "node_fields", "tree", "heads", "steps", "groups"}));
  const Json doc = test::expand_option_trees(table);
  EXPECT_EQ(doc.at("ignore"), nullptr);
  EXPECT_EQ(doc.at("retreats"), Json::array());
  EXPECT_EQ(doc.at("leader").at("trapped"), false);
  const Json& root = doc.at("leader").at("tree");
  EXPECT_EQ(keys_of(root),
            (Keys{"hex", "depth", "can_stop", "stop_ruled_out", "completes", "best", "steps"}));
  const Json& b2 = root.at("steps").at(0).at("then");
  EXPECT_EQ(b2.at("hex"), "B2");
  EXPECT_EQ(b2.at("how"), "step");
  EXPECT_EQ(b2.at("joins"), "Ogilvy");
  EXPECT_EQ(b2.at("can_stop"), true);
  EXPECT_EQ(root.at("steps").at(1).at("blocked"), "impassable terrain");
}

// ---- replays --------------------------------------------------------------------------------

// Resolves with seeded dice and a random chooser, then again from the outcome's replay (its
// choices and every die, scripted): the two outcomes are the same byte for byte.
void expect_replay_identical(Json doc, std::uint64_t seed) {
  doc.erase("dice");
  doc.erase("choices");
  doc["seed"] = seed;
  const LoadedScenario first = load(doc.dump());
  Chooser random(ChooserDef{ChooserKind::random, seed, {}, {}});
  Dice seeded = Dice::seeded(seed);
  const Result<jacobite::Outcome> a = jacobite::resolve(game_of(first), seeded, random);
  ASSERT_TRUE(a.ok());
  const std::string json = outcome_json(first, a.value());
  const Json replay = Json::parse(json).at("replay");
  doc["choices"] = replay.at("choices");
  doc["dice"] = replay.at("dice");
  const LoadedScenario second = load(doc.dump());
  Chooser script(ChooserDef{ChooserKind::script, seed, second.choices, {}});
  Dice scripted = Dice::scripted(second.dice);
  const Result<jacobite::Outcome> b = jacobite::resolve(game_of(second), scripted, script);
  ASSERT_TRUE(b.ok()) << "seed " << seed << ": " << b.errors()[0].pointer << " "
                      << b.errors()[0].message;
  EXPECT_EQ(outcome_json(second, b.value()), json) << "seed " << seed;
}

TEST(JacobiteReplay, SeededOutcomesReplayFromTheirRecordedDiceAndChoices) {
  for (std::uint64_t seed = 0; seed < 40; ++seed) {
    expect_replay_identical(Json::parse(data_text("jacobite.json")), seed);
    expect_replay_identical(Json::parse(kLoneLeader), seed);
    Json hits = Json::parse(data_text("jacobite.json"));
    hits["request"]["hits"] = 3;  // the unit is eliminated: its leader checks, then retreats
    expect_replay_identical(hits, seed);
  }
}

}  // namespace
}  // namespace skedaddle::io
