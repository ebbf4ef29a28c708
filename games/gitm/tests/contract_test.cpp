// SPDX-License-Identifier: MIT
// The game-level API's contracts (core/contract.hpp): an unchecked or refused scenario is an
// error from resolve(), unit ids out of range throw std::out_of_range, and the outputs refuse
// an unchecked scenario or an outcome of another one.
#include <gtest/gtest.h>

#include <stdexcept>

#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/gitm/svg.hpp"
#include "support/contract_checks.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmContractTest, ResolveChecksTheScenarioAndTheRefusalFirst) {
  // GITM and ROTD refuse no request (a position the rules forbid is an error, GI-8).
  const auto resolve_game = [](const Scenario& s) {
    Dice dice = Dice::seeded(1);
    return resolve(s, dice);
  };
  test::expect_game_resolve_checks<Scenario, Outcome>("gitm", resolve_game, false);
}

TEST(GitmContractTest, ADefaultBattlefieldBlocksOnlyOffTheMap) {
  Battlefield field;
  field.map = SquareGrid(15, 15);
  EXPECT_FALSE(field.blocked(Square{7, 7}));  // no impassable entries: passable
  EXPECT_TRUE(field.blocked(Square{-1, 7}));
}

TEST(GitmContractTest, UnitIdsOutOfRangeThrow) {
  const io::LoadedScenario loaded = test::playable_example("gitm");
  const Scenario& s = io::game_of<Scenario>(loaded);
  const auto past_end = UnitId{static_cast<std::uint32_t>(s.units.size())};
  EXPECT_THROW((void)invalid_directions(s, past_end), std::out_of_range);
  EXPECT_THROW((void)direction_verdicts(s, s.units, past_end, Square{7, 7}), std::out_of_range);
  EXPECT_THROW((void)rout_block(s, s.units, past_end, Dir8::n), std::out_of_range);
}

TEST(GitmContractTest, OutputsRefuseAnUncheckedScenarioOrAnotherOutcome) {
  const io::LoadedScenario a = test::playable_example("gitm", 0);
  io::LoadedScenario unchecked = a;
  unchecked.game = Scenario{};
  const Scenario& empty = io::game_of<Scenario>(unchecked);
  EXPECT_THROW((void)io::options_json(unchecked, empty), std::invalid_argument);
  EXPECT_THROW((void)io::options_text(unchecked, empty), std::invalid_argument);
  EXPECT_THROW((void)svg::gitm_svg(unchecked, empty, {}), std::invalid_argument);

  Outcome other;
  other.units.resize(io::game_of<Scenario>(a).units.size() + 1);
  svg::GitmLayers layers;
  layers.outcome = &other;
  EXPECT_THROW((void)svg::gitm_svg(a, io::game_of<Scenario>(a), layers), std::invalid_argument);
  EXPECT_THROW((void)io::outcome_text(a, other), std::invalid_argument);
}

}  // namespace
}  // namespace skedaddle::gitm
