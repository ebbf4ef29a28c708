// SPDX-License-Identifier: MIT
// Text from the input made safe to show: a key or string echoed in a message must not move a
// terminal's cursor or fill a screen.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace skedaddle::io {

/// `text` with control characters (C0, DEL, C1) escaped as `\n`, `\t`, `\r` or `\u00XX` and
/// bytes that are not UTF-8 as `\xNN`; when `text` has more than `longest` bytes, its middle is
/// replaced by "...[N bytes]..." (N its length) so that about `longest` bytes of it are kept.
std::string printable(std::string_view text, std::size_t longest = 200);

/// A string from the input as a message quotes it: printable, with '"' and '\' escaped, in
/// double quotes; a long one elided in the middle (at most 64 bytes of it are kept).
std::string quoted_input(std::string_view text);

}  // namespace skedaddle::io
