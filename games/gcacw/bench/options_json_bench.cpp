// SPDX-License-Identifier: MIT
// `options --json` of the largest GCACW option trees (tests/support/option_boards.hpp), written
// through a sink that only counts the bytes, and its floor: reading every node's candidates as
// the writer must, writing nothing.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "allocation_counter.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/option_boards.hpp"

namespace {

using namespace skedaddle;

io::LoadedScenario load(const std::string& text) {
  Result<io::LoadedScenario> r = io::load_scenario(text);
  if (!r.ok()) std::abort();
  return std::move(r).value();
}

void BM_GcacwOptionsJsonWandering(benchmark::State& state) {
  const io::LoadedScenario s = load(test::gcacw_wandering_board(static_cast<int>(state.range(0))));
  // The heap the tree and its writing need at their peak, over what was held before (counter
  // peak_heap_bytes: the figure docs/performance.md reports for the largest option tree).
  const std::uint64_t before = bench::live_heap_bytes();
  bench::reset_peak_heap_bytes();
  gcacw::RetreatTree tree;
  if (!tree.build(io::game_of<gcacw::Scenario>(s)).empty()) std::abort();
  const std::uint64_t tree_peak = bench::peak_heap_bytes() - before;
  std::size_t bytes = 0;
  io::write_options_json(s, tree, [&bytes](std::string_view piece) { bytes += piece.size(); });
  const std::uint64_t peak = bench::peak_heap_bytes() - before;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    bytes = 0;
    io::write_options_json(s, tree, [&bytes](std::string_view piece) { bytes += piece.size(); });
  }
  allocations.finish(state);
  state.counters["bytes"] = static_cast<double>(bytes);
  state.counters["nodes"] = static_cast<double>(tree.nodes().size());
  state.counters["tree_peak_heap_bytes"] = static_cast<double>(tree_peak);
  state.counters["peak_heap_bytes"] = static_cast<double>(peak);
}
BENCHMARK(BM_GcacwOptionsJsonWandering)->Arg(16)->Arg(20)->Unit(benchmark::kMillisecond);

void BM_GcacwOptionsJsonWanderingFloor(benchmark::State& state) {
  const io::LoadedScenario s = load(test::gcacw_wandering_board(static_cast<int>(state.range(0))));
  gcacw::RetreatTree tree;
  if (!tree.build(io::game_of<gcacw::Scenario>(s)).empty()) std::abort();
  for (auto _ : state) {
    for (int i = 0; i < static_cast<int>(tree.nodes().size()); ++i)
      benchmark::DoNotOptimize(tree.candidates(i));
  }
  state.counters["nodes"] = static_cast<double>(tree.nodes().size());
}
BENCHMARK(BM_GcacwOptionsJsonWanderingFloor)->Arg(16)->Arg(20)->Unit(benchmark::kMillisecond);

}  // namespace
