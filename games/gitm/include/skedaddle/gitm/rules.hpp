// SPDX-License-Identifier: MIT
// GITM (Gathered In Their Masses) and ROTD (Rolling of the Drums): retreat, rout and fall back
// from a battle on the 15 x 15 tactical map of a strategic square. One engine, two variants.
// Rulings GI-1..GI-7 (shared/rules). Every choice is the game program's, drawn from the dice.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/checked.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/core/refusal.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/geometry/square.hpp"

/// Gathered In Their Masses and Rolling of the Drums (rulings GI-1..GI-7): the engine.
namespace skedaddle::gitm {

/// Which game's program is followed.
enum class Variant : std::uint8_t {
  gitm,  ///< failures surrender; neutral units block moves but do not repel direction choices
  rotd,  ///< failures shatter; neutral units repel like enemies (GI-3)
};

/// How a unit stands toward the side that must leave the battle square (GI-3, GI-4).
enum class Allegiance : std::uint8_t {
  friendly,  ///< the side that must leave
  enemy,     ///< the side that won
  neutral,   ///< neither (blocks moves; in ROTD it also repels, GI-3)
};

/// What became of a unit: its real fate, apart from the printed message (GI-7).
enum class Ending : std::uint8_t {
  stayed,         ///< not asked to move (or a winner)
  moved,          ///< left the battle square by the full distance
  stopped_short,  ///< blocked on the way, stopped in the last free square (GI-4)
  routed,         ///< made its strategic move to an adjacent strategic square (GI-5)
  surrendered,    ///< GITM failure
  shattered,      ///< ROTD failure (the program still prints "surrender")
};

/// A unit on the tactical map.
struct Unit {
  std::string id;                                ///< the game's designation, e.g. "BR1IN", "CS13CV"
  Allegiance allegiance = Allegiance::friendly;  ///< toward the side that must leave
  Square square{};              ///< where it stands on the tactical map (or stood, when it left it)
  int fatigue = 0;              ///< fatigue points (GI-5, GI-6)
  bool hq = false;              ///< army or corps HQ (not a combat unit for the marsh rule)
  std::optional<Dir8> moved{};  ///< the direction it moved into the combat, if it did (GI-2)
  Ending ending = Ending::stayed;  ///< what became of it; `stayed` in a scenario

  /// True while the unit stands on this tactical map (not routed away, surrendered, shattered).
  bool present() const {
    return ending == Ending::stayed || ending == Ending::moved || ending == Ending::stopped_short;
  }
};

/// A neighbouring strategic square, as far as a rout into it cares (GI-5).
struct Neighbor {
  std::string label;             ///< e.g. "G7-V9"; empty when off the strategic map
  bool on_map = true;            ///< false beyond the strategic map's edge
  bool passable = true;          ///< false for water, high mountain, swamp (AMWOL desert)
  bool crossing_closed = false;  ///< the move needs a river or mountain crossing closed here
};

/// The strategic square of the battle and its tactical map.
struct Battlefield {
  std::string label;                             ///< the strategic square, e.g. "G7-V8"
  bool marsh = false;                            ///< marsh strategic square (GI-5 marsh rule)
  std::array<Neighbor, kDir8Count> neighbors{};  ///< indexed by Dir8
  SquareGrid map{};                              ///< 15 x 15 by default
  std::vector<std::uint8_t> impassable;          ///< per map index: 1 when impassable
  /// True when `s` is off the map or impassable. A square beyond the end of `impassable` (which
  /// check() requires to hold map.size() entries) counts as passable.
  bool blocked(Square s) const {
    if (!map.contains(s)) return true;
    const auto i = static_cast<std::size_t>(map.index(s));
    return i < impassable.size() && impassable[i] != 0;
  }
};

/// What forces the move.
enum class RequestKind : std::uint8_t {
  retreat,        ///< 1-4 squares in a straight line (GI-4)
  rout,           ///< a strategic move to an adjacent strategic square (GI-5)
  fall_back,      ///< exactly 1 square (GI-4), after the exhausted and trapped tests (GI-6)
  end_of_battle,  ///< every listed unit of the losing side still in the square falls back (GI-6)
};

/// The request.
struct Request {
  RequestKind kind = RequestKind::retreat;  ///< what forces the move
  std::vector<UnitId> units;                ///< the unit(s) that must leave, in order
  Square battle{};                          ///< the battle square
  int flanks_turned = 0;                    ///< 0-2, for the trapped roll (GI-6)
  bool lost_melee = true;                   ///< the exhausted test applies to a lost melee (GI-6)
  std::optional<int> distance{};            ///< retreat distance fixed by the request (GI-4 option)
};

/// The option rulings, with their defaults.
struct Options {
  Variant variant = Variant::gitm;     ///< which game's program is followed
  std::optional<CornerRule> corner{};  ///< GI-4 `corner`; none: `both` (GITM), `either` (ROTD)
  std::array<int, 3> trap_chance = {5, 15, 30};  ///< GI-6 `trap_chance`, percent by flanks
  ConeEdges cone_edges = ConeEdges::own;         ///< GI-5 exit cone edges
  /// The corner rule in force.
  CornerRule corner_rule() const {
    return corner.value_or(variant == Variant::gitm ? CornerRule::both : CornerRule::either);
  }
};

/// Everything a GITM or ROTD retreat depends on.
struct Scenario {
  Battlefield field;        ///< the battle's strategic square and tactical map
  std::vector<Unit> units;  ///< every unit; a UnitId is an index into it
  Request request;          ///< what forces the move
  Options options;          ///< the option rulings in force
};

/// Highest fatigue allowed for a strategic move (GI-5).
inline constexpr int kRoutFatigueMax = 12;
/// Fatigue at which a unit that lost a melee is exhausted (GI-6).
inline constexpr int kExhaustedFatigue = 16;
/// Longest retreat (GI-4).
inline constexpr int kRetreatMax = 4;

/// Problems that make a scenario unplayable, each with the JSON pointer of the offending value.
Errors check(const Scenario& scenario);

/// The first rule that forbids the request of a scenario that passed check() (ALL-3), or
/// nothing when the rules allow it; a refused request must not be resolved or previewed.
std::optional<Refusal> refusal(const Scenario& scenario);

/// Directions a unit may not take (GI-2): its own movement's cone and each enemy arrival's.
/// A `unit` not indexing scenario.units throws std::out_of_range.
Dir8Set invalid_directions(const Scenario& scenario, UnitId unit);

/// Why a direction is out, or how it fares, for `options` and traces.
enum class DirectionVerdict : std::uint8_t {
  own_movement,      ///< GI-2: within 45 degrees of the unit's own movement into the combat
  enemy_arrival,     ///< GI-2: within 45 degrees of where an enemy came from
  hostile_adjacent,  ///< GI-3: the adjacent square holds an enemy (ROTD: or neutral) unit
  not_preferred,     ///< GI-3: another candidate leads to friends
  preferred,         ///< GI-3: a candidate toward friends not in a square with enemies
  candidate,         ///< GI-3: a candidate (no friend to prefer)
  rout_valid,        ///< GI-5: a rout draws among every valid direction; GI-3 does not apply
};
/// Short explanation of a verdict.
std::string_view verdict_text(DirectionVerdict v);

/// The directions of a unit leaving `from`, each with its verdict, in N-first clockwise order:
/// GI-2 then GI-3 for tactical moves, GI-2 only (`rout_valid`) when the request is a rout.
/// Meaningful for a scenario that passed check(); a `unit` not indexing scenario.units throws
/// std::out_of_range.
std::array<DirectionVerdict, kDir8Count> direction_verdicts(const Scenario& scenario,
                                                            const std::vector<Unit>& units,
                                                            UnitId unit, Square from);

/// The directions the direction die draws among, in N-first clockwise order (face k is the k-th),
/// for `unit` leaving `from` with the other units where they stand in `units`: the GI-3
/// candidates toward friends when any, else every candidate; a rout, every valid direction (GI-5).
/// Empty when no direction is valid or every valid one is dropped. Same preconditions as
/// direction_verdicts().
Dir8Set drawn_directions(const Scenario& scenario, const std::vector<Unit>& units, UnitId unit,
                         Square from);

/// Why a step of a tactical move cannot be taken (GI-4).
enum class StepBlock : std::uint8_t {
  off_map,     ///< off the tactical map
  impassable,  ///< impassable terrain
  hostile,     ///< an enemy or neutral unit stands there (both variants)
  corners,     ///< a diagonal step between occupied corner squares (`corner` rule)
};
/// Short explanation of a step block.
std::string_view step_block_text(StepBlock b);
/// Why `unit` cannot step from `from` in `d` with the other units where they stand in `units`
/// (GI-4), or nothing when it can. Meaningful for a scenario that passed check(), with `units`
/// its units as they stand now.
std::optional<StepBlock> step_block(const Scenario& scenario, const std::vector<Unit>& units,
                                    UnitId unit, Square from, Dir8 d);

/// Why a strategic move is impossible (GI-5), or nothing.
enum class RoutBlock : std::uint8_t {
  fatigue,        ///< fatigue over 12
  enemy_in_cone,  ///< an enemy unit in the direction's exit cone
  off_map,        ///< beyond the strategic map
  impassable,     ///< impassable destination
  crossing,       ///< a closed river or mountain crossing
  marsh,          ///< leaving a marsh too far from the edge with enemies present
};
/// Short explanation of a rout block.
std::string_view rout_block_text(RoutBlock b);
/// Why a rout of `unit` in direction `d` would fail, or nothing when it is possible.
/// Meaningful for a scenario that passed check(); a `unit` not indexing `units` throws
/// std::out_of_range.
std::optional<RoutBlock> rout_block(const Scenario& scenario, const std::vector<Unit>& units,
                                    UnitId unit, Dir8 d);

/// The result of a resolved request.
struct Outcome {
  std::vector<Event> events;           ///< what happened, in order
  std::vector<Unit> units;             ///< every unit, in final state (ending, square)
  std::vector<std::string> strategic;  ///< per unit: the strategic square it is in at the end
};

/// Resolves the request with `dice` (trapped roll, direction, distance: in that order, ALL-2).
/// Fails, never partially, when check_resolvable() finds errors (a scenario that fails check(),
/// or a request the rules refuse), or when scripted dice fail.
Result<Outcome> resolve(const Scenario& scenario, Dice& dice);
/// The same for a scenario already checked: no check each time, the fast path for many calls
/// (Monte Carlo, the odds). Fails only when scripted dice fail.
Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice);

namespace detail {

/// Where a run was when it came to a unit of the request: the points of chance met, the dice
/// drawn, the events written and the units changed so far (Resolution::run_next_way).
struct UnitStart {
  std::size_t points = 0;   ///< points of chance met (Dice::points_met())
  std::uint64_t draws = 0;  ///< dice drawn (Dice::draws())
  std::size_t events = 0;   ///< events written
  std::size_t changed = 0;  ///< entries of the units changed
};

}  // namespace detail

/// Resolves one checked scenario again and again (Monte Carlo, the odds' ways) into an outcome
/// it keeps: each run() puts back only the units the last one changed and writes the events
/// over the last ones, reusing their storage, so that it copies no other unit and allocates
/// next to nothing once warm (a failure's message, when its slot held another kind of event).
/// Each run's outcome is the one resolve() gives with the same dice. Not for two threads at
/// once (one Resolution per thread).
class Resolution {
 public:
  /// Keeps `scenario` (shared, never changed) for every run.
  explicit Resolution(Checked<Scenario> scenario);
  /// Resolves the request with `dice`, as resolve() does; fails only when scripted dice fail.
  /// The outcome is then outcome(), until the next run.
  [[nodiscard]] Errors run(Dice& dice);
  /// Resolves the next way of an enumeration, as run() does: `dice` are enumerating dice,
  /// rewound, whose plan's last way this Resolution ran last, with success, by run_next_way();
  /// the way to come shares its first `shared` points with it (ChancePlan::shared()). The units
  /// whose fall back came before those points are not resolved again: the run goes on from the
  /// start of the last unit it reached with at most `shared` points met, the outcome as it was
  /// there (the units changed since put back, the events since written over).
  [[nodiscard]] Errors run_next_way(Dice& dice, std::size_t shared);
  /// The outcome of the last run() that succeeded (the scenario's units, unmoved, before any);
  /// after a run() that failed, what it is is unspecified.
  const Outcome& outcome() const { return outcome_; }

 private:
  Checked<Scenario> scenario_;
  Outcome outcome_;
  std::vector<std::size_t> changed_;  // units the last run changed (indices, maybe repeated)
  /// Puts back the units changed after the first `kept` changes of the last run.
  void put_back_after(std::size_t kept);

  // Where the last run_next_way() came to each unit of the request; none after a run().
  std::vector<detail::UnitStart> starts_;
};

/// Name of an ending in the outcome format: "stayed", "moved", ..., "shattered".
std::string_view ending_name(Ending ending);

}  // namespace skedaddle::gitm
