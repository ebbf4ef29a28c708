// SPDX-License-Identifier: MIT
// GT-14 with GT-7: how far a fleeing unit's centre goes before it first leaves the table. The
// path is sampled every 0.01 inch and the first sample off the table bisected. Samples on a
// straight leg that lie inside the table by far more than rounding are passed over unplaced, so
// that a long flight costs its last inches rather than one placing per hundredth of an inch
// (about three quarters of such a resolution): the result is the same double as placing every
// sample, since every sample passed over would have been placed on the table.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <span>

#include "grande_tactique/rules/flight.hpp"
#include "skedaddle/geometry/clear_path.hpp"

namespace skedaddle::grande_tactique::detail {
namespace {

/// The distance (inches) between samples: far shorter than any base, so that no flight's path
/// leaves the table and comes back between two of them.
constexpr double kEdgeStep = 0.01;
/// How far inside the table (inches) a point must lie for its placing to lie inside as well:
/// rounding moves a placing on a table of a few hundred inches by about 1e-13.
constexpr double kSurelyInside = 1e-7;
/// The legs whose lengths the walk keeps; a path of more (none is known) is sampled plainly.
constexpr std::size_t kMaxLegs = 32;

bool on_table(const Table& table, Vec2 p) {
  return p.x >= -kPlaneEpsilon && p.y >= -kPlaneEpsilon && p.x <= table.width + kPlaneEpsilon &&
         p.y <= table.depth + kPlaneEpsilon;
}

/// Where position_along() places the point `s` along a path of legs of `lengths`: the leg, and
/// how far along it, found by the same comparisons and subtractions.
struct LegPlace {
  std::size_t leg = 0;
  double along = 0.0;
};
LegPlace leg_place(std::span<const double> lengths, double s) {
  const std::size_t last = lengths.size() - 1;
  std::size_t k = 0;
  while (k < last && !(s <= lengths[k])) {
    s -= lengths[k];
    ++k;
  }
  return {k, s};
}

/// How far along the straight leg from `a` in direction `dir` every point lies inside the table
/// by at least kSurelyInside, less a margin for the rounding of that bound; below 0 when `a`
/// itself does not.
double surely_inside_until(const Table& table, Vec2 a, Vec2 dir) {
  const double low = -kPlaneEpsilon + kSurelyInside;
  const std::array<double, 2> high = {table.width + kPlaneEpsilon - kSurelyInside,
                                      table.depth + kPlaneEpsilon - kSurelyInside};
  const std::array<double, 2> from = {a.x, a.y};
  const std::array<double, 2> towards = {dir.x, dir.y};
  double until = std::numeric_limits<double>::infinity();
  for (std::size_t axis = 0; axis < 2; ++axis) {
    if (from[axis] < low || from[axis] > high[axis]) return -1.0;
    if (towards[axis] > 0.0) until = std::min(until, (high[axis] - from[axis]) / towards[axis]);
    if (towards[axis] < 0.0) until = std::min(until, (low - from[axis]) / towards[axis]);
  }
  return until * (1.0 - 1e-12) - 1e-9;
}

}  // namespace

double length_on_table(const Table& table, const std::vector<Vec2>& points,
                       const std::vector<PathArc>& arcs) {
  if (points.size() < 2) return 0.0;
  CurvedPath path{.points = points, .arcs = arcs};
  const std::size_t legs = points.size() - 1;
  std::array<double, kMaxLegs> kept{};
  for (std::size_t k = 0; k < legs; ++k) {
    const double length = leg_length(points, arcs, k);
    if (k < kMaxLegs) kept[k] = length;
    path.length += length;
  }
  const std::span<const double> lengths(kept.data(), std::min(legs, kMaxLegs));
  const auto straight = [&](std::size_t k) {
    return std::none_of(arcs.begin(), arcs.end(), [k](const PathArc& arc) { return arc.leg == k; });
  };
  const auto steps = static_cast<std::size_t>(std::ceil(path.length / kEdgeStep)) + 1;
  const auto sample = [&](std::size_t i) {
    return path.length * static_cast<double>(i) / static_cast<double>(steps);
  };
  // The samples in order; those of a straight leg surely inside are passed over together.
  std::size_t safe_leg = legs;  // the leg whose bound `safe` holds, none at first
  double safe = -1.0;
  double inside = 0.0;
  for (std::size_t i = 1; i <= steps; ++i) {
    double outside = sample(i);
    if (legs <= kMaxLegs) {
      const LegPlace at = leg_place(lengths, outside);
      if (at.leg != safe_leg) {
        safe_leg = at.leg;
        const Vec2 a = points[at.leg];
        safe = straight(at.leg) && lengths[at.leg] > 0.0
                   ? surely_inside_until(table, a, normalized(points[at.leg + 1] - a))
                   : -1.0;
      }
      if (at.along < safe) {
        // The samples from i on lie on this leg below `safe` up to some last one: the places
        // grow with the sample, so it is found by halving.
        std::size_t last = i;
        std::size_t beyond = steps + 1;
        while (beyond - last > 1) {
          const std::size_t middle = last + (beyond - last) / 2;
          const LegPlace m = leg_place(lengths, sample(middle));
          (m.leg == at.leg && m.along < safe ? last : beyond) = middle;
        }
        inside = sample(last);
        i = last;
        continue;
      }
    }
    if (on_table(table, position_along(path, outside).at)) {
      inside = outside;
      continue;
    }
    for (int k = 0; k < 64; ++k) {
      const double middle = 0.5 * (inside + outside);
      (on_table(table, position_along(path, middle).at) ? inside : outside) = middle;
    }
    return inside;
  }
  return path.length;
}

}  // namespace skedaddle::grande_tactique::detail
