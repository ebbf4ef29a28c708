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
  std::vector<UnitId> units{};
  Place from{};
  std::string_view kind{};  ///< "retreat", "rout", "cavalry retreat", "retreat option"
  int min_length = 0;
  int max_length = 0;
  std::string_view rule{};
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
  std::vector<UnitId> units{};
  std::vector<Place> path{};  ///< from, then every place entered
  std::optional<ChartStep> chart{};
  std::string_view rule{};
  std::vector<PathArc> arcs{};  ///< measured table: the legs of `path` that are arcs (GT-4 b)
};

/// A unit lost strength (manpower, blocks).
struct StrengthLost {
  UnitId unit{};
  int amount = 0;
  int remaining = 0;
  std::string_view rule{};
};

/// A unit's status changed: "disorganized", "fatigue" (value = new level), "shaken", ...
struct StatusChanged {
  UnitId unit{};
  std::string_view status{};
  int value = 0;
  std::string_view rule{};
};

/// How a unit left play.
enum class Fate : std::uint8_t {
  eliminated,
  surrendered,
  shattered,
  fled,
  removed,
  captured,
  killed,
  withdrawn
};

/// A unit left play.
struct UnitRemoved {
  UnitId unit{};
  Fate fate = Fate::eliminated;
  int strength = 0;  ///< strength it had when it left (manpower, blocks)
  std::string_view rule{};
};

/// Dice were rolled.
struct Rolled {
  std::string_view purpose{};
  int sides = 6;
  std::vector<int> faces{};
  std::optional<UnitId> unit{};  ///< the unit or leader the roll decides about, if any
  std::string_view rule{};
};

/// One term of a dice count, e.g. {"blocks", 3}, {"attached leader", 1}, {"lowland", -1}.
struct DiceTerm {
  std::string_view label{};
  int dice = 0;
  friend bool operator==(const DiceTerm&, const DiceTerm&) = default;
};

/// A rally check (Jacobite Rising): the dice counted term by term, the faces, the result.
struct RallyChecked {
  UnitId unit{};
  std::vector<DiceTerm> terms{};
  int dice = 1;  ///< dice rolled: the sum of the terms, at least 1
  std::vector<int> faces{};
  bool rallied = false;
  std::string_view rule{};
};

/// The owner chose to ignore some of the flags rolled against a unit.
struct FlagsIgnored {
  UnitId unit{};
  int flags = 0;    ///< flags rolled against it
  int ignored = 0;  ///< flags disregarded
  int allowed = 0;  ///< the most it could disregard
  std::string_view rule{};
};

/// A lone leader joined a unit and is now attached to it.
struct LeaderAttached {
  UnitId leader{};
  UnitId unit{};
  Place at{};
  std::string_view rule{};
};

/// Someone made a real choice (two or more options).
struct Chose {
  Actor actor = Actor::owner;
  std::string_view topic{};
  Option chosen{};
  int among = 0;  ///< number of options offered
  std::string_view rule{};
  /// When the best chooser chose (ALL-1): the option that came second, whose key `chosen.best`
  /// beat or tied (the chosen one then comes first in canonical order).
  std::optional<Option> runner_up{};
};

/// Victory points (or banners) to a side.
struct VictoryPoints {
  Side side = Side::first;
  int amount = 0;
  std::string_view rule{};
};

/// A retreat ended where its units now stand.
struct RetreatEnded {
  std::vector<UnitId> units{};
  Place at{};
  int length = 0;
  std::string_view rule{};
};

/// A unit routed to a neighbouring strategic square (GITM, ROTD): the direction it left in, the
/// square entered by its label, and where it stands on that square's tactical map.
struct Routed {
  UnitId unit{};
  Dir8 direction = Dir8::n;
  std::string to{};
  Place entry{};
  std::string_view rule{};
};

/// One term of a sum, e.g. {"raw", -1}, {"general attached", 1}.
struct Term {
  std::string label{};
  int value = 0;
  friend bool operator==(const Term&, const Term&) = default;
};

/// A Morale Check (Grande Tactique): one die plus the modifiers term by term; 4 or more passes.
struct MoraleChecked {
  UnitId unit{};
  std::vector<Term> terms{};
  int face = 1;
  int total = 1;
  bool passed = false;
  std::string_view rule{};
};

/// A way of flight tried (Grande Tactique, GT-4): taken, or why not and what was in the way.
struct FlightTried {
  UnitId unit{};
  std::string_view way{};           ///< "cover", "straight", "gap", "turned", "surrounded", ...
  std::string_view rejection{};     ///< empty when taken, else the reason
  std::optional<UnitId> blocker{};  ///< the first unit in the way, if any
  std::string terrain{};            ///< the terrain reached or in the way, by name, or ""
  double turned = 0.0;              ///< degrees the line was turned, positive clockwise
  std::string_view rule{};
};

/// A division collapsed, or a corps lost half its units (Grande Tactique, GT-13).
struct FormationBroken {
  std::string_view formation{};  ///< "division" or "corps"
  std::string name{};
  std::string_view rule{};
};

/// How far the causer of a flight may pursue (Grande Tactique, GT-14).
struct PursuitAllowed {
  UnitId pursuer{};
  double distance = 0.0;
  std::string_view rule{};
};

/// Text printed by the game, exactly as its rule text prints it.
struct Message {
  std::string text{};
  std::string_view rule{};
};

/// Anything that happened.
using Event =
    std::variant<RetreatStarted, Moved, StrengthLost, StatusChanged, UnitRemoved, Rolled, Chose,
                 VictoryPoints, RetreatEnded, Routed, Message, RallyChecked, FlagsIgnored,
                 LeaderAttached, MoraleChecked, FlightTried, FormationBroken, PursuitAllowed>;

/// The rule id an event cites.
std::string_view rule_of(const Event& event);

/// Name of a fate as written in outcomes ("eliminated", "surrendered", ...).
std::string_view fate_name(Fate fate);

}  // namespace skedaddle
