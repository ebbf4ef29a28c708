// SPDX-License-Identifier: MIT
// See json_stream.hpp.
#include "io/json_stream.hpp"

#include <nlohmann/json.hpp>

namespace skedaddle::io::detail {

void append_json_string(std::string& out, std::string_view text) {
  // Hex numbers, directions, ids and reasons are plain ASCII: written as they are.
  bool plain = true;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x80 || c == '"' || c == '\\') {
      plain = false;
      break;
    }
  }
  if (plain) {
    out += '"';
    out += text;
    out += '"';
    return;
  }
  out += nlohmann::json(std::string(text))
             .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string indented(std::string_view text, int indent) {
  std::string out;
  out.reserve(text.size());
  const std::string pad(static_cast<std::size_t>(indent), ' ');
  for (const char c : text) {
    out += c;
    if (c == '\n') out += pad;
  }
  return out;
}

}  // namespace skedaddle::io::detail
