// SPDX-License-Identifier: MIT
// Text helpers for SVG output.
#include "render/svg_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "skedaddle/core/assert.hpp"

namespace skedaddle::svg::detail {

std::string num(double value) {
  // Round first so that the printed digit never depends on the last bits of a computation,
  // then add +0.0 to turn a negative zero into a positive one.
  const double rounded = std::round(value * 10.0) / 10.0 + 0.0;
  return fmt::format("{:.1f}", rounded);
}

std::string xml_escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

double text_width(std::string_view text, double font_size) {
  // Average advance of DejaVu Sans/Arial glyphs is a little over half the font size.
  return static_cast<double>(text.size()) * font_size * 0.58;
}

std::string fitted_text(double x, double y, double font_size, double max_width,
                        std::string_view text, std::string_view extra) {
  const std::string squeeze =
      text_width(text, font_size) > max_width
          ? fmt::format(R"( textLength="{}" lengthAdjust="spacingAndGlyphs")", num(max_width))
          : std::string();
  return fmt::format(R"(<text x="{}" y="{}" font-size="{}"{}{}>{}</text>)", num(x), num(y),
                     num(font_size), squeeze, extra, xml_escape(text));
}

double fitting_font_size(std::string_view text, double font_size, double max_width) {
  const double width = text_width(text, font_size);
  if (width <= max_width) return font_size;
  // Rounded down to a tenth, so that the printed size (one decimal) still fits.
  const double fitted = std::floor(font_size * max_width / width * 10.0) / 10.0;
  return std::max(fitted, std::round(font_size * 6.0) / 10.0);
}

std::string svg_document(double width, double height, std::string_view body) {
  std::string svg = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif">)"
      "\n",
      num(std::ceil(width)), num(std::ceil(height)));
  svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  svg += body;
  svg += "</svg>\n";
  return svg;
}

void SvgWriter::indent() {
  text_.append(static_cast<std::size_t>(2 * depth_ + 2), ' ');
}

void SvgWriter::add(std::string_view element) {
  indent();
  text_ += element;
  text_ += '\n';
}

void SvgWriter::open_group(std::string_view attributes) {
  indent();
  text_ += attributes.empty() ? std::string("<g>") : fmt::format("<g {}>", attributes);
  text_ += '\n';
  ++depth_;
}

void SvgWriter::close_group() {
  SKD_ASSERT(depth_ > 0, "close_group() without an open group");
  --depth_;
  indent();
  text_ += "</g>\n";
}

}  // namespace skedaddle::svg::detail
