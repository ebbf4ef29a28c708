// SPDX-License-Identifier: MIT
// Divisions that collapse and corps that lose half their units (GT-13).
#include "grande_tactique/rules/formations.hpp"

namespace skedaddle::grande_tactique::detail {

bool division_broken(const std::vector<Unit>& units, int division) {
  int members = 0;
  int broken = 0;
  for (const Unit& u : units) {
    if (u.arm == Arm::general || u.division != division) continue;
    ++members;
    const bool gone = u.ending == Ending::fled || u.ending == Ending::destroyed;
    if (gone || (u.on_table() && u.state == State::routed)) ++broken;
  }
  return broken >= 1 && broken >= members - 1;
}

bool corps_halved(const std::vector<Unit>& units, const Corps& corps, int index) {
  int listed = 0;
  int lost = 0;
  for (const Unit& u : units) {
    if (u.arm == Arm::general || u.corps != index) continue;
    ++listed;
    if (u.ending == Ending::fled || u.ending == Ending::destroyed ||
        u.ending == Ending::withdrawn) {
      ++lost;
    }
  }
  const int original = corps.original_units > 0 ? corps.original_units : listed;
  const int before = original - listed;  // lost before the scenario
  return original > 0 && 2 * (lost + before) >= original;
}

}  // namespace skedaddle::grande_tactique::detail
