// SPDX-License-Identifier: MIT
// No resolved route of an example's picture is drawn over a word it crosses: the words of a map
// are drawn over its paths, as a map draws its roads under its names. A path that passes a
// counter (a Jacobite lone leader escaping through the enemy or passing friends, JR-9; a GCACW
// route through a friendly stack or the attacker's hex on an override step, GC-10) runs beneath
// it, not through its name.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "support/svg_elements.hpp"
#include "support/svg_layout.hpp"
#include "support/svg_text.hpp"

namespace skedaddle {
namespace {

using test::svg_read::attribute;

/// Every example the rules do not refuse, as (file, picture): `render`'s picture, its options
/// and the outcome its default chooser resolves.
std::vector<std::pair<std::string, std::string>> example_pictures() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const std::string& file : corpus::scenario_files()) {
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    if (!loaded.ok()) {
      ADD_FAILURE() << file << " does not load";
      continue;
    }
    const io::LoadedScenario& s = loaded.value();
    if (io::refusal(s).has_value()) continue;
    const Result<AnyOutcome> outcome = s.ruleset->resolve(s, corpus::default_chooser(s));
    if (!outcome.ok()) {
      ADD_FAILURE() << file << " does not resolve";
      continue;
    }
    Result<std::string> drawn = s.ruleset->svg(s, RenderView{}, &outcome.value());
    if (!drawn.ok()) {
      ADD_FAILURE() << file << " is not drawn";
      continue;
    }
    out.emplace_back(file, std::move(drawn).value());
  }
  return out;
}

struct Corner {
  double x = 0.0;
  double y = 0.0;
};

// The corners of a route's line as path_d writes it ("M x y L x y ...").
std::vector<Corner> polyline_of(std::string_view d) {
  std::string numbers(d);
  std::replace_if(
      numbers.begin(), numbers.end(), [](char c) { return c == 'M' || c == 'L'; }, ' ');
  std::istringstream in(numbers);
  std::vector<Corner> corners;
  Corner p;
  while (in >> p.x >> p.y)
    corners.push_back(p);
  return corners;
}

// True when the segment a-b, a line `half` px wide each side, meets `box` (Liang-Barsky on the
// box grown by `half`).
bool line_meets(Corner a, Corner b, double half, const test::Box& box) {
  double enter = 0.0;
  double leave = 1.0;
  const double dx = b.x - a.x;
  const double dy = b.y - a.y;
  const std::pair<double, double> sides[] = {{-dx, a.x - (box.left - half)},
                                             {dx, (box.right + half) - a.x},
                                             {-dy, a.y - (box.top - half)},
                                             {dy, (box.bottom + half) - a.y}};
  for (const auto& [towards, room] : sides) {
    if (towards == 0.0) {
      if (room < 0.0) return false;
      continue;
    }
    const double t = room / towards;
    if (towards < 0.0) {
      enter = std::max(enter, t);
    } else {
      leave = std::min(leave, t);
    }
  }
  return enter <= leave;
}

TEST(LineMeets, ASegmentThroughABoxMeetsItAndOnePastItDoesNot) {
  const test::Box box{.left = 10.0, .top = 10.0, .right = 20.0, .bottom = 14.0};
  EXPECT_TRUE(line_meets({0.0, 0.0}, {30.0, 24.0}, 0.0, box));
  EXPECT_FALSE(line_meets({0.0, 20.0}, {30.0, 20.0}, 1.5, box));
  EXPECT_TRUE(line_meets({0.0, 15.0}, {30.0, 15.0}, 1.5, box));  // its width reaches the box
  EXPECT_FALSE(line_meets({0.0, 0.0}, {9.0, 9.0}, 0.0, box));    // stops short of it
}

// The routes of every example's picture as `render` draws it (the options and the resolved
// outcome; GCACW's `<path id="route">`, the other games' `<path class="route ...">`): each is
// drawn before every word it crosses. In jr-09-two-escapes-in-one-retreat Lord Elcho's dashed
// path (JR-9) ran over Barrell's and Price's names ("Pri_e"), in
// gc-10-override-through-the-attacker-and-along-a-road the route over Gibbon's; in
// jr-07-unit-fails-on-its-baseline-leader-keeps-his-nerve-and-leaves and
// jr-09-leader-on-baseline-must-leave the leader's path over his baseline (JR-9) ran over
// "Government baseline · centre", drawn with the board.
TEST(RouteUnderWords, NoRouteIsDrawnOverAWordItCrosses) {
  std::map<std::string, int> crossed;  // by game: words its routes cross, drawn after them
  for (const auto& [file, svg] : example_pictures()) {
    const std::vector<test::TextBox> words = test::svg_layout(svg).texts;
    for (std::size_t at = svg.find("<path "); at != std::string::npos;
         at = svg.find("<path ", at + 1)) {
      const std::string_view route = std::string_view(svg).substr(at);
      if (!route.starts_with(R"(<path id="route")") && !route.starts_with(R"(<path class="route)"))
        continue;
      const std::vector<Corner> line = polyline_of(attribute(route, "d"));
      const double half = std::stod(attribute(route, "stroke-width")) / 2.0;
      const auto meets = [&](const test::TextBox& word) {
        for (std::size_t k = 1; k < line.size(); ++k) {
          if (line_meets(line[k - 1], line[k], half, word.box)) return true;
        }
        return false;
      };
      crossed[file.substr(0, file.find('/'))] +=
          static_cast<int>(std::count_if(words.begin(), words.end(), meets));
      // The words drawn before the route: the layout of the document up to it.
      for (const test::TextBox& word : test::svg_layout(svg.substr(0, at)).texts) {
        EXPECT_FALSE(meets(word)) << file << ": the route " << attribute(route, "d")
                                  << " is drawn over \"" << word.text << "\"";
      }
    }
  }
  // Routes do cross words (a counter's name, a hex's number) in the pictures of the two games
  // where a path passes counters: the order matters there.
  EXPECT_GT(crossed["gcacw"], 0);
  EXPECT_GT(crossed["jacobite"], 0);
}

// Every arrowhead of every example's picture (`render`: the options and the resolved outcome),
// measured as its marker draws it, lies clear of every word drawn before it: a word drawn
// after an arrow is over it and stays readable, one drawn before lies under its head. The board's
// own words are drawn first: in jr-09-leader-leaves-over-his-baseline and
// jr-09-leader-on-baseline-must-leave the lone leader's arrows over his baseline, offered and
// taken (JR-9), ended on "Government baseline · centre".
TEST(ArrowheadsClearOfWords, NoArrowheadLiesOnAWordDrawnBeforeIt) {
  std::map<std::string, int> heads;  // by game: the arrowheads checked
  for (const auto& [file, svg] : example_pictures()) {
    const test::SvgLayout layout = test::svg_layout(svg);
    for (const test::ShapeBox& head : layout.shapes) {
      if (head.element != "marker") continue;
      ++heads[file.substr(0, file.find('/'))];
      for (const test::TextBox& word : layout.texts) {
        if (word.order > head.order) continue;
        EXPECT_LE(test::shared_area(word.box, head.box), 0.0)
            << file << ": an arrowhead at (" << head.box.left << ", " << head.box.top
            << ") lies on \"" << word.text << "\", drawn before it";
      }
    }
  }
  // Every game draws arrows in its examples' pictures.
  for (const std::string game : {"gcacw", "jacobite", "gitm", "grande_tactique"})
    EXPECT_GT(heads[game], 0) << game;
}

}  // namespace
}  // namespace skedaddle
