// SPDX-License-Identifier: MIT
// The measured table (Grande Tactique): points and vectors in inches, bearings, oriented
// rectangles (bases, swept corridors), their overlap, distance and sweep along a line.
// Deterministic on every build: plain IEEE arithmetic and sqrt only, never libm trigonometry
// (bearings become vectors through our own polynomial); the build sets -ffp-contract=off.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <vector>

namespace skedaddle {

/// A point or a displacement on the table, in inches: x east, y north.
struct Vec2 {
  double x = 0.0;  ///< inches east
  double y = 0.0;  ///< inches north
  /// Exactly equal coordinates (no tolerance).
  friend constexpr bool operator==(Vec2, Vec2) = default;
  /// Ordered by x, then y (a partial order: NaN is unordered), so places can be sorted.
  friend constexpr auto operator<=>(Vec2, Vec2) = default;
};

/// Sum of two vectors (a point moved by a displacement).
constexpr Vec2 operator+(Vec2 a, Vec2 b) {
  return {a.x + b.x, a.y + b.y};
}
/// The displacement from b to a.
constexpr Vec2 operator-(Vec2 a, Vec2 b) {
  return {a.x - b.x, a.y - b.y};
}
/// The opposite vector.
constexpr Vec2 operator-(Vec2 a) {
  return {-a.x, -a.y};
}
/// a scaled by k.
constexpr Vec2 operator*(double k, Vec2 a) {
  return {k * a.x, k * a.y};
}
/// Dot product.
constexpr double dot(Vec2 a, Vec2 b) {
  return a.x * b.x + a.y * b.y;
}
/// z of the 3-D cross product: positive when b is counter-clockwise of a.
constexpr double cross(Vec2 a, Vec2 b) {
  return a.x * b.y - a.y * b.x;
}
/// a turned 90 degrees counter-clockwise.
constexpr Vec2 perp(Vec2 a) {
  return {-a.y, a.x};
}
/// Squared length.
constexpr double length_squared(Vec2 a) {
  return dot(a, a);
}
/// Length (sqrt is correctly rounded by IEEE 754, so it is the same on every build).
double length(Vec2 a);
/// Distance between two points.
double distance(Vec2 a, Vec2 b);
/// a scaled to length 1; a must not be zero.
Vec2 normalized(Vec2 a);
/// v turned by the angle of the unit vector `by` (complex multiplication): rotating (0, 1)
/// by `by` gives `by`'s angle added to north's.
constexpr Vec2 rotated(Vec2 v, Vec2 by) {
  return {v.x * by.y + v.y * by.x, v.y * by.y - v.x * by.x};
}

/// A leg of a path on the table that is a circular arc, not a straight line: the leg from
/// point `leg` to point `leg + 1` turns round `centre` (its radius is the distance to either
/// end), clockwise or counter-clockwise, by less than a half turn.
struct PathArc {
  std::size_t leg = 0;     ///< index of the leg's first point in the path
  Vec2 centre{};           ///< the centre of the circle it follows
  bool clockwise = false;  ///< its sense, seen from above
  /// Same leg, centre and sense.
  friend constexpr bool operator==(const PathArc&, const PathArc&) = default;
};

/// Tolerance for geometric comparisons in inches: touching within it is not overlapping.
inline constexpr double kPlaneEpsilon = 1e-9;
/// Radians in one degree: pi / 180 rounded to the nearest double.
inline constexpr double kRadiansPerDegree = 0.017453292519943295;

/// The unit vector of a compass bearing in degrees: 0 north (+y), 90 east (+x), clockwise.
/// Deterministic on every build (own range reduction and polynomial, no libm), accurate to
/// about 1e-15.
Vec2 bearing_vector(double degrees);
/// The compass bearing of a non-zero vector in degrees, in [0, 360). For reports and traces
/// (deterministic as well, own polynomial; accurate to about 1e-12 degrees).
double bearing_of(Vec2 v);
/// The signed angle in degrees turning unit vector a into unit vector b, in (-180, 180];
/// positive clockwise (as compass bearings grow).
double turn_degrees(Vec2 a, Vec2 b);

/// The angle in radians an arc about `centre` turns from `a` to `b` in its sense, in [0, pi]
/// (0 when b is behind a in that sense: a path's arcs turn less than a half turn), through
/// turn_degrees (deterministic, no libm).
double arc_radians(Vec2 centre, Vec2 a, Vec2 b, bool clockwise);
/// The length of the straight or curved leg `leg` of a path (`arcs` sorted by leg).
double leg_length(const std::vector<Vec2>& points, const std::vector<PathArc>& arcs,
                  std::size_t leg);

/// A closed interval of reals, lo <= hi.
struct Interval {
  double lo = 0.0;  ///< the lower end
  double hi = 0.0;  ///< the upper end
};

/// An oriented rectangle: a unit's base, or the ground a straight move sweeps. `facing` is the
/// unit vector the front faces; `width` is measured along the front edge (frontage), `depth`
/// along the facing.
struct Box {
  Vec2 centre{};          ///< the centre, in inches
  Vec2 facing{0.0, 1.0};  ///< unit vector out of the front edge
  double width = 1.0;     ///< along the front edge, in inches (> 0)
  double depth = 1.0;     ///< along the facing, in inches (> 0)

  /// The four corners, clockwise seen from above: front-left, front-right, rear-right,
  /// rear-left ("left" as the unit sees it, facing front).
  std::array<Vec2, 4> corners() const;
  /// The midpoint of the front edge.
  Vec2 front_centre() const;
  /// The same rectangle moved by `d`.
  Box moved(Vec2 d) const;
  /// The same rectangle turned in place to face `facing` (a unit vector), centre kept (a pivot).
  Box facing_toward(Vec2 facing) const;
};

/// True when the interiors of a and b overlap by more than `slack` (separating axis test;
/// kPlaneEpsilon unless told): rectangles that only touch do not overlap.
bool overlap(const Box& a, const Box& b, double slack = kPlaneEpsilon);
/// The area common to the two rectangles (0 when they only touch or are apart).
double overlap_area(const Box& a, const Box& b);

/// Smallest distance between the two rectangles (edge to edge), 0 when they touch or overlap.
double distance(const Box& a, const Box& b);
/// Smallest distance from a point to a rectangle, 0 inside it.
double distance(Vec2 p, const Box& b);
/// True when p lies inside b or on its edge.
bool contains(const Box& b, Vec2 p);
/// The point of the segment from p to q nearest to x.
Vec2 nearest_on_segment(Vec2 x, Vec2 p, Vec2 q);

/// The values of t for which `moving` moved by t * dir (dir a unit vector) overlaps `other`
/// (separating axes, exact for rectangles), or nothing when it never does. The interval is
/// open in the sense of overlap(): at its ends the two only touch.
std::optional<Interval> sweep(const Box& moving, Vec2 dir, const Box& other);

/// The ground swept by `base` moving straight by `length` along its facing: a rectangle as wide
/// as its frontage from its rear edge at the start to its front edge at the end.
Box swept(const Box& base, double length);

/// The line through the front edge of `b`, as a half-plane test: the signed distance of p in
/// front of it (positive in front, negative behind, GT-5).
double ahead_of_front(const Box& b, Vec2 p);

}  // namespace skedaddle
