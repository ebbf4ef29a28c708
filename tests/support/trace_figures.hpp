// SPDX-License-Identifier: MIT
// The figures of a text trace (`skedaddle resolve`) that the outcome's JSON alone cannot
// vouch for, read back and computed afresh from the scenario's start: GCACW's manpower lost
// and left and fatigue (the Retreat Charts' loss for each step's row, GC-7, GC-8; the losses
// counted down from each unit's starting manpower, GC-2; a fatigue level for the defender's
// option on a "-" result, GC-1); GITM / ROTD direction and distance dice (the face's direction
// among the valid directions GI-2 and GI-3 leave, N first clockwise; the distance against the
// squares moved, GI-4); Grande Tactique morale checks (each term from the unit's quality,
// state, square and general and the request's modifiers, re-summed with the die, and the
// verdict: 4 or more passes, GT-1). Works from JSON and text only: the examples' test passes
// the scenario documents, the games' random-board tests a JSON made from their boards.
#pragma once

#include <string>

namespace skedaddle::test {

/// What differs between the figures of `text` (the outcome's text trace) and an independent
/// computation from `scenario_json` (the scenario's document, or the parts of it the checks
/// read: units, request, ruleset) and `outcome_json` (its events); one line each, "" when
/// nothing differs or the game has none of these figures (Jacobite).
std::string trace_figure_differences(const std::string& scenario_json,
                                     const std::string& outcome_json, const std::string& text);

}  // namespace skedaddle::test
