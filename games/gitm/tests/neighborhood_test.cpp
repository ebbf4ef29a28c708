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

}  // namespace
}  // namespace skedaddle::gitm
