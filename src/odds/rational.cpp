// SPDX-License-Identifier: MIT
#include "odds/rational.hpp"

namespace skedaddle::exact {

Probability probability(const Rational& chance) {
  Probability p;
  const auto n = boost::multiprecision::numerator(chance);
  const auto d = boost::multiprecision::denominator(chance);
  p.fraction = d == 1 ? n.str() : n.str() + "/" + d.str();
  p.value = chance.convert_to<double>();
  return p;
}

Rational rational(const Probability& p) {
  return Rational(p.fraction);
}

}  // namespace skedaddle::exact
