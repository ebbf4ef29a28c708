// SPDX-License-Identifier: MIT
// libFuzzer's input buffer as text, and a mutant written back into it: what the JSON-mutating
// harnesses (structured_harness.cpp, batch_harness.cpp) share.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

namespace skedaddle::fuzz {

/// libFuzzer's bytes as text.
inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

/// Writes `text` into libFuzzer's buffer of `max_size` bytes and gives its size; 0 (nothing
/// written) when there is no text or it does not fit.
inline std::size_t emit(const std::optional<std::string>& text, std::uint8_t* data,
                        std::size_t max_size) {
  if (!text || text->size() > max_size) return 0;
  std::memcpy(data, text->data(), text->size());
  return text->size();
}

}  // namespace skedaddle::fuzz
