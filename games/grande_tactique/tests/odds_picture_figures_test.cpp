// SPDX-License-Identifier: MIT
// The figures of `render --odds` on random tables (flights from a causer and continued
// flights, GT-4 to GT-8; base centres binned to the inch) against the same figures summed as
// exact fractions from the odds table (support/odds_picture_figures.hpp; the examples' test is
// tests/conformance/odds_picture_figures_test.cpp).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_picture_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueOddsPictureFigures, EveryFigureOfRandomTablesIsTheTablesExactChance) {
  int drawn = 0;
  test::for_random_boards(
      0x6f64'6473'6774ULL, test::scaled(40), [&drawn](std::mt19937_64& rng, int) {
        const std::uint64_t seed = rng();
        io::LoadedScenario s = test::loaded(
            test::chance(rng, 50) ? test::gt_random_table(seed).s : test::gt_random_continue(seed),
            "random table");
        s.ruleset = find_ruleset("grande-tactique");
        const std::optional<std::string> differences =
            test::odds_picture_differences(s, {.max_resolves = 20'000});
        drawn += differences ? 1 : 0;
        return differences.value_or("");
      });
  EXPECT_GT(drawn, test::scaled(40) / 2);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
