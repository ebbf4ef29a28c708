// SPDX-License-Identifier: MIT
// The engine's documented decisions where the rules are silent (games/grande_tactique/README.md),
// each worked by hand: one flight per unit and request, the Old Guard and artillery, infantry
// forced out of its own wood, and a base still overlapped at the end of a move.
#include <gtest/gtest.h>

#include "grande_tactique/tests/builder.hpp"
#include "grande_tactique/tests/resolved.hpp"

namespace skedaddle::grande_tactique {
namespace {

using test::gt_table;
using test::gt_unit;

using test::gt_resolved;

int moves_of(const Outcome& out, UnitId id) {
  int n = 0;
  for (const Moved& m : test::gt_events<Moved>(out))
    n += m.units.front() == id ? 1 : 0;
  return n;
}

// Two Old Guard battalions 3" apart (centres; 2" edge to edge), own edge south; cavalry charges
// the northern one, A. A flees 7" south; B, within 3" of A, flees too (GT-11); B's flight has A
// within 3" again, but A has fled already in this request: each moves once.
TEST(GrandeTactiqueDecisions, AUnitFleesAtMostOncePerRequest) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {24.0, 30.0}, 0.0);
  const UnitId b = gt_unit(s, "B", Arm::infantry, Side::first, {24.0, 27.0}, 0.0);
  test::gt_at(s, a).old_guard = true;
  test::gt_at(s, b).old_guard = true;
  const UnitId e = gt_unit(s, "E", Arm::cavalry, Side::second, {24.0, 31.0}, 180.0);
  test::gt_flee(s, a, e);
  const Outcome out = gt_resolved(s, {});
  EXPECT_EQ(moves_of(out, a), 1);
  EXPECT_EQ(moves_of(out, b), 1);
}

// Artillery 6" from a fleeing Old Guard battalion (edge to edge) cannot flee, but becomes shaken
// like any friend within 9" (GT-11).
TEST(GrandeTactiqueDecisions, ArtilleryNearAFleeingOldGuardIsShaken) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {24.0, 30.0}, 0.0);
  test::gt_at(s, a).old_guard = true;
  // A's east edge is x = 25.25; the battery's west edge 6" beyond: centre x = 31.75.
  const UnitId guns = gt_unit(s, "Guns", Arm::foot_artillery, Side::first, {31.75, 30.0}, 0.0);
  const UnitId e = gt_unit(s, "E", Arm::cavalry, Side::second, {24.0, 31.0}, 180.0);
  test::gt_flee(s, a, e);
  const Outcome out = gt_resolved(s, {});
  EXPECT_EQ(out.units[index_of(guns)].state, State::shaken);
  EXPECT_TRUE(out.units[index_of(guns)].on_table());
}

// Infantry in a wood charged by infantry is forced out (GT-10): its own wood is no cover, so it
// flees straight 7" directly away, from (15, 19) to (15, 12), instead of being placed at the
// wood's anchor (15, 15).
TEST(GrandeTactiqueDecisions, InfantryMadeToFleeLeavesItsOwnWood) {
  Scenario s = gt_table(36.0, 36.0);
  test::gt_terrain(s, TerrainKind::woods, "Bois", test::gt_rect(10.0, 10.0, 20.0, 20.0));
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {15.0, 19.0}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, Side::second, {15.0, 20.5}, 180.0);
  test::gt_flee(s, a, c);
  const Outcome out = gt_resolved(s, {});
  const std::optional<FlightTried> taken = test::gt_taken(out, a);
  ASSERT_TRUE(taken.has_value());
  EXPECT_EQ(taken->way, "straight");
  EXPECT_EQ(out.units[index_of(a)].base.centre, (Vec2{15.0, 12.0}));
}

// An enemy base 20" wide (S, y 18.5..19.5, x 14..34) touches A's rear after A pivots to face
// south at (24, 20). South is blocked by S. A line turned 90 degrees east or west turns A's
// 2.5" frontage across y 18.75..21.25, so A starts overlapping S and, running parallel to it,
// would still overlap it 7" on at (31, 20) or (17, 20). The overlap does not grow (GT-4: no
// obstacle so far), but the line would end on S, and units never end overlapping (CONTEXT
// 1.6): such a line is in the way. Whatever way A takes, it does not end on S.
TEST(GrandeTactiqueDecisions, ABaseStillOverlappedAtTheEndBlocksTheWay) {
  Scenario s = gt_table(48.0, 48.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {24.0, 20.0}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, Side::second, {24.0, 21.0}, 180.0);
  const UnitId big = gt_unit(s, "S", Arm::infantry, Side::second, {24.0, 19.0}, 0.0);
  test::gt_at(s, big).base.width = 20.0;
  test::gt_flee(s, a, c);
  const Outcome out = gt_resolved(s, {});
  const Unit& after = out.units[index_of(a)];
  EXPECT_FALSE(after.on_table() && overlap(after.base, out.units[index_of(big)].base));
}

}  // namespace
}  // namespace skedaddle::grande_tactique
