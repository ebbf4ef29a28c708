// SPDX-License-Identifier: MIT
// Private to io: the GCACW part of a scenario document.
#pragma once

#include "io/json_reader.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// Reads "board", "units", "request", "options" and "choices" of a GCACW scenario into `out`
/// (and refuses "dice": GCACW retreats roll none),
/// reporting every structural problem to `reader`. `out` is meaningful only without errors.
void read_gcacw(Reader& reader, const Node& root, LoadedScenario& out);

/// Doubts about a valid GCACW scenario: each active enemy unit that is not adjacent to the
/// retreating stack (almost always a wrong `shifted_columns`).
Warnings gcacw_warnings(const gcacw::Scenario& scenario);

}  // namespace skedaddle::io::detail
