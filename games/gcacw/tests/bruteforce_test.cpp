// SPDX-License-Identifier: MIT
// Brute force: on thousands of small random boards, the option tree of a GCACW retreat holds
// exactly the paths a naive enumeration of the rulings (GC-1..GC-11) allows, the ones that
// destroy the stack included (GC-9) and marked where it dies.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gcacw/tests/bruteforce_reference.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::gcacw {
namespace {

using ref::Reference;
using ref::RefPath;
using ref::RefResult;
using ref::RefScenario;
using ref::RefStep;

constexpr std::uint64_t kSeed = 0x6763'6163'7737'2e36ULL;  // "gcacw7.6"
const int kBoards = test::scaled(2500);
constexpr int kCrowdedBoards = 1000;

enum class Verdict { invalid, too_big, agree, disagree };

struct Comparison {
  Verdict verdict = Verdict::agree;
  std::string detail;
  RefResult want;
};

std::string step_text(const RefStep& s) {
  std::ostringstream o;
  o << "chart " << s.chart << " row " << s.row << " prio " << s.priority << " loss " << s.loss
    << (s.road ? " road" : "") << (s.friendly ? " friendly" : "")
    << (s.more_distant ? " more_distant" : "") << (s.zoc ? " zoc" : "")
    << (s.enemy ? " enemy" : "");
  return o.str();
}

std::string step_text(const ChartStep& s) {
  std::ostringstream o;
  o << "chart " << s.chart << " row " << s.row << " prio " << s.priority << " loss " << s.loss
    << (s.road ? " road" : "") << (s.friendly ? " friendly" : "")
    << (s.more_distant ? " more_distant" : "") << (s.zoc ? " zoc" : "") << (s.enemy ? " enemy" : "")
    << (s.override_step ? " override" : "");
  return o.str();
}

bool same_step(const RefStep& a, const ChartStep& b) {
  return a.chart == b.chart && a.row == b.row && a.priority == b.priority && a.loss == b.loss &&
         a.road == b.road && a.friendly == b.friendly && a.more_distant == b.more_distant &&
         a.zoc == b.zoc && a.enemy == b.enemy;
}

std::vector<Hex> path_to(const std::vector<TreeNode>& nodes, int i) {
  std::vector<Hex> out;
  for (int k = i; k >= 0; k = nodes[static_cast<std::size_t>(k)].parent) {
    out.push_back(nodes[static_cast<std::size_t>(k)].hex);
    if (out.size() > nodes.size()) break;  // a cycle in the parent links
  }
  std::reverse(out.begin(), out.end());
  return out;
}

// A compact, ordered key for a path.
std::string key_of(const std::vector<Hex>& path) {
  std::string k;
  for (Hex h : path) {
    k += static_cast<char>(h.q + 64);
    k += static_cast<char>(h.r + 64);
  }
  return k;
}

// Checks the tree's shape, then its stop paths against the reference, then each node's chart
// step, loss and flags, then every node's six candidates.
Comparison compare(const RefScenario& rs, RetreatTree& tree) {
  Comparison c;
  const Scenario scenario = ref::to_scenario(rs);
  const Errors errors = check(scenario);
  if (!errors.empty()) {
    c.verdict = Verdict::invalid;
    c.detail = errors.front().pointer + ": " + errors.front().message;
    return c;
  }
  // A refused request (ALL-3: a cavalry retreat of other arms) has no tree to compare.
  if (const std::optional<Refusal> refused = refusal(scenario)) {
    c.verdict = Verdict::invalid;
    c.detail = refused->pointer + ": [" + refused->rule + "] " + refused->reason;
    return c;
  }
  const Reference reference(rs);
  c.want = reference.solve(4000);
  if (c.want.too_big) {
    c.verdict = Verdict::too_big;
    return c;
  }
  EXPECT_TRUE(tree.build(scenario).empty());
  const std::vector<TreeNode>& nodes = tree.nodes();
  std::ostringstream problems;

  // Shape.
  if (nodes.empty()) {
    c.verdict = Verdict::disagree;
    c.detail = "the tree has no nodes\n";
    return c;
  }
  if (nodes[0].parent != -1 || nodes[0].hex != rs.request.hex || nodes[0].depth != 0) {
    problems << "root is not the start hex at depth 0 without parent\n";
  }
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const TreeNode& n = nodes[i];
    for (int k = n.first_child; k < n.first_child + n.child_count; ++k) {
      if (k <= 0 || k >= static_cast<int>(nodes.size())) {
        problems << "node " << i << " has child index " << k << " out of range\n";
        continue;
      }
      const TreeNode& ch = nodes[static_cast<std::size_t>(k)];
      if (ch.parent != static_cast<int>(i) || ch.depth != n.depth + 1 || !adjacent(ch.hex, n.hex)) {
        problems << "node " << k << " is not a proper child of node " << i << "\n";
      }
    }
    // Nodes that complete lie only along completing paths: such a leaf is a stop (GC-9, GC-10).
    if (i > 0 && n.child_count == 0 && n.completes && !n.can_stop) {
      problems << "leaf node " << i << " at " << ref::path_text(path_to(nodes, static_cast<int>(i)))
               << " completes but cannot stop\n";
    }
    if (n.must_stop && (!n.can_stop || n.child_count != 0)) {
      problems << "node " << i << " must stop but can_stop=" << n.can_stop
               << " children=" << n.child_count << "\n";
    }
  }
  if (!problems.str().empty()) {
    c.verdict = Verdict::disagree;
    c.detail = problems.str();
    return c;
  }

  // Paths.
  std::map<std::string, int> got;
  for (std::size_t i = 1; i < nodes.size(); ++i) {
    if (!nodes[i].can_stop) continue;
    const auto p = path_to(nodes, static_cast<int>(i));
    if (!got.emplace(key_of(p), static_cast<int>(i)).second) {
      problems << "path " << ref::path_text(p) << " appears twice in the tree\n";
    }
  }
  std::map<std::string, const RefPath*> want;
  for (const RefPath& p : c.want.paths)
    want.emplace(key_of(p.hexes), &p);
  // `completes` marks exactly the nodes with a stop below them, `saves` those with a stop that
  // keeps a combat unit alive (GC-9, GC-10, GC-11); the stops are compared with the reference's
  // completing paths below.
  std::vector<char> stop_below(nodes.size(), 0);
  std::vector<char> saving_below(nodes.size(), 0);
  for (std::size_t i = nodes.size(); i-- > 0;) {
    const TreeNode& n = nodes[i];
    bool any = n.can_stop;
    bool saving = n.can_stop && n.survivors;
    for (int k = n.first_child; k < n.first_child + n.child_count; ++k) {
      if (k > static_cast<int>(i)) {
        any = any || stop_below[static_cast<std::size_t>(k)];
        saving = saving || saving_below[static_cast<std::size_t>(k)];
      }
    }
    stop_below[i] = any ? 1 : 0;
    saving_below[i] = saving ? 1 : 0;
    if (n.completes != any || n.saves != saving) {
      problems << "node " << i << " at " << ref::path_text(path_to(nodes, static_cast<int>(i)))
               << " has completes=" << n.completes << " saves=" << n.saves
               << " but a stop below it: " << any << ", a saving one: " << saving << "\n";
    }
  }
  std::vector<std::vector<Hex>> missing, extra;
  for (const auto& [p, r] : want) {
    if (!got.count(p)) missing.push_back(r->hexes);
  }
  for (const auto& [p, i] : got) {
    if (!want.count(p)) extra.push_back(path_to(nodes, i));
  }
  if (!missing.empty() || !extra.empty()) {
    problems << "path sets differ: reference " << want.size() << ", tree " << got.size() << "\n";
    int shown = 0;
    for (const auto& p : missing) {
      if (++shown > 25) break;
      const RefPath& r = *want.at(key_of(p));
      problems << "  missing from tree: " << ref::path_text(p);
      if (r.override_at >= 0) problems << "  [override at step " << r.override_at + 1 << "]";
      problems << "\n";
    }
    shown = 0;
    for (const auto& p : extra) {
      if (++shown > 25) break;
      problems << "  extra in tree:     " << ref::path_text(p) << "\n";
    }
  }
  if (tree.override_in_force() != c.want.override_in_force) {
    problems << "override_in_force: tree " << tree.override_in_force() << ", reference "
             << c.want.override_in_force << " (GC-10)\n";
  }
  if (tree.saves() != c.want.saves) {
    problems << "saves: tree " << tree.saves() << ", reference " << c.want.saves << " (GC-9)\n";
  }
  if (!tree.completes() != c.want.surrenders) {
    problems << "surrenders: tree " << !tree.completes() << ", reference " << c.want.surrenders
             << " (GC-11)\n";
  }
  if (tree.range().min != reference.min_length() || tree.range().max != reference.max_length()) {
    problems << "range " << tree.range().min << "-" << tree.range().max << " (GC-1)\n";
  }

  // Nodes along every agreed path: chart step (GC-6..GC-8), cumulative loss, flags.
  if (problems.str().empty()) {
    for (const auto& [key, leaf] : got) {
      const RefPath& r = *want.at(key);
      const std::vector<Hex>& p = r.hexes;
      std::vector<int> chain;
      for (int k = leaf; k > 0; k = nodes[static_cast<std::size_t>(k)].parent)
        chain.push_back(k);
      std::reverse(chain.begin(), chain.end());
      int loss = 0;
      for (std::size_t s = 0; s < chain.size(); ++s) {
        const TreeNode& n = nodes[static_cast<std::size_t>(chain[s])];
        const RefStep& rs_step = r.steps[s];
        loss += rs_step.loss;
        const bool is_override = r.override_at == static_cast<int>(s);
        if (!same_step(rs_step, n.step) || n.step.override_step != is_override) {
          problems << "step " << s + 1 << " of " << ref::path_text(p) << ": tree "
                   << step_text(n.step) << "; reference " << step_text(rs_step)
                   << (is_override ? " override" : "") << "\n";
        }
        if (n.loss != loss) {
          problems << "loss after step " << s + 1 << " of " << ref::path_text(p) << ": tree "
                   << n.loss << ", reference " << loss << " (GC-8)\n";
        }
        const bool alive = r.died_at < 0 || static_cast<int>(s) < r.died_at;
        if (n.survivors != alive || n.destroys != (static_cast<int>(s) == r.died_at) ||
            !n.completes) {
          problems << "node on completing path " << ref::path_text(p) << " at step " << s + 1
                   << " has survivors=" << n.survivors << " destroys=" << n.destroys
                   << " completes=" << n.completes << "; the reference's stack dies at step "
                   << r.died_at + 1 << " (GC-9)\n";
        }
        const bool used = r.override_at >= 0 && static_cast<int>(s) >= r.override_at;
        if (n.override_used != used) {
          problems << "override_used at step " << s + 1 << " of " << ref::path_text(p) << ": tree "
                   << n.override_used << ", reference " << used << "\n";
        }
      }
      if (nodes[static_cast<std::size_t>(leaf)].must_stop != r.must_stop) {
        problems << "must_stop at the end of " << ref::path_text(p) << ": tree "
                 << nodes[static_cast<std::size_t>(leaf)].must_stop << ", reference " << r.must_stop
                 << " (GC-9)\n";
      }
      if (problems.str().size() > 4000) break;
    }
  }

  // Candidates of every node: GC-3 rejections and the classification of legal neighbours.
  if (problems.str().empty()) {
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      const TreeNode& n = nodes[i];
      if (!n.completes) continue;
      const std::vector<Hex> path = path_to(nodes, static_cast<int>(i));
      const auto cands = tree.candidates(static_cast<int>(i));
      if (cands.size() != kHexDirs.size()) {
        problems << "node " << i << " has " << cands.size() << " candidates, not 6\n";
        continue;
      }
      int children = 0;
      for (std::size_t k = 0; k < cands.size(); ++k) {
        const Candidate& cand = cands[k];
        const Hex h = neighbor(n.hex, kHexDirs[k]);
        if (cand.hex != h || cand.dir != kHexDirs[k]) {
          problems << "candidate " << k << " of node " << i << " is not the neighbour in the "
                   << "canonical direction\n";
          continue;
        }
        std::set<Rejection> gc3;
        const auto stat = reference.static_rejection(n.hex, h);
        if (stat) gc3.insert(*stat);
        const ref::RefBoard& b = rs.board;
        if (!b.contains(h)) gc3.insert(Rejection::off_map);
        if (b.contains(h) && b.impassable.count(h)) gc3.insert(Rejection::impassable);
        if (b.is_prohibited(n.hex, h)) gc3.insert(Rejection::prohibited_hexside);
        if (h == rs.request.hex) gc3.insert(Rejection::start_hex);
        if (std::find(path.begin(), path.end(), h) != path.end() && h != rs.request.hex) {
          gc3.insert(Rejection::already_entered);
        }
        if (cand.child >= 0) ++children;
        if (!gc3.empty()) {
          if (cand.child >= 0 || !cand.rejection || !gc3.count(*cand.rejection)) {
            problems << "candidate " << ref::hex_text(h) << " of node " << i << " at "
                     << ref::path_text(path) << " should be rejected by GC-3\n";
          }
          continue;
        }
        const bool gc3_reason =
            cand.rejection &&
            (*cand.rejection == Rejection::off_map || *cand.rejection == Rejection::impassable ||
             *cand.rejection == Rejection::prohibited_hexside ||
             *cand.rejection == Rejection::start_hex ||
             *cand.rejection == Rejection::already_entered);
        if (gc3_reason) {
          problems << "candidate " << ref::hex_text(h) << " of node " << i << " at "
                   << ref::path_text(path) << " is legal under GC-3 but rejected as "
                   << rejection_text(*cand.rejection) << "\n";
        }
        const bool live = cand.child >= 0 && cand.child < static_cast<int>(nodes.size()) &&
                          nodes[static_cast<std::size_t>(cand.child)].completes;
        if (live && cand.rejection) {
          problems << "candidate " << ref::hex_text(h) << " of node " << i
                   << " leads on to a completing path but is rejected as "
                   << rejection_text(*cand.rejection) << "\n";
        }
        if (!live && !cand.rejection) {
          problems << "candidate " << ref::hex_text(h) << " of node " << i
                   << " completes nothing but is not rejected\n";
        }
        // The reason of a legal neighbour that is no step: the end, the priorities, or the
        // override already taken (GC-9, GC-7, GC-10).
        if (cand.child < 0 && cand.rejection) {
          const Rejection want_reason = n.must_stop ? Rejection::retreat_over
                                        : tree.override_in_force() && n.override_used
                                            ? Rejection::override_spent
                                            : Rejection::lower_priority;
          if (*cand.rejection != want_reason) {
            problems << "candidate " << ref::hex_text(h) << " of node " << i << " is rejected as "
                     << rejection_text(*cand.rejection) << ", expected "
                     << rejection_text(want_reason) << "\n";
          }
        }
        const RefStep want_step = reference.classify(n.hex, h);
        if (!cand.step || !same_step(want_step, *cand.step)) {
          problems << "candidate " << ref::hex_text(h) << " of node " << i << " at "
                   << ref::path_text(path) << ": tree "
                   << (cand.step ? step_text(*cand.step) : std::string("no step")) << "; reference "
                   << step_text(want_step) << "\n";
        }
        if (cand.child >= 0 &&
            (cand.child >= static_cast<int>(nodes.size()) ||
             nodes[static_cast<std::size_t>(cand.child)].parent != static_cast<int>(i) ||
             nodes[static_cast<std::size_t>(cand.child)].hex != h)) {
          problems << "candidate " << ref::hex_text(h) << " of node " << i
                   << " names a child node that is not its hex\n";
        }
      }
      if (children != n.child_count) {
        problems << "node " << i << " has " << n.child_count << " children but " << children
                 << " candidates name a child\n";
      }
      if (problems.str().size() > 4000) break;
    }
  }

  if (!problems.str().empty()) {
    c.verdict = Verdict::disagree;
    std::ostringstream o;
    o << problems.str() << "reference paths (" << c.want.paths.size()
      << "), override_in_force=" << c.want.override_in_force << " surrenders=" << c.want.surrenders
      << ":\n";
    int shown = 0;
    for (const RefPath& p : c.want.paths) {
      if (++shown > 40) {
        o << "  ...\n";
        break;
      }
      o << "  " << ref::path_text(p.hexes) << "  loss " << p.loss
        << (p.override_at >= 0 ? "  override at step " + std::to_string(p.override_at + 1) : "")
        << (p.died_at >= 0 ? "  destroyed at step " + std::to_string(p.died_at + 1) : "") << "\n";
    }
    o << "tree paths (" << got.size() << "), override_in_force=" << tree.override_in_force()
      << " completes=" << tree.completes() << ":\n";
    shown = 0;
    for (const auto& [k, i] : got) {
      if (++shown > 40) {
        o << "  ...\n";
        break;
      }
      o << "  " << ref::path_text(path_to(nodes, i)) << "  loss "
        << nodes[static_cast<std::size_t>(i)].loss << "\n";
    }
    c.detail = o.str();
  }
  return c;
}

// Greedy shrinking: drop one element at a time while the disagreement persists.
RefScenario shrink(RefScenario s, RetreatTree& tree) {
  bool progress = true;
  while (progress) {
    progress = false;
    for (RefScenario& t : ref::simplifications(s)) {
      if (compare(t, tree).verdict == Verdict::disagree) {
        s = std::move(t);
        progress = true;
        break;
      }
    }
  }
  return s;
}

struct Tally {
  int agree = 0;
  int disagree = 0;
  int invalid = 0;
  int too_big = 0;
  int overrides = 0;
  int surrenders = 0;
  int fatal_only = 0;
  std::string first_invalid;
  std::vector<int> failing;
  std::string report;
};

void run_boards(std::uint64_t seed, int count, bool crowded, Tally& t) {
  std::mt19937_64 rng(seed);
  RetreatTree tree;
  for (int i = 0; i < count; ++i) {
    const RefScenario s = ref::random_scenario(rng, crowded);
    const Comparison c = compare(s, tree);
    switch (c.verdict) {
      case Verdict::invalid:
        ++t.invalid;
        if (t.first_invalid.empty()) t.first_invalid = c.detail + "\n" + ref::describe(s);
        break;
      case Verdict::too_big:
        ++t.too_big;
        break;
      case Verdict::agree:
        ++t.agree;
        t.overrides += c.want.override_in_force ? 1 : 0;
        t.surrenders += c.want.surrenders ? 1 : 0;
        t.fatal_only += !c.want.surrenders && !c.want.saves ? 1 : 0;
        break;
      case Verdict::disagree:
        ++t.disagree;
        t.failing.push_back(i);
        if (t.report.empty()) {
          const RefScenario small = shrink(s, tree);
          t.report = "board #" + std::to_string(i) + " (seed " + std::to_string(seed) +
                     "), shrunk to:\n" + ref::describe(small) + compare(small, tree).detail +
                     "\noriginal board:\n" + ref::describe(s) + c.detail;
        }
        break;
    }
  }
}

// The oracle itself, on values worked by hand: an 11 x 11 board, the stack in the middle, one
// active enemy unit directly "north" of it (axial minus_r).
RefScenario hand_board() {
  RefScenario s;
  s.board.columns = 11;
  s.board.rows = 11;
  const Hex start = to_hex({5, 5}, s.board.system);
  Unit own;
  own.id = "own";
  own.hex = start;
  own.manpower = 3;
  Unit foe;
  foe.id = "foe";
  foe.side = Side::second;
  foe.hex = neighbor(start, HexDir::minus_r);
  foe.manpower = 3;
  s.units = {own, foe};
  s.request.hex = start;
  s.request.active = {UnitId{1}};
  return s;
}

// GC-4, GC-5, GC-7, GC-8: rows and losses of Chart 1 worked by hand.
TEST(GcacwReference, ClassifiesStepsByChartOne) {
  RefScenario s = hand_board();
  const Hex start = s.request.hex;
  const Hex away = neighbor(start, HexDir::plus_r);            // distance 1 -> 2, no ZOC
  const Hex beside = neighbor(start, HexDir::plus_q_minus_r);  // distance 1 -> 1, in ZOC
  const Hex aside = neighbor(start, HexDir::plus_q);           // distance 1 -> 2, no ZOC
  s.board.roads[ref::side_of(start, aside)] = RoadKind::trail;
  const Reference r(s);
  const RefStep a = r.classify(start, away);
  EXPECT_EQ(a.chart, 1);
  EXPECT_EQ(a.row, "2");
  EXPECT_TRUE(a.more_distant);
  EXPECT_FALSE(a.zoc);
  const RefStep b = r.classify(start, beside);
  EXPECT_EQ(b.row, "4b");
  EXPECT_EQ(b.priority, 4);
  EXPECT_EQ(b.loss, 2);  // right of the slash: no road, not friendly
  const RefStep c = r.classify(start, aside);
  EXPECT_EQ(c.row, "1");  // a trail is a road (GC-7)
  EXPECT_EQ(c.loss, 0);
  const RefStep d = r.classify(start, s.units[1].hex);
  EXPECT_EQ(d.row, "5");
  EXPECT_EQ(d.loss, 3);
  EXPECT_FALSE(r.may_end(s.units[1].hex));  // GC-9
  EXPECT_FALSE(r.may_end(away));            // adjacent to the start (GC-3)
}

// GC-6: Chart 2 beyond chart1_radius; GC-1: every completing path of a normal retreat on an
// open board follows the priorities (row 1 or 2 of Chart 1, always one hex farther away).
TEST(GcacwReference, OpenBoardPathsMoveAwayEveryStep) {
  RefScenario s = hand_board();
  const Reference r(s);
  const RefResult res = r.solve();
  ASSERT_FALSE(res.surrenders);
  EXPECT_FALSE(res.override_in_force);
  for (const RefPath& p : res.paths) {
    const int len = static_cast<int>(p.hexes.size()) - 1;
    EXPECT_GE(len, 2);
    EXPECT_LE(len, 4);
    for (const RefStep& st : p.steps)
      EXPECT_TRUE(st.more_distant) << ref::path_text(p.hexes);
  }
  s.options.chart1_radius = 1;
  const Reference r2(s);
  const Hex start = s.request.hex;
  const Hex away = neighbor(start, HexDir::plus_r);
  EXPECT_EQ(r2.classify(start, away).chart, 1);                           // leaving distance 1
  EXPECT_EQ(r2.classify(away, neighbor(away, HexDir::plus_r)).chart, 2);  // leaving distance 2
}

void expect_agreement(std::uint64_t seed, int count, bool crowded) {
  Tally t;
  run_boards(seed, count, crowded, t);
  std::ostringstream summary;
  summary << count << (crowded ? " crowded" : "") << " boards: " << t.agree << " agree, "
          << t.disagree << " disagree, " << t.invalid << " rejected by check(), " << t.too_big
          << " too big; among agreeing: " << t.overrides << " with override (GC-10), "
          << t.surrenders << " surrenders (GC-11), " << t.fatal_only
          << " where every completing path destroys the stack (GC-9)";
  std::cout << summary.str() << "\n";
  std::string failing;
  for (std::size_t k = 0; k < t.failing.size() && k < 30; ++k) {
    failing += " #" + std::to_string(t.failing[k]);
  }
  EXPECT_EQ(t.disagree, 0) << summary.str() << "\nfailing boards:" << failing << "\n" << t.report;
  // The generator builds only scenarios the rulings accept; check() should agree.
  EXPECT_LE(t.invalid, count / 100) << "first rejected scenario:\n" << t.first_invalid;
  EXPECT_LE(t.too_big, count / 50);
  // The boards exercise the rare branches, not only easy retreats.
  EXPECT_GT(t.overrides, count / 100);
  // Fatal paths complete (GC-9), so surrender needs a stack with no way out at all: rarer than
  // the other branches (about 1 board in 200 when not crowded).
  EXPECT_GT(t.surrenders, count / 500);
  EXPECT_GT(t.fatal_only, count / 200);
}

// GC-1..GC-11: the tree holds every completing path the rulings allow and nothing else, fatal
// ones included and marked where the stack dies (GC-9), each step classified as the charts say;
// it switches to override mode exactly when no priority-respecting path completes with a combat
// unit alive, keeping the fatal priority paths beside the override ones (GC-10), and surrenders
// exactly when nothing completes even with one override (GC-11).
TEST(GcacwBruteForce, TreeHoldsExactlyTheCompletingPaths) {
  expect_agreement(kSeed, kBoards, false);
}

// GC-10, GC-11 on boards crowded with enemies and weak units, where overrides and surrenders
// are frequent.
TEST(GcacwBruteForce, OverrideAndSurrenderMatchOnCrowdedBoards) {
  expect_agreement(kSeed ^ 0x5a5a'5a5aULL, kCrowdedBoards, true);
}

}  // namespace
}  // namespace skedaddle::gcacw
