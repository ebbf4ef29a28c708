// SPDX-License-Identifier: MIT
// The check every game's resolve() makes first: a scenario it may resolve, or the errors why not.
#pragma once

#include <optional>

#include "skedaddle/core/error.hpp"
#include "skedaddle/core/refusal.hpp"

namespace skedaddle {

/// A refusal as an error, for the functions that must not be given a refused request: at the
/// refusal's pointer, "the rules refuse this request (RULE): REASON".
Error refused_error(const Refusal& refusal);

/// What keeps a game's `scenario` from being resolved: the errors of its game's check(), else
/// its refusal() as an error (ALL-3); empty when it may be resolved. Each game's resolve() and
/// preview start with it, so no unchecked scenario reaches the rules. `check` and `refusal` are
/// found in the scenario's own namespace.
template <class Scenario>
Errors check_resolvable(const Scenario& scenario) {
  Errors errors = check(scenario);
  if (errors.empty()) {
    if (const std::optional<Refusal> refused = refusal(scenario)) {
      errors.push_back(refused_error(*refused));
    }
  }
  return errors;
}

}  // namespace skedaddle
