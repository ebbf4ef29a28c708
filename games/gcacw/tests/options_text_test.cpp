// SPDX-License-Identifier: MIT
// The options summary's text on random boards read back against its figures
// (support/options_text_figures.hpp; the examples' test is
// tests/odds/options_text_figures_test.cpp).
#include <gtest/gtest.h>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/options_text_figures.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gcacw {
namespace {

TEST(GcacwOptionsText, RandomBoardsSummaryTextSaysItsFigures) {
  const int compared = test::check_options_text_of_random_boards(
      "gcacw", 0x6f70'7474'6578ULL, test::scaled(200), [](std::mt19937_64& rng) {
        return test::loaded(ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50))),
                            "random");
      });
  EXPECT_GT(compared, test::scaled(200) / 2);
}

}  // namespace
}  // namespace skedaddle::gcacw
