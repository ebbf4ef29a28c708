// SPDX-License-Identifier: MIT
// What became of the units of a GCACW outcome, for skedaddle odds: each unit that moved or left
// play, and the victory points of a surrender (GC-11).
#include <string>

#include "gcacw/io/names.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/odds/fates_writer.hpp"

namespace skedaddle::io {

void fates(const LoadedScenario& scenario, const gcacw::Outcome& outcome, Fates& out) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const OffsetSystem system = game.board.grid().system();
  FatesWriter write(out);
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const gcacw::Unit& before = game.units[i];
    const gcacw::Unit& after = outcome.units[i];
    if (after.status == gcacw::Status::on_map && after.hex == before.hex) continue;
    UnitFate& fate = write.unit(after.id);
    fate.strength_lost = before.manpower - after.manpower;
    switch (after.status) {
      case gcacw::Status::on_map:
        fate.fate += "retreats to ";
        fate.fate += gcacw_hex_label(after.hex, system);
        fate.at = after.hex;
        break;
      case gcacw::Status::eliminated:
        fate.fate += "eliminated";
        break;
      case gcacw::Status::surrendered:
        fate.fate += "surrenders";
        break;
    }
  }
  if (outcome.victory_points != 0) {
    // GC-11: to the enemy of the stack that surrendered.
    for (const gcacw::Unit& u : game.units) {
      if (u.hex == game.request.hex && u.is_combat()) {
        FateScore& score = write.score(outcome.victory_points);
        score.name += "victory points to the ";
        score.name += detail::side_name(opponent(u.side));
        break;
      }
    }
  }
  write.finish();
}

Fates fates(const LoadedScenario& scenario, const gcacw::Outcome& outcome) {
  Fates out;
  fates(scenario, outcome, out);
  return out;
}

}  // namespace skedaddle::io
