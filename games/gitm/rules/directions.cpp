// SPDX-License-Identifier: MIT
// Which way a unit may leave the battle square: invalid directions (GI-2) and the program's
// preferences among the valid ones (GI-3).
#include "gitm/rules/neighborhood.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {

Dir8Set invalid_directions(const Scenario& scenario, UnitId unit) {
  Dir8Set invalid;
  const Unit& u = scenario.units[checked_index(index_of(unit), scenario.units.size(), "unit")];
  if (u.moved) invalid |= cone(*u.moved);  // GI-2: its own movement and the two beside it
  for (const Unit& other : scenario.units) {
    // GI-2: each enemy that moved into this combat: where it came from and the two beside it.
    if (other.allegiance != Allegiance::enemy || !other.moved) continue;
    if (other.square != scenario.request.battle) continue;
    invalid |= cone(came_from(*other.moved));
  }
  return invalid;
}

std::array<DirectionVerdict, kDir8Count> direction_verdicts(const Scenario& scenario,
                                                            const std::vector<Unit>& units,
                                                            UnitId unit, Square from) {
  checked_index(index_of(unit), scenario.units.size(), "unit");
  return detail::direction_verdicts(scenario, unit, from, detail::Neighborhood(units, unit, from),
                                    invalid_directions(scenario, unit));
}

std::array<DirectionVerdict, kDir8Count> detail::direction_verdicts(const Scenario& scenario,
                                                                    UnitId unit, Square from,
                                                                    const Neighborhood& near,
                                                                    Dir8Set invalid) {
  const Unit& u = scenario.units[index_of(unit)];
  const Dir8Set own = u.moved ? cone(*u.moved) : Dir8Set{};
  std::array<DirectionVerdict, kDir8Count> out{};
  bool any_friend = false;
  std::array<bool, kDir8Count> friend_in{};
  for (const Dir8 d : kDir8s) {
    const auto i = static_cast<std::size_t>(d);
    if (own.contains(d)) {
      out[i] = DirectionVerdict::own_movement;
      continue;
    }
    if (invalid.contains(d)) {
      out[i] = DirectionVerdict::enemy_arrival;
      continue;
    }
    if (scenario.request.kind == RequestKind::rout) {
      out[i] = DirectionVerdict::rout_valid;
      continue;
    }
    // GI-3 looks at the adjacent square only: a diagonal past occupied corners stays (GI-4).
    const Square next = neighbor(from, d);
    const bool enemy_there = near.has(next, Allegiance::enemy);
    const bool repelled = enemy_there || (scenario.options.variant == Variant::rotd &&
                                          near.has(next, Allegiance::neutral));
    if (repelled) {
      out[i] = DirectionVerdict::hostile_adjacent;
      continue;
    }
    out[i] = DirectionVerdict::candidate;
    // Friends "not in the same square as enemy units" (GI-3; GI-8 revised: ROTD counts a neutral
    // as an enemy here too). A repelled square is dropped above, so this cannot attract.
    friend_in[i] = near.has(next, Allegiance::friendly) && !repelled;
    any_friend = any_friend || friend_in[i];
  }
  if (any_friend) {
    for (const Dir8 d : kDir8s) {
      const auto i = static_cast<std::size_t>(d);
      if (out[i] != DirectionVerdict::candidate) continue;
      out[i] = friend_in[i] ? DirectionVerdict::preferred : DirectionVerdict::not_preferred;
    }
  }
  return out;
}

Dir8Set detail::drawn_directions(const std::array<DirectionVerdict, kDir8Count>& verdicts) {
  Dir8Set candidates;
  Dir8Set preferred;
  for (const Dir8 d : kDir8s) {
    const DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
    if (v == DirectionVerdict::candidate || v == DirectionVerdict::not_preferred ||
        v == DirectionVerdict::rout_valid) {
      candidates.insert(d);
    }
    if (v == DirectionVerdict::preferred) preferred.insert(d);
  }
  // GI-3: toward friends when any candidate leads to them.
  return preferred.empty() ? candidates : preferred;
}

Dir8Set drawn_directions(const Scenario& scenario, const std::vector<Unit>& units, UnitId unit,
                         Square from) {
  return detail::drawn_directions(direction_verdicts(scenario, units, unit, from));
}

}  // namespace skedaddle::gitm
