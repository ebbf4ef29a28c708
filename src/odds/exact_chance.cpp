// SPDX-License-Identifier: MIT
// Exact chances on 64-bit integers (128-bit intermediates), Boost rationals beyond.
#include "odds/exact_chance.hpp"

#include <array>
#include <charconv>
#include <limits>
#include <numeric>
#include <string>

namespace skedaddle::exact {
namespace {

using Wide = Uint128;

constexpr Wide kMax64 = std::numeric_limits<std::uint64_t>::max();

/// The greatest common divisor (Euclid; std::gcd does not take __int128 in strict C++).
Wide gcd(Wide a, Wide b) {
  while (b != 0) {
    const Wide r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/// A Boost integer of a 128-bit one.
boost::multiprecision::cpp_int big(Wide value) {
  boost::multiprecision::cpp_int out = static_cast<std::uint64_t>(value >> 64);
  out <<= 64;
  out += static_cast<std::uint64_t>(value);
  return out;
}

}  // namespace

ExactChance ExactChance::wide(Wide numerator, Wide denominator) {
  // Both within 64 bits, as in every table of the examples: 64-bit arithmetic (128-bit
  // divisions are library calls).
  if (numerator <= kMax64 && denominator <= kMax64) {
    return ExactChance(static_cast<std::uint64_t>(numerator),
                       static_cast<std::uint64_t>(denominator));
  }
  const Wide g = gcd(numerator, denominator);
  if (g > 1) {
    numerator /= g;
    denominator /= g;
  }
  ExactChance out;
  if (numerator <= kMax64 && denominator <= kMax64) {
    out.numerator_ = static_cast<std::uint64_t>(numerator);
    out.denominator_ = static_cast<std::uint64_t>(denominator);
  } else {
    out.big_ = std::make_shared<const Rational>(big(numerator), big(denominator));
  }
  return out;
}

ExactChance::ExactChance(std::uint64_t numerator, std::uint64_t denominator) {
  const std::uint64_t g = std::gcd(numerator, denominator);
  numerator_ = g > 1 ? numerator / g : numerator;
  denominator_ = g > 1 ? denominator / g : denominator;
}

ExactChance::ExactChance(const Rational& chance) {
  const auto& n = boost::multiprecision::numerator(chance);
  const auto& d = boost::multiprecision::denominator(chance);
  if (n >= 0 && n <= std::numeric_limits<std::uint64_t>::max() &&
      d <= std::numeric_limits<std::uint64_t>::max()) {
    numerator_ = static_cast<std::uint64_t>(n);
    denominator_ = static_cast<std::uint64_t>(d);
  } else {
    big_ = std::make_shared<const Rational>(chance);
  }
}

Rational ExactChance::rational() const {
  return big_ ? *big_ : Rational(numerator_, denominator_);
}

Probability ExactChance::probability() const {
  constexpr std::uint64_t kExactInDouble = std::uint64_t{1} << 53;
  if (big_ || numerator_ >= kExactInDouble || denominator_ >= kExactInDouble) {
    return exact::probability(rational());
  }
  // The text written into one buffer, the string made from it once: no temporary strings.
  constexpr std::size_t kDigits = std::numeric_limits<std::uint64_t>::digits10 + 1;
  std::array<char, 2 * kDigits + 1> text{};
  char* end = std::to_chars(text.data(), text.data() + kDigits, numerator_).ptr;
  if (denominator_ != 1) {
    *end = '/';
    end = std::to_chars(end + 1, text.data() + text.size(), denominator_).ptr;
  }
  // Both exact in a double: the division rounds once, to the nearest double, as Boost's
  // conversion of the rational does.
  return Probability{std::string(text.data(), end),
                     static_cast<double>(numerator_) / static_cast<double>(denominator_)};
}

ExactChance operator+(const ExactChance& a, const ExactChance& b) {
  if (a.big_ || b.big_) return ExactChance(a.rational() + b.rational());
  // The denominators' gcd on 64 bits (a 128-bit division is a library call).
  const std::uint64_t g = std::gcd(a.denominator_, b.denominator_);
  // Each product fits in 128 bits; their sum may not (two chances near 1 over 64-bit
  // denominators): Boost's then.
  Wide numerator = 0;
  if (__builtin_add_overflow(Wide{a.numerator_} * (b.denominator_ / g),
                             Wide{b.numerator_} * (a.denominator_ / g), &numerator)) {
    return ExactChance(a.rational() + b.rational());
  }
  return ExactChance::wide(numerator, Wide{a.denominator_ / g} * b.denominator_);
}

ExactChance operator-(const ExactChance& a, const ExactChance& b) {
  if (a.big_ || b.big_) return ExactChance(a.rational() - b.rational());
  const std::uint64_t g = std::gcd(a.denominator_, b.denominator_);
  const Wide left = Wide{a.numerator_} * (b.denominator_ / g);
  const Wide right = Wide{b.numerator_} * (a.denominator_ / g);
  if (left < right) return ExactChance(a.rational() - b.rational());  // not a chance: Boost's
  return ExactChance::wide(left - right, Wide{a.denominator_ / g} * b.denominator_);
}

bool ExactChance::equal_big(const ExactChance& a, const ExactChance& b) {
  return a.big_ && b.big_ && *a.big_ == *b.big_;
}

bool ExactChance::greater_big(const ExactChance& a, const ExactChance& b) {
  const Rational x = a.rational();
  const Rational y = b.rational();
  using boost::multiprecision::denominator;
  using boost::multiprecision::numerator;
  return numerator(x) * denominator(y) > numerator(y) * denominator(x);
}

}  // namespace skedaddle::exact
