// SPDX-License-Identifier: MIT
// Per-build facts of a GCACW retreat (occupancy, distances, step classifications per hex),
// cached with generation stamps so that a rebuilt tree allocates nothing once warm.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <vector>

#include "gcacw/rules/occupancy.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

/// How the step from a hex into one neighbour is classified, independent of the path so far.
struct StepFacts {
  std::optional<Rejection> rejection;  ///< set when the neighbour may never be entered (GC-3)
  int to = -1;                         ///< dense index of the neighbour when on the map
  Row row = Row::c1_away;
  int loss = 0;  ///< manpower lost by each unit entering (0 in a cavalry retreat)
  ChartStep step{};
};

/// Everything cached about one hex during one build.
struct HexFacts {
  int chart = 1;
  std::array<StepFacts, kHexDirCount> steps{};
};

/// The units eliminated entering `node` from a node with loss `before` (RetreatTree::
/// eliminated_at, GC-2, GC-8), into `out` (cleared first): combat units in `stack` order, then,
/// when the last combat unit goes, the stack's leaders.
void eliminated_entering(const Scenario& scenario, const std::vector<UnitId>& stack, int before,
                         const TreeNode& node, std::vector<UnitId>& out);

struct RetreatTree::Workspace {
  const Scenario* scenario = nullptr;
  Side side = Side::first;
  Hex start{};
  bool cavalry = false;

  std::uint32_t generation = 0;
  Occupancy occupancy;  // kept between builds, synced with the units at each reset
  Side enemy = Side::second;
  int enemy_count = 0;

  std::vector<int> enemy_leaders;  // option end_on_lone_enemy_leader false: their hexes' indices
  std::vector<Hex> active;         // hexes of the active enemy units (GC-4)
  std::vector<int> path_distance;  // GC-4 option `path`: distance field, built once
  std::vector<int> queue;          // breadth-first search queue for path_distance

  // Neighbour table of the grid (-1 off the map), filled hex by hex on first use during a build
  // and kept while the grid stays the same. Only build() fills this or the caches below: the
  // tree's const readers look up what it left (prepare_reads), so they may share a tree.
  HexGrid neighbours_of{};
  std::vector<std::array<int, kHexDirCount>> neighbours;
  std::vector<std::uint8_t> neighbours_ready;

  // The facts of hex i are facts_pool[facts_slot[i]] when facts_stamp[i] == generation; the pool
  // holds only the hexes a build touched (a map's worth would cost megabytes to allocate).
  std::vector<std::uint32_t> facts_stamp;
  std::vector<int> facts_slot;
  std::vector<HexFacts> facts_pool;  // slots [0, facts_used) are this build's
  std::size_t facts_used = 0;
  std::vector<std::uint32_t> cell_stamp;  // zoc[i] and distance[i] valid when == generation
  std::vector<std::uint8_t> zoc;
  std::vector<int> distance;
  std::vector<std::uint32_t> enemy_distance_stamp;
  std::vector<int> enemy_distance;  // to the nearest enemy combat unit, for scores (ALL-1)

  std::vector<int> path;              // dense indices of the hexes from the start to the node
  std::vector<std::uint8_t> on_path;  // 1 for the hexes in `path` (all 0 between builds)
  /// Appends the hex with dense index `index` to `path`, marked on_path.
  void enter_path(int index) {
    path.push_back(index);
    on_path[static_cast<std::size_t>(index)] = 1;
  }
  /// Takes the last hex off `path`.
  void leave_path() {
    on_path[static_cast<std::size_t>(path.back())] = 0;
    path.pop_back();
  }
  std::vector<int> combat_manpower;  // manpower of each combat unit of the stack
  int max_manpower = 0;
  int total_manpower = 0;  // of the combat units: what a path that destroys the stack loses

  /// Starts a build of `s`: sizes the caches, records occupancy and finds the retreating `stack`.
  void reset(const Scenario& s, std::vector<UnitId>& stack);
  /// An enemy leader in the hex with this index, under end_on_lone_enemy_leader false (else
  /// always false): a retreat may not end there (GC-3, GC-9).
  bool barred_by_enemy_leader(int index) const {
    return std::find(enemy_leaders.begin(), enemy_leaders.end(), index) != enemy_leaders.end();
  }
  /// Enemy combat unit in the hex with this index.
  bool enemy_at(int index) const { return occupancy.count(index, enemy) > 0; }
  /// Dense index of the neighbour of the hex with this index in direction d, or -1 off the map.
  int neighbour(int index, HexDir d) {
    const auto i = static_cast<std::size_t>(index);
    if (neighbours_ready[i] == 0) fill_neighbours(index);
    return neighbours[i][static_cast<std::size_t>(d)];
  }
  /// The dense indices of the six neighbours of the hex with this index (-1 off the map), in
  /// kHexDirs order; the reference is valid until the grid changes.
  const std::array<int, kHexDirCount>& neighbours_around(int index) {
    const auto i = static_cast<std::size_t>(index);
    if (neighbours_ready[i] == 0) fill_neighbours(index);
    return neighbours[i];
  }
  /// Friendly combat unit in the hex with this index.
  bool friendly_at(int index) const { return occupancy.count(index, side) > 0; }
  /// Distance used for "more distant" from a hex on the map to the nearest active unit.
  int active_distance(Hex h) const;
  /// Plain hex distance from a hex to the nearest active unit (GC-6 chart radius).
  int hex_distance_to_active(Hex h) const;
  /// The classified steps out of the hex `h` with dense index `index` (computed on first use in
  /// a build). The reference is valid until the next call (the pool may grow).
  const HexFacts& facts_of(int index, Hex h);
  /// Hex distance from a hex to the nearest enemy combat unit (0 when there is none).
  int nearest_enemy(Hex h);
  /// The same for the hex `h` with dense index `index`.
  int nearest_enemy(int index, Hex h);
  /// True when an enemy combat unit stands at distance exactly k from `h` (dense index `index`).
  bool enemy_on_ring(int index, Hex h, int k);

  /// The facts of `node` (its hex, depth and loss set) that entering it from `parent` by a step
  /// with `facts` fixes: is a combat unit left, is the stack destroyed entering it, may the
  /// retreat stop here, must it (GC-3, GC-8, GC-9)? Its score is left to the caller.
  void settle(TreeNode& node, const TreeNode& parent, const StepFacts& facts,
              LengthRange range) const;

  /// Computes facts_of() (facts: true) or nearest_enemy() (false) of every hex of `nodes`,
  /// once per build, by the first const reader of the tree that needs them: so that a build
  /// that is only resolved does not pay for them, and so that the readers, which then only look
  /// them up (facts_at, enemy_distance_at), may run on many threads at once. Thread-safe.
  void prepare_reads(const std::vector<TreeNode>& nodes, bool facts);
  /// Whether prepare_reads() has run since reset(), for the facts and for the distances.
  std::atomic<bool> facts_prepared{false};
  std::atomic<bool> distances_prepared{false};
  /// Held while prepare_reads() fills the caches.
  std::mutex prepare_mutex;
  /// facts_of() of a hex prepare_reads() covered, by dense index.
  const HexFacts& facts_at(int index) const;
  /// nearest_enemy() of a hex prepare_reads() covered, by dense index.
  int enemy_distance_at(int index) const;

 private:
  bool in_zoc(int index);
  void fill_neighbours(int index);
  void fill_cell(int index, Hex h);
  void build_path_distance();
  void build_neighbours(const HexGrid& grid);
  /// Classifies the step from a hex into its neighbour in `d` (dense index `to_index`, -1 off
  /// the map) into `f`, every field written; the cell of the hex left must be filled.
  void classify(int from_index, Hex from, HexDir d, int chart, int to_index, StepFacts& f);
};

// Stopping depends on the hex and the length only: a path completes whatever it costs (GC-9).
// A path that destroys the stack ends where the last combat unit is eliminated, and that
// completes it: whether the path is walked on after the stack is gone is not part of the
// outcome (GC-8, GC-9), so ground beyond it can never turn an elimination into a surrender
// (GC-11). Always inline: the tree builders call it for each of up to a million nodes, and
// GCC, seeing two callers, kept it out of line (BM_GcacwTree64x64 ran 3% more instructions).
[[gnu::always_inline]] inline void RetreatTree::Workspace::settle(TreeNode& node,
                                                                  const TreeNode& parent,
                                                                  const StepFacts& facts,
                                                                  LengthRange range) const {
  const bool cavalry_lost = cavalry && facts.step.enemy;  // GC-8
  node.survivors = parent.survivors && !cavalry_lost && node.loss < max_manpower;
  node.destroys = parent.survivors && !node.survivors;
  if (node.destroys) {
    node.can_stop = true;
    node.must_stop = true;
    return;
  }
  const bool adjacent_to_start = adjacent(node.hex, start);
  // GC-9; with end_on_lone_enemy_leader false a lone enemy leader's hex is barred likewise.
  const bool may_end_here =
      !facts.step.enemy && !barred_by_enemy_leader(facts.to) &&
      (scenario->request.kind == RetreatKind::defender_option || !adjacent_to_start);  // GC-3
  node.can_stop = node.depth >= range.min && may_end_here;
  node.must_stop = node.can_stop && node.depth >= range.max;
}

}  // namespace skedaddle::gcacw
