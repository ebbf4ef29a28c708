// SPDX-License-Identifier: MIT
// What the game-level outputs (options, outcome text, SVG) check of their arguments before use:
// they read a scenario as load_scenario() or the facade leaves it, and throw rather than read
// out of bounds when given anything else (core/contract.hpp).
#pragma once

#include "skedaddle/core/contract.hpp"
#include "skedaddle/core/resolvable.hpp"

namespace skedaddle::io::detail {

/// Throws std::invalid_argument with `message` unless `game` passes its game's check().
template <class Game>
void require_checked(const Game& game, const char* message) {
  require(check(game).empty(), message);
}

/// The same, and the rules do not refuse `game`'s request (ALL-3): what options need.
template <class Game>
void require_resolvable(const Game& game, const char* message) {
  require(check_resolvable(game).empty(), message);
}

}  // namespace skedaddle::io::detail
