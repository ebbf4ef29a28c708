// SPDX-License-Identifier: MIT
// The Jacobite Rising picture's colours and sizes, beside the shared palette (render/palette.hpp).
#pragma once

#include <string_view>

#include "render/palette.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::svg::detail::palette {

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
constexpr std::string_view type_short(skedaddle::jacobite::UnitType type) {
  switch (type) {
    case skedaddle::jacobite::UnitType::grenadier:
      return "Gren";
    case skedaddle::jacobite::UnitType::regular:
      return "Reg";
    case skedaddle::jacobite::UnitType::highland:
      return "High";
    case skedaddle::jacobite::UnitType::lowland:
      return "Low";
    case skedaddle::jacobite::UnitType::militia:
      return "Mil";
    case skedaddle::jacobite::UnitType::cavalry:
      return "Cav";
    case skedaddle::jacobite::UnitType::artillery:
      return "Art";
    case skedaddle::jacobite::UnitType::leader:
      return "Ldr";
  }
  return "?";
}
/// Fill of a terrain (impassable is the shared hatch pattern).
constexpr std::string_view terrain_fill(skedaddle::jacobite::Terrain terrain) {
  switch (terrain) {
    case skedaddle::jacobite::Terrain::clear:
      return kClear;
    case skedaddle::jacobite::Terrain::hill:
      return kHill;
    case skedaddle::jacobite::Terrain::woods:
      return kWoods;
    case skedaddle::jacobite::Terrain::town:
      return kTown;
    case skedaddle::jacobite::Terrain::marsh:
      return kMarsh;
    case skedaddle::jacobite::Terrain::river:
      return kRiver;
    case skedaddle::jacobite::Terrain::impassable:
      return "url(#impassable)";
  }
  return kClear;
}

}  // namespace jacobite

}  // namespace skedaddle::svg::detail::palette
