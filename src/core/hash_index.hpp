// SPDX-License-Identifier: MIT
// Numbers (indices into a caller's own storage) found by their hash, open-addressed in one flat
// array: a lookup costs a probe or two in memory already at hand rather than a bucket's list,
// and a table of a few numbers makes one allocation. The caller keeps what the numbers stand
// for and confirms a match (equal hashes need not be equal keys), so sharing stays exact. Used
// by the odds' fate groups and the option documents' node tables.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace skedaddle::detail {

/// Numbers recorded under hashes; find() confirms a candidate with the caller's predicate. Linear
/// probing over a power-of-two table, 16 slots at the first number (or as reserved), doubled when
/// half full.
class HashIndex {
 public:
  /// What find() returns when no number matches.
  static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

  /// The number recorded under `hash` for which `same(number)` holds, else kNone.
  template <class Same>
  std::size_t find(std::uint64_t hash, const Same& same) const {
    if (slots_.empty()) return kNone;
    const std::size_t mask = slots_.size() - 1;
    for (auto i = static_cast<std::size_t>(hash) & mask;; i = (i + 1) & mask) {
      const Slot& slot = slots_[i];
      if (slot.number == kNone) return kNone;
      if (slot.hash == hash && same(slot.number)) return slot.number;
    }
  }

  /// Records `number` under `hash` (several numbers may share a hash).
  void add(std::uint64_t hash, std::size_t number) {
    if (2 * (count_ + 1) > slots_.size()) reserve(count_ + 1);  // 16 slots, then doubled
    place(Slot{hash, number});
    ++count_;
  }

  /// Forgets every number, keeping the table's room (for a caller that fills it again).
  void clear() {
    std::fill(slots_.begin(), slots_.end(), Slot{});
    count_ = 0;
  }

  /// Room for `numbers` numbers before the table grows (made once, not doubled from 16).
  void reserve(std::size_t numbers) {
    std::size_t size = 16;
    while (size < 2 * numbers)
      size *= 2;
    if (size <= slots_.size()) return;
    const std::vector<Slot> old = std::exchange(slots_, std::vector<Slot>(size));
    for (const Slot& slot : old) {
      if (slot.number != kNone) place(slot);
    }
  }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    std::size_t number = kNone;  // kNone for an empty slot
  };

  void place(const Slot& slot) {
    const std::size_t mask = slots_.size() - 1;
    auto i = static_cast<std::size_t>(slot.hash) & mask;
    while (slots_[i].number != kNone)
      i = (i + 1) & mask;
    slots_[i] = slot;
  }

  std::vector<Slot> slots_;  // none until the first number: a table may need none
  std::size_t count_ = 0;
};

}  // namespace skedaddle::detail
