// SPDX-License-Identifier: MIT
// Bolster morale: the flags a unit may ignore in one combat roll (JR-3).
#include <algorithm>

#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

namespace {

/// What the sources of JR-3 look at around a unit, gathered once: the allowance counts them,
/// and only a decision writes each source's reason from them.
struct IgnoreSourceFacts {
  bool has_leader = false;     // a leader is attached
  int supporters = 0;          // friendly units adjacent
  int lone_leaders = 0;        // lone friendly leaders adjacent, on the board
  bool grenadier = false;      // grenadier infantry
  bool highland_type = false;  // a highland unit, at full strength or not
  bool highland = false;       // a highland unit at full strength when the combat began
  bool terrain = false;        // its terrain lets a defender ignore a flag
};

IgnoreSourceFacts ignore_source_facts(const Field& field, UnitId unit, bool full_at_start) {
  const Unit& u = field.unit(unit);
  IgnoreSourceFacts f;
  f.has_leader = field.leader_of(unit).has_value();
  for (const HexDir d : kHexDirs) {
    const int n = field.hex_index(neighbor(u.hex, d));
    if (n < 0) continue;
    if (const std::optional<UnitId> other = field.unit_in(n)) {
      if (field.unit(*other).side == u.side) ++f.supporters;
    } else if (const std::optional<UnitId> leader = field.leader_in(n)) {
      // A leader alone in a hex is no support; instead he bolsters leaderless neighbours. One
      // falling (still in his hex until his cascade ends) is lost already (JR-3).
      const Unit& l = field.unit(*leader);
      if (l.side == u.side && l.status == Status::on_board) ++f.lone_leaders;
    }
  }
  f.grenadier = u.type == UnitType::grenadier;
  f.highland_type = u.type == UnitType::highland;
  f.highland = f.highland_type && full_at_start;
  f.terrain = field.board().ignores_flag(u.hex);
  return f;
}

/// The sources that count: a leader attached, two or more supporters, a lone leader beside a
/// leaderless unit, grenadiers, highlanders at full strength, the terrain.
int counted_sources(const IgnoreSourceFacts& f) {
  const bool lone_counts = f.lone_leaders > 0 && !f.has_leader;
  return int{f.has_leader} + int{f.supporters >= 2} + int{lone_counts} + int{f.grenadier} +
         int{f.highland} + int{f.terrain};
}

int allowed_of(int total, int flags) {
  return std::min({total, kIgnoreCap, std::max(flags, 0)});
}

}  // namespace

IgnoreAllowance ignore_allowance(const Field& field, UnitId unit, int flags, bool full_at_start) {
  const IgnoreSourceFacts f = ignore_source_facts(field, unit, full_at_start);
  const bool has_leader = f.has_leader;
  const int supporters = f.supporters;
  const int lone_leaders = f.lone_leaders;

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
  a.sources[3] = {IgnoreSource::grenadier, f.grenadier, f.grenadier ? 1 : 0,
                  f.grenadier ? "grenadier infantry" : "not grenadier infantry"};
  a.sources[4] = {IgnoreSource::highland, f.highland, f.highland ? 1 : 0,
                  f.highland        ? "highland unit at full strength when the "
                                      "combat began"
                  : f.highland_type ? "highland unit below full strength when the "
                                      "combat began"
                                    : "not a highland unit"};
  a.sources[5] = {IgnoreSource::terrain, f.terrain, f.terrain ? 1 : 0,
                  f.terrain ? "its terrain lets a defender ignore a flag"
                            : "its terrain gives no flag to ignore"};
  a.total = counted_sources(f);
  a.allowed = allowed_of(a.total, flags);
  return a;
}

int ignore_allowed(const Field& field, UnitId unit, int flags, bool full_at_start) {
  return allowed_of(counted_sources(ignore_source_facts(field, unit, full_at_start)), flags);
}

IgnoreAllowance combat_allowance(const Scenario& scenario, const Field& field) {
  const Request& r = scenario.request;
  // JR-3: the highland source looks at the blocks the unit had when the combat began, which
  // are the scenario's (the field has lost this combat's hits by the time the owner decides).
  const bool full_at_start = scenario.units[index_of(r.target)].blocks == kFullStrength;
  return ignore_allowance(field, r.target, r.flags, full_at_start);
}

int combat_allowed(const Scenario& scenario, const Field& field) {
  const Request& r = scenario.request;
  const bool full_at_start = scenario.units[index_of(r.target)].blocks == kFullStrength;
  return ignore_allowed(field, r.target, r.flags, full_at_start);
}

}  // namespace skedaddle::jacobite
