// SPDX-License-Identifier: MIT
// A map from 64-bit hashes to small numbers, open-addressed in one flat array: NodeTable's
// lookup of a node's key, made once for each of up to a million nodes, costs one probe or two
// in memory already at hand rather than a bucket's list.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace skedaddle::io::detail {

/// Numbers (non-negative ints) by well-mixed 64-bit hashes (hash_key()); grows by doubling to
/// stay at most half full.
class HashIndex {
 public:
  /// The number of `hash`, and false; or, when `hash` has none yet, gives it `number` and
  /// returns it with true.
  std::pair<int, bool> try_emplace(std::uint64_t hash, int number) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    Slot& slot = find(hash);
    if (slot.number >= 0) return {slot.number, false};
    slot = {hash, number};
    ++count_;
    return {number, true};
  }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    int number = -1;  // -1 for an empty slot
  };

  // The slot of `hash`, or the empty slot where it would go (linear probing; never full).
  Slot& find(std::uint64_t hash) {
    const std::size_t mask = slots_.size() - 1;
    for (auto i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.number < 0 || slot.hash == hash) return slot;
    }
  }

  void grow() {
    std::vector<Slot> old =
        std::exchange(slots_, std::vector<Slot>(slots_.empty() ? 64 : 2 * slots_.size()));
    for (const Slot& s : old) {
      if (s.number >= 0) find(s.hash) = s;
    }
  }

  std::vector<Slot> slots_;
  std::size_t count_ = 0;
};

}  // namespace skedaddle::io::detail
