// SPDX-License-Identifier: MIT
// The complete ways on through one option of a decision, counted, and the range of their ends
// (ALL-1): what a game that keeps its own tree of the ways on gives without resolving each.
#pragma once

#include <cstdint>

#include "skedaddle/choice/options_summary.hpp"

namespace skedaddle {

/// The ways on through one option: every later choice of the move taken, to its end.
struct OptionWays {
  std::int64_t ways = 0;  ///< complete ways through the option; 0 when there are none
  ScoreRange ends{};      ///< the best and worst of their ends (ALL-1), none without a way
};

}  // namespace skedaddle
