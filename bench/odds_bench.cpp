// SPDX-License-Identifier: MIT
// The odds of the largest example of each ruleset (by file size), and of the Jacobite cascade in
// which three leaders fall (JR-7), against one resolve of the same scenario in the same run:
// `BM_Odds/<n>` over `BM_OddsFloor/<n>` is the enumeration's cost in resolves. Counters: the
// resolutions run, and the single-die sequences they stand for.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdlib>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace {

using namespace skedaddle;

/// The largest example of each ruleset, by file size (the Jacobite one is the cascade with three
/// fallen leaders), and the second largest Jacobite one, a cascade decided in its course (JR-8).
constexpr std::array<const char*, 5> kLargest = {
    "gcacw/examples/gc-08-cavalry-retreat-into-enemy-hex.json",
    "jacobite/examples/jr-07-three-leaders-swept-away-in-one-cascade.json",
    "gitm/examples/rotd/gi-6-end-of-battle-three-units-fall-back-in-order.json",
    "grande_tactique/examples/gt-14-no-pursuit-of-a-surrounded-battalion.json",
    "jacobite/examples/jr-08-leader-falls-flags-decided-at-his-units-turn-in-the-cascade.json",
};

io::LoadedScenario largest(std::int64_t game) {
  const std::string file = kLargest[static_cast<std::size_t>(game)];
  Result<io::LoadedScenario> loaded = io::load_scenario_file((corpus::games_dir() / file).string());
  if (!loaded.ok()) std::abort();
  return std::move(loaded).value();
}

/// Every way the dice can go, enumerated (best chooser).
void BM_Odds(benchmark::State& state) {
  const io::LoadedScenario s = largest(state.range(0));
  state.SetLabel(kLargest[static_cast<std::size_t>(state.range(0))]);
  OddsCoverage coverage;
  for (auto _ : state) {
    Result<OddsTable> table = enumerate_odds(s, {.chooser = ChooserKind::best});
    if (!table.ok()) std::abort();
    coverage = table.value().coverage;
    benchmark::DoNotOptimize(table.value().outcomes.data());
  }
  state.counters["resolves"] = static_cast<double>(coverage.resolves);
  state.counters["sequences"] = static_cast<double>(coverage.sequences);
}
BENCHMARK(BM_Odds)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);

/// The floor: one resolve of the same scenario with seeded dice and the best chooser.
void BM_OddsFloor(benchmark::State& state) {
  const io::LoadedScenario s = largest(state.range(0));
  state.SetLabel(kLargest[static_cast<std::size_t>(state.range(0))]);
  std::uint64_t seed = 0;
  for (auto _ : state) {
    const ChooserDef def{.kind = ChooserKind::best, .seed = seed++};
    Dice dice = Dice::seeded(def.seed);
    Result<AnyOutcome> r = s.ruleset->resolve(s, def, dice);
    benchmark::DoNotOptimize(r.ok());
  }
}
BENCHMARK(BM_OddsFloor)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);

}  // namespace
