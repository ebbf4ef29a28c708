// SPDX-License-Identifier: MIT
// Tests of the measured table: bearings against libm's sine, cosine and atan2 (allowed here, in
// tests only), hand-worked bases (a 2.5" x 1" infantry base, a square turned 45 degrees), and
// laws over random rectangles: overlap symmetric, sweep agreeing with overlap along the line,
// distance against a brute-force sampling of the edges.
#include "skedaddle/geometry/plane.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace skedaddle {
namespace {

static_assert(Vec2{1, 2} + Vec2{3, -4} == Vec2{4, -2});
static_assert(Vec2{1, 2} - Vec2{3, -4} == Vec2{-2, 6});
static_assert(2.0 * Vec2{1, -2} == Vec2{2, -4});
static_assert(dot(Vec2{1, 2}, Vec2{3, 4}) == 11);
static_assert(cross(Vec2{1, 0}, Vec2{0, 1}) == 1);
static_assert(perp(Vec2{1, 0}) == Vec2{0, 1});
// Rotating north by a bearing's vector gives that vector: east here.
static_assert(rotated(Vec2{0, 1}, Vec2{1, 0}) == Vec2{1, 0});
static_assert(rotated(Vec2{1, 0}, Vec2{1, 0}) == Vec2{0, -1});

constexpr double kPi = 3.14159265358979323846;

// Reals drawn from a fixed seed (the engine's output is fixed by the standard; the reduction
// is ours).
class Draw {
 public:
  explicit Draw(std::uint32_t seed) : engine_(seed) {}
  /// Uniform in [lo, hi).
  double real(double lo, double hi) {
    const double unit = static_cast<double>(engine_()) / 4294967296.0;
    return lo + (hi - lo) * unit;
  }
  /// Uniform in [0, n).
  int below(int n) { return static_cast<int>(engine_() % static_cast<std::uint32_t>(n)); }

 private:
  std::mt19937 engine_;
};

// A base-sized rectangle somewhere on a 20" square; one in four faces a multiple of 45 degrees,
// so that axes parallel to a move (dot == 0) are exercised.
Box random_box(Draw& draw) {
  const double bearing = draw.below(4) == 0 ? 45.0 * draw.below(8) : draw.real(0.0, 360.0);
  return Box{.centre = {draw.real(0.0, 20.0), draw.real(0.0, 20.0)},
             .facing = bearing_vector(bearing),
             .width = draw.real(0.5, 4.0),
             .depth = draw.real(0.5, 3.0)};
}

// The circular difference a - b of two bearings, in [-180, 180).
double bearing_difference(double a, double b) {
  const double d = std::fmod(a - b, 360.0);
  if (d >= 180.0) return d - 360.0;
  if (d < -180.0) return d + 360.0;
  return d;
}

// Distance from p to the segment ab, by clamped projection.
double segment_distance(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double t = std::clamp(dot(p - a, ab) / dot(ab, ab), 0.0, 1.0);
  const Vec2 q = a + t * ab;
  return std::hypot(p.x - q.x, p.y - q.y);
}

// `per_edge` evenly spaced points along each edge of b, corners included.
std::vector<Vec2> edge_samples(const Box& b, int per_edge) {
  const std::array<Vec2, 4> c = b.corners();
  std::vector<Vec2> points;
  for (int i = 0; i < 4; ++i) {
    const Vec2 from = c[i];
    const Vec2 to = c[(i + 1) % 4];
    for (int j = 0; j < per_edge; ++j)
      points.push_back(from + (static_cast<double>(j) / per_edge) * (to - from));
  }
  return points;
}

std::string describe(const Box& b) {
  return "{(" + std::to_string(b.centre.x) + ", " + std::to_string(b.centre.y) + ") facing (" +
         std::to_string(b.facing.x) + ", " + std::to_string(b.facing.y) + ") " +
         std::to_string(b.width) + " x " + std::to_string(b.depth) + "}";
}

// A 2.5" x 1" infantry base facing north at (10, 10).
const Box kInfantry{.centre = {10.0, 10.0}, .facing = {0.0, 1.0}, .width = 2.5, .depth = 1.0};

// A 2" square at the origin turned to face north-east: a diamond with its corners on the axes,
// sqrt(2) from the centre.
const Box kDiamond{
    .centre = {0.0, 0.0}, .facing = bearing_vector(45.0), .width = 2.0, .depth = 2.0};

// ---------------------------------------------------------------------------------------------
// Vectors

TEST(PlaneVecTest, LengthAndDistanceWorkedByHand) {
  EXPECT_EQ(length(Vec2{3.0, 4.0}), 5.0);
  EXPECT_EQ(distance(Vec2{1.0, 1.0}, Vec2{-2.0, 5.0}), 5.0);
  EXPECT_EQ(length_squared(Vec2{3.0, -4.0}), 25.0);
  EXPECT_EQ(normalized(Vec2{3.0, 4.0}), (Vec2{0.6, 0.8}));
  EXPECT_EQ(normalized(Vec2{0.0, -7.0}), (Vec2{0.0, -1.0}));
}

// ---------------------------------------------------------------------------------------------
// Bearings

TEST(PlaneBearingTest, BearingVectorIsExactAtTheCardinalPoints) {
  EXPECT_EQ(bearing_vector(0.0), (Vec2{0.0, 1.0}));
  EXPECT_EQ(bearing_vector(90.0), (Vec2{1.0, 0.0}));
  EXPECT_EQ(bearing_vector(180.0), (Vec2{0.0, -1.0}));
  EXPECT_EQ(bearing_vector(270.0), (Vec2{-1.0, 0.0}));
  EXPECT_EQ(bearing_vector(360.0), (Vec2{0.0, 1.0}));
  EXPECT_EQ(bearing_vector(-90.0), (Vec2{-1.0, 0.0}));
  EXPECT_EQ(bearing_vector(450.0), (Vec2{1.0, 0.0}));
  EXPECT_EQ(bearing_vector(-720.0), (Vec2{0.0, 1.0}));
  EXPECT_EQ(bearing_vector(1e12 * 360.0 + 180.0), (Vec2{0.0, -1.0}));
  // Zeros are +0: a vector prints and hashes the same whichever way it was reached.
  for (double d : {0.0, -0.0, 90.0, 180.0, 270.0, -180.0}) {
    const Vec2 v = bearing_vector(d);
    EXPECT_FALSE(std::signbit(v.x) && v.x == 0.0) << d;
    EXPECT_FALSE(std::signbit(v.y) && v.y == 0.0) << d;
  }
}

TEST(PlaneBearingTest, BearingVectorOfTheDiagonalsHasEqualComponents) {
  const double h = std::sqrt(0.5);
  EXPECT_EQ(bearing_vector(45.0), (Vec2{h, h}));
  EXPECT_EQ(bearing_vector(135.0), (Vec2{h, -h}));
  EXPECT_EQ(bearing_vector(225.0), (Vec2{-h, -h}));
  EXPECT_EQ(bearing_vector(-45.0), (Vec2{-h, h}));
}

TEST(PlaneBearingTest, BearingVectorMatchesLibmSineAndCosine) {
  // Bearings on a fine grid across the octant boundaries, then random ones far outside
  // [0, 360). The reference reduces with fmod (exact) before converting to radians, so that
  // its own argument is accurate.
  std::vector<double> bearings;
  for (int i = -4000; i <= 4000; ++i)
    bearings.push_back(i * 0.1125);
  Draw draw(20261122u);
  for (int i = 0; i < 4000; ++i)
    bearings.push_back(draw.real(-100000.0, 100000.0));
  for (double d : bearings) {
    const double radians = std::fmod(d, 360.0) * (kPi / 180.0);
    const Vec2 v = bearing_vector(d);
    EXPECT_NEAR(v.x, std::sin(radians), 1e-14) << d;
    EXPECT_NEAR(v.y, std::cos(radians), 1e-14) << d;
    EXPECT_NEAR(length_squared(v), 1.0, 1e-15) << d;
  }
}

TEST(PlaneBearingTest, RotatingByTwoBearingsAddsThem) {
  Draw draw(7u);
  for (int i = 0; i < 5000; ++i) {
    const double a = draw.real(-720.0, 720.0);
    const double b = draw.real(-720.0, 720.0);
    const Vec2 turned = rotated(bearing_vector(a), bearing_vector(b));
    const Vec2 sum = bearing_vector(a + b);
    EXPECT_NEAR(turned.x, sum.x, 1e-12) << a << " + " << b;
    EXPECT_NEAR(turned.y, sum.y, 1e-12) << a << " + " << b;
  }
}

TEST(PlaneBearingTest, BearingOfTheCardinalPointsIsExact) {
  EXPECT_EQ(bearing_of(Vec2{0.0, 5.0}), 0.0);
  EXPECT_EQ(bearing_of(Vec2{3.0, 0.0}), 90.0);
  EXPECT_EQ(bearing_of(Vec2{0.0, -2.0}), 180.0);
  EXPECT_EQ(bearing_of(Vec2{-0.0, -2.0}), 180.0);
  EXPECT_EQ(bearing_of(Vec2{-1.0, 0.0}), 270.0);
  EXPECT_EQ(bearing_of(Vec2{1.0, 1.0}), 45.0);
  EXPECT_EQ(bearing_of(Vec2{-2.0, -2.0}), 225.0);
  EXPECT_EQ(bearing_of(Vec2{-2.0, 2.0}), 315.0);
}

TEST(PlaneBearingTest, BearingOfStaysBelow360JustWestOfNorth) {
  for (double x : {-1e-300, -1e-20, -1e-15, -1e-10}) {
    const double b = bearing_of(Vec2{x, 1.0});
    EXPECT_GE(b, 0.0) << x;
    EXPECT_LT(b, 360.0) << x;
    EXPECT_NEAR(bearing_difference(b, 0.0), x * (180.0 / kPi), 1e-12) << x;
  }
}

TEST(PlaneBearingTest, BearingOfInvertsBearingVector) {
  Draw draw(11u);
  for (int i = 0; i < 10000; ++i) {
    const double d = i < 3600 ? i * 0.1 : draw.real(-5000.0, 5000.0);
    const double b = bearing_of(bearing_vector(d));
    EXPECT_GE(b, 0.0);
    EXPECT_LT(b, 360.0);
    EXPECT_NEAR(bearing_difference(b, d), 0.0, 1e-9) << d;
  }
}

TEST(PlaneBearingTest, BearingOfMatchesLibmAtan2) {
  Draw draw(13u);
  for (int i = 0; i < 10000; ++i) {
    const Vec2 v{draw.real(-10.0, 10.0), draw.real(-10.0, 10.0)};
    const double reference = std::atan2(v.x, v.y) * (180.0 / kPi);
    EXPECT_NEAR(bearing_difference(bearing_of(v), reference), 0.0, 1e-12) << v.x << ", " << v.y;
  }
}

TEST(PlaneBearingTest, TurnsArePositiveClockwise) {
  const Vec2 north{0.0, 1.0};
  const Vec2 east{1.0, 0.0};
  const Vec2 south{0.0, -1.0};
  EXPECT_EQ(turn_degrees(north, east), 90.0);
  EXPECT_EQ(turn_degrees(east, north), -90.0);
  EXPECT_EQ(turn_degrees(north, south), 180.0);
  EXPECT_EQ(turn_degrees(south, north), 180.0);
  EXPECT_EQ(turn_degrees(east, south), 90.0);
  EXPECT_EQ(turn_degrees(north, north), 0.0);
  EXPECT_EQ(turn_degrees(north, bearing_vector(315.0)), -45.0);
}

TEST(PlaneBearingTest, TurnIsTheDifferenceOfBearingsWithinAHalfTurn) {
  Draw draw(17u);
  for (int i = 0; i < 5000; ++i) {
    const double a = draw.real(0.0, 360.0);
    const double b = draw.real(0.0, 360.0);
    const double turn = turn_degrees(bearing_vector(a), bearing_vector(b));
    EXPECT_GT(turn, -180.0);
    EXPECT_LE(turn, 180.0);
    EXPECT_NEAR(bearing_difference(turn, b - a), 0.0, 1e-9) << a << " to " << b;
  }
}

// ---------------------------------------------------------------------------------------------
// Boxes

TEST(PlaneBoxTest, CornersOfAnInfantryBaseFacingNorth) {
  const std::array<Vec2, 4> c = kInfantry.corners();
  EXPECT_EQ(c[0], (Vec2{8.75, 10.5}));   // front-left: north-west
  EXPECT_EQ(c[1], (Vec2{11.25, 10.5}));  // front-right: north-east
  EXPECT_EQ(c[2], (Vec2{11.25, 9.5}));   // rear-right: south-east
  EXPECT_EQ(c[3], (Vec2{8.75, 9.5}));    // rear-left: south-west
  EXPECT_EQ(kInfantry.front_centre(), (Vec2{10.0, 10.5}));
}

TEST(PlaneBoxTest, CornersOfABaseFacingEastHaveItsLeftToTheNorth) {
  const Box b = kInfantry.facing_toward(bearing_vector(90.0));
  EXPECT_EQ(b.centre, kInfantry.centre);
  const std::array<Vec2, 4> c = b.corners();
  EXPECT_EQ(c[0], (Vec2{10.5, 11.25}));
  EXPECT_EQ(c[1], (Vec2{10.5, 8.75}));
  EXPECT_EQ(c[2], (Vec2{9.5, 8.75}));
  EXPECT_EQ(c[3], (Vec2{9.5, 11.25}));
  EXPECT_EQ(b.front_centre(), (Vec2{10.5, 10.0}));
}

TEST(PlaneBoxTest, CornersOfASquareTurned45DegreesLieOnTheAxes) {
  const double r = std::sqrt(2.0);
  const std::array<Vec2, 4> c = kDiamond.corners();
  const std::array<Vec2, 4> expected{Vec2{0.0, r}, Vec2{r, 0.0}, Vec2{0.0, -r}, Vec2{-r, 0.0}};
  for (int i = 0; i < 4; ++i) {
    EXPECT_NEAR(c[i].x, expected[i].x, 1e-15) << i;
    EXPECT_NEAR(c[i].y, expected[i].y, 1e-15) << i;
  }
}

TEST(PlaneBoxTest, CornersRunClockwise) {
  Draw draw(19u);
  for (int i = 0; i < 500; ++i) {
    const Box b = random_box(draw);
    const std::array<Vec2, 4> c = b.corners();
    for (int k = 0; k < 4; ++k) {
      const Vec2 edge = c[(k + 1) % 4] - c[k];
      const Vec2 next = c[(k + 2) % 4] - c[(k + 1) % 4];
      EXPECT_LT(cross(edge, next), 0.0) << describe(b);
    }
    // The front edge is the first, and as long as the width.
    EXPECT_NEAR(distance(c[0], c[1]), b.width, 1e-12);
    EXPECT_NEAR(distance(c[1], c[2]), b.depth, 1e-12);
  }
}

TEST(PlaneBoxTest, MovedKeepsTheShape) {
  const Box b = kInfantry.moved(Vec2{1.0, -2.0});
  EXPECT_EQ(b.centre, (Vec2{11.0, 8.0}));
  EXPECT_EQ(b.facing, kInfantry.facing);
  EXPECT_EQ(b.width, 2.5);
  EXPECT_EQ(b.depth, 1.0);
}

// ---------------------------------------------------------------------------------------------
// Overlap

TEST(PlaneOverlapTest, BasesSideBySideTouchingDoNotOverlap) {
  EXPECT_FALSE(overlap(kInfantry, kInfantry.moved(Vec2{2.5, 0.0})));
  EXPECT_FALSE(overlap(kInfantry, kInfantry.moved(Vec2{-2.5, 0.0})));
  EXPECT_FALSE(overlap(kInfantry, kInfantry.moved(Vec2{0.0, 1.0})));
  EXPECT_FALSE(overlap(kInfantry, kInfantry.moved(Vec2{2.5, 1.0})));  // corner to corner
  // Touching within kPlaneEpsilon is still touching.
  EXPECT_FALSE(overlap(kInfantry, kInfantry.moved(Vec2{2.5 - 1e-10, 0.0})));
  EXPECT_FALSE(overlap(kInfantry, kInfantry.moved(Vec2{3.0, 0.0})));
}

TEST(PlaneOverlapTest, OverlappingBasesOverlap) {
  EXPECT_TRUE(overlap(kInfantry, kInfantry));
  EXPECT_TRUE(overlap(kInfantry, kInfantry.moved(Vec2{2.4, 0.0})));
  EXPECT_TRUE(overlap(kInfantry, kInfantry.moved(Vec2{2.5 - 1e-8, 0.0})));
  EXPECT_TRUE(overlap(kInfantry, kInfantry.moved(Vec2{-1.0, 0.9})));
  // A base turned across another's front.
  EXPECT_TRUE(overlap(kInfantry, kInfantry.moved(Vec2{0.0, 1.2}).facing_toward({1.0, 0.0})));
}

TEST(PlaneOverlapTest, ASquareTurned45DegreesAgainstAnUprightOne) {
  // The diamond's east corner is at x = sqrt(2); an upright 2" square centred at (x, 0) has its
  // west edge at x - 1, so they overlap exactly when x < 1 + sqrt(2) = 2.414...
  const Box upright{.centre = {2.5, 0.0}, .facing = {0.0, 1.0}, .width = 2.0, .depth = 2.0};
  EXPECT_FALSE(overlap(kDiamond, upright));
  EXPECT_TRUE(overlap(kDiamond, upright.moved(Vec2{-0.2, 0.0})));
  EXPECT_FALSE(overlap(kDiamond, upright.moved(Vec2{1.0 + std::sqrt(2.0) - 2.5, 0.0})));
  EXPECT_TRUE(overlap(kDiamond, upright.moved(Vec2{1.0 + std::sqrt(2.0) - 2.5 - 1e-8, 0.0})));
  // An upright square whose south-west corner sits on the middle of the diamond's north-east
  // edge (x + y = sqrt(2)), at (m, m) with m = sqrt(1/2): touching, until it moves west.
  const double m = std::sqrt(0.5);
  const Box high{.centre = {m + 1.0, m + 1.0}, .facing = {0.0, 1.0}, .width = 2.0, .depth = 2.0};
  EXPECT_FALSE(overlap(kDiamond, high));
  EXPECT_FALSE(overlap(kDiamond, high.moved(Vec2{0.01, 0.0})));
  EXPECT_TRUE(overlap(kDiamond, high.moved(Vec2{-0.01, 0.0})));
}

TEST(PlaneOverlapTest, OverlapIsSymmetric) {
  Draw draw(23u);
  int overlapping = 0;
  for (int i = 0; i < 5000; ++i) {
    const Box a = random_box(draw);
    const Box b = random_box(draw);
    EXPECT_EQ(overlap(a, b), overlap(b, a)) << describe(a) << " " << describe(b);
    if (overlap(a, b)) ++overlapping;
  }
  EXPECT_GT(overlapping, 100);
}

TEST(PlaneOverlapTest, OverlapAgreesWithPointsInsideBoth) {
  // If some corner or edge point of one lies well inside the other they overlap; if they
  // overlap, the distance is 0.
  Draw draw(29u);
  for (int i = 0; i < 2000; ++i) {
    const Box a = random_box(draw);
    const Box b = random_box(draw);
    bool deep_point = false;
    for (Vec2 p : edge_samples(a, 8)) {
      const Box shrunk{b.centre, b.facing, b.width - 1e-6, b.depth - 1e-6};
      if (contains(shrunk, p)) deep_point = true;
    }
    if (deep_point) {
      EXPECT_TRUE(overlap(a, b)) << describe(a) << " " << describe(b);
    }
    if (overlap(a, b)) {
      EXPECT_EQ(distance(a, b), 0.0);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Distance

TEST(PlaneDistanceTest, DistanceBetweenSeparatedBasesWorkedByHand) {
  // 2.5" apart across and 2" apart along: corner to corner.
  EXPECT_DOUBLE_EQ(distance(kInfantry, kInfantry.moved(Vec2{5.0, 3.0})), std::sqrt(10.25));
  // Face to face, 3" apart.
  EXPECT_EQ(distance(kInfantry, kInfantry.moved(Vec2{1.0, 4.0})), 3.0);
  // Side by side, 0.5" apart.
  EXPECT_EQ(distance(kInfantry, kInfantry.moved(Vec2{-3.0, 0.2})), 0.5);
  EXPECT_EQ(distance(kInfantry, kInfantry.moved(Vec2{2.5, 0.0})), 0.0);
  EXPECT_EQ(distance(kInfantry, kInfantry.moved(Vec2{1.0, 0.5})), 0.0);
  // The diamond's east corner to an upright square's west edge.
  const Box upright{.centre = {2.5, 0.0}, .facing = {0.0, 1.0}, .width = 2.0, .depth = 2.0};
  EXPECT_NEAR(distance(kDiamond, upright), 1.5 - std::sqrt(2.0), 1e-15);
  EXPECT_NEAR(distance(upright, kDiamond), 1.5 - std::sqrt(2.0), 1e-15);
}

TEST(PlaneDistanceTest, DistanceFromAPointWorkedByHand) {
  EXPECT_EQ(distance(Vec2{10.0, 10.0}, kInfantry), 0.0);
  EXPECT_EQ(distance(Vec2{11.25, 10.5}, kInfantry), 0.0);
  EXPECT_EQ(distance(Vec2{10.0, 12.5}, kInfantry), 2.0);
  EXPECT_EQ(distance(Vec2{7.75, 10.0}, kInfantry), 1.0);
  EXPECT_EQ(distance(Vec2{14.25, 14.5}, kInfantry), 5.0);  // (3, 4) from the north-east corner
  EXPECT_NEAR(distance(Vec2{3.0, 0.0}, kDiamond), 3.0 - std::sqrt(2.0), 1e-15);
  EXPECT_NEAR(distance(Vec2{2.0, 2.0}, kDiamond), 2.0 * std::sqrt(2.0) - 1.0, 1e-15);
}

TEST(PlaneDistanceTest, ContainsTheInsideAndTheEdges) {
  EXPECT_TRUE(contains(kInfantry, Vec2{10.0, 10.0}));
  EXPECT_TRUE(contains(kInfantry, Vec2{8.75, 9.5}));
  EXPECT_TRUE(contains(kInfantry, Vec2{11.0, 10.5}));
  EXPECT_FALSE(contains(kInfantry, Vec2{11.0, 10.51}));
  EXPECT_FALSE(contains(kInfantry, Vec2{11.3, 10.0}));
  EXPECT_TRUE(contains(kDiamond, Vec2{0.0, std::sqrt(2.0)}));
  EXPECT_FALSE(contains(kDiamond, Vec2{1.0, 1.0}));
}

TEST(PlaneDistanceTest, DistanceMatchesABruteForceSamplingOfTheEdges) {
  // 100 points per edge on both; the nearest points are corners of one and points of the
  // other's edges, so the sampled minimum is above the true one by at most half a step.
  Draw draw(31u);
  int separated = 0;
  for (int i = 0; i < 400 && separated < 200; ++i) {
    const Box a = random_box(draw);
    const Box b = random_box(draw);
    if (overlap(a, b)) continue;
    ++separated;
    const std::vector<Vec2> pa = edge_samples(a, 100);
    const std::vector<Vec2> pb = edge_samples(b, 100);
    double sampled = std::numeric_limits<double>::infinity();
    for (Vec2 p : pa) {
      for (Vec2 q : pb)
        sampled = std::min(sampled, std::hypot(p.x - q.x, p.y - q.y));
    }
    const double step = std::max({a.width, a.depth, b.width, b.depth}) / 100.0;
    const double d = distance(a, b);
    EXPECT_LE(d, sampled + 1e-12) << describe(a) << " " << describe(b);
    EXPECT_GE(d, sampled - step / 2.0 - 1e-12) << describe(a) << " " << describe(b);
    EXPECT_EQ(d, distance(b, a));
  }
  EXPECT_EQ(separated, 200);
}

TEST(PlaneDistanceTest, PointDistanceMatchesTheNearestEdge) {
  Draw draw(37u);
  for (int i = 0; i < 2000; ++i) {
    const Box b = random_box(draw);
    const Vec2 p{draw.real(-5.0, 25.0), draw.real(-5.0, 25.0)};
    const std::array<Vec2, 4> c = b.corners();
    double nearest = std::numeric_limits<double>::infinity();
    for (int k = 0; k < 4; ++k)
      nearest = std::min(nearest, segment_distance(p, c[k], c[(k + 1) % 4]));
    if (contains(b, p)) {
      EXPECT_EQ(distance(p, b), 0.0);
    } else {
      EXPECT_NEAR(distance(p, b), nearest, 1e-12) << describe(b);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Sweep and swept corridors

TEST(PlaneSweepTest, ABaseMovingNorthMeetsTheBaseAhead) {
  // The other base's rear edge is at y = 19.5, ours' front at 10.5: contact after 9", and
  // past it (our rear leaving its front at 20.5) after 11". The ends are where the penetration
  // is 15/16 kPlaneEpsilon, just inside [9, 11], so that stopping at them is legal.
  const Box other = kInfantry.moved(Vec2{1.0, 10.0});
  const std::optional<Interval> hit = sweep(kInfantry, Vec2{0.0, 1.0}, other);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->lo, 9.0 + 15.0 / 16.0 * kPlaneEpsilon, 1e-14);
  EXPECT_NEAR(hit->hi, 11.0 - 15.0 / 16.0 * kPlaneEpsilon, 1e-14);
  EXPECT_FALSE(overlap(kInfantry.moved(Vec2{0.0, hit->lo}), other));
  EXPECT_TRUE(overlap(kInfantry.moved(Vec2{0.0, hit->lo + 1e-10}), other));
  EXPECT_TRUE(overlap(kInfantry.moved(Vec2{0.0, hit->hi - 1e-10}), other));
  EXPECT_FALSE(overlap(kInfantry.moved(Vec2{0.0, hit->hi}), other));
  // Backward along the same line, the meeting is behind: t in (-11, -9).
  const std::optional<Interval> back = sweep(kInfantry, Vec2{0.0, -1.0}, other);
  ASSERT_TRUE(back.has_value());
  EXPECT_NEAR(back->lo, -11.0 + 15.0 / 16.0 * kPlaneEpsilon, 1e-14);
  EXPECT_NEAR(back->hi, -9.0 - 15.0 / 16.0 * kPlaneEpsilon, 1e-14);
}

TEST(PlaneSweepTest, ABaseThatOnlyGrazesOrPassesNeverMeets) {
  // Moving east, the base 10" north is never met.
  EXPECT_FALSE(sweep(kInfantry, Vec2{1.0, 0.0}, kInfantry.moved(Vec2{1.0, 10.0})).has_value());
  // Moving north beside a base whose flank is in line with ours: they only touch.
  EXPECT_FALSE(sweep(kInfantry, Vec2{0.0, 1.0}, kInfantry.moved(Vec2{2.5, 10.0})).has_value());
  // 1e-8 further in, they overlap over the same stretch.
  const std::optional<Interval> hit =
      sweep(kInfantry, Vec2{0.0, 1.0}, kInfantry.moved(Vec2{2.5 - 1e-8, 10.0}));
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->lo, 9.0, 1e-8);
  EXPECT_NEAR(hit->hi, 11.0, 1e-8);
}

TEST(PlaneSweepTest, CornersPassingDiagonallyMeetOnlyWhenTheyPenetrateBeyondEpsilon) {
  // A 2" square moving north-east from the origin past one at (2, -2 + gap): along the move
  // (t h on each axis, h = sqrt(1/2)) the penetration across x is t h and along y gap - t h, so
  // its peak is gap / 2, at t h = gap / 2. Each axis alone allows a stretch; together they
  // overlap only if gap / 2 > kPlaneEpsilon.
  const Box square{.centre = {0.0, 0.0}, .facing = {0.0, 1.0}, .width = 2.0, .depth = 2.0};
  const Vec2 north_east = bearing_vector(45.0);
  const auto past = [&](double gap) {
    return sweep(square, north_east, square.moved(Vec2{2.0, -2.0 + gap}));
  };
  EXPECT_FALSE(past(0.0).has_value());
  EXPECT_FALSE(past(1.95 * kPlaneEpsilon).has_value());
  const std::optional<Interval> hit = past(2.1 * kPlaneEpsilon);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR((hit->lo + hit->hi) / 2.0, 1.05 * kPlaneEpsilon / std::sqrt(0.5), 1e-13);
  EXPECT_FALSE(past(-0.1).has_value());
  EXPECT_TRUE(past(0.1).has_value());
}

TEST(PlaneSweepTest, AnUprightSquareMovingWestOntoTheDiamond) {
  // Its west edge (x = 4) reaches the diamond's east corner (sqrt(2)) after 4 - sqrt(2); its
  // east edge (x = 6) leaves the west corner (-sqrt(2)) after 6 + sqrt(2).
  const Box upright{.centre = {5.0, 0.0}, .facing = {0.0, 1.0}, .width = 2.0, .depth = 2.0};
  const std::optional<Interval> hit = sweep(upright, Vec2{-1.0, 0.0}, kDiamond);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->lo, 4.0 - std::sqrt(2.0), 2e-9);
  EXPECT_NEAR(hit->hi, 6.0 + std::sqrt(2.0), 2e-9);
  // The diamond moving east onto the square: the same stretch.
  const std::optional<Interval> back = sweep(kDiamond, Vec2{1.0, 0.0}, upright);
  ASSERT_TRUE(back.has_value());
  EXPECT_NEAR(back->lo, hit->lo, 1e-14);
  EXPECT_NEAR(back->hi, hit->hi, 1e-14);
}

TEST(PlaneSweepTest, SweepAgreesWithOverlapAlongTheLine) {
  // For each pair, t on a grid and just inside and outside the ends: the moved box overlaps
  // exactly when t is strictly inside the interval (1e-6 away from its ends).
  Draw draw(41u);
  int met = 0;
  int disagreements = 0;
  std::string first;
  for (int i = 0; i < 2000; ++i) {
    const Box moving = random_box(draw);
    const Box other = random_box(draw);
    const Vec2 dir =
        bearing_vector(draw.below(4) == 0 ? 90.0 * draw.below(4) : draw.real(0.0, 360.0));
    const std::optional<Interval> hit = sweep(moving, dir, other);
    std::vector<double> ts;
    for (int k = -120; k <= 120; ++k)
      ts.push_back(k * 0.25);
    if (hit) {
      ++met;
      EXPECT_LT(hit->lo, hit->hi);
      // Stopping at either end is legal: the boxes only touch there.
      EXPECT_FALSE(overlap(moving.moved(hit->lo * dir), other));
      EXPECT_FALSE(overlap(moving.moved(hit->hi * dir), other));
      for (double e : {-1e-5, -2e-6, 2e-6, 1e-5}) {
        ts.push_back(hit->lo + e);
        ts.push_back(hit->hi + e);
      }
      ts.push_back((hit->lo + hit->hi) / 2.0);
    }
    for (double t : ts) {
      const bool inside = hit && t > hit->lo + 1e-6 && t < hit->hi - 1e-6;
      const bool outside = !hit || t < hit->lo - 1e-6 || t > hit->hi + 1e-6;
      const bool overlaps = overlap(moving.moved(t * dir), other);
      if ((inside && !overlaps) || (outside && overlaps)) {
        if (disagreements++ == 0)
          first = describe(moving) + " " + describe(other) + " t=" + std::to_string(t);
      }
    }
  }
  EXPECT_EQ(disagreements, 0) << first;
  EXPECT_GT(met, 400);
}

// sweep() as it was first written, plainly: the interval from the separating axes, kept when
// overlap() holds at its midpoint. sweep() asks overlap() only near a graze; this asks it always.
std::optional<Interval> plain_sweep(const Box& moving, Vec2 dir, const Box& other) {
  const double end_penetration = kPlaneEpsilon - kPlaneEpsilon / 16.0;
  const auto half_extent = [](const Box& b, Vec2 n) {
    return 0.5 * b.depth * std::abs(dot(b.facing, n)) +
           0.5 * b.width * std::abs(dot(perp(b.facing), n));
  };
  const Vec2 d = other.centre - moving.centre;
  double lo = -std::numeric_limits<double>::infinity();
  double hi = std::numeric_limits<double>::infinity();
  for (Vec2 n : {moving.facing, perp(moving.facing), other.facing, perp(other.facing)}) {
    const double reach = half_extent(moving, n) + half_extent(other, n);
    const double p = dot(d, n);
    const double k = dot(dir, n);
    if (k == 0.0) {
      if (!(reach - std::abs(p) > kPlaneEpsilon)) return std::nullopt;
      continue;
    }
    const double margin = reach - end_penetration;
    if (!(margin > 0.0)) return std::nullopt;
    lo = std::max(lo, std::min((p - margin) / k, (p + margin) / k));
    hi = std::min(hi, std::max((p - margin) / k, (p + margin) / k));
  }
  if (!(lo < hi)) return std::nullopt;
  const double mid = 0.5 * lo + 0.5 * hi;
  if (!overlap(moving.moved(mid * dir), other)) return std::nullopt;
  return Interval{lo, hi};
}

TEST(PlaneSweepTest, SweepMatchesThePlainSweepAtGrazesAndCrossings) {
  // Random pairs, then the other box slid sideways off the line to where the plain sweep stops
  // meeting it (bisected), and tried at steps of 1e-11" about that graze, where the penetration
  // at the midpoint is within a hair of kPlaneEpsilon: the same answer, to the bit.
  Draw draw(47u);
  int compared = 0;
  int met = 0;
  int missed = 0;
  std::string first;
  for (int i = 0; i < 600; ++i) {
    const Box moving = random_box(draw);
    const Box shape = random_box(draw);
    const Vec2 dir =
        bearing_vector(draw.below(4) == 0 ? 45.0 * draw.below(8) : draw.real(0.0, 360.0));
    const Vec2 side = perp(dir);
    const auto placed = [&](double offset) {
      return Box{.centre = moving.centre + 6.0 * dir + offset * side,
                 .facing = shape.facing,
                 .width = shape.width,
                 .depth = shape.depth};
    };
    double meeting = 0.0;  // the plain sweep meets the box placed here
    double apart = 12.0;   // and not here
    for (int step = 0; step < 80; ++step) {
      const double half = 0.5 * (meeting + apart);
      (plain_sweep(moving, dir, placed(half)) ? meeting : apart) = half;
    }
    std::vector<double> offsets = {0.0, 0.5 * meeting, 12.0};
    for (int j = -40; j <= 40; ++j)
      offsets.push_back(meeting + j * 1e-11);
    for (const double offset : offsets) {
      const Box other = placed(offset);
      const std::optional<Interval> want = plain_sweep(moving, dir, other);
      const std::optional<Interval> got = sweep(moving, dir, other);
      ++compared;
      (want ? met : missed) += 1;
      const bool same = want.has_value() == got.has_value() &&
                        (!want || (want->lo == got->lo && want->hi == got->hi));
      if (!same && first.empty())
        first = describe(moving) + " " + describe(other) + " offset " + std::to_string(offset);
    }
  }
  EXPECT_EQ(first, "");
  EXPECT_EQ(compared, 600 * 84);
  EXPECT_GT(met, 600 * 30);
  EXPECT_GT(missed, 600 * 30);
}

TEST(PlaneSweepTest, SweptCorridorRunsFromTheRearEdgeToTheFrontEdgeAtTheEnd) {
  const Box corridor = swept(kInfantry, 4.0);
  EXPECT_EQ(corridor.centre, (Vec2{10.0, 12.0}));
  EXPECT_EQ(corridor.facing, kInfantry.facing);
  EXPECT_EQ(corridor.width, 2.5);
  EXPECT_EQ(corridor.depth, 5.0);
  const std::array<Vec2, 4> c = corridor.corners();
  EXPECT_EQ(c[0], (Vec2{8.75, 14.5}));
  EXPECT_EQ(c[2], (Vec2{11.25, 9.5}));
  EXPECT_EQ(swept(kInfantry, 0.0).centre, kInfantry.centre);
  EXPECT_EQ(swept(kInfantry, 0.0).depth, kInfantry.depth);
}

TEST(PlaneSweepTest, SweptCorridorHoldsTheBaseAllAlongTheMove) {
  Draw draw(43u);
  for (int i = 0; i < 500; ++i) {
    const Box base = random_box(draw);
    const double length = draw.real(-6.0, 6.0);
    const Box corridor = swept(base, length);
    for (int k = 0; k <= 10; ++k) {
      const Box on_the_way = base.moved((length * k / 10.0) * base.facing);
      for (Vec2 p : on_the_way.corners())
        EXPECT_TRUE(contains(corridor, p)) << describe(base) << " by " << length;
    }
  }
}

TEST(PlaneSweepTest, AheadOfFrontIsTheSignedDistanceFromTheFrontLine) {
  EXPECT_EQ(ahead_of_front(kInfantry, Vec2{0.0, 12.0}), 1.5);
  EXPECT_EQ(ahead_of_front(kInfantry, Vec2{10.0, 10.0}), -0.5);
  EXPECT_EQ(ahead_of_front(kInfantry, Vec2{30.0, 10.5}), 0.0);
  const Box east = kInfantry.facing_toward(Vec2{1.0, 0.0});
  EXPECT_EQ(ahead_of_front(east, Vec2{13.0, 0.0}), 2.5);
  EXPECT_NEAR(ahead_of_front(kDiamond, Vec2{1.0, 1.0}), std::sqrt(2.0) - 1.0, 1e-15);
}

// GT-4 (not deeper): the overlap area of two rectangles, by hand. 2 x 2 squares offset by
// (1, 1) share a 1 x 1 square; touching shares nothing; a 1 x 1 square inside a 2 x 2 one
// shares all of its 1; a 2 x 2 square turned 45 degrees about the same centre shares the
// octagon 4 - 4 x (corner triangles of legs 2 - sqrt 2): 8 (sqrt 2 - 1) = 3.313708.
TEST(PlaneOverlapAreaTest, WorkedByHand) {
  const Box a{.centre = {0, 0}, .facing = {0, 1}, .width = 2, .depth = 2};
  EXPECT_NEAR(overlap_area(a, a.moved({1, 1})), 1.0, 1e-12);
  EXPECT_NEAR(overlap_area(a, a.moved({2, 0})), 0.0, 1e-12);
  EXPECT_NEAR(overlap_area(a, Box{.centre = {0.2, 0.3}, .width = 1, .depth = 1}), 1.0, 1e-12);
  const Box turned{.centre = {0, 0}, .facing = bearing_vector(45.0), .width = 2, .depth = 2};
  EXPECT_NEAR(overlap_area(a, turned), 8.0 * (std::sqrt(2.0) - 1.0), 1e-12);
}

// Touching is not overlapping, within a slack the caller may widen (GT-4 contact).
TEST(PlaneOverlapTest, SlackDecidesWhatCountsAsContact) {
  const Box a{.centre = {0, 0}, .facing = {0, 1}, .width = 2, .depth = 2};
  EXPECT_TRUE(overlap(a, a.moved({2.0 - 1e-6, 0})));
  EXPECT_FALSE(overlap(a, a.moved({2.0 - 1e-6, 0}), 1e-5));
}

// A quarter turn about (0, 0) from east to north is pi/2 counter-clockwise; clockwise it is
// the wrong way round, which counts as no turn (a path's arcs turn less than a half turn).
TEST(PlaneArcTest, ArcRadiansWorkedByHand) {
  EXPECT_NEAR(arc_radians({0, 0}, {1, 0}, {0, 1}, false), std::numbers::pi / 2.0, 1e-15);
  EXPECT_EQ(arc_radians({0, 0}, {1, 0}, {0, 1}, true), 0.0);
  EXPECT_NEAR(leg_length({{1, 0}, {0, 1}}, {{.leg = 0, .centre = {0, 0}, .clockwise = false}}, 0),
              std::numbers::pi / 2.0, 1e-15);
  EXPECT_NEAR(leg_length({{1, 0}, {0, 1}}, {}, 0), std::sqrt(2.0), 1e-15);
}

}  // namespace
}  // namespace skedaddle
