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
/// positive): rho sin(beta - t) = v; the first (where it lies ahead of the pivot, along the line)
/// and the second (behind it) only where `ahead`, `behind` say.
void across_at(double rho, double beta, double v, std::vector<double>& out, bool ahead = true,
               bool behind = true) {
  if (std::abs(v) > rho) return;
  const double s = asin_degrees(v / rho);
  if (ahead) out.push_back(wrapped(beta - s));
  if (behind) out.push_back(wrapped(beta - 180.0 + s));
}

/// Appends the turns at which the point lies at `u` along the line: rho cos(beta - t) = u.
void along_at(double rho, double beta, double u, std::vector<double>& out) {
  if (std::abs(u) > rho) return;
  const double a = 90.0 - asin_degrees(u / rho);
  out.push_back(wrapped(beta - a));
  out.push_back(wrapped(beta + a));
}

/// The least cosine of a turn within `window` degrees either way, less a margin (a degree) far
/// above the rounding of the cosines touching_turns() compares with it; below -1 (every turn)
/// from 179 degrees.
double cosine_floor(double window) {
  return window >= 179.0 ? -2.0 : bearing_vector(window + 1.0).y;
}

}  // namespace

void touching_turns(const SwingingRectangles& r, std::span<const Vec2> outline,
                    std::vector<double>& out, double window) {
  // A pair of turns is worked out (two arctangents) only when the cosine of one of them, by
  // products and a square root, says it may lie within the window: most near units' turns lie
  // far outside the window a search looks at.
  const double floor = cosine_floor(window);
  // With edges_only: the ends of the edges, widened by a margin far above the rounding of the
  // coordinates compared with them (a corner is kept wherever it may lie on an edge).
  const double margin = 1e-6 * (1.0 + r.half);
  const auto [lo, hi] = std::minmax_element(r.marks.begin(), r.marks.end());
  const double u_lo = *lo - 1e-6 * (1.0 + std::abs(*lo));
  const double u_hi = *hi + 1e-6 * (1.0 + std::abs(*hi));
  // No point farther from the pivot than every point of the edges (their ends' farthest, with
  // the margins and more) lies on an edge at any turn: with edges_only, such corners give
  // nothing, and a polygon all beyond it nothing at all (most near units of a large table).
  const double u_far = std::max(std::abs(u_lo), std::abs(u_hi));
  const double edge_reach =
      std::sqrt(u_far * u_far + (r.half + margin) * (r.half + margin)) * (1.0 + 1e-9) + 1e-6;
  // The polygon lies in a disc about its first corner: its radius the square root of the
  // greatest square (the greatest distance, the same double: sqrt is monotone and correctly
  // rounded).
  const Vec2 hub = outline.empty() ? r.pivot : outline.front();
  double farthest = 0.0;
  for (const Vec2 p : outline)
    farthest = std::max(farthest, length_squared(hub - p));
  const double spread = std::sqrt(farthest);
  const double hub_distance = distance(hub, r.pivot);
  if (r.edges_only && hub_distance - spread > edge_reach) return;
  // A corner of the polygon on an edge line of a rectangle.
  for (const Vec2 p : outline) {
    const Vec2 rel = p - r.pivot;
    const double rho = length(rel);
    if (rho <= kPlaneEpsilon) continue;  // on the pivot: at every turn alike
    if (r.edges_only && rho > edge_reach) continue;
    // The cosine and sine of the corner's turn beta from dir0 (clockwise positive).
    const double cb = dot(r.dir0, rel) / rho;
    const double sb = -cross(r.dir0, rel) / rho;
    double beta = 0.0;
    bool have_beta = false;
    auto beta_once = [&] {
      if (!have_beta) beta = turn_degrees(r.dir0, (1.0 / rho) * rel);
      have_beta = true;
      return beta;
    };
    for (const double v : {r.half, -r.half}) {
      if (std::abs(v) > rho) continue;
      // across_at's turns beta - s and beta - 180 + s, where sin s = x and cos s = c.
      const double x = v / rho;
      const double c = std::sqrt(std::max(0.0, 1.0 - x * x));
      if (cb * c + sb * x >= floor || sb * x - cb * c >= floor) {
        // On a side edge: its u, rho c at the first turn and -rho c at the second, within the
        // rectangles' reach along the line.
        const bool ahead = !r.edges_only || (rho * c >= u_lo && rho * c <= u_hi);
        const bool behind = !r.edges_only || (-rho * c >= u_lo && -rho * c <= u_hi);
        if (ahead || behind) across_at(rho, beta_once(), v, out, ahead, behind);
      }
    }
    for (const double u : r.marks) {
      if (std::abs(u) > rho) continue;
      // along_at's turns beta - a and beta + a, where cos a = x and sin a = c.
      const double x = u / rho;
      const double c = std::sqrt(std::max(0.0, 1.0 - x * x));
      // On a front or rear edge: at either turn the corner lies rho c across the line.
      if (r.edges_only && rho * c > r.half + margin) continue;
      if (cb * x + sb * c >= floor || cb * x - sb * c >= floor) along_at(rho, beta_once(), u, out);
    }
  }
  // A corner of a rectangle on an edge of the polygon: the corner swings on a circle about the
  // pivot, which meets each edge at most twice. The polygon lies in a disc about its first
  // corner, so a circle that passes wide of the disc meets none of its edges (most units are
  // farther from the pivot than any corner of the rectangles).
  const double slack = 1e-6 * (1.0 + hub_distance + spread);
  for (const double u : r.marks) {
    for (const double v : {-r.half, r.half}) {
      const Vec2 local = u * r.dir0 + v * clockwise_of(r.dir0);
      const double rho = length(local);
      if (rho <= kPlaneEpsilon) continue;
      if (rho < hub_distance - spread - slack || rho > hub_distance + spread + slack) continue;
      double gamma = 0.0;
      bool have_gamma = false;
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
          // The turn is the angle from `local` to x: its cosine first.
          if (dot(x, local) < floor * length(x) * rho) continue;
          if (!have_gamma) gamma = turn_degrees(r.dir0, (1.0 / rho) * local);
          have_gamma = true;
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
