// SPDX-License-Identifier: MIT
// shortest_path benchmarks: a detour among 20 octagon obstacles (the size of a Grande Tactique
// gap or cover search), and the same kind of query on a 240 x 160 table of 1,000 obstacles
// walled in by four huge rectangles beyond its edges, with a short and a long max_length.
// Run with --benchmark_repetitions=N to get the median.
#include <cstdint>
#include <random>
#include <vector>

#include <benchmark/benchmark.h>

#include "random_scene.hpp"
#include "skedaddle/geometry/area.hpp"

namespace {

using namespace skedaddle;

using bench::kSceneSeed;
using bench::uniform;

/// A base-sized rectangle at c, turned at random, grown by half an inch into an octagon.
std::vector<Vec2> octagon(std::mt19937_64& rng, Vec2 c) {
  const Box b{.centre = c,
              .facing = bearing_vector(uniform(rng, 0.0, 360.0)),
              .width = uniform(rng, 1.0, 2.5),
              .depth = uniform(rng, 0.5, 1.0)};
  return grown_outline(b, 0.5);
}

/// A query from `start` to a goal 7 inches east, with one octagon across the straight line (the
/// path must bend) and `count` - 1 more at random centres in [lo, hi] clear of both ends.
PathQuery scene(Vec2 start, int count, Vec2 lo, Vec2 hi, double max_length) {
  std::mt19937_64 rng(kSceneSeed);
  PathQuery q;
  q.start = start;
  q.goals.push_back(start + Vec2{7.0, 0.0});
  q.max_length = max_length;
  q.blocked.push_back(grown_outline(
      Box{.centre = start + Vec2{3.5, 0.0}, .facing = {1.0, 0.0}, .width = 3.0, .depth = 1.0},
      0.5));
  while (static_cast<int>(q.blocked.size()) < count) {
    const Vec2 c{uniform(rng, lo.x, hi.x), uniform(rng, lo.y, hi.y)};
    if (distance(c, q.start) < 2.5 || distance(c, q.goals[0]) < 2.5) continue;
    q.blocked.push_back(octagon(rng, c));
  }
  return q;
}

/// The table's edges as four rectangles 200 inches deep beyond a width x depth table.
void wall_in(PathQuery& q, double width, double depth) {
  const double far = 200.0;
  q.blocked.push_back({{-far, -far}, {width + far, -far}, {width + far, 0.0}, {-far, 0.0}});
  q.blocked.push_back(
      {{-far, depth}, {width + far, depth}, {width + far, depth + far}, {-far, depth + far}});
  q.blocked.push_back({{-far, 0.0}, {0.0, 0.0}, {0.0, depth}, {-far, depth}});
  q.blocked.push_back({{width, 0.0}, {width + far, 0.0}, {width + far, depth}, {width, depth}});
}

void run(benchmark::State& state, const PathQuery& q) {
  double length = 0.0;
  for (auto _ : state) {
    const auto path = shortest_path(q);
    length = path ? path->length : 0.0;
    benchmark::DoNotOptimize(length);
  }
  if (length == 0.0) state.SkipWithError("the benchmark query has no path");
  state.counters["length"] = length;
}

/// 20 octagons scattered around a 7-inch line that one of them blocks, max_length 10.5.
void BM_ShortestPath20(benchmark::State& state) {
  static const PathQuery q = scene({10.0, 10.0}, 20, {5.0, 5.0}, {22.0, 15.0}, 10.5);
  run(state, q);
}
BENCHMARK(BM_ShortestPath20);

/// 1,000 octagons over a walled-in 240 x 160 table, a 7-inch detour in the middle; the argument
/// is max_length in tenths of an inch.
void BM_ShortestPath1000(benchmark::State& state) {
  static const PathQuery base = [] {
    PathQuery q = scene({116.5, 80.0}, 1000, {1.0, 1.0}, {239.0, 159.0}, 0.0);
    wall_in(q, 240.0, 160.0);
    return q;
  }();
  PathQuery q = base;
  q.max_length = static_cast<double>(state.range(0)) / 10.0;
  run(state, q);
}
BENCHMARK(BM_ShortestPath1000)->Arg(105)->Arg(1000);

}  // namespace
