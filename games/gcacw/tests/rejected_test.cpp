// SPDX-License-Identifier: MIT
// What a program's callback is shown at each GCACW retreat step besides the options: stopping
// where the retreat may not stop (GC-1, GC-3, GC-9) and the neighbours rejected, with reason
// and ruling, as `options --tree` shows them (Decision::rejected). Worked by hand with chart 1.
//
// Layout (even columns half a hex low): from an odd column c, row r the neighbours are N (c, r-1),
// NE (c+1, r-1), SE (c+1, r), S (c, r+1), SW (c-1, r), NW (c-1, r-1); from an even column NE is
// (c+1, r), SE (c+1, r+1), SW (c-1, r+1), NW (c-1, r). Canonical order: N, NE, SE, S, SW, NW.
// Distances below are hex distances to the active enemy unit (GC-4).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gcacw/rules/decision.hpp"
#include "gcacw/tests/builder.hpp"

namespace skedaddle {
namespace {

using gcacw::RetreatKind;
using gcacw::UnitType;
using test::hex;
using test::label;

/// One ruled-out choice as a line: "stop 0505: why [GC-1]", "0504: why [GC-7]" (a hex off the
/// map in column 0 has a label too: "0002").
std::string line(const Rejected& r) {
  return (r.kind == OptionKind::stop ? "stop " : "") + label(std::get<Hex>(r.place)) + ": " +
         std::string(r.reason) + " [" + std::string(r.rule) + "]";
}

std::vector<std::string> lines(const Decision& d) {
  std::vector<std::string> out;
  for (const Rejected& r : d.rejected)
    out.push_back(line(r));
  return out;
}

/// The options as labels ("stop", "0605").
std::vector<std::string> options(const Decision& d) {
  std::vector<std::string> out;
  for (const Option& o : d.options)
    out.push_back(o.kind == OptionKind::stop ? "stop" : label(std::get<Hex>(o.place)));
  return out;
}

/// A callback that records every decision and answers from `answers` in turn (0 once they
/// run out).
struct Recorder {
  std::vector<std::size_t> answers;
  std::vector<Decision> seen;

  Chooser chooser() {
    return Chooser(ChooserDef{.kind = ChooserKind::callback,
                              .callback = [this](const Decision& d) -> std::optional<std::size_t> {
                                seen.push_back(d);
                                const std::size_t i = seen.size() - 1;
                                return i < answers.size() ? answers[i] : 0;
                              }});
  }
};

constexpr const char* kLower = "a neighbour with a lower priority number exists [GC-7]";
constexpr const char* kImpassable = "impassable terrain [GC-3]";

// A normal retreat (2-4 hexes) of a stack in 0505 attacked from 0504 (distance 1), with 0606,
// 0507 and 0406 impassable and an inactive enemy in 0805 (its ZOC: 0705, 0706).
// 0505: 0605, 0506, 0405 are 2 away (chart 1 row 2); 0504 (row 5), 0604 and 0404 (in ZOC, not
// away: row 4b) are of lower priority; no stop before 2 hexes (GC-1). Take 0506.
// 0506: 0605 and 0405 stay 2 away (row 3), 0606, 0507, 0406 impassable, 0505 the start; no stop
// after 1 hex. Take 0605.
// 0605, 2 hexes: it touches the start, so the retreat may not end there (GC-3). 0604 (1 away, in
// 0504's ZOC: 4b), 0705 (2 away, in 0805's ZOC: 4b) and 0706 (3 away, in its ZOC: 4a) share
// priority 4; 0606 impassable, 0506 entered, 0505 the start.
gcacw::Scenario beside_the_start() {
  gcacw::Scenario s = test::gcacw_board(10, 10);
  test::add_unit(s, "Iron Brigade", Side::first, UnitType::infantry, "0505", 20);
  const UnitId heth = test::add_unit(s, "Heth", Side::second, UnitType::infantry, "0504", 6);
  test::add_unit(s, "Pender", Side::second, UnitType::infantry, "0805", 6);
  for (const char* h : {"0606", "0507", "0406"})
    s.board.set_terrain(hex(h), gcacw::Terrain::impassable);
  s.request.kind = RetreatKind::normal;
  s.request.hex = hex("0505");
  s.request.active = {heth};
  return s;
}

TEST(GcacwRejected, StoppingShortOfTheMinimumOrBesideTheStartIsRuledOut) {
  const gcacw::Scenario s = beside_the_start();
  ASSERT_TRUE(gcacw::check(s).empty());
  Recorder rec{.answers = {1, 0, 2}, .seen = {}};
  Chooser chooser = rec.chooser();
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  ASSERT_GE(rec.seen.size(), 3U);

  EXPECT_EQ(options(rec.seen[0]), (std::vector<std::string>{"0605", "0506", "0405"}));
  EXPECT_EQ(lines(rec.seen[0]),
            (std::vector<std::string>{
                "stop 0505: the retreat may not stop before its minimum length [GC-1]",
                std::string("0504: ") + kLower, std::string("0604: ") + kLower,
                std::string("0404: ") + kLower}));

  EXPECT_EQ(options(rec.seen[1]), (std::vector<std::string>{"0605", "0405"}));
  EXPECT_EQ(lines(rec.seen[1]),
            (std::vector<std::string>{
                "stop 0506: the retreat may not stop before its minimum length [GC-1]",
                "0505: the hex the retreat began in [GC-3]", std::string("0606: ") + kImpassable,
                std::string("0507: ") + kImpassable, std::string("0406: ") + kImpassable}));

  EXPECT_EQ(options(rec.seen[2]), (std::vector<std::string>{"0604", "0705", "0706"}));
  EXPECT_EQ(lines(rec.seen[2]),
            (std::vector<std::string>{
                "stop 0605: a retreat may not end adjacent to its start hex [GC-3]",
                std::string("0606: ") + kImpassable, "0506: already entered in this retreat [GC-3]",
                "0505: the hex the retreat began in [GC-3]"}));
}

// A normal retreat of a stack in the corner 0101 attacked from 0201 (active), 0202 impassable,
// an inactive enemy in 0103. 0101 offers only 0102 (4b; 0201 is row 5), so no decision there.
// 0102, 1 hex: 0201 and 0103 are both enemy-held (row 5): no stop after 1 hex (GC-1).
// 0103, 2 hexes: enemy-occupied, the retreat may not end there (GC-9); 0203 (2 away, in 0103's
// ZOC: 4b) and 0104 (3 away, in its ZOC: 4a) share priority 4.
// 0104, 3 hexes: it may stop; 0105 (4 away: row 2) beats 0203 (closer, 4b) and 0204 (3 away,
// out of ZOC: row 3).
gcacw::Scenario through_the_enemy() {
  gcacw::Scenario s = test::gcacw_board(6, 6);
  test::add_unit(s, "A", Side::first, UnitType::infantry, "0101", 20);
  const UnitId e = test::add_unit(s, "E", Side::second, UnitType::infantry, "0201", 4);
  test::add_unit(s, "F", Side::second, UnitType::infantry, "0103", 4);
  s.board.set_terrain(hex("0202"), gcacw::Terrain::impassable);
  s.request.kind = RetreatKind::normal;
  s.request.hex = hex("0101");
  s.request.active = {e};
  return s;
}

TEST(GcacwRejected, StoppingInAnEnemyHexIsRuledOutAndAllowedStopsAreNotListed) {
  const gcacw::Scenario s = through_the_enemy();
  ASSERT_TRUE(gcacw::check(s).empty());
  Recorder rec{.answers = {1, 1, 0}, .seen = {}};
  Chooser chooser = rec.chooser();
  const Result<gcacw::Outcome> r = gcacw::resolve(s, chooser);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(rec.seen.size(), 3U);
  constexpr const char* kOff = "off the map [GC-3]";

  EXPECT_EQ(rec.seen[0].at, Place{hex("0102")});
  EXPECT_EQ(options(rec.seen[0]), (std::vector<std::string>{"0201", "0103"}));
  // SW 0002 and NW 0001 are in column 0, off the map.
  EXPECT_EQ(lines(rec.seen[0]),
            (std::vector<std::string>{
                "stop 0102: the retreat may not stop before its minimum length [GC-1]",
                "0101: the hex the retreat began in [GC-3]", std::string("0202: ") + kImpassable,
                std::string("0002: ") + kOff, std::string("0001: ") + kOff}));

  EXPECT_EQ(options(rec.seen[1]), (std::vector<std::string>{"0203", "0104"}));
  EXPECT_EQ(lines(rec.seen[1]),
            (std::vector<std::string>{
                "stop 0103: a retreat may not end in an enemy-occupied hex [GC-9]",
                "0102: already entered in this retreat [GC-3]", std::string("0202: ") + kImpassable,
                std::string("0003: ") + kOff, std::string("0002: ") + kOff}));

  EXPECT_EQ(options(rec.seen[2]), (std::vector<std::string>{"stop", "0105"}));
  EXPECT_EQ(lines(rec.seen[2]), (std::vector<std::string>{
                                    "0103: already entered in this retreat [GC-3]",
                                    std::string("0203: ") + kLower, std::string("0204: ") + kLower,
                                    std::string("0004: ") + kOff, std::string("0003: ") + kOff}));
  EXPECT_EQ(r.value().units[0].hex, hex("0104"));
}

// The other choosers are never shown what is ruled out: the decisions resolve builds for them
// (shows_rejections() false) leave `rejected` empty.
TEST(GcacwRejected, OtherChoosersGetNoRejections) {
  for (const ChooserKind kind :
       {ChooserKind::script, ChooserKind::first, ChooserKind::random, ChooserKind::best}) {
    EXPECT_FALSE(Chooser(ChooserDef{.kind = kind}).shows_rejections());
  }
  const gcacw::Scenario s = beside_the_start();
  gcacw::RetreatTree tree;
  ASSERT_TRUE(tree.build(s).empty());
  std::vector<int> targets;
  EXPECT_EQ(gcacw::decision_at(tree, 0, targets, true).rejected.size(), 4U);
  const Decision quiet = gcacw::decision_at(tree, 0, targets, false);
  EXPECT_TRUE(quiet.rejected.empty());
  EXPECT_EQ(quiet.options.size(), 3U);
}

// GC-3, GC-9, option end_on_lone_enemy_leader (decided 2026-11-30, audit Q4): a one-row corridor,
// Meade (active) in 0101, Garnett retreating (2-4) from 0201, Hancock, a lone Union leader, in
// 0401. Each step east is Chart 1 row 2. At 0401, 2 hexes in, the retreat may end by default (he
// is ignored); with the option false it may not, and the stop is ruled out for that reason,
// not for the start hex (0401 is two hexes from 0201) nor the minimum (2 reached).
TEST(GcacwRejected, StoppingOnALoneEnemyLeaderIsRuledOutWithTheOptionFalse) {
  gcacw::Scenario s = test::gcacw_board(8, 1);
  test::add_unit(s, "Garnett", Side::second, UnitType::infantry, "0201", 3);
  const UnitId meade = test::add_unit(s, "Meade", Side::first, UnitType::infantry, "0101", 6);
  test::add_unit(s, "Hancock", Side::first, UnitType::leader, "0401", 0);
  s.request.kind = RetreatKind::normal;
  s.request.hex = hex("0201");
  s.request.active = {meade};
  const auto decision_on_hancock = [](const gcacw::Scenario& scenario) {
    gcacw::RetreatTree tree;
    EXPECT_TRUE(tree.build(scenario).empty());
    std::vector<int> targets;
    for (int i = 0; i < static_cast<int>(tree.nodes().size()); ++i) {
      if (tree.nodes()[static_cast<std::size_t>(i)].hex == hex("0401")) {
        return gcacw::decision_at(tree, i, targets, true);
      }
    }
    ADD_FAILURE() << "no node in 0401";
    return Decision{};
  };

  // 0401 is in an even column: N 0400, SE 0502, S 0402 and SW 0302 are off the one-row map.
  const std::vector<std::string> neighbours = {
      "0400: off the map [GC-3]", "0502: off the map [GC-3]", "0402: off the map [GC-3]",
      "0302: off the map [GC-3]", "0301: already entered in this retreat [GC-3]"};

  const Decision by_default = decision_on_hancock(s);
  EXPECT_EQ(options(by_default), (std::vector<std::string>{"stop", "0501"}));
  EXPECT_EQ(lines(by_default), neighbours);

  s.options.end_on_lone_enemy_leader = false;
  const Decision barred = decision_on_hancock(s);
  EXPECT_EQ(options(barred), (std::vector<std::string>{"0501"}));
  std::vector<std::string> with_stop = neighbours;
  with_stop.insert(with_stop.begin(),
                   "stop 0401: a retreat may not end in a lone enemy leader's hex (option "
                   "end_on_lone_enemy_leader) [GC-3]");
  EXPECT_EQ(lines(barred), with_stop);
}

}  // namespace
}  // namespace skedaddle
