// SPDX-License-Identifier: MIT
// Marks shared by the pictures of every game.
#include "render/marks.hpp"

#include <fmt/format.h>

#include <array>

#include "render/palette.hpp"

namespace skedaddle::svg::detail {

void Panel::heading(std::string_view text) {
  y_ += 18.0;
  out_.add(fmt::format(R"(<text x="{}" y="{}" font-size="11.5" font-weight="bold">{}</text>)",
                       num(x_), num(y_), xml_escape(text)));
  widen(x_ + text_width(text, 11.5));
  y_ += 4.0;
}

void Panel::text_line(std::string_view text, double indent) {
  y_ += 14.0;
  text_at(x_ + indent, text, 9.5);
}

void Panel::bold_line(std::string_view text) {
  y_ += 16.0;
  out_.add(fmt::format(R"(<text x="{}" y="{}" font-size="9.5" font-weight="bold">{}</text>)",
                       num(x_), num(y_), xml_escape(text)));
  widen(x_ + text_width(text, 9.5) * 1.1);  // bold
}

void Panel::text_at(double x, std::string_view text, double size) {
  out_.add(fmt::format(R"(<text x="{}" y="{}" font-size="{}">{}</text>)", num(x), num(y_),
                       num(size), xml_escape(text)));
  widen(x + text_width(text, size));
}

Titles picture_titles(std::string_view name, std::string_view game, std::string_view request,
                      std::string_view about) {
  if (name.empty()) return {fmt::format("{}: {}", game, request), std::string(about)};
  return {std::string(name), fmt::format("{} \u00b7 {}", request, about)};
}

void draw_title(SvgWriter& out, std::string_view title, std::string_view subtitle) {
  out.open_group(R"(id="title" fill="#1b1b1b")");
  out.add(fmt::format(R"(<text x="{}" y="24" font-size="17" font-weight="bold">{}</text>)",
                      num(palette::kMargin), xml_escape(title)));
  out.add(fmt::format(R"(<text x="{}" y="42" font-size="10.5" fill="#4a4a4a">{}</text>)",
                      num(palette::kMargin), xml_escape(subtitle)));
  out.close_group();
}

double title_right(std::string_view title, std::string_view subtitle) {
  return std::max(palette::kMargin + text_width(title, 17.0) * 1.15,  // bold
                  palette::kMargin + text_width(subtitle, 10.5));
}

std::string hex_label_group_attributes() {
  return fmt::format(
      R"(id="hex-labels" font-size="7.5" text-anchor="middle" fill="{}" stroke="{}" stroke-width="2" stroke-opacity="0.8" paint-order="stroke")",
      palette::kHexLabel, palette::kClear);
}

std::string hex_label_text(Point center, double lift, bool dark, std::string_view label) {
  return fmt::format(R"(<text x="{}" y="{}"{}>{}</text>)", num(center.x), num(center.y - lift),
                     dark ? R"( fill="#e6e2d6" stroke="#3d3a36")" : "", xml_escape(label));
}

std::string swatch_rect(Point p, std::string_view fill, std::string_view extra) {
  return fmt::format(R"(<rect x="{}" y="{}" width="26" height="12" fill="{}"{}/>)", num(p.x),
                     num(p.y), fill, extra);
}

std::string swatch_line(Point p, std::string_view style) {
  return fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}" {}/>)", num(p.x + 1), num(p.y + 6),
                     num(p.x + 25), num(p.y + 6), style);
}

std::string impassable_pattern() {
  return fmt::format(
      R"svg(<pattern id="impassable" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="{}"/><line x1="0" y1="0" x2="0" y2="6" stroke="{}" stroke-width="2"/></pattern>)svg",
      palette::kImpassable, palette::kImpassableHatch);
}

std::string arrow_marker(std::string_view id, std::string_view colour, double ref_x, double size) {
  // Sizes are written as given ("3.6"), not through num(): the shortest form that round-trips.
  return fmt::format(
      R"(<marker id="{}" viewBox="0 0 10 10" refX="{}" refY="5" markerWidth="{}" markerHeight="{}" orient="auto"><path d="M0 0L10 5L0 10z" fill="{}"/></marker>)",
      id, ref_x, size, size, colour);
}

std::string path_d(const std::vector<Point>& points) {
  std::string d;
  for (std::size_t i = 0; i < points.size(); ++i) {
    d += fmt::format("{}{} {}", i == 0 ? "M" : " L", num(points[i].x), num(points[i].y));
  }
  return d;
}

std::string halo_path(std::string_view d, double width) {
  return fmt::format(
      R"(<path d="{}" fill="none" stroke="#ffffff" stroke-width="{}" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.85"/>)",
      d, width);
}

namespace {

// Directions of a five-pointed star's ten vertices, from straight up, clockwise; precomputed
// so that no trigonometry runs.
constexpr std::array<Point, 10> kStar = {
    Point{0.0, -1.0},           Point{0.587785, -0.809017}, Point{0.951057, -0.309017},
    Point{0.951057, 0.309017},  Point{0.587785, 0.809017},  Point{0.0, 1.0},
    Point{-0.587785, 0.809017}, Point{-0.951057, 0.309017}, Point{-0.951057, -0.309017},
    Point{-0.587785, -0.809017}};

}  // namespace

std::string star_points(Point c, double radius) {
  std::string out;
  for (std::size_t i = 0; i < kStar.size(); ++i) {
    const double r = i % 2 == 0 ? radius : radius * 0.45;
    if (!out.empty()) out += ' ';
    out += num(c.x + kStar[i].x * r) + ',' + num(c.y + kStar[i].y * r);
  }
  return out;
}

}  // namespace skedaddle::svg::detail
