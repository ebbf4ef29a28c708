// SPDX-License-Identifier: MIT
// Jacobite Rising requests the rules forbid (ALL-3): a lone-leader attack the rules do not
// allow (JR-10), a retire and rally by a unit that may not make it (JR-11).
#include <string>

#include "jacobite/rules/quoted.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {
namespace {

std::optional<Refusal> leader_attack_refusal(const Scenario& s, const Unit& leader) {
  const Request& r = s.request;
  if (r.combat == CombatKind::ranged && r.attack_dice < 2) {
    return Refusal{"JR-10",
                   "a lone leader may not be targeted in ranged combat with fewer than two dice",
                   "/request/dice"};
  }
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& other = s.units[i];
    if (!other.is_leader() && other.hex == leader.hex && other.side == leader.side) {
      return Refusal{"JR-10",
                     "leader " + quoted(leader.id) + " is attached to " + quoted(other.id) +
                         ", not alone in his hex: he is attacked through his unit",
                     "/request/leader"};
    }
  }
  return std::nullopt;
}

std::optional<Refusal> retire_refusal(const Scenario& s, const Unit& unit) {
  const Request& r = s.request;
  if (unit.type != UnitType::cavalry) {
    return Refusal{"JR-11", quoted(unit.id) + " is not cavalry: only cavalry may retire and rally",
                   "/request/unit"};
  }
  if (r.combat != CombatKind::melee) {
    return Refusal{"JR-11", "a unit retires and rallies only when attacked in melee",
                   "/request/combat"};
  }
  const Field field(s);
  RetreatPaths paths;
  paths.build(field, r.target, 2);
  if (paths.completed() < 2) {
    return Refusal{"JR-11",
                   "unit " + quoted(unit.id) +
                       " cannot retire and rally: no path of two hexes toward its baseline is free",
                   "/request/kind"};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> refusal(const Scenario& scenario) {
  const Unit& target = scenario.units[index_of(scenario.request.target)];
  switch (scenario.request.kind) {
    case RequestKind::combat:
      return std::nullopt;
    case RequestKind::leader_attacked:
      return leader_attack_refusal(scenario, target);
    case RequestKind::retire_and_rally:
      return retire_refusal(scenario, target);
  }
  return std::nullopt;
}

}  // namespace skedaddle::jacobite
