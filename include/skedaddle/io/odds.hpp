// SPDX-License-Identifier: MIT
// The odds of a request written for people and for programs (`skedaddle odds`,
// docs/format.md "Odds", schema/odds.schema.json).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::io {

/// The format tag of the odds JSON.
inline constexpr std::string_view kOddsFormat = "skedaddle-odds/1";

/// The odds as text: how much of chance was run, each unit's fates with their chances, then the
/// outcomes, the most likely first, each with the dice that replay it; then, when given, the
/// same for each option of the owner's first decision.
std::string odds_text(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option = {});

/// The odds as JSON (`skedaddle-odds/1`): the same content, probabilities as exact fractions
/// with their decimal values.
std::string odds_json(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option = {});

}  // namespace skedaddle::io
