// SPDX-License-Identifier: MIT
// GCACW four-digit hex numbers <-> axial hexes, through the map's offset system.
#include "skedaddle/gcacw/notation.hpp"

#include <fmt/format.h>

namespace skedaddle::io {

OffsetSystem gcacw_offset_system(bool even_columns_low) {
  // Labels count columns from 01, so the label-even columns are the 0-based odd ones.
  return {HexOrientation::flat, even_columns_low ? OffsetParity::odd : OffsetParity::even};
}

namespace {

std::optional<int> two_digits(std::string_view text) {
  if (text[0] < '0' || text[0] > '9' || text[1] < '0' || text[1] > '9') return std::nullopt;
  return (text[0] - '0') * 10 + (text[1] - '0');
}

}  // namespace

std::optional<Hex> parse_gcacw_hex(std::string_view label, OffsetSystem system) {
  if (label.size() != 4) return std::nullopt;
  const std::optional<int> column = two_digits(label.substr(0, 2));
  const std::optional<int> row = two_digits(label.substr(2, 2));
  if (!column || !row || *column < 1 || *row < 1) return std::nullopt;
  return to_hex(OffsetCoord{*column - 1, *row - 1}, system);
}

std::string gcacw_hex_label(Hex hex, OffsetSystem system) {
  // Hexes outside 0101..9999 have no GCACW number; they still get a distinct, readable text.
  const OffsetCoord c = to_offset(hex, system);
  return fmt::format("{:02}{:02}", c.col + 1, c.row + 1);
}

}  // namespace skedaddle::io
