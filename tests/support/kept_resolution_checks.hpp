// SPDX-License-Identifier: MIT
// The odds' reuse checked against fresh objects: a game's kept resolution, one enumerating Dice
// rewound per way and one Fates written over, against a new resolve_checked(), new dice and
// fates() on every way of the dice.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// Walks the ways of the dice of `scenario` (which must pass check_once()) twice in step, each
/// walk with its own ChancePlan: once through one Ruleset::kept_resolution() with `chooser`
/// (each way run on from the last, KeptResolution::run_next_way, as the odds run it), one Dice
/// rewound per way and one Fates written over, once with resolve_checked(), a new Dice
/// and a new fates() per way; each unit fate written alone (KeptResolution::unit_fate) against
/// the whole fates, and the fate codes against the fates. Returns what differs (the ways'
/// points, errors, fates or codes, the number of ways), "" when nothing does; at most
/// `max_ways` ways.
std::string kept_resolution_differences(const io::LoadedScenario& scenario,
                                        const ChooserDef& chooser, std::size_t max_ways = 2000);

/// Runs one kept resolution of `scenario` with `chooser` (its seed drawing a random chooser's
/// picks) `runs` times, each after a fresh resolve_checked() with the same chooser definition,
/// both with dice seeded alike (a new seed each run) and `before_run(run)` called before each
/// of the two (to set what a callback chooser reads): what differs, "" when every run gives the
/// fresh fates (a restarted chooser draws as a new one).
std::string kept_resolution_repeats(const io::LoadedScenario& scenario, const ChooserDef& chooser,
                                    int runs,
                                    const std::function<void(int run)>& before_run = nullptr);

}  // namespace skedaddle::test
