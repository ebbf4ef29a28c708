// SPDX-License-Identifier: MIT
// GITM benchmarks: resolve() of a retreat and of a rout on a 15x15 tactical map of 30 units.
// Run with --benchmark_repetitions=N to get the median.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include <benchmark/benchmark.h>

#include "allocation_counter.hpp"
#include "gitm_floors.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace {

using namespace skedaddle;
using namespace skedaddle::gitm;

constexpr std::uint64_t kMapSeed = 0x6177D5;
constexpr int kUnits = 30;

/// A 15x15 tactical map, a few impassable squares, 30 units (a third enemy, a few neutral) on
/// random free squares; the friendly unit BR1IN in the battle square 7-7 with the enemy FR1IN
/// that moved in from the east.
Scenario battle(RequestKind kind) {
  std::mt19937_64 rng(kMapSeed);
  Scenario s;
  s.field.label = "G7-V8";
  for (std::size_t d = 0; d < s.field.neighbors.size(); ++d) {
    s.field.neighbors[d].label = "N" + std::to_string(d);
  }
  s.field.impassable.assign(static_cast<std::size_t>(s.field.map.size()), 0);
  const Square battle{7, 7};
  std::vector<bool> taken(static_cast<std::size_t>(s.field.map.size()), false);
  taken[static_cast<std::size_t>(s.field.map.index(battle))] = true;
  for (int n = 0; n < 8;) {
    const auto i = static_cast<std::size_t>(rng() % static_cast<std::uint64_t>(s.field.map.size()));
    if (taken[i]) continue;
    s.field.impassable[i] = 1;
    taken[i] = true;
    ++n;
  }
  s.units.push_back(
      Unit{.id = "BR1IN", .square = battle, .fatigue = 5, .hq = false, .moved = std::nullopt});
  s.units.push_back(
      Unit{.id = "FR1IN", .allegiance = Allegiance::enemy, .square = battle, .moved = Dir8::w});
  for (int n = 2; n < kUnits;) {
    const auto i = static_cast<std::size_t>(rng() % static_cast<std::uint64_t>(s.field.map.size()));
    if (taken[i]) continue;
    taken[i] = true;
    const int roll = static_cast<int>(rng() % 10);
    const Allegiance a = roll < 6   ? Allegiance::friendly
                         : roll < 9 ? Allegiance::enemy
                                    : Allegiance::neutral;
    s.units.push_back(Unit{.id = "U" + std::to_string(n),
                           .allegiance = a,
                           .square = s.field.map.square_at(static_cast<int>(i)),
                           .moved = std::nullopt});
    ++n;
  }
  s.request.kind = kind;
  s.request.units = {UnitId{0}};
  s.request.battle = battle;
  return s;
}

/// resolve() as one call makes it: a new outcome every time (every unit copied).
void run_fresh(benchmark::State& state, const Scenario& s) {
  // Checked once, as a Monte Carlo run would: each resolve() then skips the check.
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Dice dice = Dice::seeded(11);  // one stream for every call, as in a Monte Carlo run
  std::size_t events = 0;
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    const Result<Outcome> outcome = resolve(checked.value(), dice);
    events = outcome.ok() ? outcome.value().events.size() : 0;
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
}

/// The fast path for many resolutions of one position: a Resolution, which puts back only what
/// the last run changed and reuses the outcome's storage.
void run(benchmark::State& state, const Scenario& s) {
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Resolution resolution(checked.value());
  Dice dice = Dice::seeded(11);  // one stream for every call, as in a Monte Carlo run
  std::size_t events = 0;
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    events = resolution.run(dice).empty() ? resolution.outcome().events.size() : 0;
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
}

[[noreturn]] void floor_differs(const char* bench, int resolution, const char* what) {
  std::fprintf(stderr, "%s: resolution %d: the floor differs from the engine: %s\n", bench,
               resolution, what);
  std::abort();
}

/// Checks that `floor` reaches the engine's answer over many resolutions with one stream of
/// dice each, seeded alike: the same direction face, end square and ending every time, and
/// more than one end square among them.
template <typename Floor>
void check_floor(const char* bench, const Scenario& s, Floor& floor) {
  Dice dice = Dice::seeded(11);
  std::mt19937_64 rng(11);
  std::vector<Square> ends;
  constexpr int kResolutions = 1000;
  for (int k = 0; k < kResolutions; ++k) {
    const Result<Outcome> outcome = resolve(s, dice);
    if (!outcome.ok()) floor_differs(bench, k, "the engine fails");
    const gitm::bench::FloorResult f = floor.run(s, rng);
    int face = 0;
    for (const Event& e : outcome.value().events) {
      const auto* rolled = std::get_if<Rolled>(&e);
      if (rolled != nullptr && rolled->purpose == "direction") face = rolled->faces.front();
    }
    const Unit& u = outcome.value().units[index_of(s.request.units.front())];
    if (face != f.direction_face) floor_differs(bench, k, "direction face");
    if (u.ending != f.ending) floor_differs(bench, k, "ending");
    if (u.square != f.end) floor_differs(bench, k, "end square");
    if (std::find(ends.begin(), ends.end(), f.end) == ends.end()) ends.push_back(f.end);
  }
  if (ends.size() < 2) floor_differs(bench, kResolutions, "the dice never change the end");
}

/// Times `floor` on `s`, once it has been checked.
template <typename Floor>
void run_floor(benchmark::State& state, const Scenario& s, Floor& floor) {
  std::mt19937_64 rng(11);
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    const gitm::bench::FloorResult r = floor.run(s, rng);
    benchmark::DoNotOptimize(r);
  }
  allocations.finish(state);
}

/// A retreat: GI-2 and GI-3 over the eight directions, the direction and distance drawn, the
/// straight-line move with the corner rule (the 0.5 us target), by a Resolution.
void BM_GitmRetreat(benchmark::State& state) {
  run(state, battle(RequestKind::retreat));
}
BENCHMARK(BM_GitmRetreat);

/// The same by resolve(), a new outcome each time.
void BM_GitmRetreatFresh(benchmark::State& state) {
  run_fresh(state, battle(RequestKind::retreat));
}
BENCHMARK(BM_GitmRetreatFresh);

/// The floor of BM_GitmRetreat (gitm_floors.hpp): the direction filter and the straight walk
/// over a 15x15 occupancy array, checked first to reach the engine's answers.
void BM_GitmRetreatFloor(benchmark::State& state) {
  const Scenario s = battle(RequestKind::retreat);
  gitm::bench::RetreatFloor floor(s.field.map);
  check_floor("BM_GitmRetreatFloor", s, floor);
  run_floor(state, s, floor);
}
BENCHMARK(BM_GitmRetreatFloor);

/// A rout: the exit-cone test of every valid direction against every enemy (1 us target), by a
/// Resolution.
void BM_GitmRout(benchmark::State& state) {
  run(state, battle(RequestKind::rout));
}
BENCHMARK(BM_GitmRout);

/// The same by resolve(), a new outcome each time.
void BM_GitmRoutFresh(benchmark::State& state) {
  run_fresh(state, battle(RequestKind::rout));
}
BENCHMARK(BM_GitmRoutFresh);

/// The floor of BM_GitmRout (gitm_floors.hpp): one pass over the units for all exit cones,
/// checked first to reach the engine's answers.
void BM_GitmRoutFloor(benchmark::State& state) {
  const Scenario s = battle(RequestKind::rout);
  const gitm::bench::RoutFloor floor;
  check_floor("BM_GitmRoutFloor", s, floor);
  run_floor(state, s, floor);
}
BENCHMARK(BM_GitmRoutFloor);

}  // namespace
