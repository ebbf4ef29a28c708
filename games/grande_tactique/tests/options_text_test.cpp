// SPDX-License-Identifier: MIT
// The options summary's text on random tables read back against its figures
// (support/options_text_figures.hpp; the examples' test is
// tests/odds/options_text_figures_test.cpp).
#include <gtest/gtest.h>

#include "grande_tactique/tests/random_table.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/options_text_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::grande_tactique {
namespace {

TEST(GrandeTactiqueOptionsText, RandomTablesSummaryTextSaysItsFigures) {
  const int compared = test::check_options_text_of_random_boards(
      "grande-tactique", 0x6f70'7474'6578ULL, test::scaled(40), [](std::mt19937_64& rng) {
        // Half the tables are a flight from a causer, half a continued flight (GT-8).
        const std::uint64_t seed = rng();
        return test::loaded(
            test::chance(rng, 50) ? test::gt_random_table(seed).s : test::gt_random_continue(seed),
            "random table");
      });
  EXPECT_GT(compared, test::scaled(40) / 2);
}

}  // namespace
}  // namespace skedaddle::grande_tactique
