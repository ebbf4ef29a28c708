// SPDX-License-Identifier: MIT
// Enemy zones of control as the picture shows them (GC-5).
#include "gcacw/render/enemy_zoc.hpp"

namespace skedaddle::svg::detail {

std::optional<Side> retreating_side(const gcacw::Scenario& game) {
  for (const gcacw::Unit& unit : game.units) {
    if (unit.status == gcacw::Status::on_map && unit.hex == game.request.hex) return unit.side;
  }
  return std::nullopt;
}

std::vector<std::uint8_t> zoc_of(const gcacw::Scenario& game, Side enemy) {
  const gcacw::Board& board = game.board;
  std::vector<std::uint8_t> zoc(static_cast<std::size_t>(board.grid().size()), 0);
  for (const gcacw::Unit& unit : game.units) {
    if (unit.side != enemy || !unit.is_combat() || unit.status != gcacw::Status::on_map) continue;
    if (!board.contains(unit.hex)) continue;
    for (const HexDir d : kHexDirs) {
      const Hex n = neighbor(unit.hex, d);
      if (!board.contains(n)) continue;
      // GC-5: no ZOC across a prohibited hexside, unless the option says otherwise.
      if (board.prohibited(unit.hex, d) && !game.options.zoc_across_prohibited) continue;
      zoc[static_cast<std::size_t>(board.grid().index(n))] = 1;
    }
  }
  return zoc;
}

}  // namespace skedaddle::svg::detail
