// SPDX-License-Identifier: MIT
// The GCACW picture of the exact odds (render --odds): rule 7.6 rolls no dice, so the best
// chooser's retreat is certain: one hex shaded at full strength with 100% on it.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/odds_svg.hpp"

namespace skedaddle {
namespace {

TEST(GcacwOddsSvg, ACertainRetreatShadesOneHexAtOneHundredPercent) {
  // GC-7: Pickett takes the road step to 0101, and nothing is left to chance.
  const std::string svg = test::odds_picture("gcacw/examples/gc-07-road-is-priority-1.json");
  EXPECT_NE(svg.find("\u00b7 exact odds</text>"), std::string::npos);
  const std::vector<test::OddsMarkSeen> marks = test::odds_marks(svg);
  ASSERT_EQ(marks.size(), 1U);
  EXPECT_EQ(marks[0].title, "0101\nPickett: 100%");
  EXPECT_NEAR(marks[0].opacity, 0.8, 1e-9);
  EXPECT_EQ(test::odds_labels(svg), std::vector<std::string>{"100%"});
  const std::string_view labels = test::from_group(svg, "hex-labels");
  EXPECT_NE(labels.substr(0, labels.find("</g>")).find(">0101</text>"), std::string_view::npos);
  const std::string_view panel = test::odds_panel(svg);
  EXPECT_NE(panel.find(">retreats to 0101 100%<"), std::string_view::npos) << panel;
  EXPECT_EQ(panel.find("stays put"), std::string_view::npos) << panel;
}

}  // namespace
}  // namespace skedaddle
