// SPDX-License-Identifier: MIT
// Private to io: the GITM/ROTD part of a scenario document.
#pragma once

#include "io/json_reader.hpp"
#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// Reads "board", "units", "request", "options" and "dice" of a GITM (`variant` gitm) or ROTD
/// scenario into `out`, reporting every structural problem to `reader`; "choices" is an error
/// (the game program makes every choice). `out` is meaningful only without errors.
void read_gitm(Reader& reader, const Node& root, gitm::Variant variant, LoadedScenario& out);

}  // namespace skedaddle::io::detail
