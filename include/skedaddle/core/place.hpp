// SPDX-License-Identifier: MIT
// A location on a map of any geometry, for events and options shared by every ruleset.
#pragma once

#include <variant>

#include "skedaddle/geometry/hex.hpp"

namespace skedaddle {

/// Where something is. Square and plane positions join this variant with their geometries.
using Place = std::variant<Hex>;

}  // namespace skedaddle
