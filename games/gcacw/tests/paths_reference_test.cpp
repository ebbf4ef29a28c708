// SPDX-License-Identifier: MIT
// The GCACW reference (gcacw_paths_reference) and the engine's option tree pinned on the same
// hand-worked boards, then compared with each other on thousands of seeded random small boards
// (GC-1..GC-11).
//
// Set SKEDADDLE_REF_DUMP to a directory to write, for each kind of disagreement, the smallest
// board that shows it as a scenario file (gcacw-<kind>.json).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "gcacw/tests/builder.hpp"
#include "gcacw/tests/paths_reference.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "support/light_tests.hpp"

namespace skedaddle {
namespace {

using gcacw::RetreatKind;
using gcacw::UnitType;
using reference::RefPath;
using reference::RefResult;
using reference::RefStep;
using test::add_unit;
using test::gcacw_board;
using test::hex;

std::vector<std::string> hexes_of(const RefPath& p) {
  std::vector<std::string> out;
  for (const RefStep& st : p.steps)
    out.push_back(test::label(st.hex));
  return out;
}

std::vector<std::vector<std::string>> all_hexes(const RefResult& r) {
  std::vector<std::vector<std::string>> out;
  for (const RefPath& p : r.paths)
    out.push_back(hexes_of(p));
  std::sort(out.begin(), out.end());
  return out;
}

// The engine's answer on a board in the reference's terms, so that the hand-worked values below
// hold the engine to them too: its option tree's completing paths (every offered step from the
// root, ending where the retreat may stop or where the stack is destroyed, GC-9), with each
// step's chart, row, priority, loss and override, the loss, who is eliminated where, and the
// depth of the override step (GC-10).
void engine_paths_from(const gcacw::RetreatTree& tree, int node, RefPath& path, RefResult& out) {
  const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(node)];
  if (node != 0) {
    path.steps.push_back(RefStep{n.hex, n.step.chart, n.step.row, n.step.priority, n.step.loss,
                                 n.step.override_step});
    for (const UnitId unit : tree.eliminated_at(node))
      path.eliminated.push_back({unit, n.depth});
    if (n.step.override_step) path.override_depth = n.depth;
    if (n.can_stop || !n.survivors) {
      RefPath done = path;
      done.total_loss = n.loss;
      done.fatal = !n.survivors;
      out.paths.push_back(std::move(done));
    }
  }
  if (node == 0 || n.survivors) {
    for (const gcacw::Candidate& c : tree.candidates(node)) {
      if (c.child >= 0 && !c.rejection) engine_paths_from(tree, c.child, path, out);
    }
  }
  if (node != 0) {
    path.steps.pop_back();
    while (!path.eliminated.empty() && path.eliminated.back().depth == n.depth)
      path.eliminated.pop_back();
    if (n.step.override_step) path.override_depth = -1;
  }
}

RefResult engine_answer(const gcacw::Scenario& s) {
  gcacw::RetreatTree tree;
  EXPECT_TRUE(tree.build(s).empty());
  RefResult out;
  out.override_in_force = tree.override_in_force();
  out.surrenders = tree.surrenders();
  RefPath path;
  if (!tree.nodes().empty()) engine_paths_from(tree, 0, path, out);
  return out;
}

/// The reference's answer and the engine's on one board, each named, for the same checks.
std::vector<std::pair<std::string, RefResult>> both_answers(const gcacw::Scenario& s) {
  return {{"reference", reference::gcacw_paths(s)}, {"engine", engine_answer(s)}};
}

// Board A (GC-7, GC-9): a one-row strip 0101..0601, Sykes (active) in 0101, Hood (5) in 0201,
// normal retreat 2-4, Chart 1 (an active unit, no radius). From 0201 the only neighbours are
// 0101 (enemy: row 5) and 0301 (distance 1 -> 2: more distant, no ZOC, no road: row 2), so
// 0301; then 0401 (2 -> 3, row 2; a road across 0301-0401 makes it row 1), 0501, 0601 (rows 2).
// The stack may stop at depth 2 (0401 is two hexes from 0201), 3 or 4: three paths, no loss.
TEST(IndependentGcacwReference, BoardAStripGivesThreeLengths_GC7_GC9) {
  gcacw::Scenario s = gcacw_board(6, 1);
  const UnitId sykes = add_unit(s, "Sykes", Side::first, UnitType::infantry, "0101", 6);
  add_unit(s, "Hood", Side::second, UnitType::infantry, "0201", 5);
  s.board.set_road(hex("0301"), hex("0401"), gcacw::RoadKind::pike);
  s.request = {.kind = RetreatKind::normal, .hex = hex("0201"), .units = {}, .active = {sykes}};
  ASSERT_TRUE(gcacw::check(s).empty());
  for (const auto& [who, r] : both_answers(s)) {
    SCOPED_TRACE(who);
    EXPECT_FALSE(r.override_in_force);
    EXPECT_FALSE(r.surrenders);
    const std::vector<std::vector<std::string>> expected = {
        {"0301", "0401"}, {"0301", "0401", "0501"}, {"0301", "0401", "0501", "0601"}};
    EXPECT_EQ(all_hexes(r), expected);
    for (const RefPath& p : r.paths) {
      EXPECT_EQ(p.total_loss, 0);
      EXPECT_FALSE(p.fatal);
      ASSERT_GE(p.steps.size(), 2U);
      EXPECT_EQ(p.steps[0].row, "2");
      EXPECT_EQ(p.steps[1].row, "1");  // the pike across 0301-0401
    }
  }
}

// Board B (GC-8, GC-9, GC-11): three hexes in a row, Sykes (active) in 0101, Reno (enemy, not
// active) in 0301, Hood in 0201. Both neighbours are enemy-occupied: Chart 1 row 5, loss 3.
// With manpower 2 Hood dies entering either: two fatal paths, no surrender (the retreat
// destroys the stack). With manpower 5 he survives the step (2 left) but may not end in an
// enemy hex and can go no further (0201 is the start hex, the rest is off the map): nothing
// completes, even with an override (every neighbour already has the lowest priority): surrender.
TEST(IndependentGcacwReference, BoardBFatalRetreatOrSurrender_GC9_GC11) {
  for (int manpower : {2, 5}) {
    gcacw::Scenario s = gcacw_board(3, 1);
    const UnitId sykes = add_unit(s, "Sykes", Side::first, UnitType::infantry, "0101", 6);
    add_unit(s, "Reno", Side::first, UnitType::infantry, "0301", 6);
    add_unit(s, "Hood", Side::second, UnitType::infantry, "0201", manpower);
    s.request = {.kind = RetreatKind::normal, .hex = hex("0201"), .units = {}, .active = {sykes}};
    ASSERT_TRUE(gcacw::check(s).empty());
    for (const auto& [who, r] : both_answers(s)) {
      SCOPED_TRACE(who + ", manpower " + std::to_string(manpower));
      EXPECT_TRUE(r.override_in_force);
      if (manpower == 2) {
        EXPECT_FALSE(r.surrenders);
        const std::vector<std::vector<std::string>> expected = {{"0101"}, {"0301"}};
        EXPECT_EQ(all_hexes(r), expected);
        for (const RefPath& p : r.paths) {
          EXPECT_TRUE(p.fatal);
          ASSERT_FALSE(p.steps.empty());
          EXPECT_EQ(p.steps[0].row, "5");
          EXPECT_EQ(p.total_loss, 3);
          ASSERT_EQ(p.eliminated.size(), 1U);
          EXPECT_EQ(p.eliminated[0].depth, 1);
        }
      } else {
        EXPECT_TRUE(r.surrenders);
        EXPECT_TRUE(r.paths.empty());
      }
    }
  }
}

// Board C (GC-10): 6 x 2, no active unit (Chart 2, GC-6). Row 2 is impassable but 0202, where
// the enemy Gibbon stands; 0501 is impassable too. Hood in 0301 has two legal neighbours: 0401
// (row 1, priority 1) and 0201 (in Gibbon's ZOC: row 2, loss right of the slash 1). 0401 is a
// dead end (0501 and row 2 impassable, 0301 the start), so no priority path completes: the
// override is in force. Overriding into 0201, the next step has 0101 (row 1) and 0202 (enemy,
// row 3): 0101, two hexes from the start, ends the retreat (nothing lies beyond). One path,
// loss 1, override at depth 1. With manpower 1 the override step kills Hood: one fatal path.
TEST(IndependentGcacwReference, BoardCOverrideOnce_GC10) {
  for (int manpower : {3, 1}) {
    gcacw::Scenario s = gcacw_board(6, 2);
    for (const char* h : {"0102", "0302", "0402", "0502", "0602", "0501"})
      s.board.set_terrain(hex(h), gcacw::Terrain::impassable);
    add_unit(s, "Gibbon", Side::first, UnitType::infantry, "0202", 6);
    add_unit(s, "Hood", Side::second, UnitType::infantry, "0301", manpower);
    s.request = {.kind = RetreatKind::normal, .hex = hex("0301"), .units = {}, .active = {}};
    ASSERT_TRUE(gcacw::check(s).empty());
    for (const auto& [who, r] : both_answers(s)) {
      SCOPED_TRACE(who + ", manpower " + std::to_string(manpower));
      EXPECT_TRUE(r.override_in_force);
      EXPECT_FALSE(r.surrenders);
      ASSERT_EQ(r.paths.size(), 1U) << testing::PrintToString(all_hexes(r));
      const RefPath& p = r.paths[0];
      EXPECT_EQ(p.override_depth, 1);
      ASSERT_FALSE(p.steps.empty());
      EXPECT_EQ(p.steps[0].chart, 2);
      EXPECT_EQ(p.steps[0].row, "2");
      EXPECT_TRUE(p.steps[0].override_step);
      if (manpower == 3) {
        EXPECT_EQ(hexes_of(p), (std::vector<std::string>{"0201", "0101"}));
        ASSERT_EQ(p.steps.size(), 2U);
        EXPECT_EQ(p.steps[1].row, "1");
        EXPECT_FALSE(p.steps[1].override_step);
        EXPECT_EQ(p.total_loss, 1);
        EXPECT_FALSE(p.fatal);
      } else {
        EXPECT_EQ(hexes_of(p), (std::vector<std::string>{"0201"}));
        EXPECT_TRUE(p.fatal);
      }
    }
  }
}

// Board D (GC-8, GC-9, GC-10, cavalry retreat): one row 0101..0801, Sykes (active) in 0101,
// Reno (enemy) in 0601, Stuart's cavalry (2) in 0201, cavalry retreat 4-6. Within the
// priorities each step is forced: 0301, 0401 (more distant, row 2), 0501 (more distant, in
// Reno's ZOC: row 4a). 0501 is the third hex, short of the minimum 4, so the fourth is 0601,
// Reno's hex (row 5): the cavalry loses no manpower but is eliminated there. No priority path
// keeps a combat unit alive, so the override is in force (GC-10): at 0201 the other legal
// neighbour is 0101, Sykes's hex (row 5 against row 2's priority 2), where the cavalry is
// eliminated at once. Two fatal paths, no surrender (a retreat that destroys the stack is
// still a retreat, GC-9, GC-11).
TEST(IndependentGcacwReference, BoardDCavalryDiesInEnemyHex_GC8_GC10) {
  gcacw::Scenario s = gcacw_board(8, 1);
  const UnitId sykes = add_unit(s, "Sykes", Side::first, UnitType::infantry, "0101", 6);
  add_unit(s, "Reno", Side::first, UnitType::infantry, "0601", 6);
  add_unit(s, "Stuart", Side::second, UnitType::cavalry, "0201", 2);
  s.request = {.kind = RetreatKind::cavalry, .hex = hex("0201"), .units = {}, .active = {sykes}};
  ASSERT_TRUE(gcacw::check(s).empty());
  for (const auto& [who, r] : both_answers(s)) {
    SCOPED_TRACE(who);
    EXPECT_FALSE(r.surrenders);
    EXPECT_TRUE(r.override_in_force);
    const std::vector<std::vector<std::string>> expected = {{"0101"},
                                                            {"0301", "0401", "0501", "0601"}};
    ASSERT_EQ(all_hexes(r), expected);
    for (const RefPath& p : r.paths) {
      EXPECT_TRUE(p.fatal);
      EXPECT_EQ(p.total_loss, 0);  // cavalry loses no manpower in a cavalry retreat
      ASSERT_EQ(p.eliminated.size(), 1U);
      EXPECT_EQ(p.eliminated[0].depth, static_cast<int>(p.steps.size()));
      EXPECT_EQ(p.steps.back().row, "5");
      EXPECT_EQ(p.override_depth, p.steps.size() == 1 ? 1 : -1);
    }
  }
}

// ---- the differential test ------------------------------------------------------------------

struct Rng {
  std::mt19937_64 engine;
  int below(int n) {
    return static_cast<int>(uniform_below(engine, static_cast<std::uint64_t>(n)));
  }
  bool chance(int percent) { return below(100) < percent; }
};

// A random small board; check() may still refuse it (the caller skips those).
// A call's arguments are evaluated in an order the compiler picks (GCC right to left, clang left
// to right), so no call below takes two draws: each is a statement of its own, in GCC's order, so
// that both compilers draw the boards GCC drew before.
gcacw::Scenario random_board(std::uint64_t seed) {
  Rng rng{std::mt19937_64(seed)};
  const int cols = 3 + rng.below(3), rows = 3 + rng.below(3);
  gcacw::Scenario s = gcacw_board(cols, rows);
  const HexGrid& grid = s.board.grid();
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    const int t = rng.below(100);
    if (t < 12)
      s.board.set_terrain(h, gcacw::Terrain::impassable);
    else if (t < 22)
      s.board.set_terrain(h, gcacw::Terrain::city);
    for (HexDir d : {HexDir::plus_q_minus_r, HexDir::plus_q, HexDir::plus_r}) {
      const Hex nb = neighbor(h, d);
      if (!grid.contains(nb)) continue;
      if (rng.chance(20)) s.board.set_road(h, nb, static_cast<gcacw::RoadKind>(1 + rng.below(4)));
      if (rng.chance(10)) s.board.set_prohibited(h, nb);
    }
  }
  std::vector<Hex> open;
  for (int i = 0; i < grid.size(); ++i) {
    if (s.board.terrain(grid.hex_at(i)) != gcacw::Terrain::impassable)
      open.push_back(grid.hex_at(i));
  }
  if (open.size() < 2) return s;
  const Hex start = open[static_cast<std::size_t>(rng.below(static_cast<int>(open.size())))];
  const auto kind = static_cast<RetreatKind>(rng.below(4));
  const Side own = rng.chance(50) ? Side::first : Side::second;
  const Side foe = opponent(own);
  const auto put = [&](std::string id, Side side, UnitType type, Hex at, int mp) {
    gcacw::Unit u;
    u.id = std::move(id);
    u.side = side;
    u.type = type;
    u.hex = at;
    u.manpower = type == UnitType::leader ? 0 : mp;
    s.units.push_back(u);
    return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
  };
  const int combat = 1 + rng.below(2);
  std::vector<UnitId> combat_ids, leader_ids;
  for (int i = 0; i < combat; ++i) {
    const UnitType type =
        kind == RetreatKind::cavalry ? UnitType::cavalry : static_cast<UnitType>(rng.below(3));
    combat_ids.push_back(put("S" + std::to_string(i), own, type, start, 1 + rng.below(5)));
  }
  if (rng.chance(40)) leader_ids.push_back(put("SL", own, UnitType::leader, start, 0));
  const auto free_hex = [&](Side side) -> std::optional<Hex> {
    for (int tries = 0; tries < 8; ++tries) {
      const Hex h = open[static_cast<std::size_t>(rng.below(static_cast<int>(open.size())))];
      if (h == start) continue;
      bool clash = false;
      for (const gcacw::Unit& u : s.units)
        clash = clash || (u.hex == h && u.is_combat() && u.side != side);
      if (!clash) return h;
    }
    return std::nullopt;
  };
  std::vector<UnitId> active;
  const int enemies = rng.below(4);
  for (int i = 0; i < enemies; ++i) {
    if (const auto h = free_hex(foe)) {
      const int manpower = 1 + rng.below(6);
      const UnitId id =
          put("E" + std::to_string(i), foe, static_cast<UnitType>(rng.below(3)), *h, manpower);
      if (rng.chance(60)) active.push_back(id);
    }
  }
  if (rng.chance(20)) {
    if (const auto h = free_hex(foe)) put("EL", foe, UnitType::leader, *h, 0);
  }
  const int friends = rng.below(3);
  for (int i = 0; i < friends; ++i) {
    if (const auto h = free_hex(own)) {
      const int manpower = 1 + rng.below(6);
      put("F" + std::to_string(i), own, static_cast<UnitType>(rng.below(3)), *h, manpower);
    }
  }
  s.request.kind = kind;
  s.request.hex = start;
  s.request.active = active;
  if (kind == RetreatKind::defender_option) {
    s.request.no_effect = rng.chance(50);
    if (combat > 1 && rng.chance(50)) {
      s.request.units = {combat_ids[static_cast<std::size_t>(rng.below(combat))]};
      s.request.units.insert(s.request.units.end(), leader_ids.begin(), leader_ids.end());
      std::sort(s.request.units.begin(), s.request.units.end());
    }
  }
  const int chart = rng.below(3);
  s.options.chart = chart == 0 && !active.empty() ? gcacw::ChartRule::one
                    : chart == 1                  ? gcacw::ChartRule::two
                                                  : gcacw::ChartRule::automatic;
  if (rng.chance(50)) s.options.chart1_radius = rng.below(4);
  s.options.distance = rng.chance(50) ? gcacw::DistanceRule::hex : gcacw::DistanceRule::path;
  s.options.zoc_across_prohibited = rng.chance(30);
  return s;
}

// The engine's completing paths as its option tree offers them: from the root, every
// neighbour offered as a step (a child and no rejection), ending at every node where the retreat
// may stop and every node where the stack is destroyed (GC-9), in the reference's key form.
void offered(const gcacw::RetreatTree& tree, int node, std::vector<RefStep>& steps,
             std::set<std::string>& keys) {
  const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(node)];
  if (node != 0) {
    steps.push_back(RefStep{n.hex, n.step.chart, n.step.row, n.step.priority, n.step.loss,
                            n.step.override_step});
    if (n.can_stop || !n.survivors) keys.insert(reference::path_key(steps, n.loss, !n.survivors));
  }
  if (node == 0 || n.survivors) {
    for (const gcacw::Candidate& c : tree.candidates(node)) {
      if (c.child >= 0 && !c.rejection) offered(tree, c.child, steps, keys);
    }
  }
  if (node != 0) steps.pop_back();
}

std::set<std::string> engine_paths(const gcacw::RetreatTree& tree) {
  std::set<std::string> keys;
  std::vector<RefStep> steps;
  if (!tree.nodes().empty()) offered(tree, 0, steps, keys);
  return keys;
}

// The scenario file of a board, in the public format (docs/format.md).
nlohmann::ordered_json scenario_json(const gcacw::Scenario& s, const std::string& name) {
  const OffsetSystem sys = io::gcacw_offset_system(true);
  const auto lab = [&](Hex h) { return io::gcacw_hex_label(h, sys); };
  nlohmann::ordered_json j;
  j["format"] = "skedaddle-scenario/1";
  j["ruleset"] = "gcacw";
  j["name"] = name;
  j["description"] = "A random board from the reference differential (tests/reference).";
  const HexGrid& grid = s.board.grid();
  nlohmann::ordered_json board;
  board["columns"] = grid.columns();
  board["rows"] = grid.rows();
  board["shifted_columns"] = "even";
  nlohmann::ordered_json terrain = nlohmann::ordered_json::object();
  nlohmann::ordered_json roads = nlohmann::ordered_json::array();
  nlohmann::ordered_json prohibited = nlohmann::ordered_json::array();
  static const char* kinds[] = {"none", "road", "pike", "trail", "railroad"};
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    if (s.board.terrain(h) == gcacw::Terrain::city) terrain[lab(h)] = "city";
    if (s.board.terrain(h) == gcacw::Terrain::impassable) terrain[lab(h)] = "impassable";
    for (HexDir d : {HexDir::plus_q_minus_r, HexDir::plus_q, HexDir::plus_r}) {
      const Hex nb = neighbor(h, d);
      if (!grid.contains(nb)) continue;
      if (s.board.road(h, d) != gcacw::RoadKind::none) {
        roads.push_back({{"between", {lab(h), lab(nb)}},
                         {"kind", kinds[static_cast<int>(s.board.road(h, d))]}});
      }
      if (s.board.prohibited(h, d)) prohibited.push_back({{"between", {lab(h), lab(nb)}}});
    }
  }
  board["terrain"] = terrain;
  board["roads"] = roads;
  board["prohibited"] = prohibited;
  j["board"] = board;
  static const char* types[] = {"infantry", "cavalry", "artillery", "leader"};
  nlohmann::ordered_json units = nlohmann::ordered_json::array();
  for (const gcacw::Unit& u : s.units) {
    nlohmann::ordered_json ju;
    ju["id"] = u.id;
    ju["side"] = u.side == Side::first ? "union" : "confederate";
    ju["type"] = types[static_cast<int>(u.type)];
    ju["hex"] = lab(u.hex);
    if (u.is_combat()) ju["manpower"] = u.manpower;
    units.push_back(ju);
  }
  j["units"] = units;
  nlohmann::ordered_json req;
  req["kind"] = std::string(gcacw::kind_name(s.request.kind));
  req["hex"] = lab(s.request.hex);
  if (!s.request.units.empty()) {
    req["units"] = nlohmann::ordered_json::array();
    for (UnitId id : s.request.units)
      req["units"].push_back(s.units[index_of(id)].id);
  }
  req["active"] = nlohmann::ordered_json::array();
  for (UnitId id : s.request.active)
    req["active"].push_back(s.units[index_of(id)].id);
  if (s.request.no_effect) req["no_effect"] = true;
  j["request"] = req;
  nlohmann::ordered_json opt;
  opt["chart"] = s.options.chart == gcacw::ChartRule::one   ? nlohmann::ordered_json(1)
                 : s.options.chart == gcacw::ChartRule::two ? nlohmann::ordered_json(2)
                                                            : nlohmann::ordered_json("auto");
  opt["chart1_radius"] = s.options.chart1_radius ? nlohmann::ordered_json(*s.options.chart1_radius)
                                                 : nlohmann::ordered_json(nullptr);
  opt["distance"] = s.options.distance == gcacw::DistanceRule::hex ? "hex" : "path";
  opt["zoc_across_prohibited"] = s.options.zoc_across_prohibited;
  j["options"] = opt;
  return j;
}

struct Finding {
  int count = 0;
  int size = 1 << 30;
  std::uint64_t seed = 0;
  std::string detail;
  gcacw::Scenario board;
};

TEST(IndependentGcacwReference, EngineTreeAgreesOnRandomBoards_GC1_to_GC11) {
  const int kBoards = test::scaled(2000);
  std::map<std::string, Finding> findings;
  int compared = 0, fatal_seen = 0, override_seen = 0, surrender_seen = 0;
  int extended_seen = 0, surviving_override_seen = 0, paths_seen = 0;
  // GC-1: options declined because every completing path is fatal; ALL-1: boards where best
  // takes a fatal path, and where fatal paths end at different distances from the enemy.
  int declined_fatal_seen = 0, fatal_best_seen = 0, fatal_ranked_seen = 0;
  gcacw::RetreatTree tree;
  gcacw::RetreatTree resolved_tree;
  for (std::uint64_t seed = 1; compared < kBoards && seed < 4 * static_cast<std::uint64_t>(kBoards);
       ++seed) {
    const gcacw::Scenario s = random_board(seed);
    if (s.units.empty() || !gcacw::check(s).empty()) continue;
    EXPECT_TRUE(tree.build(s).empty());
    if (tree.too_large()) continue;
    ++compared;
    const RefResult ref = reference::gcacw_paths(s);
    std::set<std::string> mine;
    for (const RefPath& p : ref.paths) {
      mine.insert(reference::path_key(p.steps, p.total_loss, p.fatal));
      fatal_seen += p.fatal ? 1 : 0;
      ++paths_seen;
      extended_seen += static_cast<int>(p.steps.size()) > ref.max ? 1 : 0;
      surviving_override_seen += !p.fatal && p.override_depth > 0 ? 1 : 0;
    }
    override_seen += ref.override_in_force && !ref.paths.empty() ? 1 : 0;
    surrender_seen += ref.surrenders ? 1 : 0;
    const std::set<std::string> theirs = engine_paths(tree);
    std::vector<std::string> kinds;
    std::string detail;
    if (ref.stack != tree.stack()) kinds.push_back("stack-differs");  // GC-1, GC-2
    if (ref.min != tree.range().min || ref.max != tree.range().max) {
      kinds.push_back("length-differs");  // GC-1
    }
    if (ref.surrenders != tree.surrenders()) {
      kinds.push_back(ref.surrenders ? "engine-completes-reference-surrenders"
                                     : "engine-surrenders-reference-completes");
    }
    if (ref.declined != tree.option_declined()) {
      kinds.push_back(ref.declined ? "engine-takes-option-reference-declines"
                                   : "engine-declines-option-reference-takes");
    }
    if (ref.override_in_force != tree.override_in_force() && !ref.paths.empty() &&
        ref.declined == tree.option_declined() && ref.surrenders == tree.surrenders()) {
      kinds.push_back("override-in-force-differs");
    }
    declined_fatal_seen += ref.declined && !ref.paths.empty() ? 1 : 0;
    if (ref.best >= 0) {
      // ALL-1: the path best takes, fatal paths ranked like any (where the stack died).
      const RefPath& want = ref.paths[static_cast<std::size_t>(ref.best)];
      std::set<int> fatal_distances;
      for (const RefPath& p : ref.paths) {
        if (p.fatal) fatal_distances.insert(p.distance);
      }
      fatal_best_seen += want.fatal ? 1 : 0;
      fatal_ranked_seen += want.fatal && fatal_distances.size() > 1 ? 1 : 0;
      Chooser best(ChooserDef{.kind = ChooserKind::best});
      const Result<gcacw::Outcome> out = gcacw::resolve(s, best, resolved_tree);
      std::vector<std::string> walked;
      if (out.ok()) {
        for (const Event& e : out.value().events) {
          if (const auto* m = std::get_if<Moved>(&e))
            walked.push_back(test::label(std::get<Hex>(m->path.back())));
        }
      }
      if (!out.ok() || walked != hexes_of(want)) {
        kinds.push_back(want.fatal ? "best-differs-among-fatal-paths" : "best-differs");
        detail +=
            "  reference best: " +
            reference::key_text(reference::path_key(want.steps, want.total_loss, want.fatal)) +
            "\n";
      }
    }
    if (ref.declined && tree.option_declined()) {
      // GC-1: declined, nobody moves, nothing surrenders, the outcome says why.
      Chooser first(ChooserDef{.kind = ChooserKind::first});
      const Result<gcacw::Outcome> out = gcacw::resolve(s, first, resolved_tree);
      bool still = out.ok() && !out.value().declined.empty() && out.value().victory_points == 0;
      for (std::size_t u = 0; still && u < s.units.size(); ++u) {
        const gcacw::Unit& after = out.value().units[u];
        still = after.status == gcacw::Status::on_map && after.hex == s.units[u].hex &&
                after.manpower == s.units[u].manpower && after.fatigue == s.units[u].fatigue;
      }
      if (!still) kinds.push_back("declined-option-moves-someone");
    }
    bool missing_fatal = false, missing_alive = false, extra_fatal = false, extra_alive = false;
    bool missing_override = false, missing_fatal_override = false, extra_override = false;
    const auto fatal_of = [](const std::string& k) { return k.back() != 64; };
    const auto override_of = [](const std::string& k) {
      for (std::size_t i = 6; i + 2 < k.size(); i += 7) {
        if (k[i] != 64) return true;
      }
      return false;
    };
    for (const std::string& k : mine) {
      if (theirs.count(k)) continue;
      if (override_of(k)) {
        (fatal_of(k) ? missing_fatal_override : missing_override) = true;
      } else {
        (fatal_of(k) ? missing_fatal : missing_alive) = true;
      }
      detail += "  missing from engine: " + reference::key_text(k) + "\n";
    }
    for (const std::string& k : theirs) {
      if (mine.count(k)) continue;
      (fatal_of(k) ? extra_fatal : extra_alive) = true;
      extra_override = extra_override || override_of(k);
      detail += "  only in engine: " + reference::key_text(k) + "\n";
    }
    if (missing_fatal) kinds.push_back("engine-omits-fatal-priority-paths");
    if (missing_alive) kinds.push_back("engine-omits-surviving-priority-paths");
    if (extra_fatal) kinds.push_back("engine-adds-fatal-paths");
    if (extra_alive) kinds.push_back("engine-adds-surviving-paths");
    if (missing_override) kinds.push_back("engine-omits-surviving-override-paths");
    if (missing_fatal_override) kinds.push_back("engine-omits-fatal-override-paths");
    if (extra_override) kinds.push_back("engine-adds-override-paths");
    const int size = s.board.grid().size() * 4 + static_cast<int>(s.units.size()) * 8 +
                     static_cast<int>(mine.size() + theirs.size());
    for (const std::string& kind : kinds) {
      Finding& f = findings[kind];
      ++f.count;
      if (size < f.size) {
        f.size = size;
        f.seed = seed;
        f.detail = "reference: surrenders " + std::to_string(ref.surrenders) + ", override " +
                   std::to_string(ref.override_in_force) + "; engine: surrenders " +
                   std::to_string(tree.surrenders()) + ", override " +
                   std::to_string(tree.override_in_force()) + "\n" + detail;
        f.board = s;
      }
    }
  }
  EXPECT_GE(compared, kBoards);
  // The generator must reach the cases the rulings changed, or the comparison proves little.
  EXPECT_GT(fatal_seen, 0);
  EXPECT_GT(override_seen, 0);
  EXPECT_GT(surrender_seen, 0);
  EXPECT_GT(extended_seen, 0);
  EXPECT_GT(surviving_override_seen, 0);
  EXPECT_GT(declined_fatal_seen, 0);
  EXPECT_GT(fatal_best_seen, 0);
  EXPECT_GT(fatal_ranked_seen, 0);
  std::cout << "gcacw differential: " << compared << " boards, " << paths_seen
            << " completing paths (" << fatal_seen << " fatal, " << extended_seen
            << " extended past the maximum, " << surviving_override_seen
            << " surviving with an override); override in force on " << override_seen
            << " boards, surrender on " << surrender_seen << "; options declined as fatal "
            << declined_fatal_seen << ", best fatal " << fatal_best_seen << " (ranked by distance "
            << fatal_ranked_seen << ")\n";
  const char* dump = std::getenv("SKEDADDLE_REF_DUMP");
  std::ostringstream report;
  for (const auto& [kind, f] : findings) {
    report << kind << ": " << f.count << " of " << compared << " boards; smallest: seed " << f.seed
           << "\n"
           << f.detail;
    if (dump != nullptr) {
      std::ofstream(std::string(dump) + "/gcacw-" + kind + ".json")
          << scenario_json(f.board, "reference differential: " + kind + " (seed " +
                                        std::to_string(f.seed) + ")")
                 .dump(2)
          << "\n";
    }
  }
  EXPECT_TRUE(findings.empty()) << report.str();
}

}  // namespace
}  // namespace skedaddle
