// SPDX-License-Identifier: MIT
// Exact odds worked by hand from the rule texts, one whole scenario per ruleset: the rally
// chance of Jacobite battle dice (JR-6), GITM's uniform direction and distance (GI-3, GI-4),
// Grande Tactique's triangular 2d6 cavalry flight (GT-2), and GCACW's certainty (rule 7.6 rolls
// no dice). Every listed replay resolves to its outcome.
#include "skedaddle/odds/odds.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <map>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

/// An example of the corpus as JSON, to change before loading.
Json example(const std::string& file) {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / file);
  EXPECT_TRUE(text.has_value()) << file;
  return Json::parse(text.value_or("{}"));
}

io::LoadedScenario load(const Json& doc) {
  Result<io::LoadedScenario> loaded = io::load_scenario(doc.dump());
  EXPECT_TRUE(loaded.ok()) << (loaded.ok() ? "" : corpus::describe(loaded.errors()));
  return loaded.ok() ? std::move(loaded).value() : io::LoadedScenario{};
}

/// The chance of the outcomes in which `unit` meets a fate containing `words`.
std::string chance_of(const OddsTable& table, const std::string& unit, const std::string& words) {
  for (const UnitOdds& u : table.units) {
    if (u.unit != unit) continue;
    for (const auto& [fate, p] : u.fates) {
      if (fate.find(words) != std::string::npos) return p.fraction;
    }
  }
  return "0";
}

/// Every outcome's replay, given as scripted dice (and a random chooser's picks), resolves to
/// that outcome's fates.
void expect_replays(const io::LoadedScenario& scenario, const OddsTable& table, ChooserKind kind) {
  for (const OddsOutcome& o : table.outcomes) {
    std::vector<ScriptedFace> faces;
    for (const int f : o.dice)
      faces.push_back({f, ""});
    Dice dice = Dice::scripted(std::move(faces));
    ChooserDef def;
    def.kind = kind;
    def.script = scenario.choices;
    std::size_t pick = 0;
    if (kind == ChooserKind::random) {
      def.kind = ChooserKind::callback;
      def.callback = [&](const Decision&) -> std::optional<std::size_t> {
        return static_cast<std::size_t>(o.choices.at(pick++));
      };
    }
    Result<AnyOutcome> r = scenario.ruleset->resolve(scenario, def, dice);
    ASSERT_TRUE(r.ok()) << corpus::describe(r.errors());
    EXPECT_FALSE(dice.script_error()) << "replay " << testing::PrintToString(o.dice);
    EXPECT_EQ(scenario.ruleset->fates(scenario, r.value()), o.fates)
        << "replay " << testing::PrintToString(o.dice);
  }
}

TEST(OddsTest, JacobiteRallyOfThreeDiceWithOneFlagFaceIs91Over216) {
  // JR-6: a regular at 3 blocks rolls 3 rally dice (no full-strength die, no leader); one face
  // of six is a flag (JR-12), and any flag rallies: 1 - (5/6)^3 = 91/216. It retreats 1 hex for
  // its 1 flag (JR-2) first; the best chooser takes the first of the two equal rear hexes.
  Json doc = example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  doc["units"][0]["type"] = "regular";
  doc["units"][0]["blocks"] = 3;
  doc.erase("dice");
  doc.erase("choices");
  const io::LoadedScenario s = load(doc);
  const Result<OddsTable> table = enumerate_odds(s, {.chooser = ChooserKind::best});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  ASSERT_EQ(table.value().outcomes.size(), 2u);
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "routed"), "125/216");
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "retreats to"), "91/216");
  // The rally reads only whether any die shows a flag: 2 ways, not 6^3 = 216.
  EXPECT_EQ(table.value().coverage.resolves, 2u);
  EXPECT_EQ(table.value().coverage.sequences, 216u);
  EXPECT_TRUE(table.value().coverage.complete);
  EXPECT_EQ(table.value().coverage.unexplored.fraction, "0");
  expect_replays(s, table.value(), ChooserKind::best);
}

TEST(OddsTest, JacobiteLowlandRallyOfFourDice) {
  // The example as recorded (choices H5, H4): 4 blocks + 1 full strength - 1 lowland = 4 dice;
  // it rallies in H4 with 1 - (5/6)^4 = 671/1296, else it is routed and the government gains a
  // banner.
  const io::LoadedScenario s =
      load(example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json"));
  const Result<OddsTable> table = enumerate_odds(s, {.chooser = ChooserKind::script});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "retreats to H4"), "671/1296");
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "routed"), "625/1296");
  ASSERT_EQ(table.value().outcomes.size(), 2u);
  const OddsOutcome& routed = table.value().outcomes.back();  // the less likely
  EXPECT_EQ(routed.probability.fraction, "625/1296");
  ASSERT_EQ(routed.fates.scores.size(), 1u);
  EXPECT_EQ(routed.fates.scores[0].name, "banners to the government");
  expect_replays(s, table.value(), ChooserKind::script);
}

TEST(OddsTest, GitmDirectionAndDistanceAreUniform) {
  // GI-3: three valid candidates (N, NE, E) on a d3; GI-4: a distance of 1 to 4 on a d4, no
  // square in the way: 12 equally likely ends, each distance 3/12 = 1/4. No flank is turned, so
  // no trapped roll is drawn (GI-6).
  const io::LoadedScenario s =
      load(example("gitm/examples/gitm/gi-1-retreat-north-reduces-the-row.json"));
  const Result<OddsTable> table = enumerate_odds(s, {});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  ASSERT_EQ(table.value().outcomes.size(), 12u);
  std::map<int, int> twelfths_by_distance;
  for (const OddsOutcome& o : table.value().outcomes) {
    EXPECT_EQ(o.probability.fraction, "1/12");
    ASSERT_EQ(o.fates.units.size(), 1u);
    const std::string& fate = o.fates.units[0].fate;  // "moves to C-R"
    const std::string square = fate.substr(fate.rfind(' ') + 1);
    const int column = std::stoi(square.substr(0, square.find('-')));
    const int row = std::stoi(square.substr(square.find('-') + 1));
    ++twelfths_by_distance[std::max(std::abs(column - 7), std::abs(row - 7))];
    EXPECT_EQ(o.fates.units[0].at, Place(Square{column, row})) << fate;
  }
  EXPECT_EQ(twelfths_by_distance, (std::map<int, int>{{1, 3}, {2, 3}, {3, 3}, {4, 3}}));
  expect_replays(s, table.value(), ChooserKind::best);
}

TEST(OddsTest, RotdFallBackTrappedHalfTheTimeElseOneSquareOfFive) {
  // GI-6 with trap_chance [10, 25, 50]: both flanks turned, so a d100 of 50 or less (1/2) traps
  // US12CV, which surrenders and ends shattered (GI-7). Else a direction is drawn among the 5
  // the summary lists (N, S, SW, W, NW; GI-2 rules out NE, E, SE) and, at fatigue 4, it falls
  // back 1 square (GI-4): each of 7-6, 7-8, 6-8, 6-7, 6-6 with 1/2 * 1/5 = 1/10.
  const io::LoadedScenario s =
      load(example("gitm/examples/rotd/gi-6-trap-chance-option-two-flanks.json"));
  const Result<OddsTable> table = enumerate_odds(s, {});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  EXPECT_EQ(chance_of(table.value(), "US12CV", "shatters"), "1/2");
  for (const std::string square : {"7-6", "7-8", "6-8", "6-7", "6-6"}) {
    EXPECT_EQ(chance_of(table.value(), "US12CV", "moves to " + square), "1/10") << square;
  }
  EXPECT_EQ(table.value().outcomes.size(), 6u);
  // The d100 is read only as at most 50 or above: 2 ways, then 5 directions.
  EXPECT_EQ(table.value().coverage.resolves, 6u);
  expect_replays(s, table.value(), ChooserKind::best);
}

TEST(OddsTest, GrandeTactiqueCavalryFlightIsTriangularFrom13To23Inches) {
  // GT-2: cavalry fleeing cavalry goes 11" + 2d6, straight south with nothing in the way. On a
  // table deep enough that every flight stays on it, the end is 13" to 23" south of the start,
  // the sum s of 2d6 with chance (6 - |s - 7|)/36.
  Json doc = example("grande_tactique/examples/gt-2-cavalry-routed-by-cavalry.json");
  doc["table"]["depth"] = 48;
  doc["units"][0]["position"] = Json::array({18, 40});
  doc["units"][1]["position"] = Json::array({18, 42});
  doc.erase("dice");
  const io::LoadedScenario s = load(doc);
  const Result<OddsTable> table = enumerate_odds(s, {});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  // 21 unordered pairs of faces, 11 sums.
  EXPECT_EQ(table.value().coverage.resolves, 21u);
  ASSERT_EQ(table.value().outcomes.size(), 11u);
  const std::map<int, std::string> expected = {
      {13, "1/36"}, {14, "1/18"}, {15, "1/12"}, {16, "1/9"},  {17, "5/36"}, {18, "1/6"},
      {19, "5/36"}, {20, "1/9"},  {21, "1/12"}, {22, "1/18"}, {23, "1/36"}};
  for (const auto& [distance, chance] : expected) {
    const std::string end = "ends at (18, " + std::to_string(40 - distance) + ")";
    EXPECT_EQ(chance_of(table.value(), "7e Hussards", end), chance) << distance;
  }
  for (const OddsOutcome& o : table.value().outcomes) {
    // The end, binned to the inch, is the place the picture shades.
    ASSERT_TRUE(o.fates.units[0].at.has_value());
    const Vec2 at = std::get<Vec2>(*o.fates.units[0].at);
    EXPECT_EQ(o.fates.units[0].fate, "routed, ends at (18, " + std::to_string(int(at.y)) + ")");
  }
  expect_replays(s, table.value(), ChooserKind::best);
}

TEST(OddsTest, GcacwIsCertain) {
  // Rule 7.6 rolls no dice: one run, one outcome, probability 1.
  const io::LoadedScenario s = load(example("gcacw/examples/gc-01-defender-option-fatigue.json"));
  const Result<OddsTable> table = enumerate_odds(s, {});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  ASSERT_EQ(table.value().outcomes.size(), 1u);
  EXPECT_EQ(table.value().outcomes[0].probability.fraction, "1");
  for (const UnitFate& f : table.value().outcomes[0].fates.units) {
    EXPECT_EQ(f.at.has_value(), f.fate.starts_with("retreats to")) << f.fate;
  }
  EXPECT_EQ(table.value().coverage.resolves, 1u);
  EXPECT_EQ(table.value().coverage.points, 0u);
}

TEST(OddsTest, ARandomChooserIsChance) {
  // A random chooser picks each option with equal chance: the two rear hexes of the 3-dice
  // regular each get half of each rally result.
  Json doc = example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  doc["units"][0]["type"] = "regular";
  doc["units"][0]["blocks"] = 3;
  doc.erase("dice");
  doc.erase("choices");
  const io::LoadedScenario s = load(doc);
  const Result<OddsTable> table = enumerate_odds(s, {.chooser = ChooserKind::random});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "routed"), "125/216");
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "retreats to G5"), "91/432");
  EXPECT_EQ(chance_of(table.value(), "Edinburgh", "retreats to H5"), "91/432");
  expect_replays(s, table.value(), ChooserKind::random);
}

TEST(OddsTest, TheBoundStopsTheRunAndSaysHowMuchIsLeft) {
  const io::LoadedScenario s =
      load(example("gitm/examples/gitm/gi-1-retreat-north-reduces-the-row.json"));
  const Result<OddsTable> table = enumerate_odds(s, {.max_resolves = 3});
  ASSERT_TRUE(table.ok());
  EXPECT_FALSE(table.value().coverage.complete);
  EXPECT_EQ(table.value().coverage.resolves, 3u);
  EXPECT_EQ(table.value().coverage.unexplored.fraction, "3/4");
}

TEST(OddsTest, ARallyOrderOptionIsNamedByItsUnit) {
  // JR-7: "rally order: Glengarry", not the unit's index in the scenario.
  const io::LoadedScenario s = load(example(
      "jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json"));
  ASSERT_NE(s.ruleset, nullptr);
  Option pick;
  pick.kind = OptionKind::pick;
  pick.value = 3;  // the fourth unit listed: Glengarry
  EXPECT_EQ(s.ruleset->option_name(s, pick), "Glengarry");
  Option count;
  count.kind = OptionKind::count;
  count.value = 1;
  EXPECT_EQ(s.ruleset->option_name(s, count), "1");
}

TEST(OddsTest, PerOptionLabelsAreTheDecisionsTopicAndTheOption) {
  // The labels docs/format.md and the schema give: "ignore flags at G5: 1", "retreat step at
  // G6: G5" (the decision's topic, where it is taken, the option).
  const io::LoadedScenario s =
      load(example("jacobite/examples/jr-03-owner-may-accept-a-flag.json"));
  const Result<std::vector<OptionOdds>> options =
      enumerate_odds_per_option(s, {.chooser = ChooserKind::best});
  ASSERT_TRUE(options.ok()) << options.errors().front().message;
  ASSERT_FALSE(options.value().empty());
  for (const OptionOdds& o : options.value()) {
    EXPECT_EQ(o.option.rfind("ignore flags at G5: ", 0), 0u) << o.option;
    EXPECT_EQ(o.not_met.fraction, "0") << o.option << ": the first decision always comes";
  }
}

TEST(OddsTest, PerOptionLabelsNameWhereTheDecisionIsTakenNotWhereTheRetreatStarts) {
  // GC-2: the stack retreats from 0101; its first step, to 0201, is forced (one option: no
  // decision), and so is the next, to 0301, where it may stop (GC-9) or go on to 0401: the
  // owner's first decision is taken in 0301, and its options are named there.
  const io::LoadedScenario s =
      load(example("gcacw/examples/gc-02-stack-and-leader-move-together.json"));
  const Result<std::vector<OptionOdds>> options =
      enumerate_odds_per_option(s, {.chooser = ChooserKind::best});
  ASSERT_TRUE(options.ok()) << options.errors().front().message;
  std::vector<std::string> labels;
  for (const OptionOdds& o : options.value())
    labels.push_back(o.option);
  EXPECT_EQ(labels,
            (std::vector<std::string>{"retreat step at 0301: stop", "retreat step at 0301: 0401"}));
}

}  // namespace
}  // namespace skedaddle
