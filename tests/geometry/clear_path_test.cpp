// SPDX-License-Identifier: MIT
// clear_path (GT-4 b, exact paths settled 2026-11-25): paths worked by hand with tangents and
// arcs, the mirror tie, and a property test on random tables bracketing the exact length
// between the polygon search (area.hpp) round many-sided inscribed and circumscribed polygons,
// and checking the clearance all along the path.
#include "skedaddle/geometry/clear_path.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <optional>
#include <random>

#include "skedaddle/geometry/area.hpp"
#include "support/rounded_polygon.hpp"

namespace skedaddle {
namespace {

constexpr double kHand = 1e-6;  // hand working to six places

std::vector<Vec2> box_outline(const Box& b) {
  const std::array<Vec2, 4> c = b.corners();
  return {c.begin(), c.end()};
}

// GT-4 b: the centre of a 2.5" frontage passes a 1 x 1 base across its line, x 17..18,
// y 8..9, going from (18, 12) to (18, 5) round its east corners c1 = (18, 9), c2 = (18, 8) on
// circles of radius 1.25 (games/grande_tactique/examples/gt-4-gap-path-on-exact-arcs.json):
// tangents sqrt(3^2 - 1.25^2) = 2.727178 each, arcs of 90 - acos(1.25 / 3) = 24.6243 degrees
// = 0.537219" each, and 1" straight down x = 19.25: 7.528795".
TEST(ClearPath, BendsRoundCornersOnArcsWorkedByHand) {
  const Box gun{.centre = {17.5, 8.5}, .facing = {0, 1}, .width = 1, .depth = 1};
  const ClearPathQuery q{.start = {18, 12},
                         .goals = {{18, 5}},
                         .obstacles = {{box_outline(gun), 1.25}},
                         .max_length = 10.5};
  const auto path = clear_path(q);
  ASSERT_TRUE(path);
  EXPECT_NEAR(path->length, 7.528795, kHand);
  ASSERT_EQ(path->points.size(), 6u);
  EXPECT_NEAR(path->points[1].x, 19.136324, kHand);
  EXPECT_NEAR(path->points[1].y, 9.520833, kHand);
  EXPECT_NEAR(path->points[2].x, 19.25, kHand);
  EXPECT_NEAR(path->points[2].y, 9.0, kHand);
  EXPECT_NEAR(path->points[3].y, 8.0, kHand);
  EXPECT_NEAR(path->points[4].x, 19.136324, kHand);
  EXPECT_NEAR(path->points[4].y, 7.479167, kHand);
  ASSERT_EQ(path->arcs.size(), 2u);
  EXPECT_EQ(path->arcs[0], (PathArc{.leg = 1, .centre = {18, 9}, .clockwise = true}));
  EXPECT_EQ(path->arcs[1], (PathArc{.leg = 3, .centre = {18, 8}, .clockwise = true}));
  // 7" along: 4.801617" to the last tangent point, then 2.198383" toward the goal.
  const PathPosition end = position_along(*path, 7.0);
  EXPECT_NEAR(end.at.x, 18.220331, kHand);
  EXPECT_NEAR(end.at.y, 5.480706, kHand);
  EXPECT_NEAR(bearing_of(end.heading), 204.624318, 1e-5);
  const CurvedPath cut = cut_path(*path, 7.0);
  EXPECT_NEAR(cut.length, 7.0, 1e-12);
  EXPECT_NEAR(cut.points.back().x, 18.220331, kHand);
}

// On an arc the position is on the circle and the heading is its tangent (GT-4 b: the unit
// faces along the arc at the end): 1.25" + 0.268610" into the first arc, halfway round it.
TEST(ClearPath, PositionOnAnArcFacesAlongItsTangent) {
  const Box gun{.centre = {17.5, 8.5}, .facing = {0, 1}, .width = 1, .depth = 1};
  const auto path = clear_path({.start = {18, 12},
                                .goals = {{18, 5}},
                                .obstacles = {{box_outline(gun), 1.25}},
                                .max_length = 10.5});
  ASSERT_TRUE(path);
  const double half_arc = 0.5 * 0.537219289;
  const PathPosition p = position_along(*path, 2.727178029 + half_arc);
  EXPECT_NEAR(distance(p.at, Vec2{18, 9}), 1.25, 1e-9);
  // Halfway between 65.3757 and 90 degrees from north, clockwise: 77.6878.
  EXPECT_NEAR(bearing_of(p.at - Vec2{18, 9}), 77.687841, 1e-5);
  EXPECT_NEAR(bearing_of(p.heading), 167.687841, 1e-5);
}

// GT-4 ties: the mirror paths round a base square across the line are exactly as long; with
// `prefer` along the line (own edge straight ahead) the counter-clockwise one, left of the
// line, is taken: heading south, the east side.
TEST(ClearPath, MirrorTieGoesCounterClockwiseOfTheLine) {
  const Box wall{.centre = {18, 8.5}, .facing = {0, 1}, .width = 3, .depth = 1};
  ClearPathQuery q{.start = {18, 12},
                   .goals = {{18, 5}},
                   .obstacles = {{box_outline(wall), 1.25}},
                   .max_length = 10.5,
                   .prefer = {0, -1},
                   .line = {0, -1}};
  auto path = clear_path(q);
  ASSERT_TRUE(path);
  EXPECT_NEAR(path->length, 9.338802, kHand);
  EXPECT_GT(path->points[1].x, 18.0);
  // Heading north instead, the counter-clockwise side is the west.
  q.start = {18, 5};
  q.goals = {{18, 12}};
  q.prefer = {0, 1};
  q.line = {0, 1};
  path = clear_path(q);
  ASSERT_TRUE(path);
  EXPECT_LT(path->points[1].x, 18.0);
  // The own edge to the east outweighs counter-clockwise.
  q.prefer = {1, 0};
  path = clear_path(q);
  ASSERT_TRUE(path);
  EXPECT_GT(path->points[1].x, 18.0);
}

// A gap exactly twice the clearance is open (touching is allowed); a hair less is closed.
TEST(ClearPath, GapOfTwiceTheClearanceIsOpen) {
  const Box west{.centre = {-4, 0}, .facing = {0, 1}, .width = 8, .depth = 1};
  Box east{.centre = {6.5, 0}, .facing = {0, 1}, .width = 8, .depth = 1};  // gap x 0..2.5
  ClearPathQuery q{.start = {1.25, 5},
                   .goals = {{1.25, -5}},
                   .obstacles = {{box_outline(west), 1.25}, {box_outline(east), 1.25}},
                   .max_length = 10.5};
  auto path = clear_path(q);
  ASSERT_TRUE(path);
  EXPECT_NEAR(path->length, 10.0, 1e-9);
  east.centre.x -= 1e-6;
  q.obstacles[1] = {box_outline(east), 1.25};
  EXPECT_FALSE(clear_path(q));
}

// The start too close to an obstacle, a goal too close, the limit and the kept half-plane.
TEST(ClearPath, RefusesWhatIsTooCloseTooLongOrOutsideTheKeptHalfPlane) {
  const Box b{.centre = {0, 3}, .facing = {0, 1}, .width = 2, .depth = 2};
  const ClearPathQuery q{
      .start = {0, 0}, .goals = {{0, 6}}, .obstacles = {{box_outline(b), 1}}, .max_length = 20};
  const auto path = clear_path(q);
  ASSERT_TRUE(path);
  ClearPathQuery near = q;
  near.start = {0, 1.5};
  EXPECT_FALSE(clear_path(near));
  ClearPathQuery short_limit = q;
  short_limit.max_length = path->length - 1e-6;
  EXPECT_FALSE(clear_path(short_limit));
  short_limit.max_length = path->length;
  EXPECT_TRUE(clear_path(short_limit));
  // Kept to x <= 0.5 the path must go round the west side.
  ClearPathQuery kept = q;
  kept.keep = {{.point = {0.5, 0}, .normal = {-1, 0}}};
  const auto west = clear_path(kept);
  ASSERT_TRUE(west);
  EXPECT_LT(west->points[1].x, 0.0);
  kept.keep = {{.point = {0.5, 0}, .normal = {-1, 0}}, {.point = {-0.5, 0}, .normal = {1, 0}}};
  EXPECT_FALSE(clear_path(kept));
}

double uniform(std::mt19937_64& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

// Property, on random tables of up to eight bases: the exact length lies between the
// polygon search's round inscribed and circumscribed 48-gons; the path keeps its clearance
// all along (sampled every 0.01"), and it exists whenever the circumscribed one does.
TEST(ClearPath, BracketedByPolygonApproximationsOnRandomTables) {
  std::mt19937_64 rng(0x6744);
  int compared = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const double r = uniform(rng, 0.3, 1.3);
    std::vector<Box> boxes;
    const int count = 1 + static_cast<int>(rng() % 8);
    for (int i = 0; i < count; ++i) {
      boxes.push_back({.centre = {uniform(rng, 2, 14), uniform(rng, 2, 14)},
                       .facing = bearing_vector(uniform(rng, 0, 360)),
                       .width = uniform(rng, 0.5, 4),
                       .depth = uniform(rng, 0.5, 2)});
    }
    ClearPathQuery exact{.start = {uniform(rng, 0, 16), 0}, .goals = {{uniform(rng, 0, 16), 16}}};
    exact.max_length = 40;
    PathQuery in{.start = exact.start, .goals = exact.goals, .blocked = {}, .max_length = 40};
    PathQuery out = in;
    for (const Box& b : boxes) {
      exact.obstacles.push_back({box_outline(b), r});
      in.blocked.push_back(test::rounded_polygon(b, r, 12, false));
      out.blocked.push_back(test::rounded_polygon(b, r, 12, true));
    }
    const auto path = clear_path(exact);
    const auto lower = shortest_path(in);
    const auto upper = shortest_path(out);
    if (upper) {
      ASSERT_TRUE(path) << "trial " << trial;
      EXPECT_LE(path->length, upper->length + 1e-6) << "trial " << trial;
    }
    if (!path) continue;
    ASSERT_TRUE(lower) << "trial " << trial;
    EXPECT_GE(path->length, lower->length - 1e-6) << "trial " << trial;
    ++compared;
    for (double s = 0.0; s <= path->length; s += 0.01) {
      const Vec2 p = position_along(*path, s).at;
      for (const Box& b : boxes)
        ASSERT_GE(distance(p, b), r - 1e-7) << "trial " << trial << " at " << s;
    }
  }
  EXPECT_GT(compared, 100);
}

/// True when two paths are the same, every double to the bit.
bool same_path(const CurvedPath& a, const CurvedPath& b) {
  if (a.points.size() != b.points.size() || a.arcs.size() != b.arcs.size()) return false;
  for (std::size_t i = 0; i < a.points.size(); ++i) {
    if (std::bit_cast<std::uint64_t>(a.points[i].x) !=
            std::bit_cast<std::uint64_t>(b.points[i].x) ||
        std::bit_cast<std::uint64_t>(a.points[i].y) != std::bit_cast<std::uint64_t>(b.points[i].y))
      return false;
  }
  for (std::size_t i = 0; i < a.arcs.size(); ++i) {
    if (!(a.arcs[i] == b.arcs[i])) return false;
  }
  return std::bit_cast<std::uint64_t>(a.length) == std::bit_cast<std::uint64_t>(b.length) &&
         a.goal == b.goal;
}

// One workspace and one path kept from search to search (as a kept resolution keeps them) give
// what a fresh search gives, to the bit, whatever the searches before them left there: random
// tables from a few bases to sixty (so that the node index grows, and then serves searches far
// smaller), some with no path at all; and cut_path() written over a kept path likewise.
TEST(ClearPath, AKeptWorkspaceFindsWhatAFreshSearchFinds) {
  std::mt19937_64 rng(0x5EA7C4);
  ClearPathWorkspace workspace;
  CurvedPath kept;
  CurvedPath kept_cut;
  int found = 0;
  int none = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int count = trial % 7 == 3 ? 60 : 1 + static_cast<int>(rng() % 12);
    ClearPathQuery q{.start = {uniform(rng, 0, 24), 0}, .goals = {{uniform(rng, 0, 24), 24}}};
    if (rng() % 2 == 0) q.goals.push_back({uniform(rng, 0, 24), 20});
    q.max_length = uniform(rng, 24, 60);
    q.prefer = {0.0, -1.0};
    q.line = {0.0, 1.0};
    for (int i = 0; i < count; ++i) {
      const Box b{.centre = {uniform(rng, 0, 24), uniform(rng, 2, 22)},
                  .facing = bearing_vector(uniform(rng, 0, 360)),
                  .width = uniform(rng, 0.5, 3),
                  .depth = uniform(rng, 0.5, 1.5)};
      q.obstacles.push_back({box_outline(b), uniform(rng, 0.2, 1.0)});
    }
    const std::optional<CurvedPath> fresh = clear_path(q);
    ASSERT_EQ(clear_path(q, workspace, kept), fresh.has_value()) << "trial " << trial;
    if (!fresh) {
      ++none;
      continue;
    }
    ++found;
    EXPECT_TRUE(same_path(kept, *fresh)) << "trial " << trial;
    const double s = uniform(rng, 0.0, fresh->length + 1.0);
    cut_path(kept, s, kept_cut);
    EXPECT_TRUE(same_path(kept_cut, cut_path(*fresh, s))) << "trial " << trial << ", cut " << s;
  }
  EXPECT_GT(found, 100);
  EXPECT_GT(none, 10);
}

}  // namespace
}  // namespace skedaddle
