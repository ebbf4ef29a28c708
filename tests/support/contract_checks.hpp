// SPDX-License-Identifier: MIT
// Checks of the game-level API's contracts, shared by the games' contract tests: a scenario
// that fails check() or is refused (ALL-3) is an error from the game's own resolve(), never a
// crash; the outputs throw on arguments that are not their scenario's.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// For a default-constructed `GameScenario` and every example of games/`game`/:
/// `resolve_game` returns check()'s errors for one that fails check(), and the refusal as an
/// error naming its ruling for a refused one (`refused_examples` of them, at least one when the
/// game has any).
template <class GameScenario, class Outcome>
void expect_game_resolve_checks(
    const std::string& game,
    const std::function<Result<Outcome>(const GameScenario&)>& resolve_game,
    bool refused_examples = true) {
  const GameScenario empty{};
  const Errors empty_errors = check(empty);
  const Result<Outcome> from_empty = resolve_game(empty);
  if (!empty_errors.empty()) {
    ASSERT_FALSE(from_empty.ok()) << game;
    EXPECT_EQ(from_empty.errors(), empty_errors) << game;
  }
  int refused = 0;
  for (const std::string& example : corpus::scenario_files()) {
    if (example.rfind(game + "/", 0) != 0) continue;
    const Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / example).string());
    ASSERT_TRUE(loaded.ok()) << example;
    const GameScenario& s = io::game_of<GameScenario>(loaded.value());
    const Result<Outcome> outcome = resolve_game(s);
    if (const std::optional<Refusal> refusal = io::refusal(loaded.value())) {
      ++refused;
      ASSERT_FALSE(outcome.ok()) << example;
      EXPECT_EQ(outcome.errors().front(), refused_error(*refusal)) << example;
      EXPECT_NE(outcome.errors().front().message.find("(" + refusal->rule + ")"), std::string::npos)
          << example;
    }
  }
  if (refused_examples) {
    EXPECT_GT(refused, 0) << game << ": no refused example to check";
  }
}

/// The `nth` example of games/`game`/ (in corpus order) that the rules do not refuse, loaded;
/// fails the test when there is none.
inline io::LoadedScenario playable_example(const std::string& game, int nth = 0) {
  for (const std::string& example : corpus::scenario_files()) {
    if (example.rfind(game + "/", 0) != 0) continue;
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / example).string());
    if (!loaded.ok() || io::refusal(loaded.value()) || nth-- > 0) continue;
    return std::move(loaded).value();
  }
  ADD_FAILURE() << game << ": not enough playable examples";
  return {};
}

}  // namespace skedaddle::test
