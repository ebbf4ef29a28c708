// SPDX-License-Identifier: MIT
// The reuse of one Grande Tactique table's resolution: a Resolution run again and again gives,
// run by run, what a fresh resolve() gives with the same dice (random tables, the examples); the
// ruleset's kept resolution (that Resolution), one enumerating Dice rewound per way and one Fates
// written over give, way by way, what a fresh resolve_checked(), new dice and fates() give.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/kept_resolution_checks.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_reference.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

/// Runs `runs` resolutions of `loaded`'s scenario (which passed check_resolvable()) through one
/// Resolution and as many fresh resolve() calls, each pair with the dice `loaded` gives for the
/// same seed; the first difference (outcome JSON, event count, dice drawn) as text, or "".
std::string kept_gt_differences(const io::LoadedScenario& loaded, int runs, std::uint64_t seed) {
  const Scenario& s = io::game_of<Scenario>(loaded);
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) return "check failed";
  Resolution resolution(checked.value());
  Outcome unmoved;
  unmoved.units = s.units;
  if (io::outcome_json(loaded, resolution.outcome()) != io::outcome_json(loaded, unmoved))
    return "before any run: the outcome is not the scenario's units";
  for (int k = 0; k < runs; ++k) {
    Dice once = io::dice_for(loaded, seed + static_cast<std::uint64_t>(k));
    const Result<Outcome> expected = resolve(checked.value(), once);
    Dice again = io::dice_for(loaded, seed + static_cast<std::uint64_t>(k));
    const Errors errors = resolution.run(again);
    if (expected.ok() != errors.empty()) return "run " + std::to_string(k) + ": one failed";
    if (!expected.ok()) continue;
    if (resolution.outcome().events.size() != expected.value().events.size())
      return "run " + std::to_string(k) + ": event count";
    if (io::outcome_json(loaded, resolution.outcome()) !=
        io::outcome_json(loaded, expected.value()))
      return "run " + std::to_string(k) + ": outcome\n" +
             io::outcome_json(loaded, expected.value()) + "\nkept:\n" +
             io::outcome_json(loaded, resolution.outcome());
    if (again.draws() != once.draws()) return "run " + std::to_string(k) + ": draws";
  }
  return "";
}

// A Resolution run again and again on one random table gives, every run, what resolve() gives
// with the same dice: what an earlier run changed (units fled, routed, shaken, removed, their
// generals, the events and their storage, the pursuit) is put back or written over completely.
// Flights from a causer and continued flights (many units fleeing in one run).
TEST(GrandeTactiqueResolution, RepeatedRunsGiveWhatResolveGivesOnRandomTables) {
  int compared = 0;
  test::for_board_seeds(
      1, static_cast<std::uint64_t>(test::scaled(200)), [&](std::uint64_t seed) -> std::string {
        for (const bool continued : {false, true}) {
          const Scenario s =
              continued ? test::gt_random_continue(seed) : test::gt_random_table(seed).s;
          if (!check(s).empty() || refusal(s)) continue;
          io::LoadedScenario loaded = test::loaded(s, "random table");
          loaded.ruleset = find_ruleset("grande-tactique");
          const std::string differs = kept_gt_differences(loaded, 6, seed * 7919);
          if (!differs.empty()) return (continued ? "continued: " : "flee: ") + differs;
          ++compared;
        }
        return "";
      });
  EXPECT_GT(compared, test::scaled(200));
}

// The same on every Grande Tactique example the rules allow, with its own dice (scripted ones
// replayed the same each run).
TEST(GrandeTactiqueResolution, RepeatedRunsGiveWhatResolveGivesOnTheExamples) {
  int compared = 0;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind("grande_tactique/", 0) != 0) continue;
    const Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    ASSERT_TRUE(loaded.ok()) << file;
    const Scenario& s = io::game_of<Scenario>(loaded.value());
    if (!check(s).empty() || refusal(s)) continue;
    EXPECT_EQ(kept_gt_differences(loaded.value(), 4, 11), "") << file;
    ++compared;
  }
  EXPECT_GT(compared, 40);
}

TEST(GrandeTactiqueKeptResolution, EveryWayOfTheDiceGivesWhatAFreshResolutionGives) {
  const Ruleset* ruleset = find_ruleset("grande-tactique");
  ASSERT_NE(ruleset, nullptr);
  int walked = 0;
  test::for_board_seeds(
      1, static_cast<std::uint64_t>(test::scaled(30)), [&](std::uint64_t seed) -> std::string {
        io::LoadedScenario loaded = test::loaded(test::gt_random_table(seed).s, "random table");
        loaded.ruleset = ruleset;
        if (!ruleset->check_once(loaded).ok()) return "";
        ++walked;
        const std::string differs =
            test::kept_resolution_differences(loaded, {.kind = ChooserKind::best}, 100);
        if (!differs.empty()) return differs;
        // The table grouped and added up by the odds, against a plain one.
        return test::odds_reference_differences(loaded, ChooserKind::best, 100);
      });
  EXPECT_GT(walked, test::scaled(10));
}

}  // namespace
}  // namespace skedaddle::grande_tactique
