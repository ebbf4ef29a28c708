// SPDX-License-Identifier: MIT
// JSON documents on one line each (JSON Lines), as the command line prints several answers and
// as a batch writes its answers. No JSON library in this header.
#pragma once

#include <string>
#include <string_view>

namespace skedaddle::io {

/// How a JSON document is laid out: indented for people and files (two spaces, a final
/// newline), or on one line with no whitespace between tokens and no final newline, as a batch
/// writes its answers. The two hold the same tokens: one_line() of the first is the second.
enum class JsonLayout {
  indented,  ///< two-space indentation and a final newline, as the command line prints it
  one_line,  ///< no whitespace outside strings, no final newline (JSON Lines)
};

/// Drops the whitespace between the tokens of a JSON document given piece by piece (a piece
/// may end inside a string), so that the document fits on one line; strings are kept as they
/// are (JSON text holds no raw newline inside a string).
class JsonSqueezer {
 public:
  /// `piece` without the whitespace outside strings, given the pieces before it.
  std::string squeeze(std::string_view piece);

 private:
  bool in_string_ = false;
  bool escaped_ = false;
};

/// A whole JSON document on one line (JsonSqueezer over it), without a final newline.
std::string one_line(std::string_view json);

}  // namespace skedaddle::io
