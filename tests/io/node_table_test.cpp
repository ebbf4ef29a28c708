// SPDX-License-Identifier: MIT
// io::detail::NodeTable: a tree's nodes classified by their subtrees, and the hook that tells
// its caller the first node of each entry (the GCACW writer numbers a node's values there, once
// per entry).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/node_table.hpp"

namespace skedaddle::io::detail {
namespace {

// Node 0 ("r") has children 1, 2 and 5; 1 and 2 ("b") have one child each, 3 and 4; 3, 4 and 5
// are leaves ("a"). Subtrees 1 and 2 are the same, and so are 3, 4 and 5.
const std::vector<std::string> kLabels = {"r", "b", "b", "a", "a", "a"};
const std::vector<std::vector<int>> kChildren = {{1, 2, 5}, {3}, {4}, {}, {}, {}};

struct Calls {
  std::vector<std::string> log;  // "key N" and "first N", in the order the table made them
};

/// A node's key: its label, then its children's entries.
constexpr auto node_key = [](int node, const auto& ref, std::string& out) {
  out += kLabels[static_cast<std::size_t>(node)];
  for (const int child : kChildren[static_cast<std::size_t>(node)])
    out += "," + std::to_string(ref(child));
};

/// Visits a node's children in order.
constexpr auto node_children = [](int node, const auto& visit) {
  for (const int child : kChildren[static_cast<std::size_t>(node)])
    visit(child);
};

NodeTable table_of(Calls& calls) {
  const auto key = [&calls](int node, const auto& ref, std::string& out) {
    calls.log.push_back("key " + std::to_string(node));
    node_key(node, ref, out);
  };
  const auto first = [&calls](int node) { calls.log.push_back("first " + std::to_string(node)); };
  return NodeTable(static_cast<int>(kLabels.size()), 0, key, node_children, first);
}

TEST(NodeTable, TellsTheFirstNodeOfEachEntryRightAfterItsKey) {
  Calls calls;
  const NodeTable table = table_of(calls);
  EXPECT_EQ(table.size(), 3);
  // Children before parents, in the order children() gives them; a node whose key was seen
  // before (2, 4, 5) starts no entry.
  const std::vector<std::string> want = {"key 3", "first 3", "key 1", "first 1", "key 4",
                                         "key 2", "key 5",   "key 0", "first 0"};
  EXPECT_EQ(calls.log, want);
}

TEST(NodeTable, ClassifiesIdenticalSubtreesTogetherBottomUp) {
  Calls calls;
  const NodeTable with_hook = table_of(calls);
  const NodeTable without(static_cast<int>(kLabels.size()), 0, node_key, node_children);
  for (const NodeTable* table : {&with_hook, &without}) {
    // The leaves first (class 0), then the "b" subtrees, then the root; each class's first
    // node is the first classified.
    EXPECT_EQ(table->size(), 3);
    const std::vector<int> classes = {2, 1, 1, 0, 0, 0};
    for (int node = 0; node < 6; ++node)
      EXPECT_EQ(table->class_of(node), classes[static_cast<std::size_t>(node)]) << node;
    EXPECT_EQ(table->node_of(0), 3);
    EXPECT_EQ(table->node_of(1), 1);
    EXPECT_EQ(table->node_of(2), 0);
  }
}

}  // namespace
}  // namespace skedaddle::io::detail
