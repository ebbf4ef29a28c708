// SPDX-License-Identifier: MIT
// The chance next to each choice of the options summary: the odds of each option of the first
// decision (enumerate_odds_per_option), read as the chance that the summary's units stay on
// the map, exactly, or as the range it lies in when the bound stopped the enumeration.
#include <algorithm>
#include <utility>
#include <vector>

#include "odds/rational.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle {
namespace {

using exact::Rational;

/// True when every unit of `units` stays on the map in `fates`: listed with a place, or not
/// listed (the outcome left it where it was).
bool all_stay(const Fates& fates, const std::vector<std::string>& units) {
  return std::all_of(units.begin(), units.end(), [&](const std::string& unit) {
    return std::all_of(fates.units.begin(), fates.units.end(),
                       [&](const UnitFate& f) { return f.unit != unit || f.at.has_value(); });
  });
}

/// The chance, over the odds of `option`, that every unit of `units` stays on the map.
ChoiceChance staying_chance(const OptionOdds& option, const std::vector<std::string>& units) {
  const OddsTable& table = option.table;
  Rational low = 0;
  for (const OddsOutcome& o : table.outcomes) {
    if (all_stay(o.fates, units)) low += exact::rational(o.probability);
  }
  return ChoiceChance{exact::probability(low),
                      exact::probability(low + exact::rational(table.coverage.unexplored)),
                      option.after_chance};
}

}  // namespace

void add_choice_chances(const io::LoadedScenario& scenario, OptionsSummary& summary) {
  if (summary.chance_units.empty()) return;
  if (summary.decided_by != DecidedBy::owner && summary.decided_by != DecidedBy::opponent) {
    return;
  }
  const OddsSettings settings{.chooser = ChooserKind::best,
                              .max_resolves = kChoiceChanceMaxResolves};
  Result<std::vector<OptionOdds>> per_option = enumerate_odds_per_option(scenario, settings);
  if (!per_option.ok()) {
    summary.notes.push_back("no chances: " + per_option.errors().front().message);
    return;
  }
  const std::vector<OptionOdds>& options = per_option.value();
  // Without a point of chance on any option, each chance is 0 or 1: the ends say it already.
  if (std::none_of(options.begin(), options.end(),
                   [](const OptionOdds& o) { return o.table.coverage.points > 0; })) {
    return;
  }
  // The odds' first decision must be the summary's: the same options (the games word their
  // topics for people, so the options are what is compared).
  if (options.size() != summary.choices.size()) return;
  std::vector<const OptionOdds*> matched;
  for (const ChoiceSummary& choice : summary.choices) {
    const auto odds = std::find_if(options.begin(), options.end(), [&](const OptionOdds& o) {
      return same_choice(o.taken, choice.option);
    });
    if (odds == options.end()) return;
    matched.push_back(&*odds);
  }
  for (std::size_t i = 0; i < matched.size(); ++i) {
    summary.choices[i].chance = staying_chance(*matched[i], summary.chance_units);
  }
}

}  // namespace skedaddle
