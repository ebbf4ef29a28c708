// SPDX-License-Identifier: MIT
// Polygons that bracket the ground within a distance of a rectangle (its corners rounded): the
// polygon path search (area.hpp) round them gives a lower and an upper bound on the exact
// clear path (clear_path.hpp) round the rectangle itself. For the tests that hold the exact
// path to the polygon search.
#pragma once

#include <array>
#include <cmath>
#include <numbers>
#include <vector>

#include "skedaddle/geometry/plane.hpp"

namespace skedaddle::test {

/// The rectangle grown by r with each corner's quarter circle replaced by m segments:
/// circumscribed (its vertices outside the circle, tangent at the segments' middles) or
/// inscribed (vertices on it). Counter-clockwise.
inline std::vector<Vec2> rounded_polygon(const Box& b, double r, int m, bool circumscribed) {
  const std::array<Vec2, 4> c = b.corners();  // clockwise
  std::vector<Vec2> out;
  const double step = 0.5 * std::numbers::pi / m;
  for (int k = 3; k >= 0; --k) {  // counter-clockwise
    const Vec2 v = c[static_cast<std::size_t>(k)];
    const Vec2 prev = c[static_cast<std::size_t>((k + 1) % 4)];
    const Vec2 e = normalized(v - prev);
    const Vec2 n_in{e.y, -e.x};  // outward, right of the counter-clockwise edge
    const double a0 = std::atan2(n_in.y, n_in.x);
    if (circumscribed) {
      const double R = r / std::cos(0.5 * step);
      out.push_back(v + r * n_in);
      for (int j = 0; j < m; ++j) {
        const double a = a0 + (j + 0.5) * step;
        out.push_back(v + R * Vec2{std::cos(a), std::sin(a)});
      }
      out.push_back(v + r * Vec2{std::cos(a0 + m * step), std::sin(a0 + m * step)});
    } else {
      for (int j = 0; j <= m; ++j) {
        const double a = a0 + j * step;
        out.push_back(v + r * Vec2{std::cos(a), std::sin(a)});
      }
    }
  }
  return out;
}

}  // namespace skedaddle::test
