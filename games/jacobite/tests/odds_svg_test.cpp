// SPDX-License-Identifier: MIT
// The Jacobite Rising picture of the exact odds (render --odds): every hex a unit or leader may
// end in shaded by its chance, several units' chances on one hex stacked, the routs in the
// panel, the crop taking in every shaded hex, and a bounded enumeration said so.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "render/svg_writer.hpp"
#include "support/odds_svg.hpp"

namespace skedaddle {
namespace {

using test::odds_labels;
using test::odds_marks;
using test::odds_panel;
using test::odds_picture;

bool draws_hex(std::string_view svg, const std::string& label) {
  const std::string_view from = test::from_group(svg, "hex-labels");
  return from.substr(0, from.find("</g>")).find(">" + label + "</text>") != std::string_view::npos;
}

TEST(JacobiteOddsSvg, ARallyInPlaceIsShadedWhereItStands) {
  // JR-5: on its baseline the unit loses a block and rallies with 3 dice, a flag face each:
  // 1 - (5/6)^3 = 91/216 = 42.1% it stays in G11, else routed, 125/216 = 57.9%.
  const std::string svg =
      odds_picture("jacobite/examples/jr-05-on-baseline-loses-a-block-and-rallies-in-place.json");
  const std::vector<test::OddsMarkSeen> marks = odds_marks(svg);
  ASSERT_EQ(marks.size(), 1U);
  EXPECT_EQ(marks[0].title, "G11\nBattereau: 42.1%");
  EXPECT_NEAR(marks[0].opacity, 0.406, 1e-9);  // 0.12 + 0.68 * 91/216
  EXPECT_EQ(odds_labels(svg), std::vector<std::string>{"42.1%"});
  EXPECT_TRUE(draws_hex(svg, "G11"));
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">Battereau<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">routed 57.9%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">stays in G11 42.1%<"), std::string_view::npos) << panel;
}

TEST(JacobiteOddsSvg, TwoUnitsEndingInOneHexGetOneMarkAndALabelEach) {
  // JR-3 (odds as `skedaddle odds` gives them): Howard's Grenadiers and Hawley both retreat to
  // F6 with 201811/279936 = 72.1%; Hawley alone to E9 with 859375/10077696 = 8.5%; Price stays
  // put with 92.2% and is routed with 7.8%.
  const std::string svg =
      odds_picture("jacobite/examples/jr-03-ignore-cap-two-of-four-sources.json");
  const std::vector<test::OddsMarkSeen> marks = odds_marks(svg);
  ASSERT_EQ(marks.size(), 2U);
  const auto f6 = marks[0].title.starts_with("F6") ? 0U : 1U;
  const auto e9 = 1U - f6;
  EXPECT_EQ(marks[f6].title,
            svg::detail::xml_escape("F6\nHoward's Grenadiers: 72.1%\nHawley: 72.1%"));
  EXPECT_EQ(marks[e9].title, "E9\nHawley: 8.5%");
  // Darker as likelier.
  EXPECT_GT(marks[f6].opacity, marks[e9].opacity);
  EXPECT_NEAR(marks[f6].opacity, 0.12 + 0.68 * 201811.0 / 279936.0, 5e-4);
  EXPECT_NEAR(marks[e9].opacity, 0.12 + 0.68 * 859375.0 / 10077696.0, 5e-4);
  // Each unit with a place has its number: 1 Howard's Grenadiers, 2 Hawley.
  std::vector<std::string> labels = odds_labels(svg);
  std::sort(labels.begin(), labels.end());
  EXPECT_EQ(labels, (std::vector<std::string>{"1: 72.1%", "2: 72.1%", "2: 8.5%"}));
  EXPECT_TRUE(draws_hex(svg, "F6"));
  EXPECT_TRUE(draws_hex(svg, "E9"));
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">1: Howard&apos;s Grenadiers<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">2: Hawley<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">Price<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">routed 27.9%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">routed 19.4%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">stays put, unchanged 92.2%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">routed 7.8%<"), std::string_view::npos) << panel;
}

TEST(JacobiteOddsSvg, ABoundedEnumerationSaysWhatItLeftOut) {
  OddsSettings settings;
  settings.max_resolves = 2;  // of the 4 the odds take
  const std::string svg =
      odds_picture("jacobite/examples/jr-03-ignore-cap-two-of-four-sources.json", false, settings);
  EXPECT_NE(svg.find("\u00b7 odds bounded: "), std::string::npos);
  EXPECT_EQ(svg.find("exact odds"), std::string::npos);
  EXPECT_NE(odds_panel(svg).find(">Odds, bounded: "), std::string_view::npos);
}

}  // namespace
}  // namespace skedaddle
