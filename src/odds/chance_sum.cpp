// SPDX-License-Identifier: MIT
#include "odds/chance_sum.hpp"

namespace skedaddle::odds {

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
    over_[denominator] += numerator;
    return;
  }
  Rational chance = 1;
  for (const ChanceStep& step : steps) {
    const ChanceBranch& b = step.point.branches[static_cast<std::size_t>(step.branch)];
    chance *= Rational(b.weight, step.point.total);
  }
  rest_ += chance;
}

Rational ChanceSum::value() const {
  Rational sum = rest_;
  for (const auto& [denominator, numerator] : over_)
    sum += Rational(numerator, denominator);
  return sum;
}

}  // namespace skedaddle::odds
