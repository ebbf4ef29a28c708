// SPDX-License-Identifier: MIT
// What the GITM and ROTD examples must cover besides every ruling (tests/conformance): the two
// variants differ in GI-3, GI-4 and GI-7, so each ruling is pinned in both, and every GI-7
// message is printed by a scenario of each.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "conformance/corpus_outcomes.hpp"
#include "support/game_rulings.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmCorpus, EveryRulingHasAScenarioInEachVariant) {
  // GI-1..GI-7, in games/gitm/examples/gitm/ and again in games/gitm/examples/rotd/.
  for (const std::string variant : {"gitm", "rotd"}) {
    const std::vector<std::string> names = corpus::scenario_names("gitm/examples/" + variant);
    for (int id = 1; id <= 7; ++id) {
      EXPECT_TRUE(corpus::pinned(names, "GI-" + std::to_string(id)))
          << "no scenario pins GI-" << id << " (a file named " << variant << "/gi-" << id
          << "-...)";
    }
  }
}

TEST(GitmCorpus, EveryMessageIsPrintedByAScenarioOfEachVariant) {
  // GI-7, after the unit id; the rout-shattered line is ROTD's alone.
  const std::vector<std::string> common = {
      " is unable to move.",
      " is unable to retreat and is forced to surrender!",
      " is unable to fall back and is forced to surrender!",
      " is unable to rout and is forced to surrender!",
      " has no direction to retreat and is forced to surrender!",
      " tries to retreat but is blocked, and surrenders!",
      " tries to fall back but is blocked, and surrenders!",
      " tries to rout but is blocked, and surrenders!",
      " is exhausted, and surrenders!",
      " is trapped by enemy forces and surrenders!",
  };
  for (const std::string variant : {"gitm", "rotd"}) {
    std::vector<std::string> wanted = common;
    if (variant == "rotd") wanted.push_back(" is unable to rout and is shattered!");
    const std::vector<std::string> printed = corpus::expected_messages("gitm/examples/" + variant);
    for (const std::string& tail : wanted) {
      const bool found = std::any_of(printed.begin(), printed.end(), [&](const std::string& m) {
        return m.size() > tail.size() && m.ends_with(tail);
      });
      EXPECT_TRUE(found) << "no " << variant << " scenario prints \"X" << tail << "\"";
    }
  }
}

// RULINGS.md as revised on 2026-11-25: GI-1..GI-8, their options those of the scenario schema's
// $defs/gitm_options.
TEST(GitmRulings, PublishedWithTheSchemasOptions) {
  test::expect_published_rulings("GI", 8);
  test::expect_options_are_the_schemas("GI", "gitm_options");
}

}  // namespace
}  // namespace skedaddle::gitm
