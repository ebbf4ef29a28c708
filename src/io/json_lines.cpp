// SPDX-License-Identifier: MIT
// JSON on one line: see skedaddle/io/json_lines.hpp.
#include "skedaddle/io/json_lines.hpp"

namespace skedaddle::io {

std::string JsonSqueezer::squeeze(std::string_view piece) {
  std::string out;
  out.reserve(piece.size());
  for (const char c : piece) {
    if (in_string_) {
      out += c;
      if (escaped_) {
        escaped_ = false;
      } else if (c == '\\') {
        escaped_ = true;
      } else if (c == '"') {
        in_string_ = false;
      }
      continue;
    }
    // JSON's whitespace between tokens (a string holds none raw).
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    if (c == '"') in_string_ = true;
    out += c;
  }
  return out;
}

std::string one_line(std::string_view json) {
  return JsonSqueezer().squeeze(json);
}

}  // namespace skedaddle::io
