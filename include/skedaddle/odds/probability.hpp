// SPDX-License-Identifier: MIT
// An exact chance as the odds write it: a fraction in lowest terms and its decimal value.
#pragma once

#include <string>

namespace skedaddle {

/// An exact probability: a fraction in lowest terms, and its value rounded to a double.
struct Probability {
  std::string fraction = "0";  ///< "91/216", "1" or "0"
  double value = 0.0;          ///< the same as a double
  /// The same fraction.
  friend bool operator==(const Probability& a, const Probability& b) {
    return a.fraction == b.fraction;
  }
};

}  // namespace skedaddle
