// SPDX-License-Identifier: MIT
// The GCACW map: terrain per hex and road/prohibited flags per hexside, stored on both sides.
#include "skedaddle/core/assert.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

namespace {
constexpr std::uint8_t kRoadMask = 0x07;
constexpr std::uint8_t kProhibitedBit = 0x08;
}  // namespace

Board::Board(HexGrid grid)
    : grid_(grid),
      terrain_(static_cast<std::size_t>(grid.size()), Terrain::clear),
      sides_(static_cast<std::size_t>(grid.size()) * kHexDirCount, 0) {}

Terrain Board::terrain(Hex h) const {
  SKD_ASSERT(contains(h), "terrain() of a hex off the map");
  return terrain_[static_cast<std::size_t>(grid_.index(h))];
}

void Board::set_terrain(Hex h, Terrain t) {
  SKD_ASSERT(contains(h), "set_terrain() of a hex off the map");
  terrain_[static_cast<std::size_t>(grid_.index(h))] = t;
}

RoadKind Board::road(Hex h, HexDir d) const {
  SKD_ASSERT(contains(h), "road() of a hex off the map");
  const auto i = static_cast<std::size_t>(grid_.index(h)) * kHexDirCount + static_cast<int>(d);
  return static_cast<RoadKind>(sides_[i] & kRoadMask);
}

bool Board::prohibited(Hex h, HexDir d) const {
  SKD_ASSERT(contains(h), "prohibited() of a hex off the map");
  const auto i = static_cast<std::size_t>(grid_.index(h)) * kHexDirCount + static_cast<int>(d);
  return (sides_[i] & kProhibitedBit) != 0;
}

void Board::set_road(Hex a, Hex b, RoadKind kind) {
  set_side(a, b, static_cast<std::uint8_t>(kind), kRoadMask);
}

void Board::set_prohibited(Hex a, Hex b) {
  set_side(a, b, kProhibitedBit, kProhibitedBit);
}

void Board::set_side(Hex a, Hex b, std::uint8_t value, std::uint8_t mask) {
  SKD_ASSERT(adjacent(a, b), "a hexside joins two adjacent hexes");
  // Both hexes record the hexside so that a query never needs to know which side stored it.
  for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
    if (!contains(from)) continue;
    const auto i = static_cast<std::size_t>(grid_.index(from)) * kHexDirCount +
                   static_cast<int>(direction_to(from, to));
    sides_[i] = static_cast<std::uint8_t>((sides_[i] & ~mask) | value);
  }
}

}  // namespace skedaddle::gcacw
