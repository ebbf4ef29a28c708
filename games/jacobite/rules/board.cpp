// SPDX-License-Identifier: MIT
// The Jacobite Rising board (JR-1) and the per-type tables of units and dice.
#include "skedaddle/core/assert.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

Board::Board(HexGrid grid, Edge first)
    : grid_(grid),
      first_(first),
      terrain_(static_cast<std::size_t>(grid.size()), Terrain::clear),
      ignore_(static_cast<std::size_t>(grid.size()), 0) {
  SKD_ASSERT(grid.system().orientation == HexOrientation::pointy,
             "a Commands & Colors board has pointy-topped hexes in rows");
}

Edge Board::baseline(Side side) const {
  if (side == Side::first) return first_;
  return first_ == Edge::top ? Edge::bottom : Edge::top;
}

bool Board::on_baseline(Hex h, Side side) const {
  return rows_from_baseline(h, side) == 0;
}

std::array<HexDir, 2> Board::rear(Side side) const {
  // On a pointy-topped map minus_r is up-left (NW) and plus_q_minus_r up-right (NE);
  // minus_q_plus_r is down-left (SW) and plus_r down-right (SE). JR-1: only these two.
  if (baseline(side) == Edge::top) return {HexDir::minus_r, HexDir::plus_q_minus_r};
  return {HexDir::minus_q_plus_r, HexDir::plus_r};
}

int Board::rows_from_baseline(Hex h, Side side) const {
  const int row = to_offset(h, grid_.system()).row;
  return baseline(side) == Edge::top ? row : grid_.rows() - 1 - row;
}

int hexes_per_flag(UnitType type) {
  // JR-2.
  switch (type) {
    case UnitType::grenadier:
    case UnitType::regular:
    case UnitType::highland:
    case UnitType::artillery:
      return 1;
    case UnitType::lowland:
    case UnitType::militia:
    case UnitType::cavalry:
      return 2;
    case UnitType::leader:
      return 0;
  }
  SKD_ASSERT(false, "unit type outside the enumeration");
  return 0;
}

int melee_dice(const Unit& unit, bool leader_attached) {
  if (unit.is_leader()) return 0;
  // House defaults from the Tricorne unit roster (games/jacobite/README.md); a scenario sets
  // `melee_dice` where its unit differs. An attached leader adds a die in melee.
  int dice = 2;
  switch (unit.type) {
    case UnitType::grenadier:
    case UnitType::regular:
    case UnitType::highland:
      dice = 3;
      break;
    case UnitType::lowland:
    case UnitType::militia:
    case UnitType::cavalry:
    case UnitType::artillery:
    case UnitType::leader:
      dice = 2;
      break;
  }
  if (unit.melee_dice) dice = *unit.melee_dice;
  return dice + (leader_attached ? 1 : 0);
}

std::string_view type_name(UnitType type) {
  switch (type) {
    case UnitType::grenadier:
      return "grenadier";
    case UnitType::regular:
      return "regular";
    case UnitType::highland:
      return "highland";
    case UnitType::lowland:
      return "lowland";
    case UnitType::militia:
      return "militia";
    case UnitType::cavalry:
      return "cavalry";
    case UnitType::artillery:
      return "artillery";
    case UnitType::leader:
      return "leader";
  }
  return "?";
}

std::string_view face_name(Face face) {
  switch (face) {
    case Face::infantry:
      return "infantry";
    case Face::cavalry:
      return "cavalry";
    case Face::artillery:
      return "artillery";
    case Face::saber:
      return "saber";
    case Face::flag:
      return "flag";
  }
  return "?";
}

}  // namespace skedaddle::jacobite
