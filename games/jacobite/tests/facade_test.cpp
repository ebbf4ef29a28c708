// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario (tests/support/facade_checks.hpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "support/examples.hpp"
#include "support/facade_checks.hpp"

namespace skedaddle::jacobite {
namespace {

/// Another game's scenario type, for the asking of the wrong one.
struct AnotherGame {};

TEST(JacobiteFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  test::expect_default_scenario_checked<Scenario>("jacobite");
}

TEST(JacobiteFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  test::expect_typed_examples_resolve_as_loaded<Scenario>("jacobite");
}

// The check a loaded Scenario keeps serves the game's own kept Resolution (as GCACW's), and a
// refused request has none (ALL-3: nothing to resolve).
TEST(JacobiteFacadeTest, TheCheckedGameServesTheGamesOwnResolution) {
  const skedaddle::Scenario scenario = test::load_example(
      "jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json");
  const std::optional<Checked<Scenario>> game = scenario.checked_game<Scenario>();
  ASSERT_TRUE(game.has_value());
  EXPECT_FALSE(scenario.checked_game<AnotherGame>().has_value());
  Resolution kept(*game);
  Dice dice = io::dice_for(scenario.loaded(), 0);
  Chooser script(
      ChooserDef{.kind = ChooserKind::script, .seed = 0, .script = scenario.loaded().choices});
  ASSERT_TRUE(kept.run(dice, script).empty());
  const Result<skedaddle::Outcome> facade = resolve(scenario, {});
  ASSERT_TRUE(facade.ok());
  EXPECT_EQ(scenario.ruleset().events_text(scenario.loaded(), kept.outcome().events),
            scenario.ruleset().events_text(scenario.loaded(), facade.value().events()));

  for (const std::string& example : corpus::scenario_files()) {
    const skedaddle::Scenario refused = test::load_example(example);
    if (!refused.refusal() || refused.ruleset_name() != "jacobite") continue;
    EXPECT_FALSE(refused.checked_game<Scenario>().has_value()) << example;
    return;
  }
  FAIL() << "no refused Jacobite example";
}

}  // namespace
}  // namespace skedaddle::jacobite
