// SPDX-License-Identifier: MIT
// The Grande Tactique picture: an SVG of the board with its units, options and resolved moves.
#pragma once

#include <string>

#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::svg {

/// What to draw over a Grande Tactique table.
struct GrandeTactiqueLayers {
  bool options = true;  ///< the flight previews of the request (GT-4, GT-5)
  /// The resolved moves, states given and removals; null: none.
  const grande_tactique::Outcome* outcome = nullptr;
  /// Only the part of the table around the action (the bases involved, the flight previews and
  /// the resolved moves, with a margin) rather than the whole table.
  bool crop = false;
  /// The exact odds to draw: each inch of the table a base may end on (its centre, to the inch)
  /// shaded by its chance, the fates off the table in a panel (render --odds); null: none.
  const OddsTable* odds = nullptr;
};

/// The table to scale, its terrain and bases, the causer's front edge, the flight previews and
/// the resolved moves as an SVG document. `scenario` is used only for its name. Throws
/// std::invalid_argument when `game` fails check() (or, with `layers.options`, its request is
/// refused) or the outcome is not of it.
std::string grande_tactique_svg(const io::LoadedScenario& scenario,
                                const grande_tactique::Scenario& game,
                                const GrandeTactiqueLayers& layers);

}  // namespace skedaddle::svg
