// SPDX-License-Identifier: MIT
// A LoadedScenario made in a test around a game's scenario built in code, for the writers and
// pictures that read only its common parts (the name).
#pragma once

#include <any>
#include <string>
#include <utility>

#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// A loaded scenario wrapping `game` (any game's Scenario, or nothing), with a name.
inline io::LoadedScenario loaded(std::any game, std::string name) {
  io::LoadedScenario l;
  l.game = std::move(game);
  l.name = std::move(name);
  return l;
}

}  // namespace skedaddle::test
