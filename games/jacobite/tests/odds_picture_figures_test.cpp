// SPDX-License-Identifier: MIT
// The figures of `render --odds` on random battlefields (rallies, leaders' casualty checks and
// their cascades, JR-6 to JR-9) against the same figures summed as exact fractions from the
// odds table (support/odds_picture_figures.hpp; the examples' test is
// tests/conformance/odds_picture_figures_test.cpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "jacobite/tests/random_scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_picture_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteOddsPictureFigures, EveryFigureOfRandomBattlefieldsIsTheTablesExactChance) {
  int drawn = 0;
  test::for_random_boards(
      0x6f64'6473'6a72ULL, test::scaled(60), [&drawn](std::mt19937_64& rng, int) {
        io::LoadedScenario s = test::loaded(random_scenario(rng), "random");
        s.ruleset = find_ruleset("jacobite");
        const std::optional<std::string> differences = test::odds_picture_differences(
            s, {.chooser = ChooserKind::random, .max_resolves = 20'000});
        drawn += differences ? 1 : 0;
        return differences.value_or("");
      });
  // Most battlefields are drawn with odds (half of the first twelve, the lighter run's under
  // the sanitizers): the check is not empty.
  EXPECT_GT(drawn, test::scaled(60) / 3);
}

}  // namespace
}  // namespace skedaddle::jacobite
