// SPDX-License-Identifier: MIT
// Random Jacobite Rising battlefields and requests, drawn portably from a seeded engine, for the
// properties and references checked on random boards.
#pragma once

#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "jacobite/tests/builder.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {

/// A random battlefield of `columns` x `rows` hexes (13 x 11 unless said) and request; may be
/// invalid (the caller runs check()).
inline Scenario random_scenario(std::mt19937_64& rng, int columns = 13, int rows = 11) {
  Scenario s = test::jr_board(columns, rows, test::chance(rng, 50) ? Edge::top : Edge::bottom);
  const HexGrid& g = s.board.grid();
  std::vector<Hex> open;
  for (int i = 0; i < g.size(); ++i) {
    const Hex h = g.hex_at(i);
    if (test::chance(rng, 8)) {
      s.board.set_terrain(h, Terrain::impassable);
    } else {
      open.push_back(h);
      if (test::chance(rng, 10)) s.board.set_ignores_flag(h, true);
    }
  }
  if (open.empty()) {  // a tiny board all impassable: one hex stays open for the units
    s.board.set_terrain(g.hex_at(0), Terrain::clear);
    open.push_back(g.hex_at(0));
  }
  // Units cluster in a band of rows so that they meet.
  const int units = test::between(rng, 8, 40);
  std::map<Hex, Side> taken;
  for (int k = 0; k < units; ++k) {
    const Hex h = open[test::below(rng, open.size())];
    if (taken.count(h)) continue;
    const Side side = test::chance(rng, 50) ? Side::first : Side::second;
    // One draw a statement, in GCC's order (it evaluates a call's arguments right to left, clang
    // left to right), so that both compilers draw the boards GCC drew before.
    const int blocks = test::between(rng, 1, 4);
    const auto type = static_cast<UnitType>(test::below(rng, 7));
    const UnitId id = test::jr_unit(s, "u" + std::to_string(k), side, type, h, blocks);
    if (test::chance(rng, 30)) s.units[index_of(id)].melee_dice = test::between(rng, 1, 4);
    taken[h] = side;
  }
  const int leaders = test::between(rng, 0, 8);
  std::set<Hex> led;
  for (int k = 0; k < leaders; ++k) {
    const Hex h = open[test::below(rng, open.size())];
    if (led.count(h)) continue;
    const auto it = taken.find(h);
    const Side side =
        it != taken.end() ? it->second : (test::chance(rng, 50) ? Side::first : Side::second);
    test::jr_leader(s, "l" + std::to_string(k), side, h);
    led.insert(h);
  }
  s.options.retreat_loss_leader_check = test::chance(rng, 70);

  std::vector<UnitId> blocks;
  std::vector<UnitId> cavalry;
  std::vector<UnitId> lone;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const UnitId id{static_cast<std::uint32_t>(i)};
    const Unit& u = s.units[i];
    if (!u.is_leader()) {
      blocks.push_back(id);
      if (u.type == UnitType::cavalry) cavalry.push_back(id);
    } else if (!taken.count(u.hex)) {
      lone.push_back(id);
    }
  }
  Request& r = s.request;
  r.combat = test::chance(rng, 50) ? CombatKind::melee : CombatKind::ranged;
  r.attacker = static_cast<Arm>(test::below(rng, 3));
  r.mode = static_cast<AttackMode>(test::below(rng, 4));
  const int roll = test::between(rng, 1, 100);
  if (roll <= 15 && !lone.empty()) {
    r.kind = RequestKind::leader_attacked;
    r.target = lone[test::below(rng, lone.size())];
    r.attack_dice = test::between(rng, 1, 5);
  } else if (roll <= 30 && !cavalry.empty()) {
    r.kind = RequestKind::retire_and_rally;
    r.target = cavalry[test::below(rng, cavalry.size())];
    r.combat = CombatKind::melee;
  } else if (!blocks.empty()) {
    r.kind = RequestKind::combat;
    r.target = blocks[test::below(rng, blocks.size())];
    const int have = s.units[index_of(r.target)].blocks;
    r.hits = test::chance(rng, 35) ? test::between(rng, 1, have) : 0;
    r.flags = test::between(rng, test::chance(rng, 85) ? 1 : 0, 3);
  }
  return s;
}

}  // namespace skedaddle::jacobite
