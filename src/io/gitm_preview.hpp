// SPDX-License-Identifier: MIT
// Private to io: what the dice may do with a GITM/ROTD request, gathered once for the JSON and
// text option writers from the engine's queries (direction_verdicts, rout_block).
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "skedaddle/rules/gitm.hpp"

namespace skedaddle::io::detail {

/// Why the first square of a direction cannot be entered (GI-4).
enum class FirstBlock : std::uint8_t { off_map, impassable, hostile, corners };

constexpr std::string_view first_block_name(FirstBlock b) {
  constexpr std::array<std::string_view, 4> names = {"off_map", "impassable", "hostile", "corners"};
  return names[static_cast<std::size_t>(b)];
}

constexpr std::string_view first_block_text(FirstBlock b) {
  constexpr std::array<std::string_view, 4> texts = {
      "off the tactical map (GI-4)", "impassable terrain (GI-4)",
      "an enemy or neutral unit stands there (GI-4)",
      "the diagonal step passes between occupied corner squares (GI-4)"};
  return texts[static_cast<std::size_t>(b)];
}

/// One direction of one unit.
struct DirectionPreview {
  Dir8 dir = Dir8::n;
  gitm::DirectionVerdict verdict = gitm::DirectionVerdict::candidate;
  Square first{};                         ///< the first square that way
  std::optional<FirstBlock> blocked{};    ///< tactical moves: why the first square is out
  std::optional<gitm::RoutBlock> rout{};  ///< routs: why the strategic move is impossible
};

/// One unit of the request.
struct UnitPreview {
  UnitId unit{};
  bool exhausted = false;            ///< fall backs: fatigue >= 16 after a lost melee (GI-6)
  std::optional<int> trap_chance{};  ///< fall backs: the trapped roll's chance in percent
  std::vector<int> distances;        ///< the distances the die can give (empty for a rout)
  std::array<DirectionPreview, kDir8Count> directions{};
};

/// True for the GI-2 verdicts (the direction is invalid).
constexpr bool invalid_verdict(gitm::DirectionVerdict v) {
  return v == gitm::DirectionVerdict::own_movement || v == gitm::DirectionVerdict::enemy_arrival;
}

inline bool hostile_at(const gitm::Scenario& s, std::size_t self, Square at) {
  for (std::size_t k = 0; k < s.units.size(); ++k) {
    const gitm::Unit& o = s.units[k];
    if (k != self && o.square == at && o.allegiance != gitm::Allegiance::friendly) return true;
  }
  return false;
}

/// The first-square test of GI-4 (mirrors the engine's, which it does not export).
inline std::optional<FirstBlock> first_block(const gitm::Scenario& s, std::size_t self, Square from,
                                             Dir8 d) {
  const Square to = neighbor(from, d);
  if (!s.field.map.contains(to)) return FirstBlock::off_map;
  if (s.field.blocked(to)) return FirstBlock::impassable;
  if (hostile_at(s, self, to)) return FirstBlock::hostile;
  if (!is_diagonal(d)) return std::nullopt;
  const std::array<Square, 2> c = corner_squares(from, d);
  if (corners_block(s.options.corner_rule(), hostile_at(s, self, c[0]),
                    hostile_at(s, self, c[1]))) {
    return FirstBlock::corners;
  }
  return std::nullopt;
}

/// Every unit of the request, previewed on the scenario as given.
inline std::vector<UnitPreview> preview_gitm(const gitm::Scenario& s) {
  std::vector<UnitPreview> out;
  const gitm::Request& req = s.request;
  const bool rout = req.kind == gitm::RequestKind::rout;
  const bool fall_back =
      req.kind == gitm::RequestKind::fall_back || req.kind == gitm::RequestKind::end_of_battle;
  for (const UnitId id : req.units) {
    const std::size_t i = index_of(id);
    const gitm::Unit& u = s.units[i];
    UnitPreview p;
    p.unit = id;
    if (fall_back) {
      p.exhausted = req.lost_melee && u.fatigue >= gitm::kExhaustedFatigue;
      p.trap_chance = s.options.trap_chance[static_cast<std::size_t>(req.flanks_turned)];
      p.distances = {1};
    } else if (!rout) {
      if (req.distance) {
        p.distances = {*req.distance};
      } else {
        for (int k = 1; k <= gitm::kRetreatMax; ++k)
          p.distances.push_back(k);
      }
    }
    const std::array<gitm::DirectionVerdict, kDir8Count> verdicts =
        gitm::direction_verdicts(s, s.units, id, u.square);
    for (const Dir8 d : kDir8s) {
      DirectionPreview& dp = p.directions[static_cast<std::size_t>(d)];
      dp.dir = d;
      dp.verdict = verdicts[static_cast<std::size_t>(d)];
      dp.first = neighbor(u.square, d);
      if (invalid_verdict(dp.verdict)) continue;
      if (rout) {
        dp.rout = gitm::rout_block(s, s.units, id, d);
      } else {
        dp.blocked = first_block(s, i, u.square, d);
      }
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace skedaddle::io::detail
