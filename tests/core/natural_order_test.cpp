// SPDX-License-Identifier: MIT
// Labels with numbers in them, ordered as a reader expects: digit runs compared as numbers.
#include "core/natural_order.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>
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

/// The order written another way, as a reference: each text cut into tokens (a run of digits, or
/// one other character), the tokens compared in turn (two runs as numbers: fewer significant
/// digits first, then digit by digit; else by their first characters), a text that runs out of
/// tokens first before the other, and texts whose tokens all tie by their characters.
int reference_compare(const std::string& a, const std::string& b) {
  const auto tokens = [](const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < text.size();) {
      std::size_t end = i + 1;
      if (std::isdigit(static_cast<unsigned char>(text[i])) != 0) {
        while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])) != 0)
          ++end;
      }
      out.push_back(text.substr(i, end - i));
      i = end;
    }
    return out;
  };
  const auto is_number = [](const std::string& t) {
    return std::isdigit(static_cast<unsigned char>(t[0])) != 0;
  };
  const auto significant = [](const std::string& t) {
    const std::size_t first = t.find_first_not_of('0');
    return first == std::string::npos ? std::string{} : t.substr(first);
  };
  const std::vector<std::string> x = tokens(a);
  const std::vector<std::string> y = tokens(b);
  for (std::size_t k = 0; k < x.size() && k < y.size(); ++k) {
    if (is_number(x[k]) && is_number(y[k])) {
      const std::string n = significant(x[k]);
      const std::string m = significant(y[k]);
      if (n.size() != m.size()) return n.size() < m.size() ? -1 : 1;
      if (n != m) return n < m ? -1 : 1;
    } else if (x[k][0] != y[k][0]) {
      return static_cast<unsigned char>(x[k][0]) < static_cast<unsigned char>(y[k][0]) ? -1 : 1;
    }
  }
  if (x.size() != y.size()) return x.size() < y.size() ? -1 : 1;
  return a.compare(b) < 0 ? -1 : (a == b ? 0 : 1);
}

TEST(NaturalOrder, AgreesWithATokenByTokenReferenceOnRandomTexts) {
  // Short texts over few characters, so that shared beginnings, digit runs that straddle the
  // first difference, leading zeros and texts that begin others all come often.
  std::mt19937 random(20261130);
  const std::string alphabet = "0019a ";
  std::uniform_int_distribution<std::size_t> length(0, 7);
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  const auto text = [&] {
    std::string t(length(random), ' ');
    for (char& c : t)
      c = alphabet[pick(random)];
    return t;
  };
  for (int n = 0; n < 50000; ++n) {
    const std::string a = text();
    // Half the pairs share a beginning, as the ids and fates the odds sort do.
    std::string b = text();
    if (n % 2 == 0) b = a.substr(0, std::min(a.size(), b.size())) + text();
    const auto got = natural_compare(a, b);
    const int want = reference_compare(a, b);
    ASSERT_EQ(got < 0 ? -1 : (got == 0 ? 0 : 1), want) << '"' << a << "\" against \"" << b << '"';
  }
}

}  // namespace
}  // namespace skedaddle::detail
