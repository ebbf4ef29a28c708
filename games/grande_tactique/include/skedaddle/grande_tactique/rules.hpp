// SPDX-License-Identifier: MIT
// Grande Tactique: flight on a measured table (inches). Units flee when charged, beaten by fire
// or grapeshot, after a failed Morale Check, when the Old Guard flees nearby or when a fugitive
// passes through them; routed units flee again at the end of their side's PIP phase, may be
// rallied, die or flee when charged, and may be withdrawn at their own edge. Rulings GT-1..GT-14
// (shared/rules).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
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
#include "skedaddle/geometry/area.hpp"
#include "skedaddle/geometry/plane.hpp"

/// Grande Tactique, flight on a measured table (rulings GT-1..GT-14): the engine.
namespace skedaddle::grande_tactique {

/// A unit's arm. Generals are units too: small bases that attach to a unit; they neither stand
/// in a flight's way nor are disturbed by it (GT-6), and an attached one moves with his unit.
enum class Arm : std::uint8_t { infantry, cavalry, foot_artillery, horse_artillery, general };
/// True for the arms that flee (GT-1; artillery is silenced instead, generals go with a unit).
constexpr bool flees(Arm a) {
  return a == Arm::infantry || a == Arm::cavalry;
}

/// Troop quality (Morale Check modifiers, CONTEXT 1.5).
enum class Quality : std::uint8_t { raw, normal, veteran };

/// Morale state (CONTEXT 1.2).
enum class State : std::uint8_t { eager, shaken, routed };

/// A table edge.
enum class Edge : std::uint8_t { north, east, south, west };

/// Where a unit is at the end.
enum class Ending : std::uint8_t {
  on_table,   ///< still on the table (whatever its state)
  fled,       ///< fled off the table: 100% loss (GT-7)
  destroyed,  ///< surrounded (GT-4 d) or charged by cavalry while routed (GT-10)
  captured,   ///< a general whose unit was destroyed surrounded (GT-4 d, GT-12)
  killed,     ///< a general killed when his unit fled (GT-12)
  withdrawn,  ///< voluntarily withdrawn at its own edge: 20% loss (GT-7)
};

/// A unit (or general) on the table.
struct Unit {
  std::string id;           ///< the game's designation, e.g. "3/12 Inf", "Guard Chasseurs"
  Side side = Side::first;  ///< whose it is
  Arm arm = Arm::infantry;  ///< its arm: who flees, how far, and who is in the way
  Quality quality = Quality::normal;  ///< its quality (Morale Check modifiers)
  State state = State::eager;         ///< its morale state
  Box base{};                         ///< centre, facing and size in inches
  bool in_square = false;  ///< infantry formed in square (reverts to line on fleeing, GT-3)
  bool firing = false;     ///< has a Firing marker (removed on fleeing, GT-3)
  bool old_guard = false;  ///< Napoleon's Old Guard infantry (GT-1, GT-11)
  int division = -1;       ///< index into Scenario::divisions, or -1
  int corps = -1;          ///< index into Scenario::corps, or -1
  std::optional<UnitId> attached_to{};  ///< generals: the unit he is attached to (GT-12)
  Ending ending = Ending::on_table;     ///< on the table, or how it left

  /// True while the unit stands on the table.
  bool on_table() const { return ending == Ending::on_table; }
};

/// Default base sizes, width x depth in inches (RULINGS GT preamble, CONTEXT 1.1).
struct BaseSize {
  double width = 0.0;  ///< along the front edge (frontage), inches
  double depth = 0.0;  ///< front to back, inches
};
/// The default base of an arm (infantry 2.5 x 1, cavalry 1.5 x 1, foot artillery 1 x 1, horse
/// artillery 1 x 1.5, general 0.5 x 0.5).
BaseSize default_base(Arm arm);
/// The base of infantry formed in square (1.5 x 1.5).
inline constexpr BaseSize kSquareBase{1.5, 1.5};

/// Terrain that matters to flight.
enum class TerrainKind : std::uint8_t {
  woods,       ///< cover for fleeing infantry (GT-4 a)
  bua,         ///< built-up area: cover for fleeing infantry (GT-4 a)
  impassable,  ///< rivers, lakes: no unit passes (GT-4)
};

/// A terrain area of the table.
struct Terrain {
  TerrainKind kind = TerrainKind::woods;  ///< what it is to a flight
  std::string name;                       ///< its name in the scenario, for traces
  Area area;                              ///< the ground it covers
  Vec2 anchor{};  ///< where fleeing infantry is placed in it (default the centroid, GT-4 a)
};

/// The table: its size (origin at the south-west corner, x east, y north), each side's own
/// edge and the terrain.
struct Table {
  double width = 72.0;                                        ///< inches east to west
  double depth = 48.0;                                        ///< inches south to north
  std::array<Edge, 2> own_edge = {Edge::south, Edge::north};  ///< indexed by Side
  std::vector<Terrain> terrain;                               ///< every terrain area

  /// True when the whole rectangle is on the table (touching an edge counts as on it).
  bool holds(const Box& b) const;
  /// The unit vector pointing from the table toward `side`'s own edge.
  Vec2 toward_own_edge(Side side) const;
  /// The index of the first woods or BUA area holding `p`, or -1 (GT-4 a, GT-8, GT-10).
  int cover_at(Vec2 p) const;
};

/// A division (GT-13: collapse).
struct Division {
  std::string name;        ///< its name in the scenario
  bool collapsed = false;  ///< collapsed in an earlier turn: its routed units never rally
};

/// A corps (GT-13: the corps that lost half its original units).
struct Corps {
  std::string name;        ///< its name in the scenario
  int original_units = 0;  ///< units it began the battle with (0: the units listed)
};

/// What the request asks.
enum class RequestKind : std::uint8_t {
  flee,             ///< a unit made to flee by a causer (GT-1): charge, fire, grapeshot
  morale_check,     ///< shaken infantry beaten by fire tests: fail and it flees (GT-1)
  continue_flight,  ///< end of a side's PIP phase: its routed units flee on (GT-8)
  rally,            ///< 2 PIPs spent to rally a routed unit (GT-9)
  charge_routed,    ///< a routed unit is charged (GT-10)
  withdraw,         ///< voluntary withdrawal at the unit's own edge (GT-7)
};

/// Why a unit is made to flee (GT-1).
enum class Cause : std::uint8_t {
  charge,        ///< charged successfully
  fire,          ///< shaken cavalry beaten by fire
  grapeshot,     ///< beaten by the fire of artillery in contact
  morale_check,  ///< shaken infantry beaten by fire failed its Morale Check
  own_charge,    ///< lost a combat after its own charge out of woods or BUA: stays there (GT-10)
};

/// A Morale Check modifier the situation gives (upslope, BUA, linear feature, ...).
struct Modifier {
  std::string label;  ///< what gives it, for the trace
  int value = 0;      ///< what it adds to the die (negative: takes away)
};

/// The request.
struct Request {
  RequestKind kind = RequestKind::flee;  ///< what the request asks
  UnitId unit{};                         ///< the unit concerned (all kinds but continue_flight)
  std::optional<UnitId> causer{};   ///< flee, morale_check: the principal attacker (GT-2, GT-4)
  Cause cause = Cause::charge;      ///< flee
  std::vector<Modifier> modifiers;  ///< morale_check: modifiers beyond the unit's own
  Side side = Side::first;          ///< continue_flight: whose PIP phase ends
};

/// The option rulings, with their defaults.
struct Options {
  double gap_detour = 1.5;        ///< GT-4 b: longest gap path as a multiple of the distance
  bool general_may_die = true;    ///< GT-12: a d6 of 1 kills an attached general
  double turn_step = 0.5;         ///< GT-4 c: no longer changes the result (exact angle)
  double old_guard_shaken = 9.0;  ///< GT-11: friends within this become shaken
  double old_guard_flee = 3.0;    ///< GT-11: friends within this flee
};

/// Everything a flight depends on.
struct Scenario {
  Table table;                      ///< the table and its terrain
  std::vector<Unit> units;          ///< every unit and general; a UnitId is an index into it
  std::vector<Division> divisions;  ///< the divisions Unit::division refers to
  std::vector<Corps> corps;         ///< the corps Unit::corps refers to
  Request request;                  ///< what the request asks
  Options options;                  ///< the option rulings in force
};

/// How far infantry flees, inches (GT-2).
inline constexpr double kInfantryFlight = 7.0;
/// How far cavalry flees, inches (GT-2); made to flee by cavalry, it adds 2d6 (not when it
/// flees on, GT-8, GT-10).
inline constexpr double kCavalryFlight = 11.0;
/// Largest table width or depth, inches: a hundred feet of table.
inline constexpr double kMaxTableInches = 1200.0;
/// Largest base width or depth, inches: no base is two feet wide.
inline constexpr double kMaxBaseInches = 24.0;
/// How far the causer of a flight may pursue fleeing infantry, inches (GT-14).
inline constexpr double kPursueInfantry = 6.0;

/// Problems that make a scenario unplayable, each with the JSON pointer of the offending value.
Errors check(const Scenario& scenario);

/// The first rule that forbids the request of a scenario that passed check() (ALL-3), or
/// nothing when the rules allow it; a refused request must not be resolved or previewed.
std::optional<Refusal> refusal(const Scenario& scenario);

/// The ways a flight may go, in the order GT-4 tries them.
enum class FlightWay : std::uint8_t {
  cover,       ///< (a) infantry into woods or a BUA within reach
  straight,    ///< (b) directly away along a clear corridor
  gap,         ///< (b) directly away along a clear path through a gap
  turned,      ///< (c) a straight line turned the least to miss enemies
  surrounded,  ///< (d) no way out: destroyed
  stays,       ///< GT-8, GT-10: routed infantry in woods or a BUA stays there
};

/// Why a way was not taken.
enum class Rejection : std::uint8_t {
  none,              ///< taken
  not_infantry,      ///< (a) only infantry seeks cover
  no_cover,          ///< (a) no woods or BUA to flee into (none but the one it leaves)
  cover_occupied,    ///< (a) every wood or BUA holds a unit
  cover_too_far,     ///< (a) no empty cover within reach by a clear path
  corridor_blocked,  ///< (b) a unit or impassable ground in the straight corridor
  no_gap,            ///< (b) no clear path within the detour allowance
  behind_causer,     ///< GT-5: the way crosses behind the causer's front edge
  enemy_in_line,     ///< (c) an enemy in the swept corridor at every angle
  gap_end_blocked,   ///< (b) the gap path ends with the base on an enemy or impassable ground
  cover_no_room,     ///< (a) no room for the base at the anchor of empty cover within reach
};

/// One way tried for one flight, with the verdict (the trace and `options` show these).
struct FlightOption {
  FlightWay way = FlightWay::straight;    ///< the way tried
  Rejection rejection = Rejection::none;  ///< why it was not taken; `none` when taken
  std::optional<UnitId> blocker{};        ///< the first unit in the way, if a unit
  int terrain = -1;                       ///< the terrain area reached (a) or in the way, or -1
  double turned = 0.0;                    ///< (c) degrees turned, positive clockwise
  std::vector<Vec2> path{};               ///< the centre's path when taken (start first)
  std::vector<PathArc> arcs{};  ///< the legs of `path` that are arcs round a corner (GT-4 b)
};

/// Short explanation of a rejection.
std::string_view rejection_text(Rejection r);
/// Name of a way in the outcome format: "cover", "straight", ..., "stays".
std::string_view way_name(FlightWay w);
/// Name of an ending: "on_table", "fled", ....
std::string_view ending_name(Ending e);

/// What GT-4 would do for one unit on the table as given.
struct FlightPreview {
  std::vector<FlightOption> tried;  ///< every way tried, in order; the last is the one taken
  std::vector<UnitId> passed;       ///< friends it would pass through, nearest first (GT-6)
  bool off_table = false;           ///< it would cross the table edge: fled (GT-7)
};

/// Whether infantry standing in woods or a BUA and made to flee by `causer` leaves it: only a
/// charge by infantry forces it out (GT-10, "infantry do not flee from woods or a BUA unless
/// forced out by charging infantry"); otherwise it routs and stays. A `causer` not indexing
/// scenario.units throws std::out_of_range.
bool forced_out_of_cover(const Scenario& scenario, std::optional<UnitId> causer, Cause cause);

/// The ways `unit` would try fleeing `distance` inches from `causer` (GT-4, GT-5), or toward
/// its own edge without a causer (continued flight, GT-8: no cover sought), on the table as
/// the scenario gives it. Nothing is rolled: the caller picks the distance (GT-2). A `unit` or
/// `causer` not indexing the units throws std::out_of_range; a scenario that fails check()
/// throws std::invalid_argument.
FlightPreview preview_flight(const Scenario& scenario, UnitId unit, std::optional<UnitId> causer,
                             double distance);

/// What a resolved request did beyond its events.
struct Outcome {
  std::vector<Event> events;             ///< what happened, in order
  std::vector<Unit> units;               ///< every unit, in final state
  std::vector<bool> division_collapsed;  ///< per division, at the end (GT-13)
  std::vector<bool> corps_halved;        ///< per corps: lost half its units (GT-13)
  std::optional<double> pursuit{};       ///< GT-14: how far the causer may pursue, inches
};

/// Resolves the request with `dice` (draws documented in games/grande_tactique/README.md).
/// Fails, never partially, when check_resolvable() finds errors (a scenario that fails check(),
/// or a request the rules refuse), or when scripted dice fail.
Result<Outcome> resolve(const Scenario& scenario, Dice& dice);
/// The same for a scenario already checked: no check each time, the fast path for many calls
/// (Monte Carlo, the odds). Fails only when scripted dice fail.
Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice);

namespace detail {
class UnitGrid;
struct ResolutionWorkspace;
}  // namespace detail

/// The fast path for many resolutions of one checked scenario (Monte Carlo, the odds): the
/// outcome is kept between runs, only the units the last run changed are put back, and the
/// events are written over the last run's (their storage reused). Not for two threads at
/// once (one Resolution per thread).
class Resolution {
 public:
  /// Keeps `scenario` (shared, never changed) for every run.
  explicit Resolution(Checked<Scenario> scenario);
  /// Moves the resolution and its storage.
  Resolution(Resolution&&) noexcept;
  /// Moves the resolution and its storage.
  Resolution& operator=(Resolution&&) noexcept;
  /// Frees the resolution and its storage.
  ~Resolution();
  /// Resolves the request with `dice`, as resolve() does; fails only when scripted dice fail.
  /// The outcome is then outcome(), until the next run.
  [[nodiscard]] Errors run(Dice& dice);
  /// The outcome of the last run() that succeeded (the scenario's units, unmoved, before any);
  /// after a run() that failed, what it is is unspecified.
  const Outcome& outcome() const { return outcome_; }

 private:
  Checked<Scenario> scenario_;
  Outcome outcome_;
  std::vector<std::size_t> changed_;        // units the last run changed (indices, maybe repeated)
  std::vector<std::size_t> generals_;       // the scenario's generals, in its order
  std::vector<bool> has_fled_;              // per unit: it has fled in this run (GT-15)
  std::unique_ptr<detail::UnitGrid> grid_;  // outcome_'s units where they stand
  std::unique_ptr<detail::ResolutionWorkspace> workspace_;  // the storage a run works in
};

}  // namespace skedaddle::grande_tactique
