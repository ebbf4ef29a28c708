// SPDX-License-Identifier: MIT
// What became of the units and leaders of a Jacobite Rising outcome, for skedaddle odds: each
// one that moved, lost blocks or left play, and the Victory Banners each side gained.
#include <string>

#include "jacobite/io/names.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "skedaddle/odds/fates_writer.hpp"

namespace skedaddle::io {

void fates(const LoadedScenario& scenario, const jacobite::Outcome& outcome, Fates& out) {
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const OffsetSystem system = game.board.grid().system();
  FatesWriter write(out);
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const jacobite::Unit& before = game.units[i];
    const jacobite::Unit& after = outcome.units[i];
    if (after.status == jacobite::Status::on_board && after.hex == before.hex &&
        after.blocks == before.blocks) {
      continue;
    }
    UnitFate& fate = write.unit(after.id);
    fate.strength_lost = before.blocks - after.blocks;
    switch (after.status) {
      case jacobite::Status::on_board:
        fate.fate += after.hex == before.hex ? "stays in " : "retreats to ";
        fate.fate += jacobite_hex_label(after.hex, system);
        fate.at = after.hex;
        break;
      case jacobite::Status::eliminated:
        fate.fate += "eliminated";
        break;
      case jacobite::Status::routed:
        fate.fate += "routed";
        break;
      case jacobite::Status::left_board:
        fate.fate += "leaves the board";
        break;
    }
  }
  for (const Side side : {Side::first, Side::second}) {
    if (const int banners = outcome.banners[static_cast<std::size_t>(side)]; banners != 0) {
      FateScore& score = write.score(banners);
      score.name += "banners to the ";
      score.name += detail::jacobite_side_name(side);
    }
  }
  write.finish();
}

Fates fates(const LoadedScenario& scenario, const jacobite::Outcome& outcome) {
  Fates out;
  fates(scenario, outcome, out);
  return out;
}

}  // namespace skedaddle::io
