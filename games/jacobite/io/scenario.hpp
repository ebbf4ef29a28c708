// SPDX-License-Identifier: MIT
// Private to io: the Jacobite Rising part of a scenario document.
#pragma once

#include "io/json_reader.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// Reads "board", "units", "request", "options", "dice" and "choices" of a Jacobite Rising
/// scenario into `out`, reporting every structural problem to `reader`. `out` is meaningful
/// only without errors.
void read_jacobite(Reader& reader, const Node& root, LoadedScenario& out);

}  // namespace skedaddle::io::detail
