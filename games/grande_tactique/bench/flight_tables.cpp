// SPDX-License-Identifier: MIT
// The generated tables of the Grande Tactique flight benchmarks (flight_tables.hpp).
#include "flight_tables.hpp"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace skedaddle::grande_tactique::bench {
namespace {

constexpr std::uint64_t kTableSeed = 0x67A11E;

double uniform(std::mt19937_64& rng, double lo, double hi) {
  return lo + (hi - lo) * static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

/// A hexagon-ish area of radius r around c (a wood, a village, a lake).
std::vector<Vec2> blob(Vec2 c, double r) {
  std::vector<Vec2> out;
  for (int k = 0; k < 6; ++k)
    out.push_back(c + r * bearing_vector(60.0 * k));
  return out;
}

}  // namespace

Scenario flight_table(double width, double depth, int bases, bool ringed) {
  std::mt19937_64 rng(kTableSeed);
  Scenario s;
  s.table.width = width;
  s.table.depth = depth;
  for (int k = 0; k < 12; ++k) {
    const Vec2 c{width * (k % 4 + 0.5) / 4.0, depth * (k / 4 + 0.5) / 3.0 + 3.0};
    const TerrainKind kind = k % 3 == 0 ? TerrainKind::impassable : TerrainKind::woods;
    Area area(blob(c, 2.5));
    const Vec2 anchor = area.centroid();
    s.table.terrain.push_back(
        Terrain{.kind = kind, .name = "T" + std::to_string(k), .area = area, .anchor = anchor});
  }
  auto place = [&](Unit u) { s.units.push_back(std::move(u)); };
  const Vec2 middle{width / 2.0 + 1.3, depth / 2.0 - 1.1};
  place(Unit{.id = "Fugitive", .side = Side::first, .base = Box{middle, {0.0, 1.0}, 2.5, 1.0}});
  if (ringed) {
    for (int k = 0; k < 16; ++k) {
      const Vec2 out = bearing_vector(22.5 * k);
      place(Unit{.id = "Ring" + std::to_string(k),
                 .side = Side::second,
                 .base = Box{middle + 7.0 * out, -out, 2.5, 1.0}});
    }
  } else {
    place(Unit{.id = "Causer",
               .side = Side::second,
               .arm = Arm::cavalry,
               .base = Box{middle + Vec2{0.0, 1.0}, {0.0, -1.0}, 1.5, 1.0}});
  }
  while (static_cast<int>(s.units.size()) < bases) {
    const bool cavalry = rng() % 3 == 0;
    const BaseSize size = default_base(cavalry ? Arm::cavalry : Arm::infantry);
    const Box b{{uniform(rng, 2.0, width - 2.0), uniform(rng, 2.0, depth - 2.0)},
                bearing_vector(static_cast<double>(rng() % 360)),
                size.width,
                size.depth};
    bool clear = true;
    for (const Unit& u : s.units)
      clear = clear && distance(u.base, b) > 0.2;
    for (const Terrain& t : s.table.terrain)
      clear = clear && !t.area.overlaps(b);
    if (!clear) continue;
    place(Unit{.id = "U" + std::to_string(s.units.size()),
               .side = rng() % 2 == 0 ? Side::first : Side::second,
               .arm = cavalry ? Arm::cavalry : Arm::infantry,
               .base = b});
  }
  s.request.kind = RequestKind::flee;
  s.request.unit = UnitId{0};
  s.request.causer = UnitId{1};
  s.request.cause = Cause::charge;
  return s;
}

}  // namespace skedaddle::grande_tactique::bench
