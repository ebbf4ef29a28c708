// SPDX-License-Identifier: MIT
// The option tree of a GCACW retreat with its identical subtrees built once: the same nodes,
// facts and neighbours as RetreatTree's, as a graph in which a subtree reached by many paths is
// one node. For the writer of `options --json`, which shows each distinct subtree once: a tree
// of a million nodes may have only tens of thousands of distinct subtrees (docs/performance.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

/// Most distinct subtrees a SharedTree builds before it gives up (about 600 bytes each with the
/// questions that find them, some 120 MB): past it, a tree shares too little to be smaller than
/// the RetreatTree, whose nodes kMaxTreeNodes bounds.
inline constexpr int kMaxSharedNodes = 200'000;

/// What a node's neighbour in one direction shows whatever the path to the node: the rejection
/// the map makes (GC-3: off the map, impassable, a prohibited hexside, the start hex) and the
/// chart step as the hex's facts classify it, before any override (GC-10).
struct SharedStep {
  std::optional<Rejection> rejection{};  ///< set when the map rules the neighbour out
  bool has_step = false;                 ///< a chart step is shown (all but off the map)
  ChartStep step{};                      ///< the step, override_step false
  ChartStep override_step{};             ///< the same step taken by overriding (GC-10)
};

/// An option of a node: the node it leads to, in a direction, taken by overriding or not.
struct SharedEdge {
  int child = -1;              ///< index into SharedTree::nodes()
  std::uint8_t dir = 0;        ///< index into kHexDirs
  bool override_step = false;  ///< taken by overriding the priorities (GC-10)
};

/// The option tree of a retreat (RetreatTree) as a graph of its distinct subtrees: a node is a
/// subtree that the tree holds once or more, each copy with the same facts, options and
/// rejections. Built by a depth-first walk that remembers every subtree it built together with
/// the hexes entered before it that its building asked about (GC-3: already entered): a later
/// node in the same state whose path answers those questions the same way is the same subtree.
class SharedTree {
 public:
  /// An empty tree.
  SharedTree();
  /// Frees the tree.
  ~SharedTree();
  SharedTree(const SharedTree&) = delete;
  SharedTree& operator=(const SharedTree&) = delete;

  /// Builds the tree of `scenario` (which must outlive the tree's use); or, when
  /// check_resolvable() finds errors, returns them and leaves the tree empty. A tree that would
  /// exceed kMaxTreeNodes nodes is given up and too_large() (RetreatTree's bound, counted over
  /// the whole tree, not over the shared nodes): its nodes are then not to be read.
  [[nodiscard]] Errors build(const Scenario& scenario) { return build(scenario, kMaxSharedNodes); }
  /// The same, giving up (gave_up()) past `max_shared_nodes` distinct subtrees.
  [[nodiscard]] Errors build(const Scenario& scenario, int max_shared_nodes);

  /// The distinct subtrees' roots; node 0 is the start hex. A node's `parent` is -1 (it may
  /// have many) and its `best` is not computed (the document does not show it); its options
  /// are edges(node), `first_child` and `child_count` indexing them.
  const std::vector<TreeNode>& nodes() const { return nodes_; }
  /// The options of `node` that lead on (the tree's children), in clockwise order.
  std::span<const SharedEdge> edges(int node) const {
    const TreeNode& n = nodes_[static_cast<std::size_t>(node)];
    return {edges_.data() + n.first_child, static_cast<std::size_t>(n.child_count)};
  }
  /// The directions (bits by index into kHexDirs) of the neighbours of `node` rejected as
  /// already entered (GC-3).
  unsigned entered(int node) const { return entered_[static_cast<std::size_t>(node)]; }
  /// The neighbours of `node` as its hex shows them whatever the path, by index into kHexDirs.
  const std::array<SharedStep, kHexDirCount>& steps(int node) const {
    return hex_steps_[static_cast<std::size_t>(slot_[static_cast<std::size_t>(node)])];
  }
  /// How many hexes the nodes stand in: hex_slot() numbers them.
  std::size_t hex_count() const { return hex_steps_.size(); }
  /// A number below hex_count(), the same for the nodes in the same hex.
  std::size_t hex_slot(int node) const {
    return static_cast<std::size_t>(slot_[static_cast<std::size_t>(node)]);
  }
  /// The units eliminated entering `node` (RetreatTree::eliminated_at), into `out`.
  void eliminated_at(int node, std::vector<UnitId>& out) const;
  /// How many nodes the whole tree (RetreatTree's) has below and at `node`.
  std::int64_t tree_size(int node) const { return size_[static_cast<std::size_t>(node)]; }

  /// The scenario the tree was built from; null before build(), or after one that failed.
  const Scenario* scenario() const { return scenario_; }
  /// As RetreatTree::override_in_force() (GC-10).
  bool override_in_force() const { return override_mode_; }
  /// As RetreatTree::completes() (GC-9).
  bool completes() const { return !nodes_.empty() && nodes_[0].completes; }
  /// As RetreatTree::saves().
  bool saves() const { return !nodes_.empty() && nodes_[0].saves; }
  /// As RetreatTree::surrenders() (GC-11).
  bool surrenders() const { return !completes() && !voluntary_; }
  /// As RetreatTree::option_declined() (GC-1).
  bool option_declined() const { return !saves() && voluntary_; }
  /// As RetreatTree::too_large(): the whole tree exceeds kMaxTreeNodes.
  bool too_large() const { return too_large_; }
  /// True when the tree has more distinct subtrees than build() allowed: then it is neither
  /// built (its nodes are not to be read) nor known to be too_large(); a RetreatTree holds it
  /// in less memory.
  bool gave_up() const { return gave_up_; }
  /// The units that retreat, in scenario order (leaders included).
  const std::vector<UnitId>& stack() const { return stack_; }
  /// The permitted length.
  LengthRange range() const { return range_; }

 private:
  friend struct SharedTreeBuilder;

  std::vector<TreeNode> nodes_;
  std::vector<SharedEdge> edges_;
  std::vector<std::uint8_t> entered_;                            // by node
  std::vector<int> parent_loss_;                                 // by node, -1 for the root
  std::vector<int> slot_;                                        // by node, into hex_steps_
  std::vector<std::int64_t> size_;                               // by node
  std::vector<std::array<SharedStep, kHexDirCount>> hex_steps_;  // by hex reached
  std::vector<UnitId> stack_;
  LengthRange range_{};
  bool override_mode_ = false;
  bool voluntary_ = false;
  bool too_large_ = false;
  bool gave_up_ = false;
  const Scenario* scenario_ = nullptr;
  std::unique_ptr<RetreatTree::Workspace> work_;
};

}  // namespace skedaddle::gcacw
