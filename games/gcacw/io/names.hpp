// SPDX-License-Identifier: MIT
// Private to io: how GCACW values are spelled in the scenario and outcome formats. One table
// per enum, shared by the reader and the writers so the two never disagree.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/core/place.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::io::detail {

/// "union" (Side::first) or "confederate" (Side::second).
constexpr std::string_view side_name(Side side) {
  return side == Side::first ? "union" : "confederate";
}

/// "infantry", "cavalry", "artillery" or "leader".
constexpr std::string_view unit_type_name(gcacw::UnitType type) {
  switch (type) {
    case gcacw::UnitType::infantry:
      return "infantry";
    case gcacw::UnitType::cavalry:
      return "cavalry";
    case gcacw::UnitType::artillery:
      return "artillery";
    case gcacw::UnitType::leader:
      return "leader";
  }
  return "?";
}

/// Every terrain's name in the scenario format, in the order of gcacw::Terrain.
inline constexpr std::string_view kTerrainNames[] = {"clear", "city", "impassable"};

/// "clear", "city" or "impassable".
constexpr std::string_view terrain_name(gcacw::Terrain terrain) {
  return kTerrainNames[static_cast<std::size_t>(terrain)];
}

/// "on_map", "eliminated" or "surrendered".
constexpr std::string_view status_name(gcacw::Status status) {
  switch (status) {
    case gcacw::Status::on_map:
      return "on_map";
    case gcacw::Status::eliminated:
      return "eliminated";
    case gcacw::Status::surrendered:
      return "surrendered";
  }
  return "?";
}

/// Names hexes and units of one GCACW scenario in its own notation.
class GcacwNamer {
 public:
  explicit GcacwNamer(const gcacw::Scenario& game) : game_(game) {}

  /// The four-digit label of a hex in the scenario board's offset system.
  std::string hex(Hex h) const { return gcacw_hex_label(h, game_.board.grid().system()); }
  /// The label of a place (a hex for GCACW).
  std::string place(const Place& p) const { return hex(std::get<Hex>(p)); }
  /// The label of a neighbour that may be off the map: its number when it has one, else "-".
  std::string hex_or_dash(Hex h) const {
    const OffsetCoord c = to_offset(h, game_.board.grid().system());
    if (c.col < 0 || c.col > 98 || c.row < 0 || c.row > 98) return "-";
    return hex(h);
  }
  /// The scenario's unit of an id.
  const gcacw::Unit& unit(UnitId id) const {
    SKD_ASSERT(index_of(id) < game_.units.size(), "a unit id outside its scenario");
    return game_.units[index_of(id)];
  }
  /// The designation of a unit ("Hood").
  const std::string& unit_name(UnitId id) const { return unit(id).id; }
  /// The game.
  const gcacw::Scenario& game() const { return game_; }

 private:
  const gcacw::Scenario& game_;
};

}  // namespace skedaddle::io::detail
