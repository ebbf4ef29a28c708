// SPDX-License-Identifier: MIT
// A compile-time probe for the geometry tests: whether `a + b` is an expression, so that a test
// can prove that positions do not add (only a position and a step do).
#pragma once

namespace skedaddle::test {

/// True when `A + B` compiles.
template <class A, class B>
concept addable = requires(A a, B b) {
  a + b;
};

}  // namespace skedaddle::test
