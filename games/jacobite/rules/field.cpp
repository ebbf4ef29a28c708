// SPDX-License-Identifier: MIT
// The battlefield during a resolution: who stands in each hex.
#include <algorithm>
#include <cstdlib>

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
  standing_at_.resize(units_.size());
  for (std::size_t i = 0; i < units_.size(); ++i) {
    if (units_[i].is_leader()) continue;
    Standing& side = standing_[static_cast<std::size_t>(units_[i].side)];
    standing_at_[i] = static_cast<std::uint32_t>(side.q.size());
    side.q.push_back(kGone);
    side.r.push_back(kGone);
    stand(i);
  }
}

void Field::stand(std::size_t i) {
  const Unit& u = units_[i];
  if (u.is_leader()) return;
  Standing& side = standing_[static_cast<std::size_t>(u.side)];
  const bool on_board = u.status == Status::on_board;
  side.q[standing_at_[i]] = on_board ? u.hex.q : kGone;
  side.r[standing_at_[i]] = on_board ? u.hex.r : kGone;
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
  const Standing& enemies = standing_[side == Side::first ? 1 : 0];
  // The least of twice each hex distance, |dq| + |dr| + |dq + dr| (axial coordinates).
  int twice = 2 * kNoEnemy;
  const std::size_t n = enemies.q.size();
  const int* qs = enemies.q.data();
  const int* rs = enemies.r.data();
  for (std::size_t k = 0; k < n; ++k) {
    const int dq = qs[k] - h.q;
    const int dr = rs[k] - h.r;
    twice = std::min(twice, std::abs(dq) + std::abs(dr) + std::abs(dq + dr));
  }
  return twice / 2;
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
  stand(i);
}

void Field::mark_falling(UnitId id, Status status) {
  const std::size_t i = checked_index(index_of(id), units_.size(), "unit");
  Unit& u = units_[i];
  require(u.status == Status::on_board, "Field::mark_falling: a unit leaving play twice");
  require(status != Status::on_board, "Field::mark_falling: leaving play to the board");
  changing(i);
  u.status = status;
  stand(i);
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
  stand(i);
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
    stand(i);
    if (u.status != Status::on_board) continue;
    const auto at = static_cast<std::size_t>(hex_index(u.hex));
    (u.is_leader() ? leader_in_ : unit_in_)[at] = static_cast<std::uint16_t>(i + 1);
  }
  changed_.clear();
}

}  // namespace skedaddle::jacobite
