// SPDX-License-Identifier: MIT
// Where the arrows of the pictures of random battles end (the examples' test is
// tests/conformance/route_ends_test.cpp): each move's corners and arrowhead, read back as the
// squares they lie in, against the moves of the outcome's JSON (support/route_ends.hpp): moves
// of 1 to 4 squares and stops short before a blocked square (GI-4), on the tactical map's
// 15 x 15 and on small maps where moves end on the edge.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "gitm/tests/random_battle.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/route_ends.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmRouteEnds, EveryArrowOfARandomBattleEndsInTheSquareItsUnitReached) {
  int drawn = 0;
  test::for_random_boards(
      0x726f'7574'6769ULL, test::scaled(150), [&drawn](std::mt19937_64& rng, int) {
        const bool small = test::chance(rng, 50);
        const int columns = small ? test::between(rng, 1, 4) : 15;
        const int rows = small ? test::between(rng, 1, 4) : 15;
        io::LoadedScenario s = test::loaded(test::gi_random_battle(rng, columns, rows), "random");
        s.ruleset = find_ruleset("gitm");
        const std::optional<test::RoutesCompared> compared = test::resolved_route_differences(s);
        drawn += compared ? compared->routes : 0;
        return compared ? compared->differences : std::string();
      });
  EXPECT_GT(drawn, test::scaled(150) / 5);
}

}  // namespace
}  // namespace skedaddle::gitm
