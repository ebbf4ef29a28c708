// SPDX-License-Identifier: MIT
// The chance next to each choice of the options summary (add_choice_chances): shown only where
// the dice have a say and the owner or opponent chooses, equal to the odds of that option taken,
// and written as a range when the bound stopped the enumeration.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "odds/rational.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/options_summary.hpp"

namespace skedaddle {
namespace {

TEST(ChoiceChancesTest, EveryChanceIsTheOddsOfItsOptionTaken) {
  int shown = 0;
  for (const std::string& file : corpus::scenario_files()) {
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    const io::LoadedScenario& s = loaded.value();
    if (s.ruleset->refusal(s)) continue;
    const Result<OptionsSummary> summary = s.ruleset->options_summary(s);
    ASSERT_TRUE(summary.ok()) << file;
    const bool any = std::any_of(summary.value().choices.begin(), summary.value().choices.end(),
                                 [](const ChoiceSummary& c) { return c.chance.has_value(); });
    // GITM and ROTD show each unit's direction with the chance that the dice take it (ALL-6,
    // checked by games/gitm/tests/later_units_test.cpp), not the odds of an owner's choice; also
    // when no die is drawn and the rules leave one direction (100%, as in
    // gi-8-friend-sharing-with-a-neutral-draws-the-retreat-into-a-block).
    const DecidedBy by = summary.value().decided_by;
    if (!any || by == DecidedBy::dice || by == DecidedBy::rules) continue;
    // Only Jacobite rolls dice around an owner's choice; GCACW rolls none, GITM and GT have
    // no owner's choice.
    EXPECT_EQ(s.ruleset->name(s), "jacobite") << file;
    const Result<std::vector<OptionOdds>> per_option =
        enumerate_odds_per_option(s, {.chooser = ChooserKind::best});
    ASSERT_TRUE(per_option.ok()) << file;
    ASSERT_EQ(per_option.value().size(), summary.value().choices.size()) << file;
    for (const ChoiceSummary& c : summary.value().choices) {
      ASSERT_TRUE(c.chance.has_value()) << file << " " << c.label;
      EXPECT_EQ(c.chance->low, c.chance->high) << file << " " << c.label;
      // The same chance from the odds of that option: one minus the outcomes that take the
      // unit off the map.
      exact::Rational off = 0;
      for (const OptionOdds& o : per_option.value()) {
        if (o.taken.kind != c.option.kind || o.taken.value != c.option.value ||
            (o.taken.kind == OptionKind::move && o.taken.place != c.option.place)) {
          continue;
        }
        for (const OddsOutcome& outcome : o.table.outcomes) {
          for (const UnitFate& f : outcome.fates.units) {
            if (f.unit == summary.value().chance_units.at(0) && !f.at) {
              off += exact::rational(outcome.probability);
            }
          }
        }
      }
      EXPECT_EQ(exact::rational(c.chance->low), 1 - off) << file << " " << c.label;
      ++shown;
    }
  }
  EXPECT_GT(shown, 40);
}

TEST(ChoiceChancesTest, ABoundedChanceIsWrittenAsItsRange) {
  OptionsSummary s;
  s.topic = "flags to ignore";
  s.chance_units = {"Atholl"};
  s.chance_words = "Atholl stays on the battlefield";
  ChoiceSummary exact;
  exact.label = "ignore 1 flag";
  exact.chance = ChoiceChance{{"1", 1.0}, {"1", 1.0}};
  ChoiceSummary bounded;
  bounded.label = "ignore 0 flags";
  bounded.chance = ChoiceChance{{"201/500", 0.402}, {"9/20", 0.45}};
  s.choices = {exact, bounded};
  const std::string text = io::options_summary_text(s);
  EXPECT_NE(text.find("2 choices, each with the chance that Atholl stays on the battlefield\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  ignore 1 flag       100.0%\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  ignore 0 flags  40.2-45.0%\n"), std::string::npos) << text;
}

TEST(ChoiceChancesTest, NoChanceWhereNothingIsLeftToTheDice) {
  // GCACW rolls no dice: its choices show their ends, and no chance.
  const OptionsSummary s =
      test::example_summary("gcacw/examples/gc-04-hex-distance-across-a-lake.json");
  ASSERT_GE(s.choices.size(), 2u);
  for (const ChoiceSummary& c : s.choices)
    EXPECT_FALSE(c.chance.has_value()) << c.label;
}

}  // namespace
}  // namespace skedaddle
