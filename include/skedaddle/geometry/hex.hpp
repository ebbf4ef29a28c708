// SPDX-License-Identifier: MIT
// Hexes in axial coordinates (q, r; s = -q - r). Positions and steps are different types:
// hex + step -> hex, hex - hex -> step, and there is no hex + hex.
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>

namespace skedaddle {

/// A displacement between hexes.
struct HexStep {
  int dq{};  ///< change of q
  int dr{};  ///< change of r
  /// Ordered by dq, then dr (for sorted containers).
  friend constexpr auto operator<=>(HexStep, HexStep) = default;
};

/// A hex position in axial coordinates.
struct Hex {
  int q{};  ///< the axial column
  int r{};  ///< the axial row
  /// The third cube coordinate.
  constexpr int s() const { return -q - r; }
  /// Ordered by q, then r (for sorted containers).
  friend constexpr auto operator<=>(Hex, Hex) = default;
};

/// Moves a hex by a step.
constexpr Hex operator+(Hex h, HexStep d) {
  return {h.q + d.dq, h.r + d.dr};
}
/// The step from b to a.
constexpr HexStep operator-(Hex a, Hex b) {
  return {a.q - b.q, a.r - b.r};
}
/// Adds two steps.
constexpr HexStep operator+(HexStep a, HexStep b) {
  return {a.dq + b.dq, a.dr + b.dr};
}
/// Scales a step.
constexpr HexStep operator*(int k, HexStep d) {
  return {k * d.dq, k * d.dr};
}

/// The six directions, clockwise, named by their axial step (orientation-neutral; see
/// compass_name in hex_grid.hpp for N/NE/... names on a given map orientation).
enum class HexDir : std::uint8_t {
  minus_r = 0,     ///< (0, -1)
  plus_q_minus_r,  ///< (+1, -1)
  plus_q,          ///< (+1, 0)
  plus_r,          ///< (0, +1)
  minus_q_plus_r,  ///< (-1, +1)
  minus_q,         ///< (-1, 0)
};

/// Number of hex directions.
inline constexpr int kHexDirCount = 6;

/// Every direction in clockwise order, starting with minus_r.
inline constexpr std::array<HexDir, kHexDirCount> kHexDirs = {
    HexDir::minus_r, HexDir::plus_q_minus_r, HexDir::plus_q,
    HexDir::plus_r,  HexDir::minus_q_plus_r, HexDir::minus_q};

/// The unit step of each direction, in the order of HexDir.
inline constexpr std::array<HexStep, kHexDirCount> kHexDirSteps = {
    HexStep{0, -1}, HexStep{1, -1}, HexStep{1, 0}, HexStep{0, 1}, HexStep{-1, 1}, HexStep{-1, 0}};

/// The unit step of a direction. (One load from a table at namespace scope: a table local to
/// the function is copied onto the stack at every call where the compiler does not inline it.)
constexpr HexStep step_of(HexDir d) {
  return kHexDirSteps[static_cast<std::size_t>(d)];
}

/// The direction turned clockwise by `sixths` sixths of a turn (negative: counter-clockwise).
constexpr HexDir rotate(HexDir d, int sixths) {
  return static_cast<HexDir>(((static_cast<int>(d) + sixths) % 6 + 6) % 6);
}

/// The opposite direction.
constexpr HexDir opposite(HexDir d) {
  return rotate(d, 3);
}

/// The neighbour of `h` in direction `d`.
constexpr Hex neighbor(Hex h, HexDir d) {
  return h + step_of(d);
}

/// |v|, usable in constant expressions.
constexpr int hex_abs(int v) {
  return v < 0 ? -v : v;
}

/// Number of hexes of a step (its length in hex moves).
constexpr int hex_length(HexStep d) {
  return (hex_abs(d.dq) + hex_abs(d.dr) + hex_abs(-d.dq - d.dr)) / 2;
}

/// Hex distance: the fewest single-hex moves from a to b.
constexpr int hex_distance(Hex a, Hex b) {
  return hex_length(a - b);
}

/// True when a and b share a hexside.
constexpr bool adjacent(Hex a, Hex b) {
  return hex_distance(a, b) == 1;
}

/// The direction from `a` to its neighbour `b`; `b` must be adjacent to `a`.
constexpr HexDir direction_to(Hex a, Hex b) {
  const HexStep d = b - a;
  for (HexDir dir : kHexDirs) {
    if (step_of(dir) == d) return dir;
  }
  return HexDir::minus_r;  // unreachable for adjacent hexes; callers assert adjacency
}

}  // namespace skedaddle
