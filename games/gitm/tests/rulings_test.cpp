// SPDX-License-Identifier: MIT
// GITM and ROTD retreats, routs and fall-backs, ruling by ruling (GI-1..GI-7, ALL-1, ALL-2), on
// hand-worked scenarios. Written from texts/gitm-retreat.txt, texts/rotd-retreat.txt and
// RULINGS.md alone, as an independent check of the engine.
//
// Unless a test says otherwise the battle is on tactical square 7-7 of G7-V8: the unit that must
// leave (BR1IN in GITM, CS1IN in ROTD) and the winning enemy FR1IN stand there, nobody moved into
// the combat, and the eight neighbours of 7-7 are N 7-6, NE 8-6, E 8-7, SE 8-8, S 7-8, SW 6-8,
// W 6-7, NW 6-6. Candidate directions are numbered N-first clockwise, so the direction die's face
// k is the k-th candidate in that order. Dice are drawn in this order (ALL-2): trapped d100 (fall
// backs that are not exhausted), direction (only among two or more candidates), distance d4
// (retreats without a fixed distance). Scripted dice must be used up exactly.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gitm/tests/builder.hpp"

namespace skedaddle::gitm {
namespace {

using test::gi_dice;
using test::gi_errors;
using test::gi_events;
using test::gi_field;
using test::gi_impassable;
using test::gi_messages;
using test::gi_request;
using test::gi_sides;
using test::gi_unit;

constexpr Square kBattle{7, 7};
constexpr auto kFriend = Allegiance::friendly;
constexpr auto kEnemy = Allegiance::enemy;
constexpr auto kNeutral = Allegiance::neutral;

std::string check_text(const Errors& errors) {
  std::string s;
  for (const Error& e : errors)
    s += "[" + e.pointer + "] " + e.message + "; ";
  return s;
}

Outcome run(const Scenario& s, const std::vector<int>& faces) {
  const Errors errors = check(s);
  EXPECT_TRUE(errors.empty()) << "the scenario should be valid: " << check_text(errors);
  Dice dice = gi_dice(faces);
  Result<Outcome> r = resolve(s, dice);
  EXPECT_TRUE(r.ok()) << gi_errors(r);
  EXPECT_EQ(dice.unused_script(), 0U) << "every scripted face is drawn (ALL-2)";
  if (!r.ok()) return Outcome{};
  return std::move(r).value();
}

const Unit& after(const Outcome& out, UnitId id) {
  static const Unit missing{};
  if (index_of(id) >= out.units.size()) {
    ADD_FAILURE() << "unit " << index_of(id) << " missing from the outcome";
    return missing;
  }
  return out.units[index_of(id)];
}

std::string strategic(const Outcome& out, UnitId id) {
  if (index_of(id) >= out.strategic.size()) return "<missing>";
  return out.strategic[index_of(id)];
}

bool removed_as(const Outcome& out, UnitId id, Fate fate) {
  for (const UnitRemoved& r : gi_events<UnitRemoved>(out)) {
    if (r.unit == id) return r.fate == fate;
  }
  return false;
}

// The side that leaves: one unit on the battle square with the winning enemy beside it.
struct Battle {
  Scenario s;
  UnitId unit{};
  UnitId winner{};
};

Battle battle(Variant v = Variant::gitm, RequestKind kind = RequestKind::retreat,
              Square at = kBattle, std::optional<Dir8> moved = std::nullopt) {
  Battle b{gi_field(v), {}, {}};
  b.unit = gi_unit(b.s, v == Variant::gitm ? "BR1IN" : "CS1IN", kFriend, at, moved);
  b.winner = gi_unit(b.s, "FR1IN", kEnemy, at);
  gi_request(b.s, kind, {b.unit}, at);
  return b;
}

// Moved north; enemies that moved west, north and east: every direction is invalid (GI-2).
Battle message_case_for_rout() {
  Battle b = battle(Variant::gitm, RequestKind::rout, kBattle, Dir8::n);
  b.s.units[index_of(b.winner)].moved = Dir8::w;
  gi_unit(b.s, "FR2IN", kEnemy, kBattle, Dir8::n);
  gi_unit(b.s, "FR3IN", kEnemy, kBattle, Dir8::e);
  return b;
}

Dir8Set valid(const Scenario& s, UnitId u) {
  return Dir8Set::all() - invalid_directions(s, u);
}

// ---------------------------------------------------------------------------------------------
// GI-1: row 0 is north, column 0 west; G7-V8's neighbours carry the game's labels.

TEST(GitmRulings, Gi1NorthIsTheRowAboveAndTheUnitStaysInItsStrategicSquare) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {7, 6});  // a friend to the north: the only candidate (GI-3)
  const Outcome out = run(b.s, {2});       // d4 = 2
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 5}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
  EXPECT_EQ(strategic(out, b.unit), "G7-V8");
  EXPECT_EQ(strategic(out, b.winner), "G7-V8");
  EXPECT_EQ(gi_sides(out), (std::vector<int>{4}));
  EXPECT_TRUE(gi_messages(out).empty());
}

// ---------------------------------------------------------------------------------------------
// GI-2: invalid directions.

// Rule text, word for word: "a unit which moved north into battle cannot retreat to the north,
// northeast, or northwest."
TEST(GitmRulings, Gi2AUnitThatMovedNorthMayNotRetreatNorthNortheastOrNorthwest) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::retreat, kBattle, Dir8::n);
    EXPECT_EQ(invalid_directions(b.s, b.unit), (Dir8Set{Dir8::n, Dir8::ne, Dir8::nw}));
    const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
    for (Dir8 d : kDir8s) {
      const DirectionVerdict expected = (d == Dir8::n || d == Dir8::ne || d == Dir8::nw)
                                            ? DirectionVerdict::own_movement
                                            : DirectionVerdict::candidate;
      EXPECT_EQ(verdicts[static_cast<std::size_t>(d)], expected) << compass_name(d);
    }
  }
}

// Rule text, word for word: "if an enemy unit entered the combat from the east, then the
// retreating unit may not retreat to the east, northeast, or southeast." It moved west.
TEST(GitmRulings, Gi2AnEnemyThatEnteredFromTheEastMakesEastNortheastAndSoutheastInvalid) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v);
    b.s.units[index_of(b.winner)].moved = Dir8::w;
    EXPECT_EQ(invalid_directions(b.s, b.unit), (Dir8Set{Dir8::e, Dir8::ne, Dir8::se}));
    const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
    for (Dir8 d : kDir8s) {
      const DirectionVerdict expected = (d == Dir8::e || d == Dir8::ne || d == Dir8::se)
                                            ? DirectionVerdict::enemy_arrival
                                            : DirectionVerdict::candidate;
      EXPECT_EQ(verdicts[static_cast<std::size_t>(d)], expected) << compass_name(d);
    }
  }
}

// GI-2: the union of the unit's own cone and every arriving enemy's.
TEST(GitmRulings, Gi2TheInvalidDirectionsOfEveryMoverAreUnited) {
  Battle b = battle(Variant::gitm, RequestKind::retreat, kBattle, Dir8::n);
  gi_unit(b.s, "FR2IN", kEnemy, kBattle, Dir8::n);  // came from the south: SE, S, SW
  EXPECT_EQ(valid(b.s, b.unit), (Dir8Set{Dir8::e, Dir8::w}));
  gi_unit(b.s, "FR3IN", kEnemy, kBattle, Dir8::e);  // came from the west: SW, W, NW
  EXPECT_EQ(valid(b.s, b.unit), (Dir8Set{Dir8::e}));
}

// GI-2, GI-4: a unit that moved north retreats among E, SE, S, SW, W: face 1 of a d5 is E.
TEST(GitmRulings, Gi2TheRetreatDieCountsOnlyTheValidDirections) {
  Battle b = battle(Variant::gitm, RequestKind::retreat, kBattle, Dir8::n);
  const Outcome out = run(b.s, {1, 1});  // d5 -> E, d4 = 1
  EXPECT_EQ(gi_sides(out), (std::vector<int>{5, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{8, 7}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// ---------------------------------------------------------------------------------------------
// GI-3: choosing a direction.

// An adjacent enemy to the north: GITM chooses among the seven others; face 1 is NE, which passes
// between the enemy (N) and the free E square: `both` lets it through (GI-4).
TEST(GitmRulings, Gi3AnAdjacentEnemyIsAvoided) {
  Battle b = battle();
  gi_unit(b.s, "FR2IN", kEnemy, {7, 6});
  const Outcome out = run(b.s, {1, 1});  // d7 -> NE, d4 = 1
  EXPECT_EQ(gi_sides(out), (std::vector<int>{7, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{8, 6}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// Friends E and S, not with enemies: only E and S are candidates; face 2 of a d2 is S.
TEST(GitmRulings, Gi3AUnitRetreatsTowardAdjacentFriends) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {8, 7});
  gi_unit(b.s, "BR3IN", kFriend, {7, 8});
  const Outcome out = run(b.s, {2, 3});  // d2 -> S, d4 = 3: 7-8 (a friend, passable), 7-9, 7-10
  EXPECT_EQ(gi_sides(out), (std::vector<int>{2, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 10}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// A friend sharing its square with an enemy does not attract (and the enemy repels).
TEST(GitmRulings, Gi3AFriendInASquareWithEnemiesIsNotPreferred) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {8, 7});
  gi_unit(b.s, "FR2IN", kEnemy, {8, 7});
  const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::e)], DirectionVerdict::hostile_adjacent);
  for (Dir8 d : {Dir8::n, Dir8::ne, Dir8::se, Dir8::s, Dir8::sw, Dir8::w, Dir8::nw}) {
    EXPECT_EQ(verdicts[static_cast<std::size_t>(d)], DirectionVerdict::candidate)
        << compass_name(d);
  }
}

// Every verdict of one unit: moved north (N, NE, NW out), an enemy W, a friend E.
TEST(GitmRulings, Gi3VerdictsGiveTheReasonForEveryDirection) {
  Battle b = battle(Variant::gitm, RequestKind::retreat, kBattle, Dir8::n);
  gi_unit(b.s, "FR2IN", kEnemy, {6, 7});
  gi_unit(b.s, "BR2IN", kFriend, {8, 7});
  const auto v = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  using DV = DirectionVerdict;
  const std::array<DV, kDir8Count> expected = {
      DV::own_movement,  DV::own_movement,  DV::preferred,        DV::not_preferred,
      DV::not_preferred, DV::not_preferred, DV::hostile_adjacent, DV::own_movement};
  for (Dir8 d : kDir8s) {
    EXPECT_EQ(v[static_cast<std::size_t>(d)], expected[static_cast<std::size_t>(d)])
        << compass_name(d);
  }
  const Outcome out = run(b.s, {1});  // single candidate E: no direction die; d4 = 1
  EXPECT_EQ(after(out, b.unit).square, (Square{8, 7}));
}

// GITM: a neutral unit is not avoided (GI-3) but blocks the move (GI-4): N is face 1 of a d8,
// blocked on its first square.
TEST(GitmRulings, Gi3GitmDoesNotAvoidANeutralUnitButIsBlockedByIt) {
  Battle b = battle();
  const UnitId neutral = gi_unit(b.s, "AU1IN", kNeutral, {7, 6});
  const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::n)], DirectionVerdict::candidate);
  const Outcome out = run(b.s, {1, 2});  // d8 -> N, d4 = 2
  EXPECT_EQ(gi_sides(out), (std::vector<int>{8, 4}));
  EXPECT_EQ(gi_messages(out), (std::vector<std::string>{"BR1IN is unable to move."}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::surrendered);
  EXPECT_EQ(after(out, b.unit).square, kBattle);
  EXPECT_EQ(after(out, neutral).ending, Ending::stayed);
  EXPECT_TRUE(removed_as(out, b.unit, Fate::surrendered));
}

// ROTD: neutral units repel like enemies: seven candidates, face 2 is E.
TEST(GitmRulings, Gi3RotdAvoidsAnAdjacentNeutralUnit) {
  Battle b = battle(Variant::rotd);
  gi_unit(b.s, "US1IN", kNeutral, {7, 6});
  const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::n)], DirectionVerdict::hostile_adjacent);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::ne)], DirectionVerdict::candidate)
      << "a diagonal is not dropped for a unit on its corner square (GI-3)";
  const Outcome out = run(b.s, {2, 1});  // d7 -> E, d4 = 1
  EXPECT_EQ(gi_sides(out), (std::vector<int>{7, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{8, 7}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// GI-3: "remaining direction": a friend in an invalid direction attracts nothing. Moved north,
// friend N: the d5 is over E, SE, S, SW, W as if there were no friend; face 3 is S.
TEST(GitmRulings, Gi3AFriendInAnInvalidDirectionIsNotPreferred) {
  Battle b = battle(Variant::gitm, RequestKind::retreat, kBattle, Dir8::n);
  gi_unit(b.s, "BR2IN", kFriend, {7, 6});
  const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::n)], DirectionVerdict::own_movement);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::s)], DirectionVerdict::candidate);
  const Outcome out = run(b.s, {3, 1});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{5, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
}

// GI-8 revised, GI-3: in GITM a friend sharing its square with a neutral (no enemy) is still a
// friend to retreat toward, and the neutral is not avoided: E (8-7) is the one preferred
// candidate, no direction die. GI-4: the neutral blocks the first square, so the unit is unable
// to move and surrenders. Dice: d4 = 2 only.
TEST(GitmRulings, Gi8GitmFriendWithANeutralAttractsButTheNeutralBlocks) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {8, 7});
  gi_unit(b.s, "AU1IN", kNeutral, {8, 7});
  const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::e)], DirectionVerdict::preferred);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::n)], DirectionVerdict::not_preferred);
  const Outcome out = run(b.s, {2});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{4}));
  EXPECT_EQ(gi_messages(out), (std::vector<std::string>{"BR1IN is unable to move."}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::surrendered);
}

// GI-8 revised, GI-3 in ROTD: a friend sharing 8-7 with a neutral is no friend to retreat toward
// (and the neutral repels E); the lone friend on 7-8 is: S is the one candidate, no direction
// die; d4 = 1 takes the unit onto its friend's square 7-8.
TEST(GitmRulings, Gi8RotdFriendWithANeutralIsNotAFriendToRetreatToward) {
  Battle b = battle(Variant::rotd);
  gi_unit(b.s, "CS2IN", kFriend, {8, 7});
  gi_unit(b.s, "US1IN", kNeutral, {8, 7});
  gi_unit(b.s, "CS3IN", kFriend, {7, 8});
  const auto verdicts = direction_verdicts(b.s, b.s.units, b.unit, kBattle);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::e)], DirectionVerdict::hostile_adjacent);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::s)], DirectionVerdict::preferred);
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::w)], DirectionVerdict::not_preferred);
  const Outcome out = run(b.s, {1});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// GI-8 revised, GI-4: a square holding a friend and an enemy blocks a move like any square with
// a hostile unit. Nothing adjacent, eight candidates: d8 = 1 is N, d4 = 3; 7-6 is free, 7-5 holds
// BR2IN and FR2IN, so the unit stops short on 7-6.
TEST(GitmRulings, Gi8ASquareOfAFriendAndAnEnemyBlocksTheMove) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {7, 5});
  gi_unit(b.s, "FR2IN", kEnemy, {7, 5});
  const Outcome out = run(b.s, {1, 3});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{8, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 6}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
}

// ---------------------------------------------------------------------------------------------
// GI-4: moving, diagonal corners.

// ROTD rule text: "it may select a direction which would require retreating diagonally past the
// adjacent unit even though that retreat move will fail". Neutral N: candidates NE, E, SE, S, SW,
// W, NW; face 1 is NE, whose corner N holds the neutral: `either` stops it on its first square.
TEST(GitmRulings, Gi4RotdDiagonalRetreatPastAnAdjacentNeutralFails) {
  Battle b = battle(Variant::rotd);
  gi_unit(b.s, "US1IN", kNeutral, {7, 6});
  EXPECT_EQ(b.s.options.corner_rule(), CornerRule::either);
  const Outcome out = run(b.s, {1, 3});  // d7 -> NE, d4 = 3 (drawn before the move, ALL-2)
  EXPECT_EQ(gi_sides(out), (std::vector<int>{7, 4}));
  EXPECT_EQ(gi_messages(out), (std::vector<std::string>{"CS1IN is unable to move."}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::shattered);
  EXPECT_EQ(after(out, b.unit).square, kBattle);
  EXPECT_TRUE(removed_as(out, b.unit, Fate::shattered));
}

// The same in GITM: `both` corners must be hostile; one neutral corner lets NE through. Eight
// candidates (GITM does not avoid neutrals): face 2 is NE; d4 = 2: 8-6, 9-5.
TEST(GitmRulings, Gi4GitmDiagonalRetreatPastOneAdjacentNeutralPasses) {
  Battle b = battle();
  gi_unit(b.s, "AU1IN", kNeutral, {7, 6});
  EXPECT_EQ(b.s.options.corner_rule(), CornerRule::both);
  const Outcome out = run(b.s, {2, 2});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{8, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{9, 5}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
  EXPECT_TRUE(gi_messages(out).empty());
}

// GITM with both corners hostile (neutral N, enemy E): E is dropped (GI-3), NE is not; candidates
// N, NE, SE, S, SW, W, NW: face 2 is NE, stopped between the two.
TEST(GitmRulings, Gi4GitmDiagonalRetreatBetweenTwoHostileCornersFails) {
  Battle b = battle();
  gi_unit(b.s, "AU1IN", kNeutral, {7, 6});
  gi_unit(b.s, "FR2IN", kEnemy, {8, 7});
  const Outcome out = run(b.s, {2, 1});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{7, 4}));
  EXPECT_EQ(gi_messages(out), (std::vector<std::string>{"BR1IN is unable to move."}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::surrendered);
}

// GI-3, GI-7: the only candidate is a diagonal whose first square is empty but whose corners hold
// neutrals (N, W dropped for them; the unit moved S and the enemy came from the east, so only N,
// W, NW are valid). It is selected, the distance drawn, and the step fails: "unable to move", not
// "tries to retreat but is blocked" (GI-7 names terrain, map edge and hostile units only).
TEST(GitmRulings, Gi7ADiagonalFailingOnlyByItsCornersIsSelectedThenUnableToMove) {
  Battle b = battle(Variant::rotd, RequestKind::retreat, kBattle, Dir8::s);
  b.s.units[index_of(b.winner)].moved = Dir8::w;
  gi_unit(b.s, "KY3IN", kNeutral, {7, 6});
  gi_unit(b.s, "KY4IN", kNeutral, {6, 7});
  const Outcome out = run(b.s, {2});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{4}));
  EXPECT_EQ(gi_messages(out), (std::vector<std::string>{"CS1IN is unable to move."}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::shattered);
}

// GI-4 option `corner`: ROTD with `both` lets the NE retreat past the neutral through.
TEST(GitmRulings, Gi4CornerOptionOverridesTheVariantDefault) {
  Battle b = battle(Variant::rotd);
  gi_unit(b.s, "US1IN", kNeutral, {7, 6});
  b.s.options.corner = CornerRule::both;
  const Outcome out = run(b.s, {1, 2});  // d7 -> NE, d4 = 2
  EXPECT_EQ(after(out, b.unit).square, (Square{9, 5}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// Blocked later: stop in the last free square, having left the battle. A friend S is the only
// candidate; d4 = 4 would reach 7-11, but 7-10 is impassable: 7-8 (friend), 7-9, stop.
TEST(GitmRulings, Gi4ARetreatStopsShortAfterTwoSquares) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v);
    gi_unit(b.s, "BR2IN", kFriend, {7, 8});
    gi_impassable(b.s, {{7, 10}});
    const Outcome out = run(b.s, {4});
    EXPECT_EQ(gi_sides(out), (std::vector<int>{4}));
    EXPECT_EQ(after(out, b.unit).square, (Square{7, 9}));
    EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
    EXPECT_TRUE(gi_messages(out).empty());
    EXPECT_TRUE(gi_events<UnitRemoved>(out).empty());
  }
}

// The same with an enemy on the third square (not adjacent, so not avoided): 7-8, 7-9, stop.
TEST(GitmRulings, Gi4AnEnemyFurtherOnStopsTheRetreatShort) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {7, 8});
  gi_unit(b.s, "FR2IN", kEnemy, {7, 10});
  const Outcome out = run(b.s, {3});
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 9}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
}

// GI-4: a GITM neutral unit blocks the move too (it is only not avoided by GI-3).
TEST(GitmRulings, Gi4AGitmNeutralFurtherOnStopsTheRetreatShort) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {8, 7});
  gi_unit(b.s, "AU1IN", kNeutral, {10, 7});
  const Outcome out = run(b.s, {4});  // E: 8-7 (friend), 9-7, then the neutral
  EXPECT_EQ(after(out, b.unit).square, (Square{9, 7}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
}

// The map edge stops a retreat: on 7-1, moved south (SE, S, SW out), enemies that came from the
// east and from the west (NE, E, SE; SW, W, NW): only N. d4 = 3: 7-0, then off the map.
TEST(GitmRulings, Gi4TheMapEdgeStopsARetreatShort) {
  Battle b = battle(Variant::gitm, RequestKind::retreat, {7, 1}, Dir8::s);
  b.s.units[index_of(b.winner)].moved = Dir8::w;
  gi_unit(b.s, "FR2IN", kEnemy, {7, 1}, Dir8::e);
  EXPECT_EQ(valid(b.s, b.unit), (Dir8Set{Dir8::n}));
  const Outcome out = run(b.s, {3});
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 0}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
}

// GI-4: corners block only when they hold hostile units; impassable terrain on both corners does
// not stop a diagonal step. The friend NE is the only candidate; d4 = 1.
TEST(GitmRulings, Gi4ImpassableCornersDoNotStopADiagonalStep) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v);
    gi_unit(b.s, "BR2IN", kFriend, {8, 6});
    gi_impassable(b.s, {{7, 6}, {8, 7}});
    const Outcome out = run(b.s, {1});
    EXPECT_EQ(after(out, b.unit).square, (Square{8, 6}));
    EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
  }
}

// GI-4: the corner test applies to every diagonal step, not only the first. Friend NE (8-6): the
// only candidate; d4 = 3. The second step, 8-6 -> 9-5, passes between 8-5 (a neutral, not
// adjacent to 7-7) and 9-6: ROTD `either` stops it, the unit stays on 8-6 (stopped short); GITM
// `both` lets it through to 10-4.
TEST(GitmRulings, Gi4TheCornerTestAppliesToEveryDiagonalStep) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v);
    gi_unit(b.s, "BR2IN", kFriend, {8, 6});
    gi_unit(b.s, "US1IN", kNeutral, {8, 5});
    const Outcome out = run(b.s, {3});
    if (v == Variant::rotd) {
      EXPECT_EQ(after(out, b.unit).square, (Square{8, 6}));
      EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
    } else {
      EXPECT_EQ(after(out, b.unit).square, (Square{10, 4}));
      EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
    }
  }
}

// GI-4: blocked on the second square, the unit stops on the first even though a friend is there
// (friends are passable; the first square is free of hostile units).
TEST(GitmRulings, Gi4AUnitMayStopShortOnAFriendsSquare) {
  Battle b = battle();
  const UnitId f = gi_unit(b.s, "BR2IN", kFriend, {7, 8});
  gi_impassable(b.s, {{7, 9}});
  const Outcome out = run(b.s, {3});
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::stopped_short);
  EXPECT_EQ(after(out, f).square, (Square{7, 8}));
}

// GI-4 option: the distance fixed by the request draws no d4.
TEST(GitmRulings, Gi4AFixedDistanceDrawsNoDie) {
  Battle b = battle();
  gi_unit(b.s, "BR2IN", kFriend, {7, 8});
  b.s.request.distance = 2;
  const Outcome out = run(b.s, {});
  EXPECT_TRUE(gi_sides(out).empty());
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 9}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// GI-4: a fall back is exactly one square (no d4); the trapped d100 comes first (GI-6).
TEST(GitmRulings, Gi4AFallBackIsExactlyOneSquare) {
  Battle b = battle(Variant::gitm, RequestKind::fall_back);
  gi_unit(b.s, "BR2IN", kFriend, {7, 8});
  const Outcome out = run(b.s, {50});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{100}));
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
}

// ---------------------------------------------------------------------------------------------
// GI-5: rout.

// Rout to the south (face 5 of a d8): the unit enters G7-V9 from its north edge, at its own
// square moved into rows 0-3: 7-7 -> 7-3.
TEST(GitmRulings, Gi5ARoutIsAStrategicMoveIntoTheEntryBand) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout);
    const Outcome out = run(b.s, {5});
    EXPECT_EQ(gi_sides(out), (std::vector<int>{8}));
    EXPECT_EQ(after(out, b.unit).ending, Ending::routed);
    EXPECT_EQ(after(out, b.unit).square, (Square{7, 3}));
    EXPECT_EQ(strategic(out, b.unit), "G7-V9");
    EXPECT_EQ(strategic(out, b.winner), "G7-V8");
    const auto routed = gi_events<Routed>(out);
    ASSERT_EQ(routed.size(), 1U);
    EXPECT_EQ(routed[0].unit, b.unit);
    EXPECT_EQ(routed[0].direction, Dir8::s);
    EXPECT_EQ(routed[0].to, "G7-V9");
    EXPECT_EQ(routed[0].entry, Place(Square{7, 3}));
    EXPECT_TRUE(gi_messages(out).empty());
  }
}

// A diagonal rout (SW, face 6) enters G6-V9 at its NE corner: columns 11-14 and rows 0-3.
TEST(GitmRulings, Gi5ADiagonalRoutEntersBothBandsOfTheCorner) {
  Battle b = battle(Variant::gitm, RequestKind::rout);
  const Outcome out = run(b.s, {6});
  EXPECT_EQ(after(out, b.unit).ending, Ending::routed);
  EXPECT_EQ(after(out, b.unit).square, (Square{11, 3}));
  EXPECT_EQ(strategic(out, b.unit), "G6-V9");
}

// ROTD text: "Units cannot rout in invalid directions". Moved north: the d5 is over E, SE, S,
// SW, W; face 1 is E, entering G8-V8 from its west edge: columns 0-3.
TEST(GitmRulings, Gi5ARoutDrawsOnlyAmongTheValidDirections) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout, kBattle, Dir8::n);
    const Outcome out = run(b.s, {1});
    EXPECT_EQ(gi_sides(out), (std::vector<int>{5}));
    EXPECT_EQ(after(out, b.unit).ending, Ending::routed);
    EXPECT_EQ(after(out, b.unit).square, (Square{3, 7}));
    EXPECT_EQ(strategic(out, b.unit), "G8-V8");
  }
}

// ALL-2: a random choice among a single candidate draws nothing. Moved south, enemies that came
// from the east and the west: only N is valid; the rout enters G7-V7 at 7-11 with no die.
TEST(GitmRulings, Gi5ARoutWithOneValidDirectionDrawsNoDie) {
  Battle b = battle(Variant::rotd, RequestKind::rout, kBattle, Dir8::s);
  b.s.units[index_of(b.winner)].moved = Dir8::w;
  gi_unit(b.s, "US2IN", kEnemy, kBattle, Dir8::e);
  const Outcome out = run(b.s, {});
  EXPECT_TRUE(gi_sides(out).empty());
  EXPECT_EQ(after(out, b.unit).ending, Ending::routed);
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 11}));
  EXPECT_EQ(strategic(out, b.unit), "G7-V7");
}

// An enemy on 7-1 (offset 0,-6) is in the N exit cone: the drawn N rout fails. GITM surrenders
// ("tries to rout but is blocked"), ROTD shatters ("is unable to rout and is shattered!").
TEST(GitmRulings, Gi5ARoutBlockedByAnEnemyInTheExitConeFails) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout);
    gi_unit(b.s, "FR2IN", kEnemy, {7, 1});
    EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::n), RoutBlock::enemy_in_cone);
    EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::s), std::nullopt);
    const Outcome out = run(b.s, {1});  // d8 -> N
    const bool gitm = v == Variant::gitm;
    const std::string expected = gitm ? "BR1IN tries to rout but is blocked, and surrenders!"
                                      : "CS1IN is unable to rout and is shattered!";
    EXPECT_EQ(gi_messages(out), (std::vector<std::string>{expected}));
    EXPECT_EQ(after(out, b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
    EXPECT_EQ(after(out, b.unit).square, kBattle);
    EXPECT_EQ(strategic(out, b.unit), "G7-V8");
    EXPECT_TRUE(removed_as(out, b.unit, gitm ? Fate::surrendered : Fate::shattered));
  }
}

// A closed river crossing to the east: the drawn E rout (face 3) fails.
TEST(GitmRulings, Gi5ARoutAcrossAClosedRiverCrossingFails) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout);
    b.s.field.neighbors[static_cast<std::size_t>(Dir8::e)].crossing_closed = true;
    EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::e), RoutBlock::crossing);
    const Outcome out = run(b.s, {3});
    const bool gitm = v == Variant::gitm;
    const std::string expected = gitm ? "BR1IN tries to rout but is blocked, and surrenders!"
                                      : "CS1IN is unable to rout and is shattered!";
    EXPECT_EQ(gi_messages(out), (std::vector<std::string>{expected}));
    EXPECT_EQ(after(out, b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
  }
}

// GI-5 entry band: a unit already within 4 rows of the edge it enters keeps its square. On
// 7-12, routing N (face 1) enters G7-V7 from its south edge, rows 11-14: 7-12 stays 7-12.
TEST(GitmRulings, Gi5AUnitAlreadyInTheEntryBandKeepsItsSquare) {
  Battle b = battle(Variant::gitm, RequestKind::rout, {7, 12});
  const Outcome out = run(b.s, {1});
  EXPECT_EQ(after(out, b.unit).ending, Ending::routed);
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 12}));
  EXPECT_EQ(strategic(out, b.unit), "G7-V7");
}

// GI-5: only an enemy in the exit cone blocks; a neutral unit there does not (either variant).
TEST(GitmRulings, Gi5ANeutralInTheExitConeDoesNotBlock) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout);
    gi_unit(b.s, "AU1IN", kNeutral, {7, 1});
    EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::n), std::nullopt);
  }
}

// GI-7 order: no valid direction is reported before any blocked move (fatigue 13 here).
TEST(GitmRulings, Gi7NoValidRoutDirectionComesBeforeFatigue) {
  Battle b = message_case_for_rout();
  b.s.units[index_of(b.unit)].fatigue = 13;
  const Outcome out = run(b.s, {});
  EXPECT_EQ(gi_messages(out),
            (std::vector<std::string>{"BR1IN is unable to rout and is forced to surrender!"}));
}

// GI-5: the unit's own battle square is in no cone: the winner beside it blocks nothing.
TEST(GitmRulings, Gi5TheEnemyInTheBattleSquareBlocksNoRout) {
  Battle b = battle(Variant::gitm, RequestKind::rout);
  for (Dir8 d : kDir8s)
    EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, d), std::nullopt) << compass_name(d);
}

// GI-5: fatigue over 12, off the strategic map, impassable destination.
TEST(GitmRulings, Gi5FatigueTheMapEdgeAndImpassableDestinationsBlockARout) {
  Battle b = battle(Variant::gitm, RequestKind::rout);
  b.s.units[index_of(b.unit)].fatigue = 12;
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::s), std::nullopt);
  b.s.units[index_of(b.unit)].fatigue = 13;
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::s), RoutBlock::fatigue);
  b.s.units[index_of(b.unit)].fatigue = 0;
  b.s.field.neighbors[static_cast<std::size_t>(Dir8::w)].on_map = false;
  b.s.field.neighbors[static_cast<std::size_t>(Dir8::w)].label.clear();
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::w), RoutBlock::off_map);
  b.s.field.neighbors[static_cast<std::size_t>(Dir8::n)].passable = false;
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::n), RoutBlock::impassable);
}

// CONTEXT §2.5 marsh: with enemy combat units present, leave north only from row <= 3, east
// only from column >= 11, both for a diagonal. On 7-3: N passes; S, E, NE, NW do not.
TEST(GitmRulings, Gi5LeavingAMarshNeedsTheMatchingEdge) {
  Battle b = battle(Variant::gitm, RequestKind::rout, {7, 3});
  b.s.field.marsh = true;
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::n), std::nullopt);
  for (Dir8 d : {Dir8::s, Dir8::e, Dir8::ne, Dir8::nw, Dir8::w})
    EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, d), RoutBlock::marsh) << compass_name(d);
  // Only an enemy HQ present: no combat unit, no marsh restriction.
  b.s.units[index_of(b.winner)].hq = true;
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::s), std::nullopt);
}

// Audit of 2026-11-30. CONTEXT §2.5 marsh, at each bound: with enemy combat units present a unit
// leaves north only from row <= 3, east only from column >= 11, south only from row >= 11, west
// only from column <= 3, a diagonal needing both. Each position sits on one bound and one square
// past another.
TEST(GitmRulings, Gi5TheMarshBandIsThreeSquaresFromEachEdgeExactly) {
  struct Case {
    Square at;
    std::vector<Dir8> allowed;
    std::vector<Dir8> marsh;
  };
  const std::vector<Case> cases = {
      {{11, 4}, {Dir8::e}, {Dir8::n, Dir8::ne, Dir8::se}},                     // column 11, row 4
      {{10, 3}, {Dir8::n}, {Dir8::e, Dir8::ne, Dir8::nw}},                     // column 10, row 3
      {{3, 11}, {Dir8::w, Dir8::s, Dir8::sw}, {Dir8::n, Dir8::nw, Dir8::se}},  // on both bounds
      {{4, 12}, {Dir8::s}, {Dir8::w, Dir8::sw, Dir8::se}},                     // column 4, row 12
  };
  for (const Case& c : cases) {
    Battle b = battle(Variant::gitm, RequestKind::rout, c.at);
    b.s.field.marsh = true;
    for (Dir8 d : c.allowed) {
      EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, d), std::nullopt)
          << c.at.col << "-" << c.at.row << " " << compass_name(d);
    }
    for (Dir8 d : c.marsh) {
      EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, d), RoutBlock::marsh)
          << c.at.col << "-" << c.at.row << " " << compass_name(d);
    }
  }
}

// GI-5 cone edges: an enemy on 8-5 (offset 1,-2) is on the NE cone's traced edge: in NE only by
// the rule book's diagram (`own`), in N too with `shared`.
TEST(GitmRulings, Gi5ConeEdgesOptionDecidesTheTracedEdge) {
  Battle b = battle(Variant::gitm, RequestKind::rout);
  gi_unit(b.s, "FR2IN", kEnemy, {8, 5});
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::ne), RoutBlock::enemy_in_cone);
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::n), std::nullopt);
  b.s.options.cone_edges = ConeEdges::shared;
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::ne), RoutBlock::enemy_in_cone);
  EXPECT_EQ(rout_block(b.s, b.s.units, b.unit, Dir8::n), RoutBlock::enemy_in_cone);
}

// GI-7: every valid strategic move impossible (fatigue 13): "tries to rout but is blocked" in
// both variants; ROTD still shatters. (Whether a die is drawn is not pinned: seeded dice.)
TEST(GitmRulings, Gi5AnExhaustedRouterIsBlockedEverywhere) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout);
    b.s.units[index_of(b.unit)].fatigue = 13;
    ASSERT_TRUE(check(b.s).empty()) << check_text(check(b.s));
    Dice dice = Dice::seeded(7);
    const Result<Outcome> r = resolve(b.s, dice);
    ASSERT_TRUE(r.ok()) << gi_errors(r);
    const bool gitm = v == Variant::gitm;
    const std::string id = gitm ? "BR1IN" : "CS1IN";
    EXPECT_EQ(gi_messages(r.value()),
              (std::vector<std::string>{id + " tries to rout but is blocked, and surrenders!"}));
    EXPECT_EQ(after(r.value(), b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
  }
}

// ---------------------------------------------------------------------------------------------
// GI-6: exhausted -> trapped -> direction -> move.

// Both flanks turned: 30%. A d100 of 30 traps the unit; 31 does not.
TEST(GitmRulings, Gi6ATrappedRollWithBothFlanksTurnedIsThirtyPercent) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    const bool gitm = v == Variant::gitm;
    {
      Battle b = battle(v, RequestKind::fall_back);
      b.s.request.flanks_turned = 2;
      const Outcome out = run(b.s, {30});
      const std::string id = gitm ? "BR1IN" : "CS1IN";
      EXPECT_EQ(gi_messages(out),
                (std::vector<std::string>{id + " is trapped by enemy forces and surrenders!"}));
      EXPECT_EQ(after(out, b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
      EXPECT_EQ(after(out, b.unit).square, kBattle);
      EXPECT_TRUE(removed_as(out, b.unit, gitm ? Fate::surrendered : Fate::shattered));
    }
    {
      Battle b = battle(v, RequestKind::fall_back);
      b.s.request.flanks_turned = 2;
      gi_unit(b.s, "BR2IN", kFriend, {7, 8});
      const Outcome out = run(b.s, {31});
      EXPECT_TRUE(gi_messages(out).empty());
      EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
      EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
    }
  }
}

// Default chances 5 / 15 / 30 by flanks turned, and the `trap_chance` option.
TEST(GitmRulings, Gi6TheTrapChanceGrowsWithTheFlanksTurned) {
  const std::array<int, 3> chance = {5, 15, 30};
  for (int flanks = 0; flanks <= 2; ++flanks) {
    for (int roll :
         {chance[static_cast<std::size_t>(flanks)], chance[static_cast<std::size_t>(flanks)] + 1}) {
      Battle b = battle(Variant::gitm, RequestKind::fall_back);
      b.s.request.flanks_turned = flanks;
      gi_unit(b.s, "BR2IN", kFriend, {7, 8});
      const Outcome out = run(b.s, {roll});
      const bool trapped = roll <= chance[static_cast<std::size_t>(flanks)];
      EXPECT_EQ(after(out, b.unit).ending, trapped ? Ending::surrendered : Ending::moved)
          << "flanks " << flanks << " roll " << roll;
    }
  }
  Battle b = battle(Variant::gitm, RequestKind::fall_back);
  b.s.request.flanks_turned = 1;
  b.s.options.trap_chance = {0, 50, 100};
  gi_unit(b.s, "BR2IN", kFriend, {7, 8});
  EXPECT_EQ(after(run(b.s, {50}), b.unit).ending, Ending::surrendered);
  EXPECT_EQ(after(run(b.s, {51}), b.unit).ending, Ending::moved);
}

// Fatigue 16 and a lost melee: exhausted, before any die. Fatigue 15 rolls the trap d100.
TEST(GitmRulings, Gi6AnExhaustedUnitSurrendersBeforeAnyDie) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    const bool gitm = v == Variant::gitm;
    Battle b = battle(v, RequestKind::fall_back);
    gi_unit(b.s, "BR2IN", kFriend, {7, 8});
    b.s.units[index_of(b.unit)].fatigue = kExhaustedFatigue;
    const Outcome out = run(b.s, {});
    const std::string id = gitm ? "BR1IN" : "CS1IN";
    EXPECT_EQ(gi_messages(out), (std::vector<std::string>{id + " is exhausted, and surrenders!"}));
    EXPECT_EQ(after(out, b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
    EXPECT_TRUE(removed_as(out, b.unit, gitm ? Fate::surrendered : Fate::shattered));

    b.s.units[index_of(b.unit)].fatigue = kExhaustedFatigue - 1;
    const Outcome fresh = run(b.s, {99});
    EXPECT_EQ(after(fresh, b.unit).ending, Ending::moved);
  }
}

// The exhausted test is for a lost melee only (GI-6).
TEST(GitmRulings, Gi6AUnitThatDidNotLoseAMeleeIsNeverExhausted) {
  Battle b = battle(Variant::gitm, RequestKind::fall_back);
  gi_unit(b.s, "BR2IN", kFriend, {7, 8});
  b.s.units[index_of(b.unit)].fatigue = 20;
  b.s.request.lost_melee = false;
  const Outcome out = run(b.s, {99});
  EXPECT_EQ(after(out, b.unit).ending, Ending::moved);
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
}

// Rule text: the trapped message "is printed only for units falling back, not for those that
// ... are retreating or routing": a retreat with both flanks turned rolls no d100.
TEST(GitmRulings, Gi6ARetreatRollsNoTrappedDie) {
  Battle b = battle();
  b.s.request.flanks_turned = 2;
  const Outcome out = run(b.s, {5, 1});  // d8 -> S, d4 = 1
  EXPECT_EQ(gi_sides(out), (std::vector<int>{8, 4}));
  EXPECT_EQ(after(out, b.unit).square, (Square{7, 8}));
}

// End of battle, two units on 7-7. Enemies came from the east and the west (NE, E, SE; SW, W,
// NW out). BR1IN moved south (SE, S, SW out): its only direction is N: it falls back to 7-6.
// BR2IN did not move: N and S, but now N holds its friend BR1IN, not with enemies (GI-3): N only,
// so no direction die. Dice: BR1IN's d100, BR2IN's d100.
TEST(GitmRulings, Gi6AtTheEndOfBattleTheFirstUnitsMoveChangesTheSecondsChoice) {
  Scenario s = gi_field();
  const UnitId a = gi_unit(s, "BR1IN", kFriend, kBattle, Dir8::s);
  const UnitId c = gi_unit(s, "BR2IN", kFriend, kBattle);
  gi_unit(s, "FR1IN", kEnemy, kBattle, Dir8::w);
  gi_unit(s, "FR2IN", kEnemy, kBattle, Dir8::e);
  gi_request(s, RequestKind::end_of_battle, {a, c}, kBattle);
  EXPECT_EQ(valid(s, a), (Dir8Set{Dir8::n}));
  EXPECT_EQ(valid(s, c), (Dir8Set{Dir8::n, Dir8::s}));
  const Outcome out = run(s, {50, 50});
  EXPECT_EQ(gi_sides(out), (std::vector<int>{100, 100}));
  EXPECT_EQ(after(out, a).square, (Square{7, 6}));
  EXPECT_EQ(after(out, a).ending, Ending::moved);
  EXPECT_EQ(after(out, c).square, (Square{7, 6}));
  EXPECT_EQ(after(out, c).ending, Ending::moved);

  // In the other order BR2IN draws between N and S first (face 2: S), then BR1IN goes N.
  s.request.units = {c, a};
  const Outcome other = run(s, {50, 2, 50});
  EXPECT_EQ(gi_sides(other), (std::vector<int>{100, 2, 100}));
  EXPECT_EQ(after(other, c).square, (Square{7, 8}));
  EXPECT_EQ(after(other, a).square, (Square{7, 6}));
}

// ---------------------------------------------------------------------------------------------
// GI-7: every message, both variants; GITM surrenders, ROTD shatters whatever the text says.

struct MessageCase {
  const char* name;
  RequestKind kind;
  std::vector<int> faces;
  std::string text;  // after the unit id
};

// Builds the scenario of one message case for a variant.
Battle message_case(const std::string& name, Variant v, RequestKind kind) {
  if (name == "no valid direction") {
    // Moved north; enemies that moved west, north and east: NW N NE, NE E SE, SE S SW, SW W NW.
    Battle b = battle(v, kind, kBattle, Dir8::n);
    b.s.units[index_of(b.winner)].moved = Dir8::w;
    gi_unit(b.s, "FR2IN", kEnemy, kBattle, Dir8::n);
    gi_unit(b.s, "FR3IN", kEnemy, kBattle, Dir8::e);
    return b;
  }
  if (name == "no direction") {
    // Moved north; every valid first square (E, SE, S, SW, W) holds a hostile unit.
    Battle b = battle(v, kind, kBattle, Dir8::n);
    gi_unit(b.s, "FR2IN", kEnemy, {8, 7});
    gi_unit(b.s, "FR3IN", kEnemy, {8, 8});
    gi_unit(b.s, "FR4IN", kEnemy, {7, 8});
    gi_unit(b.s, "AU1IN", kNeutral, {6, 8});
    gi_unit(b.s, "FR5IN", kEnemy, {6, 7});
    return b;
  }
  if (name == "blocked") {
    // On the corner 0-0: N, NE, W, SW, NW off the map; E impassable, S impassable, SE neutral.
    Battle b = battle(v, kind, {0, 0});
    gi_impassable(b.s, {{1, 0}, {0, 1}});
    gi_unit(b.s, "AU1IN", kNeutral, {1, 1});
    return b;
  }
  if (name == "unable to move") {
    // N impassable but not avoided (GI-3 looks at units only): face 1 of the d8 is N.
    Battle b = battle(v, kind);
    gi_impassable(b.s, {{7, 6}});
    return b;
  }
  if (name == "exhausted") {
    Battle b = battle(v, kind);
    b.s.units[index_of(b.unit)].fatigue = 16;
    return b;
  }
  if (name == "trapped") {
    Battle b = battle(v, kind);
    b.s.request.flanks_turned = 2;
    return b;
  }
  ADD_FAILURE() << "unknown case " << name;
  return battle(v, kind);
}

TEST(GitmRulings, Gi7EveryFailureMessageInBothVariants) {
  using K = RequestKind;
  const std::vector<MessageCase> cases = {
      {"no valid direction", K::retreat, {}, " is unable to retreat and is forced to surrender!"},
      {"no valid direction",
       K::fall_back,
       {99},
       " is unable to fall back and is forced to "
       "surrender!"},
      {"no valid direction", K::rout, {}, " is unable to rout and is forced to surrender!"},
      {"no direction", K::retreat, {}, " has no direction to retreat and is forced to surrender!"},
      {"no direction",
       K::fall_back,
       {99},
       " has no direction to retreat and is forced to "
       "surrender!"},
      {"blocked", K::retreat, {}, " tries to retreat but is blocked, and surrenders!"},
      {"blocked", K::fall_back, {99}, " tries to fall back but is blocked, and surrenders!"},
      {"unable to move", K::retreat, {1, 4}, " is unable to move."},
      {"unable to move", K::fall_back, {99, 1}, " is unable to move."},
      {"exhausted", K::fall_back, {}, " is exhausted, and surrenders!"},
      {"trapped", K::fall_back, {30}, " is trapped by enemy forces and surrenders!"},
  };
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    const bool gitm = v == Variant::gitm;
    for (const MessageCase& c : cases) {
      SCOPED_TRACE(std::string(gitm ? "gitm " : "rotd ") + c.name + " " +
                   std::to_string(static_cast<int>(c.kind)));
      const Battle b = message_case(c.name, v, c.kind);
      const Outcome out = run(b.s, c.faces);
      const std::string id = gitm ? "BR1IN" : "CS1IN";
      EXPECT_EQ(gi_messages(out), (std::vector<std::string>{id + c.text}));
      EXPECT_EQ(after(out, b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
      EXPECT_EQ(after(out, b.unit).square, b.s.request.battle);
      EXPECT_TRUE(removed_as(out, b.unit, gitm ? Fate::surrendered : Fate::shattered));
      EXPECT_EQ(ending_name(after(out, b.unit).ending), gitm ? "surrendered" : "shattered");
    }
  }
}

// GI-7: "every valid direction's first square holds hostile units" counts GITM neutrals too,
// though GI-3 does not avoid them: moved north, neutrals on E, SE, S, SW, W; no die is drawn.
TEST(GitmRulings, Gi7GitmNeutralsOnEveryValidSquareLeaveNoDirection) {
  Battle b = battle(Variant::gitm, RequestKind::retreat, kBattle, Dir8::n);
  const std::vector<Square> around = {{8, 7}, {8, 8}, {7, 8}, {6, 8}, {6, 7}};
  int n = 1;
  for (Square q : around)
    gi_unit(b.s, "AU" + std::to_string(n++) + "IN", kNeutral, q);
  const Outcome out = run(b.s, {});
  EXPECT_EQ(
      gi_messages(out),
      (std::vector<std::string>{"BR1IN has no direction to retreat and is forced to surrender!"}));
  EXPECT_EQ(after(out, b.unit).ending, Ending::surrendered);
}

// GI-7 for a rout: the drawn move impossible is "tries to rout but is blocked" in GITM and "is
// unable to rout and is shattered!" in ROTD (see Gi5ARoutBlockedByAnEnemyInTheExitConeFails);
// every valid move impossible is "tries to rout but is blocked" in both.
TEST(GitmRulings, Gi7EveryValidRoutMoveImpossibleIsBlockedInBothVariants) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::rout, kBattle, Dir8::n);  // valid: E, SE, S, SW, W
    for (Dir8 d : {Dir8::e, Dir8::se, Dir8::s, Dir8::sw, Dir8::w})
      b.s.field.neighbors[static_cast<std::size_t>(d)].passable = false;
    ASSERT_TRUE(check(b.s).empty()) << check_text(check(b.s));
    Dice dice = Dice::seeded(11);
    const Result<Outcome> r = resolve(b.s, dice);
    ASSERT_TRUE(r.ok()) << gi_errors(r);
    const std::string id = v == Variant::gitm ? "BR1IN" : "CS1IN";
    EXPECT_EQ(gi_messages(r.value()),
              (std::vector<std::string>{id + " tries to rout but is blocked, and surrenders!"}));
    EXPECT_EQ(after(r.value(), b.unit).ending,
              v == Variant::gitm ? Ending::surrendered : Ending::shattered);
  }
}

// Audit of 2026-11-30. GI-7: "has no direction to retreat" needs every valid first square to hold
// hostile units; a square off the map holds none, so the map edge with a hostile unit is the
// blocked message. On 7-0 the unit moved S (SE, S, SW invalid) and the winner moved E, coming
// from the west (SW, W, NW invalid): valid N, NE (off the map) and E, where FR2IN stands. No die.
TEST(GitmRulings, Gi7TheMapEdgeAndAHostileUnitAreBlockedNotNoDirection) {
  for (Variant v : {Variant::gitm, Variant::rotd}) {
    Battle b = battle(v, RequestKind::retreat, {7, 0}, Dir8::s);
    b.s.units[index_of(b.winner)].moved = Dir8::e;
    gi_unit(b.s, "FR2IN", kEnemy, {8, 0});
    EXPECT_EQ(valid(b.s, b.unit), (Dir8Set{Dir8::n, Dir8::ne, Dir8::e}));
    const Outcome out = run(b.s, {});
    const bool gitm = v == Variant::gitm;
    const std::string id = gitm ? "BR1IN" : "CS1IN";
    EXPECT_EQ(gi_messages(out),
              (std::vector<std::string>{id + " tries to retreat but is blocked, and surrenders!"}));
    EXPECT_EQ(after(out, b.unit).ending, gitm ? Ending::surrendered : Ending::shattered);
  }
}

// ---------------------------------------------------------------------------------------------
// check(): requests the rules cannot play, with the pointer of the offending value.

bool has_pointer(const Errors& errors, const std::string& pointer) {
  for (const Error& e : errors) {
    if (e.pointer == pointer) return true;
  }
  return false;
}

TEST(GitmRulings, CheckNamesTheOffendingValue) {
  EXPECT_TRUE(check(battle().s).empty()) << check_text(check(battle().s));
  {
    Battle b = battle();
    b.s.request.units = {b.winner};
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/request/units/0")) << "an enemy cannot leave: " << check_text(e);
  }
  {
    Battle b = battle();
    b.s.request.units = {UnitId{7}};
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/request/units/0")) << "no such unit: " << check_text(e);
  }
  {
    Battle b = battle();
    b.s.request.flanks_turned = 3;
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/request/flanks_turned")) << check_text(e);
  }
  {
    Battle b = battle();
    b.s.request.flanks_turned = -1;
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/request/flanks_turned")) << check_text(e);
  }
  {
    Battle b = battle();
    b.s.request.distance = kRetreatMax + 1;
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/request/distance")) << "1-4 squares (GI-4): " << check_text(e);
    b.s.request.distance = 0;
    EXPECT_TRUE(has_pointer(check(b.s), "/request/distance")) << check_text(check(b.s));
  }
  {
    Battle b = battle();
    gi_unit(b.s, "FR2IN", kEnemy, {15, 3});
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/units/2/square")) << "off the 15 x 15 map: " << check_text(e);
  }
  {
    Battle b = battle(Variant::gitm, RequestKind::end_of_battle);
    const UnitId away = gi_unit(b.s, "BR2IN", kFriend, {7, 9});
    b.s.request.units.push_back(away);
    const Errors e = check(b.s);
    EXPECT_TRUE(has_pointer(e, "/request/units/1"))
        << "not in the battle square: " << check_text(e);
  }
  {
    Battle b = battle();
    b.s.request.units.clear();
    EXPECT_FALSE(check(b.s).empty()) << "nobody to move";
  }
}

// ---------------------------------------------------------------------------------------------
// ALL-2: dice in order, recorded, reproducible.

TEST(GitmRulings, All2TheSameSeedGivesTheSameOutcome) {
  Battle b = battle(Variant::rotd, RequestKind::end_of_battle);
  const UnitId second = gi_unit(b.s, "CS2IN", kFriend, kBattle);
  b.s.request.units.push_back(second);
  b.s.request.flanks_turned = 1;
  gi_unit(b.s, "US2IN", kNeutral, {8, 6});
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Dice d1 = Dice::seeded(seed);
    Dice d2 = Dice::seeded(seed);
    const Result<Outcome> r1 = resolve(b.s, d1);
    const Result<Outcome> r2 = resolve(b.s, d2);
    ASSERT_TRUE(r1.ok() && r2.ok());
    EXPECT_EQ(gi_messages(r1.value()), gi_messages(r2.value()));
    EXPECT_EQ(gi_sides(r1.value()), gi_sides(r2.value()));
    for (std::size_t i = 0; i < b.s.units.size(); ++i) {
      EXPECT_EQ(r1.value().units[i].square, r2.value().units[i].square);
      EXPECT_EQ(r1.value().units[i].ending, r2.value().units[i].ending);
    }
    EXPECT_EQ(d1.draws(), d2.draws());
  }
}

// ALL-2: every die is recorded as a Rolled event naming the unit it decides about.
TEST(GitmRulings, All2EveryDieIsRecordedForItsUnit) {
  Battle b = battle(Variant::gitm, RequestKind::fall_back);
  const Outcome out = run(b.s, {50, 3});  // d100, d8 -> E
  const auto rolled = gi_events<Rolled>(out);
  ASSERT_EQ(rolled.size(), 2U);
  EXPECT_EQ(rolled[0].sides, 100);
  EXPECT_EQ(rolled[0].faces, (std::vector<int>{50}));
  EXPECT_EQ(rolled[0].unit, b.unit);
  EXPECT_EQ(rolled[1].sides, 8);
  EXPECT_EQ(rolled[1].faces, (std::vector<int>{3}));
  EXPECT_EQ(after(out, b.unit).square, (Square{8, 7}));
}

}  // namespace
}  // namespace skedaddle::gitm
