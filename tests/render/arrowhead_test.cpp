// SPDX-License-Identifier: MIT
// The arrowheads of the pictures measured as their markers draw them (render/marks.hpp): boxes
// worked by hand, and where a line must end so that its head covers no word, checked on random
// lines and counters against a plain search along the line.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "render/label_space.hpp"
#include "render/marks.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::svg::detail {
namespace {

// The routes' marker: refX 4, 3.4 stroke widths long, on a line 4.5 px wide: one unit of its
// viewBox is 1.53 px, so it reaches 6.12 px behind the line's end, 9.18 px ahead, 7.65 px aside.
constexpr ArrowheadShape kRouteHead{.ref_x = 4.0, .size = 3.4, .stroke = 4.5};

TEST(Arrowhead, IsTheMarkersTriangleTurnedAlongTheLine) {
  const Rect east = arrowhead_rect(kRouteHead, {0.0, 0.0}, {10.0, 0.0});
  EXPECT_NEAR(east.left, 10.0 - 6.12, 1e-9);
  EXPECT_NEAR(east.right, 10.0 + 9.18, 1e-9);
  EXPECT_NEAR(east.top, -7.65, 1e-9);
  EXPECT_NEAR(east.bottom, 7.65, 1e-9);
  const Rect south = arrowhead_rect(kRouteHead, {0.0, 0.0}, {0.0, 10.0});
  EXPECT_NEAR(south.left, -7.65, 1e-9);
  EXPECT_NEAR(south.right, 7.65, 1e-9);
  EXPECT_NEAR(south.top, 10.0 - 6.12, 1e-9);
  EXPECT_NEAR(south.bottom, 10.0 + 9.18, 1e-9);
}

TEST(Arrowhead, EndsALineShortOfACounterWithAPixelToSpare) {
  // A counter from x = 40 to 80 across the line y = 0: the head's tip, 9.18 px ahead of the
  // end, stops 1 px before x = 40.
  const std::optional<Point> end =
      arrow_end_clear_of(kRouteHead, {0.0, 0.0}, {60.0, 0.0}, {{40.0, -10.0, 80.0, 10.0}}, 6.0);
  ASSERT_TRUE(end.has_value());
  EXPECT_NEAR(end->x, 40.0 - 1.0 - 9.18, 1e-9);
  EXPECT_NEAR(end->y, 0.0, 1e-9);
  // A counter beside the line, clear of the head's side, changes nothing.
  const std::optional<Point> beside =
      arrow_end_clear_of(kRouteHead, {0.0, 0.0}, {60.0, 0.0}, {{40.0, 9.0, 80.0, 20.0}}, 6.0);
  ASSERT_TRUE(beside.has_value());
  EXPECT_NEAR(beside->x, 60.0, 1e-9);
  // Starting 12 px before it, the line would be 1.82 px long: less than 6, no room.
  EXPECT_FALSE(
      arrow_end_clear_of(kRouteHead, {28.0, 0.0}, {60.0, 0.0}, {{40.0, -10.0, 80.0, 10.0}}, 6.0)
          .has_value());
}

bool covers(const Rect& head, const std::vector<Rect>& words, double margin) {
  for (const Rect& w : words) {
    if (overlaps(head, {w.left - margin, w.top - margin, w.right + margin, w.bottom + margin}))
      return true;
  }
  return false;
}

TEST(Arrowhead, EndsWhereAPlainSearchAlongTheLineFindsTheNearestClearHead) {
  test::for_random_boards(20261130, 400, [](std::mt19937_64& rng, int) -> std::string {
    const auto coordinate = [&] { return static_cast<double>(test::between(rng, 0, 200)) / 2.0; };
    const Point from{coordinate(), coordinate()};
    const Point to{coordinate(), coordinate()};
    const double length = std::hypot(to.x - from.x, to.y - from.y);
    if (length < 1.0) return "";
    const ArrowheadShape head{.ref_x = test::chance(rng, 50) ? 4.0 : 5.0,
                              .size = test::chance(rng, 50) ? 3.4 : 3.2,
                              .stroke = test::chance(rng, 50) ? 4.5 : 2.2};
    std::vector<Rect> words;
    for (int k = test::between(rng, 1, 3); k > 0; --k) {
      const Point c{coordinate(), coordinate()};
      const double w = test::between(rng, 4, 50) / 2.0;
      const double h = test::between(rng, 4, 30) / 2.0;
      words.push_back({c.x - w, c.y - h, c.x + w, c.y + h});
    }
    const double least = 6.0;
    const std::optional<Point> end = arrow_end_clear_of(head, from, to, words, least);
    // The reference: every point from `to` back toward `from` in steps of 1/4000 of the line,
    // the first whose head is clear of the words by a pixel.
    const auto at = [&](double t) {
      return Point{from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t};
    };
    std::optional<double> first_clear;
    for (int i = 4000; i >= 0; --i) {
      const double t = i / 4000.0;
      if (!covers(arrowhead_rect(head, from, at(t)), words, 1.0)) {
        first_clear = t;
        break;
      }
    }
    const bool room = first_clear && *first_clear * length >= least;
    if (!end) {
      // None only when the plain search finds no clear head leaving `least` px (within a step).
      return room && *first_clear * length > least + length / 4000.0
                 ? "none, but the search found one"
                 : "";
    }
    const double t = std::hypot(end->x - from.x, end->y - from.y) / length;
    if (covers(arrowhead_rect(head, from, *end), words, 1.0 - 1e-6))
      return "its head covers a word";
    if (t * length < least - 1e-9) return "its line is shorter than the least";
    if (!first_clear || t < *first_clear - 1.0 / 4000.0 - 1e-9)
      return "it ends farther back than the nearest clear head";
    return "";
  });
}

}  // namespace
}  // namespace skedaddle::svg::detail
