// SPDX-License-Identifier: MIT
// The Grande Tactique picture's colours and sizes, beside the shared palette (render/palette.hpp).
#pragma once

#include <string_view>

#include "render/palette.hpp"

namespace skedaddle::svg::detail::palette {

/// The Grande Tactique picture (a measured table in inches).
namespace grande_tactique {

inline constexpr double kPpi = 16.0;  ///< pixels per inch of the table
/// Inches of the table shown around the action, on every side, in a cropped picture.
inline constexpr double kCropMargin = 3.0;
/// Inches a cropped picture shows at least, across and deep.
inline constexpr double kCropMinSpan = 18.0;
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

}  // namespace grande_tactique

}  // namespace skedaddle::svg::detail::palette
