// SPDX-License-Identifier: MIT
// Colours, sizes and names shared by the layers of the pictures (one place to tune them): the
// GCACW picture, then the Jacobite Rising (namespace jacobite), GITM/ROTD (gitm) and Grande
// Tactique (gt) pictures.
#pragma once

#include <string_view>

#include "skedaddle/core/ids.hpp"
#include "skedaddle/rules/gcacw.hpp"
#include "skedaddle/rules/tricorne.hpp"

namespace skedaddle::render::detail::palette {

inline constexpr double kHexSize = 30.0;  ///< centre to corner, px
inline constexpr double kMargin = 16.0;
inline constexpr double kTitleHeight = 50.0;
inline constexpr double kCounterWidth = 34.0;
inline constexpr double kCounterHeight = 26.0;

inline constexpr std::string_view kClear = "#f3eed6";
inline constexpr std::string_view kCity = "#a89580";
inline constexpr std::string_view kImpassable = "#3d3a36";
inline constexpr std::string_view kImpassableHatch = "#8a857c";
inline constexpr std::string_view kGridLine = "#a29d8c";
inline constexpr std::string_view kHexLabel = "#6b665a";
inline constexpr std::string_view kZoc = "#e8590c";
inline constexpr double kZocOpacity = 0.22;
inline constexpr std::string_view kRoad = "#8b5a2b";
inline constexpr std::string_view kPike = "#7a4a1e";
inline constexpr std::string_view kRailroad = "#111111";
inline constexpr std::string_view kProhibited = "#d62828";
inline constexpr std::string_view kActiveOutline = "#ff9f1c";
inline constexpr std::string_view kStartOutline = "#111111";
inline constexpr std::string_view kStopRing = "#0b7285";
inline constexpr std::string_view kDestroyed = "#7b2cbf";  ///< cross where a stack is destroyed
inline constexpr std::string_view kRoute = "#6a1b9a";
inline constexpr std::string_view kFate = "#c92a2a";

/// Colour of a chart priority: 1 green, 2 lime, 3 amber, 4 orange, 5 red (clamped).
constexpr std::string_view priority_colour(int priority) {
  if (priority <= 1) return "#2f9e44";
  if (priority == 2) return "#94b814";
  if (priority == 3) return "#e6a700";
  if (priority == 4) return "#f76707";
  return "#e03131";
}

/// Counter colour of a side: the first side is the Union (blue), the second the Confederacy.
constexpr std::string_view side_fill(Side side) {
  return side == Side::first ? "#2f5ea8" : "#a3a7ad";
}
/// Text and symbol colour on a counter of a side.
constexpr std::string_view side_ink(Side side) {
  return side == Side::first ? "#ffffff" : "#141414";
}
/// Name of a side in the legend.
constexpr std::string_view side_name(Side side) {
  return side == Side::first ? "Union" : "Confederate";
}
/// Short name of a unit type ("inf", "cav", "art", "ldr").
constexpr std::string_view type_name(gcacw::UnitType type) {
  switch (type) {
    case gcacw::UnitType::infantry:
      return "inf";
    case gcacw::UnitType::cavalry:
      return "cav";
    case gcacw::UnitType::artillery:
      return "art";
    case gcacw::UnitType::leader:
      return "ldr";
  }
  return "?";
}

/// The Jacobite Rising picture.
namespace jacobite {

inline constexpr double kHexSize = 36.0;       ///< centre to corner, px (pointy-topped)
inline constexpr double kBaselineBand = 16.0;  ///< room above and below the map for the baselines
inline constexpr double kCounterWidth = 50.0;
inline constexpr double kCounterHeight = 28.0;
inline constexpr double kLeaderWidth = 44.0;
inline constexpr double kLeaderHeight = 11.0;

inline constexpr std::string_view kHill = "#dcc48e";
inline constexpr std::string_view kWoods = "#9cc082";
inline constexpr std::string_view kTown = "#c2ab94";
inline constexpr std::string_view kMarsh = "#b7d3c6";
inline constexpr std::string_view kRiver = "#8fbfe0";
inline constexpr std::string_view kIgnoreMark = "#1f5e3a";
inline constexpr std::string_view kSectionLine = "#4a4a4a";
inline constexpr std::string_view kBlockInk = "#ffffff";  ///< text on the blocks of both sides
inline constexpr std::string_view kLeaderTrim = "#e0a800";
inline constexpr std::string_view kRemovedFill = "#cfcfcf";
inline constexpr std::string_view kRemovedInk = "#6e6e6e";
inline constexpr std::string_view kPath = "#2f9e44";     ///< a retreat step offered (JR-4)
inline constexpr std::string_view kBlocked = "#c92a2a";  ///< a rear hex not offered
inline constexpr std::string_view kLeaderPath = "#b7791f";
inline constexpr std::string_view kEscape = "#e8590c";
inline constexpr std::string_view kLeaderRoute = "#c2255c";
inline constexpr std::string_view kRallied = "#2b8a3e";
inline constexpr std::string_view kRouted = "#c92a2a";

/// Block colour of a side: Government (the first side) red, Jacobite blue.
constexpr std::string_view side_fill(Side side) {
  return side == Side::first ? "#b3261e" : "#26457d";
}
/// Name of a side in the picture.
constexpr std::string_view side_name(Side side) {
  return side == Side::first ? "Government" : "Jacobite";
}
/// Short name of a unit type on a counter.
constexpr std::string_view type_short(tricorne::UnitType type) {
  switch (type) {
    case tricorne::UnitType::grenadier:
      return "Gren";
    case tricorne::UnitType::regular:
      return "Reg";
    case tricorne::UnitType::highland:
      return "High";
    case tricorne::UnitType::lowland:
      return "Low";
    case tricorne::UnitType::militia:
      return "Mil";
    case tricorne::UnitType::cavalry:
      return "Cav";
    case tricorne::UnitType::artillery:
      return "Art";
    case tricorne::UnitType::leader:
      return "Ldr";
  }
  return "?";
}
/// Fill of a terrain (impassable is the shared hatch pattern).
constexpr std::string_view terrain_fill(tricorne::Terrain terrain) {
  switch (terrain) {
    case tricorne::Terrain::clear:
      return kClear;
    case tricorne::Terrain::hill:
      return kHill;
    case tricorne::Terrain::woods:
      return kWoods;
    case tricorne::Terrain::town:
      return kTown;
    case tricorne::Terrain::marsh:
      return kMarsh;
    case tricorne::Terrain::river:
      return kRiver;
    case tricorne::Terrain::impassable:
      return "url(#impassable)";
  }
  return kClear;
}

}  // namespace jacobite

/// The GITM/ROTD picture (square tactical maps).
namespace gitm {

inline constexpr double kCell = 38.0;           ///< side of a tactical square, px
inline constexpr double kEdgeBand = 26.0;       ///< room around the map for the coordinates
inline constexpr double kNeighborBand = 132.0;  ///< room for the strategic neighbours' labels
inline constexpr double kCounterWidth = 32.0;
inline constexpr double kCounterHeight = 22.0;

inline constexpr std::string_view kFriendly = "#2f5ea8";
inline constexpr std::string_view kEnemy = "#b3261e";
inline constexpr std::string_view kNeutral = "#7d7a5c";
inline constexpr std::string_view kInk = "#ffffff";
inline constexpr std::string_view kFailedFill = "#cfcfcf";
inline constexpr std::string_view kFailedInk = "#6e6e6e";
inline constexpr std::string_view kBattle = "#111111";
inline constexpr std::string_view kMovedIn = "#1b1b1b";
inline constexpr std::string_view kInvalid = "#868e96";  ///< GI-2 cones
inline constexpr std::string_view kHostile = "#c92a2a";
inline constexpr std::string_view kNotPreferred = "#e6a700";
inline constexpr std::string_view kCandidate = "#1971c2";
inline constexpr std::string_view kPreferred = "#2f9e44";
inline constexpr std::string_view kConeOpen = "#2f9e44";
inline constexpr std::string_view kConeBlocked = "#c92a2a";
inline constexpr std::string_view kRout = "#e8590c";

}  // namespace gitm

/// The Grande Tactique picture (a measured table in inches).
namespace gt {

inline constexpr double kPpi = 16.0;        ///< pixels per inch of the table
inline constexpr double kGridStep = 6.0;    ///< inches between grid lines and ruler numbers
inline constexpr double kRulerBand = 40.0;  ///< room outside each table edge for the rulers

inline constexpr std::string_view kTable = "#f3eed6";
inline constexpr std::string_view kGrid = "#d3ccb4";
inline constexpr std::string_view kRuler = "#6b665a";
inline constexpr std::string_view kWoods = "#8fbf73";
inline constexpr std::string_view kWoodsEdge = "#4f7a3a";
inline constexpr std::string_view kBua = "#b9a78f";
inline constexpr std::string_view kBuaEdge = "#6e5a44";
inline constexpr std::string_view kWater = "#7fb2e0";
inline constexpr std::string_view kWaterEdge = "#1f4e79";
inline constexpr std::string_view kFrontEdge = "#111111";
inline constexpr std::string_view kGeneral = "#e0a800";
inline constexpr std::string_view kCauserLine = "#d9480f";  ///< GT-5: the causer's front edge
inline constexpr std::string_view kBehind = "#868e96";      ///< the ground behind that line
inline constexpr std::string_view kCorridor = "#2f9e44";    ///< the way the preview takes
inline constexpr std::string_view kRejected = "#c92a2a";    ///< the straight way, not taken
inline constexpr std::string_view kPasses = "#f08c00";      ///< friends passed through (GT-6)
inline constexpr std::string_view kShaken = "#f08c00";
inline constexpr std::string_view kRouted = "#e03131";
inline constexpr std::string_view kRemovedFill = "#cfcfcf";
inline constexpr std::string_view kRemovedInk = "#6e6e6e";

/// Base colour of a side: the first side blue, the second red.
constexpr std::string_view side_fill(Side side) {
  return side == Side::first ? "#2f5ea8" : "#b3261e";
}
/// Name of a side in the picture.
constexpr std::string_view side_name(Side side) {
  return side == Side::first ? "first side" : "second side";
}

}  // namespace gt

}  // namespace skedaddle::render::detail::palette
