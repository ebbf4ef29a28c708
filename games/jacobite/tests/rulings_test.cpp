// SPDX-License-Identifier: MIT
// Jacobite Rising retreats and rally checks, ruling by ruling (JR-1..JR-12, ALL-1, ALL-2), on
// hand-worked scenarios. Written from texts/jacobite-rising-retreat-rally.txt and RULINGS.md
// alone, as an independent check of the engine.
//
// Every board is 13 x 11, the first side's baseline at the bottom (row 10): it retreats from
// (q, r) to SW (q-1, r+1) and SE (q, r+1). The central hex (4,5) has SW (3,6) and SE (4,6);
// (3,6) has (2,7) and (3,7); (4,6) has (3,7) and (4,7). Default die: 1-2 infantry, 3 cavalry,
// 4 artillery, 5 saber, 6 flag. Scripted dice and choices must be used up exactly, so every
// test also pins the order of draws (ALL-2): leader casualty check, ignore decision, cascading
// rally checks, retreat, rally check, leader panic check.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "jacobite/tests/builder.hpp"

namespace skedaddle::jacobite {
namespace {

using test::jr_board;
using test::jr_errors;
using test::jr_events;
using test::jr_ignore;
using test::jr_impassable;
using test::jr_leader;
using test::jr_leave;
using test::jr_move;
using test::jr_pick;
using test::jr_stop;
using test::jr_unit;

using test::kCentre;        // col 6, row 5
using test::kGov;           // baseline at the bottom (row 10)
using test::kJac;           // baseline at the top (row 0)
using test::kSE;            // SE of the centre
using test::kSW;            // SW of the centre
constexpr Hex kSWSW{2, 7};  // SW of kSW
constexpr Hex kMid7{3, 7};  // SE of kSW = SW of kSE
constexpr Hex kSESE{4, 7};  // SE of kSE

Request combat(UnitId target, int hits, int flags, Arm arm = Arm::infantry,
               AttackMode mode = AttackMode::ordered, CombatKind kind = CombatKind::melee) {
  Request r;
  r.kind = RequestKind::combat;
  r.target = target;
  r.combat = kind;
  r.attacker = arm;
  r.mode = mode;
  r.hits = hits;
  r.flags = flags;
  return r;
}

Request leader_attack(UnitId leader, CombatKind kind, int attack_dice) {
  Request r;
  r.kind = RequestKind::leader_attacked;
  r.target = leader;
  r.combat = kind;
  r.attack_dice = attack_dice;
  return r;
}

Request retire(UnitId cavalry) {
  Request r;
  r.kind = RequestKind::retire_and_rally;
  r.target = cavalry;
  r.combat = CombatKind::melee;
  return r;
}

Result<Outcome> run(const Scenario& s, const std::vector<int>& rolls,
                    std::vector<ScriptedChoice> choices = {}) {
  EXPECT_TRUE(check(s).empty()) << "the scenario should be valid: " << check(s).front().message;
  Dice dice = test::jr_dice(rolls);
  Chooser chooser = test::jr_script(std::move(choices));
  return resolve(s, dice, chooser);
}

const Unit& after(const Outcome& out, UnitId id) {
  return out.units[index_of(id)];
}

std::vector<int> term_values(const std::vector<DiceTerm>& terms) {
  std::vector<int> v;
  for (const DiceTerm& t : terms)
    v.push_back(t.dice);
  return v;
}

int term_sum(const std::vector<DiceTerm>& terms) {
  int n = 0;
  for (const DiceTerm& t : terms)
    n += t.dice;
  return n;
}

bool counts(const IgnoreAllowance& a, IgnoreSource source) {
  for (const IgnoreReason& r : a.sources) {
    if (r.source == source) return r.counts;
  }
  ADD_FAILURE() << "source " << static_cast<int>(source) << " missing from the allowance";
  return false;
}

std::vector<UnitId> rally_order(const Outcome& out) {
  std::vector<UnitId> v;
  for (const RallyChecked& c : jr_events<RallyChecked>(out))
    v.push_back(c.unit);
  return v;
}

int rolled_dice(const Outcome& out) {
  int n = 0;
  for (const Rolled& r : jr_events<Rolled>(out))
    n += static_cast<int>(r.faces.size());
  return n;
}

std::optional<Fate> fate_of(const Outcome& out, UnitId id) {
  std::optional<Fate> f;
  for (const UnitRemoved& r : jr_events<UnitRemoved>(out)) {
    if (r.unit == id) {
      EXPECT_FALSE(f.has_value()) << "unit #" << index_of(id) << " removed twice";
      f = r.fate;
    }
  }
  return f;
}

// Legal end hexes of a lone leader (leaving the board excluded).
std::set<Hex> end_hexes(const LeaderPaths& lp) {
  std::set<Hex> ends;
  for (std::size_t i = 1; i < lp.nodes().size(); ++i) {
    const LeaderNode& n = lp.nodes()[i];
    if (n.can_stop && n.how != LeaderMove::leave) ends.insert(n.hex);
  }
  return ends;
}

bool can_leave(const LeaderPaths& lp) {
  for (std::size_t i = 1; i < lp.nodes().size(); ++i) {
    if (lp.nodes()[i].how == LeaderMove::leave && lp.nodes()[i].can_stop) return true;
  }
  return false;
}

// --- JR-1 Board and direction -------------------------------------------------------------

TEST(JacobiteRulings, Jr1RearIsTheTwoNeighboursInTheRowNearerTheBaselineWestFirst) {
  Scenario s = jr_board();
  EXPECT_EQ(s.board.baseline(kGov), Edge::bottom);
  EXPECT_EQ(s.board.baseline(kJac), Edge::top);
  EXPECT_EQ(s.board.rear(kGov), (std::array<HexDir, 2>{HexDir::minus_q_plus_r, HexDir::plus_r}));
  EXPECT_EQ(s.board.rear(kJac), (std::array<HexDir, 2>{HexDir::minus_r, HexDir::plus_q_minus_r}));
  EXPECT_EQ(s.board.rows_from_baseline(kCentre, kGov), 5);  // rows 6..10
  EXPECT_EQ(s.board.rows_from_baseline(kSESE, kGov), 3);
  EXPECT_EQ(s.board.rows_from_baseline(kSESE, kJac), 7);
  EXPECT_TRUE(s.board.on_baseline(test::jr_hex(0, 10), kGov));
  EXPECT_TRUE(s.board.on_baseline(test::jr_hex(12, 0), kJac));
  EXPECT_FALSE(s.board.on_baseline(test::jr_hex(12, 0), kGov));
  EXPECT_FALSE(s.board.on_baseline(test::jr_hex(3, 9), kGov));

  const Scenario flipped = jr_board(13, 11, Edge::top);
  EXPECT_EQ(flipped.board.baseline(kGov), Edge::top);
  EXPECT_EQ(flipped.board.rear(kGov),
            (std::array<HexDir, 2>{HexDir::minus_r, HexDir::plus_q_minus_r}));
  EXPECT_EQ(flipped.board.rows_from_baseline(kSESE, kGov), 7);
}

// JR-1, JR-5: both rear hexes closed, the sideways and forward hexes open: the unit never
// side-steps; it loses a block for the hex and still makes its rally check where it stands.
TEST(JacobiteRulings, Jr1UnitNeverSidestepsWhenBothRearHexesAreClosed) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Pulteney's", kGov, UnitType::regular, kCentre, 4);
  jr_unit(s, "Ogilvy's", kJac, UnitType::regular, kSE, 4);
  jr_impassable(s, {kSW});
  s.request = combat(u, 0, 1);

  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 1);
  EXPECT_EQ(paths.completed(), 0);
  EXPECT_EQ(paths.blocks_lost(), 1);
  const auto steps = paths.steps(0);
  EXPECT_EQ(steps[0].hex, kSW);
  EXPECT_EQ(steps[0].blocked, Blocked::impassable);
  EXPECT_EQ(steps[1].hex, kSE);
  EXPECT_EQ(steps[1].blocked, Blocked::enemy_unit);

  // 4 blocks - 1 = 3 blocks: 3 dice (no longer full strength); the 6 is a flag.
  const Result<Outcome> r = run(s, {1, 2, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).hex, kCentre);
  EXPECT_EQ(after(out, u).blocks, 3);
  EXPECT_EQ(after(out, u).status, Status::on_board);
  const auto lost = jr_events<StrengthLost>(out);
  ASSERT_EQ(lost.size(), 1U);
  EXPECT_EQ(lost[0].amount, 1);
  EXPECT_EQ(lost[0].remaining, 3);
  for (const Moved& m : jr_events<Moved>(out)) {
    EXPECT_EQ(m.path.size(), 1U) << "the unit moved although both rear hexes are closed";
  }
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].dice, 3);
  EXPECT_TRUE(checks[0].rallied);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 0}));
}

// JR-1, JR-5 at the east edge: in a shifted row the last column's rear hexes are its own column
// and one beyond the board, so it has one. Free, the unit moves there with no choice to make;
// held by a friend, the retreat is blocked (1 block lost) and the unit rallies where it stands,
// though the hexes beside and before it are free.
TEST(JacobiteRulings, Jr1UnitOnTheEastEdgeOfAShiftedRowHasOneRearHex) {
  const Hex edge = test::jr_hex(12, 5);
  const Hex below = test::jr_hex(12, 6);
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Pulteney's", kGov, UnitType::regular, edge);
  s.request = combat(u, 0, 1);
  {
    const Field field(s);
    RetreatPaths paths;
    paths.build(field, u, 1);
    EXPECT_EQ(paths.completed(), 1);
    const auto steps = paths.steps(0);
    EXPECT_EQ(steps[0].hex, below);
    EXPECT_EQ(steps[1].blocked, Blocked::off_board);
    // 4 blocks + 1 full strength = 5 dice; the 6 is a flag.
    const Result<Outcome> free = run(s, {6, 1, 1, 1, 1});
    ASSERT_TRUE(free.ok()) << jr_errors(free);
    EXPECT_EQ(after(free.value(), u).hex, below);
  }
  jr_unit(s, "Price's", kGov, UnitType::regular, below);
  // 4 - 1 = 3 blocks: 3 dice.
  const Result<Outcome> r = run(s, {6, 1, 1});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).hex, edge);
  EXPECT_EQ(after(out, u).blocks, 3);
  ASSERT_EQ(jr_events<RallyChecked>(out).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(out)[0].dice, 3);
}

// --- JR-2 Hexes per flag -------------------------------------------------------------------

TEST(JacobiteRulings, Jr2HexesPerFlagByType) {
  EXPECT_EQ(hexes_per_flag(UnitType::grenadier), 1);
  EXPECT_EQ(hexes_per_flag(UnitType::regular), 1);
  EXPECT_EQ(hexes_per_flag(UnitType::highland), 1);
  EXPECT_EQ(hexes_per_flag(UnitType::artillery), 1);
  EXPECT_EQ(hexes_per_flag(UnitType::lowland), 2);
  EXPECT_EQ(hexes_per_flag(UnitType::militia), 2);
  EXPECT_EQ(hexes_per_flag(UnitType::cavalry), 2);
  EXPECT_EQ(hexes_per_flag(UnitType::leader), 0);
}

// JR-2, JR-1, ALL-1: a militia unit with one flag goes two rows back; `first` takes the west
// hex at each step: (4,5) -> (3,6) -> (2,7). Rally: 3 blocks - 1 militia = 2 dice.
TEST(JacobiteRulings, Jr2MilitiaRetreatsTwoHexesPerFlagWestFirst) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Edinburgh Militia", kGov, UnitType::militia, kCentre, 3);
  s.request = combat(u, 0, 1);
  Dice dice = test::jr_dice({6, 6});
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  const Result<Outcome> r = resolve(s, dice, chooser);
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), u).hex, kSWSW);
  EXPECT_EQ(after(r.value(), u).blocks, 3);
  const auto checks = jr_events<RallyChecked>(r.value());
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].dice, 2);
}

// --- JR-3 Ignoring flags -------------------------------------------------------------------

TEST(JacobiteRulings, Jr3FourSupportingUnitsGiveOnlyOneIgnore) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre);
  for (Hex h : {Hex{3, 5}, Hex{5, 5}, Hex{4, 4}, Hex{5, 4}})
    jr_unit(s, "support", kGov, UnitType::regular, h);
  const Field field(s);
  const IgnoreAllowance a = ignore_allowance(field, u, 3, true);
  EXPECT_TRUE(counts(a, IgnoreSource::support));
  EXPECT_EQ(a.total, 1);
  EXPECT_EQ(a.allowed, 1);
}

TEST(JacobiteRulings, Jr3OneFriendAndEnemiesAroundAreNoSupport) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre);
  jr_unit(s, "friend", kGov, UnitType::regular, Hex{3, 5});
  jr_unit(s, "enemy 1", kJac, UnitType::highland, Hex{4, 4});
  jr_unit(s, "enemy 2", kJac, UnitType::highland, Hex{5, 4});
  const Field field(s);
  const IgnoreAllowance a = ignore_allowance(field, u, 1, true);
  EXPECT_FALSE(counts(a, IgnoreSource::support));
  EXPECT_EQ(a.total, 0);
  EXPECT_EQ(a.allowed, 0);
}

// JR-3: a lone leader is not a supporting unit, but lets an adjacent leaderless unit ignore 1.
TEST(JacobiteRulings, Jr3AdjacentLoneLeaderHelpsOnlyAUnitWithoutLeader) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre);
  jr_unit(s, "friend", kGov, UnitType::regular, Hex{3, 5});
  jr_leader(s, "Hawley", kGov, Hex{5, 5});
  const UnitId v = jr_unit(s, "Price's", kGov, UnitType::regular, Hex{6, 5});  // next to Hawley
  jr_leader(s, "Huske", kGov, Hex{6, 5});                                      // with Price's
  const Field field(s);
  const IgnoreAllowance a = ignore_allowance(field, u, 2, true);
  EXPECT_FALSE(counts(a, IgnoreSource::support));  // one unit and a leader are not two units
  EXPECT_TRUE(counts(a, IgnoreSource::lone_leader));
  EXPECT_EQ(a.total, 1);
  EXPECT_EQ(a.allowed, 1);

  const IgnoreAllowance b = ignore_allowance(field, v, 2, true);
  EXPECT_TRUE(counts(b, IgnoreSource::leader));
  EXPECT_FALSE(counts(b, IgnoreSource::lone_leader));  // Price's has a leader of its own
  EXPECT_EQ(b.total, 1);
}

// JR-3: the lone leader's is one situation: two lone friendly leaders beside a leaderless unit
// let it ignore 1 flag, not 2. It adds up with another situation: two friendly units beside it
// as well (support) make 2.
TEST(JacobiteRulings, Jr3TwoLoneLeadersBesideALeaderlessUnitCountOnce) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Price's", kGov, UnitType::regular, kCentre);
  jr_leader(s, "Cope", kGov, Hex{3, 5});
  jr_leader(s, "Hawley", kGov, Hex{5, 5});
  {
    const Field field(s);
    const IgnoreAllowance a = ignore_allowance(field, u, 2, true);
    EXPECT_TRUE(counts(a, IgnoreSource::lone_leader));
    EXPECT_FALSE(counts(a, IgnoreSource::support));  // lone leaders are no support
    EXPECT_EQ(a.total, 1);
    EXPECT_EQ(a.allowed, 1);
  }
  jr_unit(s, "Munro's", kGov, UnitType::regular, Hex{4, 4});
  jr_unit(s, "Wolfe's", kGov, UnitType::regular, Hex{5, 4});
  const Field field(s);
  const IgnoreAllowance b = ignore_allowance(field, u, 2, true);
  EXPECT_TRUE(counts(b, IgnoreSource::lone_leader));
  EXPECT_TRUE(counts(b, IgnoreSource::support));
  EXPECT_EQ(b.total, 2);
  EXPECT_EQ(b.allowed, 2);
}

TEST(JacobiteRulings, Jr3GrenadierHighlandAndTerrainSources) {
  Scenario s = jr_board();
  const UnitId g = jr_unit(s, "grenadiers", kGov, UnitType::grenadier, Hex{1, 5}, 2);
  const UnitId h = jr_unit(s, "Camerons", kJac, UnitType::highland, Hex{6, 3});
  const UnitId t = jr_unit(s, "Cholmondeley's", kGov, UnitType::regular, Hex{8, 8});
  const UnitId plain = jr_unit(s, "Wolfe's", kGov, UnitType::regular, Hex{2, 9});
  s.board.set_ignores_flag(Hex{8, 8}, true);
  const Field field(s);

  EXPECT_TRUE(counts(ignore_allowance(field, g, 1, false), IgnoreSource::grenadier));
  EXPECT_EQ(ignore_allowance(field, g, 1, false).allowed, 1);
  EXPECT_TRUE(counts(ignore_allowance(field, h, 1, true), IgnoreSource::highland));
  EXPECT_EQ(ignore_allowance(field, h, 1, true).allowed, 1);
  // Not at full strength when this combat began: no highland ignore.
  EXPECT_FALSE(counts(ignore_allowance(field, h, 1, false), IgnoreSource::highland));
  EXPECT_EQ(ignore_allowance(field, h, 1, false).allowed, 0);
  EXPECT_TRUE(counts(ignore_allowance(field, t, 1, false), IgnoreSource::terrain));
  EXPECT_EQ(ignore_allowance(field, t, 1, false).allowed, 1);
  EXPECT_EQ(ignore_allowance(field, plain, 2, true).total, 0);
}

// JR-3 key rule: at most 2 per combat roll, and never more than the flags rolled.
TEST(JacobiteRulings, Jr3IgnoreCapIsTwo) {
  Scenario s = jr_board();
  const UnitId g = jr_unit(s, "Howard's grenadiers", kGov, UnitType::grenadier, kCentre);
  jr_leader(s, "Cumberland", kGov, kCentre);
  jr_unit(s, "a", kGov, UnitType::regular, Hex{3, 5});
  jr_unit(s, "b", kGov, UnitType::regular, Hex{5, 5});
  s.board.set_ignores_flag(kCentre, true);
  const Field field(s);
  const IgnoreAllowance a = ignore_allowance(field, g, 4, true);
  EXPECT_EQ(a.total, 4);  // leader, support, grenadier, terrain
  EXPECT_EQ(a.allowed, kIgnoreCap);
  EXPECT_EQ(ignore_allowance(field, g, 1, true).allowed, 1);
  EXPECT_EQ(ignore_allowance(field, g, 0, true).allowed, 0);
}

// JR-3 in play: 3 flags, 2 ignored (the most), so 1 hex. Rally: 4 blocks +1 full +1 leader
// +1 grenadier = 7 dice. Asking to ignore 3 is not an option (ALL-1: the script fails).
TEST(JacobiteRulings, Jr3IgnoringTwoOfThreeFlagsLeavesOneRetreatHex) {
  Scenario s = jr_board();
  const UnitId g = jr_unit(s, "Howard's grenadiers", kGov, UnitType::grenadier, kCentre);
  const UnitId l = jr_leader(s, "Cumberland", kGov, kCentre);
  jr_impassable(s, {kSE});
  s.board.set_ignores_flag(kCentre, true);
  s.request = combat(g, 0, 3);

  const Result<Outcome> r = run(s, {1, 1, 2, 3, 4, 5, 6}, {jr_ignore(2)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, g).hex, kSW);
  EXPECT_EQ(after(out, l).hex, kSW);  // the attached leader goes with it
  const auto ignored = jr_events<FlagsIgnored>(out);
  ASSERT_EQ(ignored.size(), 1U);
  EXPECT_EQ(ignored[0].flags, 3);
  EXPECT_EQ(ignored[0].ignored, 2);
  EXPECT_EQ(ignored[0].allowed, 2);
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].dice, 7);
  EXPECT_EQ(term_values(checks[0].terms), (std::vector<int>{4, 1, 1, 1}));

  const Result<Outcome> too_many = run(s, {}, {jr_ignore(3)});
  EXPECT_FALSE(too_many.ok());
}

// Issue case, JR-3: a highlander at full strength hit and flagged in the same combat may still
// ignore the flag; no retreat, no rally check, no die rolled.
TEST(JacobiteRulings, Jr3HighlanderHitAndFlaggedAtFullStrengthIgnoresTheFlag) {
  Scenario s = jr_board();
  const UnitId h = jr_unit(s, "Atholl Brigade", kJac, UnitType::highland, kCentre, 4);
  s.request = combat(h, 1, 1);
  const Result<Outcome> r = run(s, {}, {jr_ignore(1)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, h).hex, kCentre);
  EXPECT_EQ(after(out, h).blocks, 3);
  const auto ignored = jr_events<FlagsIgnored>(out);
  ASSERT_EQ(ignored.size(), 1U);
  EXPECT_EQ(ignored[0].allowed, 1);
  EXPECT_EQ(ignored[0].ignored, 1);
  EXPECT_TRUE(jr_events<RallyChecked>(out).empty());
  EXPECT_EQ(rolled_dice(out), 0);
}

// JR-3: the next combat, at 3 blocks, the highlander may not ignore: it retreats 1 hex
// (second side: toward row 0, NW (4,4) or NE (5,4); NE impassable) and rallies on 3 dice.
TEST(JacobiteRulings, Jr3HighlanderBelowFullStrengthMayNotIgnore) {
  Scenario s = jr_board();
  const UnitId h = jr_unit(s, "Atholl Brigade", kJac, UnitType::highland, kCentre, 3);
  jr_impassable(s, {Hex{5, 4}});
  s.request = combat(h, 0, 1);
  const Result<Outcome> r = run(s, {1, 1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), h).hex, (Hex{4, 4}));
  EXPECT_TRUE(jr_events<FlagsIgnored>(r.value()).empty() ||
              jr_events<FlagsIgnored>(r.value())[0].ignored == 0);
}

// JR-3, JR-8, ALL-2: the unit lost a block, so its leader's casualty check (2 dice: one saber
// is not enough) comes first; he survives and lets the unit ignore the flag.
TEST(JacobiteRulings, Jr3LeaderWhoSurvivesHisCasualtyCheckLetsTheUnitIgnore) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  s.request = combat(u, 1, 1);
  const Result<Outcome> r = run(s, {5, 1}, {jr_ignore(1)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).blocks, 3);
  EXPECT_EQ(after(out, u).hex, kCentre);
  EXPECT_EQ(after(out, l).status, Status::on_board);
  EXPECT_TRUE(jr_events<RallyChecked>(out).empty());
  // ALL-2: the casualty dice are rolled before the owner decides to ignore.
  const int rolled = test::jr_event_index<Rolled>(out, [](const Rolled&) { return true; });
  const int chose = test::jr_event_index<Chose>(out, [](const Chose&) { return true; });
  ASSERT_GE(rolled, 0);
  ASSERT_GE(chose, 0);
  EXPECT_LT(rolled, chose);
  EXPECT_EQ(jr_events<Chose>(out)[0].topic, "ignore flags");
}

// --- JR-4 Path -----------------------------------------------------------------------------

// Issue case, JR-4, JR-6: 2 hexes owed; the first rear hex holds a lone friendly leader: the
// unit stops there, loses nothing, the leader attaches and gives +1 rally die (3 + 1 = 4).
// The adjacent lone leader also offers 1 ignore (JR-3), declined here.
TEST(JacobiteRulings, Jr4RetreatStopsOnALoneFriendlyLeaderWhoAttaches) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  const UnitId l = jr_leader(s, "Hawley", kGov, kSW);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 2);

  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 2);
  EXPECT_EQ(paths.completed(), 2);
  EXPECT_EQ(paths.blocks_lost(), 0);
  const auto steps = paths.steps(0);
  ASSERT_GE(steps[0].child, 0);
  EXPECT_TRUE(paths.nodes()[static_cast<std::size_t>(steps[0].child)].joins_leader);
  EXPECT_EQ(paths.nodes()[static_cast<std::size_t>(steps[0].child)].hex, kSW);

  const Result<Outcome> r = run(s, {1, 2, 3, 6}, {jr_ignore(0)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).hex, kSW);
  EXPECT_EQ(after(out, u).blocks, 3);
  EXPECT_EQ(after(out, l).hex, kSW);
  EXPECT_TRUE(jr_events<StrengthLost>(out).empty());
  const auto attached = jr_events<LeaderAttached>(out);
  ASSERT_EQ(attached.size(), 1U);
  EXPECT_EQ(attached[0].leader, l);
  EXPECT_EQ(attached[0].unit, u);
  EXPECT_EQ(std::get<Hex>(attached[0].at), kSW);
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].terms, (std::vector<DiceTerm>{{"blocks", 3}, {"attached leader", 1}}));
  EXPECT_EQ(checks[0].dice, 4);
  EXPECT_TRUE(checks[0].rallied);
}

// JR-4: with both rear hexes open, stopping on the leader and going on 2 hexes both complete.
TEST(JacobiteRulings, Jr4StoppingOnALoneLeaderCountsAsComplete) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::lowland, kCentre, 3);
  jr_leader(s, "Hawley", kGov, kSW);
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 4);
  EXPECT_EQ(paths.completed(), 4);
  EXPECT_GE(paths.steps(0)[0].child, 0);
  EXPECT_GE(paths.steps(0)[1].child, 0);
}

// JR-4: a unit with a leader may not end its retreat on a lone friendly leader: 1 hex owed,
// (3,6) holds one and would be the last hex, (4,6) is impassable: nothing completed.
TEST(JacobiteRulings, Jr4UnitWithALeaderMayNotEndOnALoneFriendlyLeader) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  jr_leader(s, "Huske", kGov, kCentre);
  jr_leader(s, "Hawley", kGov, kSW);
  jr_impassable(s, {kSE});
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 1);
  EXPECT_EQ(paths.completed(), 0);
  EXPECT_EQ(paths.blocks_lost(), 1);
  EXPECT_EQ(paths.steps(0)[0].blocked, Blocked::friendly_leader);
  EXPECT_EQ(paths.steps(0)[1].blocked, Blocked::impassable);
}

// JR-4 (changed 2026-11-25): a unit with a leader passes a lone friendly leader's hex. 2 hexes
// owed, (3,6) holds Hawley, (4,6) impassable: centre -> (3,6) -> (2,7) or (3,7), 2 completed,
// nothing lost; Hawley stays where he is. Rally: 3 blocks + 1 leader = 4 dice.
TEST(JacobiteRulings, Jr4UnitWithALeaderPassesALoneFriendlyLeader) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  const UnitId huske = jr_leader(s, "Huske", kGov, kCentre);
  const UnitId hawley = jr_leader(s, "Hawley", kGov, kSW);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 2);
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 2);
  EXPECT_EQ(paths.completed(), 2);
  const auto steps = paths.steps(0);
  ASSERT_GE(steps[0].child, 0);
  const PathNode& via = paths.nodes()[static_cast<std::size_t>(steps[0].child)];
  EXPECT_TRUE(via.passes_leader);
  EXPECT_FALSE(via.joins_leader);
  EXPECT_EQ(via.child_count, 2);
  EXPECT_EQ(steps[1].blocked, Blocked::impassable);

  const Result<Outcome> r = run(s, {6, 1, 1, 1}, {jr_ignore(0), jr_move(kMid7)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).hex, kMid7);
  EXPECT_EQ(after(out, huske).hex, kMid7);
  EXPECT_EQ(after(out, hawley).hex, kSW);
  EXPECT_TRUE(jr_events<StrengthLost>(out).empty());
  EXPECT_TRUE(jr_events<LeaderAttached>(out).empty());
  ASSERT_EQ(jr_events<RallyChecked>(out).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(out)[0].dice, 4);
}

// JR-4, JR-5: a path whose last hex would be a passed leader's falls short by that hex. 2 hexes
// owed, (4,6) impassable; from (3,6), (2,7) holds Hawley and (3,7) a friendly unit: the unit
// ends in (3,6), 1 of 2 completed, 1 block lost.
TEST(JacobiteRulings, Jr4PathEndingOnAPassedLeaderFallsShortByThatHex) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  jr_leader(s, "Huske", kGov, kCentre);
  jr_leader(s, "Hawley", kGov, kSWSW);
  jr_unit(s, "Ligonier's", kGov, UnitType::regular, kMid7);
  jr_impassable(s, {kSE});
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 2);
  EXPECT_EQ(paths.completed(), 1);
  EXPECT_EQ(paths.blocks_lost(), 1);
  const int sw = paths.steps(0)[0].child;
  ASSERT_GE(sw, 0);
  EXPECT_EQ(paths.nodes()[static_cast<std::size_t>(sw)].child_count, 0);
  EXPECT_EQ(paths.steps(sw)[0].blocked, Blocked::friendly_leader);
  EXPECT_EQ(paths.steps(sw)[1].blocked, Blocked::friendly_unit);
}

TEST(JacobiteRulings, Jr4EnemyLeaderAndFriendlyUnitBlockTheWay) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  jr_leader(s, "Lord George Murray", kJac, kSW);
  jr_unit(s, "Ligonier's", kGov, UnitType::regular, kSE);
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 1);
  EXPECT_EQ(paths.completed(), 0);
  EXPECT_EQ(paths.steps(0)[0].blocked, Blocked::enemy_leader);
  EXPECT_EQ(paths.steps(0)[1].blocked, Blocked::friendly_unit);
}

// JR-4: the owner chooses among the paths that complete the most. Lowland, 2 hexes: via (3,6)
// both next hexes are impassable (1 hex); via (4,6) -> (4,7) 2 hexes. Rally 4 +1 -1 = 4 dice.
TEST(JacobiteRulings, Jr4PathsCompletingFewerHexesAreNotOffered) {
  Scenario s = jr_board();
  const UnitId v = jr_unit(s, "Fleming's", kGov, UnitType::lowland, kCentre, 4);
  jr_impassable(s, {kSWSW, kMid7});
  s.request = combat(v, 0, 1);
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, v, 2);
  EXPECT_EQ(paths.completed(), 2);
  EXPECT_EQ(paths.steps(0)[0].hex, kSW);
  EXPECT_EQ(paths.steps(0)[0].blocked, Blocked::shorter);
  EXPECT_GE(paths.steps(0)[1].child, 0);

  const Result<Outcome> r = run(s, {1, 1, 1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), v).hex, kSESE);
  EXPECT_EQ(after(r.value(), v).blocks, 4);
}

// --- JR-5 Blocked --------------------------------------------------------------------------

// JR-5: 2 hexes owed, 1 completed: one block lost, then the rally check on 2 dice.
TEST(JacobiteRulings, Jr5OneBlockLostPerHexNotCompleted) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  jr_impassable(s, {kSE, kSWSW, kMid7});
  s.request = combat(u, 0, 2);
  const Result<Outcome> r = run(s, {3, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).hex, kSW);
  EXPECT_EQ(after(out, u).blocks, 2);
  const auto lost = jr_events<StrengthLost>(out);
  ASSERT_EQ(lost.size(), 1U);
  EXPECT_EQ(lost[0].amount, 1);
  EXPECT_EQ(lost[0].remaining, 2);
  ASSERT_EQ(jr_events<RallyChecked>(out).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(out)[0].dice, 2);
}

// Issue case, JR-5, JR-9: a unit on its own baseline with 2 blocks owes 2 hexes (its leader's
// ignore declined): it loses both blocks and is eliminated (banner); no rally check; its leader
// makes no casualty check and, on a baseline hex, must leave the board (no banner). No die.
TEST(JacobiteRulings, Jr5UnitPinnedOnItsBaselineLosesAllBlocksAndItsLeaderLeaves) {
  Scenario s = jr_board();
  const Hex base{4, 10};
  const UnitId u = jr_unit(s, "Ligonier's", kGov, UnitType::regular, base, 2);
  const UnitId l = jr_leader(s, "Huske", kGov, base);
  s.request = combat(u, 0, 2);

  const Field field(s);
  RetreatPaths paths;
  paths.build(field, u, 2);
  EXPECT_EQ(paths.completed(), 0);
  EXPECT_EQ(paths.blocks_lost(), 2);
  EXPECT_EQ(paths.steps(0)[0].blocked, Blocked::off_board);
  EXPECT_EQ(paths.steps(0)[1].blocked, Blocked::off_board);

  const Result<Outcome> r = run(s, {}, {jr_ignore(0)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).status, Status::eliminated);
  EXPECT_EQ(after(out, l).status, Status::left_board);
  EXPECT_EQ(fate_of(out, u), Fate::eliminated);
  EXPECT_EQ(fate_of(out, l), Fate::fled);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 1}));
  EXPECT_TRUE(jr_events<RallyChecked>(out).empty());
  EXPECT_EQ(rolled_dice(out), 0);
}

// --- JR-6 Rally check ----------------------------------------------------------------------

TEST(JacobiteRulings, Jr6RallyDiceTermByTerm) {
  Scenario s = jr_board();
  const UnitId full = jr_unit(s, "a", kGov, UnitType::regular, Hex{0, 1}, 4);
  const UnitId gren = jr_unit(s, "b", kGov, UnitType::grenadier, Hex{3, 1}, 4);
  jr_leader(s, "Cumberland", kGov, Hex{3, 1});
  const UnitId low = jr_unit(s, "c", kJac, UnitType::lowland, Hex{6, 1}, 1);
  const UnitId mil = jr_unit(s, "d", kGov, UnitType::militia, Hex{0, 4}, 2);
  const UnitId cav = jr_unit(s, "e", kJac, UnitType::cavalry, Hex{3, 4}, 3);
  const UnitId led = jr_unit(s, "f", kGov, UnitType::regular, Hex{6, 4}, 3);
  jr_leader(s, "Hawley", kGov, Hex{6, 4});
  const Field field(s);

  const RallyDice a = rally_dice(field, full, {});
  ASSERT_FALSE(a.terms.empty());
  EXPECT_EQ(a.terms[0], (DiceTerm{"blocks", 4}));
  EXPECT_EQ(term_values(a.terms), (std::vector<int>{4, 1}));  // + full strength
  EXPECT_EQ(a.dice, 5);

  const RallyDice b = rally_dice(field, gren, {});
  EXPECT_EQ(term_values(b.terms), (std::vector<int>{4, 1, 1, 1}));  // full, leader, grenadier
  ASSERT_EQ(b.terms.size(), 4U);
  EXPECT_EQ(b.terms[2], (DiceTerm{"attached leader", 1}));
  EXPECT_EQ(b.dice, 7);

  const RallyDice c = rally_dice(field, low, {});
  EXPECT_EQ(c.terms, (std::vector<DiceTerm>{{"blocks", 1}, {"lowland", -1}}));
  EXPECT_EQ(c.dice, 1);  // 0, at least 1

  const RallyDice d = rally_dice(field, mil, RallyContext{.cavalry_melee = true});
  EXPECT_EQ(term_values(d.terms), (std::vector<int>{2, -1, -1}));  // militia, cavalry melee
  EXPECT_EQ(d.dice, 1);

  const RallyDice e = rally_dice(field, cav, RallyContext{.retire = true});
  EXPECT_EQ(term_values(e.terms), (std::vector<int>{3, 2}));  // JR-11: +2 retire and rally
  EXPECT_EQ(e.dice, 5);

  const RallyDice f = rally_dice(field, led, RallyContext{.retire = true});
  EXPECT_EQ(term_values(f.terms), (std::vector<int>{3, 1, 2}));
  EXPECT_EQ(f.dice, 6);
  for (const RallyDice* x : {&a, &b, &c, &d, &e, &f}) {
    for (const DiceTerm& t : x->terms)
      EXPECT_FALSE(t.label.empty());
  }
}

// JR-6: an ordered cavalry melee that makes infantry retreat: -1 (3 blocks -> 2 dice).
TEST(JacobiteRulings, Jr6OrderedCavalryMeleeCostsInfantryOneRallyDie) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1, Arm::cavalry, AttackMode::ordered);
  const Result<Outcome> r = run(s, {1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const auto checks = jr_events<RallyChecked>(r.value());
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(term_values(checks[0].terms), (std::vector<int>{3, -1}));
  EXPECT_EQ(checks[0].dice, 2);
}

TEST(JacobiteRulings, Jr6OrderedCavalryMeleeCostsArtilleryOneRallyDie) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Royal Artillery", kGov, UnitType::artillery, kCentre, 3);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1, Arm::cavalry, AttackMode::ordered);
  const Result<Outcome> r = run(s, {1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  ASSERT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(r.value())[0].dice, 2);
}

// JR-6: battle back, First Strike and Ambush cavalry give no -1; neither does infantry.
TEST(JacobiteRulings, Jr6NoCavalryPenaltyWithoutAnOrderedCavalryMelee) {
  for (const auto& [arm, mode] : {std::pair{Arm::cavalry, AttackMode::battle_back},
                                  std::pair{Arm::cavalry, AttackMode::first_strike},
                                  std::pair{Arm::cavalry, AttackMode::ambush},
                                  std::pair{Arm::infantry, AttackMode::ordered}}) {
    Scenario s = jr_board();
    const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
    jr_impassable(s, {kSE});
    s.request = combat(u, 0, 1, arm, mode);
    const Result<Outcome> r = run(s, {1, 1, 6});
    ASSERT_TRUE(r.ok()) << jr_errors(r) << " mode " << static_cast<int>(mode);
    ASSERT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
    EXPECT_EQ(jr_events<RallyChecked>(r.value())[0].dice, 3) << "mode " << static_cast<int>(mode);
  }
}

// JR-6: the -1 is for infantry and artillery; cavalry retreating from cavalry keeps its dice.
// Cavalry, 1 flag = 2 hexes: (3,6) then (3,7), the others impassable; 3 dice.
TEST(JacobiteRulings, Jr6CavalryRetreatingFromCavalryRollsAllItsDice) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Cobham's Dragoons", kGov, UnitType::cavalry, kCentre, 3);
  jr_impassable(s, {kSE, kSWSW});
  s.request = combat(u, 0, 1, Arm::cavalry, AttackMode::ordered);
  const Result<Outcome> r = run(s, {1, 1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), u).hex, kMid7);
  ASSERT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
  EXPECT_EQ(term_values(jr_events<RallyChecked>(r.value())[0].terms), (std::vector<int>{3}));
}

// JR-6: the -1 applies to a unit that could not move: 3 blocks - 1 lost = 2, - 1 = 1 die.
TEST(JacobiteRulings, Jr6CavalryPenaltyAlsoWhenTheUnitCouldNotMove) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  jr_impassable(s, {kSW, kSE});
  s.request = combat(u, 0, 1, Arm::cavalry, AttackMode::ordered);
  const Result<Outcome> r = run(s, {6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), u).blocks, 2);
  ASSERT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
  EXPECT_EQ(term_values(jr_events<RallyChecked>(r.value())[0].terms), (std::vector<int>{2, -1}));
  EXPECT_EQ(jr_events<RallyChecked>(r.value())[0].dice, 1);
}

// JR-6 key rule: 1 block, lowland -1, cavalry -1 = -1, but one die is always rolled; a face
// without a flag routs the unit (removed, banner to the opponent).
TEST(JacobiteRulings, Jr6RallyDiceNeverBelowOne) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Glenbucket's", kJac, UnitType::lowland, kCentre, 1);
  // Second side retreats toward row 0: (4,4) then (4,3) or (5,3); (5,4) and (5,3) closed.
  jr_impassable(s, {Hex{5, 4}, Hex{5, 3}});
  s.request = combat(u, 0, 1, Arm::cavalry, AttackMode::ordered);
  const Result<Outcome> r = run(s, {2});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(term_sum(checks[0].terms), -1);
  EXPECT_EQ(checks[0].dice, 1);
  EXPECT_EQ(checks[0].faces, (std::vector<int>{2}));
  EXPECT_FALSE(checks[0].rallied);
  EXPECT_EQ(after(out, u).status, Status::routed);
  EXPECT_EQ(fate_of(out, u), Fate::removed);
  EXPECT_EQ(out.banners, (std::array<int, 2>{1, 0}));
}

// --- JR-7 Leader of a unit that fails ------------------------------------------------------

// Issue case, JR-7, ALL-2: the unit retreats to (3,6) and fails (4 dice: 3 + leader); its
// leader's 2 dice show no flag: he is swept away, and first the two friendly units next to him,
// Price's (2,6) and the militia (3,7), check in the owner's order (militia first): the militia
// (3 - 1 = 2 dice) fails, Price's (2 dice) rallies. Three banners.
TEST(JacobiteRulings, Jr7LeaderSweptAwayMakesAdjacentUnitsCheckInTheOwnersOrder) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId a = jr_unit(s, "Price's", kGov, UnitType::regular, Hex{2, 6}, 2);
  const UnitId b = jr_unit(s, "Glasgow Militia", kGov, UnitType::militia, kMid7, 3);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1);

  const Result<Outcome> r =
      run(s, {1, 2, 3, 4, /*leader*/ 1, 5, /*militia*/ 2, 3, /*Price's*/ 6, 1},
          {jr_ignore(0), jr_pick(b, kMid7)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(rally_order(out), (std::vector<UnitId>{u, b, a}));
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 3U);
  EXPECT_EQ(checks[0].dice, 4);
  EXPECT_FALSE(checks[0].rallied);
  EXPECT_EQ(checks[1].dice, 2);
  EXPECT_FALSE(checks[1].rallied);
  EXPECT_EQ(checks[2].dice, 2);
  EXPECT_TRUE(checks[2].rallied);
  EXPECT_EQ(after(out, u).status, Status::routed);
  EXPECT_EQ(after(out, l).status, Status::routed);
  EXPECT_EQ(after(out, b).status, Status::routed);
  EXPECT_EQ(after(out, a).status, Status::on_board);
  EXPECT_EQ(fate_of(out, l), Fate::removed);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 3}));
  // "before the leader block is removed" the adjacent units check.
  const int last_check =
      test::jr_event_index<RallyChecked>(out, [&](const RallyChecked& c) { return c.unit == a; });
  const int removal =
      test::jr_event_index<UnitRemoved>(out, [&](const UnitRemoved& e) { return e.unit == l; });
  EXPECT_LT(last_check, removal);
}

// JR-7, JR-9: a flag on the leader's 2 dice keeps him; he retreats from the unit's hex, here a
// baseline hex, so he leaves the board: no banner for him.
TEST(JacobiteRulings, Jr7LeaderWhoKeepsHisNerveRetreatsFromTheUnitsHex) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, Hex{4, 9}, 2);
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 9});
  jr_impassable(s, {Hex{4, 10}});
  s.request = combat(u, 0, 1);
  const Result<Outcome> r = run(s, {1, 2, 3, /*leader*/ 6, 2}, {jr_ignore(0)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).status, Status::routed);
  EXPECT_EQ(after(out, l).status, Status::left_board);
  EXPECT_EQ(fate_of(out, l), Fate::fled);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 1}));
}

// JR-7: the same away from the baseline: he retreats 1-3 hexes by the owner's choice from
// (3,6): to (3,7) and stops.
TEST(JacobiteRulings, Jr7SurvivingLeaderRetreatsOneToThreeHexesByChoice) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1);
  const Result<Outcome> r =
      run(s, {1, 1, 1, 1, /*leader*/ 3, 6}, {jr_ignore(0), jr_move(kMid7), jr_stop()});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), u).status, Status::routed);
  EXPECT_EQ(after(r.value(), l).status, Status::on_board);
  EXPECT_EQ(after(r.value(), l).hex, kMid7);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

// JR-7, JR-8: the cascade goes on. Every face a saber (JR-12 die option): the hits eliminate
// Barrell's (1 block), its leader's 1 die kills him; Price's next to him checks (2 + leader = 3
// dice) and fails; its leader's 2 dice show no flag, he is swept away and Wolfe's next to him
// checks (2 dice) and fails. Five banners, 1 + 3 + 2 + 2 = 8 dice, whatever the order.
TEST(JacobiteRulings, Jr7CascadeReachesTheNeighboursOfEverySweptLeader) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 1);
  const UnitId l1 = jr_leader(s, "Huske", kGov, kCentre);
  const UnitId a = jr_unit(s, "Price's", kGov, UnitType::regular, Hex{5, 5}, 2);
  const UnitId l2 = jr_leader(s, "Hawley", kGov, Hex{5, 5});
  const UnitId b = jr_unit(s, "Wolfe's", kGov, UnitType::regular, Hex{6, 5}, 2);
  s.options.die.fill(Face::saber);
  s.request = combat(u, 1, 1);
  ASSERT_TRUE(check(s).empty());
  Dice dice = Dice::seeded(7);
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  const Result<Outcome> r = resolve(s, dice, chooser);
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).status, Status::eliminated);
  EXPECT_EQ(after(out, l1).status, Status::eliminated);
  EXPECT_EQ(after(out, a).status, Status::routed);
  EXPECT_EQ(after(out, l2).status, Status::routed);
  EXPECT_EQ(after(out, b).status, Status::routed);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 5}));
  EXPECT_EQ(dice.draws(), 8U);
  EXPECT_EQ(rally_order(out), (std::vector<UnitId>{a, b}));
}

// --- JR-8 Leader casualty checks -----------------------------------------------------------

// JR-8: the unit lost a block and lives: 2 dice, two sabers kill the leader. Before removal his
// unit and the adjacent friendly unit check, in the owner's order (the neighbour first). His
// unit rolls 3 dice (no die for the dead leader) and fails.
TEST(JacobiteRulings, Jr8TwoSabersKillTheLeaderAndHisUnitAndNeighboursCheck) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  const UnitId a = jr_unit(s, "Price's", kGov, UnitType::regular, Hex{5, 5}, 2);
  s.request = combat(u, 1, 0);
  const Result<Outcome> r =
      run(s, {5, 5, /*Price's*/ 6, 1, /*Barrell's*/ 1, 2, 3}, {jr_pick(a, Hex{5, 5})});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(rally_order(out), (std::vector<UnitId>{a, u}));
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 2U);
  EXPECT_EQ(checks[1].terms, (std::vector<DiceTerm>{{"blocks", 3}}));
  EXPECT_EQ(after(out, l).status, Status::eliminated);
  EXPECT_EQ(fate_of(out, l), Fate::eliminated);
  EXPECT_EQ(after(out, u).status, Status::routed);
  EXPECT_EQ(after(out, a).status, Status::on_board);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 2}));
}

// JR-8: the unit is eliminated by the hits: 1 die, a saber kills the leader too.
TEST(JacobiteRulings, Jr8UnitEliminatedOneDieASaberKillsTheLeader) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 2);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  s.request = combat(u, 2, 1);
  const Result<Outcome> r = run(s, {5});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).status, Status::eliminated);
  EXPECT_EQ(after(out, l).status, Status::eliminated);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 2}));
  EXPECT_TRUE(jr_events<RallyChecked>(out).empty());
}

// JR-8, JR-9: 1 die without a saber: the leader lives, alone, and retreats 1-3 hexes; the
// flag rolled against his eliminated unit does not bind him (he stops after 1 hex).
TEST(JacobiteRulings, Jr8UnitEliminatedLeaderSurvivesAndRetreatsAlone) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 2);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  s.request = combat(u, 2, 1);
  const Result<Outcome> r = run(s, {4}, {jr_move(kSW), jr_stop()});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).status, Status::eliminated);
  EXPECT_EQ(after(out, l).status, Status::on_board);
  EXPECT_EQ(after(out, l).hex, kSW);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 1}));
}

// Issue case, JR-8: the leader is killed and his unit must also retreat: it rallies first
// (3 dice, no leader die), then retreats (no ignore left: no decision), and makes no second
// rally check.
TEST(JacobiteRulings, Jr8LeaderKilledUnitRalliesFirstThenRetreatsWithoutSecondCheck) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  jr_impassable(s, {kSE});
  s.request = combat(u, 1, 1);
  const Result<Outcome> r = run(s, {5, 5, /*rally*/ 6, 1, 1});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, l).status, Status::eliminated);
  EXPECT_EQ(after(out, u).status, Status::on_board);
  EXPECT_EQ(after(out, u).hex, kSW);
  EXPECT_EQ(after(out, u).blocks, 3);
  const auto checks = jr_events<RallyChecked>(out);
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(checks[0].terms, (std::vector<DiceTerm>{{"blocks", 3}}));
  const int check_at =
      test::jr_event_index<RallyChecked>(out, [](const RallyChecked&) { return true; });
  const int move_at = test::jr_event_index<Moved>(out, [&](const Moved& m) {
    return std::find(m.units.begin(), m.units.end(), u) != m.units.end();
  });
  ASSERT_GE(move_at, 0);
  EXPECT_LT(check_at, move_at);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 1}));
}

// JR-6, JR-8: the cavalry -1 applies to the check that replaces the retreat's: 3 - 1 = 2 dice.
TEST(JacobiteRulings, Jr8ReplacingCheckTakesTheCavalryPenalty) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  jr_leader(s, "Huske", kGov, kCentre);
  jr_impassable(s, {kSE});
  s.request = combat(u, 1, 1, Arm::cavalry, AttackMode::ordered);
  const Result<Outcome> r = run(s, {5, 5, /*rally*/ 6, 1});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const auto checks = jr_events<RallyChecked>(r.value());
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(term_values(checks[0].terms), (std::vector<int>{3, -1}));
  EXPECT_EQ(after(r.value(), u).hex, kSW);
}

// JR-8: if that first check fails the unit is removed and never retreats.
TEST(JacobiteRulings, Jr8UnitThatFailsTheCheckBeforeItsRetreatDoesNotRetreat) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  jr_leader(s, "Huske", kGov, kCentre);
  jr_impassable(s, {kSE});
  s.request = combat(u, 1, 1);
  const Result<Outcome> r = run(s, {5, 5, /*rally*/ 1, 2, 3});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, u).status, Status::routed);
  for (const Moved& m : jr_events<Moved>(out)) {
    EXPECT_EQ(std::find(m.units.begin(), m.units.end(), u), m.units.end());
  }
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 2}));
}

// JR-8, JR-5: a unit that lost no block to the hits but loses blocks because its retreat is
// blocked, and survives, has its leader make the 2-dice casualty check after the retreat, with
// the option or without. Both rear hexes closed, 2 hexes owed: 3 - 2 = 1 block. Every face a
// flag: he survives; draws: 2 (casualty check) + 2 (rally: 1 block + 1 leader) = 4.
TEST(JacobiteRulings, Jr8BlockedRetreatOnlyLossChecksTheLeaderAfterTheRetreat) {
  for (const bool option : {true, false}) {
    Scenario s = jr_board();
    const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
    const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
    jr_impassable(s, {kSW, kSE});
    s.options.die.fill(Face::flag);
    s.options.retreat_loss_leader_check = option;
    s.request = combat(u, 0, 2);
    Dice dice = Dice::seeded(3);
    Chooser chooser = test::jr_script({jr_ignore(0)});
    const Result<Outcome> r = resolve(s, dice, chooser);
    ASSERT_TRUE(r.ok()) << jr_errors(r);
    const Outcome& out = r.value();
    EXPECT_EQ(after(out, u).blocks, 1);
    EXPECT_EQ(after(out, l).status, Status::on_board);
    EXPECT_EQ(dice.draws(), 4U) << "option " << option;
    // After the retreat: the block lost comes before the casualty dice.
    const int lost =
        test::jr_event_index<StrengthLost>(out, [](const StrengthLost&) { return true; });
    const int rolled = test::jr_event_index<Rolled>(
        out, [](const Rolled& e) { return e.purpose == "leader casualty check"; });
    ASSERT_GE(lost, 0);
    EXPECT_LT(lost, rolled);
  }
}

// JR-8 with the option `retreat_loss_leader_check`: at most one casualty check per combat
// unless the option asks for a second. 4 blocks, 1 hit (4 -> 3): casualty check, 2 dice; the
// owner keeps both flags; both rear hexes closed: 3 - 2 = 1 block. Every face a flag.
// Without the option: 2 + rally (1 block + 1 leader = 2) = 4 draws; with it 2 more: 6.
TEST(JacobiteRulings, Jr8SecondCasualtyCheckOnlyWithTheOption) {
  for (const bool option : {true, false}) {
    Scenario s = jr_board();
    const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 4);
    const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
    jr_impassable(s, {kSW, kSE});
    s.options.die.fill(Face::flag);
    s.options.retreat_loss_leader_check = option;
    s.request = combat(u, 1, 2);
    Dice dice = Dice::seeded(3);
    Chooser chooser = test::jr_script({jr_ignore(0)});
    const Result<Outcome> r = resolve(s, dice, chooser);
    ASSERT_TRUE(r.ok()) << jr_errors(r);
    EXPECT_EQ(after(r.value(), u).blocks, 1);
    EXPECT_EQ(after(r.value(), l).status, Status::on_board);
    EXPECT_EQ(dice.draws(), option ? 6U : 4U) << "option " << option;
  }
}

// JR-8, JR-5: the same unit, rallied before its retreat, finds both rear hexes closed: it
// loses the block it owes and still makes no second rally check. 3 - 1 = 2 blocks.
TEST(JacobiteRulings, Jr8NoSecondCheckEvenWhenTheRetreatIsBlocked) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  jr_leader(s, "Huske", kGov, kCentre);
  jr_impassable(s, {kSW, kSE});
  s.request = combat(u, 1, 1);
  const Result<Outcome> r = run(s, {5, 5, /*rally*/ 6, 1, 1});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), u).status, Status::on_board);
  EXPECT_EQ(after(r.value(), u).hex, kCentre);
  EXPECT_EQ(after(r.value(), u).blocks, 2);
  EXPECT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
}

// JR-8, JR-4: Huske falls in his casualty check; Barrell's rallies first (the check that
// replaces its retreat's), then makes its retreat of 2 flags: SW holds Cope, a lone friendly
// leader, who attaches and ends the retreat there, complete (no block lost). No second rally
// check, though the unit now has a leader. At its turn in the cascade Cope, adjacent, lets it
// ignore 1 flag (JR-3); the owner keeps both. Its check: 3 blocks = 3 dice.
TEST(JacobiteRulings, Jr8UnitRalliedBeforeItsRetreatPicksUpALoneLeaderWithoutASecondCheck) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre);
  const UnitId huske = jr_leader(s, "Huske", kGov, kCentre);
  const UnitId cope = jr_leader(s, "Cope", kGov, kSW);
  s.request = combat(u, 1, 2);
  const Result<Outcome> r = run(s, {5, 5, /*rally*/ 6, 1, 1}, {jr_ignore(0), jr_move(kSW)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, huske).status, Status::eliminated);
  EXPECT_EQ(after(out, u).hex, kSW);
  EXPECT_EQ(after(out, u).blocks, 3);
  EXPECT_EQ(after(out, cope).status, Status::on_board);
  EXPECT_EQ(after(out, cope).hex, kSW);
  ASSERT_EQ(jr_events<RallyChecked>(out).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(out)[0].dice, 3);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 1}));
}

// JR-8, JR-5 (the text's Leader Casualty Check Special Situation): hit to 1 block, Munro's
// keeps Huske, who survives the combat's casualty check (two infantry); the owner keeps both
// flags; both rear hexes hold friendly units, so it owes 2 hexes and loses its last block. Huske
// makes no second check, with the option `retreat_loss_leader_check` or without (the option is
// for a unit that survives), and retreats from its hex: onto Price's in SW, where he stops.
// Draws: the 2 casualty dice only.
TEST(JacobiteRulings, Jr8NoCasualtyCheckWhenABlockedRetreatEliminatesTheUnitWhateverTheOption) {
  for (const bool option : {false, true}) {
    Scenario s = jr_board();
    const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 2);
    const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
    jr_unit(s, "Price's", kGov, UnitType::regular, kSW);
    jr_unit(s, "Wolfe's", kGov, UnitType::regular, kSE);
    s.options.retreat_loss_leader_check = option;
    s.request = combat(u, 1, 2);
    const Result<Outcome> r = run(s, {1, 1}, {jr_ignore(0), jr_move(kSW), jr_stop()});
    ASSERT_TRUE(r.ok()) << jr_errors(r) << " option " << option;
    const Outcome& out = r.value();
    EXPECT_EQ(after(out, u).status, Status::eliminated);
    EXPECT_EQ(after(out, l).status, Status::on_board);
    EXPECT_EQ(after(out, l).hex, kSW);
    EXPECT_EQ(rolled_dice(out), 2) << "option " << option;
    EXPECT_TRUE(jr_events<RallyChecked>(out).empty());
    EXPECT_EQ(out.banners, (std::array<int, 2>{0, 1}));
  }
}

// JR-4, JR-7: a leader picked up on the way is attached: he adds his die and, when the unit
// fails, makes his own 2-dice check; no flag sweeps him away too. Two banners.
TEST(JacobiteRulings, Jr7LeaderPickedUpOnTheWayIsSweptWithTheUnit) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Fleming's", kGov, UnitType::regular, kCentre, 3);
  const UnitId l = jr_leader(s, "Hawley", kGov, kSW);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1);
  const Result<Outcome> r = run(s, {1, 1, 1, 1, /*leader*/ 2, 3}, {jr_ignore(0)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  ASSERT_EQ(jr_events<RallyChecked>(out).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(out)[0].dice, 4);
  EXPECT_EQ(after(out, u).status, Status::routed);
  EXPECT_EQ(after(out, l).status, Status::routed);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 2}));
}

// --- JR-9 Lone leader retreat --------------------------------------------------------------

TEST(JacobiteRulings, Jr9LoneLeaderEndsOneToThreeRowsBack) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_FALSE(lp.trapped());
  EXPECT_EQ(end_hexes(lp), (std::set<Hex>{kSW, kSE, kSWSW, kMid7, kSESE, Hex{1, 8}, Hex{2, 8},
                                          Hex{3, 8}, Hex{4, 8}}));
  EXPECT_FALSE(can_leave(lp));
  for (const LeaderNode& n : lp.nodes())
    EXPECT_LE(n.depth, kLeaderRetreatMax);
}

// JR-9: he passes a friendly unit with a leader and a lone friendly leader, but ends in
// neither.
TEST(JacobiteRulings, Jr9LoneLeaderPassesFriendsButMayNotEndOnAnotherLeader) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_unit(s, "Price's", kGov, UnitType::regular, kSW);
  jr_leader(s, "Huske", kGov, kSW);
  jr_leader(s, "Cumberland", kGov, kSE);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_FALSE(lp.trapped());
  const std::set<Hex> ends = end_hexes(lp);
  EXPECT_EQ(ends.count(kSW), 0U);
  EXPECT_EQ(ends.count(kSE), 0U);
  EXPECT_EQ(ends.count(kSWSW), 1U);
  EXPECT_EQ(ends.count(kMid7), 1U);
  EXPECT_EQ(ends.count(kSESE), 1U);
}

// JR-9: he may stop on a friendly unit without a leader, and attaches to it.
TEST(JacobiteRulings, Jr9LoneLeaderMayStopOnALeaderlessFriendlyUnit) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId p = jr_unit(s, "Price's", kGov, UnitType::regular, kSW);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  const int child = lp.steps(0)[0].child;
  ASSERT_GE(child, 0);
  const LeaderNode& n = lp.nodes()[static_cast<std::size_t>(child)];
  EXPECT_EQ(n.hex, kSW);
  EXPECT_TRUE(n.can_stop);
  EXPECT_EQ(n.joins, p);
}

// JR-9: an enemy in one rear hex while the other is free: no escape through the enemy.
TEST(JacobiteRulings, Jr9NoEscapeWhileARearHexIsFree) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_unit(s, "Camerons", kJac, UnitType::highland, kSW);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_EQ(lp.steps(0)[0].child, -1);
  EXPECT_TRUE(lp.steps(0)[0].blocked.has_value());
  EXPECT_GE(lp.steps(0)[1].child, 0);
  EXPECT_EQ(end_hexes(lp), (std::set<Hex>{kSE, kMid7, kSESE, Hex{2, 8}, Hex{3, 8}, Hex{4, 8}}));
}

// JR-9: terrain that is not impassable has no effect on a lone leader's retreat: with woods, a
// river, a marsh and a town on his way he may still end on any hex 1 to 3 rows back.
TEST(JacobiteRulings, Jr9TerrainThatIsNotImpassableDoesNotHinderALoneLeader) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  s.board.set_terrain(kSW, Terrain::woods);
  s.board.set_terrain(kSE, Terrain::river);
  s.board.set_terrain(kMid7, Terrain::marsh);
  s.board.set_terrain(Hex{3, 8}, Terrain::town);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_FALSE(lp.trapped());
  EXPECT_EQ(end_hexes(lp), (std::set<Hex>{kSW, kSE, kSWSW, kMid7, kSESE, Hex{1, 8}, Hex{2, 8},
                                          Hex{3, 8}, Hex{4, 8}}));
}

// JR-9: both rear hexes enemy-held: he must escape through one, the owner's choice.
TEST(JacobiteRulings, Jr9BothRearHexesEnemyHeldOfferEitherEscape) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId e1 = jr_unit(s, "Camerons", kJac, UnitType::highland, kSW);
  const UnitId e2 = jr_unit(s, "Appin", kJac, UnitType::highland, kSE);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_FALSE(lp.trapped());
  const auto steps = lp.steps(0);
  EXPECT_EQ(steps[0].how, LeaderMove::escape);
  EXPECT_EQ(steps[1].how, LeaderMove::escape);
  ASSERT_GE(steps[0].child, 0);
  ASSERT_GE(steps[1].child, 0);
  EXPECT_EQ(lp.nodes()[static_cast<std::size_t>(steps[0].child)].through, e1);
  EXPECT_EQ(lp.nodes()[static_cast<std::size_t>(steps[1].child)].through, e2);
  EXPECT_FALSE(lp.nodes()[static_cast<std::size_t>(steps[0].child)].can_stop);
  const std::set<Hex> ends = end_hexes(lp);
  EXPECT_EQ(ends.count(kSW), 0U);
  EXPECT_EQ(ends.count(kSE), 0U);
  EXPECT_EQ(ends.count(kMid7), 1U);
}

// JR-9: an impassable rear hex is not free either, so the enemy-held one is an escape; two
// impassable rear hexes trap him (never an escape).
TEST(JacobiteRulings, Jr9ImpassableIsNeverAnEscape) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_unit(s, "Camerons", kJac, UnitType::highland, kSW);
  jr_impassable(s, {kSE});
  {
    const Field field(s);
    LeaderPaths lp;
    lp.build(field, l, kCentre);
    EXPECT_EQ(lp.steps(0)[0].how, LeaderMove::escape);
    EXPECT_GE(lp.steps(0)[0].child, 0);
    EXPECT_EQ(lp.steps(0)[1].blocked, Blocked::impassable);
    EXPECT_FALSE(lp.trapped());
  }
  s.units.pop_back();
  jr_impassable(s, {kSW});
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_TRUE(lp.trapped());
}

// JR-9: leaving over the baseline is one of his hexes: from row 8 he reaches row 10 in two
// and may leave as the third; from row 7 he reaches it in three and may not leave.
TEST(JacobiteRulings, Jr9LeaderMayLeaveOverHisBaselineWithinThreeHexes) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 8});
  const Field field(s);
  LeaderPaths near;
  near.build(field, l, Hex{4, 8});
  EXPECT_TRUE(can_leave(near));
  LeaderPaths far;
  far.build(field, l, Hex{4, 7});
  EXPECT_FALSE(can_leave(far));
  EXPECT_EQ(end_hexes(far).count(Hex{3, 10}), 1U);
}

// JR-9: on a baseline hex he can only leave.
TEST(JacobiteRulings, Jr9LeaderOnHisBaselineMustLeave) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 10});
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, Hex{4, 10});
  EXPECT_FALSE(lp.trapped());
  EXPECT_TRUE(can_leave(lp));
  EXPECT_TRUE(end_hexes(lp).empty());
  EXPECT_GE(lp.leave_child(0), 0);
}

// Issue case, JR-9, JR-10, ALL-2: a lone leader attacked in melee survives the 2 attack dice;
// his rear hexes are an enemy unit (3,6) and impassable (4,6): he escapes through the enemy,
// which rolls its 2 melee dice (no saber); he cannot stop there, goes on to (3,7) ((2,7) is
// impassable) and stops.
TEST(JacobiteRulings, Jr9LoneLeaderEscapesThroughAnEnemyUnit) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId e = jr_unit(s, "Camerons", kJac, UnitType::highland, kSW);
  s.units[index_of(e)].melee_dice = 2;
  jr_impassable(s, {kSE, kSWSW});
  s.request = leader_attack(l, CombatKind::melee, 2);
  const Result<Outcome> r = run(s, {1, 2, /*escape*/ 1, 6}, {jr_stop()});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  const Outcome& out = r.value();
  EXPECT_EQ(after(out, l).status, Status::on_board);
  EXPECT_EQ(after(out, l).hex, kMid7);
  EXPECT_EQ(after(out, e).status, Status::on_board);
  EXPECT_EQ(out.banners, (std::array<int, 2>{0, 0}));
  EXPECT_EQ(rolled_dice(out), 4);
}

// JR-9: any saber on the escape dice kills him (banner).
TEST(JacobiteRulings, Jr9EscapeFailsOnASaber) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId e = jr_unit(s, "Camerons", kJac, UnitType::highland, kSW);
  s.units[index_of(e)].melee_dice = 2;
  jr_impassable(s, {kSE, kSWSW});
  s.request = leader_attack(l, CombatKind::melee, 2);
  const Result<Outcome> r = run(s, {1, 2, /*escape*/ 6, 5});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).status, Status::eliminated);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

// JR-9: a lone enemy leader lets him pass without a roll.
TEST(JacobiteRulings, Jr9LoneEnemyLeaderLetsHimPassFreely) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_leader(s, "Lord George Murray", kJac, kSW);
  jr_impassable(s, {kSE, kSWSW});
  s.request = leader_attack(l, CombatKind::melee, 2);
  const Result<Outcome> r = run(s, {1, 2}, {jr_stop()});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).hex, kMid7);
  EXPECT_EQ(rolled_dice(r.value()), 2);
}

// JR-9: a leader who cannot move one hex (impassable) is eliminated (banner).
TEST(JacobiteRulings, Jr9TrappedLeaderIsEliminated) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_impassable(s, {kSW, kSE});
  s.request = leader_attack(l, CombatKind::melee, 2);
  const Result<Outcome> r = run(s, {1, 2});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).status, Status::eliminated);
  EXPECT_EQ(fate_of(r.value(), l), Fate::eliminated);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

// --- JR-10 Lone leader attacked ------------------------------------------------------------

// Issue case, JR-10: ranged fire at a lone leader needs 2 dice or more.
// JR-9 (settled 2026-11-25): a free rear hex that leads nowhere gives no escape. Hawley in the
// centre; (3,6) holds Cope, a lone friendly leader (free to enter, no place to stop), beyond it
// (2,7) and (3,7) are impassable; (4,6) holds an enemy unit. A rear hex is free, so no escape
// through (4,6): no 1-3 hex retreat ends legally and he is eliminated (banner).
TEST(JacobiteRulings, Jr9FreeRearHexLeadingNowhereGivesNoEscape) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  jr_leader(s, "Cope", kGov, kSW);
  jr_unit(s, "Camerons", kJac, UnitType::highland, kSE);
  jr_impassable(s, {kSWSW, kMid7});
  s.request = leader_attack(l, CombatKind::melee, 1);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, kCentre);
  EXPECT_TRUE(lp.trapped());
  for (const LeaderNode& n : lp.nodes())
    EXPECT_NE(n.how, LeaderMove::escape);
  const Result<Outcome> r = run(s, {1});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).status, Status::eliminated);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

TEST(JacobiteRulings, Jr10RangedAttackOnALoneLeaderWithOneDieIsRefused) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  s.request = leader_attack(l, CombatKind::ranged, 1);
  // ALL-3: well formed, but forbidden by the rules: refused, not an error.
  EXPECT_TRUE(check(s).empty());
  EXPECT_EQ(refusal(s), (Refusal{"JR-10",
                                 "a lone leader may not be targeted in ranged combat with fewer "
                                 "than two dice",
                                 "/request/dice"}));
  s.request.attack_dice = 2;
  EXPECT_TRUE(check(s).empty());
  EXPECT_FALSE(refusal(s).has_value());
  s.request = leader_attack(l, CombatKind::melee, 1);
  EXPECT_TRUE(check(s).empty());
  EXPECT_FALSE(refusal(s).has_value());
}

TEST(JacobiteRulings, Jr10RangedTwoSabersKillOneDoesNot) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 10});
  s.request = leader_attack(l, CombatKind::ranged, 2);
  const Result<Outcome> killed = run(s, {5, 5});
  ASSERT_TRUE(killed.ok()) << jr_errors(killed);
  EXPECT_EQ(after(killed.value(), l).status, Status::eliminated);
  EXPECT_EQ(killed.value().banners, (std::array<int, 2>{0, 1}));

  // One saber (and a flag, which does nothing): he lives, and on his baseline he leaves.
  const Result<Outcome> lives = run(s, {5, 6});
  ASSERT_TRUE(lives.ok()) << jr_errors(lives);
  EXPECT_EQ(after(lives.value(), l).status, Status::left_board);
  EXPECT_EQ(lives.value().banners, (std::array<int, 2>{0, 0}));
}

TEST(JacobiteRulings, Jr10MeleeOneSaberKills) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  s.request = leader_attack(l, CombatKind::melee, 2);
  const Result<Outcome> r = run(s, {1, 5});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).status, Status::eliminated);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

// JR-10: flags rolled at him do not set his retreat: two flags, and he stops after one hex
// on his baseline (4,10) rather than leave.
TEST(JacobiteRulings, Jr10FlagsHaveNoEffectOnALoneLeader) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 9});
  s.request = leader_attack(l, CombatKind::ranged, 3);
  const Result<Outcome> r = run(s, {6, 6, 1}, {jr_move(Hex{4, 10}), jr_stop()});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).status, Status::on_board);
  EXPECT_EQ(after(r.value(), l).hex, (Hex{4, 10}));
}

// --- JR-11 Retire and rally ----------------------------------------------------------------

// JR-11: exactly 2 hexes ((3,6), (3,7): the others impassable), then 3 + 2 = 5 dice.
TEST(JacobiteRulings, Jr11RetireAndRallyMovesTwoHexesAndRollsTwoMoreDice) {
  Scenario s = jr_board();
  const UnitId c = jr_unit(s, "Gardiner's Dragoons", kGov, UnitType::cavalry, kCentre, 3);
  jr_impassable(s, {kSE, kSWSW});
  s.request = retire(c);
  ASSERT_TRUE(check(s).empty());
  const Preview p = preview(s).value();
  ASSERT_EQ(p.retreats.size(), 1U);
  EXPECT_EQ(p.retreats[0].paths.completed(), 2);

  const Result<Outcome> r = run(s, {1, 1, 1, 1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), c).hex, kMid7);
  EXPECT_EQ(after(r.value(), c).blocks, 3);
  const auto checks = jr_events<RallyChecked>(r.value());
  ASSERT_EQ(checks.size(), 1U);
  EXPECT_EQ(term_values(checks[0].terms), (std::vector<int>{3, 2}));
  EXPECT_EQ(checks[0].dice, 5);
}

TEST(JacobiteRulings, Jr11FailingTheRetireCheckRemovesTheUnit) {
  Scenario s = jr_board();
  const UnitId c = jr_unit(s, "Gardiner's Dragoons", kGov, UnitType::cavalry, kCentre, 3);
  jr_impassable(s, {kSE, kSWSW});
  s.request = retire(c);
  const Result<Outcome> r = run(s, {1, 2, 3, 4, 5});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), c).status, Status::routed);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

// JR-11: stopping after 1 hex on a lone friendly leader: 3 + leader 1 + 2 = 6 dice.
TEST(JacobiteRulings, Jr11RetireStopsOnALoneFriendlyLeader) {
  Scenario s = jr_board();
  const UnitId c = jr_unit(s, "Gardiner's Dragoons", kGov, UnitType::cavalry, kCentre, 3);
  const UnitId l = jr_leader(s, "Hawley", kGov, kSW);
  jr_impassable(s, {kSE});
  s.request = retire(c);
  ASSERT_TRUE(check(s).empty());
  const Result<Outcome> r = run(s, {1, 1, 1, 1, 1, 6});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), c).hex, kSW);
  EXPECT_EQ(after(r.value(), l).hex, kSW);
  ASSERT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
  EXPECT_EQ(term_values(jr_events<RallyChecked>(r.value())[0].terms), (std::vector<int>{3, 1, 2}));
}

// JR-11, JR-7: the attached leader of a cavalry unit failing the check makes his 2-dice check;
// a flag keeps him, and on the baseline hex (3,10) he leaves. Path (3,9), (3,10).
TEST(JacobiteRulings, Jr11LeaderOfAFailedRetireChecksToo) {
  Scenario s = jr_board();
  const UnitId c = jr_unit(s, "Gardiner's Dragoons", kGov, UnitType::cavalry, Hex{4, 8}, 3);
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 8});
  jr_impassable(s, {Hex{4, 9}, Hex{2, 10}});
  s.request = retire(c);
  const Result<Outcome> r = run(s, {1, 1, 1, 1, 1, 1, /*leader*/ 6, 1});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), c).status, Status::routed);
  EXPECT_EQ(after(r.value(), l).status, Status::left_board);
  EXPECT_EQ(r.value().banners, (std::array<int, 2>{0, 1}));
}

// Issue case, JR-11, ALL-3: without a 2-hex path the request is refused as illegal, with the
// reason: a refusal of a well-formed request, not an error.
TEST(JacobiteRulings, Jr11RetireWithoutATwoHexPathIsRefused) {
  Scenario s = jr_board();
  const UnitId c = jr_unit(s, "Gardiner's Dragoons", kGov, UnitType::cavalry, kCentre, 3);
  jr_impassable(s, {kSE, kSWSW, kMid7});
  s.request = retire(c);
  EXPECT_TRUE(check(s).empty());
  EXPECT_EQ(refusal(s), (Refusal{"JR-11",
                                 "unit 'Gardiner's Dragoons' cannot retire and rally: no path of "
                                 "two hexes toward its baseline is free",
                                 "/request/kind"}));
}

// JR-11, JR-4: cavalry with its own leader retires through a lone friendly leader's hex: centre
// -> (3,6) holding Hawley -> (2,7) or (3,7); (4,6) impassable. With Cope in (2,7) and (3,7)
// impassable the move would end on Cope, and the hex before him is Hawley's: it falls short
// of both, back to the centre, 0 hexes (the retire is refused).
TEST(JacobiteRulings, Jr11LedCavalryRetiresThroughALoneFriendlyLeader) {
  Scenario s = jr_board();
  const UnitId c = jr_unit(s, "Cobham's Dragoons", kGov, UnitType::cavalry, kCentre, 3);
  const UnitId huske = jr_leader(s, "Huske", kGov, kCentre);
  jr_leader(s, "Hawley", kGov, kSW);
  jr_impassable(s, {kSE});
  s.request = retire(c);
  // 3 blocks + 1 leader + 2 retire and rally = 6 dice.
  const Result<Outcome> r = run(s, {6, 1, 1, 1, 1, 1}, {jr_move(kSWSW)});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), c).hex, kSWSW);
  EXPECT_EQ(after(r.value(), huske).hex, kSWSW);
  ASSERT_EQ(jr_events<RallyChecked>(r.value()).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(r.value())[0].dice, 6);

  jr_leader(s, "Cope", kGov, kSWSW);
  jr_impassable(s, {kMid7});
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, c, 2);
  EXPECT_EQ(paths.completed(), 0);
}

// JR-3, JR-8: when the leader falls, the owner orders the cascade, his unit's check included,
// and decides his unit's flags just before its own check, with the sources standing then. Barrell
// (4, 1 hit -> 3) with Huske in the centre; Ligonier (4) and Price (1 block) on either side in row
// 5 support it. Two sabers kill Huske. Barrell first: support counts, 1 flag may be ignored
// (ignored: no retreat). Price first, failing on 1 die: only Ligonier stands beside Barrell at its
// turn: none.
TEST(JacobiteRulings, Jr8FlagsAreDecidedAtTheUnitsTurnInTheCascade) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell", kGov, UnitType::regular, kCentre, 4);
  jr_leader(s, "Huske", kGov, kCentre);
  const UnitId ligonier = jr_unit(s, "Ligonier", kGov, UnitType::regular, Hex{3, 5}, 4);
  const UnitId price = jr_unit(s, "Price", kGov, UnitType::regular, Hex{5, 5}, 1);
  s.request = combat(u, 1, 1);

  // Barrell, then Price, then Ligonier: 2 + 3 + 1 + 5 dice.
  const Result<Outcome> first =
      run(s, {5, 5, 1, 1, 6, 1, 6, 1, 1, 1, 1}, {jr_pick(u), jr_ignore(1), jr_pick(price)});
  ASSERT_TRUE(first.ok()) << jr_errors(first);
  const auto ignored = jr_events<FlagsIgnored>(first.value());
  ASSERT_EQ(ignored.size(), 1U);
  EXPECT_EQ(ignored[0].allowed, 1);
  EXPECT_EQ(ignored[0].ignored, 1);
  EXPECT_EQ(after(first.value(), u).hex, kCentre);
  EXPECT_EQ(after(first.value(), price).status, Status::routed);
  EXPECT_EQ(rally_order(first.value()), (std::vector<UnitId>{u, price, ligonier}));
  // The decision comes after Huske's fall and before Barrell's check.
  const int chose = test::jr_event_index<Chose>(
      first.value(), [](const Chose& c) { return c.topic == "ignore flags"; });
  const int checked = test::jr_event_index<RallyChecked>(
      first.value(), [&](const RallyChecked& c) { return c.unit == u; });
  EXPECT_LT(chose, checked);

  // Price, then Barrell (no flag to ignore: it retreats 1 hex after the cascade), then
  // Ligonier: 2 + 1 + 3 + 5 dice.
  const Result<Outcome> second =
      run(s, {5, 5, 1, 1, 1, 6, 6, 1, 1, 1, 1}, {jr_pick(price), jr_pick(u), jr_move(kSW)});
  ASSERT_TRUE(second.ok()) << jr_errors(second);
  EXPECT_TRUE(jr_events<FlagsIgnored>(second.value()).empty());
  EXPECT_EQ(after(second.value(), u).hex, kSW);
  EXPECT_EQ(jr_events<RallyChecked>(second.value()).size(), 3U);
}

// JR-6, JR-3, JR-8: an ordered cavalry melee, 1 hit and 1 flag; Huske falls; Cope, a lone
// friendly leader next to the centre, now bolsters Barrell. Ignoring the flag: no retreat was
// forced, so the cascade check has no cavalry -1: 3 dice. Keeping it: 3 - 1 = 2 dice.
TEST(JacobiteRulings, Jr6NoCavalryPenaltyWhenTheCascadeDecisionIgnoresEveryFlag) {
  for (const int ignore : {1, 0}) {
    Scenario s = jr_board();
    const UnitId u = jr_unit(s, "Barrell", kGov, UnitType::regular, kCentre, 4);
    jr_leader(s, "Huske", kGov, kCentre);
    jr_leader(s, "Cope", kGov, Hex{5, 5});
    s.request = combat(u, 1, 1, Arm::cavalry, AttackMode::ordered);
    std::vector<ScriptedChoice> choices = {jr_ignore(ignore)};
    if (ignore == 0) choices.push_back(jr_move(kSW));
    const Result<Outcome> r =
        run(s, ignore == 1 ? std::vector<int>{5, 5, 1, 1, 6} : std::vector<int>{5, 5, 1, 6},
            std::move(choices));
    ASSERT_TRUE(r.ok()) << jr_errors(r);
    const auto checks = jr_events<RallyChecked>(r.value());
    ASSERT_EQ(checks.size(), 1U);
    EXPECT_EQ(checks[0].dice, ignore == 1 ? 3 : 2) << "ignoring " << ignore;
    EXPECT_EQ(after(r.value(), u).hex, ignore == 1 ? kCentre : kSW);
  }
}

TEST(JacobiteRulings, Jr11OnlyCavalryMayRetire) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  s.request = retire(u);
  EXPECT_TRUE(check(s).empty());
  EXPECT_EQ(refusal(s),
            (Refusal{"JR-11", "'Munro's' is not cavalry: only cavalry may retire and rally",
                     "/request/unit"}));
}

// --- JR-12 Dice ----------------------------------------------------------------------------

TEST(JacobiteRulings, Jr12DefaultDieHasOneFlagAndOneSaber) {
  EXPECT_EQ(kDefaultDie, (Die{Face::infantry, Face::infantry, Face::cavalry, Face::artillery,
                              Face::saber, Face::flag}));
  EXPECT_EQ(Options{}.die, kDefaultDie);
}

// JR-12: the die is an option: with a flag on face 1, a roll of 1 rallies.
TEST(JacobiteRulings, Jr12TheDieOptionDecidesWhatARollShows) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1);
  const Result<Outcome> plain = run(s, {1, 2, 3});
  ASSERT_TRUE(plain.ok()) << jr_errors(plain);
  EXPECT_EQ(after(plain.value(), u).status, Status::routed);

  s.options.die =
      Die{Face::flag, Face::infantry, Face::infantry, Face::cavalry, Face::artillery, Face::saber};
  const Result<Outcome> custom = run(s, {1, 2, 3});
  ASSERT_TRUE(custom.ok()) << jr_errors(custom);
  EXPECT_EQ(after(custom.value(), u).status, Status::on_board);
  ASSERT_EQ(jr_events<RallyChecked>(custom.value()).size(), 1U);
  EXPECT_EQ(jr_events<RallyChecked>(custom.value())[0].faces, (std::vector<int>{1, 2, 3}));
  EXPECT_TRUE(jr_events<RallyChecked>(custom.value())[0].rallied);
}

// --- The field and the names ---------------------------------------------------------------

// JR-13 house defaults: an enemy unit a leader escapes through rolls its type's melee dice
// (3 for grenadier, regular and highland infantry, 2 for the rest), one more for its attached
// leader, its own `melee_dice` when given; boards are capped at 16 rows and 26 columns; `best`
// counts a leader who leaves the board as lost.
TEST(JacobiteRulings, Jr13HouseDefaults) {
  Unit u;
  for (const UnitType t : {UnitType::grenadier, UnitType::regular, UnitType::highland}) {
    u.type = t;
    EXPECT_EQ(melee_dice(u, false), 3);
    EXPECT_EQ(melee_dice(u, true), 4);
  }
  for (const UnitType t :
       {UnitType::lowland, UnitType::militia, UnitType::cavalry, UnitType::artillery}) {
    u.type = t;
    EXPECT_EQ(melee_dice(u, false), 2);
  }
  u.melee_dice = 5;
  EXPECT_EQ(melee_dice(u, true), 6);

  Scenario tall = jr_board(13, kMaxRows + 1);
  const UnitId c = jr_unit(tall, "Camerons", kJac, UnitType::highland, kCentre);
  tall.request = combat(c, 0, 1);
  ASSERT_FALSE(check(tall).empty());
  EXPECT_EQ(check(tall).front().pointer, "/board/rows");
  Scenario wide = jr_board(kMaxColumns + 1, 11);
  wide.request = combat(jr_unit(wide, "Camerons", kJac, UnitType::highland, kCentre), 0, 1);
  ASSERT_FALSE(check(wide).empty());
  EXPECT_EQ(check(wide).front().pointer, "/board/columns");

  // `best` counts a leader who leaves over his baseline as lost (no banner, but out of play):
  // Hawley in (4,9) may stop in row 10 or leave from it.
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, Hex{4, 9});
  s.request = leader_attack(l, CombatKind::melee, 1);
  const Field field(s);
  LeaderPaths lp;
  lp.build(field, l, Hex{4, 9});
  int leaves = 0;
  int stops = 0;
  for (std::size_t i = 1; i < lp.nodes().size(); ++i) {
    if (!lp.nodes()[i].can_stop) continue;
    const Score score = lp.stop_score(static_cast<int>(i));
    if (lp.nodes()[i].how == LeaderMove::leave) {
      ++leaves;
      EXPECT_EQ(score.units_lost, 1);
    } else {
      ++stops;
      EXPECT_EQ(score.units_lost, 0);
    }
  }
  EXPECT_GT(leaves, 0);
  EXPECT_GT(stops, 0);
}

TEST(JacobiteRulings, FieldKnowsWhoStandsWhereAndWhoIsAttached) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 3);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  const UnitId lone = jr_leader(s, "Hawley", kGov, kSESE);
  const UnitId e = jr_unit(s, "Camerons", kJac, UnitType::highland, Hex{4, 2});
  jr_leader(s, "Lord George Murray", kJac, Hex{4, 4});  // leaders do not count as enemies
  s.request = combat(u, 0, 1);
  Field field(s);
  EXPECT_EQ(field.unit_at(kCentre), u);
  EXPECT_EQ(field.leader_at(kCentre), l);
  EXPECT_EQ(field.leader_of(u), l);
  EXPECT_EQ(field.unit_of(l), u);
  EXPECT_EQ(field.unit_of(lone), std::nullopt);
  EXPECT_EQ(field.unit_at(kSESE), std::nullopt);
  EXPECT_EQ(field.enemy_distance(kCentre, kGov), 3);
  EXPECT_EQ(field.enemy_distance(kCentre, kJac), 0);  // Barrell's itself, in (4,5)
  field.remove(e, Status::eliminated);
  EXPECT_EQ(field.enemy_distance(kCentre, kGov), Field::kNoEnemy);
  EXPECT_EQ(field.unit(e).status, Status::eliminated);
  field.move(u, kSW);
  EXPECT_EQ(field.unit_at(kSW), u);
  EXPECT_EQ(field.unit_at(kCentre), std::nullopt);
  EXPECT_EQ(field.unit_of(l), std::nullopt);  // attachment is position
}

TEST(JacobiteRulings, NamesOfTypesFacesAndRules) {
  EXPECT_EQ(type_name(UnitType::grenadier), "grenadier");
  EXPECT_EQ(type_name(UnitType::regular), "regular");
  EXPECT_EQ(type_name(UnitType::highland), "highland");
  EXPECT_EQ(type_name(UnitType::lowland), "lowland");
  EXPECT_EQ(type_name(UnitType::militia), "militia");
  EXPECT_EQ(type_name(UnitType::cavalry), "cavalry");
  EXPECT_EQ(type_name(UnitType::artillery), "artillery");
  EXPECT_EQ(type_name(UnitType::leader), "leader");
  EXPECT_EQ(face_name(Face::infantry), "infantry");
  EXPECT_EQ(face_name(Face::cavalry), "cavalry");
  EXPECT_EQ(face_name(Face::artillery), "artillery");
  EXPECT_EQ(face_name(Face::saber), "saber");
  EXPECT_EQ(face_name(Face::flag), "flag");
  for (const Blocked b :
       {Blocked::off_board, Blocked::impassable, Blocked::friendly_unit, Blocked::enemy_unit,
        Blocked::enemy_leader, Blocked::friendly_leader, Blocked::shorter, Blocked::no_end}) {
    EXPECT_FALSE(blocked_text(b).empty());
    EXPECT_EQ(blocked_rule(b).substr(0, 3), "JR-") << blocked_rule(b);
  }
}

// --- ALL-1, ALL-2 ------------------------------------------------------------------------

// ALL-1: `best` prefers the end farther from the nearest enemy unit: (4,6) is 2 hexes from
// the Camerons in (2,6), (3,6) only 1; `first` takes the west hex.
TEST(JacobiteRulings, All1BestRetreatsFartherFromTheEnemy) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  jr_unit(s, "Camerons", kJac, UnitType::highland, Hex{2, 6});
  s.request = combat(u, 0, 1);
  for (const ChooserKind kind : {ChooserKind::best, ChooserKind::first}) {
    Dice dice = test::jr_dice({6, 1, 1});
    Chooser chooser(ChooserDef{.kind = kind});
    const Result<Outcome> r = resolve(s, dice, chooser);
    ASSERT_TRUE(r.ok()) << jr_errors(r);
    EXPECT_EQ(after(r.value(), u).hex, kind == ChooserKind::best ? kSE : kSW);
  }
}

// JR-9 in play: a lone leader ending on a leaderless friendly unit attaches to it.
TEST(JacobiteRulings, Jr9LoneLeaderStoppingOnAFriendlyUnitAttaches) {
  Scenario s = jr_board();
  const UnitId l = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId p = jr_unit(s, "Price's", kGov, UnitType::regular, kSW, 2);
  jr_impassable(s, {kSE});
  s.request = leader_attack(l, CombatKind::melee, 2);
  const Result<Outcome> r = run(s, {1, 2}, {jr_stop()});
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  EXPECT_EQ(after(r.value(), l).hex, kSW);
  const auto attached = jr_events<LeaderAttached>(r.value());
  ASSERT_EQ(attached.size(), 1U);
  EXPECT_EQ(attached[0].leader, l);
  EXPECT_EQ(attached[0].unit, p);
}

// check(): stacking and requests that the rules cannot play.
TEST(JacobiteRulings, CheckRefusesStackingAndImpossibleRequests) {
  const auto base = [] {
    Scenario s = jr_board();
    const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
    s.request = combat(u, 0, 1);
    return s;
  };
  EXPECT_TRUE(check(base()).empty());
  {
    Scenario s = base();
    jr_unit(s, "Price's", kGov, UnitType::regular, kCentre, 3);
    EXPECT_FALSE(check(s).empty()) << "two units in one hex";
  }
  {
    Scenario s = base();
    jr_leader(s, "Huske", kGov, kCentre);
    jr_leader(s, "Hawley", kGov, kCentre);
    EXPECT_FALSE(check(s).empty()) << "two leaders in one hex";
  }
  {
    Scenario s = base();
    jr_leader(s, "Lord George Murray", kJac, kCentre);
    EXPECT_FALSE(check(s).empty()) << "a leader with an enemy unit";
  }
  {
    Scenario s = base();
    const UnitId l = jr_leader(s, "Huske", kGov, kSW);
    s.request = combat(l, 0, 1);
    EXPECT_FALSE(check(s).empty()) << "combat against a leader";
  }
  {
    Scenario s = base();
    const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
    s.request = leader_attack(l, CombatKind::melee, 2);
    EXPECT_TRUE(check(s).empty()) << "well formed (ALL-3)";
    EXPECT_EQ(refusal(s).value_or(Refusal{}).rule, "JR-10")
        << "an attached leader is not a lone leader";
  }
  {
    Scenario s = base();
    s.request.flags = kMaxDice + 1;
    EXPECT_FALSE(check(s).empty()) << "more flags than dice";
    s.request.flags = -1;
    EXPECT_FALSE(check(s).empty()) << "negative flags";
  }
}

// ALL-1: the attached leader of a unit the hits eliminate has his lone retreat previewed.
TEST(JacobiteRulings, All1PreviewShowsTheLeaderOfAnEliminatedUnit) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 2);
  const UnitId l = jr_leader(s, "Huske", kGov, kCentre);
  s.request = combat(u, 2, 1);
  const Preview p = preview(s).value();
  ASSERT_TRUE(p.leader.has_value());
  EXPECT_EQ(p.leader_id, l);
  EXPECT_FALSE(p.leader->trapped());
  EXPECT_EQ(end_hexes(*p.leader).count(kSW), 1U);
}

// ALL-2: scripted dice must be used exactly: one face too many is an error.
TEST(JacobiteRulings, All2UnusedScriptedDiceAreAnError) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Munro's", kGov, UnitType::regular, kCentre, 3);
  jr_impassable(s, {kSE});
  s.request = combat(u, 0, 1);
  EXPECT_TRUE(run(s, {1, 2, 6}).ok());
  EXPECT_FALSE(run(s, {1, 2, 6, 6}).ok());
  EXPECT_FALSE(run(s, {1, 2}).ok());
}

// ALL-1: the preview exposes the ignore allowance, the retreat for each count, and who would
// check if the leader fell (the target first).
TEST(JacobiteRulings, All1PreviewShowsTheChoicesBeforeTheDice) {
  Scenario s = jr_board();
  const UnitId u = jr_unit(s, "Barrell's", kGov, UnitType::regular, kCentre, 4);
  jr_leader(s, "Huske", kGov, kCentre);
  const UnitId a = jr_unit(s, "Price's", kGov, UnitType::regular, Hex{5, 5}, 2);
  s.request = combat(u, 1, 2);
  const Preview p = preview(s).value();
  ASSERT_TRUE(p.ignore.has_value());
  EXPECT_EQ(p.ignore->allowed, 1);  // the leader; one neighbour is no support
  ASSERT_EQ(p.retreats.size(), 2U);
  EXPECT_EQ(p.retreats[0].ignored, 0);
  EXPECT_EQ(p.retreats[0].paths.hexes(), 2);
  EXPECT_EQ(p.retreats[1].ignored, 1);
  EXPECT_EQ(p.retreats[1].paths.hexes(), 1);
  ASSERT_EQ(p.rally_candidates.size(), 2U);
  EXPECT_EQ(p.rally_candidates[0], u);
  EXPECT_EQ(p.rally_candidates[1], a);
}

}  // namespace
}  // namespace skedaddle::jacobite
