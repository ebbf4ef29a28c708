// SPDX-License-Identifier: MIT
// Semantic validation of a GCACW scenario: stacking, the request and the options. Pointers
// follow the scenario format (docs/format.md).
#include <array>
#include <map>
#include <string>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

namespace {

std::string unit_ptr(std::size_t i, std::string_view field) {
  return "/units/" + std::to_string(i) + "/" + std::string(field);
}

std::string quoted(const std::string& id) {
  return "'" + id + "'";
}

bool same_hex_side(const Unit& u, Hex h, Side side) {
  return u.hex == h && u.side == side;
}

void check_units(const Scenario& s, Errors& errors) {
  std::map<std::string, std::size_t> seen;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (u.id.empty()) errors.push_back({unit_ptr(i, "id"), "expected a non-empty unit id"});
    if (auto [it, fresh] = seen.emplace(u.id, i); !fresh && !u.id.empty()) {
      errors.push_back(
          {unit_ptr(i, "id"),
           "unit id " + quoted(u.id) + " is already used by /units/" + std::to_string(it->second)});
    }
    if (u.status != Status::on_map) {
      errors.push_back({unit_ptr(i, "status"), "a scenario's units start on the map"});
    }
    if (!s.board.contains(u.hex)) {
      errors.push_back({unit_ptr(i, "hex"), "unit " + quoted(u.id) + " is off the board"});
    } else if (s.board.terrain(u.hex) == Terrain::impassable) {
      errors.push_back(
          {unit_ptr(i, "hex"), "unit " + quoted(u.id) + " stands in impassable terrain"});
    }
    if (u.is_combat() && (u.manpower < 1 || u.manpower > kMaxManpower)) {
      errors.push_back(
          {unit_ptr(i, "manpower"),
           "expected manpower from 1 to " + std::to_string(kMaxManpower) + " for a combat unit"});
    }
    if (!u.is_combat() && u.manpower != 0) {
      errors.push_back({unit_ptr(i, "manpower"), "a leader has no manpower"});
    }
    if (u.fatigue < 0 || u.fatigue > 4) {
      errors.push_back({unit_ptr(i, "fatigue"), "expected a fatigue level from 0 to 4"});
    }
    if (!u.is_combat() && u.fatigue != 0) {
      errors.push_back({unit_ptr(i, "fatigue"), "a leader has no fatigue level"});
    }
    if (!u.is_combat() && u.disorganized) {
      errors.push_back({unit_ptr(i, "disorganized"), "a leader cannot be disorganized"});
    }
  }
  // No unit stands in a hex holding an enemy combat unit at rest (DESIGN: board invariants).
  // One pass records the first combat unit of each side in every hex.
  std::map<std::pair<int, int>, std::array<std::size_t, 2>> first_combat;
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (!u.is_combat()) continue;
    auto [it, fresh] = first_combat.try_emplace({u.hex.q, u.hex.r}, std::array{kNone, kNone});
    std::size_t& first = it->second[static_cast<std::size_t>(u.side)];
    if (first == kNone) first = i;
  }
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    const auto it = first_combat.find({u.hex.q, u.hex.r});
    if (it == first_combat.end()) continue;
    const std::size_t enemy = it->second[static_cast<std::size_t>(opponent(u.side))];
    // Of two combat units the later one is reported, so each clash is named once.
    if (enemy == kNone || (u.is_combat() && enemy > i)) continue;
    errors.push_back(
        {unit_ptr(i, "hex"),
         "unit " + quoted(u.id) + " shares its hex with enemy unit " + quoted(s.units[enemy].id)});
  }
}

std::optional<Side> stack_side(const Scenario& s) {
  for (const Unit& u : s.units) {
    if (u.hex == s.request.hex && u.is_combat()) return u.side;
  }
  return std::nullopt;
}

void check_request(const Scenario& s, Errors& errors) {
  const Request& r = s.request;
  const bool option = r.kind == RetreatKind::defender_option;
  if (!s.board.contains(r.hex)) {
    errors.push_back({"/request/hex", "the retreating hex is off the board"});
    return;
  }
  const std::optional<Side> side = stack_side(s);
  if (!side) {
    errors.push_back({"/request/hex", "no combat unit stands in the retreating hex (GC-2)"});
    return;
  }
  if (!r.units.empty() && !option) {
    errors.push_back({"/request/units",
                      "only the defender's retreat option names units; a retreat moves the "
                      "whole stack (GC-2)"});
  }
  if (r.no_effect && !option) {
    errors.push_back({"/request/no_effect", "only the defender's retreat option has a '-' result"});
  }
  bool any_combat = r.units.empty();
  for (std::size_t i = 0; i < r.units.size(); ++i) {
    const std::string ptr = "/request/units/" + std::to_string(i);
    const auto k = index_of(r.units[i]);
    if (k >= s.units.size()) {
      errors.push_back({ptr, "no such unit"});
      continue;
    }
    const Unit& u = s.units[k];
    if (!same_hex_side(u, r.hex, *side)) {
      errors.push_back({ptr, "unit " + quoted(u.id) + " is not in the retreating stack"});
    }
    any_combat = any_combat || u.is_combat();
    for (std::size_t j = 0; j < i; ++j) {
      if (r.units[j] == r.units[i])
        errors.push_back({ptr, "unit " + quoted(u.id) + " named twice"});
    }
  }
  if (!any_combat) {
    // A leader cannot take the option alone: he accompanies retreating units (7.6, GC-1, GC-2).
    errors.push_back({"/request/units",
                      "the units named for the retreat option include no combat unit: a leader "
                      "alone cannot take it (GC-1, GC-2)"});
  }
  // A cavalry retreat asked of a stack with other arms is a refusal (GC-1, refusal.cpp).
  for (std::size_t i = 0; i < r.active.size(); ++i) {
    const std::string ptr = "/request/active/" + std::to_string(i);
    const auto k = index_of(r.active[i]);
    if (k >= s.units.size()) {
      errors.push_back({ptr, "no such unit"});
      continue;
    }
    const Unit& u = s.units[k];
    if (u.side == *side || !u.is_combat()) {
      errors.push_back({ptr, "unit " + quoted(u.id) +
                                 " is not an enemy combat unit of the retreating stack (GC-4)"});
    }
  }
}

void check_options(const Scenario& s, Errors& errors) {
  const Options& o = s.options;
  if (o.chart == ChartRule::one && s.request.active.empty()) {
    errors.push_back({"/options/chart",
                      "Chart 1 measures distance from the active enemy unit; name one in "
                      "/request/active (GC-4, GC-6)"});
  }
  if (o.chart1_radius && *o.chart1_radius < 0) {
    errors.push_back({"/options/chart1_radius", "expected a radius of 0 or more"});
  }
  if (o.surrender_vp < 0 || o.surrender_vp > kMaxSurrenderVp) {
    errors.push_back({"/options/surrender_vp",
                      "expected 0 to " + std::to_string(kMaxSurrenderVp) + " victory points"});
  }
}

}  // namespace

Errors check(const Scenario& scenario) {
  Errors errors;
  check_units(scenario, errors);
  check_request(scenario, errors);
  check_options(scenario, errors);
  return errors;
}

}  // namespace skedaddle::gcacw
