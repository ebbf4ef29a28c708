// SPDX-License-Identifier: MIT
// Private to the batch: the lines of a stream, each held only up to a limit, so that one
// endless line cannot fill the memory.
#pragma once

#include <array>
#include <cstddef>
#include <istream>
#include <string>

namespace skedaddle::batch {

/// One line of the input.
struct Line {
  std::string text;       ///< without its '\n'; at most the limit
  std::size_t bytes = 0;  ///< its whole length, which may be more than text holds
  bool too_long = false;  ///< longer than the limit: text holds only its first bytes
};

/// Reads a stream line by line; a line longer than `most_bytes` is read to its end but kept
/// only up to the limit (and one byte more), flagged too_long.
class LineReader {
 public:
  LineReader(std::istream& in, std::size_t most_bytes) : in_(in), most_bytes_(most_bytes) {}

  /// The next line into `line`; false at the end of the input. A last line without '\n'
  /// counts; an input ending in '\n' has no empty line after it.
  bool next(Line& line);
  /// True when the stream failed otherwise than by ending (a read error).
  bool failed() const { return in_.bad(); }

 private:
  /// Refills the buffer; false at the end of the input.
  bool fill();

  std::istream& in_;
  std::size_t most_bytes_;
  std::array<char, 64 * 1024> buffer_{};
  std::size_t begin_ = 0;
  std::size_t end_ = 0;
};

}  // namespace skedaddle::batch
