// SPDX-License-Identifier: MIT
// The GITM/ROTD picture: an SVG of the board with its units, options and resolved moves.
#pragma once

#include <string>

#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::svg {

/// What to draw over a GITM/ROTD tactical map.
struct GitmLayers {
  bool options = true;                     ///< directions, invalid cones, candidates, exit cones
  const gitm::Outcome* outcome = nullptr;  ///< the resolved moves, routs, failures and messages
  /// Only the part of the map around the action (the units involved, the squares of the
  /// directions and moves, with a margin) rather than the whole map.
  bool crop = false;
  /// The exact odds to draw: each square a unit may end in shaded by its chance, the fates off
  /// the map in a panel (render --odds); null: none.
  const OddsTable* odds = nullptr;
};

/// The tactical map, its units, the directions and the resolved moves as an SVG document.
/// `scenario` is used only for its name. Throws std::invalid_argument when `game` fails check()
/// (or, with `layers.options`, its request is refused) or the outcome is not of it.
std::string gitm_svg(const io::LoadedScenario& scenario, const gitm::Scenario& game,
                     const GitmLayers& layers);

}  // namespace skedaddle::svg
