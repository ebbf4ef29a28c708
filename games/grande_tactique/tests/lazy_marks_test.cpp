// SPDX-License-Identifier: MIT
// The least-turn search's marks worked out as the search reaches them (GT-4 c, flight.cpp: an
// enemy's touching turns only once the scan reaches a bound below which none of them lies)
// against every mark worked out first: on random crowded tables, the marks the search tries,
// in order, and every way tried, the turn and the path, bit for bit.
#include <gtest/gtest.h>

#include <cstddef>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/rules/unit_grid.hpp"
#include "grande_tactique/tests/crowded_flights.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

TEST(GtLazyMarks, TheMarksTriedAndTheTurnAreThoseOfEveryMarkWorkedOutFirst) {
  FlightWorkspace lazy_workspace;
  FlightWorkspace eager_workspace;
  eager_workspace.set_eager_marks(true);
  FlightPlan lazy;
  FlightPlan eager;
  int turned = 0;
  std::size_t marks = 0;
  const int tables = test::scaled(600);
  for (int seed = 1; seed <= tables; ++seed) {
    const test_flights::CrowdedFlight f = test_flights::crowded_flight(seed);
    const test::GtRandomTable& t = f.t;
    const FlightRequest& request = f.request;
    const UnitGrid grid(t.s.table, t.s.units);
    plan_flight(t.s, t.s.units, grid, request, lazy_workspace, lazy);
    plan_flight(t.s, t.s.units, grid, request, eager_workspace, eager);
    EXPECT_EQ(test_flights::plan_differences(lazy, lazy_workspace.marks_tried(), eager,
                                             eager_workspace.marks_tried()),
              "")
        << "seed " << seed;
    if (lazy.taken().way == FlightWay::turned) ++turned;
    marks += lazy_workspace.marks_tried().size();
  }
  EXPECT_GE(turned, tables / 5) << "too few turned flights to compare";
  EXPECT_GE(marks, static_cast<std::size_t>(tables)) << "too few marks tried";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
