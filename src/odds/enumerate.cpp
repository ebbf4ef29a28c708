// SPDX-License-Identifier: MIT
// The odds of a request: a depth-first walk over every way chance can go (ChancePlan), one
// resolution per way, each way's chance the exact product of its branches' weights, the
// outcomes grouped by their fates. Exact rationals throughout (Boost.Multiprecision).
#include "skedaddle/odds/odds.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <utility>

#include "odds/chance_sum.hpp"
#include "odds/rational.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {
namespace {

using odds::probability;
using odds::Rational;

/// `a + b`, saturating at the largest uint64.
std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  return a > std::numeric_limits<std::uint64_t>::max() - b
             ? std::numeric_limits<std::uint64_t>::max()
             : a + b;
}

/// `a * b`, saturating at the largest uint64.
std::uint64_t saturating_times(std::uint64_t a, std::uint64_t b) {
  if (a != 0 && b > std::numeric_limits<std::uint64_t>::max() / a) {
    return std::numeric_limits<std::uint64_t>::max();
  }
  return a * b;
}

/// How the owner's choices are made on every way, and what the runs saw of them.
struct Policy {
  ChooserKind kind = ChooserKind::best;       // first, best, script, or random (chance)
  std::optional<ChooserKind> fallback{};      // after a script
  std::optional<std::size_t> first_answer{};  // per option: the first decision's answer
  bool first_seen = false;                    // in this run
  std::optional<Decision> first{};            // the first decision of the first run
};

/// A point of chance with one branch per option: a random chooser's pick.
std::size_t random_pick(ChancePlan& plan, const Decision& decision) {
  ChancePoint point;
  point.kind = ChanceKind::choice;
  point.total = point.sequences = decision.options.size();
  for (std::size_t i = 0; i < decision.options.size(); ++i) {
    point.branches.push_back(ChanceBranch{{static_cast<int>(i)}, 1});
  }
  return static_cast<std::size_t>(plan.take(std::move(point)).faces.front());
}

/// The chooser of every run under `policy`: a script plays the recorded choices (a random
/// fallback then being chance); otherwise a callback sees each decision first, answers the
/// first one when `policy` fixes it, makes a random chooser's picks points of chance, and
/// leaves the rest to the policy's chooser.
ChooserDef chooser_for(const io::LoadedScenario& scenario, Policy& policy, ChancePlan& plan) {
  ChooserDef def;
  def.script = scenario.choices;
  def.place_name = io::place_names(scenario);
  if (policy.kind == ChooserKind::script) {
    def.kind = ChooserKind::script;
    def.fallback = policy.fallback;
    if (def.fallback == ChooserKind::random) {
      def.fallback = ChooserKind::callback;
      def.callback = [&plan](const Decision& d) { return random_pick(plan, d); };
    }
    return def;
  }
  def.kind = ChooserKind::callback;
  if (policy.kind != ChooserKind::random) def.fallback = policy.kind;
  def.callback = [&policy, &plan](const Decision& d) -> std::optional<std::size_t> {
    if (!policy.first_seen) {
      policy.first_seen = true;
      if (!policy.first) policy.first = d;
      if (policy.first_answer && *policy.first_answer < d.options.size()) {
        return policy.first_answer;
      }
    }
    if (policy.kind == ChooserKind::random) return random_pick(plan, d);
    return std::nullopt;
  };
  return def;
}

/// Faces as "1,6,2", or "none".
std::string faces_text(const std::vector<int>& faces) {
  std::string out;
  for (const int f : faces)
    out += (out.empty() ? "" : ",") + std::to_string(f);
  return out.empty() ? "none" : out;
}

/// One group of ways with the same fates.
struct Group {
  odds::ChanceSum sum;       // the ways' chances, added up
  Rational chance = 0;       // their sum, once every way has run
  std::vector<int> dice;     // the first way's
  std::vector<int> choices;  // the first way's
  bool seen = false;         // a way has joined it
};

/// Each unit's chance of each fate, "unchanged" where an outcome does not list it.
std::vector<UnitOdds> unit_odds(const std::vector<std::pair<Fates, Group>>& groups,
                                const std::vector<std::string>& order, const Rational& total) {
  std::vector<UnitOdds> out;
  for (const std::string& unit : order) {
    std::map<std::string, Rational> by_fate;
    Rational listed = 0;
    for (const auto& [fates, group] : groups) {
      for (const UnitFate& f : fates.units) {
        if (f.unit != unit) continue;
        by_fate[f.fate] += group.chance;
        listed += group.chance;
      }
    }
    if (listed != total) by_fate["unchanged"] += total - listed;
    std::vector<std::pair<std::string, Rational>> sorted(by_fate.begin(), by_fate.end());
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    UnitOdds u{unit, {}};
    for (const auto& [fate, chance] : sorted)
      u.fates.emplace_back(fate, probability(chance));
    out.push_back(std::move(u));
  }
  return out;
}

}  // namespace

namespace {

/// Every way chance can go under `policy`, run once each, grouped by fates.
Result<OddsTable> enumerate(const io::LoadedScenario& scenario, Policy& policy,
                            std::uint64_t max_resolves) {
  const Ruleset& ruleset = *scenario.ruleset;
  // Checked once: every way resolves the same scenario (GT's check is quadratic in its bases).
  Result<AnyChecked> checked = ruleset.check_once(scenario);
  if (!checked.ok()) return checked.errors();
  ChancePlan plan;
  const ChooserDef def = chooser_for(scenario, policy, plan);
  std::map<Fates, Group> groups;
  std::vector<std::string> units;  // every unit any outcome lists, in first-seen order
  OddsTable table;
  do {
    if (table.coverage.resolves == max_resolves) {
      table.coverage.complete = false;
      break;
    }
    policy.first_seen = false;
    Dice dice = Dice::enumerating(plan);
    Result<AnyOutcome> outcome = ruleset.resolve_checked(checked.value(), def, dice);
    if (!outcome.ok()) {
      Errors errors = outcome.errors();
      if (policy.kind == ChooserKind::script) {
        errors.front().message +=
            " (on the way of the dice " + faces_text(plan.dice_faces()) +
            "; recorded choices fit one way of the dice: for the odds of every way, choose with "
            "--chooser best, first or random)";
      }
      return errors;
    }
    if (const std::optional<std::string>& error = dice.error()) return Errors{{"", *error}};
    ++table.coverage.resolves;
    std::uint64_t sequences = 1;
    for (const ChanceStep& step : plan.steps()) {
      const ChanceBranch& b = step.point.branches[static_cast<std::size_t>(step.branch)];
      sequences = saturating_times(sequences, b.weight);
    }
    table.coverage.points += plan.steps().size();
    table.coverage.sequences = saturating_add(table.coverage.sequences, sequences);
    Fates fates = ruleset.fates(scenario, outcome.value());
    for (const UnitFate& f : fates.units) {
      if (std::find(units.begin(), units.end(), f.unit) == units.end()) units.push_back(f.unit);
    }
    Group& group = groups[std::move(fates)];
    if (!group.seen) {
      group.seen = true;
      group.dice = plan.dice_faces();
      group.choices = plan.choices();
    }
    group.sum.add(plan.steps());
  } while (plan.advance());

  Rational explored = 0;
  for (auto& [fates, group] : groups) {
    group.chance = group.sum.value();
    explored += group.chance;
  }

  std::vector<std::pair<Fates, Group>> sorted(groups.begin(), groups.end());
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.second.chance > b.second.chance; });
  for (auto& [fates, group] : sorted) {
    table.outcomes.push_back(OddsOutcome{fates, probability(group.chance), std::move(group.dice),
                                         std::move(group.choices)});
  }
  table.units = unit_odds(sorted, units, explored);
  table.coverage.unexplored = probability(Rational(1) - explored);
  return table;
}

Policy policy_of(const OddsSettings& settings) {
  Policy policy;
  // Recorded choices fit the one way of the dice they were made on: the odds of every way take
  // the best chooser unless a script is asked for.
  policy.kind = settings.chooser.value_or(ChooserKind::best);
  policy.fallback = settings.fallback;
  return policy;
}

/// The first decision in words: "retreat step at 0403: 0504".
std::string option_label(const io::LoadedScenario& scenario, const Decision& decision,
                         const Option& option) {
  const auto name = io::place_names(scenario);
  std::string what;
  switch (option.kind) {
    case OptionKind::stop:
      what = "stop";
      break;
    case OptionKind::move:
      what = name(option.place);
      break;
    case OptionKind::override_move:
      what = name(option.place) + " (override)";
      break;
    case OptionKind::count:
      what = std::to_string(option.value);
      break;
    case OptionKind::leave:
      what = "leave the board";
      break;
    case OptionKind::pick:
      what = "#" + std::to_string(option.value) + " at " + name(option.place);
      break;
  }
  return std::string(decision.topic) + ": " + what;
}

}  // namespace

Result<OddsTable> enumerate_odds(const io::LoadedScenario& scenario, const OddsSettings& settings) {
  Policy policy = policy_of(settings);
  return enumerate(scenario, policy, settings.max_resolves);
}

Result<std::vector<OptionOdds>> enumerate_odds_per_option(const io::LoadedScenario& scenario,
                                                          const OddsSettings& settings) {
  Policy probe = policy_of(settings);
  if (probe.kind == ChooserKind::script) {
    return Errors{{"/choices",
                   "the recorded choices fix the first decision: odds per option need the "
                   "first, best or random chooser"}};
  }
  // One run, every point of chance on its first branch, to meet the first decision.
  probe.first_answer = std::nullopt;
  Result<OddsTable> first = enumerate(scenario, probe, 1);
  if (!first.ok()) return first.errors();
  std::vector<OptionOdds> out;
  if (!probe.first) return out;
  for (std::size_t i = 0; i < probe.first->options.size(); ++i) {
    Policy policy = policy_of(settings);
    policy.first_answer = i;
    Result<OddsTable> table = enumerate(scenario, policy, settings.max_resolves);
    if (!table.ok()) return table.errors();
    out.push_back(OptionOdds{option_label(scenario, *probe.first, probe.first->options[i]),
                             probe.first->options[i], std::move(table).value()});
  }
  return out;
}

}  // namespace skedaddle
