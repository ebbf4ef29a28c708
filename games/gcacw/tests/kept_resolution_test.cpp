// SPDX-License-Identifier: MIT
// The odds' reuse on random GCACW boards: the ruleset's kept resolution (one retreat tree
// rebuilt in place, one chooser restarted per run) gives, run after run with other choices,
// what a fresh resolve_checked() gives. GCACW rolls no dice: chance enters only through a random
// chooser, whose picks the odds make points of chance.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <string>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/kept_resolution_checks.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_reference.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwKeptResolution, EachRunGivesWhatAFreshResolutionGives) {
  const Ruleset* ruleset = find_ruleset("gcacw");
  ASSERT_NE(ruleset, nullptr);
  int checked = 0;
  test::for_random_boards(0x6b65'7074'6763ULL, test::scaled(150), [&](std::mt19937_64& rng, int) {
    Scenario game = ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50)));
    io::LoadedScenario s = test::loaded(std::move(game), "random");
    s.ruleset = ruleset;
    if (!ruleset->check_once(s).ok()) return std::string();
    ++checked;
    // The best chooser (the odds' own, one way), then picks drawn anew on every run, so that
    // each run of the kept tree follows other paths than the last.
    std::string differs = test::kept_resolution_differences(s, {.kind = ChooserKind::best});
    if (!differs.empty()) return "best: " + differs;
    differs = test::odds_reference_differences(s, ChooserKind::best);
    if (!differs.empty()) return "odds against the reference: " + differs;
    std::mt19937_64 picks;
    ChooserDef drawn{.kind = ChooserKind::callback};
    drawn.callback = [&picks](const Decision& d) -> std::optional<std::size_t> {
      return static_cast<std::size_t>(test::below(picks, d.options.size()));
    };
    differs = test::kept_resolution_repeats(
        s, drawn, 6, [&](int run) { picks.seed(static_cast<std::uint64_t>(run) * 7919U + 1U); });
    if (!differs.empty()) return "drawn picks: " + differs;
    return test::kept_resolution_repeats(s, {.kind = ChooserKind::random, .seed = 5}, 4);
  });
  EXPECT_GT(checked, test::scaled(30));
}

}  // namespace
}  // namespace skedaddle::gcacw
