// SPDX-License-Identifier: MIT
// The odds written over a kept table through a kept workspace against the odds taken afresh:
// every field of the two tables compared, every fraction's text and double.
#pragma once

#include <string>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/odds/odds_workspace.hpp"

namespace skedaddle::test {

/// What differs between two tables, field by field (outcomes, units' odds, coverage,
/// off_record; fractions by text and double); "" when nothing does.
std::string odds_table_differences(const OddsTable& kept, const OddsTable& fresh);

/// Takes the odds of `scenario` under `settings` through `workspace` into `kept`, by the plain
/// call (its thread's kept walk storage) and afresh (a new workspace and table), and says what
/// differs from the fresh odds (errors included: on error `kept` must be empty), "" when
/// nothing does.
std::string kept_odds_differences(const io::LoadedScenario& scenario, const OddsSettings& settings,
                                  OddsWorkspace& workspace, OddsTable& kept);

}  // namespace skedaddle::test
