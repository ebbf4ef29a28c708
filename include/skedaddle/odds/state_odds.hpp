// SPDX-License-Identifier: MIT
// The odds from where a resolution taken step by step stands: the distribution of its outcomes
// with the steps so far fixed, and per option of the decision it waits at.
#pragma once

#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/decision_figures.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle {

/// enumerate_odds() from the state `so_far` leads to: on every way each decision met first takes
/// the answer so far in turn (a way on which one is not among the options leaves them there: the
/// chooser decides from there on, ALL-5), and the first `so_far.outcomes.size()` points of
/// chance take the outcomes applied (ChanceMode::explicit_), given: each way's chance is that of
/// its later points alone, the chance given those outcomes. Without outcomes (seeded play) every
/// point of chance is weighed, from the start, as decision_figures() weighs it. With no steps it
/// is enumerate_odds(). The chooser decides the rest; recorded choices (ChooserKind::script) are
/// an error at "/chooser": the steps so far are the choices.
Result<OddsTable> enumerate_odds_from(const io::LoadedScenario& scenario, const StepsSoFar& so_far,
                                      const OddsSettings& settings);

/// The odds from the state `so_far` leads to (enumerate_odds_from) with each option of
/// `pending`, the decision that state waits at, taken at it: at the first decision of each way
/// after the answers so far with its actor, topic and place (never at an earlier one), the
/// chooser deciding the rest. Given outcomes applied, the decision comes on every way
/// (OptionOdds::not_met 0, after_chance false); in seeded play other dice may lead elsewhere
/// (not_met, after_chance as enumerate_odds_per_option gives them). With no steps and the first
/// decision `pending`, it is enumerate_odds_per_option().
Result<std::vector<OptionOdds>> enumerate_odds_per_option_from(const io::LoadedScenario& scenario,
                                                               const Decision& pending,
                                                               const StepsSoFar& so_far,
                                                               const OddsSettings& settings);

}  // namespace skedaddle
