// SPDX-License-Identifier: MIT
// The least-turn search's index of the near units by turn (GT-4 c, flight.cpp:
// index_by_turn(), made over the window's turns only) against every line tested against every
// near unit: on random crowded tables, the marks the search tries, in order, and every way tried,
// the turn and the path, bit for bit.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/tests/crowded_flights.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

TEST(GtTurnIndex, TheIndexGivesThePlansOfEveryLineTestedAgainstEveryNearUnit) {
  FlightWorkspace unindexed;
  unindexed.set_no_turn_index(true);
  const int tables = test::scaled(600);
  const test_flights::Comparison c =
      test_flights::compare_plans(tables, test_flights::crowded_flight, unindexed);
  EXPECT_EQ(c.differences, std::vector<std::string>{});
  EXPECT_GE(c.turned, tables / 5) << "too few turned flights to compare";
}

// Windows of a few units are not indexed (each line tests them all): on sparse tables they are
// common, and every line must still see every unit that may block it.
TEST(GtTurnIndex, AWindowOfAFewUnitsGivesThePlansOfEveryLineTestedAgainstEveryNearUnit) {
  FlightWorkspace unindexed;
  unindexed.set_no_turn_index(true);
  const int tables = test::scaled(600);
  const test_flights::Comparison c =
      test_flights::compare_plans(tables, test_flights::sparse_flight, unindexed);
  EXPECT_EQ(c.differences, std::vector<std::string>{});
  EXPECT_GE(c.unindexed_windows, tables / 5) << "too few windows of a few units to compare";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
