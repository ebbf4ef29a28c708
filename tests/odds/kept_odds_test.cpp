// SPDX-License-Identifier: MIT
// The odds written over a kept table through a kept workspace (enumerate_odds with an
// OddsWorkspace) against the odds taken afresh: every field equal, every fraction's text, after
// any sequence of earlier calls (larger tables, smaller ones, other games, other choosers, an
// error), so that nothing of an earlier call shows in a later one.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/odds/odds_workspace.hpp"

namespace skedaddle {
namespace {

/// "" when `a` and `b` are the same probability to the bit (text and double), else both.
std::string probability_differences(const Probability& a, const Probability& b) {
  if (a.fraction == b.fraction && std::memcmp(&a.value, &b.value, sizeof a.value) == 0) return "";
  return a.fraction + " (" + std::to_string(a.value) + ") against " + b.fraction + " (" +
         std::to_string(b.value) + ")";
}

/// What differs between two tables, field by field; "" when nothing does.
std::string table_differences(const OddsTable& kept, const OddsTable& fresh) {
  std::string out;
  const auto note = [&out](const std::string& what) { out += what + "\n"; };
  if (kept.outcomes.size() != fresh.outcomes.size()) {
    note("outcomes: " + std::to_string(kept.outcomes.size()) + " against " +
         std::to_string(fresh.outcomes.size()));
  }
  for (std::size_t i = 0; i < std::min(kept.outcomes.size(), fresh.outcomes.size()); ++i) {
    const OddsOutcome& a = kept.outcomes[i];
    const OddsOutcome& b = fresh.outcomes[i];
    const std::string at = "outcome " + std::to_string(i) + ": ";
    if (!(a.fates == b.fates)) note(at + "fates");
    if (const std::string d = probability_differences(a.probability, b.probability); !d.empty()) {
      note(at + "probability " + d);
    }
    if (a.dice != b.dice) note(at + "dice");
    if (a.choices != b.choices) note(at + "choices");
    if (a.off_record != b.off_record) note(at + "off_record");
  }
  if (kept.units.size() != fresh.units.size()) {
    note("units: " + std::to_string(kept.units.size()) + " against " +
         std::to_string(fresh.units.size()));
  }
  for (std::size_t i = 0; i < std::min(kept.units.size(), fresh.units.size()); ++i) {
    const UnitOdds& a = kept.units[i];
    const UnitOdds& b = fresh.units[i];
    const std::string at = "unit " + std::to_string(i) + " (" + b.unit + "): ";
    if (a.unit != b.unit) note(at + "id " + a.unit);
    if (a.fates.size() != b.fates.size()) note(at + "fates' count");
    for (std::size_t k = 0; k < std::min(a.fates.size(), b.fates.size()); ++k) {
      if (a.fates[k].first != b.fates[k].first) note(at + "fate " + a.fates[k].first);
      if (const std::string d = probability_differences(a.fates[k].second, b.fates[k].second);
          !d.empty()) {
        note(at + "chance of " + b.fates[k].first + ": " + d);
      }
    }
  }
  const OddsCoverage& a = kept.coverage;
  const OddsCoverage& b = fresh.coverage;
  if (a.resolves != b.resolves || a.sequences != b.sequences || a.points != b.points ||
      a.complete != b.complete) {
    note("coverage");
  }
  if (const std::string d = probability_differences(a.unexplored, b.unexplored); !d.empty()) {
    note("unexplored " + d);
  }
  if (kept.off_record.has_value() != fresh.off_record.has_value()) {
    note("off_record given in one table only");
  } else if (kept.off_record) {
    if (const std::string d = probability_differences(*kept.off_record, *fresh.off_record);
        !d.empty()) {
      note("off_record " + d);
    }
  }
  return out;
}

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

/// Takes the odds of `scenario` under `settings` through `workspace` into `kept` and afresh,
/// and says what differs (errors included), "" when nothing does.
std::string kept_against_fresh(const io::LoadedScenario& scenario, const OddsSettings& settings,
                               OddsWorkspace& workspace, OddsTable& kept) {
  const Errors errors = enumerate_odds(scenario, settings, workspace, kept);
  const Result<OddsTable> fresh = enumerate_odds(scenario, settings);
  if (!fresh.ok()) {
    if (errors.empty()) return "kept odds made a table where the fresh ones erred\n";
    if (corpus::describe(errors) != corpus::describe(fresh.errors())) return "other errors\n";
    // On error the kept table holds nothing.
    return table_differences(kept, OddsTable{});
  }
  if (!errors.empty()) return "kept odds erred: " + corpus::describe(errors);
  return table_differences(kept, fresh.value());
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
      const std::string differs = kept_against_fresh(examples[i].scenario, s, workspace, kept);
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
  EXPECT_EQ(kept_against_fresh(large, best, workspace, kept), "");
  const Errors errors = enumerate_odds(examples[*failing].scenario,
                                       {.chooser = ChooserKind::script}, workspace, kept);
  EXPECT_FALSE(errors.empty());
  EXPECT_EQ(table_differences(kept, OddsTable{}), "");
  EXPECT_EQ(kept_against_fresh(large, best, workspace, kept), "");
  EXPECT_EQ(kept_against_fresh(examples[fewest].scenario, best, workspace, kept), "");
  EXPECT_EQ(kept_against_fresh(large, best, workspace, kept), "");
}

TEST(KeptOdds, AMovedWorkspaceServesAgainAndItsNewHolderGoesOn) {
  const std::vector<Example> examples = every_example();
  ASSERT_FALSE(examples.empty());
  const io::LoadedScenario& last = examples.back().scenario;
  OddsWorkspace first;
  OddsTable kept;
  const OddsSettings best{.chooser = ChooserKind::best};
  EXPECT_EQ(kept_against_fresh(last, best, first, kept), "");
  OddsWorkspace second = std::move(first);
  EXPECT_EQ(kept_against_fresh(examples.front().scenario, best, second, kept), "");
  // The one moved from is empty, and makes its storage again.
  // NOLINTNEXTLINE(bugprone-use-after-move)
  EXPECT_EQ(kept_against_fresh(last, best, first, kept), "");
}

}  // namespace
}  // namespace skedaddle
