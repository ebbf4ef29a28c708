// SPDX-License-Identifier: MIT
// The GITM/ROTD picture: a well-formed, deterministic SVG of the square tactical map with its
// col-row coordinates, units and the directions they moved into the combat, the options of the
// first unit (GI-2 invalid cones, GI-3 candidates, GI-5 exit cones, neighbours, rout blocks) and
// the resolved moves, routs, failures and messages (GI-4..GI-7). Scenarios built in code,
// resolved with gitm::resolve and scripted dice.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "gitm/tests/builder.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/gitm/svg.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/loaded_scenario.hpp"
#include "support/svg_layout.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::svg {
namespace {

using gitm::Allegiance;
using gitm::RequestKind;
using test::count;
using test::from_group;
using test::gi_dice;
using test::gi_field;
using test::gi_impassable;
using test::gi_request;
using test::gi_unit;
using test::group;
using test::xml_problem;

constexpr Square kBattle{7, 7};

io::LoadedScenario named(std::string name) {
  // Only the name is read; the game is taken separately.
  return test::loaded({}, std::move(name));
}

// GITM: BR1IN on 7-7 moved east into the combat, the French FR1IN came in from the north (moving
// south), a friend BR2IN on the square south of it, a neutral unit on 5-7 and a wall of impassable
// squares north-west. BR1IN retreats 3 squares.
gitm::Scenario retreat() {
  gitm::Scenario s = gi_field(gitm::Variant::gitm);
  const UnitId br1 = gi_unit(s, "BR1IN", Allegiance::friendly, kBattle, Dir8::e);
  gi_unit(s, "FR1IN", Allegiance::enemy, kBattle, Dir8::s);
  gi_unit(s, "BR2IN", Allegiance::friendly, {7, 8});
  gi_unit(s, "SP1CV", Allegiance::neutral, {5, 7});
  gi_impassable(s, {{4, 3}, {5, 3}, {6, 3}, {4, 4}});
  gi_request(s, RequestKind::retreat, {br1}, kBattle);
  s.request.distance = 3;
  return s;
}

// ROTD: CS1IN on 7-7 must rout; the enemy US1IN came in from the south; NE is off the strategic
// map, E needs a closed river crossing, an enemy stands in the W exit cone.
gitm::Scenario rout() {
  gitm::Scenario s = gi_field(gitm::Variant::rotd);
  const UnitId cs1 = gi_unit(s, "CS1IN", Allegiance::friendly, kBattle);
  gi_unit(s, "US1IN", Allegiance::enemy, kBattle, Dir8::n);
  gi_unit(s, "US2CV", Allegiance::enemy, {1, 7});
  s.field.neighbors[static_cast<std::size_t>(Dir8::ne)].on_map = false;
  s.field.neighbors[static_cast<std::size_t>(Dir8::ne)].label = "";
  s.field.neighbors[static_cast<std::size_t>(Dir8::e)].crossing_closed = true;
  gi_request(s, RequestKind::rout, {cs1}, kBattle);
  return s;
}

// GITM end of battle: an exhausted BR1IN surrenders, BR2HQ falls back one square.
gitm::Scenario end_of_battle() {
  gitm::Scenario s = gi_field(gitm::Variant::gitm);
  const UnitId br1 = gi_unit(s, "BR1IN", Allegiance::friendly, kBattle, std::nullopt, 16);
  const UnitId hq = gi_unit(s, "BR2HQ", Allegiance::friendly, kBattle);
  s.units[index_of(hq)].hq = true;
  gi_unit(s, "FR1IN", Allegiance::enemy, kBattle, Dir8::w);
  gi_request(s, RequestKind::end_of_battle, {br1, hq}, kBattle);
  return s;
}

// The number of candidates the direction die chooses among for the first unit (GI-3).
int pool_size(const gitm::Scenario& s) {
  const UnitId id = s.request.units.front();
  const auto verdicts = gitm::direction_verdicts(s, s.units, id, s.units[index_of(id)].square);
  int preferred = 0;
  int candidates = 0;
  for (const gitm::DirectionVerdict v : verdicts) {
    preferred += v == gitm::DirectionVerdict::preferred ? 1 : 0;
    candidates += v == gitm::DirectionVerdict::preferred ||
                          v == gitm::DirectionVerdict::not_preferred ||
                          v == gitm::DirectionVerdict::candidate
                      ? 1
                      : 0;
  }
  return preferred > 0 ? preferred : candidates;
}

gitm::Outcome resolved(const gitm::Scenario& s, const std::vector<int>& faces) {
  Dice dice = gi_dice(faces);
  Result<gitm::Outcome> r = gitm::resolve(s, dice);
  EXPECT_TRUE(r.ok()) << test::gi_errors(r);
  if (!r.ok()) return gitm::Outcome{};
  return std::move(r).value();
}

gitm::Outcome retreat_outcome(const gitm::Scenario& s) {
  const int pool = pool_size(s);
  return resolved(s, pool >= 2 ? std::vector<int>{1} : std::vector<int>{});
}

TEST(GitmSvg, IsOneWellFormedSelfContainedDocument) {
  const gitm::Scenario games[] = {retreat(), rout(), end_of_battle()};
  for (const gitm::Scenario& game : games) {
    const gitm::Outcome outcome =
        game.request.kind == RequestKind::rout
            ? resolved(game, {1})
            : (game.request.kind == RequestKind::retreat ? retreat_outcome(game)
                                                         : resolved(game, {99, 1}));
    const std::string svg =
        gitm_svg(named("A&B <\"x\">"), game, {.options = true, .outcome = &outcome});
    EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0U);
    EXPECT_TRUE(svg.ends_with("</svg>\n"));
    EXPECT_EQ(xml_problem(svg), "");
    EXPECT_NE(svg.find("A&amp;B &lt;&quot;x&quot;&gt;"), std::string::npos);
    EXPECT_EQ(svg.find("href"), std::string::npos);
  }
}

TEST(GitmSvg, DrawsEverySquareWithItsColRowAndTheCoordinatesOnTheEdges) {
  const gitm::Scenario game = retreat();
  const std::string svg = gitm_svg(named("r"), game, {.options = false, .outcome = nullptr});
  const std::string_view squares = group(svg, "squares");
  EXPECT_EQ(count(squares, "<rect"), 225U);
  EXPECT_NE(squares.find("<title>0-0</title>"), std::string::npos);
  EXPECT_NE(squares.find("<title>14-14</title>"), std::string::npos);
  EXPECT_EQ(count(squares, "url(#impassable)"), 4U);
  EXPECT_NE(squares.find("<title>5-3 impassable</title>"), std::string::npos);
  const std::string_view coords = group(svg, "coordinates");
  EXPECT_EQ(count(coords, "<text"), 4U * 15U + 1U);  // both edges each way, and the note
  EXPECT_NE(coords.find(">14</text>"), std::string::npos);
  EXPECT_NE(coords.find("row 0 north"), std::string::npos);
  // Row 0 is at the top: the 0-0 square is above the 0-14 square.
  EXPECT_LT(svg.find("<title>0-0</title>"), svg.find("<title>0-14</title>"));
  EXPECT_NE(svg.find(R"(id="battle-square")"), std::string::npos);
  EXPECT_NE(svg.find("battle square 7-7"), std::string::npos);
}

TEST(GitmSvg, DrawsUnitsByAllegianceWithTheirIdsAndMovesIntoTheCombat) {
  const gitm::Scenario game = retreat();
  const std::string svg = gitm_svg(named("r"), game, {.options = false, .outcome = nullptr});
  const std::string_view units = group(svg, "units");
  EXPECT_EQ(count(units, R"(class="unit friendly")"), 2U);
  EXPECT_EQ(count(units, R"(class="unit enemy")"), 1U);
  EXPECT_EQ(count(units, R"(class="unit neutral")"), 1U);
  for (const char* id : {">BR1IN</text>", ">FR1IN</text>", ">BR2IN</text>", ">SP1CV</text>"}) {
    EXPECT_NE(units.find(id), std::string::npos) << id;
  }
  const std::string_view moved = group(svg, "moved-in");
  EXPECT_EQ(count(moved, R"(class="moved-in")"), 2U);
  EXPECT_NE(moved.find("BR1IN moved E into the combat"), std::string::npos);
  EXPECT_NE(moved.find("FR1IN moved S into the combat"), std::string::npos);
  // No options drawn.
  EXPECT_EQ(svg.find(R"(id="directions")"), std::string::npos);
  EXPECT_EQ(svg.find(R"(id="invalid-cones")"), std::string::npos);
}

TEST(GitmSvg, OptionsShadeTheInvalidConesAndMarkTheCandidates) {
  const gitm::Scenario game = retreat();
  const std::string svg = gitm_svg(named("r"), game, {.options = true, .outcome = nullptr});
  const std::string_view cones = group(svg, "invalid-cones");
  // Own movement E: NE, E, SE; the enemy came from the north: NW, N, NE (NE counts once).
  EXPECT_EQ(count(cones, "<path"), 5U);
  EXPECT_EQ(count(cones, "own-movement"), 3U);
  EXPECT_EQ(count(cones, "enemy-arrival"), 2U);
  const std::string_view dirs = group(svg, "directions");
  EXPECT_EQ(count(dirs, R"(class="direction")"), 8U);
  const auto verdicts = gitm::direction_verdicts(game, game.units, UnitId{0}, kBattle);
  for (const Dir8 d : kDir8s) {
    const std::string tip =
        std::string(compass_name(d)) + ": " +
        detail::xml_escape(gitm::verdict_text(verdicts[static_cast<std::size_t>(d)]));
    EXPECT_NE(dirs.find(tip), std::string::npos) << tip;
  }
  // The friend to the south makes S preferred, drawn thicker in green.
  EXPECT_EQ(verdicts[static_cast<std::size_t>(Dir8::s)], gitm::DirectionVerdict::preferred);
  EXPECT_NE(dirs.find("gi-arrow-preferred"), std::string::npos);
  EXPECT_NE(group(svg, "direction-labels").find(">S pref.</text>"), std::string::npos);
  EXPECT_NE(from_group(svg, "legend").find("Options of BR1IN from 7-7"), std::string::npos);
  // No rout: no exit cones and no neighbours.
  EXPECT_EQ(svg.find(R"(id="exit-cones")"), std::string::npos);
  EXPECT_EQ(svg.find(R"(id="neighbors")"), std::string::npos);
}

TEST(GitmSvg, RoutOptionsTintTheExitConesAndNameTheNeighboursAndTheBlocks) {
  const gitm::Scenario game = rout();
  const std::string svg = gitm_svg(named("r"), game, {.options = true, .outcome = nullptr});
  const std::string_view cones = group(svg, "exit-cones");
  // Valid: N, NE, E, W, NW (S, SE, SW out by the enemy's arrival); N and NW possible.
  EXPECT_EQ(count(cones, R"(class="exit-cone open")"), 2U);
  EXPECT_EQ(count(cones, R"(class="exit-cone blocked")"), 3U);
  std::size_t squares = 0;
  for (const Dir8 d : {Dir8::n, Dir8::ne, Dir8::e, Dir8::w, Dir8::nw}) {
    squares += exit_cone_squares(game.field.map, kBattle, d).size();
  }
  EXPECT_EQ(count(cones, "<rect"), squares);
  const std::string_view neighbors = group(svg, "neighbors");
  EXPECT_EQ(count(neighbors, R"(class="neighbor)"), 8U);
  EXPECT_NE(neighbors.find("N G7-V7"), std::string::npos);
  EXPECT_NE(neighbors.find("blocked: off map"), std::string::npos);
  EXPECT_NE(neighbors.find("blocked: crossing"), std::string::npos);
  EXPECT_NE(neighbors.find("blocked: enemy in cone"), std::string::npos);
  EXPECT_EQ(count(neighbors, "rout possible"), 2U);
  EXPECT_EQ(count(neighbors, "out: enemy arrival"), 3U);
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(legend.find(std::string("E to G8-V8: blocked, ") +
                        std::string(gitm::rout_block_text(gitm::RoutBlock::crossing))),
            std::string::npos);
}

TEST(GitmSvg, OutcomeDrawsThePathOfEachMove) {
  const gitm::Scenario game = retreat();
  const gitm::Outcome outcome = retreat_outcome(game);
  const std::string svg = gitm_svg(named("r"), game, {.options = false, .outcome = &outcome});
  const std::string_view routes = group(svg, "routes");
  ASSERT_EQ(count(routes, R"(class="route")"), 1U);
  const gitm::Unit& after = outcome.units[0];
  const std::string path = "BR1IN: 7-7";
  EXPECT_NE(routes.find(path), std::string::npos);
  EXPECT_NE(routes.find(std::to_string(after.square.col) + "-" + std::to_string(after.square.row) +
                        "</title>"),
            std::string::npos);
  EXPECT_EQ(count(svg, R"(class="start")"), 1U);  // where the mover started
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(legend.find("Messages (GI-7)"), std::string::npos);
  EXPECT_NE(legend.find("(none)"), std::string::npos);
}

TEST(GitmSvg, OutcomeShowsTheRoutLeavingTowardItsNeighbour) {
  const gitm::Scenario game = rout();
  const gitm::Outcome outcome = resolved(game, {1});  // N among N, NE, E, W, NW
  ASSERT_EQ(outcome.units[0].ending, gitm::Ending::routed);
  const std::string svg = gitm_svg(named("r"), game, {.options = true, .outcome = &outcome});
  const std::string_view routs = group(svg, "routs");
  EXPECT_EQ(count(routs, R"(class="rout")"), 1U);
  EXPECT_NE(routs.find("CS1IN routed N to G7-V7"), std::string::npos);
  EXPECT_NE(group(svg, "rout-labels").find(">CS1IN routed to G7-V7</text>"), std::string::npos);
  EXPECT_NE(group(svg, "units").find(R"(class="unit friendly routed")"), std::string::npos);
  EXPECT_NE(from_group(svg, "legend").find("CS1IN: routed to G7-V7"), std::string::npos);
}

TEST(GitmSvg, OutcomeStrikesOutFailedUnitsAndListsTheMessages) {
  const gitm::Scenario game = rout();
  const gitm::Outcome outcome = resolved(game, {2});  // NE: off the strategic map, shattered
  ASSERT_EQ(outcome.units[0].ending, gitm::Ending::shattered);
  const std::string svg = gitm_svg(named("r"), game, {.options = false, .outcome = &outcome});
  const std::string_view units = group(svg, "units");
  EXPECT_NE(units.find(R"(class="unit friendly failed")"), std::string::npos);
  // Struck through; its fate in the legend (a label under it covered the next square).
  EXPECT_EQ(units.find(">shattered</text>"), std::string::npos);
  const std::string_view legend = from_group(svg, "legend");
  EXPECT_NE(legend.find("CS1IN: shattered"), std::string::npos);
  EXPECT_NE(legend.find("CS1IN is unable to rout and is shattered!"), std::string::npos);

  const gitm::Scenario end = end_of_battle();
  const gitm::Outcome fell = resolved(end, {99, 1});  // BR2HQ not trapped; first candidate
  const std::string svg2 = gitm_svg(named("e"), end, {.options = true, .outcome = &fell});
  EXPECT_NE(from_group(svg2, "legend").find("BR1IN: surrendered"), std::string::npos);
  EXPECT_NE(from_group(svg2, "legend").find("BR1IN is exhausted, and surrenders!"),
            std::string::npos);
  EXPECT_EQ(count(group(svg2, "routes"), R"(class="route")"), 1U);
}

// BR1IN on 7-7 moved east into the combat, the French came in from the west; BR2IN and BR3IN
// stand together on 8-6, north-east of it, as two bars filling the square. The NE arrow starts
// at the edge of 7-7, 7 px from their bars (less than its head's length), so stopping short of
// them left its head where it was, on "BR2IN"; with no room for a head before them (measured as
// the marker draws it), the directions run under the units.
TEST(GitmSvg, ADirectionIntoAFullSquareNextToTheUnitRunsUnderItsCounters) {
  gitm::Scenario s = gi_field(gitm::Variant::gitm);
  const UnitId br1 = gi_unit(s, "BR1IN", Allegiance::friendly, kBattle, Dir8::w);
  gi_unit(s, "FR1IN", Allegiance::enemy, kBattle, Dir8::n);
  gi_unit(s, "BR2IN", Allegiance::friendly, {8, 6});
  gi_unit(s, "BR3IN", Allegiance::friendly, {8, 6});
  gi_request(s, RequestKind::retreat, {br1}, kBattle);
  s.request.distance = 2;
  const std::string svg = gitm_svg(named("r"), s, {.options = true, .outcome = nullptr});
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
  EXPECT_LT(svg.find(R"(id="directions")"), svg.find(R"(id="units")"));
}

// A map of one square, or one column of two: BR1IN, with BR2IN and the French FR1IN in its
// square (the lower one), may retreat in any of the eight directions (GI-3 candidates), whose
// labels ("N cand.", "NW cand.", 36 to 40 px wide) stand 60 to 71 px from the square's centre,
// farther out than the coordinates' band around a map 38 px wide. Pushed into that band they
// were drawn on one another; the map now has room on each side for its fan of labels.
TEST(GitmSvg, EightCandidateLabelsAroundAMapOfOneOrTwoSquaresStandApart) {
  for (const int rows : {1, 2}) {
    SCOPED_TRACE(rows);
    gitm::Scenario game = gi_field(gitm::Variant::gitm);
    game.field.map = SquareGrid(1, rows);
    game.field.impassable.assign(static_cast<std::size_t>(game.field.map.size()), 0);
    const Square battle{0, rows - 1};
    const UnitId br1 = gi_unit(game, "BR1IN", Allegiance::friendly, battle);
    gi_unit(game, "BR2IN", Allegiance::friendly, battle);
    gi_unit(game, "FR1IN", Allegiance::enemy, battle);
    gi_request(game, RequestKind::retreat, {br1}, battle);
    game.request.distance = 1;
    const std::string svg = gitm_svg(named("x"), game, {.options = true, .outcome = nullptr});
    const std::string_view labels = group(svg, "direction-labels");
    for (const std::string_view name : {"N", "NE", "E", "SE", "S", "SW", "W", "NW"}) {
      EXPECT_NE(labels.find(std::string(">") + std::string(name) + " cand.</text>"),
                std::string_view::npos)
          << name;
    }
    EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
  }
}

TEST(GitmSvg, SameInputGivesTheSameBytes) {
  const gitm::Scenario game = rout();
  const gitm::Outcome outcome = resolved(game, {1});
  const GitmLayers layers{.options = true, .outcome = &outcome};
  EXPECT_EQ(gitm_svg(named("r"), game, layers), gitm_svg(named("r"), game, layers));
  const gitm::Scenario other = retreat();
  EXPECT_EQ(gitm_svg(named("r"), other, {}), gitm_svg(named("r"), other, {}));
}

}  // namespace
}  // namespace skedaddle::svg
