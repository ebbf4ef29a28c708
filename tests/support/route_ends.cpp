// SPDX-License-Identifier: MIT
#include "support/route_ends.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/svg_elements.hpp"

namespace skedaddle::test {

namespace {

using Point = svg_read::PagePoint;
using svg_read::attribute;
using svg_read::numbers;
using svg_read::points;

/// A hex of the picture: its name and its polygon.
struct DrawnHex {
  std::string name;
  std::vector<Point> corners;
};

/// The places of the map: the hexes of the terrain group, named by the first word of their
/// tooltips ("0101 clear"), or the GITM squares of the squares group ("7-7").
std::vector<DrawnHex> drawn_hexes(std::string_view svg) {
  std::vector<DrawnHex> out;
  for (const auto& [group, shape] :
       {std::pair<std::string_view, std::string_view>{R"(<g id="terrain")", "<polygon "},
        {R"(<g id="squares")", "<rect "}}) {
    const std::size_t from = svg.find(group);
    if (from == std::string_view::npos) continue;
    const std::size_t end = svg.find("</g>", from);
    for (std::size_t at = svg.find(shape, from); at < end; at = svg.find(shape, at + 1)) {
      const std::string_view element = svg.substr(at);
      const std::string title = svg_read::title_of(element);
      if (title.empty()) continue;
      std::vector<Point> corners;
      if (shape == "<rect ") {
        const double x = std::stod(attribute(element, "x"));
        const double y = std::stod(attribute(element, "y"));
        const double w = std::stod(attribute(element, "width"));
        const double h = std::stod(attribute(element, "height"));
        corners = {{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}};
      } else {
        corners = points(attribute(element, "points"));
      }
      out.push_back({title.substr(0, title.find(' ')), std::move(corners)});
    }
  }
  return out;
}

bool inside(const std::vector<Point>& polygon, Point p) {
  bool in = false;
  for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
    const Point a = polygon[i];
    const Point b = polygon[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x) in = !in;
  }
  return in;
}

/// The name of the drawn hex holding `p`; "" past the board's edge.
std::string hex_at(const std::vector<DrawnHex>& hexes, Point p) {
  for (const DrawnHex& h : hexes) {
    if (inside(h.corners, p)) return h.name;
  }
  return "";
}

/// Where the arrowhead of a route ending at `to`, coming from `from`, ends: its marker's tip
/// (x = its viewBox's width) drawn markerWidth x stroke-width wide with refX on the line's end.
Point tip(std::string_view svg, const std::string& marker, double stroke, Point from, Point to) {
  const std::size_t at = svg.find("<marker id=\"" + marker + "\"");
  if (at == std::string_view::npos) return to;
  const std::string_view element = svg.substr(at);
  const std::vector<double> box = numbers(attribute(element, "viewBox"));
  const double ref = std::stod(attribute(element, "refX"));
  const double width = std::stod(attribute(element, "markerWidth"));
  const double ahead = (box.at(2) - ref) / box.at(2) * width * stroke;
  const double length = std::hypot(to.x - from.x, to.y - from.y);
  if (length == 0.0) return to;
  return {to.x + (to.x - from.x) / length * ahead, to.y + (to.y - from.y) / length * ahead};
}

/// A route drawn: whose it is and the hexes it shows, each corner after the first (which
/// stands on the first hexside crossed, or by the counters it leaves) and the arrowhead's tip.
struct DrawnRoute {
  std::string mover;  // "" for GCACW's one route, the stack's
  std::vector<std::string> hexes;
  std::string d;
};

std::vector<DrawnRoute> drawn_routes(std::string_view svg, const std::vector<DrawnHex>& hexes) {
  std::vector<DrawnRoute> out;
  for (std::size_t at = svg.find("<path "); at != std::string_view::npos;
       at = svg.find("<path ", at + 1)) {
    const std::string_view element = svg.substr(at);
    if (!element.starts_with(R"(<path id="route")") &&
        !element.starts_with(R"(<path class="route)"))
      continue;
    const std::vector<Point> line = points(attribute(element, "d"));
    if (line.size() < 2) continue;
    // Jacobite titles a route with its mover, GITM with its mover and squares ("BR1IN: 7-7
    // 7-6 7-5").
    const std::string title = svg_read::title_of(element);
    DrawnRoute route{
        .mover = title.substr(0, title.find(": ")), .hexes = {}, .d = attribute(element, "d")};
    for (std::size_t k = 1; k + 1 < line.size(); ++k)
      route.hexes.push_back(hex_at(hexes, line[k]));
    const std::string marker = attribute(element, "marker-end");  // url(#name)
    const Point head =
        tip(svg, marker.substr(5, marker.size() - 6), std::stod(attribute(element, "stroke-width")),
            line[line.size() - 2], line.back());
    route.hexes.push_back(hex_at(hexes, head));
    out.push_back(std::move(route));
  }
  return out;
}

std::string joined(const std::vector<std::string>& hexes) {
  std::string out;
  for (const std::string& h : hexes)
    out += (out.empty() ? "" : " ") + (h.empty() ? std::string("(off the board)") : h);
  return out;
}

}  // namespace

RoutesCompared route_end_differences(std::string_view svg, std::string_view outcome_json) {
  const nlohmann::json outcome = nlohmann::json::parse(outcome_json);
  const std::vector<DrawnHex> hexes = drawn_hexes(svg);
  std::map<std::string, bool> on_board;
  for (const DrawnHex& h : hexes)
    on_board[h.name] = true;
  // Each unit's moves in order, as one list of hexes per run of steps each from where the last
  // ended; GCACW's stack as "" (its route is the request's, every moved event its steps).
  const bool gcacw = outcome.value("ruleset", "") == "gcacw";
  std::map<std::string, std::vector<std::vector<std::string>>> runs;
  std::vector<std::string> movers;
  std::set<std::string> leads;  // units named first in a moved event: those it moves
  for (const nlohmann::json& e : outcome.at("events")) {
    if (e.value("type", "") != "moved") continue;
    std::vector<std::string> path;
    for (const nlohmann::json& h : e.at("path"))
      path.push_back(h.get<std::string>());
    const std::vector<std::string> whose =
        gcacw ? std::vector<std::string>{""}
              : std::vector<std::string>{e.at("units").begin(), e.at("units").end()};
    for (const std::string& unit : whose) {
      auto& of = runs[unit];
      if (of.empty()) movers.push_back(unit);
      if (unit == whose.front()) leads.insert(unit);
      if (!of.empty() && of.back().back() == path.front()) {
        of.back().insert(of.back().end(), path.begin() + 1, path.end());
      } else {
        of.push_back(path);
      }
    }
  }
  // A Jacobite leader who leaves the board (JR-7, JR-9) takes one more step, off it, from the
  // hex his moves ended in or, if he did not move, from where he stood.
  for (const nlohmann::json& unit : outcome.value("units", nlohmann::json::array())) {
    if (unit.value("status", "") != "left_board") continue;
    const std::string id = unit.at("id").get<std::string>();
    const std::string from = unit.at("hex").get<std::string>();
    auto& of = runs[id];
    if (of.empty()) {
      movers.push_back(id);
      of.push_back({from});
    }
    if (of.back().back() != from) of.push_back({from});
    of.back().push_back("(off)");
    leads.insert(id);
  }
  const auto shown = [&](const std::string& h) { return on_board.contains(h) ? h : ""; };

  std::string out;
  int compared = 0;
  std::map<std::string, std::vector<std::string>> ends;  // each mover's routes' last hexes
  for (const DrawnRoute& route : drawn_routes(svg, hexes)) {
    const std::string who = route.mover.empty() ? "the route" : route.mover + "'s route";
    ends[route.mover].push_back(route.hexes.back());
    ++compared;
    // A piece of one of its runs: the hexes after the first it shows, ending where it ends.
    bool found = false;
    for (const std::vector<std::string>& run : runs[route.mover]) {
      for (std::size_t from = 0; from + route.hexes.size() < run.size() && !found; ++from) {
        found = std::equal(route.hexes.begin(), route.hexes.end(), run.begin() + from + 1,
                           [&](const std::string& drawn, const std::string& moved) {
                             return drawn == shown(moved);
                           });
      }
    }
    if (!found)
      out += who + " (d=\"" + route.d + "\") shows " + joined(route.hexes) +
             ", which no run of its moves gives\n";
  }
  for (const std::string& mover : movers) {
    // Jacobite draws the steps of a unit with its leader as the unit's route (the unit is
    // named first): a leader who never moved without his unit has no route of his own.
    if (!gcacw && !leads.contains(mover)) continue;
    const std::string last = shown(runs[mover].back().back());
    const std::vector<std::string>& drawn = ends[mover];
    if (std::find(drawn.begin(), drawn.end(), last) == drawn.end())
      out += (mover.empty() ? std::string("the stack") : mover) + " ends in " +
             (last.empty() ? std::string("(off the board)") : last) +
             " but no route's arrow ends there (they end in " + joined(drawn) + ")\n";
  }
  // Under the counters GCACW outlines the hex the route ended in and names it.
  const std::size_t outline = svg.find(R"(<polygon id="route-end")");
  if (gcacw && outline != std::string_view::npos && runs.contains("")) {
    const std::string said = svg_read::title_of(svg.substr(outline));
    const std::string expected = "the route ends in " + runs[""].back().back();
    if (said != expected) out += "route-end says \"" + said + "\", not \"" + expected + "\"\n";
  }
  return {.differences = out, .routes = compared};
}

std::string drawn_place_at(std::string_view svg, double x, double y) {
  return hex_at(drawn_hexes(svg), {x, y});
}

std::optional<RoutesCompared> resolved_route_differences(const io::LoadedScenario& scenario) {
  if (!scenario.ruleset->check(scenario).empty() || io::refusal(scenario)) return std::nullopt;
  const Result<AnyOutcome> outcome =
      scenario.ruleset->resolve(scenario, corpus::default_chooser(scenario));
  if (!outcome.ok()) return RoutesCompared{.differences = "does not resolve"};
  const Result<std::string> svg = scenario.ruleset->svg(scenario, RenderView{}, &outcome.value());
  if (!svg.ok()) return RoutesCompared{.differences = "is not drawn"};
  return route_end_differences(
      svg.value(),
      scenario.ruleset->outcome(scenario, outcome.value(), Form::json, io::JsonLayout::indented));
}

}  // namespace skedaddle::test
