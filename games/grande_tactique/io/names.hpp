// SPDX-License-Identifier: MIT
// Private to io: how Grande Tactique values are spelled in the scenario, outcome and option
// formats, and how inches and degrees are written. One table per enum, shared by the reader and
// the writers so the two never disagree.
#pragma once

#include <array>
#include <cmath>
#include <string>
#include <string_view>

#include "io/rounding.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io::detail {

/// The ruleset's name in the format.
inline constexpr std::string_view kGtRuleset = "grande-tactique";

/// Arms in the order of the enumeration.
inline constexpr std::array<std::string_view, 5> kGtArmNames = {
    "infantry", "cavalry", "foot_artillery", "horse_artillery", "general"};
/// Qualities in the order of the enumeration.
inline constexpr std::array<std::string_view, 3> kGtQualityNames = {"raw", "normal", "veteran"};
/// Morale states in the order of the enumeration.
inline constexpr std::array<std::string_view, 3> kGtStateNames = {"eager", "shaken", "routed"};
/// Table edges in the order of the enumeration.
inline constexpr std::array<std::string_view, 4> kGtEdgeNames = {"north", "east", "south", "west"};
/// Terrain kinds in the order of the enumeration.
inline constexpr std::array<std::string_view, 3> kGtTerrainNames = {"woods", "bua", "impassable"};
/// Request kinds in the order of the enumeration.
inline constexpr std::array<std::string_view, 6> kGtRequestKindNames = {
    "flee", "morale_check", "continue_flight", "rally", "charge_routed", "withdraw"};
/// Causes of flight in the order of the enumeration.
inline constexpr std::array<std::string_view, 5> kGtCauseNames = {"charge", "fire", "grapeshot",
                                                                  "morale_check", "own_charge"};
/// Rejections in the order of the enumeration ("none" for a way taken).
inline constexpr std::array<std::string_view, 11> kGtRejectionNames = {
    "none",          "not_infantry",     "no_cover",     "cover_occupied",
    "cover_too_far", "corridor_blocked", "no_gap",       "behind_causer",
    "enemy_in_line", "gap_end_blocked",  "cover_no_room"};

template <class E, std::size_t N>
constexpr std::string_view gt_name(const std::array<std::string_view, N>& names, E value) {
  return names[static_cast<std::size_t>(value)];
}

/// "infantry", "cavalry", ...
constexpr std::string_view gt_arm_name(grande_tactique::Arm a) {
  return gt_name(kGtArmNames, a);
}
/// "eager", "shaken" or "routed".
constexpr std::string_view gt_state_name(grande_tactique::State s) {
  return gt_name(kGtStateNames, s);
}
/// "north", "east", "south" or "west".
constexpr std::string_view gt_edge_name(grande_tactique::Edge e) {
  return gt_name(kGtEdgeNames, e);
}
/// "flee", "morale_check", ...
constexpr std::string_view gt_request_kind_name(grande_tactique::RequestKind k) {
  return gt_name(kGtRequestKindNames, k);
}
/// "charge", "fire", ...
constexpr std::string_view gt_cause_name(grande_tactique::Cause c) {
  return gt_name(kGtCauseNames, c);
}
/// "none", "not_infantry", ...
constexpr std::string_view gt_rejection_name(grande_tactique::Rejection r) {
  return gt_name(kGtRejectionNames, r);
}

/// The scenario's name of a side; "first" or "second" for a scenario built in code without
/// side names.
inline std::string_view gt_side_name(const LoadedScenario& scenario, Side side) {
  const auto i = static_cast<std::size_t>(side);
  if (i < scenario.sides.size()) return scenario.sides[i];
  return side == Side::first ? "first" : "second";
}

/// A length for text: at most two decimals, trailing zeros dropped ("10", "10.5", "3.25").
inline std::string gt_inches(double v) {
  const double r = std::round(v * 100.0) / 100.0;
  const long long hundredths = std::llround(r * 100.0);
  const long long whole = (hundredths < 0 ? -hundredths : hundredths) / 100;
  const long long frac = (hundredths < 0 ? -hundredths : hundredths) % 100;
  std::string out = (hundredths < 0 ? "-" : "") + std::to_string(whole);
  if (frac != 0) {
    out += '.';
    out += static_cast<char>('0' + frac / 10);
    if (frac % 10 != 0) out += static_cast<char>('0' + frac % 10);
  }
  return out;
}

/// A point for text: "(10, 3.5)".
inline std::string gt_point(Vec2 p) {
  return "(" + gt_inches(p.x) + ", " + gt_inches(p.y) + ")";
}

/// A facing for text and JSON: its compass bearing in degrees, rounded as rounded_to_millionth, 360
/// as 0.
inline double gt_bearing(Vec2 facing) {
  const double b = rounded_to_millionth(bearing_of(facing));
  return b >= 360.0 ? 0.0 : b;
}

}  // namespace skedaddle::io::detail
