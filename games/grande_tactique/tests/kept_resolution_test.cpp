// SPDX-License-Identifier: MIT
// The odds' reuse on random Grande Tactique tables: the ruleset's kept resolution (a plain
// resolve each run), one enumerating Dice rewound per way and one Fates written over give, way
// by way, what a fresh resolve_checked(), new dice and fates() give.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/kept_resolution_checks.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueKeptResolution, EveryWayOfTheDiceGivesWhatAFreshResolutionGives) {
  const Ruleset* ruleset = find_ruleset("grande-tactique");
  ASSERT_NE(ruleset, nullptr);
  int walked = 0;
  test::for_board_seeds(
      1, static_cast<std::uint64_t>(test::scaled(30)), [&](std::uint64_t seed) -> std::string {
        io::LoadedScenario loaded = test::loaded(test::gt_random_table(seed).s, "random table");
        loaded.ruleset = ruleset;
        if (!ruleset->check_once(loaded).ok()) return "";
        ++walked;
        return test::kept_resolution_differences(loaded, {.kind = ChooserKind::best}, 100);
      });
  EXPECT_GT(walked, test::scaled(10));
}

}  // namespace
}  // namespace skedaddle::grande_tactique
