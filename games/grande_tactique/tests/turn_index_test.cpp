// SPDX-License-Identifier: MIT
// The least-turn search's index of the near units by turn (GT-4 c, flight.cpp:
// index_by_turn(), made over the window's turns only) against every line tested against every
// near unit: on random crowded tables, the marks the search tries, in order, and every way tried,
// the turn and the path, bit for bit.
#include <gtest/gtest.h>

#include <cstddef>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/rules/unit_grid.hpp"
#include "grande_tactique/tests/crowded_flights.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

TEST(GtTurnIndex, TheIndexGivesThePlansOfEveryLineTestedAgainstEveryNearUnit) {
  FlightWorkspace indexed_workspace;
  FlightWorkspace plain_workspace;
  plain_workspace.set_no_turn_index(true);
  FlightPlan indexed;
  FlightPlan plain;
  int turned = 0;
  const int tables = test::scaled(600);
  for (int seed = 1; seed <= tables; ++seed) {
    const test_flights::CrowdedFlight f = test_flights::crowded_flight(seed);
    const UnitGrid grid(f.t.s.table, f.t.s.units);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, indexed_workspace, indexed);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, plain_workspace, plain);
    EXPECT_EQ(test_flights::plan_differences(indexed, indexed_workspace.marks_tried(), plain,
                                             plain_workspace.marks_tried()),
              "")
        << "seed " << seed;
    if (indexed.taken().way == FlightWay::turned) ++turned;
  }
  EXPECT_GE(turned, tables / 5) << "too few turned flights to compare";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
