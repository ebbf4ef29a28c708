// SPDX-License-Identifier: MIT
// A verification's differences as lines, for the verify tests to compare in one expectation.
#pragma once

#include <string>
#include <vector>

#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// The lines of difference_lines().
using DifferenceLines = std::vector<std::string>;

/// "part | pointer | outcome | expected" of each difference of `v`, in its order.
inline DifferenceLines difference_lines(const Verification& v) {
  DifferenceLines out;
  for (const Difference& d : v.differences)
    out.push_back(d.part + " | " + d.pointer + " | " + d.outcome + " | " + d.expected);
  return out;
}

}  // namespace skedaddle::test
