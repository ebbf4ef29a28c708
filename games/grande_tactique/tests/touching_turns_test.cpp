// SPDX-License-Identifier: MIT
// touching_turns() with a window (GT-4 c; flight.cpp's search looks at 20, 60 and then 180
// degrees either way): within the window it gives exactly the turns it gives without one, the
// same doubles, over random swings and random rectangles and polygons all round the pivot.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "grande_tactique/rules/touching_turns.hpp"
#include "random_table.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

/// The turns of `all` strictly within `window` degrees either way, sorted.
std::vector<double> within(const std::vector<double>& all, double window) {
  std::vector<double> out;
  for (const double t : all) {
    if (std::abs(t) < window) out.push_back(t);
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// A random rectangle (an enemy's base) or hexagon-ish polygon (impassable ground) within
/// `spread` inches of `centre`.
std::vector<Vec2> random_outline(test::GtRng& rng, Vec2 centre, double spread) {
  const Vec2 c = centre + Vec2{rng.real(-spread, spread), rng.real(-spread, spread)};
  if (rng.chance(0.8)) {
    const Box b{c, bearing_vector(rng.real(0.0, 360.0)), rng.real(0.5, 3.0), rng.real(0.5, 1.5)};
    const std::array<Vec2, 4> k = b.corners();
    return {k.begin(), k.end()};
  }
  std::vector<Vec2> out;
  const int sides = rng.integer(3, 8);
  const double radius = rng.real(0.5, 5.0);
  for (int i = 0; i < sides; ++i)
    out.push_back(c + radius * bearing_vector(360.0 * i / sides + rng.real(0.0, 20.0)));
  return out;
}

/// A random swing: the pivot somewhere on a table, a base 0.5" to 1.5" deep, a flight of 7" or
/// 3" to 19", any direction, a frontage of 0.5" to 3".
SwingingRectangles random_swing(test::GtRng& rng) {
  const Vec2 pivot{rng.real(10.0, 60.0), rng.real(10.0, 40.0)};
  const double rear = rng.real(0.5, 1.5) / 2.0;
  const double length = rng.chance(0.5) ? 7.0 : rng.real(3.0, 19.0);
  return SwingingRectangles{.pivot = pivot,
                            .dir0 = bearing_vector(rng.real(0.0, 360.0)),
                            .marks = {-rear, rear, length - rear, length + rear},
                            .half = rng.real(0.25, 1.5)};
}

TEST(GtTouchingTurns, AWindowKeepsEveryTurnWithinItExactly) {
  std::size_t kept = 0;
  std::size_t left_out = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    test::GtRng rng(seed);
    const SwingingRectangles swing = random_swing(rng);
    const Vec2 pivot = swing.pivot;
    for (int k = 0; k < 20; ++k) {
      // Near the pivot (inside the marks' circles) to far beyond the corridor's reach.
      const std::vector<Vec2> outline = random_outline(rng, pivot, k < 5 ? 4.0 : 35.0);
      std::vector<double> all;
      touching_turns(swing, outline, all);
      for (const double window : {1.0, 20.0, 60.0, 179.5}) {
        std::vector<double> windowed;
        touching_turns(swing, outline, windowed, window);
        EXPECT_EQ(within(windowed, window), within(all, window))
            << "seed " << seed << ", outline " << k << ", window " << window;
        kept += windowed.size();
        left_out += all.size() - windowed.size();
      }
    }
  }
  // The window does leave turns out (else it would be no use), and keeps some.
  EXPECT_GT(left_out, kept / 4);
  EXPECT_GT(kept, 0U);
}

TEST(GtTouchingTurns, WithoutAWindowEveryTurnIsKept) {
  // A rectangle as wide as the corridor (2.5") straight ahead, 9.5" to 10.5" off: a window of
  // 180 degrees keeps every turn.
  const SwingingRectangles swing{
      .pivot = {0.0, 0.0}, .dir0 = {0.0, 1.0}, .marks = {-0.5, 0.5, 6.5, 7.5}, .half = 1.25};
  const Box b{{0.0, 10.0}, {0.0, -1.0}, 2.5, 1.0};
  const std::array<Vec2, 4> c = b.corners();
  std::vector<double> all;
  touching_turns(swing, c, all);
  std::vector<double> whole;
  touching_turns(swing, c, whole, 180.0);
  EXPECT_EQ(whole, all);
  // Its four corners (+-1.25, 9.5 and 10.5) lie on the corridor's edge lines (1.25" either side)
  // at turn 0; no other turn is that small.
  EXPECT_EQ(std::count_if(all.begin(), all.end(), [](double t) { return std::abs(t) < 1e-9; }), 4);
}

/// The three rectangles of `swing` turned by `turn` degrees: the base at the start, the
/// corridor and the base at the end (marks -rear, rear, length - rear, length + rear).
std::array<Box, 3> swung_rectangles(const SwingingRectangles& swing, double turn) {
  const Vec2 d = rotated(swing.dir0, bearing_vector(turn));
  auto spanning = [&](double from, double to) {
    return Box{swing.pivot + (0.5 * (from + to)) * d, d, 2.0 * swing.half, to - from};
  };
  const std::array<double, 4>& m = swing.marks;
  return {spanning(m[0], m[1]), spanning(m[0], m[3]), spanning(m[2], m[3])};
}

TEST(GtTouchingTurns, OnlyTheTurnsOnAnEdgeAreKeptAndNoOverlapChangesAtTheOthers) {
  std::size_t dropped = 0;
  std::size_t kept = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    test::GtRng rng(seed);
    SwingingRectangles swing = random_swing(rng);
    const Vec2 pivot = swing.pivot;
    for (int k = 0; k < 10; ++k) {
      // Enemy bases only: overlap() of two boxes is the independent judge.
      const Vec2 c = pivot + Vec2{rng.real(-25.0, 25.0), rng.real(-25.0, 25.0)};
      const Box enemy{c, bearing_vector(rng.real(0.0, 360.0)), rng.real(0.5, 3.0),
                      rng.real(0.5, 1.5)};
      const std::array<Vec2, 4> outline = enemy.corners();
      for (const double window : {20.0, 180.0}) {
        swing.edges_only = false;
        std::vector<double> all;
        touching_turns(swing, outline, all, window);
        swing.edges_only = true;
        std::vector<double> edges;
        touching_turns(swing, outline, edges, window);
        std::sort(all.begin(), all.end());
        std::sort(edges.begin(), edges.end());
        // A subset of the same doubles.
        EXPECT_TRUE(std::includes(all.begin(), all.end(), edges.begin(), edges.end()))
            << "seed " << seed << ", base " << k;
        for (const double t : all) {
          if (std::binary_search(edges.begin(), edges.end(), t)) {
            ++kept;
            continue;
          }
          // Left out: no rectangle begins or ends overlapping the base there, unless a kept
          // turn lies so near that it explains a change.
          constexpr double kAside = 1e-5;
          const auto near_kept = std::lower_bound(edges.begin(), edges.end(), t - 2.0 * kAside);
          if (near_kept != edges.end() && *near_kept <= t + 2.0 * kAside) continue;
          ++dropped;
          const std::array<Box, 3> before = swung_rectangles(swing, t - kAside);
          const std::array<Box, 3> after = swung_rectangles(swing, t + kAside);
          for (std::size_t i = 0; i < 3; ++i) {
            EXPECT_EQ(overlap(before[i], enemy, 0.0), overlap(after[i], enemy, 0.0))
                << "seed " << seed << ", base " << k << ", turn " << t << ", rectangle " << i;
          }
        }
      }
    }
  }
  // Both happen often (most turns on these tables lie on an edge's line beyond its ends).
  EXPECT_GT(dropped, 1000U);
  EXPECT_GT(kept, 1000U);
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
