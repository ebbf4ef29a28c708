// SPDX-License-Identifier: MIT
// The Grande Tactique engine's grid of units (unit_grid.hpp) against a plain pass over every
// unit: on random tables, before and after random moves (some off the table), every unit whose
// centre lies within the query rectangle grown by the grid's reach bound is returned, in
// ascending order and once; and the grid returns few others (it is an index, not everything).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "grande_tactique/rules/unit_grid.hpp"
#include "grande_tactique/tests/random_table.hpp"
#include "support/light_tests.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

/// The first difference between the grid's answer for lo..hi and the plain pass over `units`,
/// or "".
std::string grid_query_differs(const detail::UnitGrid& grid, const std::vector<Unit>& units,
                               const Table& table, Vec2 lo, Vec2 hi) {
  std::vector<std::size_t> got;
  grid.in_rect(lo, hi, got);
  if (!std::is_sorted(got.begin(), got.end())) return "not in ascending order";
  if (std::adjacent_find(got.begin(), got.end()) != got.end()) return "a unit twice";
  const double grow = grid.reach_bound();
  for (std::size_t k = 0; k < units.size(); ++k) {
    const Vec2 c = units[k].base.centre;
    const bool inside =
        c.x >= lo.x - grow && c.x <= hi.x + grow && c.y >= lo.y - grow && c.y <= hi.y + grow;
    if (inside && !std::binary_search(got.begin(), got.end(), k))
      return "unit " + std::to_string(k) + " left out";
  }
  // Others only from the cells the grown rectangle touches (6" cells on these tables), which a
  // rectangle beyond the table's edge clamps to the edge cells; or filed at an edge cell from
  // off the table.
  const Vec2 near_lo{std::min(lo.x - grow, table.width) - 6.0 - 1e-9,
                     std::min(lo.y - grow, table.depth) - 6.0 - 1e-9};
  const Vec2 near_hi{std::max(hi.x + grow, 0.0) + 6.0 + 1e-9,
                     std::max(hi.y + grow, 0.0) + 6.0 + 1e-9};
  for (const std::size_t k : got) {
    const Vec2 c = units[k].base.centre;
    const bool on_table = c.x >= 0.0 && c.x <= table.width && c.y >= 0.0 && c.y <= table.depth;
    if (on_table && (c.x < near_lo.x || c.x > near_hi.x || c.y < near_lo.y || c.y > near_hi.y))
      return "unit " + std::to_string(k) + " far from the rectangle";
  }
  return "";
}

TEST(GrandeTactiqueUnitGrid, GivesWhatAPlainPassGivesBeforeAndAfterMoves) {
  int queries = 0;
  test::for_board_seeds(
      1, static_cast<std::uint64_t>(test::scaled(300)), [&](std::uint64_t seed) -> std::string {
        Scenario s = test::gt_random_table(seed).s;
        test::GtRng rng(seed ^ 0x9e1dULL);
        s.table.width = rng.real(20.0, 90.0);  // several grid shapes; the units stay where
        s.table.depth = rng.real(20.0, 60.0);  // they are, some now off the table
        detail::UnitGrid grid(s.table, s.units);
        for (int round = 0; round < 8; ++round) {
          for (int q = 0; q < 6; ++q) {
            const Vec2 a{rng.real(-10.0, s.table.width + 10.0),
                         rng.real(-10.0, s.table.depth + 10.0)};
            const Vec2 size{rng.real(0.0, 20.0), rng.real(0.0, 20.0)};
            const std::string differs = grid_query_differs(grid, s.units, s.table, a, a + size);
            if (!differs.empty()) return "round " + std::to_string(round) + ": " + differs;
            ++queries;
          }
          // Some units flee: anywhere on the table or up to 15" off it, or not far.
          for (int m = rng.integer(1, 4); m > 0; --m) {
            const auto k =
                static_cast<std::size_t>(rng.integer(0, static_cast<int>(s.units.size()) - 1));
            const Vec2 from = s.units[k].base.centre;
            const Vec2 to = rng.chance(0.5) ? from + Vec2{rng.real(-3.0, 3.0), rng.real(-3.0, 3.0)}
                                            : Vec2{rng.real(-15.0, s.table.width + 15.0),
                                                   rng.real(-15.0, s.table.depth + 15.0)};
            grid.moved(k, from, to);
            s.units[k].base.centre = to;
          }
        }
        return "";
      });
  EXPECT_GT(queries, test::scaled(300) * 40);
}

// A table of hundreds of units: answers of a few units are sorted, answers of many read off a
// bitmap of the units (UnitGrid::put_in_order()); both as the plain pass has them, in order.
TEST(GrandeTactiqueUnitGrid, GivesWhatAPlainPassGivesOnACrowdedTable) {
  int queries = 0;
  test::for_board_seeds(
      1, static_cast<std::uint64_t>(test::scaled(40)), [&](std::uint64_t seed) -> std::string {
        Scenario s = test::gt_random_table(seed).s;
        test::GtRng rng(seed ^ 0x51deULL);
        s.table.width = rng.real(60.0, 200.0);
        s.table.depth = rng.real(60.0, 200.0);
        const int count = rng.integer(65, 1200);
        std::vector<Unit> units;
        for (int k = 0; k < count; ++k) {
          Unit u = s.units[static_cast<std::size_t>(k) % s.units.size()];
          u.base.centre = {rng.real(0.0, s.table.width), rng.real(0.0, s.table.depth)};
          units.push_back(u);
        }
        const detail::UnitGrid grid(s.table, units);
        for (int q = 0; q < 40; ++q) {
          const Vec2 a{rng.real(-10.0, s.table.width + 10.0),
                       rng.real(-10.0, s.table.depth + 10.0)};
          const double side = rng.chance(0.5) ? rng.real(0.0, 4.0) : rng.real(0.0, 60.0);
          const std::string differs =
              grid_query_differs(grid, units, s.table, a, a + Vec2{side, side});
          if (!differs.empty()) return "query " + std::to_string(q) + ": " + differs;
          ++queries;
        }
        return "";
      });
  EXPECT_GT(queries, test::scaled(40) * 39);
}

// The reach bound covers every base, and a square's line after it reverts (GT-3).
TEST(GrandeTactiqueUnitGrid, ReachBoundCoversEveryBaseAndASquaresLine) {
  Scenario s = test::gt_random_table(3).s;
  s.units[0].in_square = true;
  s.units[0].base.width = kSquareBase.width;
  s.units[0].base.depth = kSquareBase.depth;
  for (Unit& u : s.units) {
    if (&u != &s.units[0] && u.arm == Arm::infantry) {
      u.base.width = 1.0;
      u.base.depth = 0.5;
    }
  }
  const detail::UnitGrid grid(s.table, s.units);
  EXPECT_GE(grid.reach_bound(), 0.5 * (2.5 + 1.0));
  for (const Unit& u : s.units)
    EXPECT_GE(grid.reach_bound(), 0.5 * (u.base.width + u.base.depth));
}

}  // namespace
}  // namespace skedaddle::grande_tactique
