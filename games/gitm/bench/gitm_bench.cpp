// SPDX-License-Identifier: MIT
// GITM benchmarks: resolve() of a retreat and of a rout on a 15x15 tactical map of 30 units.
// Run with --benchmark_repetitions=N to get the median.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

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

void run(benchmark::State& state, const Scenario& s) {
  // Checked once, as a Monte Carlo run would: each resolve() then skips the check.
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Dice dice = Dice::seeded(11);  // one stream for every call, as in a Monte Carlo run
  std::size_t events = 0;
  for (auto _ : state) {
    const Result<Outcome> outcome = resolve(checked.value(), dice);
    events = outcome.ok() ? outcome.value().events.size() : 0;
    benchmark::DoNotOptimize(events);
  }
  state.counters["events"] = static_cast<double>(events);
}

/// A retreat: GI-2 and GI-3 over the eight directions, the direction and distance drawn, the
/// straight-line move with the corner rule (the 0.5 us target).
void BM_GitmRetreat(benchmark::State& state) {
  run(state, battle(RequestKind::retreat));
}
BENCHMARK(BM_GitmRetreat);

/// A rout: the exit-cone test of every valid direction against every enemy (1 us target).
void BM_GitmRout(benchmark::State& state) {
  run(state, battle(RequestKind::rout));
}
BENCHMARK(BM_GitmRout);

}  // namespace
