// SPDX-License-Identifier: MIT
// Grande Tactique flight on random tables (fixed seeds, a few hundred each): properties every
// outcome must have whatever the table (GT-4, GT-5, GT-6, ALL-2). Written from the rules and
// the public headers alone.
// The tables are described in random_table.hpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "grande_tactique/tests/builder.hpp"
#include "grande_tactique/tests/flight_line_reference.hpp"
#include "grande_tactique/tests/random_table.hpp"
#include "support/light_tests.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

using test::gt_at;
using test::gt_continue;
using test::gt_error_text;
using test::gt_errors;
using test::gt_events;
using test::gt_faces;
using test::gt_flee;
using test::gt_free_spot;
using test::gt_general;
using test::gt_path;
using test::gt_random_continue;
using test::gt_random_table;
using test::gt_rect;
using test::gt_square;
using test::gt_summary;
using test::gt_table;
using test::gt_taken;
using test::gt_terrain;
using test::gt_unit;
using test::GtRandomTable;
using test::GtRng;

const int kTables = test::scaled(300);
constexpr double kTiny = 1e-6;
/// How far a gap path may near a base it started within the clearance of: the engine's own
/// geometric tolerance lets such a path come 1e-6" closer (seeds 1626, 2241).
constexpr double kApproach = 1e-5;

/// Resolves with seeded dice; a failed check or resolve is a test failure and gives nothing.
std::optional<Outcome> resolve_seeded(const Scenario& s, std::uint64_t seed) {
  const Errors errors = check(s);
  EXPECT_TRUE(errors.empty()) << "seed " << seed << ": " << gt_error_text(errors);
  if (!errors.empty()) return std::nullopt;
  Dice dice = Dice::seeded(seed);
  Result<Outcome> r = resolve(s, dice);
  EXPECT_TRUE(r.ok()) << "seed " << seed << ": " << gt_errors(r);
  if (!r.ok()) return std::nullopt;
  EXPECT_EQ(dice.draws(), gt_faces(r.value()).size()) << "seed " << seed << ": ALL-2";
  return std::move(r).value();
}

/// `b` shrunk by `tol` on every side: overlaps of that depth or less are tolerated.
Box shrunk(const Box& b, double tol) {
  Box s = b;
  s.width -= 2.0 * tol;
  s.depth -= 2.0 * tol;
  return s;
}

/// The way `unit` fled by, from its taken FlightTried event, or "" when none.
std::string way_of(const Outcome& out, UnitId unit) {
  const std::optional<FlightTried> t = gt_taken(out, unit);
  return t ? std::string(t->way) : std::string();
}

/// Which end positions expect_no_overlap() looks at.
enum class Ends {
  all_but_gap,  ///< every pair but those with a unit that fled by a gap path
  gap_friends,  ///< only a unit that fled by a gap path against a friend
};

/// Every pair of bases on the table at the end (generals aside: they neither block nor are
/// disturbed) is clear of each other, to `tol`. A gap path keeps the centre half a frontage
/// from every base, which does not keep the corners of the base clear; GT-6 extends an end on a
/// friend (`ends` looks at those apart; see
/// GrandeTactiqueRulings.Gt6GapPathEndingOverlappingAFriendIsExtended), and its ends against
/// enemies not at all (the rules do not say what then).
void expect_no_overlap(const Outcome& out, std::uint64_t seed, double tol,
                       Ends ends = Ends::all_but_gap) {
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    const Unit& u = out.units[i];
    if (!u.on_table() || u.arm == Arm::general) continue;
    for (std::size_t j = i + 1; j < out.units.size(); ++j) {
      const Unit& v = out.units[j];
      if (!v.on_table() || v.arm == Arm::general) continue;
      const bool gap = way_of(out, UnitId{static_cast<std::uint32_t>(i)}) == "gap" ||
                       way_of(out, UnitId{static_cast<std::uint32_t>(j)}) == "gap";
      if (gap != (ends == Ends::gap_friends)) continue;
      if (ends == Ends::gap_friends && u.side != v.side) continue;
      EXPECT_FALSE(overlap(shrunk(u.base, tol), v.base))
          << "seed " << seed << ": " << u.id << " overlaps " << v.id << " at the end";
    }
  }
}

/// No fugitive's path takes it through an enemy other than the causer (GT-4), the enemies
/// standing where the scenario put them (only one side flees in a request):
///  - along every path the centre never enters an enemy base it did not start in;
///  - straight and turned lines: the base moved along each straight segment never overlaps an
///    enemy it did not already overlap after the pivot (by more than the sweep's own epsilon);
///  - gap paths: the centre keeps half its frontage from every enemy, or, from one it started
///    closer to, never gets closer than at the start.
void expect_no_enemy_passed(const Scenario& s, const Outcome& out, std::optional<UnitId> causer,
                            std::uint64_t seed) {
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    const UnitId id{static_cast<std::uint32_t>(i)};
    const Unit& u = out.units[i];
    if (u.arm == Arm::general) continue;
    const std::vector<Vec2> path = gt_path(out, id);
    if (path.size() < 2) continue;
    const std::string way = way_of(out, id);
    const double w = u.base.width;
    const double d = u.base.depth;
    for (std::size_t j = 0; j < s.units.size(); ++j) {
      const Unit& e = s.units[j];
      if (e.side == u.side || e.arm == Arm::general || !e.on_table()) continue;
      if (causer && index_of(*causer) == j) continue;
      const double at_start = distance(path.front(), e.base);
      double closest = at_start;
      // Along the arcs of a gap path (GT-4 b), not their chords.
      const CurvedPath curve = test::gt_curve(out, id);
      for (double t = 0.0; t <= curve.length; t += 0.01)
        closest = std::min(closest, distance(position_along(curve, t).at, e.base));
      closest = std::min(closest, distance(path.back(), e.base));
      if (at_start > 0.0) {
        EXPECT_GT(closest, 0.0) << "seed " << seed << ": " << u.id << "'s centre enters " << e.id;
      }
      if (way == "gap") {
        EXPECT_GE(closest, std::min(w / 2.0, at_start) - kApproach)
            << "seed " << seed << ": " << u.id << "'s gap path comes within " << closest << " of "
            << e.id;
      }
      if (way == "straight" || way == "turned") {
        for (std::size_t k = 1; k < path.size(); ++k) {
          const double len = distance(path[k - 1], path[k]);
          if (len <= kTiny) continue;
          const Vec2 dir = normalized(path[k] - path[k - 1]);
          const Box base{path[k - 1], dir, w, d};
          if (overlap(base, e.base)) continue;  // overlapped after the pivot: left open
          const std::optional<Interval> hit = sweep(base, dir, e.base);
          EXPECT_FALSE(hit && hit->lo < len - kTiny && hit->hi > kTiny)
              << "seed " << seed << ": " << u.id << " (" << way << ") passes through " << e.id
              << " between " << hit->lo << " and " << hit->hi << " of " << len;
        }
      }
    }
  }
}

/// Which fugitives expect_in_front() looks at.
enum class Ways { all_but_cover, cover_only };

/// Every fugitive that started in front of the causer's front edge keeps its centre there
/// (GT-5): every corner of its path (a straight leg between two corners stays in a half-plane).
/// Flights into cover are looked at apart (`ways`): a unit is placed at the anchor of cover, so
/// the anchor must be in front too (see
/// GrandeTactiqueRulings.Gt5CoverWhoseAnchorIsBehindTheCauserIsNotTaken).
void expect_in_front(const Scenario& s, const Outcome& out, UnitId causer, std::uint64_t seed,
                     Ways ways = Ways::all_but_cover) {
  const Box& front = s.units[index_of(causer)].base;
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    const UnitId id{static_cast<std::uint32_t>(i)};
    const std::vector<Vec2> path = gt_path(out, id);
    if (path.size() < 2 || out.units[i].arm == Arm::general) continue;
    if (ahead_of_front(front, path.front()) <= kTiny) continue;
    if ((way_of(out, id) == "cover") != (ways == Ways::cover_only)) continue;
    for (const Vec2& p : path)
      EXPECT_GE(ahead_of_front(front, p), -1e-9)
          << "seed " << seed << ": " << out.units[i].id << " goes behind the causer";
  }
}

TEST(GrandeTactiqueProperties, FugitivesNeverEndOverlappingAnotherBase) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const GtRandomTable t = gt_random_table(seed);
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (out) expect_no_overlap(*out, seed, kTiny);
    return "";
  });
}

// The same property for gap paths ending on a friend. GT-6: "a flight that would end
// overlapping a friend is extended along its line until clear" (seed 38 once ended A on the
// routed friend U8). See GrandeTactiqueRulings.Gt6GapPathEndingOverlappingAFriendIsExtended.
TEST(GrandeTactiqueProperties, GapPathsNeverEndOverlappingAFriend) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const GtRandomTable t = gt_random_table(seed);
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (out) expect_no_overlap(*out, seed, kTiny, Ends::gap_friends);
    return "";
  });
}

TEST(GrandeTactiqueProperties, FugitivesNeverEndBehindTheCauser) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const GtRandomTable t = gt_random_table(seed);
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (out) expect_in_front(t.s, *out, t.c, seed);
    return "";
  });
}

// The same property for flights into cover (GT-4 a). GT-5 exempts only the pivot, so a unit
// placed at the anchor of a wood must not end behind the causer's front edge (seed 231: the
// wood's near edge is in front of the line, its centroid 0.12" behind). See
// GrandeTactiqueRulings.Gt5CoverWhoseAnchorIsBehindTheCauserIsNotTaken.
TEST(GrandeTactiqueProperties, FugitivesIntoCoverNeverEndBehindTheCauser) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const GtRandomTable t = gt_random_table(seed);
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (out) expect_in_front(t.s, *out, t.c, seed, Ways::cover_only);
    return "";
  });
}

TEST(GrandeTactiqueProperties, FugitivesNeverPassThroughAnEnemy) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const GtRandomTable t = gt_random_table(seed);
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (out) expect_no_enemy_passed(t.s, *out, t.c, seed);
    return "";
  });
}

/// A line of flight turned by `turn` degrees from directly away that is clear beyond doubt: no
/// base but the causer's (and generals') anywhere in its corridor for the whole distance, no
/// impassable ground in it, its end no farther behind the causer's front edge than the start.
bool plainly_clear(const Scenario& s, UnitId a, UnitId c, double turn, double length) {
  const Box& start = s.units[index_of(a)].base;
  const Box& causer = s.units[index_of(c)].base;
  const Vec2 dir = rotated(normalized(start.centre - causer.centre), bearing_vector(turn));
  const Unit& u = s.units[index_of(a)];
  const BaseSize line = default_base(Arm::infantry);  // a square flees in line (GT-3)
  const Box base{start.centre, dir, u.in_square ? line.width : start.width,
                 u.in_square ? line.depth : start.depth};
  const Box ground = swept(base, length);
  for (std::size_t j = 0; j < s.units.size(); ++j) {
    const Unit& o = s.units[j];
    if (j == index_of(a) || j == index_of(c) || o.arm == Arm::general) continue;
    if (overlap(ground, o.base)) return false;
  }
  for (const Terrain& t : s.table.terrain)
    if (t.kind == TerrainKind::impassable && t.area.overlaps(ground)) return false;
  const double floor = std::min(0.0, ahead_of_front(causer, start.centre));
  return ahead_of_front(causer, start.centre + length * dir) >= floor;
}

// Crowded tables with no room for gap paths (gap_detour 1) and fine steps: GT-4 c turns the
// line "by the minimum required". A brute-force reference: no line turned by fewer degrees (in
// the same steps) is plainly clear, and the line taken passes through no enemy. This pins the
// engine's bucketing of units by the turn of the lines that can meet them.
TEST(GrandeTactiqueProperties, TurnedLinesTurnNoMoreThanNeeded) {
  int turned = 0;
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    GtRandomTable t = gt_random_table(seed);
    GtRng rng(seed * 7919);
    t.s.options.gap_detour = 1.0;
    const double steps[] = {0.5, 0.1, 0.05};
    t.s.options.turn_step = steps[rng.integer(0, 2)];
    const Vec2 at = t.s.units[index_of(t.a)].base.centre;
    for (int placed = 0, tries = 0; placed < 12 && tries < 300; ++tries) {
      // One draw a statement (the operands of * are evaluated in an order the compiler picks).
      const Vec2 direction = bearing_vector(rng.real(0.0, 360.0));
      const Vec2 p = at + rng.real(2.5, 12.0) * direction;
      const Box box{p, bearing_vector(rng.real(0.0, 360.0)), 2.5, 1.0};
      if (!gt_free_spot(t.s, box) || distance(box, t.s.units[index_of(t.a)].base) < 1.5) continue;
      gt_unit(t.s, "X" + std::to_string(placed), Arm::infantry, Side::second, p,
              bearing_of(box.facing));
      ++placed;
    }
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (!out) return "";
    expect_no_enemy_passed(t.s, *out, t.c, seed);
    const std::optional<FlightTried> taken = gt_taken(*out, t.a);
    if (!taken || taken->way != "turned") return "";
    ++turned;
    const double length = gt_at(t.s, t.a).arm == Arm::infantry ? 7.0 : 11.0;
    const double step = t.s.options.turn_step;
    for (int k = 0; k * step < std::abs(taken->turned) - 1e-9; ++k) {
      for (const double turn : {-k * step, k * step}) {
        EXPECT_FALSE(length == 7.0 && plainly_clear(t.s, t.a, t.c, turn, length))
            << "seed " << seed << ": turned " << taken->turned << " but " << turn << " is clear";
      }
    }
    return "";
  });
  EXPECT_GE(turned, test::scaled(30)) << "too few turned lines to test";
}

// GT-4 c as settled on 2026-11-28: the turned line's angle is the least angle that keeps
// enemies (and impassable ground, GT-15) out of the swept corridor, exact to 0.01 degrees,
// whatever `turn_step` says; mirror turns tie toward the own edge, then counter-clockwise. An
// independent reference on crowded random tables: the least clear turn to each side found by
// bisection on the plain swept-corridor overlap test (flight_line_reference.hpp).
TEST(GrandeTactiqueProperties, TurnedLineAngleIsTheExactLeastAngle) {
  int compared = 0;
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    GtRandomTable t = gt_random_table(seed);
    GtRng rng(seed * 7919);
    t.s.options.gap_detour = 1.0;
    const double steps[] = {0.5, 0.1, 10.0};
    t.s.options.turn_step = steps[rng.integer(0, 2)];  // no longer decides the answer
    const Vec2 at = t.s.units[index_of(t.a)].base.centre;
    for (int placed = 0, tries = 0; placed < 12 && tries < 300; ++tries) {
      // One draw a statement (the operands of * are evaluated in an order the compiler picks).
      const Vec2 direction = bearing_vector(rng.real(0.0, 360.0));
      const Vec2 p = at + rng.real(2.5, 12.0) * direction;
      const Box box{p, bearing_vector(rng.real(0.0, 360.0)), 2.5, 1.0};
      if (!gt_free_spot(t.s, box) || distance(box, t.s.units[index_of(t.a)].base) < 1.5) continue;
      gt_unit(t.s, "X" + std::to_string(placed), Arm::infantry, Side::second, p,
              bearing_of(box.facing));
      ++placed;
    }
    const Unit& a = gt_at(t.s, t.a);
    const Arm causer = gt_at(t.s, t.c).arm;
    if (a.arm == Arm::cavalry && causer == Arm::cavalry) return "";  // 11" + 2d6
    const double length = a.arm == Arm::infantry ? 7.0 : 11.0;
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (!out) return "";
    const std::optional<FlightTried> taken = gt_taken(*out, t.a);
    if (!taken || (taken->way != "turned" && taken->way != "surrounded")) return "";
    const line_reference::FlightLine line = line_reference::first_flight(t.s, t.a, t.c, length);
    const std::optional<double> cw = line_reference::least_turn(line, 1.0);
    const std::optional<double> ccw = line_reference::least_turn(line, -1.0);
    ++compared;
    if (taken->way == "surrounded") {
      EXPECT_FALSE(cw || ccw) << "seed " << seed << ": a line is clear, yet surrounded";
      return "";
    }
    if (!cw && !ccw) {
      ADD_FAILURE() << "seed " << seed << ": turned " << taken->turned << " but none is clear";
      return "";
    }
    const double least = std::min(cw.value_or(360.0), ccw.value_or(360.0));
    EXPECT_NEAR(std::abs(taken->turned), least, 1e-6)
        << "seed " << seed << ": clockwise " << cw.value_or(-1.0) << ", counter-clockwise "
        << ccw.value_or(-1.0);
    if (cw && ccw && std::abs(*cw - *ccw) > 1e-6) {
      EXPECT_EQ(taken->turned > 0.0, *cw < *ccw) << "seed " << seed << ": the wrong side";
    }
    EXPECT_FALSE(line_reference::line_blocked(line, taken->turned))
        << "seed " << seed << ": the line taken is blocked";
    return "";
  });
  EXPECT_GE(compared, test::scaled(40)) << "too few turned lines to compare";
}

// GT-4 c with enemies close beside the fugitive, so that its base, pivoted to face away (GT-2),
// starts on some of them: the turned line's angle is still the least whose line is clear (to
// 1e-6 degree, far within the ruling's 0.01), though where such an enemy stops blocking (the
// move no longer going deeper into it) is no touching turn. A reference on random tables: lines
// every 0.01 degree, then bisection, on the plain test of flight_line_reference.hpp, which reads
// the growth of the overlap exactly (its probe 1e-6" ahead was held to 0.01 only).
TEST(GrandeTactiqueProperties, TurnedLineFromAnOverlappingStartIsTheLeastAngle) {
  int compared = 0;
  int overlapping = 0;
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    GtRandomTable t = gt_random_table(seed);
    GtRng rng(seed * 6151);
    t.s.options.gap_detour = 1.0;
    t.s.units[index_of(t.a)].arm = Arm::infantry;  // 7": one length for the reference
    t.s.units[index_of(t.a)].in_square = false;
    const Vec2 at = t.s.units[index_of(t.a)].base.centre;
    for (int placed = 0, tries = 0; placed < 10 && tries < 400; ++tries) {
      const Vec2 direction = bearing_vector(rng.real(0.0, 360.0));
      const Vec2 p = at + rng.real(1.0, 9.0) * direction;
      const Box box{p, bearing_vector(rng.real(0.0, 360.0)), 2.5, 1.0};
      if (!gt_free_spot(t.s, box)) continue;
      gt_unit(t.s, "X" + std::to_string(placed), Arm::infantry, Side::second, p,
              bearing_of(box.facing));
      ++placed;
    }
    const double length = 7.0;
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (!out) return "";
    const std::optional<FlightTried> taken = gt_taken(*out, t.a);
    if (!taken || taken->way != "turned") return "";
    const line_reference::FlightLine line = line_reference::first_flight(t.s, t.a, t.c, length);
    const std::optional<double> cw = line_reference::least_turn(line, 1.0);
    const std::optional<double> ccw = line_reference::least_turn(line, -1.0);
    ++compared;
    const Box& start = t.s.units[index_of(t.a)].base;
    const Vec2 away = normalized(start.centre - gt_at(t.s, t.c).base.centre);
    for (const Unit& o : t.s.units) {
      if (o.side != gt_at(t.s, t.a).side && o.id != gt_at(t.s, t.c).id &&
          overlap(Box{start.centre, away, start.width, start.depth}, o.base)) {
        ++overlapping;
        break;
      }
    }
    const double expected = std::min(cw.value_or(360.0), ccw.value_or(360.0));
    // Where a line clearing impassable ground sets the least turn, the polygon library's
    // tolerance (a few 1e-7") leaves the engine's turn a few 1e-6 degree beyond (seed 28).
    const double sense = cw && *cw == expected ? 1.0 : -1.0;
    const bool by_ground =
        expected > 1e-5 && line_reference::only_ground_blocks(line, sense * (expected - 1e-5));
    EXPECT_NEAR(std::abs(taken->turned), expected, by_ground ? 1e-4 : 1e-6)
        << "seed " << seed << ": clockwise " << cw.value_or(-1.0) << ", counter-clockwise "
        << ccw.value_or(-1.0);
    return "";
  });
  EXPECT_GE(compared, test::scaled(40)) << "too few turned lines to compare";
  EXPECT_GE(overlapping, test::scaled(10)) << "too few bases starting on an enemy";
}

TEST(GrandeTactiqueProperties, ContinuedFlightNeverOverlapsNorPassesThroughAnEnemy) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const Scenario s = gt_random_continue(seed);
    const std::optional<Outcome> out = resolve_seeded(s, seed);
    if (!out) return "";
    expect_no_overlap(*out, seed, kTiny);
    expect_no_enemy_passed(s, *out, std::nullopt, seed);
    return "";
  });
}

// Continued flight (GT-8) with chains through shaken friends (GT-6): a friend that routs and
// flees in turn, depth first, may land where the first fugitive then ends its own flight; the
// first fugitive is extended until clear of it (GT-6). Seeds beyond the 300 above that once
// failed; see GrandeTactiqueRulings.Gt6EndOnAFriendThatFledInTurnIsExtended. Seed 1305 is left out
// on purpose: there the extension would run into an enemy, so it is not made and the fugitive stays
// on the routed friend (games/grande_tactique/README.md, a known gap in the rules).
TEST(GrandeTactiqueProperties, ContinuedFlightChainsNeverEndOverlapping) {
  for (std::uint64_t seed : {346U, 1820U, 3256U}) {
    const Scenario s = gt_random_continue(seed);
    const std::optional<Outcome> out = resolve_seeded(s, seed);
    if (out) expect_no_overlap(*out, seed, kTiny);
  }
}

TEST(GrandeTactiqueProperties, SameSeedSameOutcome) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    const GtRandomTable t = gt_random_table(seed);
    const std::optional<Outcome> first = resolve_seeded(t.s, seed);
    const std::optional<Outcome> second = resolve_seeded(t.s, seed);
    if (first && second) {
      EXPECT_EQ(gt_summary(*first), gt_summary(*second)) << "seed " << seed;
    }
    return "";
  });
}

// Every unit moved by +-1e-9" in x and y (every base stays at least 0.05" from the next, so the
// table stays valid): the engine does not fail and the outcome keeps its bases apart.
TEST(GrandeTactiqueProperties, TinyPerturbationsGiveAValidOutcome) {
  test::for_board_seeds(1, kTables, [&](std::uint64_t seed) -> std::string {
    GtRandomTable t = gt_random_table(seed);
    GtRng rng(seed * 7919U + 1U);
    for (Unit& u : t.s.units)
      u.base.centre =
          u.base.centre + Vec2{rng.chance(0.5) ? 1e-9 : -1e-9, rng.chance(0.5) ? 1e-9 : -1e-9};
    const std::optional<Outcome> out = resolve_seeded(t.s, seed);
    if (!out) return "";
    expect_no_overlap(*out, seed, kTiny);
    expect_in_front(t.s, *out, t.c, seed);
    return "";
  });
}

/// Hand-built tables whose bases touch (a charge in contact, a gap exactly as wide as the
/// frontage, a unit boxed in on four sides, a line of friends), for the perturbation test.
std::vector<GtRandomTable> touching_tables() {
  std::vector<GtRandomTable> tables;
  auto base = [] {
    GtRandomTable t{gt_table(), {}, {}};
    t.a = gt_unit(t.s, "A", Arm::infantry, Side::first, {36.0, 30.0}, 0.0);
    t.c = gt_unit(t.s, "C", Arm::infantry, Side::second, {36.0, 31.0}, 180.0);
    gt_flee(t.s, t.a, t.c);
    return t;
  };
  tables.push_back(base());
  GtRandomTable gap = base();
  gt_unit(gap.s, "L", Arm::infantry, Side::first, {34.5, 26.0}, 0.0);
  gt_unit(gap.s, "R", Arm::infantry, Side::first, {39.5, 26.0}, 0.0);
  tables.push_back(gap);
  GtRandomTable boxed = base();
  gt_unit(boxed.s, "E2", Arm::infantry, Side::second, {36.0, 29.0}, 0.0);
  gt_unit(boxed.s, "E3", Arm::infantry, Side::second, {34.25, 30.0}, 90.0);
  gt_unit(boxed.s, "E4", Arm::infantry, Side::second, {37.75, 30.0}, 270.0);
  tables.push_back(boxed);
  GtRandomTable line = base();
  for (int k = -4; k <= 4; ++k)
    gt_unit(line.s, "L" + std::to_string(k + 4), Arm::infantry, Side::first, {36.0 + 2.5 * k, 23.0},
            0.0, k == 0 ? State::shaken : State::eager);
  tables.push_back(line);
  return tables;
}

// Touching tables with every unit moved by +-1e-9" in x and y: whenever check() still accepts
// the table (a touch may have become an overlap of 2e-9", which it may refuse), resolve
// succeeds and the outcome keeps its bases apart (to 1e-6").
TEST(GrandeTactiqueProperties, TinyPerturbationsOfTouchingBasesGiveAValidOutcome) {
  const std::vector<GtRandomTable> tables = touching_tables();
  int resolved = 0;
  for (std::size_t n = 0; n < tables.size(); ++n) {
    for (std::uint64_t seed = 1; seed <= 75; ++seed) {
      GtRandomTable t = tables[n];
      GtRng rng(seed * 104729U + n);
      for (Unit& u : t.s.units)
        u.base.centre = u.base.centre + Vec2{rng.real(-1e-9, 1e-9), rng.real(-1e-9, 1e-9)};
      if (!check(t.s).empty()) continue;
      Dice dice = Dice::seeded(seed);
      const Result<Outcome> r = resolve(t.s, dice);
      ASSERT_TRUE(r.ok()) << "table " << n << " seed " << seed << ": " << gt_errors(r);
      ++resolved;
      expect_no_overlap(r.value(), seed, kTiny);
      expect_in_front(t.s, r.value(), t.c, seed);
    }
  }
  EXPECT_GT(resolved, 0);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
