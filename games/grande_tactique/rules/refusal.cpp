// SPDX-License-Identifier: MIT
// Grande Tactique requests the rules forbid (ALL-3): a flight, rally, charge or withdrawal asked
// of a unit that may not make it, or caused by a routed unit.
#include <algorithm>
#include <string>
#include <utility>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/rules/formations.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique {
namespace {

/// True when the division has collapsed, flagged or by the state of its units (GT-13).
bool collapsed(const Scenario& s, int division) {
  if (division < 0) return false;
  return s.divisions[static_cast<std::size_t>(division)].collapsed ||
         detail::division_broken(s.units, division);
}

/// How far the base reaches toward `edge`: <= 0 when it touches or crosses it.
double gap_to_edge(const Table& t, const Box& b, Edge edge) {
  double gap = 1e300;
  for (const Vec2 c : b.corners()) {
    switch (edge) {
      case Edge::north:
        gap = std::min(gap, t.depth - c.y);
        break;
      case Edge::east:
        gap = std::min(gap, t.width - c.x);
        break;
      case Edge::south:
        gap = std::min(gap, c.y);
        break;
      case Edge::west:
        gap = std::min(gap, c.x);
        break;
    }
  }
  return gap;
}

Refusal refused(std::string rule, const Unit& u, std::string why,
                std::string pointer = "/request/unit") {
  return Refusal{std::move(rule), u.id + ": " + std::move(why), std::move(pointer)};
}

/// GT-15: a routed unit neither charges nor fires, so it causes no flight.
std::optional<Refusal> routed_causer(const Scenario& s) {
  if (!s.request.causer) return std::nullopt;
  const Unit& causer = s.units[index_of(*s.request.causer)];
  if (causer.state != State::routed) return std::nullopt;
  return refused("GT-15", causer, "routed units neither charge nor fire", "/request/causer");
}

/// GT-1: which units flee, and from what.
std::optional<Refusal> flight_refusal(const Scenario& s, const Unit& u) {
  if (!flees(u.arm)) {
    return refused("GT-1", u,
                   "artillery is silenced, not routed, and generals go with their unit: only "
                   "infantry and cavalry flee");
  }
  if (u.state == State::routed) {
    return refused("GT-8", u,
                   "already routed: a routed unit flees on at the end of its PIP phase "
                   "(continue_flight) or when charged (charge_routed)");
  }
  if (std::optional<Refusal> causer = routed_causer(s)) return causer;
  const bool shaken = u.state == State::shaken;
  if (s.request.cause == Cause::fire && (u.arm != Arm::cavalry || !shaken)) {
    return refused("GT-1", u,
                   "only shaken cavalry flees from fire; infantry beaten by fire takes a Morale "
                   "Check first (morale_check)",
                   "/request/cause");
  }
  if (s.request.cause == Cause::morale_check && (u.arm != Arm::infantry || !shaken)) {
    return refused("GT-1", u, "only shaken infantry flees on a failed Morale Check",
                   "/request/cause");
  }
  return std::nullopt;
}

std::optional<Refusal> withdraw_refusal(const Scenario& s, const Unit& u) {
  if (u.arm == Arm::general) return refused("GT-7", u, "a general withdraws with his unit");
  if (u.state == State::routed) {
    return refused("GT-9", u,
                   "a routed unit is not under command and cannot withdraw; it flees on until "
                   "rallied (GT-8)");
  }
  if (gap_to_edge(s.table, u.base, s.table.own_edge[static_cast<std::size_t>(u.side)]) >
      kPlaneEpsilon) {
    return refused("GT-7", u, "only a unit at its own table edge may withdraw");
  }
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> refusal(const Scenario& scenario) {
  const Request& r = scenario.request;
  if (r.kind == RequestKind::continue_flight) return std::nullopt;
  const Unit& u = scenario.units[index_of(r.unit)];
  switch (r.kind) {
    case RequestKind::flee:
      return flight_refusal(scenario, u);
    case RequestKind::morale_check:
      if (u.arm != Arm::infantry || u.state != State::shaken) {
        return refused("GT-1", u,
                       "only shaken infantry takes a Morale Check after a firing and flees on "
                       "failing it");
      }
      return routed_causer(scenario);
    case RequestKind::rally:
      if (u.state != State::routed) return refused("GT-9", u, "only a routed unit rallies");
      if (collapsed(scenario, u.division)) {
        return refused("GT-9", u,
                       "its division has collapsed: its routed units can never rally (GT-13)");
      }
      return std::nullopt;
    case RequestKind::charge_routed:
      if (u.state != State::routed || !flees(u.arm)) {
        return refused("GT-10", u, "only a routed unit is charged while routed");
      }
      return routed_causer(scenario);
    case RequestKind::withdraw:
      return withdraw_refusal(scenario, u);
    case RequestKind::continue_flight:
      break;
  }
  return std::nullopt;
}

}  // namespace skedaddle::grande_tactique
