// SPDX-License-Identifier: MIT
// The odds' 64-bit exact chances against Boost.Multiprecision's rationals, the reference: random
// fractions small and large (products of dice totals, and values near and past 2^64), every
// sum, difference, comparison, text and double the same.
#include "odds/exact_chance.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>
#include <random>
#include <utility>

#include "odds/rational.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::exact {
namespace {

/// A random chance's numerator and denominator: a product of dice totals (as the odds meet), a
/// random 64-bit one, or one near 2^64.
std::pair<std::uint64_t, std::uint64_t> random_fraction(std::mt19937_64& rng) {
  std::uint64_t d = 1;
  switch (test::below(rng, 3)) {
    case 0:
      for (int k = test::between(rng, 0, 12); k > 0; --k)
        d *= static_cast<std::uint64_t>(test::between(rng, 2, 100));
      break;
    case 1:
      d = rng() >> test::below(rng, 64);
      break;
    default:
      d = std::numeric_limits<std::uint64_t>::max() - test::below(rng, 1000);
      break;
  }
  if (d == 0) d = 1;
  return {d == std::numeric_limits<std::uint64_t>::max() ? test::below(rng, d) : rng() % (d + 1),
          d};
}

TEST(ExactChance, AgreesWithBoostRationals) {
  std::mt19937_64 rng(0x6578'6163'74ULL);
  for (int i = 0; i < 20000; ++i) {
    const auto [an, ad] = random_fraction(rng);
    const auto [bn, bd] = random_fraction(rng);
    const Rational x(an, ad);
    const Rational y(bn, bd);
    const ExactChance a(an, ad);
    const ExactChance b(bn, bd);
    ASSERT_EQ(a.rational(), x);
    EXPECT_EQ(ExactChance(x), a);
    EXPECT_EQ((a + b).rational(), x + y) << an << "/" << ad << " + " << bn << "/" << bd;
    EXPECT_EQ(a + b, ExactChance(x + y));
    const bool a_more = x >= y;
    EXPECT_EQ(a_more ? (a - b).rational() : (b - a).rational(), a_more ? x - y : y - x);
    EXPECT_EQ(greater(a, b), x > y);
    EXPECT_EQ(greater(b, a), y > x);
    EXPECT_EQ(a == b, x == y);
    // The text and the double, as exact::probability() makes them from the rational.
    const Probability p = (a + b).probability();
    const Probability q = probability(x + y);
    EXPECT_EQ(p.fraction, q.fraction);
    EXPECT_EQ(p.value, q.value) << q.fraction;
  }
}

TEST(ExactChance, WorkedByHand) {
  EXPECT_EQ(ExactChance(2, 4).probability().fraction, "1/2");
  EXPECT_EQ(ExactChance(0, 7).probability().fraction, "0");
  EXPECT_EQ((ExactChance(1, 6) + ExactChance(1, 3)).probability().fraction, "1/2");
  EXPECT_EQ((ExactChance(1, 1) - ExactChance(91, 216)).probability().fraction, "125/216");
  EXPECT_DOUBLE_EQ(ExactChance(91, 216).probability().value, 91.0 / 216.0);
  // Past 64 bits: 1/(2^64 - 1) + 1/(2^64 - 2) has a denominator of 128 bits.
  const std::uint64_t m = std::numeric_limits<std::uint64_t>::max();
  const ExactChance sum = ExactChance(1, m) + ExactChance(1, m - 1);
  EXPECT_EQ(sum.rational(), Rational(1, m) + Rational(1, m - 1));
  EXPECT_TRUE(greater(sum, ExactChance(1, m)));
}

}  // namespace
}  // namespace skedaddle::exact
