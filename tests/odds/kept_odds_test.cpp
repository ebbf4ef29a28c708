// SPDX-License-Identifier: MIT
// The odds written over a kept table through a kept workspace (enumerate_odds with an
// OddsWorkspace) against the odds taken afresh: every field equal, every fraction's text, after
// any sequence of earlier calls (larger tables, smaller ones, other games, other choosers, an
// error), so that nothing of an earlier call shows in a later one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/odds/odds_workspace.hpp"
#include "support/kept_odds.hpp"

namespace skedaddle {
namespace {

/// The ways of choosing the runs go through in turn: the chooser's picks as chance, recorded
/// choices with and without a fallback (ALL-5), and a bound that stops the walk.
std::vector<OddsSettings> settings_in_turn() {
  constexpr std::uint64_t kBound = 20'000;  // the random chooser multiplies the ways
  return {
      {.chooser = ChooserKind::best, .max_resolves = kBound},
      {.chooser = ChooserKind::random, .max_resolves = kBound},
      {.chooser = ChooserKind::script, .fallback = ChooserKind::best, .max_resolves = kBound},
      {.chooser = ChooserKind::first, .max_resolves = 3},
      {.chooser = ChooserKind::script, .max_resolves = kBound},
  };
}

/// An example scenario, loaded, and its file.
struct Example {
  std::string file;
  io::LoadedScenario scenario;
};

/// Every example scenario of every game that loads, in the corpus's order.
std::vector<Example> every_example() {
  std::vector<Example> out;
  for (const std::string& file : corpus::scenario_files()) {
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    if (loaded.ok()) out.push_back({file, std::move(loaded).value()});
  }
  return out;
}

TEST(KeptOdds, EveryExampleInTurnThroughOneWorkspaceAndOneTableEqualsTheFreshOdds) {
  const std::vector<Example> examples = every_example();
  ASSERT_GT(examples.size(), 100U);
  const std::vector<OddsSettings> settings = settings_in_turn();
  OddsWorkspace workspace;
  OddsTable kept;
  std::size_t errors = 0;
  std::size_t largest = 0;
  // Forward, then backward with the settings shifted: each example follows other games'
  // larger and smaller tables, taken under other choosers.
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t n = 0; n < examples.size(); ++n) {
      const std::size_t i = pass == 0 ? n : examples.size() - 1 - n;
      const OddsSettings& s = settings[(i + static_cast<std::size_t>(pass)) % settings.size()];
      const std::string differs =
          test::kept_odds_differences(examples[i].scenario, s, workspace, kept);
      EXPECT_EQ(differs, "") << examples[i].file << ", pass " << pass;
      if (kept.outcomes.empty()) ++errors;
      largest = std::max(largest, kept.outcomes.size());
    }
  }
  // The run went through errors and large tables, not only small ones.
  EXPECT_GT(errors, 0U);
  EXPECT_GE(largest, 16U);
}

/// The first example whose odds with its recorded choices and no fallback are an error (a
/// recorded choice that does not fit some way of the dice), with its index; else none.
std::optional<std::size_t> first_script_error(const std::vector<Example>& examples) {
  for (std::size_t i = 0; i < examples.size(); ++i) {
    if (!enumerate_odds(examples[i].scenario, {.chooser = ChooserKind::script}).ok()) return i;
  }
  return std::nullopt;
}

TEST(KeptOdds, AnErrorLeavesTheTableEmptyAndTheNextCallWholeAfterIt) {
  const std::vector<Example> examples = every_example();
  const std::optional<std::size_t> failing = first_script_error(examples);
  ASSERT_TRUE(failing.has_value());
  // The example with the most outcomes, then the error, then it again, then the one with the
  // fewest outcomes (but some).
  std::size_t most = 0;
  std::size_t fewest = 0;
  std::size_t most_outcomes = 0;
  std::size_t fewest_outcomes = SIZE_MAX;
  for (std::size_t i = 0; i < examples.size(); ++i) {
    const Result<OddsTable> t =
        enumerate_odds(examples[i].scenario, {.chooser = ChooserKind::best});
    if (!t.ok()) continue;
    const std::size_t size = t.value().outcomes.size();
    if (size > most_outcomes) most_outcomes = size, most = i;
    if (size > 0 && size < fewest_outcomes) fewest_outcomes = size, fewest = i;
  }
  ASSERT_GT(most_outcomes, fewest_outcomes);
  OddsWorkspace workspace;
  OddsTable kept;
  const OddsSettings best{.chooser = ChooserKind::best};
  const io::LoadedScenario& large = examples[most].scenario;
  EXPECT_EQ(test::kept_odds_differences(large, best, workspace, kept), "");
  const Errors errors = enumerate_odds(examples[*failing].scenario,
                                       {.chooser = ChooserKind::script}, workspace, kept);
  EXPECT_FALSE(errors.empty());
  EXPECT_EQ(test::odds_table_differences(kept, OddsTable{}), "");
  EXPECT_EQ(test::kept_odds_differences(large, best, workspace, kept), "");
  EXPECT_EQ(test::kept_odds_differences(examples[fewest].scenario, best, workspace, kept), "");
  EXPECT_EQ(test::kept_odds_differences(large, best, workspace, kept), "");
}

TEST(KeptOdds, ARefusedRequestIsAnErrorNamingItsRulingAndLeavesNoTable) {
  // A cavalry retreat asked of a stack with infantry (Pickett) is refused by GC-1 (ALL-3):
  // there are no odds to take, with a workspace or without, and a kept table that held a good
  // position's odds ends empty.
  const Result<io::LoadedScenario> refused = io::load_scenario_file(
      (corpus::games_dir() /
       "gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json")
          .string());
  ASSERT_TRUE(refused.ok());
  const Result<io::LoadedScenario> good = io::load_scenario_file(
      (corpus::games_dir() / "jacobite/examples/jr-02-lowland-two-hexes-per-flag.json").string());
  ASSERT_TRUE(good.ok());
  const Result<OddsTable> fresh = enumerate_odds(refused.value(), {});
  ASSERT_FALSE(fresh.ok());
  ASSERT_EQ(fresh.errors().size(), 1U);
  EXPECT_EQ(fresh.errors()[0].pointer, "/request/kind");
  EXPECT_NE(fresh.errors()[0].message.find("(GC-1)"), std::string::npos)
      << fresh.errors()[0].message;
  EXPECT_NE(fresh.errors()[0].message.find("'Pickett' is not cavalry"), std::string::npos)
      << fresh.errors()[0].message;
  OddsWorkspace workspace;
  OddsTable kept;
  ASSERT_TRUE(enumerate_odds(good.value(), {}, workspace, kept).empty());
  ASSERT_FALSE(kept.outcomes.empty());
  const Errors errors = enumerate_odds(refused.value(), {}, workspace, kept);
  ASSERT_EQ(errors.size(), 1U);
  EXPECT_EQ(errors[0].pointer, fresh.errors()[0].pointer);
  EXPECT_EQ(errors[0].message, fresh.errors()[0].message);
  EXPECT_EQ(test::odds_table_differences(kept, OddsTable{}), "");
}

TEST(KeptOdds, AMovedWorkspaceServesAgainAndItsNewHolderGoesOn) {
  const std::vector<Example> examples = every_example();
  ASSERT_FALSE(examples.empty());
  const io::LoadedScenario& last = examples.back().scenario;
  OddsWorkspace first;
  OddsTable kept;
  const OddsSettings best{.chooser = ChooserKind::best};
  EXPECT_EQ(test::kept_odds_differences(last, best, first, kept), "");
  OddsWorkspace second = std::move(first);
  EXPECT_EQ(test::kept_odds_differences(examples.front().scenario, best, second, kept), "");
  // The one moved from is empty, and makes its storage again.
  // NOLINTNEXTLINE(bugprone-use-after-move)
  EXPECT_EQ(test::kept_odds_differences(last, best, first, kept), "");
}

}  // namespace
}  // namespace skedaddle
