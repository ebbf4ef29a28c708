// SPDX-License-Identifier: MIT
// The options summary's text on random battles read back against its figures
// (support/options_text_figures.hpp; the examples' test is
// tests/odds/options_text_figures_test.cpp).
#include <gtest/gtest.h>

#include "gitm/tests/random_battle.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/options_text_figures.hpp"

namespace skedaddle::gitm {
namespace {

TEST(GitmOptionsText, RandomBattlesSummaryTextSaysItsFigures) {
  const int compared = test::check_options_text_of_random_boards(
      "gitm", 0x6f70'7474'6578ULL, test::scaled(60),
      [](std::mt19937_64& rng) { return test::loaded(test::gi_random_battle(rng), "random"); });
  EXPECT_GT(compared, test::scaled(60) / 2);
}

}  // namespace
}  // namespace skedaddle::gitm
