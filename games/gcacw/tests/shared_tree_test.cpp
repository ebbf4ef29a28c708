// SPDX-License-Identifier: MIT
// The option tree built with its identical subtrees shared (gcacw::SharedTree), which `options
// --json` writes, against the RetreatTree: the same document byte for byte on every example,
// random boards and the wandering boards up to the largest under the bound; the same count of
// nodes; and the same refusal of a tree over kMaxTreeNodes.
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "conformance/corpus.hpp"
#include "gcacw/io/options_json.hpp"
#include "gcacw/rules/shared_tree.hpp"
#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/option_boards.hpp"
#include "support/random_boards.hpp"

namespace skedaddle {
namespace {

io::LoadedScenario load_board(const std::string& text) {
  Result<io::LoadedScenario> r = io::load_scenario(text);
  // Thrown, not asserted: a wrong engine fails the test that met it, not the whole run.
  if (!r.ok()) throw std::runtime_error("test scenario must load: " + r.errors().front().message);
  return std::move(r).value();
}

/// Empty when the shared tree of `s` writes the RetreatTree's document, else what differs.
std::string compare(const io::LoadedScenario& s) {
  const auto& game = io::game_of<gcacw::Scenario>(s);
  gcacw::RetreatTree tree;
  gcacw::SharedTree shared;
  if (!tree.build(game).empty() || !shared.build(game).empty()) return "not built";
  if (tree.too_large() != shared.too_large()) return "too_large differs";
  if (tree.too_large()) return {};
  if (shared.tree_size(0) != static_cast<std::int64_t>(tree.nodes().size())) {
    return "the shared tree counts " + std::to_string(shared.tree_size(0)) + " nodes, not " +
           std::to_string(tree.nodes().size());
  }
  if (io::options_json(s, shared) != io::options_json(s, tree)) return "the documents differ";
  return {};
}

TEST(GcacwSharedTree, WritesTheSameDocumentForEveryExample) {
  int checked = 0;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind("gcacw/", 0) != 0) continue;
    const io::LoadedScenario s = load_board(*corpus::read_text(corpus::games_dir() / file));
    if (io::refusal(s)) continue;
    EXPECT_EQ(compare(s), "") << file;
    ++checked;
  }
  EXPECT_GT(checked, 25);
}

TEST(GcacwSharedTree, WritesTheSameDocumentOnRandomBoards) {
  int checked = 0;
  test::for_random_boards(0x5348'4152'4544ULL, 300, [&](std::mt19937_64& rng, int) {
    const gcacw::ref::RefScenario rs = gcacw::ref::random_scenario(rng, test::chance(rng, 50));
    gcacw::Scenario game = gcacw::ref::to_scenario(rs);
    if (!gcacw::check(game).empty() || gcacw::refusal(game)) return std::string();
    io::LoadedScenario s = test::loaded(std::move(game), "random");
    s.ruleset = find_ruleset("gcacw");
    ++checked;
    const std::string differs = compare(s);
    return differs.empty() ? differs : differs + "\n" + gcacw::ref::describe(rs);
  });
  EXPECT_GT(checked, 150);
}

TEST(GcacwSharedTree, WritesTheSameDocumentForTheWanderingBoards) {
  // Every hex holds an enemy: subtrees repeat by the thousand (docs/performance.md).
  for (const int manpower : {12, 16, 20})
    EXPECT_EQ(compare(load_board(test::gcacw_wandering_board(manpower))), "") << manpower;
}

TEST(GcacwSharedTree, WritesTheSameDocumentForTheLargestTreeAndRefusesTheNextOne) {
  if (test::light_tests()) GTEST_SKIP() << "a tree of a million nodes (SKEDADDLE_LIGHT_TESTS)";
  // 904,648 nodes, a few under kMaxTreeNodes.
  EXPECT_EQ(compare(load_board(test::gcacw_wandering_board(27, 11, 5))), "");
  // One size up the RetreatTree is cut short (GcacwOptionsTables.TheLargestTreeFoundUnderTheBound):
  // the shared tree, counting the whole tree's nodes, gives up likewise, and `options --json`
  // refuses it.
  const io::LoadedScenario larger = load_board(test::gcacw_wandering_board(27, 12, 6));
  gcacw::SharedTree shared;
  ASSERT_TRUE(shared.build(io::game_of<gcacw::Scenario>(larger)).empty());
  EXPECT_TRUE(shared.too_large());
  const Result<std::string> refused =
      larger.ruleset->options(larger, OptionsView{.form = Form::json});
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.errors().front().message, gcacw::too_large_error().message);
}

TEST(GcacwSharedTree, GivesUpPastItsLimitOfSubtreesAndTheDocumentComesFromTheWholeTree) {
  const io::LoadedScenario s = load_board(test::gcacw_wandering_board(16));
  const auto& game = io::game_of<gcacw::Scenario>(s);
  gcacw::SharedTree shared;
  ASSERT_TRUE(shared.build(game, 100).empty());
  EXPECT_TRUE(shared.gave_up());
  EXPECT_FALSE(shared.too_large());
  ASSERT_TRUE(shared.build(game).empty());
  EXPECT_FALSE(shared.gave_up());
  EXPECT_GT(shared.nodes().size(), 100U);

  gcacw::RetreatTree tree;
  ASSERT_TRUE(tree.build(game).empty());
  const std::string whole = io::options_json(s, tree);
  for (const int limit : {100, gcacw::kMaxSharedNodes}) {
    std::string written;
    const Errors errors = io::write_gcacw_options_json(
        s, [&written](std::string_view piece) { written += piece; }, limit);
    EXPECT_TRUE(errors.empty()) << limit;
    EXPECT_EQ(written, whole) << limit;
  }
}

}  // namespace
}  // namespace skedaddle
