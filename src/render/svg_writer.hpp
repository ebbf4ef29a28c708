// SPDX-License-Identifier: MIT
// Text helpers for SVG output: fixed-precision numbers, XML escaping, a balanced group writer.
#pragma once

#include <string>
#include <string_view>

namespace skedaddle::render::detail {

/// A coordinate or length as text with one decimal ("12.5"); never "-0.0", so the same input
/// always gives the same bytes.
std::string num(double value);

/// `text` with & < > " ' replaced by XML entities, safe in element content and attributes.
std::string xml_escape(std::string_view text);

/// Rough width in pixels of `text` set in the sans-serif font at `font_size` (for layout only).
double text_width(std::string_view text, double font_size);

/// Accumulates SVG elements, one per line, indented by group depth. Every open_group() must be
/// matched by a close_group() before text() is used.
class SvgWriter {
 public:
  /// Appends one complete element (or any markup) on its own line.
  void add(std::string_view element);
  /// Opens a <g> with the given attributes (may be empty).
  void open_group(std::string_view attributes);
  /// Closes the innermost open <g>.
  void close_group();
  /// Number of groups open.
  int depth() const { return depth_; }
  /// Everything written so far.
  const std::string& text() const { return text_; }

 private:
  void indent();
  std::string text_;
  int depth_ = 0;
};

}  // namespace skedaddle::render::detail
