// SPDX-License-Identifier: MIT
// Writing outcomes and option trees: field names and order, the text trace, and replays that
// resolve to the same outcome byte for byte.
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/gcacw/io.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>

#include "skedaddle/gcacw/notation.hpp"
#include "support/build_paths.hpp"
#include "support/json_doc.hpp"
#include "support/option_trees.hpp"

namespace skedaddle::io {
namespace {

using test::Json;
using test::read_text;

std::string data_path(const std::string& name) {
  return test::data_path(__FILE__, name).string();
}

LoadedScenario load(const std::string& text) {
  Result<LoadedScenario> r = load_scenario(text);
  // Thrown, not asserted: a wrong engine fails the test that met it, not the whole run.
  if (!r.ok()) throw std::runtime_error("test scenario must load: " + r.errors().front().message);
  return std::move(r).value();
}

const gcacw::Scenario& game_of(const LoadedScenario& s) {
  return io::game_of<gcacw::Scenario>(s);
}

gcacw::Outcome resolve_with(const LoadedScenario& s, ChooserDef def) {
  Chooser chooser(std::move(def));
  Result<gcacw::Outcome> r = gcacw::resolve(game_of(s), chooser);
  // Thrown, not asserted: a wrong engine fails the test that met it, not the whole run.
  if (!r.ok())
    throw std::runtime_error("test scenario must resolve: " + r.errors().front().message);
  return std::move(r).value();
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

std::vector<std::string> keys_of(const Json& object) {
  std::vector<std::string> out;
  for (auto it = object.begin(); it != object.end(); ++it)
    out.push_back(it.key());
  return out;
}

// The scenario with the recorded replay of an outcome in place of its own seed and choices.
std::string with_replay(const std::string& scenario_text, const std::string& outcome) {
  Json doc = Json::parse(scenario_text);
  const Json replay = Json::parse(outcome).at("replay");
  doc["choices"] = replay.at("choices");
  if (replay.contains("seed")) doc["seed"] = replay.at("seed");
  return doc.dump(2);
}

TEST(GcacwOutcomeJson, HasTheFormatHeaderEventsUnitsAndReplay) {
  const LoadedScenario s = load(read_text(data_path("rout.json")));
  const gcacw::Outcome outcome = resolve_with(s, {ChooserKind::first, 0, {}});
  const std::string text = outcome_json(s, outcome);
  ASSERT_FALSE(text.empty());
  EXPECT_EQ(text.back(), '\n');
  const Json doc = Json::parse(text);
  EXPECT_EQ(keys_of(doc), (std::vector<std::string>{"format", "ruleset", "scenario", "events",
                                                    "units", "victory_points", "replay"}));
  EXPECT_EQ(doc.at("format"), "skedaddle-outcome/1");
  EXPECT_EQ(doc.at("ruleset"), "gcacw");
  EXPECT_EQ(doc.at("scenario"), "Rout at 0505");
  ASSERT_EQ(doc.at("events").size(), outcome.events.size());
  const Json& started = doc.at("events").at(0);
  EXPECT_EQ(keys_of(started),
            (std::vector<std::string>{"type", "units", "from", "kind", "min", "max", "rule"}));
  EXPECT_EQ(started.at("units"), Json({"Hood", "Longstreet"}));
  EXPECT_EQ(started.at("from"), "0505");
  EXPECT_EQ(started.at("kind"), "rout");
  EXPECT_EQ(started.at("min"), 4);
  EXPECT_EQ(started.at("max"), 6);
  EXPECT_EQ(started.at("rule"), "GC-1");
  for (const Json& e : doc.at("events")) {
    EXPECT_EQ(e.begin().key(), "type");
    EXPECT_EQ((--e.end()).key(), "rule");
  }
  const Json& moved = doc.at("events").at(1);
  EXPECT_EQ(moved.at("type"), "moved");
  EXPECT_EQ(keys_of(moved.at("chart")),
            (std::vector<std::string>{"chart", "row", "priority", "loss", "road", "friendly",
                                      "more_distant", "zoc", "enemy", "override"}));
  EXPECT_EQ(doc.at("events").back().at("type"), "retreat_ended");

  ASSERT_EQ(doc.at("units").size(), 3u);
  EXPECT_EQ(keys_of(doc.at("units").at(0)),
            (std::vector<std::string>{"id", "side", "type", "hex", "manpower", "fatigue",
                                      "disorganized", "status"}));
  EXPECT_EQ(
      keys_of(doc.at("units").at(1)),
      (std::vector<std::string>{"id", "side", "type", "hex", "fatigue", "disorganized", "status"}));
  EXPECT_EQ(doc.at("units").at(2),
            Json::parse(R"({"id": "Sykes", "side": "union", "type": "infantry",
      "hex": "0504", "manpower": 6, "fatigue": 0, "disorganized": true, "status": "on_map"})"));
  EXPECT_EQ(doc.at("victory_points"), 0);
  EXPECT_EQ(doc.at("replay").at("seed"), 42);
  EXPECT_TRUE(doc.at("replay").at("choices").is_array());
}

TEST(GcacwOutcomeJson, ReplayResolvesToTheSameOutcome) {
  const std::string scenario_text = read_text(data_path("rout.json"));
  const LoadedScenario s = load(scenario_text);
  std::vector<ChooserDef> policies = {{ChooserKind::first, 0, {}}, {ChooserKind::best, 0, {}}};
  for (std::uint64_t seed = 1; seed <= 8; ++seed)
    policies.push_back({ChooserKind::random, seed, {}});
  std::size_t with_choices = 0;
  for (const ChooserDef& policy : policies) {
    const std::string original = outcome_json(s, resolve_with(s, policy));
    const LoadedScenario replay = load(with_replay(scenario_text, original));
    if (!replay.choices.empty()) ++with_choices;
    const std::string again =
        outcome_json(replay, resolve_with(replay, {ChooserKind::script, 0, replay.choices}));
    // The best chooser's reasons aside: a replay plays the script, which gives none.
    Json original_doc = Json::parse(original);
    for (Json& event : original_doc.at("events"))
      event.erase("best");
    EXPECT_EQ(Json::parse(again), original_doc);
  }
  EXPECT_GT(with_choices, 0u) << "the scenario should offer real choices";
}

TEST(GcacwOutcomeJson, SurrenderListsEveryUnitAndTheVictoryPoints) {
  const LoadedScenario s = load(read_text(data_path("surrender.json")));
  const Json doc = Json::parse(outcome_json(s, resolve_with(s, {ChooserKind::first, 0, {}})));
  EXPECT_EQ(doc.at("victory_points"), 2);
  EXPECT_EQ(doc.at("units").at(0).at("status"), "surrendered");
  EXPECT_EQ(doc.at("units").at(1).at("status"), "surrendered");
  EXPECT_EQ(doc.at("units").at(2).at("status"), "on_map");
  EXPECT_FALSE(doc.at("replay").contains("seed"));
  EXPECT_EQ(doc.at("replay").at("choices"), Json::array());
  const Json removed = Json::parse(R"({"type": "removed", "unit": "Hood", "fate": "surrendered",
                                       "strength": 5, "rule": "GC-11"})");
  const Json vp = Json::parse(R"({"type": "victory_points", "side": "union", "amount": 2,
                                  "rule": "GC-11"})");
  const Json& events = doc.at("events");
  EXPECT_NE(std::find(events.begin(), events.end(), removed), events.end()) << events.dump(2);
  EXPECT_NE(std::find(events.begin(), events.end(), vp), events.end()) << events.dump(2);
}

TEST(GcacwOutcomeText, SurrenderTrace) {
  const LoadedScenario s = load(read_text(data_path("surrender.json")));
  const std::string text = outcome_text(s, resolve_with(s, {ChooserKind::first, 0, {}}));
  EXPECT_EQ(text,
            "[GC-1] retreat: Hood, Longstreet from 0303, 2-4 hexes\n"
            "[GC-11] Hood surrenders (manpower 5)\n"
            "[GC-11] Longstreet surrenders\n"
            "[GC-11] union gains 2 victory points\n"
            "\n"
            "Hood: confederate infantry, surrendered in 0303, manpower 5, fatigue 0\n"
            "Longstreet: confederate leader, surrendered in 0303, fatigue 0\n"
            "Sykes: union infantry, in 0101, manpower 6, fatigue 0\n");
}

// Every kind of event, built by hand, as JSON and as text.
struct GcacwHandMade : ::testing::Test {
  LoadedScenario s = load(read_text(data_path("rout.json")));
  Hex h(const char* label) const { return *parse_gcacw_hex(label, gcacw_offset_system(true)); }
  gcacw::Outcome outcome() const {
    gcacw::Outcome o;
    const UnitId hood{0};
    const UnitId longstreet{1};
    o.events = {
        RetreatStarted{{hood, longstreet}, h("0505"), "rout", 4, 6, "GC-1"},
        Chose{Actor::owner, "retreat step", Option{OptionKind::move, h("0506"), 0, {}}, 2, "GC-7"},
        Moved{{hood, longstreet},
              {h("0505"), h("0506")},
              ChartStep{1, "2", 2, 1, false, false, true, false, false, false},
              "GC-7"},
        StrengthLost{hood, 1, 4, "GC-8"},
        StatusChanged{hood, "disorganized", 1, "GC-2"},
        Chose{Actor::opponent, "retreat step", Option{OptionKind::override_move, h("0507"), 0, {}},
              3, "GC-10"},
        Moved{{hood, longstreet},
              {h("0506"), h("0507")},
              ChartStep{2, "1", 1, 0, true, false, false, false, false, true},
              "GC-10"},
        Moved{{hood}, {h("0507"), h("0508"), h("0509")}, std::nullopt, "GC-9"},
        Rolled{"check", 6, {3, 5}, std::nullopt, "X-1"},
        StatusChanged{hood, "fatigue", 2, "GC-1"},
        UnitRemoved{hood, Fate::eliminated, 0, "GC-2"},
        VictoryPoints{Side::first, 1, "GC-11"},
        Chose{Actor::owner, "retreat step", Option{OptionKind::stop, h("0509"), 0, {}}, 2, "GC-9"},
        RetreatEnded{{longstreet}, h("0509"), 1, "GC-9"},
        Message{"the end", "X-2"},
    };
    o.units = game_of(s).units;
    o.units[0].status = gcacw::Status::eliminated;
    o.units[0].manpower = 0;
    o.victory_points = 1;
    return o;
  }
};

TEST_F(GcacwHandMade, TextHasOneLinePerEventWithItsRule) {
  EXPECT_EQ(lines_of(outcome_text(s, outcome())),
            (std::vector<std::string>{
                "[GC-1] rout: Hood, Longstreet from 0505, 4-6 hexes",
                "[GC-7] owner chose 0506 of 2 options",
                "[GC-7] Hood, Longstreet 0505 -> 0506: chart 1 row 2 (priority 2), loss 1",
                "[GC-8] Hood loses 1 manpower (4 left)",
                "[GC-2] Hood is disorganized",
                "[GC-10] opponent chose override 0507 of 3 options",
                "[GC-10] Hood, Longstreet 0506 -> 0507: chart 2 row 1 (priority 1), loss 0, "
                "overriding the priorities",
                "[GC-9] Hood 0507 -> 0508 -> 0509",
                "[X-1] check: rolled 3, 5 on d6",
                "[GC-1] Hood fatigue is now 2",
                "[GC-2] Hood is eliminated (manpower 0)",
                "[GC-11] union gains 1 victory point",
                "[GC-9] owner chose stop of 2 options",
                "[GC-9] retreat ends in 0509 after 1 hex",
                "[X-2] the end",
                "",
                "Hood: confederate infantry, eliminated in 0505, manpower 0, fatigue 1",
                "Longstreet: confederate leader, in 0505, fatigue 0",
                "Sykes: union infantry, in 0504, manpower 6, fatigue 0, disorganized",
            }));
}

TEST_F(GcacwHandMade, JsonSpellsEveryEvent) {
  const Json doc = Json::parse(outcome_json(s, outcome()));
  const Json expected = Json::parse(R"([
    {"type": "retreat_started", "units": ["Hood", "Longstreet"], "from": "0505", "kind": "rout",
     "min": 4, "max": 6, "rule": "GC-1"},
    {"type": "chose", "actor": "owner", "topic": "retreat step", "option": "0506", "among": 2,
     "rule": "GC-7"},
    {"type": "moved", "units": ["Hood", "Longstreet"], "path": ["0505", "0506"],
     "chart": {"chart": 1, "row": "2", "priority": 2, "loss": 1, "road": false,
               "friendly": false, "more_distant": true, "zoc": false, "enemy": false,
               "override": false}, "rule": "GC-7"},
    {"type": "strength_lost", "unit": "Hood", "amount": 1, "remaining": 4, "rule": "GC-8"},
    {"type": "status", "unit": "Hood", "status": "disorganized", "value": 1, "rule": "GC-2"},
    {"type": "chose", "actor": "opponent", "topic": "retreat step", "option": "override 0507",
     "among": 3, "rule": "GC-10"},
    {"type": "moved", "units": ["Hood", "Longstreet"], "path": ["0506", "0507"],
     "chart": {"chart": 2, "row": "1", "priority": 1, "loss": 0, "road": true,
               "friendly": false, "more_distant": false, "zoc": false, "enemy": false,
               "override": true}, "rule": "GC-10"},
    {"type": "moved", "units": ["Hood"], "path": ["0507", "0508", "0509"], "rule": "GC-9"},
    {"type": "rolled", "purpose": "check", "sides": 6, "faces": [3, 5], "rule": "X-1"},
    {"type": "status", "unit": "Hood", "status": "fatigue", "value": 2, "rule": "GC-1"},
    {"type": "removed", "unit": "Hood", "fate": "eliminated", "strength": 0, "rule": "GC-2"},
    {"type": "victory_points", "side": "union", "amount": 1, "rule": "GC-11"},
    {"type": "chose", "actor": "owner", "topic": "retreat step", "option": "stop", "among": 2,
     "rule": "GC-9"},
    {"type": "retreat_ended", "units": ["Longstreet"], "at": "0509", "length": 1,
     "rule": "GC-9"},
    {"type": "message", "text": "the end", "rule": "X-2"}
  ])");
  ASSERT_EQ(doc.at("events").size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(doc.at("events").at(i).dump(), expected[i].dump()) << "event " << i;
  }
  EXPECT_EQ(doc.at("replay"), Json::parse(R"({"seed": 42, "choices": ["0506", "0507", "stop"]})"));
}

TEST(GcacwOptionsJson, DescribesEveryNeighbourOfEveryNode) {
  const LoadedScenario s = load(read_text(data_path("rout.json")));
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game_of(s)).empty());
  const Json table = Json::parse(options_json(s, tree));
  EXPECT_EQ(keys_of(table),
            (std::vector<std::string>{"format", "ruleset", "scenario", "stack", "min", "max",
                                      "override_in_force", "saves", "surrenders", "option_declined",
                                      "too_large", "notes", "reasons", "node_fields", "tree",
                                      "chart_steps", "heads", "steps", "groups"}));
  EXPECT_EQ(table.at("format"), "skedaddle-options/5");
  const Json doc = test::expand_option_trees(table);
  EXPECT_EQ(doc.at("stack"), Json({"Hood", "Longstreet"}));
  EXPECT_EQ(doc.at("min"), 4);
  EXPECT_EQ(doc.at("max"), 6);
  EXPECT_EQ(doc.at("override_in_force"), false);
  EXPECT_EQ(doc.at("surrenders"), false);
  EXPECT_EQ(doc.at("saves"), true);
  const Json& root = doc.at("tree");
  EXPECT_EQ(root.at("hex"), "0505");
  EXPECT_EQ(root.at("depth"), 0);
  // GC-9: every node says whether a combat unit is alive, who is eliminated entering it, whether
  // the stack is destroyed there and whether a way on keeps a combat unit alive.
  EXPECT_EQ(keys_of(root),
            (std::vector<std::string>{"hex", "depth", "loss", "can_stop", "stop_ruled_out",
                                      "must_stop", "override_used", "survivors", "eliminated",
                                      "destroys_stack", "saves", "options", "rejected"}));
  // Walk the whole tree: six neighbours at each node, options carry a row, rejections a rule.
  std::size_t nodes = 0;
  std::vector<const Json*> stack = {&root};
  while (!stack.empty()) {
    const Json& n = *stack.back();
    stack.pop_back();
    ++nodes;
    EXPECT_EQ(n.at("options").size() + n.at("rejected").size(), 6u) << n.at("hex");
    for (const Json& o : n.at("options")) {
      EXPECT_TRUE(o.contains("row"));
      EXPECT_TRUE(o.contains("priority"));
      ASSERT_TRUE(o.contains("then"));
      EXPECT_EQ(o.at("fatal"), !o.at("then").at("saves").get<bool>());
      EXPECT_EQ(o.at("then").at("hex"), o.at("hex"));
      EXPECT_EQ(o.at("then").at("depth"), n.at("depth").get<int>() + 1);
      stack.push_back(&o.at("then"));
    }
    for (const Json& r : n.at("rejected")) {
      EXPECT_TRUE(r.at("reason").is_string());
      EXPECT_EQ(r.at("rule").get<std::string>().substr(0, 3), "GC-");
    }
  }
  EXPECT_EQ(nodes, tree.nodes().size());
}

TEST(GcacwOptionsJson, SurrenderHasARootWithoutOptions) {
  const LoadedScenario s = load(read_text(data_path("surrender.json")));
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game_of(s)).empty());
  const Json doc = test::expand_option_trees(Json::parse(options_json(s, tree)));
  EXPECT_EQ(doc.at("surrenders"), true);
  EXPECT_EQ(doc.at("tree").at("options"), Json::array());
  ASSERT_EQ(doc.at("tree").at("rejected").size(), 6u);
  // 0303's neighbour to the north-west is 0202, impassable.
  bool impassable = false;
  for (const Json& r : doc.at("tree").at("rejected")) {
    if (r.at("hex") == "0202") {
      EXPECT_EQ(r.at("reason"), "impassable terrain");
      EXPECT_EQ(r.at("rule"), "GC-3");
      impassable = true;
    }
  }
  EXPECT_TRUE(impassable) << doc.dump(2);
}

TEST(GcacwOptionsText, HeaderThenOneLinePerCandidate) {
  const LoadedScenario s = load(read_text(data_path("surrender.json")));
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game_of(s)).empty());
  const std::vector<std::string> lines = lines_of(options_text(s, tree));
  ASSERT_EQ(lines.size(), 10u);
  EXPECT_EQ(lines[0], "Hemmed in");
  EXPECT_EQ(lines[1], "retreat of Hood, Longstreet from 0303, 2-4 hexes");
  EXPECT_EQ(lines[2],
            "no path completes the retreat, even with an override: the stack surrenders [GC-11]");
  EXPECT_EQ(lines[3], "0303 (start)");
  EXPECT_EQ(lines[4], "  x 0302 N: impassable terrain [GC-3]");
  for (std::size_t i = 4; i < lines.size(); ++i)
    EXPECT_EQ(lines[i].substr(0, 4), "  x ") << lines[i];
}

TEST(GcacwOptionsText, LegalStepsFirstThenRejectedOnesWithTheirReasons) {
  const LoadedScenario s = load(read_text(data_path("rout.json")));
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game_of(s)).empty());
  std::vector<std::string> top;  // the root and its six neighbours
  for (const std::string& line : lines_of(options_text(s, tree))) {
    if (line.rfind("   ", 0) != 0) top.push_back(line);
  }
  EXPECT_EQ(top, (std::vector<std::string>{
                     "Rout at 0505",
                     "rout of Hood, Longstreet from 0505, 4-6 hexes",
                     "0505 (start)",
                     "  0506 S: chart 1 row 1 (priority 1), loss 0, total loss 0",
                     "  x 0504 N: chart 1 row 5 (priority 5), loss 3; a neighbour with a lower "
                     "priority number exists [GC-7]",
                     "  x 0604 NE: chart 1 row 4b (priority 4), loss 2; a neighbour with a lower "
                     "priority number exists [GC-7]",
                     "  x 0605 SE: chart 1 row 2 (priority 2), loss 0; a neighbour with a lower "
                     "priority number exists [GC-7]",
                     "  x 0405 SW: prohibited hexside [GC-3]",
                     "  x 0404 NW: chart 1 row 4b (priority 4), loss 2; a neighbour with a lower "
                     "priority number exists [GC-7]",
                 }));
}

// docs/format.md shows games/gcacw/tests/data/example.json and its trace; both must stay true.
TEST(GcacwFormatDoc, ExampleAndItsTraceAreCurrent) {
  const std::string scenario_text = read_text(data_path("example.json"));
  const LoadedScenario s = load(scenario_text);
  ASSERT_EQ(s.choices.size(), 2u);
  const gcacw::Outcome outcome = resolve_with(s, {ChooserKind::script, 0, s.choices});
  const std::string trace = outcome_text(s, outcome);
  const std::string doc =
      read_text((std::filesystem::path(SKEDADDLE_SOURCE_DIR) / "docs" / "format.md").string());
  EXPECT_NE(doc.find("```json\n" + scenario_text + "```"), std::string::npos)
      << "docs/format.md should show games/gcacw/tests/data/example.json verbatim";
  EXPECT_NE(doc.find("```text\n" + trace + "```"), std::string::npos)
      << "docs/format.md should show this trace:\n"
      << trace;
  const Json replay = Json::parse(outcome_json(s, outcome)).at("replay");
  EXPECT_EQ(replay, Json::parse(R"({"seed": 7, "choices": ["0405", "0506"]})"));
}

}  // namespace
}  // namespace skedaddle::io
