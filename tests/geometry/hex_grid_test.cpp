// SPDX-License-Identifier: MIT
// Tests of offset coordinates and the rectangular grid: round trips, edges, hand-worked cells.
#include "skedaddle/geometry/hex_grid.hpp"

#include <gtest/gtest.h>

#include <array>

namespace skedaddle {
namespace {

constexpr OffsetSystem kFlatOdd{HexOrientation::flat, OffsetParity::odd};
constexpr OffsetSystem kFlatEven{HexOrientation::flat, OffsetParity::even};
constexpr OffsetSystem kPointyOdd{HexOrientation::pointy, OffsetParity::odd};
constexpr OffsetSystem kPointyEven{HexOrientation::pointy, OffsetParity::even};
constexpr std::array<OffsetSystem, 4> kSystems = {kFlatOdd, kFlatEven, kPointyOdd, kPointyEven};

static_assert(to_hex(OffsetCoord{1, 0}, kFlatOdd) == Hex{1, 0});
static_assert(to_offset(Hex{1, 0}, kFlatOdd) == OffsetCoord{1, 0});

TEST(HexGridTest, OffsetToAxialRoundTripsOnEveryCellInEverySystem) {
  for (OffsetSystem sys : kSystems) {
    for (int col = 0; col < 12; ++col) {
      for (int row = 0; row < 9; ++row) {
        EXPECT_EQ(to_offset(to_hex({col, row}, sys), sys), (OffsetCoord{col, row}));
      }
    }
  }
}

TEST(HexGridTest, OffsetToAxialRoundTripsOffTheMapToo) {
  for (OffsetSystem sys : kSystems) {
    for (int col = -3; col < 3; ++col) {
      for (int row = -3; row < 3; ++row) {
        EXPECT_EQ(to_offset(to_hex({col, row}, sys), sys), (OffsetCoord{col, row}));
      }
    }
  }
}

TEST(HexGridTest, IndexAndHexAtRoundTripInEverySystem) {
  for (OffsetSystem sys : kSystems) {
    const HexGrid grid(12, 9, sys);
    for (int i = 0; i < grid.size(); ++i) {
      EXPECT_TRUE(grid.contains(grid.hex_at(i)));
      EXPECT_EQ(grid.index(grid.hex_at(i)), i);
    }
  }
}

TEST(HexGridTest, SizeIsColumnsTimesRows) {
  const HexGrid grid(12, 9, kFlatOdd);
  EXPECT_EQ(grid.columns(), 12);
  EXPECT_EQ(grid.rows(), 9);
  EXPECT_EQ(grid.size(), 108);
  EXPECT_EQ(grid.system(), kFlatOdd);
}

TEST(HexGridTest, DefaultGridIsEmpty) {
  EXPECT_EQ(HexGrid().size(), 0);
}

TEST(HexGridTest, ContainsIsFalseJustOutsideEachEdge) {
  for (OffsetSystem sys : kSystems) {
    const HexGrid grid(12, 9, sys);
    for (int col = 0; col < 12; ++col) {
      EXPECT_TRUE(grid.contains(to_hex({col, 0}, sys)));
      EXPECT_TRUE(grid.contains(to_hex({col, 8}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({col, -1}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({col, 9}, sys)));
    }
    for (int row = 0; row < 9; ++row) {
      EXPECT_TRUE(grid.contains(to_hex({0, row}, sys)));
      EXPECT_TRUE(grid.contains(to_hex({11, row}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({-1, row}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({12, row}, sys)));
    }
  }
}

// Flat, odd: odd columns sit half a hex lower than their even neighbours.
TEST(HexGridTest, FlatOddWorkedByHand) {
  const HexGrid grid(12, 9, kFlatOdd);
  EXPECT_EQ(to_hex({0, 0}, kFlatOdd), (Hex{0, 0}));
  EXPECT_EQ(to_hex({1, 0}, kFlatOdd), (Hex{1, 0}));
  EXPECT_EQ(to_hex({2, 0}, kFlatOdd), (Hex{2, -1}));
  EXPECT_EQ(to_hex({3, 3}, kFlatOdd), (Hex{3, 2}));
  EXPECT_FALSE(grid.contains(neighbor(Hex{1, 0}, HexDir::minus_r)));
  // The lowered column's upper-right neighbour is in the same printed row.
  EXPECT_EQ(to_offset(neighbor(Hex{1, 0}, HexDir::plus_q_minus_r), kFlatOdd), (OffsetCoord{2, 0}));
  EXPECT_EQ(to_offset(neighbor(Hex{1, 0}, HexDir::plus_r), kFlatOdd), (OffsetCoord{1, 1}));
  EXPECT_EQ(to_offset(neighbor(Hex{1, 0}, HexDir::plus_q), kFlatOdd), (OffsetCoord{2, 1}));
}

// Flat, even: even columns sit lower, so column 1 is the raised one.
TEST(HexGridTest, FlatEvenWorkedByHand) {
  const HexGrid grid(12, 9, kFlatEven);
  EXPECT_EQ(to_hex({0, 0}, kFlatEven), (Hex{0, 0}));
  EXPECT_EQ(to_hex({1, 0}, kFlatEven), (Hex{1, -1}));
  EXPECT_EQ(to_hex({2, 0}, kFlatEven), (Hex{2, -1}));
  EXPECT_EQ(to_hex({3, 3}, kFlatEven), (Hex{3, 1}));
  EXPECT_EQ(to_offset(neighbor(Hex{1, -1}, HexDir::minus_q_plus_r), kFlatEven),
            (OffsetCoord{0, 0}));
  EXPECT_FALSE(grid.contains(neighbor(Hex{1, -1}, HexDir::plus_q_minus_r)));
  EXPECT_FALSE(grid.contains(neighbor(Hex{0, 0}, HexDir::minus_q)));
}

// Pointy, odd: odd rows sit half a hex to the right.
TEST(HexGridTest, PointyOddWorkedByHand) {
  const HexGrid grid(12, 9, kPointyOdd);
  EXPECT_EQ(to_hex({0, 1}, kPointyOdd), (Hex{0, 1}));
  EXPECT_EQ(to_hex({0, 2}, kPointyOdd), (Hex{-1, 2}));
  EXPECT_EQ(to_hex({2, 3}, kPointyOdd), (Hex{1, 3}));
  // The shoved row's upper-right neighbour is one column along.
  EXPECT_EQ(to_offset(neighbor(Hex{0, 1}, HexDir::plus_q_minus_r), kPointyOdd),
            (OffsetCoord{1, 0}));
  EXPECT_EQ(to_offset(neighbor(Hex{0, 1}, HexDir::minus_r), kPointyOdd), (OffsetCoord{0, 0}));
  EXPECT_FALSE(grid.contains(neighbor(Hex{0, 0}, HexDir::minus_q_plus_r)));
  EXPECT_TRUE(grid.contains(neighbor(Hex{0, 1}, HexDir::minus_q_plus_r)));
}

// Pointy, even: even rows sit to the right, so row 1 starts half a hex to the left.
TEST(HexGridTest, PointyEvenWorkedByHand) {
  const HexGrid grid(12, 9, kPointyEven);
  EXPECT_EQ(to_hex({0, 1}, kPointyEven), (Hex{-1, 1}));
  EXPECT_EQ(to_hex({0, 2}, kPointyEven), (Hex{-1, 2}));
  EXPECT_EQ(to_hex({2, 3}, kPointyEven), (Hex{0, 3}));
  EXPECT_FALSE(grid.contains(neighbor(Hex{-1, 1}, HexDir::minus_r)));
  EXPECT_EQ(to_offset(neighbor(Hex{-1, 1}, HexDir::plus_q_minus_r), kPointyEven),
            (OffsetCoord{0, 0}));
}

TEST(HexGridTest, IndexRunsDownEachColumnFirst) {
  const HexGrid grid(12, 9, kFlatOdd);
  EXPECT_EQ(grid.index(to_hex({0, 0}, kFlatOdd)), 0);
  EXPECT_EQ(grid.index(to_hex({0, 8}, kFlatOdd)), 8);
  EXPECT_EQ(grid.index(to_hex({1, 0}, kFlatOdd)), 9);
  EXPECT_EQ(grid.index(to_hex({11, 8}, kFlatOdd)), 107);
}

// A section of a larger map keeps the offset coordinates of the whole map: its index starts at
// its own top-left hex, and nothing left of or above that hex is on it.
TEST(HexGridTest, SectionStartingElsewhereIndexesFromItsFirstHex) {
  for (OffsetSystem sys : kSystems) {
    const HexGrid grid(6, 7, sys, OffsetCoord{25, 13});
    EXPECT_EQ(grid.first(), (OffsetCoord{25, 13}));
    EXPECT_EQ(grid.size(), 42);
    EXPECT_EQ(grid.index(to_hex({25, 13}, sys)), 0);
    EXPECT_EQ(grid.index(to_hex({25, 19}, sys)), 6);
    EXPECT_EQ(grid.index(to_hex({26, 13}, sys)), 7);
    EXPECT_EQ(grid.index(to_hex({30, 19}, sys)), 41);
    EXPECT_EQ(grid.hex_at(41), to_hex({30, 19}, sys));
    for (int i = 0; i < grid.size(); ++i) {
      EXPECT_TRUE(grid.contains(grid.hex_at(i)));
      EXPECT_EQ(grid.index(grid.hex_at(i)), i);
    }
    for (int row = 13; row < 20; ++row) {
      EXPECT_TRUE(grid.contains(to_hex({25, row}, sys)));
      EXPECT_TRUE(grid.contains(to_hex({30, row}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({24, row}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({31, row}, sys)));
    }
    for (int col = 25; col < 31; ++col) {
      EXPECT_FALSE(grid.contains(to_hex({col, 12}, sys)));
      EXPECT_FALSE(grid.contains(to_hex({col, 20}, sys)));
    }
    EXPECT_FALSE(grid.contains(to_hex({0, 0}, sys)));
  }
}

// Tables built for one grid serve another only when shape, system and placement all agree.
TEST(HexGridTest, GridsWithTheSameShapeElsewhereDiffer) {
  EXPECT_EQ(HexGrid(6, 7, kFlatOdd), HexGrid(6, 7, kFlatOdd, OffsetCoord{0, 0}));
  EXPECT_NE(HexGrid(6, 7, kFlatOdd), HexGrid(6, 7, kFlatOdd, OffsetCoord{1, 0}));
  EXPECT_NE(HexGrid(6, 7, kFlatOdd), HexGrid(6, 7, kFlatOdd, OffsetCoord{0, 1}));
  EXPECT_NE(HexGrid(6, 7, kFlatOdd), HexGrid(6, 7, kFlatEven));
  EXPECT_NE(HexGrid(6, 7, kFlatOdd), HexGrid(7, 6, kFlatOdd));
}

TEST(HexGridTest, FlatCompassNamesRunClockwiseFromNorth) {
  EXPECT_EQ(compass_name(HexDir::minus_r, HexOrientation::flat), "N");
  EXPECT_EQ(compass_name(HexDir::plus_q_minus_r, HexOrientation::flat), "NE");
  EXPECT_EQ(compass_name(HexDir::plus_q, HexOrientation::flat), "SE");
  EXPECT_EQ(compass_name(HexDir::plus_r, HexOrientation::flat), "S");
  EXPECT_EQ(compass_name(HexDir::minus_q_plus_r, HexOrientation::flat), "SW");
  EXPECT_EQ(compass_name(HexDir::minus_q, HexOrientation::flat), "NW");
}

TEST(HexGridTest, PointyCompassNamesRunClockwiseFromNorthwest) {
  EXPECT_EQ(compass_name(HexDir::minus_r, HexOrientation::pointy), "NW");
  EXPECT_EQ(compass_name(HexDir::plus_q_minus_r, HexOrientation::pointy), "NE");
  EXPECT_EQ(compass_name(HexDir::plus_q, HexOrientation::pointy), "E");
  EXPECT_EQ(compass_name(HexDir::plus_r, HexOrientation::pointy), "SE");
  EXPECT_EQ(compass_name(HexDir::minus_q_plus_r, HexOrientation::pointy), "SW");
  EXPECT_EQ(compass_name(HexDir::minus_q, HexOrientation::pointy), "W");
}

#if !defined(NDEBUG) || defined(SKEDADDLE_ENABLE_ASSERT)
TEST(HexGridDeathTest, GridWithoutColumnsIsAContractViolation) {
  EXPECT_DEATH(HexGrid(0, 9, kFlatOdd), "at least one column and one row");
}
#endif

}  // namespace
}  // namespace skedaddle
