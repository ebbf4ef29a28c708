// SPDX-License-Identifier: MIT
// gcacw::check: what makes a scenario unplayable, each reported at its JSON pointer.
#include <gtest/gtest.h>

#include "gcacw/tests/builder.hpp"

namespace skedaddle {
namespace {

using gcacw::UnitType;
using test::hex;

gcacw::Scenario small() {
  gcacw::Scenario s = test::gcacw_board(6, 6);
  test::add_unit(s, "Hood", Side::second, UnitType::infantry, "0303", 5);
  const UnitId e = test::add_unit(s, "Sykes", Side::first, UnitType::infantry, "0302", 6);
  s.request.hex = hex("0303");
  s.request.active = {e};
  return s;
}

TEST(GcacwCheck, ValidScenarioHasNoErrors) {
  EXPECT_TRUE(gcacw::check(small()).empty());
}

TEST(GcacwCheck, EnemyLeaderMayNotStandWithTheRetreatingStack) {  // DESIGN invariant, GC-2
  gcacw::Scenario s = small();
  test::add_unit(s, "Meade", Side::first, UnitType::leader, "0303", 0);
  const Errors errors = gcacw::check(s);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].pointer, "/units/2/hex");
  EXPECT_EQ(errors[0].message, "unit 'Meade' shares its hex with enemy unit 'Hood'");
}

TEST(GcacwCheck, TwoSidesInOneHexAreNamedOnce) {
  gcacw::Scenario s = small();
  test::add_unit(s, "Reynolds", Side::first, UnitType::infantry, "0303", 4);
  const Errors errors = gcacw::check(s);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].pointer, "/units/2/hex");
}

// GC-1, GC-2: leaders accompany retreating units (7.6); a retreat option naming only the hex's
// leader has no unit for him to accompany, with either option_leaders setting (decided
// 2026-11-30: bad input at /request/units, like any request naming no combat unit).
TEST(GcacwCheck, RetreatOptionNamingOnlyALeaderIsAnError) {
  for (const gcacw::OptionLeaders leaders :
       {gcacw::OptionLeaders::accompany, gcacw::OptionLeaders::as_named}) {
    gcacw::Scenario s = small();
    const UnitId lee = test::add_unit(s, "Lee", Side::second, UnitType::leader, "0303", 0);
    s.request.kind = gcacw::RetreatKind::defender_option;
    s.request.units = {lee};
    s.options.option_leaders = leaders;
    const Errors errors = gcacw::check(s);
    ASSERT_EQ(errors.size(), 1U);
    EXPECT_EQ(errors[0].pointer, "/request/units");
    EXPECT_EQ(errors[0].message,
              "the units named for the retreat option include no combat unit: a leader alone "
              "cannot take it (GC-1, GC-2)");
  }
}

TEST(GcacwCheck, LeadersHaveNoFatigueAndAreNeverDisorganized) {
  gcacw::Scenario s = small();
  test::add_unit(s, "Longstreet", Side::second, UnitType::leader, "0303", 0);
  s.units[2].fatigue = 1;
  s.units[2].disorganized = true;
  const Errors errors = gcacw::check(s);
  ASSERT_EQ(errors.size(), 2U);
  EXPECT_EQ(errors[0].pointer, "/units/2/fatigue");
  EXPECT_EQ(errors[1].pointer, "/units/2/disorganized");
}

TEST(GcacwCheck, ManpowerAndVictoryPointsAreBounded) {
  gcacw::Scenario s = small();
  s.units[0].manpower = gcacw::kMaxManpower + 1;
  s.options.surrender_vp = gcacw::kMaxSurrenderVp + 1;
  const Errors errors = gcacw::check(s);
  ASSERT_EQ(errors.size(), 2U);
  EXPECT_EQ(errors[0].pointer, "/units/0/manpower");
  EXPECT_EQ(errors[1].pointer, "/options/surrender_vp");
}

// GC-1, ALL-3: a cavalry retreat asked of a stack with other arms is well formed but refused.
TEST(GcacwCheck, CavalryRetreatNeedsAnAllCavalryStack) {
  gcacw::Scenario s = small();
  s.request.kind = gcacw::RetreatKind::cavalry;
  EXPECT_TRUE(gcacw::check(s).empty());
  const std::optional<Refusal> refused = gcacw::refusal(s);
  ASSERT_TRUE(refused.has_value());
  EXPECT_EQ(refused->rule, "GC-1");
  EXPECT_EQ(refused->pointer, "/request/kind");
  s.request.kind = gcacw::RetreatKind::normal;
  EXPECT_FALSE(gcacw::refusal(s).has_value());
}

TEST(GcacwCheck, ActiveUnitMustBeAnEnemyCombatUnit) {  // GC-4
  gcacw::Scenario s = small();
  s.request.active = {UnitId{0}};
  const Errors errors = gcacw::check(s);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].pointer, "/request/active/0");
}

}  // namespace
}  // namespace skedaddle
