// SPDX-License-Identifier: MIT
// The odds' reuse on random Jacobite battlefields: the ruleset's kept resolution (one
// jacobite::Resolution, one chooser restarted per run), one enumerating Dice rewound per way and
// one Fates written over give, way by way, what a fresh resolve_checked(), new dice and fates()
// give.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <random>
#include <string>

#include "jacobite/tests/random_scenario.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/kept_resolution_checks.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_reference.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::uint64_t kSeed = 0x6b65'7074'6a61'636fULL;  // "keptjaco"

/// Random battlefields whose request can be resolved, as loaded scenarios; `check` says what
/// differs on one, "" when nothing does. Returns how many were checked.
int for_resolvable_boards(std::uint64_t seed, int boards,
                          const std::function<std::string(const io::LoadedScenario&)>& check) {
  const Ruleset* ruleset = find_ruleset("jacobite");
  EXPECT_NE(ruleset, nullptr);
  int checked = 0;
  test::for_random_boards(seed, boards, [&](std::mt19937_64& rng, int) -> std::string {
    io::LoadedScenario loaded = test::loaded(random_scenario(rng), "random");
    loaded.ruleset = ruleset;
    if (!ruleset->check_once(loaded).ok()) return "";
    ++checked;
    return check(loaded);
  });
  return checked;
}

TEST(JacobiteKeptResolution, EveryWayOfTheDiceGivesWhatAFreshResolutionGives) {
  for (const ChooserKind kind : {ChooserKind::best, ChooserKind::first}) {
    const int checked =
        for_resolvable_boards(kSeed, test::scaled(200), [&](const io::LoadedScenario& s) {
          const std::string differs = test::kept_resolution_differences(s, {.kind = kind}, 500);
          if (!differs.empty()) return differs;
          // The table grouped and added up by the odds, against a plain one.
          return test::odds_reference_differences(s, kind, 500);
        });
    EXPECT_GT(checked, test::scaled(30)) << chooser_name(kind);
  }
}

TEST(JacobiteKeptResolution, ARestartedRandomChooserDrawsAsANewOne) {
  // Seeded dice and a random chooser, run after run on one kept resolution: each run must give
  // what a new chooser and a new resolution give with the same seeds.
  std::uint64_t seed = 0;
  const int checked =
      for_resolvable_boards(kSeed ^ 0x7261ULL, test::scaled(150), [&](const io::LoadedScenario& s) {
        return test::kept_resolution_repeats(s, {.kind = ChooserKind::random, .seed = ++seed}, 8);
      });
  EXPECT_GT(checked, test::scaled(25));
}

}  // namespace
}  // namespace skedaddle::jacobite
