// SPDX-License-Identifier: MIT
// Builds Jacobite Rising scenarios in code for tests: a pointy-topped board of rows (axial hexes,
// r = row), units and leaders, scripted dice and scripted choices.
//
// Conventions of the hand-worked tests: the first side's baseline is the bottom row (r = rows-1),
// so it retreats to (q-1, r+1) "SW" and (q, r+1) "SE"; the second side's baseline is row 0, so it
// retreats to (q, r-1) "NW" and (q+1, r-1) "NE". West first is the canonical order.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::test {

/// The offset system of the test boards (odd rows shoved right; axial hexes are what counts).
inline constexpr OffsetSystem kJrOffsets{HexOrientation::pointy, OffsetParity::odd};

/// A clear board of columns x rows (13 x 11 by default, JR-1), the first side's baseline on
/// `first` (bottom by default) and the second side's on the opposite edge.
inline jacobite::Scenario jr_board(int columns = 13, int rows = 11,
                                   jacobite::Edge first = jacobite::Edge::bottom) {
  jacobite::Scenario s;
  s.board = jacobite::Board(HexGrid(columns, rows, kJrOffsets), first);
  return s;
}

/// The axial hex of a printed column and row.
inline Hex jr_hex(int col, int row) {
  return to_hex(OffsetCoord{col, row}, kJrOffsets);
}

/// The sides of the hand-worked boards: the first's baseline at the bottom (row 10), the
/// second's at the top (row 0).
inline constexpr Side kGov = Side::first;
inline constexpr Side kJac = Side::second;
/// A hex in the middle of the hand-worked boards (column 6, row 5) and its two rear neighbours
/// toward the bottom (the first side's rear).
inline constexpr Hex kCentre{4, 5};
inline constexpr Hex kSW{3, 6};
inline constexpr Hex kSE{4, 6};

/// A hex's axial coordinates as "(q,r)", for the reports of the random-board tests.
inline std::string hex_text(Hex h) {
  return "(" + std::to_string(h.q) + "," + std::to_string(h.r) + ")";
}

/// Adds a unit (not a leader) and returns its id.
inline UnitId jr_unit(jacobite::Scenario& s, std::string id, Side side, jacobite::UnitType type,
                      Hex at, int blocks = jacobite::kFullStrength) {
  jacobite::Unit u;
  u.id = std::move(id);
  u.side = side;
  u.type = type;
  u.hex = at;
  u.blocks = blocks;
  s.units.push_back(u);
  return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
}

/// Adds a leader (no blocks) and returns his id.
inline UnitId jr_leader(jacobite::Scenario& s, std::string id, Side side, Hex at) {
  jacobite::Unit u;
  u.id = std::move(id);
  u.side = side;
  u.type = jacobite::UnitType::leader;
  u.hex = at;
  u.blocks = 0;
  s.units.push_back(u);
  return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
}

/// Marks hexes impassable.
inline void jr_impassable(jacobite::Scenario& s, std::initializer_list<Hex> hexes) {
  for (Hex h : hexes)
    s.board.set_terrain(h, jacobite::Terrain::impassable);
}

/// Scripted dice: each value is the roll 1-6 (Options::die[roll-1] is the symbol shown).
inline Dice jr_dice(const std::vector<int>& rolls) {
  std::vector<ScriptedFace> faces;
  for (int r : rolls)
    faces.push_back(ScriptedFace{r, {}});
  return Dice::scripted(std::move(faces));
}

/// A chooser that replays `choices` (decisions with one option are never asked).
inline Chooser jr_script(std::vector<ScriptedChoice> choices) {
  return Chooser(ChooserDef{.kind = ChooserKind::script, .script = std::move(choices)});
}

/// "ignore flags": ignore `n` of them.
inline ScriptedChoice jr_ignore(int n) {
  return ScriptedChoice{.kind = OptionKind::count, .value = n};
}
/// "retreat step" or "leader retreat step": move into `h`.
inline ScriptedChoice jr_move(Hex h) {
  return ScriptedChoice{.kind = OptionKind::move, .place = h};
}
/// "leader retreat step": stop here.
inline ScriptedChoice jr_stop() {
  return ScriptedChoice{.kind = OptionKind::stop};
}
/// "leader retreat step": leave over the baseline.
inline ScriptedChoice jr_leave() {
  return ScriptedChoice{.kind = OptionKind::leave};
}
/// "rally order": the unit `u` checks next.
inline ScriptedChoice jr_pick(UnitId u, Hex at = {}) {
  return ScriptedChoice{
      .kind = OptionKind::pick, .place = at, .value = static_cast<int>(index_of(u))};
}

/// The events of one kind, in order.
template <class T>
std::vector<T> jr_events(const jacobite::Outcome& out) {
  std::vector<T> found;
  for (const Event& e : out.events) {
    if (const T* t = std::get_if<T>(&e)) found.push_back(*t);
  }
  return found;
}

/// Position of the first event of kind T for which `pred` holds, or -1.
template <class T, class Pred>
int jr_event_index(const jacobite::Outcome& out, Pred pred) {
  for (std::size_t i = 0; i < out.events.size(); ++i) {
    if (const T* t = std::get_if<T>(&out.events[i]); t != nullptr && pred(*t)) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

/// The errors of a failed result as one line, for assertion messages.
template <class T>
std::string jr_errors(const Result<T>& r) {
  if (r.ok()) return "";
  std::string s;
  for (const Error& e : r.errors())
    s += "[" + e.pointer + "] " + e.message + "; ";
  return s;
}

}  // namespace skedaddle::test
