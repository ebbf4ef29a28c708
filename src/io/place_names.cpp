// SPDX-License-Identifier: MIT
// Places named in each game's own notation, for messages produced outside io.
#include "gt_names.hpp"
#include "skedaddle/io/gcacw_notation.hpp"
#include "skedaddle/io/gitm_notation.hpp"
#include "skedaddle/io/jacobite_notation.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {

namespace {

struct PlaceNames {
  std::function<std::string(const Place&)> operator()(const gcacw::Scenario& s) const {
    const OffsetSystem system = s.board.grid().system();
    return [system](const Place& place) { return gcacw_hex_label(std::get<Hex>(place), system); };
  }
  std::function<std::string(const Place&)> operator()(const tricorne::Scenario& s) const {
    const OffsetSystem system = s.board.grid().system();
    return
        [system](const Place& place) { return jacobite_hex_label(std::get<Hex>(place), system); };
  }
  std::function<std::string(const Place&)> operator()(const gitm::Scenario&) const {
    return [](const Place& place) { return gitm_square_label(std::get<Square>(place)); };
  }
  std::function<std::string(const Place&)> operator()(const gt::Scenario&) const {
    return [](const Place& place) { return detail::gt_point(std::get<Vec2>(place)); };
  }
};

}  // namespace

std::function<std::string(const Place&)> place_names(const GameScenario& game) {
  return std::visit(PlaceNames{}, game);
}

}  // namespace skedaddle::io
