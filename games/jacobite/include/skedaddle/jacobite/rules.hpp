// SPDX-License-Identifier: MIT
// Commands & Colors Tricorne: Jacobite Rising: retreat flags, bolster morale, rally checks,
// leader casualty checks and lone leaders, on a pointy-topped hex board. Rulings JR-1..JR-13
// (shared/rules). The ruleset is written "jacobite" in the scenario format.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/checked.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/core/refusal.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/geometry/hex_grid.hpp"

/// Commands & Colors Tricorne: Jacobite Rising (rulings JR-1..JR-13): the engine.
namespace skedaddle::jacobite {

/// Kind of block. Retreat hexes per flag and rally dice depend on it (JR-2, JR-6).
enum class UnitType : std::uint8_t {
  grenadier,  ///< 1 hex per flag; ignores 1 flag; +1 rally die
  regular,    ///< regular infantry: 1 hex per flag
  highland,   ///< 1 hex per flag; ignores 1 flag when at full strength at the combat's start
  lowland,    ///< 2 hexes per flag; -1 rally die
  militia,    ///< 2 hexes per flag; -1 rally die
  cavalry,    ///< 2 hexes per flag; may retire and rally (JR-11)
  artillery,  ///< 1 hex per flag
  leader,     ///< a leader block: attached when it shares a hex with a friendly unit
};

/// Where a unit or leader is at the end.
enum class Status : std::uint8_t {
  on_board,    ///< still on the board
  eliminated,  ///< last block lost, or a leader hit (banner to the opponent)
  routed,      ///< failed a rally check, or a leader swept away with his unit (banner)
  left_board,  ///< a leader who retreated off his own baseline (no banner, JR-9)
};

/// A unit (blocks) or a leader.
struct Unit {
  std::string id;           ///< the scenario's name, e.g. "Atholl Brigade", "Lord George Murray"
  Side side = Side::first;  ///< whose it is
  UnitType type = UnitType::regular;  ///< its kind, which sets its retreat and rally dice
  Hex hex{};                          ///< where it stands, or where it left play
  int blocks = 4;                     ///< 1-4 for units; 0 for leaders
  /// Battle dice the unit rolls in melee, when a lone enemy leader escapes through its hex
  /// (JR-9); none: the type's default (melee_dice()).
  std::optional<int> melee_dice{};
  Status status = Status::on_board;  ///< on the board, or how it left

  /// True for a leader block.
  bool is_leader() const { return type == UnitType::leader; }
};

/// Blocks of a unit at full strength (JR-6).
inline constexpr int kFullStrength = 4;

/// Retreat hexes per flag of a unit type (JR-2); 0 for leaders.
int hexes_per_flag(UnitType type);

/// Terrain of a hex as drawn; only `impassable` matters to retreats (JR-4). Whether a hex lets
/// its defender ignore a flag is separate scenario data (Board::ignores_flag, JR-3).
enum class Terrain : std::uint8_t { clear, hill, woods, town, marsh, river, impassable };

/// The board edge a side's baseline lies on.
enum class Edge : std::uint8_t { top, bottom };

/// The board: pointy-topped hexes in rows, terrain, and each side's baseline row (JR-1).
class Board {
 public:
  /// An empty board.
  Board() = default;
  /// A clear board over `grid` (pointy orientation), the first side's baseline on `first`
  /// and the second side's on the opposite edge.
  Board(HexGrid grid, Edge first);

  /// The grid.
  const HexGrid& grid() const { return grid_; }
  /// True when the hex is on the board.
  bool contains(Hex h) const { return grid_.contains(h); }
  /// Terrain of a hex; a hex off the board throws std::out_of_range.
  Terrain terrain(Hex h) const { return terrain_[at(h)]; }
  /// Terrain of the hex of dense index `index` (HexGrid::index: 0 <= index < grid().size(),
  /// unchecked), for a caller that has found the index once for several lookups.
  Terrain terrain_at(int index) const { return terrain_[static_cast<std::size_t>(index)]; }
  /// Sets the terrain of a hex; a hex off the board throws std::out_of_range.
  void set_terrain(Hex h, Terrain t) { terrain_[at(h)] = t; }
  /// True when a unit defending in the hex may ignore 1 flag (JR-3); a hex off the board throws
  /// std::out_of_range.
  bool ignores_flag(Hex h) const { return ignore_[at(h)] != 0; }
  /// Marks whether a unit defending in the hex may ignore 1 flag; a hex off the board throws
  /// std::out_of_range.
  void set_ignores_flag(Hex h, bool on) { ignore_[at(h)] = on ? 1 : 0; }
  /// The edge of a side's baseline.
  Edge baseline(Side side) const;
  /// True when the hex lies on the side's baseline row.
  bool on_baseline(Hex h, Side side) const;
  /// The two directions toward a side's baseline (the adjacent row nearer it), west first
  /// (JR-1). Every other direction is sideways or forward.
  std::array<HexDir, 2> rear(Side side) const;
  /// Number of rows between a hex and the side's baseline row (0 on the baseline).
  int rows_from_baseline(Hex h, Side side) const;

 private:
  /// The index of a hex on the board; off the board throws std::out_of_range.
  std::size_t at(Hex h) const {
    if (!grid_.contains(h)) detail::index_out_of_range(-1, terrain_.size(), "board hex");
    return static_cast<std::size_t>(grid_.index(h));
  }
  HexGrid grid_;
  Edge first_ = Edge::bottom;
  std::vector<Terrain> terrain_;
  std::vector<std::uint8_t> ignore_;
};

/// A face of the battle die (JR-12).
enum class Face : std::uint8_t { infantry, cavalry, artillery, saber, flag };

/// The six faces of the battle die in roll order (a roll of 1 shows faces[0], ...).
using Die = std::array<Face, 6>;

/// The default die: 2 infantry, 1 cavalry, 1 artillery, 1 saber, 1 flag (JR-12).
inline constexpr Die kDefaultDie = {Face::infantry,  Face::infantry, Face::cavalry,
                                    Face::artillery, Face::saber,    Face::flag};

/// The option rulings and house options, with their defaults.
struct Options {
  Die die = kDefaultDie;  ///< JR-12 `die`
  /// A leader whose unit loses blocks because it cannot complete its retreat, and survives,
  /// makes the 2-dice casualty check after the retreat also when he already made one for this
  /// combat's hits (`retreat_loss_leader_check`, off by default: at most one casualty check
  /// per combat, JR-8).
  bool retreat_loss_leader_check = false;
};

/// What forces the move.
enum class RequestKind : std::uint8_t {
  combat,            ///< hits and flags against a unit (JR-3..JR-8)
  leader_attacked,   ///< a lone leader targeted in ranged or melee combat (JR-10)
  retire_and_rally,  ///< a cavalry unit attacked in melee retires and rallies (JR-11)
};

/// Ranged or melee combat.
enum class CombatKind : std::uint8_t { ranged, melee };

/// The attacking arm.
enum class Arm : std::uint8_t { infantry, cavalry, artillery };

/// How the attacker came to roll (the cavalry rally penalty needs an ordered melee, JR-6).
enum class AttackMode : std::uint8_t {
  ordered,       ///< an ordered attack (an ordered cavalry melee costs a rally die, JR-6)
  battle_back,   ///< the defender battling back: no cavalry rally penalty
  first_strike,  ///< a first strike: no cavalry rally penalty
  ambush,        ///< an ambush: no cavalry rally penalty
};

/// The combat result or action that forces the move.
struct Request {
  RequestKind kind = RequestKind::combat;  ///< what forces the move
  UnitId target{};  ///< the unit (combat, retire and rally) or lone leader attacked
  CombatKind combat = CombatKind::melee;  ///< ranged or melee (cavalry fights in melee only)
  Arm attacker = Arm::infantry;           ///< the attacking arm
  AttackMode mode = AttackMode::ordered;  ///< how the attacker came to roll
  int hits = 0;         ///< combat: blocks this combat removes (the unit's blocks are before it)
  int flags = 0;        ///< combat: flags rolled against the unit
  int attack_dice = 0;  ///< leader attacked: the attacker's battle dice (ranged needs 2+)
};

/// Everything a Jacobite Rising retreat depends on.
struct Scenario {
  Board board;              ///< the board and each side's baseline
  std::vector<Unit> units;  ///< units and leaders
  Request request;          ///< what forces the move
  Options options;          ///< the option rulings and house options in force
};

/// Largest number of flags or battle dice in a request (far above anything the game rolls).
inline constexpr int kMaxDice = 20;
/// Most rows and columns of a board (C&C boards have 9 or 11 rows; the cap bounds the path
/// trees, which double with every row).
inline constexpr int kMaxRows = 16;
/// Most columns of a board (with kMaxRows, it sizes the per-hex arrays of a Field).
inline constexpr int kMaxColumns = 26;
/// Most hexes of a board.
inline constexpr int kMaxHexes = kMaxRows * kMaxColumns;

/// Problems that make a scenario unplayable (stacking, request, options), each with the JSON
/// pointer of the offending value in the scenario format. Empty when the scenario is valid.
Errors check(const Scenario& scenario);

/// The first rule that forbids the request of a scenario that passed check() (ALL-3), or
/// nothing when the rules allow it; a refused request must not be resolved or previewed.
std::optional<Refusal> refusal(const Scenario& scenario);

/// The unit's melee battle dice: its own `melee_dice`, else the type's default (docs).
int melee_dice(const Unit& unit, bool leader_attached);

/// The battlefield while a request is resolved: units with their current state and who stands
/// in each hex. Attachment is position: a leader in a hex with a friendly unit is attached.
class Field {
 public:
  /// The battlefield of a scenario, which must outlive the field. A scenario that fails check()
  /// in a way the field cannot hold (a board over kMaxHexes, a unit off the board, two units or
  /// two leaders in a hex) throws std::invalid_argument; pass check() first.
  explicit Field(const Scenario& scenario);

  /// The board.
  const Board& board() const { return *board_; }
  /// Every unit and leader, in scenario order.
  const std::vector<Unit>& units() const { return units_; }
  /// One unit or leader; an `id` not indexing units() throws std::out_of_range.
  const Unit& unit(UnitId id) const {
    return units_[checked_index(index_of(id), units_.size(), "unit")];
  }
  /// The unit (not a leader) on the board in a hex.
  std::optional<UnitId> unit_at(Hex h) const;
  /// The leader on the board in a hex.
  std::optional<UnitId> leader_at(Hex h) const;
  /// The dense index of a hex on the board (HexGrid::index), or -1 off the board: one offset
  /// conversion for the lookups by index below (a retreat reads each hex's terrain, unit and
  /// leader).
  int hex_index(Hex h) const {
    const HexGrid& grid = board_->grid();
    const OffsetCoord c = to_offset(h, grid.system());
    const int col = c.col - grid.first().col;
    const int row = c.row - grid.first().row;
    if (col < 0 || col >= grid.columns() || row < 0 || row >= grid.rows()) return -1;
    return col * grid.rows() + row;
  }
  /// unit_at() the hex of dense index `index` (0 <= index < board size, unchecked).
  std::optional<UnitId> unit_in(int index) const {
    return slot_id(unit_in_[static_cast<std::size_t>(index)]);
  }
  /// leader_at() the hex of dense index `index` (0 <= index < board size, unchecked).
  std::optional<UnitId> leader_in(int index) const {
    return slot_id(leader_in_[static_cast<std::size_t>(index)]);
  }
  /// The leader attached to a unit.
  std::optional<UnitId> leader_of(UnitId unit) const;
  /// The unit a leader is attached to; none for a lone leader.
  std::optional<UnitId> unit_of(UnitId leader) const;
  /// Hex distance from `h` to the nearest enemy unit (not leader) of `side` on the board;
  /// kNoEnemy when there is none (nor any nearer than that).
  int enemy_distance(Hex h, Side side) const;

  /// Moves a unit or leader on the board; moving one that left play, off the board or into a
  /// hex held by another unit (or another leader) throws std::invalid_argument.
  void move(UnitId id, Hex to);
  /// Sets a unit's blocks; an `id` not indexing units() throws std::out_of_range.
  void set_blocks(UnitId id, int blocks) {
    const std::size_t i = checked_index(index_of(id), units_.size(), "unit");
    changing(i);
    units_[i].blocks = blocks;
  }
  /// Gives a leader his fate while he still stands in his hex: the rally checks his fall
  /// causes happen before his block is removed (JR-7, JR-8), so no other leader may end there,
  /// but he leads no one (leader_of) and gives no die. remove() takes him off afterwards. One
  /// who left play, or a `status` of Status::on_board, throws std::invalid_argument.
  void mark_falling(UnitId id, Status status);
  /// Takes a unit or leader off the board with its fate (not Status::on_board, and not twice:
  /// either throws std::invalid_argument).
  void remove(UnitId id, Status status);
  /// Takes a unit or leader off the board with its fate at `last`, the hex it was in when it
  /// left play (a leader hit on his way, or leaving from the hex his retreat reached).
  void remove(UnitId id, Status status, Hex last);
  /// The units in their final state, moved out (the field is spent).
  std::vector<Unit> take_units() && { return std::move(units_); }
  /// The indices of the units changed (moved, hit, marked falling or removed) since the field
  /// was made or last reset, in the order changed, maybe repeated.
  const std::vector<std::uint32_t>& changed() const { return changed_; }
  /// Puts the battlefield back as the scenario set it, costing only the units changed since:
  /// a resolution run again and again on one position reuses its field (Resolution).
  void reset();

  /// The distance reported when no enemy unit is on the board.
  static constexpr int kNoEnemy = 99;

 private:
  // Per hex index: unit (or leader) index + 1, 0 when none. Fixed arrays: a field is built
  // for every resolution, and one hex holds at most a unit and a leader, so 16 bits suffice.
  using Slots = std::array<std::uint16_t, kMaxHexes>;
  static std::optional<UnitId> slot_id(std::uint16_t slot) {
    if (slot == 0) return std::nullopt;
    return UnitId{static_cast<std::uint32_t>(slot - 1)};
  }

  /// Records that unit `i` is about to change, for reset().
  void changing(std::size_t i) { changed_.push_back(static_cast<std::uint32_t>(i)); }
  /// Writes where unit `i` stands into its side's Standing (nothing for a leader).
  void stand(std::size_t i);

  /// Where each unit (not leader) of one side stands, by coordinate: two plain arrays, so that
  /// enemy_distance() is a loop without branches that the compiler vectorizes, with no pass
  /// over the units to gather them. A unit out of play stands at kGone.
  struct Standing {
    std::vector<int> q;
    std::vector<int> r;
  };
  /// The coordinate of a unit out of play: farther from every hex of a board than kNoEnemy.
  static constexpr int kGone = 1 << 20;

  const Board* board_;
  const std::vector<Unit>* start_;  // the scenario's units, which reset() puts back
  std::vector<Unit> units_;
  Slots unit_in_{};
  Slots leader_in_{};
  std::array<Standing, 2> standing_;        // by Side
  std::vector<std::uint32_t> standing_at_;  // per unit, its place in its side's Standing
  std::vector<std::uint32_t> changed_;
};

/// A source of flag ignoring (JR-3).
enum class IgnoreSource : std::uint8_t {
  leader,       ///< an attached leader (who survived his casualty check)
  support,      ///< two or more friendly units adjacent (four give no more)
  lone_leader,  ///< an adjacent lone friendly leader, for a unit without a leader
  grenadier,    ///< grenadier infantry
  highland,     ///< highland infantry at full strength when the combat began
  terrain,      ///< the hex's terrain lets its defender ignore a flag
};
/// Number of ignore sources.
inline constexpr int kIgnoreSourceCount = 6;
/// The most flags ignored in one combat roll (JR-3).
inline constexpr int kIgnoreCap = 2;

/// Whether one source applies, and why (for `options` and traces).
struct IgnoreReason {
  IgnoreSource source = IgnoreSource::leader;  ///< the source judged
  bool counts = false;                         ///< it lets the unit ignore a flag
  int count = 0;           ///< support: friendly units adjacent; lone leader: lone leaders adjacent
  std::string_view why{};  ///< e.g. "a leader is attached", "two or more friendly units adjacent"
};

/// The flags a unit may ignore in one combat roll (JR-3).
struct IgnoreAllowance {
  std::array<IgnoreReason, kIgnoreSourceCount> sources{};  ///< each source, by IgnoreSource
  int total = 0;                                           ///< sources that count
  int allowed = 0;                                         ///< min(total, kIgnoreCap, flags)
};

/// The allowance of a unit against `flags` flags, with `full_at_start` telling whether it had
/// four blocks when the combat began (highlanders, JR-3). A `unit` not indexing field.units()
/// throws std::out_of_range.
IgnoreAllowance ignore_allowance(const Field& field, UnitId unit, int flags, bool full_at_start);

/// The allowance of a combat request's target on `field` as it stands when the owner decides
/// (JR-3): "full strength" is judged on the scenario's blocks, before this combat's hits. The
/// one source of the count for `options` (preview) and `resolve`.
IgnoreAllowance combat_allowance(const Scenario& scenario, const Field& field);

/// ignore_allowance(field, unit, flags, full_at_start).allowed, without writing the sources'
/// reasons: what a resolution reads first, as most combats allow no flag to be ignored.
int ignore_allowed(const Field& field, UnitId unit, int flags, bool full_at_start);

/// combat_allowance(scenario, field).allowed, without writing the sources' reasons.
int combat_allowed(const Scenario& scenario, const Field& field);

/// Why a rear hex may not be entered, or is not offered.
enum class Blocked : std::uint8_t {
  off_board,        ///< JR-4, JR-5: the board edge (a unit may not leave)
  impassable,       ///< JR-4, JR-9
  friendly_unit,    ///< JR-4: a unit may not enter or pass a friendly unit
  enemy_unit,       ///< JR-4, JR-9: a leader escapes through it only when no rear hex is free
  enemy_leader,     ///< JR-4, JR-9: likewise
  friendly_leader,  ///< JR-4: a unit with a leader may pass a lone leader but not end there
  shorter,          ///< JR-4: every path through it completes fewer hexes than another
  no_end,           ///< JR-9: every way on ends where the leader may not stop
};
/// Short explanation of a Blocked reason.
std::string_view blocked_text(Blocked b);
/// The ruling that blocks.
std::string_view blocked_rule(Blocked b);

/// A node of a unit's retreat paths: the unit standing in a hex after some retreat hexes.
struct PathNode {
  int parent = -1;            ///< -1 for the start hex
  int first_child = 0;        ///< children are contiguous: [first_child, first_child + child_count)
  int child_count = 0;        ///< rear hexes it may go on to; 0 where the retreat ends
  Hex hex{};                  ///< where the unit stands
  int depth = 0;              ///< retreat hexes made so far
  bool joins_leader = false;  ///< the hex holds a lone friendly leader: he attaches, it stops
  /// The hex holds a lone friendly leader and the unit has its own: it passes through, and
  /// no path ends here (JR-4).
  bool passes_leader = false;
  Score best{};  ///< the best end through this node (ALL-1)
};

/// A rear hex considered at a node: the node it leads to, or why it is not offered.
struct PathStep {
  Hex hex{};                         ///< the rear hex (it may be off the board)
  HexDir dir = HexDir::minus_r;      ///< its direction from the node
  std::optional<Blocked> blocked{};  ///< why it is not offered, when it is not
  int child = -1;                    ///< the node it leads to, or -1 when blocked
};

/// The retreat paths of a unit (JR-4): every path that completes the most hexes, each step to
/// one of the two rear hexes. Also the exact two-hex move of retire and rally (JR-11).
class RetreatPaths {
 public:
  /// Builds the paths of `unit` retreating `hexes` hexes on `field` (kept by pointer: it must
  /// outlive the paths' use). A `unit` not indexing field.units() throws std::out_of_range; a
  /// leader, a unit off the board or a negative `hexes` throws std::invalid_argument.
  void build(const Field& field, UnitId unit, int hexes);
  /// Nodes; node 0 is the start hex.
  const std::vector<PathNode>& nodes() const { return nodes_; }
  /// The hexes the unit must retreat.
  int hexes() const { return hexes_; }
  /// Hexes the best paths complete (stopping on a lone leader completes them all).
  int completed() const { return completed_; }
  /// Blocks lost: one per hex that cannot be completed (JR-5).
  int blocks_lost() const { return hexes_ - completed_; }
  /// The two rear hexes of a node, west first, each a child or blocked with the reason.
  /// A `node` not indexing nodes() throws std::out_of_range.
  std::array<PathStep, 2> steps(int node) const;

 private:
  const Field* field_ = nullptr;
  UnitId unit_{};
  int hexes_ = 0;
  int completed_ = 0;
  std::vector<PathNode> nodes_;
};

/// How a lone leader enters the next hex (JR-9).
enum class LeaderMove : std::uint8_t {
  step,    ///< an ordinary retreat hex (through friends if need be)
  escape,  ///< through an enemy-held hex: its unit rolls melee dice, any saber kills
  leave,   ///< off his own baseline: one of his retreat hexes, no banner
};

/// Most hexes of a lone leader's retreat (JR-9).
inline constexpr int kLeaderRetreatMax = 3;

/// A node of a lone leader's retreat: the leader in a hex after some hexes, or off the board.
struct LeaderNode {
  int parent = -1;      ///< -1 for the start hex
  int first_child = 0;  ///< children are contiguous: [first_child, first_child + child_count)
  int child_count = 0;  ///< ways on from here; 0 where the retreat ends
  Hex hex{};            ///< for `leave`, the baseline hex he left from
  int depth = 0;        ///< retreat hexes made so far (leaving the board counts as one)
  LeaderMove how = LeaderMove::step;  ///< how this node was entered (not for the root)
  std::optional<UnitId> through{};    ///< the enemy unit or leader escaped through
  std::optional<UnitId> joins{};      ///< the friendly unit he attaches to when stopping here
  int escape_dice = 0;                ///< battle dice faced escaping on the way here
  bool can_stop = false;              ///< 1-3 hexes made and he may end here (or left)
  bool completes = false;             ///< some way on from here ends legally
  Score best{};                       ///< the best end through this node (ALL-1)
};

/// A rear hex considered at a leader node.
struct LeaderStep {
  Hex hex{};                          ///< the rear hex (off the board for `leave`)
  HexDir dir = HexDir::minus_r;       ///< its direction from the node
  LeaderMove how = LeaderMove::step;  ///< how he would enter it
  std::optional<Blocked> blocked{};   ///< why it is not offered, when it is not
  int child = -1;                     ///< the node it leads to, or -1 when blocked
};

/// Every legal retreat of a lone leader: 1-3 hexes toward his baseline, its count and path
/// chosen by the owner, passing friends, escaping through enemies when no rear hex is free,
/// or leaving over his baseline (JR-9).
class LeaderPaths {
 public:
  /// Builds the retreat of `leader` from `from` on `field` (the leader's own hex on `field`
  /// is ignored; he is treated as standing in `from`). `field` is kept by pointer and must
  /// outlive the paths' use. A `leader` not indexing field.units() throws std::out_of_range;
  /// one who is not a leader, or `from` off the board, throws std::invalid_argument.
  void build(const Field& field, UnitId leader, Hex from);
  /// Nodes; node 0 is the start hex.
  const std::vector<LeaderNode>& nodes() const { return nodes_; }
  /// True when no legal retreat exists: the leader is eliminated (JR-9).
  bool trapped() const { return nodes_.empty() || !nodes_[0].completes; }
  /// The two rear hexes of a node (for display), west first, with their moves or reasons.
  /// A `node` not indexing nodes() throws std::out_of_range.
  std::array<LeaderStep, 2> steps(int node) const;
  /// The child of a node that leaves the board, or -1. A `node` not indexing nodes() throws
  /// std::out_of_range.
  int leave_child(int node) const;
  /// Score of ending the retreat at a node where he may stop (ALL-1): leaving counts as a
  /// leader lost, escape dice faced as strength risked, then the distance from the enemy.
  /// A `node` not indexing nodes() throws std::out_of_range.
  Score stop_score(int node) const;

 private:
  const Field* field_ = nullptr;
  UnitId leader_{};
  std::vector<LeaderNode> nodes_;
};

/// What the rules let the owner decide before any die is rolled, for `options`.
struct Preview {
  /// The battlefield the trees below read (after the request's hits); owned here so that the
  /// trees stay valid while the preview moves.
  std::unique_ptr<Field> field{};
  /// Combat with flags: the flags the unit may ignore (combat_allowance, as resolve counts
  /// them, assuming its leader survives his casualty check).
  std::optional<IgnoreAllowance> ignore{};
  /// Combat: the retreat for each number of flags ignored, 0..allowed; retire and rally: the
  /// single two-hex move.
  struct Retreat {
    int ignored = 0;     ///< flags ignored
    RetreatPaths paths;  ///< the retreat left, built on `field`
  };
  std::vector<Retreat> retreats{};  ///< by flags ignored, 0 first
  /// A lone leader's retreat known up front: the leader attacked, or the attached leader of a
  /// unit the hits eliminate (from the unit's hex, assuming he survives).
  std::optional<LeaderPaths> leader{};
  std::optional<UnitId> leader_id{};  ///< the leader `leader` is for
  /// The friendly units that would take rally checks, in canonical order, if the target's
  /// leader fell in his casualty check for the hits or the attack on him (JR-8, JR-10); a fall
  /// later, in the check after a blocked retreat or a panic check, depends on the path and is
  /// not listed.
  std::vector<UnitId> rally_candidates{};
};

/// The decisions of a scenario, before dice, or the errors of check_resolvable() (a scenario
/// that fails check(), or a request the rules refuse). The scenario must outlive the preview.
Result<Preview> preview(const Scenario& scenario);
/// The same for a scenario already checked, which cannot fail; the preview reads `scenario`'s
/// shared copy, which must outlive it.
Preview preview(const Checked<Scenario>& scenario);

/// The result of a resolved request.
struct Outcome {
  std::vector<Event> events;     ///< what happened, in order
  std::vector<Unit> units;       ///< every unit and leader of the scenario, in final state
  std::array<int, 2> banners{};  ///< Victory Banners gained by each side (index: Side)
};

/// Resolves the request with `dice` and `chooser`. Fails, never partially, when
/// check_resolvable() finds errors (a scenario that fails check(), or a request the rules
/// refuse), or when the chooser or scripted dice fail (a choice missing or not among the
/// options, a script left unused, dice run out).
Result<Outcome> resolve(const Scenario& scenario, Dice& dice, Chooser& chooser);
/// The same for a scenario already checked: no check each time, the fast path for many calls
/// (a search, Monte Carlo, the odds). Fails only when the chooser or scripted dice fail.
Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice, Chooser& chooser);

/// Resolves one checked scenario again and again (a search, Monte Carlo, the odds' ways) into
/// an outcome it keeps: each run() puts back only the units the last one changed, on a
/// battlefield it keeps, and writes the events over the last ones, reusing their storage and
/// that of its retreats and decisions, so that once warm it copies no unit it need not and
/// allocates next to nothing. Each run's outcome is the one resolve() gives with the same dice
/// and chooser. Not for two threads at once (one Resolution per thread).
class Resolution {
 public:
  /// Keeps `scenario` (shared, never changed) for every run.
  explicit Resolution(Checked<Scenario> scenario);
  /// Frees the reused storage.
  ~Resolution();
  /// Moves the resolution and its storage.
  Resolution(Resolution&&) noexcept;
  /// Moves the resolution and its storage.
  Resolution& operator=(Resolution&&) noexcept;
  /// Resolves the request with `dice` and `chooser`, as resolve() does; fails only when the
  /// chooser or scripted dice fail. The outcome is then outcome(), until the next run.
  [[nodiscard]] Errors run(Dice& dice, Chooser& chooser);
  /// The outcome of the last run() that succeeded (the scenario's units, unmoved, before any);
  /// after a run() that failed, what it is is unspecified.
  const Outcome& outcome() const { return outcome_; }

  /// What a run works on and keeps (resolve.cpp).
  struct Work;

 private:
  Checked<Scenario> scenario_;
  Outcome outcome_;
  std::unique_ptr<Work> work_;
};

/// Rally dice of a unit, term by term (JR-6): the blocks, then each modifier that applies.
struct RallyDice {
  std::vector<DiceTerm> terms;  ///< the blocks, then each modifier that applies
  int dice = 1;                 ///< the sum, at least 1
};

/// How a rally check is made.
struct RallyContext {
  bool cavalry_melee = false;  ///< an ordered cavalry melee made an infantry/artillery unit retreat
  bool retire = false;         ///< retire and rally: +2 dice (JR-11)
};
/// The rally dice of `unit` on `field` now (JR-6); a `unit` not indexing field.units() throws
/// std::out_of_range.
RallyDice rally_dice(const Field& field, UnitId unit, RallyContext context);
/// The same count, its terms written over `terms` (whose storage is reused), returning the dice.
int rally_dice(const Field& field, UnitId unit, RallyContext context, std::vector<DiceTerm>& terms);

/// Name of a unit type in the scenario format: "grenadier", "regular", ...
std::string_view type_name(UnitType type);
/// Name of a die face in the scenario format: "infantry", ..., "flag".
std::string_view face_name(Face face);

}  // namespace skedaddle::jacobite
