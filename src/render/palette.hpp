// SPDX-License-Identifier: MIT
// Colours and sizes shared by the pictures (one place to tune them); each game's
// render/palette.hpp adds its own.
#pragma once

#include <string_view>

namespace skedaddle::svg::detail::palette {

inline constexpr double kHexSize = 30.0;  ///< centre to corner, px
inline constexpr double kMargin = 16.0;
/// Hexes (or squares) drawn around the action, on every side, in a cropped picture.
inline constexpr int kCropMargin = 2;
inline constexpr double kTitleHeight = 50.0;
inline constexpr double kCounterWidth = 34.0;
inline constexpr double kCounterHeight = 26.0;

inline constexpr std::string_view kClear = "#f3eed6";
inline constexpr std::string_view kImpassable = "#3d3a36";
inline constexpr std::string_view kImpassableHatch = "#8a857c";
inline constexpr std::string_view kGridLine = "#a29d8c";
inline constexpr std::string_view kHexLabel = "#6b665a";
inline constexpr std::string_view kStartOutline = "#111111";
inline constexpr std::string_view kStopRing = "#0b7285";
inline constexpr std::string_view kRoute = "#6a1b9a";
inline constexpr std::string_view kFate = "#c92a2a";
/// The odds layer (render --odds): places shaded in it by their chance, and its labels' ink.
inline constexpr std::string_view kOdds = "#5f3dc4";
inline constexpr std::string_view kOddsInk = "#2b1a6b";

}  // namespace skedaddle::svg::detail::palette
