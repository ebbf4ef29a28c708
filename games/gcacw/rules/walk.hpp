// SPDX-License-Identifier: MIT
// Walking a built GCACW retreat tree with a chooser into an outcome: what resolve() does into a
// new outcome each call, and a Resolution over the one it keeps.
#pragma once

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

/// What a walk reuses from run to run.
using WalkScratch = detail::WalkScratch;

/// Resolves the request of `scenario` with `tree` (built from it) and `chooser` into `out`,
/// whose units must be the scenario's on entry; its events are written over those it holds
/// (EventWriter), its victory points, destroyed_in and declined assigned. Fails when the tree is
/// too large or the chooser fails (`out` is then unspecified).
Errors walk_into(const Scenario& scenario, Chooser& chooser, const RetreatTree& tree, Outcome& out,
                 WalkScratch& scratch);

}  // namespace skedaddle::gcacw
