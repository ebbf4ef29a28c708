// SPDX-License-Identifier: MIT
// SHA-256 through OpenSSL's EVP interface: a maintained implementation, never one of our own.
#include "io/sha256.hpp"

#include <array>
#include <stdexcept>

#include <openssl/evp.h>

namespace skedaddle::io::detail {

std::string sha256_hex(std::string_view bytes) {
  std::array<unsigned char, EVP_MAX_MD_SIZE> digest{};
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest.data(), &length, EVP_sha256(), nullptr) != 1) {
    // Only an OpenSSL without SHA-256 (a broken installation) gets here.
    throw std::runtime_error("OpenSSL could not compute a SHA-256 digest");
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * length);
  for (unsigned int i = 0; i < length; ++i) {
    out += kHex[digest[i] >> 4];
    out += kHex[digest[i] & 0xF];
  }
  return out;
}

}  // namespace skedaddle::io::detail
