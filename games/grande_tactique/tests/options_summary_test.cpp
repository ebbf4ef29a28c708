// SPDX-License-Identifier: MIT
// The typed options summary of Grande Tactique requests (issue 15), worked by hand from GT-4,
// GT-10 and GT-12: no player chooses, the rules try the ways of flight in order, (a) cover,
// (b) straight or through a gap, (c) turned, (d) surrounded, and the first that works is taken.
#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

#include "skedaddle/geometry/plane.hpp"
#include "support/options_summary.hpp"

namespace skedaddle::test {
namespace {

// 1/36e at (18, 12), charged from (18, 15): one wood holds a friend, the other is 10" off, more
// than the 7" it flees, so (a) finds no empty cover within reach; the corridor due south (away
// from the charger) is empty, so (b) takes it straight to (18, 5).
TEST(GrandeTactiqueOptionsSummary, NoCoverWithinReachSoStraightAway) {
  const OptionsSummary s =
      example_summary("grande_tactique/examples/gt-4-woods-occupied-or-too-far.json");
  EXPECT_EQ(s.request, "grande-tactique flee: 1/36e from 1/40th (charge)");
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  EXPECT_EQ(s.topic, "the way of flight (GT-4)");
  EXPECT_FALSE(s.at.has_value());
  ASSERT_EQ(choice_labels(s), (Rows{"straight"}));
  const ChoiceSummary& c = s.choices[0];
  EXPECT_EQ(c.option.kind, OptionKind::move);
  EXPECT_EQ(std::get<Vec2>(c.option.place), (Vec2{18, 5}));
  EXPECT_EQ(c.detail, "to (18, 5)");
  EXPECT_EQ(c.ways, 0);
  EXPECT_FALSE(c.best.has_value());
  EXPECT_EQ(rejected_rows(s),
            (Rows{"cover: no empty wood or built-up area within reach by a clear path [GT-4 a]"}));
  EXPECT_EQ(s.notes, (Rows{"1/36e flees 7\" (GT-2)"}));
  expect_text_holds(s,
                    "no choice: the rules decide the way of flight (GT-4)\n"
                    "  straight  to (18, 5)\n"
                    "rejected:\n"
                    "  cover  [GT-4 a] no empty wood or built-up area within reach by a clear "
                    "path\n");
}

// 1/105e, charged in front, has the 1/27th touching its rear and hussars on both flanks; no
// woods on the table. Every way fails, the 1/27th in the way of (b) and of (c) unturned: it is
// destroyed where it stands (d) and General Bourgeois, attached, is captured (GT-12).
TEST(GrandeTactiqueOptionsSummary, SurroundedEveryWayRejected) {
  const OptionsSummary s =
      example_summary("grande_tactique/examples/gt-4-charged-front-and-rear-destroyed.json");
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  ASSERT_EQ(choice_labels(s), (Rows{"surrounded"}));
  EXPECT_EQ(std::get<Vec2>(s.choices[0].option.place), (Vec2{18, 12}));
  EXPECT_EQ(s.choices[0].detail, "destroyed, surrounded (GT-4 d), Gen Bourgeois captured (GT-12)");
  EXPECT_EQ(rejected_rows(s),
            (Rows{"cover: no woods or built-up area to flee into [GT-4 a]",
                  "straight: the straight corridor is not clear; in the way: 1/27th [GT-4 b]",
                  "gap: no clear path through a gap within the detour allowed [GT-4 b]",
                  "turned: enemies or impassable ground in the line at every angle; in the way: "
                  "1/27th [GT-4 c]"}));
  EXPECT_EQ(s.notes, (Rows{"1/105e flees 7\" (GT-2)"}));
}

// GT-10: routed infantry charged by cavalry is destroyed: no way of flight is tried at all.
TEST(GrandeTactiqueOptionsSummary, RoutedInfantryChargedByCavalryOnlyANote) {
  expect_nothing_to_decide(
      example_summary("grande_tactique/examples/gt-10-routed-infantry-charged-by-cavalry.json"), "",
      {"1/46e: charged by cavalry while routed: destroyed (GT-10)"});
}

}  // namespace
}  // namespace skedaddle::test
