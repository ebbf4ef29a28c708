// SPDX-License-Identifier: MIT
// The incremental occupancy index stays exact as units move, appear and leave between builds,
// and a reused tree sees the same position as a fresh one (DESIGN: occupancy index consistent).
#include <gtest/gtest.h>

#include <random>

#include "gcacw/rules/occupancy.hpp"
#include "gcacw/tests/builder.hpp"
#include "skedaddle/dice/dice.hpp"

namespace skedaddle {
namespace {

using gcacw::UnitType;
using test::hex;

gcacw::Scenario crowd(std::mt19937_64& rng) {
  gcacw::Scenario s = test::gcacw_board(9, 9);
  test::add_unit(s, "A", Side::first, UnitType::infantry, "0505", 6);
  test::add_unit(s, "L", Side::first, UnitType::leader, "0505", 0);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0504", 4);
  s.request.kind = gcacw::RetreatKind::rout;
  s.request.hex = hex("0505");
  s.request.active = {e};
  for (int i = 0; i < 12; ++i) {
    const Hex h = s.board.grid().hex_at(static_cast<int>(uniform_below(rng, 81)));
    if (hex_distance(h, hex("0505")) < 2) continue;
    test::add_unit(s, "U" + std::to_string(i), i % 3 == 0 ? Side::first : Side::second,
                   i % 4 == 0 ? UnitType::leader : UnitType::cavalry, test::label(h), 3);
  }
  return s;
}

TEST(GcacwOccupancy, CountsCombatUnitsPerHexAndSide) {
  std::mt19937_64 rng(7);
  gcacw::Scenario s = crowd(rng);
  gcacw::Occupancy occ;
  std::vector<UnitId> standing;
  occ.sync(s.board.grid(), s.units, hex("0505"), standing);
  const int i = s.board.grid().index(hex("0505"));
  EXPECT_EQ(occ.count(i, Side::first), 1);  // the leader does not count
  EXPECT_EQ(occ.count(i, Side::second), 0);
  EXPECT_TRUE(occ.consistent_with(s.units));
  EXPECT_EQ(standing, (std::vector<UnitId>{UnitId{0}, UnitId{1}}));  // the unit and its leader
}

TEST(GcacwOccupancy, FollowsUnitsThatMoveAppearAndLeave) {
  std::mt19937_64 rng(11);
  gcacw::Scenario s = crowd(rng);
  gcacw::Occupancy occ;
  std::vector<UnitId> standing;
  for (int round = 0; round < 300; ++round) {
    const std::size_t k = 3 + uniform_below(rng, s.units.size() - 3);
    switch (uniform_below(rng, 4)) {
      case 0:
        s.units[k].hex = s.board.grid().hex_at(static_cast<int>(uniform_below(rng, 81)));
        break;
      case 1:
        s.units[k].status = gcacw::Status::eliminated;
        break;
      case 2:
        s.units[k].side = opponent(s.units[k].side);
        break;
      default:
        if (s.units.size() > 6 && uniform_below(rng, 2) == 0) {
          s.units.pop_back();
        } else {
          test::add_unit(s, "N" + std::to_string(round), Side::second, UnitType::infantry, "0909",
                         2);
        }
    }
    occ.sync(s.board.grid(), s.units, hex("0505"), standing);
    ASSERT_TRUE(occ.consistent_with(s.units)) << "round " << round;
  }
}

TEST(GcacwOccupancy, ReusedTreeSeesUnitsThatMovedBetweenBuilds) {
  std::mt19937_64 rng(13);
  gcacw::Scenario s = crowd(rng);
  gcacw::RetreatTree reused;
  for (int round = 0; round < 100; ++round) {
    const std::size_t k = 3 + uniform_below(rng, s.units.size() - 3);
    const Hex h = s.board.grid().hex_at(static_cast<int>(uniform_below(rng, 81)));
    if (hex_distance(h, s.request.hex) >= 2) s.units[k].hex = h;
    if (!gcacw::check(s).empty()) {
      s.units[k].hex = hex("0909");
      if (!gcacw::check(s).empty()) continue;
    }
    gcacw::RetreatTree fresh;
    EXPECT_TRUE(reused.build(s).empty());
    EXPECT_TRUE(fresh.build(s).empty());
    ASSERT_EQ(reused.nodes().size(), fresh.nodes().size()) << "round " << round;
    for (std::size_t n = 0; n < fresh.nodes().size(); ++n) {
      EXPECT_EQ(reused.nodes()[n].hex, fresh.nodes()[n].hex);
      EXPECT_EQ(reused.nodes()[n].loss, fresh.nodes()[n].loss);
      EXPECT_EQ(reused.nodes()[n].completes, fresh.nodes()[n].completes);
      EXPECT_EQ(reused.nodes()[n].best, fresh.nodes()[n].best);
    }
  }
}

}  // namespace
}  // namespace skedaddle
