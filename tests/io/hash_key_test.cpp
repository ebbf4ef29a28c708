// SPDX-License-Identifier: MIT
// io::detail::hash_key(), the hash of the option documents' node keys: every byte of a key of
// any length, and its length, change the hash.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <string>

#include "io/node_table.hpp"

namespace skedaddle::io::detail {
namespace {

TEST(HashKey, KeysOfEveryLengthHashApart) {
  // Every key of 0 to 40 bytes of zeros and of one byte set: hash_key() reads each byte
  // (the tail too) and the length.
  std::set<std::uint64_t> hashes;
  int keys = 0;
  for (std::size_t length = 0; length <= 40; ++length) {
    const std::string zeros(length, '\0');
    hashes.insert(hash_key(zeros));
    ++keys;
    for (std::size_t at = 0; at < length; ++at) {
      std::string one = zeros;
      one[at] = '\x01';
      hashes.insert(hash_key(one));
      ++keys;
    }
  }
  EXPECT_EQ(hashes.size(), static_cast<std::size_t>(keys));
}

}  // namespace
}  // namespace skedaddle::io::detail
