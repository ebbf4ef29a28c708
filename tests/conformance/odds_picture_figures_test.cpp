// SPDX-License-Identifier: MIT
// The figures of `render --odds` over every example of every game (each shaded place's tooltip
// and darkness, the labels on the map, the lines of the odds panel) against the same figures
// summed afresh as exact fractions from the odds table (support/odds_picture_figures.hpp); with
// the best chooser and the random one (ALL-5: the owner's picks as chance), and with the
// enumeration stopped early, whose panel says how much is left unexplored.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/odds_picture_figures.hpp"

namespace skedaddle {
namespace {

TEST(OddsPictureFigures, PercentFitsTheExactChanceToOneDecimal) {
  EXPECT_TRUE(test::percent_fits("51.8%", "671/1296"));
  EXPECT_FALSE(test::percent_fits("51.7%", "671/1296"));
  EXPECT_TRUE(test::percent_fits("33.3%", "1/3"));
  EXPECT_TRUE(test::percent_fits("66.7%", "2/3"));
  EXPECT_TRUE(test::percent_fits("6.2%", "1/16"));  // a tie: either tenth
  EXPECT_TRUE(test::percent_fits("6.3%", "1/16"));
  EXPECT_FALSE(test::percent_fits("6.3%", "1/15"));  // 6.666...%
  EXPECT_TRUE(test::percent_fits("<0.1%", "1/7776"));
  EXPECT_FALSE(test::percent_fits("0.0%", "1/7776"));
  EXPECT_TRUE(test::percent_fits(">99.9%", "7775/7776"));
  EXPECT_TRUE(test::percent_fits("100%", "1"));
  EXPECT_TRUE(test::percent_fits("0.0%", "0"));
}

TEST(OddsPictureFigures, EveryExamplesOddsPictureSaysTheTablesChances) {
  int drawn = 0;
  for (const std::string& file : corpus::scenario_files()) {
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    const io::LoadedScenario& s = loaded.value();
    for (const auto& [settings, how] : {std::pair<OddsSettings, std::string>{{}, "best"},
                                        {{.chooser = ChooserKind::random}, "random"},
                                        {{.max_resolves = 3}, "stopped after 3 runs"}}) {
      const std::optional<std::string> differences = test::odds_picture_differences(s, settings);
      EXPECT_EQ(differences.value_or(""), "") << file << " (" << how << ")";
      drawn += differences ? 1 : 0;
    }
  }
  EXPECT_GT(drawn, 3 * 100);
}

}  // namespace
}  // namespace skedaddle
