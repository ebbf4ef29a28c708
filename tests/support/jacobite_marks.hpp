// SPDX-License-Identifier: MIT
// The marks of a Jacobite Rising picture read back as hexes and numbers and compared with the
// JSON they stand for: the preview's paths against `options --json`, the rally badges and the
// losses ("−1") against the outcome's events. The hexes are those the picture draws (the
// polygons of its terrain group, named by their tooltips); nothing of the renderer is used.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// What differs between the preview drawn in `svg` and the options of the same scenario
/// (`options_json`, as `options --json` writes it), one line each ("" when nothing): each step
/// arrow of the unit's retreat (group "path-steps", read as the hexes its two ends lie in) is
/// a step of the tree of `retreats[0]` (no flag ignored), and each step of that tree is drawn;
/// each ring of "path-ends" is on a hex where a path of that tree ends; the same for the lone
/// leader's steps ("leader-steps", the steps into nodes that complete), his stops
/// ("leader-stops") and his departures over his baseline.
std::string jacobite_preview_differences(std::string_view svg, std::string_view options_json);

/// What differs between the outcome's marks drawn in `svg` and the outcome's JSON
/// (`outcome_json`), one line each: each "rally_checked" event is shown on one badge per unit
/// and hex (group "rally-checks"), standing on the upper half of the hex the unit stood in then
/// (`start_hexes`: id to hex, then the ends of its moves), with its dice and verdict, in
/// order, the badge's word "rallied", "rallied ×N" or "routed" as the last check went, and
/// listed in the legend with its faces; the "strength_lost" events of a unit in one hex are
/// one "−N" (group "losses"), N their blocks in all, standing in the hex its unit stood in or
/// tied to it by a leader line that starts there, and there is no other.
std::string jacobite_mark_differences(std::string_view svg, std::string_view outcome_json,
                                      const std::map<std::string, std::string>& start_hexes);

/// Both for `scenario`: its picture with the outcome (as `render` draws it, cropped) and
/// without (`render --no-resolve`: the preview only), against its options and outcome; none
/// when it does not pass its checks or the rules refuse the request.
std::optional<std::string> jacobite_picture_differences(
    const io::LoadedScenario& scenario, const std::map<std::string, std::string>& start_hexes);

}  // namespace skedaddle::test
