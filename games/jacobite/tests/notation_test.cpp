// SPDX-License-Identifier: MIT
// Commands & Colors hex labels: hand cases, the row shift, and a round trip of whole boards.
#include "skedaddle/jacobite/notation.hpp"

#include <gtest/gtest.h>

#include <string>

namespace skedaddle::io {
namespace {

const OffsetSystem kEvenShifted = jacobite_offset_system(true);
const OffsetSystem kOddShifted = jacobite_offset_system(false);

TEST(JacobiteNotation, EvenRowsShiftedShovesZeroBasedOddRows) {
  EXPECT_EQ(kEvenShifted.orientation, HexOrientation::pointy);
  EXPECT_EQ(kEvenShifted.parity, OffsetParity::odd);
  EXPECT_EQ(kOddShifted.orientation, HexOrientation::pointy);
  EXPECT_EQ(kOddShifted.parity, OffsetParity::even);
}

TEST(JacobiteNotation, ColumnLetterThenRowFromOne) {
  const auto a1 = parse_jacobite_hex("A1", kEvenShifted);
  ASSERT_TRUE(a1.has_value());
  EXPECT_EQ(to_offset(*a1, kEvenShifted), (OffsetCoord{0, 0}));
  const auto m11 = parse_jacobite_hex("M11", kEvenShifted);
  ASSERT_TRUE(m11.has_value());
  EXPECT_EQ(to_offset(*m11, kEvenShifted), (OffsetCoord{12, 10}));
  const auto z99 = parse_jacobite_hex("Z99", kOddShifted);
  ASSERT_TRUE(z99.has_value());
  EXPECT_EQ(to_offset(*z99, kOddShifted), (OffsetCoord{25, 98}));
  EXPECT_EQ(jacobite_hex_label(*m11, kEvenShifted), "M11");
}

TEST(JacobiteNotation, EvenRowSitsToTheRightWhenEvenRowsShifted) {
  // A2 is half a hex right of A1: it touches A1 and B1. With odd rows shifted it sits left
  // and touches A1 only ...
  const Hex a = *parse_jacobite_hex("A2", kEvenShifted);
  EXPECT_TRUE(adjacent(a, *parse_jacobite_hex("A1", kEvenShifted)));
  EXPECT_TRUE(adjacent(a, *parse_jacobite_hex("B1", kEvenShifted)));
  const Hex b = *parse_jacobite_hex("A2", kOddShifted);
  EXPECT_TRUE(adjacent(b, *parse_jacobite_hex("A1", kOddShifted)));
  EXPECT_FALSE(adjacent(b, *parse_jacobite_hex("B1", kOddShifted)));
  // ... and then row 1 is the shifted one: B1 touches B2 and C2.
  const Hex b1 = *parse_jacobite_hex("B1", kOddShifted);
  EXPECT_TRUE(adjacent(b1, *parse_jacobite_hex("B2", kOddShifted)));
  EXPECT_TRUE(adjacent(b1, *parse_jacobite_hex("C2", kOddShifted)));
  EXPECT_FALSE(adjacent(b1, *parse_jacobite_hex("A2", kOddShifted)));
}

TEST(JacobiteNotation, RejectsAnythingButALetterAndARowFromOne) {
  for (const char* bad : {"", "A", "1", "A0", "A01", "A100", "a1", "AA1", "1A", " A1", "A1 ", "A-1",
                          "A+1", "A1.0", "Ä1", "[1,1]"}) {
    EXPECT_FALSE(parse_jacobite_hex(bad, kEvenShifted).has_value()) << '"' << bad << '"';
  }
}

TEST(JacobiteNotation, HexesOutsideTheLettersGetADistinctLabel) {
  EXPECT_EQ(jacobite_hex_label(to_hex(OffsetCoord{26, 4}, kEvenShifted), kEvenShifted), "[27,5]");
  EXPECT_EQ(jacobite_hex_label(to_hex(OffsetCoord{0, -1}, kEvenShifted), kEvenShifted), "[1,0]");
  EXPECT_FALSE(has_jacobite_label(to_hex(OffsetCoord{-1, 3}, kEvenShifted), kEvenShifted));
  EXPECT_TRUE(has_jacobite_label(to_hex(OffsetCoord{25, 98}, kEvenShifted), kEvenShifted));
}

TEST(JacobiteNotation, RoundTripsEveryHexOfTheLargestBoard) {
  for (const OffsetSystem system : {kEvenShifted, kOddShifted}) {
    for (int col = 0; col < kJacobiteMaxColumns; ++col) {
      for (int row = 0; row < kJacobiteMaxRows; ++row) {
        const Hex h = to_hex(OffsetCoord{col, row}, system);
        const std::string label = jacobite_hex_label(h, system);
        EXPECT_EQ(label, std::string(1, static_cast<char>('A' + col)) + std::to_string(row + 1));
        const auto back = parse_jacobite_hex(label, system);
        ASSERT_TRUE(back.has_value()) << label;
        EXPECT_EQ(*back, h) << label;
      }
    }
  }
}

}  // namespace
}  // namespace skedaddle::io
