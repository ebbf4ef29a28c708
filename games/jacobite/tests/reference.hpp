// SPDX-License-Identifier: MIT
// An independent reference for Jacobite Rising flag ignoring (JR-3), retreat completion (JR-4,
// JR-5) and rally dice (JR-6), written from the rulings and the rule text alone. It reads a
// battlefield state kept by the caller; the differential test replays the engine's events into
// that state and asks the reference at each decision and check.
#pragma once

#include <array>
#include <optional>
#include <set>
#include <vector>

#include "skedaddle/core/ids.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::reference {

/// The battlefield as the reference sees it: every unit and leader with its hex, blocks and
/// status, and the leaders who have fallen but whose block is not removed yet (JR-7, JR-8).
struct JrState {
  const jacobite::Board* board = nullptr;
  std::vector<jacobite::Unit> units;
  std::set<UnitId> falling;  ///< fallen leaders still on the board: they lead no one (JR-8)
};

/// The state of a scenario before anything happens.
JrState jr_state(const jacobite::Scenario& scenario);

/// The JR-3 sources for a unit, in jacobite::IgnoreSource order: leader, support, lone leader,
/// grenadier, highland, terrain.
struct JrSources {
  std::array<bool, 6> counts{};
  int total() const;
  /// min(total, 2, flags) (JR-3).
  int allowed(int flags) const;
};

/// The sources of `unit` on `state`, counted when the owner decides (JR-3); `full_before_hits`:
/// it had four blocks before this combat's hits. A leader not (yet) fallen counts.
JrSources jr_sources(const JrState& state, UnitId unit, bool full_before_hits);

/// Rally dice of `unit` on `state` (JR-6): blocks, +1 at four, +1 attached leader standing, +1
/// grenadier, -1 lowland, -1 militia, -1 `cavalry_melee` (an ordered cavalry melee forced this
/// unit, infantry or artillery, to retreat), at least 1.
int jr_rally_dice(const JrState& state, UnitId unit, bool cavalry_melee);

/// True when an ordered cavalry melee's flags count against this unit's rally (JR-6) once
/// `forced` flags were not ignored.
bool jr_cavalry_penalty(const jacobite::Scenario& scenario, UnitId unit, int forced);

/// The most retreat hexes `unit` can complete out of `hexes` on `state` (JR-4): each hex one of
/// the two rear neighbours; a hex with any unit, an enemy leader, impassable ground or off the
/// board cannot be entered; a unit without a leader stops on a lone friendly leader's hex with
/// the retreat complete; a unit with a leader may pass such a hex but not end there.
int jr_completed(const JrState& state, UnitId unit, int hexes);

/// The friendly leader standing attached to `unit` (not falling), if any.
std::optional<UnitId> jr_leader_of(const JrState& state, UnitId unit);

}  // namespace skedaddle::reference
