// SPDX-License-Identifier: MIT
// The shared label placement of the pictures: values worked by hand, and on random crowds of
// labels and obstacles, the drawn labels checked by the tests' own SVG layout reader
// (support/svg_layout.hpp) and the place chosen checked against every nearer spot.
#include "render/label_space.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "render/marks.hpp"
#include "render/svg_writer.hpp"
#include "support/random_boards.hpp"
#include "support/svg_layout.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::svg::detail {
namespace {

Label plain(Point at, std::string text) {
  Label label;
  label.at = at;
  label.text = std::move(text);
  label.font_size = 10.0;
  label.anchor = Anchor::middle;
  return label;
}

TEST(LabelSpace, EstimatesATextBoxAsThePictureCheckerDoes) {
  // 4 characters of 10 px: 23.2 px wide, centred on x = 50; 7.4 above the baseline, 2.2 below.
  const Rect r = text_rect({50.0, 20.0}, "abcd", 10.0, Anchor::middle);
  EXPECT_NEAR(r.left, 38.4, 1e-9);
  EXPECT_NEAR(r.right, 61.6, 1e-9);
  EXPECT_NEAR(r.top, 12.6, 1e-9);
  EXPECT_NEAR(r.bottom, 22.2, 1e-9);
  // Bold is wider (0.63 em), an end anchor puts the box left of x, and "é" is one character.
  const Rect b = text_rect({50.0, 20.0}, "ab\u00e9", 10.0, Anchor::end, true);
  EXPECT_NEAR(b.left, 50.0 - 18.9, 1e-9);
  EXPECT_NEAR(b.right, 50.0, 1e-9);
}

TEST(LabelSpace, KeepsALabelAtItsSpotWhenItIsFree) {
  LabelSpace space({0, 0, 200, 200});
  space.reserve({0, 0, 20, 20});
  const std::optional<Point> p = space.place(plain({100, 100}, "free"));
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->x, 100.0);
  EXPECT_EQ(p->y, 100.0);
}

TEST(LabelSpace, MovesALabelToTheNearestFreeSpot) {
  // "abcd" at (100, 100) covers x 88.4-111.6, y 92.6-102.2. A counter over y 90-104 leaves the
  // nearest room above: the box's bottom (baseline + 2.2) at least the 1 px gap above y = 90,
  // on the 2 px grid: baseline 86, 14 px up; below, the top (baseline - 7.4) would need
  // baseline 112.4, so 114 on the grid: farther.
  LabelSpace space({0, 0, 200, 200});
  space.reserve({80, 90, 120, 104});
  const std::optional<Point> p = space.place(plain({100, 100}, "abcd"));
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->x, 100.0);
  EXPECT_EQ(p->y, 86.0);
}

TEST(LabelSpace, TwoLabelsOfThingsFarOutsideThePartShownStandApartAtItsEdge) {
  // The ids of two bases 400 px left of a Grande Tactique window, one above the other: no spot
  // within reach is inside it, so each is pulled in to the left edge, where they met on one
  // another; the second now takes the nearest free spot around its pulled-in one.
  LabelSpace space({0, 0, 200, 200});
  const std::optional<Point> a = space.place(plain({-400, 100}, "U2"));
  const std::optional<Point> b = space.place(plain({-400, 102}, "U7"));
  ASSERT_TRUE(a.has_value() && b.has_value());
  EXPECT_FALSE(overlaps(text_rect(*a, "U2", 10.0, Anchor::middle),
                        text_rect(*b, "U7", 10.0, Anchor::middle)));
  // Both inside the window.
  EXPECT_GE(text_rect(*b, "U7", 10.0, Anchor::middle).left, 0.0);
}

TEST(LabelSpace, KeepsLabelsInsideThePartShown) {
  // Its spot hangs 10 px over the left edge of the window: it moves right, into it.
  LabelSpace space({50, 0, 300, 200});
  const Label label = plain({50 + 11.6 - 10, 100}, "abcd");
  const std::optional<Point> p = space.place(label);
  ASSERT_TRUE(p.has_value());
  EXPECT_GE(text_rect(*p, "abcd", 10.0, Anchor::middle).left, 50.0);
  EXPECT_NEAR(p->y, 100.0, 1e-9);
}

TEST(LabelSpace, LeavesOutAnOptionalLabelWhoseSpotIsTaken) {
  LabelSpace space({0, 0, 200, 200});
  space.reserve({90, 90, 110, 110});
  Label ruler = plain({100, 100}, "12");
  ruler.optional = true;
  EXPECT_FALSE(space.place(ruler).has_value());
  ruler.at = {30, 30};
  EXPECT_TRUE(space.place(ruler).has_value());
}

TEST(LabelSpace, DrawsALeaderLineOnlyToALabelMovedFar) {
  LabelSpace space({0, 0, 400, 400});
  space.reserve({60, 60, 140, 140});  // the spot is 40 px inside a big counter
  Label far = plain({100, 100}, "far");
  far.mark = Point{100, 100};
  far.group = "test-labels";
  space.add(far);
  Label near = plain({300, 300}, "near");
  near.mark = Point{300, 300};
  near.group = "test-labels";
  space.add(near);
  SvgWriter out;
  space.draw(out);
  EXPECT_EQ(test::count(out.text(), R"(class="leader")"), 1U);
  EXPECT_EQ(test::count(out.text(), R"(id="test-labels")"), 1U);
  EXPECT_NE(out.text().find(
                R"(<text x="300.0" y="300.0" font-size="10" text-anchor="middle">near</text>)"),
            std::string::npos);
}

TEST(LabelSpace, StopsAnArrowShortOfACounter) {
  // From (0, 0) east to (100, 0) into a counter over x 50-70: 5 px before its edge, at x = 45.
  const Point p = stop_before({0, 0}, {100, 0}, {50, -10, 70, 10}, 5.0);
  EXPECT_NEAR(p.x, 45.0, 1e-9);
  EXPECT_NEAR(p.y, 0.0, 1e-9);
  // Passing beside it, or starting inside it, the arrow keeps its end.
  EXPECT_NEAR(stop_before({0, 30}, {100, 30}, {50, -10, 70, 10}, 5.0).x, 100.0, 1e-9);
  EXPECT_NEAR(stop_before({60, 0}, {100, 0}, {50, -10, 70, 10}, 5.0).x, 100.0, 1e-9);
}

TEST(LabelSpace, ALineCrossesARectangleBetweenItsEntryAndItsExit) {
  const Rect r{50, -10, 70, 10};
  // East from (0, 0), one px a step: in at x = 50, out at x = 70.
  const std::optional<Crossing> east = crossing({0, 0}, {1, 0}, r, 0.0, 1e9);
  ASSERT_TRUE(east.has_value());
  EXPECT_NEAR(east->enter, 50.0, 1e-9);
  EXPECT_NEAR(east->leave, 70.0, 1e-9);
  // Diagonally from (40, -20), (1, 1) a step: in through the left side at t = 10 (y = -10 is
  // reached at t = 10 too), out through the bottom at t = 30.
  const std::optional<Crossing> diagonal = crossing({40, -20}, {1, 1}, r, 0.0, 1e9);
  ASSERT_TRUE(diagonal.has_value());
  EXPECT_NEAR(diagonal->enter, 10.0, 1e-9);
  EXPECT_NEAR(diagonal->leave, 30.0, 1e-9);
  // Starting inside: entered at the first parameter allowed.
  EXPECT_NEAR(crossing({60, 0}, {1, 0}, r, 0.0, 1e9)->enter, 0.0, 1e-9);
  // Parallel beside it, stopping short of it, or pointing away: no crossing.
  EXPECT_FALSE(crossing({0, 30}, {1, 0}, r, 0.0, 1e9).has_value());
  EXPECT_FALSE(crossing({0, 0}, {1, 0}, r, 0.0, 40.0).has_value());
  EXPECT_FALSE(crossing({0, 0}, {-1, 0}, r, 0.0, 1e9).has_value());
}

// On random crowds: every label drawn is inside the window, clear of every obstacle and of the
// other labels as the pictures' checker reads the SVG, and no spot on the 2 px grid nearer its
// preferred one was free when it was placed (checked by trying them all).
TEST(LabelSpace, PlacesCrowdsOfLabelsClearOfEachOtherAndOfTheObstacles) {
  test::for_random_boards(2411, 200, [](std::mt19937_64& rng, int) -> std::string {
    const Rect shown{0, 0, static_cast<double>(test::between(rng, 200, 400)),
                     static_cast<double>(test::between(rng, 150, 300))};
    LabelSpace space(shown);
    std::vector<Rect> obstacles;
    const int n_obstacles = test::between(rng, 0, 8);
    for (int k = 0; k < n_obstacles; ++k) {
      const double x = test::between(rng, 0, static_cast<int>(shown.right) - 40);
      const double y = test::between(rng, 0, static_cast<int>(shown.bottom) - 30);
      obstacles.push_back({x, y, x + test::between(rng, 10, 40), y + test::between(rng, 8, 30)});
      space.reserve(obstacles.back());
    }
    std::vector<Rect> placed = obstacles;
    std::string svg_body;
    const int n_labels = test::between(rng, 1, 12);
    for (int k = 0; k < n_labels; ++k) {
      Label label =
          plain({static_cast<double>(test::between(rng, 0, static_cast<int>(shown.right))),
                 static_cast<double>(test::between(rng, 0, static_cast<int>(shown.bottom)))},
                std::string(static_cast<std::size_t>(test::between(rng, 1, 9)), 'x'));
      const std::optional<Point> p = space.place(label);
      if (!p) return "a label that is not optional was left out";
      const Rect r = text_rect(*p, label.text, label.font_size, label.anchor);
      const double moved = std::hypot(p->x - label.at.x, p->y - label.at.y);
      const auto clear = [&](const Rect& c) {
        if (c.left < shown.left || c.top < shown.top || c.right > shown.right ||
            c.bottom > shown.bottom)
          return false;
        const Rect g{c.left - 1.0, c.top - 1.0, c.right + 1.0, c.bottom + 1.0};
        for (const Rect& o : placed) {
          if (overlaps(g, o)) return false;
        }
        return true;
      };
      const bool found = clear(r);
      // The fallback (nothing free within reach) is allowed; then no spot within reach is free.
      for (int dy = -80; dy <= 80; ++dy) {
        for (int dx = -80; dx <= 80; ++dx) {
          const double d = std::hypot(2.0 * dx, 2.0 * dy);
          if (d > LabelSpace::kReach || (found && d >= moved)) continue;
          const Rect t = text_rect({label.at.x + 2.0 * dx, label.at.y + 2.0 * dy}, label.text,
                                   label.font_size, label.anchor);
          if (clear(t)) return "a nearer free spot was passed over";
        }
      }
      placed.push_back(r);   // reserved even when crowded out, as the space does
      if (!found) continue;  // crowded out: not drawn, the checker below would rightly object
      svg_body +=
          fitted_text(p->x, p->y, label.font_size, 1e9, label.text, R"( text-anchor="middle")") +
          "\n";
    }
    const std::vector<std::string> problems =
        test::text_problems(test::svg_layout(svg_document(shown.right, shown.bottom, svg_body)));
    return problems.empty() ? std::string() : problems.front();
  });
}

}  // namespace
}  // namespace skedaddle::svg::detail
