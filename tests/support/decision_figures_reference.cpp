// SPDX-License-Identifier: MIT
#include "support/decision_figures_reference.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "odds/rational.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/odds/decision_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::test {
namespace {

using exact::Rational;

/// Most ends the reference walks for one option; a decision with more is left out.
constexpr int kReferenceMaxEnds = 300;

/// The option the best chooser takes: the first whose best end no other beats (ALL-1).
std::size_t best_option(const Decision& d) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < d.options.size(); ++i) {
    if (better(d.options[i].best, d.options[best].best)) best = i;
  }
  return best;
}

/// What the reference found for one option.
struct ReferenceFigures {
  std::vector<std::pair<std::vector<std::size_t>, Score>> ends;  // the answers of each way
  /// The ways whose answers go on in no other way (the dice did not cut them short), and the
  /// best and worst of their ends.
  std::pair<std::int64_t, ScoreRange> ways() const {
    std::set<std::vector<std::size_t>> counted;
    ScoreRange range;
    for (const auto& [answers, score] : ends) {
      bool prefix = false;
      for (const auto& other : ends) {
        prefix = prefix || (other.first.size() > answers.size() &&
                            std::equal(answers.begin(), answers.end(), other.first.begin()));
      }
      if (prefix) continue;
      counted.insert(answers);
      range.add(score);
    }
    return {static_cast<std::int64_t>(counted.size()), range};
  }
  Rational staying = 0;
  bool dice = false;  // a point of chance came after the decision
  int runs = 0;
  bool too_many() const { return runs > kReferenceMaxEnds; }
};

/// True when every unit of `units` stays on the map at the end of `outcome`: resolved again
/// with its answers and its dice scripted, and read by the game's fates.
bool units_stay(const Scenario& scenario, const Resolution& done,
                const std::vector<std::string>& units) {
  const Outcome& outcome = *done.outcome();
  const io::LoadedScenario& replayed = scenario.loaded();
  std::vector<ScriptedFace> faces;
  for (const int face : outcome.request().dice.value_or(std::vector<int>{}))
    faces.push_back({face});
  Dice dice = Dice::scripted(std::move(faces));
  std::vector<std::size_t> answers(done.answers().begin(), done.answers().end());
  std::size_t next = 0;
  ChooserDef def;
  def.kind = ChooserKind::callback;
  def.callback = [&](const Decision&) -> std::optional<std::size_t> {
    return next < answers.size() ? std::optional(answers[next++]) : std::nullopt;
  };
  Result<AnyOutcome> again = scenario.ruleset().resolve(replayed, def, dice);
  EXPECT_TRUE(again.ok()) << (again.ok() ? ""
                                         : again.errors().front().pointer + ": " +
                                               again.errors().front().message);
  if (!again.ok()) return false;
  const Fates fates = scenario.ruleset().fates(replayed, again.value());
  for (const std::string& unit : units) {
    for (const UnitFate& f : fates.units) {
      if (f.unit == unit && !f.at) return false;
    }
  }
  return true;
}

/// Where a way stands in the move the option starts: the last option of it taken and its
/// decision's topic, while it goes on.
struct Move {
  Actor actor = Actor::owner;
  Option last{};
  std::string topic;
  bool over = false;
};

/// True when `d` is the next step of `move`: the same player on the same topic.
bool next_step(const Move& move, const Decision& d) {
  return !move.over && d.actor == move.actor && d.topic == move.topic;
}

/// Every way on from `r`: every option at each step of the move (`every`) and the best one
/// elsewhere, every outcome of each point of chance with its chance; `later` are the answers
/// taken in the move since the decision.
void walk(const Scenario& scenario, const Resolution& r, bool every, Rational chance, Move move,
          std::vector<std::size_t> later, const std::vector<std::string>& units,
          ReferenceFigures& out) {
  if (out.too_many()) return;
  if (r.done()) {
    ++out.runs;
    if (every) {
      out.ends.emplace_back(later, move.last.best);
    } else if (units_stay(scenario, r, units)) {
      out.staying += chance;
    }
    return;
  }
  if (const ChancePoint* point = r.pending_chance()) {
    out.dice = true;
    for (std::size_t b = 0; b < point->branches.size(); ++b) {
      Resolution next = r;
      EXPECT_TRUE(next.apply_chance(b).empty());
      walk(scenario, next, every, chance * exact::rational(point->probability(b)), move, later,
           units, out);
    }
    return;
  }
  const Decision& d = *r.pending();
  const bool step = every && next_step(move, d);
  if (!step) move.over = true;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    if (!step && i != best_option(d)) continue;
    Resolution next = r;
    EXPECT_TRUE(next.answer(i).empty());
    Move on = move;
    std::vector<std::size_t> answers = later;
    if (step) {
      on.last = d.options[i];
      on.topic = std::string(d.topic);
      answers.push_back(i);
    }
    walk(scenario, next, every, chance, on, std::move(answers), units, out);
  }
}

/// Expects the figures `shared` (made on a resolution's checked game, as the C interface's step
/// makes them) to be `fresh` (made on the scenario checked anew), exactly.
void expect_same_figures(const std::vector<OptionFigures>& shared,
                         const std::vector<OptionFigures>& fresh, const std::string& what) {
  ASSERT_EQ(shared.size(), fresh.size()) << what;
  for (std::size_t i = 0; i < shared.size(); ++i) {
    const std::string where = what + ", option " + std::to_string(i) + " (shared checked game)";
    EXPECT_EQ(shared[i].ways, fresh[i].ways) << where;
    EXPECT_EQ(shared[i].best, fresh[i].best) << where;
    EXPECT_EQ(shared[i].worst, fresh[i].worst) << where;
    EXPECT_EQ(shared[i].all_ways, fresh[i].all_ways) << where;
    ASSERT_EQ(shared[i].chance.has_value(), fresh[i].chance.has_value()) << where;
    if (!shared[i].chance) continue;
    EXPECT_EQ(shared[i].chance->low, fresh[i].chance->low) << where;
    EXPECT_EQ(shared[i].chance->high, fresh[i].chance->high) << where;
    EXPECT_EQ(shared[i].chance->from_start, fresh[i].chance->from_start) << where;
    EXPECT_EQ(shared[i].chance->given_outcomes, fresh[i].chance->given_outcomes) << where;
  }
}

/// Compares the figures of the decision `r` waits at.
void check_decision(const Scenario& scenario, const Resolution& r,
                    const std::optional<OptionsSummary>& first, const std::string& what,
                    FiguresChecked& checked) {
  const Decision& d = *r.pending();
  const std::vector<std::string> units = first ? first->chance_units : std::vector<std::string>{};
  StepsSoFar so_far;
  for (const ResolutionStep& s : r.history()) {
    if (s.kind == StepKind::choice) {
      so_far.answers.push_back(s.index);
    } else {
      so_far.outcomes.push_back(static_cast<int>(s.index));
    }
  }
  // The figures as the C interface's step makes them, on the resolution's checked game (GCACW:
  // the retreat tree its steps walk), and afresh.
  ASSERT_NE(r.checked(), nullptr) << what;
  const Result<std::vector<OptionFigures>> engine =
      decision_figures(scenario.loaded(), *r.checked(), d, so_far, units);
  ASSERT_TRUE(engine.ok()) << what;
  ASSERT_EQ(engine.value().size(), d.options.size()) << what;
  const Result<std::vector<OptionFigures>> fresh =
      decision_figures(scenario.loaded(), d, so_far, units);
  ASSERT_TRUE(fresh.ok()) << what;
  expect_same_figures(engine.value(), fresh.value(), what);
  std::vector<ReferenceFigures> reference(d.options.size());
  bool any_dice = false;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    Resolution taken = r;
    ASSERT_TRUE(taken.answer(i).empty()) << what;
    const Move move{d.actor, d.options[i], std::string(d.topic)};
    walk(scenario, taken, true, 1, move, {}, units, reference[i]);
    if (reference[i].too_many()) return;
    ReferenceFigures odds;
    walk(scenario, taken, false, 1, move, {}, units, odds);
    if (odds.too_many()) return;
    reference[i].staying = odds.staying;
    reference[i].dice = odds.dice;
    any_dice = any_dice || odds.dice;
  }
  ++checked.decisions;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    const OptionFigures& e = engine.value()[i];
    const ReferenceFigures& ref = reference[i];
    const std::string where = what + ", option " + std::to_string(i) + " after " +
                              std::to_string(r.history().size()) + " steps";
    EXPECT_TRUE(e.all_ways) << where;
    if (d.options[i].kind == OptionKind::count) {
      // A number's ways are the retreat's that follows it, which only the options summary
      // counts: none are given rather than the number's ranking score (JR-3).
      EXPECT_EQ(e.ways, 0) << where;
      EXPECT_FALSE(e.best.has_value()) << where;
      EXPECT_FALSE(e.worst.has_value()) << where;
    } else {
      const auto [ways, range] = ref.ways();
      EXPECT_EQ(e.ways, ways) << where;
      EXPECT_EQ(e.best, range.best) << where;
      EXPECT_EQ(e.worst, range.worst) << where;
    }
    if (units.empty() || !any_dice) {
      EXPECT_FALSE(e.chance.has_value()) << where;
      continue;
    }
    ASSERT_TRUE(e.chance.has_value()) << where;
    EXPECT_EQ(exact::rational(e.chance->low), ref.staying) << where;
    EXPECT_EQ(e.chance->low, e.chance->high) << where;
    EXPECT_EQ(e.chance->given_outcomes, !so_far.outcomes.empty()) << where;
    ++checked.chances;
  }
  // At the first decision the figures are the options summary's, where it speaks of it.
  const bool chose = !so_far.answers.empty();
  if (chose || !first) return;
  const DecidedBy actor = d.actor == Actor::owner ? DecidedBy::owner : DecidedBy::opponent;
  if (first->decided_by != actor || first->at != d.at) return;
  ++checked.firsts;
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    for (const ChoiceSummary& c : first->choices) {
      if (!same_choice(c.option, d.options[i])) continue;
      const OptionFigures& e = engine.value()[i];
      // A number's ways are the summary's alone (the retreat paths it leaves, JR-3).
      if (c.option.kind != OptionKind::count) {
        EXPECT_EQ(e.ways, c.ways) << what << " first decision, " << c.label;
        EXPECT_EQ(e.best, c.best) << what << " first decision, " << c.label;
        EXPECT_EQ(e.worst, c.worst) << what << " first decision, " << c.label;
      }
      // Outcomes applied before it make the chance the one given them; the summary's is from
      // the start.
      if (!so_far.outcomes.empty()) continue;
      EXPECT_EQ(e.chance.has_value(), c.chance.has_value()) << what << " first, " << c.label;
      if (e.chance && c.chance) {
        EXPECT_EQ(e.chance->low, c.chance->low) << what << " first decision, " << c.label;
        EXPECT_EQ(e.chance->high, c.chance->high) << what << " first decision, " << c.label;
        EXPECT_EQ(e.chance->from_start, c.chance->from_start) << what << " first, " << c.label;
      }
    }
  }
}

}  // namespace

FiguresChecked check_every_decision(const Scenario& scenario, const std::string& what) {
  FiguresChecked checked;
  std::optional<OptionsSummary> first;
  if (Result<OptionsSummary> made = scenario.ruleset().options_summary(scenario.loaded());
      made.ok()) {
    first = std::move(made).value();
  }
  Result<Resolution> started = Resolution::start(scenario, ChanceMode::explicit_);
  EXPECT_TRUE(started.ok()) << what;
  if (!started.ok()) return checked;
  Resolution r = std::move(started).value();
  // The summary on the resolution's checked game (the step's) is the one made afresh.
  if (first && r.checked() != nullptr) {
    const Result<OptionsSummary> shared =
        scenario.ruleset().checked_options_summary(scenario.loaded(), *r.checked());
    EXPECT_TRUE(shared.ok()) << what;
    if (shared.ok()) {
      EXPECT_EQ(io::options_summary_text(shared.value()), io::options_summary_text(*first)) << what;
    }
  }
  for (std::size_t step = 0; !r.done(); ++step) {
    if (const ChancePoint* point = r.pending_chance()) {
      EXPECT_TRUE(r.apply_chance(step % point->branches.size()).empty()) << what;
      ++checked.points;
      continue;
    }
    check_decision(scenario, r, first, what, checked);
    EXPECT_TRUE(r.answer(r.pending()->options.size() - 1).empty()) << what;
  }
  ++checked.played;
  return checked;
}

FiguresChecked check_random_boards(
    std::string_view ruleset, std::uint64_t seed, int count,
    const std::function<io::LoadedScenario(std::mt19937_64& rng)>& draw) {
  const Ruleset* game = find_ruleset(ruleset);
  EXPECT_NE(game, nullptr) << ruleset;
  FiguresChecked total;
  if (game == nullptr) return total;
  for_random_boards(seed, count, [&](std::mt19937_64& rng, int) {
    io::LoadedScenario s = draw(rng);
    s.ruleset = game;
    Result<Scenario> scenario = Scenario::validate(std::move(s));
    if (!scenario.ok() || scenario.value().refusal()) return std::string();
    const FiguresChecked checked = check_every_decision(scenario.value(), "board");
    total.decisions += checked.decisions;
    total.chances += checked.chances;
    total.firsts += checked.firsts;
    total.played += checked.played;
    total.points += checked.points;
    return std::string();
  });
  return total;
}

}  // namespace skedaddle::test
