// SPDX-License-Identifier: MIT
// The measured table: bearings through our own sine, cosine and arctangent polynomials, and
// oriented rectangles tested on their four separating axes. Only IEEE + - * / and sqrt (with
// floor and abs, which are exact), so every build computes the same bits.
#include "skedaddle/geometry/plane.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {
namespace {

// 180 / pi, correctly rounded.
constexpr double kDegreesPerRadian = 57.295779513082323;

// Bearings beyond this are counts of turns, not bearings: past 2^53 the reduction to [0, 360)
// is no longer exact.
[[maybe_unused]] constexpr double kLargestBearing = 1e15;  // read by an assert only

// sin(x) for x in radians in [0, pi/4]: Taylor series to x^17 (the first term left out,
// x^19/19!, is below 1e-19 there), evaluated by Horner's rule. The coefficients are exact
// reciprocals of factorials up to 17! < 2^53, rounded once.
double sin_octant(double x) {
  const double x2 = x * x;
  double sum = 1.0 / 355687428096000.0;  // 1/17!
  sum = -1.0 / 1307674368000.0 + x2 * sum;
  sum = 1.0 / 6227020800.0 + x2 * sum;
  sum = -1.0 / 39916800.0 + x2 * sum;
  sum = 1.0 / 362880.0 + x2 * sum;
  sum = -1.0 / 5040.0 + x2 * sum;
  sum = 1.0 / 120.0 + x2 * sum;
  sum = -1.0 / 6.0 + x2 * sum;
  return x + x * (x2 * sum);
}

// cos(x) for x in radians in [0, pi/4]: Taylor series to x^18 (x^20/20! is below 1e-20).
double cos_octant(double x) {
  const double x2 = x * x;
  double sum = 1.0 / 6402373705728000.0;  // 1/18!
  sum = -1.0 / 20922789888000.0 + x2 * sum;
  sum = 1.0 / 87178291200.0 + x2 * sum;
  sum = -1.0 / 479001600.0 + x2 * sum;
  sum = 1.0 / 3628800.0 + x2 * sum;
  sum = -1.0 / 40320.0 + x2 * sum;
  sum = 1.0 / 720.0 + x2 * sum;
  sum = -1.0 / 24.0 + x2 * sum;
  sum = 0.5 + x2 * sum;
  return 1.0 - x2 * sum;
}

// atan(t) in radians for t in [0, 1]. Two half-angle steps, atan(t) = 2 atan(t / (1 +
// sqrt(1 + t^2))), bring t below tan(pi/16) < 0.2, where the alternating series to u^23 leaves
// out less than 1e-19.
double atan_unit(double t) {
  double u = t / (1.0 + std::sqrt(1.0 + t * t));
  u = u / (1.0 + std::sqrt(1.0 + u * u));
  const double u2 = u * u;
  double sum = -1.0 / 23.0;
  sum = 1.0 / 21.0 + u2 * sum;
  sum = -1.0 / 19.0 + u2 * sum;
  sum = 1.0 / 17.0 + u2 * sum;
  sum = -1.0 / 15.0 + u2 * sum;
  sum = 1.0 / 13.0 + u2 * sum;
  sum = -1.0 / 11.0 + u2 * sum;
  sum = 1.0 / 9.0 + u2 * sum;
  sum = -1.0 / 7.0 + u2 * sum;
  sum = 1.0 / 5.0 + u2 * sum;
  sum = -1.0 / 3.0 + u2 * sum;
  return 4.0 * (u + u * (u2 * sum));
}

// Where a sweep's interval ends: a penetration just short of kPlaneEpsilon, so that overlap() is
// false there by a margin (kPlaneEpsilon / 16 = 6e-11") far above the rounding of coordinates on
// a table (about 1e-14" at 100").
constexpr double kEndPenetration = kPlaneEpsilon - kPlaneEpsilon / 16.0;

// A bound, per inch of the coordinates and of the distance moved, on how far a penetration sweep()
// works out from the axes it already has may differ from the one overlap() computes on the moved
// box: a dozen roundings of about 1.1e-16 each, taken ten times over.
constexpr double kSweepRounding = 1e-14;

// Generous: a facing made by bearing_vector or normalized is unit to about 1e-16.
[[maybe_unused]] bool is_unit(Vec2 v) {
  return std::abs(length_squared(v) - 1.0) <= kPlaneEpsilon;
}

void check_box([[maybe_unused]] const Box& b) {
  SKD_ASSERT(is_unit(b.facing), "a box faces along a unit vector");
  SKD_ASSERT(b.width >= 0.0 && b.depth >= 0.0, "a box has a non-negative width and depth");
}

// The left of a unit facing `facing`: facing turned a quarter counter-clockwise.
Vec2 left_of(Vec2 facing) {
  return perp(facing);
}

// Half the length of b's projection on the unit axis n.
double half_extent(const Box& b, Vec2 n) {
  return 0.5 * b.depth * std::abs(dot(b.facing, n)) +
         0.5 * b.width * std::abs(dot(left_of(b.facing), n));
}

// The separating axes of two rectangles: the normals of their edges.
std::array<Vec2, 4> axes_of(const Box& a, const Box& b) {
  return {a.facing, left_of(a.facing), b.facing, left_of(b.facing)};
}

}  // namespace

double length(Vec2 a) {
  return std::sqrt(length_squared(a));
}

double distance(Vec2 a, Vec2 b) {
  return length(b - a);
}

Vec2 normalized(Vec2 a) {
  SKD_ASSERT(a.x != 0.0 || a.y != 0.0, "normalized needs a non-zero vector");
  const double n = length(a);
  return {a.x / n, a.y / n};
}

Vec2 bearing_vector(double degrees) {
  SKD_ASSERT(std::abs(degrees) <= kLargestBearing, "a bearing is finite and below 1e15 degrees");
  // Reduce to [0, 360): k * 360 is an exact integer and the difference is exact below 2^53.
  // The quotient may round across a multiple, so one correction either way.
  double r = degrees - 360.0 * std::floor(degrees / 360.0);
  if (r < 0.0) r += 360.0;
  if (r >= 360.0) r -= 360.0;
  // The quadrant by comparison, not division, so that r - 90 q is exact (Sterbenz).
  const int quadrant = r < 180.0 ? (r < 90.0 ? 0 : 1) : (r < 270.0 ? 2 : 3);
  const double x = r - 90.0 * quadrant;
  // Within the quadrant, fold (45, 90) onto (0, 45) (90 - x is exact): sin and cos swap.
  double s = 0.0;
  double c = 1.0;
  if (x == 45.0) {
    s = c = std::sqrt(0.5);  // the correctly rounded sin and cos of 45 degrees
  } else if (x < 45.0) {
    s = sin_octant(x * kRadiansPerDegree);
    c = cos_octant(x * kRadiansPerDegree);
  } else {
    const double y = (90.0 - x) * kRadiansPerDegree;
    s = cos_octant(y);
    c = sin_octant(y);
  }
  // (sin, cos) of 90 q + x; negation as 0 - v so that an exact zero is never -0.
  switch (quadrant) {
    case 0:
      return {s, c};
    case 1:
      return {c, 0.0 - s};
    case 2:
      return {0.0 - s, 0.0 - c};
    default:
      return {0.0 - c, s};
  }
}

double bearing_of(Vec2 v) {
  SKD_ASSERT(v.x != 0.0 || v.y != 0.0, "bearing_of needs a non-zero vector");
  const double ax = std::abs(v.x);
  const double ay = std::abs(v.y);
  // The angle from the y axis toward the x axis in [0, 90], through atan on [0, 1].
  double a = 45.0;
  if (ax < ay) {
    a = atan_unit(ax / ay) * kDegreesPerRadian;
  } else if (ax > ay) {
    a = 90.0 - atan_unit(ay / ax) * kDegreesPerRadian;
  }
  // x = -0 counts as east, so that (0, -1) is 180 and never 360 - 180.
  double bearing = 0.0;
  if (v.x >= 0.0) {
    bearing = v.y >= 0.0 ? a : 180.0 - a;
  } else {
    bearing = v.y < 0.0 ? 180.0 + a : 360.0 - a;
  }
  // 360 - a tiny angle rounds to 360, which is north.
  return bearing >= 360.0 ? 0.0 : bearing;
}

double turn_degrees(Vec2 a, Vec2 b) {
  // b in a's frame: along a (north) and to a's right (east); its bearing there is the turn.
  const Vec2 b_in_a{-cross(a, b), dot(a, b)};
  const double turn = bearing_of(b_in_a);
  return turn > 180.0 ? turn - 360.0 : turn;
}

std::array<Vec2, 4> Box::corners() const {
  check_box(*this);
  const Vec2 ahead = (0.5 * depth) * facing;
  const Vec2 left = (0.5 * width) * left_of(facing);
  return {centre + ahead + left, centre + ahead - left, centre - ahead - left,
          centre - ahead + left};
}

Vec2 Box::front_centre() const {
  return centre + (0.5 * depth) * facing;
}

Box Box::moved(Vec2 d) const {
  Box b = *this;
  b.centre = centre + d;
  return b;
}

Box Box::facing_toward(Vec2 new_facing) const {
  SKD_ASSERT(is_unit(new_facing), "a box faces along a unit vector");
  Box b = *this;
  b.facing = new_facing;
  return b;
}

bool overlap(const Box& a, const Box& b, double slack) {
  check_box(a);
  check_box(b);
  // Overlap needs a penetration above the slack on every axis; one axis where the
  // projections are apart or only touch separates them. The same arithmetic either way round
  // (d negates exactly), so overlap is exactly symmetric.
  const Vec2 d = b.centre - a.centre;
  for (Vec2 n : axes_of(a, b)) {
    const double penetration = half_extent(a, n) + half_extent(b, n) - std::abs(dot(d, n));
    if (!(penetration > slack)) return false;
  }
  return true;
}

double overlap_area(const Box& a, const Box& b) {
  // Clip b's outline by each of a's four edges (Sutherland-Hodgman; both convex), then the
  // shoelace formula, relative to a's centre for precision.
  std::vector<Vec2> poly;
  for (const Vec2 c : b.corners())
    poly.push_back(c - a.centre);
  const std::array<Vec2, 4> normals = {a.facing, -a.facing, left_of(a.facing), -left_of(a.facing)};
  const std::array<double, 4> reach = {0.5 * a.depth, 0.5 * a.depth, 0.5 * a.width, 0.5 * a.width};
  std::vector<Vec2> next;
  for (std::size_t k = 0; k < normals.size() && !poly.empty(); ++k) {
    next.clear();
    const auto inside = [&](Vec2 p) { return reach[k] - dot(p, normals[k]); };
    for (std::size_t i = 0; i < poly.size(); ++i) {
      const Vec2 p = poly[i];
      const Vec2 q = poly[(i + 1) % poly.size()];
      const double fp = inside(p);
      const double fq = inside(q);
      if (fp >= 0.0) next.push_back(p);
      if ((fp >= 0.0) != (fq >= 0.0)) next.push_back(p + (fp / (fp - fq)) * (q - p));
    }
    poly.swap(next);
  }
  double twice = 0.0;
  for (std::size_t i = 0; i < poly.size(); ++i)
    twice += cross(poly[i], poly[(i + 1) % poly.size()]);
  return 0.5 * std::abs(twice);
}

double arc_radians(Vec2 centre, Vec2 a, Vec2 b, bool clockwise) {
  const double turn = turn_degrees(normalized(a - centre), normalized(b - centre));
  const double degrees = clockwise ? turn : 0.0 - turn;
  // The paths' arcs turn less than a half turn: a turn a hair the wrong way is rounding of
  // none at all, not almost a whole turn.
  return degrees > 0.0 ? degrees * kRadiansPerDegree : 0.0;
}

double leg_length(const std::vector<Vec2>& points, const std::vector<PathArc>& arcs,
                  std::size_t leg) {
  const Vec2 a = points[leg];
  const Vec2 b = points[leg + 1];
  for (const PathArc& arc : arcs) {
    if (arc.leg == leg)
      return distance(arc.centre, a) * arc_radians(arc.centre, a, b, arc.clockwise);
  }
  return distance(a, b);
}

double distance(const Box& a, const Box& b) {
  check_box(a);
  check_box(b);
  // Closed rectangles meet unless an axis strictly separates them.
  const Vec2 d = b.centre - a.centre;
  bool separated = false;
  for (Vec2 n : axes_of(a, b)) {
    if (std::abs(dot(d, n)) > half_extent(a, n) + half_extent(b, n)) separated = true;
  }
  if (!separated) return 0.0;
  // Between disjoint convex polygons the nearest points are a corner of one and an edge of the
  // other; a corner outside a rectangle is nearest to its boundary.
  double best = std::numeric_limits<double>::infinity();
  for (Vec2 p : a.corners())
    best = std::min(best, distance(p, b));
  for (Vec2 p : b.corners())
    best = std::min(best, distance(p, a));
  return best;
}

double distance(Vec2 p, const Box& b) {
  check_box(b);
  const Vec2 r = p - b.centre;
  const double beyond_front = std::abs(dot(r, b.facing)) - 0.5 * b.depth;
  const double beyond_side = std::abs(dot(r, left_of(b.facing))) - 0.5 * b.width;
  const double u = std::max(beyond_front, 0.0);
  const double v = std::max(beyond_side, 0.0);
  if (v == 0.0) return u;
  if (u == 0.0) return v;
  return std::sqrt(u * u + v * v);
}

bool contains(const Box& b, Vec2 p) {
  check_box(b);
  // "On its edge" within kPlaneEpsilon, as touching is everywhere else.
  const Vec2 r = p - b.centre;
  return std::abs(dot(r, b.facing)) <= 0.5 * b.depth + kPlaneEpsilon &&
         std::abs(dot(r, left_of(b.facing))) <= 0.5 * b.width + kPlaneEpsilon;
}

// The convention. The result (lo, hi) is the set of t, over the whole line (negative t
// included: intersect it with [0, length] for a move), for which overlap(moving.moved(t * dir),
// other) holds, with its ends placed so that they are safe to stop at:
// - On each axis n the moving projection's centre shifts by t * k, k = dot(dir, n); overlap()
//   wants a penetration R - |separation| > kPlaneEpsilon on every axis (R the sum of the half
//   extents). An axis with k == 0 passes for every t or for none, exactly as in overlap().
// - An axis with k != 0 gives an open t-interval whose ends are where its penetration is
//   kEndPenetration = 15/16 kPlaneEpsilon, not kPlaneEpsilon: at lo and hi the boxes touch
//   (overlap() is false there with a margin far above rounding, so moving by lo is legal), and
//   overlap() is true from (kPlaneEpsilon / 16) / |k| inside the ends on (1e-10" for a square
//   approach). Exact contact is at most kPlaneEpsilon / |k| outside the ends.
// - The interval is returned only when the boxes overlap at its midpoint. The penetration is
//   concave along the line, so this drops grazes (never deeper than kPlaneEpsilon) and loses only
//   slivers never deeper than 17/16 kPlaneEpsilon.
std::optional<Interval> sweep(const Box& moving, Vec2 dir, const Box& other) {
  check_box(moving);
  check_box(other);
  SKD_ASSERT(is_unit(dir), "sweep moves along a unit vector");
  const Vec2 d = other.centre - moving.centre;
  double lo = -std::numeric_limits<double>::infinity();
  double hi = std::numeric_limits<double>::infinity();
  const std::array<Vec2, 4> axes = axes_of(moving, other);
  std::array<double, 4> reaches{};
  std::array<double, 4> centres{};  // p on each axis
  std::array<double, 4> rates{};    // k on each axis
  for (std::size_t a = 0; a < axes.size(); ++a) {
    const Vec2 n = axes[a];
    const double reach = half_extent(moving, n) + half_extent(other, n);
    const double p = dot(d, n);
    const double k = dot(dir, n);
    reaches[a] = reach;
    centres[a] = p;
    rates[a] = k;
    if (k == 0.0) {
      if (!(reach - std::abs(p) > kPlaneEpsilon)) return std::nullopt;
      continue;
    }
    // |p - t k| < reach - kEndPenetration.
    const double margin = reach - kEndPenetration;
    if (!(margin > 0.0)) return std::nullopt;
    const double t1 = (p - margin) / k;
    const double t2 = (p + margin) / k;
    lo = std::max(lo, std::min(t1, t2));
    hi = std::min(hi, std::max(t1, t2));
  }
  if (!(lo < hi)) return std::nullopt;
  // A unit dir has a non-zero dot with one of moving's own two axes, so lo and hi are finite.
  const double mid = 0.5 * lo + 0.5 * hi;
  // overlap(moving.moved(mid * dir), other) decides. Its penetration on each axis is this one,
  // reach - |p - mid k|, but for the rounding of the moved centre and of the dot products, so it
  // is asked only where the least penetration lies within that rounding of kPlaneEpsilon: on a
  // crossing the boxes overlap by inches at the midpoint, and only grazes come near.
  double least = std::numeric_limits<double>::infinity();
  for (std::size_t a = 0; a < axes.size(); ++a)
    least = std::min(least, reaches[a] - std::abs(centres[a] - mid * rates[a]));
  const double rounding =
      kSweepRounding * (1.0 + std::abs(moving.centre.x) + std::abs(moving.centre.y) +
                        std::abs(other.centre.x) + std::abs(other.centre.y) + 2.0 * std::abs(mid));
  if (least > kPlaneEpsilon + rounding) return Interval{lo, hi};
  if (least < kPlaneEpsilon - rounding) return std::nullopt;
  if (!overlap(moving.moved(mid * dir), other)) return std::nullopt;
  return Interval{lo, hi};
}

Box swept(const Box& base, double length) {
  check_box(base);
  // A negative length is a move backward: the corridor then runs from the front edge at the
  // start to the rear edge at the end, and is as deep.
  Box b = base;
  b.centre = base.centre + (0.5 * length) * base.facing;
  b.depth = base.depth + std::abs(length);
  return b;
}

double ahead_of_front(const Box& b, Vec2 p) {
  return dot(p - b.front_centre(), b.facing);
}

Vec2 nearest_on_segment(Vec2 x, Vec2 p, Vec2 q) {
  const Vec2 e = q - p;
  const double ee = length_squared(e);
  if (ee == 0.0) return p;
  const double t = std::clamp(dot(x - p, e) / ee, 0.0, 1.0);
  return p + t * e;
}

}  // namespace skedaddle
