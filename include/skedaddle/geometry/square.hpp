// SPDX-License-Identifier: MIT
// Squares of a rectangular grid with eight directions (the GITM/ROTD tactical maps): positions
// and steps, directions and direction sets, the ±45° cone of a direction, straight lines, the
// corners a diagonal step passes between, and the eight exit cones around a square. Integers only.
#pragma once

#include <array>
#include <bit>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <string_view>
#include <vector>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {

/// A displacement between squares: `dcol` columns east, `drow` rows south.
struct SquareStep {
  int dcol{};  ///< columns east (negative: west)
  int drow{};  ///< rows south (negative: north)
  /// Ordered by columns, then rows (for sorted containers).
  friend constexpr auto operator<=>(SquareStep, SquareStep) = default;
};

/// A square: column `col` counted east from the west edge (0), row `row` counted south from the
/// north edge (0), as in GITM's "col-row" (GI-1).
struct Square {
  int col{};  ///< column, 0 at the west edge
  int row{};  ///< row, 0 at the north edge
  /// Ordered by column, then row (for sorted containers).
  friend constexpr auto operator<=>(Square, Square) = default;
};

/// Moves a square by a step.
constexpr Square operator+(Square s, SquareStep d) {
  return {s.col + d.dcol, s.row + d.drow};
}
/// The step from b to a.
constexpr SquareStep operator-(Square a, Square b) {
  return {a.col - b.col, a.row - b.row};
}
/// Adds two steps.
constexpr SquareStep operator+(SquareStep a, SquareStep b) {
  return {a.dcol + b.dcol, a.drow + b.drow};
}
/// The reverse step.
constexpr SquareStep operator-(SquareStep d) {
  return {-d.dcol, -d.drow};
}
/// Scales a step.
constexpr SquareStep operator*(int k, SquareStep d) {
  return {k * d.dcol, k * d.drow};
}

/// |v|, usable in constant expressions.
constexpr int square_abs(int v) {
  return v < 0 ? -v : v;
}

/// Number of king moves of a step: the larger of its column and row changes.
constexpr int chebyshev_length(SquareStep d) {
  const int c = square_abs(d.dcol);
  const int r = square_abs(d.drow);
  return c > r ? c : r;
}

/// Chebyshev distance: the fewest single-square moves (diagonals included) from a to b.
constexpr int chebyshev_distance(Square a, Square b) {
  return chebyshev_length(a - b);
}

/// True when a and b touch along a side or at a corner.
constexpr bool adjacent(Square a, Square b) {
  return chebyshev_distance(a, b) == 1;
}

/// The eight compass directions, clockwise from north (row 0 is north, column 0 west).
enum class Dir8 : std::uint8_t {
  n = 0,  ///< (0, -1)
  ne,     ///< (+1, -1)
  e,      ///< (+1, 0)
  se,     ///< (+1, +1)
  s,      ///< (0, +1)
  sw,     ///< (-1, +1)
  w,      ///< (-1, 0)
  nw,     ///< (-1, -1)
};

/// Number of square directions.
inline constexpr int kDir8Count = 8;

/// Every direction in canonical order: clockwise, starting with north.
inline constexpr std::array<Dir8, kDir8Count> kDir8s = {Dir8::n, Dir8::ne, Dir8::e, Dir8::se,
                                                        Dir8::s, Dir8::sw, Dir8::w, Dir8::nw};

/// The unit step of each direction, in canonical order.
inline constexpr std::array<SquareStep, kDir8Count> kDir8Steps = {
    SquareStep{0, -1}, SquareStep{1, -1}, SquareStep{1, 0},  SquareStep{1, 1},
    SquareStep{0, 1},  SquareStep{-1, 1}, SquareStep{-1, 0}, SquareStep{-1, -1}};

/// The unit step of a direction. (One load from a table at namespace scope: a table local to
/// the function was copied onto the stack at every call where the compiler did not inline it.)
constexpr SquareStep step_of(Dir8 d) {
  return kDir8Steps[static_cast<std::size_t>(d)];
}

/// The direction turned clockwise by `eighths` eighths of a turn (negative: counter-clockwise).
constexpr Dir8 rotate(Dir8 d, int eighths) {
  return static_cast<Dir8>(((static_cast<int>(d) + eighths) % 8 + 8) % 8);
}

/// The opposite direction.
constexpr Dir8 opposite(Dir8 d) {
  return rotate(d, 4);
}

/// The side a unit moving in `moving` came from: an enemy moving west came from the east (GI-2).
constexpr Dir8 came_from(Dir8 moving) {
  return opposite(moving);
}

/// True for NE, SE, SW and NW.
constexpr bool is_diagonal(Dir8 d) {
  return (static_cast<int>(d) & 1) != 0;
}

/// The compass name of each direction, in canonical order.
inline constexpr std::array<std::string_view, kDir8Count> kDir8CompassNames = {
    "N", "NE", "E", "SE", "S", "SW", "W", "NW"};

/// Compass name: "N", "NE", "E", "SE", "S", "SW", "W" or "NW". (A table at namespace scope, as
/// step_of's.)
constexpr std::string_view compass_name(Dir8 d) {
  return kDir8CompassNames[static_cast<std::size_t>(d)];
}

/// The direction of an upper-case compass name, or nothing for any other text.
constexpr std::optional<Dir8> dir8_from_compass_name(std::string_view name) {
  for (Dir8 d : kDir8s) {
    if (compass_name(d) == name) return d;
  }
  return std::nullopt;
}

/// The neighbour of `s` in direction `d`.
constexpr Square neighbor(Square s, Dir8 d) {
  return s + step_of(d);
}

/// The direction from `a` to `b`; `b` must be adjacent to `a`.
constexpr Dir8 direction_to(Square a, Square b) {
  SKD_ASSERT(adjacent(a, b), "direction_to needs adjacent squares");
  const SquareStep d = b - a;
  for (Dir8 dir : kDir8s) {
    if (step_of(dir) == d) return dir;
  }
  return Dir8::n;  // unreachable for adjacent squares
}

/// The `k`-th square of the straight line from `from` in direction `d` (k = 0 is `from`).
constexpr Square along(Square from, Dir8 d, int k) {
  return from + k * step_of(d);
}

/// A set of directions, iterated in canonical order (clockwise from N) whatever the order of
/// insertion. Layout: bit i of one byte holds the direction whose underlying value is i.
class Dir8Set {
 public:
  /// Iterates the members of a set in canonical order.
  class Iterator {
   public:
    using value_type = Dir8;                              ///< it yields directions
    using difference_type = std::ptrdiff_t;               ///< for std::iterator_traits
    using iterator_category = std::forward_iterator_tag;  ///< a forward iterator

    /// The end iterator.
    constexpr Iterator() = default;
    /// The current direction.
    constexpr Dir8 operator*() const { return static_cast<Dir8>(std::countr_zero(rest_)); }
    /// Moves to the next member.
    constexpr Iterator& operator++() {
      rest_ = static_cast<std::uint8_t>(rest_ & (rest_ - 1));
      return *this;
    }
    /// Moves to the next member and returns the previous position.
    constexpr Iterator operator++(int) {
      Iterator old = *this;
      ++*this;
      return old;
    }
    /// At the same position of the same members.
    friend constexpr bool operator==(Iterator, Iterator) = default;

   private:
    friend class Dir8Set;
    constexpr explicit Iterator(std::uint8_t rest) : rest_(rest) {}
    std::uint8_t rest_ = 0;  // members not yet visited
  };

  /// The empty set.
  constexpr Dir8Set() = default;
  /// The set of the listed directions.
  constexpr Dir8Set(std::initializer_list<Dir8> dirs) {
    for (Dir8 d : dirs)
      insert(d);
  }
  /// All eight directions.
  static constexpr Dir8Set all() { return from_bits(0xFF); }
  /// The set whose bit i holds the direction of underlying value i.
  static constexpr Dir8Set from_bits(std::uint8_t bits) {
    Dir8Set set;
    set.bits_ = bits;
    return set;
  }
  /// The bits of the set (see from_bits).
  constexpr std::uint8_t bits() const { return bits_; }

  /// True when `d` is a member.
  constexpr bool contains(Dir8 d) const { return (bits_ & bit(d)) != 0; }
  /// True when the set has no member.
  constexpr bool empty() const { return bits_ == 0; }
  /// Number of members. (Counted by hand: std::popcount is a library call on x86-64 built
  /// without the POPCNT instruction, which the portable builds are.)
  constexpr int size() const {
    unsigned b = bits_;
    b = b - ((b >> 1) & 0x55U);
    b = (b & 0x33U) + ((b >> 2) & 0x33U);
    return static_cast<int>((b + (b >> 4)) & 0x0FU);
  }
  /// Adds `d`.
  constexpr void insert(Dir8 d) { bits_ = static_cast<std::uint8_t>(bits_ | bit(d)); }
  /// Removes `d`.
  constexpr void erase(Dir8 d) { bits_ = static_cast<std::uint8_t>(bits_ & ~bit(d)); }
  /// The member at position `i` (0 <= i < size()) in canonical order.
  constexpr Dir8 nth(int i) const {
    SKD_ASSERT(i >= 0 && i < size(), "Dir8Set::nth out of range");
    Iterator it = begin();
    for (; i > 0; --i)
      ++it;
    return *it;
  }

  /// The first member in canonical order.
  constexpr Iterator begin() const { return Iterator(bits_); }
  /// Past the last member.
  constexpr Iterator end() const { return Iterator(); }

  /// Union.
  friend constexpr Dir8Set operator|(Dir8Set a, Dir8Set b) {
    return from_bits(static_cast<std::uint8_t>(a.bits_ | b.bits_));
  }
  /// Intersection.
  friend constexpr Dir8Set operator&(Dir8Set a, Dir8Set b) {
    return from_bits(static_cast<std::uint8_t>(a.bits_ & b.bits_));
  }
  /// The members of a that are not in b.
  friend constexpr Dir8Set operator-(Dir8Set a, Dir8Set b) {
    return from_bits(static_cast<std::uint8_t>(a.bits_ & ~b.bits_));
  }
  /// Adds the members of `other`.
  constexpr Dir8Set& operator|=(Dir8Set other) { return *this = *this | other; }
  /// Keeps the members also in `other`.
  constexpr Dir8Set& operator&=(Dir8Set other) { return *this = *this & other; }
  /// Removes the members of `other`.
  constexpr Dir8Set& operator-=(Dir8Set other) { return *this = *this - other; }
  /// Same members.
  friend constexpr bool operator==(Dir8Set, Dir8Set) = default;

 private:
  static constexpr std::uint8_t bit(Dir8 d) {
    return static_cast<std::uint8_t>(1u << static_cast<unsigned>(d));
  }
  std::uint8_t bits_ = 0;
};

/// `d` and the two directions 45° either side of it: the directions a unit that moved in `d`
/// may not retreat in, and (with came_from) those an enemy's arrival makes invalid (GI-2).
constexpr Dir8Set cone(Dir8 d) {
  return Dir8Set{rotate(d, -1), d, rotate(d, 1)};
}

/// Which of two corner squares must hold a blocker to stop a diagonal step between them (GI-4).
enum class CornerRule : std::uint8_t {
  either,  ///< one blocked corner stops the step (ROTD default)
  both,    ///< only two blocked corners stop the step (GITM default)
};

/// The two squares a diagonal step from `from` in `d` passes between: the neighbour of `from`
/// 45° counter-clockwise of `d`, then the one 45° clockwise (NE: north, then east). `d` must be
/// diagonal. When `from` and the step's destination are on a rectangular map, both are too.
constexpr std::array<Square, 2> corner_squares(Square from, Dir8 d) {
  SKD_ASSERT(is_diagonal(d), "corner_squares needs a diagonal direction");
  return {neighbor(from, rotate(d, -1)), neighbor(from, rotate(d, 1))};
}

/// True when a diagonal step whose corner squares are blocked as given is stopped under `rule`.
constexpr bool corners_block(CornerRule rule, bool first_blocked, bool second_blocked) {
  return rule == CornerRule::either ? (first_blocked || second_blocked)
                                    : (first_blocked && second_blocked);
}

/// Columns and rows of a GITM/ROTD tactical map.
inline constexpr int kTacticalMapSize = 15;

/// A rectangle of columns x rows squares, 0-based, with a dense index 0..size()-1 for per-square
/// arrays. Invariant: at least one column and one row.
class SquareGrid {
 public:
  /// A tactical map of 15 x 15 squares.
  constexpr SquareGrid() = default;
  /// A grid of `columns` x `rows` squares (both at least 1).
  constexpr SquareGrid(int columns, int rows) : columns_(columns), rows_(rows) {
    SKD_ASSERT(columns >= 1 && rows >= 1, "a square grid needs at least one column and one row");
  }

  /// Number of columns.
  constexpr int columns() const { return columns_; }
  /// Number of rows.
  constexpr int rows() const { return rows_; }
  /// Number of squares.
  constexpr int size() const { return columns_ * rows_; }

  /// True when the square lies on the map.
  constexpr bool contains(Square s) const {
    return s.col >= 0 && s.col < columns_ && s.row >= 0 && s.row < rows_;
  }
  /// Dense index of a square on the map; runs down each column first, as HexGrid does.
  constexpr int index(Square s) const {
    SKD_ASSERT(contains(s), "SquareGrid::index of a square off the map");
    return s.col * rows_ + s.row;
  }
  /// The square at a dense index (0 <= index < size()).
  constexpr Square square_at(int index) const {
    SKD_ASSERT(index >= 0 && index < size(), "SquareGrid::square_at out of range");
    return {index / rows_, index % rows_};
  }

  /// Same columns and rows.
  friend constexpr bool operator==(SquareGrid, SquareGrid) = default;

 private:
  int columns_ = kTacticalMapSize;
  int rows_ = kTacticalMapSize;
};

/// Whether a square on the traced edge of an exit cone also counts in the neighbouring cone.
///
/// Decision: traced exactly as CONTEXT §2.5 words it, the edges of two neighbouring cones are
/// parallel lines one square apart, so no square lies on a line shared by two cones and GI-5's
/// "a square on a traced edge line between two cones belongs to both" selects nothing; each
/// traced edge belongs to the cone that traced it, and the cones partition the map. The rule
/// book's own diagram (https://www.holf.org/AMWOL/gitm/cones.html, a unit on 5-11) labels every
/// square with exactly one cone, the traced edges included (5-9 and 7-6 N, 6-10 and 6-9 NE), and
/// `own` reproduces it square by square. `shared` is the other reading of GI-5, kept for a
/// ruleset option: each traced edge also counts in the cone on its other side.
enum class ConeEdges : std::uint8_t {
  own,     ///< each square in one cone, as the rule book's diagram shows (the default)
  shared,  ///< a square on a traced edge also in the cone across that edge
};

/// The exit cones (CONTEXT §2.5, GI-5) holding the square at `offset` from a unit's battle
/// square: exactly one for `own` edges, one to three for `shared` ones, none for offset zero.
///
/// The edges are traced from the battle square: for N, two squares N, then NE, N, NE, N ... on
/// one side (NW, N ... on the other); for NE, NE, then N, NE, N ... on one side and E, NE, E ...
/// on the other; the cone is what lies between its two edges, edges included. With a = |dcol|
/// and b = |drow| that is: N or S when b > 2a, E or W when a > 2b, otherwise the diagonal of the
/// quadrant. So the cones are sectors bounded by the rays (±1, ±2) and (±2, ±1), each bounding
/// ray in the diagonal cone beside it; primary cones span 53°, diagonal ones 37°.
///
/// Decision on the map edge: the map only clips the cones. A cone on a map is the part of its
/// sector on the map, whatever the size of the map and wherever the battle square; where a trace
/// leaves the map through a side edge, the squares beyond it along that edge stay in the cone on
/// their side of the line (as the sector says), and a unit on an edge has empty cones toward it.
constexpr Dir8Set exit_cones(SquareStep offset, ConeEdges edges = ConeEdges::own) {
  const int x = offset.dcol;
  const int y = offset.drow;
  const int a = square_abs(x);
  const int b = square_abs(y);
  if (a == 0 && b == 0) return {};
  const bool north = y < 0;
  const bool east = x > 0;
  const auto diagonal = [](bool to_north, bool to_east) {
    return to_north ? (to_east ? Dir8::ne : Dir8::nw) : (to_east ? Dir8::se : Dir8::sw);
  };
  if (b > 2 * a) {
    Dir8Set set{north ? Dir8::n : Dir8::s};
    // On the cone's own traced edge (b = 2a + 1 or 2a + 2: two squares straight, then one
    // diagonal and one straight alternately), next to the diagonal cone on that side; the first
    // two squares are on both edges.
    if (edges == ConeEdges::shared && b <= 2 * a + 2) {
      if (x >= 0) set.insert(diagonal(north, true));
      if (x <= 0) set.insert(diagonal(north, false));
    }
    return set;
  }
  if (a > 2 * b) {
    Dir8Set set{east ? Dir8::e : Dir8::w};
    if (edges == ConeEdges::shared && a <= 2 * b + 2) {
      if (y <= 0) set.insert(diagonal(true, east));
      if (y >= 0) set.insert(diagonal(false, east));
    }
    return set;
  }
  Dir8Set set{diagonal(north, east)};
  if (edges == ConeEdges::shared) {
    // On the diagonal cone's traced edges: b = 2a - 1 or 2a beside the N or S cone, a = 2b - 1
    // or 2b beside the E or W cone (the first square, a = b = 1, is on both).
    if (b >= 2 * a - 1) set.insert(north ? Dir8::n : Dir8::s);
    if (a >= 2 * b - 1) set.insert(east ? Dir8::e : Dir8::w);
  }
  return set;
}

/// True when `s` lies in the exit cone of direction `d` around a unit on `battle`.
constexpr bool in_exit_cone(Square battle, Square s, Dir8 d, ConeEdges edges = ConeEdges::own) {
  return exit_cones(s - battle, edges).contains(d);
}

/// The squares of `grid` in the exit cone of `d` around a unit on `battle`, in index order.
std::vector<Square> exit_cone_squares(const SquareGrid& grid, Square battle, Dir8 d,
                                      ConeEdges edges = ConeEdges::own);

}  // namespace skedaddle
