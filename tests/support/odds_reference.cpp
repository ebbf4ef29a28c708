// SPDX-License-Identifier: MIT
// A plain reference for the odds' table: fresh resolutions, text fates, a std::map and Boost
// rationals, none of the odds' keys, codes or integer sums.
#include "support/odds_reference.hpp"

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

#include "odds/rational.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle::test {
namespace {

using exact::Rational;

/// One group of the reference: the ways with the same fates.
struct Way {
  Rational chance = 0;
  std::vector<int> dice;  // the first way's faces
};

/// The (name, chance) pairs the most likely first, ties in the order given.
template <class Name>
void most_likely_first(std::vector<std::pair<Name, Rational>>& items) {
  std::stable_sort(items.begin(), items.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
}

}  // namespace

std::string odds_reference_differences(const io::LoadedScenario& scenario, ChooserKind chooser,
                                       std::size_t max_ways) {
  const Ruleset& ruleset = *scenario.ruleset;
  const Result<AnyChecked> checked = ruleset.check_once(scenario);
  if (!checked.ok()) return "not checked";
  const ChooserDef def{.kind = chooser};
  std::map<Fates, Way> groups;
  std::vector<std::string> units;  // in the order first met, way by way
  ChancePlan plan;
  std::size_t ways = 0;
  do {
    if (++ways > max_ways) return "";
    Dice dice = Dice::enumerating(plan);
    const Result<AnyOutcome> outcome = ruleset.resolve_checked(checked.value(), def, dice);
    if (!outcome.ok()) return "a way failed: " + outcome.errors().front().message;
    Rational chance = 1;
    for (const ChanceStep& step : plan.steps()) {
      const ChanceBranch& b = step.point.branches[static_cast<std::size_t>(step.branch)];
      chance *= Rational(b.weight, step.point.total);
    }
    const Fates fates = ruleset.fates(scenario, outcome.value());
    for (const UnitFate& f : fates.units) {
      if (std::find(units.begin(), units.end(), f.unit) == units.end()) units.push_back(f.unit);
    }
    auto [at, fresh] = groups.try_emplace(fates);
    if (fresh) at->second.dice = plan.dice_faces();
    at->second.chance += chance;
  } while (plan.advance());

  const Result<OddsTable> table = enumerate_odds(scenario, {.chooser = chooser});
  if (!table.ok()) return "the odds failed: " + table.errors().front().message;
  const OddsTable& odds = table.value();

  // The outcomes: by fates (the map's order), then stably the most likely first.
  std::vector<std::pair<const Fates*, Rational>> outcomes;
  Rational explored = 0;
  for (const auto& [fates, way] : groups) {
    outcomes.emplace_back(&fates, way.chance);
    explored += way.chance;
  }
  most_likely_first(outcomes);
  if (odds.outcomes.size() != outcomes.size()) {
    return std::to_string(odds.outcomes.size()) + " outcomes, the reference " +
           std::to_string(outcomes.size());
  }
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const OddsOutcome& o = odds.outcomes[i];
    const std::string at = "outcome " + std::to_string(i) + ": ";
    if (o.fates != *outcomes[i].first) return at + "other fates";
    if (o.probability.fraction != exact::probability(outcomes[i].second).fraction) {
      return at + o.probability.fraction + ", the reference " +
             exact::probability(outcomes[i].second).fraction;
    }
    if (o.dice != groups.at(o.fates).dice) return at + "other dice";
  }

  // The units' odds: each fate's ways added up, "unchanged" for the rest of what was explored.
  if (odds.units.size() != units.size()) return "the units' odds list other units";
  for (std::size_t u = 0; u < units.size(); ++u) {
    std::map<std::string, Rational> by_fate;
    Rational listed = 0;
    for (const auto& [fates, way] : groups) {
      for (const UnitFate& f : fates.units) {
        if (f.unit != units[u]) continue;
        by_fate[f.fate] += way.chance;
        listed += way.chance;
      }
    }
    if (listed != explored) by_fate["unchanged"] += explored - listed;
    std::vector<std::pair<std::string, Rational>> expected(by_fate.begin(), by_fate.end());
    most_likely_first(expected);
    const UnitOdds& got = odds.units[u];
    const std::string at = "unit " + units[u] + ": ";
    if (got.unit != units[u]) return at + "listed as " + got.unit;
    if (got.fates.size() != expected.size()) return at + "other fates";
    for (std::size_t i = 0; i < expected.size(); ++i) {
      if (got.fates[i].first != expected[i].first) return at + got.fates[i].first + " out of place";
      if (got.fates[i].second.fraction != exact::probability(expected[i].second).fraction) {
        return at + got.fates[i].first + " " + got.fates[i].second.fraction + ", the reference " +
               exact::probability(expected[i].second).fraction;
      }
    }
  }
  return "";
}

}  // namespace skedaddle::test
