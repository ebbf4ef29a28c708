// SPDX-License-Identifier: MIT
// detail::HashIndex, the flat index of the odds' fate groups and the option documents' node
// tables, against the standard library's maps: random keys whose hashes are cut to a few bits,
// so that many keys share a hash (the caller's predicate must tell them apart), many start from
// the same slot (probing), the table grown many times or reserved, before and while in use.
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

#include "core/hash_index.hpp"

namespace skedaddle::detail {
namespace {

TEST(HashIndex, FindsWhatAnUnorderedMapFinds) {
  std::mt19937_64 rng(0x6861'7368'6978ULL);
  for (int round = 0; round < 20; ++round) {
    HashIndex index;
    std::vector<std::uint64_t> keys;  // number -> its key
    std::unordered_map<std::uint64_t, std::size_t> plain;
    // Hashes of 4 to 24 bits: from a few keys to each hash down to one key for each.
    const int hash_bits = 4 + round;
    const auto hash_of = [&](std::uint64_t key) {
      return (key * 0x9e37'79b9'7f4a'7c15ULL) >> (64 - hash_bits);
    };
    const int draws = 1 + static_cast<int>(rng() % 5000);
    for (int i = 0; i < draws; ++i) {
      // Repeats drawn from a small range as well as fresh keys.
      const std::uint64_t key = rng() % 3 == 0 ? rng() % 64 : rng();
      const std::uint64_t hash = hash_of(key);
      const std::size_t found =
          index.find(hash, [&](std::size_t number) { return keys[number] == key; });
      const auto known = plain.find(key);
      if (known == plain.end()) {
        ASSERT_EQ(found, HashIndex::kNone) << "round " << round << ", draw " << i;
        index.add(hash, keys.size());
        plain.emplace(key, keys.size());
        keys.push_back(key);
      } else {
        ASSERT_EQ(found, known->second) << "round " << round << ", draw " << i;
      }
    }
  }
}

// Numbers under shared hashes against a plain multimap: random hashes, many
// sharing their low bits (the slot a search starts from) so that probing is exercised, the
// index made at once for some numbers (reserve) or grown from nothing as they come.
TEST(HashIndex, FindsEveryNumberAsAMultimapDoes) {
  std::mt19937_64 rng(0x696e646578ULL);
  for (int round = 0; round < 40; ++round) {
    HashIndex index;
    std::unordered_multimap<std::size_t, std::size_t> plain;
    if (round % 2 == 1) index.reserve(static_cast<std::size_t>(rng() % 40));
    const std::size_t count = 1 + static_cast<std::size_t>(rng() % 300);
    const std::size_t low_bits = round % 4 < 2 ? ~std::size_t{0} : ~std::size_t{0} << 8;
    for (std::size_t number = 0; number < count; ++number) {
      const auto hash = static_cast<std::size_t>(rng() % 4 == 0 ? rng() % 16 : rng()) & low_bits;
      index.add(hash, number);
      plain.emplace(hash, number);
      if (round % 3 == 0 && number == count / 2) index.reserve(count);  // grown while in use
    }
    for (const auto& [hash, number] : plain) {
      const std::size_t wanted = number;
      ASSERT_EQ(index.find(hash, [&](std::size_t n) { return n == wanted; }), wanted)
          << "round " << round;
    }
    // A number never added is not found, under a hash added and under another.
    const std::size_t hash = plain.begin()->first;
    EXPECT_EQ(index.find(hash, [&](std::size_t n) { return n == count; }), HashIndex::kNone);
    EXPECT_EQ(index.find(hash + 1, [&](std::size_t n) { return n == count; }), HashIndex::kNone);
  }
}

TEST(HashIndex, AnEmptyIndexFindsNothing) {
  const HashIndex index;
  EXPECT_EQ(index.find(0, [](std::size_t) { return true; }), HashIndex::kNone);
}

}  // namespace
}  // namespace skedaddle::detail
