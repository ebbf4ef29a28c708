// SPDX-License-Identifier: MIT
// The option tree of a GCACW retreat: every path that obeys the restrictions (GC-3) and the
// priorities (GC-7) hex by hex, with lengths and extension (GC-9). A path completes when it ends
// where a retreat may end, whatever it costs: the ones that destroy the stack are kept and marked
// (GC-9). The single override when no priority-respecting path completes with a combat unit
// alive (GC-10); surrender when nothing completes even with it (GC-11).
#include <algorithm>
#include <string>

#include "gcacw/rules/unoffered.hpp"
#include "gcacw/rules/workspace.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/core/resolvable.hpp"

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
  void enter(int index) { work.enter_path(index); }
  void leave() { work.leave_path(); }

  // Workspace::settle, and where the stack dies the score of dying there (ALL-1).
  void settle(TreeNode& node, const TreeNode& parent, const StepFacts& facts) const {
    work.settle(node, parent, facts, tree.range_);
    if (node.destroys) node.best = tree.fatal_score(node.hex);
  }

  void expand(int id) {
    // Copied out: push_back below may move the node.
    const TreeNode& at = tree.nodes_[static_cast<std::size_t>(id)];
    const Hex hex = at.hex;
    const int depth = at.depth;
    const int loss = at.loss;
    const bool override_used = at.override_used;
    if (static_cast<int>(tree.nodes_.size()) > kMaxTreeNodes) tree.too_large_ = true;
    if (!at.must_stop && !tree.too_large_) {
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
        settle(child, tree.nodes_[static_cast<std::size_t>(id)], f);
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

  // Bottom-up: does some way on complete, does one save a combat unit, and what is the best end
  // reachable (ALL-1)? A path that destroys the stack scores where the stack died.
  void finish(int id) {
    TreeNode& n = tree.nodes_[static_cast<std::size_t>(id)];
    n.completes = n.can_stop;
    n.saves = n.can_stop && n.survivors;
    bool scored = false;
    // Every node where the retreat may stop gets its distance now: stop_score() reads it there
    // without preparing the rest of the tree (resolve asks it of each stop it offers).
    // The node being finished is the last hex of the path (expand() enters it before).
    const int enemy_distance = n.can_stop ? work.nearest_enemy(path.back(), n.hex) : 0;
    if (n.saves) {
      n.best = tree.stop_score(id, enemy_distance);
      scored = true;
    }
    for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
      const TreeNode& child = tree.nodes_[static_cast<std::size_t>(c)];
      if (!child.completes) continue;
      n.completes = true;
      n.saves = n.saves || child.saves;
      if (!scored || better(child.best, n.best)) n.best = child.best;
      scored = true;
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

Errors RetreatTree::build(const Scenario& scenario) {
  Errors errors = check_resolvable(scenario);
  if (errors.empty()) {
    grow(scenario);
  } else {
    nodes_.clear();
    stack_.clear();
    scenario_ = nullptr;
  }
  return errors;
}

void RetreatTree::grow(const Scenario& scenario) {
  scenario_ = &scenario;
  const Request& r = scenario.request;
  range_ = length_range(r.kind);
  work_->reset(scenario, stack_);

  TreeBuilder builder{*this, *work_, scenario, false, work_->path};
  override_mode_ = false;
  voluntary_ = r.kind == RetreatKind::defender_option;
  too_large_ = false;
  builder.run();
  // GC-10: only when no priority-respecting path completes with a combat unit alive may the
  // owner override, once; the defender's option too (GC-1). The fatal priority-respecting paths
  // stay in the tree beside the override paths.
  if (!nodes_[0].saves && !too_large_) {
    builder.allow_override = true;
    override_mode_ = true;
    builder.run();
  }
}

Score RetreatTree::stop_score(int node) const {
  const TreeNode& n = nodes_[checked_index(node, nodes_.size(), "node")];
  // build() computed the distances of the nodes where the retreat may stop, and only those.
  if (!n.can_stop) work_->prepare_reads(nodes_, false);
  const Workspace& work = *work_;
  return stop_score(node, work.enemy_distance_at(scenario_->board.grid().index(n.hex)));
}

Score RetreatTree::stop_score(int node, int enemy_distance) const {
  const TreeNode& n = nodes_[static_cast<std::size_t>(node)];
  Score s;
  for (int m : work_->combat_manpower) {
    if (m <= n.loss) ++s.units_lost;
    s.strength_lost += std::min(m, n.loss);
  }
  s.distance = enemy_distance;
  return s;
}

Score RetreatTree::fatal_score(Hex died_in) {
  Score s;
  s.units_lost = static_cast<int>(stack_.size());  // leaders share the stack's fate
  s.strength_lost = work_->total_manpower;
  // A stack may die in an enemy-occupied hex (row 5): no enemy is nearer than that one.
  const int index = scenario_->board.grid().index(died_in);
  s.distance = work_->enemy_at(index) ? 0 : work_->nearest_enemy(index, died_in);
  return s;
}

std::vector<UnitId> RetreatTree::eliminated_at(int node) const {
  std::vector<UnitId> out;
  eliminated_at(node, out);
  return out;
}

void RetreatTree::eliminated_at(int node, std::vector<UnitId>& out) const {
  out.clear();
  const TreeNode& n = nodes_[checked_index(node, nodes_.size(), "node")];
  if (n.parent < 0) return;
  eliminated_entering(*scenario_, stack_, nodes_[static_cast<std::size_t>(n.parent)].loss, n, out);
}

void eliminated_entering(const Scenario& scenario, const std::vector<UnitId>& stack, int before,
                         const TreeNode& n, std::vector<UnitId>& out) {
  out.clear();
  for (UnitId id : stack) {
    const Unit& u = scenario.units[index_of(id)];
    if (!u.is_combat()) continue;
    // GC-8: cavalry entering an enemy-occupied hex in a cavalry retreat; GC-2: manpower 0.
    if ((n.destroys && u.manpower > before) || (u.manpower > before && u.manpower <= n.loss)) {
      out.push_back(id);
    }
  }
  if (n.destroys) {
    for (UnitId id : stack) {
      if (!scenario.units[index_of(id)].is_combat()) out.push_back(id);
    }
  }
}

std::array<Candidate, kHexDirCount> RetreatTree::candidates(int node) const {
  const TreeNode& n = nodes_[checked_index(node, nodes_.size(), "node")];
  work_->prepare_reads(nodes_, true);
  const Workspace& work = *work_;
  const HexFacts& hf = work.facts_at(scenario_->board.grid().index(n.hex));

  std::array<Candidate, kHexDirCount> out{};
  int min_priority = 99;  // GC-7: the lowest priority number among the legal neighbours
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
  }
  // GC-3: the hexes of the path to here, walked once for all six neighbours.
  for (int a = node; a >= 0; a = nodes_[static_cast<std::size_t>(a)].parent) {
    const Hex entered = nodes_[static_cast<std::size_t>(a)].hex;
    for (Candidate& c : out) {
      if (!c.rejection && c.hex == entered) c.rejection = Rejection::already_entered;
    }
  }
  for (std::size_t d = 0; d < kHexDirCount; ++d) {
    if (!out[d].rejection) min_priority = std::min(min_priority, hf.steps[d].step.priority);
  }
  for (Candidate& c : out) {
    if (c.rejection) continue;
    for (int k = n.first_child; k < n.first_child + n.child_count; ++k) {
      const TreeNode& child = nodes_[static_cast<std::size_t>(k)];
      if (child.hex != c.hex) continue;
      c.child = k;
      c.step = child.step;
      if (!child.completes) c.rejection = Rejection::cannot_complete;
    }
    if (c.child >= 0) continue;
    c.rejection = unoffered_rejection(n, override_mode_, c.step->priority, min_priority);
  }
  return out;
}

}  // namespace skedaddle::gcacw
