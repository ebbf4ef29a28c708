// SPDX-License-Identifier: MIT
// The story so far of a step-wise Resolution (Resolution::events_so_far): the events before the
// pending decision or point of chance, worked by hand for a GCACW decision (GC-2), a Jacobite
// rally (JR-6) and a ROTD trapped roll (GI-6); and over every example, seeded and with every roll
// applied, at every step of a play: exactly the events an independent resolve() with the same
// answers and dice begins with, up to the answer's Chose or the roll's own event, and its text
// the first lines of that resolve's trace; at the end, the events as data
// (Resolution::events_so_far_json) exactly the outcome JSON's "events".
#include <gtest/gtest.h>

#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

using test::load_example;
using Json = nlohmann::ordered_json;

/// The outcome JSON's "events" of `r`, done: what events_so_far_json() must write then.
Json outcome_events(const Resolution& r) {
  return Json::parse(r.outcome()->json()).value("events", Json::array());
}

constexpr const char* kGc2Example = "gcacw/examples/gc-02-stack-and-leader-move-together.json";

/// What a step saw before it was taken: the story, and what was answered or rolled there.
struct StepSeen {
  std::vector<Event> story;
  std::string story_text;
  bool chance = false;
  std::vector<int> faces;  ///< the applied outcome's faces, at a point of chance
};

/// A play of `r` to its end: at a decision the first option; at a point of chance the first
/// outcome, or the last with `last_outcome` (so that the run the resolution makes past a
/// pending roll, with its first outcome, is not the one played).
struct Play {
  std::vector<StepSeen> steps;
  std::vector<std::size_t> answers;
  std::vector<int> faces;  ///< every applied outcome's faces, in order: the dice to script
};

Play play_first_options(Resolution& r, bool last_outcome, const std::string& example) {
  Play play;
  for (int guard = 0; !r.done() && guard < 1000; ++guard) {
    StepSeen seen;
    seen.story.assign(r.events_so_far().begin(), r.events_so_far().end());
    seen.story_text = r.events_so_far_text();
    if (const ChancePoint* point = r.pending_chance()) {
      const std::size_t index = last_outcome ? point->branches.size() - 1 : 0;
      seen.chance = true;
      seen.faces = point->branches[index].faces;
      play.faces.insert(play.faces.end(), seen.faces.begin(), seen.faces.end());
      play.steps.push_back(std::move(seen));
      const Errors errors = r.apply_chance(index);
      EXPECT_TRUE(errors.empty()) << example << ": " << corpus::describe(errors);
      if (!errors.empty()) break;
    } else {
      EXPECT_NE(r.pending(), nullptr) << example;
      if (r.pending() == nullptr) break;
      play.answers.push_back(0);
      play.steps.push_back(std::move(seen));
      const Errors errors = r.answer(0);
      EXPECT_TRUE(errors.empty()) << example << ": " << corpus::describe(errors);
      if (!errors.empty()) break;
    }
  }
  EXPECT_TRUE(r.done()) << example;
  return play;
}

/// `s` resolved on its own, not stepped: the answers by a callback, in order, and `faces` as its
/// scripted dice when given (else its own dice, as seeded play rolls them).
Result<Outcome> resolve_independently(const Scenario& s, const std::vector<std::size_t>& answers,
                                      const std::optional<std::vector<int>>& faces) {
  std::size_t next = 0;
  ResolveSettings settings{.chooser = ChooserKind::callback,
                           .callback = [&](const Decision&) -> std::optional<std::size_t> {
                             if (next == answers.size()) return std::nullopt;
                             return answers[next++];
                           }};
  if (faces) settings.dice = *faces;
  return resolve(s, settings);
}

/// The first `count` lines of `text`, each with its newline.
std::string first_lines(const std::string& text, std::size_t count) {
  std::size_t end = 0;
  for (std::size_t i = 0; i < count; ++i) {
    end = text.find('\n', end);
    if (end == std::string::npos) return text;
    ++end;
  }
  return text.substr(0, end);
}

std::size_t count_chose(const std::vector<Event>& events) {
  std::size_t n = 0;
  for (const Event& e : events)
    n += std::holds_alternative<Chose>(e) ? 1 : 0;
  return n;
}

/// The faces an event records, when it records a roll.
std::optional<std::vector<int>> faces_of(const Event& event) {
  if (const Rolled* rolled = std::get_if<Rolled>(&event)) return rolled->faces;
  if (const RallyChecked* rally = std::get_if<RallyChecked>(&event)) return rally->faces;
  return std::nullopt;
}

/// Expects every step of `play` to have seen exactly the events `whole` (an independent resolve
/// of the same answers and dice) begins with before that step: up to the Chose of the answer given
/// there, or the event that records the roll applied there (with its faces), and its text the
/// same first lines of `whole`'s trace. Returns the number of steps checked.
std::size_t expect_prefixes(const Play& play, const Outcome& whole, const std::string& example) {
  const std::span<const Event> all = whole.events();
  const std::string trace = whole.text();
  std::size_t answered = 0;
  for (std::size_t k = 0; k < play.steps.size(); ++k) {
    const StepSeen& seen = play.steps[k];
    const std::string where = example + " step " + std::to_string(k + 1);
    const std::size_t n = seen.story.size();
    EXPECT_LT(n, all.size()) << where;
    if (n >= all.size()) continue;
    // The same events: each of the same kind, citing the same ruling, written the same (below).
    for (std::size_t i = 0; i < n; ++i) {
      EXPECT_EQ(seen.story[i].index(), all[i].index()) << where << " event " << i;
      EXPECT_EQ(rule_of(seen.story[i]), rule_of(all[i])) << where << " event " << i;
    }
    EXPECT_EQ(seen.story_text, first_lines(trace, n)) << where;
    if (seen.chance) {
      // The next event is the roll applied here, with the faces of its outcome.
      EXPECT_EQ(faces_of(all[n]), std::optional(seen.faces)) << where;
    } else {
      // The next event is the answer given here: the story holds the answers before it.
      EXPECT_TRUE(std::holds_alternative<Chose>(all[n])) << where;
      EXPECT_EQ(count_chose(seen.story), answered) << where;
      ++answered;
    }
  }
  return play.steps.size();
}

// ---- worked by hand -----------------------------------------------------------------------

TEST(ResolutionStoryTest, TheFirstDecisionOfGc2FollowsTheForcedStepsAndHoodsElimination) {
  // GC-2, GC-8 (the example's description): from 0101 the only way is 0201 (Chart 1 row 4b,
  // loss 2 in Reynolds' ZOC), which nobody is asked; the loss hits each combat unit: Hood 2 -> 0,
  // eliminated; McLaws 5 -> 3, disorganized. From 0201 the only way on is 0301 (row 2, loss 0).
  // At 0301 (2 hexes, the minimum) the owner is first asked: stop or 0401. Nothing chosen yet.
  Result<Resolution> started = Resolution::start(load_example(kGc2Example));
  ASSERT_TRUE(started.ok()) << corpus::describe(started.errors());
  const Resolution& r = started.value();
  ASSERT_NE(r.pending(), nullptr);
  EXPECT_EQ(r.events_so_far_text(),
            "[GC-1] retreat: Longstreet, Hood, McLaws from 0101, 2-4 hexes\n"
            "[GC-7] Longstreet, Hood, McLaws 0101 -> 0201: chart 1 row 4b (priority 4), loss 2\n"
            "[GC-8] Hood loses 2 manpower (0 left)\n"
            "[GC-2] Hood is eliminated (manpower 0)\n"
            "[GC-8] McLaws loses 2 manpower (3 left)\n"
            "[GC-2] McLaws is disorganized\n"
            "[GC-7] Longstreet, McLaws 0201 -> 0301: chart 1 row 2 (priority 2), loss 0\n");
  // The same seven as data, as the outcome JSON writes events (docs/format.md): the ZOC makes
  // the first step row 4b; 0301 is more distant from Reynolds than 0201.
  EXPECT_EQ(Json::parse(r.events_so_far_json()), Json::parse(R"([
    {"type": "retreat_started", "units": ["Longstreet", "Hood", "McLaws"], "from": "0101",
     "kind": "retreat", "min": 2, "max": 4, "rule": "GC-1"},
    {"type": "moved", "units": ["Longstreet", "Hood", "McLaws"], "path": ["0101", "0201"],
     "chart": {"chart": 1, "row": "4b", "priority": 4, "loss": 2, "road": false,
               "friendly": false, "more_distant": false, "zoc": true, "enemy": false,
               "override": false},
     "rule": "GC-7"},
    {"type": "strength_lost", "unit": "Hood", "amount": 2, "remaining": 0, "rule": "GC-8"},
    {"type": "removed", "unit": "Hood", "fate": "eliminated", "strength": 0, "rule": "GC-2"},
    {"type": "strength_lost", "unit": "McLaws", "amount": 2, "remaining": 3, "rule": "GC-8"},
    {"type": "status", "unit": "McLaws", "status": "disorganized", "value": 1, "rule": "GC-2"},
    {"type": "moved", "units": ["Longstreet", "McLaws"], "path": ["0201", "0301"],
     "chart": {"chart": 1, "row": "2", "priority": 2, "loss": 0, "road": false,
               "friendly": false, "more_distant": true, "zoc": false, "enemy": false,
               "override": false},
     "rule": "GC-7"}
  ])"));
  const std::span<const Event> story = r.events_so_far();
  ASSERT_EQ(story.size(), 7u);
  const auto* removed = std::get_if<UnitRemoved>(&story[3]);
  ASSERT_NE(removed, nullptr);
  EXPECT_EQ(removed->fate, Fate::eliminated);
  EXPECT_EQ(removed->rule, "GC-2");
}

TEST(ResolutionStoryTest, AnAnswerAddsItsChoseAndTheStepsItLeadsTo) {
  // GC-2: 0401 taken at 0301; the next question is at 0401 (3 hexes): the story goes on with the
  // owner's choice and the step to 0401 (row 2, loss 0), no more. Once over, it is the outcome's.
  Result<Resolution> started = Resolution::start(load_example(kGc2Example));
  ASSERT_TRUE(started.ok());
  Resolution r = std::move(started).value();
  const Scenario& s = r.scenario();
  ASSERT_EQ(r.pending()->options.size(), 2u);
  const std::size_t to_0401 =
      s.ruleset().option_name(s.loaded(), r.pending()->options[0]) == "0401" ? 0 : 1;
  ASSERT_TRUE(r.answer(to_0401).empty());
  ASSERT_NE(r.pending(), nullptr);
  const std::span<const Event> story = r.events_so_far();
  ASSERT_EQ(story.size(), 9u);
  const auto* chose = std::get_if<Chose>(&story[7]);
  ASSERT_NE(chose, nullptr);
  EXPECT_EQ(chose->among, 2);
  const std::string text = r.events_so_far_text();
  EXPECT_EQ(text.substr(first_lines(text, 8).size()),
            "[GC-7] Longstreet, McLaws 0301 -> 0401: chart 1 row 2 (priority 2), loss 0\n");
  // Stop at 0401: over; the story is the outcome's events and the text its trace's lines.
  const std::size_t stop =
      s.ruleset().option_name(s.loaded(), r.pending()->options[0]) == "stop" ? 0 : 1;
  ASSERT_TRUE(r.answer(stop).empty());
  ASSERT_TRUE(r.done());
  EXPECT_EQ(r.events_so_far().size(), r.outcome()->events().size());
  EXPECT_EQ(r.events_so_far_text(), first_lines(r.outcome()->text(), r.events_so_far().size()));
  EXPECT_EQ(Json::parse(r.events_so_far_json()), outcome_events(r));
}

TEST(ResolutionStoryTest, AJacobiteRallyWaitsAfterTheRetreatItFollows) {
  // JR-2, JR-4, JR-6 (the example's description): Edinburgh's 1 flag is a 2-hex retreat from G6;
  // the owner takes H5, then H4; the retreat ends in H4 and the rally check comes after it. At
  // the rally the story is the retreat: started, chose H5, moved, chose H4, moved, ended; not the
  // rally check, whose dice are not rolled yet (its event is kept for it before the roll).
  Result<Resolution> started =
      Resolution::start(load_example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json"),
                        ChanceMode::explicit_);
  ASSERT_TRUE(started.ok()) << corpus::describe(started.errors());
  Resolution r = std::move(started).value();
  const Scenario& s = r.scenario();
  for (const std::string hex : {"H5", "H4"}) {
    ASSERT_NE(r.pending(), nullptr) << hex;
    std::size_t index = 0;
    while (index < r.pending()->options.size() &&
           s.ruleset().option_name(s.loaded(), r.pending()->options[index]) != hex)
      ++index;
    ASSERT_TRUE(r.answer(index).empty()) << hex;
  }
  ASSERT_NE(r.pending_chance(), nullptr);
  EXPECT_EQ(r.pending_chance()->what, "rally check");
  const std::span<const Event> story = r.events_so_far();
  ASSERT_EQ(story.size(), 6u);
  EXPECT_TRUE(std::holds_alternative<RetreatStarted>(story[0]));
  EXPECT_TRUE(std::holds_alternative<Chose>(story[1]));
  EXPECT_TRUE(std::holds_alternative<Moved>(story[2]));
  EXPECT_TRUE(std::holds_alternative<Chose>(story[3]));
  EXPECT_TRUE(std::holds_alternative<Moved>(story[4]));
  const auto* ended = std::get_if<RetreatEnded>(&story[5]);
  ASSERT_NE(ended, nullptr);
  EXPECT_EQ(ended->length, 2);
  // The rally applied: over, the story the outcome's, the rally check last.
  ASSERT_TRUE(r.apply_chance(r.pending_chance()->branches.size() - 1).empty());
  ASSERT_TRUE(r.done());
  ASSERT_EQ(r.events_so_far().size(), 7u);
  EXPECT_TRUE(std::holds_alternative<RallyChecked>(r.events_so_far()[6]));
}

TEST(ResolutionStoryTest, ARotdTrappedRollIsTheWholeStoryAtTheDirectionItLeadsTo) {
  // GI-6: nothing happens before the trapped roll: at it the story is empty (the run that goes on
  // with its first outcome, trapped and shattered, tells nothing). Over 50, US12CV escapes and
  // falls back one square in a direction drawn among several (GI-3): at that roll the story is
  // the trapped roll alone, 51 on d100 (the first face of "51-100").
  Result<Resolution> started =
      Resolution::start(load_example("gitm/examples/rotd/gi-6-trap-chance-option-two-flanks.json"),
                        ChanceMode::explicit_);
  ASSERT_TRUE(started.ok()) << corpus::describe(started.errors());
  Resolution r = std::move(started).value();
  ASSERT_NE(r.pending_chance(), nullptr);
  EXPECT_EQ(r.pending_chance()->what, "trapped roll");
  EXPECT_TRUE(r.events_so_far().empty());
  EXPECT_EQ(r.events_so_far_text(), "");
  ASSERT_EQ(r.pending_chance()->branches.size(), 2u);
  EXPECT_EQ(r.pending_chance()->branches[1].label, "51-100");
  ASSERT_TRUE(r.apply_chance(1).empty());
  ASSERT_NE(r.pending_chance(), nullptr);
  EXPECT_EQ(r.pending_chance()->what, "direction");
  ASSERT_EQ(r.events_so_far().size(), 1u);
  const auto* rolled = std::get_if<Rolled>(&r.events_so_far()[0]);
  ASSERT_NE(rolled, nullptr);
  EXPECT_EQ(rolled->purpose, "trapped roll");
  EXPECT_EQ(rolled->sides, 100);
  EXPECT_EQ(rolled->faces, std::vector<int>{51});
  EXPECT_EQ(rolled->rule, "GI-6");
}

// ---- every example ------------------------------------------------------------------------

// Seeded play (the dice rolling by themselves), the first option at every decision: at each, the
// story is what resolve() with the same answers begins with, up to the answer's Chose.
TEST(ResolutionStoryTest, SeededPlayTellsWhatTheResolveOfItsAnswersBeginsWith) {
  std::size_t decisions = 0;
  for (const std::string& example : corpus::scenario_files()) {
    // Its dice rolled by its seed: a script of faces fits its recorded choices only.
    const Scenario s = load_example(example).unscripted();
    Result<Resolution> started = Resolution::start(s);
    ASSERT_TRUE(started.ok()) << example << ": " << corpus::describe(started.errors());
    Resolution r = std::move(started).value();
    const Play play = play_first_options(r, false, example);
    const Result<Outcome> whole = resolve_independently(s, play.answers, std::nullopt);
    ASSERT_TRUE(whole.ok()) << example << ": " << corpus::describe(whole.errors());
    decisions += expect_prefixes(play, whole.value(), example);
    EXPECT_EQ(r.events_so_far_text(), first_lines(whole.value().text(), r.events_so_far().size()))
        << example;
    EXPECT_EQ(r.events_so_far().size(), whole.value().events().size()) << example;
    ASSERT_TRUE(r.done()) << example;
    EXPECT_EQ(Json::parse(r.events_so_far_json()), outcome_events(r)) << example;
  }
  EXPECT_GT(decisions, 100u);
}

// Every roll applied (ChanceMode::explicit_), the first option at every decision and the first
// or the last outcome at every roll: at each step the story is what resolve() with the same
// answers and the applied faces scripted begins with, up to the answer's Chose or up to the
// event that records the roll applied there, with its faces.
TEST(ResolutionStoryTest, ExplicitPlayTellsWhatTheResolveOfItsAnswersAndDiceBeginsWith) {
  std::size_t steps = 0;
  std::size_t rolls = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    for (const bool last_outcome : {false, true}) {
      Result<Resolution> started = Resolution::start(s, ChanceMode::explicit_);
      ASSERT_TRUE(started.ok()) << example << ": " << corpus::describe(started.errors());
      Resolution r = std::move(started).value();
      const Play play = play_first_options(r, last_outcome, example);
      if (r.outcome() != nullptr && r.outcome()->refused()) {
        EXPECT_TRUE(play.steps.empty()) << example;
        EXPECT_TRUE(r.events_so_far().empty()) << example;
        continue;
      }
      // A game that rolls no dice takes none given (GCACW).
      const std::optional<std::vector<int>> faces =
          s.ruleset().rolls_dice() ? std::optional(play.faces) : std::nullopt;
      const Result<Outcome> whole = resolve_independently(s, play.answers, faces);
      ASSERT_TRUE(whole.ok()) << example << ": " << corpus::describe(whole.errors());
      steps += expect_prefixes(play, whole.value(), example);
      for (const StepSeen& seen : play.steps)
        rolls += seen.chance ? 1 : 0;
      EXPECT_EQ(r.events_so_far().size(), whole.value().events().size()) << example;
      ASSERT_TRUE(r.done()) << example;
      EXPECT_EQ(Json::parse(r.events_so_far_json()), outcome_events(r)) << example;
    }
  }
  EXPECT_GT(steps, 200u);
  EXPECT_GT(rolls, 100u);
}

}  // namespace
}  // namespace skedaddle
