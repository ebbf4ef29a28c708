// SPDX-License-Identifier: MIT
// GCACW map notation: four-digit hex numbers, "1523" = column 15, row 23 (both from 01). A
// number always means the same offset coordinate (column 15 -> 14, row 23 -> 22), also on a
// map that is a section of a printed map (HexGrid::first), so the printed numbers are typed
// as printed and the column shift keeps referring to the printed column numbers.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/geometry/hex_grid.hpp"

namespace skedaddle::io {

/// Offset system of a GCACW map: flat-topped hexes in columns; `even_columns_low` means the
/// even-numbered columns (02, 04, ...) sit half a hex lower than the odd ones.
OffsetSystem gcacw_offset_system(bool even_columns_low);

/// The hex of a four-digit GCACW number, or nothing when the text is not four digits with
/// column and row from 01.
std::optional<Hex> parse_gcacw_hex(std::string_view label, OffsetSystem system);

/// The four-digit GCACW number of a hex.
std::string gcacw_hex_label(Hex hex, OffsetSystem system);

}  // namespace skedaddle::io
