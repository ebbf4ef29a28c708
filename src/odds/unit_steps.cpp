// SPDX-License-Identifier: MIT
// The chance of each unit's step (ALL-6): a depth-first walk over every way chance can go
// (ChancePlan), one resolution per way, each step's chance the exact sum of the chances of the
// ways that take it.
#include "skedaddle/odds/unit_steps.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "odds/chance_sum.hpp"
#include "odds/rational.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"

namespace skedaddle {

ChoiceChance UnitStepOdds::chance_of(const UnitStep& step) const {
  const auto it = std::find_if(steps.begin(), steps.end(),
                               [&](const UnitStepChance& s) { return s.step == step; });
  if (it != steps.end()) return it->chance;
  // Never taken: 0, or as much as the ways not run when the bound stopped the walk.
  return ChoiceChance{Probability{}, unexplored};
}

Result<UnitStepOdds> unit_step_odds(const io::LoadedScenario& scenario, const UnitStepReader& read,
                                    std::uint64_t max_resolves) {
  const Ruleset& ruleset = *scenario.ruleset;
  Result<AnyChecked> checked = ruleset.check_once(scenario);
  if (!checked.ok()) return checked.errors();
  ChancePlan plan;
  ChooserDef def;
  def.kind = ChooserKind::best;
  def.place_name = io::place_names(scenario);
  exact::ChanceSum explored;
  std::vector<UnitStep> order;  // every step met, in the order first met
  std::map<UnitStep, exact::ChanceSum> sums;
  UnitStepOdds out;
  std::uint64_t resolves = 0;
  do {
    if (resolves == max_resolves) {
      out.complete = false;
      break;
    }
    Dice dice = Dice::enumerating(plan);
    Result<AnyOutcome> outcome = ruleset.resolve_checked(checked.value(), def, dice);
    if (!outcome.ok()) return outcome.errors();
    if (const std::optional<std::string>& error = dice.error()) return Errors{{"", *error}};
    ++resolves;
    explored.add(plan.steps());
    std::set<UnitStep> seen;  // a step counts once per way
    for (UnitStep& step : read(outcome.value())) {
      if (!seen.insert(step).second) continue;
      auto [it, fresh] = sums.try_emplace(step);
      if (fresh) order.push_back(step);
      it->second.add(plan.steps());
    }
  } while (plan.advance());

  // The ways not run may each take any step: the chance of each lies between its explored sum
  // and that plus the unexplored rest.
  const exact::Rational unexplored = exact::Rational(1) - explored.value();
  for (UnitStep& step : order) {
    const exact::Rational low = sums[step].value();
    out.steps.push_back(UnitStepChance{
        std::move(step),
        ChoiceChance{exact::probability(low), exact::probability(low + unexplored)}});
  }
  out.unexplored = exact::probability(unexplored);
  return out;
}

}  // namespace skedaddle
