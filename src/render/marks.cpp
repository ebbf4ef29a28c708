// SPDX-License-Identifier: MIT
// Marks shared by the pictures of every game.
#include "render/marks.hpp"

#include <fmt/format.h>

#include <array>
#include <cmath>
#include <utility>

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

Rect arrowhead_rect(const ArrowheadShape& head, Point from, Point end) {
  const double length = std::hypot(end.x - from.x, end.y - from.y);
  const Point u =
      length > 0.0 ? Point{(end.x - from.x) / length, (end.y - from.y) / length} : Point{1.0, 0.0};
  // The marker's triangle (0 0, 10 5, 0 10 in its viewBox) with its point (ref_x, 5) on `end`,
  // one unit of it a tenth of `size` stroke widths.
  const double unit = head.size * head.stroke / 10.0;
  const double back = head.ref_x * unit;
  const double ahead = (10.0 - head.ref_x) * unit;
  const double half = 5.0 * unit;
  const std::array<Point, 3> corners = {
      Point{end.x + u.x * ahead, end.y + u.y * ahead},
      Point{end.x - u.x * back - u.y * half, end.y - u.y * back + u.x * half},
      Point{end.x - u.x * back + u.y * half, end.y - u.y * back - u.x * half}};
  Rect r{corners[0].x, corners[0].y, corners[0].x, corners[0].y};
  for (const Point& p : corners) {
    r.left = std::min(r.left, p.x);
    r.top = std::min(r.top, p.y);
    r.right = std::max(r.right, p.x);
    r.bottom = std::max(r.bottom, p.y);
  }
  return r;
}

std::optional<Point> arrow_end_clear_of(const ArrowheadShape& head, Point from, Point to,
                                        const std::vector<Rect>& words, double least_line) {
  const double length = std::hypot(to.x - from.x, to.y - from.y);
  if (length <= 0.0) return std::nullopt;
  // Ending at from + t (to - from), the head's box is the one at `to` moved by (t - 1) times
  // the segment: it meets a word's box over an open interval of t. Step back from t = 1 past
  // every interval t lies in until it lies in none.
  const Rect at_to = arrowhead_rect(head, from, to);
  const double dx = to.x - from.x;
  const double dy = to.y - from.y;
  std::vector<std::pair<double, double>> covered;
  for (const Rect& w : words) {
    double lo = -1e300;
    double hi = 1e300;
    const auto narrow = [&](double head_low, double head_high, double word_low, double word_high,
                            double d) {
      // head_low + s d < word_high + 1 and head_high + s d > word_low - 1, with s = t - 1.
      if (d == 0.0) {
        if (head_low >= word_high + 1.0 || head_high <= word_low - 1.0) hi = lo;
        return;
      }
      const double a = (word_high + 1.0 - head_low) / d;
      const double b = (word_low - 1.0 - head_high) / d;
      lo = std::max(lo, 1.0 + std::min(a, b));
      hi = std::min(hi, 1.0 + std::max(a, b));
    };
    narrow(at_to.left, at_to.right, w.left, w.right, dx);
    narrow(at_to.top, at_to.bottom, w.top, w.bottom, dy);
    if (lo < hi) covered.emplace_back(lo, hi);
  }
  double t = 1.0;
  for (bool moved = true; moved;) {
    moved = false;
    for (const auto& [lo, hi] : covered) {
      if (t > lo && t < hi) {
        t = lo;
        moved = true;
      }
    }
  }
  if (t * length < least_line) return std::nullopt;
  return Point{from.x + dx * t, from.y + dy * t};
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
