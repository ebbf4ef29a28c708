// SPDX-License-Identifier: MIT
// Properties of resolved Jacobite Rising requests on random 13 x 11 boards, whatever the dice
// and the chooser (first, random, best): every step goes one row toward the mover's baseline
// (JR-1), no unit enters another unit or an enemy leader (JR-4), blocks lost = hexes not
// completed (JR-5), rally dice at least 1 (JR-6), at most one leader casualty check per combat
// unless the option asks for a second (JR-8), every unit ends on the board or with a
// status and every banner is accounted for, and the same seed gives the same outcome (ALL-2).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "jacobite/tests/builder.hpp"
#include "jacobite/tests/random_scenario.hpp"
#include "support/event_text.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::uint64_t kPropertySeed = 0x7472'6963'6f72'6e65ULL;  // "tricorne"
constexpr int kPropertyBoards = 300;

using test::below;
using test::between;
using test::chance;

using test::hex_text;
std::string place_text(const Place& p) {
  return hex_text(std::get<Hex>(p));
}

std::string events_text(const Outcome& out) {
  return test::events_text(out.events, place_text);
}

// Every unit of an outcome with every field, then the banners.
std::string units_text(const Outcome& out) {
  std::ostringstream o;
  for (const Unit& u : out.units) {
    o << u.id << ' ' << static_cast<int>(u.side) << ' ' << static_cast<int>(u.type) << ' '
      << hex_text(u.hex) << ' ' << u.blocks << ' ' << u.melee_dice.value_or(-1) << ' '
      << static_cast<int>(u.status) << '\n';
  }
  o << "banners " << out.banners[0] << ' ' << out.banners[1] << '\n';
  return o.str();
}

std::string describe_request(const Scenario& s) {
  std::ostringstream o;
  o << "request kind " << static_cast<int>(s.request.kind) << " target #"
    << index_of(s.request.target) << " combat " << static_cast<int>(s.request.combat) << " arm "
    << static_cast<int>(s.request.attacker) << " mode " << static_cast<int>(s.request.mode)
    << " hits " << s.request.hits << " flags " << s.request.flags << " attack dice "
    << s.request.attack_dice << "\n";
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    o << "#" << i << " " << (u.side == Side::first ? "first " : "second ") << type_name(u.type)
      << " " << u.blocks << " at " << hex_text(u.hex) << "\n";
  }
  o << "impassable:";
  const HexGrid& g = s.board.grid();
  for (int i = 0; i < g.size(); ++i) {
    if (s.board.terrain(g.hex_at(i)) == Terrain::impassable) o << ' ' << hex_text(g.hex_at(i));
  }
  o << "\n";
  return o.str();
}

// Every way a unit of `side` could retreat from `h` with `rem` owed on the positions `at`, as
// (hexes completed, end hex) (JR-4: no unit, no enemy leader, no impassable hex, not off the
// board; a lone friendly leader, for a unit without one, completes everything; one with a
// leader passes him but may not end there, falling short to the hex before).
struct Occupancy {
  std::map<Hex, UnitId> unit;
  std::map<Hex, UnitId> leader;
};

void naive_walks(const Scenario& s, const Occupancy& occ, Side side, bool has_leader, Hex h,
                 int rem, int made, std::pair<int, Hex> end,
                 std::vector<std::pair<int, Hex>>& out) {
  bool moved_on = false;
  for (HexDir d : s.board.rear(side)) {
    if (rem == 0) break;
    const Hex n = neighbor(h, d);
    if (!s.board.contains(n) || s.board.terrain(n) == Terrain::impassable) continue;
    if (occ.unit.count(n)) continue;
    const auto l = occ.leader.find(n);
    if (l != occ.leader.end()) {
      if (s.units[index_of(l->second)].side != side) continue;
      moved_on = true;
      if (!has_leader) {
        out.emplace_back(made + rem, n);
      } else {
        naive_walks(s, occ, side, has_leader, n, rem - 1, made + 1, end, out);
      }
      continue;
    }
    moved_on = true;
    naive_walks(s, occ, side, has_leader, n, rem - 1, made + 1, {made + 1, n}, out);
  }
  if (!moved_on) out.push_back(end);
}

std::vector<std::pair<int, Hex>> naive_paths(const Scenario& s, const Occupancy& occ, Side side,
                                             bool has_leader, Hex h, int rem) {
  std::vector<std::pair<int, Hex>> out;
  naive_walks(s, occ, side, has_leader, h, rem, 0, {0, h}, out);
  return out;
}

// Most hexes completed of the `rem` owed.
int naive_best(const Scenario& s, const Occupancy& occ, Side side, bool has_leader, Hex h,
               int rem) {
  int top = 0;
  for (const std::pair<int, Hex>& way : naive_paths(s, occ, side, has_leader, h, rem))
    top = std::max(top, way.first);
  return top;
}

// The end hexes of every path completing exactly `goal` of the `rem` hexes owed.
void naive_ends(const Scenario& s, const Occupancy& occ, Side side, bool has_leader, Hex h, int rem,
                int goal, std::set<Hex>& ends) {
  for (const std::pair<int, Hex>& way : naive_paths(s, occ, side, has_leader, h, rem)) {
    if (way.first == goal) ends.insert(way.second);
  }
}

// Distance from h to the nearest enemy unit (not leader) of `side` (ALL-1).
int enemy_distance(const Scenario& s, const Occupancy& occ, Side side, Hex h) {
  int d = Field::kNoEnemy;
  for (const auto& [at, id] : occ.unit) {
    if (s.units[index_of(id)].side != side) d = std::min(d, hex_distance(h, at));
  }
  return d;
}

Fate fate_for(Status status) {
  switch (status) {
    case Status::eliminated:
      return Fate::eliminated;
    case Status::routed:
      return Fate::removed;
    case Status::left_board:
      return Fate::fled;
    case Status::on_board:
      break;
  }
  return Fate::captured;  // never expected
}

bool contains_unit(const std::vector<UnitId>& v, UnitId id) {
  return std::find(v.begin(), v.end(), id) != v.end();
}

// How much of the rulings the random requests reached.
struct Stats {
  int retreats = 0;      // target retreats compared with the brute force
  int partial = 0;       // ... completing fewer hexes than owed (JR-5)
  int joins = 0;         // ... stopped on a lone friendly leader (JR-4)
  int leader_moves = 0;  // lone leaders moving (JR-9)
  int failed_rallies = 0;
  int best_checked = 0;  // best's retreat ends compared with the farthest end
};

// Every property of one resolved request; the problems found (empty when none).
std::string check_outcome(const Scenario& s, const Outcome& out, ChooserKind kind, Stats& stats) {
  std::ostringstream bad;
  const Board& board = s.board;
  if (out.units.size() != s.units.size()) {
    bad << "outcome has " << out.units.size() << " units, scenario " << s.units.size() << "\n";
    return bad.str();
  }

  // Replay the events on the positions: steps rearward (JR-1), entries legal (JR-4).
  std::vector<Hex> pos;
  std::vector<bool> on(s.units.size(), true);
  for (const Unit& u : s.units)
    pos.push_back(u.hex);
  auto occupancy = [&](const std::vector<UnitId>& except) {
    Occupancy occ;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const UnitId id{static_cast<std::uint32_t>(i)};
      if (!on[i] || contains_unit(except, id)) continue;
      (s.units[i].is_leader() ? occ.leader : occ.unit)[pos[i]] = id;
    }
    return occ;
  };
  std::map<std::uint32_t, std::vector<Fate>> removed;
  const UnitId target = s.request.target;
  const Unit& t0 = s.units[index_of(target)];
  int target_steps = 0;
  Hex target_end = s.units[index_of(target)].hex;
  int retreat_start = -1;  // first event of the target's retreat
  Occupancy at_start;
  bool leader_at_start = false;
  int target_losses = 0;  // StrengthLost events of the target
  int retreat_loss = 0;
  bool joined = false;

  for (std::size_t ei = 0; ei < out.events.size(); ++ei) {
    const Event& e = out.events[ei];
    if (const auto* m = std::get_if<Moved>(&e)) {
      if (m->units.empty() || m->path.empty()) {
        bad << "event " << ei << ": an empty Moved\n";
        continue;
      }
      const Side side = s.units[index_of(m->units[0])].side;
      bool has_block_unit = false;
      bool has_leader = false;
      std::vector<UnitId> movers = m->units;
      for (UnitId id : m->units) {
        has_block_unit = has_block_unit || !s.units[index_of(id)].is_leader();
        has_leader = has_leader || s.units[index_of(id)].is_leader();
        if (s.units[index_of(id)].side != side) bad << "event " << ei << " moves two sides\n";
      }
      const Hex from = std::get<Hex>(m->path.front());
      for (UnitId id : m->units) {
        if (pos[index_of(id)] != from) {
          bad << "event " << ei << ": #" << index_of(id) << " moves from " << hex_text(from)
              << " but stands in " << hex_text(pos[index_of(id)]) << "\n";
        }
      }
      // An attached leader goes with his unit (JR-4) even if the event names only the unit.
      if (has_block_unit && !has_leader) {
        for (std::size_t i = 0; i < s.units.size(); ++i) {
          if (on[i] && s.units[i].is_leader() && s.units[i].side == side && pos[i] == from) {
            movers.push_back(UnitId{static_cast<std::uint32_t>(i)});
            has_leader = true;
          }
        }
      }
      stats.leader_moves += !has_block_unit;
      if (contains_unit(m->units, target) && retreat_start < 0) {
        retreat_start = static_cast<int>(ei);
        at_start = occupancy({target});
        leader_at_start = has_leader;
      }
      const auto rear = board.rear(side);
      for (std::size_t k = 1; k < m->path.size(); ++k) {
        const Hex a = std::get<Hex>(m->path[k - 1]);
        const Hex b = std::get<Hex>(m->path[k]);
        if (b != neighbor(a, rear[0]) && b != neighbor(a, rear[1])) {
          bad << "event " << ei << ": step " << hex_text(a) << " -> " << hex_text(b)
              << " is not toward the baseline (JR-1)\n";
          continue;
        }
        if (!board.contains(b)) {
          if (has_block_unit || !board.on_baseline(a, side)) {
            bad << "event " << ei << ": off the board at " << hex_text(b) << " (JR-5, JR-9)\n";
          }
          continue;
        }
        if (board.terrain(b) == Terrain::impassable) {
          bad << "event " << ei << ": into impassable " << hex_text(b) << " (JR-4)\n";
        }
        const Occupancy occ = occupancy(movers);
        if (has_block_unit) {
          if (occ.unit.count(b)) {
            bad << "event " << ei << ": a unit enters " << hex_text(b) << ", held by #"
                << index_of(occ.unit.at(b)) << " (JR-4)\n";
          }
          const auto l = occ.leader.find(b);
          if (l != occ.leader.end()) {
            if (s.units[index_of(l->second)].side != side) {
              bad << "event " << ei << ": a unit enters enemy leader's " << hex_text(b)
                  << " (JR-4)\n";
            } else if (!has_leader && k + 1 != m->path.size()) {
              // With a leader it may pass him; ending there is two leaders in a hex (below).
              bad << "event " << ei << ": joins friendly leader #" << index_of(l->second) << " in "
                  << hex_text(b) << " without stopping (JR-4)\n";
            }
          }
        }
        if (contains_unit(m->units, target)) ++target_steps;
      }
      for (UnitId id : movers)
        pos[index_of(id)] = std::get<Hex>(m->path.back());
      if (contains_unit(m->units, target)) target_end = std::get<Hex>(m->path.back());
    } else if (const auto* r = std::get_if<UnitRemoved>(&e)) {
      removed[index_of(r->unit)].push_back(r->fate);
      on[index_of(r->unit)] = false;
    } else if (const auto* l = std::get_if<StrengthLost>(&e)) {
      if (l->unit == target) {
        ++target_losses;
        const bool hits =
            s.request.kind == RequestKind::combat && s.request.hits > 0 && target_losses == 1;
        if (!hits) {
          retreat_loss += l->amount;
          if (retreat_start < 0) {
            retreat_start = static_cast<int>(ei);
            at_start = occupancy({target});
            for (std::size_t i = 0; i < s.units.size(); ++i) {
              leader_at_start = leader_at_start ||
                                (on[i] && s.units[i].is_leader() && s.units[i].side == t0.side &&
                                 pos[i] == pos[index_of(target)]);
            }
          }
        }
      }
    } else if (const auto* a = std::get_if<LeaderAttached>(&e)) {
      if (a->unit == target) joined = true;
    } else if (const auto* c = std::get_if<RallyChecked>(&e)) {
      // JR-6: at least one die; the dice are the terms' sum; any flag rallies.
      int sum = 0;
      for (const DiceTerm& term : c->terms)
        sum += term.dice;
      bool flag = false;
      for (int f : c->faces) {
        if (f < 1 || f > 6) {
          bad << "rally face " << f << " out of range\n";
          continue;
        }
        flag = flag || s.options.die[static_cast<std::size_t>(f - 1)] == Face::flag;
      }
      if (c->dice < 1)
        bad << "rally check of #" << index_of(c->unit) << " with " << c->dice << " dice (JR-6)\n";
      if (c->dice != std::max(1, sum)) {
        bad << "rally check of #" << index_of(c->unit) << ": " << c->dice << " dice, terms sum to "
            << sum << " (JR-6)\n";
      }
      if (static_cast<int>(c->faces.size()) != c->dice) {
        bad << "rally check of #" << index_of(c->unit) << " rolled " << c->faces.size()
            << " faces for " << c->dice << " dice\n";
      }
      stats.failed_rallies += !c->rallied;
      if (c->rallied != flag) {
        bad << "rally check of #" << index_of(c->unit) << " rallied " << c->rallied << " with flag "
            << flag << " (JR-6)\n";
      }
    }
  }

  // Every unit on the board or with exactly one removal of the matching fate; banners.
  std::array<int, 2> banners{};
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    const Unit& u = out.units[i];
    const auto it = removed.find(static_cast<std::uint32_t>(i));
    const std::size_t n = it == removed.end() ? 0 : it->second.size();
    if (u.status == Status::on_board) {
      if (n != 0) bad << "unit #" << i << " is on the board but was removed\n";
      if (!board.contains(u.hex) || board.terrain(u.hex) == Terrain::impassable) {
        bad << "unit #" << i << " ends on " << hex_text(u.hex) << "\n";
      }
      if (u.hex != pos[i]) {
        bad << "unit #" << i << " ends in " << hex_text(u.hex) << " but its moves end in "
            << hex_text(pos[i]) << "\n";
      }
    } else {
      if (n != 1 || it->second.front() != fate_for(u.status)) {
        bad << "unit #" << i << " has status " << static_cast<int>(u.status)
            << " without exactly one matching UnitRemoved\n";
      }
      if (u.status == Status::left_board && !u.is_leader()) {
        bad << "unit #" << i << " left the board but is not a leader (JR-5)\n";
      }
      if (u.status == Status::eliminated || u.status == Status::routed) {
        ++banners[static_cast<std::size_t>(opponent(u.side))];
      }
    }
    if (!u.is_leader() && u.status == Status::on_board && (u.blocks < 1 || u.blocks > 4)) {
      bad << "unit #" << i << " on the board with " << u.blocks << " blocks\n";
    }
  }
  std::array<int, 2> points{};
  for (const VictoryPoints& v : test::jr_events<VictoryPoints>(out))
    points[static_cast<std::size_t>(v.side)] += v.amount;
  if (out.banners != banners || points != banners) {
    bad << "banners " << out.banners[0] << "/" << out.banners[1] << ", events " << points[0] << "/"
        << points[1] << ", units lost " << banners[0] << "/" << banners[1] << "\n";
  }

  // JR-8: at most one leader casualty check per combat, two with retreat_loss_leader_check.
  int casualty_checks = 0;
  for (const Rolled& r : test::jr_events<Rolled>(out))
    casualty_checks += r.purpose == "leader casualty check";
  if (casualty_checks > (s.options.retreat_loss_leader_check ? 2 : 1)) {
    bad << casualty_checks << " leader casualty checks in one combat (JR-8)\n";
  }

  // Final positions: one unit per hex, one leader per hex, no leader with an enemy unit.
  std::map<Hex, std::vector<std::size_t>> units_in;
  std::map<Hex, std::vector<std::size_t>> leaders_in;
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    if (out.units[i].status != Status::on_board) continue;
    (out.units[i].is_leader() ? leaders_in : units_in)[out.units[i].hex].push_back(i);
  }
  for (const auto& [h, v] : units_in) {
    if (v.size() > 1) bad << "two units end in " << hex_text(h) << "\n";
  }
  for (const auto& [h, v] : leaders_in) {
    if (v.size() > 1) bad << "two leaders end in " << hex_text(h) << " (JR-9)\n";
    const auto u = units_in.find(h);
    if (u != units_in.end() && out.units[u->second[0]].side != out.units[v[0]].side) {
      bad << "a leader ends with an enemy unit in " << hex_text(h) << " (JR-9)\n";
    }
  }

  // JR-5: blocks lost in the retreat = hexes owed - hexes completed (stopping on a lone
  // leader completes them all), counted on the field as it stood when the retreat began.
  const bool combat = s.request.kind == RequestKind::combat;
  const bool retire = s.request.kind == RequestKind::retire_and_rally;
  if ((combat && t0.blocks - s.request.hits > 0) || retire) {
    int ignored = 0;
    for (const FlagsIgnored& f : test::jr_events<FlagsIgnored>(out)) {
      if (f.unit == target) ignored = f.ignored;
      if (f.ignored > f.allowed || f.allowed > kIgnoreCap || f.allowed > f.flags) {
        bad << "ignored " << f.ignored << " of " << f.flags << " allowed " << f.allowed
            << " (JR-3)\n";
      }
    }
    const int owed = retire ? 2 : (s.request.flags - ignored) * hexes_per_flag(t0.type);
    const int left = retire ? t0.blocks : t0.blocks - s.request.hits;
    if (retreat_start < 0) {
      // No move and no loss: nothing was owed, or the unit fell before its retreat (JR-8).
      if (owed > 0 && out.units[index_of(target)].status == Status::on_board) {
        bad << "target owed " << owed << " hexes but neither moved nor lost a block (JR-5)\n";
      }
    } else {
      const int want = naive_best(s, at_start, t0.side, leader_at_start, t0.hex, owed);
      ++stats.retreats;
      stats.partial += want < owed;
      stats.joins += joined;
      if (joined) {
        if (retreat_loss != 0) bad << "lost " << retreat_loss << " after joining a leader\n";
        if (want != owed) bad << "joined a leader but the brute force completes " << want << "\n";
      } else {
        if (target_steps != want) {
          bad << "target moved " << target_steps << " hexes, brute force completes " << want
              << " of " << owed << " (JR-4)\n";
        }
        if (retreat_loss != std::min(owed - want, left)) {
          bad << "target lost " << retreat_loss << " blocks retreating, expected "
              << std::min(owed - want, left) << " (JR-5)\n";
        }
        if (retire && (want != 2 || retreat_loss != 0)) {
          bad << "retire and rally without its two hexes (JR-11)\n";
        }
      }
      // ALL-1: `best` ends the retreat as far from the nearest enemy unit as any path allows.
      if (kind == ChooserKind::best && want > 0) {
        std::set<Hex> ends;
        naive_ends(s, at_start, t0.side, leader_at_start, t0.hex, owed, want, ends);
        int top = -1;
        for (Hex h : ends)
          top = std::max(top, enemy_distance(s, at_start, t0.side, h));
        const int got = enemy_distance(s, at_start, t0.side, target_end);
        ++stats.best_checked;
        if (ends.count(target_end) == 0 || got != top) {
          bad << "best ended the retreat in " << hex_text(target_end) << ", " << got
              << " from the enemy; the farthest end is " << top << " away (ALL-1)\n";
        }
      }
    }
  }
  return bad.str();
}

// JR-1, JR-4, JR-5, JR-6, ALL-1: whatever the dice and chooser, resolved requests obey the
// rulings.
TEST(JacobiteProperties, ResolvedRequestsObeyTheRulings) {
  int resolved = 0;
  int moved = 0;
  int rallies = 0;
  std::array<int, 3> kinds{};
  Stats stats;
  test::for_random_boards(
      kPropertySeed, kPropertyBoards, [&](std::mt19937_64& rng, int b) -> std::string {
        const Scenario s = random_scenario(rng);
        if (!check(s).empty() || refusal(s)) return "";  // bad input, or refused (ALL-3)
        ++kinds[static_cast<std::size_t>(s.request.kind)];
        std::string report;
        for (ChooserKind kind : {ChooserKind::first, ChooserKind::best, ChooserKind::random}) {
          const std::uint64_t seed = static_cast<std::uint64_t>(b) * 7919U + 17U;
          Dice dice = Dice::seeded(seed);
          Chooser chooser(ChooserDef{.kind = kind, .seed = seed + 1});
          const Result<Outcome> out = resolve(s, dice, chooser);
          if (!out.ok()) {
            if (report.empty()) {
              report = "chooser " + std::string(chooser_name(kind)) +
                       ": resolve failed: " + test::jr_errors(out) + "\n" + describe_request(s);
            }
            continue;
          }
          ++resolved;
          moved += !test::jr_events<Moved>(out.value()).empty();
          rallies += static_cast<int>(test::jr_events<RallyChecked>(out.value()).size());
          const std::string problems = check_outcome(s, out.value(), kind, stats);
          if (!problems.empty() && report.empty()) {
            report = "chooser " + std::string(chooser_name(kind)) + ":\n" + problems +
                     describe_request(s) + "events:\n" + events_text(out.value());
          }
        }
        return report;
      });
  EXPECT_GT(resolved, kPropertyBoards * 3 / 2);
  EXPECT_GT(moved, kPropertyBoards / 2);
  EXPECT_GT(rallies, kPropertyBoards / 2);
  EXPECT_GT(kinds[static_cast<std::size_t>(RequestKind::leader_attacked)], 5);
  EXPECT_GT(kinds[static_cast<std::size_t>(RequestKind::retire_and_rally)], 5);
  EXPECT_GT(stats.retreats, kPropertyBoards);
  EXPECT_GT(stats.partial, 20);
  EXPECT_GT(stats.joins, 5);
  EXPECT_GT(stats.leader_moves, 20);
  EXPECT_GT(stats.failed_rallies, 50);
  EXPECT_GT(stats.best_checked, kPropertyBoards / 4);
}

// JR-6: the rally dice of any unit on any field, in any context, are never below 1 and are the
// sum of their terms, blocks first.
TEST(JacobiteProperties, RallyDiceNeverFallBelowOne) {
  int counted = 0;
  test::for_random_boards(
      kPropertySeed + 2, kPropertyBoards, [&](std::mt19937_64& rng, int) -> std::string {
        const Scenario s = random_scenario(rng);
        if (!check(s).empty() || refusal(s)) return "";  // bad input, or refused (ALL-3)
        const Field field(s);
        for (std::size_t i = 0; i < s.units.size(); ++i) {
          if (s.units[i].is_leader()) continue;
          for (int ctx = 0; ctx < 4; ++ctx) {
            const RallyContext context{.cavalry_melee = (ctx & 1) != 0, .retire = (ctx & 2) != 0};
            const RallyDice d = rally_dice(field, UnitId{static_cast<std::uint32_t>(i)}, context);
            int sum = 0;
            for (const DiceTerm& t : d.terms)
              sum += t.dice;
            if (d.terms.empty()) return "unit #" + std::to_string(i) + " has no rally dice terms";
            EXPECT_EQ(d.terms[0], (DiceTerm{"blocks", s.units[i].blocks}));
            EXPECT_GE(d.dice, 1);
            EXPECT_EQ(d.dice, std::max(1, sum)) << describe_request(s) << "unit #" << i;
            ++counted;
          }
        }
        return "";
      });
  EXPECT_GT(counted, kPropertyBoards * 10);
}

// JR-3: the count a resolution reads first (ignore_allowed) is the allowance that the sources'
// reasons give: their number that count, capped at kIgnoreCap and at the flags.
TEST(JacobiteProperties, TheAllowedCountIsTheAllowanceOfTheReasons) {
  int counted = 0;
  int allowing = 0;
  test::for_random_boards(
      kPropertySeed + 5, kPropertyBoards, [&](std::mt19937_64& rng, int) -> std::string {
        const Scenario s = random_scenario(rng);
        if (!check(s).empty()) return "";
        const Field field(s);
        for (std::size_t i = 0; i < s.units.size(); ++i) {
          if (s.units[i].is_leader()) continue;
          const UnitId id{static_cast<std::uint32_t>(i)};
          for (int flags = 0; flags <= 3; ++flags) {
            for (const bool full : {false, true}) {
              const IgnoreAllowance a = ignore_allowance(field, id, flags, full);
              int sources = 0;
              for (const IgnoreReason& r : a.sources)
                sources += r.counts ? 1 : 0;
              const int expected = std::min({sources, kIgnoreCap, flags});
              EXPECT_EQ(a.total, sources) << describe_request(s) << "unit #" << i;
              EXPECT_EQ(a.allowed, expected) << describe_request(s) << "unit #" << i;
              EXPECT_EQ(ignore_allowed(field, id, flags, full), expected)
                  << describe_request(s) << "unit #" << i << ", " << flags << " flags";
              ++counted;
              allowing += expected > 0 ? 1 : 0;
            }
          }
        }
        return "";
      });
  EXPECT_GT(counted, kPropertyBoards * 40);
  EXPECT_GT(allowing, counted / 10);  // many units may ignore a flag, not only none
}

// ALL-2: the same scenario, seed and chooser give the same events, byte for byte.
TEST(JacobiteProperties, SameSeedGivesSameOutcome) {
  int compared = 0;
  test::for_random_boards(
      kPropertySeed + 1, kPropertyBoards, [&](std::mt19937_64& rng, int b) -> std::string {
        const Scenario s = random_scenario(rng);
        if (!check(s).empty() || refusal(s)) return "";  // bad input, or refused (ALL-3)
        for (ChooserKind kind : {ChooserKind::first, ChooserKind::best, ChooserKind::random}) {
          const std::uint64_t seed = static_cast<std::uint64_t>(b) * 104729U + 3U;
          Dice d1 = Dice::seeded(seed);
          Dice d2 = Dice::seeded(seed);
          Chooser a(ChooserDef{.kind = kind, .seed = seed});
          Chooser c(ChooserDef{.kind = kind, .seed = seed});
          const Result<Outcome> x = resolve(s, d1, a);
          const Result<Outcome> y = resolve(s, d2, c);
          if (!x.ok() || !y.ok()) return "resolve failed\n" + describe_request(s);
          if (events_text(x.value()) != events_text(y.value())) {
            return "chooser " + std::string(chooser_name(kind)) + ": the events differ\n" +
                   describe_request(s);
          }
          EXPECT_EQ(x.value().banners, y.value().banners);
          EXPECT_EQ(d1.draws(), d2.draws());
          ++compared;
        }
        return "";
      });
  EXPECT_GT(compared, kPropertyBoards);
}

// Who stands where on a field, unit by unit and hex by hex, with every unit's state.
std::string field_text(const Field& field) {
  std::ostringstream o;
  for (const Unit& u : field.units()) {
    o << hex_text(u.hex) << ' ' << u.blocks << ' ' << static_cast<int>(u.status) << '\n';
  }
  const HexGrid& grid = field.board().grid();
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    const std::optional<UnitId> u = field.unit_at(h);
    const std::optional<UnitId> l = field.leader_at(h);
    if (u || l) {
      o << hex_text(h) << ' ' << (u ? static_cast<int>(index_of(*u)) : -1) << ' '
        << (l ? static_cast<int>(index_of(*l)) : -1) << '\n';
    }
  }
  return o.str();
}

/// The distance from `h` to the nearest unit (not leader) on the board not of `side`, by a plain
/// pass over the units (Field::enemy_distance() keeps the units' coordinates by side).
int plain_enemy_distance(const Field& field, Hex h, Side side) {
  int best = Field::kNoEnemy;
  for (const Unit& u : field.units()) {
    if (u.status == Status::on_board && !u.is_leader() && u.side != side) {
      best = std::min(best, hex_distance(h, u.hex));
    }
  }
  return best;
}

/// An empty string when Field::enemy_distance() gives what a plain pass gives from random hexes
/// of the board, for both sides; else the first difference.
std::string enemy_distances_differ(const Field& field, std::mt19937_64& rng) {
  const HexGrid& grid = field.board().grid();
  for (int k = 0; k < 6; ++k) {
    const Hex h = grid.hex_at(static_cast<int>(below(rng, grid.size())));
    for (const Side side : {Side::first, Side::second}) {
      const int fast = field.enemy_distance(h, side);
      const int plain = plain_enemy_distance(field, h, side);
      if (fast != plain) {
        return "enemy_distance " + std::to_string(fast) + ", a plain pass " + std::to_string(plain);
      }
    }
  }
  return "";
}

// Field::reset() after any moves, hits, falls and removals gives the field the scenario sets:
// the same units in the same state, the same occupants in every hex (a new field compared).
// After every change and every reset, the nearest enemy's distance is what a plain pass over
// the units gives.
TEST(JacobiteProperties, AResetFieldIsTheScenariosField) {
  int changes = 0;
  test::for_random_boards(
      kPropertySeed + 4, kPropertyBoards, [&](std::mt19937_64& rng, int) -> std::string {
        const Scenario s = random_scenario(rng);
        if (!check(s).empty()) return "";
        const std::string fresh = field_text(Field(s));
        Field field(s);
        const HexGrid& grid = s.board.grid();
        for (int round = 0; round < 3; ++round) {
          for (int k = 0; k < 12; ++k) {
            const auto id = UnitId{static_cast<std::uint32_t>(below(rng, s.units.size()))};
            const Unit& u = field.unit(id);
            if (u.status != Status::on_board) continue;
            switch (below(rng, 4)) {
              case 0: {  // into a random hex free of its kind
                const Hex to = grid.hex_at(static_cast<int>(below(rng, grid.size())));
                const bool taken =
                    u.is_leader() ? field.leader_at(to).has_value() : field.unit_at(to).has_value();
                if (!taken) field.move(id, to);
                break;
              }
              case 1:
                if (!u.is_leader()) field.set_blocks(id, 1);
                break;
              case 2:
                field.remove(id, Status::routed);
                break;
              default:
                if (u.is_leader()) field.mark_falling(id, Status::eliminated);
                break;
            }
            ++changes;
            if (const std::string d = enemy_distances_differ(field, rng); !d.empty()) {
              return "round " + std::to_string(round) + ": " + d + "\n" + describe_request(s);
            }
          }
          field.reset();
          if (const std::string d = enemy_distances_differ(field, rng); !d.empty()) {
            return "round " + std::to_string(round) + " after reset: " + d + "\n" +
                   describe_request(s);
          }
          if (field_text(field) != fresh) {
            return "round " + std::to_string(round) + ": the reset field differs from a new one\n" +
                   describe_request(s);
          }
          EXPECT_TRUE(field.changed().empty());
        }
        return "";
      });
  EXPECT_GT(changes, kPropertyBoards * 10);
}

// A Resolution run again and again on one position gives, every run, the outcome resolve()
// gives with the same dice and chooser: what an earlier run changed (units moved, hit, fallen or
// removed, banners, the events and their storage, the retreats and cascades it reused) is put
// back or written over completely, also after a run whose scripted dice ran out.
TEST(JacobiteProperties, RepeatedResolutionGivesWhatResolveGives) {
  int runs = 0;
  int failed_runs = 0;
  test::for_random_boards(
      kPropertySeed + 3, kPropertyBoards, [&](std::mt19937_64& rng, int b) -> std::string {
        const Scenario s = random_scenario(rng);
        const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
        if (!checked.ok()) return "";  // bad input, or refused (ALL-3)
        Resolution resolution(checked.value());
        EXPECT_EQ(units_text(resolution.outcome()), units_text(Outcome{{}, s.units, {}})) << b;
        for (int k = 0; k < 8; ++k) {
          const ChooserKind kind = std::array{ChooserKind::first, ChooserKind::best,
                                              ChooserKind::random}[static_cast<std::size_t>(k % 3)];
          if (k % 4 == 3) {
            // One die only: most requests need more, so the run fails part way.
            Dice short_dice = Dice::scripted({ScriptedFace{6, ""}});
            Chooser chooser(ChooserDef{.kind = kind, .seed = 5});
            failed_runs += resolution.run(short_dice, chooser).empty() ? 0 : 1;
            continue;
          }
          const std::uint64_t seed = rng();
          Dice once = Dice::seeded(seed);
          Chooser once_chooser(ChooserDef{.kind = kind, .seed = seed});
          const Result<Outcome> expected = resolve(checked.value(), once, once_chooser);
          if (!expected.ok())
            return "resolve failed: " + test::jr_errors(expected) + describe_request(s);
          Dice again = Dice::seeded(seed);
          Chooser again_chooser(ChooserDef{.kind = kind, .seed = seed});
          const Errors errors = resolution.run(again, again_chooser);
          if (!errors.empty())
            return "run failed: " + errors.front().message + "\n" + describe_request(s);
          if (events_text(resolution.outcome()) != events_text(expected.value())) {
            return "run " + std::to_string(k) + ": the events differ\n" + describe_request(s) +
                   "resolve():\n" + events_text(expected.value()) + "run():\n" +
                   events_text(resolution.outcome());
          }
          EXPECT_EQ(units_text(resolution.outcome()), units_text(expected.value()))
              << describe_request(s);
          EXPECT_EQ(again.draws(), once.draws()) << describe_request(s);
          ++runs;
        }
        return "";
      });
  EXPECT_GT(runs, kPropertyBoards * 3);
  EXPECT_GT(failed_runs, kPropertyBoards / 4);
}

}  // namespace
}  // namespace skedaddle::jacobite
