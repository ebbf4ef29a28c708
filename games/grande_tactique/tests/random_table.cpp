// SPDX-License-Identifier: MIT
#include "grande_tactique/tests/random_table.hpp"

#include "grande_tactique/tests/builder.hpp"

namespace skedaddle::test {

using grande_tactique::Arm;
using grande_tactique::BaseSize;
using grande_tactique::Cause;
using grande_tactique::Scenario;
using grande_tactique::State;
using grande_tactique::Terrain;
using grande_tactique::TerrainKind;
using grande_tactique::Unit;

bool gt_free_spot(const Scenario& s, const Box& b) {
  Box grown = b;
  grown.width += 0.1;
  grown.depth += 0.1;
  if (!s.table.holds(grown)) return false;
  for (const Unit& u : s.units)
    if (overlap(grown, u.base)) return false;
  for (const Terrain& t : s.table.terrain)
    if (t.area.overlaps(grown)) return false;
  return true;
}

GtRandomTable gt_random_table(std::uint64_t seed) {
  GtRng rng(seed);
  GtRandomTable t{gt_table(), {}, {}};
  Scenario& s = t.s;
  const Arm a_arm = rng.chance(0.6) ? Arm::infantry : Arm::cavalry;
  const Vec2 at{rng.real(10.0, 62.0), rng.real(8.0, 40.0)};
  // One draw a statement, in GCC's order (it evaluates a call's arguments right to left, clang
  // left to right), so that both compilers draw the tables GCC drew before.
  const State a_state = rng.chance(0.5) ? State::eager : State::shaken;
  t.a = gt_unit(s, "A", a_arm, Side::first, at, rng.real(0.0, 360.0), a_state);
  if (a_arm == Arm::infantry && rng.chance(0.15)) gt_square(s, t.a);
  const Arm c_arms[] = {Arm::infantry, Arm::cavalry, Arm::foot_artillery};
  const double b = rng.real(0.0, 360.0);
  const Arm c_arm = c_arms[rng.integer(0, 2)];
  t.c =
      gt_unit(s, "C", c_arm, Side::second, at + rng.real(1.9, 3.5) * bearing_vector(b), b + 180.0);
  // Guns do not charge: they send a unit off with grapeshot in contact (GT-1).
  gt_flee(s, t.a, t.c, c_arm == Arm::foot_artillery ? Cause::grapeshot : Cause::charge);

  // Terrain: woods 5" square, an impassable lake 1.5" x 8", clear of A and C.
  const int woods = rng.chance(0.35) ? rng.integer(1, 2) : 0;
  for (int i = 0; i < woods; ++i) {
    const Vec2 w{rng.real(3.0, 64.0), rng.real(3.0, 40.0)};
    const Area area(gt_rect(w.x, w.y, w.x + 5.0, w.y + 5.0));
    if (area.overlaps(s.units[0].base) || area.overlaps(s.units[1].base)) continue;
    gt_terrain(s, TerrainKind::woods, "W" + std::to_string(i), area.outline());
  }
  if (rng.chance(0.2)) {
    const Vec2 w{rng.real(3.0, 66.0), rng.real(3.0, 36.0)};
    const Area area(gt_rect(w.x, w.y, w.x + 1.5, w.y + 8.0));
    if (!area.overlaps(s.units[0].base) && !area.overlaps(s.units[1].base))
      gt_terrain(s, TerrainKind::impassable, "Lake", area.outline());
  }

  const int others = rng.integer(6, 18);
  const Arm arms[] = {Arm::infantry, Arm::infantry,       Arm::infantry,        Arm::cavalry,
                      Arm::cavalry,  Arm::foot_artillery, Arm::horse_artillery, Arm::general};
  int placed = 0;
  for (int tries = 0; placed < others && tries < 400; ++tries) {
    const Arm arm = arms[rng.integer(0, 7)];
    const Side side = rng.chance(0.5) ? Side::first : Side::second;
    const Vec2 p = rng.chance(0.75) ? at + Vec2{rng.real(-9.0, 9.0), rng.real(-9.0, 9.0)}
                                    : Vec2{rng.real(2.0, 70.0), rng.real(2.0, 46.0)};
    const double facing = rng.real(0.0, 360.0);
    const BaseSize size = default_base(arm);
    const Box box{p, bearing_vector(facing), size.width, size.depth};
    if (!gt_free_spot(s, box)) continue;
    if (side == Side::second && arm != Arm::general && distance(box, s.units[0].base) < 1.5)
      continue;
    State state = State::eager;
    if (flees(arm)) {
      const double r = rng.real(0.0, 1.0);
      state = r < 0.6 ? State::eager : (r < 0.85 ? State::shaken : State::routed);
    }
    gt_unit(s, "U" + std::to_string(placed), arm, side, p, facing, state);
    ++placed;
  }
  // Sometimes a general attached to A, on its base's right flank if that spot is free.
  if (rng.chance(0.25)) {
    const Box& ab = s.units[0].base;
    const Vec2 right = -1.0 * perp(ab.facing);
    const Vec2 g = ab.centre + (ab.width / 2.0 + 0.25) * right;
    const Box gb{g, {0.0, 1.0}, 0.5, 0.5};
    bool clear = s.table.holds(gb);
    for (std::size_t i = 1; i < s.units.size(); ++i)
      clear = clear && !overlap(gb, s.units[i].base);
    if (clear) gt_general(s, "G", Side::first, g, t.a);
  }
  return t;
}

Scenario gt_random_continue(std::uint64_t seed) {
  GtRandomTable t = gt_random_table(seed);
  gt_at(t.s, t.a).state = State::routed;
  gt_continue(t.s, Side::first);
  return t.s;
}

}  // namespace skedaddle::test
