// SPDX-License-Identifier: MIT
// The figures of each option at any decision of a resolution taken step by step, as they stand
// there: the options summary's figures (ways, best and worst end, the chance to stay on the
// map), with the choices already made and the dice already applied fixed.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {

/// What a resolution has taken before the decision whose figures are asked.
struct StepsSoFar {
  std::vector<std::size_t> answers;  ///< each decision's answer, in order (option indices)
  /// The outcome applied at each point of chance, in order (ChanceMode::explicit_); empty in
  /// seeded play, where the dice rolled so far are not known to the player.
  std::vector<int> outcomes;
};

/// One option's figures at the decision, as ChoiceSummary words them.
struct OptionFigures {
  /// Complete ways on through the option: every later choice taken (ALL-1), counted once
  /// whatever the dice; 0 when the walk found none, and for a number (OptionKind::count, JR-3's
  /// flags to ignore), whose ways and ends (none given) are the retreat's that follows.
  std::int64_t ways = 0;
  std::optional<Score> best{};   ///< the best end (ALL-1) of those ways
  std::optional<Score> worst{};  ///< the worst end of those ways
  /// False when the bound stopped the walk of the ways: ways, best and worst are of those run
  /// (never where the game counts them from its tree: every way is counted there).
  bool all_ways = true;
  /// The chance that the units stay on the map with the option taken and the best chooser
  /// deciding the rest, over the dice still to come (given the outcomes applied so far); none
  /// where no dice are left to roll on any option, or no units are named.
  std::optional<ChoiceChance> chance{};
};

/// The figures of each option of `pending`, the decision that `scenario` (with no refusal)
/// reaches after `so_far`, in the order of its options. A way's end is scored as the engine
/// scores the last option taken on it (Option::best: no choice is left after it). The chance is
/// the odds' (enumerate_odds_per_option's, the same at the first decision), that every unit of
/// `chance_units` stays on the map; each walk runs at most kChoiceChanceMaxResolves
/// resolutions, a chance cut short being the range it lies in. Where the game counts the ways
/// from its own tree (Ruleset::option_ways: GCACW's retreat tree, with no dice applied) the
/// ways and ends are counted there, all of them, with no bound and no way resolved; a game that
/// rolls no dice has no chance to walk. Errors when a way cannot be resolved (a roll with too
/// many dice, a GCACW tree over kMaxTreeNodes).
Result<std::vector<OptionFigures>> decision_figures(const io::LoadedScenario& scenario,
                                                    const Decision& pending,
                                                    const StepsSoFar& so_far,
                                                    const std::vector<std::string>& chance_units);

/// decision_figures() of a scenario whose game check_once() checked (`checked`, check_once()'s
/// of `scenario`), which it shares rather than checks again: GCACW counts the ways on the
/// retreat tree the check built, the one a step-wise resolution of it walks.
Result<std::vector<OptionFigures>> decision_figures(const io::LoadedScenario& scenario,
                                                    const AnyChecked& checked,
                                                    const Decision& pending,
                                                    const StepsSoFar& so_far,
                                                    const std::vector<std::string>& chance_units);

}  // namespace skedaddle
