// SPDX-License-Identifier: MIT
// Events: plain data appended by a resolver, in order; io turns them into JSON and text.
// Every event names the rule clause or ruling that caused it (`rule`, e.g. "GC-7").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "skedaddle/choice/decision.hpp"
#include "skedaddle/core/ids.hpp"
#include "skedaddle/core/place.hpp"

namespace skedaddle {

/// A retreat began: who, from where, and its permitted length.
struct RetreatStarted {
  std::vector<UnitId> units{};  ///< the retreating stack, leaders included
  Place from{};                 ///< where the retreat starts
  std::string_view kind{};      ///< "retreat", "rout", "cavalry retreat", "retreat option"
  int min_length = 0;           ///< the fewest hexes (or steps) it must go
  int max_length = 0;           ///< the most hexes (or steps) it may go
  std::string_view rule{};      ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// How a chart-driven step was classified (GCACW retreat charts).
struct ChartStep {
  int chart = 1;               ///< 1 or 2
  std::string_view row{};      ///< row label on that chart: "1", "2", "3", "4a", "4b", "5"
  int priority = 1;            ///< the row's priority number
  int loss = 0;                ///< manpower lost by each unit of the stack
  bool road = false;           ///< the step follows a road, or enters or leaves a city
  bool friendly = false;       ///< the hex entered holds a friendly combat unit
  bool more_distant = false;   ///< one hex farther from the active enemy
  bool zoc = false;            ///< the hex entered is in an enemy ZOC
  bool enemy = false;          ///< the hex entered is enemy-occupied
  bool override_step = false;  ///< taken by overriding the priorities
};

/// Units moved one step (or along a path) together.
struct Moved {
  std::vector<UnitId> units{};       ///< the units that moved, together
  std::vector<Place> path{};         ///< from, then every place entered
  std::optional<ChartStep> chart{};  ///< the chart row of a chart-driven step, else none
  std::string_view rule{};           ///< the rule clause or ruling that caused it, e.g. "GC-7"
  std::vector<PathArc> arcs{};       ///< measured table: the legs of `path` that are arcs (GT-4 b)
};

/// A unit lost strength (manpower, blocks).
struct StrengthLost {
  UnitId unit{};            ///< the unit that lost it
  int amount = 0;           ///< strength lost
  int remaining = 0;        ///< strength left after the loss
  std::string_view rule{};  ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// A unit's status changed: "disorganized", "fatigue" (value = new level), "shaken", ...
struct StatusChanged {
  UnitId unit{};              ///< the unit whose status changed
  std::string_view status{};  ///< the status's name as outcomes write it
  int value = 0;              ///< the new level for a graded status (fatigue), else 0
  std::string_view rule{};    ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// How a unit left play.
enum class Fate : std::uint8_t {
  eliminated,   ///< destroyed: its last strength lost, or a leader hit
  surrendered,  ///< gave up with no way out (GCACW GC-11, GITM)
  shattered,    ///< broke up with no way out (ROTD)
  fled,         ///< left the map or table in flight (a Jacobite leader, a Grande Tactique unit)
  removed,      ///< taken off (a Jacobite unit routed after a failed rally, a leader swept away)
  captured,     ///< a Grande Tactique general taken by the enemy (GT-12)
  killed,       ///< a Grande Tactique general killed (GT-12)
  withdrawn     ///< withdrawn from the table by its owner (Grande Tactique GT-7)
};

/// A unit left play.
struct UnitRemoved {
  UnitId unit{};                 ///< the unit (or leader) that left play
  Fate fate = Fate::eliminated;  ///< how it left
  int strength = 0;              ///< strength it had when it left (manpower, blocks)
  std::string_view rule{};       ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// Dice were rolled.
struct Rolled {
  std::string_view purpose{};    ///< what the roll decides, in words
  int sides = 6;                 ///< sides of each die
  std::vector<int> faces{};      ///< every face rolled, in the order drawn, each 1 to `sides`
  std::optional<UnitId> unit{};  ///< the unit or leader the roll decides about, if any
  std::string_view rule{};       ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// One term of a dice count, e.g. {"blocks", 3}, {"attached leader", 1}, {"lowland", -1}.
struct DiceTerm {
  std::string_view label{};  ///< what the term counts
  int dice = 0;              ///< dice it adds (negative: dice it takes away)
  /// Same label and same dice.
  friend bool operator==(const DiceTerm&, const DiceTerm&) = default;
};

/// A rally check (Jacobite Rising): the dice counted term by term, the faces, the result.
struct RallyChecked {
  UnitId unit{};                  ///< the unit checked
  std::vector<DiceTerm> terms{};  ///< the dice counted, term by term
  int dice = 1;                   ///< dice rolled: the sum of the terms, at least 1
  std::vector<int> faces{};       ///< the faces rolled, `dice` of them
  bool rallied = false;           ///< the check passed
  std::string_view rule{};        ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// The owner chose to ignore some of the flags rolled against a unit.
struct FlagsIgnored {
  UnitId unit{};            ///< the unit the flags were rolled against
  int flags = 0;            ///< flags rolled against it
  int ignored = 0;          ///< flags disregarded
  int allowed = 0;          ///< the most it could disregard
  std::string_view rule{};  ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// A lone leader joined a unit and is now attached to it.
struct LeaderAttached {
  UnitId leader{};          ///< the leader who joined
  UnitId unit{};            ///< the unit he is now attached to
  Place at{};               ///< where they stand
  std::string_view rule{};  ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// Someone made a real choice (two or more options).
struct Chose {
  Actor actor = Actor::owner;  ///< who chose
  std::string_view topic{};    ///< what was decided, as the Decision named it
  Option chosen{};             ///< the option taken
  int among = 0;               ///< number of options offered
  std::string_view rule{};     ///< the rule clause or ruling that caused it, e.g. "GC-7"
  /// When the best chooser chose (ALL-1): the option that came second, whose key `chosen.best`
  /// beat or tied (the chosen one then comes first in canonical order).
  std::optional<Option> runner_up{};
};

/// Victory points (or banners) to a side.
struct VictoryPoints {
  Side side = Side::first;  ///< the side that gains them
  int amount = 0;           ///< how many (0 when nothing was earned)
  std::string_view rule{};  ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// A retreat ended where its units now stand.
struct RetreatEnded {
  std::vector<UnitId> units{};  ///< the survivors; empty when the stack was destroyed
  Place at{};                   ///< where it ended, or where its last combat unit died
  int length = 0;               ///< hexes (or steps) gone
  std::string_view rule{};      ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// A unit routed to a neighbouring strategic square (GITM, ROTD): the direction it left in, the
/// square entered by its label, and where it stands on that square's tactical map.
struct Routed {
  UnitId unit{};             ///< the unit that routed
  Dir8 direction = Dir8::n;  ///< the edge of the battle square it left by
  std::string to{};          ///< the label of the strategic square entered, e.g. "G7-V8"
  Place entry{};             ///< where it stands on the entered square's tactical map
  std::string_view rule{};   ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// One term of a sum, e.g. {"raw", -1}, {"general attached", 1}.
struct Term {
  std::string label{};  ///< what the term is
  int value = 0;        ///< what it adds (negative: takes away)
  /// Same label and same value.
  friend bool operator==(const Term&, const Term&) = default;
};

/// A Morale Check (Grande Tactique): one die plus the modifiers term by term; 4 or more passes.
struct MoraleChecked {
  UnitId unit{};              ///< the unit checked
  std::vector<Term> terms{};  ///< the modifiers, term by term
  int face = 1;               ///< the die rolled, 1 to 6
  int total = 1;              ///< the face plus every term
  bool passed = false;        ///< `total` is 4 or more
  std::string_view rule{};    ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// A way of flight tried (Grande Tactique, GT-4): taken, or why not and what was in the way.
struct FlightTried {
  UnitId unit{};                    ///< the fleeing unit
  std::string_view way{};           ///< "cover", "straight", "gap", "turned", "surrounded", ...
  std::string_view rejection{};     ///< empty when taken, else the reason
  std::optional<UnitId> blocker{};  ///< the first unit in the way, if any
  std::string terrain{};            ///< the terrain reached or in the way, by name, or ""
  double turned = 0.0;              ///< degrees the line was turned, positive clockwise
  std::string_view rule{};          ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// A division collapsed, or a corps lost half its units (Grande Tactique, GT-13).
struct FormationBroken {
  std::string_view formation{};  ///< "division" or "corps"
  std::string name{};            ///< the formation's name in the scenario
  std::string_view rule{};       ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// How far the causer of a flight may pursue (Grande Tactique, GT-14).
struct PursuitAllowed {
  UnitId pursuer{};          ///< the unit that caused the flight
  double distance = 0.0;     ///< how far it may pursue, in inches
  std::string_view rule{};   ///< the rule clause or ruling that caused it, e.g. "GC-7"
  bool cut_at_edge = false;  ///< cut where the fugitive's path leaves the table (GT-14, GT-7)
};

/// Text printed by the game, exactly as its rule text prints it.
struct Message {
  std::string text{};       ///< the text, verbatim
  std::string_view rule{};  ///< the rule clause or ruling that caused it, e.g. "GC-7"
};

/// Anything that happened.
using Event =
    std::variant<RetreatStarted, Moved, StrengthLost, StatusChanged, UnitRemoved, Rolled, Chose,
                 VictoryPoints, RetreatEnded, Routed, Message, RallyChecked, FlagsIgnored,
                 LeaderAttached, MoraleChecked, FlightTried, FormationBroken, PursuitAllowed>;

/// The rule id an event cites.
std::string_view rule_of(const Event& event);

/// True for an event that records a roll of the dice: Rolled, and a Jacobite RallyChecked (its
/// faces rolled in it). A resolution records each roll by one such event, in the order rolled,
/// and nothing between the roll and it (a slot may be kept for it before the roll): the events
/// before a roll's are what happened before the roll (Resolution::events_so_far).
bool records_roll(const Event& event);

/// Name of a fate as written in outcomes ("eliminated", "surrendered", ...).
std::string_view fate_name(Fate fate);

}  // namespace skedaddle
