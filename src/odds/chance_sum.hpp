// SPDX-License-Identifier: MIT
// An exact sum of the chances of ways through the points of chance, cheap to add to: each way's
// chance is a product of weight/total fractions, kept as an integer numerator over the product
// of the totals (the few products met), so adding a way costs no division and no gcd.
#pragma once

#include <cstdint>
#include <map>
#include <span>

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
  std::map<std::uint64_t, std::uint64_t> over_;  // product of totals -> sum of numerators
  Rational rest_ = 0;      // ways whose product of totals does not fit in 64 bits
  bool has_rest_ = false;  // some did (rest_ is not zero)
};

}  // namespace skedaddle::exact
