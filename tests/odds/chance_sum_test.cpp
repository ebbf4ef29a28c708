// SPDX-License-Identifier: MIT
// The odds' sums of ways against Boost.Multiprecision's rationals, the reference: random ways
// through points of chance (dice totals, random choices, products past 2^64), added one by one
// and sum to sum, the same exact chance.
#include "odds/chance_sum.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "odds/rational.hpp"
#include "skedaddle/dice/chance.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::exact {
namespace {

/// Every way of a random tree of points of chance (dice totals and random choices, split into
/// one to three branches of random weights), depth first: distinct ways whose chances add up to
/// 1. Deep ways' products of totals pass 2^64.
void random_ways(std::mt19937_64& rng, std::vector<ChanceStep>& way,
                 std::vector<std::vector<ChanceStep>>& ways) {
  static constexpr std::uint64_t kTotals[] = {2, 3, 6, 36, 216, 7, 1296};
  const bool leaf = ways.size() > 40 || way.size() >= 14 ||
                    test::below(rng, 16) < static_cast<std::uint64_t>(way.size());
  if (leaf) {
    ways.push_back(way);
    return;
  }
  ChanceStep step;
  step.point.total = kTotals[test::below(rng, std::size(kTotals))];
  std::uint64_t left = step.point.total;
  for (int b = test::between(rng, 1, 3); b > 0 && left > 0; --b) {
    const std::uint64_t weight = b == 1 ? left : 1 + test::below(rng, left);
    step.point.branches.push_back(ChanceBranch{{b}, weight});
    left -= weight;
  }
  if (left > 0) step.point.branches.back().weight += left;
  for (std::size_t b = 0; b < step.point.branches.size(); ++b) {
    step.branch = static_cast<int>(b);
    way.push_back(step);
    random_ways(rng, way, ways);
    way.pop_back();
  }
}

/// The chance of a way as a Boost rational.
Rational chance_of_way(const std::vector<ChanceStep>& way) {
  Rational chance = 1;
  for (const ChanceStep& step : way)
    chance *= Rational(step.point.branches[static_cast<std::size_t>(step.branch)].weight,
                       step.point.total);
  return chance;
}

TEST(ChanceSum, AgreesWithBoostRationals) {
  std::mt19937_64 rng(0x73756d73ULL);
  for (int table = 0; table < 500; ++table) {
    std::vector<ChanceStep> way;
    std::vector<std::vector<ChanceStep>> ways;
    random_ways(rng, way, ways);
    // Two sums of some of the ways each, a third of all of them.
    ChanceSum first;
    ChanceSum second;
    ChanceSum every;
    Rational first_reference = 0;
    Rational second_reference = 0;
    for (const std::vector<ChanceStep>& w : ways) {
      every.add(w);
      switch (test::below(rng, 3)) {
        case 0:
          first.add(w);
          first_reference += chance_of_way(w);
          break;
        case 1:
          second.add(w);
          second_reference += chance_of_way(w);
          break;
        default:
          break;
      }
    }
    ASSERT_EQ(every.value(), Rational(1)) << "table " << table << ", " << ways.size() << " ways";
    ASSERT_EQ(first.chance().rational(), first_reference);
    ASSERT_EQ(second.value(), second_reference);
    first.add(second);
    EXPECT_EQ(first.chance().rational(), first_reference + second_reference) << "table " << table;
  }
}

TEST(ChanceSum, WorkedByHand) {
  // Two ways of a die and a coin (1/6 * 1/2 each) and one of a die alone (1/6): 1/12 + 1/12 +
  // 1/6 = 1/3, over the two products of totals 12 and 6.
  const auto step = [](std::uint64_t total, std::uint64_t weight) {
    ChanceStep s;
    s.point.total = total;
    s.point.branches.push_back(ChanceBranch{{1}, weight});
    return s;
  };
  ChanceSum sum;
  sum.add(std::vector<ChanceStep>{step(6, 1), step(2, 1)});
  sum.add(std::vector<ChanceStep>{step(6, 1), step(2, 1)});
  sum.add(std::vector<ChanceStep>{step(6, 1)});
  EXPECT_EQ(sum.chance().probability().fraction, "1/3");
  EXPECT_EQ(ChanceSum().chance().probability().fraction, "0");
}

}  // namespace
}  // namespace skedaddle::exact
