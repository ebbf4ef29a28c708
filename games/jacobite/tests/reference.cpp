// SPDX-License-Identifier: MIT
// Written from shared/rules/RULINGS.md (JR-2..JR-8) and the Jacobite Rising rule text only.
#include "jacobite/tests/reference.hpp"

#include <algorithm>

namespace skedaddle::reference {
namespace {

using jacobite::Status;
using jacobite::UnitType;

bool standing(const jacobite::Unit& u) {
  return u.status == Status::on_board;
}

// The unit (not a leader) standing in a hex.
std::optional<UnitId> unit_in(const JrState& st, Hex h) {
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const jacobite::Unit& u = st.units[i];
    if (standing(u) && !u.is_leader() && u.hex == h) return UnitId{static_cast<std::uint32_t>(i)};
  }
  return std::nullopt;
}

// A leader of `side` standing in a hex (fallen ones included when `with_falling`).
std::optional<UnitId> leader_in(const JrState& st, Hex h, Side side, bool with_falling) {
  for (std::size_t i = 0; i < st.units.size(); ++i) {
    const jacobite::Unit& u = st.units[i];
    const UnitId id{static_cast<std::uint32_t>(i)};
    if (!standing(u) || !u.is_leader() || u.hex != h || u.side != side) continue;
    if (!with_falling && st.falling.count(id) != 0) continue;
    return id;
  }
  return std::nullopt;
}

bool infantry_or_artillery(UnitType t) {
  return t != UnitType::cavalry && t != UnitType::leader;
}

}  // namespace

JrState jr_state(const jacobite::Scenario& scenario) {
  return JrState{&scenario.board, scenario.units, {}};
}

int JrSources::total() const {
  return static_cast<int>(std::count(counts.begin(), counts.end(), true));
}

int JrSources::allowed(int flags) const {
  return std::min({total(), jacobite::kIgnoreCap, flags});
}

std::optional<UnitId> jr_leader_of(const JrState& state, UnitId unit) {
  const jacobite::Unit& u = state.units[index_of(unit)];
  return leader_in(state, u.hex, u.side, false);
}

JrSources jr_sources(const JrState& state, UnitId unit, bool full_before_hits) {
  const jacobite::Unit& u = state.units[index_of(unit)];
  JrSources s;
  const bool has_leader = jr_leader_of(state, unit).has_value();
  s.counts[0] = has_leader;  // JR-3: an attached leader (who has not fallen)
  int adjacent_units = 0;
  bool lone_leader = false;
  for (HexDir d : kHexDirs) {
    const Hex nb = neighbor(u.hex, d);
    if (!state.board->contains(nb)) continue;
    const std::optional<UnitId> other = unit_in(state, nb);
    if (other && state.units[index_of(*other)].side == u.side) ++adjacent_units;
    // JR-3: a friendly leader alone in his hex, for a unit without a leader.
    if (!other && leader_in(state, nb, u.side, false)) lone_leader = true;
  }
  s.counts[1] = adjacent_units >= 2;  // two or more; four give no more
  s.counts[2] = lone_leader && !has_leader;
  s.counts[3] = u.type == UnitType::grenadier;
  s.counts[4] = u.type == UnitType::highland && full_before_hits;  // blocks before the hits
  s.counts[5] = state.board->ignores_flag(u.hex);
  return s;
}

int jr_rally_dice(const JrState& state, UnitId unit, bool cavalry_melee) {
  const jacobite::Unit& u = state.units[index_of(unit)];
  int dice = u.blocks;
  if (u.blocks == jacobite::kFullStrength) ++dice;
  if (jr_leader_of(state, unit)) ++dice;  // JR-6: a fallen leader gives no die
  if (u.type == UnitType::grenadier) ++dice;
  if (u.type == UnitType::lowland) --dice;
  if (u.type == UnitType::militia) --dice;
  if (cavalry_melee) --dice;
  return std::max(dice, 1);
}

bool jr_cavalry_penalty(const jacobite::Scenario& scenario, UnitId unit, int forced) {
  const jacobite::Request& r = scenario.request;
  return r.kind == jacobite::RequestKind::combat && r.target == unit &&
         r.combat == jacobite::CombatKind::melee && r.attacker == jacobite::Arm::cavalry &&
         r.mode == jacobite::AttackMode::ordered &&
         infantry_or_artillery(scenario.units[index_of(unit)].type) && forced > 0;
}

namespace {

struct Walk {
  const JrState& st;
  Side side;
  bool has_leader;
  int hexes;
  std::array<HexDir, 2> rear;

  // JR-4: the most hexes completed from `h` after `k` hexes, the last hex it may end in at
  // `last_end`.
  int go(Hex h, int k, int last_end) const {
    if (k == hexes) return last_end;
    int best = last_end;
    for (HexDir d : rear) {
      const Hex n = neighbor(h, d);
      if (!st.board->contains(n) || st.board->terrain(n) == jacobite::Terrain::impassable) continue;
      if (unit_in(st, n)) continue;  // any unit, friend or foe
      if (leader_in(st, n, opponent(side), true)) continue;
      if (leader_in(st, n, side, true)) {
        if (!has_leader) return hexes;                  // he attaches, the retreat stops complete
        best = std::max(best, go(n, k + 1, last_end));  // may pass, may not end there
        continue;
      }
      best = std::max(best, go(n, k + 1, k + 1));
    }
    return best;
  }
};

}  // namespace

int jr_completed(const JrState& state, UnitId unit, int hexes) {
  const jacobite::Unit& u = state.units[index_of(unit)];
  const Walk w{state, u.side, jr_leader_of(state, unit).has_value(), hexes,
               state.board->rear(u.side)};
  return w.go(u.hex, 0, 0);
}

}  // namespace skedaddle::reference
