// SPDX-License-Identifier: MIT
// The least-turn search's cheap test of an enemy surely in a line's way (GT-4 c, flight.cpp:
// surely_met(), before the exact sweep) against the exact sweep alone: on random crowded
// tables, the marks the search tries, in order, and every way tried, the turn and the path,
// bit for bit. (In Debug, the engine also checks every enemy the cheap test finds against the
// sweep.)
#include <gtest/gtest.h>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/rules/unit_grid.hpp"
#include "grande_tactique/tests/crowded_flights.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

TEST(GtSurelyMet, TheCheapTestGivesThePlansOfTheExactSweepAlone) {
  FlightWorkspace quick_workspace;
  FlightWorkspace exact_workspace;
  exact_workspace.set_plain_line_tests(true);
  FlightPlan quick;
  FlightPlan exact;
  int turned = 0;
  const int tables = test::scaled(600);
  for (int seed = 1; seed <= tables; ++seed) {
    const test_flights::CrowdedFlight f = test_flights::crowded_flight(seed);
    const UnitGrid grid(f.t.s.table, f.t.s.units);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, quick_workspace, quick);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, exact_workspace, exact);
    EXPECT_EQ(test_flights::plan_differences(quick, quick_workspace.marks_tried(), exact,
                                             exact_workspace.marks_tried()),
              "")
        << "seed " << seed;
    if (quick.taken().way == FlightWay::turned) ++turned;
  }
  EXPECT_GE(turned, tables / 5) << "too few turned flights to compare";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
