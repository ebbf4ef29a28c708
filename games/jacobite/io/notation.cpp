// SPDX-License-Identifier: MIT
// Commands & Colors column letters and row numbers <-> axial hexes, through the offset system.
#include "skedaddle/jacobite/notation.hpp"

#include <fmt/format.h>

namespace skedaddle::io {

OffsetSystem jacobite_offset_system(bool even_rows_shifted) {
  // Labels count rows from 1, so the label-even rows are the 0-based odd ones.
  return {HexOrientation::pointy, even_rows_shifted ? OffsetParity::odd : OffsetParity::even};
}

std::optional<Hex> parse_jacobite_hex(std::string_view label, OffsetSystem system) {
  if (label.size() < 2 || label.size() > 3) return std::nullopt;
  if (label[0] < 'A' || label[0] > 'Z') return std::nullopt;
  const std::string_view digits = label.substr(1);
  if (digits[0] == '0') return std::nullopt;
  int row = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    row = row * 10 + (c - '0');
  }
  return to_hex(OffsetCoord{label[0] - 'A', row - 1}, system);
}

bool has_jacobite_label(Hex hex, OffsetSystem system) {
  const OffsetCoord c = to_offset(hex, system);
  return c.col >= 0 && c.col < kJacobiteMaxColumns && c.row >= 0 && c.row < kJacobiteMaxRows;
}

std::string jacobite_hex_label(Hex hex, OffsetSystem system) {
  const OffsetCoord c = to_offset(hex, system);
  if (!has_jacobite_label(hex, system)) return fmt::format("[{},{}]", c.col + 1, c.row + 1);
  return fmt::format("{}{}", static_cast<char>('A' + c.col), c.row + 1);
}

}  // namespace skedaddle::io
