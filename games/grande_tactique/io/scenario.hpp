// SPDX-License-Identifier: MIT
// Private to io: the Grande Tactique part of a scenario document.
#pragma once

#include "io/json_reader.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// Reads "table", "units", "divisions", "corps", "request", "options" and "dice" of a Grande
/// Tactique scenario into `out` (the side names into out.sides), reporting every structural
/// problem to `reader`; "board" and "choices" are errors (the rules leave no choice to a
/// player). `out` is meaningful only without errors.
void read_grande_tactique(Reader& reader, const Node& root, LoadedScenario& out);

}  // namespace skedaddle::io::detail
