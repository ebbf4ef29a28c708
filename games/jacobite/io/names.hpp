// SPDX-License-Identifier: MIT
// Private to io: how Jacobite Rising values are spelled in the scenario, outcome and option
// formats. One table per enum, shared by the reader and the writers so the two never disagree.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/core/place.hpp"
#include "skedaddle/jacobite/notation.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::io::detail {

/// "government" (Side::first) or "jacobite" (Side::second).
constexpr std::string_view jacobite_side_name(Side side) {
  return side == Side::first ? "government" : "jacobite";
}

/// Unit types in the order of the enumeration (the scenario's "type").
inline constexpr std::array<jacobite::UnitType, 8> kJacobiteTypes = {
    jacobite::UnitType::grenadier, jacobite::UnitType::regular, jacobite::UnitType::highland,
    jacobite::UnitType::lowland,   jacobite::UnitType::militia, jacobite::UnitType::cavalry,
    jacobite::UnitType::artillery, jacobite::UnitType::leader};

/// Terrain names in the order of the enumeration.
inline constexpr std::array<std::string_view, 7> kJacobiteTerrainNames = {
    "clear", "hill", "woods", "town", "marsh", "river", "impassable"};

/// Die faces in the order of the enumeration.
inline constexpr std::array<jacobite::Face, 5> kJacobiteFaces = {
    jacobite::Face::infantry, jacobite::Face::cavalry, jacobite::Face::artillery,
    jacobite::Face::saber, jacobite::Face::flag};

/// "on_board", "eliminated", "routed" or "left_board".
constexpr std::string_view jacobite_status_name(jacobite::Status status) {
  switch (status) {
    case jacobite::Status::on_board:
      return "on_board";
    case jacobite::Status::eliminated:
      return "eliminated";
    case jacobite::Status::routed:
      return "routed";
    case jacobite::Status::left_board:
      return "left_board";
  }
  return "?";
}

/// "ranged" or "melee".
constexpr std::string_view combat_name(jacobite::CombatKind kind) {
  return kind == jacobite::CombatKind::ranged ? "ranged" : "melee";
}

/// "infantry", "cavalry" or "artillery".
constexpr std::string_view arm_name(jacobite::Arm arm) {
  switch (arm) {
    case jacobite::Arm::infantry:
      return "infantry";
    case jacobite::Arm::cavalry:
      return "cavalry";
    case jacobite::Arm::artillery:
      return "artillery";
  }
  return "?";
}

/// "ordered", "battle_back", "first_strike" or "ambush".
constexpr std::string_view mode_name(jacobite::AttackMode mode) {
  switch (mode) {
    case jacobite::AttackMode::ordered:
      return "ordered";
    case jacobite::AttackMode::battle_back:
      return "battle_back";
    case jacobite::AttackMode::first_strike:
      return "first_strike";
    case jacobite::AttackMode::ambush:
      return "ambush";
  }
  return "?";
}

/// "leader", "support", "lone_leader", "grenadier", "highland" or "terrain".
constexpr std::string_view ignore_source_name(jacobite::IgnoreSource source) {
  switch (source) {
    case jacobite::IgnoreSource::leader:
      return "leader";
    case jacobite::IgnoreSource::support:
      return "support";
    case jacobite::IgnoreSource::lone_leader:
      return "lone_leader";
    case jacobite::IgnoreSource::grenadier:
      return "grenadier";
    case jacobite::IgnoreSource::highland:
      return "highland";
    case jacobite::IgnoreSource::terrain:
      return "terrain";
  }
  return "?";
}

/// "step", "escape" or "leave".
constexpr std::string_view leader_move_name(jacobite::LeaderMove how) {
  switch (how) {
    case jacobite::LeaderMove::step:
      return "step";
    case jacobite::LeaderMove::escape:
      return "escape";
    case jacobite::LeaderMove::leave:
      return "leave";
  }
  return "?";
}

/// The unit a leader in `units` (final or initial state) is attached to: a friendly unit on the
/// board in his hex, when he is on the board himself.
inline std::optional<std::size_t> attached_to(const std::vector<jacobite::Unit>& units,
                                              std::size_t leader) {
  const jacobite::Unit& l = units[leader];
  if (!l.is_leader() || l.status != jacobite::Status::on_board) return std::nullopt;
  for (std::size_t i = 0; i < units.size(); ++i) {
    const jacobite::Unit& u = units[i];
    if (!u.is_leader() && u.status == jacobite::Status::on_board && u.side == l.side &&
        u.hex == l.hex) {
      return i;
    }
  }
  return std::nullopt;
}

/// Names hexes, units and die faces of one Jacobite Rising scenario in its own notation.
class JacobiteNamer {
 public:
  explicit JacobiteNamer(const jacobite::Scenario& game) : game_(game) {}

  /// The offset system of the board.
  OffsetSystem system() const { return game_.board.grid().system(); }
  /// The label of a hex ("F5").
  std::string hex(Hex h) const { return jacobite_hex_label(h, system()); }
  /// The label of a place (a hex).
  std::string place(const Place& p) const { return hex(std::get<Hex>(p)); }
  /// The label of a neighbour that may be off the board: its label when it has one, else "-".
  std::string hex_or_dash(Hex h) const {
    return has_jacobite_label(h, system()) ? hex(h) : std::string("-");
  }
  /// The scenario's unit of an id.
  const jacobite::Unit& unit(UnitId id) const {
    SKD_ASSERT(index_of(id) < game_.units.size(), "a unit id outside its scenario");
    return game_.units[index_of(id)];
  }
  /// The name of a unit ("Atholl Brigade").
  const std::string& unit_name(UnitId id) const { return unit(id).id; }
  /// The face a roll shows on the scenario's die (1-6), or nothing for another number.
  std::optional<jacobite::Face> face(int roll) const {
    if (roll < 1 || roll > 6) return std::nullopt;
    return game_.options.die[static_cast<std::size_t>(roll - 1)];
  }
  /// The name of the face a roll shows ("flag"), or the number for a roll outside 1-6.
  std::string face_name(int roll) const {
    const std::optional<jacobite::Face> f = face(roll);
    return f ? std::string(jacobite::face_name(*f)) : std::to_string(roll);
  }
  /// The game.
  const jacobite::Scenario& game() const { return game_; }

 private:
  const jacobite::Scenario& game_;
};

}  // namespace skedaddle::io::detail
