// SPDX-License-Identifier: MIT
// The GCACW picture's colours and sizes, beside the shared palette (render/palette.hpp).
#pragma once

#include <string_view>

#include "render/palette.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::svg::detail::palette {

inline constexpr std::string_view kCity = "#a89580";
inline constexpr std::string_view kZoc = "#e8590c";
inline constexpr double kZocOpacity = 0.22;
inline constexpr std::string_view kRoad = "#8b5a2b";
inline constexpr std::string_view kPike = "#7a4a1e";
inline constexpr std::string_view kRailroad = "#111111";
inline constexpr std::string_view kProhibited = "#d62828";
inline constexpr std::string_view kActiveOutline = "#ff9f1c";
inline constexpr std::string_view kDestroyed = "#7b2cbf";  ///< cross where a stack is destroyed

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

}  // namespace skedaddle::svg::detail::palette
