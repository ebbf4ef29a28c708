// SPDX-License-Identifier: MIT
// decision_figures() by walking alone: the plain reference the tests hold a game's own count of
// the ways (Ruleset::option_ways) against.
#pragma once

#include <string>
#include <vector>

#include "skedaddle/odds/decision_figures.hpp"

namespace skedaddle {

/// decision_figures() with every option's ways and ends walked, each way one resolve (at most
/// kChoiceChanceMaxResolves an option), even where the game counts them from its own tree.
Result<std::vector<OptionFigures>> walked_decision_figures(
    const io::LoadedScenario& scenario, const Decision& pending, const StepsSoFar& so_far,
    const std::vector<std::string>& chance_units);

}  // namespace skedaddle
