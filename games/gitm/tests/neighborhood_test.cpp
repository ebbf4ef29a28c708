// SPDX-License-Identifier: MIT
// The engine's gathered occupancy around a leaving unit agrees with a scan of every unit, square
// by square, on random crowds (the moving unit and absent units left out).
#include <gtest/gtest.h>

#include <random>

#include "gitm/rules/neighborhood.hpp"
#include "gitm/tests/builder.hpp"

namespace skedaddle::gitm {
namespace {

bool scan(const std::vector<Unit>& units, UnitId self, Square s, Allegiance a) {
  for (std::size_t k = 0; k < units.size(); ++k) {
    const Unit& u = units[k];
    if (k != index_of(self) && u.present() && u.square == s && u.allegiance == a) return true;
  }
  return false;
}

TEST(GitmNeighborhood, AgreesWithAScanOfEveryUnit) {
  std::mt19937_64 rng(20261122);
  constexpr std::array<Allegiance, 3> kAll = {Allegiance::friendly, Allegiance::enemy,
                                              Allegiance::neutral};
  for (int round = 0; round < 200; ++round) {
    Scenario s = test::gi_field();
    const Square centre{static_cast<int>(rng() % 15), static_cast<int>(rng() % 15)};
    const UnitId self = test::gi_unit(s, "SELF", Allegiance::friendly, centre);
    for (int n = 0; n < 40; ++n) {
      const Square at{static_cast<int>(rng() % 15), static_cast<int>(rng() % 15)};
      const UnitId id = test::gi_unit(s, "U" + std::to_string(n), kAll[rng() % 3], at);
      if (rng() % 8 == 0) s.units[index_of(id)].ending = Ending::surrendered;  // absent
    }
    const detail::Neighborhood near(s.units, self, centre);
    for (int dr = -kRetreatMax; dr <= kRetreatMax; ++dr) {
      for (int dc = -kRetreatMax; dc <= kRetreatMax; ++dc) {
        const Square sq{centre.col + dc, centre.row + dr};
        for (const Allegiance a : kAll) {
          EXPECT_EQ(near.has(sq, a), scan(s.units, self, sq, a))
              << "round " << round << " square " << sq.col << "-" << sq.row;
        }
        EXPECT_EQ(near.hostile(sq), scan(s.units, self, sq, Allegiance::enemy) ||
                                        scan(s.units, self, sq, Allegiance::neutral));
      }
    }
  }
}

// The same pass gathers GI-2's invalid directions: the unit's own movement and every enemy
// arrival in the centre, present or not, as invalid_directions() reads them from the scenario.
TEST(GitmNeighborhood, GathersTheInvalidDirectionsOfTheBattleSquareAsInvalidDirections) {
  std::mt19937_64 rng(20261129);
  constexpr std::array<Allegiance, 3> kAll = {Allegiance::friendly, Allegiance::enemy,
                                              Allegiance::neutral};
  int arrivals = 0;
  for (int round = 0; round < 300; ++round) {
    Scenario s = test::gi_field();
    const Square centre{static_cast<int>(rng() % 15), static_cast<int>(rng() % 15)};
    s.request.battle = centre;
    const UnitId self = test::gi_unit(s, "SELF", Allegiance::friendly, centre);
    if (rng() % 2 == 0) s.units[index_of(self)].moved = kDir8s[rng() % 8];
    for (int n = 0; n < 12; ++n) {
      // Half of them in the centre, so that several enemies arrive there.
      const Square at = rng() % 2 == 0
                            ? centre
                            : Square{static_cast<int>(rng() % 15), static_cast<int>(rng() % 15)};
      const UnitId id = test::gi_unit(s, "U" + std::to_string(n), kAll[rng() % 3], at);
      Unit& u = s.units[index_of(id)];
      if (rng() % 3 != 0) u.moved = kDir8s[rng() % 8];
      if (rng() % 8 == 0) u.ending = Ending::surrendered;  // absent, its arrival still counts
      if (u.allegiance == Allegiance::enemy && u.moved && at == centre) ++arrivals;
    }
    const detail::Neighborhood near(s.units, self, centre);
    EXPECT_EQ(near.invalid_from_centre(), invalid_directions(s, self)) << "round " << round;
  }
  EXPECT_GT(arrivals, 300);  // the boards do hold arrivals, several to a board
}

}  // namespace
}  // namespace skedaddle::gitm
