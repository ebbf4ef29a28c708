// SPDX-License-Identifier: MIT
// Builds GITM / ROTD scenarios in code for tests: a clear 15 x 15 tactical map of the strategic
// square G7-V8 with its eight neighbours named by the game's column-row labels (GI-1), units,
// requests and scripted dice.
//
// Conventions of the hand-worked tests: allegiances are relative to the side that must leave the
// battle square; squares are {col, row}, row 0 north, column 0 west (GI-1).
#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/dice/dice.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::test {

/// The strategic square of every test battle, and its neighbours N, NE, ... NW (GI-1 labels).
inline constexpr const char* kGiHome = "G7-V8";
inline const std::array<std::string, kDir8Count> kGiNeighbors = {
    "G7-V7", "G8-V7", "G8-V8", "G8-V9", "G7-V9", "G6-V9", "G6-V8", "G6-V7"};

/// A clear 15 x 15 tactical map of G7-V8 (all neighbours on the map, passable, no closed
/// crossing, not a marsh), no units, a retreat request, the given variant's default options.
inline gitm::Scenario gi_field(gitm::Variant variant = gitm::Variant::gitm) {
  gitm::Scenario s;
  s.field.label = kGiHome;
  s.field.map = SquareGrid{};
  s.field.impassable.assign(static_cast<std::size_t>(s.field.map.size()), 0);
  for (Dir8 d : kDir8s) {
    gitm::Neighbor& n = s.field.neighbors[static_cast<std::size_t>(d)];
    n.label = kGiNeighbors[static_cast<std::size_t>(d)];
  }
  s.options.variant = variant;
  return s;
}

/// Adds a unit and returns its id.
inline UnitId gi_unit(gitm::Scenario& s, std::string id, gitm::Allegiance a, Square at,
                      std::optional<Dir8> moved = std::nullopt, int fatigue = 0) {
  gitm::Unit u;
  u.id = std::move(id);
  u.allegiance = a;
  u.square = at;
  u.moved = moved;
  u.fatigue = fatigue;
  s.units.push_back(u);
  return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
}

/// Marks squares impassable.
inline void gi_impassable(gitm::Scenario& s, std::initializer_list<Square> squares) {
  for (Square q : squares)
    s.field.impassable[static_cast<std::size_t>(s.field.map.index(q))] = 1;
}

/// Sets the request.
inline void gi_request(gitm::Scenario& s, gitm::RequestKind kind, std::vector<UnitId> units,
                       Square battle) {
  s.request.kind = kind;
  s.request.units = std::move(units);
  s.request.battle = battle;
}

/// Scripted dice: each value is the face rolled, in order.
inline Dice gi_dice(const std::vector<int>& faces) {
  std::vector<ScriptedFace> f;
  for (int v : faces)
    f.push_back(ScriptedFace{v, {}});
  return Dice::scripted(std::move(f));
}

/// The events of one kind, in order.
template <class T>
std::vector<T> gi_events(const gitm::Outcome& out) {
  std::vector<T> found;
  for (const Event& e : out.events) {
    if (const T* t = std::get_if<T>(&e)) found.push_back(*t);
  }
  return found;
}

/// The texts of the Message events, in order.
inline std::vector<std::string> gi_messages(const gitm::Outcome& out) {
  std::vector<std::string> texts;
  for (const Message& m : gi_events<Message>(out))
    texts.push_back(m.text);
  return texts;
}

/// The number of sides of each die rolled, in order.
inline std::vector<int> gi_sides(const gitm::Outcome& out) {
  std::vector<int> sides;
  for (const Rolled& r : gi_events<Rolled>(out)) {
    for (std::size_t i = 0; i < r.faces.size(); ++i)
      sides.push_back(r.sides);
  }
  return sides;
}

/// The errors of a failed result as one line, for assertion messages.
template <class T>
std::string gi_errors(const Result<T>& r) {
  if (r.ok()) return "";
  std::string s;
  for (const Error& e : r.errors())
    s += "[" + e.pointer + "] " + e.message + "; ";
  return s;
}

}  // namespace skedaddle::test
