// SPDX-License-Identifier: MIT
// Private to io: the GCACW part of a scenario document.
#pragma once

#include "json_reader.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// Reads "board", "units", "request", "options" and "choices" of a GCACW scenario into `out`,
/// reporting every structural problem to `reader`. `out` is meaningful only without errors.
void read_gcacw(Reader& reader, const Node& root, LoadedScenario& out);

}  // namespace skedaddle::io::detail
