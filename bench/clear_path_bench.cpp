// SPDX-License-Identifier: MIT
// clear_path benchmarks (GT-4 b, the exact path with arcs): the scenes of area_bench.cpp with
// the bases kept half an inch away exactly (rounded corners) rather than grown into octagons,
// so that the two searches can be compared: 20 bases around a 7-inch line one of them blocks,
// and 1,000 bases over a 240 x 160 table whose edges are kept half-planes.
// Run with --benchmark_repetitions=N to get the median.
#include <array>
#include <cstdint>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "random_scene.hpp"
#include "skedaddle/geometry/clear_path.hpp"

namespace {

using namespace skedaddle;

using bench::kSceneSeed;  // area_bench.cpp's too: the same bases
using bench::uniform;

std::vector<Vec2> outline(const Box& b) {
  const std::array<Vec2, 4> c = b.corners();
  return {c.begin(), c.end()};
}

/// A query from `start` to a goal 7 inches east, one base across the straight line and
/// `count` - 1 more at random centres in [lo, hi] clear of both ends, each kept 0.5" away.
ClearPathQuery clear_path_scene(Vec2 start, int count, Vec2 lo, Vec2 hi, double max_length) {
  std::mt19937_64 rng(kSceneSeed);
  ClearPathQuery q;
  q.start = start;
  q.goals.push_back(start + Vec2{7.0, 0.0});
  q.max_length = max_length;
  q.obstacles.push_back(
      {outline(
           Box{.centre = start + Vec2{3.5, 0.0}, .facing = {1.0, 0.0}, .width = 3.0, .depth = 1.0}),
       0.5});
  while (static_cast<int>(q.obstacles.size()) < count) {
    const Vec2 c{uniform(rng, lo.x, hi.x), uniform(rng, lo.y, hi.y)};
    if (distance(c, q.start) < 2.5 || distance(c, q.goals[0]) < 2.5) continue;
    const Box b{.centre = c,
                .facing = bearing_vector(uniform(rng, 0.0, 360.0)),
                .width = uniform(rng, 1.0, 2.5),
                .depth = uniform(rng, 0.5, 1.0)};
    q.obstacles.push_back({outline(b), 0.5});
  }
  return q;
}

void run(benchmark::State& state, const ClearPathQuery& q) {
  double length = 0.0;
  for (auto _ : state) {
    const auto path = clear_path(q);
    length = path ? path->length : 0.0;
    benchmark::DoNotOptimize(length);
  }
  if (length == 0.0) state.SkipWithError("the benchmark query has no path");
  state.counters["length"] = length;
}

/// 20 bases scattered around a 7-inch line that one of them blocks, max_length 10.5.
void BM_ClearPath20(benchmark::State& state) {
  static const ClearPathQuery q =
      clear_path_scene({10.0, 10.0}, 20, {5.0, 5.0}, {22.0, 15.0}, 10.5);
  run(state, q);
}
BENCHMARK(BM_ClearPath20);

/// 1,000 bases over a 240 x 160 table kept inside its edges, a 7-inch detour in the middle;
/// the argument is max_length in tenths of an inch.
void BM_ClearPath1000(benchmark::State& state) {
  static const ClearPathQuery base = [] {
    ClearPathQuery q = clear_path_scene({116.5, 80.0}, 1000, {1.0, 1.0}, {239.0, 159.0}, 0.0);
    q.keep = {{{0.0, 0.0}, {1.0, 0.0}},
              {{0.0, 0.0}, {0.0, 1.0}},
              {{240.0, 160.0}, {-1.0, 0.0}},
              {{240.0, 160.0}, {0.0, -1.0}}};
    return q;
  }();
  ClearPathQuery q = base;
  q.max_length = static_cast<double>(state.range(0)) / 10.0;
  run(state, q);
}
BENCHMARK(BM_ClearPath1000)->Arg(105)->Arg(1000);

}  // namespace
