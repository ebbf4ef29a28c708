// SPDX-License-Identifier: MIT
// Checks of the facade with a game's typed scenario, shared by the games' facade tests: a
// scenario built in code is checked as a loaded one is, so a default-constructed one gives
// errors or an outcome, never a crash, and an example's typed scenario, taken apart and put
// back, validates and resolves as loaded.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// A default-constructed `GameScenario` of ruleset `name` through Scenario::validate.
template <class GameScenario>
void expect_default_scenario_checked(std::string_view name) {
  io::LoadedScenario built;
  built.ruleset = find_ruleset(name);
  ASSERT_NE(built.ruleset, nullptr) << name;
  built.game = GameScenario{};
  const Result<Scenario> checked = Scenario::validate(built);
  if (checked.ok()) {
    // Valid as it stands: then it resolves (or is refused) like any other.
    EXPECT_TRUE(resolve(checked.value()).ok() || checked.value().refusal().has_value());
  } else {
    EXPECT_FALSE(checked.errors().front().message.empty());
  }
}

/// Every example of games/`game`/ rebuilt from its typed `GameScenario` validates and resolves
/// to the same trace as loaded.
template <class GameScenario>
void expect_typed_examples_resolve_as_loaded(const std::string& game) {
  for (const std::string& example : corpus::scenario_files()) {
    if (example.rfind(game + "/", 0) != 0) continue;
    const Result<Scenario> loaded = Scenario::load((corpus::games_dir() / example).string());
    ASSERT_TRUE(loaded.ok()) << example;
    const io::LoadedScenario& from = loaded.value().loaded();
    io::LoadedScenario built;
    built.ruleset = from.ruleset;
    built.game = io::game_of<GameScenario>(from);
    built.choices = from.choices;
    built.dice = from.dice;
    built.dice_scripted = from.dice_scripted;
    built.seed = from.seed;
    built.sides = from.sides;
    const Result<Scenario> checked = Scenario::validate(built);
    ASSERT_TRUE(checked.ok()) << example << ": " << corpus::describe(checked.errors());
    const Result<Outcome> a = resolve(loaded.value());
    const Result<Outcome> b = resolve(checked.value());
    ASSERT_EQ(a.ok(), b.ok()) << example;
    if (a.ok()) {
      EXPECT_EQ(a.value().text(), b.value().text()) << example;
    }
  }
}

}  // namespace skedaddle::test
