// SPDX-License-Identifier: MIT
// GCACW scenarios built in code for the SVG tests: hexes in four-digit notation, walks of roads;
// a loaded scenario of any ruleset.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#include "gcacw/tests/builder.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/loaded_scenario.hpp"
#include "support/svg_text.hpp"

namespace skedaddle::render_test {

/// The hex of a four-digit label, even columns half a hex low (the format's default).
inline Hex at(std::string_view label) {
  return test::hex(label);
}

using test::add_unit;

/// Marks a road of `kind` from `from`, one hexside per direction in `walk`.
inline void add_road(gcacw::Scenario& s, gcacw::RoadKind kind, std::string_view from,
                     std::initializer_list<HexDir> walk) {
  Hex h = at(from);
  for (const HexDir d : walk) {
    s.board.set_road(h, neighbor(h, d), kind);
    h = neighbor(h, d);
  }
}

/// A 9 x 7 board: a Union stack of two brigades and a leader in 0404 retreats from a
/// Confederate attack out of 0403 and 0504, with every kind of terrain, road and a prohibited
/// hexside near it.
inline gcacw::Scenario crossroads(gcacw::RetreatKind kind = gcacw::RetreatKind::normal) {
  using gcacw::RoadKind;
  using gcacw::UnitType;
  constexpr HexDir n = HexDir::minus_r;
  constexpr HexDir ne = HexDir::plus_q_minus_r;
  constexpr HexDir se = HexDir::plus_q;
  constexpr HexDir s_ = HexDir::plus_r;
  constexpr HexDir sw = HexDir::minus_q_plus_r;
  constexpr HexDir nw = HexDir::minus_q;
  gcacw::Scenario s;
  s.board = gcacw::Board(HexGrid(9, 7, io::gcacw_offset_system(true)));
  s.board.set_terrain(at("0305"), gcacw::Terrain::city);
  s.board.set_terrain(at("0306"), gcacw::Terrain::city);
  for (const char* h : {"0606", "0607", "0706", "0505"}) {
    s.board.set_terrain(at(h), gcacw::Terrain::impassable);
  }
  add_road(s, RoadKind::pike, "0103", {se, se, se, ne, ne, se, ne, se, ne});
  add_road(s, RoadKind::road, "0404", {s_, s_, s_});
  add_road(s, RoadKind::road, "0305", {sw, sw});
  add_road(s, RoadKind::trail, "0404", {nw, nw, n});
  add_road(s, RoadKind::railroad, "0801", {s_, s_, s_, s_, s_, s_});
  s.board.set_prohibited(at("0405"), at("0505"));
  s.board.set_prohibited(at("0405"), at("0506"));
  s.board.set_prohibited(at("0403"), at("0303"));
  s.board.set_prohibited(at("0404"), at("0304"));

  add_unit(s, "2/1 Inf", Side::first, UnitType::infantry, "0404", 5);
  add_unit(s, "3/1 Inf", Side::first, UnitType::infantry, "0404", 3);
  add_unit(s, "Hooker", Side::first, UnitType::leader, "0404", 0);
  add_unit(s, "1/2 Inf", Side::first, UnitType::infantry, "0206", 4);
  const UnitId stuart = add_unit(s, "Stuart", Side::second, UnitType::cavalry, "0403", 3);
  const UnitId hood = add_unit(s, "Hood", Side::second, UnitType::infantry, "0504", 6);
  add_unit(s, "Longstreet", Side::second, UnitType::leader, "0504", 0);
  add_unit(s, "Pelham", Side::second, UnitType::artillery, "0603", 2);
  s.request.kind = kind;
  s.request.hex = at("0404");
  s.request.active = {stuart, hood};
  return s;
}

/// A 4 x 4 board where the Union brigade "Iron & Co" in the corner 0101 has no way out: both
/// its hexsides are prohibited, so the stack surrenders (GC-11).
inline gcacw::Scenario cornered() {
  gcacw::Scenario s;
  s.board = gcacw::Board(HexGrid(4, 4, io::gcacw_offset_system(true)));
  s.board.set_prohibited(at("0101"), at("0102"));
  s.board.set_prohibited(at("0101"), at("0201"));
  add_unit(s, "Iron & Co", Side::first, gcacw::UnitType::infantry, "0101", 4);
  const UnitId enemy = add_unit(s, "Early", Side::second, gcacw::UnitType::infantry, "0302", 5);
  s.request.hex = at("0101");
  s.request.active = {enemy};
  return s;
}

using test::count;
using test::from_group;
using test::loaded;

}  // namespace skedaddle::render_test
