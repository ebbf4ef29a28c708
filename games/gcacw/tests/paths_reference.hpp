// SPDX-License-Identifier: MIT
// An independent reference for GCACW retreats (rule 7.6, rulings GC-1..GC-11), written from the
// rulings alone: every simple path from the start hex is listed naively, then filtered by the
// rules. Slow on purpose and small boards only; the engine's option tree is compared with it.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/core/ids.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/geometry/hex.hpp"

namespace skedaddle::reference {

/// One hex entered by a reference path, with its chart classification (GC-6, GC-7, GC-8).
struct RefStep {
  Hex hex{};
  int chart = 1;               ///< 1 or 2 (GC-6)
  std::string_view row{};      ///< "1".."5", "4a", "4b" (GC-7)
  int priority = 1;            ///< the row's priority number (GC-7)
  int loss = 0;                ///< manpower each non-exempt combat unit loses on this step (GC-8)
  bool override_step = false;  ///< not among the lowest priority numbers (GC-10)
};

/// A unit of the stack eliminated on a path, and the step (1-based depth) where (GC-8).
struct RefElimination {
  UnitId unit{};
  int depth = 0;
};

/// A completing path (GC-9): the hexes entered, where the stack ends or is destroyed.
struct RefPath {
  std::vector<RefStep> steps;
  int total_loss = 0;       ///< manpower lost by each unit taking chart losses, up to the end
  bool fatal = false;       ///< every combat unit of the stack is eliminated on it (GC-9)
  int override_depth = -1;  ///< depth of the override step, -1 for none (GC-10)
  std::vector<RefElimination> eliminated;
  /// ALL-1, counted from the rulings: units of the stack lost (every one, leaders included, on
  /// a fatal path: GC-2), manpower lost over the stack, and the hex distance from where the path
  /// ends (where the stack died, if it did) to the nearest enemy combat unit.
  int units_lost = 0;
  int strength_lost = 0;
  int distance = 0;
  std::vector<int> directions;  ///< the direction index of each step: canonical order (ALL-1)
};

/// Everything the reference decides about one retreat request.
struct RefResult {
  std::vector<UnitId> stack;       ///< the units that retreat, in scenario order (GC-2)
  int min = 0, max = 0;            ///< the permitted length (GC-1)
  bool override_in_force = false;  ///< no priority path completes with a survivor (GC-10)
  bool surrenders = false;         ///< forced retreat, nothing completes (GC-11)
  bool declined = false;           ///< defender's option: no path completes with a survivor (GC-1)
  std::vector<RefPath> paths;      ///< every completing path, in enumeration order
  int best = -1;             ///< the path `best` takes (ALL-1), an index into `paths`; -1 when none
  long long enumerated = 0;  ///< simple paths listed before filtering
};

/// The reference answer for a scenario that passes gcacw::check(), on a board of at most 64
/// hexes.
RefResult gcacw_paths(const gcacw::Scenario& scenario);

/// A canonical key of a path: hexes with chart, row, loss and override per step, then the
/// total loss and whether it destroys the stack; engine and reference use the same form.
std::string path_key(const std::vector<RefStep>& steps, int total_loss, bool fatal);

/// The same key as text, for messages.
std::string key_text(const std::string& key);

}  // namespace skedaddle::reference
