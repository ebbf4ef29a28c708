// SPDX-License-Identifier: MIT
// The retreat tree of the GCACW picture (`render`: one arrow per step, titled and coloured by
// its priority, dashed for an override; a ring in each hex where the retreat may stop) against
// the independent reference of paths_reference.hpp, written from the rulings alone: the steps
// of every completing path with their priorities (GC-7) and overrides (GC-10), and the hexes
// where a path that saves the stack ends (GC-9), on random small boards. Each arrow and ring
// is read back from the picture as the hexes its ends lie in (support/route_ends.hpp). It found
// arrows drawn into dead ends (29 boards of 300): steps the options reject with GC-9 ("no way
// on from there ends in a hex where the retreat may end"), drawn as legal priority steps.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "gcacw/tests/paths_reference.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/random_boards.hpp"
#include "support/route_ends.hpp"

namespace skedaddle::gcacw {
namespace {

using Step = std::tuple<std::string, std::string, std::string>;  // from, to, its title

/// The value of attribute `name` in the tag starting `element`.
double number_in(std::string_view element, std::string_view name) {
  const std::string key = " " + std::string(name) + "=\"";
  const std::size_t at = element.find(key);
  return std::strtod(std::string(element.substr(at + key.size(), 16)).c_str(), nullptr);
}

/// What differs between the tree drawn in `svg` and the reference's paths; "" when nothing.
std::string tree_differences(std::string_view svg, const reference::RefResult& ref, Hex start,
                             const std::function<std::string(const Place&)>& name) {
  std::set<Step> expected;
  std::set<std::string> stops_expected;
  for (const reference::RefPath& path : ref.paths) {
    Hex from = start;
    for (const reference::RefStep& step : path.steps) {
      expected.emplace(
          name(from), name(step.hex),
          "priority " + std::to_string(step.priority) + (step.override_step ? " (override)" : ""));
      from = step.hex;
    }
    if (!path.fatal && !path.steps.empty()) stops_expected.insert(name(path.steps.back().hex));
  }
  std::set<Step> drawn;
  const std::size_t edges = svg.find(R"(<g id="tree-edges")");
  const std::size_t edges_end = svg.find("</g>", edges);
  for (std::size_t at = svg.find("<line ", edges);
       edges != std::string_view::npos && at < edges_end; at = svg.find("<line ", at + 1)) {
    const std::string_view line = svg.substr(at);
    const std::size_t title = line.find("<title>");
    drawn.emplace(test::drawn_place_at(svg, number_in(line, "x1"), number_in(line, "y1")),
                  test::drawn_place_at(svg, number_in(line, "x2"), number_in(line, "y2")),
                  std::string(line.substr(title + 7, line.find("</title>") - title - 7)));
  }
  std::set<std::string> stops;
  const std::size_t rings = svg.find(R"(<g id="stops")");
  const std::size_t rings_end = svg.find("</g>", rings);
  for (std::size_t at = svg.find("<polygon ", rings);
       rings != std::string_view::npos && at < rings_end; at = svg.find("<polygon ", at + 1)) {
    // The ring's centre: the mean of its six corners.
    const std::size_t from = svg.find("points=\"", at) + 8;
    std::string text(svg.substr(from, svg.find('"', from) - from));
    for (char& c : text)
      c = c == ',' ? ' ' : c;
    std::istringstream in(text);
    double x = 0, y = 0, sx = 0, sy = 0;
    int n = 0;
    while (in >> x >> y) {
      sx += x;
      sy += y;
      ++n;
    }
    stops.insert(test::drawn_place_at(svg, sx / n, sy / n));
  }
  std::string out;
  for (const Step& s : expected) {
    if (!drawn.contains(s))
      out += "no arrow " + std::get<0>(s) + " -> " + std::get<1>(s) + " " + std::get<2>(s) + "\n";
  }
  for (const Step& s : drawn) {
    if (!expected.contains(s))
      out += "arrow " + std::get<0>(s) + " -> " + std::get<1>(s) + " " + std::get<2>(s) +
             " no path takes\n";
  }
  if (stops != stops_expected) {
    out += "rings in";
    for (const std::string& h : stops)
      out += " " + h;
    out += "; the paths that save the stack end in";
    for (const std::string& h : stops_expected)
      out += " " + h;
    out += "\n";
  }
  return out;
}

/// What differs between the legend's count of the tree's steps ("N steps in the tree, M of them
/// may end it") and the reference's: a step of the tree is a prefix of a completing path (the
/// tree holds one node for each), and one that may end the retreat is a whole path; "" when
/// nothing.
std::string legend_differences(std::string_view svg, const reference::RefResult& ref) {
  std::set<std::vector<std::tuple<int, int, bool>>> prefixes;
  std::set<std::vector<std::tuple<int, int, bool>>> ends;
  for (const reference::RefPath& path : ref.paths) {
    std::vector<std::tuple<int, int, bool>> prefix;
    for (const reference::RefStep& step : path.steps) {
      prefix.emplace_back(step.hex.q, step.hex.r, step.override_step);
      prefixes.insert(prefix);
    }
    if (!prefix.empty()) ends.insert(prefix);
  }
  const std::size_t at = svg.find(" in the tree, ");
  if (at == std::string_view::npos) return "no count of the tree's steps in the legend\n";
  const std::size_t start = svg.rfind('>', at) + 1;
  const std::string line(svg.substr(start, svg.find('<', at) - start));
  const std::string expected = std::to_string(prefixes.size()) +
                               (prefixes.size() == 1 ? " step" : " steps") + " in the tree, " +
                               std::to_string(ends.size()) + " of them may end it; length " +
                               std::to_string(ref.min) + "-" + std::to_string(ref.max);
  return line == expected ? "" : "legend \"" + line + "\", the reference's \"" + expected + "\"\n";
}

TEST(GcacwTreePicture, EveryArrowAndRingIsAStepOrAnEndOfTheReferencesPaths) {
  int arrows = 0;
  test::for_random_boards(
      0x7472'6565'6763ULL, test::scaled(300), [&arrows](std::mt19937_64& rng, int) {
        const Scenario game = ref::to_scenario(ref::random_scenario(rng, test::chance(rng, 50)));
        io::LoadedScenario s = test::loaded(game, "random");
        s.ruleset = find_ruleset("gcacw");
        // The reference keeps the hexes entered in 64 bits.
        if (game.board.grid().size() > 64 || !s.ruleset->check(s).empty() || io::refusal(s))
          return std::string();
        const reference::RefResult ref = reference::gcacw_paths(game);
        const Result<std::string> svg = s.ruleset->svg(s, RenderView{}, nullptr);
        if (!svg.ok()) return std::string("not drawn");
        for (std::size_t at = svg.value().find("<title>priority "); at != std::string::npos;
             at = svg.value().find("<title>priority ", at + 1))
          ++arrows;
        return tree_differences(svg.value(), ref, game.request.hex, s.ruleset->place_names(s)) +
               legend_differences(svg.value(), ref);
      });
  EXPECT_GT(arrows, test::scaled(300));
}

}  // namespace
}  // namespace skedaddle::gcacw
