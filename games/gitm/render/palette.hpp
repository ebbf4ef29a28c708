// SPDX-License-Identifier: MIT
// The GITM/ROTD picture's colours and sizes, beside the shared palette (render/palette.hpp).
#pragma once

#include <string_view>

#include "render/palette.hpp"

namespace skedaddle::svg::detail::palette {

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

}  // namespace skedaddle::svg::detail::palette
