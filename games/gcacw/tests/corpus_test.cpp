// SPDX-License-Identifier: MIT
// What the game's examples must cover besides every ruling (tests/conformance): a request the rules
// forbid (ALL-3), a cavalry retreat of a stack with other arms (GC-1), refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus_outcomes.hpp"
#include "support/game_rulings.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwCorpus, ACavalryRetreatOfOtherArmsIsRefused) {
  const std::vector<std::string> rules = corpus::refused_rules("gcacw/examples");
  EXPECT_NE(std::find(rules.begin(), rules.end(), "GC-1"), rules.end());
}

// RULINGS.md as revised on 2026-11-25: GC-1..GC-11, their options those of the scenario schema's
// $defs/options.
TEST(GcacwRulings, PublishedWithTheSchemasOptions) {
  test::expect_published_rulings("GC", 11);
  test::expect_options_are_the_schemas("GC", "options");
}

}  // namespace
}  // namespace skedaddle::gcacw
