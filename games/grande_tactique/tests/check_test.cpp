// SPDX-License-Identifier: MIT
// What check() refuses in a Grande Tactique scenario, with the pointer of the value at fault,
// and the terrain a unit that stays in cover is recorded in.
#include <gtest/gtest.h>

#include <string>

#include "grande_tactique/tests/builder.hpp"

namespace skedaddle::grande_tactique {
namespace {

using test::gt_table;
using test::gt_unit;

TEST(GrandeTactiqueCheck, ABaseOnImpassableGroundIsRefused) {
  Scenario s = gt_table(36.0, 24.0);
  test::gt_terrain(s, TerrainKind::impassable, "Mill pond", test::gt_rect(9.0, 9.0, 12.0, 12.0));
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {10.0, 8.8}, 180.0);
  const UnitId c = gt_unit(s, "C", Arm::cavalry, Side::second, {10.0, 4.0}, 0.0);
  test::gt_flee(s, a, c);
  const Errors errors = check(s);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].pointer, "/units/0/position");
  EXPECT_EQ(errors[0].message, "expected the base off impassable ground (Mill pond)");
}

TEST(GrandeTactiqueCheck, AUnitThatLostItsOwnChargeStaysInItsWoodAndTheEventNamesIt) {
  Scenario s = gt_table(36.0, 24.0);
  test::gt_terrain(s, TerrainKind::woods, "Bois de Paris", test::gt_rect(8.0, 8.0, 14.0, 14.0));
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {11.0, 11.0}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, Side::second, {11.0, 15.0}, 180.0);
  test::gt_flee(s, a, c, Cause::own_charge);
  ASSERT_TRUE(check(s).empty());
  Dice dice = test::gt_dice({});
  const Result<Outcome> out = resolve(s, dice);
  ASSERT_TRUE(out.ok());
  const std::vector<FlightTried> tried = test::gt_events<FlightTried>(out.value());
  ASSERT_EQ(tried.size(), 1U);
  EXPECT_EQ(tried[0].way, "stays");
  EXPECT_EQ(tried[0].terrain, "Bois de Paris");
  EXPECT_EQ(out.value().units[index_of(a)].state, State::routed);
  EXPECT_EQ(out.value().units[index_of(a)].base.centre, (Vec2{11.0, 11.0}));
}

/// The single error check() gives, as "pointer: message", or a list when there are more; else
/// the refusal of the request (ALL-3) as "[RULE] pointer: reason"; else "".
std::string only_error(const Scenario& s) {
  const Errors errors = check(s);
  std::string out;
  for (const Error& e : errors)
    out += (out.empty() ? "" : "; ") + e.pointer + ": " + e.message;
  if (!out.empty()) return out;
  const std::optional<Refusal> refused = refusal(s);
  return refused ? "[" + refused->rule + "] " + refused->pointer + ": " + refused->reason : "";
}

// GT-1: a flight's cause must fit the unit and its causer. Infantry beaten by fire takes a
// Morale Check first; grapeshot comes from artillery in contact; artillery does not charge; a
// routed unit neither charges nor fires.
TEST(GrandeTactiqueCheck, TheCauseMustFitTheUnitAndItsCauser) {
  Scenario s = gt_table(36.0, 24.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {10.0, 10.0}, 0.0);
  const UnitId horse = gt_unit(s, "H", Arm::cavalry, Side::second, {10.0, 11.5}, 180.0);
  const UnitId guns = gt_unit(s, "G", Arm::foot_artillery, Side::second, {14.0, 10.0}, 270.0);
  test::gt_flee(s, a, horse, Cause::fire);
  EXPECT_EQ(only_error(s),
            "[GT-1] /request/cause: A: only shaken cavalry flees from fire; infantry beaten by "
            "fire takes a Morale Check first (morale_check)");
  test::gt_flee(s, a, horse, Cause::grapeshot);
  EXPECT_EQ(only_error(s), "/request/causer: expected artillery in contact for grapeshot (GT-1)");
  test::gt_flee(s, a, guns, Cause::charge);
  EXPECT_EQ(only_error(s), "/request/causer: expected infantry or cavalry: only they charge");
  test::gt_flee(s, a, guns, Cause::grapeshot);
  EXPECT_EQ(only_error(s), "");
  test::gt_flee(s, a, horse, Cause::morale_check);
  EXPECT_EQ(only_error(s),
            "[GT-1] /request/cause: A: only shaken infantry flees on a failed Morale Check");
  test::gt_at(s, a).state = State::shaken;
  EXPECT_EQ(only_error(s), "");
  test::gt_at(s, horse).state = State::routed;
  test::gt_flee(s, a, horse, Cause::charge);
  EXPECT_EQ(only_error(s), "[GT-15] /request/causer: H: routed units neither charge nor fire");
}

// GT-7, GT-9, ALL-3: a routed unit is not under command and cannot withdraw voluntarily: the
// request is refused.
TEST(GrandeTactiqueCheck, ARoutedUnitCannotWithdraw) {
  Scenario s = gt_table(36.0, 24.0);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {10.0, 0.5}, 0.0, State::routed);
  test::gt_request(s, RequestKind::withdraw, a);
  EXPECT_EQ(only_error(s),
            "[GT-9] /request/unit: A: a routed unit is not under command and cannot withdraw; it "
            "flees on until rallied (GT-8)");
}

// GT-9, GT-13, ALL-3: a routed unit of a collapsed division may not rally: refused, and a rally
// in a division that has not collapsed is allowed.
TEST(GrandeTactiqueCheck, ARallyInACollapsedDivisionIsRefused) {
  Scenario s = gt_table(36.0, 24.0);
  const int division = test::gt_division(s, "Durutte", true);
  const UnitId a = gt_unit(s, "A", Arm::infantry, Side::first, {10.0, 10.0}, 0.0, State::routed);
  test::gt_at(s, a).division = division;
  test::gt_request(s, RequestKind::rally, a);
  EXPECT_EQ(only_error(s),
            "[GT-9] /request/unit: A: its division has collapsed: its routed units can never "
            "rally (GT-13)");
  // Unflagged, with A alone routed of three, the division stands (GT-13: all but one).
  s.divisions[0].collapsed = false;
  for (const char* id : {"B", "C"}) {
    const UnitId u =
        gt_unit(s, id, Arm::infantry, Side::first, {id[0] == 'B' ? 20.0 : 30.0, 10.0}, 0.0);
    test::gt_at(s, u).division = division;
  }
  EXPECT_EQ(only_error(s), "");
}

// GT-1: the Old Guard's +2 replaces the veteran +1; the Old Guard is never raw, and a raw Old
// Guard would leave unsaid whether the raw -1 still counts (decided 2026-11-30: refused as a
// position the game cannot hold, like an Old Guard that is not infantry).
TEST(GrandeTactiqueCheck, ARawOldGuardIsRefused) {
  Scenario s = gt_table(36.0, 24.0);
  const UnitId g = gt_unit(s, "G", Arm::infantry, Side::first, {18.0, 10.0}, 0.0);
  const UnitId c = gt_unit(s, "C", Arm::infantry, Side::second, {18.0, 14.0}, 180.0);
  s.units[index_of(g)].old_guard = true;
  test::gt_flee(s, g, c);
  EXPECT_TRUE(check(s).empty());
  s.units[index_of(g)].quality = Quality::veteran;
  EXPECT_TRUE(check(s).empty());
  s.units[index_of(g)].quality = Quality::raw;
  const Errors errors = check(s);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].pointer, "/units/0/quality");
  EXPECT_EQ(errors[0].message,
            "expected the Old Guard not to be raw: its +2 replaces the veteran +1 (GT-1)");
}

}  // namespace
}  // namespace skedaddle::grande_tactique
