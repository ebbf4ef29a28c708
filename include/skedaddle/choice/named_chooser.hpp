// SPDX-License-Identifier: MIT
// Choosers as users name them ("best", "script,best"): on the command line and in batch lines.
#pragma once

#include <optional>
#include <string_view>

#include "skedaddle/choice/chooser.hpp"

namespace skedaddle {

/// A chooser as a user names it: a policy, and who chooses once a script runs out.
struct NamedChooser {
  ChooserKind kind = ChooserKind::best;  ///< script, first, random or best (callback: a program)
  std::optional<ChooserKind>
      fallback{};  ///< only after a script or a callback: first, random or best
};

/// Reads a chooser as `--chooser` takes it: "script", "first", "random", "best", or
/// "script,POLICY" (the recorded choices, then POLICY, one of the last three); nothing for any
/// other text. Only a script can run out, so only it takes a fallback.
std::optional<NamedChooser> parse_chooser(std::string_view text);

/// Reads a chooser as an outcome's request may record it, for a player to name the one agreed
/// (`verify --chooser`): what parse_chooser() reads, or "callback" (a program chose), alone or
/// as "callback,POLICY"; nothing for any other text.
std::optional<NamedChooser> parse_request_chooser(std::string_view text);

}  // namespace skedaddle
