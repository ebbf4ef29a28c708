// SPDX-License-Identifier: MIT
// An exact chance held as two 64-bit integers while they fit, which every odds table of the
// examples does: the table's sums, differences, comparisons and texts then cost a few integer
// operations, not Boost.Multiprecision's general arithmetic, which takes over beyond 64 bits.
#pragma once

#include <cstdint>
#include <memory>

#include "odds/rational.hpp"
#include "skedaddle/odds/probability.hpp"

namespace skedaddle::exact {

/// The unsigned 128-bit integer of GCC and Clang, for products of two 64-bit numbers
/// (`__extension__`: -Wpedantic knows it is not ISO C++).
__extension__ typedef unsigned __int128 Uint128;

/// A chance (a non-negative fraction) in lowest terms, exact whatever its size.
class ExactChance {
 public:
  /// Zero.
  ExactChance() = default;
  /// numerator / denominator (denominator > 0), reduced.
  ExactChance(std::uint64_t numerator, std::uint64_t denominator);
  /// The same fraction as `chance` (which is non-negative).
  explicit ExactChance(const Rational& chance);
  /// The same fraction as a Boost rational.
  Rational rational() const;
  /// The fraction's text ("91/216", "1", "0") and its nearest double, as exact::probability()
  /// gives them for rational().
  Probability probability() const;
  /// a + b, exactly.
  friend ExactChance operator+(const ExactChance& a, const ExactChance& b);
  /// a - b, exactly; a must not be less than b.
  friend ExactChance operator-(const ExactChance& a, const ExactChance& b);
  /// The same fraction (both are in lowest terms, and small whenever they fit).
  friend bool operator==(const ExactChance& a, const ExactChance& b) {
    // Inline for the sorts of a table, whose chances fit in 64 bits: two integer compares.
    if (a.big_ || b.big_) return equal_big(a, b);
    return a.numerator_ == b.numerator_ && a.denominator_ == b.denominator_;
  }
  /// a > b, exactly.
  friend bool greater(const ExactChance& a, const ExactChance& b) {
    // Inline as ==: one 128-bit cross product.
    if (a.big_ || b.big_) return greater_big(a, b);
    return Uint128{a.numerator_} * b.denominator_ > Uint128{b.numerator_} * a.denominator_;
  }
  /// numerator / denominator (denominator > 0) of up to 128 bits each, reduced.
  static ExactChance wide(Uint128 numerator, Uint128 denominator);

 private:
  /// a == b where either does not fit in 64 bits.
  static bool equal_big(const ExactChance& a, const ExactChance& b);
  /// a > b where either does not fit in 64 bits.
  static bool greater_big(const ExactChance& a, const ExactChance& b);

  std::uint64_t numerator_ = 0;
  std::uint64_t denominator_ = 1;
  // Set exactly when the reduced fraction does not fit in 64 bits: rare, so on the heap (and
  // shared by copies, as it never changes), which keeps a chance at 32 bytes, not 96 (a table
  // holds one per outcome and sorts them).
  std::shared_ptr<const Rational> big_;
};

}  // namespace skedaddle::exact
