// SPDX-License-Identifier: MIT
// Resolving GCACW retreats: losses per unit, elimination, a stack destroyed on the way,
// surrender with victory points, fatigue of the defender's option, and scripted choices (GC-1,
// GC-2, GC-8, GC-9, GC-11).
#include <gtest/gtest.h>

#include "gcacw/tests/builder.hpp"

namespace skedaddle {
namespace {

using gcacw::RetreatKind;
using gcacw::UnitType;
using test::hex;

template <class T>
std::vector<T> events_of(const gcacw::Outcome& out) {
  std::vector<T> found;
  for (const Event& e : out.events) {
    if (const T* t = std::get_if<T>(&e)) found.push_back(*t);
  }
  return found;
}

// A union cavalry-free stack cornered in 0101: its only way out is through the attacker in 0201
// (row 5, loss 3 to each unit).
gcacw::Scenario cornered(int first_manpower, int second_manpower) {
  gcacw::Scenario s = test::gcacw_board(6, 6);
  test::add_unit(s, "A", Side::first, UnitType::infantry, "0101", first_manpower);
  test::add_unit(s, "B", Side::first, UnitType::artillery, "0101", second_manpower);
  test::add_unit(s, "Reynolds", Side::first, UnitType::leader, "0101", 0);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0201", 4);
  s.board.set_terrain(hex("0102"), gcacw::Terrain::impassable);
  s.request.hex = hex("0101");
  s.request.active = {e};
  return s;
}

// A different board (size and units) to warm a tree before reusing it.
gcacw::Scenario attacked_elsewhere() {
  gcacw::Scenario s = test::gcacw_board(12, 9);
  test::add_unit(s, "X", Side::first, UnitType::infantry, "0707", 5);
  const UnitId e = test::add_unit(s, "Y", Side::second, UnitType::infantry, "0706", 4);
  test::add_unit(s, "Z", Side::second, UnitType::cavalry, "0509", 2);
  s.request.kind = RetreatKind::rout;
  s.request.hex = hex("0707");
  s.request.active = {e};
  return s;
}

TEST(GcacwResolve, LossAppliesToEachUnitAndEliminatesAtZero) {  // GC-2, GC-8
  const gcacw::Scenario s = cornered(5, 3);
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  const gcacw::Outcome& out = r.value();
  const auto lost = events_of<StrengthLost>(out);
  ASSERT_GE(lost.size(), 2U);
  EXPECT_EQ(lost[0].amount, 3);
  EXPECT_EQ(lost[0].remaining, 2);
  EXPECT_EQ(lost[1].amount, 3);
  EXPECT_EQ(lost[1].remaining, 0);
  EXPECT_EQ(out.units[1].status, gcacw::Status::eliminated);
  EXPECT_EQ(out.units[0].status, gcacw::Status::on_map);
  EXPECT_TRUE(out.units[0].disorganized);
  EXPECT_EQ(out.units[2].hex, out.units[0].hex);  // the leader stays with the stack
  EXPECT_NE(out.units[0].hex, hex("0201"));       // never ends in the enemy hex
}

TEST(GcacwResolve, StackDestroyedOnTheWayIsEliminatedNotSurrendered) {  // GC-2, GC-9, GC-11
  // A (3) and B (2) lose 3 each entering E's hex 0201: both are eliminated there, and Reynolds
  // with them; the path ends, and completes, where the stack died (GC-9): no surrender.
  gcacw::Scenario s = cornered(3, 2);
  s.options.surrender_vp = 2;
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  const gcacw::Outcome& out = r.value();
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(out.units[i].status, gcacw::Status::eliminated);
    EXPECT_EQ(out.units[i].hex, hex("0201"));
  }
  EXPECT_EQ(out.victory_points, 0);
  EXPECT_TRUE(events_of<VictoryPoints>(out).empty());
  ASSERT_TRUE(out.destroyed_in.has_value());
  EXPECT_EQ(*out.destroyed_in, hex("0201"));
  const auto ended = events_of<RetreatEnded>(out);
  ASSERT_EQ(ended.size(), 1U);
  EXPECT_TRUE(ended[0].units.empty());
  EXPECT_EQ(ended[0].length, 1);
  EXPECT_EQ(events_of<Moved>(out).size(), 1U);  // the way on past the hex is not walked
}

TEST(GcacwResolve, StackDyingWhereNothingBeyondIsPassableIsEliminated) {  // GC-8, GC-9, GC-11
  // The same corner with 0201's other neighbours impassable: past E nothing is reachable. A (3)
  // and B (2) die in E's hex; the path ends, and completes, there: eliminated, not surrendered.
  gcacw::Scenario s = cornered(3, 2);
  for (const char* h : {"0301", "0302", "0202"})
    s.board.set_terrain(hex(h), gcacw::Terrain::impassable);
  s.options.surrender_vp = 2;
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  const gcacw::Outcome& out = r.value();
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(out.units[i].status, gcacw::Status::eliminated);
    EXPECT_EQ(out.units[i].hex, hex("0201"));
  }
  EXPECT_EQ(out.victory_points, 0);
  EXPECT_TRUE(events_of<VictoryPoints>(out).empty());
  ASSERT_TRUE(out.destroyed_in.has_value());
  EXPECT_EQ(*out.destroyed_in, hex("0201"));
}

TEST(GcacwResolve, StackSurrendersOnlyWhenNothingCompletes) {  // GC-10, GC-11
  // The same dead end, but A (5) and B (4) survive E's hex (loss 3 each) and can go no further:
  // no path completes, not even with the override: the stack surrenders.
  gcacw::Scenario s = cornered(5, 4);
  for (const char* h : {"0301", "0302", "0202"})
    s.board.set_terrain(hex(h), gcacw::Terrain::impassable);
  s.options.surrender_vp = 2;
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  const gcacw::Outcome& out = r.value();
  EXPECT_EQ(events_of<UnitRemoved>(out).size(), 3U);  // both units and the leader
  EXPECT_EQ(out.units[0].status, gcacw::Status::surrendered);
  EXPECT_EQ(out.units[2].status, gcacw::Status::surrendered);
  EXPECT_EQ(out.victory_points, 4);  // two combat units at 2 VP each
  ASSERT_EQ(events_of<VictoryPoints>(out).size(), 1U);
  EXPECT_EQ(events_of<VictoryPoints>(out)[0].side, Side::second);
  EXPECT_TRUE(events_of<Moved>(out).empty());
  EXPECT_FALSE(out.destroyed_in.has_value());
}

TEST(GcacwResolve, DefenderOptionOnNoEffectCostsAFatigueLevel) {  // GC-1
  gcacw::Scenario s = test::gcacw_board(10, 10);
  const UnitId a = test::add_unit(s, "A", Side::first, UnitType::infantry, "0505", 5);
  test::add_unit(s, "B", Side::first, UnitType::infantry, "0505", 5);
  s.units[0].fatigue = 4;
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0503", 4);
  s.request.kind = RetreatKind::defender_option;
  s.request.hex = hex("0505");
  s.request.units = {a};
  s.request.active = {e};
  s.request.no_effect = true;
  ASSERT_TRUE(gcacw::check(s).empty());
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.value().units[0].fatigue, 4);        // already at the maximum
  EXPECT_EQ(r.value().units[1].hex, hex("0505"));  // B did not take the option
  EXPECT_NE(r.value().units[0].hex, hex("0505"));
}

TEST(GcacwResolve, ScriptedChoicesDriveTheRetreatAndMustMatch) {  // ALL-1
  gcacw::Scenario s = test::gcacw_board(10, 10);
  test::add_unit(s, "A", Side::first, UnitType::infantry, "0505", 5);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0504", 4);
  s.request.hex = hex("0505");
  s.request.active = {e};
  ChooserDef def{.kind = ChooserKind::script};
  def.script = {ScriptedChoice{.kind = OptionKind::move, .place = hex("0506")},
                ScriptedChoice{.kind = OptionKind::move, .place = hex("0507")},
                ScriptedChoice{.kind = OptionKind::stop}};
  Chooser chooser(def);
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok()) << r.errors()[0].message;
  EXPECT_EQ(r.value().units[0].hex, hex("0507"));

  def.script = {
      ScriptedChoice{.kind = OptionKind::move, .place = hex("0604"), .pointer = "/choices/0"}};
  Chooser wrong(def);
  const Result<gcacw::Outcome> bad = gcacw::resolve(s, wrong);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.errors()[0].pointer, "/choices/0");
}

TEST(GcacwResolve, RecordedChoiceLeftUnusedIsReportedAtItsPointer) {  // ALL-1
  gcacw::Scenario s = test::gcacw_board(10, 10);
  test::add_unit(s, "A", Side::first, UnitType::infantry, "0505", 5);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0504", 4);
  s.request.hex = hex("0505");
  s.request.active = {e};
  ChooserDef def{.kind = ChooserKind::script};
  def.script = {ScriptedChoice{.kind = OptionKind::move, .place = hex("0506")},
                ScriptedChoice{.kind = OptionKind::move, .place = hex("0507")},
                ScriptedChoice{.kind = OptionKind::stop},
                ScriptedChoice{.kind = OptionKind::stop, .pointer = "/choices/3"}};
  Chooser chooser(def);
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.errors()[0].pointer, "/choices/3");
}

TEST(GcacwResolve, ReusedTreeGivesTheSameOutcomeAsAFreshOne) {
  gcacw::Scenario s = cornered(6, 4);
  gcacw::RetreatTree tree;
  Chooser warm(ChooserDef{.kind = ChooserKind::best});
  ASSERT_TRUE(gcacw::resolve(attacked_elsewhere(), warm, tree).ok());
  Chooser a(ChooserDef{.kind = ChooserKind::best});
  Chooser b(ChooserDef{.kind = ChooserKind::best});
  const Result<gcacw::Outcome> reused = gcacw::resolve(s, a, tree);
  const Result<gcacw::Outcome> fresh = gcacw::resolve(s, b);
  ASSERT_TRUE(reused.ok() && fresh.ok());
  EXPECT_EQ(reused.value().events.size(), fresh.value().events.size());
  for (std::size_t i = 0; i < reused.value().units.size(); ++i) {
    EXPECT_EQ(reused.value().units[i].hex, fresh.value().units[i].hex);
    EXPECT_EQ(reused.value().units[i].manpower, fresh.value().units[i].manpower);
  }
  EXPECT_EQ(tree.nodes().size() > 1, true);
}

}  // namespace
}  // namespace skedaddle
