// SPDX-License-Identifier: MIT
// Where the arrows of the pictures of random battlefields end (the examples' test is
// tests/conformance/route_ends_test.cpp): each route's corners and arrowhead, read back as the
// hexes they lie in, against the moves of the outcome's JSON (support/route_ends.hpp): units'
// retreats into the counters of lone leaders and friends (JR-4), leaders' own retreats and
// escapes, leaving the board (JR-7, JR-9).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "jacobite/tests/random_scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/route_ends.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteRouteEnds, EveryArrowOfARandomBattlefieldEndsInTheHexItsMoverReached) {
  int drawn = 0;
  test::for_random_boards(
      0x726f'7574'6a72ULL, test::scaled(150), [&drawn](std::mt19937_64& rng, int) {
        // Small boards (1 to 4 columns, 2 to 4 rows) half the time, where
        // leaders leave over a baseline and routes end on the edge.
        const bool small = test::chance(rng, 50);
        const int columns = small ? test::between(rng, 1, 4) : 13;
        const int rows = small ? test::between(rng, 2, 4) : 11;
        io::LoadedScenario s = test::loaded(random_scenario(rng, columns, rows), "random");
        s.ruleset = find_ruleset("jacobite");
        const std::optional<test::RoutesCompared> compared = test::resolved_route_differences(s);
        drawn += compared ? compared->routes : 0;
        return compared ? compared->differences : std::string();
      });
  EXPECT_GT(drawn, test::scaled(150) / 5);
}

}  // namespace
}  // namespace skedaddle::jacobite
