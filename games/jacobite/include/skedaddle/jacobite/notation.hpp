// SPDX-License-Identifier: MIT
// Commands & Colors (Jacobite Rising) board notation: a column letter and a row number from
// the top, "A1" .. "M11".
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/geometry/hex_grid.hpp"

namespace skedaddle::io {

/// Most columns a lettered board can have (A..Z).
inline constexpr int kJacobiteMaxColumns = 26;
/// Most rows a board can have (1..99).
inline constexpr int kJacobiteMaxRows = 99;

/// Offset system of a Commands & Colors board: pointy-topped hexes in rows; `even_rows_shifted`
/// means the even-numbered rows (2, 4, ...) sit half a hex to the right of the odd ones.
OffsetSystem jacobite_offset_system(bool even_rows_shifted);

/// The hex of a label: one capital letter A-Z (the column) then a row number 1-99 without
/// leading zeros; nothing for any other text.
std::optional<Hex> parse_jacobite_hex(std::string_view label, OffsetSystem system);

/// True when the hex has a label (column A-Z, row 1-99).
bool has_jacobite_label(Hex hex, OffsetSystem system);

/// The label of a hex ("F5"). A hex without a label (has_jacobite_label) is written with its
/// 1-based column and row in brackets, "[27,5]", readable and distinct from every label.
std::string jacobite_hex_label(Hex hex, OffsetSystem system);

}  // namespace skedaddle::io
