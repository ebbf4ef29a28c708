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

int TextNumbers::number(std::string_view text) {
  const auto [it, added] = numbers_.try_emplace(std::string(text), static_cast<int>(json_.size()));
  if (added) {
    json_.emplace_back();
    append_json_string(json_.back(), text);
  }
  return it->second;
}

HexLabels::HexLabels(Hex lo, Hex hi)
    : corner_{lo.q - 1, lo.r - 1},
      width_(static_cast<std::size_t>(hi.q - lo.q + 3)),
      numbers_(width_ * static_cast<std::size_t>(hi.r - lo.r + 3), -1) {}

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
