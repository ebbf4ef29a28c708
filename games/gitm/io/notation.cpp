// SPDX-License-Identifier: MIT
// GITM/ROTD tactical map notation.
#include "skedaddle/gitm/notation.hpp"

#include <array>
#include <charconv>
#include <limits>

namespace skedaddle::io {
namespace {

// A number 0-99 without leading zeros, or nothing.
std::optional<int> small_number(std::string_view text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  if (text.size() > 1 && text[0] == '0') return std::nullopt;
  int n = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

}  // namespace

std::optional<Square> parse_gitm_square(std::string_view label) {
  const std::size_t dash = label.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  const std::optional<int> col = small_number(label.substr(0, dash));
  const std::optional<int> row = small_number(label.substr(dash + 1));
  if (!col || !row) return std::nullopt;
  return Square{*col, *row};
}

std::string gitm_square_label(Square square) {
  std::string out;
  append_gitm_square_label(out, square);
  return out;
}

void append_gitm_square_label(std::string& out, Square square) {
  // Each number's digits (and sign) as fmt's "{}" writes an int.
  std::array<char, std::numeric_limits<int>::digits10 + 2> digits{};
  out.append(digits.data(),
             std::to_chars(digits.data(), digits.data() + digits.size(), square.col).ptr);
  out += '-';
  out.append(digits.data(),
             std::to_chars(digits.data(), digits.data() + digits.size(), square.row).ptr);
}

}  // namespace skedaddle::io
