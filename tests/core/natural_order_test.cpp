// SPDX-License-Identifier: MIT
// Labels with numbers in them, ordered as a reader expects: digit runs compared as numbers.
#include "core/natural_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace skedaddle::detail {
namespace {

bool before(const std::string& a, const std::string& b) {
  return natural_compare(a, b) < 0;
}

TEST(NaturalOrder, DigitRunsCompareAsNumbers) {
  EXPECT_TRUE(before("2 hexes", "10 hexes"));
  EXPECT_TRUE(before("unit 2", "unit 10"));
  EXPECT_TRUE(before("unit 9", "unit 10"));
  EXPECT_TRUE(before("(9, 4)", "(10, 4)"));
  EXPECT_TRUE(before("(10, 4)", "(10, 12)"));
  // Longer than any integer type: compared digit by digit, the longer number the greater.
  EXPECT_TRUE(before("x 99999999999999999999", "x 100000000000000000000"));
}

TEST(NaturalOrder, TheRestComparesByCharactersAndOnlyEqualTextsAreEquivalent) {
  EXPECT_TRUE(before("eliminated", "unchanged"));
  EXPECT_TRUE(before("retreats to 0504", "retreats to 0505"));
  EXPECT_TRUE(before("unit", "unit 2"));  // a text before a longer one it begins
  EXPECT_TRUE(before("unit 2", "unit 2b"));
  // "02" and "2" write one number: told apart by their characters ('0' before '2').
  EXPECT_TRUE(before("unit 02", "unit 2"));
  EXPECT_FALSE(before("unit 2", "unit 02"));
  EXPECT_EQ(natural_compare("unit 2", "unit 2"), std::strong_ordering::equal);
  EXPECT_EQ(natural_compare("", ""), std::strong_ordering::equal);
}

TEST(NaturalOrder, SortsALabelListAsAReaderWould) {
  std::vector<std::string> labels = {"unit 10", "unit 2", "unit 1", "unit 02", "unit", "unit 2a"};
  std::sort(labels.begin(), labels.end(), before);
  EXPECT_EQ(labels, (std::vector<std::string>{"unit", "unit 1", "unit 02", "unit 2", "unit 2a",
                                              "unit 10"}));
}

}  // namespace
}  // namespace skedaddle::detail
