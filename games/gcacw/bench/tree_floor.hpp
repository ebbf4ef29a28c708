// SPDX-License-Identifier: MIT
// The floor of the GCACW option tree benchmark: the least work any correct implementation does
// to build a retreat's tree on a given board, written plainly so that the engine's time can be
// read as a multiple of it (bench/README.md, docs/performance.md).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw::bench {

/// What the floor found: enough to compare with the engine's tree.
struct TreeFloorResult {
  int nodes = 0;           ///< hexes stood in over every path, the start included
  int ends = 0;            ///< nodes where the retreat may end (fatal ones included)
  int fatal = 0;           ///< nodes where the stack's last combat unit dies
  bool saves = false;      ///< some end keeps a combat unit alive
  bool completes = false;  ///< some end is reached at all
  Score best{};            ///< best end by ALL-1, when completes
};

/// One end of the tree: the hexes (dense grid indices) from the start to it, and whether the
/// stack dies entering it.
struct TreeFloorEnd {
  std::vector<int> path;  ///< dense indices, the start first
  bool fatal = false;     ///< the last combat unit dies entering the last hex
};

/// A plain depth-first search over a flat neighbour array: each step classified on the spot
/// (GC-3 restrictions, Chart 1 row and priority, GC-8 loss) and only the lowest priority numbers
/// followed (GC-7); where the retreat may end, the score (ALL-1) with a ring search for the
/// nearest enemy. What a hex is (in an enemy ZOC, its distance from the active unit and from
/// the nearest enemy) is found once per build, as any implementation that meets a hex on many
/// paths would. It covers what the benchmark's board needs (Chart 1 always, hex distances, a
/// retreat or a rout, no override) and says so: run() aborts on a scenario outside that.
class TreeFloor {
 public:
  /// Prepares the neighbour array of `grid` (the topology, fixed for every build on it).
  explicit TreeFloor(const HexGrid& grid);
  /// Builds the tree of `scenario`'s retreat; with `ends`, records every end too.
  TreeFloorResult run(const Scenario& scenario, std::vector<TreeFloorEnd>* ends = nullptr);

 private:
  struct Node {
    int index = 0;
    int depth = 0;
    int loss = 0;
    int distance = 0;  // hex distance to the active enemy unit
    bool survivors = true;
    bool can_stop = false;
    bool must_stop = false;
  };
  struct Reach {
    bool completes = false;
    bool saves = false;
    Score best{};
  };
  Reach expand(const Node& node);
  int nearest_enemy(int index);
  bool enemy_on_ring(int index, int k) const;
  /// Whether the hex is in an enemy ZOC (GC-5) and its distance from the active unit (GC-4).
  struct Cell {
    bool zoc = false;
    int distance = 0;
  };
  const Cell& cell(int index);
  bool enemy(int index) const { return enemy_stamp_[static_cast<std::size_t>(index)] == stamp_; }
  bool friendly(int index) const {
    return friendly_stamp_[static_cast<std::size_t>(index)] == stamp_;
  }

  HexGrid grid_;
  std::vector<std::array<int, kHexDirCount>> neighbours_;  // -1 off the map
  std::vector<Hex> hexes_;                                 // by dense index
  std::vector<std::uint32_t> cell_stamp_;                  // cells_[i] is this build's when ==
  std::vector<Cell> cells_;
  std::vector<std::uint32_t> nearest_stamp_;  // nearest_[i] is this build's when == stamp_
  std::vector<int> nearest_;
  std::vector<std::uint32_t> enemy_stamp_;
  std::vector<std::uint32_t> friendly_stamp_;
  std::vector<std::uint32_t> path_stamp_;
  std::uint32_t stamp_ = 0;
  int enemy_count_ = 0;

  const Scenario* scenario_ = nullptr;
  LengthRange range_{};
  int start_ = 0;
  Hex active_{};
  std::vector<int> manpower_;  // of each combat unit of the stack
  int max_manpower_ = 0;
  int stack_size_ = 0;
  std::vector<int> path_;
  std::vector<TreeFloorEnd>* ends_ = nullptr;
  TreeFloorResult result_{};
};

}  // namespace skedaddle::gcacw::bench
