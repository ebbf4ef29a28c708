// SPDX-License-Identifier: MIT
// Private to io: how GITM/ROTD values are spelled in the scenario, outcome and option formats.
// One table per enum, shared by the reader and the writers so the two never disagree.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "skedaddle/gitm/notation.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::io::detail {

/// Allegiances in the order of the enumeration.
inline constexpr std::array<std::string_view, 3> kGitmAllegianceNames = {"friendly", "enemy",
                                                                         "neutral"};
/// Request kinds in the order of the enumeration.
inline constexpr std::array<std::string_view, 4> kGitmRequestKindNames = {
    "retreat", "rout", "fall_back", "end_of_battle"};

/// Tactical terrain names: only "impassable" (the first) stops a move; the others are
/// accepted for the reader's sake and passable (GI-4).
inline constexpr std::array<std::string_view, 8> kGitmTacticalTerrainNames = {
    "impassable", "open", "woods", "hill", "rough", "town", "marsh", "stream"};
/// Strategic terrain names (CONTEXT §2): the first five are impassable for a rout (GI-5).
inline constexpr std::array<std::string_view, 12> kGitmStrategicTerrainNames = {
    "impassable", "water",  "high_mountain", "swamp",    "desert", "open",
    "hill",       "forest", "forested_hill", "mountain", "marsh",  "high_desert"};
inline constexpr std::size_t kGitmImpassableStrategic = 5;

/// "friendly", "enemy" or "neutral".
constexpr std::string_view gitm_allegiance_name(gitm::Allegiance a) {
  return kGitmAllegianceNames[static_cast<std::size_t>(a)];
}

/// "gitm" or "rotd".
constexpr std::string_view gitm_variant_name(gitm::Variant v) {
  return v == gitm::Variant::gitm ? "gitm" : "rotd";
}

/// The verb of a request kind in the game's messages: "retreat", "rout", "fall back".
constexpr std::string_view gitm_request_kind_name(gitm::RequestKind k) {
  return kGitmRequestKindNames[static_cast<std::size_t>(k)];
}

/// Names of direction verdicts in the options format.
constexpr std::string_view gitm_verdict_name(gitm::DirectionVerdict v) {
  switch (v) {
    case gitm::DirectionVerdict::own_movement:
      return "own_movement";
    case gitm::DirectionVerdict::enemy_arrival:
      return "enemy_arrival";
    case gitm::DirectionVerdict::hostile_adjacent:
      return "hostile_adjacent";
    case gitm::DirectionVerdict::not_preferred:
      return "not_preferred";
    case gitm::DirectionVerdict::preferred:
      return "preferred";
    case gitm::DirectionVerdict::candidate:
      return "candidate";
    case gitm::DirectionVerdict::rout_valid:
      return "valid";
  }
  return "?";
}

/// Names of rout blocks in the options format.
constexpr std::string_view gitm_rout_block_name(gitm::RoutBlock b) {
  switch (b) {
    case gitm::RoutBlock::fatigue:
      return "fatigue";
    case gitm::RoutBlock::enemy_in_cone:
      return "enemy_in_cone";
    case gitm::RoutBlock::off_map:
      return "off_map";
    case gitm::RoutBlock::impassable:
      return "impassable";
    case gitm::RoutBlock::crossing:
      return "crossing";
    case gitm::RoutBlock::marsh:
      return "marsh";
  }
  return "?";
}

/// "either" or "both".
constexpr std::string_view corner_rule_name(CornerRule r) {
  return r == CornerRule::either ? "either" : "both";
}

/// "own" or "shared".
constexpr std::string_view cone_edges_name(ConeEdges e) {
  return e == ConeEdges::own ? "own" : "shared";
}

}  // namespace skedaddle::io::detail
