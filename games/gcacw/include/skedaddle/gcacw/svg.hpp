// SPDX-License-Identifier: MIT
// The GCACW picture: an SVG of the board with its units, options and resolved moves.
#pragma once

#include <string>

#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"

/// SVG pictures of scenarios, their options and outcomes.
namespace skedaddle::svg {

/// What to draw on top of the board.
struct GcacwLayers {
  const gcacw::RetreatTree* tree = nullptr;  ///< the legal retreat tree, coloured by priority
  const gcacw::Outcome* outcome = nullptr;   ///< the resolved path with losses
  /// Only the part of the map around the action (the retreating stack, the enemies whose ZOC
  /// it meets, the tree's and the route's hexes, with a margin) rather than the whole map.
  bool crop = false;
  /// The exact odds to draw: each hex a unit may end in shaded by its chance, the fates off the
  /// map in a panel (render --odds); null: none.
  const OddsTable* odds = nullptr;
};

/// A self-contained SVG document of a GCACW board: terrain, roads and prohibited hexsides,
/// units, enemy ZOC, the layers given, a legend and a title. Throws std::invalid_argument when
/// `game` fails check() or a layer was not made from it.
std::string gcacw_svg(const io::LoadedScenario& scenario, const gcacw::Scenario& game,
                      const GcacwLayers& layers);

}  // namespace skedaddle::svg
