// SPDX-License-Identifier: MIT
// What makes a Grande Tactique scenario unplayable, with the JSON pointer of the value at fault.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "grande_tactique/rules/flight.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique {
namespace {

std::string unit_pointer(std::size_t k, std::string_view key) {
  return "/units/" + std::to_string(k) + "/" + std::string(key);
}

/// What the reader makes sure of, for a scenario built in code: a table and bases of sizes the
/// geometry can measure, bases facing along a unit vector.
void check_measures(const Scenario& s, Errors& errors) {
  const auto within = [](double v, double low, double high) {
    return std::isfinite(v) && v >= low && v <= high;
  };
  if (!within(s.table.width, 1.0, kMaxTableInches) ||
      !within(s.table.depth, 1.0, kMaxTableInches)) {
    errors.push_back({"/table", "expected a width and depth in inches from 1 to 1200"});
    return;
  }
  for (std::size_t k = 0; k < s.units.size(); ++k) {
    const Box& b = s.units[k].base;
    if (!within(b.width, 0.0, kMaxBaseInches) || !within(b.depth, 0.0, kMaxBaseInches)) {
      errors.push_back(
          {unit_pointer(k, "base"), "expected a width and depth in inches from 0 to 24"});
    }
    if (!std::isfinite(b.centre.x) || !std::isfinite(b.centre.y)) {
      errors.push_back({unit_pointer(k, "position"), "expected a finite position"});
    }
    const double length_squared = b.facing.x * b.facing.x + b.facing.y * b.facing.y;
    if (!std::isfinite(length_squared) || std::abs(length_squared - 1.0) > kPlaneEpsilon) {
      errors.push_back({unit_pointer(k, "facing"), "expected a facing along a unit vector"});
    }
  }
}

void check_units(const Scenario& s, Errors& errors) {
  std::vector<int> generals(s.units.size(), 0);
  for (std::size_t k = 0; k < s.units.size(); ++k) {
    const Unit& u = s.units[k];
    if (!s.table.holds(u.base)) {
      errors.push_back({unit_pointer(k, "position"), "expected the base to lie on the table"});
    }
    for (const Terrain& t : s.table.terrain) {
      if (t.kind == TerrainKind::impassable && t.area.overlaps(u.base)) {
        errors.push_back({unit_pointer(k, "position"),
                          "expected the base off impassable ground (" + t.name + ")"});
      }
    }
    if (u.arm == Arm::general) {
      if (!u.attached_to) continue;
      const std::size_t to = index_of(*u.attached_to);
      if (to >= s.units.size() || s.units[to].arm == Arm::general || s.units[to].side != u.side) {
        errors.push_back({unit_pointer(k, "attached_to"),
                          "expected a friendly unit that is not a general (GT-12)"});
      } else if (++generals[to] == 2) {
        errors.push_back({unit_pointer(k, "attached_to"),
                          "expected at most one general attached to a unit (CONTEXT 1.4)"});
      }
      continue;
    }
    if (u.attached_to) {
      errors.push_back({unit_pointer(k, "attached_to"), "expected only generals to attach"});
    }
    if (u.old_guard && u.arm != Arm::infantry) {
      errors.push_back({unit_pointer(k, "old_guard"), "expected the Old Guard to be infantry"});
    }
    // GT-1: the Old Guard's +2 replaces the veteran +1; no Old Guard is raw, and a raw one
    // would leave unsaid whether the raw -1 still counts (decided 2026-11-30).
    if (u.old_guard && u.quality == Quality::raw) {
      errors.push_back({unit_pointer(k, "quality"),
                        "expected the Old Guard not to be raw: its +2 replaces the veteran +1 "
                        "(GT-1)"});
    }
    if (u.in_square && u.arm != Arm::infantry) {
      errors.push_back({unit_pointer(k, "square"), "expected only infantry to form square"});
    }
    if (u.state == State::routed && !flees(u.arm)) {
      errors.push_back({unit_pointer(k, "state"),
                        "expected artillery to be eager or shaken: it does not rout (GT-1)"});
    }
    for (std::size_t j = 0; j < k; ++j) {
      const Unit& o = s.units[j];
      if (o.arm != Arm::general && overlap(u.base, o.base)) {
        errors.push_back({unit_pointer(k, "position"),
                          "expected the base not to overlap " + o.id + "'s (CONTEXT 1.6)"});
      }
    }
  }
}

/// The request's causer: present, an enemy of the unit, able to cause flight.
void check_causer(const Scenario& s, Errors& errors) {
  const Request& r = s.request;
  if (!r.causer) {
    errors.push_back({"/request/causer", "expected the unit that caused the flight (GT-4)"});
    return;
  }
  const Unit& causer = s.units[index_of(*r.causer)];
  // A routed causer is a refusal (GT-15, refusal.cpp).
  if (causer.side == s.units[index_of(r.unit)].side || causer.arm == Arm::general) {
    errors.push_back({"/request/causer", "expected an enemy unit that is not a general"});
  }
}

/// GT-1: the cause of a flight fits the unit and its causer.
void check_cause(const Scenario& s, Errors& errors) {
  const Request& r = s.request;
  const Unit& u = s.units[index_of(r.unit)];
  const std::optional<Arm> by =
      r.causer ? std::optional{s.units[index_of(*r.causer)].arm} : std::nullopt;
  const bool guns = by == Arm::foot_artillery || by == Arm::horse_artillery;
  switch (r.cause) {
    case Cause::charge:
      if (by && !flees(*by)) {
        errors.push_back({"/request/causer", "expected infantry or cavalry: only they charge"});
      }
      break;
    case Cause::fire:
      break;  // who flees from fire is a refusal (GT-1, refusal.cpp)
    case Cause::grapeshot:
      if (by && !guns) {
        errors.push_back({"/request/causer", "expected artillery in contact for grapeshot (GT-1)"});
      }
      break;
    case Cause::morale_check:
      break;  // who flees on a failed Morale Check is a refusal (GT-1, refusal.cpp)
    case Cause::own_charge:
      if (s.table.cover_at(u.base.centre) < 0) {
        errors.push_back(
            {"/request/cause", "expected the unit in the woods or BUA it charged from (GT-10)"});
      }
      break;
  }
}

/// The causer a request needs; who the unit is and what it may do are refusals (refusal.cpp).
void check_request(const Scenario& s, Errors& errors) {
  const Request& r = s.request;
  if (r.kind == RequestKind::continue_flight) return;
  // A scenario read from JSON names units that exist; one built in code may not.
  if (index_of(r.unit) >= s.units.size()) {
    errors.push_back({"/request/unit", "expected the index of a unit in /units"});
    return;
  }
  if (r.causer && index_of(*r.causer) >= s.units.size()) {
    errors.push_back({"/request/causer", "expected the index of a unit in /units"});
    return;
  }
  const Unit& u = s.units[index_of(r.unit)];
  switch (r.kind) {
    case RequestKind::flee:
      check_causer(s, errors);
      if (flees(u.arm)) check_cause(s, errors);
      break;
    case RequestKind::morale_check:
      check_causer(s, errors);
      break;
    case RequestKind::charge_routed:
      check_causer(s, errors);
      if (r.causer && flees(s.units[index_of(*r.causer)].arm) == false) {
        errors.push_back({"/request/causer", "expected infantry or cavalry charging (GT-10)"});
      }
      break;
    case RequestKind::rally:
    case RequestKind::withdraw:
    case RequestKind::continue_flight:
      break;
  }
}

}  // namespace

Errors check(const Scenario& scenario) {
  Errors errors;
  check_measures(scenario, errors);
  if (!errors.empty()) return errors;
  check_units(scenario, errors);
  if (errors.empty()) check_request(scenario, errors);
  return errors;
}

}  // namespace skedaddle::grande_tactique
