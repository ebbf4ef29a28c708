// SPDX-License-Identifier: MIT
// The odds of the largest example of each ruleset (by file size), and of the Jacobite cascade in
// which three leaders fall (JR-7), against their floor in the same run: one plain resolve per
// way of the dice, each way's dice scripted, on the scenario checked once as the odds check it.
// `BM_Odds/<n>` over `BM_OddsFloor/<n>` is what a way costs beyond its resolve; `BM_OddsKept/<n>`
// the same with the table and the walk's storage kept from call to call. Counters: the
// resolutions run, and the single-die sequences they stand for.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <string>
#include <vector>

#include "allocation_counter.hpp"
#include "conformance/corpus.hpp"
#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/odds/odds_workspace.hpp"
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
  // The heap the odds need at their peak, over what was held before (counter peak_heap_bytes,
  // docs/performance.md "Memory"): with storage of their own, as the thread's first call has
  // (the plain call keeps its walk's storage on its thread, which an earlier benchmark's call
  // may have grown).
  const std::uint64_t before = bench::live_heap_bytes();
  bench::reset_peak_heap_bytes();
  {
    OddsWorkspace workspace;
    OddsTable table;
    if (!enumerate_odds(s, {.chooser = ChooserKind::best}, workspace, table).empty()) std::abort();
  }
  state.counters["peak_heap_bytes"] = static_cast<double>(bench::peak_heap_bytes() - before);
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

/// The same odds written over one table through one workspace for every iteration, as a caller
/// that takes odds many times keeps them (an AI's search): against the same floor.
void BM_OddsKept(benchmark::State& state) {
  const io::LoadedScenario s = largest(state.range(0));
  state.SetLabel(kLargest[static_cast<std::size_t>(state.range(0))]);
  OddsWorkspace workspace;
  OddsTable table;
  const OddsSettings best{.chooser = ChooserKind::best};
  if (!enumerate_odds(s, best, workspace, table).empty()) std::abort();
  for (auto _ : state) {
    if (!enumerate_odds(s, best, workspace, table).empty()) std::abort();
    benchmark::DoNotOptimize(table.outcomes.data());
  }
  state.counters["resolves"] = static_cast<double>(table.coverage.resolves);
  state.counters["sequences"] = static_cast<double>(table.coverage.sequences);
}
BENCHMARK(BM_OddsKept)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);

/// The dice of every way the odds walk (best chooser), in the order they walk them.
std::vector<std::vector<ScriptedFace>> every_way(const io::LoadedScenario& s,
                                                 const AnyChecked& checked) {
  std::vector<std::vector<ScriptedFace>> ways;
  ChancePlan plan;
  const ChooserDef best{.kind = ChooserKind::best};
  do {
    Dice dice = Dice::enumerating(plan);
    if (!s.ruleset->resolve_checked(checked, best, dice).ok()) std::abort();
    std::vector<ScriptedFace> faces;
    for (const int f : plan.dice_faces())
      faces.push_back(ScriptedFace{f});
    ways.push_back(std::move(faces));
  } while (plan.advance());
  return ways;
}

/// The floor: the scenario checked once, then one resolve per way of the dice with that way's
/// dice scripted and the best chooser, as the odds resolve it; nothing else (no fates, no
/// sums). Checked first: each outcome's fates are those of the odds' group its way joins.
void BM_OddsFloor(benchmark::State& state) {
  const io::LoadedScenario s = largest(state.range(0));
  state.SetLabel(kLargest[static_cast<std::size_t>(state.range(0))]);
  const Result<AnyChecked> checked = s.ruleset->check_once(s);
  if (!checked.ok()) std::abort();
  const std::vector<std::vector<ScriptedFace>> ways = every_way(s, checked.value());
  const Result<OddsTable> table = enumerate_odds(s, {.chooser = ChooserKind::best});
  if (!table.ok() || table.value().coverage.resolves != ways.size()) std::abort();
  const ChooserDef best{.kind = ChooserKind::best};
  for (const std::vector<ScriptedFace>& way : ways) {
    Dice dice = Dice::scripted(way);
    const Result<AnyOutcome> r = s.ruleset->resolve_checked(checked.value(), best, dice);
    if (!r.ok()) std::abort();
    const Fates fates = s.ruleset->fates(s, r.value());
    const auto& outcomes = table.value().outcomes;
    if (std::none_of(outcomes.begin(), outcomes.end(),
                     [&](const OddsOutcome& o) { return o.fates == fates; })) {
      state.SkipWithError("a way's outcome is none of the odds' outcomes");
      return;
    }
  }
  for (auto _ : state) {
    // The odds check the scenario once per call too.
    const Result<AnyChecked> once = s.ruleset->check_once(s);
    for (const std::vector<ScriptedFace>& way : ways) {
      Dice dice = Dice::scripted(way);
      Result<AnyOutcome> r = s.ruleset->resolve_checked(once.value(), best, dice);
      benchmark::DoNotOptimize(r.ok());
    }
  }
  state.counters["resolves"] = static_cast<double>(ways.size());
}
BENCHMARK(BM_OddsFloor)->DenseRange(0, 4)->Unit(benchmark::kMicrosecond);

}  // namespace
