// SPDX-License-Identifier: MIT
// io::detail::EntryGroups: a tree's distinct subtrees grouped by head (`skedaddle-options/5`,
// docs/format.md), on small trees worked by hand.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "io/entry_groups.hpp"
#include "io/json_stream.hpp"
#include "io/node_table.hpp"

namespace skedaddle::io::detail {
namespace {

/// A node of a test tree: its head, its steps (a step's number and the node it leads to, -1
/// for none), and a node field (-1 for none).
struct TestNode {
  int head;
  std::vector<std::pair<int, int>> steps;
  int leave = -1;
};

/// The groups and root of `nodes` (node 0 the root) as the writer writes them; with
/// `key_by_node`, a key that tells every node apart, whatever it shows.
std::string written(const std::vector<TestNode>& nodes, int heads, bool key_by_node = false) {
  const auto at = [&nodes](int n) -> const TestNode& { return nodes[static_cast<std::size_t>(n)]; };
  const auto children = [&](int n, const auto& visit) {
    for (const auto& [step, then] : at(n).steps) {
      if (then >= 0) visit(then);
    }
    if (at(n).leave >= 0) visit(at(n).leave);
  };
  const auto key = [&](int n, const auto& ref, std::string& out) {
    out += std::to_string(at(n).head) + ":";
    for (const auto& [step, then] : at(n).steps)
      out += std::to_string(step) + ">" + std::to_string(then < 0 ? -1 : ref(then)) + ",";
    out += "|" + std::to_string(at(n).leave < 0 ? -1 : ref(at(n).leave));
    if (key_by_node) out += "#" + std::to_string(n);
  };
  const NodeTable table(static_cast<int>(nodes.size()), 0, key, children);
  const EntryGroups groups(table, 0, heads, [&](int n, EntryFacts& facts) {
    facts.head(at(n).head);
    facts.steps();
    for (const auto& [step, then] : at(n).steps)
      facts.step(step, then);
    if (at(n).leave >= 0) facts.node(at(n).leave);
  });
  std::string text = groups.root() + "\n";
  JsonStream out([&text](std::string_view piece) { text += piece; });
  groups.write(out, "");
  out.flush();
  return text;
}

TEST(EntryGroups, GroupsEntriesByHeadWithLocalNumbers) {
  // The root (head 0) leads to two head-1 nodes that differ only by the leaves they lead to
  // (heads 2: steps 9 and 8), and to the first leaf again by a node field. The leaves are
  // classified first, so they take places 0 and 1; each head-1 entry refers to one of them.
  const std::vector<TestNode> nodes = {{0, {{5, 1}, {6, 2}, {7, -1}}, 3},
                                       {1, {{3, 3}}},
                                       {1, {{3, 4}}},
                                       {2, {{9, -1}}},
                                       {2, {{8, -1}}}};
  EXPECT_EQ(written(nodes, 3),
            "[0,0]\n"
            "[[5,6,7],[1,2],[[[[0,0],[1,0],2],1,[[0],[1],[0]]]]],\n"
            "[[3],[2],[[[[0,0]],[[0,1]]]]],\n"
            "[[9,8],[],[[[0],[]],[[1],[]]]]\n");
}

TEST(EntryGroups, OrdersAShapesEntriesByTheirReferencesAndTheShapesByCount) {
  // Head 2 has two shapes: step 30 leading on (two entries, L1 and L0, written first) and
  // step 31 alone (L2). Head 1's entries A, B and C lead to L2, L1 and L0, places 2, 0 and 1:
  // they are placed B, C, A, and the column is written as differences.
  enum : int { kRoot, kA, kB, kC, kL0, kL1, kL2, kZ0, kZ1 };
  const std::vector<TestNode> nodes = {{0, {{10, kA}, {11, kB}, {12, kC}}},
                                       {1, {{20, kL2}}},
                                       {1, {{20, kL1}}},
                                       {1, {{20, kL0}}},
                                       {2, {{30, kZ0}}},
                                       {2, {{30, kZ1}}},
                                       {2, {{31, -1}}},
                                       {3, {{40, -1}}},
                                       {3, {{41, -1}}}};
  EXPECT_EQ(written(nodes, 4),
            "[0,0]\n"
            "[[10,11,12],[1],[[[[0,0],[1,0],[2,0]],[[2],[0],[1]]]]],\n"
            "[[20],[2],[[[[0,0]],[[0,1,1]]]]],\n"
            "[[30,31],[3],[[[[0,0]],[[0,1]]],[[1],[]]]],\n"
            "[[41,40],[],[[[0],[]],[[1],[]]]]\n");
}

TEST(EntryGroups, RefusesTwoEntriesWithoutReferencesThatItWouldWriteAlike) {
  // Leaves 1 and 2 show the same and lead nowhere, but a key tells them apart: a shape without
  // references stands for one entry, so a second would shift every later place of its group.
  const std::vector<TestNode> nodes = {{0, {{1, 1}, {2, 2}}}, {1, {{5, -1}}}, {1, {{5, -1}}}};
  EXPECT_THROW(written(nodes, 2, true), std::invalid_argument);
  // Told apart only by what they show, they are one entry.
  EXPECT_EQ(written(nodes, 2),
            "[0,0]\n[[1,2],[1],[[[[0,0],[1,0]],[[0],[0]]]]],\n[[5],[],[[[0],[]]]]\n");
}

}  // namespace
}  // namespace skedaddle::io::detail
