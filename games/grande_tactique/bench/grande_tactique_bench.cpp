// SPDX-License-Identifier: MIT
// Grande Tactique benchmarks: resolve() of one flight on a table of 100 bases with a dozen
// terrain areas (target 50 us), and on a table of 1,000 bases (target 200 us).
// Run with --benchmark_repetitions=N to get the median.
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "skedaddle/dice/dice.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace {

using namespace skedaddle;
using namespace skedaddle::grande_tactique;

constexpr std::uint64_t kTableSeed = 0x67A11E;

double uniform(std::mt19937_64& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

/// A hexagon-ish area of radius r around c (a wood, a village, a lake).
std::vector<Vec2> blob(Vec2 c, double r) {
  std::vector<Vec2> out;
  for (int k = 0; k < 6; ++k)
    out.push_back(c + r * bearing_vector(60.0 * k));
  return out;
}

/// A table of `width` x `depth` inches with 12 terrain areas and `bases` units placed at random
/// without overlap (two thirds infantry, a third cavalry, both sides mixed), and the fleeing
/// French infantry in the middle charged by Allied cavalry from the north; `ringed`: the
/// charger is one of 16 Allied battalions in a ring 7" round the fugitive, which is surrounded.
Scenario table(double width, double depth, int bases, bool ringed = false) {
  std::mt19937_64 rng(kTableSeed);
  Scenario s;
  s.table.width = width;
  s.table.depth = depth;
  for (int k = 0; k < 12; ++k) {
    const Vec2 c{width * (k % 4 + 0.5) / 4.0, depth * (k / 4 + 0.5) / 3.0 + 3.0};
    const TerrainKind kind = k % 3 == 0 ? TerrainKind::impassable : TerrainKind::woods;
    Area area(blob(c, 2.5));
    const Vec2 anchor = area.centroid();
    s.table.terrain.push_back(
        Terrain{.kind = kind, .name = "T" + std::to_string(k), .area = area, .anchor = anchor});
  }
  auto place = [&](Unit u) { s.units.push_back(std::move(u)); };
  const Vec2 middle{width / 2.0 + 1.3, depth / 2.0 - 1.1};
  place(Unit{.id = "Fugitive", .side = Side::first, .base = Box{middle, {0.0, 1.0}, 2.5, 1.0}});
  if (ringed) {
    for (int k = 0; k < 16; ++k) {
      const Vec2 out = bearing_vector(22.5 * k);
      place(Unit{.id = "Ring" + std::to_string(k),
                 .side = Side::second,
                 .base = Box{middle + 7.0 * out, -out, 2.5, 1.0}});
    }
  } else {
    place(Unit{.id = "Causer",
               .side = Side::second,
               .arm = Arm::cavalry,
               .base = Box{middle + Vec2{0.0, 1.0}, {0.0, -1.0}, 1.5, 1.0}});
  }
  while (static_cast<int>(s.units.size()) < bases) {
    const bool cavalry = rng() % 3 == 0;
    const BaseSize size = default_base(cavalry ? Arm::cavalry : Arm::infantry);
    const Box b{{uniform(rng, 2.0, width - 2.0), uniform(rng, 2.0, depth - 2.0)},
                bearing_vector(static_cast<double>(rng() % 360)),
                size.width,
                size.depth};
    bool clear = true;
    for (const Unit& u : s.units)
      clear = clear && distance(u.base, b) > 0.2;
    for (const Terrain& t : s.table.terrain)
      clear = clear && !t.area.overlaps(b);
    if (!clear) continue;
    place(Unit{.id = "U" + std::to_string(s.units.size()),
               .side = rng() % 2 == 0 ? Side::first : Side::second,
               .arm = cavalry ? Arm::cavalry : Arm::infantry,
               .base = b});
  }
  s.request.kind = RequestKind::flee;
  s.request.unit = UnitId{0};
  s.request.causer = UnitId{1};
  s.request.cause = Cause::charge;
  return s;
}

void run(benchmark::State& state, const Scenario& s) {
  // Checked once, as a Monte Carlo run would: each resolve() then skips the check.
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Dice dice = Dice::seeded(5);
  std::size_t events = 0;
  bool destroyed = false;
  for (auto _ : state) {
    const Result<Outcome> outcome = resolve(checked.value(), dice);
    events = outcome.ok() ? outcome.value().events.size() : 0;
    destroyed = outcome.ok() && outcome.value().units[0].ending == Ending::destroyed;
    benchmark::DoNotOptimize(events);
  }
  state.counters["events"] = static_cast<double>(events);
  state.counters["destroyed"] = destroyed ? 1.0 : 0.0;  // the fugitive was surrounded
}

/// One flight on a 72 x 48 table of 100 bases and 12 terrain areas (the 50 us target).
void BM_GrandeTactiqueFlight100(benchmark::State& state) {
  static const Scenario s = table(72.0, 48.0, 100);
  run(state, s);
}
BENCHMARK(BM_GrandeTactiqueFlight100);

/// One flight on a 240 x 160 table of 1,000 bases (the 200 us target).
void BM_GrandeTactiqueFlight1000(benchmark::State& state) {
  static const Scenario s = table(240.0, 160.0, 1000);
  run(state, s);
}
BENCHMARK(BM_GrandeTactiqueFlight1000);

/// The worst case the options allow: a fugitive ringed by enemies among 1,000 bases, every
/// turned line tried at the finest step (0.01 degrees) and gap paths searched up to 10 times
/// the distance.
void BM_GrandeTactiqueSurroundedFinest(benchmark::State& state) {
  static const Scenario s = [] {
    Scenario t = table(240.0, 160.0, 1000, true);
    t.options.turn_step = 0.01;
    t.options.gap_detour = 10.0;
    return t;
  }();
  run(state, s);
}
BENCHMARK(BM_GrandeTactiqueSurroundedFinest)->Unit(benchmark::kMillisecond);

}  // namespace
