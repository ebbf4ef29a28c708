// SPDX-License-Identifier: MIT
// Private to io: the ALL-6 steps of one unit in an options document, the same for every game
// that moves units one after another (GITM/ROTD, Grande Tactique): each step with its exact
// chance over the whole resolution, and whether the walk over the dice was complete.
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

#include "skedaddle/odds/unit_steps.hpp"

namespace skedaddle::io::detail {

/// `chances_complete`, or `chances_error` when the dice could not be enumerated.
inline void add_step_walk_status(nlohmann::ordered_json& doc, const Result<UnitStepOdds>& walk) {
  if (walk.ok()) {
    doc["chances_complete"] = walk.value().complete;
  } else {
    doc["chances_error"] = walk.errors().front().message;
  }
}

/// Every step of `unit` (its id) in the order first met: `step`, `probability`, `value`, and
/// `probability_high` / `value_high` when the bound left the chance a range.
inline nlohmann::ordered_json unit_steps_json(const UnitStepOdds& walk, std::string_view unit) {
  nlohmann::ordered_json steps = nlohmann::ordered_json::array();
  for (const UnitStepChance& c : walk.steps) {
    if (c.step.unit != unit) continue;
    nlohmann::ordered_json step = {{"step", c.step.step},
                                   {"probability", c.chance.low.fraction},
                                   {"value", c.chance.low.value}};
    if (!(c.chance.high == c.chance.low)) {
      step["probability_high"] = c.chance.high.fraction;
      step["value_high"] = c.chance.high.value;
    }
    steps.push_back(std::move(step));
  }
  return steps;
}

}  // namespace skedaddle::io::detail
