// SPDX-License-Identifier: MIT
// Pictures: an SVG of a board with its units, options and resolved path (GCACW, Jacobite Rising,
// GITM/ROTD, Grande Tactique).
#pragma once

#include <string>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/rules/gcacw.hpp"
#include "skedaddle/rules/gitm.hpp"
#include "skedaddle/rules/grande_tactique.hpp"
#include "skedaddle/rules/tricorne.hpp"

namespace skedaddle::render {

/// What to draw on top of the board.
struct SvgLayers {
  const gcacw::RetreatTree* tree = nullptr;  ///< the legal retreat tree, coloured by priority
  const gcacw::Outcome* outcome = nullptr;   ///< the resolved path with losses
};

/// A self-contained SVG document of a GCACW board: terrain, roads and prohibited hexsides,
/// units, enemy ZOC, the layers given, a legend and a title.
std::string gcacw_svg(const io::LoadedScenario& scenario, const gcacw::Scenario& game,
                      const SvgLayers& layers);

/// What to draw over a Jacobite Rising board.
struct JacobiteLayers {
  const tricorne::Preview* preview = nullptr;  ///< the retreat options before any die is rolled
  const tricorne::Outcome* outcome = nullptr;  ///< the resolved paths, losses and rally checks
};

/// The board, units, leaders, the retreat options and the resolved path as an SVG document.
std::string jacobite_svg(const io::LoadedScenario& scenario, const tricorne::Scenario& game,
                         const JacobiteLayers& layers);

/// What to draw over a GITM/ROTD tactical map.
struct GitmLayers {
  bool options = true;                     ///< directions, invalid cones, candidates, exit cones
  const gitm::Outcome* outcome = nullptr;  ///< the resolved moves, routs, failures and messages
};

/// The tactical map, its units, the directions and the resolved moves as an SVG document.
/// `scenario` is used only for its name.
std::string gitm_svg(const io::LoadedScenario& scenario, const gitm::Scenario& game,
                     const GitmLayers& layers);

/// What to draw over a Grande Tactique table.
struct GtLayers {
  bool options = true;                   ///< the flight previews of the request (GT-4, GT-5)
  const gt::Outcome* outcome = nullptr;  ///< the resolved moves, states given and removals
};

/// The table to scale, its terrain and bases, the causer's front edge, the flight previews and
/// the resolved moves as an SVG document. `scenario` is used only for its name.
std::string gt_svg(const io::LoadedScenario& scenario, const gt::Scenario& game,
                   const GtLayers& layers);

}  // namespace skedaddle::render
