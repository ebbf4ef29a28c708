// SPDX-License-Identifier: MIT
// Incremental occupancy index (DESIGN: occupancy index consistent with the units).
#include "gcacw/rules/occupancy.hpp"

#include "skedaddle/core/assert.hpp"

namespace skedaddle::gcacw {

namespace {

bool counts(const Unit& u) {
  return u.is_combat() && u.status == Status::on_map;
}

}  // namespace

void Occupancy::add(const Counted& c, int delta) {
  if (!c.counted) return;
  auto& cell =
      counts_[static_cast<std::size_t>(grid_.index(c.hex))][static_cast<std::size_t>(c.side)];
  cell += delta;
  totals_[static_cast<std::size_t>(c.side)] += delta;
}

void Occupancy::sync(const HexGrid& grid, const std::vector<Unit>& units, Hex at,
                     std::vector<UnitId>& standing) {
  if (grid_ != grid) {
    grid_ = grid;
    counts_.assign(static_cast<std::size_t>(grid.size()), {0, 0});
    counted_.clear();
    totals_ = {0, 0};
  }
  for (std::size_t k = units.size(); k < counted_.size(); ++k)
    add(counted_[k], -1);
  counted_.resize(units.size());
  standing.clear();
  // The size read once: the stores below could alias it as far as the compiler knows, and
  // reading it again each time divides by sizeof(Unit).
  const std::size_t count = units.size();
  const Unit* const first = units.data();
  Counted* const counted = counted_.data();
  for (std::size_t k = 0; k < count; ++k) {
    const Unit& u = first[k];
    if (u.hex == at && u.status == Status::on_map) {
      standing.push_back(UnitId{static_cast<std::uint32_t>(k)});
    }
    Counted& was = counted[k];
    const bool now = counts(u);
    if (now == was.counted && (!now || (was.hex == u.hex && was.side == u.side))) continue;
    add(was, -1);
    was = Counted{now, u.hex, u.side};
    add(was, +1);
  }
  SKD_ASSERT(consistent_with(units), "occupancy index out of step with the units");
}

bool Occupancy::consistent_with(const std::vector<Unit>& units) const {
  std::vector<std::array<int, 2>> fresh(counts_.size(), {0, 0});
  for (const Unit& u : units) {
    if (!counts(u)) continue;
    ++fresh[static_cast<std::size_t>(grid_.index(u.hex))][static_cast<std::size_t>(u.side)];
  }
  return fresh == counts_;
}

}  // namespace skedaddle::gcacw
