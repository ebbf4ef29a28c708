// SPDX-License-Identifier: MIT
// The options summary's text on random boards read back against its figures
// (support/options_text_figures.hpp; the examples' test is
// tests/odds/options_text_figures_test.cpp).
#include <gtest/gtest.h>

#include "jacobite/tests/random_scenario.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/options_text_figures.hpp"

namespace skedaddle::jacobite {
namespace {

TEST(JacobiteOptionsText, RandomBoardsSummaryTextSaysItsFigures) {
  const int compared = test::check_options_text_of_random_boards(
      "jacobite", 0x6f70'7474'6578ULL, test::scaled(150),
      [](std::mt19937_64& rng) { return test::loaded(random_scenario(rng), "random"); });
  EXPECT_GT(compared, test::scaled(150) / 2);
}

}  // namespace
}  // namespace skedaddle::jacobite
