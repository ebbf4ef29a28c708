// SPDX-License-Identifier: MIT
// What became of the units and leaders of a Jacobite Rising outcome, for skedaddle odds: each
// one that moved, lost blocks or left play, and the Victory Banners each side gained.
#include <optional>
#include <string>

#include "jacobite/io/names.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {

Fates fates(const LoadedScenario& scenario, const jacobite::Outcome& outcome) {
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const OffsetSystem system = game.board.grid().system();
  Fates out;
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const jacobite::Unit& before = game.units[i];
    const jacobite::Unit& after = outcome.units[i];
    std::string fate;
    std::optional<Place> at;
    switch (after.status) {
      case jacobite::Status::on_board:
        if (after.hex == before.hex && after.blocks == before.blocks) continue;
        fate = after.hex == before.hex ? "stays in " : "retreats to ";
        fate += jacobite_hex_label(after.hex, system);
        at = after.hex;
        break;
      case jacobite::Status::eliminated:
        fate = "eliminated";
        break;
      case jacobite::Status::routed:
        fate = "routed";
        break;
      case jacobite::Status::left_board:
        fate = "leaves the board";
        break;
    }
    out.units.push_back(UnitFate{after.id, std::move(fate), before.blocks - after.blocks, at});
  }
  for (const Side side : {Side::first, Side::second}) {
    if (const int banners = outcome.banners[static_cast<std::size_t>(side)]; banners != 0) {
      out.scores.push_back(
          FateScore{"banners to the " + std::string(detail::jacobite_side_name(side)), banners});
    }
  }
  return out;
}

}  // namespace skedaddle::io
