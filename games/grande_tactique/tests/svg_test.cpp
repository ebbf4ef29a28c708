// SPDX-License-Identifier: MIT
// The Grande Tactique picture: a well-formed, deterministic SVG of the table to scale with its
// grid, rulers, own edges and terrain, the bases as rotated rectangles, the causer's front edge
// (GT-5), the flight preview of the request (GT-4) and the resolved moves, states given on the
// way and removals. Scenarios built in code, resolved with grande_tactique::resolve and scripted
// dice.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "render/svg_writer.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/geometry/area.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/grande_tactique/svg.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/loaded_scenario.hpp"
#include "support/svg_elements.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::svg {
namespace {

using grande_tactique::Arm;
using test::count;
using test::from_group;
using test::group;
using test::xml_problem;

// Scenarios are built here rather than with a shared builder, so that the picture's tests
// depend on the engine's header only.

UnitId add_unit(grande_tactique::Scenario& s, std::string id, Arm arm, Side side, Vec2 centre,
                double facing_deg) {
  grande_tactique::Unit u;
  u.id = std::move(id);
  u.side = side;
  u.arm = arm;
  const grande_tactique::BaseSize size = grande_tactique::default_base(arm);
  u.base = Box{centre, bearing_vector(facing_deg), size.width, size.depth};
  s.units.push_back(u);
  return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
}

void add_area(grande_tactique::Scenario& s, grande_tactique::TerrainKind kind, std::string name,
              double x0, double y0, double x1, double y1) {
  Area area({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}});
  const Vec2 anchor = area.centroid();
  s.table.terrain.push_back(grande_tactique::Terrain{
      .kind = kind, .name = std::move(name), .area = std::move(area), .anchor = anchor});
}

void flee(grande_tactique::Scenario& s, UnitId unit, UnitId causer) {
  s.request = grande_tactique::Request{};
  s.request.kind = grande_tactique::RequestKind::flee;
  s.request.unit = unit;
  s.request.causer = causer;
  s.request.cause = grande_tactique::Cause::charge;
}

template <class T>
std::vector<T> events_of(const grande_tactique::Outcome& out, UnitId unit) {
  std::vector<T> found;
  for (const Event& e : out.events) {
    if (const T* t = std::get_if<T>(&e); t != nullptr && t->unit == unit) found.push_back(*t);
  }
  return found;
}

io::LoadedScenario named(std::string name) {
  // Only the name is read; the game is taken separately.
  return test::loaded({}, std::move(name));
}

// A 24 x 18 table. "3/12 Inf" (first side, own edge south) stands at (12, 8) facing north and
// is charged by the "Lancers" from the north, front to front on the line y = 8.5. A line of two
// eager friends 5 in behind it closes the straight corridor and every gap (GT-4 b), so it flees
// straight on (GT-4 c, not turned) through both (GT-6). "Bois Vert" in the north-east is behind
// the causer (GT-5) and 7.2 in away: no cover. A pond in the north-west, a general attached.
struct Charge {
  grande_tactique::Scenario game;
  UnitId fugitive{};
  UnitId lancers{};
  UnitId left{};
  UnitId right{};
  UnitId general{};
};

Charge charge() {
  Charge c;
  c.game.table.width = 24.0;
  c.game.table.depth = 18.0;
  add_area(c.game, grande_tactique::TerrainKind::woods, "Bois Vert", 18, 12, 23, 17);
  add_area(c.game, grande_tactique::TerrainKind::impassable, "Mill Pond", 1, 12, 4, 16);
  c.fugitive = add_unit(c.game, "3/12 Inf", Arm::infantry, Side::first, {12.0, 8.0}, 0.0);
  c.lancers = add_unit(c.game, "Lancers", Arm::cavalry, Side::second, {12.0, 9.0}, 180.0);
  c.left = add_unit(c.game, "2/12 Inf", Arm::infantry, Side::first, {11.0, 3.0}, 0.0);
  c.right = add_unit(c.game, "1/12 Inf", Arm::infantry, Side::first, {13.5, 3.5}, 0.0);
  c.general = add_unit(c.game, "Morand", Arm::general, Side::first, {12.0, 7.2}, 0.0);
  c.game.units[index_of(c.general)].attached_to = c.fugitive;
  flee(c.game, c.fugitive, c.lancers);
  return c;
}

grande_tactique::Outcome resolved(const grande_tactique::Scenario& s,
                                  const std::vector<int>& faces) {
  std::vector<ScriptedFace> script;
  for (const int f : faces)
    script.push_back({f, ""});
  Dice dice = Dice::scripted(std::move(script));
  Result<grande_tactique::Outcome> r = grande_tactique::resolve(s, dice);
  EXPECT_TRUE(r.ok()) << (r.ok() ? std::string() : r.errors().front().message);
  if (!r.ok()) return grande_tactique::Outcome{};
  return std::move(r).value();
}

TEST(GrandeTactiqueSvg, EngineFleesStraightOnThroughTheLineOfFriends) {
  // The scenario the pictures below rely on.
  const Charge c = charge();
  const grande_tactique::Outcome out = resolved(c.game, {2});  // the general's d6: he survives
  const std::vector<FlightTried> tried = events_of<FlightTried>(out, c.fugitive);
  ASSERT_EQ(tried.size(), 4U);
  EXPECT_EQ(tried.back().way, "turned");
  EXPECT_EQ(tried.back().rejection, "");
  EXPECT_EQ(tried.back().turned, 0.0);
  std::vector<Vec2> path;
  for (const Event& e : out.events) {
    if (const Moved* m = std::get_if<Moved>(&e); m != nullptr && m->units.front() == c.fugitive) {
      for (const Place& p : m->path)
        path.push_back(std::get<Vec2>(p));
    }
  }
  ASSERT_EQ(path.size(), 2U);
  EXPECT_NEAR(path.back().x, 12.0, 1e-9);
  EXPECT_NEAR(path.back().y, 1.0, 1e-9);
  for (const UnitId f : {c.left, c.right}) {
    const std::vector<StatusChanged> s = events_of<StatusChanged>(out, f);
    ASSERT_EQ(s.size(), 1U);
    EXPECT_EQ(s.front().status, "shaken");
  }
}

TEST(GrandeTactiqueSvg, IsOneWellFormedSelfContainedDocument) {
  const Charge c = charge();
  const grande_tactique::Outcome out = resolved(c.game, {1});
  for (const GrandeTactiqueLayers layers :
       {GrandeTactiqueLayers{}, GrandeTactiqueLayers{.options = false, .outcome = &out},
        GrandeTactiqueLayers{.options = true, .outcome = &out}}) {
    const std::string svg = grande_tactique_svg(named("A&B <\"x\">"), c.game, layers);
    EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0U);
    EXPECT_TRUE(svg.ends_with("</svg>\n"));
    EXPECT_EQ(xml_problem(svg), "");
    EXPECT_EQ(count(svg, "<g"), count(svg, "</g>"));
    EXPECT_NE(svg.find(">A&amp;B &lt;&quot;x&quot;&gt;</text>"), std::string::npos);
    EXPECT_NE(svg.find(">flight of 3/12 Inf, charged by Lancers \u00b7 Grande Tactique"),
              std::string::npos);
    EXPECT_EQ(svg.find("href"), std::string::npos);
  }
}

TEST(GrandeTactiqueSvg, DrawsTheTableToScaleWithGridRulersEdgesAndTerrain) {
  const Charge c = charge();
  const std::string svg =
      grande_tactique_svg(named("t"), c.game, {.options = false, .outcome = nullptr});
  // 16 px per inch: 24 x 18 in is 384 x 288 px, its north-west corner after the 16 px margin
  // and the 40 px ruler band (and the 50 px title on top).
  EXPECT_NE(svg.find(R"(<rect id="table" x="56.0" y="106.0" width="384.0" height="288.0")"),
            std::string::npos);
  // Grid lines at x = 6, 12, 18 and y = 6, 12.
  EXPECT_EQ(count(group(svg, "grid"), "<line"), 5U);
  EXPECT_NE(group(svg, "grid").find(R"(x1="152.0" y1="394.0" x2="152.0" y2="106.0")"),
            std::string::npos);
  // Rulers: 0, 6, 12, 18, 24 on both long edges and 0, 6, 12, 18 on both short ones. On a table
  // this narrow the note "inches from the south-west corner" would run into the south edge's
  // label under it: it is left out.
  const std::string_view rulers = group(svg, "rulers");
  EXPECT_EQ(count(rulers, "<text"), 2U * 5U + 2U * 4U);
  EXPECT_EQ(rulers.find("inches from"), std::string::npos);
  EXPECT_NE(rulers.find(">24.0</text>"), std::string::npos);
  const std::string_view edges = group(svg, "own-edges");
  EXPECT_NE(edges.find("first side's own edge"), std::string::npos);
  EXPECT_NE(edges.find("second side's own edge"), std::string::npos);
  // The first side's edge is the south one: a band along the bottom of the table.
  EXPECT_NE(edges.find(R"(class="own-edge side-0" x="56.0" y="389.0" width="384.0")"),
            std::string::npos);
  const std::string_view terrain = group(svg, "terrain");
  EXPECT_EQ(count(terrain, R"(class="terrain woods")"), 1U);
  EXPECT_EQ(count(terrain, R"(class="terrain impassable")"), 1U);
  // Bois Vert's south-west corner (18, 12) is at (56 + 18 x 16, 106 + 6 x 16).
  EXPECT_NE(terrain.find("344.0,202.0"), std::string::npos);
  EXPECT_NE(terrain.find("<title>Bois Vert (woods)</title>"), std::string::npos);
  EXPECT_NE(group(svg, "terrain-names").find(">Mill Pond</text>"), std::string::npos);
}

TEST(GrandeTactiqueSvg, DrawsEachBaseAsItsRotatedRectangleWithItsFrontEdge) {
  const Charge c = charge();
  const std::string svg =
      grande_tactique_svg(named("b"), c.game, {.options = false, .outcome = nullptr});
  const std::string_view units = group(svg, "units");
  EXPECT_EQ(count(units, R"(class="base )"), 5U);
  // 3/12 Inf: 2.5 x 1 at (12, 8) facing north: front-left (10.75, 8.5), front-right
  // (13.25, 8.5), rear-right (13.25, 7.5), rear-left (10.75, 7.5); x = 56 + 16 x,
  // y = 106 + 16 (18 - y).
  EXPECT_NE(units.find(R"(points="228.0,258.0 268.0,258.0 268.0,274.0 228.0,274.0")"),
            std::string::npos);
  EXPECT_NE(units.find(R"(class="front" x1="228.0" y1="258.0" x2="268.0" y2="258.0")"),
            std::string::npos);
  // The Lancers face south: their front-left corner is the south-east one, (12.75, 8.5).
  EXPECT_NE(units.find(R"(points="260.0,258.0 236.0,258.0 236.0,242.0 260.0,242.0")"),
            std::string::npos);
  EXPECT_NE(units.find(R"(class="base side-1 cavalry eager")"), std::string::npos);
  EXPECT_NE(units.find(R"(class="base side-0 general eager")"), std::string::npos);
  // Ids over every base, behind each base's rear edge: 3/12 Inf's rear centre (12, 7.5) is at
  // (248, 274), its id's spot 12 px below, moved 4 px lower to clear Morand's base behind it; the
  // Lancers face south, so theirs, (12, 9.5), is at (248, 242) and the id above.
  const std::string_view ids = group(svg, "ids");
  EXPECT_EQ(count(ids, "<text"), 5U);
  EXPECT_NE(
      ids.find(
          R"(<text x="248.0" y="290.0" font-size="8" font-weight="bold" text-anchor="middle" fill="#1b1b1b">3/12 Inf</text>)"),
      std::string::npos);
  EXPECT_NE(
      ids.find(
          R"(<text x="248.0" y="236.0" font-size="8" font-weight="bold" text-anchor="middle" fill="#1b1b1b">Lancers</text>)"),
      std::string::npos);
  EXPECT_NE(units.find("<title>3/12 Inf \u00b7 first side \u00b7 infantry"), std::string::npos);
  // The causer's front edge, y = 8.5, extended both ways and clipped to the table (GT-5).
  const std::string_view line = group(svg, "causer-line");
  EXPECT_NE(line.find(R"svg(clip-path="url(#gt-table-clip)")svg"), std::string::npos);
  EXPECT_NE(line.find(R"(class="causer-front" x1="920.0" y1="258.0" x2="-424.0" y2="258.0")"),
            std::string::npos);
  EXPECT_NE(svg.find("GT-5: front edge of Lancers"), std::string::npos);
  // No options, no outcome.
  EXPECT_EQ(svg.find(R"(id="options")"), std::string::npos);
  EXPECT_EQ(svg.find(R"(id="outcome")"), std::string::npos);
}

TEST(GrandeTactiqueSvg, OptionsShowTheFlightPreview) {
  const Charge c = charge();
  const std::string svg =
      grande_tactique_svg(named("o"), c.game, {.options = true, .outcome = nullptr});
  const std::string_view options = group(svg, "options");
  // The straight corridor (rejected) and the corridor of the way taken: both from the rear
  // edge at y = 8.5 (the base turned to face south) to the front edge 7 in on, at y = 0.5.
  EXPECT_EQ(count(options, R"(class="corridor rejected")"), 1U);
  EXPECT_EQ(count(options, R"(class="corridor taken")"), 1U);
  EXPECT_NE(
      options.find(
          R"(class="corridor taken" points="268.0,386.0 228.0,386.0 228.0,258.0 268.0,258.0")"),
      std::string::npos);
  EXPECT_NE(options.find(R"(class="preview-path" d="M248.0 266.0 L248.0 378.0")"),
            std::string::npos);
  EXPECT_EQ(count(options, R"(class="passes")"), 2U);
  EXPECT_NE(options.find("3/12 Inf would pass through 2/12 Inf (GT-6)"), std::string::npos);
  EXPECT_NE(group(svg, "preview-labels").find(">3/12 Inf: turned, 7.0 in</text>"),
            std::string::npos);
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(legend.find("Flight preview (GT-4)"), std::string::npos);
  EXPECT_NE(legend.find("3/12 Inf fleeing from Lancers: infantry flees 7 in (GT-2)"),
            std::string::npos);
  EXPECT_NE(legend.find("1. cover: " + detail::xml_escape(grande_tactique::rejection_text(
                                           grande_tactique::Rejection::cover_too_far))),
            std::string::npos);
  EXPECT_NE(legend.find("2. straight: " + detail::xml_escape(grande_tactique::rejection_text(
                                              grande_tactique::Rejection::corridor_blocked))),
            std::string::npos);
  EXPECT_NE(legend.find("4. turned, 7.0 in: taken"), std::string::npos);
  EXPECT_NE(legend.find("passes through 1/12 Inf, 2/12 Inf (GT-6)"), std::string::npos);
}

TEST(GrandeTactiqueSvg, OutcomeDrawsThePathTheFinalBasesAndWhatHappenedOnTheWay) {
  const Charge c = charge();
  const grande_tactique::Outcome out = resolved(c.game, {1});  // the general's d6: killed (GT-12)
  const std::string svg =
      grande_tactique_svg(named("r"), c.game, {.options = false, .outcome = &out});
  const std::string_view routes = group(svg, "routes");
  ASSERT_EQ(count(routes, R"(class="route")"), 1U);
  EXPECT_NE(routes.find(R"(d="M248.0 266.0 L248.0 378.0")"), std::string::npos);
  EXPECT_NE(routes.find("3/12 Inf: (12.0, 8.0) \u2192 (12.0, 1.0)"), std::string::npos);
  EXPECT_NE(routes.find("url(#gt-arrow-route)"), std::string::npos);
  // The final base, turned to face south at (12, 1), routed; its starting place dashed.
  const std::string_view units = group(svg, "units");
  EXPECT_NE(units.find(R"(class="base side-0 infantry routed")"), std::string::npos);
  EXPECT_NE(units.find(R"(points="268.0,386.0 228.0,386.0 228.0,370.0 268.0,370.0")"),
            std::string::npos);
  EXPECT_EQ(count(group(svg, "starts"), R"(class="start")"), 1U);
  // The two friends passed through are shaken, ringed and badged; the fugitive is routed.
  EXPECT_EQ(count(units, R"(infantry shaken")"), 2U);
  EXPECT_EQ(count(group(svg, "rings"), R"(class="ring shaken")"), 2U);
  EXPECT_EQ(count(group(svg, "rings"), R"(class="ring routed")"), 1U);
  const std::string_view badges = group(svg, "badges");
  EXPECT_EQ(count(badges, ">shaken (GT-6)</text>"), 2U);
  EXPECT_EQ(count(badges, ">routed (GT-3)</text>"), 1U);
  EXPECT_EQ(count(badges, ">Morand: killed (GT-12)</text>"), 1U);
  // The general is crossed out.
  EXPECT_NE(units.find(R"(class="base side-0 general eager removed")"), std::string::npos);
  EXPECT_EQ(count(units, R"(class="cross")"), 1U);
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(legend.find("Flights tried (GT-4):"), std::string::npos);
  EXPECT_NE(legend.find("3/12 Inf: cover: not taken, " +
                        detail::xml_escape(grande_tactique::rejection_text(
                            grande_tactique::Rejection::cover_too_far))),
            std::string::npos);
  EXPECT_NE(legend.find("3/12 Inf: straight: not taken, " +
                        detail::xml_escape(grande_tactique::rejection_text(
                            grande_tactique::Rejection::corridor_blocked))),
            std::string::npos);
  EXPECT_NE(legend.find("3/12 Inf: turned: taken [GT-4]"), std::string::npos);
  EXPECT_NE(legend.find("Morand: killed [GT-12]"), std::string::npos);
  EXPECT_NE(legend.find("Morand general&apos;s fate: 1 (GT-12)"), std::string::npos);
}

// GT-4 d: "1/105e" at (18, 12), its 2.5" x 1" base (page x 324..364, y 290..306 at 16 px an
// inch), is charged in front by the "2/30th" and boxed in by the "1/27th" behind it (8" wide)
// and two hussars on its flanks (page x 296..312 and 376..392): surrounded and destroyed. The
// crowd leaves no spot beside the base that reads as its own, and none clear of the others.
struct Crowd {
  grande_tactique::Scenario game;
  UnitId fugitive{};
};

Crowd crowd(Arm arm, std::string id) {
  Crowd c;
  c.game.table.width = 36.0;
  c.game.table.depth = 24.0;
  c.fugitive = add_unit(c.game, std::move(id), arm, Side::first, {18.0, 12.0}, 0.0);
  c.game.units[index_of(c.fugitive)].base.width = 2.5;
  c.game.units[index_of(c.fugitive)].base.depth = 1.0;
  const UnitId front = add_unit(c.game, "2/30th", Arm::infantry, Side::second, {18.0, 13.0}, 180.0);
  const UnitId rear = add_unit(c.game, "1/27th", Arm::infantry, Side::second, {18.0, 11.0}, 0.0);
  c.game.units[index_of(rear)].base.width = 8.0;
  add_unit(c.game, "1st KGL Hussars", Arm::cavalry, Side::second, {15.5, 12.3}, 90.0);
  add_unit(c.game, "2nd KGL Hussars", Arm::cavalry, Side::second, {20.5, 12.3}, 270.0);
  flee(c.game, c.fugitive, front);
  return c;
}

/// The badges' texts (group "badges") with their baseline points.
std::vector<std::pair<std::string, std::pair<double, double>>> badge_texts(std::string_view svg) {
  std::vector<std::pair<std::string, std::pair<double, double>>> out;
  for (const std::string_view t : test::svg_read::elements(group(svg, "badges"), "<text ")) {
    out.emplace_back(test::svg_read::text_of(t),
                     std::pair{std::stod(test::svg_read::attribute(t, "x")),
                               std::stod(test::svg_read::attribute(t, "y"))});
  }
  return out;
}

// Q4 (b): a general's base stands on his unit's (here its middle, page (344, 298)), so a
// leader line from his base starts on both: his badge says his name. The unit's own badges do
// not (a reader takes a badge that names no one for a unit's, never a general's).
TEST(GrandeTactiqueSvg, AGeneralsBadgeNamesHim) {
  Crowd c = crowd(Arm::infantry, "1/105e");
  const UnitId general =
      add_unit(c.game, "Gen Bourgeois", Arm::general, Side::first, {18.0, 12.0}, 0.0);
  c.game.units[index_of(general)].attached_to = c.fugitive;
  const grande_tactique::Outcome out = resolved(c.game, {});  // surrounded: captured (GT-12)
  const std::string svg =
      grande_tactique_svg(named("g"), c.game, {.options = false, .outcome = &out});
  std::vector<std::string> texts;
  for (const auto& [text, at] : badge_texts(svg))
    texts.push_back(text);
  EXPECT_EQ(texts, (std::vector<std::string>{"routed (GT-3)", "eliminated (GT-4)",
                                             "Gen Bourgeois: captured (GT-12)"}));
  // His badge is tied to his base by a leader line from his centre; his unit's are written
  // over its base, with none.
  const std::string_view leaders = group(svg, "badges");
  EXPECT_EQ(count(leaders, "<line"), 1U);
  EXPECT_EQ(count(leaders, R"(x1="344.0" y1="298.0")"), 1U);
}

// Q4 (b): in the crowd (above) the badges of the surrounded "1er Chevau-legers" are written
// across its base, each its middle on the base (x 324..364, y 290..306), in the rows they
// wanted (baselines 3 px under the centre line y 298, less 5 px a row above it, 10 px apart:
// 296 and 306), with no leader line, which from the base's centre would start among the others.
// By the house font's estimate (0.63 of 8.5 px a bold character) "routed (GT-3)" is 69.6 px
// wide and starts 34.8 px left of the base's middle x 344.
TEST(GrandeTactiqueSvg, ABadgeWithNoSpotClearOfTheOtherBasesIsWrittenOverItsOwn) {
  const Crowd c = crowd(Arm::cavalry, "1er Chevau-legers");
  const grande_tactique::Outcome out = resolved(c.game, {});
  const std::string svg =
      grande_tactique_svg(named("c"), c.game, {.options = false, .outcome = &out});
  EXPECT_EQ(count(group(svg, "badges"), "<line"), 0U);
  const auto badges = badge_texts(svg);
  ASSERT_EQ(badges.size(), 2U);
  EXPECT_EQ(badges[0].first, "routed (GT-3)");
  EXPECT_NEAR(badges[0].second.first, 344.0 - 13 * 8.5 * 0.63 / 2, 0.05);
  EXPECT_NEAR(badges[0].second.second, 296.0, 0.05);
  EXPECT_EQ(badges[1].first, "eliminated (GT-4)");
  EXPECT_NEAR(badges[1].second.first, 344.0 - 17 * 8.5 * 0.63 / 2, 0.05);
  EXPECT_NEAR(badges[1].second.second, 306.0, 0.05);
}

// GT-4 b: a gap path bends round corners on arcs, drawn as SVG arcs, not chords. The fugitive
// at (12, 12) flees south round a friendly gun at (11.5, 8.5) (x 11..12, y 8..9), keeping
// 1.25" (20 px) from it: the arc about its corner (12, 9) ends at (13.25, 9), page
// (268, 250), turning clockwise (sweep flag 1; the page's y runs south, as the table's north
// is up). Both the outcome's route and the options' preview draw it so.
TEST(GrandeTactiqueSvg, ArcsOfAGapPathAreDrawnAsArcs) {
  grande_tactique::Scenario s;
  s.table.width = 24.0;
  s.table.depth = 18.0;
  const UnitId a = add_unit(s, "1/55e", Arm::infantry, Side::first, {12.0, 12.0}, 0.0);
  const UnitId c = add_unit(s, "92nd", Arm::infantry, Side::second, {12.0, 15.0}, 180.0);
  add_unit(s, "Guns", Arm::foot_artillery, Side::first, {11.5, 8.5}, 0.0);
  flee(s, a, c);
  const grande_tactique::Outcome out = resolved(s, {});
  const std::string svg = grande_tactique_svg(named("arc"), s, {.options = true, .outcome = &out});
  EXPECT_NE(group(svg, "routes").find(" A20.0 20.0 0 0 1 268.0 250.0"), std::string::npos);
  EXPECT_NE(group(svg, "options").find(" A20.0 20.0 0 0 1 268.0 250.0"), std::string::npos);
  EXPECT_EQ(xml_problem(svg), "");
}

TEST(GrandeTactiqueSvg, AUnitFleeingOffTheTableIsCrossedOutBeyondTheEdge) {
  grande_tactique::Scenario s;
  s.table.width = 24.0;
  s.table.depth = 18.0;
  const UnitId inf = add_unit(s, "Voltigeurs", Arm::infantry, Side::first, {6.0, 3.0}, 0.0);
  const UnitId cav = add_unit(s, "Hussars", Arm::cavalry, Side::second, {6.0, 4.0}, 180.0);
  flee(s, inf, cav);
  const grande_tactique::Outcome out = resolved(s, {});
  const std::vector<UnitRemoved> removed = events_of<UnitRemoved>(out, inf);
  ASSERT_EQ(removed.size(), 1U);
  EXPECT_EQ(removed.front().fate, Fate::fled);
  const std::string svg = grande_tactique_svg(named("f"), s, {.options = true, .outcome = &out});
  EXPECT_EQ(xml_problem(svg), "");
  const std::string_view units = group(svg, "units");
  EXPECT_NE(units.find(R"(class="base side-0 infantry routed removed")"), std::string::npos);
  EXPECT_EQ(count(units, R"(class="cross")"), 1U);
  EXPECT_NE(group(svg, "badges").find(">fled (GT-7)</text>"), std::string::npos);
  EXPECT_NE(group(svg, "preview-labels").find("off the table: fled (GT-7)"), std::string::npos);
  EXPECT_NE(from_group(svg, "legend").find("Voltigeurs: fled [GT-7]"), std::string::npos);
  // The table keeps its place; the page grows south to show the base 4.5 in off the table.
  EXPECT_NE(svg.find(R"(<rect id="table" x="56.0" y="106.0" width="384.0" height="288.0")"),
            std::string::npos);
}

// Which way an area lies from the window the caption names ("showing x 21.0 to 39.0, y 1.0 to
// 19.0 in"), by its bounds in inches: "east", "north-west"; "" when its bounds reach into it.
std::string way_beyond(std::string_view svg, double x0, double y0, double x1, double y1) {
  const std::size_t at = svg.find("showing x ");
  EXPECT_NE(at, std::string_view::npos);
  double left = 0, right = 0, south = 0, north = 0;
  EXPECT_EQ(std::sscanf(std::string(svg.substr(at)).c_str(), "showing x %lf to %lf, y %lf to %lf",
                        &left, &right, &south, &north),
            4);
  // The caption's tenths are rounded; the areas below stand well clear of its edges.
  const std::string ns = y0 > north ? "north" : y1 < south ? "south" : "";
  const std::string ew = x0 > right ? "east" : x1 < left ? "west" : "";
  return ns.empty() || ew.empty() ? ns + ew : ns + "-" + ew;
}

TEST(GrandeTactiqueSvg, ANameOfGroundBeyondTheWindowPointsToIt) {
  // A charge in the middle of a 60 x 40 table: the window is the action's box and 3 in more,
  // at least 18 in across, so ground 10 in and more from it lies beyond. Its name is pulled in
  // to the window's edge; an arrow says which way the ground lies, its tooltip says so in words.
  grande_tactique::Scenario s;
  s.table.width = 60.0;
  s.table.depth = 40.0;
  struct Ground {
    std::string name;
    double x0, y0, x1, y1;
    std::string way;    // worked from the window by hand: x 21 to 39, y 8 to 26 or so
    std::string label;  // the text drawn
  };
  const std::vector<Ground> grounds = {
      {"Bois Oriental", 50, 14, 56, 20, "east", "Bois Oriental \u2192"},
      {"Mill Pond", 4, 32, 9, 36, "north-west", "\u2196 Mill Pond"},
      {"Bois du Sud", 28, 0.5, 33, 3, "south", "Bois du Sud \u2193"},
      {"Bois Proche", 36, 14, 44, 20, "", "Bois Proche"},  // reaches into the window
  };
  for (const Ground& g : grounds) {
    add_area(s,
             g.name == "Mill Pond" ? grande_tactique::TerrainKind::impassable
                                   : grande_tactique::TerrainKind::woods,
             g.name, g.x0, g.y0, g.x1, g.y1);
  }
  const UnitId inf = add_unit(s, "3/12 Inf", Arm::infantry, Side::first, {30.0, 18.0}, 0.0);
  const UnitId cav = add_unit(s, "Lancers", Arm::cavalry, Side::second, {30.0, 19.0}, 180.0);
  flee(s, inf, cav);
  const grande_tactique::Outcome out = resolved(s, {});
  const std::string svg =
      grande_tactique_svg(named("w"), s, {.options = true, .outcome = &out, .crop = true});
  EXPECT_EQ(xml_problem(svg), "");
  const std::string_view names = group(svg, "terrain-names");
  for (const Ground& g : grounds) {
    SCOPED_TRACE(g.name);
    EXPECT_EQ(way_beyond(svg, g.x0, g.y0, g.x1, g.y1), g.way);
    const std::string_view kind = g.name == "Mill Pond" ? "impassable" : "woods";
    if (g.way.empty()) {
      EXPECT_NE(names.find(">" + g.label + "</text>"), std::string_view::npos);
    } else {
      EXPECT_NE(names.find("<title>" + g.name + " (" + std::string(kind) +
                           ") lies beyond the part of the table shown, to the " + g.way +
                           "</title>" + g.label + "</text>"),
                std::string_view::npos);
    }
  }
  // The whole table shown: no ground lies beyond, no arrow.
  const std::string whole = grande_tactique_svg(named("w"), s, {.options = true, .outcome = &out});
  EXPECT_EQ(group(whole, "terrain-names").find("lies beyond"), std::string_view::npos);
  EXPECT_NE(group(whole, "terrain-names").find(">Mill Pond</text>"), std::string_view::npos);
}

TEST(GrandeTactiqueSvg, EveryRequestKindGivesAWellFormedPictureAndSaysWhatItPreviews) {
  struct Case {
    grande_tactique::RequestKind kind;
    bool cavalry;           // the fugitive is cavalry
    std::string_view note;  // in the legend's preview section
  };
  const Case cases[] = {
      {grande_tactique::RequestKind::flee, true, "shown at the average, 18 in (GT-2)"},
      {grande_tactique::RequestKind::morale_check, false,
       "the flight if the Morale Check fails (GT-1)"},
      {grande_tactique::RequestKind::continue_flight, false, "fleeing on toward its own edge"},
      {grande_tactique::RequestKind::charge_routed, false,
       "charged by cavalry while routed: destroyed (GT-10)"},
      {grande_tactique::RequestKind::rally, false, "is rallied: shaken, no flight (GT-9)"},
      {grande_tactique::RequestKind::withdraw, false, "leaves at its own edge, no flight (GT-7)"},
  };
  for (const Case& k : cases) {
    Charge c = charge();
    grande_tactique::Unit& fugitive = c.game.units[index_of(c.fugitive)];
    if (k.cavalry) {
      fugitive.arm = Arm::cavalry;
      fugitive.base.width = grande_tactique::default_base(Arm::cavalry).width;
    }
    if (k.kind != grande_tactique::RequestKind::flee &&
        k.kind != grande_tactique::RequestKind::morale_check &&
        k.kind != grande_tactique::RequestKind::withdraw)
      fugitive.state = grande_tactique::State::routed;
    // GT-7: only a unit at its own edge (south) withdraws: moved there, clear of the others.
    if (k.kind == grande_tactique::RequestKind::withdraw) {
      fugitive.base.centre = {20.0, fugitive.base.depth / 2.0};
    }
    // GT-1: only shaken infantry takes a Morale Check; the rules refuse it of an eager one.
    if (k.kind == grande_tactique::RequestKind::morale_check) {
      fugitive.state = grande_tactique::State::shaken;
    }
    c.game.request.kind = k.kind;
    if (k.kind == grande_tactique::RequestKind::continue_flight) c.game.request.side = Side::first;
    Dice dice = Dice::seeded(7);
    Result<grande_tactique::Outcome> out = grande_tactique::resolve(c.game, dice);
    ASSERT_TRUE(out.ok()) << k.note << ": " << out.errors().front().message;
    const std::string svg =
        grande_tactique_svg(named("k"), c.game, {.options = true, .outcome = &out.value()});
    EXPECT_EQ(xml_problem(svg), "") << k.note;
    EXPECT_NE(from_group(svg, "legend").find(detail::xml_escape(k.note)), std::string::npos)
        << k.note;
  }
}

// GT-10: shaken infantry in woods that fails a Morale Check under fire stays there (only
// charging infantry forces it out), so the picture previews no flight and says so, without
// promising "the flight if the Morale Check fails" above it (it did, until 2026-12-02).
TEST(GrandeTactiqueSvg, AMoraleCheckOfInfantryInCoverPromisesNoFlight_GT10) {
  Charge c = charge();
  add_area(c.game, grande_tactique::TerrainKind::woods, "Bois Noir", 9, 5, 15, 11);
  c.game.units[index_of(c.fugitive)].state = grande_tactique::State::shaken;
  c.game.request.kind = grande_tactique::RequestKind::morale_check;
  const std::string svg = grande_tactique_svg(named("k"), c.game, {.options = true});
  EXPECT_EQ(xml_problem(svg), "");
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(
      legend.find("3/12 Inf stays in Bois Noir: only charging infantry forces it out (GT-10)"),
      std::string::npos)
      << legend;
  EXPECT_EQ(legend.find("the flight if the Morale Check fails"), std::string::npos) << legend;
  EXPECT_EQ(svg.find("class=\"preview\""), std::string::npos);
}

TEST(GrandeTactiqueSvg, SameInputGivesTheSameBytes) {
  const Charge c = charge();
  const grande_tactique::Outcome out = resolved(c.game, {2});
  const GrandeTactiqueLayers layers{.options = true, .outcome = &out};
  EXPECT_EQ(grande_tactique_svg(named("d"), c.game, layers),
            grande_tactique_svg(named("d"), c.game, layers));
  EXPECT_EQ(grande_tactique_svg(named("d"), c.game, {}),
            grande_tactique_svg(named("d"), c.game, {}));
}

}  // namespace
}  // namespace skedaddle::svg
