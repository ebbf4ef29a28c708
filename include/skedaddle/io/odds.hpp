// SPDX-License-Identifier: MIT
// The odds of a request written for people and for programs (`skedaddle odds`,
// docs/format.md "Odds", schema/odds.schema.json).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/refusal.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::io {

/// The format tag of the odds JSON.
inline constexpr std::string_view kOddsFormat = "skedaddle-odds/1";

/// How the odds text names the command that replays an outcome's way: the scenario file as
/// the user gave it and the chooser the odds used ("best", "script,best"); no file: no command.
struct ReplayCommand {
  std::string file;     ///< the scenario's file; empty (or "-", standard input): no command
  std::string chooser;  ///< the --chooser the odds used
};

/// The odds as text: how much of chance was run, each unit's fates with their chances, then the
/// outcomes, the most likely first, each with the dice that replay it (with `replay`, the
/// whole `skedaddle resolve` command that does); then, when given, the same for each option of
/// the owner's first decision.
std::string odds_text(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option = {},
                      const ReplayCommand& replay = {});

/// The odds as JSON (`skedaddle-odds/1`): the same content, probabilities as exact fractions
/// with their decimal values, laid out as `layout`.
std::string odds_json(const LoadedScenario& scenario, const OddsTable& table,
                      const std::vector<OptionOdds>& per_option = {},
                      JsonLayout layout = JsonLayout::indented);

/// A refused request (ALL-3) as an odds document: `skedaddle-odds/1` of kind "refused" with
/// the rule, the reason and the pointer, and no outcomes.
std::string odds_refusal_json(const LoadedScenario& scenario, const Refusal& refusal,
                              JsonLayout layout = JsonLayout::indented);

}  // namespace skedaddle::io
