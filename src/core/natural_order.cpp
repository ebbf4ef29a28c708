// SPDX-License-Identifier: MIT
#include "core/natural_order.hpp"

#include <algorithm>
#include <cstddef>

namespace skedaddle::detail {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

/// The end of the run of digits that starts at `from`.
std::size_t digits_end(std::string_view text, std::size_t from) {
  while (from < text.size() && is_digit(text[from]))
    ++from;
  return from;
}

/// Two runs of digits as the numbers they write, of any length: leading zeros dropped, the
/// longer number the greater, numbers of one length digit by digit.
std::strong_ordering compare_numbers(std::string_view x, std::string_view y) {
  const auto significant = [](std::string_view run) {
    const std::size_t first = run.find_first_not_of('0');
    return first == std::string_view::npos ? std::string_view{} : run.substr(first);
  };
  x = significant(x);
  y = significant(y);
  if (x.size() != y.size()) return x.size() <=> y.size();
  return x.compare(y) <=> 0;
}

}  // namespace

std::strong_ordering natural_compare(std::string_view a, std::string_view b) {
  // Alike up to their first difference, the texts compare equal there, digit runs and all: the
  // comparison starts where the digit run holding that difference starts (or at the difference),
  // so that equal ids and long shared words cost one pass of plain characters (the odds sort
  // their fates with this).
  const std::size_t alike = static_cast<std::size_t>(
      std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
  if (alike == a.size() && alike == b.size()) return std::strong_ordering::equal;
  // Where the difference alone decides, it is decided by the characters there: a text that
  // ends first (its number, if any, the shorter run of the same digits); two characters that
  // are not both digits, unless a digit run goes on in one (then "a12" is after "a1b"); two
  // digits whose runs go on equally far (numbers of one length).
  if (alike == a.size() || alike == b.size()) {
    return alike == a.size() ? std::strong_ordering::less : std::strong_ordering::greater;
  }
  const auto here_a = static_cast<unsigned char>(a[alike]);
  const auto here_b = static_cast<unsigned char>(b[alike]);
  const bool digit_a = is_digit(a[alike]);
  const bool digit_b = is_digit(b[alike]);
  if (digit_a && digit_b) {
    if (digits_end(a, alike) - alike == digits_end(b, alike) - alike) return here_a <=> here_b;
  } else if (!digit_a && !digit_b) {
    return here_a <=> here_b;
  } else if (alike == 0 || !is_digit(a[alike - 1])) {
    return here_a <=> here_b;
  }
  std::size_t start = alike;
  while (start > 0 && is_digit(a[start - 1]))
    --start;
  a.remove_prefix(start);
  b.remove_prefix(start);
  std::size_t i = 0;
  std::size_t j = 0;
  while (i < a.size() && j < b.size()) {
    if (is_digit(a[i]) && is_digit(b[j])) {
      const std::size_t a_end = digits_end(a, i);
      const std::size_t b_end = digits_end(b, j);
      if (const auto c = compare_numbers(a.substr(i, a_end - i), b.substr(j, b_end - j)); c != 0) {
        return c;
      }
      i = a_end;
      j = b_end;
      continue;
    }
    // Characters as unsigned bytes, as std::string orders them.
    const auto x = static_cast<unsigned char>(a[i]);
    const auto y = static_cast<unsigned char>(b[j]);
    if (x != y) return x <=> y;
    ++i;
    ++j;
  }
  // One text read to its end while the other goes on: the shorter first.
  const bool a_done = i == a.size();
  const bool b_done = j == b.size();
  if (a_done != b_done) return a_done ? std::strong_ordering::less : std::strong_ordering::greater;
  return a.compare(b) <=> 0;
}

}  // namespace skedaddle::detail
