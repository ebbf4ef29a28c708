// SPDX-License-Identifier: MIT
#include "odds/chance_sum.hpp"

#include <limits>
#include <memory>
#include <numeric>
#include <utility>

namespace skedaddle::exact {

void ChanceSum::add(std::span<const ChanceStep> steps) {
  std::uint64_t numerator = 1;
  std::uint64_t denominator = 1;
  bool fits = true;
  for (const ChanceStep& step : steps) {
    const ChanceBranch& b = step.point.branches[static_cast<std::size_t>(step.branch)];
    // The weight is at most the total, so the numerator fits whenever the denominator does.
    if (__builtin_mul_overflow(denominator, step.point.total, &denominator)) {
      fits = false;
      break;
    }
    numerator *= b.weight;
  }
  if (fits) {
    // A sum of chances of distinct ways is at most 1: the numerators never pass their
    // denominator.
    add_over(denominator, numerator);
    return;
  }
  Rational chance = 1;
  for (const ChanceStep& step : steps) {
    const ChanceBranch& b = step.point.branches[static_cast<std::size_t>(step.branch)];
    chance *= Rational(b.weight, step.point.total);
  }
  if (rest_) {
    *rest_ += chance;
  } else {
    rest_ = std::make_unique<Rational>(std::move(chance));
  }
}

void ChanceSum::add_over(std::uint64_t denominator, std::uint64_t numerator) {
  for (std::size_t i = 0; i < held_count_; ++i) {
    if (held_[i].denominator == denominator) {
      held_[i].numerator += numerator;
      return;
    }
  }
  for (Over& over : more_) {
    if (over.denominator == denominator) {
      over.numerator += numerator;
      return;
    }
  }
  if (held_count_ < kHeld) {
    held_[held_count_++] = Over{denominator, numerator};
  } else {
    more_.push_back(Over{denominator, numerator});
  }
}

void ChanceSum::add(const ChanceSum& other) {
  // Distinct ways again: every numerator stays at most its denominator.
  other.each_over([this](const Over& over) { add_over(over.denominator, over.numerator); });
  if (!other.rest_) return;
  if (rest_) {
    *rest_ += *other.rest_;
  } else {
    rest_ = std::make_unique<Rational>(*other.rest_);
  }
}

ExactChance ChanceSum::chance() const {
  using Wide = Uint128;
  if (held_count_ == 1 && !rest_) {
    // One product of totals, as for most groups: the numerator over it, reduced.
    return ExactChance(held_[0].numerator, held_[0].denominator);
  }
  // The least common multiple of the products of totals, while it fits in 64 bits; the sum of
  // the numerators over it is at most it (a sum of distinct ways' chances is at most 1), the
  // terms added in 128 bits.
  std::uint64_t common = 1;
  bool fits = true;
  each_over([&](const Over& over) {
    fits = fits && !__builtin_mul_overflow(common / std::gcd(common, over.denominator),
                                           over.denominator, &common);
  });
  ExactChance out;
  if (fits) {
    Wide sum = 0;
    each_over([&](const Over& over) { sum += Wide{over.numerator} * (common / over.denominator); });
    out = ExactChance::wide(sum, common);
  } else {
    using boost::multiprecision::cpp_int;
    cpp_int big_common = 1;
    each_over([&](const Over& over) {
      big_common = boost::multiprecision::lcm(big_common, cpp_int(over.denominator));
    });
    cpp_int sum = 0;
    each_over([&](const Over& over) {
      sum += cpp_int(over.numerator) * (big_common / over.denominator);
    });
    out = ExactChance(Rational(sum, big_common));
  }
  return rest_ ? out + ExactChance(*rest_) : out;
}

}  // namespace skedaddle::exact
