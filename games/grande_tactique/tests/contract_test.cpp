// SPDX-License-Identifier: MIT
// The game-level API's contracts (core/contract.hpp): an unchecked or refused scenario is an
// error from resolve(), unit ids out of range throw std::out_of_range, and the outputs refuse
// an unchecked scenario or an outcome of another one.
#include <gtest/gtest.h>

#include <stdexcept>

#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/grande_tactique/svg.hpp"
#include "support/contract_checks.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueContractTest, ResolveChecksTheScenarioAndTheRefusalFirst) {
  test::expect_game_resolve_checks<Scenario, Outcome>("grande_tactique", [](const Scenario& s) {
    Dice dice = Dice::seeded(1);
    return resolve(s, dice);
  });
}

TEST(GrandeTactiqueContractTest, UnitIdsOutOfRangeThrow) {
  const io::LoadedScenario loaded = test::playable_example("grande_tactique");
  const Scenario& s = io::game_of<Scenario>(loaded);
  const auto past_end = UnitId{static_cast<std::uint32_t>(s.units.size())};
  EXPECT_THROW((void)preview_flight(s, past_end, std::nullopt, 10.0), std::out_of_range);
  EXPECT_THROW((void)preview_flight(s, UnitId{0}, past_end, 10.0), std::out_of_range);
  EXPECT_THROW((void)forced_out_of_cover(s, past_end, Cause::charge), std::out_of_range);
  Scenario broken = s;
  broken.units.front().base.width = -1.0;
  if (!check(broken).empty()) {
    EXPECT_THROW((void)preview_flight(broken, UnitId{0}, std::nullopt, 10.0),
                 std::invalid_argument);
  }
}

TEST(GrandeTactiqueContractTest, OutputsRefuseAnUncheckedScenarioOrAnotherOutcome) {
  const io::LoadedScenario a = test::playable_example("grande_tactique", 0);
  io::LoadedScenario unchecked = a;
  Scenario empty;
  empty.request.kind = RequestKind::flee;
  empty.request.unit = UnitId{3};  // no such unit
  unchecked.game = empty;
  EXPECT_THROW((void)io::options_json(unchecked, empty), std::invalid_argument);
  EXPECT_THROW((void)io::options_text(unchecked, empty), std::invalid_argument);
  EXPECT_THROW((void)svg::grande_tactique_svg(unchecked, empty, {}), std::invalid_argument);

  Outcome other;
  other.units.resize(io::game_of<Scenario>(a).units.size() + 1);
  svg::GrandeTactiqueLayers layers;
  layers.outcome = &other;
  EXPECT_THROW((void)svg::grande_tactique_svg(a, io::game_of<Scenario>(a), layers),
               std::invalid_argument);
  EXPECT_THROW((void)io::outcome_text(a, other), std::invalid_argument);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
