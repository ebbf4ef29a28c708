// SPDX-License-Identifier: MIT
// Whether a rout's strategic move to an adjacent strategic square can be made (GI-5).
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

std::optional<RoutBlock> rout_block(const Scenario& scenario, const std::vector<Unit>& units,
                                    UnitId unit, Dir8 d) {
  const Unit& u = units[checked_index(index_of(unit), units.size(), "unit")];
  if (u.fatigue > kRoutFatigueMax) return RoutBlock::fatigue;
  bool enemy_combat = false;
  for (const Unit& other : units) {
    if (other.allegiance != Allegiance::enemy || !other.present()) continue;
    enemy_combat = enemy_combat || !other.hq;
    // The unit's own battle square belongs to no cone.
    if (in_exit_cone(u.square, other.square, d, scenario.options.cone_edges)) {
      return RoutBlock::enemy_in_cone;
    }
  }
  const Neighbor& to = scenario.field.neighbors[static_cast<std::size_t>(d)];
  if (!to.on_map) return RoutBlock::off_map;
  if (!to.passable) return RoutBlock::impassable;
  if (to.crossing_closed) return RoutBlock::crossing;
  if (scenario.field.marsh && enemy_combat && !near_exit_edge(scenario.field.map, u.square, d)) {
    return RoutBlock::marsh;
  }
  return std::nullopt;
}

}  // namespace skedaddle::gitm
