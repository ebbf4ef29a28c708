// SPDX-License-Identifier: MIT
// An exact sum of the chances of ways through the points of chance, cheap to add to: each way's
// chance is a product of weight/total fractions, kept as an integer numerator over the product
// of the totals (the few products met), so adding a way costs no division and no gcd, and the
// first few products are held in the sum itself, so that most sums allocate nothing.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
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
  /// The sum of the numerators of the ways over one product of totals.
  struct Over {
    std::uint64_t denominator = 0;  // the product of totals
    std::uint64_t numerator = 0;
  };
  /// Products held in the sum itself: a group's sum meets one, a unit's fate's one or two in
  /// the examples, so the sums of a table allocate nothing (an allocation cost as much as a
  /// way's grouping); two, not more, keep a sum at 72 bytes, and the groups and fates that hold
  /// one each small (a third product goes to more_).
  static constexpr std::size_t kHeld = 2;

  /// Adds `numerator` over `denominator` (a product of totals).
  void add_over(std::uint64_t denominator, std::uint64_t numerator);
  /// Every product met and its numerator: held_ first, then more_.
  template <class Visit>
  void each_over(Visit visit) const {
    for (std::size_t i = 0; i < held_count_; ++i)
      visit(held_[i]);
    for (const Over& over : more_)
      visit(over);
  }

  // One entry per product met, in the order met: a table meets few products, so a flat search
  // beats a map's node per product.
  std::array<Over, kHeld> held_{};
  std::size_t held_count_ = 0;
  std::vector<Over> more_;  // the products met after the first kHeld
  // The ways whose product of totals does not fit in 64 bits: rare, so on the heap, which keeps
  // the sums held in a table's groups and unit fates small (a Rational takes 72 bytes).
  std::unique_ptr<Rational> rest_;
};

}  // namespace skedaddle::exact
