// SPDX-License-Identifier: MIT
// Private to io: what each unit of a Grande Tactique request did on one way of the dice (ALL-6),
// as the options read the exact chances of each unit's way of flight: the unit of the request,
// the friends its flight routs in a chain (GT-6), those the Old Guard makes flee (GT-11), every
// routed unit of a continued flight (GT-8), each as the earlier moves leave the table.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/odds/unit_steps.hpp"

namespace skedaddle::io::detail {

/// The step of a unit that failed its Morale Check (GT-1).
inline constexpr const char* kGtMoraleFailedStep = "morale check failed";
/// The step of a unit made shaken (GT-6, GT-11).
inline constexpr const char* kGtShakenStep = "shaken";
/// The step of a unit marked routed (GT-3).
inline constexpr const char* kGtRoutedStep = "routed";
/// The step of a unit removed off the table as fled (GT-7).
inline constexpr const char* kGtOffTableStep = "off the table";
/// The step of a general killed by his d6 (GT-12).
inline constexpr const char* kGtKilledStep = "killed";

/// The step of the way a unit took (GT-4; GT-8 and GT-10 for staying): "way straight", "way
/// cover into Big Wood", "way stays in Hougoumont"; `terrain` the area's name or empty.
std::string gt_way_step(grande_tactique::FlightWay way, std::string_view terrain);
/// The step of a flight distance with its 2d6 (GT-2): "distance 15".
std::string gt_distance_step(int inches);
/// True for a way step (gt_way_step()).
bool gt_is_way_step(std::string_view step);

/// What each unit did in `outcome`, in the order done: its Morale Check failed, shaken, routed,
/// the 2d6 distance, the way taken, off the table; a general, killed by his d6.
std::vector<UnitStep> gt_unit_steps(const grande_tactique::Scenario& game,
                                    const grande_tactique::Outcome& outcome);

/// The chance of each step over every way of `scenario`'s dice (unit_step_odds with
/// gt_unit_steps).
Result<UnitStepOdds> gt_unit_step_odds(const LoadedScenario& scenario,
                                       const grande_tactique::Scenario& game);

}  // namespace skedaddle::io::detail
