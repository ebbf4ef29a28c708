// SPDX-License-Identifier: MIT
// The GCACW option tree on boards worked by hand (rule 7.6 charts; rulings GC-3..GC-11).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <vector>

#include "gcacw/tests/builder.hpp"

namespace skedaddle {
namespace {

using gcacw::Rejection;
using gcacw::RetreatKind;
using gcacw::UnitType;
using test::hex;
using test::label;

// A union stack in 0505 attacked from 0504 (north). On the default layout the neighbours of
// 0505 are N 0504, NE 0604, SE 0605, S 0506, SW 0405, NW 0404; 0604 and 0404 touch 0504 (ZOC,
// distance 1 = not more distant: Chart 1 row 4b); 0605, 0506, 0405 are 2 from 0504 (row 2).
gcacw::Scenario attacked_from_north(RetreatKind kind = RetreatKind::normal) {
  gcacw::Scenario s = test::gcacw_board(10, 10);
  test::add_unit(s, "Iron Brigade", Side::first, UnitType::infantry, "0505", 5);
  test::add_unit(s, "Doubleday", Side::first, UnitType::leader, "0505", 0);
  const UnitId attacker = test::add_unit(s, "Heth", Side::second, UnitType::infantry, "0504", 6);
  s.request.kind = kind;
  s.request.hex = hex("0505");
  s.request.active = {attacker};
  return s;
}

std::set<std::string> root_options(const gcacw::RetreatTree& tree) {
  std::set<std::string> out;
  for (const gcacw::Candidate& c : tree.candidates(0)) {
    if (!c.rejection) out.insert(label(c.hex));
  }
  return out;
}

const gcacw::Candidate& candidate(const std::array<gcacw::Candidate, kHexDirCount>& cs,
                                  std::string_view at) {
  return *std::find_if(cs.begin(), cs.end(), [&](const auto& c) { return label(c.hex) == at; });
}

TEST(GcacwTree, KeepsOnlyTheLowestPriorityNumber) {  // GC-7
  const gcacw::Scenario s = attacked_from_north();
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0605", "0506", "0405"}));
  const auto cs = tree.candidates(0);
  EXPECT_EQ(candidate(cs, "0605").step->row, "2");
  EXPECT_EQ(candidate(cs, "0604").step->row, "4b");
  EXPECT_EQ(candidate(cs, "0604").rejection, Rejection::lower_priority);
  EXPECT_EQ(candidate(cs, "0504").step->row, "5");
  EXPECT_TRUE(candidate(cs, "0504").step->enemy);
  EXPECT_FALSE(tree.override_in_force());
  EXPECT_FALSE(tree.surrenders());
}

// GC-5, GC-3: a lone enemy leader exerts no ZOC and does not occupy its hex. Lee, a
// confederate leader alone in 0507, touches 0506 (0507's N neighbour), the stack's S neighbour.
// Were his a ZOC, 0506 would be Chart 1 row 4a (in a ZOC, more distant: priority 4, loss 0/1,
// 1 off a road) and lose to the row 2 neighbours 0605 and 0405. With none, 0506 is row 2 (two
// hexes from Heth, no road: priority 2, loss 0), one of the three options as without Lee; and
// from 0506 the step into Lee's own hex 0507 (three from Heth) is row 2 too, not row 5.
TEST(GcacwTree, ALoneEnemyLeaderExertsNoZoc) {
  gcacw::Scenario s = attacked_from_north();
  test::add_unit(s, "Lee", Side::second, UnitType::leader, "0507", 0);
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0605", "0506", "0405"}));
  const auto cs = tree.candidates(0);
  const gcacw::Candidate& south = candidate(cs, "0506");
  ASSERT_TRUE(south.step.has_value());
  EXPECT_FALSE(south.rejection.has_value());
  EXPECT_FALSE(south.step->zoc);
  EXPECT_EQ(south.step->row, "2");
  EXPECT_EQ(south.step->priority, 2);
  EXPECT_EQ(south.step->loss, 0);
  ASSERT_GE(south.child, 0);
  const auto from_south = tree.candidates(south.child);
  const gcacw::Candidate& lees_hex = candidate(from_south, "0507");
  ASSERT_TRUE(lees_hex.step.has_value());
  EXPECT_FALSE(lees_hex.step->enemy);
  EXPECT_EQ(lees_hex.step->row, "2");
  EXPECT_EQ(lees_hex.step->loss, 0);
}

TEST(GcacwTree, RoadStepAwayHasPriorityOne) {  // Chart 1 row 1, GC-7
  gcacw::Scenario s = attacked_from_north();
  s.board.set_road(hex("0505"), hex("0506"), gcacw::RoadKind::trail);
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0506"}));
  EXPECT_EQ(tree.nodes()[1].step.row, "1");
  EXPECT_TRUE(tree.nodes()[1].step.road);
}

TEST(GcacwTree, LeavingACityCountsAsFollowingARoad) {  // GC-7, rule text note on cities
  gcacw::Scenario s = attacked_from_north();
  s.board.set_terrain(hex("0505"), gcacw::Terrain::city);
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0605", "0506", "0405"}));
  EXPECT_EQ(tree.nodes()[1].step.row, "1");
}

TEST(GcacwTree, ChartTwoBeyondTheChartOneRadius) {  // GC-6
  gcacw::Scenario s = attacked_from_north();
  s.options.chart1_radius = 0;
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  const auto cs = tree.candidates(0);
  EXPECT_EQ(candidate(cs, "0605").step->chart, 2);
  EXPECT_EQ(candidate(cs, "0605").step->row, "1");
  EXPECT_EQ(candidate(cs, "0604").step->row, "2");
  EXPECT_EQ(candidate(cs, "0504").step->row, "3");
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0605", "0506", "0405"}));
}

TEST(GcacwTree, NoActiveEnemyMeansChartTwo) {  // GC-6
  gcacw::Scenario s = attacked_from_north();
  s.request.active.clear();
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_EQ(tree.candidates(0)[0].step->chart, 2);
}

TEST(GcacwTree, NeverStopsBeforeTheMinimumOrNextToTheStart) {  // GC-1, GC-3, GC-9
  const gcacw::Scenario s = attacked_from_north();
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  for (const gcacw::TreeNode& n : tree.nodes()) {
    if (!n.can_stop) continue;
    EXPECT_GE(n.depth, 2);
    EXPECT_LE(n.depth, 4);
    EXPECT_GT(hex_distance(n.hex, hex("0505")), 1);
  }
}

TEST(GcacwTree, DefenderOptionMayEndNextToItsStart) {  // GC-1
  const gcacw::Scenario s = attacked_from_north(RetreatKind::defender_option);
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_TRUE(tree.nodes()[1].can_stop);
  EXPECT_EQ(tree.nodes()[1].depth, 1);
}

TEST(GcacwTree, StackHemmedInByTerrainRetreatsThroughTheAttacker) {  // Chart 1 row 5
  gcacw::Scenario s = attacked_from_north();
  for (const char* h : {"0604", "0605", "0506", "0405", "0404"}) {
    s.board.set_terrain(hex(h), gcacw::Terrain::impassable);
  }
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  // Only the attacker's hex is open: entering it costs 3 of 5 and the stack goes on north.
  EXPECT_FALSE(tree.surrenders());
  EXPECT_EQ(tree.nodes()[1].step.row, "5");
  EXPECT_EQ(tree.nodes()[1].loss, 3);
}

TEST(GcacwTree, CornerStackEscapesThroughTheEnemyHex) {  // GC-3, Chart 1 row 5, GC-9
  gcacw::Scenario s = test::gcacw_board(6, 6);
  test::add_unit(s, "A", Side::first, UnitType::infantry, "0101", 6);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0201", 4);
  s.board.set_terrain(hex("0102"), gcacw::Terrain::impassable);
  s.request.hex = hex("0101");
  s.request.active = {e};
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  // 0101's neighbours on the map are 0201 (SE, the enemy) and 0102 (S, impassable): the only
  // legal row is 5: the stack loses 3 of 6, then 1 more leaving into the attacker's ZOC (row 4a),
  // and goes on past the enemy. With 3 manpower it would be destroyed in 0201, and the path would
  // end, and complete, there (GC-9).
  EXPECT_FALSE(tree.surrenders());
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0201"}));
  EXPECT_EQ(candidate(tree.candidates(0), "0102").rejection, Rejection::impassable);
  EXPECT_EQ(candidate(tree.candidates(0), "0100").rejection, Rejection::off_map);
  EXPECT_EQ(tree.nodes()[1].loss, 3);
  EXPECT_EQ(tree.nodes()[2].step.row, "4a");
  EXPECT_EQ(tree.nodes()[2].loss, 4);
}

TEST(GcacwTree, CavalryThatMustEnterAnEnemyHexIsDestroyedThere) {  // GC-8, GC-9, GC-10
  gcacw::Scenario s = test::gcacw_board(6, 6);
  const UnitId cav = test::add_unit(s, "1st Cav", Side::first, UnitType::cavalry, "0101", 4);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0201", 4);
  s.board.set_terrain(hex("0102"), gcacw::Terrain::impassable);
  s.request.kind = RetreatKind::cavalry;
  s.request.hex = hex("0101");
  s.request.active = {e};
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  // The only way out is E's hex (row 5): the cavalry is eliminated there (GC-8), and the path
  // ends, and completes, where it died (GC-9): no surrender. Nothing keeps the cavalry alive, so
  // the override is in force (GC-10).
  EXPECT_TRUE(tree.override_in_force());
  EXPECT_FALSE(tree.surrenders());
  EXPECT_TRUE(tree.completes());
  EXPECT_FALSE(tree.saves());
  // A copy: candidates() returns the array by value.
  const gcacw::Candidate into_enemy = candidate(tree.candidates(0), "0201");
  ASSERT_FALSE(into_enemy.rejection.has_value());
  const gcacw::TreeNode& died = tree.nodes()[static_cast<std::size_t>(into_enemy.child)];
  EXPECT_TRUE(died.destroys);
  EXPECT_FALSE(died.survivors);
  EXPECT_EQ(tree.eliminated_at(into_enemy.child), (std::vector<UnitId>{cav}));
}

// GC-9 on the corridor of games/gcacw/examples/gc-09-every-path-fatal-eliminated-on-the-way.json:
// Armistead (leader), Garnett (2) and Kemper (1) in 0201, Gibbon (active) in 0101, Buford in
// 0401. 0301 is row 4a (loss 1): Kemper dies there; Buford's hex 0401 is row 5 (loss 3):
// Garnett dies there, the stack is destroyed and Armistead goes with it; the path ends there,
// in the enemy-occupied hex, and that completes it: it is not walked on to 0501 (GC-8, GC-9).
TEST(GcacwTree, FatalPathNamesWhoIsEliminatedWhere) {  // GC-2, GC-8, GC-9
  gcacw::Scenario s = test::gcacw_board(10, 1);
  const UnitId armistead =
      test::add_unit(s, "Armistead", Side::second, UnitType::leader, "0201", 0);
  const UnitId garnett = test::add_unit(s, "Garnett", Side::second, UnitType::infantry, "0201", 2);
  const UnitId kemper = test::add_unit(s, "Kemper", Side::second, UnitType::infantry, "0201", 1);
  const UnitId gibbon = test::add_unit(s, "Gibbon", Side::first, UnitType::infantry, "0101", 8);
  test::add_unit(s, "Buford", Side::first, UnitType::infantry, "0401", 4);
  s.request.hex = hex("0201");
  s.request.active = {gibbon};
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_TRUE(tree.completes());
  EXPECT_FALSE(tree.saves());
  EXPECT_FALSE(tree.surrenders());
  const int first = candidate(tree.candidates(0), "0301").child;
  ASSERT_GE(first, 0);
  EXPECT_EQ(tree.eliminated_at(first), (std::vector<UnitId>{kemper}));
  EXPECT_TRUE(tree.nodes()[static_cast<std::size_t>(first)].survivors);
  const int second = candidate(tree.candidates(first), "0401").child;
  ASSERT_GE(second, 0);
  EXPECT_TRUE(tree.nodes()[static_cast<std::size_t>(second)].destroys);
  EXPECT_EQ(tree.eliminated_at(second), (std::vector<UnitId>{garnett, armistead}));
  const gcacw::TreeNode& died = tree.nodes()[static_cast<std::size_t>(second)];
  EXPECT_TRUE(died.completes);  // it completes where the stack died, in an enemy-occupied hex
  EXPECT_TRUE(died.can_stop);
  EXPECT_TRUE(died.must_stop);
  EXPECT_EQ(died.child_count, 0);  // the way on is not part of the retreat
  EXPECT_EQ(candidate(tree.candidates(second), "0501").rejection, Rejection::retreat_over);

  // The form that fills a caller's vector clears it first and gives the same units.
  std::vector<UnitId> kept = {gibbon};
  tree.eliminated_at(second, kept);
  EXPECT_EQ(kept, (std::vector<UnitId>{garnett, armistead}));
  tree.eliminated_at(first, kept);
  EXPECT_EQ(kept, (std::vector<UnitId>{kemper}));
  tree.eliminated_at(0, kept);
  EXPECT_TRUE(kept.empty());
  EXPECT_THROW(tree.eliminated_at(-1, kept), std::out_of_range);
}

// GC-10 on the board of games/gcacw/examples/gc-10-override-saves-the-stack.json: Garnett (5) in
// 0201, Gibbon (active) in 0202, 0301 impassable. The one priority path 0101 (row 2) -> 0102
// (row 4b, loss 2) -> 0202 (row 5, loss 3) destroys him in 0202, and ends and completes there; the
// override steps 0302 and 0202 complete with Garnett alive; 0102 first leads back into the pocket.
TEST(GcacwTree, OverridePathsStandBesideTheFatalPriorityPath) {  // GC-9, GC-10
  gcacw::Scenario s = test::gcacw_board(8, 2);
  s.board.set_terrain(hex("0301"), gcacw::Terrain::impassable);
  test::add_unit(s, "Garnett", Side::second, UnitType::infantry, "0201", 5);
  const UnitId gibbon = test::add_unit(s, "Gibbon", Side::first, UnitType::infantry, "0202", 8);
  s.request.hex = hex("0201");
  s.request.active = {gibbon};
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_TRUE(tree.override_in_force());
  EXPECT_TRUE(tree.saves());
  EXPECT_EQ(root_options(tree), (std::set<std::string>{"0101", "0202", "0302"}));
  const auto root = tree.candidates(0);
  EXPECT_EQ(candidate(root, "0102").rejection, Rejection::cannot_complete);
  EXPECT_FALSE(candidate(root, "0101").step->override_step);
  EXPECT_TRUE(candidate(root, "0302").step->override_step);
  const gcacw::TreeNode& priority =
      tree.nodes()[static_cast<std::size_t>(candidate(root, "0101").child)];
  EXPECT_TRUE(priority.completes);
  EXPECT_FALSE(priority.saves);  // fatal: listed, marked
  // After the override into 0302 (row 4b, loss 2), Gibbon's hex 0202 is row 5 against row 2
  // east: a second override, rejected as such.
  const int after_override = candidate(root, "0302").child;
  EXPECT_EQ(candidate(tree.candidates(after_override), "0202").rejection,
            Rejection::override_spent);
}

TEST(GcacwTree, TreeTooLargeIsRefusedNotExhaustingMemory) {
  // A strong stack on a board full of enemy units: every simple path through them is a
  // possible extension (GC-9), far more than kMaxTreeNodes.
  gcacw::Scenario s = test::gcacw_board(12, 12);
  test::add_unit(s, "Hood", Side::second, UnitType::infantry, "0606", gcacw::kMaxManpower);
  int n = 0;
  for (int i = 0; i < s.board.grid().size(); ++i) {
    const Hex h = s.board.grid().hex_at(i);
    if (h == hex("0606")) continue;
    test::add_unit(s, "U" + std::to_string(++n), Side::first, UnitType::infantry, label(h), 1);
  }
  s.request.hex = hex("0606");
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  EXPECT_TRUE(tree.too_large());
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser, tree);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.errors()[0], gcacw::too_large_error());
}

}  // namespace
}  // namespace skedaddle
