// SPDX-License-Identifier: MIT
// Why the best chooser took an option, in words (ALL-1).
#include "io/choice_text.hpp"

namespace skedaddle::io::detail {

std::string score_text(const Option& option) {
  const Score& score = option.best;
  const std::string third = score_key(option.kind) == ScoreKey::count
                                ? "count " + std::to_string(score.distance)
                                : std::to_string(score.distance) + " from the enemy";
  return std::to_string(score.units_lost) + (score.units_lost == 1 ? " unit" : " units") +
         " lost, " + std::to_string(score.strength_lost) + " strength lost, " + third;
}

std::string best_reason_text(const Chose& chose,
                             const std::function<std::string(const Option&)>& option_name) {
  if (!chose.runner_up) return "";
  const Option& second = *chose.runner_up;
  if (score_key(chose.chosen.kind) == ScoreKey::none) {
    return ": first in order, as ALL-1 does not rank these options";
  }
  if (second.best == chose.chosen.best) {
    return ": tied by ALL-1 with " + option_name(second) + " (" + score_text(second) +
           "), first in order";
  }
  return ": best by ALL-1 (" + score_text(chose.chosen) + ") against " + option_name(second) +
         " (" + score_text(second) + ")";
}

}  // namespace skedaddle::io::detail
