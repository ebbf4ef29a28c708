// SPDX-License-Identifier: MIT
// The owner's decisions of a Jacobite Rising request as resolve offers them to a chooser: the
// flags to ignore, a unit's retreat step, a lone leader's retreat step.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

/// A choice ruled out, with its reason and ruling (static texts).
struct RuledOut {
  std::string_view reason;  ///< why
  std::string_view rule;    ///< the ruling
};

/// JR-3: why ignoring `n` flags is ruled out when the allowance is `allowed` (n > allowed):
/// the cap of two in one roll, else too few sources.
RuledOut ignore_ruled_out(int n);

/// JR-9: why a lone leader may not stop at a node, in the order leader_no_stop_at checks them.
/// In `options --json` its code follows the Blocked codes in the legend `reasons` (ALL-1).
enum class LeaderNoStop : std::uint8_t {
  not_yet_moved,   ///< he must retreat at least one hex
  on_enemy,        ///< he escaped through an enemy's hex
  on_other_leader  ///< a friendly leader stands there
};

/// The last LeaderNoStop value.
inline constexpr LeaderNoStop kLastLeaderNoStop = LeaderNoStop::on_other_leader;

/// The words and ruling of `why`.
RuledOut leader_no_stop_words(LeaderNoStop why);

/// JR-9: why a lone leader may not stop at `node`, or nothing when he may. `node` must index
/// paths.nodes() (unchecked).
std::optional<LeaderNoStop> leader_no_stop_at(const LeaderPaths& paths, int node);

/// JR-9: the words of leader_no_stop_at: why a lone leader may not stop at `node` (he must retreat
/// a hex first; not on an enemy; not on another leader), or nothing when he may. `node` must index
/// paths.nodes() (unchecked).
std::optional<RuledOut> leader_stop_ruled_out(const LeaderPaths& paths, int node);

/// Each function below writes its decision over `out`, whose vectors' storage is reused (a
/// resolution asks many decisions, one at a time).

/// JR-3: ignore `allowance.allowed` flags down to none of the request's `flags`, each ranked
/// by the retreat it leaves (built in `paths` on `field` for `target`). With `rejections`, the
/// counts above the allowance up to `flags`, from the smallest, with ignore_ruled_out.
void ignore_decision(const Field& field, UnitId target, int flags, const IgnoreAllowance& allowance,
                     RetreatPaths& paths, bool rejections, Decision& out);

/// JR-4: the rear hexes a unit's retreat may take from `node`, west first; with `rejections`,
/// the blocked ones with their reasons. `node` must index paths.nodes() (unchecked).
void step_decision(const RetreatPaths& paths, int node, bool rejections, Decision& out);

/// JR-9: a lone leader's options at `node`: stop (when he may), then each hex or leaving on
/// which some way ends legally; `targets` gets the node each leads to (-1 for stop). With
/// `rejections`, stopping when ruled out (leader_stop_ruled_out, at the node's hex), then the
/// blocked rear hexes as `options` lists them (the board edge left out where he may leave
/// over his baseline). `node` must index paths.nodes() (unchecked).
void leader_decision(const LeaderPaths& paths, int node, std::vector<int>& targets, bool rejections,
                     Decision& out);

}  // namespace skedaddle::jacobite
