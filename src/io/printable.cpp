// SPDX-License-Identifier: MIT
// Escaping and eliding input text for messages.
#include "skedaddle/io/printable.hpp"

#include <fmt/format.h>

namespace skedaddle::io {

namespace {

/// How many bytes of a quoted string a message keeps.
constexpr std::size_t kLongestQuoted = 64;

/// Length of the UTF-8 sequence starting at text[i] (1 to 4), or 0 when it is not one.
std::size_t utf8_length(std::string_view text, std::size_t i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char lead = byte(i);
  std::size_t length = 0;
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF)
    length = 2;
  else if (lead >= 0xE0 && lead <= 0xEF)
    length = 3;
  else if (lead >= 0xF0 && lead <= 0xF4)
    length = 4;
  else
    return 0;
  if (i + length > text.size()) return 0;
  for (std::size_t k = 1; k < length; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
  }
  // Overlong three- and four-byte forms, surrogates and code points past U+10FFFF.
  if (lead == 0xE0 && byte(i + 1) < 0xA0) return 0;
  if (lead == 0xED && byte(i + 1) >= 0xA0) return 0;
  if (lead == 0xF0 && byte(i + 1) < 0x90) return 0;
  if (lead == 0xF4 && byte(i + 1) >= 0x90) return 0;
  return length;
}

void escape_into(std::string& out, std::string_view text, bool quotes) {
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    const std::size_t length = utf8_length(text, i);
    if (length == 0) {
      out += fmt::format("\\x{:02x}", c);
      ++i;
    } else if (length == 2 && c == 0xC2 && static_cast<unsigned char>(text[i + 1]) < 0xA0) {
      out += fmt::format("\\u{:04x}", static_cast<unsigned char>(text[i + 1]));  // C1 control
      i += 2;
    } else if (length > 1) {
      out.append(text.substr(i, length));
      i += length;
    } else {
      switch (c) {
        case '\n':
          out += "\\n";
          break;
        case '\t':
          out += "\\t";
          break;
        case '\r':
          out += "\\r";
          break;
        case '"':
          out += quotes ? "\\\"" : "\"";
          break;
        case '\\':
          out += quotes ? "\\\\" : "\\";
          break;
        default:
          if (c < 0x20 || c == 0x7F)
            out += fmt::format("\\u{:04x}", c);
          else
            out += static_cast<char>(c);
      }
      ++i;
    }
  }
}

/// The first `bytes` bytes of `text`, shortened so as not to end inside a UTF-8 sequence.
std::string_view head(std::string_view text, std::size_t bytes) {
  while (bytes > 0 && bytes < text.size() &&
         (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80)
    --bytes;
  return text.substr(0, bytes);
}

/// The last `bytes` bytes of `text`, shortened so as not to start inside a UTF-8 sequence.
std::string_view tail(std::string_view text, std::size_t bytes) {
  std::size_t start = text.size() - bytes;
  while (start < text.size() && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
    ++start;
  return text.substr(start);
}

std::string escaped(std::string_view text, std::size_t longest, bool quotes) {
  std::string out;
  if (text.size() <= longest) {
    escape_into(out, text, quotes);
    return out;
  }
  escape_into(out, head(text, longest / 2), quotes);
  out += fmt::format("...[{} bytes]...", text.size());
  escape_into(out, tail(text, longest / 2), quotes);
  return out;
}

}  // namespace

std::string printable(std::string_view text, std::size_t longest) {
  return escaped(text, longest, false);
}

std::string quoted_input(std::string_view text) {
  return "\"" + escaped(text, kLongestQuoted, true) + "\"";
}

}  // namespace skedaddle::io
