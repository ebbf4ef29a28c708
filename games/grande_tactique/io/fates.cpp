// SPDX-License-Identifier: MIT
// What became of the units of a Grande Tactique outcome, for skedaddle odds: each unit whose
// state or ending changed or that moved, its end binned to the whole inch (the table is
// continuous; a 2d6 flight ends a few tenths apart on many ways).
#include <cmath>
#include <optional>
#include <string>

#include "grande_tactique/io/names.hpp"
#include "skedaddle/grande_tactique/io.hpp"

namespace skedaddle::io {

namespace {

/// Where a base ends, to the nearest inch: "(10, 4)".
/// `centre` rounded to the inch, as odds group positions.
Vec2 binned(Vec2 centre) {
  return Vec2{std::round(centre.x), std::round(centre.y)};
}

}  // namespace

Fates fates(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome) {
  const auto& game = io::game_of<grande_tactique::Scenario>(scenario);
  Fates out;
  for (std::size_t i = 0; i < outcome.units.size() && i < game.units.size(); ++i) {
    const grande_tactique::Unit& before = game.units[i];
    const grande_tactique::Unit& after = outcome.units[i];
    std::string fate;
    std::optional<Place> at;
    if (after.ending == grande_tactique::Ending::on_table) {
      const bool moved = binned(after.base.centre) != binned(before.base.centre);
      if (!moved && after.state == before.state) continue;
      // A general has no morale state of his own: what matters is that he lives (GT-12).
      const std::string state = after.arm == grande_tactique::Arm::general
                                    ? "survives"
                                    : std::string(detail::gt_state_name(after.state));
      fate =
          state + (moved ? ", ends at " + detail::gt_point(binned(after.base.centre)) : ", stays");
      at = binned(after.base.centre);
    } else {
      fate = after.ending == grande_tactique::Ending::fled
                 ? "flees off the table"
                 : std::string(grande_tactique::ending_name(after.ending));
    }
    out.units.push_back(UnitFate{after.id, std::move(fate), 0, at});
  }
  return out;
}

}  // namespace skedaddle::io
