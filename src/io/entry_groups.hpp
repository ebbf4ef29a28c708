// SPDX-License-Identifier: MIT
// A tree's distinct subtrees (NodeTable's classes) written grouped by head, as the option trees
// of `skedaddle-options/5` have them (docs/format.md): per head, the steps and the heads of the
// nodes led to that its entries use, its entries' distinct shapes, and under each shape the
// entries it leads to as small, slowly growing numbers.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "io/json_stream.hpp"

namespace skedaddle::io::detail {

/// What one entry shows, as numbers into its tree's tables: its head, then its fields, each a
/// list of steps (a step that leads on names the node it leads to) or one node (a Jacobite
/// leader's `leave`). Filled by a tree's `describe`.
class EntryFacts {
 public:
  /// Forgets everything, for the next entry.
  void clear() {
    head_ = -1;
    tokens_.clear();
  }
  /// The entry's head (its number in the tree's `heads`).
  void head(int head) { head_ = head; }
  /// Opens a field that is a list of steps (steps() then step() for each).
  void steps() { tokens_.push_back(kSteps); }
  /// A step of the open list, by its number in `steps`, and `then`, the node it leads to, or
  /// -1 when it leads nowhere.
  void step(int step, int then = -1) {
    tokens_.push_back(step);
    tokens_.push_back(then);
  }
  /// A field that is one node.
  void node(int node) {
    tokens_.push_back(kNode);
    tokens_.push_back(node);
  }

 private:
  friend class EntryGroups;
  // A field opens with kSteps (then pairs of a step and the node it leads to, -1 for none) or
  // kNode (then the node).
  static constexpr int kSteps = -2;
  static constexpr int kNode = -3;
  int head_ = -1;
  std::vector<int> tokens_;
};

/// The entries of a NodeTable grouped by head (`skedaddle-options/5`). `describe(node, facts)`
/// fills `facts` with what the entry of `node` shows, its children as nodes; it is called once
/// for one node of each entry. Every head in [0, `heads`) must head some entry.
class EntryGroups {
 public:
  /// Groups the entries of `table`, whose root is `root`.
  EntryGroups(const NodeTable& table, int root, int heads,
              const std::function<void(int node, EntryFacts& facts)>& describe);
  /// `"tree"`: the root as `[head, place]`.
  std::string root() const;
  /// Writes the groups, one a line in the order of their heads, each line starting with
  /// `indent` and all but the last followed by a comma.
  void write(JsonStream& out, std::string_view indent) const;

 private:
  struct Shape {
    int tokens_begin = 0;  // its tokens in shape_tokens_: its first entry's, children as heads
    int tokens_end = 0;
    int count = 0;       // its entries
    int first_seen = 0;  // its index before the shapes are ordered
  };
  struct Group {
    std::vector<Shape> shapes;      // in the order written
    std::vector<int> members;       // entries (classes), in the order of their places
    std::vector<int> step_numbers;  // local step -> step
    std::vector<int> then_heads;    // local head -> head
  };

  void place_group(int head);
  void write_group(const Group& group, std::string& out) const;

  std::vector<int> head_;         // class -> head
  std::vector<int> shape_;        // class -> its shape's index in its group
  std::vector<int> place_;        // class -> place in its group, -1 before it is placed
  std::vector<int> token_begin_;  // class -> its tokens (children as classes), end at the next
  std::vector<int> tokens_;
  std::vector<int> shape_tokens_;  // every shape's tokens, children as their heads
  std::vector<Group> groups_;
  int root_ = -1;
};

}  // namespace skedaddle::io::detail
