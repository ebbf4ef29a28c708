// SPDX-License-Identifier: MIT
// A rectangular map of hexes addressed in offset coordinates at the edge and axial inside.
#pragma once

#include <cstdint>
#include <string_view>

#include "skedaddle/geometry/hex.hpp"

namespace skedaddle {

/// How hexes sit on the page.
enum class HexOrientation : std::uint8_t {
  flat,    ///< flat top; hexes form vertical columns (GCACW)
  pointy,  ///< pointy top; hexes form horizontal rows (Commands & Colors)
};

/// Which 0-based columns (flat) or rows (pointy) are shoved by half a hex (down or right).
enum class OffsetParity : std::uint8_t {
  odd,   ///< columns (rows) 1, 3, 5, ... are shoved
  even,  ///< columns (rows) 0, 2, 4, ... are shoved
};

/// A 0-based offset coordinate: column and row on the printed grid.
struct OffsetCoord {
  int col{};  ///< 0-based column, left to right
  int row{};  ///< 0-based row, top to bottom
  /// Ordered by column, then row (for sorted containers).
  friend constexpr auto operator<=>(OffsetCoord, OffsetCoord) = default;
};

/// The shape of the offset system of a map.
struct OffsetSystem {
  HexOrientation orientation = HexOrientation::flat;  ///< flat or pointy tops
  OffsetParity parity = OffsetParity::odd;            ///< which columns (or rows) are shoved
  /// Same orientation and parity.
  friend constexpr bool operator==(OffsetSystem, OffsetSystem) = default;
};

/// Axial hex of an offset coordinate.
constexpr Hex to_hex(OffsetCoord c, OffsetSystem sys) {
  const bool odd = sys.parity == OffsetParity::odd;
  if (sys.orientation == HexOrientation::flat) {
    const int shift = odd ? (c.col - (c.col & 1)) / 2 : (c.col + (c.col & 1)) / 2;
    return {c.col, c.row - shift};
  }
  const int shift = odd ? (c.row - (c.row & 1)) / 2 : (c.row + (c.row & 1)) / 2;
  return {c.col - shift, c.row};
}

/// Offset coordinate of an axial hex.
constexpr OffsetCoord to_offset(Hex h, OffsetSystem sys) {
  const bool odd = sys.parity == OffsetParity::odd;
  if (sys.orientation == HexOrientation::flat) {
    const int shift = odd ? (h.q - (h.q & 1)) / 2 : (h.q + (h.q & 1)) / 2;
    return {h.q, h.r + shift};
  }
  const int shift = odd ? (h.r - (h.r & 1)) / 2 : (h.r + (h.r & 1)) / 2;
  return {h.q + shift, h.r};
}

/// Compass name ("N", "NE", ...) of a direction on a map of the given orientation.
std::string_view compass_name(HexDir d, HexOrientation orientation);

/// A rectangle of columns x rows hexes with a dense index, 0..size()-1, for per-hex arrays.
/// The rectangle may start anywhere in offset coordinates (`first`), so that a section of a
/// larger printed map keeps the coordinates, hence the parity and numbers, of the whole map.
class HexGrid {
 public:
  /// An empty grid.
  HexGrid() = default;
  /// A grid of `columns` x `rows` hexes (both at least 1) in the given offset system, whose
  /// top-left hex is at offset coordinate `first`.
  HexGrid(int columns, int rows, OffsetSystem system, OffsetCoord first = {});

  /// Columns of the printed grid.
  int columns() const { return columns_; }
  /// Rows of the printed grid.
  int rows() const { return rows_; }
  /// The offset system.
  OffsetSystem system() const { return system_; }
  /// Offset coordinate of the top-left hex ({0, 0} unless the map is a section).
  OffsetCoord first() const { return first_; }
  /// Number of hexes.
  int size() const { return columns_ * rows_; }

  /// True when the hex lies on the map.
  bool contains(Hex h) const {
    const OffsetCoord c = to_offset(h, system_);
    return c.col >= first_.col && c.col < first_.col + columns_ && c.row >= first_.row &&
           c.row < first_.row + rows_;
  }
  /// Dense index of a hex on the map.
  int index(Hex h) const {
    const OffsetCoord c = to_offset(h, system_);
    return (c.col - first_.col) * rows_ + (c.row - first_.row);
  }
  /// The hex at a dense index.
  Hex hex_at(int index) const {
    return to_hex({first_.col + index / rows_, first_.row + index % rows_}, system_);
  }

  /// Same shape, system and placement (per-hex tables built for one serve the other).
  friend bool operator==(const HexGrid&, const HexGrid&) = default;

 private:
  int columns_ = 0;
  int rows_ = 0;
  OffsetSystem system_{};
  OffsetCoord first_{};
};

}  // namespace skedaddle
