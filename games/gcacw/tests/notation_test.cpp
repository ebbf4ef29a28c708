// SPDX-License-Identifier: MIT
// GCACW four-digit hex numbers: hand cases, the column shift, and a round trip of whole maps.
#include "skedaddle/gcacw/notation.hpp"

#include <gtest/gtest.h>

#include <string>

namespace skedaddle::io {
namespace {

const OffsetSystem kEvenLow = gcacw_offset_system(true);
const OffsetSystem kOddLow = gcacw_offset_system(false);

std::string label_of(int col, int row) {
  std::string out;
  out += static_cast<char>('0' + (col + 1) / 10);
  out += static_cast<char>('0' + (col + 1) % 10);
  out += static_cast<char>('0' + (row + 1) / 10);
  out += static_cast<char>('0' + (row + 1) % 10);
  return out;
}

TEST(GcacwNotation, EvenColumnsLowShovesZeroBasedOddColumns) {
  EXPECT_EQ(kEvenLow.orientation, HexOrientation::flat);
  EXPECT_EQ(kEvenLow.parity, OffsetParity::odd);
  EXPECT_EQ(kOddLow.orientation, HexOrientation::flat);
  EXPECT_EQ(kOddLow.parity, OffsetParity::even);
}

TEST(GcacwNotation, FirstHexIsColumnZeroRowZero) {
  const auto h = parse_gcacw_hex("0101", kEvenLow);
  ASSERT_TRUE(h.has_value());
  EXPECT_EQ(to_offset(*h, kEvenLow), (OffsetCoord{0, 0}));
  EXPECT_EQ(gcacw_hex_label(*h, kEvenLow), "0101");
}

TEST(GcacwNotation, ColumnComesFirstThenRow) {
  const auto h = parse_gcacw_hex("1523", kEvenLow);
  ASSERT_TRUE(h.has_value());
  EXPECT_EQ(to_offset(*h, kEvenLow), (OffsetCoord{14, 22}));
  const auto far = parse_gcacw_hex("9999", kOddLow);
  ASSERT_TRUE(far.has_value());
  EXPECT_EQ(to_offset(*far, kOddLow), (OffsetCoord{98, 98}));
}

TEST(GcacwNotation, LabelEvenColumnSitsLowerWhenEvenColumnsLow) {
  // 0201 is half a hex below 0101: it touches 0101 and 0102. With odd columns low it sits
  // higher and touches 0101 only ...
  const Hex a = *parse_gcacw_hex("0201", kEvenLow);
  EXPECT_TRUE(adjacent(a, *parse_gcacw_hex("0101", kEvenLow)));
  EXPECT_TRUE(adjacent(a, *parse_gcacw_hex("0102", kEvenLow)));
  const Hex b = *parse_gcacw_hex("0201", kOddLow);
  EXPECT_TRUE(adjacent(b, *parse_gcacw_hex("0101", kOddLow)));
  EXPECT_FALSE(adjacent(b, *parse_gcacw_hex("0102", kOddLow)));
  // ... and the label-odd column 01 is the low one: 0101 touches 0201 and 0202.
  EXPECT_TRUE(adjacent(*parse_gcacw_hex("0101", kOddLow), *parse_gcacw_hex("0202", kOddLow)));
  EXPECT_FALSE(adjacent(*parse_gcacw_hex("0101", kEvenLow), *parse_gcacw_hex("0202", kEvenLow)));
}

TEST(GcacwNotation, RejectsAnythingButFourDigitsFromZeroOne) {
  for (const char* bad : {"", "101", "01010", "0001", "0100", "0000", "a101", "01a1", " 101",
                          "-101", "+101", "1 01", "15x3", "１５２３"}) {
    EXPECT_FALSE(parse_gcacw_hex(bad, kEvenLow).has_value()) << '"' << bad << '"';
  }
}

TEST(GcacwNotation, RoundTripsEveryHexOfATwentyByFifteenMap) {
  for (const OffsetSystem system : {kEvenLow, kOddLow}) {
    for (int col = 0; col < 20; ++col) {
      for (int row = 0; row < 15; ++row) {
        const Hex h = to_hex(OffsetCoord{col, row}, system);
        const std::string label = gcacw_hex_label(h, system);
        EXPECT_EQ(label, label_of(col, row));
        const auto back = parse_gcacw_hex(label, system);
        ASSERT_TRUE(back.has_value()) << label;
        EXPECT_EQ(*back, h) << label;
      }
    }
  }
}

}  // namespace
}  // namespace skedaddle::io
