// SPDX-License-Identifier: MIT
// For the tests that hold a shortcut of the least-turn search (GT-4 c, flight.cpp) to the plain
// way: random crowded (and sparse) tables where many flights turn, the first difference between
// two plans of one flight, bit for bit, and the plans of many flights compared.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/rules/unit_grid.hpp"
#include "grande_tactique/tests/builder.hpp"
#include "grande_tactique/tests/random_table.hpp"

namespace skedaddle::grande_tactique::detail::test_flights {

inline std::uint64_t bits(double x) {
  return std::bit_cast<std::uint64_t>(x);
}

/// The first difference between two plans and the marks their searches tried, or "".
inline std::string plan_differences(const FlightPlan& lazy, const std::vector<double>& lazy_marks,
                                    const FlightPlan& eager,
                                    const std::vector<double>& eager_marks) {
  if (lazy_marks.size() != eager_marks.size())
    return "marks tried: " + std::to_string(lazy_marks.size()) + " against " +
           std::to_string(eager_marks.size());
  for (std::size_t i = 0; i < lazy_marks.size(); ++i) {
    if (bits(lazy_marks[i]) != bits(eager_marks[i])) return "mark " + std::to_string(i);
  }
  const std::span<const FlightOption> a = lazy.tried();
  const std::span<const FlightOption> b = eager.tried();
  if (a.size() != b.size()) return "ways tried";
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i].way != b[i].way || a[i].rejection != b[i].rejection || a[i].blocker != b[i].blocker ||
        a[i].terrain != b[i].terrain || bits(a[i].turned) != bits(b[i].turned) ||
        a[i].path.size() != b[i].path.size())
      return "way " + std::to_string(i);
    for (std::size_t k = 0; k < a[i].path.size(); ++k) {
      if (bits(a[i].path[k].x) != bits(b[i].path[k].x) ||
          bits(a[i].path[k].y) != bits(b[i].path[k].y))
        return "way " + std::to_string(i) + ", point " + std::to_string(k);
    }
  }
  if (lazy.passed != eager.passed) return "friends passed";
  return "";
}

/// A crowded flight: the random table of `seed` with enemies (and some friends) from beside the
/// fugitive to well beyond its reach, so that most flights turn and many enemies give marks far
/// from the least turn; and the fugitive's flight.
struct CrowdedFlight {
  skedaddle::test::GtRandomTable t;  ///< the table
  FlightRequest request;             ///< the flight asked
};

/// The random table of `seed` (any positive number) with `extra` more units, each within
/// `radius` inches of the fugitive, and the fugitive's flight.
inline CrowdedFlight flight_among(int seed, int extra, double radius) {
  skedaddle::test::GtRandomTable t =
      skedaddle::test::gt_random_table(static_cast<std::uint64_t>(seed));
  skedaddle::test::GtRng rng(static_cast<std::uint64_t>(seed) * 7727);
  const Vec2 at = t.s.units[index_of(t.a)].base.centre;
  for (int placed = 0, tries = 0; placed < extra && tries < 600; ++tries) {
    const Vec2 direction = bearing_vector(rng.real(0.0, 360.0));
    const Vec2 p = at + rng.real(1.0, radius) * direction;
    const Box box{p, bearing_vector(rng.real(0.0, 360.0)), 2.5, 1.0};
    if (!skedaddle::test::gt_free_spot(t.s, box)) continue;
    const Side side = rng.chance(0.8) ? Side::second : Side::first;
    skedaddle::test::gt_unit(t.s, "X" + std::to_string(placed), Arm::infantry, side, p,
                             bearing_of(box.facing));
    ++placed;
  }
  const Unit& a = t.s.units[index_of(t.a)];
  const FlightRequest request{.unit = t.a,
                              .causer = t.c,
                              .distance = a.arm == Arm::infantry ? 7.0 : 11.0,
                              .seek_cover = a.arm == Arm::infantry,
                              .leave_area = -1};
  return CrowdedFlight{t, request};
}

/// The crowded flight of `seed` (any positive number).
inline CrowdedFlight crowded_flight(int seed) {
  return seed % 2 == 0 ? flight_among(seed, 14, 12.0) : flight_among(seed, 40, 30.0);
}

/// A flight among a few more units (two to four within 8"), so that the least-turn search's
/// windows often hold only a few units.
inline CrowdedFlight sparse_flight(int seed) {
  return flight_among(seed, 2 + seed % 3, 8.0);
}

/// What comparing the plans of many flights, two ways, found.
struct Comparison {
  std::vector<std::string> differences;  ///< "seed N: " and the first difference, at most ten
  int turned = 0;                        ///< flights whose way taken is a turned line
  std::size_t marks = 0;                 ///< marks the engine's search tried, all flights
  int unindexed_windows = 0;             ///< its windows of a few units left unindexed
};

/// Plans the flights `flight(1)` to `flight(tables)` with a workspace as the engine keeps it
/// and with `reference` (one set to a plain way: eager marks, no turn index, plain line tests),
/// and compares each pair of plans bit for bit.
inline Comparison compare_plans(int tables, CrowdedFlight (*flight)(int),
                                FlightWorkspace& reference) {
  FlightWorkspace engine_workspace;
  FlightPlan engine;
  FlightPlan plain;
  Comparison out;
  for (int seed = 1; seed <= tables; ++seed) {
    const CrowdedFlight f = flight(seed);
    const UnitGrid grid(f.t.s.table, f.t.s.units);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, engine_workspace, engine);
    plan_flight(f.t.s, f.t.s.units, grid, f.request, reference, plain);
    const std::string difference =
        plan_differences(engine, engine_workspace.marks_tried(), plain, reference.marks_tried());
    if (!difference.empty() && out.differences.size() < 10)
      out.differences.push_back("seed " + std::to_string(seed) + ": " + difference);
    if (engine.taken().way == FlightWay::turned) ++out.turned;
    out.marks += engine_workspace.marks_tried().size();
  }
  out.unindexed_windows = engine_workspace.unindexed_windows();
  return out;
}

}  // namespace skedaddle::grande_tactique::detail::test_flights
