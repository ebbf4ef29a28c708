// SPDX-License-Identifier: MIT
// Per-option odds worked by hand (issue 24): the option is taken at the decision it names on
// every way of the dice, the ways where that decision never comes are counted apart, and a
// choice that cannot save the unit shows exactly 0 beside it, however the dice before it fall.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

#include "jacobite/tests/jr08_board.hpp"
#include "odds/rational.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"
#include "support/options_summary.hpp"

namespace skedaddle::jacobite {
namespace {

/// jr-08's blocked retreat with Barrell at 3 blocks and nothing scripted. Barrell (government,
/// G11 on its own baseline, Hawley attached) takes 1 hit (3 -> 2 blocks) and 2 flags; Hawley's
/// casualty check (2 dice) kills him on two sabers, 1/36. If he lives (35/36) the owner may
/// ignore 1 flag: ignoring none, Barrell retreats 2 hexes off the board, loses both blocks and is
/// eliminated; ignoring one, it loses 1 block and checks with 1 block + Hawley = 2 dice, rallying
/// on any flag (11/36). If Hawley falls (1/36), the flags are never decided: Barrell checks on 2
/// dice first (routs 25/36), and if it rallies retreats 2 hexes with no flag to ignore and is
/// eliminated.
std::string hand_scenario() {
  nlohmann::ordered_json doc = test::jr_08_unscripted();
  doc["units"][0]["blocks"] = 3;
  return doc.dump();
}

/// Barrell's chance of each fate in `table`.
std::map<std::string, exact::Rational> barrell(const OddsTable& table) {
  std::map<std::string, exact::Rational> out;
  for (const OddsOutcome& o : table.outcomes) {
    for (const UnitFate& f : o.fates.units) {
      if (f.unit == "Barrell") out[f.fate] += exact::rational(o.probability);
    }
  }
  return out;
}

TEST(JacobitePerOptionOdds, AFlagDecisionAfterALeadersCheckIsTakenWhereverItComes) {
  const Result<io::LoadedScenario> loaded = io::load_scenario(hand_scenario());
  ASSERT_TRUE(loaded.ok()) << loaded.errors().front().message;
  const Result<std::vector<OptionOdds>> per =
      enumerate_odds_per_option(loaded.value(), {.chooser = ChooserKind::best});
  ASSERT_TRUE(per.ok()) << per.errors().front().message;
  ASSERT_EQ(per.value().size(), 2u);
  const OptionOdds& one = per.value()[0];
  const OptionOdds& none = per.value()[1];
  EXPECT_EQ(one.option, "ignore flags at G11: 1");
  EXPECT_EQ(none.option, "ignore flags at G11: 0");
  for (const OptionOdds* o : {&one, &none}) {
    EXPECT_EQ(o->not_met.fraction, "1/36") << o->option << ": Hawley falls first";
    EXPECT_TRUE(o->after_chance) << o->option << ": his check comes before the flags";
  }
  // Ignoring none, Barrell never stays: eliminated 35/36 + 1/36 * 11/36, routed 1/36 * 25/36.
  using exact::Rational;
  const std::map<std::string, Rational> expect_none = {{"eliminated", Rational(1271, 1296)},
                                                       {"routed", Rational(25, 1296)}};
  EXPECT_EQ(barrell(none.table), expect_none);
  // Ignoring one: stays 35/36 * 11/36, routed 35/36 * 25/36 + 1/36 * 25/36, eliminated
  // 1/36 * 11/36.
  const std::map<std::string, Rational> expect_one = {{"eliminated", Rational(11, 1296)},
                                                      {"routed", Rational(900, 1296)},
                                                      {"stays in G11", Rational(385, 1296)}};
  EXPECT_EQ(barrell(one.table), expect_one);
  // `options` shows exactly these chances beside each number of flags: 0 for ignoring none.
  const OptionsSummary s = test::summary_of(loaded);
  ASSERT_EQ(s.choices.size(), 2u);
  ASSERT_TRUE(s.choices[0].chance && s.choices[1].chance);
  EXPECT_EQ(s.choices[0].chance->low.fraction, "385/1296");
  EXPECT_EQ(s.choices[1].chance->low.fraction, "0");
  EXPECT_EQ(s.choices[1].chance->high.fraction, "0");
  EXPECT_TRUE(s.choices[1].chance->from_start);
}

}  // namespace
}  // namespace skedaddle::jacobite
