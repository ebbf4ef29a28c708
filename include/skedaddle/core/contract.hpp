// SPDX-License-Identifier: MIT
// Contract checks of the public building blocks. Bad data in a scenario is an error value
// (check(), resolve()); a call that breaks a function's contract with values its types allow (an
// index out of range, a unit off the board) throws, as std::vector::at does, instead of
// undefined behaviour. SKD_ASSERT stays for the engine's own invariants.
#pragma once

#include <cstddef>

namespace skedaddle {

namespace detail {
/// Throws std::out_of_range: `index` of a `what` is not in [0, size).
[[noreturn]] void index_out_of_range(std::ptrdiff_t index, std::size_t size, const char* what);
/// Throws std::invalid_argument with `message`.
[[noreturn]] void invalid_argument(const char* message);
}  // namespace detail

/// `index` when it is in [0, size); otherwise throws std::out_of_range naming the `what` (a
/// unit, a node).
inline std::size_t checked_index(std::ptrdiff_t index, std::size_t size, const char* what) {
  if (index < 0 || static_cast<std::size_t>(index) >= size) {
    detail::index_out_of_range(index, size, what);
  }
  return static_cast<std::size_t>(index);
}

/// Throws std::invalid_argument with `message` (what the contract asks) unless `condition`.
inline void require(bool condition, const char* message) {
  if (!condition) detail::invalid_argument(message);
}

}  // namespace skedaddle
