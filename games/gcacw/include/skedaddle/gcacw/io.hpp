// SPDX-License-Identifier: MIT
// GCACW outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <string>

#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

/// The outcome as JSON (stable field names, two-space indent, trailing newline). It includes a
/// "replay" object (seed and the choices made) that resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The outcome as text: one line per event with its rule id, then the final units.
std::string outcome_text(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The option tree as JSON: at every node the legal neighbours with chart row, priority and
/// loss, and every rejected neighbour with its reason and ruling. `tree` must have been built
/// from `scenario`'s game (unchecked).
std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

/// The option tree as indented text; the same precondition.
std::string options_text(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

}  // namespace skedaddle::io
