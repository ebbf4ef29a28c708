// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario: a scenario built in code is checked as a loaded
// one is, so a default-constructed one (or one of the examples, taken apart and put back) gives
// errors or an outcome, never a crash.
#include <gtest/gtest.h>

#include "conformance/corpus.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  io::LoadedScenario built;
  built.ruleset = find_ruleset("grande-tactique");
  ASSERT_NE(built.ruleset, nullptr);
  built.game = Scenario{};
  const Result<skedaddle::Scenario> checked = skedaddle::Scenario::validate(built);
  if (checked.ok()) {
    // Valid as it stands: then it resolves (or is refused) like any other.
    EXPECT_TRUE(resolve(checked.value()).ok() || checked.value().refusal().has_value());
  } else {
    EXPECT_FALSE(checked.errors().front().message.empty());
  }
}

TEST(GrandeTactiqueFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  for (const std::string& example : corpus::scenario_files()) {
    if (example.rfind("grande_tactique/", 0) != 0) continue;
    const Result<skedaddle::Scenario> loaded =
        skedaddle::Scenario::load((corpus::games_dir() / example).string());
    ASSERT_TRUE(loaded.ok()) << example;
    io::LoadedScenario built;
    built.ruleset = find_ruleset("grande-tactique");
    built.game = io::game_of<Scenario>(loaded.value().loaded());
    built.choices = loaded.value().loaded().choices;
    built.dice = loaded.value().loaded().dice;
    built.dice_scripted = loaded.value().loaded().dice_scripted;
    built.seed = loaded.value().loaded().seed;
    built.sides = loaded.value().loaded().sides;
    const Result<skedaddle::Scenario> checked = skedaddle::Scenario::validate(built);
    ASSERT_TRUE(checked.ok()) << example << ": " << corpus::describe(checked.errors());
    const Result<skedaddle::Outcome> a = resolve(loaded.value());
    const Result<skedaddle::Outcome> b = resolve(checked.value());
    ASSERT_EQ(a.ok(), b.ok()) << example;
    if (a.ok()) {
      EXPECT_EQ(a.value().text(), b.value().text()) << example;
    }
  }
}

}  // namespace
}  // namespace skedaddle::grande_tactique
