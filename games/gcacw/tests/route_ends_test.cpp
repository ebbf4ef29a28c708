// SPDX-License-Identifier: MIT
// Where the arrow of the pictures of random boards ends (the examples' test is
// tests/conformance/route_ends_test.cpp): the route's corners and arrowhead, read back as the
// hexes they lie in, against the moves of the outcome's JSON (support/route_ends.hpp), half
// the boards crowded so that overrides (GC-10) and deaths in a hex (GC-9) are common.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/route_ends.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwRouteEnds, TheArrowOfARandomBoardEndsInTheHexTheStackReached) {
  int drawn = 0;
  test::for_random_boards(
      0x726f'7574'6763ULL, test::scaled(150), [&drawn](std::mt19937_64& rng, int) {
        io::LoadedScenario s = test::loaded(
            ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))), "random");
        s.ruleset = find_ruleset("gcacw");
        const std::optional<test::RoutesCompared> compared = test::resolved_route_differences(s);
        drawn += compared ? compared->routes : 0;
        return compared ? compared->differences : std::string();
      });
  EXPECT_GT(drawn, test::scaled(150) / 2);
}

}  // namespace
}  // namespace skedaddle::gcacw
