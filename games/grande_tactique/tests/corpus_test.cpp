// SPDX-License-Identifier: MIT
// What the game's examples must cover besides every ruling (tests/conformance): a request the rules
// forbid (ALL-3), a rally in a collapsed division (GT-9), refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus_outcomes.hpp"
#include "support/game_rulings.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueCorpus, ARallyInACollapsedDivisionIsRefused) {
  const std::vector<std::string> rules = corpus::refused_rules("grande_tactique/examples");
  EXPECT_NE(std::find(rules.begin(), rules.end(), "GT-9"), rules.end());
}

// RULINGS.md as revised on 2026-11-25: GT-1..GT-15, their options those of the scenario schema's
// $defs/gt_options.
TEST(GrandeTactiqueRulings, PublishedWithTheSchemasOptions) {
  test::expect_published_rulings("GT", 15);
  test::expect_options_are_the_schemas("GT", "gt_options");
}

}  // namespace
}  // namespace skedaddle::grande_tactique
