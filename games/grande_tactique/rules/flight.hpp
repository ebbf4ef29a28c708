// SPDX-License-Identifier: MIT
// Private to the Grande Tactique engine: where one fleeing unit goes (GT-4, GT-5, GT-8), given
// the table as it stands. Pure geometry over the units; the resolver applies the result.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "grande_tactique/rules/unit_grid.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique::detail {

/// One flight to plan.
struct FlightRequest {
  UnitId unit{};
  std::optional<UnitId> causer{};  ///< none for continued flight (GT-8)
  double distance = 0.0;           ///< GT-2
  bool seek_cover = true;          ///< GT-4 a applies (infantry, not a continued flight)
  int leave_area = -1;             ///< terrain it is being forced out of (GT-10), or -1
};

/// Where the flight goes. Kept from flight to flight (a Resolution's workspace): restart()
/// empties it and add() reuses the storage of the ways tried before.
struct FlightPlan {
  Box end{};                     ///< the base at the end (a unit destroyed keeps its own)
  bool off_table = false;        ///< some part crosses the table edge: fled (GT-7)
  bool pivot_off_table = false;  ///< the pivot alone puts part of it over the edge (GT-15)
  std::vector<UnitId> passed;    ///< friends passed through, nearest first (GT-6)
  int cover = -1;                ///< the terrain area it ends in (GT-4 a), or -1

  /// Empties the plan for a new flight, keeping its storage.
  void restart();
  /// A way tried after the others, `way` with every other member as a new FlightOption's
  /// (its path's storage kept from an earlier flight).
  FlightOption& add(FlightWay way);
  /// Every way tried, in order; the last is the one taken.
  std::span<const FlightOption> tried() const { return {options_.data(), count_}; }
  /// The way taken.
  const FlightOption& taken() const { return options_[count_ - 1]; }

 private:
  std::vector<FlightOption> options_;  // the first count_ are this flight's
  std::size_t count_ = 0;
};

/// The buffers a flight is planned in (plan_flight(), clear_of_friends()), kept from flight to
/// flight so that planning allocates nothing once they have grown. One per thread.
class FlightWorkspace {
 public:
  /// Empty buffers.
  FlightWorkspace();
  /// Moves the buffers.
  FlightWorkspace(FlightWorkspace&&) noexcept;
  /// Moves the buffers.
  FlightWorkspace& operator=(FlightWorkspace&&) noexcept;
  /// Frees the buffers.
  ~FlightWorkspace();

  /// For tests: every mark of the least-turn search (GT-4 c) worked out before it starts, the
  /// reference that the marks worked out as the search reaches them are held to.
  void set_eager_marks(bool eager);
  /// For tests: every line of the least-turn search tested against every near unit, the
  /// reference that its index of the units by turn (a window's turns only) is held to.
  void set_no_turn_index(bool none);
  /// For tests: whether a line of the least-turn search is blocked, judged by the exact sweep
  /// (meets()) alone, the reference that its cheap test of an enemy surely in the way is held to.
  void set_plain_line_tests(bool plain);
  /// For tests: how many windows of the least-turn search, of one unit or more, this workspace
  /// has left unindexed (a few units, each line then testing all of them).
  int unindexed_windows() const;
  /// The marks the last least-turn search tried, in order (counter-clockwise ones negative).
  const std::vector<double>& marks_tried() const;

  /// The buffers themselves, known only where flights are planned (flight.cpp).
  struct Buffers;
  /// The buffers, for flight.cpp.
  Buffers& buffers() { return *buffers_; }

 private:
  std::unique_ptr<Buffers> buffers_;
};

/// The unit's base as it flees: a square reverts to line first (GT-3).
Box fleeing_base(const Unit& u);

/// The direction "directly away" (GT-4 b): from the causer's centre through the unit's centre,
/// the causer's facing when the centres coincide; toward its own edge without a causer (GT-8).
Vec2 flight_direction(const Scenario& s, const std::vector<Unit>& units, const FlightRequest& r);

/// Plans the flight on the table as `units` stand into `plan` (written over); `grid` files
/// them where they stand; `workspace` holds the buffers.
void plan_flight(const Scenario& s, const std::vector<Unit>& units, const UnitGrid& grid,
                 const FlightRequest& r, FlightWorkspace& workspace, FlightPlan& plan);

/// GT-7: whether a base of `shape`'s size moving along `points` crosses the table edge: on each
/// straight leg facing it, on each arc of `arcs` facing its tangent (the base then turns rigidly
/// about the arc's centre, so each corner follows an arc about it too).
bool path_leaves_table(const Table& table, const Box& shape, const std::vector<Vec2>& points,
                       const std::vector<PathArc>& arcs);

/// GT-14 with GT-7: how far a unit's centre travels along `points` (straight legs, and the
/// circular ones of `arcs`) before it first leaves the table; all of it when it never does.
double length_on_table(const Table& table, const std::vector<Vec2>& points,
                       const std::vector<PathArc>& arcs);

/// How far along `dir` a base ending at `end` must go on to clear every friend of `self` it
/// overlaps (GT-6), 0 when it ends clear. Where going on would run into an enemy (the causer
/// aside) or impassable ground, or take its centre farther behind the causer's front edge than
/// `self` stands now (GT-5), it stops short instead: the result is negative, back along `dir`
/// until clear of friends, if that is at most `max_back`, else 0. The friends an extension
/// passes through are added to `passed` (when given), nearest first. `grid` files the units where
/// they stand; `workspace` holds the buffers.
double clear_of_friends(const Scenario& s, const std::vector<Unit>& units, const UnitGrid& grid,
                        UnitId self, std::optional<UnitId> causer, const Box& end, Vec2 dir,
                        double max_back, std::vector<UnitId>* passed, FlightWorkspace& workspace);

}  // namespace skedaddle::grande_tactique::detail
