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

/// How many of the flights compared turned, and how many windows of a few units their searches
/// left unindexed.
struct Compared {
  int turned = 0;
  int unindexed = 0;
};

/// The plans of `flight(seed)` for seeds 1 to `tables`, indexed and plain, compared.
Compared compare_plans(int tables, test_flights::CrowdedFlight (*flight)(int)) {
  Compared out;
  FlightWorkspace indexed_workspace;
  FlightWorkspace plain_workspace;
  plain_workspace.set_no_turn_index(true);
  FlightPlan indexed;
  FlightPlan plain;
  for (int seed = 1; seed <= tables; ++seed) {
    const test_flights::CrowdedFlight f = flight(seed);
    const UnitGrid grid(f.t.s.table, f.t.s.units);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, indexed_workspace, indexed);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, plain_workspace, plain);
    EXPECT_EQ(test_flights::plan_differences(indexed, indexed_workspace.marks_tried(), plain,
                                             plain_workspace.marks_tried()),
              "")
        << "seed " << seed;
    if (indexed.taken().way == FlightWay::turned) ++out.turned;
  }
  out.unindexed = indexed_workspace.unindexed_windows();
  return out;
}

TEST(GtTurnIndex, TheIndexGivesThePlansOfEveryLineTestedAgainstEveryNearUnit) {
  const int tables = test::scaled(600);
  const Compared compared = compare_plans(tables, test_flights::crowded_flight);
  EXPECT_GE(compared.turned, tables / 5) << "too few turned flights to compare";
}

// Windows of a few units are not indexed (each line tests them all): on sparse tables they are
// common, and every line must still see every unit that may block it.
TEST(GtTurnIndex, AWindowOfAFewUnitsGivesThePlansOfEveryLineTestedAgainstEveryNearUnit) {
  const int tables = test::scaled(600);
  const Compared compared = compare_plans(tables, test_flights::sparse_flight);
  EXPECT_GE(compared.unindexed, tables / 5) << "too few windows of a few units to compare";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
