// SPDX-License-Identifier: MIT
// Every word of the pictures of random Grande Tactique tables is readable (the examples' test,
// conformance/readable_picture_test.cpp, on tables no one drew by hand): a fugitive and its
// causer among 6 to 18 other bases, most within 9" of it, sometimes woods and a lake; and the
// same tables in continued flight (GT-8). The table is measured in inches, not cut into columns
// and rows, so there is no small board to draw: the crowd is what tests the picture.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "grande_tactique/tests/random_table.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/readable_pictures.hpp"

namespace skedaddle {
namespace {

TEST(GrandeTactiqueRandomPictures, EveryWordIsReadableOnCrowdedTables) {
  const Ruleset* ruleset = find_ruleset("grande-tactique");
  ASSERT_NE(ruleset, nullptr);
  test::for_board_seeds(1, static_cast<std::uint64_t>(test::scaled(120)), [&](std::uint64_t seed) {
    // Odd seeds flee from a causer (GT-1), even ones continue a flight (GT-8).
    const bool flee = seed % 2 == 1;
    io::LoadedScenario loaded =
        test::loaded(flee ? test::gt_random_table(seed).s : test::gt_random_continue(seed), "");
    loaded.ruleset = ruleset;
    loaded.seed = seed;
    if (!ruleset->check(loaded).empty()) return std::string();
    return test::random_board_failure(loaded, seed, {}, "", [&] {
      return std::string(flee ? "test::gt_random_table" : "test::gt_random_continue") + "(" +
             std::to_string(seed) + ") (random_picture_test.cpp):";
    });
  });
}

}  // namespace
}  // namespace skedaddle
