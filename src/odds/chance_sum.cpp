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

void ChanceSum::add(const ChanceSum& other) {
  // Distinct ways again: every numerator stays at most its denominator.
  for (const auto& [denominator, numerator] : other.over_)
    over_[denominator] += numerator;
  if (other.rest_ != 0) rest_ += other.rest_;
}

Rational ChanceSum::value() const {
  using boost::multiprecision::cpp_int;
  if (over_.size() == 1 && rest_ == 0) {
    return Rational(over_.begin()->second, over_.begin()->first);
  }
  cpp_int common = 1;
  for (const auto& [denominator, numerator] : over_)
    common = boost::multiprecision::lcm(common, cpp_int(denominator));
  cpp_int sum = 0;
  for (const auto& [denominator, numerator] : over_)
    sum += cpp_int(numerator) * (common / denominator);
  Rational out(sum, common);
  if (rest_ != 0) out += rest_;
  return out;
}

}  // namespace skedaddle::odds
