// SPDX-License-Identifier: MIT
// The Jacobite Rising picture: a well-formed, deterministic SVG of a pointy-topped board with its
// sections and baselines, blocks and leaders, the retreat options of the preview (JR-4, JR-9)
// and the resolved paths, losses and rally checks of an outcome (JR-6).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "render/hex_layout.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/notation.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/jacobite/svg.hpp"
#include "support/json_doc.hpp"
#include "support/loaded_scenario.hpp"
#include "support/readable_pictures.hpp"
#include "support/scenario_errors.hpp"
#include "support/svg_layout.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::svg {
namespace {

using jacobite::UnitType;
using test::count;
using test::from_group;
using test::loaded;
using test::xml_problem;

const OffsetSystem kSystem = io::jacobite_offset_system(true);

Hex hex(std::string_view label) {
  const std::optional<Hex> h = io::parse_jacobite_hex(label, kSystem);
  EXPECT_TRUE(h.has_value()) << label;
  return h.value_or(Hex{});
}

jacobite::Unit block(std::string id, Side side, UnitType type, std::string_view at, int blocks) {
  return jacobite::Unit{
      .id = std::move(id), .side = side, .type = type, .hex = hex(at), .blocks = blocks};
}

// The Atholl Brigade (Jacobite lowlanders, 3 blocks, Lord George Murray attached) in F5 is
// charged by Cobham's Dragoons: one hit and two flags. The Jacobite baseline is the top row.
jacobite::Scenario atholl(int flags = 2) {
  jacobite::Scenario s;
  s.board = jacobite::Board(HexGrid(13, 11, kSystem), jacobite::Edge::bottom);
  s.board.set_terrain(hex("E4"), jacobite::Terrain::woods);
  s.board.set_terrain(hex("G4"), jacobite::Terrain::town);
  s.board.set_ignores_flag(hex("G4"), true);
  s.board.set_terrain(hex("F3"), jacobite::Terrain::impassable);
  s.units = {block("Atholl Brigade", Side::second, UnitType::lowland, "F5", 3),
             block("Lord George Murray", Side::second, UnitType::leader, "F5", 0),
             block("Clan Cameron", Side::second, UnitType::highland, "G5", 4),
             block("Cobham's Dragoons", Side::first, UnitType::cavalry, "F6", 2),
             block("Pulteney's Foot", Side::first, UnitType::regular, "E6", 4)};
  s.request = jacobite::Request{.kind = jacobite::RequestKind::combat,
                                .target = UnitId{0},
                                .combat = jacobite::CombatKind::melee,
                                .attacker = jacobite::Arm::cavalry,
                                .mode = jacobite::AttackMode::ordered,
                                .hits = 1,
                                .flags = flags};
  return s;
}

// Faces of the default die: 1 infantry, 5 saber, 6 flag.
Dice rolls(const std::vector<int>& faces) {
  std::vector<ScriptedFace> script;
  for (const int f : faces)
    script.push_back(ScriptedFace{.face = f, .pointer = {}});
  return Dice::scripted(std::move(script));
}

// The first option at every decision: no flag ignored, the west rear hex first.
jacobite::Outcome resolved(const jacobite::Scenario& game, const std::vector<int>& faces) {
  Dice dice = rolls(faces);
  Chooser chooser(ChooserDef{.kind = ChooserKind::first});
  Result<jacobite::Outcome> outcome = jacobite::resolve(game, dice, chooser);
  EXPECT_TRUE(outcome.ok());
  return std::move(outcome).value();
}

// A scenario file's game resolved with its own script of choices and its own dice.
Result<jacobite::Outcome> resolved_as_written(const io::LoadedScenario& s) {
  ChooserDef def{.kind = ChooserKind::script};
  def.script = s.choices;
  Dice dice = Dice::scripted(s.dice);
  Chooser chooser(def);
  return jacobite::resolve(io::game_of<jacobite::Scenario>(s), dice, chooser);
}

// Leader casualty check survives (flag, infantry), the rally check fails (infantry), the
// leader's panic check shows a flag: the brigade routs and Lord George retreats alone.
jacobite::Outcome routed_with_leader_retreat(const jacobite::Scenario& game) {
  return resolved(game, {6, 1, 1, 1, 6});
}

TEST(JacobiteSvg, IsOneWellFormedSvgDocument) {
  const jacobite::Scenario game = atholl();
  const jacobite::Preview preview = jacobite::preview(game).value();
  const jacobite::Outcome outcome = routed_with_leader_retreat(game);
  const std::string svg =
      jacobite_svg(loaded(game, "A&B <\"x\">"), game, {.preview = &preview, .outcome = &outcome});
  EXPECT_EQ(svg.rfind("<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0U);
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  EXPECT_EQ(xml_problem(svg), "");
  EXPECT_NE(svg.find("A&amp;B &lt;&quot;x&quot;&gt;"), std::string::npos);
  EXPECT_EQ(svg.find("href"), std::string::npos);  // self-contained
}

TEST(JacobiteSvg, LabelsEveryHexInColumnLetterAndRowFromTheTop) {
  const jacobite::Scenario game = atholl();
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {});
  std::string_view labels = from_group(svg, "hex-labels");
  labels = labels.substr(0, labels.find("</g>"));
  ASSERT_FALSE(labels.empty());
  EXPECT_EQ(count(labels, "<text"), 13U * 11U);
  for (const std::string_view label : {"A1", "M1", "G5", "A11", "M11"}) {
    EXPECT_NE(labels.find(std::string(">") + std::string(label) + "</text>"),
              std::string_view::npos)
        << label;
  }
}

TEST(JacobiteSvg, HexesArePointyToppedInRows) {
  const jacobite::Scenario game = atholl();
  const detail::HexLayout layout(game.board.grid(), 36.0, {0.0, 0.0});
  // A1 and B1 side by side, A2 half a hex to the right and one and a half sizes lower.
  const detail::Point a1 = layout.center(hex("A1"));
  const detail::Point b1 = layout.center(hex("B1"));
  const detail::Point a2 = layout.center(hex("A2"));
  EXPECT_EQ(detail::num(b1.x - a1.x), detail::num(36.0 * detail::kSqrt3));
  EXPECT_EQ(detail::num(b1.y - a1.y), "0.0");
  EXPECT_EQ(detail::num(a2.x - a1.x), detail::num(18.0 * detail::kSqrt3));
  EXPECT_EQ(detail::num(a2.y - a1.y), "54.0");
  // The top corner straight above the centre; the map 13.5 hexes wide, 10 x 1.5 + 2 sizes high.
  EXPECT_EQ(detail::num(layout.corners(hex("A1"))[5].x), detail::num(a1.x));
  EXPECT_EQ(detail::num(layout.corners(hex("A1"))[5].y), "0.0");
  EXPECT_EQ(detail::num(layout.width()), detail::num(13.5 * 36.0 * detail::kSqrt3));
  EXPECT_EQ(detail::num(layout.height()), detail::num(17.0 * 36.0));
}

TEST(JacobiteSvg, DrawsTwoSectionLinesAtOneAndTwoThirdsAndBothBaselines) {
  const jacobite::Scenario game = atholl();
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {});
  const std::string_view sections = from_group(svg, "sections");
  EXPECT_EQ(count(sections.substr(0, sections.find("</g>")), "<line"), 2U);
  EXPECT_NE(svg.find("Government baseline"), std::string::npos);
  EXPECT_NE(svg.find("Jacobite baseline"), std::string::npos);
  EXPECT_NE(svg.find("left flank"), std::string::npos);
  EXPECT_NE(svg.find("right flank"), std::string::npos);
}

// A board of one column (the narrowest the game allows) or four: its thirds are 15 or 60 px wide,
// too narrow for "left flank", "Government baseline · centre" and "right flank" (about 50, 165
// and 55 px) side by side at their middles, where they were drawn on one another. They stand side
// by side around the board's middle instead, in the same order, and the legend moves right.
TEST(JacobiteSvg, BaselineAndFlankLabelsOfANarrowBoardStandSideBySide) {
  for (const int columns : {1, 4}) {
    SCOPED_TRACE(columns);
    jacobite::Scenario game;
    game.board = jacobite::Board(HexGrid(columns, 3, kSystem), jacobite::Edge::bottom);
    game.units = {block("Atholl Brigade", Side::second, UnitType::lowland, "A2", 3),
                  block("Cobham's Dragoons", Side::first, UnitType::cavalry, "A3", 2)};
    game.request = jacobite::Request{.kind = jacobite::RequestKind::combat,
                                     .target = UnitId{0},
                                     .combat = jacobite::CombatKind::melee,
                                     .attacker = jacobite::Arm::cavalry,
                                     .hits = 0,
                                     .flags = 1};
    const std::string svg = jacobite_svg(loaded(game, "x"), game, {});
    const test::SvgLayout layout = test::svg_layout(svg);
    const auto box = [&](std::string_view text) {
      for (const test::TextBox& t : layout.texts) {
        if (t.text == text) return t.box;
      }
      ADD_FAILURE() << "no text " << text;
      return test::Box{};
    };
    // The Government's labels under the board, as his player sees them: his left on the left.
    const test::Box left = box("left flank");
    const test::Box name = box("Government baseline \u00b7 centre");
    const test::Box right = box("right flank");
    EXPECT_LT(left.right, name.left);
    EXPECT_LT(name.right, right.left);
    EXPECT_EQ(test::text_problems(layout), std::vector<std::string>{});
  }
}

TEST(JacobiteSvg, MarksTerrainAndTheHexesThatIgnoreAFlag) {
  const jacobite::Scenario game = atholl();
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {});
  EXPECT_NE(svg.find("url(#impassable)"), std::string::npos);
  EXPECT_NE(svg.find("<title>E4 woods</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>G4 town</title>"), std::string::npos);
  const std::string_view marks = from_group(svg, "ignore-flag");
  EXPECT_EQ(count(marks.substr(0, marks.find("</g>")), "<path"), 1U);
}

TEST(JacobiteSvg, DrawsCountersWithTypeAndBlocksAndTheAttachedLeaderOnHisUnit) {
  const jacobite::Scenario game = atholl();
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {});
  EXPECT_EQ(count(svg, R"(class="counter")"), 4U);
  EXPECT_EQ(count(svg, R"(class="leader attached")"), 1U);
  EXPECT_NE(svg.find(">Atholl Brigade</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Low</text>"), std::string::npos);
  EXPECT_NE(svg.find(">Cav</text>"), std::string::npos);
  EXPECT_NE(svg.find("Atholl Brigade (Jacobite lowland), 3 blocks"), std::string::npos);
  // Four pips per counter, one per block of a full-strength unit.
  EXPECT_EQ(count(svg, R"(class="pip")"), 16U);
}

TEST(JacobiteSvg, PreviewDrawsTheRetreatPathsWithNoFlagIgnoredAndTheBlockedRearHexes) {
  const jacobite::Scenario game = atholl();
  const jacobite::Preview preview = jacobite::preview(game).value();
  ASSERT_FALSE(preview.retreats.empty());
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {.preview = &preview});
  const std::string_view steps = from_group(svg, "path-steps");
  EXPECT_GT(count(steps.substr(0, steps.find("</g>")), "jr-arrow-path"), 0U);
  // F3 is impassable: both ways into it are marked with their reason.
  EXPECT_NE(svg.find("impassable terrain (JR-4)"), std::string::npos);
  EXPECT_NE(svg.find(">imp</text>"), std::string::npos);
  EXPECT_NE(svg.find("id=\"path-ends\""), std::string::npos);
  EXPECT_EQ(svg.find("id=\"routes\""), std::string::npos);  // no outcome
}

TEST(JacobiteSvg, PreviewDrawsTheLoneLeadersRetreat) {
  jacobite::Scenario game = atholl();
  game.units.erase(game.units.begin());  // Lord George alone in F5
  game.request = jacobite::Request{.kind = jacobite::RequestKind::leader_attacked,
                                   .target = UnitId{0},
                                   .combat = jacobite::CombatKind::melee,
                                   .attack_dice = 3};
  const jacobite::Preview preview = jacobite::preview(game).value();
  ASSERT_TRUE(preview.leader.has_value());
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {.preview = &preview});
  EXPECT_EQ(count(svg, R"(class="leader lone")"), 1U);
  const std::string_view steps = from_group(svg, "leader-steps");
  EXPECT_GT(count(steps.substr(0, steps.find("</g>")), "jr-arrow-leader"), 0U);
  EXPECT_NE(svg.find("id=\"leader-stops\""), std::string::npos);
}

TEST(JacobiteSvg, OutcomeDrawsTheUnitAndLeaderPathsTheRoutAndTheRallyCheck) {
  const jacobite::Scenario game = atholl();
  const jacobite::Outcome outcome = routed_with_leader_retreat(game);
  ASSERT_EQ(outcome.units[0].status, jacobite::Status::routed);
  ASSERT_EQ(outcome.units[1].status, jacobite::Status::on_board);
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {.outcome = &outcome});
  EXPECT_EQ(count(svg, R"(class="route unit-route")"), 1U);
  EXPECT_EQ(count(svg, R"(class="route leader-route")"), 1U);
  EXPECT_EQ(count(svg, R"(class="rally routed")"), 1U);
  // The routed brigade greyed at its last hex; Lord George alone where he stopped.
  EXPECT_EQ(count(svg, R"(class="counter removed")"), 1U);
  EXPECT_EQ(count(svg, R"(class="leader lone")"), 1U);
  EXPECT_NE(svg.find("Atholl Brigade (Jacobite lowland), 2 blocks, routed at"), std::string::npos);
  EXPECT_NE(from_group(svg, "losses").find("\u22121</text>"), std::string_view::npos);
  EXPECT_NE(svg.find("Victory Banners: Government 1, Jacobite 0"), std::string::npos);
  // Ghosts of both at F5, where they started.
  EXPECT_EQ(count(svg, R"(class="ghost")"), 2U);
}

TEST(JacobiteSvg, RalliedUnitStaysInColour) {
  const jacobite::Scenario game = atholl();
  // Leader survives (flag, infantry), rally check shows a flag.
  const jacobite::Outcome outcome = resolved(game, {6, 1, 6});
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {.outcome = &outcome});
  EXPECT_EQ(count(svg, R"(class="rally rallied")"), 1U);
  EXPECT_EQ(count(svg, R"(class="counter removed")"), 0U);
  EXPECT_EQ(xml_problem(svg), "");
}

// A unit checked twice in one hex (JR-7, JR-8: Barrell's rallies in Huske's nested cascade,
// then again in Hawley's) gets one badge saying how many checks it passed, and its title each
// check's dice: two badges on one spot would hide each other.
TEST(JacobiteSvg, AUnitCheckedTwiceInOneHexHasOneBadgeCountingTheChecks) {
  const Result<io::LoadedScenario> s = io::load_scenario_file(
      test::data_path(__FILE__, "jr-03-nested-cascade-flag-decided-before-the-first-check.json")
          .string());
  ASSERT_TRUE(s.ok());
  const auto& game = io::game_of<jacobite::Scenario>(s.value());
  const Result<jacobite::Outcome> outcome = resolved_as_written(s.value());
  ASSERT_TRUE(outcome.ok());
  const std::string svg =
      jacobite_svg(s.value(), game, {.outcome = &outcome.value(), .crop = true});
  // Barrell's twice, Ligonier's once; Price's and Munro's failed theirs.
  EXPECT_EQ(count(svg, R"(class="rally rallied")"), 2U);
  EXPECT_EQ(count(svg, R"(class="rally routed")"), 2U);
  EXPECT_NE(svg.find(">rallied \u00d72</text>"), std::string::npos);
  EXPECT_NE(svg.find("<title>Barrell&apos;s rallied on 3 dice, then rallied on 3 dice</title>"),
            std::string::npos);
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
}

// Atholl with Lord George Murray attached, in B2 (an even row, half a hex right), takes a flag
// and retreats up to C1 (JR-1). The leader's block on the counter's lower edge makes the stack
// reach so near the hexside the route starts on that its arrowhead could not stop short of it:
// it lay on the counter's type, "High". A route of one step now starts at the centre of the hex
// it left and ends with its head, measured as the marker draws it, clear of the counter.
TEST(JacobiteSvg, ARouteOfOneStepIntoItsOwnTallStackEndsClearOfItsWords) {
  const Result<io::LoadedScenario> loaded = io::load_scenario(R"json({
    "format": "skedaddle-scenario/1", "ruleset": "jacobite",
    "board": {"columns": 4, "rows": 4, "baselines": {"government": "bottom", "jacobite": "top"}},
    "units": [
      {"id": "Atholl", "side": "jacobite", "type": "highland", "hex": "B2", "blocks": 3},
      {"id": "Lord George Murray", "side": "jacobite", "type": "leader", "hex": "B2"},
      {"id": "Cumberland's guns", "side": "government", "type": "artillery", "hex": "B4"}],
    "request": {"kind": "combat", "unit": "Atholl", "combat": "ranged", "attacker": "artillery",
                "hits": 0, "flags": 1},
    "choices": [0, "C1"]})json");
  ASSERT_TRUE(loaded.ok()) << test::show(loaded.errors());
  EXPECT_EQ(test::picture_report(test::check_pictures(loaded.value())), "");
}

// JR-5, JR-9 on a board one column wide: Price's (2 blocks, Hawley attached) in A1 takes a hit
// and two flags; Barrell's and Huske in A2 block his retreat, so he loses his last block, and
// Hawley leaves through A2 over his baseline. "Hawley left the board" (above Barrell's, where
// he left play) and "left the board" (at the end of his step), 80 and 71 px wide, did not fit
// on the 62 px of the map and were drawn on one another; the board's column, as wide as its
// baseline labels, is now theirs too.
TEST(JacobiteSvg, FateLabelsOfALeaderLeavingABoardOfOneColumnStandBesideIt) {
  jacobite::Scenario game;
  game.board = jacobite::Board(HexGrid(1, 2, kSystem), jacobite::Edge::bottom);
  game.units = {block("Price's", Side::first, UnitType::regular, "A1", 2),
                block("Hawley", Side::first, UnitType::leader, "A1", 0),
                block("Barrell's", Side::first, UnitType::lowland, "A2", 3),
                block("Huske", Side::first, UnitType::leader, "A2", 0)};
  game.request = jacobite::Request{.kind = jacobite::RequestKind::combat,
                                   .target = UnitId{0},
                                   .combat = jacobite::CombatKind::ranged,
                                   .attacker = jacobite::Arm::infantry,
                                   .hits = 1,
                                   .flags = 2};
  // Hawley survives his casualty check (flag, infantry).
  const jacobite::Outcome outcome = resolved(game, {6, 1});
  ASSERT_EQ(outcome.units[1].status, jacobite::Status::left_board);
  const std::string svg = jacobite_svg(loaded(game, "x"), game, {.outcome = &outcome});
  EXPECT_NE(from_group(svg, "fates").find(">Hawley left the board</text>"), std::string_view::npos);
  EXPECT_NE(from_group(svg, "left-boards").find(">left the board</text>"), std::string_view::npos);
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
}

// JR-6: the Atholl Brigade retreats from F5 through F4 to F3 (E3 impassable) and fails its rally
// check there, in the last hex of a row shoved half a hex right (odd rows here), so that its
// "routed" badge, at the upper right of the counter, overhangs the map's right edge by 5 px.
// Cropped to rows 1 to 8 of 11, the map is clipped at that edge, which cut the badge; it stands
// at the counter's upper left instead.
TEST(JacobiteSvg, ARallyBadgeAtACroppedMapsRightEdgeIsNotCutOff) {
  const OffsetSystem odd_rows_shoved = io::jacobite_offset_system(false);
  const auto at = [&](std::string_view label) {
    return io::parse_jacobite_hex(label, odd_rows_shoved).value_or(Hex{});
  };
  jacobite::Scenario game = atholl();
  game.board = jacobite::Board(HexGrid(6, 11, odd_rows_shoved), jacobite::Edge::bottom);
  game.units.erase(game.units.begin() + 2);  // Clan Cameron in G5, off this board
  for (jacobite::Unit& unit : game.units)
    unit.hex = at(io::jacobite_hex_label(unit.hex, kSystem));
  game.board.set_terrain(at("E3"), jacobite::Terrain::impassable);
  const jacobite::Outcome outcome = routed_with_leader_retreat(game);
  ASSERT_EQ(outcome.units[0].status, jacobite::Status::routed);
  const std::string svg =
      jacobite_svg(loaded(game, "x"), game, {.outcome = &outcome, .crop = true});
  EXPECT_EQ(count(svg, R"(class="rally routed")"), 1U);
  EXPECT_NE(svg.find("jr-map-clip"), std::string::npos);
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
}

// JR-7, JR-9: Ogilvy's routs in B2 and Lord Ogilvy, attached, falls with it; Lochiel, whose
// Camerons routed in C1, flees through B2 over his baseline. Both leaders left play in B2, where
// nobody stands, and both blocks were drawn on Ogilvy's counter, one on the other. The first is
// drawn there; Lochiel is named above the counter, as where someone still stands.
TEST(JacobiteSvg, TwoLeadersWhoLeftPlayInOneHexAreNotDrawnOnOneAnother) {
  const Result<io::LoadedScenario> s = io::load_scenario_file(
      test::data_path(__FILE__, "jr-07-two-leaders-leave-play-in-one-hex.json").string());
  ASSERT_TRUE(s.ok());
  const auto& game = io::game_of<jacobite::Scenario>(s.value());
  const Result<jacobite::Outcome> outcome = resolved_as_written(s.value());
  ASSERT_TRUE(outcome.ok());
  ASSERT_EQ(outcome.value().units[1].status, jacobite::Status::routed);
  ASSERT_EQ(outcome.value().units[3].status, jacobite::Status::left_board);
  const std::string svg = jacobite_svg(s.value(), game, {.outcome = &outcome.value()});
  EXPECT_EQ(count(svg, R"(class="leader removed")"), 1U);
  EXPECT_NE(from_group(svg, "fates").find(">Lochiel left the board</text>"),
            std::string_view::npos);
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
}

// The board above with Lochiel (and his Camerons) listed before Lord Ogilvy: the same outcome
// (Ogilvy's routs, Lord Ogilvy, attached to it, is swept away with it, JR-7; Lochiel flees
// through B2 over his baseline, JR-9). The first listed of the two leaders who left play in B2
// kept the block on Ogilvy's counter, which says "attached": Lochiel was drawn as Ogilvy's
// leader and Lord Ogilvy named above. The leader attached to the unit when it left play has the
// block, whatever the order; the other is named above the counter.
TEST(JacobiteSvg, TheLeaderAttachedToAUnitThatLeftPlayKeepsTheBlockOnItsCounter) {
  const Result<io::LoadedScenario> s = io::load_scenario_file(
      test::data_path(__FILE__, "jr-07-attached-leader-listed-after-the-other.json").string());
  ASSERT_TRUE(s.ok());
  const auto& game = io::game_of<jacobite::Scenario>(s.value());
  ASSERT_EQ(game.units[2].id, "Lochiel");
  ASSERT_EQ(game.units[3].id, "Lord Ogilvy");
  const Result<jacobite::Outcome> outcome = resolved_as_written(s.value());
  ASSERT_TRUE(outcome.ok());
  ASSERT_EQ(outcome.value().units[0].status, jacobite::Status::routed);
  ASSERT_EQ(outcome.value().units[2].status, jacobite::Status::left_board);
  ASSERT_EQ(outcome.value().units[3].status, jacobite::Status::routed);
  const std::string svg = jacobite_svg(s.value(), game, {.outcome = &outcome.value()});
  EXPECT_EQ(count(svg, R"(class="leader removed")"), 1U);
  const std::size_t block = svg.find(R"(class="leader removed")");
  ASSERT_NE(block, std::string::npos);
  EXPECT_EQ(svg.find("<title>", block),
            svg.find("<title>Lord Ogilvy (Jacobite leader), routed at B2</title>", block));
  const std::string_view fates = from_group(svg, "fates");
  EXPECT_NE(fates.find(">Lochiel left the board</text>"), std::string_view::npos);
  EXPECT_EQ(fates.find(">Lord Ogilvy routed</text>"), std::string_view::npos);
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
}

// JR-8, JR-7, JR-9: Lord Ogilvy falls in C2 and, in his cascade, the leaderless Stewarts rout in
// B2 and the Camerons in C1; Lochiel, kept by his panic check, flees from C1 through B2 over his
// baseline. He left play in B2 where Stewarts did, but was never attached to them: his block
// was drawn on their counter as if he were. He is named above the counter and no leader block
// stands there.
TEST(JacobiteSvg, ALeaderWhoLeftPlayBesideAUnitHeWasNotAttachedToIsNotDrawnOnItsCounter) {
  const Result<io::LoadedScenario> s = io::load_scenario_file(
      test::data_path(__FILE__,
                      "jr-08-leader-leaves-from-the-hex-where-a-leaderless-unit-routed.json")
          .string());
  ASSERT_TRUE(s.ok());
  const auto& game = io::game_of<jacobite::Scenario>(s.value());
  ASSERT_EQ(game.units[1].id, "Lochiel");
  ASSERT_EQ(game.units[4].id, "Stewarts");
  const Result<jacobite::Outcome> outcome = resolved_as_written(s.value());
  ASSERT_TRUE(outcome.ok());
  const std::vector<jacobite::Unit>& units = outcome.value().units;
  ASSERT_EQ(units[1].status, jacobite::Status::left_board);
  ASSERT_EQ(units[4].status, jacobite::Status::routed);
  ASSERT_EQ(units[4].hex, units[1].hex);  // B2
  const std::string svg = jacobite_svg(s.value(), game, {.outcome = &outcome.value()});
  EXPECT_EQ(count(svg, R"(class="leader removed")"), 0U);
  EXPECT_NE(from_group(svg, "fates").find(">Lochiel left the board</text>"),
            std::string_view::npos);
  EXPECT_EQ(test::text_problems(test::svg_layout(svg)), std::vector<std::string>{});
}

TEST(JacobiteSvg, SameInputGivesTheSameBytes) {
  const jacobite::Scenario game = atholl();
  const jacobite::Preview preview = jacobite::preview(game).value();
  const jacobite::Outcome outcome = routed_with_leader_retreat(game);
  const JacobiteLayers layers{.preview = &preview, .outcome = &outcome};
  EXPECT_EQ(jacobite_svg(loaded(game, "x"), game, layers),
            jacobite_svg(loaded(game, "x"), game, layers));
}

TEST(SvgWriter, FittingFontSizeShrinksLongTextDownToSixtyPercent) {
  EXPECT_EQ(detail::fitting_font_size("abc", 7.0, 100.0), 7.0);
  const double fitted = detail::fitting_font_size("Cobham's Dragoons", 7.0, 46.0);
  EXPECT_LT(fitted, 7.0);
  EXPECT_LE(detail::text_width("Cobham's Dragoons", fitted), 46.0);
  EXPECT_EQ(detail::num(detail::fitting_font_size(std::string(200, 'x'), 7.0, 46.0)), "4.2");
}

// The tooltips of the group `id` of `svg`, in order, with &apos; and &amp; read back.
std::vector<std::string> group_titles(std::string_view svg, std::string_view id) {
  const std::string_view g = test::group(svg, id);
  std::vector<std::string> out;
  for (std::size_t at = g.find("<title>"); at != std::string_view::npos;
       at = g.find("<title>", at + 1)) {
    std::string t(g.substr(at + 7, g.find("</title>", at) - at - 7));
    for (const auto& [entity, ch] : {std::pair{"&apos;", "'"}, std::pair{"&amp;", "&"}}) {
      for (std::size_t k = t.find(entity); k != std::string::npos; k = t.find(entity, k))
        t.replace(k, std::string_view(entity).size(), ch);
    }
    out.push_back(t);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The picture `render` draws of the example `file` (its options and its resolved outcome).
std::string example_render(const std::string& file) {
  Result<io::LoadedScenario> loaded = io::load_scenario_file((corpus::games_dir() / file).string());
  EXPECT_TRUE(loaded.ok()) << file;
  const io::LoadedScenario& s = loaded.value();
  const Result<AnyOutcome> outcome = s.ruleset->resolve(s, corpus::default_chooser(s));
  EXPECT_TRUE(outcome.ok()) << file;
  const Result<std::string> drawn = s.ruleset->svg(s, RenderView{}, &outcome.value());
  EXPECT_TRUE(drawn.ok()) << file;
  return drawn.value();
}

// A designer hovering a mark of the options reads which retreat it is of, which of its hexes,
// from where to where and why it is offered, not the bare depth the options table holds. Worked
// by hand from the example (JR-2, JR-4): Edinburgh, lowland, takes 1 flag in G6: 2 hexes, no
// source to ignore it; G6 is in an even row, so its rear hexes are G5 (NW) and H5 (NE); G5's,
// in an odd row, F4 (NW) and G4 (NE); H5's G4 (NW) and H4 (NE); all free, so every path
// completes both hexes and ends in F4, G4 or H4.
TEST(JacobiteSvg, TheRetreatPathsMarksSayWhichRetreatWhichHexAndWhy) {
  const std::string svg = example_render("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  const std::string retreat = "Edinburgh, 1 flag, none ignored: 2 hexes (JR-2): ";
  const std::string why = ", on a path that completes the most hexes (JR-4)";
  EXPECT_EQ(group_titles(svg, "path-steps"),
            (std::vector<std::string>{
                retreat + "hex 1, G6 to G5 (NW)" + why, retreat + "hex 1, G6 to H5 (NE)" + why,
                retreat + "hex 2, G5 to F4 (NW)" + why, retreat + "hex 2, G5 to G4 (NE)" + why,
                retreat + "hex 2, H5 to G4 (NW)" + why, retreat + "hex 2, H5 to H4 (NE)" + why}));
  EXPECT_EQ(
      group_titles(svg, "path-ends"),
      (std::vector<std::string>{"Edinburgh may end its retreat in F4 after 2 of 2 hexes (JR-4)",
                                "Edinburgh may end its retreat in G4 after 2 of 2 hexes (JR-4)",
                                "Edinburgh may end its retreat in H4 after 2 of 2 hexes (JR-4)"}));
  EXPECT_TRUE(group_titles(svg, "path-blocked").empty());
}

// Worked by hand from the example (JR-9): Cope, a lone leader in G10 (an even row), retreats
// 1-3 hexes toward his baseline, row 11: to G11 (SW) or H11 (SE), both free, where he may stop
// after 1 hex; both are on his baseline, whose rear hexes (row 12) are off the board: no step
// into them, but he may leave the board over his baseline, his second hex, no banner.
TEST(JacobiteSvg, TheLoneLeadersMarksSayWhoseRetreatWhichHexAndWhy) {
  const std::string svg =
      example_render("jacobite/examples/jr-09-leader-leaves-over-his-baseline.json");
  const std::string retreat = "Cope's retreat from G10, 1-3 hexes (JR-9): ";
  // The steps, then the departures over the baseline (classes "leave"), in one group.
  EXPECT_EQ(group_titles(svg, "leader-steps"),
            (std::vector<std::string>{
                "Cope may leave the board from G11 over his baseline (hex 2 of his retreat): no "
                "banner (JR-9)",
                "Cope may leave the board from H11 over his baseline (hex 2 of his retreat): no "
                "banner (JR-9)",
                retreat + "hex 1, G10 to G11 (SW)", retreat + "hex 1, G10 to H11 (SE)"}));
  EXPECT_EQ(group_titles(svg, "leader-stops"),
            (std::vector<std::string>{"Cope may end his retreat in G11 after 1 hex (JR-9)",
                                      "Cope may end his retreat in H11 after 1 hex (JR-9)"}));
  // A step off the board is no step, but from a hex where he may leave over his baseline the
  // mark says so, not only "off the board" beside the arrow that leaves (JR-9).
  const std::string instead = "; he may leave the board from there over his baseline (JR-9)";
  EXPECT_EQ(group_titles(svg, "leader-blocked"),
            (std::vector<std::string>{
                "Cope may not retreat from G11 (SE): off the board (JR-5)" + instead,
                "Cope may not retreat from G11 (SW): off the board (JR-5)" + instead,
                "Cope may not retreat from H11 (SE): off the board (JR-5)" + instead,
                "Cope may not retreat from H11 (SW): off the board (JR-5)" + instead}));
}

TEST(JacobiteSvg, AStepOffTheBoardWhereTheLeaderMayNotLeaveSaysNothingOfLeaving) {
  // Lord Elcho at the side edge: his steps off the board are over a side, not his baseline.
  const std::string svg = example_render(
      "jacobite/examples/jr-09-leader-at-the-side-edge-escapes-through-his-only-rear-hex.json");
  const std::vector<std::string> titles = group_titles(svg, "leader-blocked");
  ASSERT_FALSE(titles.empty());
  for (const std::string& title : titles)
    EXPECT_EQ(title.find("leave"), std::string::npos) << title;
}

}  // namespace
}  // namespace skedaddle::svg
