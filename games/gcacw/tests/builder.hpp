// SPDX-License-Identifier: MIT
// Builds GCACW scenarios in code for tests, with hexes in the game's four-digit notation.
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::test {

/// A clear GCACW board of columns x rows, even columns half a hex low (the format's default).
inline gcacw::Scenario gcacw_board(int columns, int rows) {
  gcacw::Scenario s;
  s.board = gcacw::Board(HexGrid(columns, rows, io::gcacw_offset_system(true)));
  return s;
}

/// The hex of a four-digit label on the default offset system.
inline Hex hex(std::string_view label) {
  return *io::parse_gcacw_hex(label, io::gcacw_offset_system(true));
}

/// The label of a hex on the default offset system.
inline std::string label(Hex h) {
  return io::gcacw_hex_label(h, io::gcacw_offset_system(true));
}

/// Adds a unit and returns its id.
inline UnitId add_unit(gcacw::Scenario& s, std::string id, Side side, gcacw::UnitType type,
                       std::string_view at, int manpower) {
  gcacw::Unit u;
  u.id = std::move(id);
  u.side = side;
  u.type = type;
  u.hex = hex(at);
  u.manpower = type == gcacw::UnitType::leader ? 0 : manpower;
  s.units.push_back(u);
  return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
}

}  // namespace skedaddle::test
