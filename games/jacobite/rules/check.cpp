// SPDX-License-Identifier: MIT
// Semantic validation of a Jacobite Rising scenario: board, stacking, the request. Pointers
// follow the scenario format (docs/format.md).
#include <map>
#include <string>

#include "jacobite/rules/quoted.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {
namespace {

std::string unit_ptr(std::size_t i, std::string_view field) {
  return "/units/" + std::to_string(i) + "/" + std::string(field);
}

void check_board(const Scenario& s, Errors& errors) {
  const HexGrid& grid = s.board.grid();
  if (grid.rows() < 2 || grid.rows() > kMaxRows) {
    errors.push_back({"/board/rows", "expected from 2 to " + std::to_string(kMaxRows) + " rows"});
  }
  if (grid.columns() < 1 || grid.columns() > kMaxColumns) {
    errors.push_back(
        {"/board/columns", "expected from 1 to " + std::to_string(kMaxColumns) + " columns"});
  }
}

void check_units(const Scenario& s, Errors& errors) {
  std::map<std::string, std::size_t, std::less<>> seen;
  std::map<int, std::size_t> unit_in;    // hex index -> first unit there
  std::map<int, std::size_t> leader_in;  // hex index -> first leader there
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (u.id.empty()) errors.push_back({unit_ptr(i, "id"), "expected a non-empty unit id"});
    if (auto [it, fresh] = seen.emplace(u.id, i); !fresh && !u.id.empty()) {
      errors.push_back(
          {unit_ptr(i, "id"),
           "unit id " + quoted(u.id) + " is already used by /units/" + std::to_string(it->second)});
    }
    if (u.status != Status::on_board) {
      errors.push_back({unit_ptr(i, "status"), "a scenario's units start on the board"});
    }
    if (u.is_leader() && u.blocks != 0) {
      errors.push_back({unit_ptr(i, "blocks"), "a leader has no blocks"});
    }
    if (!u.is_leader() && (u.blocks < 1 || u.blocks > kFullStrength)) {
      errors.push_back({unit_ptr(i, "blocks"), "expected from 1 to 4 blocks"});
    }
    if (u.melee_dice && (u.is_leader() || *u.melee_dice < 1 || *u.melee_dice > kMaxDice)) {
      errors.push_back({unit_ptr(i, "melee_dice"),
                        u.is_leader()
                            ? "a leader rolls no melee dice of his own"
                            : "expected from 1 to " + std::to_string(kMaxDice) + " melee dice"});
    }
    if (!s.board.contains(u.hex)) {
      errors.push_back({unit_ptr(i, "hex"), "unit " + quoted(u.id) + " is off the board"});
      continue;
    }
    if (s.board.terrain(u.hex) == Terrain::impassable) {
      errors.push_back(
          {unit_ptr(i, "hex"), "unit " + quoted(u.id) + " stands in impassable terrain"});
    }
    const int index = s.board.grid().index(u.hex);
    auto& slots = u.is_leader() ? leader_in : unit_in;
    if (auto [it, fresh] = slots.emplace(index, i); !fresh) {
      errors.push_back(
          {unit_ptr(i, "hex"),
           std::string(u.is_leader() ? "a second leader" : "a second unit") +
               " in the hex of /units/" + std::to_string(it->second) +
               (u.is_leader() ? " (at most one leader per hex)" : " (at most one unit per hex)")});
    }
  }
  // A leader may share a hex only with a unit of his own side.
  for (const auto& [index, leader] : leader_in) {
    const auto unit = unit_in.find(index);
    if (unit != unit_in.end() && s.units[unit->second].side != s.units[leader].side) {
      errors.push_back({unit_ptr(leader, "hex"), "leader " + quoted(s.units[leader].id) +
                                                     " stands with the enemy unit /units/" +
                                                     std::to_string(unit->second)});
    }
  }
}

void check_request(const Scenario& s, Errors& errors) {
  const Request& r = s.request;
  const std::size_t target = index_of(r.target);
  const char* target_key =
      r.kind == RequestKind::leader_attacked ? "/request/leader" : "/request/unit";
  if (target >= s.units.size()) {
    errors.push_back({target_key, "expected a unit of the scenario"});
    return;
  }
  const Unit& u = s.units[target];
  if (r.attacker == Arm::cavalry && r.combat == CombatKind::ranged) {
    errors.push_back({"/request/attacker", "cavalry fights in melee only"});
  }
  switch (r.kind) {
    case RequestKind::combat:
      if (u.is_leader()) {
        errors.push_back({target_key, quoted(u.id) +
                                          " is a leader: attack a lone leader with "
                                          "\"leader_attacked\", an attached one through his unit"});
        return;
      }
      if (r.hits < 0 || r.hits > u.blocks) {
        errors.push_back({"/request/hits", "expected from 0 to the unit's " +
                                               std::to_string(u.blocks) + " blocks, got " +
                                               std::to_string(r.hits)});
      }
      if (r.flags < 0 || r.flags > kMaxDice) {
        errors.push_back({"/request/flags", "expected from 0 to " + std::to_string(kMaxDice) +
                                                ", got " + std::to_string(r.flags)});
      }
      break;
    case RequestKind::leader_attacked:
      if (!u.is_leader()) {
        errors.push_back({target_key, quoted(u.id) + " is not a leader"});
        return;
      }
      // The rules' limits on whom a lone-leader attack may target are refusals (refusal.cpp).
      if (r.attack_dice < 1 || r.attack_dice > kMaxDice) {
        errors.push_back(
            {"/request/dice", "expected from 1 to " + std::to_string(kMaxDice) + " battle dice"});
      }
      break;
    case RequestKind::retire_and_rally:
      // Who may retire and rally, and when, is a refusal (JR-11, refusal.cpp), not bad input.
      break;
  }
}

}  // namespace

Errors check(const Scenario& scenario) {
  Errors errors;
  check_board(scenario, errors);
  if (!errors.empty()) return errors;
  check_units(scenario, errors);
  check_request(scenario, errors);
  return errors;
}

}  // namespace skedaddle::jacobite
