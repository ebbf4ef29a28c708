// SPDX-License-Identifier: MIT
// Whether a rout's strategic move to an adjacent strategic square can be made (GI-5).
#include "gitm/rules/neighborhood.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {
namespace {

/// The marsh rule (CONTEXT §2.5): with enemy combat units present, a unit leaves a marsh only
/// from within 3 squares of the edge (both edges for a diagonal).
bool near_exit_edge(const SquareGrid& map, Square s, Dir8 d) {
  const SquareStep step = step_of(d);
  constexpr int kBand = 3;
  const bool rows_ok = step.drow < 0   ? s.row <= kBand
                       : step.drow > 0 ? s.row >= map.rows() - 1 - kBand
                                       : true;
  const bool cols_ok = step.dcol < 0   ? s.col <= kBand
                       : step.dcol > 0 ? s.col >= map.columns() - 1 - kBand
                                       : true;
  return rows_ok && cols_ok;
}

}  // namespace

detail::RoutView detail::rout_view(const Scenario& scenario, const std::vector<Unit>& units,
                                   UnitId unit) {
  RoutView out;
  const Unit& u = units[index_of(unit)];
  if (u.moved) out.invalid |= cone(*u.moved);  // GI-2, as invalid_directions()
  // One pass over the units: each enemy arrival in the battle square (GI-2), every cone an
  // enemy stands in (the unit's own battle square belongs to no cone), and whether an enemy
  // combat unit is present (the marsh rule).
  Dir8Set coned;
  bool enemy_combat = false;
  for (const Unit& other : units) {
    if (other.allegiance != Allegiance::enemy) continue;
    if (other.moved && other.square == scenario.request.battle) {
      out.invalid |= cone(came_from(*other.moved));
    }
    if (!other.present()) continue;
    enemy_combat = enemy_combat || !other.hq;
    coned |= exit_cones(other.square - u.square, scenario.options.cone_edges);
  }
  if (u.fatigue > kRoutFatigueMax) {
    out.blocks.fill(RoutBlock::fatigue);
    return out;
  }
  for (const Dir8 d : kDir8s) {
    std::optional<RoutBlock>& block = out.blocks[static_cast<std::size_t>(d)];
    const Neighbor& to = scenario.field.neighbors[static_cast<std::size_t>(d)];
    if (coned.contains(d)) {
      block = RoutBlock::enemy_in_cone;
    } else if (!to.on_map) {
      block = RoutBlock::off_map;
    } else if (!to.passable) {
      block = RoutBlock::impassable;
    } else if (to.crossing_closed) {
      block = RoutBlock::crossing;
    } else if (scenario.field.marsh && enemy_combat &&
               !near_exit_edge(scenario.field.map, u.square, d)) {
      block = RoutBlock::marsh;
    }
  }
  return out;
}

std::optional<RoutBlock> rout_block(const Scenario& scenario, const std::vector<Unit>& units,
                                    UnitId unit, Dir8 d) {
  checked_index(index_of(unit), units.size(), "unit");
  return detail::rout_view(scenario, units, unit).blocks[static_cast<std::size_t>(d)];
}

}  // namespace skedaddle::gitm
