// SPDX-License-Identifier: MIT
// Writing outcomes (versioned JSON for programs, a text trace for people) and option trees.
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/rules/gcacw.hpp"

namespace skedaddle::io {

/// The outcome format version.
inline constexpr std::string_view kOutcomeFormat = "skedaddle-outcome/1";

/// The outcome as JSON (stable field names, two-space indent, trailing newline). It includes a
/// "replay" object (seed and the choices made) that resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The outcome as text: one line per event with its rule id, then the final units.
std::string outcome_text(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The option tree as JSON: at every node the legal neighbours with chart row, priority and
/// loss, and every rejected neighbour with its reason and ruling.
std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

/// The option tree as indented text.
std::string options_text(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

}  // namespace skedaddle::io
