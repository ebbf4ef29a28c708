// SPDX-License-Identifier: MIT
// Private to io: why the best chooser took an option, in words, the same for every ruleset.
#pragma once

#include <functional>
#include <string>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/events/event.hpp"

namespace skedaddle::io::detail {

/// ALL-1's key of an option ranked by one (ScoreKey) in words: "0 units lost, 1 strength lost,
/// 3 from the enemy", or "..., count 1" for a count option.
std::string score_text(const Option& option);

/// ": best by ALL-1 (KEY) against RUNNER-UP (KEY)", or ": tied by ALL-1 with RUNNER-UP (KEY),
/// first in order", or ": first in order, as ALL-1 does not rank these options" (ScoreKey::none)
/// for a choice the best chooser made; "" for any other choice. Options are named by
/// `option_name` in the game's notation.
std::string best_reason_text(const Chose& chose,
                             const std::function<std::string(const Option&)>& option_name);

}  // namespace skedaddle::io::detail
