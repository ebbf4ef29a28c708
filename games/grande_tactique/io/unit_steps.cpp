// SPDX-License-Identifier: MIT
// What each unit of a Grande Tactique request did on one way of the dice (ALL-6), read from the
// outcome's events: each unit flees at most once per request (GT-15), so its ways tried, its
// rolls and its changes of state belong to its one flight.
#include "grande_tactique/io/unit_steps.hpp"

#include <any>
#include <variant>

namespace skedaddle::io::detail {

std::string gt_way_step(grande_tactique::FlightWay way, std::string_view terrain) {
  std::string out = "way " + std::string(grande_tactique::way_name(way));
  if (terrain.empty()) return out;
  out += way == grande_tactique::FlightWay::stays ? " in " : " into ";
  return out + std::string(terrain);
}

std::string gt_distance_step(int inches) {
  return "distance " + std::to_string(inches);
}

bool gt_is_way_step(std::string_view step) {
  return step.substr(0, 4) == "way ";
}

namespace {

grande_tactique::FlightWay way_of(std::string_view name) {
  using grande_tactique::FlightWay;
  for (const FlightWay w : {FlightWay::cover, FlightWay::straight, FlightWay::gap,
                            FlightWay::turned, FlightWay::surrounded, FlightWay::stays}) {
    if (grande_tactique::way_name(w) == name) return w;
  }
  return FlightWay::straight;
}

}  // namespace

std::vector<UnitStep> gt_unit_steps(const grande_tactique::Scenario& game,
                                    const grande_tactique::Outcome& outcome) {
  std::vector<UnitStep> steps;
  const auto name = [&](UnitId id) -> const std::string& { return game.units[index_of(id)].id; };
  for (const Event& e : outcome.events) {
    if (const auto* m = std::get_if<MoraleChecked>(&e)) {
      if (!m->passed) steps.push_back({name(m->unit), kGtMoraleFailedStep});
    } else if (const auto* c = std::get_if<StatusChanged>(&e)) {
      if (c->status == "shaken") steps.push_back({name(c->unit), kGtShakenStep});
      if (c->status == "routed") steps.push_back({name(c->unit), kGtRoutedStep});
    } else if (const auto* r = std::get_if<Rolled>(&e)) {
      if (!r->unit) continue;
      if (r->purpose == "flight distance") {
        int inches = static_cast<int>(grande_tactique::kCavalryFlight);
        for (const int f : r->faces)
          inches += f;
        steps.push_back({name(*r->unit), gt_distance_step(inches)});
      } else if (r->purpose == "general's fate" && !r->faces.empty() && r->faces.front() == 1) {
        steps.push_back({name(*r->unit), kGtKilledStep});
      }
    } else if (const auto* t = std::get_if<FlightTried>(&e)) {
      if (t->rejection.empty()) {
        steps.push_back({name(t->unit), gt_way_step(way_of(t->way), t->terrain)});
      }
    } else if (const auto* u = std::get_if<UnitRemoved>(&e)) {
      if (u->fate == Fate::fled &&
          game.units[index_of(u->unit)].arm != grande_tactique::Arm::general)
        steps.push_back({name(u->unit), kGtOffTableStep});
    }
  }
  return steps;
}

Result<UnitStepOdds> gt_unit_step_odds(const LoadedScenario& scenario,
                                       const grande_tactique::Scenario& game) {
  return unit_step_odds(scenario, [&game](const AnyOutcome& outcome) {
    return gt_unit_steps(game, std::any_cast<const grande_tactique::Outcome&>(outcome));
  });
}

}  // namespace skedaddle::io::detail
