// SPDX-License-Identifier: MIT
// Great Campaigns of the American Civil War, rule 7.6: retreats, routs, cavalry retreats and the
// defender's retreat option, on a flat-topped hex map. Rulings GC-1..GC-11 (shared/rules).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/choice/decision.hpp"
#include "skedaddle/choice/option_ways.hpp"
#include "skedaddle/core/checked.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/core/refusal.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/geometry/hex_grid.hpp"

/// Great Campaigns of the American Civil War, rule 7.6 (rulings GC-1..GC-11): the engine.
namespace skedaddle::gcacw {

/// Kind of counter.
enum class UnitType : std::uint8_t { infantry, cavalry, artillery, leader };

/// Terrain of a hex, as far as retreats care ("terrain is irrelevant" but for these).
enum class Terrain : std::uint8_t {
  clear,       ///< anything a retreat may enter
  city,        ///< entering or leaving counts as following a road (GC-7)
  impassable,  ///< may not be entered (GC-3)
};

/// Kind of road crossing a hexside; every kind counts as "road" for the charts (GC-7).
enum class RoadKind : std::uint8_t { none, road, pike, trail, railroad };

/// The kinds of retreat (GC-1).
enum class RetreatKind : std::uint8_t {
  normal,           ///< "r": 2-4 hexes
  rout,             ///< "R": 4-6 hexes
  cavalry,          ///< cavalry retreat: 4-6 hexes, no manpower loss (GC-8)
  defender_option,  ///< voluntary: 1-4 hexes, may end adjacent to its start
};

/// Where a unit is at the end: on the map, or how it left play.
enum class Status : std::uint8_t {
  on_map,       ///< still on the map
  eliminated,   ///< manpower lost to 0, cavalry lost in an enemy hex, or with a destroyed stack
  surrendered,  ///< the stack could not complete a forced retreat (GC-11)
};

/// A counter. Leaders have no manpower.
struct Unit {
  std::string id;                      ///< the game's designation, e.g. "3/12 Inf"
  Side side = Side::first;             ///< whose it is
  UnitType type = UnitType::infantry;  ///< leaders exert no ZOC and take no losses
  Hex hex{};                           ///< where it stands, or where it left play
  int manpower = 0;                    ///< strength, 1 to kMaxManpower; 0 for leaders
  int fatigue = 0;                     ///< 0-4
  bool disorganized = false;           ///< disorganized (GC-2)
  Status status = Status::on_map;      ///< on the map, or how it left play

  /// True for everything but leaders (leaders exert no ZOC and do not block, GC-3, GC-5).
  bool is_combat() const { return type != UnitType::leader; }
};

/// The map: a grid, terrain per hex, and what crosses each hexside.
class Board {
 public:
  /// An empty board.
  Board() = default;
  /// A clear board over `grid`.
  explicit Board(HexGrid grid);

  /// The grid.
  const HexGrid& grid() const { return grid_; }
  /// True when the hex is on the map.
  bool contains(Hex h) const { return grid_.contains(h); }
  /// Terrain of a hex on the map.
  Terrain terrain(Hex h) const;
  /// Sets the terrain of a hex on the map.
  void set_terrain(Hex h, Terrain t);
  /// The road crossing the hexside between a hex on the map and its neighbour in `d`.
  RoadKind road(Hex h, HexDir d) const;
  /// Marks a road of `kind` across the hexside between adjacent hexes (either may be off map).
  void set_road(Hex a, Hex b, RoadKind kind);
  /// True when the hexside between a hex on the map and its neighbour in `d` is prohibited.
  bool prohibited(Hex h, HexDir d) const;
  /// Marks the hexside between adjacent hexes as prohibited.
  void set_prohibited(Hex a, Hex b);

  /// Terrain of the hex with a dense grid index (fast path for the engine).
  Terrain terrain_at(int index) const { return terrain_[static_cast<std::size_t>(index)]; }
  /// Road across a hexside of the hex with a dense grid index.
  RoadKind road_at(int index, HexDir d) const {
    return static_cast<RoadKind>(side_at(index, d) & 0x07);
  }
  /// True when a hexside of the hex with a dense grid index is prohibited.
  bool prohibited_at(int index, HexDir d) const { return (side_at(index, d) & 0x08) != 0; }

 private:
  void set_side(Hex a, Hex b, std::uint8_t value, std::uint8_t mask);
  std::uint8_t side_at(int index, HexDir d) const {
    return sides_[static_cast<std::size_t>(index) * kHexDirCount + static_cast<std::size_t>(d)];
  }
  HexGrid grid_;
  std::vector<Terrain> terrain_;
  std::vector<std::uint8_t>
      sides_;  // per hex, per direction: low 3 bits RoadKind, bit 3 prohibited
};

/// Which retreat chart is used (GC-6).
enum class ChartRule : std::uint8_t {
  one,        ///< always Chart 1 (needs an active enemy unit)
  two,        ///< always Chart 2
  automatic,  ///< Chart 1 within `chart1_radius` of the nearest active enemy unit, else Chart 2
};

/// How "more distant" is measured (GC-4).
enum class DistanceRule : std::uint8_t {
  hex,   ///< hex distance
  path,  ///< shortest path avoiding impassable hexes and prohibited hexsides
};

/// Who takes the defender's retreat option when the request names some units of the hex (GC-1,
/// GC-2).
enum class OptionLeaders : std::uint8_t {
  accompany,  ///< the hex's leaders go with the named combat units, named or not (7.6, GC-2)
  as_named,   ///< only the named units go: a house rule that lets a leader stay
};

/// The option rulings, with their defaults.
struct Options {
  ChartRule chart = ChartRule::automatic;     ///< GC-6 `chart`
  std::optional<int> chart1_radius;           ///< GC-6 `chart1_radius`; none = no limit
  DistanceRule distance = DistanceRule::hex;  ///< GC-4 `distance`
  bool zoc_across_prohibited = false;         ///< GC-5 `zoc_across_prohibited`
  int surrender_vp = 1;                       ///< GC-11 `surrender_vp`, per combat unit
  OptionLeaders option_leaders = OptionLeaders::accompany;  ///< GC-1, GC-2 `option_leaders`
  bool end_on_lone_enemy_leader = true;  ///< GC-3, GC-9 `end_on_lone_enemy_leader`
};

/// What forces the move.
struct Request {
  RetreatKind kind = RetreatKind::normal;  ///< which retreat, and so its length (GC-1)
  Hex hex{};                               ///< the retreating hex
  std::vector<UnitId> units;   ///< defender's option: who retreats (empty: every unit of the hex)
  std::vector<UnitId> active;  ///< the active enemy units (GC-4), normally the attackers
  bool no_effect = false;      ///< defender's option taken on a "-" result: +1 fatigue (GC-1)
};

/// Everything a GCACW retreat depends on.
struct Scenario {
  Board board;              ///< the map
  std::vector<Unit> units;  ///< every counter; a UnitId is an index into it
  Request request;          ///< the retreat to resolve
  Options options;          ///< the option rulings in force
};

/// Largest manpower of a counter (GCACW strengths are far smaller; the cap keeps trees finite).
inline constexpr int kMaxManpower = 99;
/// Largest `surrender_vp` (keeps victory point sums far from overflow).
inline constexpr int kMaxSurrenderVp = 1000;

/// Problems that make a scenario unplayable (stacking, request, options), each with the JSON
/// pointer of the offending value in the scenario format. Empty when the scenario is valid.
Errors check(const Scenario& scenario);

/// The first rule that forbids the request of a scenario that passed check() (ALL-3), or
/// nothing when the rules allow it; a refused request must not be resolved or previewed.
std::optional<Refusal> refusal(const Scenario& scenario);

/// Minimum and maximum length of a retreat kind (GC-1).
struct LengthRange {
  int min = 0;  ///< hexes the retreat must go
  int max = 0;  ///< hexes it may go at most
};
/// The permitted length of each kind of retreat (GC-1).
LengthRange length_range(RetreatKind kind);

/// A row of a retreat chart.
enum class Row : std::uint8_t {
  c1_road_away,     ///< chart 1 row 1
  c1_away,          ///< chart 1 row 2
  c1_not_away,      ///< chart 1 row 3
  c1_zoc_away,      ///< chart 1 row 4 (first)
  c1_zoc_not_away,  ///< chart 1 row 4 (second)
  c1_enemy,         ///< chart 1 row 5
  c2_clear,         ///< chart 2 row 1
  c2_zoc,           ///< chart 2 row 2
  c2_enemy,         ///< chart 2 row 3
};
/// The chart (1 or 2) a row belongs to.
int chart_of(Row row);
/// The printed label of a row on its chart: "1", "2", "3", "4a", "4b", "5".
std::string_view row_label(Row row);
/// The priority number of a row (GC-7).
int priority_of(Row row);
/// Manpower loss of a row, left (road or friendly-occupied) or right of the slash (GC-8).
int loss_of(Row row, bool left_of_slash);
/// When a step takes the row, in a few words ("into an enemy ZOC, not enemy-occupied, ...").
std::string_view row_condition(Row row);
/// Every row, Chart 1's in printed order, then Chart 2's.
std::span<const Row> chart_rows();

/// Why a neighbour is not an option at a step.
enum class Rejection : std::uint8_t {
  off_map,             ///< GC-3
  impassable,          ///< GC-3
  prohibited_hexside,  ///< GC-3
  start_hex,           ///< GC-3: the hex the retreat began in
  already_entered,     ///< GC-3
  lower_priority,      ///< GC-7: a neighbour with a lower priority number exists
  override_spent,      ///< GC-10: lower priority, and the one override was taken before
  cannot_complete,     ///< GC-9: no way on from that hex ends where a retreat may end
  retreat_over,        ///< GC-9: the retreat ends here (maximum reached, or stack destroyed)
};
/// Short explanation of a rejection.
std::string_view rejection_text(Rejection r);
/// The ruling that rejects.
std::string_view rejection_rule(Rejection r);

/// One node of the option tree: the stack standing in a hex after some steps.
struct TreeNode {
  int parent = -1;      ///< -1 for the root (the start hex)
  int first_child = 0;  ///< children are contiguous: [first_child, first_child + child_count)
  int child_count = 0;  ///< options from here; 0 at a node where the retreat ends
  Hex hex{};            ///< where the stack stands
  int depth = 0;        ///< hexes entered so far
  int loss = 0;         ///< manpower lost so far by each unit of the stack
  ChartStep step{};     ///< how the step into this hex was classified (not for the root)
  bool override_used = false;  ///< an override was taken on the way here (GC-10)
  bool can_stop = false;       ///< the retreat may end here (GC-9), whatever it cost
  bool must_stop = false;      ///< the retreat must end here (maximum reached, hex allowed)
  bool survivors = true;       ///< at least one combat unit of the stack is alive here
  bool destroys = false;       ///< the last combat unit is eliminated entering this hex (GC-9)
  bool completes = false;      ///< some way on from here ends where a retreat may end (GC-9)
  bool saves = false;          ///< some way on from here completes with a combat unit alive
  Score best{};                ///< best reachable end through this node (ALL-1)
};

/// A neighbour considered at a node, with its chart row if legal, or why it was rejected.
struct Candidate {
  Hex hex{};                           ///< the neighbour (it may be off the map)
  HexDir dir = HexDir::minus_r;        ///< its direction from the node
  std::optional<ChartStep> step;       ///< classification, when the hex may legally be entered
  std::optional<Rejection> rejection;  ///< why it may not be entered, when it may not
  int child = -1;                      ///< the tree node of this option, when it is one
};

/// Most nodes an option tree may hold (about 100 MB) before it is refused as too large.
inline constexpr int kMaxTreeNodes = 1'000'000;

/// The error reported for a tree that outgrew kMaxTreeNodes (RetreatTree::too_large()).
Error too_large_error();

/// The whole decision tree of one retreat: every legal path with its chart rows, priorities and
/// losses, the ones that destroy the stack included (GC-9). Reusable: build() keeps its buffers.
/// Threads: a built tree may be read (its const methods, io::options_json, the SVG) by many
/// threads at once: the caches its readers need are filled once per build, under a lock, by the
/// first of them; build() and resolve() into it need it alone.
class RetreatTree {
 public:
  /// An empty tree, with no nodes until build().
  RetreatTree();
  /// Frees the tree and its buffers.
  ~RetreatTree();
  /// Takes over another tree; the moved-from tree may only be destroyed or assigned to (it has
  /// no workspace: build() on it is undefined).
  RetreatTree(RetreatTree&&) noexcept;
  /// Takes over another tree; the moved-from tree may only be destroyed or assigned to.
  RetreatTree& operator=(RetreatTree&&) noexcept;

  /// Builds the tree for `scenario` (which must outlive the tree's use), replacing any previous
  /// tree and reusing its buffers; or, when check_resolvable() finds errors, returns them and
  /// leaves the tree empty (no nodes).
  [[nodiscard]] Errors build(const Scenario& scenario);
  /// The same for a scenario already checked, which cannot fail: the fast path for many builds.
  /// `scenario` (or a copy of it) must outlive the tree's use.
  void build(const Checked<Scenario>& scenario) { grow(*scenario); }

  /// Nodes; node 0 is the start hex.
  const std::vector<TreeNode>& nodes() const { return nodes_; }
  /// The scenario the tree was built from; null before build(), or after one that failed.
  const Scenario* scenario() const { return scenario_; }
  /// True when no priority-respecting path completes with a combat unit alive, so that one
  /// override is allowed (GC-10).
  bool override_in_force() const { return override_mode_; }
  /// True when some path completes the retreat, fatal ones included (with the override if
  /// override_in_force()), GC-9.
  bool completes() const { return !nodes_.empty() && nodes_[0].completes; }
  /// True when some path completes the retreat with a combat unit alive.
  bool saves() const { return !nodes_.empty() && nodes_[0].saves; }
  /// True when a forced retreat cannot be completed even with an override: the stack
  /// surrenders (GC-11).
  bool surrenders() const { return !completes() && !voluntary_; }
  /// True when a defender's retreat option is not taken (GC-1): no path completes it, or every
  /// path that completes it destroys the stack (no path saves a combat unit).
  bool option_declined() const { return !saves() && voluntary_; }
  /// True when the tree outgrew kMaxTreeNodes and was cut short: it is incomplete, and
  /// resolve() refuses such a retreat with an error rather than exhaust memory.
  bool too_large() const { return too_large_; }
  /// The units that retreat, in scenario order (leaders included).
  const std::vector<UnitId>& stack() const { return stack_; }
  /// The permitted length.
  LengthRange range() const { return range_; }
  /// The six neighbours of a node in canonical (clockwise from minus_r) order, each an option
  /// with its row or rejected with the reason. A `node` not indexing nodes() throws
  /// std::out_of_range.
  std::array<Candidate, kHexDirCount> candidates(int node) const;
  /// Score of ending the retreat at a node where it may stop (ALL-1). A `node` not indexing
  /// nodes() throws std::out_of_range.
  Score stop_score(int node) const;
  /// The units eliminated entering a node (GC-2, GC-8): combat units in stack order, then, when
  /// the last combat unit goes, the stack's leaders (they share its fate, games/gcacw/README.md).
  /// The root gives none; a `node` not indexing nodes() throws std::out_of_range.
  std::vector<UnitId> eliminated_at(int node) const;
  /// The same into `out` (cleared first), reusing its storage: no allocation once it is large
  /// enough (the writer of `options --json` asks it of every node).
  void eliminated_at(int node, std::vector<UnitId>& out) const;

  /// Private workspace (per-hex caches reused between builds).
  struct Workspace;

 private:
  friend struct TreeBuilder;
  /// build() of a scenario known to pass check_resolvable().
  void grow(const Scenario& scenario);
  /// stop_score() given the node's distance to the nearest enemy (build() computes it).
  Score stop_score(int node, int enemy_distance) const;
  /// Score of a path whose last combat unit is eliminated in `died_in` (fills the caches).
  Score fatal_score(Hex died_in);
  std::vector<TreeNode> nodes_;
  std::vector<UnitId> stack_;
  LengthRange range_{};
  bool override_mode_ = false;
  bool voluntary_ = false;
  bool too_large_ = false;
  const Scenario* scenario_ = nullptr;
  std::unique_ptr<Workspace> work_;
};

/// The complete ways through `node` of a built tree and the range of their ends (ALL-1), as
/// resolve offers them from there: stopping where the retreat may stop (where the stack died,
/// for a fatal path), and every completing way on. Counted over the node's subtree, not bounded.
/// `node` must index tree.nodes() (unchecked).
OptionWays ways_through(const RetreatTree& tree, int node);

/// The result of a resolved retreat.
struct Outcome {
  std::vector<Event> events;        ///< what happened, in order
  std::vector<Unit> units;          ///< every unit of the scenario, in order, in its final state
  int victory_points = 0;           ///< awarded to the enemy of the retreating side (GC-11)
  std::optional<Hex> destroyed_in;  ///< where the last combat unit was eliminated (GC-9)
  std::string declined;  ///< why a defender's retreat option was not taken (GC-1), or empty
};

/// Resolves the retreat: builds the tree and walks it with `chooser`. Fails, never partially,
/// when check_resolvable() finds errors (a scenario that fails check(), or a request the rules
/// refuse), or when the chooser fails (a scripted choice missing, not among the options, or left
/// unused).
Result<Outcome> resolve(const Scenario& scenario, Chooser& chooser);

/// The same, building into `tree` (whose buffers are reused). On success `tree` holds the
/// retreat's option tree. `tree` must not be moved-from.
Result<Outcome> resolve(const Scenario& scenario, Chooser& chooser, RetreatTree& tree);

/// The same for a scenario already checked: no check each time, the fast path for many calls
/// (a search, Monte Carlo). Fails only when the chooser fails.
Result<Outcome> resolve(const Checked<Scenario>& scenario, Chooser& chooser, RetreatTree& tree);

/// Walks `tree`, built once by build() (its scenario still alive), with `chooser`: resolve()
/// without building the tree, for a tree that depends on the scenario alone and is resolved
/// many times (a checked scenario's, shared by a step-wise resolution, the figures at its
/// decisions and the odds' ways). Fails when the tree is too large or the chooser fails.
Result<Outcome> resolve_built(const RetreatTree& tree, Chooser& chooser);

namespace detail {

/// What a walk of a retreat tree reuses from run to run (Resolution): the units still moving,
/// the decision offered and the node each of its options leads to.
struct WalkScratch {
  std::vector<UnitId> moving;  ///< the stack's units still moving, in scenario order
  std::vector<int> targets;    ///< per option of `decision`, its child node (-1 to stop)
  Decision decision;           ///< the decision at the node the walk stands on
};

}  // namespace detail

/// Resolves one checked scenario again and again (an AI's search, Monte Carlo, the odds' ways)
/// into an outcome it keeps. Its retreat tree, which depends on the scenario alone, is built
/// once; each run() puts back the retreating stack's units (the only ones a retreat changes)
/// and writes the events over the last ones, reusing their storage, so that once warm a run
/// allocates nothing for a chooser that allocates nothing (best, first, a script). Each run's
/// outcome is the one resolve() gives with the same chooser. Not for two threads at once (one
/// Resolution per thread; they may share one tree).
class Resolution {
 public:
  /// Keeps `scenario` (shared, never changed) and builds its retreat tree.
  explicit Resolution(Checked<Scenario> scenario);
  /// Keeps `scenario` and `tree`, which build() made from this very checked scenario and which
  /// is only read: one tree for many Resolutions (one per thread).
  Resolution(Checked<Scenario> scenario, std::shared_ptr<const RetreatTree> tree);
  /// Resolves the request with `chooser` as it stands (restart() a script's or a random one's
  /// between runs to replay it), as resolve() does; fails when the tree is too large or the
  /// chooser fails. The outcome is then outcome(), until the next run.
  [[nodiscard]] Errors run(Chooser& chooser);
  /// The outcome of the last run() that succeeded (the scenario's units, unmoved, and no
  /// events, before any); after a run() that failed, what it is is unspecified.
  const Outcome& outcome() const { return outcome_; }
  /// The retreat tree every run walks.
  const RetreatTree& tree() const { return *tree_; }

 private:
  /// Puts back the stack's units as the scenario has them.
  void put_back();

  Checked<Scenario> scenario_;
  std::shared_ptr<const RetreatTree> tree_;
  Outcome outcome_;
  detail::WalkScratch scratch_;
};

/// Name of a retreat kind in the scenario format: "retreat", "rout", "cavalry", "option".
std::string_view kind_name(RetreatKind kind);

}  // namespace skedaddle::gcacw
