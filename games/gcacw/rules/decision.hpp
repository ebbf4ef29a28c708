// SPDX-License-Identifier: MIT
// The owner's decision at a node of a GCACW option tree, as resolve offers it to a chooser.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

/// Why the retreat may not stop at a node where stopping is ruled out (GC-1, GC-3, GC-9).
struct StopRuledOut {
  std::string_view reason;  ///< static text
  std::string_view rule;    ///< the ruling
};

/// Why a retreat may not stop at a node, in the order no_stop_at checks them. In `options
/// --json` its code follows the Rejection codes in the legend `reasons` (ALL-1).
enum class NoStop : std::uint8_t {
  short_of_minimum,   ///< GC-1
  enemy_occupied,     ///< GC-9
  lone_enemy_leader,  ///< GC-3, under end_on_lone_enemy_leader false
  adjacent_to_start,  ///< GC-3
};

/// The last NoStop value.
inline constexpr NoStop kLastNoStop = NoStop::adjacent_to_start;

/// The words and ruling of `why`.
StopRuledOut no_stop_words(NoStop why);

/// True when `u` is a leader of `side`'s enemy standing on the map in `hex` (GC-3: a lone enemy
/// leader where no enemy combat unit shares his hex).
bool enemy_leader_in(const Unit& u, Side side, Hex hex);

/// The first enemy leader of the retreating stack's enemy standing in `hex` (on the map), or
/// null. At a node where the stack may stand he is alone: no enemy combat unit shares his hex.
const Unit* lone_enemy_leader_in(const RetreatTree& tree, Hex hex);

/// The same for a tree's `stack` (in scenario order, not empty) of `s`.
const Unit* lone_enemy_leader_in(const Scenario& s, const std::vector<UnitId>& stack, Hex hex);

/// Why the retreat may not stop at `node`, or nothing when it may (TreeNode::can_stop). The
/// minimum length comes first: short of it no hex is an end, whatever it holds (GC-1); then an
/// enemy-occupied hex (GC-9); then, under end_on_lone_enemy_leader false, a lone enemy leader's
/// hex (GC-3); then a hex adjacent to the start (GC-3). `node` must index
/// tree.nodes() (unchecked).
std::optional<NoStop> no_stop_at(const RetreatTree& tree, int node);

/// The same for a node `n` of a tree of `scenario` with `range`, retreating `stack` (in
/// scenario order): for a tree whose nodes are shared (SharedTree).
std::optional<NoStop> no_stop_at(const TreeNode& n, LengthRange range, const Scenario& scenario,
                                 const std::vector<UnitId>& stack);

/// The words of no_stop_at(tree, node), or nothing when the retreat may stop at `node`.
std::optional<StopRuledOut> stop_ruled_out(const RetreatTree& tree, int node);

/// The options at `node` in canonical order: stop first (when allowed), then the completing
/// neighbours clockwise from minus_r, those that destroy the stack included (GC-9); `targets`
/// gets, for each option, the child node it leads to (-1 for stop). With `rejections`, the
/// choices `options` shows as ruled out: stopping (at the node's hex, StopRuledOut) and the
/// neighbours rejected with their reasons; without, `rejected` stays empty. `node` must index
/// tree.nodes() (unchecked).
Decision decision_at(const RetreatTree& tree, int node, std::vector<int>& targets, bool rejections);

/// The same written over `out` (every member assigned), reusing its vectors' storage: no
/// allocation once they are large enough (a kept Resolution's runs).
void decision_at(const RetreatTree& tree, int node, std::vector<int>& targets, bool rejections,
                 Decision& out);

/// The node of the decision that resolve meets after the choices `answers`, each the index of
/// an option at a decision with more than one (the only ones resolve asks a chooser; a single
/// option is taken unasked), or nothing when the retreat ends first or an answer is not among
/// its decision's options. No decision at all is met where resolve makes none (a tree too large,
/// a declined option, a surrender).
std::optional<int> node_after(const RetreatTree& tree, std::span<const std::size_t> answers);

/// The ways on through each option of `pending` (ways_through), in its order, at the decision
/// that resolve meets after `answers` (node_after) when it is `pending` (the same player, topic
/// and place): an option not offered there has none; nothing when `pending` is not met.
std::optional<std::vector<OptionWays>> ways_at(const RetreatTree& tree, const Decision& pending,
                                               std::span<const std::size_t> answers);

}  // namespace skedaddle::gcacw
