// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario (tests/support/facade_checks.hpp).
#include <gtest/gtest.h>

#include <optional>

#include "skedaddle/gcacw/rules.hpp"
#include "support/examples.hpp"
#include "support/facade_checks.hpp"

namespace skedaddle::gcacw {
namespace {

/// Another game's scenario type, for the asking of the wrong one.
struct AnotherGame {};

TEST(GcacwFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  test::expect_default_scenario_checked<Scenario>("gcacw");
}

TEST(GcacwFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  test::expect_typed_examples_resolve_as_loaded<Scenario>("gcacw");
}

// An embedder goes on from a loaded Scenario to the game's own kept Resolution with the check
// the scenario keeps: this game's type gives it, another game's nothing, and the kept
// resolution's outcome is the facade's.
TEST(GcacwFacadeTest, TheCheckedGameServesTheGamesOwnResolution) {
  const skedaddle::Scenario scenario =
      test::load_example("gcacw/examples/gc-09-owner-may-choose-the-fatal-path.json");
  const std::optional<Checked<Scenario>> game = scenario.checked_game<Scenario>();
  ASSERT_TRUE(game.has_value());
  EXPECT_FALSE(scenario.checked_game<AnotherGame>().has_value());
  // The kept check itself, not a copy: the same game on every call.
  EXPECT_EQ(&**game, &**scenario.checked_game<Scenario>());
  Resolution resolution(*game);
  Chooser best(ChooserDef{.kind = ChooserKind::best, .seed = 0, .script = {}});
  ASSERT_TRUE(resolution.run(best).empty());
  const Result<skedaddle::Outcome> facade = resolve(scenario, {.chooser = ChooserKind::best});
  ASSERT_TRUE(facade.ok());
  EXPECT_EQ(scenario.ruleset().events_text(scenario.loaded(), resolution.outcome().events),
            scenario.ruleset().events_text(scenario.loaded(), facade.value().events()));
}

}  // namespace
}  // namespace skedaddle::gcacw
