// SPDX-License-Identifier: MIT
// Private to io: what each unit of a GITM/ROTD request did on one way of the dice (ALL-6), as
// the options read the exact chances of each later unit's direction and distance.
#pragma once

#include <string>
#include <vector>

#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/odds/unit_steps.hpp"

namespace skedaddle::io::detail {

/// The step of a unit whose direction die (or single candidate) gave `d`: "direction E".
std::string gitm_direction_step(Dir8 d);
/// The step of a unit whose distance die gave `squares`: "distance 2".
std::string gitm_distance_step(int squares);
/// The step of a unit that surrendered to the trapped roll (GI-6).
inline constexpr const char* kGitmTrappedStep = "trapped";

/// What each unit of `game`'s request did in `outcome`, in request order: its trapped roll when
/// it failed it, the direction taken (drawn, or the single candidate), the distance drawn.
std::vector<UnitStep> gitm_unit_steps(const gitm::Scenario& game, const gitm::Outcome& outcome);

/// The chance of each step of every way of `scenario`'s dice (unit_step_odds with
/// gitm_unit_steps).
Result<UnitStepOdds> gitm_unit_step_odds(const LoadedScenario& scenario,
                                         const gitm::Scenario& game);

}  // namespace skedaddle::io::detail
