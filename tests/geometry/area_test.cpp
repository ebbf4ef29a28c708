// SPDX-License-Identifier: MIT
// Tests of areas and shortest paths on the measured table: values worked by hand for a square
// wood and an L-shaped area, outline problems, grown areas and outlines sampled around their
// margins, shortest paths worked by hand, and shortest_path against a naive reference (every pair
// of nodes tested eagerly with Area::crosses, then Dijkstra) on random scenes.
#include "skedaddle/geometry/area.hpp"
#include "support/light_tests.hpp"

#include <gtest/gtest.h>

#include <array>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace skedaddle {
namespace {

// A wood 4 inches square, and an L: the same square with its north-east quarter cut out.
const std::vector<Vec2> kSquare{{0, 0}, {4, 0}, {4, 4}, {0, 4}};
const std::vector<Vec2> kEll{{0, 0}, {4, 0}, {4, 2}, {2, 2}, {2, 4}, {0, 4}};

Box base(Vec2 centre, double width, double depth) {
  return Box{.centre = centre, .facing = {0, 1}, .width = width, .depth = depth};
}

void expect_near(Vec2 actual, Vec2 expected, double tolerance = 1e-12) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
}

// How deep p is inside the polygon (distance to its boundary), 0 outside.
double depth_inside(const std::vector<Vec2>& polygon, Vec2 p) {
  if (!Area(polygon).contains(p)) return 0.0;
  double depth = std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Vec2 a = polygon[i];
    const Vec2 e = polygon[(i + 1) % polygon.size()] - a;
    const double t = std::clamp(dot(p - a, e) / length_squared(e), 0.0, 1.0);
    depth = std::min(depth, distance(p, a + t * e));
  }
  return depth;
}

double uniform(std::mt19937& rng, double lo, double hi) {
  return lo + (hi - lo) * (static_cast<double>(rng()) / 4294967296.0);
}

// Points at `radius` around every corner of the outline and around points along its edges.
std::vector<Vec2> ring_samples(const std::vector<Vec2>& outline, double radius) {
  std::vector<Vec2> samples;
  for (std::size_t i = 0; i < outline.size(); ++i) {
    const Vec2 a = outline[i];
    const Vec2 b = outline[(i + 1) % outline.size()];
    for (int k = 0; k < 8; ++k) {
      const Vec2 centre = a + (k / 8.0) * (b - a);
      for (int j = 0; j < 72; ++j)
        samples.push_back(centre + radius * bearing_vector(5.0 * j));
    }
  }
  return samples;
}

TEST(AreaTest, StoresItsOutlineCounterClockwise) {
  const Area clockwise({{0, 0}, {0, 4}, {4, 4}, {4, 0}});
  EXPECT_EQ(clockwise.outline(), (std::vector<Vec2>{{4, 0}, {4, 4}, {0, 4}, {0, 0}}));
  EXPECT_EQ(Area(kSquare).outline(), kSquare);
}

TEST(AreaTest, SquareWoodContainsItsInsideAndItsBoundary) {
  const Area wood(kSquare);
  EXPECT_TRUE(wood.contains({2, 2}));
  EXPECT_TRUE(wood.contains({4, 2}));
  EXPECT_TRUE(wood.contains({0, 0}));
  EXPECT_FALSE(wood.contains({4.001, 2}));
  EXPECT_FALSE(wood.contains({-1, -1}));
}

TEST(AreaTest, SquareWoodDistanceAndNearestPoint) {
  const Area wood(kSquare);
  EXPECT_EQ(wood.distance({2, 2}), 0.0);
  EXPECT_DOUBLE_EQ(wood.distance({7, 2}), 3.0);
  // From the corner (4, 4): a 3-4-5 triangle.
  EXPECT_DOUBLE_EQ(wood.distance({7, 8}), 5.0);
  expect_near(wood.nearest_point({7, 8}), {4, 4});
  expect_near(wood.nearest_point({2, -3}), {2, 0});
  expect_near(wood.nearest_point({1, 1}), {1, 1});
}

TEST(AreaTest, CentroidOfSquareAndEll) {
  expect_near(Area(kSquare).centroid(), {2, 2});
  // 16 square inches centred at (2, 2) less 4 centred at (3, 3): (32 - 12) / 12 = 5/3.
  expect_near(Area(kEll).centroid(), {5.0 / 3.0, 5.0 / 3.0});
}

TEST(AreaTest, OverlapsBasesInsideOrAcrossButNotTouching) {
  const Area wood(kSquare);
  EXPECT_TRUE(wood.overlaps(base({2, 2}, 1, 1)));
  EXPECT_TRUE(wood.overlaps(base({4, 2}, 2, 1)));
  EXPECT_TRUE(wood.overlaps(base({2, 2}, 10, 10)));
  EXPECT_FALSE(wood.overlaps(base({5, 2}, 2, 1)));
  EXPECT_FALSE(wood.overlaps(base({7, 2}, 1, 1)));
  // Corner to corner at (4, 4).
  EXPECT_FALSE(wood.overlaps(base({4.5, 4.5}, 1, 1)));
  EXPECT_TRUE(wood.overlaps(base({4.49, 4.49}, 1, 1)));
  // A base turned 45 degrees touching the east edge with a corner at (4, 2).
  const double h = std::sqrt(0.5);
  const Box turned{.centre = {4 + h, 2}, .facing = {h, h}, .width = 1, .depth = 1};
  EXPECT_FALSE(wood.overlaps(turned));
  EXPECT_TRUE(wood.overlaps(turned.moved({-0.01, 0})));
}

TEST(AreaTest, EllOverlapsNothingInItsNotch) {
  const Area ell(kEll);
  EXPECT_FALSE(ell.overlaps(base({3, 3}, 1.9, 1.9)));
  EXPECT_FALSE(ell.overlaps(base({3, 3}, 2, 2)));
  EXPECT_TRUE(ell.overlaps(base({3, 3}, 2.2, 2.2)));
  EXPECT_FALSE(ell.contains({3, 3}));
  EXPECT_DOUBLE_EQ(ell.distance({3, 3}), 1.0);
}

TEST(AreaTest, CrossesOnlyThroughTheInterior) {
  const Area wood(kSquare);
  EXPECT_TRUE(wood.crosses({-1, 2}, {5, 2}));
  EXPECT_TRUE(wood.crosses({2, 2}, {6, 2}));
  EXPECT_TRUE(wood.crosses({1, 1}, {2, 2}));
  EXPECT_FALSE(wood.crosses({-1, 0}, {5, 0}));  // along the south edge
  EXPECT_FALSE(wood.crosses({0, 0}, {4, 0}));   // exactly the south edge
  EXPECT_FALSE(wood.crosses({3, 5}, {5, 3}));   // touching the corner (4, 4)
  EXPECT_FALSE(wood.crosses({6, 2}, {4, 2}));   // ending on the boundary
  EXPECT_FALSE(wood.crosses({5, 5}, {6, 6}));
  EXPECT_TRUE(wood.crosses({2, 2}, {2, 2}));
  EXPECT_FALSE(wood.crosses({4, 2}, {4, 2}));
}

TEST(AreaTest, EllIsCrossedOnlyWhereItIs) {
  const Area ell(kEll);
  EXPECT_FALSE(ell.crosses({2, 4}, {4, 2}));  // across the notch, corner to corner
  EXPECT_FALSE(ell.crosses({3, 3}, {5, 3}));
  EXPECT_TRUE(ell.crosses({1, 4}, {4, 1}));
  EXPECT_TRUE(ell.crosses({1, 3}, {3, 1}));
  EXPECT_FALSE(ell.crosses({2, 4}, {2, 2}));  // along the notch's edge
}

TEST(AreaTest, OutlineProblemsAreNamed) {
  EXPECT_EQ(outline_problem({{0, 0}, {1, 0}}), "an outline needs at least 3 corners, not 2");
  EXPECT_EQ(outline_problem({{0, 0}, {4, 4}, {4, 0}, {0, 4}}),
            "edges of the outline cross or touch each other");
  EXPECT_EQ(outline_problem({{0, 0}, {4, 0}, {4, 0}, {0, 4}}),
            "corners 1 and 2 are the same point");
  EXPECT_EQ(outline_problem({{0, 0}, {1, 1}, {2, 2}}),
            "the outline has zero area (its corners are on one line)");
  EXPECT_EQ(outline_problem({{0, 0}, {std::nan(""), 1}, {2, 0}}), "corner 1 is not a finite point");
  EXPECT_EQ(outline_problem(kSquare), std::nullopt);
  EXPECT_EQ(outline_problem({{0, 0}, {0, 4}, {4, 4}, {4, 0}}), std::nullopt);
  EXPECT_EQ(outline_problem(kEll), std::nullopt);
}

// The repeated corner named is the first pair i < j of equal corners in scan order (i, then j),
// whichever way the corners are sorted to find it.
TEST(AreaTest, RepeatedCornersAreNamedInScanOrder) {
  EXPECT_EQ(outline_problem({{0, 0}, {4, 0}, {4, 0}, {0, 0}}),
            "corners 0 and 3 are the same point");
  EXPECT_EQ(outline_problem({{4, 0}, {0, 0}, {0, 4}, {0, 0}, {4, 0}}),
            "corners 0 and 4 are the same point");
  EXPECT_EQ(outline_problem({{1, 1}, {0, 0}, {1, 1}, {1, 1}, {0, 0}}),
            "corners 0 and 2 are the same point");
  EXPECT_EQ(outline_problem({{-0.0, 0}, {4, 0}, {0.0, 0}}), "corners 0 and 2 are the same point");
  // Against the scan of all pairs, on random outlines of few distinct points.
  std::mt19937 rng(14);
  for (int trial = 0; trial < 500; ++trial) {
    std::vector<Vec2> outline;
    const int n = 3 + static_cast<int>(rng() % 12);
    for (int k = 0; k < n; ++k) {
      outline.push_back({static_cast<double>(rng() % 4), static_cast<double>(rng() % 4)});
    }
    std::optional<std::string> expected;
    for (int i = 0; i < n && !expected; ++i) {
      for (int j = i + 1; j < n && !expected; ++j) {
        if (outline[i] == outline[j]) {
          expected =
              "corners " + std::to_string(i) + " and " + std::to_string(j) + " are the same point";
        }
      }
    }
    const std::optional<std::string> got = outline_problem(outline);
    if (expected) {
      EXPECT_EQ(got, expected) << "trial " << trial;
    } else {
      EXPECT_TRUE(!got || got->find("same point") == std::string::npos) << "trial " << trial;
    }
  }
}

// Every point within the margin is inside the grown area, and no corner of it is nearer than the
// margin or farther than `farthest` margins.
void expect_grown_well(const std::vector<Vec2>& outline, double margin, double farthest) {
  const Area area(outline);
  const Area grown = area.grown(margin);
  for (const Vec2 p : ring_samples(outline, margin - 1e-6)) {
    EXPECT_TRUE(grown.contains(p)) << p.x << ", " << p.y;
  }
  for (const Vec2 p : outline)
    EXPECT_TRUE(grown.contains(p));
  for (const Vec2 c : grown.outline()) {
    EXPECT_GE(area.distance(c), margin - 1e-9) << c.x << ", " << c.y;
    EXPECT_LE(area.distance(c), farthest * margin + 1e-9) << c.x << ", " << c.y;
  }
}

TEST(AreaTest, GrownSquareContainsTheMarginAndMitresItsCorners) {
  // Right angles: mitre corners at sqrt(2) margins from the square's corners.
  expect_grown_well(kSquare, 0.5, std::sqrt(2.0));
  EXPECT_EQ(Area(kSquare).grown(0.5).outline().size(), 4u);
  EXPECT_DOUBLE_EQ(Area(kSquare).grown(0.5).distance({-0.5, -0.5}), 0.0);
}

TEST(AreaTest, GrownEllContainsTheMargin) {
  expect_grown_well(kEll, 0.5, std::sqrt(2.0));
  // The notch corner (2, 2) is filled round by the grown edges: (2.5, 2.5) is within the margin
  // of neither arm, so it stays outside.
  EXPECT_FALSE(Area(kEll).grown(0.5).contains({2.6, 2.6}));
}

TEST(AreaTest, GrownSharpCornerIsCutNotSpiked) {
  // The corner at (10, 0) is about 5.7 degrees: a plain mitre would reach 20 margins out.
  expect_grown_well({{0, 0}, {10, 0}, {0, 1}}, 0.5, 2.5);
}

TEST(GrownOutlineTest, HasEightCornersAndContainsEveryPointWithinTheMargin) {
  const Box b{.centre = {10, 5}, .facing = bearing_vector(30), .width = 4, .depth = 2};
  const double margin = 1.0;
  const std::vector<Vec2> outline = grown_outline(b, margin);
  ASSERT_EQ(outline.size(), 8u);
  EXPECT_EQ(outline_problem(outline), std::nullopt);
  const Area area(outline);
  // The corners lie on the circles' tangents, 1 / cos(22.5 degrees) from the box's corners.
  for (const Vec2 c : outline) {
    EXPECT_GE(distance(c, b), margin - 1e-12);
    EXPECT_LE(distance(c, b), margin * std::sqrt(4.0 - 2.0 * std::sqrt(2.0)) + 1e-12);
  }
  const std::array<Vec2, 4> box_corners = b.corners();  // one array: begin and end must match
  std::vector<Vec2> corners(box_corners.begin(), box_corners.end());
  for (const Vec2 p : ring_samples(corners, margin - 1e-9))
    EXPECT_TRUE(area.contains(p));
  std::mt19937 rng(7);
  for (int i = 0; i < 2000; ++i) {
    const Vec2 p{uniform(rng, 4, 16), uniform(rng, -1, 11)};
    if (distance(p, b) <= margin) {
      EXPECT_TRUE(area.contains(p)) << p.x << ", " << p.y;
    }
  }
}

// One square obstacle between the start (0, 0) and the goal (0, 6).
const std::vector<Vec2> kBlock{{-1, 2}, {1, 2}, {1, 4}, {-1, 4}};
const double kRound = 2.0 + 2.0 * std::sqrt(5.0);  // (0,0) → (±1,2) → (±1,4) → (0,6)

TEST(ShortestPathTest, StraightLineWithoutObstacles) {
  const auto path =
      shortest_path({.start = {0, 0}, .goals = {{3, 4}}, .blocked = {}, .max_length = 10});
  ASSERT_TRUE(path);
  EXPECT_EQ(path->points, (std::vector<Vec2>{{0, 0}, {3, 4}}));
  EXPECT_DOUBLE_EQ(path->length, 5.0);
  EXPECT_EQ(path->goal, 0u);
}

TEST(ShortestPathTest, GoesRoundTwoCornersCounterClockwiseFirstWhenBothWaysTie) {
  const auto path =
      shortest_path({.start = {0, 0}, .goals = {{0, 6}}, .blocked = {kBlock}, .max_length = 10});
  ASSERT_TRUE(path);
  // Left and right are equally short; the right way turns counter-clockwise at (1, 2).
  EXPECT_EQ(path->points, (std::vector<Vec2>{{0, 0}, {1, 2}, {1, 4}, {0, 6}}));
  EXPECT_NEAR(path->length, kRound, 1e-12);
}

TEST(ShortestPathTest, TiesGoToTheFirstLegPointingMoreTheWayPreferred) {
  PathQuery query{.start = {0, 0}, .goals = {{0, 6}}, .blocked = {kBlock}, .max_length = 10};
  query.prefer = {-1.0, 0.2};  // west (and a little north): round the left side
  auto path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->points, (std::vector<Vec2>{{0, 0}, {-1, 2}, {-1, 4}, {0, 6}}));
  query.prefer = {1.0, -3.0};  // east (and much south): round the right side
  path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->points, (std::vector<Vec2>{{0, 0}, {1, 2}, {1, 4}, {0, 6}}));
  query.prefer = {0.0, -1.0};  // neither way: counter-clockwise first turn, as without
  path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->points, (std::vector<Vec2>{{0, 0}, {1, 2}, {1, 4}, {0, 6}}));
}

TEST(ShortestPathTest, MayRunAlongAnEdge) {
  const auto path =
      shortest_path({.start = {1, 0}, .goals = {{1, 6}}, .blocked = {kBlock}, .max_length = 10});
  ASSERT_TRUE(path);
  EXPECT_EQ(path->points, (std::vector<Vec2>{{1, 0}, {1, 6}}));
}

TEST(ShortestPathTest, MaxLengthCountsPathsExactlyThatLong) {
  const PathQuery query{.start = {0, 0}, .goals = {{0, 6}}, .blocked = {kBlock}};
  PathQuery too_short = query;
  too_short.max_length = 6.4;
  EXPECT_FALSE(shortest_path(too_short));
  PathQuery exact = query;
  exact.max_length = kRound;
  EXPECT_TRUE(shortest_path(exact));
}

TEST(ShortestPathTest, KeptHalfPlaneChoosesTheWayOrExcludesIt) {
  PathQuery query{.start = {0, 0}, .goals = {{0, 6}}, .blocked = {kBlock}, .max_length = 10};
  query.keep_point = Vec2{0.5, 0};
  query.keep_normal = Vec2{-1, 0};  // keep x <= 0.5: only the west way round
  auto path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->points, (std::vector<Vec2>{{0, 0}, {-1, 2}, {-1, 4}, {0, 6}}));
  // A long wall to the west: the east way was the only one within max_length.
  query.blocked = {{{-100, 2}, {1, 2}, {1, 4}, {-100, 4}}};
  EXPECT_FALSE(shortest_path(query));
  query.keep_point.reset();
  query.keep_normal.reset();
  path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_NEAR(path->length, kRound, 1e-12);
}

TEST(ShortestPathTest, ReachesTheNearerGoalThenTheLowerIndex) {
  PathQuery query{.start = {0, 0}, .goals = {{0, 6}, {5, 0}}, .blocked = {kBlock}};
  query.max_length = 10;
  auto path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->goal, 1u);
  EXPECT_DOUBLE_EQ(path->length, 5.0);
  query.goals = {{-3, 4}, {3, 4}};
  path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->goal, 0u);
  // A goal inside a blocked polygon is never reached.
  query.goals = {{0, 3}, {0, 6}};
  path = shortest_path(query);
  ASSERT_TRUE(path);
  EXPECT_EQ(path->goal, 1u);
}

TEST(ShortestPathTest, StartInsideABlockedPolygonHasNoPath) {
  EXPECT_FALSE(
      shortest_path({.start = {0, 3}, .goals = {{0, 6}}, .blocked = {kBlock}, .max_length = 10}));
}

TEST(ShortestPathTest, PointAlongWalksTheSegments) {
  const std::vector<Vec2> points{{0, 0}, {3, 4}, {3, 10}};
  expect_near(point_along(points, 0), {0, 0});
  expect_near(point_along(points, 2.5), {1.5, 2});
  expect_near(point_along(points, 7), {3, 6});
  expect_near(point_along(points, 20), {3, 10});
  expect_near(point_along(points, -1), {0, 0});
}

// ---- the naive reference ----

bool segment_boxes_meet(Vec2 a, Vec2 b, const std::vector<Vec2>& polygon) {
  Vec2 lo = polygon[0];
  Vec2 hi = polygon[0];
  for (const Vec2 p : polygon) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  return std::max(a.x, b.x) >= lo.x && std::min(a.x, b.x) <= hi.x && std::max(a.y, b.y) >= lo.y &&
         std::min(a.y, b.y) <= hi.y;
}

// The shortest length to each goal over the full visibility graph: every corner of every
// polygon, every pair tested with Area::crosses, Dijkstra by scanning.
std::vector<double> reference_lengths(const PathQuery& q) {
  std::vector<Vec2> nodes{q.start};
  nodes.insert(nodes.end(), q.goals.begin(), q.goals.end());
  for (const auto& polygon : q.blocked)
    nodes.insert(nodes.end(), polygon.begin(), polygon.end());
  const auto kept = [&](Vec2 p) {
    return !q.keep_point || dot(p - *q.keep_point, *q.keep_normal) >= -1e-9;
  };
  std::vector<Area> areas;
  for (const auto& polygon : q.blocked)
    areas.emplace_back(polygon);
  const std::size_t n = nodes.size();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> edge(n, std::vector<double>(n, inf));
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      if (!kept(nodes[i]) || !kept(nodes[j])) continue;
      bool open = true;
      for (std::size_t k = 0; k < areas.size() && open; ++k) {
        open = !(segment_boxes_meet(nodes[i], nodes[j], q.blocked[k]) &&
                 areas[k].crosses(nodes[i], nodes[j]));
      }
      if (open) edge[i][j] = edge[j][i] = distance(nodes[i], nodes[j]);
    }
  }
  std::vector<double> dist(n, inf);
  std::vector<bool> done(n, false);
  dist[0] = 0;
  for (;;) {
    std::size_t u = n;
    for (std::size_t i = 0; i < n; ++i) {
      if (!done[i] && dist[i] < inf && (u == n || dist[i] < dist[u])) u = i;
    }
    if (u == n) break;
    done[u] = true;
    // Goals end paths.
    if (u >= 1 && u <= q.goals.size()) continue;
    for (std::size_t v = 0; v < n; ++v)
      dist[v] = std::min(dist[v], dist[u] + edge[u][v]);
  }
  return {dist.begin() + 1, dist.begin() + 1 + static_cast<std::ptrdiff_t>(q.goals.size())};
}

// A random L (concave) of arm lengths in [1, 4], turned by a random bearing.
std::vector<Vec2> random_ell(std::mt19937& rng) {
  const Vec2 at{uniform(rng, 0, 20), uniform(rng, 0, 20)};
  const double a = uniform(rng, 1, 4);
  const double w = uniform(rng, 0.3, 0.9) * a;
  const Vec2 f = bearing_vector(uniform(rng, 0, 360));
  const Vec2 r{f.y, -f.x};
  std::vector<Vec2> ell;
  for (const Vec2 p : std::vector<Vec2>{{0, 0}, {a, 0}, {a, w}, {w, w}, {w, a}, {0, a}}) {
    ell.push_back(at + p.x * r + p.y * f);
  }
  return ell;
}

bool inside_any(const std::vector<std::vector<Vec2>>& polygons, Vec2 p) {
  return std::any_of(polygons.begin(), polygons.end(),
                     [&](const auto& polygon) { return Area(polygon).contains(p); });
}

TEST(ShortestPathTest, MatchesTheFullVisibilityGraphOnRandomScenes) {
  std::mt19937 rng(2024);
  int found = 0;
  for (int scene = 0; scene < test::scaled(300); ++scene) {
    PathQuery q;
    const int count = 1 + static_cast<int>(rng() % 6);
    for (int i = 0; i < count; ++i) {
      if (rng() % 4 == 0) {
        q.blocked.push_back(random_ell(rng));
      } else {
        const Box b{.centre = {uniform(rng, 0, 20), uniform(rng, 0, 20)},
                    .facing = bearing_vector(uniform(rng, 0, 360)),
                    .width = uniform(rng, 0.5, 4),
                    .depth = uniform(rng, 0.5, 4)};
        q.blocked.push_back(grown_outline(b, uniform(rng, 0.2, 1)));
      }
    }
    const auto free_point = [&] {
      Vec2 p;
      do
        p = {uniform(rng, -2, 22), uniform(rng, -2, 22)};
      while (inside_any(q.blocked, p));
      return p;
    };
    q.start = free_point();
    const int goals = 1 + static_cast<int>(rng() % 2);
    for (int i = 0; i < goals; ++i)
      q.goals.push_back(free_point());
    if (rng() % 3 == 0) {
      q.keep_point = q.start;
      q.keep_normal = bearing_vector(uniform(rng, 0, 360));
    }
    q.max_length = rng() % 4 == 0 ? uniform(rng, 5, 25) : 1000;

    const std::vector<double> lengths = reference_lengths(q);
    const double best = *std::min_element(lengths.begin(), lengths.end());
    const auto path = shortest_path(q);
    SCOPED_TRACE("scene " + std::to_string(scene));
    if (best > q.max_length + 1e-6) {
      EXPECT_FALSE(path);
      continue;
    }
    ASSERT_TRUE(path);
    ++found;
    EXPECT_NEAR(path->length, best, 1e-6);
    EXPECT_NEAR(lengths[path->goal], best, 1e-6);
    EXPECT_EQ(path->points.front(), q.start);
    EXPECT_EQ(path->points.back(), q.goals[path->goal]);
    double length = 0;
    for (std::size_t i = 1; i < path->points.size(); ++i) {
      const Vec2 a = path->points[i - 1];
      const Vec2 b = path->points[i];
      length += distance(a, b);
      for (int k = 0; k <= 40; ++k) {
        const Vec2 p = a + (k / 40.0) * (b - a);
        for (const auto& polygon : q.blocked) {
          // Only near the polygon (an Area is cheap to test, not to build in Debug).
          if (segment_boxes_meet(p, p, polygon)) {
            EXPECT_LE(depth_inside(polygon, p), 1e-6);
          }
        }
      }
    }
    EXPECT_NEAR(path->length, length, 1e-9);
  }
  // Most scenes have a path: the comparison is not vacuous.
  EXPECT_GT(found, test::scaled(150));
}

// Many obstacles, as on a large table: the search drops corners beyond reach and looks
// obstacles up in a grid. The reference works on the obstacles near enough for a path of kReach
// to meet them, so its lengths up to kReach are the true shortest lengths. Each max_length must
// find the path the longest one finds, point for point, exactly when it is short enough.
TEST(ShortestPathTest, MatchesTheFullVisibilityGraphAmongManyObstacles) {
  constexpr double kReach = 16.0;
  constexpr double kField = 40.0;
  std::mt19937 rng(77);
  int found = 0;
  int too_long = 0;
  for (int scene = 0; scene < (test::light_tests() ? 1 : 3); ++scene) {
    PathQuery q;
    for (int i = 0; i < 200; ++i) {
      const Box b{.centre = {uniform(rng, 0, kField), uniform(rng, 0, kField)},
                  .facing = bearing_vector(uniform(rng, 0, 360)),
                  .width = uniform(rng, 0.5, 2),
                  .depth = uniform(rng, 0.5, 1)};
      q.blocked.push_back(grown_outline(b, uniform(rng, 0.2, 0.4)));
    }
    const auto free_point = [&](Vec2 lo, Vec2 hi) {
      Vec2 p;
      do
        p = {uniform(rng, lo.x, hi.x), uniform(rng, lo.y, hi.y)};
      while (inside_any(q.blocked, p));
      return p;
    };
    q.start = free_point({15, 15}, {25, 25});
    const int goals = 1 + static_cast<int>(rng() % 2);
    for (int i = 0; i < goals; ++i)
      q.goals.push_back(free_point(q.start - Vec2{6, 6}, q.start + Vec2{6, 6}));
    if (scene % 3 == 2) {
      q.keep_point = q.start;
      q.keep_normal = bearing_vector(uniform(rng, 0, 360));
    }
    // A path of length kReach or less to goal g stays in the ellipse with foci start and g, which
    // is within kReach / 2 of their midpoint both ways.
    PathQuery near = q;
    near.blocked.clear();
    for (const auto& polygon : q.blocked) {
      const bool meets = std::any_of(q.goals.begin(), q.goals.end(), [&](Vec2 g) {
        const Vec2 mid = 0.5 * (q.start + g);
        const Vec2 half{0.5 * kReach, 0.5 * kReach};
        return segment_boxes_meet(mid - half, mid + half, polygon);
      });
      if (meets) near.blocked.push_back(polygon);
    }
    const std::vector<double> lengths = reference_lengths(near);
    const double best = *std::min_element(lengths.begin(), lengths.end());
    q.max_length = kReach;
    const auto longest = shortest_path(q);
    if (best > kReach + 1e-6) {
      // Beyond what the reference can tell.
      EXPECT_FALSE(longest);
      continue;
    }
    for (const double max_length : {kReach, 12.0, 9.0, 6.0, best, best - 0.01}) {
      SCOPED_TRACE("scene " + std::to_string(scene) + " max_length " + std::to_string(max_length));
      q.max_length = max_length;
      const auto path = shortest_path(q);
      if (best > max_length + 1e-6) {
        EXPECT_FALSE(path);
        ++too_long;
        continue;
      }
      ASSERT_TRUE(path);
      ASSERT_TRUE(longest);
      ++found;
      EXPECT_NEAR(path->length, best, 1e-9);
      EXPECT_NEAR(lengths[path->goal], best, 1e-9);
      EXPECT_EQ(path->goal, longest->goal);
      EXPECT_EQ(path->points, longest->points);
      EXPECT_EQ(path->length, longest->length);
    }
  }
  // Most scenes have a path, and some max_lengths are too short for it.
  EXPECT_GT(found, test::light_tests() ? 2 : 8);
  EXPECT_GT(too_long, test::light_tests() ? 0 : 2);
}

}  // namespace
}  // namespace skedaddle
