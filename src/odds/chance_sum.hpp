// SPDX-License-Identifier: MIT
// An exact sum of the chances of ways through the points of chance, cheap to add to: each way's
// chance is a product of weight/total fractions, kept as an integer numerator over the product
// of the totals (the few products met), so adding a way costs no division and no gcd.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "odds/exact_chance.hpp"
#include "odds/rational.hpp"
#include "skedaddle/dice/chance.hpp"

namespace skedaddle::exact {

/// The exact sum of the chances of some ways through the points of chance.
class ChanceSum {
 public:
  /// Adds the chance of the way that took `steps`: the product of its branches' weights over
  /// their points' totals.
  void add(std::span<const ChanceStep> steps);
  /// Adds the ways another sum holds (integer additions, no fraction reduced).
  void add(const ChanceSum& other);
  /// The sum in lowest terms: one fraction over the least common multiple of the products of
  /// totals met, reduced once (on 64-bit integers while they fit).
  ExactChance chance() const;
  /// The same as a Boost rational.
  Rational value() const { return chance().rational(); }

 private:
  /// Adds `numerator` over `denominator` (a product of totals).
  void add_over(std::uint64_t denominator, std::uint64_t numerator);
  /// (product of totals, sum of numerators), one pair per product met, in the order met: a
  /// table meets few products, so a flat search beats a map's node per product.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> over_;
  std::optional<Rational> rest_;  // the ways whose product of totals does not fit in 64 bits
};

}  // namespace skedaddle::exact
