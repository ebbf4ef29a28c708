// SPDX-License-Identifier: MIT
// The option tree of a GCACW retreat: every path that obeys the restrictions (GC-3) and the
// priorities (GC-7) hex by hex, with lengths and extension (GC-9), pruned to the paths that
// complete with a combat unit alive; the single override when nothing else avoids surrender
// (GC-10); surrender when even that fails (GC-11).
#include <algorithm>
#include <string>

#include "rules/gcacw/workspace.hpp"

namespace skedaddle::gcacw {

Error too_large_error() {
  return {"", "the retreat has more than " + std::to_string(kMaxTreeNodes) +
                  " possible steps; refused rather than exhaust memory"};
}

RetreatTree::RetreatTree() : work_(std::make_unique<Workspace>()) {}
RetreatTree::~RetreatTree() = default;
RetreatTree::RetreatTree(RetreatTree&&) noexcept = default;
RetreatTree& RetreatTree::operator=(RetreatTree&&) noexcept = default;

/// Depth-first construction over the tree's buffers.
struct TreeBuilder {
  RetreatTree& tree;
  RetreatTree::Workspace& work;
  const Scenario& scenario;
  bool allow_override = false;
  std::vector<int>& path;  // dense indices of the hexes from the start to the node expanded

  bool visited(int index) const { return work.on_path[static_cast<std::size_t>(index)] != 0; }
  void enter(int index) {
    path.push_back(index);
    work.on_path[static_cast<std::size_t>(index)] = 1;
  }
  void leave() {
    work.on_path[static_cast<std::size_t>(path.back())] = 0;
    path.pop_back();
  }

  // The stack stands in `node.hex` after entering it with `facts`: may it stop, must it?
  void settle(TreeNode& node, const StepFacts& facts) const {
    const LengthRange range = tree.range_;
    const bool cavalry_lost = work.cavalry && facts.step.enemy;  // GC-8
    node.survivors = !cavalry_lost && node.loss < work.max_manpower;
    const bool adjacent_to_start = adjacent(node.hex, work.start);
    const bool may_end_here =
        !facts.step.enemy &&                                                            // GC-9
        (scenario.request.kind == RetreatKind::defender_option || !adjacent_to_start);  // GC-3
    node.can_stop = node.survivors && node.depth >= range.min && may_end_here;
    node.must_stop = node.can_stop && node.depth >= range.max;
  }

  void expand(int id) {
    // Copied out: push_back below may move the node.
    const TreeNode& at = tree.nodes_[static_cast<std::size_t>(id)];
    const Hex hex = at.hex;
    const int depth = at.depth;
    const int loss = at.loss;
    const bool override_used = at.override_used;
    if (static_cast<int>(tree.nodes_.size()) > kMaxTreeNodes) tree.too_large_ = true;
    if (!at.must_stop && at.survivors && !tree.too_large_) {
      const HexFacts& hf = work.facts_of(path.back(), hex);
      // GC-3 then GC-7: the legal neighbours, then the lowest priority number among them.
      int min_priority = 99;
      unsigned legal = 0;
      for (std::size_t d = 0; d < kHexDirCount; ++d) {
        const StepFacts& f = hf.steps[d];
        if (f.rejection || visited(f.to)) continue;
        legal |= 1U << d;
        min_priority = std::min(min_priority, f.step.priority);
      }
      const int first = static_cast<int>(tree.nodes_.size());
      int count = 0;
      std::array<int, kHexDirCount> child_index{};  // `hf` may move once the recursion grows
      for (std::size_t d = 0; d < kHexDirCount; ++d) {
        if ((legal & (1U << d)) == 0) continue;
        const StepFacts& f = hf.steps[d];
        const bool override_step = f.step.priority > min_priority;
        if (override_step && (!allow_override || override_used)) continue;  // GC-10
        TreeNode& child = tree.nodes_.emplace_back();
        child.parent = id;
        child.hex = neighbor(hex, kHexDirs[d]);
        child.depth = depth + 1;
        child.loss = loss + f.loss;
        child.step = f.step;
        child.step.override_step = override_step;
        child.override_used = override_used || override_step;
        settle(child, f);
        child_index[static_cast<std::size_t>(count)] = f.to;
        ++count;
      }
      tree.nodes_[static_cast<std::size_t>(id)].first_child = first;
      tree.nodes_[static_cast<std::size_t>(id)].child_count = count;
      for (int c = 0; c < count; ++c) {
        enter(child_index[static_cast<std::size_t>(c)]);
        expand(first + c);
        leave();
      }
    }
    finish(id);
  }

  // Bottom-up: does some way on complete, and what is the best end reachable (ALL-1)?
  void finish(int id) {
    TreeNode& n = tree.nodes_[static_cast<std::size_t>(id)];
    n.completes = n.can_stop;
    if (n.can_stop) n.best = tree.stop_score(id);
    for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
      const TreeNode& child = tree.nodes_[static_cast<std::size_t>(c)];
      if (!child.completes) continue;
      if (!n.completes || better(child.best, n.best)) n.best = child.best;
      n.completes = true;
    }
  }

  void run() {
    tree.nodes_.clear();
    path.clear();
    TreeNode root;
    root.hex = work.start;
    root.survivors = true;
    tree.nodes_.push_back(root);
    enter(scenario.board.grid().index(work.start));
    expand(0);
    leave();
  }
};

void RetreatTree::build(const Scenario& scenario) {
  scenario_ = &scenario;
  const Request& r = scenario.request;
  range_ = length_range(r.kind);
  work_->reset(scenario, stack_);

  TreeBuilder builder{*this, *work_, scenario, false, work_->path};
  override_mode_ = false;
  voluntary_ = r.kind == RetreatKind::defender_option;
  too_large_ = false;
  builder.run();
  // GC-10: only when no priority-respecting path completes may the owner override, once; a
  // voluntary retreat risks no surrender, so it has no override.
  if (!nodes_[0].completes && !voluntary_ && !too_large_) {
    builder.allow_override = true;
    override_mode_ = true;
    builder.run();
  }
}

Score RetreatTree::stop_score(int node) const {
  const TreeNode& n = nodes_[static_cast<std::size_t>(node)];
  Score s;
  for (int m : work_->combat_manpower) {
    if (m <= n.loss) ++s.units_lost;
    s.strength_lost += std::min(m, n.loss);
  }
  s.distance = work_->nearest_enemy(n.hex);
  return s;
}

std::array<Candidate, kHexDirCount> RetreatTree::candidates(int node) const {
  SKD_ASSERT(node >= 0 && node < static_cast<int>(nodes_.size()), "candidates() of a node");
  const TreeNode& n = nodes_[static_cast<std::size_t>(node)];
  const HexFacts& hf = work_->facts_of(n.hex);

  std::array<Candidate, kHexDirCount> out{};
  for (std::size_t d = 0; d < kHexDirCount; ++d) {
    const StepFacts& f = hf.steps[d];
    Candidate& c = out[d];
    c.dir = kHexDirs[d];
    c.hex = neighbor(n.hex, c.dir);
    if (f.rejection) {
      c.rejection = f.rejection;
      if (*f.rejection != Rejection::off_map) c.step = f.step;
      continue;
    }
    c.step = f.step;
    for (int a = node; a >= 0 && !c.rejection; a = nodes_[static_cast<std::size_t>(a)].parent) {
      if (nodes_[static_cast<std::size_t>(a)].hex == c.hex)
        c.rejection = Rejection::already_entered;
    }
    if (c.rejection) continue;
    for (int k = n.first_child; k < n.first_child + n.child_count; ++k) {
      const TreeNode& child = nodes_[static_cast<std::size_t>(k)];
      if (child.hex != c.hex) continue;
      c.child = k;
      c.step = child.step;
      if (!child.completes) c.rejection = Rejection::cannot_complete;
    }
    if (c.child >= 0) continue;
    if (!n.survivors) {
      c.rejection = Rejection::stack_eliminated;
    } else if (n.must_stop) {
      c.rejection = Rejection::retreat_over;
    } else {
      c.rejection = Rejection::lower_priority;  // GC-7 (or a second override, GC-10)
    }
  }
  return out;
}

}  // namespace skedaddle::gcacw
