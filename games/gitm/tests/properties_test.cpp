// SPDX-License-Identifier: MIT
// Properties of resolved GITM / ROTD requests on random 15 x 15 tactical maps, whatever the seed:
// no unit ends on a square with an enemy or neutral unit (GI-4); no invalid direction is taken,
// by a move or a rout (GI-2); a move is a straight line in one direction of 1-4 squares, exactly
// 1 for a fall back, every square passable and free of hostile units, and a unit stops short
// only before a blocked square (GI-4); a rout obeys GI-5 and lands in the entry band; every
// listed unit in the battle square leaves it or fails, the others stay put (GI-6); failures
// surrender in GITM and shatter in ROTD (GI-7); the same seed gives the same outcome (ALL-2).
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "gitm/tests/builder.hpp"
#include "skedaddle/dice/chance.hpp"

#include "skedaddle/gitm/io.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/event_text.hpp"
#include "support/kept_odds.hpp"
#include "support/kept_resolution_checks.hpp"
#include "support/light_tests.hpp"
#include "support/loaded_scenario.hpp"
#include "support/odds_reference.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::gitm {
namespace {

constexpr std::uint64_t kSeed = 0x6769'746d'726f'7464ULL;  // "gitmrotd"
const int kMaps = test::scaled(1500);

using test::below;
using test::between;
using test::chance;
Dir8 any_dir(std::mt19937_64& rng) {
  return kDir8s[below(rng, kDir8Count)];
}

std::string sq(Square s) {
  return std::to_string(s.col) + "-" + std::to_string(s.row);
}

std::string outcome_text(const Outcome& out) {
  std::string s =
      test::events_text(out.events, [](const Place& p) { return sq(std::get<Square>(p)); });
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    s += out.units[i].id + " " + sq(out.units[i].square) + " " +
         std::string(ending_name(out.units[i].ending)) + " " +
         (i < out.strategic.size() ? out.strategic[i] : "?") + "\n";
  }
  return s;
}

struct Generated {
  Scenario s;
  std::string label;
};

// A random battle: 1-3 friendly units and 1-2 enemies on the battle square, up to 14 other
// units of any allegiance on distinct passable squares, random terrain, neighbours and request.
Generated generate(std::mt19937_64& rng, int n) {
  Generated g;
  Scenario& s = g.s;
  s = test::gi_field(chance(rng, 50) ? Variant::gitm : Variant::rotd);
  switch (below(rng, 3)) {
    case 0:
      break;
    case 1:
      s.options.corner = CornerRule::either;
      break;
    default:
      s.options.corner = CornerRule::both;
      break;
  }
  if (chance(rng, 25)) s.options.cone_edges = ConeEdges::shared;
  const int density = between(rng, 0, 30);
  for (auto& cell : s.field.impassable)
    cell = chance(rng, density) ? 1 : 0;
  s.field.marsh = chance(rng, 15);
  for (Neighbor& nb : s.field.neighbors) {
    nb.on_map = !chance(rng, 10);
    if (!nb.on_map) nb.label.clear();
    nb.passable = !chance(rng, 10);
    nb.crossing_closed = chance(rng, 10);
  }

  const Square battle{between(rng, 0, 14), between(rng, 0, 14)};
  s.field.impassable[static_cast<std::size_t>(s.field.map.index(battle))] = 0;
  std::vector<Square> used{battle};
  const auto free_square = [&]() -> std::optional<Square> {
    for (int tries = 0; tries < 50; ++tries) {
      const Square q{between(rng, 0, 14), between(rng, 0, 14)};
      if (s.field.blocked(q)) continue;
      bool taken = false;
      for (Square u : used)
        taken = taken || u == q;
      if (!taken) {
        used.push_back(q);
        return q;
      }
    }
    return std::nullopt;
  };

  std::vector<UnitId> listed;
  const int friends = between(rng, 1, 3);
  for (int i = 0; i < friends; ++i) {
    const std::optional<Dir8> moved =
        chance(rng, 50) ? std::optional<Dir8>(any_dir(rng)) : std::nullopt;
    const UnitId u = test::gi_unit(s, "BR" + std::to_string(i + 1) + "IN", Allegiance::friendly,
                                   battle, moved, between(rng, 0, 20));
    s.units[index_of(u)].hq = chance(rng, 10);
    listed.push_back(u);
  }
  const int enemies = between(rng, 1, 2);
  for (int i = 0; i < enemies; ++i) {
    const std::optional<Dir8> moved =
        chance(rng, 50) ? std::optional<Dir8>(any_dir(rng)) : std::nullopt;
    const UnitId u = test::gi_unit(s, "FR" + std::to_string(i + 1) + "IN", Allegiance::enemy,
                                   battle, moved, between(rng, 0, 20));
    s.units[index_of(u)].hq = chance(rng, 10);
  }
  const int others = between(rng, 0, 14);
  for (int i = 0; i < others; ++i) {
    const std::optional<Square> q = free_square();
    if (!q) break;
    // Half of the others crowd the battle square's neighbourhood, where they matter most.
    Allegiance a = Allegiance::friendly;
    switch (below(rng, 3)) {
      case 0:
        a = Allegiance::friendly;
        break;
      case 1:
        a = Allegiance::enemy;
        break;
      default:
        a = Allegiance::neutral;
        break;
    }
    test::gi_unit(s, "XX" + std::to_string(i + 1) + "IN", a, *q);
  }
  for (int i = 0; i < 6; ++i) {
    const std::optional<Square> q = free_square();
    if (!q) break;
    if (chebyshev_distance(*q, battle) > 2) continue;
    const Allegiance a = chance(rng, 40)   ? Allegiance::friendly
                         : chance(rng, 50) ? Allegiance::enemy
                                           : Allegiance::neutral;
    test::gi_unit(s, "NB" + std::to_string(i + 1) + "IN", a, *q);
  }

  // GI-8 revised: hostile units may share a square with friends while a battle is pending.
  for (int i = 0; i < 3 && used.size() > 1; ++i) {
    if (!chance(rng, 50)) continue;
    const Square q = used[1 + below(rng, used.size() - 1)];
    const Allegiance a = chance(rng, 40)   ? Allegiance::friendly
                         : chance(rng, 50) ? Allegiance::enemy
                                           : Allegiance::neutral;
    test::gi_unit(s, "SH" + std::to_string(i + 1) + "IN", a, q);
  }

  const RequestKind kinds[] = {RequestKind::retreat, RequestKind::rout, RequestKind::fall_back,
                               RequestKind::end_of_battle};
  const RequestKind kind = kinds[below(rng, 4)];
  if (kind != RequestKind::end_of_battle) listed.resize(1);
  test::gi_request(s, kind, listed, battle);
  s.request.flanks_turned = between(rng, 0, 2);
  s.request.lost_melee = chance(rng, 70);
  if (kind == RequestKind::retreat && chance(rng, 30)) s.request.distance = between(rng, 1, 4);
  g.label = "map " + std::to_string(n) + " " +
            (s.options.variant == Variant::gitm ? "gitm" : "rotd") + " kind " +
            std::to_string(static_cast<int>(kind)) + " battle " + sq(battle);
  return g;
}

bool hostile(const Unit& u) {
  return u.allegiance != Allegiance::friendly;
}

// A hostile unit (of the initial scenario: hostile units never move) stands on `q`.
bool hostile_on(const Scenario& s, Square q) {
  for (const Unit& u : s.units) {
    if (hostile(u) && u.present() && u.square == q) return true;
  }
  return false;
}

// The square `q` can be entered by a step from `from` in `d` (GI-4).
bool enterable(const Scenario& s, Square from, Dir8 d) {
  const Square q = neighbor(from, d);
  if (s.field.blocked(q) || hostile_on(s, q)) return false;
  if (is_diagonal(d)) {
    const auto corners = corner_squares(from, d);
    if (corners_block(s.options.corner_rule(), hostile_on(s, corners[0]),
                      hostile_on(s, corners[1]))) {
      return false;
    }
  }
  return true;
}

bool in_entry_band(Square q, Dir8 d) {
  const SquareStep st = step_of(d);
  bool ok = true;
  if (st.drow < 0) ok = ok && q.row >= 11;  // moving north: enters from the south edge
  if (st.drow > 0) ok = ok && q.row <= 3;
  if (st.dcol > 0) ok = ok && q.col <= 3;  // moving east: enters from the west edge
  if (st.dcol < 0) ok = ok && q.col >= 11;
  return ok;
}

// Checks every property of one outcome.
void check_outcome(const Scenario& s, const Outcome& out, const std::string& label) {
  SCOPED_TRACE(label);
  ASSERT_EQ(out.units.size(), s.units.size());
  ASSERT_EQ(out.strategic.size(), s.units.size());
  const bool gitm = s.options.variant == Variant::gitm;
  const bool fall_back =
      s.request.kind == RequestKind::fall_back || s.request.kind == RequestKind::end_of_battle;

  std::vector<bool> listed(s.units.size(), false);
  for (UnitId id : s.request.units)
    listed[index_of(id)] = true;

  std::vector<std::optional<Dir8>> routed(s.units.size());
  for (const Routed& r : test::gi_events<Routed>(out)) {
    routed[index_of(r.unit)] = r.direction;
    EXPECT_EQ(std::get<Square>(r.entry), out.units[index_of(r.unit)].square);
    EXPECT_EQ(r.to, out.strategic[index_of(r.unit)]);
  }

  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& before = s.units[i];
    const Unit& now = out.units[i];
    const UnitId id{static_cast<std::uint32_t>(i)};
    SCOPED_TRACE(before.id + " from " + sq(before.square) + " to " + sq(now.square) + " " +
                 std::string(ending_name(now.ending)));
    const bool leaves = listed[i] && before.present() && before.square == s.request.battle;

    // GI-6: a listed unit in the battle square leaves it or fails; every other unit stays put.
    if (!leaves) {
      EXPECT_EQ(now.ending, before.ending);
      EXPECT_EQ(now.square, before.square);
      EXPECT_EQ(out.strategic[i], s.field.label);
      continue;
    }
    EXPECT_NE(now.ending, Ending::stayed) << "a listed unit in the battle square must leave it";

    // GI-7: GITM surrenders, ROTD shatters, whatever the message says.
    if (now.ending == Ending::surrendered || now.ending == Ending::shattered) {
      EXPECT_EQ(now.ending, gitm ? Ending::surrendered : Ending::shattered);
      bool recorded = false;
      for (const UnitRemoved& r : test::gi_events<UnitRemoved>(out)) {
        recorded =
            recorded || (r.unit == id && r.fate == (gitm ? Fate::surrendered : Fate::shattered));
      }
      EXPECT_TRUE(recorded) << "a failure records UnitRemoved";
      EXPECT_EQ(out.strategic[i], s.field.label);
      continue;
    }

    if (now.ending == Ending::routed) {
      EXPECT_EQ(s.request.kind, RequestKind::rout);
      ASSERT_TRUE(routed[i].has_value()) << "a rout records a Routed event";
      const Dir8 d = *routed[i];
      const Neighbor& nb = s.field.neighbors[static_cast<std::size_t>(d)];
      EXPECT_FALSE(invalid_directions(s, id).contains(d)) << "GI-2 " << compass_name(d);
      EXPECT_LE(before.fatigue, kRoutFatigueMax);
      EXPECT_TRUE(nb.on_map && nb.passable && !nb.crossing_closed) << compass_name(d);
      EXPECT_EQ(out.strategic[i], nb.label);
      for (const Unit& other : s.units) {
        if (other.allegiance != Allegiance::enemy || !other.present()) continue;
        EXPECT_FALSE(in_exit_cone(before.square, other.square, d, s.options.cone_edges))
            << "enemy " << other.id << " on " << sq(other.square) << " in the exit cone "
            << compass_name(d);
      }
      // CONTEXT §2.5 marsh: with enemy combat units present, leave only from within 3 squares
      // of the matching edge (both conditions for a diagonal).
      bool enemy_combat = false;
      for (const Unit& other : s.units)
        enemy_combat =
            enemy_combat || (other.allegiance == Allegiance::enemy && other.present() && !other.hq);
      if (s.field.marsh && enemy_combat) {
        const SquareStep st = step_of(d);
        if (st.drow < 0) {
          EXPECT_LE(before.square.row, 3) << "marsh " << compass_name(d);
        }
        if (st.drow > 0) {
          EXPECT_GE(before.square.row, 11) << "marsh " << compass_name(d);
        }
        if (st.dcol > 0) {
          EXPECT_GE(before.square.col, 11) << "marsh " << compass_name(d);
        }
        if (st.dcol < 0) {
          EXPECT_LE(before.square.col, 3) << "marsh " << compass_name(d);
        }
      }
      EXPECT_TRUE(in_entry_band(now.square, d)) << compass_name(d);
      EXPECT_TRUE(s.field.map.contains(now.square));
      continue;
    }

    // Moved or stopped short: a straight line in one valid direction (GI-2, GI-4).
    ASSERT_TRUE(now.ending == Ending::moved || now.ending == Ending::stopped_short);
    EXPECT_NE(s.request.kind, RequestKind::rout);
    EXPECT_EQ(out.strategic[i], s.field.label);
    const SquareStep delta = now.square - before.square;
    const int k = chebyshev_length(delta);
    ASSERT_GE(k, 1);
    ASSERT_LE(k, fall_back ? 1 : kRetreatMax);
    const SquareStep unit{delta.dcol / k, delta.drow / k};
    ASSERT_EQ(k * unit, delta) << "not a straight compass line";
    Dir8 d = Dir8::n;
    for (Dir8 c : kDir8s) {
      if (step_of(c) == unit) d = c;
    }
    EXPECT_FALSE(invalid_directions(s, id).contains(d)) << "GI-2 " << compass_name(d);
    // GI-3: with a single unit to move, the direction taken is a candidate of the initial state:
    // never toward an adjacent enemy (ROTD: or neutral), toward friends when any is valid.
    if (s.request.units.size() == 1) {
      const auto verdicts = direction_verdicts(s, s.units, id, before.square);
      const DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
      EXPECT_TRUE(v == DirectionVerdict::preferred || v == DirectionVerdict::candidate)
          << "GI-3 " << compass_name(d) << " verdict " << verdict_text(v);
    }
    if (fall_back) {
      EXPECT_EQ(now.ending, Ending::moved);
    }
    if (s.request.distance && now.ending == Ending::moved) {
      EXPECT_EQ(k, *s.request.distance);
    }
    if (s.request.distance) {
      EXPECT_LE(k, *s.request.distance);
    }
    // Every square entered must be enterable; a unit stops short only before a blocked one.
    // (Friends moved earlier in the same request are passable, so the initial state suffices.)
    for (int j = 0; j < k; ++j) {
      EXPECT_TRUE(enterable(s, along(before.square, d, j), d))
          << "step " << j + 1 << " of " << compass_name(d);
    }
    if (now.ending == Ending::stopped_short) {
      EXPECT_LT(k, kRetreatMax);
      EXPECT_FALSE(enterable(s, now.square, d)) << "stopped short before a free square";
    }
    // No unit ends on a square with an enemy or neutral unit.
    for (const Unit& other : out.units) {
      if (hostile(other) && other.present()) {
        EXPECT_NE(other.square, now.square) << other.id;
      }
    }
  }
}

TEST(GitmProperties, RandomBattlesObeyTheRulings) {
  int played = 0;
  int refused = 0;
  int left = 0;
  int failed = 0;
  int routs = 0;
  test::for_random_boards(kSeed, kMaps, [&](std::mt19937_64& rng, int n) -> std::string {
    if (::testing::Test::HasFatalFailure()) return "";
    const Generated g = generate(rng, n);
    const Errors errors = check(g.s);
    if (!errors.empty()) {
      ++refused;
      return "";
    }
    ++played;
    const std::uint64_t seed = rng();
    Dice d1 = Dice::seeded(seed);
    const Result<Outcome> r1 = resolve(g.s, d1);
    if (!r1.ok()) return g.label + ": " + test::gi_errors(r1);
    check_outcome(g.s, r1.value(), g.label);
    if (::testing::Test::HasFatalFailure()) return "";

    // ALL-2: the same seed gives the same outcome.
    Dice d2 = Dice::seeded(seed);
    const Result<Outcome> r2 = resolve(g.s, d2);
    if (!r2.ok()) return g.label + ": " + test::gi_errors(r2);
    EXPECT_EQ(outcome_text(r1.value()), outcome_text(r2.value())) << g.label;
    EXPECT_EQ(d1.draws(), d2.draws());

    for (const Unit& u : r1.value().units) {
      if (u.ending == Ending::moved || u.ending == Ending::stopped_short) ++left;
      if (u.ending == Ending::surrendered || u.ending == Ending::shattered) ++failed;
      if (u.ending == Ending::routed) ++routs;
    }
    return "";
  });
  // The generator must exercise the rules, not the checker.
  EXPECT_GT(played, kMaps * 3 / 4) << "refused " << refused;
  EXPECT_GT(left, test::scaled(100));
  EXPECT_GT(failed, test::scaled(100));
  EXPECT_GT(routs, test::scaled(30));
}

// A Resolution run again and again on one position gives, every run, the outcome resolve()
// gives with the same dice: what an earlier run changed (units moved, routed or failed, their
// strategic squares, the events and their storage) is put back or written over completely.
TEST(GitmProperties, RepeatedResolutionGivesWhatResolveGives) {
  int runs = 0;
  test::for_random_boards(kSeed ^ 0x2e5eULL, 400, [&](std::mt19937_64& rng, int n) -> std::string {
    const Generated g = generate(rng, n);
    const Result<Checked<Scenario>> checked = Checked<Scenario>::check(g.s);
    if (!checked.ok()) return "";
    Resolution resolution(checked.value());
    EXPECT_EQ(outcome_text(resolution.outcome()),
              outcome_text(Outcome{
                  {}, g.s.units, std::vector<std::string>(g.s.units.size(), g.s.field.label)}))
        << g.label;
    for (int k = 0; k < 6; ++k) {
      const std::uint64_t seed = rng();
      Dice once = Dice::seeded(seed);
      const Result<Outcome> expected = resolve(g.s, once);
      if (!expected.ok()) return g.label + ": " + test::gi_errors(expected);
      Dice again = Dice::seeded(seed);
      const Errors errors = resolution.run(again);
      if (!errors.empty()) return g.label + ": " + errors.front().message;
      EXPECT_EQ(outcome_text(resolution.outcome()), outcome_text(expected.value())) << g.label;
      EXPECT_EQ(resolution.outcome().events.size(), expected.value().events.size()) << g.label;
      EXPECT_EQ(again.draws(), once.draws()) << g.label;
      ++runs;
    }
    return "";
  });
  EXPECT_GT(runs, 1000);
}

// The odds' ways going on from the last (Resolution::run_next_way): every way of the dice, each
// resolved on from the start of the last unit's fall back that the way before reached within
// the points the two share, gives the outcome (events, units, strategic squares) and the draws
// that a fresh resolve() gives with that way's dice scripted.
TEST(GitmProperties, AWayGoingOnFromTheLastGivesWhatAFreshResolveGives) {
  int ways = 0;
  int shared_ways = 0;  // ways sharing points with the last, in a request of two or more units
  test::for_random_boards(kSeed ^ 0x6e78ULL, 300, [&](std::mt19937_64& rng, int n) -> std::string {
    const Generated g = generate(rng, n);
    const Result<Checked<Scenario>> checked = Checked<Scenario>::check(g.s);
    if (!checked.ok()) return "";
    Resolution resolution(checked.value());
    ChancePlan plan;
    Dice dice = Dice::enumerating(plan);
    for (int way = 0; way < 500; ++way) {
      dice.rewind();
      const std::size_t shared = plan.shared();
      if (shared > 0 && g.s.request.units.size() > 1) ++shared_ways;
      const Errors errors = resolution.run_next_way(dice, shared);
      if (!errors.empty()) return g.label + ": " + errors.front().message;
      std::vector<ScriptedFace> faces;
      for (const int f : plan.dice_faces())
        faces.push_back(ScriptedFace{f});
      Dice fresh = Dice::scripted(faces);
      const Result<Outcome> expected = resolve(checked.value(), fresh);
      if (!expected.ok()) return g.label + ": " + test::gi_errors(expected);
      EXPECT_EQ(outcome_text(resolution.outcome()), outcome_text(expected.value()))
          << g.label << ", way " << way;
      EXPECT_EQ(resolution.outcome().events.size(), expected.value().events.size()) << g.label;
      EXPECT_EQ(dice.draws(), fresh.draws()) << g.label << ", way " << way;
      ++ways;
      if (!plan.advance()) break;
    }
    return "";
  });
  EXPECT_GT(ways, test::scaled(1000));
  EXPECT_GT(shared_ways, test::scaled(100));
}

// The odds' reuse: the ruleset's kept resolution with one enumerating Dice rewound per way and
// one Fates written over gives, on every way of the dice, the points, draws and fates that a
// fresh resolve_checked(), new dice and fates() give (the two walks run in step); and the
// boards' odds, taken in turn through one kept workspace and table, are the fresh odds.
TEST(GitmProperties, KeptResolutionGivesEveryWayWhatAFreshOneGives) {
  const Ruleset* ruleset = find_ruleset("gitm");
  ASSERT_NE(ruleset, nullptr);
  int walked = 0;
  OddsWorkspace workspace;
  OddsTable kept;
  test::for_random_boards(kSeed ^ 0x6b65ULL, 300, [&](std::mt19937_64& rng, int n) -> std::string {
    const Generated g = generate(rng, n);
    io::LoadedScenario loaded = test::loaded(g.s, g.label);
    loaded.ruleset = ruleset;
    if (!ruleset->check_once(loaded).ok()) return "";
    ++walked;
    std::string differs =
        test::kept_resolution_differences(loaded, {.kind = ChooserKind::best}, 500);
    if (differs.empty()) {
      // The table grouped by the fate codes, against a plain one grouped by text.
      differs = test::odds_reference_differences(loaded, ChooserKind::best, 500);
    }
    if (differs.empty()) {
      // Written over the tables of the boards before (larger and smaller ones).
      differs = test::kept_odds_differences(
          loaded, {.chooser = ChooserKind::best, .max_resolves = 500}, workspace, kept);
    }
    return differs.empty() ? "" : g.label + ": " + differs;
  });
  EXPECT_GT(walked, test::scaled(50));
}

// Every event cites the ruling that caused it (GI-1..GI-7 or ALL-1, ALL-2), and every message
// is one of the GI-7 texts with the unit's id.
TEST(GitmProperties, EveryEventCitesARulingAndEveryMessageIsAGi7Text) {
  const std::vector<std::string> tails = {
      " is unable to retreat and is forced to surrender!",
      " is unable to fall back and is forced to surrender!",
      " is unable to rout and is forced to surrender!",
      " has no direction to retreat and is forced to surrender!",
      " tries to retreat but is blocked, and surrenders!",
      " tries to fall back but is blocked, and surrenders!",
      " tries to rout but is blocked, and surrenders!",
      " is unable to move.",
      " is exhausted, and surrenders!",
      " is trapped by enemy forces and surrenders!",
      " is unable to rout and is shattered!",
  };
  test::for_random_boards(kSeed ^ 0x5eedULL, 400, [&](std::mt19937_64& rng, int n) -> std::string {
    const Generated g = generate(rng, n);
    if (!check(g.s).empty()) return "";
    Dice dice = Dice::seeded(rng());
    const Result<Outcome> r = resolve(g.s, dice);
    if (!r.ok()) return g.label + ": " + test::gi_errors(r);
    for (const Event& e : r.value().events) {
      const std::string_view rule = rule_of(e);
      EXPECT_TRUE(rule.starts_with("GI-") || rule.starts_with("ALL-"))
          << g.label << ": " << test::event_text(e);
    }
    for (const Message& m : test::gi_events<Message>(r.value())) {
      bool known = false;
      for (UnitId id : g.s.request.units) {
        for (const std::string& tail : tails)
          known = known || m.text == g.s.units[index_of(id)].id + tail;
      }
      EXPECT_TRUE(known) << g.label << ": " << m.text;
      if (g.s.options.variant == Variant::gitm) {
        EXPECT_FALSE(m.text.ends_with(" is unable to rout and is shattered!")) << g.label;
      }
    }
    return "";
  });
}

}  // namespace
}  // namespace skedaddle::gitm
