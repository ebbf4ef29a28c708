// SPDX-License-Identifier: MIT
// Compass names of hex directions and the rectangular hex grid.
#include "skedaddle/geometry/hex_grid.hpp"

#include <array>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {

std::string_view compass_name(HexDir d, HexOrientation orientation) {
  // Indexed by HexDir, which runs clockwise from minus_r. On a flat-top map minus_r points
  // straight up; on a pointy-top map the same step points up and to the left.
  static constexpr std::array<std::string_view, kHexDirCount> flat = {"N", "NE", "SE",
                                                                      "S", "SW", "NW"};
  static constexpr std::array<std::string_view, kHexDirCount> pointy = {"NW", "NE", "E",
                                                                        "SE", "SW", "W"};
  const auto i = static_cast<std::size_t>(d);
  return orientation == HexOrientation::flat ? flat[i] : pointy[i];
}

HexGrid::HexGrid(int columns, int rows, OffsetSystem system, OffsetCoord first)
    : columns_(columns), rows_(rows), system_(system), first_(first) {
  SKD_ASSERT(columns >= 1 && rows >= 1, "a hex grid needs at least one column and one row");
}

}  // namespace skedaddle
