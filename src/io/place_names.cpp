// SPDX-License-Identifier: MIT
// Places named in each game's own notation, for messages produced outside io.
#include "skedaddle/io/gcacw_notation.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

std::function<std::string(const Place&)> place_names(const GameScenario& game) {
  return std::visit(
      [](const gcacw::Scenario& s) -> std::function<std::string(const Place&)> {
        const OffsetSystem system = s.board.grid().system();
        return
            [system](const Place& place) { return gcacw_hex_label(std::get<Hex>(place), system); };
      },
      game);
}

}  // namespace skedaddle::io
