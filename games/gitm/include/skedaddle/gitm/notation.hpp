// SPDX-License-Identifier: MIT
// GITM/ROTD tactical map notation: "col-row", both counted from 0 ("7-11" = column 7, row 11;
// row 0 north, column 0 west, GI-1).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/geometry/square.hpp"

namespace skedaddle::io {

/// The square of a "col-row" label: two decimal numbers 0-99 without leading zeros (but "0")
/// joined by '-'; nothing for any other text. Whether the square is on a map is not checked.
std::optional<Square> parse_gitm_square(std::string_view label);

/// The "col-row" label of a square ("7-11").
std::string gitm_square_label(Square square);

/// Appends the "col-row" label of `square` to `out`, with no string made on the way (the odds
/// write a unit's fate per new fate code).
void append_gitm_square_label(std::string& out, Square square);

}  // namespace skedaddle::io
