// SPDX-License-Identifier: MIT
// Private to io: SHA-256 (FIPS 180-4) from OpenSSL's libcrypto, the hash of an outcome's
// verification (docs/format.md, "Verification").
#pragma once

#include <string>
#include <string_view>

namespace skedaddle::io::detail {

/// The SHA-256 digest of `bytes` as 64 lowercase hexadecimal digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace skedaddle::io::detail
