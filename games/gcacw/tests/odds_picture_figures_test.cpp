// SPDX-License-Identifier: MIT
// The figures of `render --odds` on random boards against the same figures summed as exact
// fractions from the odds table (support/odds_picture_figures.hpp; the examples' test is
// tests/conformance/odds_picture_figures_test.cpp). GCACW rolls no dice in a retreat: the
// chances are the random chooser's picks (ALL-5), the owner's choice of path (GC-7).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_picture_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwOddsPictureFigures, EveryFigureOfRandomBoardsIsTheTablesExactChance) {
  int drawn = 0;
  test::for_random_boards(
      0x6f64'6473'6763ULL, test::scaled(40), [&drawn](std::mt19937_64& rng, int) {
        io::LoadedScenario s = test::loaded(
            ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))), "random");
        s.ruleset = find_ruleset("gcacw");
        const std::optional<std::string> differences = test::odds_picture_differences(
            s, {.chooser = ChooserKind::random, .max_resolves = 20'000});
        drawn += differences ? 1 : 0;
        return differences.value_or("");
      });
  EXPECT_GT(drawn, test::scaled(40) / 2);
}

}  // namespace
}  // namespace skedaddle::gcacw
