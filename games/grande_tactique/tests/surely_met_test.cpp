// SPDX-License-Identifier: MIT
// The least-turn search's cheap test of an enemy surely in a line's way (GT-4 c, flight.cpp:
// surely_met(), before the exact sweep) against the exact sweep alone: on random crowded
// tables, the marks the search tries, in order, and every way tried, the turn and the path,
// bit for bit. (In Debug, the engine also checks every enemy the cheap test finds against the
// sweep.)
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/tests/crowded_flights.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

TEST(GtSurelyMet, TheCheapTestGivesThePlansOfTheExactSweepAlone) {
  FlightWorkspace exact;
  exact.set_plain_line_tests(true);
  const int tables = test::scaled(600);
  const test_flights::Comparison c =
      test_flights::compare_plans(tables, test_flights::crowded_flight, exact);
  EXPECT_EQ(c.differences, std::vector<std::string>{});
  EXPECT_GE(c.turned, tables / 5) << "too few turned flights to compare";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
