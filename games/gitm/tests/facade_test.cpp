// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario (tests/support/facade_checks.hpp).
#include <gtest/gtest.h>

#include "skedaddle/gitm/rules.hpp"
#include "support/facade_checks.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  test::expect_default_scenario_checked<Scenario>("gitm");
}

TEST(GitmFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  test::expect_typed_examples_resolve_as_loaded<Scenario>("gitm");
}

}  // namespace
}  // namespace skedaddle::gitm
