// SPDX-License-Identifier: MIT
// The exact rationals the odds compute with (Boost.Multiprecision, private to src/odds), and
// their conversion to and from the Probability the odds report.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>

#include "skedaddle/odds/probability.hpp"

namespace skedaddle::exact {

/// An exact fraction of any size.
using Rational = boost::multiprecision::cpp_rational;

/// `chance` written as "n/d" in lowest terms ("0", "1" when whole), with its double value.
Probability probability(const Rational& chance);

/// The exact value of a Probability the odds wrote.
Rational rational(const Probability& p);

}  // namespace skedaddle::exact
