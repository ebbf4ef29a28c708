// SPDX-License-Identifier: MIT
// The facade with this game's typed scenario (tests/support/facade_checks.hpp).
#include <gtest/gtest.h>

#include "skedaddle/gcacw/rules.hpp"
#include "support/facade_checks.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwFacadeTest, ADefaultScenarioIsCheckedNotResolvedBlindly) {
  test::expect_default_scenario_checked<Scenario>("gcacw");
}

TEST(GcacwFacadeTest, TheExamplesTypedStructsValidateAndResolveAsLoaded) {
  test::expect_typed_examples_resolve_as_loaded<Scenario>("gcacw");
}

}  // namespace
}  // namespace skedaddle::gcacw
