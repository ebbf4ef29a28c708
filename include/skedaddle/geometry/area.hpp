// SPDX-License-Identifier: MIT
// Areas of the measured table bounded by a simple polygon (woods, built-up areas, impassable
// ground), and the shortest path of a point among polygonal obstacles. The polygon work is done
// by Boost.Geometry inside area.cpp; this header does not expose it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "skedaddle/geometry/plane.hpp"

namespace skedaddle {

/// What is wrong with a polygon outline (fewer than 3 points, repeated points, zero area,
/// crossing edges), or nothing when it bounds a simple polygon. For io to report bad input.
std::optional<std::string> outline_problem(const std::vector<Vec2>& outline);

/// A region bounded by one simple polygon, given by its corners in either winding; the edge
/// from the last corner back to the first is implied. The outline must pass outline_problem().
class Area {
 public:
  /// The area inside `outline` (stored counter-clockwise); an outline that outline_problem()
  /// rejects throws std::invalid_argument.
  explicit Area(std::vector<Vec2> outline);

  /// The corners, counter-clockwise.
  const std::vector<Vec2>& outline() const { return outline_; }
  /// True when p is inside or on the boundary.
  bool contains(Vec2 p) const;
  /// Distance from p to the area, 0 inside it.
  double distance(Vec2 p) const;
  /// The point of the area nearest to p (p itself when inside).
  Vec2 nearest_point(Vec2 p) const;
  /// True when the interiors of the area and the rectangle overlap.
  bool overlaps(const Box& b) const;
  /// True when the segment from a to b passes through the interior of the area.
  bool crosses(Vec2 a, Vec2 b) const;
  /// The centroid (centre of mass of the polygon).
  Vec2 centroid() const;
  /// The lowest corner (least x, least y) of the outline's bounding rectangle.
  Vec2 bounds_lo() const { return lo_; }
  /// The highest corner (greatest x, greatest y) of the outline's bounding rectangle.
  Vec2 bounds_hi() const { return hi_; }
  /// The area grown by `margin` inches on every side, with mitred corners so that it contains
  /// every point within `margin` of the area (a conservative obstacle for a path that must keep
  /// `margin` away). Holes a concave outline would close are filled.
  Area grown(double margin) const;

 private:
  std::vector<Vec2> outline_;
  // The outline's bounding rectangle, for the cheap rejections before Boost's tests: kept, as
  // an area is asked far more often than it is made (the cover at every end tried).
  Vec2 lo_{};
  Vec2 hi_{};
};

/// The outline of a rectangle grown by `margin` on every side, its corners cut by tangent
/// segments (an octagon-cornered polygon that contains every point within `margin` of it).
std::vector<Vec2> grown_outline(const Box& b, double margin);

/// A shortest path question for a point on the table.
struct PathQuery {
  Vec2 start{};                            ///< where the path begins
  std::vector<Vec2> goals;                 ///< the path ends at whichever it reaches first
  std::vector<std::vector<Vec2>> blocked;  ///< polygons the path may touch but not enter
  std::optional<Vec2> keep_point{};        ///< with keep_normal: the path stays where
  std::optional<Vec2> keep_normal{};       ///<   dot(p - keep_point, keep_normal) >= 0
  double max_length = 0.0;                 ///< longer paths do not count
  Vec2 prefer{};  ///< ties: the path whose first leg points more this way wins (zero: no say)
};

/// A path found: its corners from the start to the goal reached, its length, and which goal.
struct PlanePath {
  std::vector<Vec2> points;  ///< from the start to the goal reached
  double length = 0.0;       ///< its length in inches
  std::size_t goal = 0;      ///< the index of the goal reached
};

/// The shortest path from the start to any goal that never enters a blocked polygon nor leaves
/// the kept half-plane, no longer than max_length; nothing when there is none. A start inside a
/// blocked polygon leaves through the nearest way out only if the caller has removed that
/// polygon; the search itself treats it as enclosing. Ties between equally short paths go to
/// the lower goal index, then to the path whose first leg points more along `prefer`, then to
/// the path whose first turn is counter-clockwise.
std::optional<PlanePath> shortest_path(const PathQuery& query);

/// The point at arc length `s` along a path (its last point when s is beyond the end).
Vec2 point_along(const std::vector<Vec2>& points, double s);

}  // namespace skedaddle
