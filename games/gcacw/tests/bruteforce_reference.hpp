// SPDX-License-Identifier: MIT
// A naive, independent reference for GCACW 7.6 retreats (rulings GC-1..GC-11), written from the
// rulings alone: it enumerates every simple path depth first and keeps those the rules allow.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/geometry/hex_grid.hpp"

namespace skedaddle::gcacw::ref {

/// The map as the reference sees it: plain sets, independent of gcacw::Board.
struct RefBoard {
  int columns = 7;
  int rows = 7;
  OffsetSystem system{HexOrientation::flat, OffsetParity::odd};
  std::set<Hex> impassable;
  std::set<Hex> cities;
  std::map<std::pair<Hex, Hex>, RoadKind> roads;  ///< normalized hexsides (smaller hex first)
  std::set<std::pair<Hex, Hex>> prohibited;       ///< normalized hexsides (smaller hex first)

  bool contains(Hex h) const;
  bool has_road(Hex a, Hex b) const;
  bool is_prohibited(Hex a, Hex b) const;
  /// Every hex of the map, column by column.
  std::vector<Hex> hexes() const;
};

/// The hexside between two adjacent hexes, smaller hex first.
std::pair<Hex, Hex> side_of(Hex a, Hex b);

/// A scenario in the reference's terms.
struct RefScenario {
  RefBoard board;
  std::vector<Unit> units;
  Request request;
  Options options;
};

/// The engine's scenario for a reference scenario (board built through the Board setters).
Scenario to_scenario(const RefScenario& s);

/// A readable dump of the scenario: a picture of the grid and every list, in axial (q,r).
std::string describe(const RefScenario& s);

/// A hex as "(q,r)".
std::string hex_text(Hex h);
/// A path as "(q,r) (q,r) ...".
std::string path_text(const std::vector<Hex>& path);

/// How the reference classifies one step (GC-6, GC-7, GC-8).
struct RefStep {
  int chart = 1;
  std::string_view row;  ///< "1", "2", "3", "4a", "4b", "5"
  int priority = 1;
  int loss = 0;  ///< manpower lost by each unit of the stack (0 in a cavalry retreat, GC-8)
  bool road = false;
  bool friendly = false;
  bool more_distant = false;
  bool zoc = false;
  bool enemy = false;
};

/// A completing path: start hex first, then every hex entered.
struct RefPath {
  std::vector<Hex> hexes;
  std::vector<RefStep> steps;  ///< steps[i] is the step into hexes[i + 1]
  int loss = 0;                ///< total manpower lost by each unit
  int override_at = -1;        ///< index of the step that broke the priorities, or -1 (GC-10)
  int died_at = -1;        ///< index of the step on which the last combat unit died, or -1 (GC-9)
  bool must_stop = false;  ///< the maximum was reached (GC-9)
};

/// Everything the tree of a scenario must hold.
struct RefResult {
  std::vector<RefPath> paths;  ///< every completing path, fatal ones included, depth first
  /// No priority-respecting path completes with a combat unit alive (GC-10).
  bool override_in_force = false;
  /// Some path completes with a combat unit alive.
  bool saves = false;
  /// No path completes even with one override: a forced retreat surrenders (GC-11), a
  /// defender's option is not taken (GC-1).
  bool surrenders = false;
  /// Set when the enumeration was abandoned (too many paths); the result is then unusable.
  bool too_big = false;
};

/// The reference engine for one scenario.
class Reference {
 public:
  explicit Reference(const RefScenario& s);

  /// The retreating units (indices into the scenario's units), in scenario order (GC-2).
  const std::vector<int>& stack() const { return stack_; }
  /// The side of the retreating stack.
  Side side() const { return side_; }
  /// Permitted length (GC-1).
  int min_length() const { return min_; }
  int max_length() const { return max_; }

  /// GC-3: may the stack step from `from` to its neighbour `to`, given the hexes entered?
  bool legal(Hex from, Hex to, const std::vector<Hex>& path) const;
  /// GC-3 restriction that forbids the step regardless of the path so far, if any.
  std::optional<Rejection> static_rejection(Hex from, Hex to) const;
  /// GC-6/7/8: the chart row of a legal step.
  RefStep classify(Hex from, Hex to) const;
  /// GC-9: may a retreat end in `h` (not enemy-occupied; not adjacent to the start but in a
  /// defender's option)?
  bool may_end(Hex h) const;
  /// True when `h` holds an enemy combat unit (GC-3).
  bool enemy_occupied(Hex h) const;
  /// Hex distance from `h` to the nearest enemy combat unit (ALL-1), or -1 when none.
  int nearest_enemy_distance(Hex h) const;
  /// Number of combat units of the stack with manpower at most `loss` (eliminated), GC-2.
  int eliminated_by(int loss) const;
  /// True when at least one combat unit of the stack survives the path (GC-10).
  bool survives(int loss, bool entered_enemy) const;

  /// Every completing path; at most `limit` partial paths are explored.
  RefResult solve(std::size_t limit = 200000) const;

 private:
  int index(Hex h) const;

  const RefScenario* s_;
  std::vector<int> stack_;
  Side side_ = Side::first;
  Hex start_{};
  int min_ = 0;
  int max_ = 0;
  bool cavalry_ = false;
  std::vector<Hex> active_hexes_;
  // Plain per-hex facts of the scenario (no results of the search are ever stored).
  std::vector<std::uint8_t> enemy_, friendly_, zoc_, passable_, city_;
  std::vector<std::uint8_t> prohibited_side_, road_side_;  // per hex and direction
  std::vector<int> distance_;                              // GC-4 measure per hex
  std::vector<int> hex_distance_;                          // GC-6 measure per hex
};

/// A random small board for property and brute-force tests; `crowded` packs enemies around the
/// start and lowers manpower, so that overrides (GC-10) and surrenders (GC-11) are common.
RefScenario random_scenario(std::mt19937_64& rng, bool crowded = false);
/// The same on a board of `columns` x `rows` hexes (each at least 1).
RefScenario random_scenario(std::mt19937_64& rng, bool crowded, int columns, int rows);

/// A uniform integer in [lo, hi] (own reduction; library distributions are not portable).
int pick(std::mt19937_64& rng, int lo, int hi);
/// True with probability `percent` / 100.
bool chance(std::mt19937_64& rng, int percent);

/// Simpler variants of a scenario (one element removed each), for shrinking a failure.
std::vector<RefScenario> simplifications(const RefScenario& s);

}  // namespace skedaddle::gcacw::ref
