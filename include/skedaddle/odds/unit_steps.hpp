// SPDX-License-Identifier: MIT
// ALL-6: where units move one after another in one resolution, what each later unit may do as it
// stands after the earlier moves, each with its exact chance over the whole resolution (the
// earlier units' dice included, ALL-5): every way of the dice run once, each outcome read by the
// game as "what each unit did".
#pragma once

#include <compare>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/core/ordering.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {

/// One thing a unit did on one way of the dice, in its game's words: "direction E",
/// "distance 2", "trapped".
struct UnitStep {
  std::string unit;  ///< its id in the scenario
  std::string step;  ///< what it did
  /// Same unit, same step.
  friend bool operator==(const UnitStep&, const UnitStep&) = default;
  /// Ordered by unit, then step.
  friend std::strong_ordering operator<=>(const UnitStep& a, const UnitStep& b) {
    if (const auto c = ordering::compare(a.unit, b.unit); c != 0) return c;
    return ordering::compare(a.step, b.step);
  }
};

/// A step with its chance over the whole resolution, from the start.
struct UnitStepChance {
  UnitStep step;        ///< the unit and what it did
  ChoiceChance chance;  ///< exact, or the range it lies in when the bound stopped the walk
};

/// Every step some way of the dice took, with its chance.
struct UnitStepOdds {
  std::vector<UnitStepChance> steps;  ///< in the order first met
  bool complete = true;               ///< every way was run; else the chances are ranges
  Probability unexplored;             ///< the chance of the ways not run (0 when complete)
  /// The chance of `step`: 0 (exactly, or up to the unexplored rest) when no way took it.
  ChoiceChance chance_of(const UnitStep& step) const;
};

/// What each unit did in one outcome of the scenario's ruleset, in the game's words; a step
/// listed twice for one outcome counts once.
using UnitStepReader = std::function<std::vector<UnitStep>(const AnyOutcome&)>;

/// Every way chance can go in `scenario` (no refusal; the best chooser taking the owner's
/// choices), at most `max_resolves` resolutions: the steps `read` finds, each with the summed
/// chance of the ways that take it (ALL-6). Errors when a way cannot be resolved or a roll has
/// too many dice to enumerate.
Result<UnitStepOdds> unit_step_odds(const io::LoadedScenario& scenario, const UnitStepReader& read,
                                    std::uint64_t max_resolves = kChoiceChanceMaxResolves);

}  // namespace skedaddle
