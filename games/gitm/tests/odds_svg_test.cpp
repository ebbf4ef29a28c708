// SPDX-License-Identifier: MIT
// The GITM/ROTD picture of the exact odds (render --odds): every square a unit may end in
// shaded by its chance with the percentage on it, the fates off the map in the panel, and the
// crop taking in every shaded square. Chances worked by hand from the examples' rules.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "support/odds_svg.hpp"

namespace skedaddle {
namespace {

using test::odds_labels;
using test::odds_marks;
using test::odds_panel;
using test::odds_picture;

// The squares group of a picture, to its end: each square's tooltip names it.
std::string_view squares(std::string_view svg) {
  const std::string_view from = test::from_group(svg, "squares");
  return from.substr(0, from.find("</g>"));
}

TEST(GitmOddsSvg, Gi1ShadesTwelveEqualEndsAtOneTwelfthEach) {
  // GI-1: a 2d6 pair picks one of 12 end squares, each 1/12 = 8.3%.
  const std::string file = "gitm/examples/gitm/gi-1-retreat-north-reduces-the-row.json";
  const std::string svg = odds_picture(file);
  EXPECT_NE(svg.find("\u00b7 exact odds</text>"), std::string::npos);
  const std::vector<test::OddsMarkSeen> marks = odds_marks(svg);
  ASSERT_EQ(marks.size(), 12U);
  const std::set<std::string> ends = {"10-4", "10-7", "11-3", "11-7", "7-3", "7-4",
                                      "7-5",  "7-6",  "8-6",  "8-7",  "9-5", "9-7"};
  std::set<std::string> seen;
  for (const test::OddsMarkSeen& mark : marks) {
    const std::string square = mark.title.substr(0, mark.title.find('\n'));
    seen.insert(square);
    EXPECT_EQ(mark.title, square + "\nBR1IN: 8.3%");
    // 0.12 + 0.68 / 12: the same for every end.
    EXPECT_NEAR(mark.opacity, 0.177, 1e-9) << square;
    // The crop draws every shaded square.
    EXPECT_NE(squares(svg).find("<title>" + square + "<"), std::string_view::npos) << square;
  }
  EXPECT_EQ(seen, ends);
  EXPECT_EQ(odds_labels(svg), std::vector<std::string>(12, "8.3%"));
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">BR1IN<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">ends on the map 100% (12 places, shaded)<"), std::string_view::npos)
      << panel;
  EXPECT_EQ(panel.find("stays put"), std::string_view::npos) << panel;
  // The whole map shades the same squares.
  EXPECT_EQ(odds_marks(odds_picture(file, true)).size(), 12U);
}

TEST(GitmOddsSvg, Gi3ListsTheSurrenderInThePanel) {
  // GI-3: 20 ways; 4 blocked by the neutral end in surrender (1/5 = 20%), the other 16 in 16
  // squares, 1/20 = 5% each.
  const std::string svg =
      odds_picture("gitm/examples/gitm/gi-3-gitm-neutral-is-not-avoided-but-blocks.json");
  EXPECT_EQ(odds_marks(svg).size(), 16U);
  EXPECT_EQ(odds_labels(svg), std::vector<std::string>(16, "5.0%"));
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">surrenders 20.0%<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">ends on the map 80.0% (16 places, shaded)<"), std::string_view::npos)
      << panel;
}

TEST(GitmOddsSvg, RoutsToTheStrategicMapAreFatesOffTheMap) {
  // GI-5 from a marsh: 2 of the 5 directions are barred (surrenders, 2/5), the 3 others rout
  // to a strategic square, 1/5 each: nothing ends on the tactical map.
  const std::string svg =
      odds_picture("gitm/examples/gitm/gi-5-rout-from-a-marsh-far-from-the-edge-fails.json");
  EXPECT_TRUE(odds_marks(svg).empty());
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">surrenders 40.0%<"), std::string_view::npos) << panel;
  for (const char* to : {"F7-V7", "F7-V8", "G7-V7"}) {
    EXPECT_NE(panel.find(std::string(">routs to ") + to + " 20.0%<"), std::string_view::npos)
        << panel;
  }
  // Surrender first: the most likely.
  EXPECT_LT(panel.find("surrenders"), panel.find("routs to"));
}

TEST(GitmOddsSvg, ACertaintySummedOver16OutcomesIsOneHundredPercent) {
  // ROTD GI-6: US3CV shatters in each of the 16 outcomes (chance 1, as skedaddle odds says);
  // the sum of their chances as doubles misses 1 by a rounding, which must not read ">99.9%".
  // US1IN and US2IN each fall back to one of 5 squares, 19/100 each, or shatter, 1/20.
  const std::string svg =
      odds_picture("gitm/examples/rotd/gi-6-end-of-battle-three-units-fall-back-in-order.json");
  const std::string_view panel = odds_panel(svg);
  EXPECT_NE(panel.find(">shatters 100%<"), std::string_view::npos) << panel;
  EXPECT_EQ(panel.find(">99.9%"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">1: US1IN<"), std::string_view::npos) << panel;
  EXPECT_NE(panel.find(">ends on the map 95.0% (5 places, shaded)<"), std::string_view::npos)
      << panel;
  EXPECT_NE(panel.find(">shatters 5.0%<"), std::string_view::npos) << panel;
  // Both units may end in the same 5 squares: one mark each, a label per unit.
  EXPECT_EQ(odds_marks(svg).size(), 5U);
  std::vector<std::string> labels = odds_labels(svg);
  EXPECT_EQ(std::count(labels.begin(), labels.end(), "1: 19.0%"), 5);
  EXPECT_EQ(std::count(labels.begin(), labels.end(), "2: 19.0%"), 5);
}

}  // namespace
}  // namespace skedaddle
