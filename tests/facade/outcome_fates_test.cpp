// SPDX-License-Identifier: MIT
// Outcome::fates(): what became of each unit, read without the outcome's JSON, against the
// odds' own grouping of the same way: every way of every example replayed by resolve() with its
// dice gives the fates the odds filed it under.
#include <gtest/gtest.h>

#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

TEST(OutcomeFatesTest, EveryWayOfTheOddsReplaysToTheFatesTheOddsGiveIt) {
  int ways = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = test::load_example(example);
    if (s.refusal()) continue;
    const Result<Odds> odds_of = odds(s, {.max_resolves = 2'000});
    ASSERT_TRUE(odds_of.ok()) << example;
    const OddsTable& table = odds_of.value().table();
    if (table.coverage.resolves >= 2'000) continue;  // a large walk: the others cover it
    for (const OddsOutcome& way : table.outcomes) {
      ResolveSettings settings{.chooser = ChooserKind::best};
      if (s.ruleset().rolls_dice()) settings.dice = way.dice;
      const Result<Outcome> replayed = resolve(s, settings);
      ASSERT_TRUE(replayed.ok()) << example;
      EXPECT_EQ(replayed.value().fates(), way.fates) << example;
      ++ways;
    }
  }
  EXPECT_GT(ways, 400);
}

TEST(OutcomeFatesTest, ARefusedRequestHasNoFates) {
  const Outcome refused = resolve(test::load_example(test::kGcacwRefusedExample)).value();
  ASSERT_TRUE(refused.refused());
  EXPECT_EQ(refused.fates(), Fates{});
}

TEST(OutcomeFatesTest, AUnitOnTheMapSaysWhereItEndsInTheGamesNotation) {
  // jr-02: Edinburgh retreats two hexes for its flag, to H4 with the example's dice.
  const Scenario s = test::load_example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  const Fates fates = resolve(s).value().fates();
  ASSERT_EQ(fates.units.size(), 1U);
  EXPECT_EQ(fates.units[0].unit, "Edinburgh");
  ASSERT_TRUE(fates.units[0].at.has_value());
  EXPECT_EQ(io::place_names(s.loaded())(*fates.units[0].at), "H4");
}

}  // namespace
}  // namespace skedaddle
