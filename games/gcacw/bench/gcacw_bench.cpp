// SPDX-License-Identifier: MIT
// GCACW benchmarks: the option tree, resolve() and the kept gcacw::Resolution on a generated
// 64x64 board, and resolving the GCACW examples. Run with --benchmark_repetitions=N to get the
// median.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include <benchmark/benchmark.h>

#include "allocation_counter.hpp"
#include "conformance/corpus.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "tree_floor.hpp"

namespace {

using namespace skedaddle;

constexpr int kBoardSize = 64;
constexpr std::uint64_t kBoardSeed = 0x5EDADD1E;
constexpr std::uint64_t kEnemyPercent = 8;
constexpr std::uint64_t kImpassablePercent = 2;
constexpr int kRoads = 6;
constexpr int kRoadLength = 48;

/// A 64x64 board: about 8% of the hexes hold an enemy infantry unit, about 2% are impassable,
/// a few winding roads; a friendly stack (two brigades and a leader) mid-board, routed by the
/// enemy unit adjacent to it.
gcacw::Scenario large_board() {
  std::mt19937_64 rng(kBoardSeed);
  const OffsetSystem system = io::gcacw_offset_system(false);
  gcacw::Scenario s;
  s.board = gcacw::Board(HexGrid(kBoardSize, kBoardSize, system));
  const HexGrid& grid = s.board.grid();

  const Hex start = to_hex({kBoardSize / 2, kBoardSize / 2}, system);
  const Hex attacker = neighbor(start, HexDir::minus_q);
  auto add = [&s](std::string id, Side side, gcacw::UnitType type, Hex hex, int manpower) {
    gcacw::Unit u;
    u.id = std::move(id);
    u.side = side;
    u.type = type;
    u.hex = hex;
    u.manpower = manpower;
    s.units.push_back(std::move(u));
    return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
  };
  add("1/1 Inf", Side::first, gcacw::UnitType::infantry, start, 6);
  add("2/1 Inf", Side::first, gcacw::UnitType::infantry, start, 4);
  add("Ldr 1", Side::first, gcacw::UnitType::leader, start, 0);
  const UnitId active = add("A-Att", Side::second, gcacw::UnitType::infantry, attacker, 5);

  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    if (h == start || h == attacker) continue;
    if (uniform_below(rng, 100) < kEnemyPercent) {
      add("E" + std::to_string(i), Side::second, gcacw::UnitType::infantry, h,
          1 + static_cast<int>(uniform_below(rng, 8)));
    } else if (uniform_below(rng, 100) < kImpassablePercent) {
      s.board.set_terrain(h, gcacw::Terrain::impassable);
    }
  }
  for (int road = 0; road < kRoads; ++road) {
    Hex h =
        grid.hex_at(static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(grid.size()))));
    for (int step = 0; step < kRoadLength; ++step) {
      const Hex next = neighbor(h, kHexDirs[uniform_below(rng, kHexDirCount)]);
      if (!grid.contains(next)) continue;
      s.board.set_road(h, next, road % 2 == 0 ? gcacw::RoadKind::road : gcacw::RoadKind::pike);
      h = next;
    }
  }
  s.request.kind = gcacw::RetreatKind::rout;
  s.request.hex = start;
  s.request.active = {active};
  return s;
}

const gcacw::Scenario& large_scenario() {
  static const gcacw::Scenario scenario = large_board();
  return scenario;
}

ChooserDef best_chooser() {
  ChooserDef def;
  def.kind = ChooserKind::best;
  return def;
}

bool usable(benchmark::State& state, const gcacw::Scenario& s) {
  const Errors errors = gcacw::check(s);
  if (errors.empty()) return true;
  state.SkipWithError(
      ("generated board is invalid: " + errors.front().pointer + ": " + errors.front().message)
          .c_str());
  return false;
}

/// The full option tree (every legal path with rows, priorities, losses, and the reasons for
/// every rejection) on a reused tree object.
void BM_GcacwTree64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  const Checked<gcacw::Scenario> checked = Checked<gcacw::Scenario>::check(s).value();
  gcacw::RetreatTree tree;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    tree.build(checked);
    benchmark::DoNotOptimize(tree.nodes().data());
  }
  allocations.finish(state);
  state.counters["nodes"] = static_cast<double>(tree.nodes().size());
  state.counters["units"] = static_cast<double>(s.units.size());
}
BENCHMARK(BM_GcacwTree64x64);

[[noreturn]] void floor_differs(const std::string& what) {
  std::fprintf(stderr, "BM_GcacwTree64x64Floor: the floor differs from the engine: %s\n",
               what.c_str());
  std::abort();
}

/// Checks that the floor reaches the engine's tree: the same ends (every path where the retreat
/// may end, by its hexes, fatal or not), the same node count and the same best score.
void check_floor(const gcacw::Scenario& s, gcacw::bench::TreeFloor& floor) {
  gcacw::RetreatTree tree;
  if (!tree.build(s).empty()) floor_differs("the engine refuses the board");
  if (tree.override_in_force()) floor_differs("the engine overrides, which the floor does not");
  std::vector<gcacw::bench::TreeFloorEnd> engine_ends;
  const auto& nodes = tree.nodes();
  for (std::size_t n = 0; n < nodes.size(); ++n) {
    if (!nodes[n].can_stop) continue;
    gcacw::bench::TreeFloorEnd end;
    end.fatal = nodes[n].destroys;
    for (int a = static_cast<int>(n); a >= 0; a = nodes[static_cast<std::size_t>(a)].parent) {
      end.path.push_back(s.board.grid().index(nodes[static_cast<std::size_t>(a)].hex));
    }
    std::reverse(end.path.begin(), end.path.end());
    engine_ends.push_back(std::move(end));
  }
  std::vector<gcacw::bench::TreeFloorEnd> floor_ends;
  const gcacw::bench::TreeFloorResult r = floor.run(s, &floor_ends);
  const auto order = [](const auto& a, const auto& b) {
    return std::tie(a.path, a.fatal) < std::tie(b.path, b.fatal);
  };
  std::sort(engine_ends.begin(), engine_ends.end(), order);
  std::sort(floor_ends.begin(), floor_ends.end(), order);
  const auto same = [](const auto& a, const auto& b) {
    return a.path == b.path && a.fatal == b.fatal;
  };
  if (!std::equal(engine_ends.begin(), engine_ends.end(), floor_ends.begin(), floor_ends.end(),
                  same)) {
    floor_differs("ends: engine " + std::to_string(engine_ends.size()) + ", floor " +
                  std::to_string(floor_ends.size()));
  }
  if (r.nodes != static_cast<int>(nodes.size())) {
    floor_differs("nodes: engine " + std::to_string(nodes.size()) + ", floor " +
                  std::to_string(r.nodes));
  }
  if (r.completes != tree.completes() || r.saves != tree.saves() ||
      (r.completes && r.best != nodes[0].best)) {
    floor_differs("the best score or whether it completes and saves");
  }
  if (r.ends == 0) floor_differs("no end: the board does not exercise the floor");
}

/// The floor of BM_GcacwTree64x64 (tree_floor.hpp): a plain depth-first search over a flat
/// neighbour array with the per-step priority filter, checked first to reach the same ends,
/// fatal stops and best score.
void BM_GcacwTree64x64Floor(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  gcacw::bench::TreeFloor floor(s.board.grid());
  check_floor(s, floor);
  gcacw::bench::TreeFloorResult r;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    r = floor.run(s);
    benchmark::DoNotOptimize(r);
  }
  allocations.finish(state);
  state.counters["nodes"] = static_cast<double>(r.nodes);
  state.counters["ends"] = static_cast<double>(r.ends);
  state.counters["fatal"] = static_cast<double>(r.fatal);
  state.counters["units"] = static_cast<double>(s.units.size());
}
BENCHMARK(BM_GcacwTree64x64Floor);

/// What every build() and resolve() does first: check() and refusal() of the scenario
/// (check_resolvable), alone, to weigh it against the tree it guards.
void BM_GcacwCheck64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  for (auto _ : state) {
    benchmark::DoNotOptimize(check_resolvable(s).empty());
  }
}
BENCHMARK(BM_GcacwCheck64x64);

/// The same tree built on a new tree object each time (its buffers allocated and filled cold).
void BM_GcacwTreeFresh64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  const Checked<gcacw::Scenario> checked = Checked<gcacw::Scenario>::check(s).value();
  for (auto _ : state) {
    gcacw::RetreatTree tree;
    tree.build(checked);
    benchmark::DoNotOptimize(tree.nodes().data());
  }
}
BENCHMARK(BM_GcacwTreeFresh64x64);

/// The candidates (legal and rejected neighbours with reasons) at every node of the tree.
void BM_GcacwTreeWithReasons64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  const Checked<gcacw::Scenario> checked = Checked<gcacw::Scenario>::check(s).value();
  gcacw::RetreatTree tree;
  std::size_t candidates = 0;
  for (auto _ : state) {
    tree.build(checked);
    candidates = 0;
    for (int n = 0; n < static_cast<int>(tree.nodes().size()); ++n) {
      candidates += tree.candidates(n).size();
    }
    benchmark::DoNotOptimize(candidates);
  }
  state.counters["candidates"] = static_cast<double>(candidates);
}
BENCHMARK(BM_GcacwTreeWithReasons64x64);

/// resolve() with the best chooser as a single call makes it: checks the scenario, builds a new
/// tree, walks it, records the events.
void BM_GcacwResolveBest64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  std::size_t events = 0;
  for (auto _ : state) {
    Chooser chooser(best_chooser());
    const Result<gcacw::Outcome> outcome = gcacw::resolve(s, chooser);
    if (!outcome.ok()) {
      state.SkipWithError("resolve failed");
      return;
    }
    events = outcome.value().events.size();
    benchmark::DoNotOptimize(events);
  }
  state.counters["events"] = static_cast<double>(events);
}
BENCHMARK(BM_GcacwResolveBest64x64);

/// resolve() with the best chooser into a reused tree (the fast path for many calls).
void BM_GcacwResolveBestReusedTree64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  const Checked<gcacw::Scenario> checked = Checked<gcacw::Scenario>::check(s).value();
  gcacw::RetreatTree tree;
  std::size_t events = 0;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    Chooser chooser(best_chooser());
    const Result<gcacw::Outcome> outcome = gcacw::resolve(checked, chooser, tree);
    if (!outcome.ok()) {
      state.SkipWithError("resolve failed");
      return;
    }
    events = outcome.value().events.size();
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
}
BENCHMARK(BM_GcacwResolveBestReusedTree64x64);

/// resolve_built() with the best chooser: the walk of a tree built once, into a new outcome
/// each call (what the Resolution saves beyond the tree).
void BM_GcacwResolveBuiltBest64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  const Checked<gcacw::Scenario> checked = Checked<gcacw::Scenario>::check(s).value();
  gcacw::RetreatTree tree;
  tree.build(checked);
  std::size_t events = 0;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    Chooser chooser(best_chooser());
    const Result<gcacw::Outcome> outcome = gcacw::resolve_built(tree, chooser);
    if (!outcome.ok()) {
      state.SkipWithError("resolve_built failed");
      return;
    }
    events = outcome.value().events.size();
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
}
BENCHMARK(BM_GcacwResolveBuiltBest64x64);

/// Runs `resolutions` with the best chooser in the timed loop, once each per iteration, after
/// one warm-up run each; the loop must allocate nothing (the Resolution's contract once warm for
/// a chooser that allocates nothing): an allocation fails the benchmark.
void run_warm(benchmark::State& state, std::vector<gcacw::Resolution>& resolutions) {
  Chooser chooser(best_chooser());
  for (gcacw::Resolution& r : resolutions) {
    if (!r.run(chooser).empty()) {
      state.SkipWithError("the Resolution failed");
      return;
    }
  }
  std::size_t events = 0;
  const bench::AllocationTotals before = bench::allocation_totals();
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    events = 0;
    for (gcacw::Resolution& r : resolutions) {
      events += r.run(chooser).empty() ? r.outcome().events.size() : 0;
    }
    benchmark::DoNotOptimize(events);
  }
  const bench::AllocationTotals after = bench::allocation_totals();
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(resolutions.size()));
  if (after.allocations != before.allocations) {
    state.SkipWithError("a warm gcacw::Resolution allocated");
  }
}

/// gcacw::Resolution with the best chooser: the tree built once, each run written over the last
/// one's outcome (an AI's loop); against BM_GcacwResolveBestReusedTree64x64 and
/// BM_GcacwResolveBuiltBest64x64.
void BM_GcacwResolutionBest64x64(benchmark::State& state) {
  const gcacw::Scenario& s = large_scenario();
  if (!usable(state, s)) return;
  std::vector<gcacw::Resolution> resolutions;
  resolutions.emplace_back(Checked<gcacw::Scenario>::check(s).value());
  run_warm(state, resolutions);
}
BENCHMARK(BM_GcacwResolutionBest64x64);

/// Resolving every GCACW example scenario with the best chooser.
void BM_ResolveExamplesBest(benchmark::State& state) {
  std::vector<gcacw::Scenario> scenarios;
  for (const std::string& f : corpus::scenario_files()) {
    if (f.rfind("gcacw/", 0) != 0) continue;
    Result<io::LoadedScenario> loaded = io::load_scenario_file((corpus::games_dir() / f).string());
    if (!loaded.ok()) continue;
    if (const auto* game = std::any_cast<gcacw::Scenario>(&loaded.value().game)) {
      scenarios.push_back(*game);
    }
  }
  if (scenarios.empty()) {
    state.SkipWithError("no valid example scenario");
    return;
  }
  for (auto _ : state) {
    std::size_t events = 0;
    for (const gcacw::Scenario& s : scenarios) {
      Chooser chooser(best_chooser());
      const Result<gcacw::Outcome> outcome = gcacw::resolve(s, chooser);
      if (outcome.ok()) events += outcome.value().events.size();
    }
    benchmark::DoNotOptimize(events);
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(scenarios.size()));
}
BENCHMARK(BM_ResolveExamplesBest);

/// The GCACW examples that pass the check (the refused ones left out), checked once.
std::vector<Checked<gcacw::Scenario>> checked_examples() {
  std::vector<Checked<gcacw::Scenario>> checked;
  for (const std::string& f : corpus::scenario_files()) {
    if (f.rfind("gcacw/", 0) != 0) continue;
    Result<io::LoadedScenario> loaded = io::load_scenario_file((corpus::games_dir() / f).string());
    if (!loaded.ok()) continue;
    if (const auto* game = std::any_cast<gcacw::Scenario>(&loaded.value().game)) {
      Result<Checked<gcacw::Scenario>> one = Checked<gcacw::Scenario>::check(*game);
      if (one.ok()) checked.push_back(std::move(one).value());
    }
  }
  return checked;
}

/// Every checked GCACW example resolved with the best chooser by resolve(checked, chooser,
/// tree), one tree reused: the fast path before gcacw::Resolution (the tree rebuilt each call).
void BM_GcacwResolveCheckedExamplesBest(benchmark::State& state) {
  const std::vector<Checked<gcacw::Scenario>> examples = checked_examples();
  if (examples.empty()) {
    state.SkipWithError("no valid example scenario");
    return;
  }
  gcacw::RetreatTree tree;
  const bench::AllocationCounter allocations;
  for (auto _ : state) {
    std::size_t events = 0;
    for (const Checked<gcacw::Scenario>& s : examples) {
      Chooser chooser(best_chooser());
      const Result<gcacw::Outcome> outcome = gcacw::resolve(s, chooser, tree);
      if (outcome.ok()) events += outcome.value().events.size();
    }
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(examples.size()));
}
BENCHMARK(BM_GcacwResolveCheckedExamplesBest);

/// The same examples, each by its own gcacw::Resolution, warm: no allocation a run.
void BM_GcacwResolutionExamplesBest(benchmark::State& state) {
  std::vector<gcacw::Resolution> resolutions;
  for (Checked<gcacw::Scenario>& s : checked_examples())
    resolutions.emplace_back(std::move(s));
  if (resolutions.empty()) {
    state.SkipWithError("no valid example scenario");
    return;
  }
  run_warm(state, resolutions);
}
BENCHMARK(BM_GcacwResolutionExamplesBest);

}  // namespace
