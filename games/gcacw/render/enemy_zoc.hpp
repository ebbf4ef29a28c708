// SPDX-License-Identifier: MIT
// Enemy zones of control as the picture shows them (GC-5), computed from the scenario alone.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::svg::detail {

/// The side of the units standing in the request's hex, or nothing when it is empty.
std::optional<Side> retreating_side(const gcacw::Scenario& game);

/// Per grid index (HexGrid::index), 1 when the hex is in the zone of control of a combat unit
/// of `enemy`: a neighbour of its hex on the map, not across a prohibited hexside unless the
/// option zoc_across_prohibited is set (GC-5). Leaders and units off the map exert none.
std::vector<std::uint8_t> zoc_of(const gcacw::Scenario& game, Side enemy);

}  // namespace skedaddle::svg::detail
