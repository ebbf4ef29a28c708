// SPDX-License-Identifier: MIT
// Text helpers for SVG output: fixed-precision numbers, XML escaping, a balanced group writer.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::svg::detail {

/// A coordinate or length as text with one decimal ("12.5"); never "-0.0", so the same input
/// always gives the same bytes.
std::string num(double value);

/// `text` with & < > " ' replaced by XML entities, safe in element content and attributes.
std::string xml_escape(std::string_view text);

/// Rough width in pixels of `text` set in the sans-serif font at `font_size` (for layout only).
double text_width(std::string_view text, double font_size);

/// A <text> element at (x, y) in the given font size, squeezed to `max_width` when its rough
/// width would not fit; `extra` is appended to the attributes (starting with a space).
std::string fitted_text(double x, double y, double font_size, double max_width,
                        std::string_view text, std::string_view extra);

/// The font size at most `font_size` at which `text` fits in `max_width` by its rough width
/// (some renderers ignore textLength), never below 60% of `font_size`.
double fitting_font_size(std::string_view text, double font_size, double max_width);

/// The complete document: the <svg> element of the given size (rounded up to whole pixels)
/// with the house font, a white background, then `body` (lines written by an SvgWriter).
std::string svg_document(double width, double height, std::string_view body);

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

}  // namespace skedaddle::svg::detail
