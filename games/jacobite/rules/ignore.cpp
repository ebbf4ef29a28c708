// SPDX-License-Identifier: MIT
// Bolster morale: the flags a unit may ignore in one combat roll (JR-3).
#include <algorithm>

#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

IgnoreAllowance ignore_allowance(const Field& field, UnitId unit, int flags, bool full_at_start) {
  const Unit& u = field.unit(unit);
  const bool has_leader = field.leader_of(unit).has_value();
  int supporters = 0;
  int lone_leaders = 0;
  for (const HexDir d : kHexDirs) {
    const int n = field.hex_index(neighbor(u.hex, d));
    if (n < 0) continue;
    if (const std::optional<UnitId> other = field.unit_in(n)) {
      if (field.unit(*other).side == u.side) ++supporters;
    } else if (const std::optional<UnitId> leader = field.leader_in(n)) {
      // A leader alone in a hex is no support; instead he bolsters leaderless neighbours. One
      // falling (still in his hex until his cascade ends) is lost already (JR-3).
      const Unit& l = field.unit(*leader);
      if (l.side == u.side && l.status == Status::on_board) ++lone_leaders;
    }
  }

  IgnoreAllowance a;
  a.sources[0] = {IgnoreSource::leader, has_leader, has_leader ? 1 : 0,
                  has_leader ? "a leader is attached" : "no leader attached"};
  a.sources[1] = {IgnoreSource::support, supporters >= 2, supporters,
                  supporters >= 2 ? (supporters > 2 ? "two or more friendly units adjacent (more "
                                                      "than two give no more)"
                                                    : "two friendly units adjacent")
                                  : "fewer than two friendly units adjacent"};
  const bool lone_counts = lone_leaders > 0 && !has_leader;
  a.sources[2] = {IgnoreSource::lone_leader, lone_counts, lone_leaders,
                  lone_counts        ? "a lone friendly leader adjacent"
                  : lone_leaders > 0 ? "a lone friendly leader adjacent, but a leader is attached"
                                     : "no lone friendly leader adjacent"};
  const bool grenadier = u.type == UnitType::grenadier;
  a.sources[3] = {IgnoreSource::grenadier, grenadier, grenadier ? 1 : 0,
                  grenadier ? "grenadier infantry" : "not grenadier infantry"};
  const bool highland = u.type == UnitType::highland && full_at_start;
  a.sources[4] = {IgnoreSource::highland, highland, highland ? 1 : 0,
                  highland                       ? "highland unit at full strength when the "
                                                   "combat began"
                  : u.type == UnitType::highland ? "highland unit below full strength when the "
                                                   "combat began"
                                                 : "not a highland unit"};
  const bool terrain = field.board().ignores_flag(u.hex);
  a.sources[5] = {IgnoreSource::terrain, terrain, terrain ? 1 : 0,
                  terrain ? "its terrain lets a defender ignore a flag"
                          : "its terrain gives no flag to ignore"};
  for (const IgnoreReason& r : a.sources)
    a.total += r.counts ? 1 : 0;
  a.allowed = std::min({a.total, kIgnoreCap, std::max(flags, 0)});
  return a;
}

IgnoreAllowance combat_allowance(const Scenario& scenario, const Field& field) {
  const Request& r = scenario.request;
  // JR-3: the highland source looks at the blocks the unit had when the combat began, which
  // are the scenario's (the field has lost this combat's hits by the time the owner decides).
  const bool full_at_start = scenario.units[index_of(r.target)].blocks == kFullStrength;
  return ignore_allowance(field, r.target, r.flags, full_at_start);
}

}  // namespace skedaddle::jacobite
