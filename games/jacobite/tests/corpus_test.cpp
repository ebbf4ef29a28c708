// SPDX-License-Identifier: MIT
// What the game's examples must cover besides every ruling (tests/conformance): a request the rules
// forbid (ALL-3), a retire without a free path (JR-11), refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus_outcomes.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteCorpus, ARetireWithoutAFreePathIsRefused) {
  const std::vector<std::string> rules = corpus::refused_rules("jacobite/examples");
  EXPECT_NE(std::find(rules.begin(), rules.end(), "JR-11"), rules.end());
}

}  // namespace
}  // namespace skedaddle::jacobite
