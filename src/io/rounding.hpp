// SPDX-License-Identifier: MIT
// Private to io: measured numbers (lengths, angles) as the JSON outputs write them.
#pragma once

#include <cmath>

namespace skedaddle::io::detail {

/// A length or an angle for JSON: rounded to a millionth (far below anything measured on a
/// table), so that the last bits of a computation never show and the text is the same on every
/// build; -0 is written 0. std::round and the division are exactly specified by IEEE 754.
inline double rounded_to_millionth(double v) {
  const double r = std::round(v * 1e6) / 1e6;
  return r == 0.0 ? 0.0 : r;
}

}  // namespace skedaddle::io::detail
