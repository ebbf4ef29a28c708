// SPDX-License-Identifier: MIT
// The turns at which a swinging rectangle touches a polygon (GT-4 c): a corner of one on an edge
// of the other. Plain arithmetic, sqrt and our own bearings: no libm trigonometry (DESIGN.md,
// determinism).
#include "grande_tactique/rules/touching_turns.hpp"

#include <algorithm>
#include <cmath>

namespace skedaddle::grande_tactique::detail {
namespace {

/// The unit vector 90 degrees clockwise of `d` (the positive v of the swinging frame).
Vec2 clockwise_of(Vec2 d) {
  return {d.y, -d.x};
}

/// asin in degrees, for x in [-1, 1]: the bearing of (sin a, cos a) is a.
double asin_degrees(double x) {
  const double s = std::clamp(x, -1.0, 1.0);
  const double a = bearing_of(Vec2{std::abs(s), std::sqrt(1.0 - s * s)});
  return s < 0.0 ? -a : a;
}

/// A turn taken round to (-180, 180].
double wrapped(double t) {
  while (t > 180.0)
    t -= 360.0;
  while (t <= -180.0)
    t += 360.0;
  return t;
}

/// Appends the turns at which the point `p` lies at `v` across the line (clockwise side
/// positive): rho sin(beta - t) = v.
void across_at(double rho, double beta, double v, std::vector<double>& out) {
  if (std::abs(v) > rho) return;
  const double s = asin_degrees(v / rho);
  out.push_back(wrapped(beta - s));
  out.push_back(wrapped(beta - 180.0 + s));
}

/// Appends the turns at which the point lies at `u` along the line: rho cos(beta - t) = u.
void along_at(double rho, double beta, double u, std::vector<double>& out) {
  if (std::abs(u) > rho) return;
  const double a = 90.0 - asin_degrees(u / rho);
  out.push_back(wrapped(beta - a));
  out.push_back(wrapped(beta + a));
}

}  // namespace

void touching_turns(const SwingingRectangles& r, std::span<const Vec2> outline,
                    std::vector<double>& out) {
  // A corner of the polygon on an edge line of a rectangle.
  for (const Vec2 p : outline) {
    const Vec2 rel = p - r.pivot;
    const double rho = length(rel);
    if (rho <= kPlaneEpsilon) continue;  // on the pivot: at every turn alike
    const double beta = turn_degrees(r.dir0, (1.0 / rho) * rel);
    across_at(rho, beta, r.half, out);
    across_at(rho, beta, -r.half, out);
    for (const double u : r.marks)
      along_at(rho, beta, u, out);
  }
  // A corner of a rectangle on an edge of the polygon: the corner swings on a circle about the
  // pivot, which meets each edge at most twice.
  for (const double u : r.marks) {
    for (const double v : {-r.half, r.half}) {
      const Vec2 local = u * r.dir0 + v * clockwise_of(r.dir0);
      const double rho = length(local);
      if (rho <= kPlaneEpsilon) continue;
      const double gamma = turn_degrees(r.dir0, (1.0 / rho) * local);
      for (std::size_t i = 0; i < outline.size(); ++i) {
        const Vec2 a = outline[i] - r.pivot;
        const Vec2 e = outline[(i + 1) % outline.size()] - outline[i];
        // |a + s e|^2 = rho^2, s in [0, 1].
        const double qa = dot(e, e);
        if (qa <= 0.0) continue;
        const double qb = 2.0 * dot(a, e);
        const double qc = dot(a, a) - rho * rho;
        const double disc = qb * qb - 4.0 * qa * qc;
        if (disc < 0.0) continue;
        const double root = std::sqrt(disc);
        for (const double s : {(-qb - root) / (2.0 * qa), (-qb + root) / (2.0 * qa)}) {
          if (s < -1e-12 || s > 1.0 + 1e-12) continue;
          const Vec2 x = a + s * e;
          if (length_squared(x) <= 0.0) continue;
          out.push_back(wrapped(turn_degrees(r.dir0, normalized(x)) - gamma));
        }
      }
    }
  }
}

void crossing_turns(const SwingingRectangles& r, double length, Vec2 at, Vec2 normal,
                    std::vector<double>& out) {
  // dot(pivot + length d(t) - at, normal) = 0: cos(beta_n - t) = dot(at - pivot, normal) / length.
  const double beta = turn_degrees(r.dir0, normal);
  along_at(length, beta, dot(at - r.pivot, normal), out);
}

}  // namespace skedaddle::grande_tactique::detail
