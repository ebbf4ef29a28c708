// SPDX-License-Identifier: MIT
// What became of the units of a GITM or ROTD outcome, for skedaddle odds: each unit that moved,
// routed to another strategic square, surrendered or shattered.
#include <string>

#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/notation.hpp"
#include "skedaddle/odds/fates_writer.hpp"

namespace skedaddle::io {

void fates(const LoadedScenario& scenario, const gitm::Outcome& outcome, Fates& out) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  FatesWriter write(out);
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const gitm::Unit& before = game.units[i];
    const gitm::Unit& after = outcome.units[i];
    if (after.ending == gitm::Ending::stayed && after.square == before.square) continue;
    UnitFate& fate = write.unit(after.id);
    fate.at = after.square;  // on the tactical map unless it left it
    switch (after.ending) {
      case gitm::Ending::stayed:
        fate.fate += "stays in ";
        fate.fate += gitm_square_label(after.square);
        break;
      case gitm::Ending::moved:
        fate.fate += "moves to ";
        fate.fate += gitm_square_label(after.square);
        break;
      case gitm::Ending::stopped_short:
        fate.fate += "stops short in ";
        fate.fate += gitm_square_label(after.square);
        break;
      case gitm::Ending::routed:
        fate.fate += "routs to ";
        fate.fate += i < outcome.strategic.size() ? outcome.strategic[i] : "?";
        fate.at.reset();
        break;
      case gitm::Ending::surrendered:
        fate.fate += "surrenders";
        fate.at.reset();
        break;
      case gitm::Ending::shattered:
        fate.fate += "shatters";
        fate.at.reset();
        break;
    }
  }
  write.finish();
}

Fates fates(const LoadedScenario& scenario, const gitm::Outcome& outcome) {
  Fates out;
  fates(scenario, outcome, out);
  return out;
}

}  // namespace skedaddle::io
