// SPDX-License-Identifier: MIT
// Private to the Grande Tactique engine: the turns of a line at which the ground it sweeps first
// or last touches an obstacle (GT-4 c, exact least angle as settled on 2026-11-28).
#pragma once

#include <array>
#include <span>
#include <vector>

#include "skedaddle/geometry/plane.hpp"

namespace skedaddle::grande_tactique::detail {

/// Rectangles that swing with a line through `pivot`: the line turned by t degrees (clockwise
/// positive) from `dir0` runs along u, with v across it; each rectangle spans two of `marks`
/// along u and -half..half across (the swept corridor, the base at its start and at its end).
struct SwingingRectangles {
  Vec2 pivot{};
  Vec2 dir0{0.0, 1.0};
  std::array<double, 4> marks{};  ///< the u of every front or rear edge, inches
  double half = 0.0;              ///< half the frontage, inches
  /// Only the turns at which a corner of the polygon lies on an edge itself (within a rounding
  /// margin), not on the line beyond its ends, where no overlap begins or ends.
  bool edges_only = false;
};

/// Appends to `out` every turn (degrees, in (-180, 180]) at which a corner of `outline` lies on
/// an edge line of the rectangles, or a corner of a rectangle on an edge of `outline`: the only
/// turns at which whether a rectangle overlaps the polygon can change (GT-4 c). With `window`
/// below 180, only those within `window` degrees either way are sure to be appended (each the
/// same value as without a window), and some others may be. With `r.edges_only`, a subset of
/// the same values: those where a corner of `outline` lies on an edge within its ends.
void touching_turns(const SwingingRectangles& r, std::span<const Vec2> outline,
                    std::vector<double>& out, double window = 180.0);

/// Appends the turns at which the point `length` along the line lies on the line through
/// `at` square to the unit vector `normal` (GT-5: the end of a line crossing the causer's front).
void crossing_turns(const SwingingRectangles& r, double length, Vec2 at, Vec2 normal,
                    std::vector<double>& out);

}  // namespace skedaddle::grande_tactique::detail
