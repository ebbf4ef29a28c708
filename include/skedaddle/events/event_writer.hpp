// SPDX-License-Identifier: MIT
// Writing a resolution's events over the ones a previous resolution left in the same vector, so
// that a resolver run again and again (Monte Carlo, the odds) reuses their storage: the slots,
// and the vectors and strings inside the events, instead of allocating them anew.
#pragma once

#include <cstddef>
#include <span>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/events/event.hpp"

namespace skedaddle {

/// Appends events to `events` from its start, over what it holds: the first event written
/// replaces events[0], and so on; finish() drops the rest. A slot that holds an event of the
/// kind asked for is handed back as it is, its members' storage kept: the caller assigns every
/// member (clear() and refill a vector, assign a string), so nothing of the old event remains.
class EventWriter {
 public:
  /// Writes from the start of `events`, which must outlive the writer.
  explicit EventWriter(std::vector<Event>& events) : events_(events) {}
  /// Writes after the first `kept` events of `events` (at most its size), which stay as they
  /// are: a resolution going on from a place an earlier one passed, its events until there.
  EventWriter(std::vector<Event>& events, std::size_t kept) : events_(events), used_(kept) {}

  /// The next slot as an event of kind `E`: the old one when it is an `E` (its members to be
  /// assigned, every one), else a new `E` with default members.
  template <class E>
  E& next() {
    if (used_ < events_.size()) {
      Event& slot = events_[used_++];
      if (E* old = std::get_if<E>(&slot)) return *old;
      return slot.emplace<E>();
    }
    ++used_;
    return std::get<E>(events_.emplace_back(std::in_place_type<E>));
  }

  /// Appends a whole event of kind `E` (for those with no storage worth keeping). Assigned as
  /// an `E` over the slot's old one when it holds one: no call through the variant's table of
  /// kinds, whose target changes with the kind and which the processor then mispredicts.
  template <class E>
  void push(E event) {
    next<E>() = std::move(event);
  }

  /// Drops the events of the previous resolution that were not written over.
  void finish() {
    events_.erase(events_.begin() + static_cast<std::ptrdiff_t>(used_), events_.end());
  }

  /// Events written so far.
  std::size_t size() const { return used_; }
  /// The events written so far, in order (those of the previous resolution after them left
  /// out): what a resolution stopped here has recorded.
  std::span<const Event> written() const { return std::span<const Event>(events_.data(), used_); }

 private:
  std::vector<Event>& events_;
  std::size_t used_ = 0;
};

}  // namespace skedaddle
