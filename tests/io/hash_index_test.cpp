// SPDX-License-Identifier: MIT
// io::detail::HashIndex, NodeTable's flat map from key hashes to classes, against
// std::unordered_map over random hashes, many of them sharing their low bits (the slot they
// start from) so that probing and growth are exercised; and hash_key() over keys of every length.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <unordered_map>

#include "io/hash_index.hpp"
#include "io/json_stream.hpp"

namespace skedaddle::io::detail {
namespace {

TEST(HashIndex, NumbersAsAnUnorderedMapDoes) {
  std::mt19937_64 rng(0x6861'7368'6978ULL);
  for (int round = 0; round < 20; ++round) {
    HashIndex index;
    std::unordered_map<std::uint64_t, int> plain;
    const int draws = 1 + static_cast<int>(rng() % 5000);
    // Few distinct low bits: hashes crowd the same slots.
    const std::uint64_t low_mask = round % 2 == 0 ? ~std::uint64_t{0} : ~std::uint64_t{0} << 20;
    for (int i = 0; i < draws; ++i) {
      // Repeats drawn from a small range as well as fresh hashes.
      const std::uint64_t h = (rng() % 4 == 0 ? rng() % 64 : rng()) & low_mask;
      const auto [it, added] = plain.try_emplace(h, static_cast<int>(plain.size()));
      const auto [number, fresh] = index.try_emplace(h, it->second);
      ASSERT_EQ(fresh, added) << "round " << round << ", draw " << i;
      ASSERT_EQ(number, it->second) << "round " << round << ", draw " << i;
    }
  }
}

TEST(HashIndex, KeysOfEveryLengthHashApart) {
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
