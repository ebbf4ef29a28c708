// SPDX-License-Identifier: MIT
// The writer's cheap reading of a node's neighbours (io::detail::TreeNeighbours) against the
// plain one, RetreatTree::candidates(), for every node of random boards and a wandering board:
// the same chart steps, rejections (GC-3, GC-7, GC-9, GC-10) and children.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>
#include <string>

#include "gcacw/io/tree_neighbours.hpp"
#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/option_boards.hpp"
#include "support/random_boards.hpp"

namespace skedaddle {
namespace {

bool same_chart_step(const ChartStep& a, const ChartStep& b) {
  return a.chart == b.chart && a.row == b.row && a.priority == b.priority && a.loss == b.loss &&
         a.road == b.road && a.friendly == b.friendly && a.more_distant == b.more_distant &&
         a.zoc == b.zoc && a.enemy == b.enemy && a.override_step == b.override_step;
}

/// Empty when every node's neighbours read the same both ways, else the first difference;
/// counts the rejections seen by kind into `seen`.
std::string neighbours_against_candidates(const gcacw::RetreatTree& tree,
                                          std::map<gcacw::Rejection, int>& seen) {
  io::detail::TreeNeighbours reader(tree);
  std::array<io::detail::NeighbourFacts, kHexDirCount> facts{};
  for (int node = 0; node < static_cast<int>(tree.nodes().size()); ++node) {
    reader.read(node, facts);
    const std::array<gcacw::Candidate, kHexDirCount> want = tree.candidates(node);
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      const io::detail::NeighbourFacts& got = facts[d];
      const gcacw::Candidate& c = want[d];
      const bool same = got.rejection == c.rejection && got.child == c.child &&
                        (got.step != nullptr) == c.step.has_value() &&
                        (!c.step || same_chart_step(*got.step, *c.step));
      if (!same)
        return "node " + std::to_string(node) + ", direction " + std::to_string(d) + " differs";
      if (c.rejection) ++seen[*c.rejection];
    }
  }
  return {};
}

TEST(GcacwTreeNeighbours, ReadAsCandidatesOnRandomBoards) {
  std::map<gcacw::Rejection, int> seen;
  int trees = 0;
  test::for_random_boards(0x6E65'6967'6862ULL, 150, [&](std::mt19937_64& rng, int) {
    const gcacw::ref::RefScenario rs = gcacw::ref::random_scenario(rng, test::chance(rng, 50));
    const gcacw::Scenario game = gcacw::ref::to_scenario(rs);
    if (!gcacw::check(game).empty() || gcacw::refusal(game)) return std::string();
    gcacw::RetreatTree tree;
    EXPECT_TRUE(tree.build(game).empty());
    if (tree.too_large()) return std::string();
    ++trees;
    const std::string difference = neighbours_against_candidates(tree, seen);
    return difference.empty() ? difference : difference + "\n" + gcacw::ref::describe(rs);
  });
  EXPECT_GT(trees, 60);
  // Every rejection a node can make is met, the ones the map makes and the ones of the node.
  for (int r = 0; r <= static_cast<int>(gcacw::Rejection::retreat_over); ++r)
    EXPECT_GT(seen[static_cast<gcacw::Rejection>(r)], 0) << "rejection " << r << " never seen";
}

TEST(GcacwTreeNeighbours, ReadAsCandidatesOnAWanderingBoard) {
  Result<io::LoadedScenario> loaded = io::load_scenario(test::gcacw_wandering_board(12));
  ASSERT_TRUE(loaded.ok());
  gcacw::RetreatTree tree;
  ASSERT_TRUE(tree.build(io::game_of<gcacw::Scenario>(loaded.value())).empty());
  std::map<gcacw::Rejection, int> seen;
  EXPECT_EQ(neighbours_against_candidates(tree, seen), "");
}

}  // namespace
}  // namespace skedaddle
