// SPDX-License-Identifier: MIT
#include "support/state_odds_reference.hpp"

#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <utility>
#include <vector>

#include "odds/rational.hpp"
#include "skedaddle/odds/state_odds.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::test {
namespace {

using exact::Rational;

/// The option the best chooser takes: the first whose best end no other beats (ALL-1).
std::size_t state_best_pick(const Decision& d) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < d.options.size(); ++i) {
    if (better(d.options[i].best, d.options[best].best)) best = i;
  }
  return best;
}

/// The outcomes of every way on from a state: each way's fates (the outcome's own,
/// Outcome::fates) and the sum of the chances of the ways that end in them.
struct StateReferenceOdds {
  std::map<Fates, Rational> outcomes;
  int ends = 0;
};

/// Walks every way on from `r` with the chance `chance` of getting there (from the state the
/// walk started at): each outcome of a point of chance, weighed by its probability; at each
/// decision the chooser's pick (random: each option, equally likely). Stops counting past
/// `max_ends` ends.
void state_walk(const Resolution& r, ChooserKind chooser, const Rational& chance, int max_ends,
                StateReferenceOdds& out) {
  if (out.ends > max_ends) return;
  if (r.done()) {
    ++out.ends;
    out.outcomes[r.outcome()->fates()] += chance;
    return;
  }
  if (const ChancePoint* point = r.pending_chance()) {
    for (std::size_t b = 0; b < point->branches.size(); ++b) {
      Resolution next = r;
      EXPECT_TRUE(next.apply_chance(b).empty());
      state_walk(next, chooser, chance * exact::rational(point->probability(b)), max_ends, out);
    }
    return;
  }
  const Decision& d = *r.pending();
  if (chooser == ChooserKind::random) {
    const Rational each(1, static_cast<std::int64_t>(d.options.size()));
    for (std::size_t i = 0; i < d.options.size(); ++i) {
      Resolution next = r;
      EXPECT_TRUE(next.answer(i).empty());
      state_walk(next, chooser, chance * each, max_ends, out);
    }
    return;
  }
  Resolution next = r;
  EXPECT_TRUE(next.answer(chooser == ChooserKind::first ? 0 : state_best_pick(d)).empty());
  state_walk(next, chooser, chance, max_ends, out);
}

/// Expects `table` to be the reference `ref`: the same outcomes (by their fates) with the same
/// chances, nothing left unexplored.
void expect_state_table(const OddsTable& table, const StateReferenceOdds& ref,
                        const std::string& where) {
  EXPECT_TRUE(table.coverage.complete) << where;
  EXPECT_EQ(exact::rational(table.coverage.unexplored), Rational(0)) << where;
  ASSERT_EQ(table.outcomes.size(), ref.outcomes.size()) << where;
  for (const OddsOutcome& o : table.outcomes) {
    const auto found = ref.outcomes.find(o.fates);
    ASSERT_NE(found, ref.outcomes.end()) << where << ": an outcome the reference never reaches";
    EXPECT_EQ(exact::rational(o.probability), found->second) << where;
  }
}

/// What the seeded reading walks with: the answers so far, played in turn from the start where
/// they fit, and the option to take at the decision named by the pending one, after them.
struct SeededWay {
  std::size_t next = 0;        // the answer played next
  bool off = false;            // an answer did not fit: the chooser decides from there
  bool met = false;            // the named decision came
  bool taken = false;          // ... and its option was taken
  bool chance_before = false;  // a point of chance (or a random pick) came before it
};

/// The seeded reading's outcomes: those of `StateReferenceOdds`, and for an option the chance
/// of the ways on which it was not taken and whether chance came before the decision.
struct SeededReference {
  StateReferenceOdds odds;
  Rational not_met = 0;
  bool after_chance = false;
};

/// Every way from `r` (at first the start, in explicit chance) with the answers `answers`
/// played in turn where they fit (an index among the options), then at the first decision of
/// `named`'s player, topic and place the option `option` (when given), the chooser deciding the
/// rest; each point of chance weighed, from the start.
void seeded_walk(const Resolution& r, const std::vector<std::size_t>& answers,
                 const Decision* named, const Option* option, ChooserKind chooser, SeededWay way,
                 const Rational& chance, int max_ends, SeededReference& out) {
  if (out.odds.ends > max_ends) return;
  if (r.done()) {
    ++out.odds.ends;
    out.odds.outcomes[r.outcome()->fates()] += chance;
    if (option != nullptr && !way.taken) out.not_met += chance;
    return;
  }
  const auto on = [&](std::size_t i, const SeededWay& next_way, const Rational& next_chance) {
    Resolution next = r;
    EXPECT_TRUE(next.answer(i).empty());
    seeded_walk(next, answers, named, option, chooser, next_way, next_chance, max_ends, out);
  };
  if (const ChancePoint* point = r.pending_chance()) {
    SeededWay after = way;
    after.chance_before = true;
    for (std::size_t b = 0; b < point->branches.size(); ++b) {
      Resolution next = r;
      EXPECT_TRUE(next.apply_chance(b).empty());
      seeded_walk(next, answers, named, option, chooser, after,
                  chance * exact::rational(point->probability(b)), max_ends, out);
    }
    return;
  }
  const Decision& d = *r.pending();
  if (!way.off && way.next < answers.size()) {
    if (answers[way.next] < d.options.size()) {
      SeededWay after = way;
      ++after.next;
      on(answers[way.next], after, chance);
      return;
    }
    way.off = true;
  }
  if (option != nullptr && !way.met && !way.off && way.next == answers.size() &&
      d.actor == named->actor && d.topic == named->topic && d.at == named->at) {
    way.met = true;
    out.after_chance = out.after_chance || way.chance_before;
    for (std::size_t i = 0; i < d.options.size(); ++i) {
      if (d.options[i].kind == option->kind && d.options[i].place == option->place &&
          d.options[i].value == option->value) {
        way.taken = true;
        on(i, way, chance);
        return;
      }
    }
  }
  if (chooser == ChooserKind::random) {
    SeededWay after = way;
    after.chance_before = true;
    const Rational each(1, static_cast<std::int64_t>(d.options.size()));
    for (std::size_t i = 0; i < d.options.size(); ++i)
      on(i, after, chance * each);
    return;
  }
  on(chooser == ChooserKind::first ? 0 : state_best_pick(d), way, chance);
}

/// Compares the seeded reading of the state `r` (its answers fixed, no outcome known: every
/// point of chance weighed from the start, enumerate_odds_from with no outcomes, as
/// odds(const Resolution&) takes a seeded resolution) with a walk from the start.
void check_seeded_reading(const Scenario& scenario, const Resolution& r, ChooserKind chooser,
                          const std::string& where, int max_ends, StateOddsChecked& checked) {
  StepsSoFar answers_only{r.steps_so_far().answers, {}};
  const Resolution start = Resolution::start(scenario, ChanceMode::explicit_).value();
  SeededReference whole;
  seeded_walk(start, answers_only.answers, nullptr, nullptr, chooser, {}, 1, max_ends, whole);
  if (whole.odds.ends > max_ends) return;
  std::vector<SeededReference> per_option;
  if (const Decision* d = r.pending()) {
    for (const Option& o : d->options) {
      seeded_walk(start, answers_only.answers, d, &o, chooser, {}, 1, max_ends,
                  per_option.emplace_back());
      if (per_option.back().odds.ends > max_ends) return;
    }
  }
  const OddsSettings settings{.chooser = chooser};
  const Result<OddsTable> table = enumerate_odds_from(scenario.loaded(), answers_only, settings);
  ASSERT_TRUE(table.ok()) << where;
  expect_state_table(table.value(), whole.odds, where + " (seeded)");
  ++checked.seeded;
  if (per_option.empty()) return;
  const Result<std::vector<OptionOdds>> options =
      enumerate_odds_per_option_from(scenario.loaded(), *r.pending(), answers_only, settings);
  ASSERT_TRUE(options.ok()) << where;
  ASSERT_EQ(options.value().size(), per_option.size()) << where;
  for (std::size_t i = 0; i < per_option.size(); ++i) {
    const std::string at = where + " (seeded), option " + std::to_string(i);
    EXPECT_EQ(exact::rational(options.value()[i].not_met), per_option[i].not_met) << at;
    EXPECT_EQ(options.value()[i].after_chance, per_option[i].after_chance) << at;
    expect_state_table(options.value()[i].table, per_option[i].odds, at);
    if (per_option[i].after_chance) ++checked.from_start;
  }
}

/// Compares the odds of the state `r` (and at a decision, per option) with the reference.
void check_one_state(const Resolution& r, ChooserKind chooser, const std::string& where,
                     int max_ends, StateOddsChecked& checked) {
  StateReferenceOdds whole;
  state_walk(r, chooser, 1, max_ends, whole);
  if (whole.ends > max_ends) return;
  std::vector<StateReferenceOdds> per_option;
  if (const Decision* d = r.pending()) {
    for (std::size_t i = 0; i < d->options.size(); ++i) {
      Resolution taken = r;
      EXPECT_TRUE(taken.answer(i).empty()) << where;
      state_walk(taken, chooser, 1, max_ends, per_option.emplace_back());
      if (per_option.back().ends > max_ends) return;
    }
  }
  const OddsSettings settings{.chooser = chooser};
  const Result<Odds> odds_here = odds_per_option(r, settings);
  ASSERT_TRUE(odds_here.ok()) << where << ": " << odds_here.errors().front().message;
  ASSERT_FALSE(odds_here.value().refused()) << where;
  expect_state_table(odds_here.value().table(), whole, where);
  ++checked.states;
  if (!r.history().empty()) ++checked.later;
  check_seeded_reading(r.scenario(), r, chooser, where, max_ends, checked);
  if (!r.steps_so_far().outcomes.empty()) ++checked.given;
  const auto options = odds_here.value().options();
  ASSERT_EQ(options.size(), per_option.size()) << where;
  if (per_option.empty()) return;
  ++checked.decisions;
  for (std::size_t i = 0; i < options.size(); ++i) {
    const std::string at = where + ", option " + std::to_string(i);
    EXPECT_TRUE(same_choice(options[i].taken, r.pending()->options[i])) << at;
    // Given the steps so far, the decision comes on every way, with no dice before it by chance.
    EXPECT_EQ(exact::rational(options[i].not_met), Rational(0)) << at;
    EXPECT_FALSE(options[i].after_chance) << at;
    expect_state_table(options[i].table, per_option[i], at);
    ++checked.options;
  }
}

}  // namespace

StateOddsChecked& StateOddsChecked::operator+=(const StateOddsChecked& other) {
  states += other.states;
  later += other.later;
  given += other.given;
  decisions += other.decisions;
  options += other.options;
  seeded += other.seeded;
  from_start += other.from_start;
  return *this;
}

StateOddsChecked check_state_odds(const Scenario& scenario, ChooserKind chooser,
                                  const std::string& what, int ways, int max_ends) {
  StateOddsChecked checked;
  for (int way = 0; way < ways; ++way) {
    Result<Resolution> started = Resolution::start(scenario, ChanceMode::explicit_);
    EXPECT_TRUE(started.ok()) << what;
    if (!started.ok()) return checked;
    Resolution r = std::move(started).value();
    for (std::size_t step = 0;; ++step) {
      const std::string where = what + " (" + std::string(chooser_name(chooser)) + "), way " +
                                std::to_string(way) + " after " + std::to_string(step) + " steps";
      check_one_state(r, chooser, where, max_ends, checked);
      if (r.done()) break;
      const std::size_t turn = static_cast<std::size_t>(way) + step;
      if (const ChancePoint* point = r.pending_chance()) {
        EXPECT_TRUE(r.apply_chance(turn % point->branches.size()).empty()) << where;
      } else {
        EXPECT_TRUE(r.answer(turn % r.pending()->options.size()).empty()) << where;
      }
    }
  }
  return checked;
}

StateOddsChecked check_state_odds_on_random_boards(
    std::string_view ruleset, std::uint64_t seed, int count,
    const std::function<io::LoadedScenario(std::mt19937_64& rng)>& draw) {
  const Ruleset* game = find_ruleset(ruleset);
  EXPECT_NE(game, nullptr) << ruleset;
  StateOddsChecked total;
  if (game == nullptr) return total;
  for_random_boards(seed, count, [&](std::mt19937_64& rng, int board) {
    io::LoadedScenario s = draw(rng);
    s.ruleset = game;
    Result<Scenario> scenario = Scenario::validate(std::move(s));
    if (!scenario.ok() || scenario.value().refusal()) return std::string();
    for (const ChooserKind chooser : {ChooserKind::best, ChooserKind::first, ChooserKind::random})
      total += check_state_odds(scenario.value(), chooser, "board " + std::to_string(board), 1);
    return std::string();
  });
  return total;
}

}  // namespace skedaddle::test
