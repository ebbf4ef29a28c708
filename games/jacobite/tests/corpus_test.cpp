// SPDX-License-Identifier: MIT
// What the game's examples must cover besides every ruling (tests/conformance): a request the rules
// forbid (ALL-3), a retire without a free path (JR-11), refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus_outcomes.hpp"
#include "support/game_rulings.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteCorpus, ARetireWithoutAFreePathIsRefused) {
  const std::vector<std::string> rules = corpus::refused_rules("jacobite/examples");
  EXPECT_NE(std::find(rules.begin(), rules.end(), "JR-11"), rules.end());
}

// RULINGS.md as revised on 2026-11-25: JR-1..JR-13, their options those of the scenario schema's
// $defs/jacobite_options.
TEST(JacobiteRulings, PublishedWithTheSchemasOptions) {
  test::expect_published_rulings("JR", 13);
  test::expect_options_are_the_schemas("JR", "jacobite_options");
}

}  // namespace
}  // namespace skedaddle::jacobite
