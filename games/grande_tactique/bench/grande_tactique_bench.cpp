// SPDX-License-Identifier: MIT
// Grande Tactique benchmarks: resolve() of one flight on a table of 100 bases with a dozen
// terrain areas (target 50 us), and on a table of 1,000 bases (target 200 us): by a Resolution
// (the headline, as a Monte Carlo run resolves), and by resolve() (`...Fresh`).
// Run with --benchmark_repetitions=N to get the median.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "allocation_counter.hpp"
#include "flight_tables.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace {

using namespace skedaddle;
using namespace skedaddle::grande_tactique;
using grande_tactique::bench::flight_table;

/// The fresh path: resolve() of the checked scenario, a new outcome (every unit copied) each time.
void run_fresh(benchmark::State& state, const Scenario& s) {
  // Checked once, as a Monte Carlo run would: each resolve() then skips the check.
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Dice dice = Dice::seeded(5);
  // The heap one flight needs at its peak, over what was held before (counter peak_heap_bytes,
  // docs/performance.md "Memory").
  const std::uint64_t before = skedaddle::bench::live_heap_bytes();
  skedaddle::bench::reset_peak_heap_bytes();
  {
    Dice first = Dice::seeded(5);
    benchmark::DoNotOptimize(resolve(checked.value(), first).ok());
  }
  state.counters["peak_heap_bytes"] =
      static_cast<double>(skedaddle::bench::peak_heap_bytes() - before);
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

/// The fast path for many resolutions of one table: a Resolution, which puts back only the
/// units the last run changed and writes the events over the last run's.
void run(benchmark::State& state, const Scenario& s) {
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Resolution resolution(checked.value());
  Dice dice = Dice::seeded(5);  // one stream for every call, as in a Monte Carlo run
  // The heap one run needs at its peak beyond what the Resolution keeps (after a first run).
  {
    Dice first = Dice::seeded(5);
    benchmark::DoNotOptimize(resolution.run(first).empty());
  }
  const std::uint64_t before = skedaddle::bench::live_heap_bytes();
  skedaddle::bench::reset_peak_heap_bytes();
  {
    Dice second = Dice::seeded(5);
    benchmark::DoNotOptimize(resolution.run(second).empty());
  }
  state.counters["peak_heap_bytes"] =
      static_cast<double>(skedaddle::bench::peak_heap_bytes() - before);
  std::size_t events = 0;
  bool destroyed = false;
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    const bool ok = resolution.run(dice).empty();
    events = ok ? resolution.outcome().events.size() : 0;
    destroyed = ok && resolution.outcome().units[0].ending == Ending::destroyed;
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
  state.counters["destroyed"] = destroyed ? 1.0 : 0.0;  // the fugitive was surrounded
}

/// One flight on a 72 x 48 table of 100 bases and 12 terrain areas (the 50 us target).
void BM_GrandeTactiqueFlight100(benchmark::State& state) {
  static const Scenario s = flight_table(72.0, 48.0, 100);
  run(state, s);
}
BENCHMARK(BM_GrandeTactiqueFlight100);

/// The same by resolve(), a new outcome each time.
void BM_GrandeTactiqueFlight100Fresh(benchmark::State& state) {
  static const Scenario s = flight_table(72.0, 48.0, 100);
  run_fresh(state, s);
}
BENCHMARK(BM_GrandeTactiqueFlight100Fresh);

/// One flight on a 240 x 160 table of 1,000 bases (the 200 us target).
void BM_GrandeTactiqueFlight1000(benchmark::State& state) {
  static const Scenario s = flight_table(240.0, 160.0, 1000);
  run(state, s);
}
BENCHMARK(BM_GrandeTactiqueFlight1000);

/// The same by resolve(), a new outcome each time.
void BM_GrandeTactiqueFlight1000Fresh(benchmark::State& state) {
  static const Scenario s = flight_table(240.0, 160.0, 1000);
  run_fresh(state, s);
}
BENCHMARK(BM_GrandeTactiqueFlight1000Fresh);

/// The worst case the options allow: a fugitive ringed by enemies among 1,000 bases, every
/// turned line tried at the finest step (0.01 degrees) and gap paths searched up to 10 times
/// the distance.
void BM_GrandeTactiqueSurroundedFinest(benchmark::State& state) {
  static const Scenario s = [] {
    Scenario t = flight_table(240.0, 160.0, 1000, true);
    t.options.turn_step = 0.01;
    t.options.gap_detour = 10.0;
    return t;
  }();
  run(state, s);
}
BENCHMARK(BM_GrandeTactiqueSurroundedFinest)->Unit(benchmark::kMillisecond);

}  // namespace
