// SPDX-License-Identifier: MIT
// The Jacobite Rising board: terrain, flag-ignoring hexes, sections, baselines and hex labels.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>

#include "jacobite/render/layers.hpp"
#include "jacobite/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace jr = palette::jacobite;

namespace {

// A small pennant: the mark of a hex whose defender may ignore a flag (JR-3), under `top`.
std::string ignore_mark(Point top) {
  return fmt::format(
      R"(<path d="M{} {}V{}M{} {}L{} {}L{} {}z" stroke="{}" stroke-width="1" fill="{}"><title>a unit defending here may ignore 1 flag (JR-3)</title></path>)",
      num(top.x - 3.0), num(top.y), num(top.y + 9.0), num(top.x - 3.0), num(top.y),
      num(top.x + 4.0), num(top.y + 2.2), num(top.x - 3.0), num(top.y + 4.4), jr::kIgnoreMark,
      jr::kIgnoreMark);
}

// The hexes of one row of the board, left to right, in the section `shown`.
std::vector<Hex> row_hexes(const HexGrid& shown, int row) {
  std::vector<Hex> out;
  for (int col = shown.first().col; col < shown.first().col + shown.columns(); ++col)
    out.push_back(to_hex({col, row}, shown.system()));
  return out;
}

// The baseline labels' sizes, and the least room between two of them.
constexpr double kBaselineNameSize = 9.5;
constexpr double kFlankSize = 8.5;
constexpr double kBaselineLabelGap = 6.0;
// The room kept around them, where no arrowhead ends.
constexpr double kBaselineLabelRoom = 2.0;

std::string baseline_name(Side side) {
  return fmt::format("{} baseline \u00b7 centre", jr::side_name(side));
}

// The widths of the widest centre label (bold) and of the widest flank label.
double baseline_name_width() {
  // Bold glyphs are about 0.63 of the font size wide, a twelfth more than text_width's 0.58.
  const double bold = 0.63 / 0.58;
  return bold * std::max(text_width(baseline_name(Side::first), kBaselineNameSize),
                         text_width(baseline_name(Side::second), kBaselineNameSize));
}
double flank_width() {
  return text_width("right flank", kFlankSize);
}

}  // namespace

double jr_baseline_labels_width() {
  return baseline_name_width() + 2.0 * (flank_width() + kBaselineLabelGap);
}

std::array<double, 3> jr_baseline_label_xs(double left, double width) {
  const double third = width / 3.0;
  const double middle = left + width / 2.0;
  // Neighbours at the thirds' middles are `third` apart; they need half of each width and a gap.
  const double needed = (baseline_name_width() + flank_width()) / 2.0 + kBaselineLabelGap;
  if (third >= needed) return {left + third * 0.5, left + third * 1.5, left + third * 2.5};
  return {middle - needed, middle, middle + needed};
}

std::vector<JrBaselineLabel> jr_baseline_labels(const JrFrame& frame) {
  const jacobite::Board& board = frame.game.board;
  const HexGrid& grid = board.grid();
  const HexLayout& layout = frame.layout;
  // Placed on the whole board; a cropped picture shows those that fall in its columns (the
  // whole of a label at least 30 px in), and a baseline's only when its row is drawn.
  const double left = layout.top_left().x;
  const double right = left + layout.width();
  const auto in_columns = [&](double x, double width) {
    const double half = std::max(30.0, width / 2.0);
    return !frame.cropped() || (x > left + half && x < right - half);
  };
  std::vector<JrBaselineLabel> out;
  for (const Side side : {Side::first, Side::second}) {
    const bool top = board.baseline(side) == jacobite::Edge::top;
    const int row_index = top ? grid.first().row : grid.first().row + grid.rows() - 1;
    if (!frame.drawn(to_hex({frame.shown.first().col, row_index}, grid.system()))) continue;
    // The side's name in the middle of its edge; the flanks as its player sees them (his left
    // is the left of the page when his baseline is at the bottom).
    const double y = top ? layout.top_left().y - 5.0 : layout.top_left().y + layout.height() + 13.0;
    const std::array<std::string_view, 3> flanks = {"left flank", "", "right flank"};
    const std::array<double, 3> xs =
        jr_baseline_label_xs(frame.board.top_left().x, frame.board.width());
    for (int k = 0; k < 3; ++k) {
      const double x = xs[static_cast<std::size_t>(k)];
      if (!in_columns(x, k == 1 ? baseline_name_width() : flank_width())) continue;
      out.push_back(JrBaselineLabel{
          .at = {x, y},
          .text = k == 1 ? baseline_name(side)
                         : std::string(flanks[static_cast<std::size_t>(top ? 2 - k : k)]),
          .name = k == 1,
          .side = side});
    }
  }
  return out;
}

std::vector<Rect> jr_baseline_label_rects(const JrFrame& frame) {
  std::vector<Rect> out;
  for (const JrBaselineLabel& label : jr_baseline_labels(frame)) {
    Rect r = text_rect(label.at, label.text, label.name ? kBaselineNameSize : kFlankSize,
                       Anchor::middle, label.name);
    r.left -= kBaselineLabelRoom;
    r.top -= kBaselineLabelRoom;
    r.right += kBaselineLabelRoom;
    r.bottom += kBaselineLabelRoom;
    out.push_back(r);
  }
  return out;
}

void draw_jr_board(SvgWriter& out, const JrFrame& frame) {
  const jacobite::Board& board = frame.game.board;
  const HexGrid& grid = board.grid();
  const HexLayout& layout = frame.layout;

  out.open_group(fmt::format(R"(id="terrain" stroke="{}" stroke-width="0.8")", palette::kGridLine));
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    if (!frame.drawn(h)) continue;
    out.add(fmt::format(R"(<polygon points="{}" fill="{}"><title>{} {}</title></polygon>)",
                        points_text(layout.corners(h)), jr::terrain_fill(board.terrain(h)),
                        frame.label(h), jr_terrain_name(board.terrain(h))));
  }
  out.close_group();

  // Each side's baseline row: a light tint of the side's colour, a thick line along the board
  // edge and the side's name and flanks outside it (jr_baseline_labels).
  const Point map = frame.board.top_left();
  const double third = frame.board.width() / 3.0;
  const bool cropped = frame.cropped();
  const double left = layout.top_left().x;
  const double right = left + layout.width();
  const std::vector<JrBaselineLabel> labels = jr_baseline_labels(frame);
  out.open_group(R"(id="baselines")");
  for (const Side side : {Side::first, Side::second}) {
    const bool top = board.baseline(side) == jacobite::Edge::top;
    const int row_index = top ? grid.first().row : grid.first().row + grid.rows() - 1;
    if (!frame.drawn(to_hex({frame.shown.first().col, row_index}, grid.system()))) continue;
    const std::vector<Hex> row = row_hexes(frame.shown, row_index);
    std::vector<Point> edge;
    for (const Hex h : row) {
      const std::array<Point, 6> c = layout.corners(h);
      out.add(fmt::format(R"(<polygon points="{}" fill="{}" fill-opacity="0.13" stroke="none"/>)",
                          points_text(c), jr::side_fill(side)));
      // Pointy corners, clockwise from upper right: the outer edge is 4-5-0 on top, 3-2-1 below.
      const std::array<std::size_t, 3> outer =
          top ? std::array<std::size_t, 3>{4, 5, 0} : std::array<std::size_t, 3>{3, 2, 1};
      for (const std::size_t k : outer) {
        if (edge.empty() || edge.back().x != c[k].x || edge.back().y != c[k].y)
          edge.push_back(c[k]);
      }
    }
    out.add(fmt::format(
        R"(<path d="{}" fill="none" stroke="{}" stroke-width="3.2" stroke-linejoin="round"/>)",
        path_d(edge), jr::side_fill(side)));
    for (const JrBaselineLabel& label : labels) {
      if (label.side != side) continue;
      out.add(fmt::format(
          R"(<text x="{}" y="{}" font-size="{}" {} text-anchor="middle" fill="{}">{}</text>)",
          num(label.at.x), num(label.at.y), num(label.name ? kBaselineNameSize : kFlankSize),
          label.name ? R"(font-weight="bold")" : R"(font-style="italic")",
          jr::side_fill(label.side), label.text));
    }
  }
  out.close_group();

  out.open_group(R"(id="ignore-flag")");
  for (int i = 0; i < grid.size(); ++i) {
    const Hex h = grid.hex_at(i);
    if (!board.ignores_flag(h) || !frame.drawn(h)) continue;
    const Point c = layout.center(h);
    out.add(ignore_mark({c.x, c.y + layout.size() - 12.5}));
  }
  out.close_group();

  // Two dotted lines at one and two thirds of the board's width: left flank, centre, right
  // flank; a hex cut by a line belongs to both sections.
  out.open_group(fmt::format(
      R"(id="sections" stroke="{}" stroke-width="1.6" stroke-dasharray="1 4" stroke-linecap="round")",
      jr::kSectionLine));
  for (int k = 1; k <= 2; ++k) {
    const double x = map.x + third * k;
    if (cropped && (x < left || x > right)) continue;
    const double y = layout.top_left().y;
    out.add(fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}"/>)", num(x), num(y), num(x),
                        num(y + layout.height())));
  }
  out.close_group();

  // The hex of the unit or leader the request is about.
  const std::size_t target = index_of(frame.game.request.target);
  if (target < frame.game.units.size() && board.contains(frame.game.units[target].hex)) {
    out.add(fmt::format(
        R"(<polygon id="request-hex" points="{}" fill="none" stroke="{}" stroke-width="2.6"/>)",
        points_text(layout.corners(frame.game.units[target].hex)), palette::kStartOutline));
  }
}

void draw_jr_hex_labels(SvgWriter& out, const JrFrame& frame) {
  const jacobite::Board& board = frame.game.board;
  // Drawn over paths and counters, just under the top corner.
  draw_hex_label_group(
      out, frame.layout, frame.shown, frame.layout.size() - 11.5,
      [&](Hex h) { return frame.label(h); },
      [&](Hex h) { return board.terrain(h) == jacobite::Terrain::impassable; }, frame.labels);
}

}  // namespace skedaddle::svg::detail
