// SPDX-License-Identifier: MIT
// The decisions of a request known before any die is rolled, for `options`.
#include <memory>

#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {
namespace {

/// Friendly units that would check if `leader` fell in `at` (JR-7, JR-8), in scenario order.
std::vector<UnitId> rally_candidates(const Field& field, UnitId leader, Hex at) {
  std::vector<UnitId> out;
  const Side side = field.unit(leader).side;
  for (std::size_t i = 0; i < field.units().size(); ++i) {
    const Unit& u = field.units()[i];
    if (u.status != Status::on_board || u.is_leader() || u.side != side) continue;
    if (hex_distance(u.hex, at) <= 1) out.push_back(UnitId{static_cast<std::uint32_t>(i)});
  }
  return out;
}

}  // namespace

namespace {

/// preview() of a scenario that passed check_resolvable().
Preview preview_playable(const Scenario& scenario) {
  Preview p;
  p.field = std::make_unique<Field>(scenario);
  Field& field = *p.field;
  const Request& r = scenario.request;
  const Unit& target = field.unit(r.target);
  switch (r.kind) {
    case RequestKind::combat: {
      const std::optional<UnitId> leader = field.leader_of(r.target);
      if (leader) {
        p.leader_id = leader;
        p.rally_candidates = rally_candidates(field, *leader, target.hex);
      }
      if (r.hits >= target.blocks) {
        // The hits eliminate the unit: its leader (if he survives) retreats from its hex.
        field.remove(r.target, Status::eliminated);
        if (leader) {
          p.leader.emplace();
          p.leader->build(field, *leader, field.unit(*leader).hex);
        }
        return p;
      }
      field.set_blocks(r.target, target.blocks - r.hits);
      if (r.flags == 0) return p;
      p.ignore = combat_allowance(scenario, field);
      for (int n = 0; n <= p.ignore->allowed; ++n) {
        Preview::Retreat& retreat = p.retreats.emplace_back();
        retreat.ignored = n;
        retreat.paths.build(field, r.target, (r.flags - n) * hexes_per_flag(target.type));
      }
      break;
    }
    case RequestKind::leader_attacked:
      p.leader_id = r.target;
      p.leader.emplace();
      p.leader->build(field, r.target, target.hex);
      p.rally_candidates = rally_candidates(field, r.target, target.hex);
      break;
    case RequestKind::retire_and_rally: {
      Preview::Retreat& retreat = p.retreats.emplace_back();
      retreat.paths.build(field, r.target, 2);
      // Its leader could fall only after the move, in his panic check: who would then check
      // depends on the path, so none are listed.
      p.leader_id = field.leader_of(r.target);
      break;
    }
  }
  return p;
}

}  // namespace

Result<Preview> preview(const Scenario& scenario) {
  if (Errors errors = check_resolvable(scenario); !errors.empty()) return errors;
  return preview_playable(scenario);
}

Preview preview(const Checked<Scenario>& scenario) {
  return preview_playable(*scenario);
}

}  // namespace skedaddle::jacobite
