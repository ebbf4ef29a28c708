// SPDX-License-Identifier: MIT
// The game-level API's contracts (core/contract.hpp): an unchecked or refused scenario is an
// error from resolve() and RetreatTree::build(), a node index out of range throws
// std::out_of_range, and the outputs refuse a tree built from another scenario.
#include <gtest/gtest.h>

#include <stdexcept>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/gcacw/svg.hpp"
#include "support/contract_checks.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwContractTest, ResolveChecksTheScenarioAndTheRefusalFirst) {
  test::expect_game_resolve_checks<Scenario, Outcome>("gcacw", [](const Scenario& s) {
    Chooser chooser(ChooserDef{.kind = ChooserKind::first});
    return resolve(s, chooser);
  });
}

TEST(GcacwContractTest, BuildOfAnUncheckedScenarioIsAnErrorAndLeavesNoTree) {
  Scenario s;
  s.request.hex = Hex{40, 40};  // off the (empty) board
  RetreatTree tree;
  const Errors errors = tree.build(s);
  ASSERT_FALSE(errors.empty());
  EXPECT_EQ(errors, check(s));
  EXPECT_TRUE(tree.nodes().empty());
  EXPECT_EQ(tree.scenario(), nullptr);
  EXPECT_FALSE(tree.completes());
  EXPECT_THROW((void)tree.candidates(0), std::out_of_range);
}

TEST(GcacwContractTest, NodeIndicesOutOfRangeThrow) {
  const io::LoadedScenario loaded = test::playable_example("gcacw");
  RetreatTree tree;
  ASSERT_TRUE(tree.build(io::game_of<Scenario>(loaded)).empty());
  const int size = static_cast<int>(tree.nodes().size());
  EXPECT_NO_THROW((void)tree.candidates(size - 1));
  EXPECT_THROW((void)tree.candidates(size), std::out_of_range);
  EXPECT_THROW((void)tree.candidates(-1), std::out_of_range);
  EXPECT_THROW((void)tree.stop_score(size), std::out_of_range);
  EXPECT_THROW((void)tree.eliminated_at(-1), std::out_of_range);
}

TEST(GcacwContractTest, OutputsRefuseATreeOfAnotherScenario) {
  const io::LoadedScenario a = test::playable_example("gcacw", 0);
  const io::LoadedScenario b = test::playable_example("gcacw", 1);
  RetreatTree tree;
  ASSERT_TRUE(tree.build(io::game_of<Scenario>(a)).empty());
  EXPECT_NO_THROW((void)io::options_json(a, tree));
  EXPECT_THROW((void)io::options_json(b, tree), std::invalid_argument);
  EXPECT_THROW((void)io::options_text(b, tree), std::invalid_argument);
  EXPECT_THROW((void)io::options_summary(b, tree), std::invalid_argument);
  svg::GcacwLayers layers;
  layers.tree = &tree;
  EXPECT_THROW((void)svg::gcacw_svg(b, io::game_of<Scenario>(b), layers), std::invalid_argument);
}

TEST(GcacwContractTest, OutputsRefuseAnUncheckedScenario) {
  io::LoadedScenario unchecked = test::playable_example("gcacw");
  unchecked.game = Scenario{};
  const Outcome nothing;
  EXPECT_THROW((void)io::outcome_text(unchecked, nothing), std::invalid_argument);
  EXPECT_THROW((void)svg::gcacw_svg(unchecked, io::game_of<Scenario>(unchecked), {}),
               std::invalid_argument);
  EXPECT_THROW((void)io::refusal(unchecked), std::invalid_argument);
  EXPECT_THROW((void)io::refusal(io::LoadedScenario{}), std::invalid_argument);
  EXPECT_THROW((void)io::ruleset_name(io::LoadedScenario{}), std::invalid_argument);
}

}  // namespace
}  // namespace skedaddle::gcacw
