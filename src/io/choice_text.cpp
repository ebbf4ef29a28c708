// SPDX-License-Identifier: MIT
// Why the best chooser took an option, in words (ALL-1).
#include "io/choice_text.hpp"

namespace skedaddle::io::detail {

std::string score_text(const Score& score) {
  return std::to_string(score.units_lost) + (score.units_lost == 1 ? " unit" : " units") +
         " lost, " + std::to_string(score.strength_lost) + " strength lost, " +
         std::to_string(score.distance) + " from the enemy";
}

std::string best_reason_text(const Chose& chose,
                             const std::function<std::string(const Option&)>& option_name) {
  if (!chose.runner_up) return "";
  const Option& second = *chose.runner_up;
  if (second.best == chose.chosen.best) {
    return ": tied by ALL-1 with " + option_name(second) + " (" + score_text(second.best) +
           "), first in order";
  }
  return ": best by ALL-1 (" + score_text(chose.chosen.best) + ") against " + option_name(second) +
         " (" + score_text(second.best) + ")";
}

}  // namespace skedaddle::io::detail
