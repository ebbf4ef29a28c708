// SPDX-License-Identifier: MIT
// Private to io: what the dice may do with a GITM/ROTD request, gathered once for the JSON and
// text option writers from the engine's queries (direction_verdicts, rout_block).
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::io::detail {

/// Name of a step block in the options JSON.
constexpr std::string_view first_block_name(gitm::StepBlock b) {
  constexpr std::array<std::string_view, 4> names = {"off_map", "impassable", "hostile", "corners"};
  return names[static_cast<std::size_t>(b)];
}

/// One direction of one unit.
struct DirectionPreview {
  Dir8 dir = Dir8::n;
  gitm::DirectionVerdict verdict = gitm::DirectionVerdict::candidate;
  Square first{};                            ///< the first square that way
  std::optional<gitm::StepBlock> blocked{};  ///< tactical moves: why the first square is out
  std::optional<gitm::RoutBlock> rout{};     ///< routs: why the strategic move is impossible
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
        dp.blocked =
            gitm::step_block(s, s.units, UnitId{static_cast<std::uint32_t>(i)}, u.square, d);
      }
    }
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace skedaddle::io::detail
