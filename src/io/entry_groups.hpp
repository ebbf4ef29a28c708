// SPDX-License-Identifier: MIT
// A tree's distinct subtrees (NodeTable's classes) written grouped by head, as the option trees
// of `skedaddle-options/5` have them (docs/format.md): per head, the steps and the heads of the
// nodes led to that its entries use, its entries' distinct shapes, and under each shape the
// entries it leads to as small, slowly growing numbers.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "io/json_stream.hpp"
#include "io/node_table.hpp"
#include "skedaddle/core/assert.hpp"

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
  /// A field that is one node (`node` >= 0).
  void node(int node) {
    SKD_ASSERT(node >= 0, "a node field without its node");
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
    int tokens_begin = 0;  // its tokens in shape_tokens_
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

  /// How many references (steps that lead on, node fields) the tokens of an entry or shape
  /// in [token, end) make.
  static int references(const int* token, const int* end);
  void place_group(int head);
  /// Appends a shape's fields, in local numbers, each followed by a comma.
  void write_fields(const Shape& shape, std::string& out) const;
  /// Writes the columns of the `rows` entries of `shape` from `members` on (`places`: storage).
  void write_columns(const Shape& shape, const int* members, std::size_t rows,
                     std::vector<int>& places, JsonStream& out) const;

  std::vector<int> head_;         // class -> head
  std::vector<int> shape_;        // class -> its shape's index in its group
  std::vector<int> place_;        // class -> place in its group, -1 before it is placed
  std::vector<int> token_begin_;  // class -> its tokens (children as classes), end at the next
  std::vector<int> tokens_;
  // Every shape's tokens: an entry's, each child's head in place of the child; once the groups'
  // local numbers are made, local steps and local heads in place of steps and heads.
  std::vector<int> shape_tokens_;
  std::vector<Group> groups_;
  int root_ = -1;
};

}  // namespace skedaddle::io::detail
