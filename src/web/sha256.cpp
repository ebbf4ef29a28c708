// SPDX-License-Identifier: MIT
// The browser build's SHA-256 (cmake/wasm.cmake): OpenSSL has no WebAssembly build, so the
// digest comes from the JavaScript that loads the module, which passes a maintained
// implementation as `sha256` (web/engine-worker.js: @noble/hashes); never one of our own.
#include <emscripten.h>

#include <array>
#include <string>
#include <string_view>

#include "io/sha256.hpp"

// Writes the 32 bytes of the SHA-256 of `size` bytes at `data` to `digest`. The digest reads a
// view of the module's memory (subarray), not a copy (slice): it runs in JavaScript, so the
// memory cannot grow under it.
EM_JS(void, skd_web_sha256, (const char* data, std::size_t size, unsigned char* digest),
      { HEAPU8.set(Module.sha256(HEAPU8.subarray(data, data + size)), digest); });

namespace skedaddle::io::detail {

std::string sha256_hex(std::string_view bytes) {
  std::array<unsigned char, 32> digest{};
  skd_web_sha256(bytes.data(), bytes.size(), digest.data());
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * digest.size());
  for (const unsigned char byte : digest) {
    out += kHex[byte >> 4];
    out += kHex[byte & 0xF];
  }
  return out;
}

}  // namespace skedaddle::io::detail
