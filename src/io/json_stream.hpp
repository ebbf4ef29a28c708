// SPDX-License-Identifier: MIT
// Writing a long JSON document piece by piece: a buffer handed to a sink whenever it fills, so
// that no writer holds a whole document, and the numbers and texts the option trees of
// `skedaddle-options/5` (docs/format.md) write.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/geometry/hex.hpp"

namespace skedaddle::io::detail {

/// Appends `v` to `out` in decimal, as JSON writes an integer.
inline void append_int(std::string& out, int v) {
  char digits[16];
  const auto end = std::to_chars(digits, digits + sizeof digits, v).ptr;
  out.append(digits, static_cast<std::size_t>(end - digits));
}

/// Appends `text` to `out` as a JSON string, escaped as nlohmann's dump() escapes it (UTF-8
/// kept, invalid bytes replaced by U+FFFD).
void append_json_string(std::string& out, std::string_view text);

/// A buffer that hands its text to `sink` in pieces of about `piece` bytes.
class JsonStream {
 public:
  /// Writes to `sink`; nothing is handed over before `piece` bytes are buffered or flush().
  explicit JsonStream(std::function<void(std::string_view)> sink, std::size_t piece = 1 << 16)
      : sink_(std::move(sink)), piece_(piece) {}
  /// The buffer, to append to; call maybe_flush() after each bounded piece.
  std::string& buffer() { return buffer_; }
  /// Appends raw JSON text.
  void raw(std::string_view text) {
    buffer_ += text;
    maybe_flush();
  }
  /// Hands the buffer over when it holds at least a piece.
  void maybe_flush() {
    if (buffer_.size() >= piece_) flush();
  }
  /// Hands whatever is buffered over.
  void flush() {
    if (buffer_.empty()) return;
    sink_(buffer_);
    buffer_.clear();
  }

 private:
  std::function<void(std::string_view)> sink_;
  std::size_t piece_;
  std::string buffer_;
};

/// `text` (one JSON value as nlohmann's dump(2) writes it) indented by `indent` more spaces
/// on every line after the first, to stand as a member at that depth.
std::string indented(std::string_view text, int indent);

/// Texts numbered as they are first seen, the same text always the same number, each with its
/// JSON string made once: a node's key (NodeTable) may hold the numbers where its entry shows
/// the texts.
class TextNumbers {
 public:
  /// The number of a text.
  int number(std::string_view text);
  /// The text of a number as a JSON string (append_json_string).
  const std::string& json(int n) const { return json_[static_cast<std::size_t>(n)]; }

 private:
  std::unordered_map<std::string, int> numbers_;
  std::vector<std::string> json_;
};

/// The numbers (TextNumbers) of the labels of the hexes within one step of a box of hexes, each
/// label made once.
class HexLabels {
 public:
  /// Covers the hexes within one step of those with `lo.q <= q <= hi.q` and `lo.r <= r <= hi.r`.
  HexLabels(Hex lo, Hex hi);
  /// The number of the label `label(h)` gives a covered hex `h` (a Debug assertion checks it).
  template <class Label>
  int number(Hex h, TextNumbers& texts, const Label& label) {
    SKD_ASSERT(h.q >= corner_.q && static_cast<std::size_t>(h.q - corner_.q) < width_ &&
                   h.r >= corner_.r &&
                   static_cast<std::size_t>(h.r - corner_.r) * width_ < numbers_.size(),
               "a hex label outside the box of a tree's hexes");
    int& n = numbers_[static_cast<std::size_t>(h.r - corner_.r) * width_ +
                      static_cast<std::size_t>(h.q - corner_.q)];
    if (n < 0) n = texts.number(label(h));
    return n;
  }

 private:
  Hex corner_{};
  std::size_t width_ = 0;
  std::vector<int> numbers_;
};

/// The box of the hexes of a tree's nodes (`nodes` has members `hex`), for HexLabels; the
/// origin's for no nodes.
template <class Nodes>
std::pair<Hex, Hex> hex_box(const Nodes& nodes) {
  if (nodes.empty()) return {};
  Hex lo = nodes.front().hex;
  Hex hi = lo;
  for (const auto& n : nodes) {
    lo = {std::min(lo.q, n.hex.q), std::min(lo.r, n.hex.r)};
    hi = {std::max(hi.q, n.hex.q), std::max(hi.r, n.hex.r)};
  }
  return {lo, hi};
}

}  // namespace skedaddle::io::detail
