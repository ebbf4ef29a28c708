// SPDX-License-Identifier: MIT
// Tests of the EventWriter: events written over a previous run's, by next() or push(), read as
// if they had been written into a new vector.
#include "skedaddle/events/event_writer.hpp"

#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include <gtest/gtest.h>

namespace skedaddle {
namespace {

/// Writes event number `n` of a run, of the kind `kind` picks (four kinds, three with storage),
/// through `write`, which is either a writer's next<E>() or a push into a new vector; the
/// fourth kind is written whole, by `push_whole`.
template <class Write, class PushWhole>
void write_event(int kind, int n, Write&& write, PushWhole&& push_whole) {
  switch (kind) {
    case 0: {
      Rolled& r = write(std::in_place_type<Rolled>);
      r.purpose = "direction";
      r.sides = 4 + n;
      r.faces.assign(static_cast<std::size_t>(1 + n % 3), n % 4 + 1);
      r.unit = UnitId{static_cast<std::uint32_t>(n)};
      r.rule = "GI-5";
      break;
    }
    case 1: {
      Routed& r = write(std::in_place_type<Routed>);
      r.unit = UnitId{static_cast<std::uint32_t>(n)};
      r.direction = static_cast<Dir8>(n % 8);
      r.to = "G" + std::to_string(n) + "-V8";
      r.entry = Square{n, n + 1};
      r.rule = "GI-5";
      break;
    }
    case 2: {
      Message& m = write(std::in_place_type<Message>);
      // Longer than any short-string buffer: the text's storage is on the heap.
      m.text.assign("U" + std::to_string(n))
          .append(" tries to rout but is blocked, and surrenders!");
      m.rule = "GI-7";
      break;
    }
    default:
      push_whole(UnitRemoved{UnitId{static_cast<std::uint32_t>(n)}, Fate::surrendered, n, "GI-5"});
      break;
  }
}

/// The events of kinds write_event() writes, member by member.
void expect_same(const Event& written, const Event& fresh, std::size_t at) {
  SCOPED_TRACE(at);
  ASSERT_EQ(written.index(), fresh.index());
  if (const auto* r = std::get_if<Rolled>(&written)) {
    const auto& f = std::get<Rolled>(fresh);
    EXPECT_EQ(r->purpose, f.purpose);
    EXPECT_EQ(r->sides, f.sides);
    EXPECT_EQ(r->faces, f.faces);
    EXPECT_EQ(r->unit, f.unit);
    EXPECT_EQ(r->rule, f.rule);
  } else if (const auto* routed = std::get_if<Routed>(&written)) {
    const auto& f = std::get<Routed>(fresh);
    EXPECT_EQ(routed->unit, f.unit);
    EXPECT_EQ(routed->direction, f.direction);
    EXPECT_EQ(routed->to, f.to);
    EXPECT_EQ(routed->entry, f.entry);
    EXPECT_EQ(routed->rule, f.rule);
  } else if (const auto* m = std::get_if<Message>(&written)) {
    EXPECT_EQ(m->text, std::get<Message>(fresh).text);
    EXPECT_EQ(m->rule, std::get<Message>(fresh).rule);
  } else {
    const auto& removed = std::get<UnitRemoved>(written);
    const auto& f = std::get<UnitRemoved>(fresh);
    EXPECT_EQ(removed.unit, f.unit);
    EXPECT_EQ(removed.fate, f.fate);
    EXPECT_EQ(removed.strength, f.strength);
    EXPECT_EQ(removed.rule, f.rule);
  }
}

TEST(EventWriter, RunsWrittenOverTheLastReadAsRunsWrittenIntoANewVector) {
  std::mt19937_64 rng(28);
  std::vector<Event> events;
  for (int run = 0; run < 500; ++run) {
    // A run goes on after some of the last one's events, or writes from the start.
    const std::size_t kept = events.empty() ? 0 : rng() % (events.size() + 1);
    std::vector<Event> fresh(events.begin(), events.begin() + static_cast<std::ptrdiff_t>(kept));
    EventWriter writer(events, kept);
    const int count = static_cast<int>(rng() % 6);
    for (int n = 0; n < count; ++n) {
      const int kind = static_cast<int>(rng() % 4);
      write_event(
          kind, n + run, [&]<class E>(std::in_place_type_t<E>) -> E& { return writer.next<E>(); },
          [&](UnitRemoved e) { writer.push(e); });
      write_event(
          kind, n + run,
          [&]<class E>(std::in_place_type_t<E>) -> E& {
            return std::get<E>(fresh.emplace_back(std::in_place_type<E>));
          },
          [&](UnitRemoved e) { fresh.emplace_back(e); });
    }
    writer.finish();
    EXPECT_EQ(writer.size(), fresh.size());
    ASSERT_EQ(events.size(), fresh.size()) << "run " << run;
    for (std::size_t i = 0; i < fresh.size(); ++i)
      expect_same(events[i], fresh[i], i);
  }
}

}  // namespace
}  // namespace skedaddle
