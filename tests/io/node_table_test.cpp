// SPDX-License-Identifier: MIT
// io::detail::NodeTable: a tree's nodes as a table of its distinct subtrees, and the hook that
// tells its caller the first node of each entry (the GCACW writer numbers a node's values there,
// once per entry).
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "io/json_stream.hpp"

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

TEST(NodeTable, TheHookChangesNothingOfTheTable) {
  Calls calls;
  const NodeTable with_hook = table_of(calls);
  const NodeTable without(static_cast<int>(kLabels.size()), 0, node_key, node_children);
  const auto text = [](const NodeTable& table) {
    std::string written;
    JsonStream out([&written](std::string_view piece) { written += piece; });
    table.write(out, "", [](int node, const auto& ref, std::string& line) {
      line += '"';
      node_key(node, ref, line);
      line += '"';
    });
    out.flush();
    return written;
  };
  // The root first, every reference to a later entry, the shared subtrees once.
  EXPECT_EQ(text(without), "\"r,1,1,2\",\n\"b,2\",\n\"a\"\n");
  EXPECT_EQ(text(with_hook), text(without));
}

}  // namespace
}  // namespace skedaddle::io::detail
