// SPDX-License-Identifier: MIT
// Marks shared by the pictures of every game: the legend panel and its swatches, shared
// definitions (hatch pattern, arrowheads) and the star.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/hex_layout.hpp"
#include "render/label_space.hpp"
#include "render/svg_writer.hpp"

namespace skedaddle::svg::detail {

/// The lower-right corner of what a panel used.
struct Extent {
  double right = 0.0;
  double bottom = 0.0;
};

/// Writes legend rows downwards and remembers how far right and down it went.
class Panel {
 public:
  Panel(SvgWriter& out, Point top_left) : out_(out), x_(top_left.x), y_(top_left.y) {}

  /// A bold heading.
  void heading(std::string_view text);

  /// A row: `swatch` is drawn in a 26 x 12 box whose top-left corner is given, then the text.
  template <class Swatch>
  void row(std::string_view text, Swatch&& swatch) {
    y_ += 16.0;
    swatch(Point{x_, y_ - 10.0});
    text_at(x_ + 34.0, text, 10.0);
  }

  /// A line of smaller text, optionally indented.
  void text_line(std::string_view text, double indent = 0.0);
  /// A line of smaller bold text, a little apart from the line above (a name heading its rows).
  void bold_line(std::string_view text);

  /// The writer.
  SvgWriter& out() { return out_; }
  /// Left edge of the rows.
  double x() const { return x_; }
  /// How far right and down the panel went.
  Extent extent() const { return {right_, y_ + 6.0}; }

 private:
  void text_at(double x, std::string_view text, double size);
  void widen(double right) { right_ = std::max(right_, right); }

  SvgWriter& out_;
  double x_;
  double y_;
  double right_ = 0.0;
};

/// A picture's title and subtitle.
struct Titles {
  std::string title;
  std::string subtitle;
};
/// Titles of a picture of the request described by `request` ("retreat from 0303"). A named
/// scenario is titled by its name alone and `request` opens the subtitle, before `about` (the
/// game and its options), since a name often says it already; an unnamed one is titled
/// "<game>: <request>" and its subtitle is `about`.
Titles picture_titles(std::string_view name, std::string_view game, std::string_view request,
                      std::string_view about);
/// The title group at the top left of the page: a bold title and a grey subtitle under it.
void draw_title(SvgWriter& out, std::string_view title, std::string_view subtitle);
/// How far right the title group reaches.
double title_right(std::string_view title, std::string_view subtitle);

/// A 26 x 12 swatch rectangle at `p` with the given fill and extra attributes.
std::string swatch_rect(Point p, std::string_view fill, std::string_view extra = "");
/// A horizontal line across a swatch box at `p`, with the given style attributes.
std::string swatch_line(Point p, std::string_view style);

/// The <pattern id="impassable"> definition: dark diagonal hatching.
std::string impassable_pattern();
/// An arrowhead <marker> definition: a filled triangle of the given colour, `size` stroke
/// widths long, its tip `ref_x` tenths past the line's end.
std::string arrow_marker(std::string_view id, std::string_view colour, double ref_x, double size);

/// An arrowhead as arrow_marker defines it (`ref_x`, `size`) on a line `stroke` px wide.
struct ArrowheadShape {
  double ref_x = 5.0;   ///< how far its base lies behind the line's end, in tenths of its length
  double size = 3.6;    ///< its length, in stroke widths
  double stroke = 2.6;  ///< the line's width, px
};
/// The box of the triangle `head` draws at `end`, turned along the line's last segment from
/// `from` (orient="auto"): its base `ref_x` tenths of its length behind `end`, its tip ahead.
Rect arrowhead_rect(const ArrowheadShape& head, Point from, Point end);
/// Where a line from `from` toward `to` may end so that its arrowhead covers none of `words`
/// (counters and their names), 1 px apart: `to`, or the point nearest to it toward `from` whose
/// head is clear of them; none when that leaves less than `least_line` px of line.
std::optional<Point> arrow_end_clear_of(const ArrowheadShape& head, Point from, Point to,
                                        const std::vector<Rect>& words, double least_line);

/// Path data of a polyline through `points`: "M x y L x y ...".
std::string path_d(const std::vector<Point>& points);
/// A white, slightly transparent round-capped path of the given width under a line drawn along
/// the same path data, so that the line stands out on any terrain.
std::string halo_path(std::string_view d, double width);

/// Attributes of the "hex-labels" group.
std::string hex_label_group_attributes();
/// One hex label centred `lift` pixels above `center`.
std::string hex_label_text(Point center, double lift, bool dark, std::string_view label);
/// The group "hex-labels": `label(hex)` of every hex of `grid`, `lift` pixels above its centre,
/// over a halo of the clear terrain colour (light on the hexes where `dark(hex)`); each is
/// reserved in `labels` when given, so that no movable label covers it.
template <class Label, class Dark>
void draw_hex_label_group(SvgWriter& out, const HexLayout& layout, const HexGrid& grid, double lift,
                          Label&& label, Dark&& dark, LabelSpace* labels = nullptr) {
  out.open_group(hex_label_group_attributes());
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    const Point c = layout.center(h);
    out.add(hex_label_text(c, lift, dark(h), label(h)));
    if (labels != nullptr) labels->reserve_text({c.x, c.y - lift}, label(h), 7.5, Anchor::middle);
  }
  out.close_group();
}

/// SVG points of a five-pointed star centred on `c`.
std::string star_points(Point c, double radius);

}  // namespace skedaddle::svg::detail
