// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario (tests/support/facade_checks.hpp).
#include <gtest/gtest.h>

#include "skedaddle/jacobite/rules.hpp"
#include "support/facade_checks.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  test::expect_default_scenario_checked<Scenario>("jacobite");
}

TEST(JacobiteFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  test::expect_typed_examples_resolve_as_loaded<Scenario>("jacobite");
}

}  // namespace
}  // namespace skedaddle::jacobite
