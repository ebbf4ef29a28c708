// SPDX-License-Identifier: MIT
// What every ruleset's outputs share: the outcome and options format versions and the refused
// outcome (ALL-3). Each game writes its own outcomes and options (skedaddle/<game>/io.hpp).
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/core/refusal.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

/// The outcome format version.
inline constexpr std::string_view kOutcomeFormat = "skedaddle-outcome/1";
/// The options format version (every ruleset's `options --json`).
inline constexpr std::string_view kOptionsFormat = "skedaddle-options/5";

/// A refused request (ALL-3) as outcome JSON: format, ruleset and scenario as in every outcome,
/// then "kind": "refused", the ruling's "rule", the "reason" and the request's "pointer".
std::string refusal_json(const LoadedScenario& scenario, const Refusal& refusal,
                         JsonLayout layout = JsonLayout::indented);

/// A refused request as text: "[JR-11] refused: <reason>" and a newline.
std::string refusal_text(const Refusal& refusal);

}  // namespace skedaddle::io
