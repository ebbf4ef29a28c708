// SPDX-License-Identifier: MIT
// Facts a GCACW retreat needs about the map: occupancy, ZOC (GC-5), distance to the active enemy
// (GC-4), which chart applies (GC-6) and the chart row of every step (GC-7, GC-8).
#include "gcacw/rules/workspace.hpp"

#include "gcacw/rules/chart_table.hpp"

#include <algorithm>
#include <limits>

namespace skedaddle::gcacw {

namespace {

// Farther than any hex on a map of at most 99 x 99 hexes; never "one more" than a real distance.
constexpr int kUnreachable = 1 << 20;

std::size_t at(int index) {
  return static_cast<std::size_t>(index);
}

}  // namespace

void RetreatTree::Workspace::reset(const Scenario& s, std::vector<UnitId>& stack) {
  scenario = &s;
  facts_prepared.store(false, std::memory_order_relaxed);  // build() has the tree alone
  distances_prepared.store(false, std::memory_order_relaxed);
  const HexGrid& grid = s.board.grid();
  const auto size = at(grid.size());
  if (facts_stamp.size() != size) {
    facts_stamp.assign(size, 0);
    facts_slot.assign(size, -1);
    on_path.assign(size, 0);
    cell_stamp.assign(size, 0);
    zoc.assign(size, 0);
    distance.assign(size, 0);
    enemy_distance_stamp.assign(size, 0);
    enemy_distance.assign(size, 0);
    generation = 0;
  }
  if (neighbours_of != grid) {
    build_neighbours(grid);
  }
  ++generation;
  facts_used = 0;
  if (generation == 0) {  // wrapped: stale stamps could collide, so clear them once
    std::fill(facts_stamp.begin(), facts_stamp.end(), 0);
    std::fill(cell_stamp.begin(), cell_stamp.end(), 0);
    std::fill(enemy_distance_stamp.begin(), enemy_distance_stamp.end(), 0);
    generation = 1;
  }

  // The retreating stack: every unit in the hex, or the ones the defender's option names.
  start = s.request.hex;
  cavalry = s.request.kind == RetreatKind::cavalry;
  occupancy.sync(grid, s.units, start, stack);
  SKD_ASSERT(!stack.empty(), "build() needs a scenario that passes check()");
  // The stack is the side of the hex's combat units (check() keeps enemies out of it).
  side = s.units[index_of(stack.front())].side;
  for (UnitId id : stack) {
    if (s.units[index_of(id)].is_combat()) side = s.units[index_of(id)].side;
  }
  const std::vector<UnitId>& named = s.request.units;
  // GC-1: the defender's option moves the named units; otherwise the whole stack (GC-2). With
  // option_leaders "accompany" the hex's leaders go with the named units, named or not: "Leaders
  // must accompany retreating units with which they are stacked" (7.6; the project's decision
  // of 2026-11-30 on a gap, games/gcacw/rulings.md).
  const bool leaders_accompany = s.options.option_leaders == OptionLeaders::accompany;
  std::erase_if(stack, [&](UnitId id) {
    const Unit& u = s.units[index_of(id)];
    if (u.side != side) return true;
    if (named.empty() || (leaders_accompany && !u.is_combat())) return false;
    return std::find(named.begin(), named.end(), id) == named.end();
  });
  enemy = opponent(side);
  enemy_count = occupancy.total(enemy);

  // GC-3, GC-9 option end_on_lone_enemy_leader false: the hexes of enemy leaders, where a
  // retreat may not end (those with an enemy combat unit are barred anyway). Found only then:
  // the default leaves these hexes like any other.
  enemy_leaders.clear();
  if (!s.options.end_on_lone_enemy_leader) {
    for (const Unit& u : s.units) {
      if (!u.is_combat() && u.side == enemy && u.status == Status::on_map) {
        enemy_leaders.push_back(grid.index(u.hex));
      }
    }
  }

  active.clear();
  for (UnitId id : s.request.active)
    active.push_back(s.units[index_of(id)].hex);

  combat_manpower.clear();
  max_manpower = 0;
  total_manpower = 0;
  for (UnitId id : stack) {
    const Unit& u = s.units[index_of(id)];
    if (!u.is_combat()) continue;
    combat_manpower.push_back(u.manpower);
    max_manpower = std::max(max_manpower, u.manpower);
    total_manpower += u.manpower;
  }

  path_distance.clear();
  if (s.options.distance == DistanceRule::path && !active.empty()) build_path_distance();
}

void RetreatTree::Workspace::build_path_distance() {
  // GC-4 option `path`: shortest path from the active units avoiding impassable hexes and
  // prohibited hexsides (units do not block: the rule measures the ground).
  const Board& board = scenario->board;
  const HexGrid& grid = board.grid();
  path_distance.assign(at(grid.size()), kUnreachable);
  queue.clear();
  for (Hex h : active) {
    const int i = grid.index(h);
    if (path_distance[at(i)] == 0) continue;
    path_distance[at(i)] = 0;
    queue.push_back(i);
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Hex h = grid.hex_at(queue[head]);
    const int next = path_distance[at(queue[head])] + 1;
    for (HexDir d : kHexDirs) {
      const Hex n = neighbor(h, d);
      if (!board.contains(n) || board.terrain(n) == Terrain::impassable || board.prohibited(h, d)) {
        continue;
      }
      const int j = grid.index(n);
      if (path_distance[at(j)] <= next) continue;
      path_distance[at(j)] = next;
      queue.push_back(j);
    }
  }
}

int RetreatTree::Workspace::active_distance(Hex h) const {
  if (active.empty()) return kUnreachable;
  if (!path_distance.empty()) return path_distance[at(scenario->board.grid().index(h))];
  return hex_distance_to_active(h);
}

void RetreatTree::Workspace::build_neighbours(const HexGrid& grid) {
  neighbours_of = grid;
  neighbours.resize(at(grid.size()));
  neighbours_ready.assign(at(grid.size()), 0);
}

void RetreatTree::Workspace::fill_neighbours(int index) {
  // Filled on first use: a fresh tree should not pay for the whole map.
  const HexGrid& grid = neighbours_of;
  const Hex h = grid.hex_at(index);
  for (HexDir e : kHexDirs) {
    const Hex n = skedaddle::neighbor(h, e);
    neighbours[at(index)][static_cast<std::size_t>(e)] = grid.contains(n) ? grid.index(n) : -1;
  }
  neighbours_ready[at(index)] = 1;
}

bool RetreatTree::Workspace::in_zoc(int index) {
  // GC-5: every enemy combat unit exerts ZOC into its six neighbours, not across a prohibited
  // hexside unless the option says so; friendly units do not cancel it.
  const Board& board = scenario->board;
  const std::array<int, kHexDirCount>& around = neighbours_around(index);
  for (std::size_t d = 0; d < kHexDirCount; ++d) {
    const int n = around[d];
    if (n < 0 || !enemy_at(n)) continue;
    if (board.prohibited_at(index, kHexDirs[d]) && !scenario->options.zoc_across_prohibited) {
      continue;
    }
    return true;
  }
  return false;
}

void RetreatTree::Workspace::fill_cell(int index, Hex h) {
  if (cell_stamp[at(index)] == generation) return;
  cell_stamp[at(index)] = generation;
  zoc[at(index)] = in_zoc(index) ? 1 : 0;
  distance[at(index)] = active_distance(h);
}

void RetreatTree::Workspace::classify(int from_index, Hex from, HexDir d, int chart, int to_index,
                                      StepFacts& f) {
  // Every field is written: `f` is a reused slot of the pool. facts_of() filled the cell of
  // the hex left.
  const Board& board = scenario->board;
  const Hex to = neighbor(from, d);
  f.rejection.reset();
  f.to = to_index;
  f.row = Row::c1_away;
  f.loss = 0;
  f.step = ChartStep{};
  // GC-3 restrictions that do not depend on the path so far.
  if (f.to < 0) {
    f.rejection = Rejection::off_map;
    return;
  }
  if (board.terrain_at(f.to) == Terrain::impassable) {
    f.rejection = Rejection::impassable;
  } else if (board.prohibited_at(from_index, d)) {
    f.rejection = Rejection::prohibited_hexside;
  } else if (to == start) {
    f.rejection = Rejection::start_hex;
  }

  fill_cell(f.to, to);
  ChartStep& s = f.step;
  s.chart = chart;
  s.enemy = enemy_at(f.to);
  s.friendly = friendly_at(f.to);
  s.zoc = zoc[at(f.to)] != 0;
  // GC-7: a road step crosses a road, pike, trail or railroad hexside, or enters or leaves a city.
  s.road = board.road_at(from_index, d) != RoadKind::none ||
           board.terrain_at(from_index) == Terrain::city || board.terrain_at(f.to) == Terrain::city;
  s.more_distant = distance[at(f.to)] == distance[at(from_index)] + 1;

  if (chart == 1) {
    if (s.enemy) {
      f.row = Row::c1_enemy;
    } else if (s.zoc) {
      f.row = s.more_distant ? Row::c1_zoc_away : Row::c1_zoc_not_away;
    } else if (s.more_distant) {
      f.row = s.road ? Row::c1_road_away : Row::c1_away;
    } else {
      f.row = Row::c1_not_away;
    }
  } else {
    f.row = s.enemy ? Row::c2_enemy : (s.zoc ? Row::c2_zoc : Row::c2_clear);
  }
  const detail::RowFacts& row = detail::facts(f.row);
  s.row = row.label;
  s.priority = row.priority;
  // GC-8: left of the slash for a road step or a friendly-occupied hex; a cavalry retreat
  // costs cavalry nothing (entering an enemy-occupied hex eliminates it instead).
  s.loss = cavalry ? 0 : (s.road || s.friendly ? row.loss_left : row.loss_right);
  f.loss = s.loss;
}

const HexFacts& RetreatTree::Workspace::facts_of(int i, Hex h) {
  if (facts_stamp[at(i)] == generation) return facts_pool[at(facts_slot[at(i)])];
  facts_stamp[at(i)] = generation;
  // The pool keeps its slots between builds: a slot is overwritten whole, not made anew.
  facts_slot[at(i)] = static_cast<int>(facts_used);
  if (facts_used == facts_pool.size()) facts_pool.emplace_back();
  HexFacts& hf = facts_pool[facts_used++];

  // GC-6: Chart 1 while the hex being left is within chart1_radius of the nearest active enemy
  // unit (no radius: always), Chart 2 otherwise or with no active enemy unit.
  const Options& o = scenario->options;
  switch (o.chart) {
    case ChartRule::one:
      hf.chart = 1;
      break;
    case ChartRule::two:
      hf.chart = 2;
      break;
    case ChartRule::automatic: {
      const int dist = active.empty() ? kUnreachable : hex_distance_to_active(h);
      hf.chart = !active.empty() && (!o.chart1_radius || dist <= *o.chart1_radius) ? 1 : 2;
      break;
    }
  }
  fill_cell(i, h);
  const std::array<int, kHexDirCount> around = neighbours_around(i);
  for (std::size_t d = 0; d < kHexDirCount; ++d)
    classify(i, h, kHexDirs[d], hf.chart, around[d], hf.steps[d]);
  return hf;
}

void RetreatTree::Workspace::prepare_reads(const std::vector<TreeNode>& nodes, bool facts) {
  // Double-checked: once prepared, a reader pays one atomic load; the release store makes what
  // the preparing thread wrote visible to every reader that sees the flag set.
  std::atomic<bool>& prepared = facts ? facts_prepared : distances_prepared;
  if (prepared.load(std::memory_order_acquire)) return;
  const std::lock_guard<std::mutex> lock(prepare_mutex);
  if (prepared.load(std::memory_order_relaxed)) return;
  const HexGrid& grid = scenario->board.grid();
  for (const TreeNode& n : nodes) {
    if (facts) {
      facts_of(grid.index(n.hex), n.hex);
    } else {
      nearest_enemy(n.hex);
    }
  }
  prepared.store(true, std::memory_order_release);
}

const HexFacts& RetreatTree::Workspace::facts_at(int index) const {
  SKD_ASSERT(facts_stamp[at(index)] == generation, "facts_at() of a hex not in the tree");
  return facts_pool[at(facts_slot[at(index)])];
}

int RetreatTree::Workspace::enemy_distance_at(int index) const {
  if (enemy_count == 0) return 0;
  SKD_ASSERT(enemy_distance_stamp[at(index)] == generation,
             "enemy_distance_at() of a hex not in the tree");
  return enemy_distance[at(index)];
}

int RetreatTree::Workspace::hex_distance_to_active(Hex h) const {
  int best = std::numeric_limits<int>::max();
  for (Hex a : active)
    best = std::min(best, hex_distance(a, h));
  return best;
}

int RetreatTree::Workspace::nearest_enemy(Hex h) {
  if (enemy_count == 0) return 0;
  return nearest_enemy(scenario->board.grid().index(h), h);
}

int RetreatTree::Workspace::nearest_enemy(int i, Hex h) {
  if (enemy_count == 0) return 0;
  const HexGrid& grid = scenario->board.grid();
  if (enemy_distance_stamp[at(i)] == generation) return enemy_distance[at(i)];
  // Rings of hexes outward: with enemies scattered over the map the first rings find one.
  const int limit = grid.columns() + grid.rows();
  int found = limit;
  for (int k = 1; k <= limit; ++k) {
    if (enemy_on_ring(i, h, k)) {
      found = k;
      break;
    }
  }
  enemy_distance_stamp[at(i)] = generation;
  enemy_distance[at(i)] = found;
  return found;
}

namespace {
// The order in which a ring is walked from its corner in direction minus_q_plus_r.
constexpr std::array<HexDir, kHexDirCount> kRingWalk = {
    HexDir::plus_q,  HexDir::plus_q_minus_r, HexDir::minus_r,
    HexDir::minus_q, HexDir::minus_q_plus_r, HexDir::plus_r};
}  // namespace

bool RetreatTree::Workspace::enemy_on_ring(int index, Hex h, int k) {
  // Fast walk through the neighbour table while the ring stays on the map.
  int cur = index;
  for (int j = 0; j < k && cur >= 0; ++j) {
    cur = neighbours_around(cur)[static_cast<std::size_t>(HexDir::minus_q_plus_r)];
  }
  bool on_map = cur >= 0;
  for (std::size_t d = 0; d < kHexDirCount && on_map; ++d) {
    const auto walk = static_cast<std::size_t>(kRingWalk[d]);
    for (int j = 0; j < k; ++j) {
      if (enemy_at(cur)) return true;
      cur = neighbours_around(cur)[walk];
      if (cur < 0) {
        on_map = false;
        break;
      }
    }
  }
  if (on_map) return false;
  // The ring leaves the map: walk it by coordinates, skipping what is off the map.
  const HexGrid& grid = scenario->board.grid();
  Hex c = h + k * step_of(HexDir::minus_q_plus_r);
  for (HexDir d : kRingWalk) {
    for (int j = 0; j < k; ++j) {
      if (grid.contains(c) && enemy_at(grid.index(c))) return true;
      c = neighbor(c, d);
    }
  }
  return false;
}

}  // namespace skedaddle::gcacw
