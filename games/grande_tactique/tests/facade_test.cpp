// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario (tests/support/facade_checks.hpp).
#include <gtest/gtest.h>

#include "skedaddle/grande_tactique/rules.hpp"
#include "support/facade_checks.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  test::expect_default_scenario_checked<Scenario>("grande-tactique");
}

TEST(GrandeTactiqueFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  test::expect_typed_examples_resolve_as_loaded<Scenario>("grande_tactique");
}

}  // namespace
}  // namespace skedaddle::grande_tactique
