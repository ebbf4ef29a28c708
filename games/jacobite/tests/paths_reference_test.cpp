// SPDX-License-Identifier: MIT
// Brute force: on small random boards, RetreatPaths and LeaderPaths agree with a naive
// enumeration of every rear path written straight from JR-1, JR-4, JR-5 and JR-9: hexes
// completed, blocks lost, the steps offered at every node and why the others are not, the
// paths offered being exactly those completing the most (a unit with a leader passing a lone
// friendly leader but falling short of ending on him); whether a lone leader is trapped and
// where he may end.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "jacobite/tests/builder.hpp"
#include "support/light_tests.hpp"
#include "support/random_boards.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::uint64_t kPathsSeed = 0x6a61'636f'6269'7465ULL;  // "jacobite"
const int kPathsBoards = test::scaled(3000);

using test::below;
using test::chance;

using test::hex_text;

std::string describe_board(const Scenario& s) {
  std::ostringstream o;
  const HexGrid& g = s.board.grid();
  o << "board " << g.columns() << "x" << g.rows() << ", first side's baseline "
    << (s.board.baseline(Side::first) == Edge::top ? "top" : "bottom") << "\n";
  for (int row = 0; row < g.rows(); ++row) {
    if (row % 2 == 1) o << "  ";
    for (int col = 0; col < g.columns(); ++col) {
      const Hex h = test::jr_hex(col, row);
      std::string cell = s.board.terrain(h) == Terrain::impassable ? "##" : "..";
      for (const Unit& u : s.units) {
        if (u.hex != h) continue;
        const char side = u.side == Side::first ? 'a' : 'b';
        if (u.is_leader()) {
          cell[1] = static_cast<char>(side - 32);
        } else {
          cell[0] = side;
          cell[1] = cell[1] == '.' ? static_cast<char>('0' + u.blocks) : cell[1];
        }
      }
      o << cell << "  ";
    }
    o << "\n";
  }
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    o << "#" << i << " " << (u.side == Side::first ? "first " : "second ") << type_name(u.type)
      << " " << u.blocks << " at " << hex_text(u.hex) << "\n";
  }
  return o.str();
}

// A small random board with units and leaders: one unit per hex, at most one leader per hex,
// a leader never with an enemy unit, nothing on impassable hexes.
Scenario random_board(std::mt19937_64& rng) {
  const int columns = 4 + static_cast<int>(below(rng, 5));
  const int rows = 3 + static_cast<int>(below(rng, 5));
  Scenario s = test::jr_board(columns, rows, chance(rng, 50) ? Edge::top : Edge::bottom);
  const HexGrid& g = s.board.grid();
  const int impassable = static_cast<int>(below(rng, 25));
  const int crowd = 15 + static_cast<int>(below(rng, 40));
  for (int i = 0; i < g.size(); ++i) {
    const Hex h = g.hex_at(i);
    if (chance(rng, impassable)) {
      s.board.set_terrain(h, Terrain::impassable);
      continue;
    }
    std::optional<Side> unit_side;
    if (chance(rng, crowd)) {
      const Side side = chance(rng, 50) ? Side::first : Side::second;
      const auto type = static_cast<UnitType>(below(rng, 7));
      test::jr_unit(s, "u" + std::to_string(i), side, type, h, 1 + static_cast<int>(below(rng, 4)));
      unit_side = side;
    }
    if (chance(rng, 18)) {
      const Side side = unit_side ? *unit_side : (chance(rng, 50) ? Side::first : Side::second);
      test::jr_leader(s, "l" + std::to_string(i), side, h);
    }
  }
  return s;
}

// --- The naive reference -----------------------------------------------------------------

struct Occupant {
  std::optional<UnitId> unit;
  std::optional<UnitId> leader;
};

class Naive {
 public:
  Naive(const Scenario& s, UnitId mover) : s_(s), mover_(mover) {}

  Occupant at(Hex h) const {
    Occupant o;
    for (std::size_t i = 0; i < s_.units.size(); ++i) {
      const Unit& u = s_.units[i];
      const UnitId id{static_cast<std::uint32_t>(i)};
      if (id == mover_ || u.hex != h || u.status != Status::on_board) continue;
      (u.is_leader() ? o.leader : o.unit) = id;
    }
    return o;
  }
  const Unit& unit(UnitId id) const { return s_.units[index_of(id)]; }
  Side side() const { return unit(mover_).side; }
  bool passable(Hex h) const {
    return s_.board.contains(h) && s_.board.terrain(h) != Terrain::impassable;
  }

  // --- a unit (JR-4) ---
  enum class Entry { no, yes, join, pass };

  Entry enter(Hex h, bool has_leader) const {
    if (!passable(h)) return Entry::no;
    const Occupant o = at(h);
    if (o.unit) return Entry::no;
    if (o.leader) {
      if (unit(*o.leader).side != side()) return Entry::no;
      return has_leader ? Entry::pass : Entry::join;
    }
    return Entry::yes;
  }

  Blocked why_not(Hex h) const {
    if (!s_.board.contains(h)) return Blocked::off_board;
    if (s_.board.terrain(h) == Terrain::impassable) return Blocked::impassable;
    const Occupant o = at(h);
    if (o.unit) return unit(*o.unit).side == side() ? Blocked::friendly_unit : Blocked::enemy_unit;
    return Blocked::enemy_leader;
  }

  // One way the unit could go: every hex entered until it must stop (all hexes made, a lone
  // leader joined, or neither rear hex open), and where that leaves it. A unit with a leader
  // may not end on a lone friendly leader it passes: the retreat falls short to the last hex
  // before him that is not one (JR-4, JR-5).
  struct Walk {
    std::vector<Hex> raw;   // start first
    int completed = 0;      // hexes completed
    std::vector<Hex> path;  // the hexes the unit actually moves through, start first
  };

  void walks(std::vector<Hex>& raw, int hexes, bool has_leader, std::vector<Walk>& out) const {
    const int depth = static_cast<int>(raw.size()) - 1;
    bool moved_on = false;
    if (depth < hexes) {
      for (HexDir d : s_.board.rear(side())) {
        const Hex n = neighbor(raw.back(), d);
        const Entry e = enter(n, has_leader);
        if (e == Entry::no) continue;
        moved_on = true;
        raw.push_back(n);
        if (e == Entry::join) {
          out.push_back(Walk{raw, hexes, raw});
        } else {
          walks(raw, hexes, has_leader, out);
        }
        raw.pop_back();
      }
    }
    if (moved_on) return;
    int end = depth;
    while (end > 0 && enter(raw[static_cast<std::size_t>(end)], has_leader) == Entry::pass)
      --end;
    out.push_back(
        Walk{raw, end,
             std::vector<Hex>(raw.begin(), raw.begin() + static_cast<std::ptrdiff_t>(end) + 1)});
  }

  // --- a lone leader (JR-9) ---
  bool enemy_held(Hex h) const {
    const Occupant o = at(h);
    return (o.unit && unit(*o.unit).side != side()) || (o.leader && unit(*o.leader).side != side());
  }
  bool step_ok(Hex h) const { return passable(h) && !enemy_held(h); }
  bool stop_ok(Hex h) const { return step_ok(h) && !at(h).leader.has_value(); }
  bool escape_ok(Hex h) const { return passable(h) && enemy_held(h); }

  struct LeaderEnds {
    std::set<Hex> hexes;
    bool leave = false;
  };
  void leader_walk(Hex p, int depth, LeaderEnds& ends) const {
    if (depth >= 1 && stop_ok(p)) ends.hexes.insert(p);
    if (depth == kLeaderRetreatMax) return;
    if (s_.board.on_baseline(p, side())) {
      ends.leave = true;
      return;
    }
    const auto rear = s_.board.rear(side());
    const bool any_free = step_ok(neighbor(p, rear[0])) || step_ok(neighbor(p, rear[1]));
    for (HexDir d : rear) {
      const Hex n = neighbor(p, d);
      if (any_free ? step_ok(n) : escape_ok(n)) leader_walk(n, depth + 1, ends);
    }
  }
  bool leader_completes(Hex p, int depth) const {
    LeaderEnds e;
    leader_walk(p, depth, e);
    return e.leave || !e.hexes.empty();
  }

 private:
  const Scenario& s_;
  UnitId mover_;
};

// --- Units ---------------------------------------------------------------------------------

bool starts_with(const std::vector<Hex>& v, const std::vector<Hex>& prefix) {
  return v.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), v.begin());
}

std::string compare_unit(const Scenario& s, const Field& field, UnitId u, int hexes) {
  std::ostringstream bad;
  const Naive ref(s, u);
  const bool has_leader = field.leader_of(u).has_value();
  RetreatPaths paths;
  paths.build(field, u, hexes);
  const Hex start = s.units[index_of(u)].hex;
  std::vector<Naive::Walk> all;
  std::vector<Hex> raw{start};
  ref.walks(raw, hexes, has_leader, all);
  int want = 0;
  for (const Naive::Walk& w : all)
    want = std::max(want, w.completed);
  // JR-4: the owner chooses among the paths completing the most.
  std::set<std::vector<Hex>> winners;
  for (const Naive::Walk& w : all) {
    if (w.completed == want) winners.insert(w.path);
  }
  if (paths.hexes() != hexes) bad << "hexes " << paths.hexes() << ", asked " << hexes << "\n";
  if (paths.completed() != want) {
    bad << "completed " << paths.completed() << ", brute force " << want << " (JR-4)\n";
  }
  if (paths.blocks_lost() != hexes - want) {
    bad << "blocks lost " << paths.blocks_lost() << ", brute force " << hexes - want << " (JR-5)\n";
  }
  if (!bad.str().empty() || paths.nodes().empty())
    return bad.str() + (paths.nodes().empty() ? "no nodes\n" : "");
  if (paths.nodes()[0].hex != start || paths.nodes()[0].depth != 0)
    bad << "root is not the start\n";

  const auto rear = s.board.rear(s.units[index_of(u)].side);
  std::set<std::vector<Hex>> leaves;
  for (std::size_t i = 0; i < paths.nodes().size(); ++i) {
    const PathNode& node = paths.nodes()[i];
    std::vector<Hex> prefix;
    for (int k = static_cast<int>(i); k >= 0; k = paths.nodes()[static_cast<std::size_t>(k)].parent)
      prefix.insert(prefix.begin(), paths.nodes()[static_cast<std::size_t>(k)].hex);
    const bool on_a_winner = std::any_of(winners.begin(), winners.end(),
                                         [&](const auto& w) { return starts_with(w, prefix); });
    if (!on_a_winner) {
      bad << "node " << i << " at " << hex_text(node.hex) << " depth " << node.depth
          << " is on no path completing " << want << "\n";
      continue;
    }
    if (node.child_count == 0) {
      leaves.insert(prefix);
      if (winners.count(prefix) == 0) {
        bad << "node " << i << " at " << hex_text(node.hex) << " ends a path that is not one "
            << "completing " << want << " (JR-4)\n";
      }
    }
    if (node.joins_leader || node.depth == hexes) continue;
    // Where the unit could still end so far: the last node that is not a passed leader's.
    int end = static_cast<int>(i);
    while (paths.nodes()[static_cast<std::size_t>(end)].passes_leader)
      end = paths.nodes()[static_cast<std::size_t>(end)].parent;
    const int end_depth = paths.nodes()[static_cast<std::size_t>(end)].depth;
    const auto steps = paths.steps(static_cast<int>(i));
    for (int k = 0; k < 2; ++k) {
      const PathStep& st = steps[static_cast<std::size_t>(k)];
      const Hex n = neighbor(node.hex, rear[static_cast<std::size_t>(k)]);
      if (st.hex != n || st.dir != rear[static_cast<std::size_t>(k)]) {
        bad << "node " << i << " step " << k << " is " << hex_text(st.hex) << ", expected rear "
            << hex_text(n) << " (JR-1)\n";
        continue;
      }
      std::vector<Hex> longer = prefix;
      longer.push_back(n);
      const bool offered = std::any_of(winners.begin(), winners.end(),
                                       [&](const auto& w) { return starts_with(w, longer); });
      if (offered != (st.child >= 0)) {
        bad << "node " << i << " at " << hex_text(node.hex) << " depth " << node.depth
            << ": step to " << hex_text(n) << (offered ? " should" : " should not")
            << " be offered\n";
        continue;
      }
      const Naive::Entry entry = ref.enter(n, has_leader);
      if (offered) {
        const PathNode& c = paths.nodes()[static_cast<std::size_t>(st.child)];
        if (c.hex != n || c.depth != node.depth + 1 || c.parent != static_cast<int>(i)) {
          bad << "node " << i << " child " << st.child << " is inconsistent\n";
        }
        if (c.joins_leader != (entry == Naive::Entry::join) ||
            c.passes_leader != (entry == Naive::Entry::pass)) {
          bad << "node " << st.child << " at " << hex_text(n) << " joins_leader " << c.joins_leader
              << ", passes_leader " << c.passes_leader << " (JR-4)\n";
        }
        continue;
      }
      Blocked expected = Blocked::shorter;
      if (entry == Naive::Entry::no) {
        expected = ref.why_not(n);
      } else if (entry == Naive::Entry::pass) {
        // Every way through him ends short of him: it would end on him (JR-4).
        int through = -1;
        for (const Naive::Walk& w : all) {
          if (starts_with(w.raw, longer)) through = std::max(through, w.completed);
        }
        if (through <= end_depth) expected = Blocked::friendly_leader;
      }
      const Occupant o = ref.at(n);
      const bool also_ok =
          expected == Blocked::enemy_unit && o.leader && st.blocked == Blocked::enemy_leader;
      if (!st.blocked || (*st.blocked != expected && !also_ok)) {
        bad << "node " << i << " step to " << hex_text(n) << " blocked "
            << (st.blocked ? std::string(blocked_text(*st.blocked)) : "none") << ", expected "
            << blocked_text(expected) << "\n";
      }
    }
  }
  if (bad.str().empty() && leaves != winners) {
    bad << "the tree ends " << leaves.size() << " paths, the brute force " << winners.size()
        << " completing " << want << "\n";
  }
  return bad.str();
}

// JR-1, JR-4, JR-5: the tree of a unit's retreat holds exactly the paths completing the most
// hexes, each step to one of the two rear hexes, and says why every other rear hex is out.
TEST(JacobitePathsReference, RetreatPathsMatchBruteForce) {
  std::mt19937_64 rng(kPathsSeed);
  int compared = 0;
  int partial = 0;
  int joined = 0;
  int passed = 0;
  int failures = 0;
  std::string report;
  for (int b = 0; b < kPathsBoards; ++b) {
    Scenario s = random_board(rng);
    std::vector<UnitId> units;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      if (!s.units[i].is_leader()) units.push_back(UnitId{static_cast<std::uint32_t>(i)});
    }
    if (units.empty()) continue;
    const UnitId u = units[below(rng, units.size())];
    s.request.kind = RequestKind::combat;
    s.request.target = u;
    s.request.flags = 1;
    if (!check(s).empty()) continue;
    const Field field(s);
    for (int hexes = 1; hexes <= 6; ++hexes) {
      const std::string problems = compare_unit(s, field, u, hexes);
      ++compared;
      RetreatPaths p;
      p.build(field, u, hexes);
      partial += p.completed() < hexes;
      for (const PathNode& n : p.nodes()) {
        joined += n.joins_leader;
        passed += n.passes_leader;
      }
      if (!problems.empty()) {
        ++failures;
        if (report.empty()) {
          report = "board #" + std::to_string(b) + ", unit #" + std::to_string(index_of(u)) + ", " +
                   std::to_string(hexes) + " hexes:\n" + problems + describe_board(s);
        }
      }
    }
  }
  EXPECT_EQ(failures, 0) << report;
  EXPECT_GT(compared, kPathsBoards);
  EXPECT_GT(partial, test::scaled(100));  // the boards do block retreats
  EXPECT_GT(joined, test::scaled(50));    // and lone leaders are joined
  EXPECT_GT(passed, test::scaled(20));    // or passed by units with a leader (JR-4)
}

// --- Lone leaders --------------------------------------------------------------------------

std::string compare_leader(const Scenario& s, const Field& field, UnitId l, Hex from) {
  std::ostringstream bad;
  const Naive ref(s, l);
  Naive::LeaderEnds want;
  ref.leader_walk(from, 0, want);
  LeaderPaths lp;
  lp.build(field, l, from);
  const bool want_trapped = !want.leave && want.hexes.empty();
  if (lp.trapped() != want_trapped) {
    bad << "trapped " << lp.trapped() << ", brute force " << want_trapped << " (JR-9)\n";
  }
  std::set<Hex> got;
  bool got_leave = false;
  for (std::size_t i = 1; i < lp.nodes().size(); ++i) {
    const LeaderNode& n = lp.nodes()[i];
    if (n.depth < 1 || n.depth > kLeaderRetreatMax) {
      bad << "node " << i << " depth " << n.depth << " (JR-9: 1-3 hexes)\n";
    }
    if (!n.can_stop) continue;
    if (n.how == LeaderMove::leave) {
      got_leave = true;
    } else {
      got.insert(n.hex);
    }
  }
  if (got != want.hexes) {
    bad << "end hexes:";
    for (Hex h : got)
      bad << ' ' << hex_text(h);
    bad << "\nbrute force:";
    for (Hex h : want.hexes)
      bad << ' ' << hex_text(h);
    bad << "\n";
  }
  if (got_leave != want.leave) {
    bad << "may leave " << got_leave << ", brute force " << want.leave << " (JR-9)\n";
  }
  if (!bad.str().empty()) return bad.str();
  for (std::size_t i = 0; i < lp.nodes().size(); ++i) {
    const LeaderNode& n = lp.nodes()[i];
    if (n.how == LeaderMove::leave && i > 0) continue;
    if (n.completes != ref.leader_completes(n.hex, n.depth)) {
      bad << "node " << i << " at " << hex_text(n.hex) << " depth " << n.depth << " completes "
          << n.completes << ", brute force " << !n.completes << "\n";
    }
    if (i > 0 && n.can_stop) {
      const std::optional<UnitId> unit = ref.at(n.hex).unit;
      if (n.joins != unit) {
        bad << "node " << i << " at " << hex_text(n.hex) << " should join "
            << (unit ? std::to_string(index_of(*unit)) : "nobody") << "\n";
      }
    }
    if (i > 0 && n.how == LeaderMove::escape) {
      const Occupant o = ref.at(n.hex);
      if (!n.through || (n.through != o.unit && n.through != o.leader)) {
        bad << "node " << i << " escapes through nobody at " << hex_text(n.hex) << "\n";
      }
    }
  }
  return bad.str();
}

// JR-9: whether a lone leader is trapped, and every hex he may end in (or leaving the board),
// agree with a walk of every 1-3 hex retreat.
TEST(JacobitePathsReference, LeaderPathsMatchBruteForce) {
  std::mt19937_64 rng(kPathsSeed + 1);
  int compared = 0;
  int trapped = 0;
  int escapes = 0;
  int leaves = 0;
  int failures = 0;
  std::string report;
  for (int b = 0; b < kPathsBoards; ++b) {
    Scenario s = random_board(rng);
    std::vector<UnitId> leaders;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      if (s.units[i].is_leader()) leaders.push_back(UnitId{static_cast<std::uint32_t>(i)});
    }
    if (leaders.empty()) continue;
    const UnitId l = leaders[below(rng, leaders.size())];
    s.request.kind = RequestKind::combat;
    s.request.target = l;
    for (std::size_t i = 0; i < s.units.size(); ++i) {  // any valid request will do
      if (!s.units[i].is_leader()) {
        s.request.target = UnitId{static_cast<std::uint32_t>(i)};
        s.request.flags = 1;
        break;
      }
    }
    if (!check(s).empty()) continue;
    const Field field(s);
    const Hex from = s.units[index_of(l)].hex;
    const std::string problems = compare_leader(s, field, l, from);
    ++compared;
    LeaderPaths lp;
    lp.build(field, l, from);
    trapped += lp.trapped();
    for (const LeaderNode& n : lp.nodes()) {
      escapes += n.how == LeaderMove::escape;
      leaves += n.how == LeaderMove::leave;
    }
    if (!problems.empty()) {
      ++failures;
      if (report.empty()) {
        report = "board #" + std::to_string(b) + ", leader #" + std::to_string(index_of(l)) +
                 " from " + hex_text(from) + ":\n" + problems + describe_board(s);
      }
    }
  }
  EXPECT_EQ(failures, 0) << report;
  EXPECT_GT(compared, kPathsBoards / 2);
  EXPECT_GT(trapped, test::scaled(10));
  EXPECT_GT(escapes, test::scaled(10));
  EXPECT_GT(leaves, test::scaled(10));
}

}  // namespace
}  // namespace skedaddle::jacobite
