// SPDX-License-Identifier: MIT
// Where an SVG document's words land: each <text>'s box estimated from its font size, anchor and
// length, and each filled shape's box, in page coordinates and drawing order, so that a test can
// find text drawn over text, text hidden under a shape drawn after it, and text cut off by a clip.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace skedaddle::test {

/// An axis-aligned box on the page, in px.
struct Box {
  double left = 0.0;
  double top = 0.0;
  double right = 0.0;
  double bottom = 0.0;

  [[nodiscard]] double width() const { return right - left; }
  [[nodiscard]] double height() const { return bottom - top; }
  [[nodiscard]] double area() const { return width() * height(); }
};

/// The area two boxes share (0 when they do not meet).
double shared_area(const Box& a, const Box& b);

/// One <text> element as drawn.
struct TextBox {
  std::string text;      ///< its characters, entities decoded
  Box box;               ///< the glyphs' estimated box on the page
  int order = 0;         ///< its place in drawing order
  bool clipped = false;  ///< it reaches outside the clip (clip-path or nested <svg>) it is drawn in
};

/// One filled shape (rect, circle, ellipse, polygon, path, or the marker at the end of a line,
/// its shape turned along the line as drawn)
/// that hides what lies under it: its fill is not "none" and it is drawn at least 60% opaque.
struct ShapeBox {
  std::string element;  ///< its tag ("rect", ...; "marker" for an arrowhead)
  Box box;              ///< its bounding box on the page
  int order = 0;        ///< its place in drawing order
};

/// What an SVG document draws: its texts and opaque filled shapes, <defs>, <title> and markers'
/// own definitions left out, and the page they are drawn on. Handles attributes inherited from
/// groups (font-size, text-anchor, font-weight, fill, fill-opacity, opacity), nested <svg>
/// viewports with a viewBox, the rotate(angle x y) transforms of text, textLength, and clip paths
/// made of one rect.
struct SvgLayout {
  std::vector<TextBox> texts;
  std::vector<ShapeBox> shapes;
  std::optional<Box> page;  ///< the document's viewBox (else its width and height), when given
};

/// The layout of `svg`, as the project's pictures write it (one element per tag, no CSS).
SvgLayout svg_layout(std::string_view svg);

/// Every problem of `layout` as one line each: two texts whose boxes overlap by more than
/// a sliver, a text more than a quarter covered by an opaque shape drawn after it, a text cut off
/// by its clip, a text partly or wholly outside the page (what a viewer shows). Empty when the
/// words are all readable.
std::vector<std::string> text_problems(const SvgLayout& layout);

}  // namespace skedaddle::test
