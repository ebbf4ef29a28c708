// SPDX-License-Identifier: MIT
// The figures of each option at a decision met step by step: one walk per option over every
// way on from that decision (decision_figures.hpp). Each way is one resolution with the choices
// made so far scripted, the outcomes applied so far fixed (the first points of the plan, never
// advanced), the option taken at the decision, then every later choice of the move taken (the
// ways and their ends). The chance is the best chooser's, as the options summary takes it: the
// ways on which each later choice was the best chooser's are the ways it would walk, so their
// chance is read off the same walk. A walk cut short by its bound may have missed some of them:
// the best chooser's ways are then walked apart, as are a number's (JR-3), whose ways are not
// walked. A game that keeps a tree of its ways counts the ways and ends there instead
// (Ruleset::option_ways: a GCACW retreat's subtree, as its options summary counts them), and a
// game that rolls no dice has no chance to walk.
#include "skedaddle/odds/decision_figures.hpp"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "odds/decision_figures_walked.hpp"
#include "odds/rational.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/kept_resolution.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {
namespace {

using exact::Rational;

/// After the option is taken: every later choice a branch of the walk, or the best chooser's.
enum class LaterChoices : std::uint8_t { every, best };

/// What one way saw.
struct WayState {
  std::size_t next_answer = 0;  // the answer so far this way plays next
  bool off_record = false;      // an answer did not fit (seeded play, other dice before it)
  bool met = false;             // the decision came
  bool taken = false;           // ... and the option was taken there
  bool dice_before = false;     // unfixed dice were rolled before it
  bool moving = false;          // the move the option starts goes on (goes_on)
  bool best_only = true;        // every later choice taken was the best chooser's
  Option last{};                // the last option of that move taken
  std::string_view topic{};     // and what its decision settled
};

/// True when `d` goes on with the move of `way`: the same player decides what its last
/// decision settled (the next step of a retreat). Another player's choices, a leader's retreat,
/// an order of rally checks, a number's retreat (its steps are another topic) are not it.
bool goes_on(const Decision& d, Actor actor, const WayState& way) {
  return d.actor == actor && d.topic == way.topic;
}

/// One option's walk over every way on, under `later`; with `adds_chance`, the chance of the best
/// chooser's ways is added up too (with LaterChoices::every, over the ways on which each later
/// choice was the best chooser's: the ways a walk under LaterChoices::best runs).
struct OptionWalk {
  const io::LoadedScenario& scenario;
  const AnyChecked& checked;
  const Decision& pending;
  const Option& option;
  const StepsSoFar& so_far;
  LaterChoices later;
  bool adds_chance;

  // What the walk found: the later choices of each way through the option, with the scores
  // of its ends (the dice may end the same choices in several ways).
  std::map<std::vector<int>, ScoreRange> ways{};
  Rational staying = 0;      // the chance of the ways run on which the units stay
  Rational run = 0;          // the chance of the ways run
  bool complete = true;      // every way was run
  bool dice_after = false;   // a point of chance beyond the fixed ones was met
  bool dice_before = false;  // on some way unfixed dice came before the decision
  WayState current{};        // what the way under way saw

  /// True when `d` is the decision of the figures: who takes it, what and where (the options
  /// summary's test, enumerate_odds_per_option).
  bool is_pending(const Decision& d) const {
    return d.actor == pending.actor && d.topic == pending.topic && d.at == pending.at;
  }

  /// The chooser of a way: the answers so far where they fit, the option at the decision, then
  /// `later`; the best chooser wherever nothing else answers.
  ChooserDef chooser(ChancePlan& plan) {
    ChooserDef def;
    def.kind = ChooserKind::callback;
    def.fallback = ChooserKind::best;
    def.place_name = io::place_names(scenario);
    def.callback = [this, &plan](const Decision& d) -> std::optional<std::size_t> {
      WayState& way = current;
      if (!way.off_record && way.next_answer < so_far.answers.size()) {
        if (so_far.answers[way.next_answer] < d.options.size()) {
          return so_far.answers[way.next_answer++];
        }
        way.off_record = true;
      }
      if (!way.off_record && !way.met && is_pending(d)) {
        way.met = true;
        way.dice_before = plan.met() > so_far.outcomes.size();
        for (std::size_t i = 0; i < d.options.size(); ++i) {
          const Option& o = d.options[i];
          if (o.kind == option.kind && o.place == option.place && o.value == option.value) {
            way.taken = way.moving = true;
            way.last = o;
            way.topic = d.topic;
            return i;
          }
        }
      }
      if (!way.moving || later == LaterChoices::best) return std::nullopt;
      if (!goes_on(d, pending.actor, way)) {
        way.moving = false;  // the move is over: the best chooser decides the rest
        return std::nullopt;
      }
      const std::size_t i = pick_every(plan, d);
      way.best_only = way.best_only && i == best_choice(d);
      way.last = d.options[i];
      way.topic = d.topic;
      return i;
    };
    return def;
  }

  /// A point of the walk with one branch per option of `d`: every later choice is walked.
  static std::size_t pick_every(ChancePlan& plan, const Decision& d) {
    if (const ChanceBranch* fixed = plan.take_fixed()) {
      return static_cast<std::size_t>(fixed->faces.front());
    }
    ChancePoint point;
    point.kind = ChanceKind::choice;
    point.total = point.sequences = d.options.size();
    for (std::size_t i = 0; i < d.options.size(); ++i)
      point.branches.push_back(ChanceBranch{{static_cast<int>(i)}, 1});
    return static_cast<std::size_t>(plan.take(std::move(point)).faces.front());
  }

  /// The chance of the way just run, given the fixed outcomes: its later dice's weights (its
  /// later choices are no chance). Sets dice_after when it rolled any.
  Rational way_chance(const ChancePlan& plan) {
    Rational chance = 1;
    const auto steps = plan.steps();
    for (std::size_t j = so_far.outcomes.size(); j < steps.size(); ++j) {
      const ChancePoint& p = steps[j].point;
      if (p.kind != ChanceKind::dice) continue;
      dice_after = true;
      chance *= Rational(p.branches[static_cast<std::size_t>(steps[j].branch)].weight, p.total);
    }
    return chance;
  }

  /// Runs every way, at most kChoiceChanceMaxResolves, on one kept resolution (the game's
  /// storage, a GCACW retreat tree, kept between the ways as the odds keep it).
  Errors run_all(const std::vector<std::string>& units) {
    const std::size_t fixed = so_far.outcomes.size();
    ChancePlan plan = fixed > 0 ? ChancePlan::following(so_far.outcomes) : ChancePlan{};
    const std::unique_ptr<KeptResolution> resolution =
        scenario.ruleset->kept_resolution(scenario, checked, chooser(plan));
    Dice dice = Dice::enumerating(plan);
    Fates fates;
    std::uint64_t resolves = 0;
    do {
      if (resolves == kChoiceChanceMaxResolves) {
        complete = false;
        break;
      }
      ++resolves;
      current = WayState{};
      dice.rewind();
      if (Errors errors = resolution->run(dice); !errors.empty()) return errors;
      if (const std::optional<std::string>& error = dice.error()) return Errors{{"", *error}};
      if (later == LaterChoices::every && current.taken) {
        ways[plan.choices()].add(current.last.best);
      }
      // A way on which a later choice was not the best chooser's is none of its ways.
      if (!adds_chance || !current.best_only) continue;
      dice_before = dice_before || current.dice_before;
      const Rational way = way_chance(plan);
      run += way;
      resolution->fates(fates);
      if (stays(fates, units)) staying += way;
    } while (plan.advance() && plan.shared() >= fixed);
    return {};
  }

  /// True when every unit of `units` stays on the map in `fates` (listed with a place, or not
  /// listed: left where it was), as the options summary's chance reads them.
  static bool stays(const Fates& fates, const std::vector<std::string>& units) {
    return std::all_of(units.begin(), units.end(), [&](const std::string& unit) {
      return std::all_of(fates.units.begin(), fates.units.end(),
                         [&](const UnitFate& f) { return f.unit != unit || f.at.has_value(); });
    });
  }
};

/// The ways, best and worst end of the walk `ends` (LaterChoices::every) into `figures`.
void count_ways(const OptionWalk& ends, OptionFigures& figures) {
  // A way the dice ended before its choices did (a leader's escape that fails) is not a way
  // of its own: the ways are the move's, as its rules lay them out; the dice are the chance.
  ScoreRange range;
  for (auto way = ends.ways.begin(); way != ends.ways.end(); ++way) {
    const auto next = std::next(way);
    const bool cut_short = next != ends.ways.end() && next->first.size() > way->first.size() &&
                           std::equal(way->first.begin(), way->first.end(), next->first.begin());
    if (cut_short) continue;
    ++figures.ways;
    range.add(way->second);
  }
  figures.best = range.best;
  figures.worst = range.worst;
  figures.all_ways = ends.complete;
}

/// The figures of each option of `pending` in `scenario`, whose game check_once() checked
/// (`checked`); with `counted`, the ways and ends the game counts from its own tree where it
/// does (Ruleset::option_ways), each walked where it does not.
Result<std::vector<OptionFigures>> figures_of(const io::LoadedScenario& scenario,
                                              const AnyChecked& checked, const Decision& pending,
                                              const StepsSoFar& so_far,
                                              const std::vector<std::string>& chance_units,
                                              bool counted) {
  // The game's tree knows the ways on only from choices alone: no dice applied before them.
  std::optional<std::vector<OptionWays>> tree_ways;
  if (counted && so_far.outcomes.empty()) {
    tree_ways = scenario.ruleset->option_ways(scenario, checked, pending, so_far.answers);
  }
  // A game that rolls no dice meets no point of chance on any way: every chance walk would end
  // with none (any_dice below), so none is run.
  const bool chances_walked = !chance_units.empty() && scenario.ruleset->rolls_dice();
  std::vector<OptionFigures> out;
  bool any_dice = false;
  std::vector<OptionWalk> chances;  // each option's walk that added up its chance
  for (std::size_t i = 0; i < pending.options.size(); ++i) {
    const Option& option = pending.options[i];
    OptionFigures& figures = out.emplace_back();
    // A number (JR-3's flags to ignore) sets the retreat that follows, another topic, and its
    // Option::best ranks the numbers rather than scoring an end: its ways and ends are the
    // retreat's paths, which only the options summary counts. Left out here, not invented.
    if (option.kind != OptionKind::count && tree_ways) {
      // Every way of the subtree counted: none is left out (all_ways), there is no bound.
      const OptionWays& ways = (*tree_ways)[i];
      figures.ways = ways.ways;
      figures.best = ways.ends.best;
      figures.worst = ways.ends.worst;
    } else if (option.kind != OptionKind::count) {
      const LaterChoices every = LaterChoices::every;
      OptionWalk ends{scenario, checked, pending, option, so_far, every, chances_walked};
      if (Errors errors = ends.run_all(chance_units); !errors.empty()) return errors;
      count_ways(ends, figures);
      // Whole, the walk ran every way of the best chooser's too. Cut short by its bound, it may
      // have missed some: they are walked apart, as a number's are.
      if (chances_walked && ends.complete) {
        any_dice = any_dice || ends.dice_after;
        chances.push_back(std::move(ends));
        continue;
      }
    }
    if (!chances_walked) continue;
    OptionWalk& chance = chances.emplace_back(
        OptionWalk{scenario, checked, pending, option, so_far, LaterChoices::best, true});
    if (Errors errors = chance.run_all(chance_units); !errors.empty()) return errors;
    any_dice = any_dice || chance.dice_after;
  }
  // Without a point of chance on any option, each chance is 0 or 1: the ends say it already.
  if (!any_dice) return out;
  for (std::size_t i = 0; i < chances.size(); ++i) {
    const OptionWalk& walk = chances[i];
    out[i].chance = ChoiceChance{exact::probability(walk.staying),
                                 exact::probability(walk.staying + (1 - walk.run)),
                                 walk.dice_before, !so_far.outcomes.empty()};
  }
  return out;
}

}  // namespace

Result<std::vector<OptionFigures>> decision_figures(const io::LoadedScenario& scenario,
                                                    const Decision& pending,
                                                    const StepsSoFar& so_far,
                                                    const std::vector<std::string>& chance_units) {
  Result<AnyChecked> checked = scenario.ruleset->check_once(scenario);
  if (!checked.ok()) return checked.errors();
  return decision_figures(scenario, checked.value(), pending, so_far, chance_units);
}

Result<std::vector<OptionFigures>> decision_figures(const io::LoadedScenario& scenario,
                                                    const AnyChecked& checked,
                                                    const Decision& pending,
                                                    const StepsSoFar& so_far,
                                                    const std::vector<std::string>& chance_units) {
  return figures_of(scenario, checked, pending, so_far, chance_units, true);
}

Result<std::vector<OptionFigures>> walked_decision_figures(
    const io::LoadedScenario& scenario, const Decision& pending, const StepsSoFar& so_far,
    const std::vector<std::string>& chance_units) {
  Result<AnyChecked> checked = scenario.ruleset->check_once(scenario);
  if (!checked.ok()) return checked.errors();
  return figures_of(scenario, checked.value(), pending, so_far, chance_units, false);
}

}  // namespace skedaddle
