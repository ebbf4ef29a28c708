// SPDX-License-Identifier: MIT
// Why the tree does not step into a neighbour that may legally be entered: one rule for the
// tree's candidates() and for the readers of the options document (RetreatTree and SharedTree).
#pragma once

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

/// Why `node` has no option into a legal neighbour of priority number `priority`, where
/// `min_priority` is the lowest among its legal neighbours: the retreat ends there (GC-9), the
/// one override was taken before (GC-10), or a neighbour of a lower number exists (GC-7).
inline Rejection unoffered_rejection(const TreeNode& node, bool override_in_force, int priority,
                                     int min_priority) {
  if (node.must_stop) return Rejection::retreat_over;
  if (override_in_force && node.override_used && priority > min_priority) {
    return Rejection::override_spent;  // once in a retreat
  }
  return Rejection::lower_priority;
}

}  // namespace skedaddle::gcacw
