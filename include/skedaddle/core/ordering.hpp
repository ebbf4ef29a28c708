// SPDX-License-Identifier: MIT
// Three-way comparisons written with what every C++20 standard library has, in the order a
// defaulted operator<=> gives: libc++ 14, which the browser build's Emscripten ships, has no
// operator<=> for strings, optionals or vectors, so a defaulted one over them is deleted there.
#pragma once

#include <compare>
#include <cstddef>
#include <string>
#include <vector>

namespace skedaddle {
/// Three-way comparisons that every standard library can compile.
namespace ordering {

/// Strings by their characters, as std::string's operator<=> orders them.
inline std::strong_ordering compare(const std::string& a, const std::string& b) {
  return a.compare(b) <=> 0;
}

/// Any value with == and <, as its operator<=> orders it (optionals and variants: by their
/// operator<, which orders as their operator<=>).
template <class T>
std::partial_ordering by_less(const T& a, const T& b) {
  if (a == b) return std::partial_ordering::equivalent;
  if (a < b) return std::partial_ordering::less;
  if (b < a) return std::partial_ordering::greater;
  return std::partial_ordering::unordered;
}

/// Vectors lexicographically by their elements' operator<=>, as std::vector's orders them.
template <class T>
auto compare(const std::vector<T>& a, const std::vector<T>& b) -> decltype(a[0] <=> b[0]) {
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
    if (const auto c = a[i] <=> b[i]; c != 0) return c;
  }
  return a.size() <=> b.size();
}

}  // namespace ordering
}  // namespace skedaddle
