// SPDX-License-Identifier: MIT
// What the game's examples must cover besides every ruling (tests/conformance): a request the rules
// forbid (ALL-3), a rally in a collapsed division (GT-9), refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus_outcomes.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueCorpus, ARallyInACollapsedDivisionIsRefused) {
  const std::vector<std::string> rules = corpus::refused_rules("grande_tactique/examples");
  EXPECT_NE(std::find(rules.begin(), rules.end(), "GT-9"), rules.end());
}

}  // namespace
}  // namespace skedaddle::grande_tactique
