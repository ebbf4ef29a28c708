// SPDX-License-Identifier: MIT
// The figures of `render --odds` on random battles (retreat direction and distance, routs and
// fall-backs, GI-3 to GI-6) against the same figures summed as exact fractions from the odds
// table (support/odds_picture_figures.hpp; the examples' test is
// tests/conformance/odds_picture_figures_test.cpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "gitm/tests/random_battle.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_picture_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmOddsPictureFigures, EveryFigureOfRandomBattlesIsTheTablesExactChance) {
  int drawn = 0;
  test::for_random_boards(
      0x6f64'6473'6769ULL, test::scaled(60), [&drawn](std::mt19937_64& rng, int) {
        io::LoadedScenario s = test::loaded(test::gi_random_battle(rng), "random");
        s.ruleset = find_ruleset("gitm");
        const std::optional<std::string> differences =
            test::odds_picture_differences(s, {.max_resolves = 20'000});
        drawn += differences ? 1 : 0;
        return differences.value_or("");
      });
  EXPECT_GT(drawn, test::scaled(60) / 2);
}

}  // namespace
}  // namespace skedaddle::gitm
