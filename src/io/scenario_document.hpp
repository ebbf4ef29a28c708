// SPDX-License-Identifier: MIT
// Private to io: loading a scenario from a JSON document already parsed, for a reader that
// holds scenarios inside a larger document (a batch request line).
#pragma once

#include "io/json_reader.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// What load_scenario() does once the text is parsed: reads and checks the scenario `doc`
/// under `limits` (units, outlines); every error's pointer is relative to `doc`.
Result<LoadedScenario> load_scenario_document(const Json& doc, const Limits& limits);

}  // namespace skedaddle::io::detail
