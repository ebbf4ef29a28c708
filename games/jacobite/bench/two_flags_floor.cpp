// SPDX-License-Identifier: MIT
// The Jacobite two-flags floor (two_flags_floor.hpp).
#include "two_flags_floor.hpp"

#include <cstdio>
#include <cstdlib>
#include <limits>

#include "skedaddle/dice/dice.hpp"

namespace skedaddle::jacobite::bench {
namespace {

[[noreturn]] void outside(const char* what) {
  std::fprintf(stderr, "TwoFlagsFloor: the floor does not cover %s\n", what);
  std::abort();
}

constexpr std::uint8_t kLeaderBit = 4;

}  // namespace

TwoFlagsFloor::TwoFlagsFloor(const HexGrid& grid)
    : stamp_of_(static_cast<std::size_t>(grid.size()), 0),
      who_(static_cast<std::size_t>(grid.size()), 0) {}

TwoFlagsFloorResult TwoFlagsFloor::run(const Scenario& s, std::mt19937_64& rng) {
  const Request& r = s.request;
  const Unit& target = s.units[index_of(r.target)];
  if (r.kind != RequestKind::combat || r.hits != 0 || r.flags != 2 ||
      target.type != UnitType::regular) {
    outside("this request (two flags, no hit, against a regular)");
  }
  const HexGrid& grid = s.board.grid();
  ++stamp_;
  enemies_.clear();
  for (const Unit& u : s.units) {
    if (u.status != Status::on_board) continue;
    const auto i = static_cast<std::size_t>(grid.index(u.hex));
    if (stamp_of_[i] != stamp_) {
      stamp_of_[i] = stamp_;
      who_[i] = 0;
    }
    who_[i] |= static_cast<std::uint8_t>((u.is_leader() ? kLeaderBit : 0) |
                                         (1 + static_cast<int>(u.side)));
    if (!u.is_leader() && u.side != target.side) enemies_.push_back(u.hex);
  }
  const auto occupant = [&](Hex h) -> std::uint8_t {
    const auto i = static_cast<std::size_t>(grid.index(h));
    return stamp_of_[i] == stamp_ ? who_[i] : 0;
  };
  const std::uint8_t own = static_cast<std::uint8_t>(1 + static_cast<int>(target.side));

  // JR-3: no leader with it, fewer than two friends beside it, no lone leader beside it, and
  // neither its type nor its hex lets it ignore a flag.
  if ((occupant(target.hex) & kLeaderBit) != 0) outside("a unit with a leader");
  int friends = 0;
  for (const HexDir d : kHexDirs) {
    const Hex n = neighbor(target.hex, d);
    if (!grid.contains(n)) continue;
    const std::uint8_t o = occupant(n);
    if (o == own) ++friends;
    if (o == (own | kLeaderBit)) outside("a lone leader beside the unit");
  }
  if (friends >= 2 || s.board.ignores_flag(target.hex)) outside("a flag that may be ignored");

  // JR-1, JR-4: two hexes, each one of the two rear hexes, free; ALL-1: the end farthest from
  // the nearest enemy, the first of equals.
  const auto free = [&](Hex h) {
    if (!grid.contains(h) || s.board.terrain(h) == Terrain::impassable) return false;
    const std::uint8_t o = occupant(h);
    if ((o & kLeaderBit) != 0) outside("a leader in the rear");
    return o == 0;
  };
  const std::array<HexDir, 2> rear = s.board.rear(target.side);
  TwoFlagsFloorResult out;
  int farthest = -1;
  for (const HexDir first : rear) {
    const Hex one = neighbor(target.hex, first);
    if (!free(one)) continue;
    for (const HexDir second : rear) {
      const Hex two = neighbor(one, second);
      if (!free(two)) continue;
      int nearest = std::numeric_limits<int>::max();
      for (const Hex e : enemies_)
        nearest = std::min(nearest, hex_distance(two, e));
      if (nearest > farthest) {
        farthest = nearest;
        out.end = two;
      }
    }
  }
  if (farthest < 0) outside("a retreat that cannot go two hexes");

  // JR-6: a die a block, one more at full strength; any flag rallies.
  out.dice = target.blocks + (target.blocks == kFullStrength ? 1 : 0);
  for (int k = 0; k < out.dice; ++k) {
    const int face = static_cast<int>(uniform_below(rng, 6)) + 1;
    out.faces[static_cast<std::size_t>(k)] = face;
    out.rallied = out.rallied || s.options.die[static_cast<std::size_t>(face - 1)] == Face::flag;
  }
  return out;
}

}  // namespace skedaddle::jacobite::bench
