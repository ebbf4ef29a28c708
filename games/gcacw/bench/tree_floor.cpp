// SPDX-License-Identifier: MIT
// The GCACW option tree's floor (tree_floor.hpp). Independent of the engine's code: the charts'
// priorities and losses are taken from docs/rules/gcacw-charts.md here, not from the engine.
#include "tree_floor.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace skedaddle::gcacw::bench {
namespace {

[[noreturn]] void outside(const char* what) {
  std::fprintf(stderr, "TreeFloor: the floor does not cover %s\n", what);
  std::abort();
}

/// Chart 1 (docs/rules/gcacw-charts.md): priority and the loss left and right of the slash.
struct ChartRow {
  int priority;
  int loss_left;
  int loss_right;
};
constexpr ChartRow kRoadAway{1, 0, 0};
constexpr ChartRow kAway{2, 0, 0};
constexpr ChartRow kNotAway{3, 0, 1};
constexpr ChartRow kZocAway{4, 0, 1};
constexpr ChartRow kZocNotAway{4, 1, 2};
constexpr ChartRow kEnemy{5, 3, 3};

std::size_t at(int index) {
  return static_cast<std::size_t>(index);
}

}  // namespace

TreeFloor::TreeFloor(const HexGrid& grid) : grid_(grid) {
  const auto size = at(grid.size());
  neighbours_.resize(size);
  hexes_.resize(size);
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    hexes_[at(i)] = h;
    for (std::size_t d = 0; d < kHexDirCount; ++d) {
      const Hex n = neighbor(h, kHexDirs[d]);
      neighbours_[at(i)][d] = grid.contains(n) ? grid.index(n) : -1;
    }
  }
  enemy_stamp_.assign(size, 0);
  friendly_stamp_.assign(size, 0);
  path_stamp_.assign(size, 0);
  cell_stamp_.assign(size, 0);
  cells_.resize(size);
  nearest_stamp_.assign(size, 0);
  nearest_.resize(size);
}

const TreeFloor::Cell& TreeFloor::cell(int index) {
  Cell& c = cells_[at(index)];
  if (cell_stamp_[at(index)] == stamp_) return c;
  cell_stamp_[at(index)] = stamp_;
  c.zoc = false;
  const Board& board = scenario_->board;
  for (std::size_t e = 0; e < kHexDirCount && !c.zoc; ++e) {
    const int z = neighbours_[at(index)][e];
    c.zoc = z >= 0 && enemy(z) && !board.prohibited_at(index, kHexDirs[e]);
  }
  c.distance = hex_distance(active_, hexes_[at(index)]);
  return c;
}

TreeFloorResult TreeFloor::run(const Scenario& s, std::vector<TreeFloorEnd>* ends) {
  const Request& r = s.request;
  if (s.board.grid() != grid_) outside("another grid");
  if (r.kind != RetreatKind::normal && r.kind != RetreatKind::rout) outside("this kind");
  if (s.options.chart != ChartRule::automatic || s.options.chart1_radius ||
      s.options.distance != DistanceRule::hex || r.active.size() != 1) {
    outside("these options (Chart 1, hex distances, one active unit only)");
  }
  scenario_ = &s;
  ends_ = ends;
  ++stamp_;
  range_ = r.kind == RetreatKind::rout ? LengthRange{4, 6} : LengthRange{2, 4};
  start_ = grid_.index(r.hex);
  active_ = s.units[index_of(r.active.front())].hex;

  // One pass over the units: who stands where, and the retreating stack.
  manpower_.clear();
  max_manpower_ = 0;
  stack_size_ = 0;
  enemy_count_ = 0;
  const Side side =
      s.units[index_of(r.active.front())].side == Side::first ? Side::second : Side::first;
  for (const Unit& u : s.units) {
    if (u.status != Status::on_map) continue;
    if (u.hex == r.hex) {
      ++stack_size_;
      if (u.is_combat()) {
        manpower_.push_back(u.manpower);
        max_manpower_ = std::max(max_manpower_, u.manpower);
      }
    }
    if (!u.is_combat()) continue;
    const int i = grid_.index(u.hex);
    if (u.side == side) {
      friendly_stamp_[at(i)] = stamp_;
    } else {
      enemy_stamp_[at(i)] = stamp_;
      ++enemy_count_;
    }
  }

  result_ = {};
  path_.clear();
  path_.push_back(start_);
  path_stamp_[at(start_)] = stamp_;
  const Node root{start_, 0, 0, cell(start_).distance, true, false, false};
  const Reach reach = expand(root);
  path_stamp_[at(start_)] = 0;
  result_.completes = reach.completes;
  result_.saves = reach.saves;
  result_.best = reach.best;
  return result_;
}

TreeFloor::Reach TreeFloor::expand(const Node& node) {
  ++result_.nodes;
  const Board& board = scenario_->board;
  Reach reach;
  if (node.can_stop) {
    ++result_.ends;
    if (ends_ != nullptr) ends_->push_back({path_, !node.survivors});
    reach.completes = true;
    if (node.survivors) {
      // ALL-1: units lost, manpower lost, then distance from the nearest enemy.
      reach.saves = true;
      for (const int m : manpower_) {
        reach.best.units_lost += m <= node.loss ? 1 : 0;
        reach.best.strength_lost += std::min(m, node.loss);
      }
      reach.best.distance = nearest_enemy(node.index);
    } else {
      ++result_.fatal;
      reach.best.units_lost = stack_size_;  // leaders share the stack's fate
      for (const int m : manpower_)
        reach.best.strength_lost += m;
      reach.best.distance = enemy(node.index) ? 0 : nearest_enemy(node.index);
    }
  }
  if (node.must_stop) return reach;

  // Every neighbour it may enter (GC-3), classified on Chart 1 (GC-7, GC-8).
  std::array<Node, kHexDirCount> next{};
  std::array<int, kHexDirCount> priority{};
  int lowest = 99;
  const auto& around = neighbours_[at(node.index)];
  for (std::size_t d = 0; d < kHexDirCount; ++d) {
    priority[d] = 0;
    const int n = around[d];
    if (n < 0 || n == start_ || path_stamp_[at(n)] == stamp_) continue;
    if (board.terrain_at(n) == Terrain::impassable ||
        board.prohibited_at(node.index, kHexDirs[d])) {
      continue;
    }
    const Cell& facts = cell(n);
    const bool zoc = facts.zoc;
    const int distance = facts.distance;
    const bool away = distance == node.distance + 1;
    const bool road = board.road_at(node.index, kHexDirs[d]) != RoadKind::none ||
                      board.terrain_at(node.index) == Terrain::city ||
                      board.terrain_at(n) == Terrain::city;
    const bool in_enemy = enemy(n);
    const ChartRow row = in_enemy ? kEnemy
                         : zoc    ? (away ? kZocAway : kZocNotAway)
                         : away   ? (road ? kRoadAway : kAway)
                                  : kNotAway;
    priority[d] = row.priority;
    lowest = std::min(lowest, row.priority);
    Node& c = next[d];
    c.index = n;
    c.depth = node.depth + 1;
    c.loss = node.loss + (road || friendly(n) ? row.loss_left : row.loss_right);
    c.distance = distance;
    c.survivors = node.survivors && c.loss < max_manpower_;
    if (!c.survivors) {
      c.can_stop = c.must_stop = true;  // GC-9: the path ends where the stack dies
    } else {
      const bool may_end =
          !in_enemy && hex_distance(hexes_[at(n)], hexes_[at(start_)]) != 1;  // GC-9, GC-3
      c.can_stop = c.depth >= range_.min && may_end;
      c.must_stop = c.can_stop && c.depth >= range_.max;
    }
  }
  bool scored = reach.saves;
  for (std::size_t d = 0; d < kHexDirCount; ++d) {
    if (priority[d] == 0 || priority[d] != lowest) continue;
    path_.push_back(next[d].index);
    path_stamp_[at(next[d].index)] = stamp_;
    const Reach child = expand(next[d]);
    path_stamp_[at(next[d].index)] = 0;
    path_.pop_back();
    if (!child.completes) continue;
    reach.completes = true;
    reach.saves = reach.saves || child.saves;
    if (!scored || better(child.best, reach.best)) reach.best = child.best;
    scored = true;
  }
  return reach;
}

int TreeFloor::nearest_enemy(int index) {
  if (enemy_count_ == 0) return 0;
  if (nearest_stamp_[at(index)] == stamp_) return nearest_[at(index)];
  const int limit = grid_.columns() + grid_.rows();
  int k = 1;
  while (k < limit && !enemy_on_ring(index, k))
    ++k;
  nearest_stamp_[at(index)] = stamp_;
  nearest_[at(index)] = k;
  return k;
}

namespace {
// A ring is walked from its corner in direction minus_q_plus_r, side by side in these directions.
constexpr std::array<HexDir, kHexDirCount> kRingWalk = {
    HexDir::plus_q,  HexDir::plus_q_minus_r, HexDir::minus_r,
    HexDir::minus_q, HexDir::minus_q_plus_r, HexDir::plus_r};
}  // namespace

bool TreeFloor::enemy_on_ring(int index, int k) const {
  // Through the neighbour array while the ring stays on the map, else by coordinates.
  int cur = index;
  for (int j = 0; j < k && cur >= 0; ++j)
    cur = neighbours_[at(cur)][static_cast<std::size_t>(HexDir::minus_q_plus_r)];
  for (std::size_t side = 0; side < kHexDirCount && cur >= 0; ++side) {
    for (int j = 0; j < k && cur >= 0; ++j) {
      if (enemy(cur)) return true;
      cur = neighbours_[at(cur)][static_cast<std::size_t>(kRingWalk[side])];
    }
  }
  if (cur >= 0) return false;
  Hex c = hexes_[at(index)] + k * step_of(HexDir::minus_q_plus_r);
  for (const HexDir d : kRingWalk) {
    for (int j = 0; j < k; ++j) {
      if (grid_.contains(c) && enemy(grid_.index(c))) return true;
      c = neighbor(c, d);
    }
  }
  return false;
}

}  // namespace skedaddle::gcacw::bench
