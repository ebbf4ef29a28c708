// SPDX-License-Identifier: MIT
// GT-14 with GT-7: length_on_table() passes over the samples of a straight leg that lie surely
// inside the table; its length must be the plain walk's double, bit for bit (the pursuit's
// distance, and so the outcomes, depend on it), on hand-worked paths and random ones.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include "grande_tactique/rules/flight.hpp"
#include "skedaddle/geometry/clear_path.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

/// The walk as it was written first: every 0.01 inch placed by position_along(), the first
/// sample off the table bisected.
double plain_length_on_table(const Table& table, const std::vector<Vec2>& points,
                             const std::vector<PathArc>& arcs) {
  if (points.size() < 2) return 0.0;
  CurvedPath path{.points = points, .arcs = arcs};
  for (std::size_t k = 0; k + 1 < points.size(); ++k)
    path.length += leg_length(points, arcs, k);
  const auto on_table = [&](double s) {
    const Vec2 p = position_along(path, s).at;
    return p.x >= -kPlaneEpsilon && p.y >= -kPlaneEpsilon && p.x <= table.width + kPlaneEpsilon &&
           p.y <= table.depth + kPlaneEpsilon;
  };
  const auto steps = static_cast<std::size_t>(std::ceil(path.length / 0.01)) + 1;
  double inside = 0.0;
  for (std::size_t i = 1; i <= steps; ++i) {
    double outside = path.length * static_cast<double>(i) / static_cast<double>(steps);
    if (on_table(outside)) {
      inside = outside;
      continue;
    }
    for (int k = 0; k < 64; ++k) {
      const double middle = 0.5 * (inside + outside);
      (on_table(middle) ? inside : outside) = middle;
    }
    return inside;
  }
  return path.length;
}

Table table_of(double width, double depth) {
  Table t;
  t.width = width;
  t.depth = depth;
  return t;
}

TEST(GtLengthOnTable, AStraightFlightOverTheEdgeGoesAsFarAsTheEdge) {
  // From 10" inside the south edge of a 72x48 table, straight south 25": the centre leaves the
  // table after 10" (within the edge's 1e-9" tolerance).
  const Table table = table_of(72.0, 48.0);
  const std::vector<Vec2> points = {{30.0, 10.0}, {30.0, -15.0}};
  const double length = length_on_table(table, points, {});
  EXPECT_NEAR(length, 10.0, 1e-8);
  EXPECT_EQ(std::bit_cast<std::uint64_t>(length),
            std::bit_cast<std::uint64_t>(plain_length_on_table(table, points, {})));
  // A path that stays on the table is gone all of.
  EXPECT_DOUBLE_EQ(length_on_table(table, {{30.0, 10.0}, {30.0, 30.0}, {40.0, 30.0}}, {}), 30.0);
}

TEST(GtLengthOnTable, IsThePlainWalksDoubleOnRandomPaths) {
  std::mt19937_64 rng(20261201);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int left = 0;
  for (int n = 0; n < 3000; ++n) {
    const Table table = table_of(24.0 + 200.0 * unit(rng), 24.0 + 150.0 * unit(rng));
    // A start inside (some on the edge itself), then straight legs and arcs, some leaving.
    std::vector<Vec2> points = {{table.width * unit(rng), table.depth * unit(rng)}};
    if (n % 7 == 0) points.front().x = 0.0;
    std::vector<PathArc> arcs;
    const int legs = 1 + static_cast<int>(unit(rng) * 4.0);
    double heading = unit(rng) * 6.283185307179586;
    for (int k = 0; k < legs; ++k) {
      const Vec2 from = points.back();
      if (k > 0 && unit(rng) < 0.3) {
        // An arc of radius 1" to 6" about a centre beside the path, turning up to half a turn.
        const double radius = 1.0 + 5.0 * unit(rng);
        const bool clockwise = unit(rng) < 0.5;
        const double side = clockwise ? -1.0 : 1.0;
        const Vec2 centre{from.x - side * radius * std::sin(heading),
                          from.y + side * radius * std::cos(heading)};
        const double start = std::atan2(from.y - centre.y, from.x - centre.x);
        const double turn = side * 3.0 * unit(rng);
        arcs.push_back({.leg = points.size() - 1, .centre = centre, .clockwise = clockwise});
        points.push_back({centre.x + radius * std::cos(start + turn),
                          centre.y + radius * std::sin(start + turn)});
        heading += turn;
      } else {
        const double run = 0.5 + 80.0 * unit(rng);
        heading += (unit(rng) - 0.5) * 2.0;
        points.push_back({from.x + run * std::cos(heading), from.y + run * std::sin(heading)});
      }
    }
    const double fast = length_on_table(table, points, arcs);
    const double plain = plain_length_on_table(table, points, arcs);
    ASSERT_EQ(std::bit_cast<std::uint64_t>(fast), std::bit_cast<std::uint64_t>(plain))
        << "path " << n << ": " << fast << " against " << plain;
    CurvedPath path{.points = points, .arcs = arcs};
    for (std::size_t k = 0; k + 1 < points.size(); ++k)
      path.length += leg_length(points, arcs, k);
    if (plain < path.length) ++left;
  }
  // Both kinds are met: paths that leave the table and paths that stay on it.
  EXPECT_GT(left, 500);
  EXPECT_LT(left, 2900);
}

}  // namespace
}  // namespace skedaddle::grande_tactique::detail
