// SPDX-License-Identifier: MIT
// The Jacobite Rising picture: an SVG of the board with its units, options and resolved moves.
#pragma once

#include <string>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::svg {

/// What to draw over a Jacobite Rising board.
struct JacobiteLayers {
  const jacobite::Preview* preview = nullptr;  ///< the retreat options before any die is rolled
  const jacobite::Outcome* outcome = nullptr;  ///< the resolved paths, losses and rally checks
  /// Only the part of the board around the action (the units involved, their neighbours, the
  /// preview's and the outcome's hexes, with a margin) rather than the whole board.
  bool crop = false;
  /// The exact odds to draw: each hex a unit may end in shaded by its chance, the fates off the
  /// board in a panel (render --odds); null: none.
  const OddsTable* odds = nullptr;
};

/// The board, units, leaders, the retreat options and the resolved path as an SVG document.
/// Throws std::invalid_argument when `game` fails check() or a layer was not made from it.
std::string jacobite_svg(const io::LoadedScenario& scenario, const jacobite::Scenario& game,
                         const JacobiteLayers& layers);

}  // namespace skedaddle::svg
