// SPDX-License-Identifier: MIT
// The layers of the GCACW picture, drawn bottom to top by gcacw_svg (render/svg.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/hex_layout.hpp"
#include "render/marks.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/gcacw/svg.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::svg::detail {

/// Everything a layer needs to know about the picture being drawn.
struct Frame {
  const io::LoadedScenario& scenario;
  const gcacw::Scenario& game;
  HexGrid shown;  ///< the section of the map drawn: all of it, or the part around the action
  HexLayout layout;
  std::optional<Side> retreating;  ///< side of the stack in the request's hex
  std::vector<std::uint8_t> zoc;   ///< enemy ZOC of the retreating side, per grid index
  /// The picture's movable labels; the layers reserve what they must keep clear of.
  LabelSpace* labels = nullptr;

  /// True when `h` lies in the section drawn.
  bool drawn(Hex h) const { return shown.contains(h); }
};

/// The hexes of the action: the retreating hex, the active units, the tree's and the route's
/// hexes, and the enemy combat units next to any of them (their ZOC is what the rules read),
/// and the hexes the odds shade.
std::vector<Hex> action_hexes(const gcacw::Scenario& game, const GcacwLayers& layers);

/// The NATO symbol of a unit type in a 13 x 9 box at `top_left` (nothing for leaders).
void draw_unit_symbol(SvgWriter& out, gcacw::UnitType type, Point top_left, std::string_view ink);

/// Shared definitions: the impassable hatch pattern and the arrowheads.
void draw_defs(SvgWriter& out);
/// Terrain fill, enemy ZOC shading, hex outlines and the retreating hex's outline.
void draw_terrain(SvgWriter& out, const Frame& frame);
/// Roads from centre to centre across road hexsides, and prohibited hexsides in red.
void draw_hexsides(SvgWriter& out, const Frame& frame);
/// The four-digit GCACW number of every hex, drawn last so nothing hides it.
void draw_hex_labels(SvgWriter& out, const Frame& frame);
/// Every edge of the legal retreat tree, coloured by priority, and the hexes where it may stop.
void draw_tree(SvgWriter& out, const Frame& frame, const gcacw::RetreatTree& tree);
/// Counters and leaders on the map.
void draw_units(SvgWriter& out, const Frame& frame);
/// How far from the centre of `hex`, along the unit vector `toward`, the counters and leaders
/// draw_units puts there reach, the leaders' names under them included (0 when it draws none),
/// so that an arrow can stop short of them.
double units_reach(const Frame& frame, Hex hex, Point toward);
/// A cross beside the counters of each hex where a completing path destroys the stack (GC-9),
/// drawn over the units so that neither hides the other.
void draw_destroyed(SvgWriter& out, const Frame& frame, const gcacw::RetreatTree& tree);
/// True when the resolved route's arrowhead cannot stop short of the counters in its last hex
/// within the last step (they fill the hex): then the route ends where it would in an empty
/// hex, its head under the units (drawn over every route), and its last hex is outlined.
bool route_under_units(const Frame& frame, const gcacw::Outcome& outcome);
/// The resolved route with the loss of each step.
void draw_outcome(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome);
/// The hexes where units left play, outlined, and a callout under the map (from `map_bottom`)
/// naming each unit with its fate and hex; returns how far right and down the callout reaches
/// (the map's left edge and `map_bottom` when there is none).
Extent draw_fates(SvgWriter& out, const Frame& frame, const gcacw::Outcome& outcome,
                  double map_bottom);
/// The legend, the unit list and summaries of the layers, from `top_left` downwards.
Extent draw_legend(SvgWriter& out, const Frame& frame, const GcacwLayers& layers, Point top_left);

}  // namespace skedaddle::svg::detail
