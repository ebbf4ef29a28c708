// SPDX-License-Identifier: MIT
// The list limits of io::Limits as the games' readers check them.
#include "io/limit_check.hpp"

#include <fmt/format.h>

namespace skedaddle::io::detail {

bool within_limit(Reader& r, const Node& node, std::size_t limit, std::string_view what,
                  std::string_view flag) {
  const std::size_t n = node.value.size();
  if (n <= limit) return true;
  r.error(node.pointer,
          fmt::format("expected at most {} {}, got {} {}", limit, what, n, raise_hint(flag)));
  return false;
}

bool units_within_limit(Reader& r, const Node& units) {
  return within_limit(r, units, r.limits().units, "units", "--max-units");
}

bool corners_within_limit(Reader& r, const Node& outline) {
  return within_limit(r, outline, r.limits().polygon_corners, "corners", "--max-polygon-corners");
}

bool terrain_corners_within_limit(Reader& r, const Node& list, std::size_t corners) {
  const std::size_t limit = r.limits().terrain_corners;
  if (corners <= limit) return true;
  r.error(list.pointer, fmt::format("expected at most {} corners in all outlines, got {} {}", limit,
                                    corners, raise_hint("--max-terrain-corners")));
  return false;
}

}  // namespace skedaddle::io::detail
