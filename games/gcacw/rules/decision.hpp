// SPDX-License-Identifier: MIT
// The owner's decision at a node of a GCACW option tree, as resolve offers it to a chooser.
#pragma once

#include <optional>
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

/// Why the retreat may not stop at `node`, or nothing when it may (TreeNode::can_stop). The
/// minimum length comes first: short of it no hex is an end, whatever it holds (GC-1); then an
/// enemy-occupied hex (GC-9); then a hex adjacent to the start (GC-3). `node` must index
/// tree.nodes() (unchecked).
std::optional<StopRuledOut> stop_ruled_out(const RetreatTree& tree, int node);

/// The options at `node` in canonical order: stop first (when allowed), then the completing
/// neighbours clockwise from minus_r, those that destroy the stack included (GC-9); `targets`
/// gets, for each option, the child node it leads to (-1 for stop). With `rejections`, the
/// choices `options` shows as ruled out: stopping (at the node's hex, StopRuledOut) and the
/// neighbours rejected with their reasons; without, `rejected` stays empty. `node` must index
/// tree.nodes() (unchecked).
Decision decision_at(const RetreatTree& tree, int node, std::vector<int>& targets, bool rejections);

}  // namespace skedaddle::gcacw
