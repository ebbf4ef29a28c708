// SPDX-License-Identifier: MIT
// A plain reference for the odds' table: fresh resolutions, text fates, a std::map and Boost
// rationals, none of the odds' keys, codes or integer sums.
#include "support/odds_reference.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <type_traits>
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

/// A text as a reader orders it, built apart from the engine's scan of two texts
/// (core/natural_order): one symbol per run of digits (its number: the count of its significant
/// digits, then those digits) and one per other character, a number ranked among the characters
/// where its digits are; texts with equal symbols ("02", "2") then by their characters.
struct ReadingKey {
  std::vector<std::tuple<int, std::size_t, std::string>> symbols;
  std::string text;
};

ReadingKey reading_key(const std::string& text) {
  ReadingKey key{{}, text};
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < '0' || byte > '9') {
      key.symbols.emplace_back(2 * byte, 0, "");
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9')
      ++end;
    std::string digits = text.substr(i, end - i);
    digits.erase(0, std::min(digits.find_first_not_of('0'), digits.size()));
    key.symbols.emplace_back(2 * '0', digits.size(), digits);
    i = end;
  }
  return key;
}

bool read_before(const std::string& a, const std::string& b) {
  const ReadingKey x = reading_key(a);
  const ReadingKey y = reading_key(b);
  return std::tie(x.symbols, x.text) < std::tie(y.symbols, y.text);
}

/// Fates in the order the odds list tied outcomes in: unit by unit (its name, then its fate as a
/// reader orders them, then its loss, then its place), fewer units first, then the scores.
bool read_before(const Fates& a, const Fates& b) {
  for (std::size_t i = 0; i < a.units.size() && i < b.units.size(); ++i) {
    const UnitFate& x = a.units[i];
    const UnitFate& y = b.units[i];
    if (x.unit != y.unit) return read_before(x.unit, y.unit);
    if (x.fate != y.fate) return read_before(x.fate, y.fate);
    if (x.strength_lost != y.strength_lost) return x.strength_lost < y.strength_lost;
    if (x.at != y.at) return x.at < y.at;
  }
  if (a.units.size() != b.units.size()) return a.units.size() < b.units.size();
  return a.scores < b.scores;
}

/// The (name, chance) pairs the most likely first, ties as a reader orders their names.
template <class Name>
void most_likely_first(std::vector<std::pair<Name, Rational>>& items) {
  const auto name_of = [](const auto& item) -> const auto& {
    if constexpr (std::is_pointer_v<Name>) {
      return *item.first;
    } else {
      return item.first;
    }
  };
  std::sort(items.begin(), items.end(), [&](const auto& a, const auto& b) {
    if (a.second != b.second) return a.second > b.second;
    return read_before(name_of(a), name_of(b));
  });
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

  // The outcomes: the most likely first, ties as a reader orders their fates.
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
