// SPDX-License-Identifier: MIT
// What became of the units of a Grande Tactique outcome, for skedaddle odds: each unit whose
// state or ending changed or that moved, its end binned to the whole inch (the table is
// continuous; a 2d6 flight ends a few tenths apart on many ways).
#include <cmath>
#include <string>

#include "grande_tactique/io/names.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/odds/fates_writer.hpp"

namespace skedaddle::io {

namespace {

/// `centre` rounded to the inch, as odds group positions.
Vec2 binned(Vec2 centre) {
  return Vec2{std::round(centre.x), std::round(centre.y)};
}

}  // namespace

void fates(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome, Fates& out) {
  const auto& game = io::game_of<grande_tactique::Scenario>(scenario);
  FatesWriter write(out);
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const grande_tactique::Unit& before = game.units[i];
    const grande_tactique::Unit& after = outcome.units[i];
    if (after.ending == grande_tactique::Ending::on_table) {
      const bool moved = binned(after.base.centre) != binned(before.base.centre);
      if (!moved && after.state == before.state) continue;
      UnitFate& fate = write.unit(after.id);
      // A general has no morale state of his own: what matters is that he lives (GT-12).
      fate.fate += after.arm == grande_tactique::Arm::general ? std::string_view("survives")
                                                              : detail::gt_state_name(after.state);
      if (moved) {
        fate.fate += ", ends at ";
        fate.fate += detail::gt_point(binned(after.base.centre));
      } else {
        fate.fate += ", stays";
      }
      fate.at = binned(after.base.centre);
    } else {
      UnitFate& fate = write.unit(after.id);
      fate.fate += after.ending == grande_tactique::Ending::fled
                       ? std::string_view("flees off the table")
                       : grande_tactique::ending_name(after.ending);
    }
  }
  write.finish();
}

Fates fates(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome) {
  Fates out;
  fates(scenario, outcome, out);
  return out;
}

}  // namespace skedaddle::io
