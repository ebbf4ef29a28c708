// SPDX-License-Identifier: MIT
// A game scenario that passed its game's check() with no refusal: the fast path of the game-level
// API takes it, so a program that resolves one scenario many times (a search, the odds) checks
// it once, and no unchecked scenario can take that path.
#pragma once

#include <memory>
#include <utility>

#include "skedaddle/core/error.hpp"
#include "skedaddle/core/resolvable.hpp"

namespace skedaddle {

/// A game's scenario (gcacw::Scenario, ...) that check_resolvable() found playable, held
/// immutable and shared: cheap to copy, safe to read from many threads.
template <class Scenario>
class Checked {
 public:
  /// `scenario` checked (check() and refusal(), as check_resolvable()): the checked value, or
  /// the errors.
  static Result<Checked> check(Scenario scenario) {
    if (Errors errors = check_resolvable(scenario); !errors.empty()) return errors;
    return Checked(std::make_shared<const Scenario>(std::move(scenario)));
  }
  /// The scenario.
  const Scenario& operator*() const { return *scenario_; }
  /// The scenario's members.
  const Scenario* operator->() const { return scenario_.get(); }

 private:
  explicit Checked(std::shared_ptr<const Scenario> scenario) : scenario_(std::move(scenario)) {}
  std::shared_ptr<const Scenario> scenario_;
};

}  // namespace skedaddle
