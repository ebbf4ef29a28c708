// SPDX-License-Identifier: MIT
// Private to io: the check each game's reader makes of a list io::Limits bounds (units, the
// corners of an outline), before it reads a single element, so that an oversized list costs one
// error and no time.
#pragma once

#include <cstddef>
#include <string_view>

#include "io/json_reader.hpp"

namespace skedaddle::io::detail {

/// True when the array at `node` has at most `limit` elements; otherwise reports one error at
/// the array, "expected at most 10000 units, got 100000 (the limit; raise it with
/// --max-units)", with `what` the elements' name and `flag` the option that raises the limit.
bool within_limit(Reader& r, const Node& node, std::size_t limit, std::string_view what,
                  std::string_view flag);

/// within_limit for a scenario's "units" array, under Limits::units (--max-units).
bool units_within_limit(Reader& r, const Node& units);

/// within_limit for an outline's array of corners, under Limits::polygon_corners
/// (--max-polygon-corners).
bool corners_within_limit(Reader& r, const Node& outline);

/// The same for all of a scenario's outlines together, `corners` of them in `list` (reported at
/// the list), under Limits::terrain_corners (--max-terrain-corners).
bool terrain_corners_within_limit(Reader& r, const Node& list, std::size_t corners);

}  // namespace skedaddle::io::detail
