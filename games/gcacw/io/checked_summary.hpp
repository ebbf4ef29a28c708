// SPDX-License-Identifier: MIT
// Private to the game: the options summary of a tree that a checked scenario keeps (the
// ruleset's check_once builds it once from its own copy of the scenario's game).
#pragma once

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// io::options_summary(scenario, tree) of a tree built from a checked copy of the scenario's
/// game (equal to it, not the same object, as the public one requires), which the check proved
/// resolvable: no check again. `tree` is not too large.
OptionsSummary checked_options_summary(const LoadedScenario& scenario,
                                       const gcacw::RetreatTree& tree);

}  // namespace skedaddle::io::detail
