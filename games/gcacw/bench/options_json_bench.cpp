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
#include "gcacw/io/options_json.hpp"
#include "gcacw/rules/shared_tree.hpp"
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
BENCHMARK(BM_GcacwOptionsJsonWandering)->Arg(16)->Arg(20)->Arg(24)->Unit(benchmark::kMillisecond);

// The largest tree found under the engine's bound (tests/support/option_boards.hpp: 904,648
// nodes, 903,641 in the document), built and written each iteration as `options --json` does
// once, its distinct subtrees built once each (SharedTree): the figure against the target of
// issue 28 (under 0.1 s). Counters as above, the peak over one build and writing; `nodes` counts
// the whole tree's, `shared_nodes` the subtrees built.
void BM_GcacwOptionsJsonLargest(benchmark::State& state) {
  const io::LoadedScenario s = load(test::gcacw_wandering_board(27, 11, 5));
  const std::uint64_t before = bench::live_heap_bytes();
  bench::reset_peak_heap_bytes();
  std::size_t bytes = 0;
  std::int64_t nodes = 0;
  std::size_t shared_nodes = 0;
  std::uint64_t tree_peak = 0;
  std::uint64_t peak = 0;
  for (auto _ : state) {
    gcacw::SharedTree tree;
    if (!tree.build(io::game_of<gcacw::Scenario>(s)).empty() || tree.too_large()) std::abort();
    if (tree_peak == 0) tree_peak = bench::peak_heap_bytes() - before;
    bytes = 0;
    io::write_options_json(s, tree, [&bytes](std::string_view piece) { bytes += piece.size(); });
    if (peak == 0) peak = bench::peak_heap_bytes() - before;
    nodes = tree.tree_size(0);
    shared_nodes = tree.nodes().size();
  }
  state.counters["bytes"] = static_cast<double>(bytes);
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["shared_nodes"] = static_cast<double>(shared_nodes);
  state.counters["tree_peak_heap_bytes"] = static_cast<double>(tree_peak);
  state.counters["peak_heap_bytes"] = static_cast<double>(peak);
}
BENCHMARK(BM_GcacwOptionsJsonLargest)->Unit(benchmark::kMillisecond);

// The same shared tree built alone (what of BM_GcacwOptionsJsonLargest is the building).
void BM_GcacwSharedTreeLargest(benchmark::State& state) {
  const io::LoadedScenario s = load(test::gcacw_wandering_board(27, 11, 5));
  std::size_t shared_nodes = 0;
  for (auto _ : state) {
    gcacw::SharedTree tree;
    if (!tree.build(io::game_of<gcacw::Scenario>(s)).empty()) std::abort();
    shared_nodes = tree.nodes().size();
  }
  state.counters["shared_nodes"] = static_cast<double>(shared_nodes);
}
BENCHMARK(BM_GcacwSharedTreeLargest)->Unit(benchmark::kMillisecond);

// The same tree built alone: /0 a new tree each iteration, as the command-line tool builds it
// (what of BM_GcacwOptionsJsonLargest is the tree's); /1 one tree rebuilt, its buffers kept
// (what of that is the allocation and first touch of a hundred megabytes).
void BM_GcacwTreeLargest(benchmark::State& state) {
  const io::LoadedScenario s = load(test::gcacw_wandering_board(27, 11, 5));
  const bool reuse = state.range(0) == 1;
  gcacw::RetreatTree kept;
  std::size_t nodes = 0;
  for (auto _ : state) {
    gcacw::RetreatTree fresh;
    gcacw::RetreatTree& tree = reuse ? kept : fresh;
    if (!tree.build(io::game_of<gcacw::Scenario>(s)).empty()) std::abort();
    nodes = tree.nodes().size();
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}
BENCHMARK(BM_GcacwTreeLargest)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

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
BENCHMARK(BM_GcacwOptionsJsonWanderingFloor)
    ->Arg(16)
    ->Arg(20)
    ->Arg(24)
    ->Unit(benchmark::kMillisecond);

}  // namespace
