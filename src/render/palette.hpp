// SPDX-License-Identifier: MIT
// Colours, sizes and names shared by the pictures (one place to tune them); each game's
// render/palette.hpp adds its own (for GCACW, the first picture drawn, these are its own).
#pragma once

#include <string_view>

#include "skedaddle/core/ids.hpp"

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

}  // namespace skedaddle::render::detail::palette
