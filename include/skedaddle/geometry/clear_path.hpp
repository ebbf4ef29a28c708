// SPDX-License-Identifier: MIT
// The exact shortest path of a point that keeps a clearance from polygons (GT-4 b: the centre
// of a fleeing base keeps half its frontage from every other base and impassable area). The
// ground within the clearance of a polygon has rounded corners, so the path is made of straight
// legs tangent to circles about the polygons' convex corners and arcs along those circles.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <vector>

#include "skedaddle/geometry/plane.hpp"

namespace skedaddle {

/// Ground a path keeps `clearance` (> 0) away from: a simple polygon, either winding.
struct Keepaway {
  std::vector<Vec2> outline;  ///< the polygon's corners; the last joins the first
  double clearance = 0.0;     ///< inches to keep from it (> 0)
};

/// A half-plane a path stays in: the points p with dot(p - point, normal) >= 0.
struct HalfPlane {
  Vec2 point{};   ///< a point on its boundary line
  Vec2 normal{};  ///< unit length
};

/// A question for clear_path().
struct ClearPathQuery {
  Vec2 start{};                       ///< where the path begins
  std::vector<Vec2> goals{};          ///< the path ends at whichever it reaches first
  std::vector<Keepaway> obstacles{};  ///< touching a clearance is allowed, coming closer is not
  std::vector<HalfPlane> keep{};      ///< half-planes the whole path stays in
  double max_length = 0.0;            ///< longer paths do not count
  Vec2 prefer{};  ///< ties: the path whose first leg points more this way (zero: no say)
  Vec2 line{};    ///< then the path whose first leg is more counter-clockwise of this
};

/// A path of a point: straight legs between its points, except the legs listed in `arcs`.
struct CurvedPath {
  std::vector<Vec2> points;   ///< from the start to the goal reached
  std::vector<PathArc> arcs;  ///< sorted by leg
  double length = 0.0;        ///< its length in inches, arcs measured along the arc
  std::size_t goal = 0;       ///< the index of the goal reached
};

/// The shortest path from the start to any goal that stays in every kept half-plane and never
/// comes closer to an obstacle than its clearance (less 1e-9 inch), no longer than max_length
/// (plus 1e-9 inch); nothing when there is none, or when the start is too close to an
/// obstacle. Exact up to rounding: its legs are tangents and arcs of radius = the clearance
/// about the obstacles' convex corners, found by a search over the tangent points. Ties
/// between equally short paths (within 1e-9 inch) go to the path whose first leg points more
/// along `prefer`, then to the one whose first leg is more counter-clockwise of `line`, then to
/// the lower goal index.
std::optional<CurvedPath> clear_path(const ClearPathQuery& query);

/// The buffers clear_path() searches in, kept from one search to the next by a caller that
/// searches again and again (a kept resolution), so that a search allocates nothing once they
/// have grown. One per thread.
class ClearPathWorkspace {
 public:
  /// Empty buffers.
  ClearPathWorkspace();
  /// Moves the buffers.
  ClearPathWorkspace(ClearPathWorkspace&&) noexcept;
  /// Moves the buffers.
  ClearPathWorkspace& operator=(ClearPathWorkspace&&) noexcept;
  /// Frees the buffers.
  ~ClearPathWorkspace();

  /// The buffers themselves, known only where the search is (clear_path.cpp).
  struct Buffers;

 private:
  friend bool clear_path(const ClearPathQuery& query, ClearPathWorkspace& workspace,
                         CurvedPath& path);
  std::unique_ptr<Buffers> buffers_;
};

/// clear_path() in `workspace`, the path written over `path` (its storage reused): true when
/// there is one, false (`path` then unspecified) when there is none.
bool clear_path(const ClearPathQuery& query, ClearPathWorkspace& workspace, CurvedPath& path);

/// Where a point is after travelling `s` along a path, and which way it is heading there.
struct PathPosition {
  Vec2 at{};       ///< the point
  Vec2 heading{};  ///< unit: along the straight leg, or the arc's tangent
};

/// The position `s` along the path (its end when s is beyond it); the path must have length.
PathPosition position_along(const CurvedPath& path, double s);

/// The first `s` of the path (all of it when s is beyond its end).
CurvedPath cut_path(const CurvedPath& path, double s);

/// cut_path() written over `out` (its storage reused; not `path` itself).
void cut_path(const CurvedPath& path, double s, CurvedPath& out);

}  // namespace skedaddle
