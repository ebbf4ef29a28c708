// SPDX-License-Identifier: MIT
// Grande Tactique flight, ruling by ruling (GT-1..GT-14, ALL-1, ALL-2), on hand-worked tables.
// Written from texts/grande-tactique-fleeing.txt, RULINGS.md, CONTEXT.md §1 and the public
// headers alone, as an independent check of the engine.
//
// Conventions of the hand working: the table is 72" x 48", origin at the south-west corner,
// x east, y north; the first side's own edge is the south edge (y = 0), the second side's the
// north edge (y = 48). Facings are compass bearings (0 north, 90 east). Unless a test says
// otherwise the fugitive A is first-side infantry (2.5" x 1") centred at (36, 30) facing north,
// so it spans x 34.75..37.25, y 29.5..30.5; the causer C is a second-side unit facing south with
// its front edge on A's front edge, so "directly away" (centre to centre) is due south and C's
// front edge line (GT-5) is y = 30.5. Positions are in inches; scripted dice must be used up.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "grande_tactique/tests/builder.hpp"

namespace skedaddle::grande_tactique {
namespace {

using test::gt_at;
using test::gt_continue;
using test::gt_corps;
using test::gt_dice;
using test::gt_division;
using test::gt_error_text;
using test::gt_errors;
using test::gt_events;
using test::gt_faces;
using test::gt_flee;
using test::gt_general;
using test::gt_length;
using test::gt_path;
using test::gt_rect;
using test::gt_removed;
using test::gt_request;
using test::gt_square;
using test::gt_statuses;
using test::gt_summary;
using test::gt_table;
using test::gt_taken;
using test::gt_terrain;
using test::gt_unit;

constexpr Side kOwn = Side::first;
constexpr Side kFoe = Side::second;
constexpr Vec2 kStart{36.0, 30.0};
constexpr double kTol = 1e-9;
constexpr double kSouth = 180.0;
constexpr double kNorth = 0.0;

/// Checks the scenario, resolves it with the scripted faces and expects every face used.
Outcome run(const Scenario& s, const std::vector<int>& faces) {
  const Errors errors = check(s);
  EXPECT_TRUE(errors.empty()) << "the scenario should be valid: " << gt_error_text(errors);
  Dice dice = gt_dice(faces);
  Result<Outcome> r = resolve(s, dice);
  EXPECT_TRUE(r.ok()) << gt_errors(r);
  EXPECT_EQ(dice.unused_script(), 0U) << "every scripted face is drawn (ALL-2)";
  if (!r.ok()) return Outcome{};
  return std::move(r).value();
}

/// The final state of `id`, or a failure and a blank unit when the outcome lacks it.
const Unit& after(const Outcome& out, UnitId id) {
  static const Unit missing{};
  if (index_of(id) >= out.units.size()) {
    ADD_FAILURE() << "unit " << index_of(id) << " missing from the outcome";
    return missing;
  }
  return out.units[index_of(id)];
}

/// Expects the point `actual` within `tol` of (x_, y_) in both coordinates.
#define EXPECT_AT(actual, x_, y_, tol)          \
  do {                                          \
    const Vec2 at_ = (actual);                  \
    EXPECT_NEAR(at_.x, (x_), (tol)) << #actual; \
    EXPECT_NEAR(at_.y, (y_), (tol)) << #actual; \
  } while (false)

/// True when `s` is among `v`.
bool has(const std::vector<std::string>& v, const std::string& s) {
  for (const std::string& x : v)
    if (x == s) return true;
  return false;
}

/// The standard charge: fugitive A of `arm` at (36, 30) facing north, causer C of `causer_arm`
/// facing south with its front edge on A's front edge, directly north of it.
struct Charge {
  Scenario s;
  UnitId a{};
  UnitId c{};
};

Charge charge(Arm arm = Arm::infantry, Arm causer_arm = Arm::infantry, Vec2 at = kStart) {
  Charge k{gt_table(), {}, {}};
  k.a = gt_unit(k.s, "A", arm, kOwn, at, kNorth);
  const double y = at.y + default_base(arm).depth / 2.0 + default_base(causer_arm).depth / 2.0;
  k.c = gt_unit(k.s, "C", causer_arm, kFoe, {at.x, y}, kSouth);
  gt_flee(k.s, k.a, k.c);
  return k;
}

/// Adds a line of `n` first-side infantry facing north, touching edge to edge, centred at
/// (36, y): centres 36 + 2.5 k for k = -(n/2)..(n/2). Returns their ids, west to east.
std::vector<UnitId> friend_line(Scenario& s, double y, int n, const std::string& prefix) {
  std::vector<UnitId> ids;
  for (int k = -(n / 2); k <= n / 2; ++k)
    ids.push_back(gt_unit(s, prefix + std::to_string(k + n / 2), Arm::infantry, kOwn,
                          {36.0 + 2.5 * k, y}, kNorth));
  return ids;
}

// ---------------------------------------------------------------------------------------------
// GT-1: triggers.

// Shaken infantry beaten by fire takes a Morale Check: d6 3, shaken -1 -> 2 < 4: it fails and
// flees 7" due south from C: (36, 30) -> (36, 23).
TEST(GrandeTactiqueRulings, Gt1ShakenInfantryFailingItsMoraleCheckFlees) {
  Charge k = charge();
  gt_at(k.s, k.a).state = State::shaken;
  gt_request(k.s, RequestKind::morale_check, k.a, k.c);
  const Outcome out = run(k.s, {3});
  const std::vector<MoraleChecked> checks = gt_events<MoraleChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].face, 3);
  EXPECT_EQ(checks[0].total, 2);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, kTol);
}

// d6 5, shaken -1 -> 4: passes; it stays where it is, still shaken.
TEST(GrandeTactiqueRulings, Gt1ShakenInfantryPassingItsMoraleCheckStays) {
  Charge k = charge();
  gt_at(k.s, k.a).state = State::shaken;
  gt_request(k.s, RequestKind::morale_check, k.a, k.c);
  const Outcome out = run(k.s, {5});
  const std::vector<MoraleChecked> checks = gt_events<MoraleChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].total, 4);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(after(out, k.a).state, State::shaken);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 30.0, kTol);
  EXPECT_TRUE(gt_path(out, k.a).empty());
}

// The Old Guard's +2 replaces the veteran +1 (CONTEXT 1.5): d6 2 + 2 - 1 (shaken) = 3 < 4 fails
// (with both bonuses it would be 4 and pass). It flees 7" south.
TEST(GrandeTactiqueRulings, Gt1OldGuardPlusTwoReplacesTheVeteranBonus) {
  Charge k = charge();
  Unit& a = gt_at(k.s, k.a);
  a.state = State::shaken;
  a.quality = Quality::veteran;
  a.old_guard = true;
  gt_request(k.s, RequestKind::morale_check, k.a, k.c);
  const Outcome out = run(k.s, {2});
  const std::vector<MoraleChecked> checks = gt_events<MoraleChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].total, 3);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, kTol);
}

// A modifier the request gives counts: d6 4 - 1 (shaken) + 1 (upslope) = 4: passes (without
// it the total would be 3 and fail).
TEST(GrandeTactiqueRulings, Gt1RequestModifiersCountInTheMoraleCheck) {
  Charge k = charge();
  gt_at(k.s, k.a).state = State::shaken;
  gt_request(k.s, RequestKind::morale_check, k.a, k.c);
  k.s.request.modifiers.push_back(Modifier{"upslope", 1});
  const Outcome out = run(k.s, {4});
  const std::vector<MoraleChecked> checks = gt_events<MoraleChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].total, 4);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(after(out, k.a).state, State::shaken);
}

// Shaken cavalry beaten by the fire of infantry flees (no check): 11" from infantry, no dice:
// (36, 30) -> (36, 19).
TEST(GrandeTactiqueRulings, Gt1ShakenCavalryBeatenByFireFlees) {
  Charge k = charge(Arm::cavalry, Arm::infantry);
  gt_at(k.s, k.a).state = State::shaken;
  gt_flee(k.s, k.a, k.c, Cause::fire);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 19.0, kTol);
}

// Grapeshot from foot artillery (1" x 1") in contact: infantry flees 7" -> (36, 23).
TEST(GrandeTactiqueRulings, Gt1GrapeshotFromArtilleryInContactMakesInfantryFlee) {
  Charge k = charge(Arm::infantry, Arm::foot_artillery);
  gt_flee(k.s, k.a, k.c, Cause::grapeshot);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, kTol);
}

// ---------------------------------------------------------------------------------------------
// GT-2: distance, pivot, facing.

// Infantry flees 7" directly away from C: C's centre (36, 31), A's (36, 30): due south. It
// pivots to face south and its centre travels 7": (36, 23), facing (0, -1). No dice.
TEST(GrandeTactiqueRulings, Gt2InfantryFleesSevenInchesAndFacesTheFlight) {
  Charge k = charge();
  const Outcome out = run(k.s, {});
  const Unit& a = after(out, k.a);
  EXPECT_AT(a.base.centre, 36.0, 23.0, kTol);
  EXPECT_AT(a.base.facing, 0.0, -1.0, kTol);
  EXPECT_NEAR(a.base.width, 2.5, kTol);
  EXPECT_NEAR(a.base.depth, 1.0, kTol);
  EXPECT_EQ(a.ending, Ending::on_table);
  const std::vector<Vec2> path = gt_path(out, k.a);
  ASSERT_GE(path.size(), 2U);
  EXPECT_AT(path.front(), 36.0, 30.0, kTol);
  EXPECT_NEAR(gt_length(path), 7.0, 1e-9);
  EXPECT_TRUE(gt_faces(out).empty());
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::straight));
}

// Cavalry (1.5" x 1") routed by infantry: 11", no dice: (36, 30) -> (36, 19).
TEST(GrandeTactiqueRulings, Gt2CavalryRoutedByInfantryFleesElevenInches) {
  Charge k = charge(Arm::cavalry, Arm::infantry);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 19.0, kTol);
  EXPECT_AT(after(out, k.a).base.facing, 0.0, -1.0, kTol);
  EXPECT_TRUE(gt_faces(out).empty());
}

// Cavalry routed by cavalry: 11" + 2d6, two d6 drawn, faces 3 and 5: 19" -> (36, 11).
TEST(GrandeTactiqueRulings, Gt2CavalryRoutedByCavalryFleesElevenPlusTwoD6) {
  Charge k = charge(Arm::cavalry, Arm::cavalry);
  const Outcome out = run(k.s, {3, 5});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 11.0, kTol);
  EXPECT_AT(after(out, k.a).base.facing, 0.0, -1.0, kTol);
  EXPECT_EQ(gt_faces(out), (std::vector<int>{3, 5}));
  for (const Rolled& r : gt_events<Rolled>(out))
    EXPECT_EQ(r.sides, 6);
  EXPECT_NEAR(gt_length(gt_path(out, k.a)), 19.0, 1e-9);
}

// Infantry routed by cavalry flees 7": the 2d6 is only for cavalry fleeing cavalry.
TEST(GrandeTactiqueRulings, Gt2InfantryRoutedByCavalryRollsNothing) {
  Charge k = charge(Arm::infantry, Arm::cavalry);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, kTol);
  EXPECT_TRUE(gt_faces(out).empty());
}

// The distance is the travel of the centre, on a slant: C at (33, 34) facing A. Away from C's
// centre: (36 - 33, 30 - 34) = (3, -4), unit (0.6, -0.8). End (36 + 4.2, 30 - 5.6) =
// (40.2, 24.4), 7" from the start, facing (0.6, -0.8). C's front edge (its centre + 0.5 along
// (0.6, -0.8)) has A's whole path in front of it.
TEST(GrandeTactiqueRulings, Gt2DistanceIsTheCentresTravelOnASlant) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {33.0, 34.0}, kSouth);
  gt_at(s, c).base.facing = {0.6, -0.8};
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, a).base.centre, 40.2, 24.4, 1e-9);
  EXPECT_AT(after(out, a).base.facing, 0.6, -0.8, 1e-9);
  EXPECT_NEAR(distance(kStart, after(out, a).base.centre), 7.0, 1e-9);
}

// The pivot ignores overlaps: C charges A's west flank (C at (34.25, 30)
// facing east, x 33.75..34.75), so A flees due east. Friend F stands on A's front edge at
// (36, 31) (x 34.75..37.25, y 30.5..31.5). Pivoted to face east A spans x 35.5..36.5,
// y 28.75..31.25 and overlaps F: allowed during the pivot. F's edge is 0.5" from A's centre,
// closer than the clearance 1.25", and moving east never brings the centre closer to F, so F is
// no obstacle (GT-4): A flees 7" east to (43, 30), facing east, and F is not passed through
// (it stays eager where it was).
TEST(GrandeTactiqueRulings, Gt2PivotIgnoresOverlapsAndACloseBaseLeftBehindIsNoObstacle) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {34.25, 30.0}, 90.0);
  const UnitId f = gt_unit(s, "F", Arm::infantry, kOwn, {36.0, 31.0}, kNorth);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, a).base.centre, 43.0, 30.0, 1e-9);
  EXPECT_AT(after(out, a).base.facing, 1.0, 0.0, 1e-9);
  EXPECT_EQ(after(out, f).state, State::eager);
  EXPECT_AT(after(out, f).base.centre, 36.0, 31.0, kTol);
  EXPECT_TRUE(gt_statuses(out, f).empty());
}

// The rule text's table: "11" cavalry fleeing from infantry and artillery". Cavalry A (1.5" x 1")
// hit by grapeshot from horse artillery (1" x 1.5") in contact, C at (36, 31.25): 11" due south
// to (36, 19); no 2d6 (that is for cavalry fleeing cavalry) and no pursuit (guns do not pursue).
TEST(GrandeTactiqueRulings, Gt2CavalryFleeingArtilleryFleesElevenWithoutDice) {
  Charge k = charge(Arm::cavalry, Arm::horse_artillery);
  gt_flee(k.s, k.a, k.c, Cause::grapeshot);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 19.0, 1e-9);
  EXPECT_TRUE(gt_faces(out).empty());
  EXPECT_FALSE(out.pursuit.has_value());
}

// ---------------------------------------------------------------------------------------------
// GT-3: on fleeing.

// The fugitive is marked routed: state routed and a "routed" status event.
TEST(GrandeTactiqueRulings, Gt3FugitiveIsMarkedRouted) {
  Charge k = charge();
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_TRUE(has(gt_statuses(out, k.a), "routed"));
}

// A square (1.5" x 1.5" at (36, 30), C at (36, 31.25) touching its front) reverts to line
// first: base 2.5" x 1", not in square, "square broken"; then flees 7" south -> (36, 23).
TEST(GrandeTactiqueRulings, Gt3SquareRevertsToLine) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth);
  gt_square(s, a);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {36.0, 31.25}, kSouth);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  const Unit& u = after(out, a);
  EXPECT_FALSE(u.in_square);
  EXPECT_NEAR(u.base.width, 2.5, kTol);
  EXPECT_NEAR(u.base.depth, 1.0, kTol);
  EXPECT_TRUE(has(gt_statuses(out, a), "square broken"));
  EXPECT_EQ(u.state, State::routed);
  EXPECT_AT(u.base.centre, 36.0, 23.0, kTol);
}

// A firing unit stops firing: Firing marker removed, "firing stopped".
TEST(GrandeTactiqueRulings, Gt3FiringStops) {
  Charge k = charge();
  gt_at(k.s, k.a).firing = true;
  const Outcome out = run(k.s, {});
  EXPECT_FALSE(after(out, k.a).firing);
  EXPECT_TRUE(has(gt_statuses(out, k.a), "firing stopped"));
  EXPECT_EQ(after(out, k.a).state, State::routed);
}

// GT-3 "a square reverts to line first": the way is judged for the line's 2.5" frontage, not the
// square's 1.5". Square A (1.5" x 1.5" at (36, 30)), C at (36, 31.25) on its front. Friends L
// at (33.75, 26) (x 32.5..35) and R at (38.25, 26) (x 37..39.5) leave a gap 2" wide straight
// behind: a square (x 35.25..36.75) would pass clear, the line's corridor (x 34.75..37.25)
// holds 0.25" of each. No gap path (2" < 2.5"; round either end about 12.3" > 10.5"), so (c)
// turned 0 through both, which become shaken (GT-6); A ends at (36, 23) on the line's base.
TEST(GrandeTactiqueRulings, Gt3SquareRevertsToLineBeforeItsWayIsJudged) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth);
  gt_square(s, a);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {36.0, 31.25}, kSouth);
  const UnitId l = gt_unit(s, "L", Arm::infantry, kOwn, {33.75, 26.0}, kNorth);
  const UnitId r = gt_unit(s, "R", Arm::infantry, kOwn, {38.25, 26.0}, kNorth);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  const std::optional<FlightTried> way = gt_taken(out, a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::turned));
  EXPECT_NEAR(way->turned, 0.0, kTol);
  EXPECT_AT(after(out, a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_NEAR(after(out, a).base.width, 2.5, kTol);
  EXPECT_EQ(after(out, l).state, State::shaken);
  EXPECT_EQ(after(out, r).state, State::shaken);
}

// ---------------------------------------------------------------------------------------------
// GT-4 (a): cover.

// Empty woods x 40..46, y 24..30 (centroid (43, 27)): its nearest edge point (40, 30) is 4"
// from A's centre along clear ground, within 7": A is placed at the anchor (43, 27) and stops.
TEST(GrandeTactiqueRulings, Gt4aInfantryFleesIntoNearbyEmptyWoods) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(40.0, 24.0, 46.0, 30.0));
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 43.0, 27.0, 1e-9);
  EXPECT_EQ(after(out, k.a).state, State::routed);
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::cover));
  EXPECT_EQ(way->terrain, "Bois");
}

// A built-up area is cover as well: the same placement at its anchor.
TEST(GrandeTactiqueRulings, Gt4aInfantryFleesIntoNearbyEmptyBua) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::bua, "Village", gt_rect(40.0, 24.0, 46.0, 30.0));
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 43.0, 27.0, 1e-9);
}

// Woods x 44..50: its nearest edge is 8" away, beyond the 7" reach: A flees straight to
// (36, 23), the cover rejected as too far.
TEST(GrandeTactiqueRulings, Gt4aWoodsBeyondReachIsNotSought) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(44.0, 24.0, 50.0, 30.0));
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, kTol);
  bool rejected = false;
  for (const FlightTried& e : gt_events<FlightTried>(out))
    rejected =
        rejected || (e.unit == k.a && e.rejection == rejection_text(Rejection::cover_too_far));
  EXPECT_TRUE(rejected);
}

// Woods x 40..46 held by a friendly infantry unit at (43, 27): not empty; A flees straight.
TEST(GrandeTactiqueRulings, Gt4aOccupiedWoodsIsNotSought) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(40.0, 24.0, 46.0, 30.0));
  const UnitId held = gt_unit(k.s, "H", Arm::infantry, kOwn, {43.0, 27.0}, kNorth);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, kTol);
  EXPECT_AT(after(out, held).base.centre, 43.0, 27.0, kTol);
  bool rejected = false;
  for (const FlightTried& e : gt_events<FlightTried>(out))
    rejected =
        rejected || (e.unit == k.a && e.rejection == rejection_text(Rejection::cover_occupied));
  EXPECT_TRUE(rejected);
}

// Cavalry never seeks cover: with the woods 4" away it flees 11" straight to (36, 19).
TEST(GrandeTactiqueRulings, Gt4aCavalryNeverSeeksWoods) {
  Charge k = charge(Arm::cavalry, Arm::infantry);
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(40.0, 24.0, 46.0, 30.0));
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 19.0, kTol);
}

// "If they can be reached this turn": the reach is at most 7", bound included. Woods x 43..49,
// y 27..33 (centroid (46, 30)): its nearest edge point (43, 30) is exactly 7" east of A's centre
// along clear ground: within reach, A is placed at (46, 30). With the woods' west edge at
// x = 43.01 (7.01" away) it is too far and A flees straight to (36, 23).
TEST(GrandeTactiqueRulings, Gt4aCoverExactlySevenInchesAwayIsWithinReach) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(43.0, 27.0, 49.0, 33.0));
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::cover));
  EXPECT_AT(after(out, k.a).base.centre, 46.0, 30.0, 1e-9);

  Charge far = charge();
  gt_terrain(far.s, TerrainKind::woods, "Bois", gt_rect(43.01, 27.0, 49.0, 33.0));
  const Outcome out_far = run(far.s, {});
  EXPECT_AT(after(out_far, far.a).base.centre, 36.0, 23.0, 1e-9);
  bool too_far = false;
  for (const FlightTried& e : gt_events<FlightTried>(out_far))
    too_far =
        too_far || (e.unit == far.a && e.rejection == rejection_text(Rejection::cover_too_far));
  EXPECT_TRUE(too_far);
}

// ---------------------------------------------------------------------------------------------
// GT-4 (b): directly away.

// "Directly away" is centre to centre, not C's facing: C at (37, 31) facing south (x
// 35.75..38.25, front edge still on A's). Away: (36 - 37, 30 - 31) = (-1, -1)/sqrt 2; 7" ->
// (36 - 4.94975, 30 - 4.94975) = (31.05025, 25.05025). The corridor is empty: straight.
TEST(GrandeTactiqueRulings, Gt4bStraightAwayFromTheCausersCentre) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {37.0, 31.0}, kSouth);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  const double d = 7.0 / std::sqrt(2.0);
  EXPECT_AT(after(out, a).base.centre, 36.0 - d, 30.0 - d, 1e-9);
  const std::optional<FlightTried> way = gt_taken(out, a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::straight));
}

// A gap exactly as wide as the frontage directly behind A: friends L at (33.5, 26) (x
// 32.25..34.75) and R at (38.5, 26) (x 37.25..39.75). The straight corridor x 34.75..37.25
// only touches them: clear, so A flees straight to (36, 23) and both stay eager.
TEST(GrandeTactiqueRulings, Gt4bGapExactlyTheFrontageDirectlyBehindIsAClearCorridor) {
  Charge k = charge();
  const UnitId l = gt_unit(k.s, "L", Arm::infantry, kOwn, {33.5, 26.0}, kNorth);
  const UnitId r = gt_unit(k.s, "R", Arm::infantry, kOwn, {38.5, 26.0}, kNorth);
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::straight));
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, l).state, State::eager);
  EXPECT_EQ(after(out, r).state, State::eager);
}

// The same gap a hair too narrow: R 0.001" west (x 37.249..39.749) overlaps the corridor. A gap
// path would need x >= 36 (1.25" from L) and x <= 35.999 (from R): none; round L's west end is
// (36,30) -> (31, 27.75) -> (31, 24.25) -> (36, 23), about 14.2" > 10.5. So (c): the line turned
// 0 (no enemy), through R, which becomes shaken (GT-6); A ends at (36, 23).
TEST(GrandeTactiqueRulings, Gt4bGapAHairTooNarrowDirectlyBehindFallsToTheStraightLine) {
  Charge k = charge();
  const UnitId l = gt_unit(k.s, "L", Arm::infantry, kOwn, {33.5, 26.0}, kNorth);
  const UnitId r = gt_unit(k.s, "R", Arm::infantry, kOwn, {38.499, 26.0}, kNorth);
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::turned));
  EXPECT_NEAR(way->turned, 0.0, kTol);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, l).state, State::eager);
  EXPECT_EQ(after(out, r).state, State::shaken);
}

/// An offset gap: friends L at (34.5, 26) (x 33.25..35.75) and R at (39.5 + extra, 26) (x from
/// 38.25 + extra), both y 25.5..26.5: a gap 2.5 + extra wide from x = 35.75, 1" east of A's
/// line, so the straight corridor (x 34.75..37.25) is blocked by L.
Charge offset_gap(double extra) {
  Charge k = charge();
  gt_unit(k.s, "L", Arm::infantry, kOwn, {34.5, 26.0}, kNorth);
  gt_unit(k.s, "R", Arm::infantry, kOwn, {39.5 + extra, 26.0}, kNorth);
  return k;
}

/// Expects A to have taken the gap path of offset_gap(extra): the goal (36, 23) is 2.5" from
/// both, clear. Keeping 1.25" (half the frontage) from both, the centre must cross the gap with
/// x in 37..37 + extra (y 25.5..26.5); the path, (36, 30) round L's north-east corner, down
/// x = 37, then to (36, 23), is about 7.4" (< 1.5 x 7 = 10.5), so A travels 7" along it, ending
/// a little short of (36, 23), through the gap, passing nobody.
void expect_offset_gap_path(const Charge& k, const Outcome& out, double extra) {
  const UnitId l{2};
  const UnitId r{3};
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::gap));
  // Its travel along the arcs round the corners (GT-4 b), not their chords.
  const CurvedPath path = test::gt_curve(out, k.a);
  EXPECT_NEAR(path.length, 7.0, 1e-6);
  // Sampled every 0.01": level with the gap the centre is in it; never within 1.25" of L or R.
  double outside = 0.0;
  double closest = 1e9;
  for (double t = 0.0; t <= 7.0; t += 0.01) {
    const Vec2 p = position_along(path, t).at;
    if (p.y > 25.5 && p.y < 26.5) outside = std::max({outside, 37.0 - p.x, p.x - (37.0 + extra)});
    closest = std::min(closest, distance(p, k.s.units[index_of(l)].base));
    closest = std::min(closest, distance(p, k.s.units[index_of(r)].base));
  }
  EXPECT_LE(outside, 1e-6);
  // The exact path touches the clearance (half the frontage less the 1e-6" that lets an exact
  // fit through), to rounding.
  EXPECT_GE(closest, 1.25 - 2e-6);
  const Vec2 end = after(out, k.a).base.centre;
  EXPECT_LT(end.y, 25.5);
  EXPECT_LT(distance(end, Vec2{36.0, 23.0}), 0.75);
  EXPECT_EQ(after(out, l).state, State::eager);
  EXPECT_EQ(after(out, r).state, State::eager);
}

// An offset gap 0.001" wider than the frontage: the gap path is taken (GT-4 b).
TEST(GrandeTactiqueRulings, Gt4bGapPathThroughAnOffsetGapJustWiderThanTheFrontage) {
  const Charge k = offset_gap(0.001);
  const Outcome out = run(k.s, {});
  expect_offset_gap_path(k, out, 0.001);
}

// An offset gap exactly as wide as the frontage (2.5"). The rule text takes a gap "at least the
// base width"; GT-4 b asks for clearance half the frontage from every base, and a path along
// x = 37 is exactly 1.25" from both L and R (touching the clearance, never inside it), so the
// gap path exists and is taken.
TEST(GrandeTactiqueRulings, Gt4bGapPathThroughAnOffsetGapExactlyTheFrontage) {
  const Charge k = offset_gap(0.0);
  const Outcome out = run(k.s, {});
  expect_offset_gap_path(k, out, 0.0);
}

// The offset gap a hair too narrow (R 0.001" further west: gap 2.499"): no path keeps 1.25"
// from both, and going round L or R is over 11" (> 10.5). So (c): the straight line turned by
// 0 (no enemy in it) through L, which becomes shaken (GT-6); A ends at (36, 23).
TEST(GrandeTactiqueRulings, Gt4bOffsetGapAHairTooNarrowFallsToTheStraightLine) {
  Charge k = charge();
  const UnitId l = gt_unit(k.s, "L", Arm::infantry, kOwn, {34.5, 26.0}, kNorth);
  const UnitId r = gt_unit(k.s, "R", Arm::infantry, kOwn, {39.499, 26.0}, kNorth);
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::turned));
  EXPECT_NEAR(way->turned, 0.0, kTol);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, l).state, State::shaken);
  EXPECT_EQ(after(out, r).state, State::eager);
}

// The detour allowance is an option: with gap_detour 2 the way round L's west end is allowed
// (11.430291" on the exact path: the tangent to the circle about L's north-west corner
// (33.25, 26.5), 4.272002"; its arc, 1.188282"; down x = 32, 1"; the arc round the south-west
// corner (33.25, 25.5), 1.470007"; the tangent to (36, 23), 3.5"), so A takes the gap path and
// travels 7" along it, ending on the arc round L's south-west corner, 0.539716" into it, at
// (32.114718, 24.976898), facing along the arc (bearing 155.26). Its side then runs through
// that corner: it is in contact with L, not on it (touching is not overlapping, GT-4), so
// there is no extension and L is not passed through.
TEST(GrandeTactiqueRulings, Gt4bGapDetourIsAnOption) {
  Charge k = charge();
  const UnitId l = gt_unit(k.s, "L", Arm::infantry, kOwn, {34.5, 26.0}, kNorth);
  const UnitId r = gt_unit(k.s, "R", Arm::infantry, kOwn, {39.499, 26.0}, kNorth);
  k.s.options.gap_detour = 2.0;
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::gap));
  EXPECT_NEAR(test::gt_curve(out, k.a).length, 7.0, 1e-6);
  EXPECT_AT(after(out, k.a).base.centre, 32.114718, 24.976898, 1e-5);
  EXPECT_NEAR(bearing_of(after(out, k.a).base.facing), 155.261254, 1e-4);
  EXPECT_FALSE(overlap(after(out, k.a).base, after(out, l).base, 1e-5));
  EXPECT_EQ(after(out, l).state, State::eager);
  EXPECT_EQ(after(out, r).state, State::eager);
}

// Impassable ground counts in (b): a pond x 35.5..36.5, y 25.5..26.5 in the corridor blocks it;
// the goal (36, 23) is 2.5" from the pond, clear; the way round keeping 1.25" from the pond is
// about 7.6" (< 10.5): A takes the gap path, 7" along it, never within 1.25" of the pond.
TEST(GrandeTactiqueRulings, Gt4bImpassableGroundIsGoneRound) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::impassable, "Pond", gt_rect(35.5, 25.5, 36.5, 26.5));
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::gap));
  const CurvedPath path = test::gt_curve(out, k.a);
  EXPECT_NEAR(path.length, 7.0, 1e-6);
  double closest = 1e9;
  for (double t = 0.0; t <= 7.0; t += 0.01)
    closest = std::min(closest, k.s.table.terrain[0].area.distance(position_along(path, t).at));
  EXPECT_GE(closest, 1.25 - 1e-5);
}

// ---------------------------------------------------------------------------------------------
// GT-4 (c): the turned line.

// Enemy cavalry E at (37.9, 22.5) facing north: x 37.15..38.65, y 22..23. The straight
// corridor (x 34.75..37.25, y 22.5..30.5) holds E's corner; the goal (36, 23) is 1.15" from E
// (< 1.25): no gap path. Turning clockwise by t (toward the west), E's nearest corner (37.15,
// 23) is 1.15 cos t + 7 sin t from the line: >= 1.25 from t = 0.8195 deg. With turn steps of
// 0.5 deg that is 1.0 deg; either way small, positive, and the end (36 - 7 sin t, 30 - 7 cos t)
// ~ (35.878, 23.001) is west of the start, away from E, and its base clear of E.
TEST(GrandeTactiqueRulings, Gt4cLineTurnedAFewDegreesToClearAnEnemy) {
  Charge k = charge();
  const UnitId e = gt_unit(k.s, "E", Arm::cavalry, kFoe, {37.9, 22.5}, kNorth);
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::turned));
  // Exact (GT-4 as settled on 2026-11-28): E's corner (37.15, 23) touches the corridor's east
  // edge, 1.15 cos t + 7 sin t = 1.25: t = asin(1.25 / 7.0938) - atan(1.15 / 7) = 0.819502 deg.
  EXPECT_NEAR(way->turned, 0.8195018853, 1e-6);
  const Vec2 expected = kStart + 7.0 * bearing_vector(kSouth + way->turned);
  const Unit& u = after(out, k.a);
  EXPECT_AT(u.base.centre, expected.x, expected.y, 1e-9);
  EXPECT_LT(u.base.centre.x, 36.0);
  EXPECT_FALSE(overlap(u.base, after(out, e).base));
  EXPECT_AT(u.base.facing, bearing_vector(kSouth + way->turned).x,
            bearing_vector(kSouth + way->turned).y, 1e-9);
}

// A tie goes toward the own edge. A at (36, 30) facing west (x 35.5..36.5, y 28.75..31.25),
// C at (35, 30) facing east on its front: A flees due east. Enemy cavalry E at (43.5, 30)
// facing west (x 43..44, y 29.25..30.75) sits on the goal (43, 30): no gap path. Turning north
// or south by the same angle is mirror-symmetric; the own edge is south, so clockwise: E's
// corner (43, 29.25) must be 1.25" from the line: 7 sin t - 0.75 cos t = 1.25, t = 16.342893
// deg, exact (GT-4 as settled on 2026-11-28). The end is south of y = 30.
TEST(GrandeTactiqueRulings, Gt4cTieBetweenMirrorTurnsGoesTowardTheOwnEdge) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, 270.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {35.0, 30.0}, 90.0);
  const UnitId e = gt_unit(s, "E", Arm::cavalry, kFoe, {43.5, 30.0}, 270.0);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  const std::optional<FlightTried> way = gt_taken(out, a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::turned));
  EXPECT_NEAR(way->turned, 16.3428933060, 1e-6);  // exact, not 16.5 on a 0.5 deg grid
  const Unit& u = after(out, a);
  EXPECT_LT(u.base.centre.y, 30.0);
  const Vec2 expected = kStart + 7.0 * bearing_vector(90.0 + way->turned);
  EXPECT_AT(u.base.centre, expected.x, expected.y, 1e-9);
  EXPECT_FALSE(overlap(u.base, after(out, e).base));
}

// GT-4 c as settled on 2026-11-28: the least angle is exact, and `turn_step` no longer decides
// it. The table of Gt4cLineTurnedAFewDegreesToClearAnEnemy (least turn t* = 0.8195019 deg
// clockwise, the line veering west), with a shaken friend F (infantry facing north) whose
// south-east corner lies 6" down the line taken and 0.0002" outside the corridor's west edge
// (1.2502" from the line). The exact line passes F by 0.0002"; a line turned 0.01 deg more
// would sweep 6 x 0.01 x pi / 180 = 0.00105" further west, over F's corner, and rout it (GT-6),
// as the 0.5 deg grid's 1.0 deg line would. So F stays shaken where it stands, with any step.
TEST(GrandeTactiqueRulings, Gt4cExactLeastAngleGrazesNoFriend) {
  for (const double step : {0.5, 0.01, 10.0}) {
    Charge k = charge();
    k.s.options.turn_step = step;
    gt_unit(k.s, "E", Arm::cavalry, kFoe, {37.9, 22.5}, kNorth);
    const double least = 0.8195018853324142;  // asin(1.25 / hypot(1.15, 7)) - atan2(1.15, 7)
    const Vec2 d = bearing_vector(kSouth + least);
    const Vec2 west{d.y, -d.x};  // square to the line, on its west side
    const Vec2 q = kStart + 6.0 * d + 1.2502 * west;
    const UnitId f =
        gt_unit(k.s, "F", Arm::infantry, kOwn, q + Vec2{-1.25, 0.5}, kNorth, State::shaken);
    const Outcome out = run(k.s, {});
    const std::optional<FlightTried> way = gt_taken(out, k.a);
    ASSERT_TRUE(way.has_value());
    EXPECT_EQ(way->way, way_name(FlightWay::turned));
    EXPECT_NEAR(way->turned, least, 1e-6) << "turn_step " << step;
    EXPECT_EQ(after(out, f).state, State::shaken) << "turn_step " << step;
    EXPECT_AT(after(out, f).base.centre, q.x - 1.25, q.y + 0.5, 0.0);
    const Box corridor = swept(Box{kStart, d, 2.5, 1.0}, 7.0);
    EXPECT_FALSE(overlap(corridor, after(out, f).base));
    const Vec2 more = bearing_vector(kSouth + least + 0.01);
    EXPECT_TRUE(overlap(swept(Box{kStart, more, 2.5, 1.0}, 7.0), after(out, f).base))
        << "the hand working is off: 0.01 deg more should graze F";
  }
}

// ---------------------------------------------------------------------------------------------
// GT-4 (d): surrounded.

// Charged front (C at (36, 31)) and rear (E2 at (36, 29), y 28.5..29.5), with enemies 0.5" off
// both flanks (E3 facing east x 33.25..34.25, E4 facing west x 37.75..38.75, both y
// 28.75..31.25), and an attached general G between A and E4 (x 37.25..37.75). No corridor:
// every line within 90 deg of south runs into E2, E3 or E4, and beyond that the centre would
// cross y = 30.5 behind C (GT-5) or the pivoted base already overlaps E2. No gap path: moving
// south nears E2 (0.5" away at the start), sideways nears E3 / E4 (inside 1.25"). So A is
// destroyed, surrounded, and G captured (general_may_die off, so no die is rolled).
TEST(GrandeTactiqueRulings, Gt4dChargedFrontAndRearIsDestroyedAndItsGeneralCaptured) {
  Charge k = charge();
  gt_unit(k.s, "E2", Arm::infantry, kFoe, {36.0, 29.0}, kNorth);
  gt_unit(k.s, "E3", Arm::infantry, kFoe, {33.75, 30.0}, 90.0);
  gt_unit(k.s, "E4", Arm::infantry, kFoe, {38.25, 30.0}, 270.0);
  const UnitId g = gt_general(k.s, "G", kOwn, {37.5, 30.0}, k.a);
  k.s.options.general_may_die = false;
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::destroyed);
  EXPECT_EQ(gt_removed(out, k.a), std::optional<Fate>(Fate::eliminated));
  EXPECT_EQ(after(out, g).ending, Ending::captured);
  EXPECT_EQ(gt_removed(out, g), std::optional<Fate>(Fate::captured));
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::surrounded));
  EXPECT_TRUE(gt_path(out, k.a).empty());
}

// ---------------------------------------------------------------------------------------------
// GT-5: never behind the causer.

// C charges A's west flank (C at (34.25, 30) facing east; its front edge line is x = 34.75), so
// A would flee east. Enemies close the other three sides: N at (36, 32) (y 31.5..32.5), S at
// (36, 28) (y 27.5..28.5), E at (39, 30) facing west (x 38.5..39.5, y 28.75..31.25). Every line
// with a westward component beyond ~10 deg carries the centre past x = 34.75 within 7"; every
// other line meets N, S or E; the centre cannot get round them keeping 1.25". Without GT-5 a
// line due west (through C, never an obstacle) would be clear; with it A is surrounded.
TEST(GrandeTactiqueRulings, Gt5TheOnlyWayOutBehindTheCauserIsNoWayOut) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {34.25, 30.0}, 90.0);
  gt_unit(s, "N", Arm::infantry, kFoe, {36.0, 32.0}, kSouth);
  gt_unit(s, "S", Arm::infantry, kFoe, {36.0, 28.0}, kNorth);
  gt_unit(s, "E", Arm::infantry, kFoe, {39.0, 30.0}, 270.0);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  EXPECT_EQ(after(out, a).ending, Ending::destroyed);
  for (const Vec2& p : gt_path(out, a))
    EXPECT_GE(ahead_of_front(s.units[index_of(c)].base, p), -1e-9);
}

// Cover whose anchor is behind the causer. Woods x 38..44, y 28..36: its near
// edge point (38, 30) is 2" from A's centre and in front of C's front edge line y = 30.5, but its
// anchor (centroid) (41, 32) is 1.5" behind that line. GT-5: "the fleeing unit's centre never
// crosses the line ... (the pivot in place is exempt)", and GT-4 says GT-5 keeps flights (a),
// (b) and (c) in front of the causer; so the unit may not be placed at (41, 32): this cover is
// not taken and A flees straight to (36, 23), in front of the line.
TEST(GrandeTactiqueRulings, Gt5CoverWhoseAnchorIsBehindTheCauserIsNotTaken) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(38.0, 28.0, 44.0, 36.0));
  const Outcome out = run(k.s, {});
  EXPECT_GE(ahead_of_front(k.s.units[index_of(k.c)].base, after(out, k.a).base.centre), 0.0);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
}

// From every bearing: C 2.5" from A's centre on bearing b (facing A), an enemy B 5" beyond A on
// the line away from C and 1" to its side (forcing a gap path or a turned line). Whatever way
// A takes, every corner of its centre's path lies in front of C's front edge (the path between
// two corners is straight, so the corners suffice: the half-plane is convex).
TEST(GrandeTactiqueRulings, Gt5PathStaysInFrontOfTheCauserFromEveryBearing) {
  int moved = 0;
  for (int b = 0; b < 360; b += 30) {
    for (Arm arm : {Arm::infantry, Arm::cavalry}) {
      Scenario s = gt_table();
      const UnitId a = gt_unit(s, "A", arm, kOwn, {36.0, 24.0}, 15.0);
      const Vec2 to_c = bearing_vector(b);
      const UnitId c =
          gt_unit(s, "C", Arm::infantry, kFoe, Vec2{36.0, 24.0} + 2.5 * to_c, b + 180.0);
      const Vec2 beyond = Vec2{36.0, 24.0} - 5.0 * to_c + 1.0 * perp(to_c);
      gt_unit(s, "B", Arm::infantry, kFoe, beyond, b + 180.0);
      gt_flee(s, a, c);
      const Outcome out = run(s, {});
      const std::vector<Vec2> path = gt_path(out, a);
      if (!path.empty()) ++moved;
      for (const Vec2& p : path)
        EXPECT_GE(ahead_of_front(s.units[index_of(c)].base, p), -1e-9)
            << "bearing " << b << " arm " << static_cast<int>(arm);
    }
  }
  EXPECT_GT(moved, 0);
}

// GT-5: the centre never *crosses* C's front line (y = 30.5); on it is not behind it. Woods
// x 38..44, y 27..34, anchored at (41, 30.5), exactly on that line; its edge point (38, 30) is
// 2" away. The cover is taken and A placed at the anchor, its centre on the line.
TEST(GrandeTactiqueRulings, Gt5CoverAnchoredOnTheCausersFrontLineIsNotBehindIt) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(38.0, 27.0, 44.0, 34.0));
  k.s.table.terrain.back().anchor = Vec2{41.0, 30.5};
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::cover));
  EXPECT_AT(after(out, k.a).base.centre, 41.0, 30.5, 1e-9);
}

// ---------------------------------------------------------------------------------------------
// GT-6: through friends.

// A line of nine first-side infantry at y = 26 (x 24.75..47.25, touching): the corridor is
// blocked, the goal (36, 23) is clear but the way round the line is far beyond 10.5": (c), turned
// 0 (no enemy), straight through the middle friend M at (36, 26), which becomes shaken; its
// neighbours only touch the corridor (x 34.75..37.25) and stay eager. A ends at (36, 23).
TEST(GrandeTactiqueRulings, Gt6EagerFriendPassedThroughBecomesShaken) {
  Charge k = charge();
  const std::vector<UnitId> line = friend_line(k.s, 26.0, 9, "L");
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, line[4]).state, State::shaken);
  EXPECT_TRUE(has(gt_statuses(out, line[4]), "shaken"));
  EXPECT_AT(after(out, line[4]).base.centre, 36.0, 26.0, kTol);
  EXPECT_EQ(after(out, line[3]).state, State::eager);
  EXPECT_EQ(after(out, line[5]).state, State::eager);
}

// The middle friend F of the line at y = 26 is shaken: A passes through it, F routs and flees
// in turn from C, directly away from C's centre (36, 31): due south, 7" -> (36, 19). On its
// way it passes through G, an eager friend at (36, 20) (y 19.5..20.5; F's goal (36, 19) is
// 0.5" from it, inside the clearance 1.25", so F has no gap path; G's bulk is in F's corridor
// y 18.5..26.5): G becomes shaken. F's end base (y 18.5..19.5) only touches G: no extension.
// Then A ends its own flight at (36, 23).
TEST(GrandeTactiqueRulings, Gt6ShakenFriendRoutsAndFleesInTurnThroughAThirdUnit) {
  Charge k = charge();
  const std::vector<UnitId> line = friend_line(k.s, 26.0, 9, "L");
  const UnitId f = line[4];
  gt_at(k.s, f).state = State::shaken;
  const UnitId g = gt_unit(k.s, "G", Arm::infantry, kOwn, {36.0, 20.0}, kNorth);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_EQ(after(out, f).state, State::routed);
  EXPECT_EQ(after(out, g).state, State::shaken);
  EXPECT_AT(after(out, f).base.centre, 36.0, 19.0, 1e-9);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_AT(after(out, g).base.centre, 36.0, 20.0, kTol);
  // Depth first: F routs before G is shaken by F.
  std::size_t f_routed = out.events.size();
  std::size_t g_shaken = out.events.size();
  for (std::size_t i = 0; i < out.events.size(); ++i) {
    const StatusChanged* e = std::get_if<StatusChanged>(&out.events[i]);
    if (e == nullptr) continue;
    if (e->unit == f && e->status == "routed" && f_routed == out.events.size()) f_routed = i;
    if (e->unit == g && e->status == "shaken" && g_shaken == out.events.size()) g_shaken = i;
  }
  EXPECT_LT(f_routed, g_shaken);
}

// A routed friend in the way is passed through and unaffected: it stays put, routed.
TEST(GrandeTactiqueRulings, Gt6RoutedFriendIsUnaffected) {
  Charge k = charge();
  const std::vector<UnitId> line = friend_line(k.s, 26.0, 9, "L");
  gt_at(k.s, line[4]).state = State::routed;
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, line[4]).state, State::routed);
  EXPECT_AT(after(out, line[4]).base.centre, 36.0, 26.0, kTol);
  EXPECT_TRUE(gt_statuses(out, line[4]).empty());
  EXPECT_TRUE(gt_path(out, line[4]).empty());
}

// Artillery in the way is unaffected. The line at y = 26: foot artillery P at (36, 26)
// (x 35.5..36.5) between infantry touching it (centres 34.25 and 37.75, then 2.5" apart): the
// corridor (x 34.75..37.25) crosses P and both neighbours by 0.75". P stays eager; the two
// infantry neighbours are eager friends passed through and become shaken. A ends at (36, 23).
TEST(GrandeTactiqueRulings, Gt6ArtilleryIsUnaffected) {
  Charge k = charge();
  const UnitId p = gt_unit(k.s, "P", Arm::foot_artillery, kOwn, {36.0, 26.0}, kNorth);
  std::vector<UnitId> west;
  std::vector<UnitId> east;
  for (int i = 0; i < 5; ++i) {
    west.push_back(
        gt_unit(k.s, "W" + std::to_string(i), Arm::infantry, kOwn, {34.25 - 2.5 * i, 26.0}, 0.0));
    east.push_back(
        gt_unit(k.s, "E" + std::to_string(i), Arm::infantry, kOwn, {37.75 + 2.5 * i, 26.0}, 0.0));
  }
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, p).state, State::eager);
  EXPECT_TRUE(gt_statuses(out, p).empty());
  EXPECT_AT(after(out, p).base.centre, 36.0, 26.0, kTol);
  EXPECT_EQ(after(out, west[0]).state, State::shaken);
  EXPECT_EQ(after(out, east[0]).state, State::shaken);
}

// A lone (unattached) general in the way, at (36, 26): unaffected (GT-6), not moved, no status.
// A still travels 7" and ends routed on the table.
TEST(GrandeTactiqueRulings, Gt6GeneralInTheWayIsUnaffected) {
  Charge k = charge();
  const UnitId g = gt_unit(k.s, "G", Arm::general, kOwn, {36.0, 26.0}, kNorth);
  const Outcome out = run(k.s, {});
  EXPECT_NEAR(test::gt_curve(out, k.a).length, 7.0, 1e-6);
  EXPECT_EQ(after(out, k.a).ending, Ending::on_table);
  EXPECT_EQ(after(out, g).ending, Ending::on_table);
  EXPECT_EQ(after(out, g).state, State::eager);
  EXPECT_AT(after(out, g).base.centre, 36.0, 26.0, kTol);
  EXPECT_TRUE(gt_statuses(out, g).empty());
}

// An end overlapping a friend is extended along the line until clear. A line of friends at
// y = 23 (y 22.5..23.5) where A would end: no gap (the goal is inside M), turned 0, through M
// (shaken); the end (36, 23) overlaps M, so it is extended until A's rear edge clears M's
// south edge 22.5: centre y = 22, a travel of 8" (to 1e-5": "until clear" may keep a hair of
// margin beyond touching).
TEST(GrandeTactiqueRulings, Gt6EndOverlappingAFriendIsExtendedUntilClear) {
  Charge k = charge();
  const std::vector<UnitId> line = friend_line(k.s, 23.0, 9, "L");
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 22.0, 1e-5);
  EXPECT_EQ(after(out, line[4]).state, State::shaken);
  for (UnitId u : line)
    EXPECT_FALSE(overlap(after(out, k.a).base, after(out, u).base));
}

// A gap path ending on a friend. Friendly cavalry F (1.5" x 1") stands with a
// corner Q poking 0.04" into where A's base ends: Q = (36, 23) + 1.3 u, u = (1.25, -0.5)/1.3463
// the direction of A's end base's south-east corner (Q = (37.2070, 22.5172), inside x <= 37.25,
// y >= 22.5), its edges leaving Q at 45 deg either side of -u (so Q is the point of F nearest
// A's line, 1.3" from the goal (36, 23) and farther from the rest of the line x = 36). The
// straight corridor holds Q: blocked. The goal is 1.3" >= 1.25" from F and so is every point of
// the line: the gap path is the straight line itself and A ends at (36, 23), its base over Q.
// GT-6: "a flight that would end overlapping a friend is extended along its line until clear":
// A goes on due south until its rear edge clears F's part within x <= 37.25 (the sweep of A's
// end base southward leaves F after 1.0831"): A ends at (36, 21.9169), clear of F (the
// sentence is general, and units never end overlapping, CONTEXT 1.6).
TEST(GrandeTactiqueRulings, Gt6GapPathEndingOverlappingAFriendIsExtended) {
  Charge k = charge();
  const Vec2 u = normalized(Vec2{1.25, -0.5});
  const Vec2 q = Vec2{36.0, 23.0} + 1.3 * u;
  const Vec2 along_width = rotated(u, bearing_vector(-45.0));  // (0.9191, 0.3939)
  const Vec2 along_depth = rotated(u, bearing_vector(45.0));   // (0.3939, -0.9191)
  const UnitId f =
      gt_unit(k.s, "F", Arm::cavalry, kOwn, q + 0.75 * along_width + 0.5 * along_depth, kNorth);
  gt_at(k.s, f).base.facing = along_depth;
  const Box end{{36.0, 23.0}, {0.0, -1.0}, 2.5, 1.0};
  ASSERT_TRUE(overlap(end, k.s.units[index_of(f)].base)) << "the hand working is off";
  ASSERT_NEAR(distance(Vec2{36.0, 23.0}, k.s.units[index_of(f)].base), 1.3, 1e-9);
  const std::optional<Interval> clear = sweep(end, {0.0, -1.0}, k.s.units[index_of(f)].base);
  ASSERT_TRUE(clear.has_value());
  const Outcome out = run(k.s, {});
  EXPECT_FALSE(overlap(after(out, k.a).base, after(out, f).base));
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0 - clear->hi, 1e-5);
}

// A fugitive ending on a friend that fled in turn. Cavalry A (1.5" x 1") at
// (36, 30), charged by infantry C: 11" due south. A line of nine infantry at y = 25.5 (x
// 24.75..47.25) blocks any gap; its middle F (36, 25.5) is shaken. (c), turned 0, through F:
// F routs and flees first (depth first), 7" directly away from C: (36, 18.5), y 18..19. A then
// ends its 11" at (36, 19), y 18.5..19.5: on F. GT-6: extended along its line until clear:
// rear edge at F's south edge 18, centre (36, 17.5) (12.5" in all): the extension looks at
// friends where they are when A's flight ends, as units never end overlapping.
TEST(GrandeTactiqueRulings, Gt6EndOnAFriendThatFledInTurnIsExtended) {
  Charge k = charge(Arm::cavalry, Arm::infantry);
  std::vector<UnitId> line;
  for (int j = -4; j <= 4; ++j)
    line.push_back(gt_unit(k.s, "L" + std::to_string(j + 4), Arm::infantry, kOwn,
                           {36.0 + 2.5 * j, 25.5}, kNorth));
  const UnitId f = line[4];
  gt_at(k.s, f).state = State::shaken;
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, f).state, State::routed);
  EXPECT_FALSE(overlap(after(out, k.a).base, after(out, f).base));
  EXPECT_AT(after(out, f).base.centre, 36.0, 18.5, 1e-9);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 17.5, 1e-5);
}

// GT-6 as settled on 2026-11-28: an extension that ends exactly in contact with an enemy is
// clear, not blocked. A flees 7" due south to (36, 23), y 22.5..23.5, on the line of nine eager
// friends at y = 23 (which closes the straight corridor and every gap); the turned line at 0
// passes through L4. Enemy infantry E at (36, 21), y 20.5..21.5, lies beyond the corridor's
// front edge (y 22.5). GT-6: extended until clear of the line, 1" to (36, 22), y 21.5..22.5: its
// front edge touches E's rear edge. Touching is not overlapping: A ends there, 8" in all (not
// stopped short at (36, 24), 6").
TEST(GrandeTactiqueRulings, Gt6ExtensionEndingInContactWithAnEnemyIsClear) {
  Charge k = charge();
  const std::vector<UnitId> line = friend_line(k.s, 23.0, 9, "L");
  const UnitId e = gt_unit(k.s, "E", Arm::infantry, kFoe, {36.0, 21.0}, kNorth);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 22.0, 1e-9);
  EXPECT_EQ(after(out, k.a).ending, Ending::on_table);
  EXPECT_EQ(after(out, line[4]).state, State::shaken);
  EXPECT_FALSE(overlap(after(out, k.a).base, after(out, e).base));
  EXPECT_NEAR(distance(after(out, k.a).base, after(out, e).base), 0.0, 1e-9);
}

// The same with impassable ground instead of E: a lake x 30..42, y 15..21.5. The extension
// ends with A's front edge on the lake's shore: clear (GT-6, GT-4), A at (36, 22).
TEST(GrandeTactiqueRulings, Gt6ExtensionEndingInContactWithImpassableGroundIsClear) {
  Charge k = charge();
  friend_line(k.s, 23.0, 9, "L");
  gt_terrain(k.s, TerrainKind::impassable, "Lake", gt_rect(30.0, 15.0, 42.0, 21.5));
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 22.0, 1e-9);
}

// GT-6 as settled on 2026-11-28: friends met only by the extension are passed through like any
// other, depth first, before the unit lands; its end is then judged against where they stand.
// A flees 7" due south to (36, 23), y 22.5..23.5. Routed friend F1 at (36, 22.5), y 22..23, is in
// the corridor (it closes the straight corridor and every gap; routed, it is unaffected). Shaken
// friend F2 at (36, 21.5), y 21..22, lies beyond the corridor (front edge 22.5). A's end overlaps
// F1: extended 1.5" until its rear edge leaves F1 (y 22) it would stand on F2, so the extension
// runs on to 2.5": F2 is met by the extension only. F2 routs and flees first, 7" directly away
// from C (due south, its corridor y 22..14 clear) to (36, 14.5). A's end is then judged again
// against where F2 stands: clear of F1 after 1.5", A lands at (36, 21.5), y 21..22, 8.5" in all.
TEST(GrandeTactiqueRulings, Gt6FriendMetOnlyByTheExtensionFleesBeforeTheUnitLands) {
  Charge k = charge();
  const UnitId f1 = gt_unit(k.s, "F1", Arm::infantry, kOwn, {36.0, 22.5}, kNorth, State::routed);
  const UnitId f2 = gt_unit(k.s, "F2", Arm::infantry, kOwn, {36.0, 21.5}, kNorth, State::shaken);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, f1).state, State::routed);
  EXPECT_AT(after(out, f1).base.centre, 36.0, 22.5, 0.0);
  EXPECT_EQ(after(out, f2).state, State::routed);
  EXPECT_AT(after(out, f2).base.centre, 36.0, 14.5, 1e-9);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 21.5, 1e-9);
  // F2's flight is recorded before A's move (depth first).
  std::optional<std::size_t> f2_moved;
  std::optional<std::size_t> a_moved;
  for (std::size_t i = 0; i < out.events.size(); ++i) {
    if (const auto* m = std::get_if<Moved>(&out.events[i])) {
      if (m->units.front() == f2 && !f2_moved) f2_moved = i;
      if (m->units.front() == k.a && !a_moved) a_moved = i;
    }
  }
  ASSERT_TRUE(f2_moved && a_moved);
  EXPECT_LT(*f2_moved, *a_moved);
}

// ---------------------------------------------------------------------------------------------
// GT-7: off the table.

// A at (36, 5) flees 7" south: its centre would reach (36, -2): it crosses the south edge and
// is removed as fled.
TEST(GrandeTactiqueRulings, Gt7FleeingOffTheTableIsFled) {
  Charge k = charge(Arm::infantry, Arm::infantry, {36.0, 5.0});
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::fled);
  EXPECT_EQ(gt_removed(out, k.a), std::optional<Fate>(Fate::fled));
}

// A at (36, 7.5): the end (36, 0.5) has its rear edge on the table edge: touching is on it.
TEST(GrandeTactiqueRulings, Gt7EndingOnTheEdgeStaysOnTheTable) {
  Charge k = charge(Arm::infantry, Arm::infantry, {36.0, 7.5});
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::on_table);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 0.5, 1e-9);
  EXPECT_FALSE(gt_removed(out, k.a).has_value());
}

// A at (36, 7.25): the end (36, 0.25) would put 0.25" of the base over the edge: fled.
TEST(GrandeTactiqueRulings, Gt7AnyPartCrossingTheEdgeIsFled) {
  Charge k = charge(Arm::infantry, Arm::infantry, {36.0, 7.25});
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::fled);
  EXPECT_EQ(gt_removed(out, k.a), std::optional<Fate>(Fate::fled));
}

// The second side's own edge is north: second-side A at (36, 44) facing south, charged by
// first-side C at (36, 43) facing north, flees 7" north to (36, 51): off the table, fled.
TEST(GrandeTactiqueRulings, Gt7SecondSideFleesOffTheNorthEdge) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kFoe, {36.0, 44.0}, kSouth);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kOwn, {36.0, 43.0}, kNorth);
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  EXPECT_EQ(after(out, a).ending, Ending::fled);
}

// GT-7 as settled on 2026-11-28: judged on the move actually made. A (infantry) faces north-east
// (bearing 45) at S; C faces south-west on its front, so A flees 7" along d = bearing 225 to
// P = S + 7 d = (30, 1). A's base there (frontage 2.5 across, n = bearing 315) reaches
// 1.75 / sqrt 2 = 1.237" below P: over the south edge. Routed friend F stands where A would end
// moved 0.5" back (centre P - 0.5 d: it closes the straight corridor and every gap; routed, it
// is unaffected). Enemy cavalry E faces d with centre P + 1.05 d + 1.25 n: it lies 0.05" beyond
// the end's front edge (out of the corridor), on the strip an extension would sweep. GT-6: A's
// end overlaps F; the extension (0.5") would run into E, so A stops short of F (GT-15), back
// along its line until its front edge leaves F: 1.5" back, at S + 5.5 d, its base wholly on the
// table (lowest corner 1 + 1.5 / sqrt 2 - 1.237 = 0.82"). It stays on the table: the full line
// would have crossed the edge, but that move was not made.
TEST(GrandeTactiqueRulings, Gt7StoppingShortOnTheTableStaysThoughTheFullLineWouldLeaveIt) {
  Scenario s = gt_table();
  const Vec2 d = bearing_vector(225.0);
  const Vec2 n = bearing_vector(315.0);
  const Vec2 p{30.0, 1.0};
  const Vec2 start = p - 7.0 * d;
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, start, 45.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, start - 1.0 * d, 225.0);
  const UnitId f = gt_unit(s, "F", Arm::infantry, kOwn, p - 0.5 * d, 225.0, State::routed);
  const UnitId e = gt_unit(s, "E", Arm::cavalry, kFoe, p + 1.05 * d + 1.25 * n, 225.0);
  gt_flee(s, a, c);
  ASSERT_FALSE(s.table.holds(Box{p, d, 2.5, 1.0})) << "the hand working is off";
  const Outcome out = run(s, {});
  EXPECT_EQ(after(out, a).ending, Ending::on_table);
  EXPECT_FALSE(gt_removed(out, a).has_value());
  const Vec2 end = start + 5.5 * d;
  EXPECT_AT(after(out, a).base.centre, end.x, end.y, 1e-6);
  EXPECT_TRUE(s.table.holds(after(out, a).base));
  EXPECT_FALSE(overlap(after(out, a).base, after(out, f).base));
  EXPECT_FALSE(overlap(after(out, a).base, after(out, e).base));
}

// GT-7 as settled on 2026-11-28: the table edge is no obstacle to the (b) path. A (infantry) at
// (36, 1.3) facing west, y 0.05..2.55, charged by C at (35, 1.3) facing east: it flees due east
// toward (43, 1.3). Enemy infantry E at (39.5, 2), x 38.25..40.75, y 1.5..2.5, closes the straight
// corridor; impassable ground x 38.25..40.75, y 2.6..20 closes the way north of E. The goal is
// 2.26" from E and 2.6" from the ground, so the shortest clear path passes south of E, its
// centre 1.25" below E's south edge (y 0.25), about 7.2" long (within 1.5 x 7). On it the base
// (2.5" across the way) crosses the south edge: the way is taken and A flees off the table. (A
// search that kept the centre inside the table missed it and turned the line instead.)
TEST(GrandeTactiqueRulings, Gt7GapPathCrossingTheTableEdgeIsTakenAndFlees) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, {36.0, 1.3}, 270.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {35.0, 1.3}, 90.0);
  gt_unit(s, "E", Arm::infantry, kFoe, {39.5, 2.0}, kNorth);
  gt_terrain(s, TerrainKind::impassable, "Lake", gt_rect(38.25, 2.6, 40.75, 20.0));
  gt_flee(s, a, c);
  const Outcome out = run(s, {});
  const std::optional<FlightTried> way = gt_taken(out, a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::gap));
  EXPECT_EQ(after(out, a).ending, Ending::fled);
  EXPECT_EQ(gt_removed(out, a), std::optional<Fate>(Fate::fled));
  double lowest = 100.0;
  for (const Vec2 q : gt_path(out, a))
    lowest = std::min(lowest, q.y);
  EXPECT_LT(lowest, 1.0);
}

// Voluntary withdrawal at the own edge (A at (36, 0.5), its rear on the south edge): withdrawn,
// a fate distinct from fled.
TEST(GrandeTactiqueRulings, Gt7VoluntaryWithdrawalAtTheOwnEdgeIsWithdrawn) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, {36.0, 0.5}, kSouth);
  gt_unit(s, "C", Arm::infantry, kFoe, {36.0, 20.0}, kSouth);
  gt_request(s, RequestKind::withdraw, a);
  const Outcome out = run(s, {});
  EXPECT_EQ(after(out, a).ending, Ending::withdrawn);
  EXPECT_EQ(gt_removed(out, a), std::optional<Fate>(Fate::withdrawn));
}

// ---------------------------------------------------------------------------------------------
// GT-8: continued flight.

// End of the first side's PIP phase: routed infantry RI at (20, 30) flees 7" straight toward
// the south edge -> (20, 23), facing south; routed cavalry RC at (50, 30) flees 11" -> (50, 19)
// (no 2d6: there is no causer); an enemy at (23, 33) north-east of RI does not bend the line;
// an eager friend and a routed enemy do not move.
TEST(GrandeTactiqueRulings, Gt8RoutedUnitsFleeOnTowardTheirOwnEdge) {
  Scenario s = gt_table();
  const UnitId ri = gt_unit(s, "RI", Arm::infantry, kOwn, {20.0, 30.0}, kNorth, State::routed);
  const UnitId rc = gt_unit(s, "RC", Arm::cavalry, kOwn, {50.0, 30.0}, kNorth, State::routed);
  const UnitId ok = gt_unit(s, "OK", Arm::infantry, kOwn, {36.0, 30.0}, kNorth);
  const UnitId foe = gt_unit(s, "FOE", Arm::infantry, kFoe, {36.0, 40.0}, kSouth, State::routed);
  gt_unit(s, "NE", Arm::infantry, kFoe, {23.0, 33.0}, 225.0);
  gt_continue(s, kOwn);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, ri).base.centre, 20.0, 23.0, 1e-9);
  EXPECT_AT(after(out, ri).base.facing, 0.0, -1.0, 1e-9);
  EXPECT_AT(after(out, rc).base.centre, 50.0, 19.0, 1e-9);
  EXPECT_AT(after(out, ok).base.centre, 36.0, 30.0, kTol);
  EXPECT_AT(after(out, foe).base.centre, 36.0, 40.0, kTol);
  EXPECT_TRUE(gt_faces(out).empty());
}

// The second side's routed units flee north at the end of its PIP phase: (36, 20) -> (36, 27).
TEST(GrandeTactiqueRulings, Gt8SecondSideFleesOnNorth) {
  Scenario s = gt_table();
  const UnitId r = gt_unit(s, "R", Arm::infantry, kFoe, {36.0, 20.0}, kSouth, State::routed);
  gt_continue(s, kFoe);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, r).base.centre, 36.0, 27.0, 1e-9);
  EXPECT_AT(after(out, r).base.facing, 0.0, 1.0, 1e-9);
}

// Continued flight seeks no cover: empty woods 4" east of routed infantry at (36, 30) is
// ignored; it flees straight south to (36, 23).
TEST(GrandeTactiqueRulings, Gt8ContinuedFlightSeeksNoCover) {
  Scenario s = gt_table();
  const UnitId r = gt_unit(s, "R", Arm::infantry, kOwn, kStart, kNorth, State::routed);
  gt_terrain(s, TerrainKind::woods, "Bois", gt_rect(40.0, 24.0, 46.0, 30.0));
  gt_continue(s, kOwn);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, r).base.centre, 36.0, 23.0, 1e-9);
}

// Routed infantry in woods (x 30..42, y 25..35) stays there.
TEST(GrandeTactiqueRulings, Gt8RoutedInfantryInWoodsStays) {
  Scenario s = gt_table();
  const UnitId r = gt_unit(s, "R", Arm::infantry, kOwn, kStart, kNorth, State::routed);
  gt_terrain(s, TerrainKind::woods, "Bois", gt_rect(30.0, 25.0, 42.0, 35.0));
  gt_continue(s, kOwn);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, r).base.centre, 36.0, 30.0, kTol);
  EXPECT_EQ(after(out, r).state, State::routed);
  EXPECT_EQ(after(out, r).ending, Ending::on_table);
}

// ---------------------------------------------------------------------------------------------
// GT-9: rally.

// Rallying (2 PIPs) makes a routed unit shaken; it does not move.
TEST(GrandeTactiqueRulings, Gt9RallyMakesARoutedUnitShaken) {
  Scenario s = gt_table();
  const UnitId r = gt_unit(s, "R", Arm::infantry, kOwn, kStart, kNorth, State::routed);
  gt_request(s, RequestKind::rally, r);
  const Outcome out = run(s, {});
  EXPECT_EQ(after(out, r).state, State::shaken);
  EXPECT_AT(after(out, r).base.centre, 36.0, 30.0, kTol);
}

// A routed unit of a collapsed division cannot rally: the request is refused (ALL-3).
TEST(GrandeTactiqueRulings, Gt9ARallyInACollapsedDivisionIsRefused) {
  Scenario s = gt_table();
  const int d = gt_division(s, "1st Division", true);
  const UnitId r = gt_unit(s, "R", Arm::infantry, kOwn, kStart, kNorth, State::routed);
  gt_at(s, r).division = d;
  const UnitId other = gt_unit(s, "S", Arm::infantry, kOwn, {40.0, 30.0}, kNorth);
  gt_at(s, other).division = d;
  gt_request(s, RequestKind::rally, r);
  EXPECT_TRUE(check(s).empty());
  EXPECT_EQ(refusal(s).value_or(Refusal{}).rule, "GT-9");
}

// ---------------------------------------------------------------------------------------------
// GT-10: charged while routed.

// Routed infantry charged by cavalry: destroyed (no Morale Check, no dice).
TEST(GrandeTactiqueRulings, Gt10RoutedInfantryChargedByCavalryIsDestroyed) {
  Charge k = charge(Arm::infantry, Arm::cavalry);
  gt_at(k.s, k.a).state = State::routed;
  gt_request(k.s, RequestKind::charge_routed, k.a, k.c);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::destroyed);
  EXPECT_EQ(gt_removed(out, k.a), std::optional<Fate>(Fate::eliminated));
}

// Routed cavalry charged by cavalry: destroyed (no 2d6: it does not flee).
TEST(GrandeTactiqueRulings, Gt10RoutedCavalryChargedByCavalryIsDestroyed) {
  Charge k = charge(Arm::cavalry, Arm::cavalry);
  gt_at(k.s, k.a).state = State::routed;
  gt_request(k.s, RequestKind::charge_routed, k.a, k.c);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::destroyed);
}

// Routed cavalry charged by infantry flees 11": (36, 30) -> (36, 19).
TEST(GrandeTactiqueRulings, Gt10RoutedCavalryChargedByInfantryFleesEleven) {
  Charge k = charge(Arm::cavalry, Arm::infantry);
  gt_at(k.s, k.a).state = State::routed;
  gt_request(k.s, RequestKind::charge_routed, k.a, k.c);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 19.0, 1e-9);
  EXPECT_EQ(after(out, k.a).state, State::routed);
}

// Routed infantry charged by infantry flees 7": (36, 30) -> (36, 23).
TEST(GrandeTactiqueRulings, Gt10RoutedInfantryChargedByInfantryFleesSeven) {
  Charge k = charge();
  gt_at(k.s, k.a).state = State::routed;
  gt_request(k.s, RequestKind::charge_routed, k.a, k.c);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
}

// ... also out of woods: routed A in woods x 33..39, y 28..32 (the only cover on the table),
// charged by infantry at (36, 32.5) just outside: it flees a full 7" south to (36, 23), out of
// the woods.
TEST(GrandeTactiqueRulings, Gt10RoutedInfantryChargedByInfantryFleesOutOfWoods) {
  Scenario s = gt_table();
  const UnitId a = gt_unit(s, "A", Arm::infantry, kOwn, kStart, kNorth, State::routed);
  const UnitId c = gt_unit(s, "C", Arm::infantry, kFoe, {36.0, 32.5}, kSouth);
  gt_terrain(s, TerrainKind::woods, "Bois", gt_rect(33.0, 28.0, 39.0, 32.0));
  gt_request(s, RequestKind::charge_routed, a, c);
  const Outcome out = run(s, {});
  EXPECT_AT(after(out, a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, a).ending, Ending::on_table);
}

// A unit routed after its own charge out of woods stays there, routed.
TEST(GrandeTactiqueRulings, Gt10RoutedAfterItsOwnChargeOutOfWoodsStays) {
  Charge k = charge();
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(32.0, 26.0, 40.0, 30.5));
  gt_flee(k.s, k.a, k.c, Cause::own_charge);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 30.0, kTol);
  EXPECT_EQ(after(out, k.a).state, State::routed);
  EXPECT_EQ(after(out, k.a).ending, Ending::on_table);
}

// "Routed infantry die if subsequently charged by cavalry": cover does not save them (routed
// infantry leaves woods only when charged by infantry, and charged by cavalry it does not flee
// at all). Routed A in woods x 33..39, y 28..32, charged by cavalry C at (36, 31): destroyed, its
// general captured; no dice, no flight, nothing to pursue.
TEST(GrandeTactiqueRulings, Gt10RoutedInfantryInWoodsChargedByCavalryIsDestroyed) {
  Charge k = charge(Arm::infantry, Arm::cavalry);
  gt_at(k.s, k.a).state = State::routed;
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(33.0, 28.0, 39.0, 32.0));
  const UnitId g = gt_general(k.s, "G", kOwn, {36.0, 29.0}, k.a);
  gt_request(k.s, RequestKind::charge_routed, k.a, k.c);
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::destroyed);
  EXPECT_EQ(gt_removed(out, k.a), std::optional<Fate>(Fate::eliminated));
  EXPECT_EQ(after(out, g).ending, Ending::captured);
  EXPECT_TRUE(gt_path(out, k.a).empty());
  EXPECT_FALSE(out.pursuit.has_value());
}

// "Routed infantry subsequently charged by infantry flee 7"" in the normal way, so a fresh flight
// seeks cover first (GT-4 a; only continued flight, GT-8, does not). Routed A in the open,
// charged by infantry C; empty woods x 40..46, y 24..30, its edge 4" away: A is placed at the
// anchor (43, 27), still routed.
TEST(GrandeTactiqueRulings, Gt10RoutedInfantryChargedByInfantryInTheOpenSeeksCover) {
  Charge k = charge();
  gt_at(k.s, k.a).state = State::routed;
  gt_terrain(k.s, TerrainKind::woods, "Bois", gt_rect(40.0, 24.0, 46.0, 30.0));
  gt_request(k.s, RequestKind::charge_routed, k.a, k.c);
  const Outcome out = run(k.s, {});
  const std::optional<FlightTried> way = gt_taken(out, k.a);
  ASSERT_TRUE(way.has_value());
  EXPECT_EQ(way->way, way_name(FlightWay::cover));
  EXPECT_AT(after(out, k.a).base.centre, 43.0, 27.0, 1e-9);
  EXPECT_EQ(after(out, k.a).state, State::routed);
}

// ---------------------------------------------------------------------------------------------
// GT-11: the Old Guard flees.

// Old Guard A flees 7" south from C ((36, 30) -> (36, 23); before: y 29.5..30.5, after:
// y 22.5..23.5, both x 34.75..37.25). Friends facing east (1" deep in x, 2.5" long in y),
// y 25.25..27.75 (1.75" off both of A's positions in y), so edge to edge before and after
// alike:
//   F1 x 39.25..40.25: dx 2,  distance sqrt(4 + 3.06) = 2.66 <= 3: flees from C;
//   F2 x 25.75..26.75: dx 8,  distance 8.19 <= 9: shaken;
//   F3 x 23.75..24.75: dx 10, distance >= 10 > 9: unaffected.
// (Centre to centre F1 would be 5.1" and F2 10.4": an engine measuring centres gets it wrong.)
// F1 flees directly away from C's centre (36, 31): (3.75, -4.5)/5.858, 7" ->
// (39.75 + 4.4812, 26.5 - 5.3774) = (44.2312, 21.1226).
TEST(GrandeTactiqueRulings, Gt11OldGuardFleeingRoutsFriendsWithinThreeAndShakesThoseWithinNine) {
  Charge k = charge();
  gt_at(k.s, k.a).old_guard = true;
  gt_at(k.s, k.a).quality = Quality::veteran;
  const UnitId f1 = gt_unit(k.s, "F1", Arm::infantry, kOwn, {39.75, 26.5}, 90.0);
  const UnitId f2 = gt_unit(k.s, "F2", Arm::infantry, kOwn, {26.25, 26.5}, 90.0);
  const UnitId f3 = gt_unit(k.s, "F3", Arm::infantry, kOwn, {24.25, 26.5}, 90.0);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, f1).state, State::routed);
  const Vec2 away = normalized(Vec2{39.75 - 36.0, 26.5 - 31.0});
  const Vec2 f1_end = Vec2{39.75, 26.5} + 7.0 * away;
  EXPECT_AT(after(out, f1).base.centre, f1_end.x, f1_end.y, 1e-9);
  EXPECT_EQ(after(out, f2).state, State::shaken);
  EXPECT_AT(after(out, f2).base.centre, 26.25, 26.5, kTol);
  EXPECT_EQ(after(out, f3).state, State::eager);
  EXPECT_TRUE(gt_statuses(out, f3).empty());
}

// "Within 3"" and "within 9"" include their bounds, edge to edge as the Guard flees. Old Guard A
// (x 34.75..37.25, y 29.5..30.5) flees 7" south from C. Friends facing north, level with A:
//   F1 x 40.25..42.75: exactly 3" east: flees, directly away from C's centre (36, 31):
//      (5.5, -1)/5.5902, 7" -> (48.3871, 28.7478);
//   F3 x 29.24..31.74: 3.01" west: shaken only; F2 x 23.25..25.75: exactly 9" west: shaken;
//   F4 at (36, 40.01), y 39.51..40.51: 9.01" north of A's front edge: untouched.
TEST(GrandeTactiqueRulings, Gt11ThreeAndNineInchesIncludeTheirBounds) {
  Charge k = charge();
  gt_at(k.s, k.a).old_guard = true;
  const UnitId f1 = gt_unit(k.s, "F1", Arm::infantry, kOwn, {41.5, 30.0}, kNorth);
  const UnitId f3 = gt_unit(k.s, "F3", Arm::infantry, kOwn, {30.49, 30.0}, kNorth);
  const UnitId f2 = gt_unit(k.s, "F2", Arm::infantry, kOwn, {24.5, 30.0}, kNorth);
  const UnitId f4 = gt_unit(k.s, "F4", Arm::infantry, kOwn, {36.0, 40.01}, kNorth);
  const Outcome out = run(k.s, {});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, f1).state, State::routed);
  const Vec2 f1_end = Vec2{41.5, 30.0} + 7.0 * normalized(Vec2{5.5, -1.0});
  EXPECT_AT(after(out, f1).base.centre, f1_end.x, f1_end.y, 1e-9);
  EXPECT_EQ(after(out, f3).state, State::shaken);
  EXPECT_AT(after(out, f3).base.centre, 30.49, 30.0, kTol);
  EXPECT_EQ(after(out, f2).state, State::shaken);
  EXPECT_EQ(after(out, f4).state, State::eager);
  EXPECT_TRUE(gt_statuses(out, f4).empty());
}

// Friends within 3" flee "from the same causer" (GT-11), so GT-2's distance follows the causer's
// arm: cavalry K (1.5" x 1") 2" east of Old Guard A, which cavalry C (36, 31) charged, flees
// 11" + 2d6 = 11 + 3 + 4 = 18" directly away from C: (4, -1)/4.1231 -> (57.4626, 25.6344). The
// Guard (infantry) draws nothing; the two dice are K's.
TEST(GrandeTactiqueRulings, Gt11CavalryFriendOfTheGuardFleesACavalryCauserElevenPlusTwoD6) {
  Charge k = charge(Arm::infantry, Arm::cavalry);
  gt_at(k.s, k.a).old_guard = true;
  const UnitId horse = gt_unit(k.s, "K", Arm::cavalry, kOwn, {40.0, 30.0}, kNorth);
  const Outcome out = run(k.s, {3, 4});
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(after(out, horse).state, State::routed);
  const Vec2 end = Vec2{40.0, 30.0} + 18.0 * normalized(Vec2{4.0, -1.0});
  EXPECT_AT(after(out, horse).base.centre, end.x, end.y, 1e-9);
  EXPECT_NEAR(gt_length(gt_path(out, horse)), 18.0, 1e-9);
  EXPECT_EQ(gt_faces(out), (std::vector<int>{3, 4}));
}

// ---------------------------------------------------------------------------------------------
// GT-12: generals.

// General G attached on A's east flank (0.5" x 0.5" at (37.5, 30)). A flees: d6 1 kills G
// (general_may_die, the default).
TEST(GrandeTactiqueRulings, Gt12AttachedGeneralKilledOnAOne) {
  Charge k = charge();
  const UnitId g = gt_general(k.s, "G", kOwn, {37.5, 30.0}, k.a);
  const Outcome out = run(k.s, {1});
  EXPECT_EQ(after(out, g).ending, Ending::killed);
  EXPECT_EQ(gt_removed(out, g), std::optional<Fate>(Fate::killed));
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_EQ(gt_faces(out), (std::vector<int>{1}));
}

// d6 4: G survives and is swept along: still on the table, attached, in contact with A's base
// at its end (36, 23).
TEST(GrandeTactiqueRulings, Gt12AttachedGeneralSurvivesAndMovesWithTheUnit) {
  Charge k = charge();
  const UnitId g = gt_general(k.s, "G", kOwn, {37.5, 30.0}, k.a);
  const Outcome out = run(k.s, {4});
  const Unit& gu = after(out, g);
  EXPECT_EQ(gu.ending, Ending::on_table);
  EXPECT_EQ(gu.attached_to, std::optional<UnitId>(k.a));
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
  EXPECT_LT(distance(gu.base, after(out, k.a).base), 1e-6);
  EXPECT_LT(distance(gu.base.centre, Vec2{36.0, 23.0}), 2.0);
}

// With general_may_die off no die is rolled and G survives.
TEST(GrandeTactiqueRulings, Gt12NoDieWhenGeneralsMayNotDie) {
  Charge k = charge();
  const UnitId g = gt_general(k.s, "G", kOwn, {37.5, 30.0}, k.a);
  k.s.options.general_may_die = false;
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, g).ending, Ending::on_table);
  EXPECT_TRUE(gt_faces(out).empty());
}

// A failed Morale Check draws its d6 before the general's (the flight follows the check):
// shaken A with G attached: d6 2, shaken -1, general +1 = 2: fails; then G's d6 5: survives.
TEST(GrandeTactiqueRulings, Gt12GeneralsDieFollowsTheMoraleCheck) {
  Charge k = charge();
  gt_at(k.s, k.a).state = State::shaken;
  const UnitId g = gt_general(k.s, "G", kOwn, {37.5, 30.0}, k.a);
  gt_request(k.s, RequestKind::morale_check, k.a, k.c);
  const Outcome out = run(k.s, {2, 5});
  const std::vector<MoraleChecked> checks = gt_events<MoraleChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].total, 2);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(after(out, g).ending, Ending::on_table);
  EXPECT_AT(after(out, k.a).base.centre, 36.0, 23.0, 1e-9);
}

// ---------------------------------------------------------------------------------------------
// GT-13: collapse.

// Division of three: B already routed, D eager, A flees: two of three routed, all but one:
// collapsed, with a FormationBroken event.
TEST(GrandeTactiqueRulings, Gt13DivisionCollapsesWhenAllButOneAreRouted) {
  Charge k = charge();
  const int d = gt_division(k.s, "1st Division");
  gt_at(k.s, k.a).division = d;
  const UnitId b = gt_unit(k.s, "B", Arm::infantry, kOwn, {20.0, 30.0}, kNorth, State::routed);
  const UnitId dd = gt_unit(k.s, "D", Arm::infantry, kOwn, {50.0, 30.0}, kNorth);
  gt_at(k.s, b).division = d;
  gt_at(k.s, dd).division = d;
  const Outcome out = run(k.s, {});
  ASSERT_EQ(out.division_collapsed.size(), 1U);
  EXPECT_TRUE(out.division_collapsed[0]);
  bool broken = false;
  for (const FormationBroken& e : gt_events<FormationBroken>(out))
    broken = broken || (e.formation == "division" && e.name == "1st Division");
  EXPECT_TRUE(broken);
}

// Division of four: one routed plus A: two still stand: not collapsed, no event.
TEST(GrandeTactiqueRulings, Gt13DivisionWithTwoStandingHasNotCollapsed) {
  Charge k = charge();
  const int d = gt_division(k.s, "1st Division");
  gt_at(k.s, k.a).division = d;
  const UnitId b = gt_unit(k.s, "B", Arm::infantry, kOwn, {20.0, 30.0}, kNorth, State::routed);
  const UnitId d1 = gt_unit(k.s, "D1", Arm::infantry, kOwn, {50.0, 30.0}, kNorth);
  const UnitId d2 = gt_unit(k.s, "D2", Arm::infantry, kOwn, {60.0, 30.0}, kNorth);
  for (UnitId u : {b, d1, d2})
    gt_at(k.s, u).division = d;
  const Outcome out = run(k.s, {});
  ASSERT_EQ(out.division_collapsed.size(), 1U);
  EXPECT_FALSE(out.division_collapsed[0]);
  EXPECT_TRUE(gt_events<FormationBroken>(out).empty());
}

// Corps that began with 4 units, 3 still listed (one lost before): A at (36, 5) flees off the
// table: 2 of 4 lost, half: the corps is halved, with a FormationBroken event.
TEST(GrandeTactiqueRulings, Gt13CorpsThatLostHalfItsOriginalUnits) {
  Charge k = charge(Arm::infantry, Arm::infantry, {36.0, 5.0});
  const int c = gt_corps(k.s, "I Corps", 4);
  gt_at(k.s, k.a).corps = c;
  gt_at(k.s, gt_unit(k.s, "B", Arm::infantry, kOwn, {20.0, 30.0}, kNorth)).corps = c;
  gt_at(k.s, gt_unit(k.s, "D", Arm::infantry, kOwn, {50.0, 30.0}, kNorth)).corps = c;
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::fled);
  ASSERT_EQ(out.corps_halved.size(), 1U);
  EXPECT_TRUE(out.corps_halved[0]);
  bool broken = false;
  for (const FormationBroken& e : gt_events<FormationBroken>(out))
    broken = broken || (e.formation == "corps" && e.name == "I Corps");
  EXPECT_TRUE(broken);
}

// Routed units are not lost: a corps of 4 listed with one routed on the table is not halved.
TEST(GrandeTactiqueRulings, Gt13RoutedUnitsOnTheTableAreNotLostToTheCorps) {
  Charge k = charge();
  const int c = gt_corps(k.s, "I Corps");
  gt_at(k.s, k.a).corps = c;
  for (double x : {10.0, 20.0, 50.0})
    gt_at(k.s, gt_unit(k.s, "U" + std::to_string(static_cast<int>(x)), Arm::infantry, kOwn,
                       {x, 30.0}, kNorth))
        .corps = c;
  const Outcome out = run(k.s, {});
  ASSERT_EQ(out.corps_halved.size(), 1U);
  EXPECT_FALSE(out.corps_halved[0]);
}

// "Lost half its original units" is half or more, not half rounded down: a corps that began
// with 3 units and loses one (A flees off the table) has lost 1 < 1.5: not halved.
TEST(GrandeTactiqueRulings, Gt13CorpsOfThreeThatLostOneHasNotLostHalf) {
  Charge k = charge(Arm::infantry, Arm::infantry, {36.0, 5.0});
  const int c = gt_corps(k.s, "I Corps", 3);
  gt_at(k.s, k.a).corps = c;
  gt_at(k.s, gt_unit(k.s, "B", Arm::infantry, kOwn, {20.0, 30.0}, kNorth)).corps = c;
  gt_at(k.s, gt_unit(k.s, "D", Arm::infantry, kOwn, {50.0, 30.0}, kNorth)).corps = c;
  const Outcome out = run(k.s, {});
  EXPECT_EQ(after(out, k.a).ending, Ending::fled);
  ASSERT_EQ(out.corps_halved.size(), 1U);
  EXPECT_FALSE(out.corps_halved[0]);
  EXPECT_TRUE(gt_events<FormationBroken>(out).empty());
}

// ---------------------------------------------------------------------------------------------
// GT-14: pursuit.

// Cavalry that routed infantry by a charge may pursue 6".
TEST(GrandeTactiqueRulings, Gt14CavalryChargingInfantryMayPursueSix) {
  Charge k = charge(Arm::infantry, Arm::cavalry);
  const Outcome out = run(k.s, {});
  ASSERT_TRUE(out.pursuit.has_value());
  EXPECT_NEAR(*out.pursuit, 6.0, kTol);
  const std::vector<PursuitAllowed> p = gt_events<PursuitAllowed>(out);
  ASSERT_EQ(p.size(), 1U);
  EXPECT_EQ(p[0].pursuer, k.c);
  EXPECT_NEAR(p[0].distance, 6.0, kTol);
}

// Cavalry that routed cavalry: the fugitive fled 11 + 3 + 5 = 19", the pursuer 1" less: 18".
TEST(GrandeTactiqueRulings, Gt14PursuingCavalryMovesOneInchLessThanTheFugitiveFled) {
  Charge k = charge(Arm::cavalry, Arm::cavalry);
  const Outcome out = run(k.s, {3, 5});
  ASSERT_TRUE(out.pursuit.has_value());
  EXPECT_NEAR(*out.pursuit, 18.0, kTol);
}

// GT-14 with GT-7 (the lead's decision of 2026-11-30): the pursuer follows the fugitive's path
// only as far as the table edge. Cavalry 5" from its own edge flees cavalry 11 + 3 + 5 = 19"
// due south: its centre reaches y = 0 after 5", less than the 18" the rule gives: 5", cut.
TEST(GrandeTactiqueRulings, Gt14PursuitAfterAFlightOffTheTableIsCutAtTheEdge) {
  Charge k = charge(Arm::cavalry, Arm::cavalry, {36.0, 5.0});
  const Outcome out = run(k.s, {3, 5});
  EXPECT_EQ(after(out, k.a).ending, Ending::fled);
  ASSERT_TRUE(out.pursuit.has_value());
  EXPECT_NEAR(*out.pursuit, 5.0, kTol);
  const std::vector<PursuitAllowed> p = gt_events<PursuitAllowed>(out);
  ASSERT_EQ(p.size(), 1U);
  EXPECT_NEAR(p[0].distance, 5.0, kTol);
  EXPECT_TRUE(p[0].cut_at_edge);
}

// The same flight from 18.5" off the edge also ends off the table (centre at y = -0.5), but its
// path on the table, 18.5", is longer than the 18" pursuit: nothing is cut.
TEST(GrandeTactiqueRulings, Gt14PursuitShorterThanThePathOnTheTableIsNotCut) {
  Charge k = charge(Arm::cavalry, Arm::cavalry, {36.0, 18.5});
  const Outcome out = run(k.s, {3, 5});
  EXPECT_EQ(after(out, k.a).ending, Ending::fled);
  ASSERT_TRUE(out.pursuit.has_value());
  EXPECT_NEAR(*out.pursuit, 18.0, kTol);
  const std::vector<PursuitAllowed> p = gt_events<PursuitAllowed>(out);
  ASSERT_EQ(p.size(), 1U);
  EXPECT_FALSE(p[0].cut_at_edge);
}

// Only cavalry pursue: an infantry charge gives no pursuit.
TEST(GrandeTactiqueRulings, Gt14InfantryDoesNotPursue) {
  Charge k = charge();
  const Outcome out = run(k.s, {});
  EXPECT_FALSE(out.pursuit.has_value());
  EXPECT_TRUE(gt_events<PursuitAllowed>(out).empty());
}

// ---------------------------------------------------------------------------------------------
// ALL-1, ALL-2.

// Every way tried is exposed with the reason it was rejected; the last is the one taken. In the
// offset gap of GT-4 (b) (0.001" wider than the frontage) the straight corridor is rejected as
// blocked (by L) and the gap taken.
TEST(GrandeTactiqueRulings, All1PreviewListsEveryWayTriedWithItsReason) {
  const Charge k = offset_gap(0.001);
  const UnitId l{2};
  const FlightPreview p = preview_flight(k.s, k.a, k.c, 7.0);
  ASSERT_FALSE(p.tried.empty());
  EXPECT_EQ(p.tried.back().way, FlightWay::gap);
  EXPECT_EQ(p.tried.back().rejection, Rejection::none);
  bool straight_rejected = false;
  for (std::size_t i = 0; i + 1 < p.tried.size(); ++i) {
    EXPECT_NE(p.tried[i].rejection, Rejection::none);
    if (p.tried[i].way == FlightWay::straight) {
      straight_rejected = true;
      EXPECT_EQ(p.tried[i].rejection, Rejection::corridor_blocked);
      EXPECT_EQ(p.tried[i].blocker, std::optional<UnitId>(l));
    }
  }
  EXPECT_TRUE(straight_rejected);
  EXPECT_FALSE(p.off_table);
}

// Cavalry charged by cavalry with a general attached: 2d6 and the general's d6, from a seed.
// The same seed gives the same outcome, and every die drawn is in a Rolled event.
TEST(GrandeTactiqueRulings, All2SameSeedSameOutcomeAndEveryDieIsRolledEvent) {
  for (std::uint64_t seed : {1U, 7U, 42U, 2024U}) {
    Charge k = charge(Arm::cavalry, Arm::cavalry, {36.0, 40.0});
    gt_general(k.s, "G", kOwn, {37.0, 40.0}, k.a);
    ASSERT_TRUE(check(k.s).empty()) << gt_error_text(check(k.s));
    Dice d1 = Dice::seeded(seed);
    Dice d2 = Dice::seeded(seed);
    const Result<Outcome> r1 = resolve(k.s, d1);
    const Result<Outcome> r2 = resolve(k.s, d2);
    ASSERT_TRUE(r1.ok() && r2.ok());
    EXPECT_EQ(gt_summary(r1.value()), gt_summary(r2.value()));
    EXPECT_EQ(d1.draws(), gt_faces(r1.value()).size());
    EXPECT_EQ(d1.draws(), 3U) << "2d6 for the distance and the general's d6";
  }
}

}  // namespace
}  // namespace skedaddle::grande_tactique
