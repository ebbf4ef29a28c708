// SPDX-License-Identifier: MIT
// The least-turn search's marks worked out as the search reaches them (GT-4 c, flight.cpp: an
// enemy's touching turns only once the scan reaches a bound below which none of them lies)
// against every mark worked out first: on random crowded tables, the marks the search tries,
// in order, and every way tried, the turn and the path, bit for bit.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/tests/crowded_flights.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

TEST(GtLazyMarks, TheMarksTriedAndTheTurnAreThoseOfEveryMarkWorkedOutFirst) {
  FlightWorkspace eager;
  eager.set_eager_marks(true);
  const int tables = test::scaled(600);
  const test_flights::Comparison c =
      test_flights::compare_plans(tables, test_flights::crowded_flight, eager);
  EXPECT_EQ(c.differences, std::vector<std::string>{});
  EXPECT_GE(c.turned, tables / 5) << "too few turned flights to compare";
  EXPECT_GE(c.marks, static_cast<std::size_t>(tables)) << "too few marks tried";
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
