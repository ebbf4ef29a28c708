// SPDX-License-Identifier: MIT
// Bounds on what one scenario may ask of the loader and the engine, so that no input can crash
// the process, exhaust its memory or keep it busy for long. A scenario over a limit is bad
// input: an error at its JSON pointer naming the limit and the command-line flag that raises it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace skedaddle::io {

/// The limits a scenario is loaded under; the defaults are far above any real scenario.
struct Limits {
  std::size_t input_bytes = std::size_t{64} << 20;  ///< the whole document (--max-input-bytes)
  std::size_t depth = 64;                           ///< nesting of arrays and objects (--max-depth)
  std::size_t string_bytes = 64 * 1024;             ///< any string value (--max-string-bytes)
  std::size_t key_bytes = 1024;                     ///< any object key (--max-key-bytes)
  std::size_t units = 10'000;                       ///< units of one scenario (--max-units)
  /// Corners of one outline (--max-polygon-corners). Grande Tactique's flight searches round
  /// every corner within reach, in about quadratic time: 2,000 corners take 0.4 s to render.
  std::size_t polygon_corners = 2'000;
  /// Corners of all of a scenario's outlines together (--max-terrain-corners): what the flight
  /// searches round (10 woods of 1,000 corners within reach take 1 s to render).
  std::size_t terrain_corners = 10'000;
};

/// The most nesting any `Limits::depth` may allow: deeper documents would risk the stack.
inline constexpr std::size_t kMaxDepthLimit = 10'000;

/// The end of a message about a limit: "(the limit; raise it with --max-units)".
std::string raise_hint(std::string_view flag);

}  // namespace skedaddle::io
