// SPDX-License-Identifier: MIT
// The GCACW picture: a complete, deterministic SVG document showing the board, the units, the
// enemy ZOC (GC-5), the option tree by priority (GC-7) and the resolved route with its losses.
#include "skedaddle/gcacw/svg.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "gcacw/render/enemy_zoc.hpp"
#include "gcacw/render/palette.hpp"
#include "gcacw/render/route.hpp"
#include "gcacw/tests/svg_scenarios.hpp"
#include "render/hex_layout.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/build_paths.hpp"
#include "support/readable_pictures.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::svg {
namespace {

using render_test::at;
using render_test::count;
using render_test::crossroads;
using render_test::from_group;
using render_test::loaded;
using test::group;

std::string board_only(const gcacw::Scenario& game) {
  return gcacw_svg(loaded(game, "Crossroads"), game, GcacwLayers{});
}

gcacw::Outcome resolved(const gcacw::Scenario& game) {
  Chooser chooser(ChooserDef{.kind = ChooserKind::best, .seed = 0, .script = {}});
  Result<gcacw::Outcome> outcome = gcacw::resolve(game, chooser);
  EXPECT_TRUE(outcome.ok());
  return std::move(outcome).value();
}

TEST(GcacwSvg, IsOneSvgDocumentEndingWithANewline) {
  const std::string svg = board_only(crossroads());
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0U);
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  EXPECT_EQ(count(svg, "<svg"), 1U);
  EXPECT_EQ(count(svg, "</svg>"), 1U);
}

TEST(GcacwSvg, GroupsAreBalanced) {
  const gcacw::Scenario game = crossroads();
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  const gcacw::Outcome outcome = resolved(game);
  const std::string svg =
      gcacw_svg(loaded(game, "x"), game, GcacwLayers{.tree = &tree, .outcome = &outcome});
  EXPECT_GT(count(svg, "<g "), 0U);
  EXPECT_EQ(count(svg, "<g ") + count(svg, "<g>"), count(svg, "</g>"));
  EXPECT_EQ(count(svg, "<text"), count(svg, "</text>"));
}

TEST(GcacwSvg, IsSelfContained) {
  const std::string svg = board_only(crossroads());
  EXPECT_EQ(svg.find("href"), std::string::npos);
  EXPECT_EQ(svg.find("@import"), std::string::npos);
  EXPECT_EQ(svg.find("url(http"), std::string::npos);
}

TEST(GcacwSvg, ShowsEveryUnitId) {
  const gcacw::Scenario game = crossroads();
  const std::string svg = board_only(game);
  for (const gcacw::Unit& unit : game.units) {
    EXPECT_NE(svg.find(detail::xml_escape(unit.id)), std::string::npos) << unit.id;
  }
}

TEST(GcacwSvg, LabelsEveryHexWithItsFourDigitNumber) {
  const gcacw::Scenario game = crossroads();
  const std::string svg = board_only(game);
  const std::string_view labels = from_group(svg, "hex-labels");
  const HexGrid& grid = game.board.grid();
  for (int i = 0; i < grid.size(); ++i) {
    const std::string label = io::gcacw_hex_label(grid.hex_at(i), grid.system());
    EXPECT_NE(labels.find(">" + label + "</text>"), std::string_view::npos) << label;
  }
  EXPECT_EQ(count(labels.substr(0, labels.find("</g>")), "<text"),
            static_cast<std::size_t>(grid.size()));
}

// Hovering a hex tells its number, its terrain and whether it is in the enemy's ZOC (GC-5), as
// the other games' hexes and squares do. GC-3's board: 0402 impassable, Burnside (the only enemy
// combat unit) in 0202; the ZOC worked from the hex distance, not from the picture's ZOC layer.
TEST(GcacwSvg, EveryHexTellsItsNumberTerrainAndEnemyZocOnHover) {
  const io::LoadedScenario scenario =
      io::load_scenario_file(std::string(SKEDADDLE_GAMES_DIR) +
                             "/gcacw/examples/gc-03-impassable-and-prohibited.json")
          .value();
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const std::string svg = gcacw_svg(scenario, game, GcacwLayers{});
  const std::string_view terrain = from_group(svg, "terrain");
  const HexGrid& grid = game.board.grid();
  const Hex burnside = at("0202");
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    const std::string label = io::gcacw_hex_label(h, grid.system());
    const bool impassable = label == "0402";
    const bool zoc = !impassable && hex_distance(h, burnside) == 1;
    const std::string title = "<title>" + label + (impassable ? " impassable" : " clear") +
                              (zoc ? ", in the enemy's ZOC (GC-5)" : "") + "</title>";
    EXPECT_EQ(count(terrain.substr(0, terrain.find("</g>")), title), 1u) << title;
  }
  // The ZOC tint lies over the hexes: the pointer goes through it to the hex and its title.
  EXPECT_NE(svg.find(R"(id="enemy-zoc" pointer-events="none")"), std::string::npos);
}

TEST(GcacwSvg, HasATitleAndALegend) {
  const std::string svg = board_only(crossroads(gcacw::RetreatKind::rout));
  // A named scenario is titled by its name; the request opens the subtitle, never repeated
  // after the name ("retreats from 0303: retreat from 0303").
  EXPECT_NE(svg.find(">Crossroads</text>"), std::string::npos);
  EXPECT_NE(svg.find(">rout from 0404 \u00b7 GCACW 7.6"), std::string::npos);
  EXPECT_EQ(svg.find("Crossroads:"), std::string::npos);
  EXPECT_NE(svg.find("id=\"legend\""), std::string::npos);
  EXPECT_NE(svg.find(">Legend</text>"), std::string::npos);
  for (const char* key : {">pike<", ">road<", ">trail<", ">railroad<", ">prohibited hexside<",
                          ">Confederate ZOC<", ">active enemy unit<"}) {
    EXPECT_NE(svg.find(key), std::string::npos) << key;
  }
}

TEST(GcacwSvg, DrawsEachRoadKindAndProhibitedHexsides) {
  const std::string svg = board_only(crossroads());
  for (const char* group :
       {"id=\"pikes\"", "id=\"roads\"", "id=\"trails\"", "id=\"railroads\"", "id=\"prohibited\""}) {
    EXPECT_NE(svg.find(group), std::string::npos) << group;
  }
  // Four prohibited hexsides in the scenario, each drawn once.
  const std::string_view walls = from_group(svg, "prohibited");
  EXPECT_EQ(count(walls.substr(0, walls.find("</g>")), "<line"), 4U);
}

TEST(GcacwSvg, OutlinesTheActiveEnemyUnits) {
  const std::string svg = board_only(crossroads());
  EXPECT_EQ(count(svg, "class=\"counter active\""), 2U);  // Stuart and Hood, not Pelham
}

TEST(GcacwSvg, WithoutLayersDrawsNoTreeAndNoRoute) {
  const std::string svg = board_only(crossroads());
  EXPECT_EQ(svg.find("id=\"retreat-tree\""), std::string::npos);
  EXPECT_EQ(svg.find("id=\"route\""), std::string::npos);
}

TEST(GcacwSvg, TreeLayerColoursEveryStepByItsPriority) {
  const gcacw::Scenario game = crossroads();
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  ASSERT_GT(tree.nodes().size(), 1U);
  const std::string svg = gcacw_svg(loaded(game, "x"), game, GcacwLayers{.tree = &tree});
  const std::string_view edges = from_group(svg, "tree-edges");
  ASSERT_FALSE(edges.empty());
  for (std::size_t i = 1; i < tree.nodes().size(); ++i) {
    const int priority = tree.nodes()[i].step.priority;
    const std::string colour(detail::palette::priority_colour(priority));
    EXPECT_NE(edges.find("stroke=\"" + colour + "\""), std::string_view::npos) << priority;
  }
  EXPECT_NE(svg.find(">priority 1 (best)</text>"), std::string::npos);
  EXPECT_NE(svg.find("id=\"stops\""), std::string::npos);
}

TEST(GcacwSvg, OutcomeLayerDrawsTheRouteAndTheLegendGivesEachStepsLoss) {
  const gcacw::Scenario game = crossroads();
  const gcacw::Outcome outcome = resolved(game);
  const detail::Route route = detail::route_of(outcome, game.request.hex);
  ASSERT_GE(route.hexes.size(), 3U);
  const std::string svg = gcacw_svg(loaded(game, "x"), game, GcacwLayers{.outcome = &outcome});
  EXPECT_NE(svg.find("<path id=\"route\" d=\"M"), std::string::npos);
  EXPECT_NE(svg.find("marker-end=\"url(#arrow-route)\""), std::string::npos);
  // The losses are in the legend's route line, not on the map, where they covered hex numbers.
  EXPECT_EQ(svg.find("route-losses"), std::string::npos);
  const std::string_view legend = from_group(svg, "legend");
  ASSERT_NE(legend.find("route, each hex entered with the chart loss to each unit:"),
            std::string_view::npos);
  std::size_t with_loss = 0;
  for (const detail::RouteStep& step : route.steps) {
    if (step.loss) ++with_loss;
  }
  EXPECT_EQ(count(legend, "\u2192 "), route.steps.size());
  EXPECT_GE(count(legend, "\u2192 "), with_loss);
}

TEST(GcacwSvg, DeadEndPictureTellsWhatEachUnitLostAndWhereItFell) {
  // GC-11/GC-8 example: Kemper (1) dies in 0301 (loss 1), Garnett (2) loses 1 there and 1 of
  // the 3 of Buford's hex 0401, where the stack is destroyed with Armistead.
  Result<io::LoadedScenario> loaded_scenario =
      io::load_scenario_file(std::string(SKEDADDLE_GAMES_DIR) +
                             "/gcacw/examples/gc-11-destroyed-at-a-dead-end-is-eliminated.json");
  ASSERT_TRUE(loaded_scenario.ok());
  const gcacw::Scenario& game = io::game_of<gcacw::Scenario>(loaded_scenario.value());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  const gcacw::Outcome outcome = resolved(game);
  const std::string svg =
      gcacw_svg(loaded_scenario.value(), game, GcacwLayers{.tree = &tree, .outcome = &outcome});
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(legend.find("2 hexes, manpower lost: Garnett 2, Kemper 1<"), std::string_view::npos);
  EXPECT_EQ(svg.find("manpower lost by each unit"), std::string::npos);
  EXPECT_NE(legend.find("0201 \u2192 0301 \u22121 \u2192 0401 \u22123<"), std::string_view::npos);
  const std::string_view fates = from_group(svg, "fates");
  EXPECT_NE(fates.find(">Kemper eliminated in 0301<"), std::string_view::npos);
  EXPECT_NE(fates.find(">Garnett eliminated in 0401<"), std::string_view::npos);
  EXPECT_NE(fates.find(">Armistead eliminated in 0401<"), std::string_view::npos);
  // Both units of the stack are named, and the crosses are drawn over the counters.
  const std::string_view units = from_group(svg, "units");
  EXPECT_NE(units.find(">Kemper</text>"), std::string_view::npos);
  EXPECT_NE(units.find(">Garnett</text>"), std::string_view::npos);
  EXPECT_LT(svg.find("id=\"units\""), svg.find("id=\"destroyed\""));
}

// A board of three hexes in one row: Ewell (1 manpower) retreats from 0201 into corner hex 0101,
// where Buford's counter fills the hex, and dies there (GC-9; the owner's choice of two fatal
// steps). The arrowhead, which stopped a quarter of the step short of 0101's centre, stood on
// Buford's manpower "2"; with no room for it between the hexside and the counter, the route runs
// under the counters, and every word of every picture can be read.
TEST(GcacwSvg, ARouteIntoAHexItsCountersFillRunsUnderThemAndCoversNoWord) {
  const Result<io::LoadedScenario> loaded = io::load_scenario(R"json({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw",
    "board": {"columns": 3, "rows": 1},
    "units": [
      {"id": "Ewell", "side": "confederate", "type": "infantry", "hex": "0201", "manpower": 1},
      {"id": "Buford", "side": "union", "type": "cavalry", "hex": "0101", "manpower": 2},
      {"id": "Hancock", "side": "union", "type": "infantry", "hex": "0301", "manpower": 5}],
    "request": {"kind": "retreat", "hex": "0201", "active": ["Buford"]},
    "choices": ["0101"]})json");
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(test::picture_report(test::check_pictures(loaded.value())), "");
  const gcacw::Scenario& game = io::game_of<gcacw::Scenario>(loaded.value());
  Chooser chooser(
      ChooserDef{.kind = ChooserKind::script, .seed = 0, .script = loaded.value().choices});
  const Result<gcacw::Outcome> outcome = gcacw::resolve(game, chooser);
  ASSERT_TRUE(outcome.ok());
  const std::string svg = gcacw_svg(loaded.value(), game, {.outcome = &outcome.value()});
  EXPECT_LT(svg.find(R"(id="outcome")"), svg.find(R"(id="units")"));
}

/// One column: Ewell in 0102 must retreat into 0101, which holds Buford's counter and his
/// leader Stuart, and dies there (GC-9).
constexpr std::string_view kStackDiesUnderTheLeadersNames = R"json({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw",
    "board": {"columns": 1, "rows": 2},
    "units": [
      {"id": "Ewell", "side": "confederate", "type": "infantry", "hex": "0102", "manpower": 2},
      {"id": "Buford", "side": "union", "type": "infantry", "hex": "0101", "manpower": 1},
      {"id": "Stuart", "side": "union", "type": "leader", "hex": "0101"}],
    "request": {"kind": "retreat", "hex": "0102", "active": ["Buford"]}})json";

// A board of one column: Ewell (2 manpower) in 0102 must retreat, and the only hex, 0101,
// holds Buford's counter and his leader Stuart, whose name stands under the counter, so the
// stack dies there (GC-9). The route came up from below and stopped short of the counter, with
// its arrowhead on "Stuart"; now the names under a counter count as what the arrow stops short
// of, and with no room left before them the route runs under the units.
TEST(GcacwSvg, ARouteFromBelowStopsShortOfTheLeadersNamesUnderTheCounters) {
  const Result<io::LoadedScenario> loaded = io::load_scenario(kStackDiesUnderTheLeadersNames);
  ASSERT_TRUE(loaded.ok()) << test::show(loaded.errors());
  EXPECT_EQ(test::picture_report(test::check_pictures(loaded.value())), "");
}

/// Two hexes: Pickett and Longstreet in 0101 must retreat into 0201, Meade's hex, and die there
/// (GC-9).
constexpr std::string_view kStackDiesInTheOtherHex = R"json({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw",
    "board": {"columns": 2, "rows": 1},
    "units": [
      {"id": "Pickett", "side": "confederate", "type": "infantry", "hex": "0101", "manpower": 1},
      {"id": "Longstreet", "side": "confederate", "type": "leader", "hex": "0101"},
      {"id": "Meade", "side": "union", "type": "infantry", "hex": "0201", "manpower": 2}],
    "request": {"kind": "retreat", "hex": "0101", "active": ["Meade"]}})json";

// A board of two hexes: Pickett and Longstreet in 0101 must retreat, and the only hex, 0201,
// holds the enemy, so the stack dies there (GC-9). The callout under the map, "Longstreet
// eliminated in 0201", is wider than the two hexes and ran under the legend; the legend now
// stands right of it.
TEST(GcacwSvg, TheLegendStandsRightOfAFatesCalloutWiderThanTheMap) {
  const Result<io::LoadedScenario> loaded = io::load_scenario(kStackDiesInTheOtherHex);
  ASSERT_TRUE(loaded.ok());
  EXPECT_EQ(test::picture_report(test::check_pictures(loaded.value())), "");
}

// The points of `label`'s hex as the terrain layer draws it (`<polygon points="..." fill=`).
std::string terrain_points(std::string_view svg, std::string_view label) {
  const std::string_view terrain = group(svg, "terrain");
  const std::size_t title = terrain.find(fmt::format("<title>{} ", label));
  if (title == std::string_view::npos) return "";
  const std::size_t open = terrain.rfind(R"(<polygon points=")", title);
  const std::size_t start = open + std::string_view(R"(<polygon points=")").size();
  return std::string(terrain.substr(start, terrain.find('"', start) - start));
}

// The value of attribute `name` in the element that starts `element` ("" when it has none).
std::string_view attribute(std::string_view element, std::string_view name) {
  const std::string key = fmt::format(R"( {}=")", name);
  const std::size_t at = element.substr(0, element.find('>')).find(key);
  if (at == std::string_view::npos) return {};
  const std::size_t start = at + key.size();
  return element.substr(start, element.find('"', start) - start);
}

// The corners of a polygon's "points" text ("x,y x,y ...").
std::vector<detail::Point> corners_of(std::string_view points) {
  std::vector<detail::Point> corners;
  std::istringstream in{std::string(points)};
  detail::Point p;
  char comma = 0;
  while (in >> p.x >> comma >> p.y)
    corners.push_back(p);
  return corners;
}

detail::Point centre_of(const std::vector<detail::Point>& corners) {
  detail::Point sum;
  for (const detail::Point& p : corners) {
    sum.x += p.x / static_cast<double>(corners.size());
    sum.y += p.y / static_cast<double>(corners.size());
  }
  return sum;
}

double distance(detail::Point a, detail::Point b) {
  return std::hypot(a.x - b.x, a.y - b.y);
}

// Boards of two hexes: a stack must retreat from one into the other, which an enemy counter
// fills, and is destroyed there (GC-9). The route has no room for its arrowhead before the
// counters and runs under them, showing only a stub; the fates callout named the hex, but the
// map showed no end. The last hex of a route drawn under the units is outlined in the route's
// colour, as the retreating hex is outlined in black: where it went, drawn on the map.
TEST(GcacwSvg, ARouteUnderTheUnitsOutlinesTheHexItEnded) {
  struct Board {
    std::string_view json;
    std::string_view end;
  };
  const Board boards[] = {
      {kStackDiesInTheOtherHex, "0201"},
      {kStackDiesUnderTheLeadersNames, "0101"},
  };
  for (const Board& board : boards) {
    const Result<io::LoadedScenario> loaded = io::load_scenario(board.json);
    ASSERT_TRUE(loaded.ok()) << test::show(loaded.errors());
    const gcacw::Scenario& game = io::game_of<gcacw::Scenario>(loaded.value());
    const gcacw::Outcome outcome = resolved(game);
    ASSERT_EQ(detail::route_of(outcome, game.request.hex).hexes.back(), at(board.end));
    const std::string svg = gcacw_svg(loaded.value(), game, {.outcome = &outcome});
    ASSERT_LT(svg.find(R"(id="outcome")"), svg.find(R"(id="units")")) << board.end;
    const std::string_view drawn = group(svg, "outcome");
    ASSERT_EQ(count(drawn, R"(<polygon id="route-end")"), 1U) << board.end << "\n" << drawn;
    const detail::Point end = centre_of(corners_of(terrain_points(svg, board.end)));
    const detail::Point outline =
        centre_of(corners_of(attribute(drawn.substr(drawn.find("route-end")), "points")));
    EXPECT_LT(distance(outline, end), 0.1) << board.end << "\n" << drawn;
    EXPECT_NE(drawn.find(fmt::format("<title>the route ends in {}</title>", board.end)),
              std::string_view::npos);
    EXPECT_NE(from_group(svg, "legend").find(">last hex of the route<"), std::string_view::npos);
    EXPECT_EQ(test::picture_report(test::check_pictures(loaded.value())), "");
  }
  // A route whose arrowhead shows where it ends (short of the counters in its last hex) needs
  // no outline.
  const gcacw::Scenario game = crossroads();
  const gcacw::Outcome outcome = resolved(game);
  const std::string svg = gcacw_svg(loaded(game, "x"), game, {.outcome = &outcome});
  ASSERT_NE(svg.find(R"(<path id="route")"), std::string::npos);
  EXPECT_EQ(svg.find("route-end"), std::string::npos);
  EXPECT_EQ(svg.find("last hex of the route"), std::string::npos);
}

// GC-9: a stack destroyed in the hex where its route, drawn under the units, ended. The fates'
// red dashed outline and the route's purple outline of its last hex were both drawn on the
// hex's border, one red-and-purple dashed line. The route's outline now runs inside the hex,
// a concentric hexagon, its stroke clear of the fates' stroke by a px at least: both are seen.
TEST(GcacwSvg, TheRouteEndOutlineLiesInsideTheFatesOutlineOfItsHex) {
  const Result<io::LoadedScenario> two_hexes = io::load_scenario(kStackDiesInTheOtherHex);
  const Result<io::LoadedScenario> gc2 = io::load_scenario_file(
      std::string(SKEDADDLE_GAMES_DIR) +
      "/gcacw/examples/gc-02-leader-dies-with-his-stack-in-an-enemy-hex.json");
  for (const Result<io::LoadedScenario>* loaded : {&two_hexes, &gc2}) {
    ASSERT_TRUE(loaded->ok()) << test::show(loaded->errors());
    const gcacw::Scenario& game = io::game_of<gcacw::Scenario>(loaded->value());
    const gcacw::Outcome outcome = resolved(game);
    ASSERT_TRUE(outcome.destroyed_in.has_value());
    const std::string svg = gcacw_svg(loaded->value(), game, {.outcome = &outcome});
    const std::string_view drawn = group(svg, "outcome");
    const std::string_view route_end = drawn.substr(drawn.find(R"(<polygon id="route-end")"));
    ASSERT_FALSE(route_end.empty()) << drawn;
    const std::vector<detail::Point> inner = corners_of(attribute(route_end, "points"));
    ASSERT_EQ(inner.size(), 6U);
    // The fates' outline of the same hex: the one centred where the route's outline is.
    const std::string_view fates = group(svg, "fates");
    std::vector<detail::Point> outer;
    std::string_view fate_outline;
    for (std::size_t at = fates.find("<polygon"); at != std::string_view::npos;
         at = fates.find("<polygon", at + 1)) {
      const std::vector<detail::Point> corners = corners_of(attribute(fates.substr(at), "points"));
      if (distance(centre_of(corners), centre_of(inner)) < 0.1) {
        outer = corners;
        fate_outline = fates.substr(at);
      }
    }
    ASSERT_EQ(outer.size(), 6U) << "no fates outline on the route's last hex\n" << fates;
    const detail::Point centre = centre_of(outer);
    // Regular hexagons: a side lies sqrt(3)/2 of a corner's distance from the centre.
    double inner_side = 0.0;
    double outer_side = 1e9;
    for (std::size_t k = 0; k < 6; ++k) {
      EXPECT_NEAR(std::atan2(inner[k].y - centre.y, inner[k].x - centre.x),
                  std::atan2(outer[k].y - centre.y, outer[k].x - centre.x), 0.01)
          << "corner " << k << " is not on its hex corner's ray";
      inner_side = std::max(inner_side, distance(inner[k], centre) * detail::kSqrt3 / 2.0);
      outer_side = std::min(outer_side, distance(outer[k], centre) * detail::kSqrt3 / 2.0);
    }
    const double inner_reach =
        inner_side + std::stod(std::string(attribute(route_end, "stroke-width"))) / 2.0;
    const double outer_reach =
        outer_side - std::stod(std::string(attribute(fate_outline, "stroke-width"))) / 2.0;
    EXPECT_GE(outer_reach - inner_reach, 1.0) << drawn << "\n" << fates;
  }
}

TEST(GcacwSvg, RouteFollowsTheMovedEventsFromTheRequestHex) {
  const gcacw::Scenario game = crossroads();
  const gcacw::Outcome outcome = resolved(game);
  const detail::Route route = detail::route_of(outcome, game.request.hex);
  EXPECT_EQ(route.hexes.front(), at("0404"));
  ASSERT_EQ(route.steps.size() + 1, route.hexes.size());
  for (std::size_t i = 0; i < route.steps.size(); ++i) {
    EXPECT_EQ(route.steps[i].from, route.hexes[i]);
    EXPECT_EQ(route.steps[i].to, route.hexes[i + 1]);
    EXPECT_TRUE(adjacent(route.steps[i].from, route.steps[i].to));
  }
}

TEST(GcacwSvg, SurrenderIsWrittenAtTheStartHex) {
  const gcacw::Scenario game = render_test::cornered();
  ASSERT_TRUE(gcacw::check(game).empty());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  ASSERT_TRUE(tree.surrenders());
  const gcacw::Outcome outcome = resolved(game);
  const std::string svg =
      gcacw_svg(loaded(game, "Cornered"), game, GcacwLayers{.tree = &tree, .outcome = &outcome});
  const std::string_view fates = from_group(svg, "fates");
  EXPECT_NE(fates.find("Iron &amp; Co surrendered"), std::string_view::npos);
  EXPECT_EQ(svg.find("id=\"route\""), std::string::npos);  // nowhere to go
  EXPECT_NE(svg.find("no legal retreat"), std::string::npos);
}

TEST(GcacwSvg, HexWhereTheStackIsDestroyedIsCrossedOut) {
  // GC-9: the corpus scenario whose every completing path destroys the stack in 0401.
  Result<io::LoadedScenario> loaded_scenario =
      io::load_scenario_file(std::string(SKEDADDLE_GAMES_DIR) +
                             "/gcacw/examples/gc-09-every-path-fatal-eliminated-on-the-way.json");
  ASSERT_TRUE(loaded_scenario.ok());
  const gcacw::Scenario& game = io::game_of<gcacw::Scenario>(loaded_scenario.value());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  ASSERT_TRUE(tree.completes());
  ASSERT_FALSE(tree.saves());
  const gcacw::Outcome outcome = resolved(game);
  const std::string svg =
      gcacw_svg(loaded_scenario.value(), game, GcacwLayers{.tree = &tree, .outcome = &outcome});
  const std::string_view destroyed = from_group(svg, "destroyed");
  EXPECT_NE(destroyed.substr(0, destroyed.find("</g>")).find("<path"), std::string_view::npos);
  EXPECT_NE(svg.find("every path that completes destroys the stack (GC-9)"), std::string::npos);
  EXPECT_NE(svg.find("the stack is destroyed in 0401 (GC-9)"), std::string::npos);
}

TEST(GcacwSvg, OverrideStepsAreDashedInTheTreeAndNamedOnTheRoute) {
  // GC-10: the corpus scenario where only an override saves the stack.
  Result<io::LoadedScenario> loaded_scenario = io::load_scenario_file(
      std::string(SKEDADDLE_GAMES_DIR) + "/gcacw/examples/gc-10-override-saves-the-stack.json");
  ASSERT_TRUE(loaded_scenario.ok());
  const gcacw::Scenario& game = io::game_of<gcacw::Scenario>(loaded_scenario.value());
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  ASSERT_TRUE(tree.override_in_force());
  const gcacw::Outcome outcome = resolved(game);
  const std::string svg =
      gcacw_svg(loaded_scenario.value(), game, GcacwLayers{.tree = &tree, .outcome = &outcome});
  const std::string_view edges = from_group(svg, "tree-edges");
  EXPECT_NE(edges.substr(0, edges.find("</g>")).find("stroke-dasharray=\"4 3\""),
            std::string_view::npos);
  EXPECT_NE(from_group(svg, "legend").find("overrides the priorities (GC-10)"),
            std::string_view::npos);
  EXPECT_NE(svg.find("overrides the priorities (GC-10)"), std::string::npos);
}

TEST(GcacwSvg, SameInputGivesTheSameBytes) {
  const gcacw::Scenario game = crossroads();
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(game).empty());
  const gcacw::Outcome outcome = resolved(game);
  const GcacwLayers layers{.tree = &tree, .outcome = &outcome};
  const std::string first = gcacw_svg(loaded(game, "x"), game, layers);
  gcacw::RetreatTree again;
  EXPECT_TRUE(again.build(game).empty());
  EXPECT_EQ(first, gcacw_svg(loaded(game, "x"), game, layers));
  EXPECT_EQ(first,
            gcacw_svg(loaded(game, "x"), game, GcacwLayers{.tree = &again, .outcome = &outcome}));
}

TEST(GcacwSvg, EscapesUnitIdsAndTheScenarioName) {
  gcacw::Scenario game = crossroads();
  game.units[0].id = "A&B <\"x\">";
  const std::string svg = gcacw_svg(loaded(game, "Tom & Jerry's <war>"), game, GcacwLayers{});
  EXPECT_NE(svg.find("A&amp;B &lt;&quot;x&quot;&gt;"), std::string::npos);
  EXPECT_EQ(svg.find("A&B"), std::string::npos);
  EXPECT_EQ(svg.find("<\"x\">"), std::string::npos);
  EXPECT_NE(svg.find("Tom &amp; Jerry&apos;s &lt;war&gt;"), std::string::npos);
}

TEST(SvgWriter, NumbersHaveOneDecimalAndNoNegativeZero) {
  EXPECT_EQ(detail::num(12.34), "12.3");
  EXPECT_EQ(detail::num(12.36), "12.4");
  EXPECT_EQ(detail::num(-0.04), "0.0");
  EXPECT_EQ(detail::num(-0.0), "0.0");
  EXPECT_EQ(detail::num(-3.25), "-3.3");
  EXPECT_EQ(detail::num(100.0), "100.0");
}

TEST(SvgWriter, EscapesTheFiveXmlSpecialCharacters) {
  EXPECT_EQ(detail::xml_escape("a&b<c>d\"e'f"), "a&amp;b&lt;c&gt;d&quot;e&apos;f");
  EXPECT_EQ(detail::xml_escape("plain 3/12 Inf"), "plain 3/12 Inf");
}

TEST(GcacwEnemyZoc, CoversTheSixNeighboursOfEachEnemyCombatUnit) {
  gcacw::Scenario game = render_test::cornered();
  game.board.set_prohibited(at("0302"), at("0303"));
  const std::vector<std::uint8_t> zoc = detail::zoc_of(game, Side::second);
  const HexGrid& grid = game.board.grid();
  auto in_zoc = [&](std::string_view label) {
    return zoc[static_cast<std::size_t>(grid.index(at(label)))] == 1;
  };
  EXPECT_EQ(detail::retreating_side(game), Side::first);
  EXPECT_TRUE(in_zoc("0301"));
  EXPECT_TRUE(in_zoc("0202"));
  EXPECT_TRUE(in_zoc("0402"));
  EXPECT_FALSE(in_zoc("0303"));  // GC-5: not across a prohibited hexside
  EXPECT_FALSE(in_zoc("0302"));  // the unit's own hex
  EXPECT_FALSE(in_zoc("0101"));
  game.options.zoc_across_prohibited = true;
  EXPECT_EQ(detail::zoc_of(game, Side::second)[static_cast<std::size_t>(grid.index(at("0303")))],
            1);
}

TEST(GcacwEnemyZoc, LeadersExertNone) {
  gcacw::Scenario game = render_test::cornered();
  game.units[1].type = gcacw::UnitType::leader;
  const std::vector<std::uint8_t> zoc = detail::zoc_of(game, Side::second);
  for (const std::uint8_t z : zoc)
    EXPECT_EQ(z, 0);
}

}  // namespace
}  // namespace skedaddle::svg
