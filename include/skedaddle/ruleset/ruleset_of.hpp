// SPDX-License-Identifier: MIT
// What every game's Ruleset writes the same way, written once: its scenario read back from a
// LoadedScenario, and the game's own check() and refusal() of it.
#pragma once

#include <optional>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle {

namespace detail {
// Free functions, so that the game's check() and refusal() are found by argument-dependent
// lookup rather than hidden by the Ruleset members of the same names.
template <class GameScenario>
Errors check_game(const GameScenario& game) {
  return check(game);
}
template <class GameScenario>
std::optional<Refusal> refusal_of_game(const GameScenario& game) {
  return refusal(game);
}
}  // namespace detail

/// A Ruleset whose scenarios are `GameScenario` values, checked by the game's
/// `Errors check(const GameScenario&)` and `std::optional<Refusal> refusal(const GameScenario&)`.
template <class GameScenario>
class RulesetOf : public Ruleset {
 public:
  Errors check(const io::LoadedScenario& scenario) const override {
    return detail::check_game(game(scenario));
  }
  std::optional<Refusal> refusal(const io::LoadedScenario& scenario) const override {
    return detail::refusal_of_game(game(scenario));
  }

 protected:
  /// The game's scenario of a scenario this ruleset loaded.
  static const GameScenario& game(const io::LoadedScenario& scenario) {
    return io::game_of<GameScenario>(scenario);
  }
};

}  // namespace skedaddle
