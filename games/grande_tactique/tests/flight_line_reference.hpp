// SPDX-License-Identifier: MIT
// A plain reference for GT-4 (b) and (c), written from the rulings alone, for the property
// tests that hold the engine's flights to it (properties_test.cpp for the first fugitive of a
// resolution, later_flights_reference_test.cpp for those that flee later): whether the straight
// corridor directly away is clear, whether the line turned by a given angle is clear, and the
// least clear turn to one side found by trying lines every 0.01 degree, then bisection. Every
// test is a plain overlap of rectangles (separating axes, plane.hpp); nothing of the engine's
// search (touching turns, windows, buckets) is used.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "skedaddle/geometry/plane.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique::line_reference {

/// One flight as GT-4 (b) and (c) see it: the table as it stands when the unit flees.
struct FlightLine {
  std::span<const Unit> units;        ///< every unit where it stands at that moment
  const Table* table = nullptr;       ///< the table, for its impassable ground
  std::size_t self = 0;               ///< the fugitive's index
  std::optional<std::size_t> causer;  ///< the causer's index; none in continued flight (GT-8)
  Box base{};                         ///< the fugitive's base as it flees (GT-3: a square in line)
  Vec2 away{};                        ///< "directly away" (GT-4 b), or straight to its own edge
  double length = 0.0;                ///< the flight distance (GT-2)
};

/// The flight of unit `a` from causer `c` on the table as the scenario gives it: directly away
/// from the causer's centre, the fugitive's base in line (GT-3).
inline FlightLine first_flight(const Scenario& s, UnitId a, UnitId c, double length) {
  const Unit& u = s.units[index_of(a)];
  const BaseSize line = default_base(Arm::infantry);
  Box base = u.base;
  if (u.in_square) {
    base.width = line.width;
    base.depth = line.depth;
  }
  return FlightLine{.units = s.units,
                    .table = &s.table,
                    .self = index_of(a),
                    .causer = index_of(c),
                    .base = base,
                    .away = normalized(u.base.centre - s.units[index_of(c)].base.centre),
                    .length = length};
}

/// The length of the segment from p to q inside the rectangle b: the segment clipped by each of
/// b's edges in turn (b is convex).
inline double length_inside(Vec2 p, Vec2 q, const Box& b) {
  const std::array<Vec2, 4> c = b.corners();
  double lo = 0.0;
  double hi = 1.0;
  for (std::size_t e = 0; e < 4; ++e) {
    const Vec2 from = c[e];
    const Vec2 edge = c[(e + 1) % 4] - from;
    // Signed so that b's centre is on the positive side.
    const double inward = cross(edge, b.centre - from) > 0.0 ? 1.0 : -1.0;
    const double at_p = inward * cross(edge, p - from);
    const double at_q = inward * cross(edge, q - from);
    if (at_p < 0.0 && at_q < 0.0) return 0.0;
    if (at_p < 0.0) lo = std::max(lo, at_p / (at_p - at_q));
    if (at_q < 0.0) hi = std::min(hi, at_p / (at_p - at_q));
  }
  return hi > lo ? (hi - lo) * distance(p, q) : 0.0;
}

/// True when `other`, which `base` overlaps at the start of its move, blocks a straight move of
/// `length` along the base's facing (GT-4, settled 2026-11-25: no obstacle as long as the
/// overlap area never grows along the move; a base still on it at the end is no way out). The
/// square root of the common area of two convex figures is concave along a straight move
/// (Brunn-Minkowski), so the area never grows when it does not grow at the start, where it
/// grows at the rate of the front edge's length inside `other` less the rear edge's (the side
/// edges run along the move).
inline bool deeper_or_still_on(const Box& base, double length, const Box& other) {
  if (overlap(base.moved(length * base.facing), other)) return true;
  const std::array<Vec2, 4> c = base.corners();  // front-left, front-right, rear-right, rear-left
  const double gained = length_inside(c[0], c[1], other);
  const double lost = length_inside(c[3], c[2], other);
  return gained > lost + 1e-9;
}

/// The random tables' impassable ground (an axis-aligned rectangle) as a Box, for the same
/// separating-axis test as the bases (not the polygon library, whose tolerance lets a corner
/// 6e-7" deep pass for touching: seed 28).
inline Box lake_box(const Terrain& t) {
  const std::vector<Vec2>& o = t.area.outline();
  EXPECT_EQ(o.size(), 4U);
  return Box{0.5 * (o[0] + o[2]), {0.0, 1.0}, std::abs(o[2].x - o[0].x), std::abs(o[2].y - o[0].y)};
}

/// Which units a corridor must keep out of.
enum class Obstacles {
  enemies,    ///< GT-4 c: enemies only (friends in it are passed through, GT-6)
  all_units,  ///< GT-4 b: "clear of all units"
};

/// What closes a straight move of the fugitive's base turned by `turn` degrees (positive
/// clockwise) from directly away.
enum class Closed {
  no,        ///< clear
  corridor,  ///< a unit (the causer and generals aside) or impassable ground in the corridor
  behind,    ///< its end lies farther behind the causer's front edge than it starts (GT-5)
};

/// Whether the corridor of the line turned by `turn` degrees is closed (GT-4 b and c): a unit
/// of `which` (the causer and generals aside, GT-4, GT-15) or impassable ground (GT-15)
/// overlapping the ground the pivoted base sweeps, a base that the pivoted base starts on only
/// when the move goes deeper into it or ends on it; or its end behind the causer (GT-5). The
/// table edge is no obstacle (GT-7).
inline Closed line_closed(const FlightLine& f, double turn, Obstacles which) {
  const Vec2 dir = rotated(f.away, bearing_vector(turn));
  const Box base = f.base.facing_toward(dir);
  const Box ground = swept(base, f.length);
  const Side side = f.units[f.self].side;
  for (std::size_t j = 0; j < f.units.size(); ++j) {
    const Unit& o = f.units[j];
    if (j == f.self || j == f.causer || !o.on_table() || o.arm == Arm::general) continue;
    if (which == Obstacles::enemies && o.side == side) continue;
    if (!overlap(ground, o.base)) continue;
    if (!overlap(base, o.base) || deeper_or_still_on(base, f.length, o.base))
      return Closed::corridor;
  }
  for (const Terrain& t : f.table->terrain) {
    if (t.kind == TerrainKind::impassable && overlap(ground, lake_box(t))) return Closed::corridor;
  }
  if (f.causer) {
    const Box& causer = f.units[*f.causer].base;
    const double floor = std::min(0.0, ahead_of_front(causer, f.base.centre));
    if (ahead_of_front(causer, f.base.centre + f.length * dir) < floor - 1e-9)
      return Closed::behind;
  }
  return Closed::no;
}

/// GT-4 c: the line turned by `turn` degrees is blocked (enemies, impassable ground, GT-5).
inline bool line_blocked(const FlightLine& f, double turn) {
  return line_closed(f, turn, Obstacles::enemies) != Closed::no;
}

/// True when impassable ground, and nothing else, blocks the line turned by `turn` degrees
/// (GT-4 c): no enemy in its corridor, its end not behind the causer.
inline bool only_ground_blocks(const FlightLine& f, double turn) {
  if (!line_blocked(f, turn)) return false;
  FlightLine bare = f;
  const Table* table = f.table;
  Table no_ground;
  no_ground.width = table->width;
  no_ground.depth = table->depth;
  bare.table = &no_ground;
  return !line_blocked(bare, turn);
}

/// GT-4 c: the least turn to one side (`sense` 1 clockwise, -1 counter-clockwise) whose line is
/// clear, no more than `limit` degrees: lines every 0.01 degree up to the first clear one, then
/// bisection between it and the blocked line before it; nothing when none is clear.
inline std::optional<double> least_turn(const FlightLine& f, double sense, double limit = 180.0) {
  if (!line_blocked(f, 0.0)) return 0.0;
  for (int k = 1; 0.01 * (k - 1) < limit && k <= 18000; ++k) {
    double hi = 0.01 * k;
    if (line_blocked(f, sense * hi)) continue;
    double lo = 0.01 * (k - 1);
    for (int i = 0; i < 60; ++i) {
      const double mid = 0.5 * (lo + hi);
      (line_blocked(f, sense * mid) ? lo : hi) = mid;
    }
    return hi;
  }
  return std::nullopt;
}

/// `f` with only the units that any line of its flight can reach, for speed: a base farther
/// from the start than the flight distance plus the fleeing base's half-diagonal lies beyond
/// every corridor. `kept` holds the units; the causer and the fugitive keep their places at the
/// front.
inline FlightLine within_reach(const FlightLine& f, std::vector<Unit>& kept) {
  kept.clear();
  FlightLine near = f;
  kept.push_back(f.units[f.self]);
  near.self = 0;
  if (f.causer) {
    kept.push_back(f.units[*f.causer]);
    near.causer = 1;
  }
  const double reach = f.length + 0.5 * std::hypot(f.base.width, f.base.depth) + 1e-6;
  for (std::size_t j = 0; j < f.units.size(); ++j) {
    if (j == f.self || j == f.causer) continue;
    if (distance(f.base.centre, f.units[j].base) <= reach) kept.push_back(f.units[j]);
  }
  near.units = kept;
  return near;
}

}  // namespace skedaddle::grande_tactique::line_reference
