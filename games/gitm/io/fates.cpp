// SPDX-License-Identifier: MIT
// What became of the units of a GITM or ROTD outcome, for skedaddle odds: each unit that moved,
// routed to another strategic square, surrendered or shattered.
#include <optional>
#include <string>

#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/notation.hpp"

namespace skedaddle::io {

Fates fates(const LoadedScenario& scenario, const gitm::Outcome& outcome) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  Fates out;
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const gitm::Unit& before = game.units[i];
    const gitm::Unit& after = outcome.units[i];
    std::string fate;
    std::optional<Place> at = after.square;  // on the tactical map unless it left it
    switch (after.ending) {
      case gitm::Ending::stayed:
        if (after.square == before.square) continue;
        fate = "stays in " + gitm_square_label(after.square);
        break;
      case gitm::Ending::moved:
        fate = "moves to " + gitm_square_label(after.square);
        break;
      case gitm::Ending::stopped_short:
        fate = "stops short in " + gitm_square_label(after.square);
        break;
      case gitm::Ending::routed:
        fate = "routs to " + (i < outcome.strategic.size() ? outcome.strategic[i] : "?");
        at.reset();
        break;
      case gitm::Ending::surrendered:
        fate = "surrenders";
        at.reset();
        break;
      case gitm::Ending::shattered:
        fate = "shatters";
        at.reset();
        break;
    }
    out.units.push_back(UnitFate{after.id, std::move(fate), 0, at});
  }
  return out;
}

}  // namespace skedaddle::io
