// SPDX-License-Identifier: MIT
// The resolved routes of a picture drawn on hexes or squares (GCACW, Jacobite Rising, GITM /
// ROTD) read back as places: each route's corners after the first and the tip of its
// arrowhead, as its marker draws it, placed in the drawn hex or square holding them (named by
// the tooltips of the map's polygons and squares); and compared with the paths of the "moved"
// events of the outcome's JSON. Nothing of the renderer's route code is used.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// What route_end_differences() found.
struct RoutesCompared {
  std::string differences;  ///< one line each; "" when nothing differs
  int routes = 0;           ///< routes drawn and compared
};

/// What differs between the routes drawn in `svg` and the "moved" events of `outcome_json`
/// (the outcome as `resolve --json` writes it). Each
/// drawn route (GCACW: `<path id="route">`, the stack's; Jacobite and GITM: `<path
/// class="route ...">` titled with its mover) must pass through the centres of the hexes of a run
/// of its mover's moves and its arrowhead end in the last hex of that run (in none past the board's
/// edge), and each mover's last hex must be the end of one of its routes.
RoutesCompared route_end_differences(std::string_view svg, std::string_view outcome_json);

/// The name of the hex or square of `svg` (as its map's tooltips name them) holding the point
/// (`x`, `y`); "" where none does.
std::string drawn_place_at(std::string_view svg, double x, double y);

/// The same for the picture `render` draws of `scenario` resolved with its own choices and
/// seed, or `best` without recorded choices (cropped, with the options); none when the
/// scenario does not pass its checks or the rules refuse the request.
std::optional<RoutesCompared> resolved_route_differences(const io::LoadedScenario& scenario);

}  // namespace skedaddle::test
