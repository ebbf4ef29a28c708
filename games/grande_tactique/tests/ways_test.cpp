// SPDX-License-Identifier: MIT
// The ways of flight (GT-4) at their edges, each worked by hand: mirror gap paths, a fugitive
// that starts behind the causer's front line (GT-5), cover reached at any point of its edge and
// never across the table edge (GT-7), a gap path whose end would put the base on an enemy, a
// pivot over the table edge, and the chains of a continued flight (GT-8, GT-6, GT-11).
#include <gtest/gtest.h>

#include "grande_tactique/tests/builder.hpp"
#include "grande_tactique/tests/resolved.hpp"

namespace skedaddle::grande_tactique {
namespace {

using test::gt_table;
using test::gt_unit;

using test::gt_resolved;

/// The FlightTried event of `unit` for `way`, if one was recorded.
std::optional<FlightTried> tried(const Outcome& out, UnitId unit, std::string_view way) {
  for (const FlightTried& e : test::gt_events<FlightTried>(out)) {
    if (e.unit == unit && e.way == way) return e;
  }
  return std::nullopt;
}

Side other(Side s) {
  return s == Side::first ? Side::second : Side::first;
}

// A at (24, 24) faces east toward C at (26, 24) and flees 7" west. E (x 19.75..22.25,
// y 23.5..24.5) blocks the straight corridor; keeping half A's frontage (1.25) from it, on
// arcs round its corners (GT-4, the exact path), leaves two mirror paths to (17, 24), round its
// south side and round its north side, each 8.421478" (within 1.5 x 7): the tangent to the
// circle about (22.25, 24 -+ 0.5), 1.322876"; the arc to (22.25, 24 -+ 1.75), 1.294226"; along
// to (19.75, 24 -+ 1.75), 2.5"; the arc to (19, 24 -+ 1.5), 0.804376"; then straight for
// (17, 24). 7" along, 1.078522" past (19, 24 -+ 1.5) along (-0.8, +-0.6), A stands at
// (18.137182, 24 -+ 0.852887) (games/grande_tactique/examples/gt-4-gap-paths-tie-toward-own-edge).
// GT-4: the tie goes toward A's own edge: south for the first side, north for the second
// (counter-clockwise alone would take the north path for both).
TEST(GrandeTactiqueWays, MirrorGapPathsTieTowardTheOwnEdge) {
  for (const Side side : {Side::first, Side::second}) {
    Scenario s = gt_table(48.0, 48.0);
    const UnitId a = gt_unit(s, "A", Arm::infantry, side, {24.0, 24.0}, 90.0);
    const UnitId c = gt_unit(s, "C", Arm::infantry, other(side), {26.0, 24.0}, 270.0);
    gt_unit(s, "E", Arm::infantry, other(side), {21.0, 24.0}, 0.0);
    test::gt_flee(s, a, c);
    const Outcome out = gt_resolved(s);
    const std::optional<FlightTried> taken = test::gt_taken(out, a);
    ASSERT_TRUE(taken.has_value());
    EXPECT_EQ(taken->way, "gap");
    const double y = out.units[index_of(a)].base.centre.y;
    if (side == Side::first) {
      EXPECT_NEAR(y, 23.147113, 1e-5) << "toward the south edge";
    } else {
      EXPECT_NEAR(y, 24.852887, 1e-5) << "toward the north edge";
    }
  }
}

// C faces north at (24, 24), its front edge on y = 24.5. A's centre (27, 23) is 1.5" behind that
// line (charged in the flank). Directly away is (3, -1)/sqrt(10), farther behind: the straight
// line is refused (GT-5), and so is a gap path to the same point (its end is behind too). The
// turned line keeps the centre no farther behind than it starts: turned counter-clockwise by
// exactly atan(1/3) = 18.434949 degrees (GT-4 c exact, as settled on 2026-11-28), due east, the
// end at (34, 23), on the line y = 23 where it started (GT-5 as settled on 2026-11-28).
TEST(GrandeTactiqueWays, AFugitiveBehindTheCauserLineGoesNoFartherBehindByAnyWay) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {27.0, 23.0}, 270.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, Side::second, {24.0, 24.0}, 0.0);
  test::gt_flee(s, a, c);
  const Outcome out = gt_resolved(s);
  ASSERT_TRUE(tried(out, a, "straight").has_value());
  EXPECT_EQ(tried(out, a, "straight")->rejection, rejection_text(Rejection::behind_causer));
  ASSERT_TRUE(tried(out, a, "gap").has_value());
  EXPECT_EQ(tried(out, a, "gap")->rejection, rejection_text(Rejection::no_gap));
  const std::optional<FlightTried> taken = test::gt_taken(out, a);
  ASSERT_TRUE(taken.has_value());
  EXPECT_EQ(taken->way, "turned");
  EXPECT_NEAR(taken->turned, -18.434948822922, 1e-9);
  const Vec2 end = out.units[index_of(a)].base.centre;
  EXPECT_NEAR(end.y, 23.0, 1e-9);
  EXPECT_NEAR(end.x, 34.0, 1e-9);
}

// A (24, 17.2) flees 7" south from cavalry C. The wood W (x 14..34, y 6..13) is 4.2" away, but
// E (x 22.5..25.5, y 14.5..15.5) stands in between; grown by 1.25 it covers x 21.25..26.75,
// y 13.25..16.75 (corners cut). Going round E's east side and straight down to the wood's edge
// at (26.75, 13) is about 6.1"; the wood's nearest point (24, 13) and its corners are all more
// than 7" away round E. GT-4 a asks for the edge, any point of it: A reaches the wood and is
// placed at its anchor (24, 9.5).
TEST(GrandeTactiqueWays, CoverIsReachedAtAnyPointOfItsEdge) {
  Scenario s = gt_table(48.0, 48.0);
  const int wood = test::gt_terrain(s, TerrainKind::woods, "W", test::gt_rect(14, 6, 34, 13));
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {24.0, 17.2}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::cavalry, Side::second, {24.0, 18.2}, 180.0);
  const UnitId e = gt_unit(s, "E", Arm::infantry, Side::second, {24.0, 15.0}, 0.0);
  test::gt_at(s, e).base.width = 3.0;
  test::gt_flee(s, a, c);
  const Outcome out = gt_resolved(s);
  const std::optional<FlightTried> taken = test::gt_taken(out, a);
  ASSERT_TRUE(taken.has_value());
  EXPECT_EQ(taken->way, "cover");
  EXPECT_EQ(taken->terrain, s.table.terrain[static_cast<std::size_t>(wood)].name);
  EXPECT_EQ(out.units[index_of(a)].base.centre, (Vec2{24.0, 9.5}));
  const std::vector<Vec2> path = test::gt_path(out, a);
  ASSERT_GE(path.size(), 3u);
  // It reaches the edge straight below E's east side (less the search's hair of clearance).
  EXPECT_NEAR(path[path.size() - 2].x, 26.75, 1e-5);
  EXPECT_NEAR(path[path.size() - 2].y, 13.0, 1e-9);
  EXPECT_LE(test::gt_length({path.begin(), path.end() - 1}), 7.0);
}

// A (2, 17) flees 7" south from cavalry C. E (x 1..4, y 13.5..14.5, grown x -0.25..5.25) stands
// between A and the wood W (x 0..10, y 4..11.5) at the table's west edge. Round E's west side
// the wood's corner (0, 11.5) is about 6.4" away, but that path runs with the centre at
// x = -0.25, the base over the table edge; round the east side the wood is about 7.4" away.
// GT-4 a, GT-7: the wood cannot be reached; A does not end in it. The (b) path to (2, 10), which
// the table edge does not stop (GT-7 as settled on 2026-11-28), runs round E's west side with
// the base over the edge: it is taken, and A flees off the table.
TEST(GrandeTactiqueWays, CoverIsNotReachedAcrossTheTableEdge) {
  Scenario s = gt_table(48.0, 48.0);
  test::gt_terrain(s, TerrainKind::woods, "W", test::gt_rect(0, 4, 10, 11.5));
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {2.0, 17.0}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::cavalry, Side::second, {2.0, 18.0}, 180.0);
  const UnitId e = gt_unit(s, "E", Arm::infantry, Side::second, {2.5, 14.0}, 0.0);
  test::gt_at(s, e).base.width = 3.0;
  test::gt_flee(s, a, c);
  const Outcome out = gt_resolved(s);
  ASSERT_TRUE(tried(out, a, "cover").has_value());
  EXPECT_EQ(tried(out, a, "cover")->rejection, rejection_text(Rejection::cover_too_far));
  const std::optional<FlightTried> taken = test::gt_taken(out, a);
  ASSERT_TRUE(taken.has_value());
  EXPECT_EQ(taken->way, "gap");
  EXPECT_EQ(out.units[index_of(a)].ending, Ending::fled);
}

// A flees 7" south from (24, 24) to (24, 17). F, turned so that its front edge faces A's end
// squarely across A's south-east corner, stands 1.30" from that end point: more than the 1.25"
// a gap path keeps from it, less than the 1.346" to A's corner (1.25, 0.5 from the centre). The
// straight corridor is blocked by F; the path straight down keeps its clearance, but its end
// would put A's corner 0.046" into F. Units never end overlapping (CONTEXT 1.6): the gap way
// of GT-4 b is refused with F named, and a turned line (GT-4 c) is taken instead.
TEST(GrandeTactiqueWays, AGapPathEndingWithTheBaseOnAnEnemyIsRefused) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {24.0, 24.0}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, Side::second, {24.0, 25.5}, 180.0);
  const UnitId f = gt_unit(s, "F", Arm::infantry, Side::second, {0.0, 0.0}, 0.0);
  const Vec2 toward_a = normalized(Vec2{-1.25, 0.5});
  test::gt_at(s, f).base.facing = toward_a;
  test::gt_at(s, f).base.centre = Vec2{24.0, 17.0} - 1.8 * toward_a;
  test::gt_flee(s, a, c);
  const Outcome out = gt_resolved(s);
  ASSERT_TRUE(tried(out, a, "straight").has_value());
  EXPECT_EQ(tried(out, a, "straight")->blocker, f);
  ASSERT_TRUE(tried(out, a, "gap").has_value());
  EXPECT_EQ(tried(out, a, "gap")->rejection, rejection_text(Rejection::gap_end_blocked));
  EXPECT_EQ(tried(out, a, "gap")->blocker, f);
  const std::optional<FlightTried> taken = test::gt_taken(out, a);
  ASSERT_TRUE(taken.has_value());
  EXPECT_EQ(taken->way, "turned");
  EXPECT_FALSE(overlap(out.units[index_of(a)].base, out.units[index_of(f)].base));
}

// A (24, 0.6) faces north, its base y 0.1..1.1, on the table. Grapeshot from the battery at
// (22, 0.6) sends it east; turned to face east its 2.5" frontage spans y -0.65..1.85, over the
// south edge. GT-7 reads "any part crossing the table edge": it has fled, though only its pivot
// put it there (project decision: the pivot ignores other bases, GT-2, not the table edge).
TEST(GrandeTactiqueWays, APivotOverTheTableEdgeIsFlightOffTheTable) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {24.0, 0.6}, 0.0);
  const UnitId guns = gt_unit(s, "G", Arm::foot_artillery, Side::second, {22.0, 0.6}, 90.0);
  test::gt_flee(s, a, guns, Cause::grapeshot);
  const Outcome out = gt_resolved(s);
  EXPECT_EQ(test::gt_removed(out, a), Fate::fled);
}

// The routed Old Guard battalion G (24, 30) flees on 7" south at the end of its side's PIP
// phase (GT-8). The eager battalion N, 1" from it edge to edge, is neither shaken nor sent off:
// GT-11 acts when the Guard flees and routs, not on each later flight (project decision).
TEST(GrandeTactiqueWays, ARoutedOldGuardFleeingOnDisturbsNoOne) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId g = gt_unit(s, "G", Arm::infantry, Side::first, {24.0, 30.0}, 0.0, State::routed);
  test::gt_at(s, g).old_guard = true;
  const UnitId n = gt_unit(s, "N", Arm::infantry, Side::first, {27.5, 30.0}, 0.0);
  test::gt_continue(s, Side::first);
  const Outcome out = gt_resolved(s);
  EXPECT_EQ(out.units[index_of(g)].base.centre, (Vec2{24.0, 23.0}));
  EXPECT_EQ(out.units[index_of(n)].state, State::eager);
  EXPECT_EQ(out.units[index_of(n)].base.centre, (Vec2{27.5, 30.0}));
}

// The routed hussars H (18, 18) flee on 11" south (GT-8). Two enemy battalions on 2.5 x 8 bases
// (x 13..15.5 and 20.5..23, y 4..12) leave a lane too narrow to pass the shaken friend F
// (18, 10), so H goes straight through it (GT-4 c). F routs and flees toward its own edge
// (GT-6): a fresh flight of infantry, which seeks cover first (GT-4 a): the wood W (x 16..20,
// y 0.5..3.5) is 6.5" away down the lane, so F is placed at its anchor (18, 2), not 7" south.
TEST(GrandeTactiqueWays, AFriendRoutedByAContinuedFlightSeeksCover) {
  Scenario s = gt_table(48.0, 48.0);
  test::gt_terrain(s, TerrainKind::woods, "W", test::gt_rect(16, 0.5, 20, 3.5));
  const UnitId h = gt_unit(s, "H", Arm::cavalry, Side::first, {18.0, 18.0}, 180.0, State::routed);
  const UnitId f = gt_unit(s, "F", Arm::infantry, Side::first, {18.0, 10.0}, 0.0, State::shaken);
  for (const double x : {14.25, 21.75}) {
    const UnitId guard = gt_unit(s, "Guards", Arm::infantry, Side::second, {x, 8.0}, 0.0);
    test::gt_at(s, guard).base.depth = 8.0;
  }
  s.units[2].id = "Guards west";
  s.units[3].id = "Guards east";
  test::gt_continue(s, Side::first);
  const Outcome out = gt_resolved(s);
  const std::optional<FlightTried> taken = test::gt_taken(out, f);
  ASSERT_TRUE(taken.has_value());
  EXPECT_EQ(taken->way, "cover");
  EXPECT_EQ(out.units[index_of(f)].base.centre, (Vec2{18.0, 2.0}));
  EXPECT_EQ(out.units[index_of(h)].base.centre, (Vec2{18.0, 7.0}));
}

}  // namespace
}  // namespace skedaddle::grande_tactique
