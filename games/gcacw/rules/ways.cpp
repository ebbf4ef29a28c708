// SPDX-License-Identifier: MIT
// The complete ways on from a node of the option tree and their ends (ALL-1), counted over its
// subtree as resolve would offer them, and the node a resolution reaches with its answers so
// far: the first decision's summary and each later decision's figures without resolving a way.
#include <vector>

#include "gcacw/rules/decision.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

OptionWays ways_through(const RetreatTree& tree, int node) {
  const TreeNode& n = tree.nodes()[static_cast<std::size_t>(node)];
  OptionWays out;
  if (n.can_stop) {
    out.ways = 1;
    out.ends.add(n.destroys ? n.best : tree.stop_score(node));
  }
  if (n.must_stop) return out;
  // decision_at's moves: the completing children.
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
    if (!tree.nodes()[static_cast<std::size_t>(c)].completes) continue;
    const OptionWays child = ways_through(tree, c);
    out.ways += child.ways;
    out.ends.add(child.ends);
  }
  return out;
}

std::optional<int> node_after(const RetreatTree& tree, std::span<const std::size_t> answers) {
  // resolve's walk (resolve.cpp, walk_tree) without its events: the same decisions, the same
  // targets, the same ends (a stop, or the stack destroyed).
  if (tree.nodes().empty() || tree.too_large() || tree.option_declined() || tree.surrenders()) {
    return std::nullopt;
  }
  std::vector<int> targets;
  std::size_t next = 0;
  int node = 0;
  for (;;) {
    const Decision d = decision_at(tree, node, targets, false);
    std::size_t pick = 0;
    if (d.options.size() > 1) {
      if (next == answers.size()) return node;
      if (answers[next] >= d.options.size()) return std::nullopt;
      pick = answers[next++];
    } else if (d.options.empty()) {
      return std::nullopt;
    }
    const int target = targets[pick];
    if (target < 0) return std::nullopt;
    node = target;
    if (!tree.nodes()[static_cast<std::size_t>(node)].survivors) return std::nullopt;
  }
}

std::optional<std::vector<OptionWays>> ways_at(const RetreatTree& tree, const Decision& pending,
                                               std::span<const std::size_t> answers) {
  const std::optional<int> node = node_after(tree, answers);
  if (!node) return std::nullopt;
  std::vector<int> targets;
  const Decision d = decision_at(tree, *node, targets, false);
  // decision_figures' test of the decision: who takes it, what and where.
  if (d.actor != pending.actor || d.topic != pending.topic || d.at != pending.at) {
    return std::nullopt;
  }
  std::vector<OptionWays> out(pending.options.size());
  for (std::size_t i = 0; i < pending.options.size(); ++i) {
    const Option& wanted = pending.options[i];
    for (std::size_t j = 0; j < d.options.size(); ++j) {
      const Option& o = d.options[j];
      if (o.kind != wanted.kind || o.place != wanted.place || o.value != wanted.value) continue;
      if (targets[j] >= 0) {
        out[i] = ways_through(tree, targets[j]);
      } else {
        // A stop ends the retreat here: one way, scored as the option scores it.
        out[i].ways = 1;
        out[i].ends.add(o.best);
      }
      break;
    }
  }
  return out;
}

}  // namespace skedaddle::gcacw
