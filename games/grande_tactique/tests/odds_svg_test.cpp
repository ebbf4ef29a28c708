// SPDX-License-Identifier: MIT
// The Grande Tactique picture of the exact odds (render --odds): the inch of the table each
// base may end on (its centre, binned to the inch) shaded by its chance, darker as likelier,
// flights off the table in the panel, and the window of a cropped table taking in every mark.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "support/odds_svg.hpp"

namespace skedaddle {
namespace {

using test::odds_labels;
using test::odds_marks;
using test::odds_panel;
using test::odds_picture;

/// The part of the table a cropped picture shows, from its subtitle: x from, x to, y from, y to.
std::array<double, 4> window_of(std::string_view svg) {
  std::array<double, 4> w{};
  const std::size_t at = svg.find("showing x ");
  EXPECT_NE(at, std::string_view::npos);
  if (at == std::string_view::npos) return w;
  const std::string text(svg.substr(at, 80));
  EXPECT_EQ(
      std::sscanf(text.c_str(), "showing x %lf to %lf, y %lf to %lf", &w[0], &w[1], &w[2], &w[3]),
      4);
  return w;
}

/// The point a mark's tooltip names first: "(18, 3)".
std::array<double, 2> point_of(const std::string& title) {
  std::array<double, 2> p{};
  EXPECT_EQ(std::sscanf(title.c_str(), "(%lf, %lf)", &p[0], &p[1]), 2) << title;
  return p;
}

/// The inch around each mark's point lies in the window (printed to a tenth of an inch).
void expect_in_window(std::string_view svg) {
  const std::array<double, 4> w = window_of(svg);
  for (const test::OddsMarkSeen& mark : odds_marks(svg)) {
    const std::array<double, 2> p = point_of(mark.title);
    EXPECT_TRUE(p[0] - 0.5 >= w[0] - 0.05 && p[0] + 0.5 <= w[1] + 0.05 &&
                p[1] - 0.5 >= w[2] - 0.05 && p[1] + 0.5 <= w[3] + 0.05)
        << mark.title << " outside the window";
  }
}

TEST(GrandeTactiqueOddsSvg, AFailedMoraleCheckShadesWhereTheFlightEnds) {
  // GT-1: shaken -1 on 1d6 fails on 1..4 = 2/3 (66.7%): routed, it flees 7" to (18, 3); on 5
  // or 6 (1/3) nothing changes.
  const std::string svg = odds_picture("grande_tactique/examples/gt-1-failed-morale-check.json");
  EXPECT_NE(svg.find("\u00b7 exact odds</text>"), std::string::npos);
  const std::vector<test::OddsMarkSeen> marks = odds_marks(svg);
  ASSERT_EQ(marks.size(), 1U);
  EXPECT_EQ(marks[0].title, "(18, 3)\n3/12 Inf: 66.7%");
  EXPECT_NEAR(marks[0].opacity, 0.573, 1e-9);  // 0.12 + 0.68 * 2/3
  EXPECT_EQ(odds_labels(svg), std::vector<std::string>{"66.7%"});
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">routed, ends at (18, 3) 66.7%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">stays put, unchanged 33.3%<"), std::string_view::npos) << panel;
  expect_in_window(svg);
}

TEST(GrandeTactiqueOddsSvg, AFlightOf2d6IsShadedByItsChancesAndOffTheTableIsListed) {
  // GT-2: 11" + 2d6 south from y 20, and 6" more off the table when the sum reaches 14: the
  // chances of skedaddle odds, 5/18 off the table and seven ends from (18, 1) to (18, 7).
  const std::string svg =
      odds_picture("grande_tactique/examples/gt-2-cavalry-routed-by-cavalry.json");
  const std::vector<test::OddsMarkSeen> marks = odds_marks(svg);
  ASSERT_EQ(marks.size(), 7U);
  std::vector<std::pair<double, double>> by_chance;  // (chance, opacity)
  for (const test::OddsMarkSeen& mark : marks) {
    const std::size_t colon = mark.title.rfind(": ");
    by_chance.emplace_back(std::strtod(mark.title.c_str() + colon + 2, nullptr), mark.opacity);
  }
  std::sort(by_chance.begin(), by_chance.end());
  for (std::size_t i = 1; i < by_chance.size(); ++i) {
    if (by_chance[i].first > by_chance[i - 1].first) {
      EXPECT_GT(by_chance[i].second, by_chance[i - 1].second);
    }
  }
  EXPECT_EQ(by_chance.front().first, 2.8);  // 1/36 at (18, 7)
  EXPECT_EQ(by_chance.back().first, 16.7);  // 1/6 at (18, 2)
  std::vector<std::string> labels = odds_labels(svg);
  std::sort(labels.begin(), labels.end());
  EXPECT_EQ(labels,
            (std::vector<std::string>{"11.1%", "13.9%", "13.9%", "16.7%", "2.8%", "5.6%", "8.3%"}));
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">flees off the table 27.8%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">ends on the map 72.2% (7 places, shaded)<"), std::string_view::npos)
      << panel;
  expect_in_window(svg);
}

TEST(GrandeTactiqueOddsSvg, EachUnitWithAPlaceHasItsNumber) {
  // GT-11: certain: two units flee, the third is shaken where it stands.
  const std::string svg = odds_picture("grande_tactique/examples/gt-11-old-guard-flees.json");
  EXPECT_EQ(odds_marks(svg).size(), 3U);
  std::vector<std::string> labels = odds_labels(svg);
  std::sort(labels.begin(), labels.end());
  EXPECT_EQ(labels, (std::vector<std::string>{"1: 100%", "2: 100%", "3: 100%"}));
  for (const test::OddsMarkSeen& mark : odds_marks(svg))
    EXPECT_NEAR(mark.opacity, 0.8, 1e-9);
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">3: 1/4e<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">shaken, stays 100%<"), std::string_view::npos) << panel;
  expect_in_window(svg);
}

}  // namespace
}  // namespace skedaddle
