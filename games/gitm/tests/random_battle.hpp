// SPDX-License-Identifier: MIT
// A random GITM / ROTD battle for the brute-force references (ALL-6's later units, each
// decision's figures): a few losers in one square of a random map, others around it.
#pragma once

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "gitm/tests/builder.hpp"
#include "skedaddle/gitm/rules.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::test {

/// A battle on a random map of `columns` x `rows` squares (the tactical map's 15 x 15 unless
/// said): two or three losers in one square at the end of the battle (or one
/// unit's retreat, rout or fall back), friends, enemies and neutrals around, some sharing
/// squares (GI-8 revised).
inline gitm::Scenario gi_random_battle(std::mt19937_64& rng, int columns = 15, int rows = 15) {
  gitm::Scenario s = gi_field(chance(rng, 50) ? gitm::Variant::gitm : gitm::Variant::rotd);
  s.field.map = SquareGrid(columns, rows);
  s.field.impassable.assign(static_cast<std::size_t>(s.field.map.size()), 0);
  for (auto& cell : s.field.impassable)
    cell = chance(rng, 10) ? 1 : 0;
  const Square battle{between(rng, 0, columns - 1), between(rng, 0, rows - 1)};
  s.field.impassable[static_cast<std::size_t>(s.field.map.index(battle))] = 0;
  const auto any_dir = [&] { return kDir8s[below(rng, kDir8Count)]; };
  std::vector<UnitId> losers;
  const int n = between(rng, 1, 3);
  for (int i = 0; i < n; ++i) {
    const std::optional<Dir8> moved =
        chance(rng, 40) ? std::optional<Dir8>(any_dir()) : std::nullopt;
    losers.push_back(gi_unit(s, "BR" + std::to_string(i + 1) + "IN", gitm::Allegiance::friendly,
                             battle, moved, between(rng, 0, 18)));
  }
  gi_unit(s, "FR1IN", gitm::Allegiance::enemy, battle,
          chance(rng, 50) ? std::optional<Dir8>(any_dir()) : std::nullopt);
  const int others = between(rng, 0, 8);
  for (int i = 0; i < others; ++i) {
    const Square q{battle.col + between(rng, -3, 3), battle.row + between(rng, -3, 3)};
    if (!s.field.map.contains(q) || s.field.blocked(q) || q == battle) continue;
    const gitm::Allegiance a = chance(rng, 40)   ? gitm::Allegiance::friendly
                               : chance(rng, 50) ? gitm::Allegiance::enemy
                                                 : gitm::Allegiance::neutral;
    gi_unit(s, "XX" + std::to_string(i + 1) + "IN", a, q);
  }
  const gitm::RequestKind kinds[] = {gitm::RequestKind::retreat, gitm::RequestKind::rout,
                                     gitm::RequestKind::fall_back, gitm::RequestKind::end_of_battle,
                                     gitm::RequestKind::end_of_battle};
  const gitm::RequestKind kind = kinds[below(rng, 5)];
  if (kind != gitm::RequestKind::end_of_battle) losers.resize(1);
  gi_request(s, kind, losers, battle);
  s.request.flanks_turned = between(rng, 0, 2);
  s.request.lost_melee = chance(rng, 70);
  return s;
}

}  // namespace skedaddle::test
