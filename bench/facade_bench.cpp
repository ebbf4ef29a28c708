// SPDX-License-Identifier: MIT
// A Monte Carlo loop over the public API: one loaded skedaddle::Scenario resolved again and
// again, a new seed each time (skedaddle::resolve, the random chooser), as an AI or an analysis
// written against the facade (or the Python module, which calls it) runs it. Its floor: the
// same resolutions through the scenario's Ruleset on a game checked once and kept
// (check_once, then resolve_checked with the dice seeded alike), the least work a resolution of
// a checked scenario does. The ratio is what the facade adds to a resolution.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdlib>
#include <string>

#include "allocation_counter.hpp"
#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"

namespace {

using namespace skedaddle;

/// An example of each ruleset with choices or dice to vary by seed.
constexpr std::array<const char*, 4> kExamples = {
    "gcacw/examples/gc-09-owner-may-choose-the-fatal-path.json",
    "jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json",
    "gitm/examples/rotd/gi-6-end-of-battle-three-units-fall-back-in-order.json",
    "grande_tactique/examples/gt-2-cavalry-routed-by-cavalry.json",
};

/// The example of `index`, without its recorded dice and choices: the seed decides them.
Scenario example(std::int64_t index) {
  const std::string file = kExamples[static_cast<std::size_t>(index)];
  Result<Scenario> loaded = Scenario::load((corpus::games_dir() / file).string());
  if (!loaded.ok()) std::abort();
  return loaded.value().unscripted();
}

/// How the floor resolves seed `seed`: the random chooser seeded as resolve() seeds it.
ChooserDef random_chooser(std::uint64_t seed) {
  ChooserDef def;
  def.kind = ChooserKind::random;
  def.seed = seed;
  return def;
}

void BM_FacadeResolveSeeds(benchmark::State& state) {
  const Scenario scenario = example(state.range(0));
  state.SetLabel(kExamples[static_cast<std::size_t>(state.range(0))]);
  std::uint64_t seed = 0;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    Result<Outcome> outcome = resolve(scenario, {.chooser = ChooserKind::random, .seed = seed++});
    if (!outcome.ok()) std::abort();
    benchmark::DoNotOptimize(outcome.value().events().size());
  }
  allocations.finish(state);
}
BENCHMARK(BM_FacadeResolveSeeds)->DenseRange(0, 3);

void BM_FacadeResolveSeedsFloor(benchmark::State& state) {
  const Scenario scenario = example(state.range(0));
  state.SetLabel(kExamples[static_cast<std::size_t>(state.range(0))]);
  const io::LoadedScenario& loaded = scenario.loaded();
  const Ruleset& ruleset = scenario.ruleset();
  const Result<AnyChecked> checked = ruleset.check_once(loaded);
  if (!checked.ok()) std::abort();
  // Honest first: the floor's resolutions are the facade's, unit fate for unit fate.
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    Dice dice = io::dice_for(loaded, seed);
    const Result<AnyOutcome> floor =
        ruleset.resolve_checked(checked.value(), random_chooser(seed), dice);
    const Result<Outcome> facade =
        resolve(scenario, {.chooser = ChooserKind::random, .seed = seed});
    if (!floor.ok() || !facade.ok() ||
        !(ruleset.fates(loaded, floor.value()) == facade.value().fates())) {
      state.SkipWithError("the floor's resolution differs from the facade's");
      return;
    }
  }
  std::uint64_t seed = 0;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    Dice dice = io::dice_for(loaded, seed);
    Result<AnyOutcome> outcome =
        ruleset.resolve_checked(checked.value(), random_chooser(seed++), dice);
    if (!outcome.ok()) std::abort();
    benchmark::DoNotOptimize(outcome.ok());
  }
  allocations.finish(state);
}
BENCHMARK(BM_FacadeResolveSeedsFloor)->DenseRange(0, 3);

}  // namespace
