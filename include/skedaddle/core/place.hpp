// SPDX-License-Identifier: MIT
// A location on a map of any geometry, for events and options shared by every ruleset.
#pragma once

#include <variant>

#include "skedaddle/geometry/hex.hpp"
#include "skedaddle/geometry/plane.hpp"
#include "skedaddle/geometry/square.hpp"

namespace skedaddle {

/// Where something is: a hex, a square of a tactical map, or a point on a measured table.
using Place = std::variant<Hex, Square, Vec2>;

}  // namespace skedaddle
