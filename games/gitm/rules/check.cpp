// SPDX-License-Identifier: MIT
// Semantic validation of a GITM or ROTD scenario. Pointers follow the scenario format.
#include <map>
#include <string>

#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {
namespace {

std::string unit_ptr(std::size_t i, std::string_view field) {
  return "/units/" + std::to_string(i) + "/" + std::string(field);
}

}  // namespace

Errors check(const Scenario& s) {
  Errors errors;
  const SquareGrid& map = s.field.map;
  if (map.columns() < 1 || map.rows() < 1 ||
      s.field.impassable.size() != static_cast<std::size_t>(map.size())) {
    errors.push_back({"/board/map", "expected a tactical map with a terrain flag per square"});
    return errors;
  }
  // GI-8 (revised 2026-11-28): hostile units may share a square with friends while a battle is
  // pending, so squares are not checked for mixed allegiances; only a unit listed twice is.
  std::map<std::string, std::size_t, std::less<>> seen;
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (u.id.empty()) errors.push_back({unit_ptr(i, "id"), "expected a non-empty unit id"});
    if (auto [it, fresh] = seen.emplace(u.id, i); !fresh && !u.id.empty()) {
      errors.push_back({unit_ptr(i, "id"), "unit id '" + u.id + "' is already used by /units/" +
                                               std::to_string(it->second)});
    }
    if (!map.contains(u.square)) {
      errors.push_back({unit_ptr(i, "square"), "unit '" + u.id + "' is off the tactical map"});
    } else if (s.field.blocked(u.square)) {
      errors.push_back(
          {unit_ptr(i, "square"), "unit '" + u.id + "' stands on an impassable square"});
    }
    if (u.fatigue < 0)
      errors.push_back({unit_ptr(i, "fatigue"), "expected a fatigue of 0 or more"});
    if (u.ending != Ending::stayed) {
      errors.push_back({unit_ptr(i, "ending"), "a scenario's units start on the map"});
    }
  }
  const Request& r = s.request;
  if (!map.contains(r.battle)) {
    errors.push_back({"/request/battle", "expected a square of the tactical map"});
  }
  if (r.units.empty()) errors.push_back({"/request/units", "expected at least one unit"});
  if (r.kind != RequestKind::end_of_battle && r.units.size() > 1) {
    errors.push_back({"/request/units", "a retreat, rout or fall back moves one unit"});
  }
  std::map<UnitId, std::size_t> first_listed;  // unit -> its first place in the list
  for (std::size_t k = 0; k < r.units.size(); ++k) {
    const std::string ptr = "/request/units/" + std::to_string(k);
    const std::size_t i = index_of(r.units[k]);
    if (i >= s.units.size()) {
      errors.push_back({ptr, "expected a unit of the scenario"});
      continue;
    }
    if (const auto [first, inserted] = first_listed.try_emplace(r.units[k], k); !inserted) {
      errors.push_back({ptr, "unit '" + s.units[i].id +
                                 "' is listed twice (first at "
                                 "/request/units/" +
                                 std::to_string(first->second) + ") (GI-8)"});
    }
    if (s.units[i].allegiance != Allegiance::friendly) {
      errors.push_back({ptr, "the units that leave the battle are the friendly side's"});
    }
    if (s.units[i].square != r.battle) {
      errors.push_back({ptr, "unit '" + s.units[i].id + "' is not in the battle square"});
    }
  }
  if (r.flanks_turned < 0 || r.flanks_turned > 2) {
    errors.push_back({"/request/flanks_turned", "expected 0, 1 or 2 flanks turned"});
  }
  if (r.distance && (*r.distance < 1 || *r.distance > kRetreatMax)) {
    errors.push_back({"/request/distance", "expected a retreat distance from 1 to 4"});
  }
  if (r.distance && r.kind != RequestKind::retreat) {
    errors.push_back({"/request/distance", "only a retreat has a distance (a fall back is 1)"});
  }
  for (std::size_t k = 0; k < s.options.trap_chance.size(); ++k) {
    const int c = s.options.trap_chance[k];
    if (c < 0 || c > 100) {
      errors.push_back({"/options/trap_chance/" + std::to_string(k), "expected a percentage"});
    }
  }
  return errors;
}

}  // namespace skedaddle::gitm
