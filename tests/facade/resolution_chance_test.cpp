// SPDX-License-Identifier: MIT
// Points of chance in a step-wise Resolution (ChanceMode::explicit_): chance points worked by hand
// (JR-6's flags counted, GI-6's trapped roll, GT-2's 2d6), every example played to its end by
// seeded random choices and chance outcomes (the chances at each point adding up to exactly 1,
// the outcome that of resolve() with the same dice scripted), the whole tree of several examples
// of each game walked against the odds (the products along the ways, added up by fates, are the
// odds' table), a history that replays, and the steps that do not fit.
#include <gtest/gtest.h>

#include <boost/multiprecision/cpp_int.hpp>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

/// An outcome document without its "verification" (which names the request that made it).
Json without_verification(Json outcome) {
  outcome.erase("verification");
  return outcome;
}
using Rational = boost::multiprecision::cpp_rational;
using test::kGcacwRefusedExample;
using test::load_example;

/// An example as JSON, to change before parsing.
Json example_json(const std::string& example) {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / example);
  EXPECT_TRUE(text.has_value()) << example;
  return Json::parse(text.value_or("{}"));
}

Scenario parse(const Json& doc) {
  Result<Scenario> parsed = Scenario::parse(doc.dump());
  if (!parsed.ok()) ADD_FAILURE() << corpus::describe(parsed.errors());
  return std::move(parsed).value();
}

Resolution start_explicit(const Scenario& s) {
  Result<Resolution> started = Resolution::start(s, ChanceMode::explicit_);
  if (!started.ok()) ADD_FAILURE() << corpus::describe(started.errors());
  return std::move(started).value();
}

/// Each outcome of `point` as "label probability", in order.
std::vector<std::string> outcomes_of(const ChancePoint& point) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < point.branches.size(); ++i)
    out.push_back(point.branches[i].label + " " + point.probability(i).fraction);
  return out;
}

/// The exact sum of the chances of every outcome of `point`.
Rational sum_of(const ChancePoint& point) {
  Rational sum = 0;
  for (std::size_t i = 0; i < point.branches.size(); ++i)
    sum += Rational(point.probability(i).fraction);
  return sum;
}

/// `s` with `faces` as its scripted "dice".
Scenario with_dice(const Scenario& s, const std::vector<int>& faces) {
  io::LoadedScenario copy = s.loaded();
  copy.dice.clear();
  for (const int f : faces)
    copy.dice.push_back({f, ""});
  copy.dice_scripted = true;
  Result<Scenario> validated = Scenario::validate(std::move(copy));
  if (!validated.ok()) ADD_FAILURE() << corpus::describe(validated.errors());
  return std::move(validated).value();
}

/// resolve() of `s` with `faces` scripted and `answers` given by a callback, in order.
Result<Outcome> resolve_scripted(const Scenario& s, const std::vector<int>& faces,
                                 const std::vector<std::size_t>& answers) {
  std::size_t next = 0;
  return resolve(with_dice(s, faces),
                 {.chooser = ChooserKind::callback,
                  .callback = [&](const Decision&) -> std::optional<std::size_t> {
                    if (next == answers.size()) return std::nullopt;
                    return answers[next++];
                  }});
}

// ---- worked by hand -----------------------------------------------------------------------

TEST(ResolutionChanceTest, AJacobiteRallyOfThreeDiceIsNoFlagOrAtLeastOne) {
  // JR-6: a regular at 3 blocks rolls 3 rally dice, one face of six a flag (JR-12): no flag with
  // (5/6)^3 = 125/216, at least one with 91/216, as the odds read it (2 outcomes, not 216).
  Json doc = example_json("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  doc["units"][0]["type"] = "regular";
  doc["units"][0]["blocks"] = 3;
  doc.erase("dice");
  doc.erase("choices");
  Resolution r = start_explicit(parse(doc));
  // The owner's retreat comes first (the best of two rear hexes is a choice), then the rally.
  int decisions = 0;
  while (r.pending() != nullptr) {
    ASSERT_TRUE(r.answer(0).empty());
    ++decisions;
  }
  ASSERT_NE(r.pending_chance(), nullptr) << decisions << " decisions";
  const ChancePoint& rally = *r.pending_chance();
  EXPECT_TRUE(r.is_chance());
  EXPECT_EQ(rally.what, "rally check");
  EXPECT_EQ(rally.who, "Edinburgh");
  EXPECT_EQ(rally.rule, "JR-6");
  EXPECT_EQ(rally.dice, 3);
  EXPECT_EQ(rally.sides, 6);
  EXPECT_EQ(outcomes_of(rally),
            (std::vector<std::string>{"no flag 125/216", "at least 1 flag 91/216"}));
  EXPECT_EQ(sum_of(rally), 1);
  // No flag: routed, and the government gains a banner.
  Resolution routed = r;
  ASSERT_TRUE(routed.apply_chance(0).empty());
  ASSERT_TRUE(routed.done());
  const std::string json = routed.outcome()->json();
  EXPECT_NE(json.find("\"routed\""), std::string::npos) << json;
}

TEST(ResolutionChanceTest, ARotdTrappedRollIsAtMostTheChanceOrOver) {
  // GI-6 with both flanks turned: a d100 of 50 or less traps US12CV (1/2), else a direction is
  // drawn among the 5 left (GI-3), each 1/5.
  Resolution r =
      start_explicit(load_example("gitm/examples/rotd/gi-6-trap-chance-option-two-flanks.json"));
  ASSERT_NE(r.pending_chance(), nullptr);
  const ChancePoint& trap = *r.pending_chance();
  EXPECT_EQ(trap.what, "trapped roll");
  EXPECT_EQ(trap.who, "US12CV");
  EXPECT_EQ(trap.rule, "GI-6");
  EXPECT_EQ(trap.dice, 1);
  EXPECT_EQ(trap.sides, 100);
  EXPECT_EQ(outcomes_of(trap), (std::vector<std::string>{"1-50 1/2", "51-100 1/2"}));
  ASSERT_EQ(trap.branches[1].faces, std::vector<int>{51});

  Resolution free = r;
  ASSERT_TRUE(free.apply_chance(1).empty());
  ASSERT_NE(free.pending_chance(), nullptr);
  const ChancePoint& direction = *free.pending_chance();
  EXPECT_EQ(direction.what, "direction");
  EXPECT_EQ(direction.rule, "GI-3");
  EXPECT_EQ(outcomes_of(direction),
            (std::vector<std::string>{"1 1/5", "2 1/5", "3 1/5", "4 1/5", "5 1/5"}));
  EXPECT_EQ(free.history().size(), 1u);
  EXPECT_EQ(free.history()[0], (ResolutionStep{StepKind::chance, 1}));

  ASSERT_TRUE(r.apply_chance(0).empty());
  ASSERT_TRUE(r.done());  // trapped: it surrenders and is shattered (GI-7)
  EXPECT_NE(r.outcome()->json().find("shattered"), std::string::npos);
}

TEST(ResolutionChanceTest, GrandeTactiqueFlightIs2d6WithoutOrder) {
  // GT-2: cavalry fleeing cavalry adds 2d6 to its 11": 21 unordered pairs, a double 1/36 and
  // two different faces 1/18.
  Resolution r =
      start_explicit(load_example("grande_tactique/examples/gt-2-cavalry-routed-by-cavalry.json"));
  while (r.pending() != nullptr)
    ASSERT_TRUE(r.answer(0).empty());
  ASSERT_NE(r.pending_chance(), nullptr);
  const ChancePoint& flight = *r.pending_chance();
  EXPECT_EQ(flight.what, "flight distance");
  EXPECT_EQ(flight.rule, "GT-2");
  EXPECT_EQ(flight.dice, 2);
  ASSERT_EQ(flight.branches.size(), 21u);
  EXPECT_EQ(flight.branches[0].label, "1, 1");
  EXPECT_EQ(flight.probability(0).fraction, "1/36");
  EXPECT_EQ(flight.branches[1].label, "1, 2");
  EXPECT_EQ(flight.probability(1).fraction, "1/18");
  EXPECT_EQ(sum_of(flight), 1);
}

TEST(ResolutionChanceTest, SeededModeIsTheDefaultAndHasNoPointsOfChance) {
  const Scenario s = load_example("gitm/examples/rotd/gi-6-trap-chance-option-two-flanks.json");
  const Resolution by_default = Resolution::start(s).value();
  const Resolution seeded = Resolution::start(s, ChanceMode::seeded).value();
  EXPECT_EQ(seeded.mode(), ChanceMode::seeded);
  ASSERT_TRUE(seeded.done());
  EXPECT_EQ(seeded.outcome()->json(), by_default.outcome()->json());
  // The same outcome as resolve()'s; only the request differs: the program chose (callback).
  const Json stepped = Json::parse(seeded.outcome()->json());
  EXPECT_EQ(stepped.at("verification").at("request").at("chooser"), "callback");
  EXPECT_EQ(without_verification(stepped),
            without_verification(Json::parse(resolve(s).value().json())));
  EXPECT_EQ(seeded.pending_chance(), nullptr);
  Resolution copy = seeded;
  EXPECT_EQ(copy.apply_chance(0).front().message,
            "no point of chance is pending: the resolution is over");
}

// ---- random play --------------------------------------------------------------------------

/// What a random walk took: its history, the faces of its outcomes and its answers.
struct Walk {
  std::vector<int> faces;
  std::vector<std::size_t> answers;
  int points = 0;
};

/// Plays `r` to its end with seeded random choices and chance outcomes, checking every point.
Walk play_randomly(Resolution& r, std::uint64_t seed, const std::string& example) {
  std::mt19937_64 engine(seed);
  Walk walk;
  for (int guard = 0; !r.done() && guard < 10'000; ++guard) {
    if (const ChancePoint* point = r.pending_chance()) {
      ++walk.points;
      EXPECT_EQ(r.pending(), nullptr);
      EXPECT_EQ(sum_of(*point), 1) << example << ": " << point->what;
      EXPECT_FALSE(point->what.empty()) << example;
      EXPECT_FALSE(point->rule.empty()) << example << ": " << point->what;
      EXPECT_GE(point->dice, 1) << example;
      for (const ChanceBranch& b : point->branches) {
        EXPECT_FALSE(b.label.empty()) << example << ": " << point->what;
        EXPECT_EQ(b.faces.size(), static_cast<std::size_t>(point->dice)) << example;
      }
      const std::size_t i = uniform_below(engine, point->branches.size());
      walk.faces.insert(walk.faces.end(), point->branches[i].faces.begin(),
                        point->branches[i].faces.end());
      const Errors errors = r.apply_chance(i);
      EXPECT_TRUE(errors.empty()) << example << ": " << corpus::describe(errors);
      if (!errors.empty()) break;
    } else {
      EXPECT_NE(r.pending(), nullptr) << example;
      if (r.pending() == nullptr) break;
      const std::size_t i = uniform_below(engine, r.pending()->options.size());
      walk.answers.push_back(i);
      const Errors errors = r.answer(i);
      EXPECT_TRUE(errors.empty()) << example << ": " << corpus::describe(errors);
      if (!errors.empty()) break;
    }
  }
  EXPECT_TRUE(r.done()) << example;
  return walk;
}

// Every example, played to its end three times by seeded random choices and chance outcomes:
// every point's chances add up to exactly 1, each outcome is labelled, and the outcome is
// resolve()'s with the same dice scripted and the same answers, byte for byte.
TEST(ResolutionChanceTest, RandomPlayEndsEveryExampleAsTheSameDiceScripted) {
  std::map<std::string, int> points_by_game;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Resolution r = start_explicit(s);
      const Walk walk = play_randomly(r, seed, example);
      if (!r.done()) continue;
      points_by_game[example.substr(0, example.find('/'))] += walk.points;
      if (r.outcome()->refused()) {
        EXPECT_TRUE(walk.faces.empty() && walk.answers.empty()) << example;
        // A program "chose" (chooser callback), but a refused outcome has no replay to read.
        const Result<Verification> verified = verify(s, r.outcome()->json());
        ASSERT_TRUE(verified.ok()) << example << ": " << corpus::describe(verified.errors());
        EXPECT_TRUE(verified.value().identical()) << example << ": " << verified.value().text();
        continue;
      }
      const Result<Outcome> scripted = resolve_scripted(s, walk.faces, walk.answers);
      ASSERT_TRUE(scripted.ok()) << example << ": " << corpus::describe(scripted.errors());
      // The same outcome as resolve() with the dice scripted; the request differs (it names
      // the dice applied), and the outcome verifies against the scenario as it was given.
      EXPECT_EQ(without_verification(Json::parse(r.outcome()->json())),
                without_verification(Json::parse(scripted.value().json())))
          << example << " seed " << seed;
      const Result<Verification> verified = verify(s, r.outcome()->json());
      ASSERT_TRUE(verified.ok()) << example;
      EXPECT_TRUE(verified.value().identical()) << example << ": " << verified.value().text();
      EXPECT_TRUE(r.outcome()->resolves(s)) << example;
      EXPECT_TRUE(r.outcome()->scenario().loaded().dice_scripted) << example;
    }
  }
  // Every game with dice met its points of chance; GCACW rolls none (rule 7.6).
  EXPECT_GT(points_by_game["jacobite"], 50);
  EXPECT_GT(points_by_game["gitm"], 50);
  EXPECT_GT(points_by_game["grande_tactique"], 10);
  EXPECT_EQ(points_by_game["gcacw"], 0);
}

// ---- the whole tree against the odds ------------------------------------------------------

/// How a walk of the whole tree takes the decisions: the first option, or each option with an
/// equal chance (a random chooser, which the odds count as chance).
enum class Decisions { first, random };

/// The leaves of the tree below `r`, each way's chance (the product of the chances along it)
/// added up by the fates of its outcome. The fates are read off an independent resolution of
/// the way through the Ruleset, with the way's faces scripted and its answers by a callback.
void walk_tree(const Resolution& r, const Scenario& s, Decisions decisions, const Rational& chance,
               std::vector<int>& faces, std::vector<std::size_t>& answers,
               std::map<Fates, Rational>& by_fates, std::uint64_t& leaves) {
  if (r.done()) {
    ++leaves;
    std::vector<ScriptedFace> script;
    for (const int f : faces)
      script.push_back({f, ""});
    Dice dice = Dice::scripted(std::move(script));
    ChooserDef def;
    def.kind = ChooserKind::callback;
    std::size_t next = 0;
    def.callback = [&](const Decision&) -> std::optional<std::size_t> {
      return next < answers.size() ? std::optional(answers[next++]) : std::nullopt;
    };
    const io::LoadedScenario& loaded = s.loaded();
    const Result<AnyOutcome> outcome = loaded.ruleset->resolve(loaded, def, dice);
    ASSERT_TRUE(outcome.ok()) << corpus::describe(outcome.errors());
    EXPECT_FALSE(dice.script_error());
    by_fates[loaded.ruleset->fates(loaded, outcome.value())] += chance;
    return;
  }
  if (const ChancePoint* point = r.pending_chance()) {
    for (std::size_t i = 0; i < point->branches.size(); ++i) {
      Resolution next = r;
      ASSERT_TRUE(next.apply_chance(i).empty());
      const std::vector<int>& f = point->branches[i].faces;
      faces.insert(faces.end(), f.begin(), f.end());
      walk_tree(next, s, decisions, chance * Rational(point->probability(i).fraction), faces,
                answers, by_fates, leaves);
      faces.resize(faces.size() - f.size());
    }
    return;
  }
  ASSERT_NE(r.pending(), nullptr);
  const std::size_t options = decisions == Decisions::first ? 1 : r.pending()->options.size();
  const Rational share = decisions == Decisions::first ? Rational(1) : Rational(1, options);
  for (std::size_t i = 0; i < options; ++i) {
    Resolution next = r;
    ASSERT_TRUE(next.answer(i).empty());
    answers.push_back(i);
    walk_tree(next, s, decisions, chance * share, faces, answers, by_fates, leaves);
    answers.pop_back();
  }
}

/// The odds' table as fates -> exact chance.
std::map<Fates, Rational> odds_by_fates(const OddsTable& table) {
  std::map<Fates, Rational> out;
  for (const OddsOutcome& o : table.outcomes)
    out[o.fates] = Rational(o.probability.fraction);
  return out;
}

/// The examples whose whole tree under `decisions` has at most `max_ways` ways, walked and
/// compared with the odds; how many were walked, by game.
std::map<std::string, int> compare_trees_with_odds(Decisions decisions, std::uint64_t max_ways) {
  std::map<std::string, int> walked;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    if (s.refusal()) continue;
    const ChooserKind chooser =
        decisions == Decisions::first ? ChooserKind::first : ChooserKind::random;
    const Result<Odds> odds_of = odds(s, {.chooser = chooser, .max_resolves = max_ways});
    EXPECT_TRUE(odds_of.ok()) << example << ": " << corpus::describe(odds_of.errors());
    if (!odds_of.ok()) continue;
    const OddsTable& table = odds_of.value().table();
    if (!table.coverage.complete) continue;
    std::map<Fates, Rational> by_fates;
    std::vector<int> faces;
    std::vector<std::size_t> answers;
    std::uint64_t leaves = 0;
    walk_tree(start_explicit(s), s, decisions, 1, faces, answers, by_fates, leaves);
    EXPECT_EQ(by_fates, odds_by_fates(table)) << example;
    Rational total = 0;
    for (const auto& [fates, chance] : by_fates)
      total += chance;
    EXPECT_EQ(total, 1) << example;
    // One leaf per way the odds ran: the same grouping of the dice.
    EXPECT_EQ(leaves, table.coverage.resolves) << example;
    ++walked[example.substr(0, example.find('/'))];
  }
  return walked;
}

// The whole tree of every example with at most 1000 ways, the first option taken at each
// decision: each way's chance is the product of the chances along it, and added up by what
// becomes of the units they are the odds' table exactly.
TEST(ResolutionChanceTest, TheWholeTreeWithTheFirstOptionIsTheOdds) {
  const std::map<std::string, int> walked = compare_trees_with_odds(Decisions::first, 1000);
  for (const char* game : {"gcacw", "jacobite", "gitm", "grande_tactique"})
    EXPECT_GE(walked.count(game) ? walked.at(game) : 0, 5) << game;
}

// The same with every option of every decision taken with an equal chance: the odds of the
// random chooser, which counts its picks as chance.
TEST(ResolutionChanceTest, TheWholeTreeWithEveryOptionIsTheOddsOfTheRandomChooser) {
  const std::map<std::string, int> walked = compare_trees_with_odds(Decisions::random, 300);
  for (const char* game : {"gcacw", "jacobite", "gitm", "grande_tactique"})
    EXPECT_GE(walked.count(game) ? walked.at(game) : 0, 3) << game;
}

// ---- history ------------------------------------------------------------------------------

// A history, applied in one step to a new resolution, gives the same resolution: at its end,
// and halfway, with the same point of chance or decision waiting.
TEST(ResolutionChanceTest, AHistoryReplays) {
  int replayed = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    Resolution played = start_explicit(s);
    play_randomly(played, 7, example);
    const std::span<const ResolutionStep> history = played.history();
    if (!played.done() || history.empty()) continue;
    Resolution again = start_explicit(s);
    ASSERT_TRUE(again.apply(history).empty()) << example;
    ASSERT_TRUE(again.done()) << example;
    EXPECT_EQ(again.outcome()->json(), played.outcome()->json()) << example;

    const std::size_t half = history.size() / 2;
    Resolution stepped = start_explicit(s);
    for (std::size_t i = 0; i < half; ++i) {
      const Errors errors = history[i].kind == StepKind::choice
                                ? stepped.answer(history[i].index)
                                : stepped.apply_chance(history[i].index);
      ASSERT_TRUE(errors.empty()) << example;
    }
    Resolution at_once = start_explicit(s);
    ASSERT_TRUE(at_once.apply(history.first(half)).empty()) << example;
    EXPECT_EQ(at_once.history().size(), half);
    EXPECT_EQ(at_once.is_chance(), stepped.is_chance()) << example;
    if (stepped.pending_chance() != nullptr) {
      EXPECT_EQ(outcomes_of(*at_once.pending_chance()), outcomes_of(*stepped.pending_chance()));
      EXPECT_EQ(at_once.pending_chance()->what, stepped.pending_chance()->what);
    } else {
      ASSERT_NE(at_once.pending(), nullptr) << example;
      EXPECT_EQ(at_once.pending()->topic, stepped.pending()->topic) << example;
    }
    ++replayed;
  }
  EXPECT_GT(replayed, 100);
}

// ---- steps that do not fit ----------------------------------------------------------------

TEST(ResolutionChanceTest, StepsThatDoNotFitAreErrorsAndChangeNothing) {
  Resolution r =
      start_explicit(load_example("gitm/examples/rotd/gi-6-trap-chance-option-two-flanks.json"));
  ASSERT_TRUE(r.is_chance());
  EXPECT_EQ(r.answer(0).front().message,
            "a point of chance is pending, the trapped roll of US12CV (GI-6): apply_chance() one "
            "of its outcomes first");
  EXPECT_EQ(r.apply_chance(2).front().message,
            "outcome 2 is not one of the 2 outcomes of the trapped roll of US12CV (GI-6)");
  EXPECT_TRUE(r.history().empty());
  ASSERT_TRUE(r.is_chance());

  // A history whose second step is out of range, or of the wrong kind.
  const std::vector<ResolutionStep> too_far = {{StepKind::chance, 1}, {StepKind::chance, 9}};
  EXPECT_EQ(r.apply(too_far).front().message,
            "step 2 (a chance outcome) does not fit: outcome 9 is not one of the 5 outcomes of "
            "the direction of US12CV (GI-3)");
  const std::vector<ResolutionStep> an_answer = {{StepKind::choice, 0}};
  EXPECT_EQ(r.apply(an_answer).front().message,
            "step 1 (an answer) does not fit: a point of chance, the trapped roll of US12CV "
            "(GI-6), comes first");
  const std::vector<ResolutionStep> past_the_end = {{StepKind::chance, 0}, {StepKind::chance, 0}};
  EXPECT_EQ(r.apply(past_the_end).front().message,
            "step 2 (a chance outcome) does not fit: the resolution is over before it");
  EXPECT_TRUE(r.history().empty());
  ASSERT_TRUE(r.is_chance());

  // The same history in seeded mode: its dice are not applied.
  const Resolution seeded =
      Resolution::start(load_example("jacobite/examples/jr-03-owner-may-accept-a-flag.json"))
          .value();
  Resolution copy = seeded;
  const std::vector<ResolutionStep> chance = {{StepKind::chance, 0}};
  EXPECT_EQ(copy.apply(chance).front().message,
            "step 1 (a chance outcome) does not fit: the dice are seeded (ChanceMode::seeded), so "
            "no point of chance waits for an outcome");
}

TEST(ResolutionChanceTest, ADecisionWaitsWhereTheHistoryPutsAChanceOutcome) {
  Json doc = example_json("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  doc["units"][0]["type"] = "regular";
  doc["units"][0]["blocks"] = 3;
  doc.erase("dice");
  doc.erase("choices");
  Resolution r = start_explicit(parse(doc));
  ASSERT_NE(r.pending(), nullptr);
  const std::string topic(r.pending()->topic);
  EXPECT_EQ(r.apply_chance(0).front().message,
            "no point of chance is pending: the " + topic + " is, answer() it");
  const std::vector<ResolutionStep> chance_first = {{StepKind::chance, 0}};
  EXPECT_EQ(r.apply(chance_first).front().message,
            "step 1 (a chance outcome) does not fit: the " + topic + " comes first");
}

TEST(ResolutionChanceTest, ARefusedRequestIsDoneAtOnceWithNoChance) {
  const Resolution r = start_explicit(load_example(kGcacwRefusedExample));
  EXPECT_TRUE(r.done());
  EXPECT_TRUE(r.outcome()->refused());
  EXPECT_EQ(r.pending_chance(), nullptr);
  Resolution copy = r;
  const std::vector<ResolutionStep> one = {{StepKind::choice, 0}};
  EXPECT_EQ(copy.apply(one).front().message,
            "step 1 (an answer) does not fit: the request is refused, so nothing is decided or "
            "rolled");
}

}  // namespace
}  // namespace skedaddle
