// SPDX-License-Identifier: MIT
// What check() refuses in a Grande Tactique scenario, with the pointer of the value at fault,
// and the terrain a unit that stays in cover is recorded in.
#include <gtest/gtest.h>

#include "support/gt_builder.hpp"

namespace skedaddle::gt {
namespace {

using test::gt_table;
using test::gt_unit;

TEST(GtCheck, ABaseOnImpassableGroundIsRefused) {
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

TEST(GtCheck, AUnitThatLostItsOwnChargeStaysInItsWoodAndTheEventNamesIt) {
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

}  // namespace
}  // namespace skedaddle::gt
