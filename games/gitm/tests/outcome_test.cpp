// SPDX-License-Identifier: MIT
// GITM/ROTD outcomes and options as text and JSON: the game's messages verbatim (GI-7), moves
// and routs in the game's notation, endings as a field apart from the messages, replays.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "gitm/tests/base_scenario.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"

namespace skedaddle::io {
namespace {

using test::Json;

using test::gitm_base;

LoadedScenario load(const Json& doc) {
  Result<LoadedScenario> r = load_scenario(doc.dump());
  EXPECT_TRUE(r.ok());
  return std::move(r).value();
}

gitm::Outcome resolve_scripted(const LoadedScenario& s) {
  Dice dice = Dice::scripted(s.dice);
  Result<gitm::Outcome> o = gitm::resolve(io::game_of<gitm::Scenario>(s), dice);
  EXPECT_TRUE(o.ok());
  return std::move(o).value();
}

Json rout(std::string_view ruleset, int die) {
  Json doc = gitm_base();
  doc["ruleset"] = ruleset;
  doc["request"] = {{"kind", "rout"}, {"unit", "BR1IN"}, {"battle", "7-7"}};
  doc["dice"] = {die};
  return doc;
}

TEST(GitmOutcomeText, RetreatStoppedShortPrintsRollsMoveAndEnding) {
  const LoadedScenario s = load(gitm_base());
  EXPECT_EQ(outcome_text(s, resolve_scripted(s)),
            "[GI-3] direction for BR1IN: 1 on d3\n"
            "[GI-4] retreat distance for BR1IN: 2 on d4\n"
            "[GI-4] BR1IN 7-7 -> 7-8\n"
            "\n"
            "BR1IN: friendly at 7-8 in G7-V8, fatigue 3: stopped_short\n"
            "FR2IN: enemy at 7-7 in G7-V8, fatigue 0: stayed\n"
            "BR2CV: friendly at 5-9 in G7-V8, fatigue 0: stayed\n");
}

TEST(GitmOutcomeText, RoutNamesDirectionDestinationAndEntrySquare) {
  const LoadedScenario s = load(rout("gitm", 2));
  EXPECT_EQ(outcome_text(s, resolve_scripted(s)),
            "[GI-5] direction for BR1IN: 2 on d3\n"
            "[GI-5] BR1IN routs SW to F7-V9, entering at 11-3\n"
            "\n"
            "BR1IN: friendly at 11-3 in F7-V9, fatigue 3: routed\n"
            "FR2IN: enemy at 7-7 in G7-V8, fatigue 0: stayed\n"
            "BR2CV: friendly at 5-9 in G7-V8, fatigue 0: stayed\n");
}

TEST(GitmOutcomeText, RotdMessageSaysShatteredAndTheEndingIsAField) {
  const LoadedScenario s = load(rout("rotd", 1));
  const std::string text = outcome_text(s, resolve_scripted(s));
  EXPECT_NE(text.find("] BR1IN is unable to rout and is shattered!\n"), std::string::npos) << text;
  EXPECT_NE(text.find("BR1IN: friendly at 7-7 in G7-V8, fatigue 3: shattered\n"), std::string::npos)
      << text;
}

TEST(GitmOutcomeJson, EventsUnitsAndReplay) {
  const LoadedScenario s = load(rout("gitm", 1));
  const Json doc = Json::parse(outcome_json(s, resolve_scripted(s)));
  EXPECT_EQ(doc.at("ruleset"), "gitm");
  const Json& events = doc.at("events");
  bool message = false;
  for (const Json& e : events) {
    if (e.at("type") == "message") {
      EXPECT_EQ(e.at("text"), "BR1IN tries to rout but is blocked, and surrenders!");
      message = true;
    }
  }
  EXPECT_TRUE(message) << doc.dump(2);
  EXPECT_EQ(doc.at("units").at(0),
            Json::parse(R"({"id": "BR1IN", "allegiance": "friendly", "square": "7-7",
                            "fatigue": 3, "ending": "surrendered", "strategic": "G7-V8"})"));
  EXPECT_EQ(doc.at("replay"), Json::parse(R"({"seed": 7, "choices": [], "dice": [1]})"));
}

TEST(GitmOutcomeJson, RoutEventHasDirectionAndDestination) {
  const LoadedScenario s = load(rout("gitm", 2));
  const Json doc = Json::parse(outcome_json(s, resolve_scripted(s)));
  EXPECT_EQ(doc.at("events").at(1),
            Json::parse(R"({"type": "routed", "unit": "BR1IN", "direction": "SW", "to": "F7-V9",
                            "entry": "11-3", "rule": "GI-5"})"));
  EXPECT_EQ(doc.at("events").size(), 2u);
  EXPECT_EQ(doc.at("units").at(0).at("strategic"), "F7-V9");
}

TEST(GitmOptions, RetreatDirectionsWithVerdictsFirstSquaresAndDistances) {
  const LoadedScenario s = load(gitm_base());
  const Json doc = Json::parse(options_json(s, io::game_of<gitm::Scenario>(s)));
  // Versioned like every ruleset's options (schema/options.schema.json).
  EXPECT_EQ(doc.begin().key(), "format");
  EXPECT_EQ(doc.at("format"), "skedaddle-options/5");
  const Json& u = doc.at("units").at(0);
  EXPECT_EQ(u.at("unit"), "BR1IN");
  EXPECT_EQ(u.at("distances"), Json::parse("[1, 2, 3, 4]"));
  ASSERT_EQ(u.at("directions").size(), 8u);
  EXPECT_EQ(u.at("directions").at(0).at("verdict"), "own_movement");
  EXPECT_EQ(u.at("directions").at(2).at("verdict"), "enemy_arrival");
  EXPECT_EQ(u.at("directions").at(4).at("verdict"), "candidate");
  EXPECT_EQ(u.at("directions").at(4).at("first"), "7-8");
  EXPECT_EQ(u.at("directions").at(4).at("blocked"), nullptr);
  const std::string text = options_text(s, io::game_of<gitm::Scenario>(s));
  EXPECT_NE(text.find("  distances: 1, 2, 3, 4\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  S  candidate (GI-3); first 7-8: free\n"), std::string::npos) << text;
}

TEST(GitmOptions, FixedDistanceAndFallBack) {
  Json fixed_doc = gitm_base();
  fixed_doc["request"]["distance"] = 3;
  const LoadedScenario fixed = load(fixed_doc);
  EXPECT_EQ(Json::parse(options_json(fixed, io::game_of<gitm::Scenario>(fixed)))
                .at("units")
                .at(0)
                .at("distances"),
            Json::parse("[3]"));
  Json doc = gitm_base();
  doc["request"] = {
      {"kind", "fall_back"}, {"unit", "BR1IN"}, {"battle", "7-7"}, {"flanks_turned", 2}};
  const LoadedScenario fb = load(doc);
  const Json u = Json::parse(options_json(fb, io::game_of<gitm::Scenario>(fb))).at("units").at(0);
  EXPECT_EQ(u.at("distances"), Json::parse("[1]"));
  EXPECT_EQ(u.at("trap_chance"), 30);
  EXPECT_EQ(u.at("exhausted"), false);
}

TEST(GitmOptions, RoutShowsEveryStrategicDirection) {
  const LoadedScenario s = load(rout("gitm", 1));
  const Json u = Json::parse(options_json(s, io::game_of<gitm::Scenario>(s))).at("units").at(0);
  EXPECT_FALSE(u.contains("distances"));
  EXPECT_EQ(u.at("directions").at(0).at("verdict"), "own_movement");
  EXPECT_FALSE(u.at("directions").at(0).contains("rout"));
  EXPECT_EQ(u.at("directions").at(4).at("to"), "G7-V9");
  EXPECT_EQ(u.at("directions").at(4).at("rout_block"), "crossing");
  EXPECT_EQ(u.at("directions").at(4).at("rout_block_text"),
            gitm::rout_block_text(gitm::RoutBlock::crossing));
  EXPECT_EQ(u.at("directions").at(5).at("rout"), "possible");
  // GI-3 does not apply to a rout: every valid direction is simply valid (GI-5).
  EXPECT_EQ(u.at("directions").at(5).at("verdict"), "valid");
  const std::string text = options_text(s, io::game_of<gitm::Scenario>(s));
  EXPECT_NE(text.find("  SW valid: a rout draws among every valid direction (GI-5); to F7-V9: "
                      "possible\n"),
            std::string::npos)
      << text;
}

TEST(GitmOptions, AFirstSquareBeyondTheEdgeIsNull) {
  Json doc = gitm_base();
  doc["units"][0]["square"] = "0-7";
  doc["units"][1]["square"] = "0-7";
  doc["request"]["battle"] = "0-7";
  const LoadedScenario s = load(doc);
  const Json w = Json::parse(options_json(s, io::game_of<gitm::Scenario>(s)))
                     .at("units")
                     .at(0)
                     .at("directions")
                     .at(6);
  EXPECT_EQ(w.at("first"), nullptr);
  EXPECT_EQ(w.at("blocked"), "off_map");
  const std::string text = options_text(s, io::game_of<gitm::Scenario>(s));
  EXPECT_NE(text.find("  W  candidate (GI-3); no first square: blocked, off"), std::string::npos)
      << text;
}

}  // namespace
}  // namespace skedaddle::io
