// SPDX-License-Identifier: MIT
// What became of the units of a GCACW outcome, for skedaddle odds: each unit that moved or left
// play, and the victory points of a surrender (GC-11).
#include <optional>
#include <string>

#include "gcacw/io/names.hpp"
#include "skedaddle/gcacw/io.hpp"

namespace skedaddle::io {

Fates fates(const LoadedScenario& scenario, const gcacw::Outcome& outcome) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const OffsetSystem system = game.board.grid().system();
  Fates out;
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const gcacw::Unit& before = game.units[i];
    const gcacw::Unit& after = outcome.units[i];
    std::string fate;
    std::optional<Place> at;
    switch (after.status) {
      case gcacw::Status::on_map:
        if (after.hex == before.hex) continue;
        fate = "retreats to " + gcacw_hex_label(after.hex, system);
        at = after.hex;
        break;
      case gcacw::Status::eliminated:
        fate = "eliminated";
        break;
      case gcacw::Status::surrendered:
        fate = "surrenders";
        break;
    }
    out.units.push_back(UnitFate{after.id, std::move(fate), before.manpower - after.manpower, at});
  }
  if (outcome.victory_points != 0) {
    // GC-11: to the enemy of the stack that surrendered.
    for (const gcacw::Unit& u : game.units) {
      if (u.hex == game.request.hex && u.is_combat()) {
        out.scores.push_back(
            FateScore{"victory points to the " + std::string(detail::side_name(opponent(u.side))),
                      outcome.victory_points});
        break;
      }
    }
  }
  return out;
}

}  // namespace skedaddle::io
