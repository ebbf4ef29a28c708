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

// GC-1 (settled on 2026-11-28): A (3) and Reynolds in 0101 take the defender's option; the only
// ways out are E's hex 0201 (Chart 1 row 5, loss 3: A 3 -> 0) and 0102 (impassable). The one
// completing path destroys the stack in 0201 (GC-8, GC-9), so the option is declined exactly
// like one that nothing completes: nobody moves, nothing surrenders, no VP, no fatigue.
TEST(GcacwResolve, DefenderOptionWhoseEveryPathDestroysTheStackIsDeclined) {  // GC-1, GC-9
  gcacw::Scenario s = cornered(3, 2);
  s.request.kind = RetreatKind::defender_option;
  s.request.no_effect = true;
  ASSERT_TRUE(gcacw::check(s).empty());
  gcacw::RetreatTree tree;
  ASSERT_TRUE(tree.build(s).empty());
  EXPECT_TRUE(tree.completes());  // the fatal path completes (GC-9) ...
  EXPECT_FALSE(tree.saves());     // ... but saves no one
  EXPECT_TRUE(tree.option_declined());
  EXPECT_FALSE(tree.surrenders());
  for (const ChooserKind kind : {ChooserKind::first, ChooserKind::best}) {
    Chooser chooser(ChooserDef{.kind = kind});
    const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
    ASSERT_TRUE(r.ok());
    const gcacw::Outcome& out = r.value();
    EXPECT_EQ(out.declined,
              "every path that completes it destroys the stack (no combat unit survives), even "
              "with one override (GC-10)");
    EXPECT_EQ(out.victory_points, 0);
    EXPECT_FALSE(out.destroyed_in.has_value());
    for (std::size_t u = 0; u < s.units.size(); ++u) {
      EXPECT_EQ(out.units[u].status, gcacw::Status::on_map);
      EXPECT_EQ(out.units[u].hex, s.units[u].hex);
      EXPECT_EQ(out.units[u].manpower, s.units[u].manpower);
      EXPECT_EQ(out.units[u].fatigue, s.units[u].fatigue);
    }
    EXPECT_TRUE(events_of<Moved>(out).empty());
    EXPECT_TRUE(events_of<UnitRemoved>(out).empty());
    const auto messages = events_of<Message>(out);
    ASSERT_EQ(messages.size(), 1U);
    EXPECT_EQ(messages[0].rule, "GC-1");
  }
}

// ALL-1 among fatal paths (settled on 2026-11-28), worked by hand on a one-row corridor (hex
// distance along it is the column difference): X (1) retreats from 0401; the active enemy A is
// in 0501 (east), B in 0201 (west). West, 0301 is one farther from A (2 against 1) and in B's
// ZOC: Chart 1 row 4a, priority 4, loss 1 (no road, not friendly): X 1 -> 0, the stack is
// destroyed in 0301, 1 hex from B. East, A's hex 0501 is row 5 (priority 5): the only
// priority path is fatal, so one override is allowed (GC-10), and the override into 0501 costs
// 3: X is destroyed there, 0 hexes from the nearest enemy. Both paths lose 1 unit and 1
// manpower; 0301 ends farther from the enemy (1 against 0), so best takes it, although 0501
// (NE or SE) comes before 0301 (SW or NW) in canonical order.
TEST(GcacwResolve, BestRanksFatalPathsByDistanceFromWhereTheStackDied) {  // ALL-1, GC-9, GC-10
  gcacw::Scenario s = test::gcacw_board(8, 1);
  test::add_unit(s, "X", Side::first, UnitType::infantry, "0401", 1);
  const UnitId a = test::add_unit(s, "A", Side::second, UnitType::infantry, "0501", 4);
  test::add_unit(s, "B", Side::second, UnitType::infantry, "0201", 4);
  s.request.hex = hex("0401");
  s.request.active = {a};
  ASSERT_TRUE(gcacw::check(s).empty());
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  const gcacw::Outcome& out = r.value();
  ASSERT_TRUE(out.destroyed_in.has_value());
  EXPECT_EQ(test::label(*out.destroyed_in), "0301");
  const auto chose = events_of<Chose>(out);
  ASSERT_EQ(chose.size(), 1U);
  EXPECT_EQ(chose[0].among, 2);
  EXPECT_EQ(chose[0].chosen.best, (Score{1, 1, 1}));
  ASSERT_TRUE(chose[0].runner_up.has_value());
  EXPECT_EQ(test::label(std::get<Hex>(chose[0].runner_up->place)), "0501");
  EXPECT_EQ(chose[0].runner_up->kind, OptionKind::override_move);
  EXPECT_EQ(chose[0].runner_up->best, (Score{1, 1, 0}));
  // The first chooser takes the canonical order instead: the override into 0501.
  Chooser first(ChooserDef{.kind = ChooserKind::first});
  const Result<gcacw::Outcome> f = gcacw::resolve(s, first);
  ASSERT_TRUE(f.ok());
  ASSERT_TRUE(f.value().destroyed_in.has_value());
  EXPECT_EQ(test::label(*f.value().destroyed_in), "0501");
}

// ALL-1 among fatal paths at the same distance: the canonical order decides. X (1) in 0401
// between A (active) in 0501 and B in 0301: both neighbours are enemy-occupied, Chart 1 row 5
// (priority 5, loss 3), so both paths destroy the stack, 1 unit and 1 manpower lost, 0 hexes
// from an enemy: the first in canonical order, 0501 (NE) before 0301 (NW), is best.
TEST(GcacwResolve, BestBreaksATieBetweenFatalPathsByTheCanonicalOrder) {  // ALL-1, GC-9
  gcacw::Scenario s = test::gcacw_board(8, 1);
  test::add_unit(s, "X", Side::first, UnitType::infantry, "0401", 1);
  const UnitId a = test::add_unit(s, "A", Side::second, UnitType::infantry, "0501", 4);
  test::add_unit(s, "B", Side::second, UnitType::infantry, "0301", 4);
  s.request.hex = hex("0401");
  s.request.active = {a};
  ASSERT_TRUE(gcacw::check(s).empty());
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  ASSERT_TRUE(r.value().destroyed_in.has_value());
  EXPECT_EQ(test::label(*r.value().destroyed_in), "0501");
  const auto chose = events_of<Chose>(r.value());
  ASSERT_EQ(chose.size(), 1U);
  EXPECT_EQ(chose[0].chosen.best, (Score{1, 1, 0}));
  ASSERT_TRUE(chose[0].runner_up.has_value());
  EXPECT_EQ(chose[0].runner_up->best, (Score{1, 1, 0}));
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
