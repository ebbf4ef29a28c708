// SPDX-License-Identifier: MIT
// The battlefield during a resolution: who stands in each hex.
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

Field::Field(const Scenario& scenario)
    : board_(&scenario.board), start_(&scenario.units), units_(scenario.units) {
  require(board_->grid().size() <= kMaxHexes, "Field: a board over kMaxHexes (check() first)");
  require(units_.size() < 0xFFFF, "Field: more units than two per hex (check() first)");
  changed_.reserve(8);  // a retreat changes a unit and its leader, a cascade a few more
  for (std::size_t i = 0; i < units_.size(); ++i) {
    const Unit& u = units_[i];
    if (u.status != Status::on_board) continue;
    const int at = hex_index(u.hex);
    require(at >= 0, "Field: a unit off the board (check() first)");
    std::uint16_t& slot = (u.is_leader() ? leader_in_ : unit_in_)[static_cast<std::size_t>(at)];
    require(slot == 0, "Field: two units or two leaders in one hex (check() first)");
    slot = static_cast<std::uint16_t>(i + 1);
  }
}

std::optional<UnitId> Field::unit_at(Hex h) const {
  const int i = hex_index(h);
  return i < 0 ? std::nullopt : unit_in(i);
}

std::optional<UnitId> Field::leader_at(Hex h) const {
  const int i = hex_index(h);
  return i < 0 ? std::nullopt : leader_in(i);
}

std::optional<UnitId> Field::leader_of(UnitId unit) const {
  const Unit& u = this->unit(unit);
  if (u.is_leader() || u.status != Status::on_board) return std::nullopt;
  const std::optional<UnitId> leader = leader_at(u.hex);
  // A falling leader still stands in his hex (JR-7, JR-8) but leads no one.
  if (leader && this->unit(*leader).side == u.side &&
      this->unit(*leader).status == Status::on_board) {
    return leader;
  }
  return std::nullopt;
}

std::optional<UnitId> Field::unit_of(UnitId leader) const {
  const Unit& l = unit(leader);
  if (!l.is_leader() || l.status != Status::on_board) return std::nullopt;
  const std::optional<UnitId> u = unit_at(l.hex);
  if (u && unit(*u).side == l.side) return u;
  return std::nullopt;
}

int Field::enemy_distance(Hex h, Side side) const {
  int best = kNoEnemy;
  for (const Unit& u : units_) {
    if (u.status != Status::on_board || u.is_leader() || u.side == side) continue;
    const int d = hex_distance(h, u.hex);
    if (d < best) best = d;
  }
  return best;
}

void Field::move(UnitId id, Hex to) {
  const std::size_t i = checked_index(index_of(id), units_.size(), "unit");
  Unit& u = units_[i];
  require(u.status == Status::on_board, "Field::move: a unit that left play");
  require(board_->contains(to), "Field::move: to a hex off the board");
  Slots& slots = u.is_leader() ? leader_in_ : unit_in_;
  const auto from_index = static_cast<std::size_t>(board_->grid().index(u.hex));
  const auto to_index = static_cast<std::size_t>(board_->grid().index(to));
  const auto slot = static_cast<std::uint16_t>(index_of(id) + 1);
  SKD_ASSERT(slots[from_index] == slot, "occupancy out of sync");
  require(slots[to_index] == 0 || from_index == to_index, "Field::move: into an occupied hex");
  changing(i);
  slots[from_index] = 0;
  slots[to_index] = slot;
  u.hex = to;
}

void Field::mark_falling(UnitId id, Status status) {
  const std::size_t i = checked_index(index_of(id), units_.size(), "unit");
  Unit& u = units_[i];
  require(u.status == Status::on_board, "Field::mark_falling: a unit leaving play twice");
  require(status != Status::on_board, "Field::mark_falling: leaving play to the board");
  changing(i);
  u.status = status;
}

void Field::remove(UnitId id, Status status) {
  const std::size_t i = checked_index(index_of(id), units_.size(), "unit");
  Unit& u = units_[i];
  require(status != Status::on_board, "Field::remove: to the board");
  Slots& slots = u.is_leader() ? leader_in_ : unit_in_;
  std::uint16_t& slot = slots[static_cast<std::size_t>(board_->grid().index(u.hex))];
  const auto own = static_cast<std::uint16_t>(index_of(id) + 1);
  // Either on the board, or marked falling and still in its hex (mark_falling).
  require(u.status == Status::on_board || (u.status == status && slot == own),
          "Field::remove: a unit that already left play");
  changing(i);
  if (slot == own) slot = 0;
  u.status = status;
}

void Field::remove(UnitId id, Status status, Hex last) {
  remove(id, status);
  units_[index_of(id)].hex = last;
}

void Field::reset() {
  // Empty the hexes the changed units stand in (or fell in) first: one may have moved into a
  // hex another changed unit started in.
  for (const std::uint32_t i : changed_) {
    const Unit& u = units_[i];
    const int at = hex_index(u.hex);
    if (at < 0) continue;
    std::uint16_t& slot = (u.is_leader() ? leader_in_ : unit_in_)[static_cast<std::size_t>(at)];
    if (slot == i + 1) slot = 0;
  }
  // Then put each back. The field changes nothing else: an id, side, type or melee dice stay.
  for (const std::uint32_t i : changed_) {
    Unit& u = units_[i];
    const Unit& start = (*start_)[i];
    u.hex = start.hex;
    u.blocks = start.blocks;
    u.status = start.status;
    if (u.status != Status::on_board) continue;
    const auto at = static_cast<std::size_t>(hex_index(u.hex));
    (u.is_leader() ? leader_in_ : unit_in_)[at] = static_cast<std::uint16_t>(i + 1);
  }
  changed_.clear();
}

}  // namespace skedaddle::jacobite
