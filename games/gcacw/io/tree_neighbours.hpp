// SPDX-License-Identifier: MIT
// The neighbours of every node of a GCACW option tree as RetreatTree::candidates() finds them,
// read cheaply enough for a writer that visits all the nodes (`options --json`): what a
// neighbour shows that depends on its hex alone is read once per hex, and only the rejections
// that depend on the node are worked out for each node.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "gcacw/rules/unoffered.hpp"
#include "io/json_stream.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::io::detail {

/// A neighbour of a node as its Candidate shows it, the hex and direction aside (those of
/// kHexDirs[d] for the d-th): `step` points into the tree or the reader (nullptr for none).
struct NeighbourFacts {
  const ChartStep* step = nullptr;              ///< Candidate::step
  std::optional<gcacw::Rejection> rejection{};  ///< Candidate::rejection
  int child = -1;                               ///< Candidate::child
};

/// Reads the neighbours of a built tree's nodes, the same as RetreatTree::candidates() (a test
/// holds them to it on random boards), without copying chart steps for every node. A child's
/// step is its hex's step but for its override_step (GC-10), as the tree builds it: a Debug
/// assertion checks it, and a reader may key a step by its hex, direction and override.
class TreeNeighbours {
 public:
  /// Reads `tree`, which must outlive the reader and stay unchanged.
  explicit TreeNeighbours(const gcacw::RetreatTree& tree)
      : tree_(tree), box_(hex_box(tree.nodes())) {
    width_ = static_cast<std::size_t>(box_.second.q - box_.first.q + 1);
    const auto height = static_cast<std::size_t>(box_.second.r - box_.first.r + 1);
    if (!tree.nodes().empty()) of_hex_.resize(width_ * height);
    dir_at_.fill(-1);
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      const Hex delta = neighbor(Hex{}, kHexDirs[d]);
      dir_at_[static_cast<std::size_t>((delta.q + 1) * 3 + delta.r + 1)] = static_cast<int>(d);
    }
  }

  /// How many hexes hex_index() numbers.
  std::size_t hex_count() const { return of_hex_.size(); }
  /// A number below hex_count() for the hex of a node of the tree, the same for the same hex:
  /// a reader may keep what it makes of a hex's neighbours by it.
  std::size_t hex_index(Hex h) const {
    SKD_ASSERT(
        h.q >= box_.first.q && h.q <= box_.second.q && h.r >= box_.first.r && h.r <= box_.second.r,
        "the hex of a node of the tree");
    return static_cast<std::size_t>(h.r - box_.first.r) * width_ +
           static_cast<std::size_t>(h.q - box_.first.q);
  }

  /// The neighbours of `node` in the order of kHexDirs: `out[d]` is what candidates(node)[d]
  /// shows but its hex and direction.
  void read(int node, std::array<NeighbourFacts, kHexDirCount>& out) {
    const std::vector<gcacw::TreeNode>& nodes = tree_.nodes();
    const gcacw::TreeNode& n = nodes[static_cast<std::size_t>(node)];
    const HexNeighbours& at = of_hex(n.hex, node);
    // GC-3: the neighbours entered on the way here, one walk up the path for all six.
    unsigned entered = 0;
    for (int a = n.parent; a >= 0; a = nodes[static_cast<std::size_t>(a)].parent) {
      const int d = dir_to(n.hex, nodes[static_cast<std::size_t>(a)].hex);
      if (d >= 0) entered |= 1U << d;
    }
    int min_priority = 99;  // GC-7: the lowest priority number among the legal neighbours
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      NeighbourFacts& f = out[d];
      f = NeighbourFacts{at.has_step[d] ? &at.step[d] : nullptr, at.rejection[d], -1};
      if (f.rejection) continue;
      if ((entered & (1U << d)) != 0) {
        f.rejection = gcacw::Rejection::already_entered;
        continue;
      }
      min_priority = std::min(min_priority, at.step[d].priority);
    }
    for (int k = n.first_child; k < n.first_child + n.child_count; ++k) {
      const gcacw::TreeNode& child = nodes[static_cast<std::size_t>(k)];
      NeighbourFacts& f = out[static_cast<std::size_t>(dir_to(n.hex, child.hex))];
      f.child = k;
      // The hex's step, marked when it overrides the priorities (GC-10): nothing else differs.
      SKD_ASSERT(f.step != nullptr && same_but_override(child.step, *f.step),
                 "a child's step is its hex's, but for the override");
      f.step = &child.step;
      if (!child.completes) f.rejection = gcacw::Rejection::cannot_complete;  // GC-9
    }
    for (NeighbourFacts& f : out) {
      if (f.rejection || f.child >= 0) continue;
      f.rejection =
          gcacw::unoffered_rejection(n, tree_.override_in_force(), f.step->priority, min_priority);
    }
  }

 private:
  // What a hex's neighbours show whatever the node: the rejections of GC-3 that the map makes
  // (off the map, impassable, a prohibited hexside, the start hex) and each chart step as the
  // hex's facts classify it, before any override.
  struct HexNeighbours {
    bool ready = false;
    std::array<std::optional<gcacw::Rejection>, kHexDirCount> rejection{};
    std::array<bool, kHexDirCount> has_step{};
    std::array<ChartStep, kHexDirCount> step{};
  };

  static bool same_but_override(const ChartStep& a, const ChartStep& b) {
    return a.chart == b.chart && a.row == b.row && a.priority == b.priority && a.loss == b.loss &&
           a.road == b.road && a.friendly == b.friendly && a.more_distant == b.more_distant &&
           a.zoc == b.zoc && a.enemy == b.enemy;
  }

  static bool set_by_the_map(gcacw::Rejection r) {
    return r == gcacw::Rejection::off_map || r == gcacw::Rejection::impassable ||
           r == gcacw::Rejection::prohibited_hexside || r == gcacw::Rejection::start_hex;
  }

  // The facts of the hex of `node`, read from the first node in it that asks.
  const HexNeighbours& of_hex(Hex h, int node) {
    HexNeighbours& at = of_hex_[hex_index(h)];
    if (at.ready) return at;
    const std::array<gcacw::Candidate, kHexDirCount> candidates = tree_.candidates(node);
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      const gcacw::Candidate& c = candidates[d];
      if (c.rejection && set_by_the_map(*c.rejection)) at.rejection[d] = c.rejection;
      at.has_step[d] = c.step.has_value();
      if (c.step) {
        at.step[d] = *c.step;
        at.step[d].override_step = false;  // a child's step marks its override (GC-10)
      }
    }
    at.ready = true;
    return at;
  }

  // The index in kHexDirs of the direction from `from` to an adjacent `to`, else -1.
  int dir_to(Hex from, Hex to) const {
    const int dq = to.q - from.q;
    const int dr = to.r - from.r;
    if (dq < -1 || dq > 1 || dr < -1 || dr > 1) return -1;
    return dir_at_[static_cast<std::size_t>((dq + 1) * 3 + dr + 1)];
  }

  const gcacw::RetreatTree& tree_;
  std::pair<Hex, Hex> box_;
  std::size_t width_ = 0;
  std::vector<HexNeighbours> of_hex_;
  std::array<int, 9> dir_at_{};  // by (dq + 1) * 3 + dr + 1, for dq, dr in [-1, 1]
};

}  // namespace skedaddle::io::detail
