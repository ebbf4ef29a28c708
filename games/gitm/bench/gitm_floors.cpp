// SPDX-License-Identifier: MIT
// The GITM floors (gitm_floors.hpp).
#include "gitm_floors.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "skedaddle/dice/dice.hpp"

namespace skedaddle::gitm::bench {
namespace {

[[noreturn]] void outside(const char* what) {
  std::fprintf(stderr, "GITM floor: the floor does not cover %s\n", what);
  std::abort();
}

constexpr std::uint8_t kFriend = 1;
constexpr std::uint8_t kEnemy = 2;
constexpr std::uint8_t kNeutral = 4;

std::uint8_t bit(Allegiance a) {
  return a == Allegiance::friendly ? kFriend : a == Allegiance::enemy ? kEnemy : kNeutral;
}

/// GI-2: the unit's own movement and each enemy arrival in the battle square, with the two
/// directions beside each.
Dir8Set invalid(const Scenario& s, const Unit& u, const Unit& other, Dir8Set so_far) {
  if (&other == &u) return u.moved ? so_far | cone(*u.moved) : so_far;
  if (other.allegiance == Allegiance::enemy && other.moved && other.square == s.request.battle) {
    return so_far | cone(came_from(*other.moved));
  }
  return so_far;
}

void require_gitm(const Scenario& s, RequestKind kind) {
  if (s.options.variant != Variant::gitm || s.request.kind != kind || s.request.units.size() != 1 ||
      s.request.distance) {
    outside("this request (GITM, one unit, the distance drawn)");
  }
}

}  // namespace

RetreatFloor::RetreatFloor(const SquareGrid& map)
    : stamp_of_(static_cast<std::size_t>(map.size()), 0),
      who_(static_cast<std::size_t>(map.size()), 0),
      map_(map) {}

std::uint8_t RetreatFloor::at(Square s) const {
  if (!map_.contains(s)) return 0;
  const auto i = static_cast<std::size_t>(map_.index(s));
  return stamp_of_[i] == stamp_ ? who_[i] : 0;
}

FloorResult RetreatFloor::run(const Scenario& s, std::mt19937_64& rng) {
  require_gitm(s, RequestKind::retreat);
  const Unit& u = s.units[index_of(s.request.units.front())];
  if (u.square != s.request.battle || !u.present()) outside("a unit outside the battle square");
  ++stamp_;
  Dir8Set out;
  for (const Unit& other : s.units) {
    out = invalid(s, u, other, out);
    if (&other == &u || !other.present()) continue;
    const auto i = static_cast<std::size_t>(map_.index(other.square));
    if (stamp_of_[i] != stamp_) {
      stamp_of_[i] = stamp_;
      who_[i] = 0;
    }
    who_[i] |= bit(other.allegiance);
  }
  const auto hostile = [&](Square q) { return (at(q) & (kEnemy | kNeutral)) != 0; };
  const auto step_blocked = [&](Square from, Dir8 d) {
    const Square to = neighbor(from, d);
    if (s.field.blocked(to) || hostile(to)) return true;
    if (!is_diagonal(d)) return false;
    // GITM's corner rule: both corner squares hostile.
    return hostile(neighbor(from, rotate(d, -1))) && hostile(neighbor(from, rotate(d, 1)));
  };

  // GI-3: the valid directions not into an enemy; toward friends when any.
  const Square from = u.square;
  Dir8Set candidates;
  Dir8Set preferred;
  bool all_blocked = true;
  for (const Dir8 d : Dir8Set::all() - out) {
    const Square next = neighbor(from, d);
    all_blocked = all_blocked && step_blocked(from, d);
    if ((at(next) & kEnemy) != 0) continue;
    candidates.insert(d);
    if ((at(next) & kFriend) != 0) preferred.insert(d);
  }
  if (candidates.empty() || all_blocked) return {0, from, Ending::surrendered};  // GI-7
  const Dir8Set pool = preferred.empty() ? candidates : preferred;
  FloorResult r;
  if (pool.size() > 1) {
    r.direction_face =
        static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(pool.size()))) + 1;
  }
  const Dir8 d = pool.nth(std::max(r.direction_face, 1) - 1);
  const int squares = static_cast<int>(uniform_below(rng, kRetreatMax)) + 1;  // GI-4

  Square now = from;
  int made = 0;
  while (made < squares && !step_blocked(now, d)) {
    now = neighbor(now, d);
    ++made;
  }
  r.end = now;
  r.ending = made == 0         ? Ending::surrendered
             : made == squares ? Ending::moved
                               : Ending::stopped_short;
  return r;
}

FloorResult RoutFloor::run(const Scenario& s, std::mt19937_64& rng) const {
  require_gitm(s, RequestKind::rout);
  if (s.field.marsh) outside("a marsh");
  const Unit& u = s.units[index_of(s.request.units.front())];
  if (u.square != s.request.battle || !u.present()) outside("a unit outside the battle square");
  Dir8Set out;
  Dir8Set coned;  // directions whose exit cone holds an enemy (GI-5)
  for (const Unit& other : s.units) {
    out = invalid(s, u, other, out);
    if (other.allegiance != Allegiance::enemy || !other.present()) continue;
    coned |= exit_cones(other.square - u.square, s.options.cone_edges);
  }
  Dir8Set blocked = coned;
  for (const Dir8 d : kDir8s) {
    const Neighbor& n = s.field.neighbors[static_cast<std::size_t>(d)];
    if (!n.on_map || !n.passable || n.crossing_closed) blocked.insert(d);
  }
  if (u.fatigue > kRoutFatigueMax) blocked = Dir8Set::all();
  const Dir8Set valid = Dir8Set::all() - out;
  if (valid.empty() || (valid - blocked).empty()) return {0, u.square, Ending::surrendered};
  FloorResult r;
  if (valid.size() > 1) {
    r.direction_face =
        static_cast<int>(uniform_below(rng, static_cast<std::uint64_t>(valid.size()))) + 1;
  }
  const Dir8 d = valid.nth(std::max(r.direction_face, 1) - 1);
  if (blocked.contains(d)) return {r.direction_face, u.square, Ending::surrendered};
  // The entry band of the map entered: the first 4 rows or columns from the edge crossed.
  const SquareStep step = step_of(d);
  constexpr int kBand = 4;
  r.end = u.square;
  if (step.drow < 0) r.end.row = std::max(u.square.row, s.field.map.rows() - kBand);
  if (step.drow > 0) r.end.row = std::min(u.square.row, kBand - 1);
  if (step.dcol > 0) r.end.col = std::min(u.square.col, kBand - 1);
  if (step.dcol < 0) r.end.col = std::max(u.square.col, s.field.map.columns() - kBand);
  r.ending = Ending::routed;
  return r;
}

}  // namespace skedaddle::gitm::bench
