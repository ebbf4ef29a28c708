// SPDX-License-Identifier: MIT
// RFC 8785 canonical JSON over nlohmann::json: the serialization is the RFC's own (ECMAScript's
// JSON.stringify of the parsed value, members sorted by UTF-16 code units), written out here
// because no Debian package provides it for C++.
#include "io/canonical_json.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace skedaddle::io::detail {
namespace {

/// The UTF-16 code units of UTF-8 `text`, the order RFC 8785 sorts member names by. The
/// parser has checked the UTF-8; a malformed byte (a value built in code) counts as U+FFFD.
std::u16string utf16(std::string_view text) {
  std::u16string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    const std::size_t length = byte < 0x80         ? 1
                               : byte >> 5 == 0x6  ? 2
                               : byte >> 4 == 0xE  ? 3
                               : byte >> 3 == 0x1E ? 4
                                                   : 0;
    if (length == 0 || i + length > text.size()) {
      out.push_back(u'\uFFFD');
      ++i;
      continue;
    }
    char32_t code = length == 1 ? byte : byte & (0x7F >> length);
    for (std::size_t k = 1; k < length; ++k)
      code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    if (code >= 0x10000) {
      code -= 0x10000;
      out.push_back(static_cast<char16_t>(0xD800 + (code >> 10)));
      out.push_back(static_cast<char16_t>(0xDC00 + (code & 0x3FF)));
    } else {
      out.push_back(static_cast<char16_t>(code));
    }
    i += length;
  }
  return out;
}

/// True when `c` stands for itself in a JSON string (RFC 8785 section 3.2.2.2).
bool plain(char c) {
  return c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20;
}

/// `text` as a JSON string (RFC 8785 section 3.2.2.2): `"` and `\` escaped, the control
/// characters as \b \t \n \f \r or \u00xx (lowercase hex), everything else as it is.
void write_string(std::string_view text, std::string& out) {
  static constexpr std::string_view kHex = "0123456789abcdef";
  out += '"';
  std::size_t i = 0;
  while (i < text.size()) {
    // The characters that stand for themselves, in one piece.
    std::size_t run = i;
    while (run < text.size() && plain(text[run]))
      ++run;
    out.append(text.substr(i, run - i));
    if (run == text.size()) break;
    const char c = text[run];
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\b':
        out += "\\b";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\f':
        out += "\\f";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        out += "\\u00";
        out += kHex[static_cast<unsigned char>(c) >> 4];
        out += kHex[static_cast<unsigned char>(c) & 0xF];
    }
    i = run + 1;
  }
  out += '"';
}

/// True when the UTF-8 bytes of `text` sort as its UTF-16 code units do: UTF-8's byte order is
/// the order of code points, which UTF-16 keeps below U+E000 (surrogates sort the code points
/// from U+10000 before U+E000..U+FFFF).
bool sorts_as_utf16(std::string_view text) {
  return std::none_of(text.begin(), text.end(),
                      [](char c) { return static_cast<unsigned char>(c) >= 0xEE; });
}

/// An integer JSON number that a double holds exactly (|value| <= 2^53), written as ECMAScript
/// writes that double: its decimal digits.
template <class Integer>
bool write_exact_integer(Integer value, std::string& out) {
  constexpr Integer kExact = Integer{1} << 53;
  if (value > kExact) return false;
  if constexpr (std::is_signed_v<Integer>) {
    if (value < -kExact) return false;
  }
  std::array<char, 24> buffer{};
  const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  out.append(buffer.data(), end);
  return true;
}

void write(const nlohmann::ordered_json& value, std::string& out) {
  using Type = nlohmann::ordered_json::value_t;
  switch (value.type()) {
    case Type::null:
      out += "null";
      return;
    case Type::boolean:
      out += value.get<bool>() ? "true" : "false";
      return;
    // Every JSON number is an IEEE 754 double to RFC 8785, integers too (I-JSON).
    case Type::number_integer: {
      const auto integer = value.get<std::int64_t>();
      if (!write_exact_integer(integer, out)) out += es6_number(static_cast<double>(integer));
      return;
    }
    case Type::number_unsigned: {
      const auto integer = value.get<std::uint64_t>();
      if (!write_exact_integer(integer, out)) out += es6_number(static_cast<double>(integer));
      return;
    }
    case Type::number_float:
      out += es6_number(value.get<double>());
      return;
    case Type::string:
      write_string(value.get_ref<const std::string&>(), out);
      return;
    case Type::array: {
      out += '[';
      bool first = true;
      for (const auto& element : value) {
        if (!first) out += ',';
        first = false;
        write(element, out);
      }
      out += ']';
      return;
    }
    case Type::object: {
      using Member = nlohmann::ordered_json::object_t::value_type;
      const auto& object = value.get_ref<const nlohmann::ordered_json::object_t&>();
      std::vector<const Member*> members;
      members.reserve(object.size());
      bool bytewise = true;
      for (const Member& member : object) {
        members.push_back(&member);
        bytewise = bytewise && sorts_as_utf16(member.first);
      }
      if (bytewise) {
        // Documents often list their keys in order already (a map's hexes, our own output).
        const auto before = [](const Member* a, const Member* b) { return a->first < b->first; };
        if (!std::is_sorted(members.begin(), members.end(), before)) {
          std::sort(members.begin(), members.end(), before);
        }
      } else {
        std::sort(members.begin(), members.end(), [](const Member* a, const Member* b) {
          return utf16(a->first) < utf16(b->first);
        });
      }
      out += '{';
      bool first = true;
      for (const Member* member : members) {
        if (!first) out += ',';
        first = false;
        write_string(member->first, out);
        out += ':';
        write(member->second, out);
      }
      out += '}';
      return;
    }
    case Type::binary:
    case Type::discarded:
      break;
  }
  throw std::invalid_argument("canonical_json: a value that JSON cannot hold");
}

}  // namespace

std::string es6_number(double value) {
  if (!std::isfinite(value)) {
    throw std::invalid_argument("canonical_json: NaN and the infinities are not JSON numbers");
  }
  if (value == 0) return "0";  // -0 too (ECMAScript's Number::toString)
  // The shortest digits that read back as `value` (the nearest of them when several are
  // equally short), as fmt's shortest round trip gives them ("1e+20", "0.0015", "123.5"; it,
  // not std::to_chars, because libc++ 14, the browser build's, has no to_chars for doubles):
  // the significant digits and the power of ten of the first.
  const std::string shortest = fmt::format("{}", std::fabs(value));
  const std::size_t e = std::min(shortest.find('e'), shortest.size());
  const std::string_view mantissa = std::string_view(shortest).substr(0, e);
  const std::size_t point = std::min(mantissa.find('.'), mantissa.size());
  std::string digits(mantissa);
  digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());
  int exponent = static_cast<int>(point) - 1;
  if (e < shortest.size()) {
    int power = 0;
    const std::string_view power_text = std::string_view(shortest).substr(e + 1);
    std::from_chars(power_text.data() + (power_text.front() == '+' ? 1 : 0),
                    power_text.data() + power_text.size(), power);
    exponent += power;
  }
  const std::size_t first = digits.find_first_not_of('0');
  exponent -= static_cast<int>(first);
  digits.erase(0, first);
  digits.erase(digits.find_last_not_of('0') + 1);
  // ECMAScript's layout: k digits, the decimal point after n of them.
  const int k = static_cast<int>(digits.size());
  const int n = exponent + 1;
  std::string out = value < 0 ? "-" : "";
  if (k <= n && n <= 21) {
    out += digits;
    out.append(static_cast<std::size_t>(n - k), '0');
  } else if (0 < n && n <= 21) {
    out += digits.substr(0, static_cast<std::size_t>(n));
    out += '.';
    out += digits.substr(static_cast<std::size_t>(n));
  } else if (-6 < n && n <= 0) {
    out += "0.";
    out.append(static_cast<std::size_t>(-n), '0');
    out += digits;
  } else {
    out += digits.front();
    if (k > 1) {
      out += '.';
      out += digits.substr(1);
    }
    out += n - 1 >= 0 ? "e+" : "e-";
    out += std::to_string(std::abs(n - 1));
  }
  return out;
}

std::string canonical_json(const nlohmann::ordered_json& value) {
  std::string out;
  write(value, out);
  return out;
}

}  // namespace skedaddle::io::detail
