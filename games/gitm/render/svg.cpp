// SPDX-License-Identifier: MIT
// The GITM/ROTD picture: the tactical map of squares with its col-row coordinates, impassable
// squares, the battle square, the units and the directions they moved into the combat; the
// options of the first unit of the request (GI-2 invalid cones, GI-3 candidates, GI-5 exit
// cones, strategic neighbours and rout blocks); the resolved moves, routs and failures with the
// program's messages (GI-7); a legend on the right and a title on top.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "gitm/render/palette.hpp"
#include "io/checked_game.hpp"
#include "render/hex_layout.hpp"
#include "render/label_space.hpp"
#include "render/marks.hpp"
#include "render/odds_layer.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/gitm/svg.hpp"

namespace skedaddle::svg {

namespace detail {
namespace {

namespace gp = palette::gitm;

// tan(22.5°): where the bisector between two neighbouring directions meets the side of a square
// of half-side 1 centred on the battle square (no trigonometry at run time).
constexpr double kTan22 = 0.414214;

// The sixteen boundary points, clockwise from just west of north, between which the eight
// direction wedges lie: wedge i runs from kBisector[i] to kBisector[i + 1], through the corner
// of the square for a diagonal direction.
constexpr std::array<Point, 8> kBisector = {
    Point{-kTan22, -1.0}, Point{kTan22, -1.0}, Point{1.0, -kTan22}, Point{1.0, kTan22},
    Point{kTan22, 1.0},   Point{-kTan22, 1.0}, Point{-1.0, kTan22}, Point{-1.0, -kTan22}};

std::string square_label(Square s) {
  return fmt::format("{}-{}", s.col, s.row);
}

std::string_view allegiance_name(gitm::Allegiance a) {
  switch (a) {
    case gitm::Allegiance::friendly:
      return "friendly";
    case gitm::Allegiance::enemy:
      return "enemy";
    case gitm::Allegiance::neutral:
      return "neutral";
  }
  return "?";
}

std::string_view allegiance_fill(gitm::Allegiance a) {
  switch (a) {
    case gitm::Allegiance::friendly:
      return gp::kFriendly;
    case gitm::Allegiance::enemy:
      return gp::kEnemy;
    case gitm::Allegiance::neutral:
      return gp::kNeutral;
  }
  return gp::kNeutral;
}

std::string_view kind_name(gitm::RequestKind k) {
  switch (k) {
    case gitm::RequestKind::retreat:
      return "retreat";
    case gitm::RequestKind::rout:
      return "rout";
    case gitm::RequestKind::fall_back:
      return "fall back";
    case gitm::RequestKind::end_of_battle:
      return "end of battle";
  }
  return "?";
}

std::string_view verdict_colour(gitm::DirectionVerdict v) {
  switch (v) {
    case gitm::DirectionVerdict::own_movement:
    case gitm::DirectionVerdict::enemy_arrival:
      return gp::kInvalid;
    case gitm::DirectionVerdict::hostile_adjacent:
      return gp::kHostile;
    case gitm::DirectionVerdict::not_preferred:
      return gp::kNotPreferred;
    case gitm::DirectionVerdict::preferred:
      return gp::kPreferred;
    case gitm::DirectionVerdict::candidate:
    case gitm::DirectionVerdict::rout_valid:
      return gp::kCandidate;
  }
  return gp::kInvalid;
}

std::string_view verdict_code(gitm::DirectionVerdict v) {
  switch (v) {
    case gitm::DirectionVerdict::own_movement:
      return "own";
    case gitm::DirectionVerdict::enemy_arrival:
      return "enemy";
    case gitm::DirectionVerdict::hostile_adjacent:
      return "hostile";
    case gitm::DirectionVerdict::not_preferred:
      return "cand.";
    case gitm::DirectionVerdict::preferred:
      return "pref.";
    case gitm::DirectionVerdict::candidate:
      return "cand.";
    case gitm::DirectionVerdict::rout_valid:
      return "valid";
  }
  return "?";
}

bool invalid(gitm::DirectionVerdict v) {
  return v == gitm::DirectionVerdict::own_movement || v == gitm::DirectionVerdict::enemy_arrival;
}

std::string_view block_code(gitm::RoutBlock b) {
  switch (b) {
    case gitm::RoutBlock::fatigue:
      return "fatigue";
    case gitm::RoutBlock::enemy_in_cone:
      return "enemy in cone";
    case gitm::RoutBlock::off_map:
      return "off map";
    case gitm::RoutBlock::impassable:
      return "impassable";
    case gitm::RoutBlock::crossing:
      return "crossing";
    case gitm::RoutBlock::marsh:
      return "marsh";
  }
  return "?";
}

std::string arrow_swatch(Point at, std::string_view colour, std::string_view marker,
                         std::string_view extra) {
  return fmt::format(
      R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6"{} marker-end="url(#{})"/>)svg",
      num(at.x + 1), num(at.y + 6), num(at.x + 19), num(at.y + 6), colour, extra, marker);
}

/// A diagonal stroke across a box: a unit that surrendered or was shattered.
std::string strike(Point top_left, double width, double height) {
  return fmt::format(R"(<path d="M{} {}L{} {}" stroke="{}" stroke-width="1.6"/>)",
                     num(top_left.x + 1.0), num(top_left.y + height - 1.0),
                     num(top_left.x + width - 1.0), num(top_left.y + 1.0), palette::kFate);
}

/// A rout read back from the events: who, in which direction, to which strategic square.
struct Rout {
  std::size_t unit = 0;
  Dir8 dir = Dir8::n;
};

/// One Moved event: the mover and the squares of its path.
struct Move {
  std::size_t unit = 0;
  std::vector<Square> path;
};

/// Everything the layers need.
struct Frame {
  const io::LoadedScenario& scenario;
  const gitm::Scenario& game;
  const GitmLayers& layers;
  Point top_left{};  ///< of the map, or of the part of it drawn
  /// The part of the map drawn: the top-left square and the columns and rows from there (the
  /// whole map, or the part around the action).
  Square origin{};
  int columns = 0;
  int rows = 0;
  bool neighbors = false;
  std::optional<std::size_t> first;  ///< index of the first unit of the request, when valid
  std::vector<Move> moves;
  std::vector<Rout> routs;
  std::vector<std::string> messages;
  /// The picture's movable labels; the layers reserve what they must keep clear of.
  LabelSpace* labels = nullptr;

  double width() const { return columns * gp::kCell; }
  double height() const { return rows * gp::kCell; }
  Point center(Square s) const {
    return {top_left.x + (s.col - origin.col + 0.5) * gp::kCell,
            top_left.y + (s.row - origin.row + 0.5) * gp::kCell};
  }
  /// True when `s` lies in the part of the map drawn.
  bool drawn(Square s) const {
    return s.col >= origin.col && s.col < origin.col + columns && s.row >= origin.row &&
           s.row < origin.row + rows;
  }
  Point map_center() const { return {top_left.x + width() / 2.0, top_left.y + height() / 2.0}; }
  bool valid(UnitId id) const { return index_of(id) < game.units.size(); }
  const gitm::Outcome* outcome() const { return layers.outcome; }
  /// The units as drawn: the outcome's final state when there is one.
  const std::vector<gitm::Unit>& units() const {
    return outcome() != nullptr && outcome()->units.size() == game.units.size() ? outcome()->units
                                                                                : game.units;
  }
  bool rout_request() const { return game.request.kind == gitm::RequestKind::rout; }
};

struct Replay {
  Frame& frame;
  void operator()(const Moved& moved) {
    if (moved.units.empty() || !frame.valid(moved.units.front())) return;
    Move m{.unit = index_of(moved.units.front()), .path = {}};
    for (const Place& place : moved.path) {
      if (const Square* s = std::get_if<Square>(&place)) m.path.push_back(*s);
    }
    if (m.path.size() >= 2) frame.moves.push_back(std::move(m));
  }
  void operator()(const Routed& routed) {
    if (!frame.valid(routed.unit)) return;
    frame.routs.push_back(Rout{.unit = index_of(routed.unit), .dir = routed.direction});
  }
  void operator()(const Message& message) { frame.messages.push_back(message.text); }
  template <class Other>
  void operator()(const Other& /*unused*/) {}
};

void draw_defs(SvgWriter& out, const Frame& frame) {
  out.add("<defs>");
  out.add(impassable_pattern());
  out.add(fmt::format(
      R"(<clipPath id="gi-map-clip"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>)",
      num(frame.top_left.x), num(frame.top_left.y), num(frame.width()), num(frame.height())));
  out.add(arrow_marker("gi-arrow-moved-in", gp::kMovedIn, 5.0, 3.2));
  out.add(arrow_marker("gi-arrow-invalid", gp::kInvalid, 5.0, 3.2));
  out.add(arrow_marker("gi-arrow-hostile", gp::kHostile, 5.0, 3.2));
  out.add(arrow_marker("gi-arrow-not-preferred", gp::kNotPreferred, 5.0, 3.2));
  out.add(arrow_marker("gi-arrow-candidate", gp::kCandidate, 5.0, 3.2));
  out.add(arrow_marker("gi-arrow-preferred", gp::kPreferred, 5.0, 3.2));
  out.add(arrow_marker("gi-arrow-route", palette::kRoute, 4.0, 3.4));
  out.add(arrow_marker("gi-arrow-rout", gp::kRout, 4.0, 3.4));
  out.add("</defs>");
}

std::string_view verdict_marker(gitm::DirectionVerdict v) {
  switch (v) {
    case gitm::DirectionVerdict::own_movement:
    case gitm::DirectionVerdict::enemy_arrival:
      return "gi-arrow-invalid";
    case gitm::DirectionVerdict::hostile_adjacent:
      return "gi-arrow-hostile";
    case gitm::DirectionVerdict::not_preferred:
      return "gi-arrow-not-preferred";
    case gitm::DirectionVerdict::preferred:
      return "gi-arrow-preferred";
    case gitm::DirectionVerdict::candidate:
    case gitm::DirectionVerdict::rout_valid:
      return "gi-arrow-candidate";
  }
  return "gi-arrow-invalid";
}

/// Squares, impassable squares, the coordinates on the edges and the battle square.
void draw_board(SvgWriter& out, const Frame& frame) {
  const gitm::Battlefield& field = frame.game.field;
  out.open_group(fmt::format(R"(id="squares" stroke="{}" stroke-width="0.6")", palette::kGridLine));
  for (int i = 0; i < field.map.size(); ++i) {
    const Square s = field.map.square_at(i);
    if (!frame.drawn(s)) continue;
    const bool blocked = static_cast<std::size_t>(i) < field.impassable.size() &&
                         field.impassable[static_cast<std::size_t>(i)] != 0;
    const Point c = frame.center(s);
    out.add(fmt::format(
        R"(<rect x="{}" y="{}" width="{}" height="{}" fill="{}"><title>{}{}</title></rect>)",
        num(c.x - gp::kCell / 2), num(c.y - gp::kCell / 2), num(gp::kCell), num(gp::kCell),
        blocked ? "url(#impassable)" : palette::kClear, square_label(s),
        blocked ? " impassable" : ""));
  }
  out.close_group();

  // The coordinates are drawn last, each where no arrow's head or label lies.
  frame.labels->set_group_attributes("coordinates",
                                     fmt::format(R"( fill="{}")", palette::kHexLabel));
  const double top = frame.top_left.y;
  const double bottom = top + frame.height();
  const double left = frame.top_left.x;
  const double right = left + frame.width();
  const auto coordinate = [&](Point at, std::string text, double size, Anchor anchor) {
    frame.labels->add(Label{.at = at,
                            .text = std::move(text),
                            .font_size = size,
                            .anchor = anchor,
                            .bold = false,
                            .attributes = {},
                            .mark = std::nullopt,
                            .leader_colour = {},
                            .group = "coordinates",
                            .rank = 5,
                            .optional = true});
  };
  for (int col = frame.origin.col; col < frame.origin.col + frame.columns; ++col) {
    const double x = frame.center({col, 0}).x;
    coordinate({x, top - 7.0}, std::to_string(col), 9.0, Anchor::middle);
    coordinate({x, bottom + 14.0}, std::to_string(col), 9.0, Anchor::middle);
  }
  for (int row = frame.origin.row; row < frame.origin.row + frame.rows; ++row) {
    const double y = frame.center({0, row}).y + 3.0;
    coordinate({left - 11.0, y}, std::to_string(row), 9.0, Anchor::middle);
    coordinate({right + 11.0, y}, std::to_string(row), 9.0, Anchor::middle);
  }
  coordinate({right, bottom + 24.0}, "col-row \u00b7 row 0 north", 8.0, Anchor::end);
}

/// Reserves the head of an arrow ending at `tip`, `stroke` px wide, so that no label covers it.
void reserve_head(const Frame& frame, Point tip, double stroke) {
  const double half = stroke * 3.4 / 2.0;
  frame.labels->reserve({tip.x - half, tip.y - half, tip.x + half, tip.y + half});
}

void draw_battle(SvgWriter& out, const Frame& frame) {
  const Point c = frame.center(frame.game.request.battle);
  out.add(fmt::format(
      R"(<rect id="battle-square" x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="3"><title>battle square {}</title></rect>)",
      num(c.x - gp::kCell / 2 + 1.5), num(c.y - gp::kCell / 2 + 1.5), num(gp::kCell - 3),
      num(gp::kCell - 3), gp::kBattle, square_label(frame.game.request.battle)));
}

/// The rout options' exit cones, lightly tinted (under the units).
void draw_exit_cones(SvgWriter& out, const Frame& frame,
                     const std::array<gitm::DirectionVerdict, kDir8Count>& verdicts) {
  const std::size_t first = *frame.first;
  const gitm::Unit& unit = frame.game.units[first];
  out.open_group(R"(id="exit-cones")");
  for (const Dir8 d : kDir8s) {
    if (invalid(verdicts[static_cast<std::size_t>(d)])) continue;
    const bool blocked =
        gitm::rout_block(frame.game, frame.game.units, UnitId{static_cast<std::uint32_t>(first)}, d)
            .has_value();
    out.open_group(fmt::format(
        R"(class="exit-cone {}" fill="{}" fill-opacity="{}")", blocked ? "blocked" : "open",
        blocked ? gp::kConeBlocked : gp::kConeOpen, blocked ? "0.10" : "0.14"));
    out.add(fmt::format("<title>exit cone {}{}</title>", compass_name(d),
                        blocked ? " (rout blocked)" : ""));
    for (const Square s :
         exit_cone_squares(frame.game.field.map, unit.square, d, frame.game.options.cone_edges)) {
      if (!frame.drawn(s)) continue;
      const Point c = frame.center(s);
      out.add(fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}"/>)",
                          num(c.x - gp::kCell / 2), num(c.y - gp::kCell / 2), num(gp::kCell),
                          num(gp::kCell)));
    }
    out.close_group();
  }
  out.close_group();
}

/// The invalid directions' wedges (GI-2), shaded grey around the unit's square.
void draw_invalid_cones(SvgWriter& out, const Frame& frame, Square from,
                        const std::array<gitm::DirectionVerdict, kDir8Count>& verdicts) {
  const Point c = frame.center(from);
  const double r = gp::kCell * 2.6;
  out.open_group(fmt::format(
      R"svg(id="invalid-cones" clip-path="url(#gi-map-clip)" fill="{}" fill-opacity="0.30" stroke="{}" stroke-opacity="0.6" stroke-width="0.8")svg",
      gp::kInvalid, gp::kInvalid));
  for (const Dir8 d : kDir8s) {
    const gitm::DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
    if (!invalid(v)) continue;
    const std::size_t i = static_cast<std::size_t>(d);
    std::vector<Point> pts = {c, {c.x + kBisector[i].x * r, c.y + kBisector[i].y * r}};
    if (is_diagonal(d)) {
      const SquareStep st = step_of(d);
      pts.push_back({c.x + st.dcol * r, c.y + st.drow * r});
    }
    const Point b = kBisector[(i + 1) % kBisector.size()];
    pts.push_back({c.x + b.x * r, c.y + b.y * r});
    out.add(
        fmt::format(R"(<path class="invalid {}" d="{} Z"><title>{}: {}</title></path>)",
                    v == gitm::DirectionVerdict::own_movement ? "own-movement" : "enemy-arrival",
                    path_d(pts), compass_name(d), gitm::verdict_text(v)));
  }
  out.close_group();
}

/// The eight directions from the unit's square, coloured by verdict.
/// Where each unit is drawn: the outcome's square for those still on the map, the starting
/// square for those who left it (routed, surrendered, shattered).
Square drawn_square(const Frame& frame, std::size_t i) {
  const gitm::Unit& u = frame.units()[i];
  return u.present() ? u.square : frame.game.units[i].square;
}

/// The box of the counters draw_units puts in `s`, if any.
std::optional<Rect> counters_rect(const Frame& frame, Square s) {
  if (!frame.drawn(s)) return std::nullopt;
  int n = 0;
  for (std::size_t i = 0; i < frame.units().size(); ++i) {
    if (drawn_square(frame, i) == s) ++n;
  }
  if (n == 0) return std::nullopt;
  const Point c = frame.center(s);
  const double w = n == 1 ? gp::kCounterWidth : gp::kCell - 4.0;
  const double h =
      n == 1 ? gp::kCounterHeight : std::min(gp::kCounterHeight, (gp::kCell - 4.0) / n) * n;
  return Rect{c.x - w / 2.0, c.y - h / 2.0, c.x + w / 2.0, c.y + h / 2.0};
}

// The least line an arrow keeps under its head, so that it still points along its way.
constexpr double kLeastArrowLine = 6.0;

/// The box of the counters in the square under `p`, if any.
std::optional<Rect> counters_at(const Frame& frame, Point p) {
  const Square s{
      frame.origin.col + static_cast<int>(std::floor((p.x - frame.top_left.x) / gp::kCell)),
      frame.origin.row + static_cast<int>(std::floor((p.y - frame.top_left.y) / gp::kCell))};
  return counters_rect(frame, s);
}

/// Where an arrow from `from` toward `to` (`stroke` px wide, its head 3.2 to 3.4 strokes long)
/// ends: `to`, or short of the counters in the square of `to` so that their names stay readable.
Point end_before_counter(const Frame& frame, Point from, Point to, double stroke) {
  const std::optional<Rect> r = counters_at(frame, to);
  if (!r) return to;
  return stop_before(from, to, *r, stroke * 3.4 / 2.0 + 1.0);
}

/// How far the arrow of `d` reaches from the centre of its square, in squares.
double direction_reach(Dir8 d) {
  return is_diagonal(d) ? 1.25 : 1.55;
}

/// The same for an arrow drawn over the counters, with the head `head`: none when it starts so
/// near them that its head, measured as drawn, cannot lie clear of them after kLeastArrowLine px.
std::optional<Point> end_clear_of_counter(const Frame& frame, Point from, Point to,
                                          const ArrowheadShape& head) {
  const Point end = end_before_counter(frame, from, to, head.stroke);
  const std::optional<Rect> r = counters_at(frame, to);
  // stop_before keeps `to` when the line starts within its gap of the counters, and may leave
  // a line too short to hold a head: measure the head there, and end it clear of them if it
  // covers them.
  if (!r || !overlaps(arrowhead_rect(head, from, end), *r)) return end;
  return arrow_end_clear_of(head, from, to, {*r}, kLeastArrowLine);
}

/// The arrow of direction `d` from the square centred on `c`: from the edge of that square
/// toward the next, its head short of the counters there, or `under_units` when they leave it
/// no room (then it ends where it would without them, and is drawn under them).
struct DirectionArrow {
  Point from;
  Point head;
  double stroke = 2.2;
  bool under_units = false;
};

DirectionArrow direction_arrow(const Frame& frame, Point c, Dir8 d, bool strong) {
  const SquareStep st = step_of(d);
  const double reach = direction_reach(d);
  DirectionArrow arrow;
  arrow.from = {c.x + st.dcol * gp::kCell * 0.42, c.y + st.drow * gp::kCell * 0.42};
  const Point to{c.x + st.dcol * gp::kCell * reach, c.y + st.drow * gp::kCell * reach};
  arrow.stroke = strong ? 3.4 : 2.2;
  const std::optional<Point> head = end_clear_of_counter(
      frame, arrow.from, to, {.ref_x = 5.0, .size = 3.2, .stroke = arrow.stroke});
  arrow.head = head.value_or(to);
  arrow.under_units = !head;
  return arrow;
}

/// The room around the map on each side, in px: for the coordinates, or the strategic
/// neighbours' labels around a map with a rout.
struct Bands {
  double left = 0.0;
  double top = 0.0;
  double right = 0.0;
  double bottom = 0.0;
};

/// How the arrow of one direction from the first unit is drawn and labelled.
struct DirectionLook {
  std::string_view colour;
  std::string_view marker;
  std::string note;  ///< after the compass name in its label ("cand.", "enemy in cone")
  std::string tip;   ///< its tooltip
  bool strong = false;
};

DirectionLook direction_look(const Frame& frame, Dir8 d, gitm::DirectionVerdict v) {
  DirectionLook look{.colour = verdict_colour(v),
                     .marker = verdict_marker(v),
                     .note = std::string(verdict_code(v)),
                     .tip = std::string(gitm::verdict_text(v))};
  if (frame.rout_request() && !invalid(v)) {
    const std::optional<gitm::RoutBlock> block = gitm::rout_block(
        frame.game, frame.game.units, UnitId{static_cast<std::uint32_t>(*frame.first)}, d);
    look.colour = block ? gp::kHostile : gp::kPreferred;
    look.marker = block ? "gi-arrow-hostile" : "gi-arrow-preferred";
    look.note = block ? std::string(block_code(*block)) : std::string("open");
    look.tip = block ? std::string(gitm::rout_block_text(*block)) : std::string("rout possible");
  }
  look.strong = v == gitm::DirectionVerdict::preferred ||
                (frame.rout_request() && !invalid(v) && look.note == "open");
  return look;
}

/// True when an arrow of the first unit's directions points into counters that leave its head no
/// room: the directions are then drawn under the units, as GCACW draws such a route.
bool directions_under_units(const Frame& frame, Square from,
                            const std::array<gitm::DirectionVerdict, kDir8Count>& verdicts) {
  const Point c = frame.center(from);
  return std::any_of(kDir8s.begin(), kDir8s.end(), [&](Dir8 d) {
    const gitm::DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
    return direction_arrow(frame, c, d, direction_look(frame, d, v).strong).under_units;
  });
}

/// The spot the label of `d` would like, from a square centred at `c`: past its arrow's head.
Point direction_label_spot(Point c, Dir8 d) {
  const SquareStep st = step_of(d);
  const double reach = direction_reach(d) + 0.32;
  return {c.x + st.dcol * gp::kCell * reach, c.y + st.drow * gp::kCell * reach + 3.0};
}

/// The box the first unit's eight direction labels cover at their spots, around its square's
/// centre at (0, 0): how much room its fan of arrows needs around the map.
Rect direction_fan(const Frame& frame,
                   const std::array<gitm::DirectionVerdict, kDir8Count>& verdicts) {
  Rect fan{-gp::kCell / 2.0, -gp::kCell / 2.0, gp::kCell / 2.0, gp::kCell / 2.0};
  for (const Dir8 d : kDir8s) {
    const DirectionLook look = direction_look(frame, d, verdicts[static_cast<std::size_t>(d)]);
    const Rect r =
        text_rect(direction_label_spot({0.0, 0.0}, d),
                  fmt::format("{} {}", compass_name(d), look.note), 8.0, Anchor::middle, true);
    fan = {std::min(fan.left, r.left), std::min(fan.top, r.top), std::max(fan.right, r.right),
           std::max(fan.bottom, r.bottom)};
  }
  return fan;
}

/// The room around the map. A map narrower or shorter than the first unit's fan of directions
/// (`fan`, around its square's centre) gets enough on each side for the fan's labels to stand
/// at their spots: on a map of one or two squares they would be pushed onto one another.
Bands map_bands(const Frame& frame, std::optional<Rect> fan = std::nullopt) {
  const double side = frame.neighbors ? gp::kNeighborBand : gp::kEdgeBand;
  const double top = frame.neighbors ? gp::kEdgeBand + 34.0 : gp::kEdgeBand;
  Bands bands{.left = side, .top = top, .right = side, .bottom = top};
  if (!fan || !frame.first) return bands;
  const Square s = frame.game.units[*frame.first].square;
  const double x = (s.col - frame.origin.col + 0.5) * gp::kCell;
  const double y = (s.row - frame.origin.row + 0.5) * gp::kCell;
  constexpr double kRoom = 2.0;  // the label space's gap around a label, and a little more
  if (frame.width() < fan->right - fan->left) {
    bands.left = std::max(bands.left, -(x + fan->left) + kRoom);
    bands.right = std::max(bands.right, x + fan->right - frame.width() + kRoom);
  }
  if (frame.height() < fan->bottom - fan->top) {
    bands.top = std::max(bands.top, -(y + fan->top) + kRoom);
    bands.bottom = std::max(bands.bottom, y + fan->bottom - frame.height() + kRoom);
  }
  return bands;
}

void draw_directions(SvgWriter& out, const Frame& frame, Square from,
                     const std::array<gitm::DirectionVerdict, kDir8Count>& verdicts) {
  const Point c = frame.center(from);
  out.open_group(R"(id="directions")");
  for (const Dir8 d : kDir8s) {
    const gitm::DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
    const DirectionLook look = direction_look(frame, d, v);
    const DirectionArrow arrow = direction_arrow(frame, c, d, look.strong);
    reserve_head(frame, arrow.head, arrow.stroke);
    const std::string d_attr = path_d({arrow.from, arrow.head});
    out.add(halo_path(d_attr, look.strong ? 6.5 : 5.0));
    out.add(fmt::format(
        R"svg(<path class="direction" d="{}" stroke="{}" stroke-width="{}"{} marker-end="url(#{})"><title>{}: {}</title></path>)svg",
        d_attr, look.colour, look.strong ? "3.4" : "2.2",
        invalid(v) ? R"( stroke-dasharray="3 2")" : "", look.marker, compass_name(d),
        xml_escape(look.tip)));
    frame.labels->add(Label{
        .at = direction_label_spot(c, d),
        .text = fmt::format("{} {}", compass_name(d), look.note),
        .font_size = 8.0,
        .anchor = Anchor::middle,
        .bold = true,
        .attributes = fmt::format(
            R"( class="direction-label" fill="{}" stroke="#ffffff" stroke-width="2.4" stroke-opacity="0.9" paint-order="stroke")",
            look.colour),
        .mark = arrow.head,
        .leader_colour = std::string(look.colour),
        .group = "direction-labels"});
  }
  out.close_group();
}

/// Where a line from `from` in `d` leaves the map, just past the edge.
Point exit_point(const Frame& frame, Square from, Dir8 d) {
  Square at = from;
  while (frame.game.field.map.contains(neighbor(at, d)))
    at = neighbor(at, d);
  const Point c = frame.center(at);
  const SquareStep st = step_of(d);
  return {c.x + st.dcol * gp::kCell * 0.9, c.y + st.drow * gp::kCell * 0.9};
}

/// The label of a strategic neighbour, or what stands for it when it has none.
std::string neighbor_label(const gitm::Neighbor& n) {
  if (!n.label.empty()) return n.label;
  return n.on_map ? std::string("(unnamed)") : std::string("(off the map)");
}

/// The strategic neighbours' labels around the map; with the options of a rout, whether the
/// first unit's move toward each is blocked (GI-5) or out (GI-2).
void draw_neighbors(SvgWriter& out, const Frame& frame,
                    const std::optional<std::array<gitm::DirectionVerdict, kDir8Count>>& verdicts) {
  const Point m = frame.map_center();
  const double hw = frame.width() / 2.0 + gp::kEdgeBand + 6.0;
  const double hh = frame.height() / 2.0 + gp::kEdgeBand + 10.0;
  out.open_group(R"(id="neighbors" font-size="10")");
  for (const Dir8 d : kDir8s) {
    const gitm::Neighbor& n = frame.game.field.neighbors[static_cast<std::size_t>(d)];
    const SquareStep st = step_of(d);
    Point p{m.x + st.dcol * hw, m.y + st.drow * hh};
    const std::string_view anchor = st.dcol > 0 ? "start" : st.dcol < 0 ? "end" : "middle";
    if (st.drow == 0) p.y -= 4.0;
    if (st.drow < 0) p.y -= 8.0;
    const std::string label = neighbor_label(n);
    std::string note;
    std::string_view colour = gp::kHostile;
    std::string_view cls = "neighbor";
    if (verdicts && frame.first) {
      const gitm::DirectionVerdict v = (*verdicts)[static_cast<std::size_t>(d)];
      if (invalid(v)) {
        note = fmt::format("out: {}", verdict_code(v) == "own" ? "own movement" : "enemy arrival");
        colour = gp::kInvalid;
        cls = "neighbor invalid";
      } else if (const std::optional<gitm::RoutBlock> b =
                     gitm::rout_block(frame.game, frame.game.units,
                                      UnitId{static_cast<std::uint32_t>(*frame.first)}, d)) {
        note = fmt::format("blocked: {}", block_code(*b));
        cls = "neighbor blocked";
      } else {
        note = "rout possible";
        colour = gp::kPreferred;
        cls = "neighbor open";
      }
    } else {
      if (!n.on_map)
        note = "off map";
      else if (!n.passable)
        note = "impassable";
      else if (n.crossing_closed)
        note = "closed crossing";
    }
    const Anchor a = anchor == "end"     ? Anchor::end
                     : anchor == "start" ? Anchor::start
                                         : Anchor::middle;
    out.add(fmt::format(
        R"(<text class="{}" x="{}" y="{}" text-anchor="{}" font-weight="bold" fill="#1b1b1b">{} {}</text>)",
        cls, num(p.x), num(p.y), anchor, compass_name(d), xml_escape(label)));
    frame.labels->reserve_text(p, fmt::format("{} {}", compass_name(d), label), 10.0, a, true);
    if (!note.empty()) {
      out.add(
          fmt::format(R"(<text x="{}" y="{}" text-anchor="{}" font-size="8" fill="{}">{}</text>)",
                      num(p.x), num(p.y + 11.0), anchor, colour, xml_escape(note)));
      frame.labels->reserve_text({p.x, p.y + 11.0}, note, 8.0, a);
    }
  }
  out.close_group();
}

/// The moves into the combat: a short dark arrow entering each unit's starting square.
void draw_moved_in(SvgWriter& out, const Frame& frame) {
  out.open_group(R"(id="moved-in")");
  for (const gitm::Unit& u : frame.game.units) {
    if (!u.moved || !frame.drawn(u.square)) continue;
    const Point c = frame.center(u.square);
    const SquareStep st = step_of(*u.moved);
    const Point a{c.x - st.dcol * gp::kCell * 0.98, c.y - st.drow * gp::kCell * 0.98};
    const Point b{c.x - st.dcol * gp::kCell * 0.5, c.y - st.drow * gp::kCell * 0.5};
    const std::string d = path_d({a, b});
    out.add(halo_path(d, 5.0));
    out.add(fmt::format(
        R"svg(<path class="moved-in" d="{}" stroke="{}" stroke-width="2.2" marker-end="url(#gi-arrow-moved-in)"><title>{} moved {} into the combat</title></path>)svg",
        d, gp::kMovedIn, xml_escape(u.id), compass_name(*u.moved)));
  }
  out.close_group();
}

void draw_units(SvgWriter& out, const Frame& frame) {
  const std::vector<gitm::Unit>& units = frame.units();
  std::map<std::pair<int, int>, std::vector<std::size_t>> stacks;  // by (row, col)
  for (std::size_t i = 0; i < units.size(); ++i) {
    const Square s = drawn_square(frame, i);
    if (frame.drawn(s)) stacks[{s.row, s.col}].push_back(i);
  }
  out.open_group(R"(id="units")");
  if (frame.outcome() != nullptr) {  // where the movers started
    for (std::size_t i = 0; i < units.size(); ++i) {
      if (!units[i].present() || units[i].square == frame.game.units[i].square) continue;
      if (!frame.drawn(frame.game.units[i].square)) continue;
      const Point c = frame.center(frame.game.units[i].square);
      out.add(fmt::format(
          R"(<rect class="start" x="{}" y="{}" width="{}" height="{}" rx="2" fill="none" stroke="{}" stroke-width="1.2" stroke-dasharray="3 2"><title>{} started here</title></rect>)",
          num(c.x - gp::kCounterWidth / 2), num(c.y - gp::kCounterHeight / 2),
          num(gp::kCounterWidth), num(gp::kCounterHeight), allegiance_fill(units[i].allegiance),
          xml_escape(units[i].id)));
    }
  }
  for (const auto& [key, stack] : stacks) {
    const Square s{key.second, key.first};
    const Point c = frame.center(s);
    const double n = static_cast<double>(stack.size());
    // One counter alone; several as a column of bars filling the square, the first listed on
    // top, so that every unit's name can be read (its state is in its tooltip and the legend).
    const double bar = std::min(gp::kCounterHeight, (gp::kCell - 4.0) / n);
    if (const std::optional<Rect> r = counters_rect(frame, s)) frame.labels->reserve(*r);
    for (std::size_t k = 0; k < stack.size(); ++k) {
      const std::size_t i = stack[k];
      const gitm::Unit& u = units[i];
      const bool alone = stack.size() == 1;
      const double height = alone ? gp::kCounterHeight : bar;
      const double width = alone ? gp::kCounterWidth : gp::kCell - 4.0;
      const Point p{c.x, alone ? c.y : c.y - bar * n / 2.0 + bar * (static_cast<double>(k) + 0.5)};
      const bool gone = !u.present();
      const bool failed =
          u.ending == gitm::Ending::surrendered || u.ending == gitm::Ending::shattered;
      out.open_group(fmt::format(R"(class="unit {}{}")", allegiance_name(u.allegiance),
                                 gone ? (failed ? " failed" : " routed") : ""));
      out.add(fmt::format(
          "<title>{} ({}{}{}), {}{}</title>", xml_escape(u.id), allegiance_name(u.allegiance),
          u.hq ? ", HQ" : "", u.fatigue != 0 ? fmt::format(", fatigue {}", u.fatigue) : "",
          square_label(frame.game.units[i].square),
          frame.outcome() != nullptr ? fmt::format(" \u2192 {}", gitm::ending_name(u.ending))
                                     : std::string()));
      out.add(fmt::format(
          R"(<rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="{}" stroke="#1b1b1b" stroke-width="0.8"{}/>)",
          num(p.x - width / 2), num(p.y - height / 2), num(width), num(height),
          failed ? gp::kFailedFill : allegiance_fill(u.allegiance),
          gone ? R"( fill-opacity="0.45" stroke-dasharray="3 2")" : ""));
      const std::string name = alone || !u.hq ? u.id : u.id + " HQ";
      const double size =
          fitting_font_size(name, alone ? 8.0 : std::min(8.0, bar - 2.5), width - 3.0);
      out.add(fmt::format(
          R"(<text x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" fill="{}">{}</text>)",
          num(p.x), num(alone ? p.y + (u.hq ? 0.0 : 3.0) : p.y + size * 0.36), num(size),
          failed ? gp::kFailedInk : gp::kInk, xml_escape(name)));
      if (alone && u.hq) {
        out.add(fmt::format(
            R"(<text x="{}" y="{}" font-size="6" text-anchor="middle" fill="{}">HQ</text>)",
            num(p.x), num(p.y + 8.0), failed ? gp::kFailedInk : gp::kInk));
      }
      if (failed) {
        // Struck through; the fate is in the legend.
        out.add(strike({p.x - width / 2, p.y - height / 2}, width, height));
      }
      out.close_group();
    }
  }
  out.close_group();
}

/// The resolved moves (GI-4) and routs (GI-5).
void draw_outcome(SvgWriter& out, const Frame& frame) {
  out.open_group(R"(id="outcome")");
  out.open_group(R"(id="routes")");
  for (const Move& m : frame.moves) {
    std::vector<Point> pts;
    for (const Square s : m.path)
      pts.push_back(frame.center(s));
    const std::size_t n = pts.size();
    pts[0] = lerp(pts[0], pts[1], 0.45);
    pts[n - 1] = end_before_counter(frame, pts[n - 2], lerp(pts[n - 2], pts[n - 1], 0.62), 4.5);
    reserve_head(frame, pts[n - 1], 4.5);
    const std::string d = path_d(pts);
    out.add(halo_path(d, 8.0));
    std::string squares;
    for (const Square s : m.path)
      squares += (squares.empty() ? "" : " ") + square_label(s);
    out.add(fmt::format(
        R"svg(<path class="route" d="{}" fill="none" stroke="{}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#gi-arrow-route)"><title>{}: {}</title></path>)svg",
        d, palette::kRoute, xml_escape(frame.game.units[m.unit].id), squares));
  }
  out.close_group();
  out.open_group(R"(id="routs")");
  for (const Rout& r : frame.routs) {
    const Square from = frame.game.units[r.unit].square;
    const Point a = frame.center(from);
    const Point b = exit_point(frame, from, r.dir);
    const SquareStep st = step_of(r.dir);
    const Point a2{a.x + st.dcol * gp::kCell * 0.45, a.y + st.drow * gp::kCell * 0.45};
    const std::string d = path_d({a2, b});
    reserve_head(frame, b, 3.6);
    const std::string to =
        neighbor_label(frame.game.field.neighbors[static_cast<std::size_t>(r.dir)]);
    out.add(halo_path(d, 7.0));
    out.add(fmt::format(
        R"svg(<path class="rout" d="{}" fill="none" stroke="{}" stroke-width="3.6" stroke-dasharray="9 4" stroke-linecap="round" marker-end="url(#gi-arrow-rout)"><title>{} routed {} to {}</title></path>)svg",
        d, gp::kRout, xml_escape(frame.game.units[r.unit].id), compass_name(r.dir),
        xml_escape(to)));
    const std::string_view anchor = st.dcol > 0 ? "end" : st.dcol < 0 ? "start" : "middle";
    const double dx = st.dcol > 0 ? -6.0 : st.dcol < 0 ? 6.0 : 0.0;
    const double dy = st.drow > 0 ? -8.0 : st.drow < 0 ? 16.0 : -7.0;
    frame.labels->add(Label{
        .at = {b.x + dx, b.y + dy},
        .text = fmt::format("{} routed to {}", frame.game.units[r.unit].id, to),
        .font_size = 9.0,
        .anchor = anchor == "end"     ? Anchor::end
                  : anchor == "start" ? Anchor::start
                                      : Anchor::middle,
        .bold = true,
        .attributes = fmt::format(
            R"( class="rout-label" fill="{}" stroke="#ffffff" stroke-width="2.6" stroke-opacity="0.9" paint-order="stroke")",
            gp::kRout),
        .mark = b,
        .leader_colour = std::string(gp::kRout),
        .group = "rout-labels"});
  }
  out.close_group();
  out.close_group();
}

std::string request_text(const Frame& frame) {
  const gitm::Request& r = frame.game.request;
  std::string who;
  for (const UnitId id : r.units) {
    if (!who.empty()) who += ", ";
    who += frame.valid(id) ? frame.game.units[index_of(id)].id : std::string("?");
  }
  std::string text = fmt::format("{} of {} from {} in {}", kind_name(r.kind),
                                 who.empty() ? std::string("nobody") : who, square_label(r.battle),
                                 frame.game.field.label);
  if (r.distance) text += fmt::format(", {} square{}", *r.distance, *r.distance == 1 ? "" : "s");
  return text;
}

std::string subtitle_text(const Frame& frame) {
  const gitm::Options& o = frame.game.options;
  const gitm::Request& r = frame.game.request;
  std::string text =
      fmt::format("{} \u00b7 {} x {} tactical map \u00b7 corner rule {} \u00b7 exit cone edges {}",
                  o.variant == gitm::Variant::gitm ? "Gathered In Their Masses (GITM)"
                                                   : "Rolling of the Drums (ROTD)",
                  frame.game.field.map.columns(), frame.game.field.map.rows(),
                  o.corner_rule() == CornerRule::both ? "both" : "either",
                  o.cone_edges == ConeEdges::own ? "own" : "shared");
  if (r.kind == gitm::RequestKind::fall_back || r.kind == gitm::RequestKind::end_of_battle) {
    text +=
        fmt::format(" \u00b7 {} flank{} turned", r.flanks_turned, r.flanks_turned == 1 ? "" : "s");
  }
  if (frame.game.field.marsh) text += " \u00b7 marsh";
  return text;
}

std::string counter_swatch(Point p, std::string_view fill, std::string_view extra = "") {
  return swatch_rect(p, fill,
                     fmt::format(R"( rx="2" stroke="#1b1b1b" stroke-width="0.8"{})", extra));
}

Extent draw_legend(SvgWriter& out, const Frame& frame, Point top_left,
                   const std::optional<std::array<gitm::DirectionVerdict, kDir8Count>>& verdicts) {
  out.open_group(R"(id="legend" fill="#1b1b1b")");
  Panel panel(out, top_left);
  panel.heading("Legend");
  panel.row("square (hover for col-row)", [&](Point p) {
    out.add(swatch_rect(p, palette::kClear, fmt::format(R"( stroke="{}")", palette::kGridLine)));
  });
  panel.row("impassable square", [&](Point p) { out.add(swatch_rect(p, "url(#impassable)")); });
  panel.row("battle square", [&](Point p) {
    out.add(swatch_rect(p, "none", fmt::format(R"( stroke="{}" stroke-width="2.4")", gp::kBattle)));
  });
  for (const gitm::Allegiance a :
       {gitm::Allegiance::friendly, gitm::Allegiance::enemy, gitm::Allegiance::neutral}) {
    panel.row(fmt::format("{} unit{}", allegiance_name(a),
                          a == gitm::Allegiance::friendly ? " (the side that leaves)" : ""),
              [&](Point p) { out.add(counter_swatch(p, allegiance_fill(a))); });
  }
  panel.row("moved into the combat (GI-2)",
            [&](Point p) { out.add(arrow_swatch(p, gp::kMovedIn, "gi-arrow-moved-in", "")); });

  if (verdicts && frame.first) {
    const gitm::Unit& u = frame.game.units[*frame.first];
    panel.heading(fmt::format("Options of {} from {}", u.id, square_label(u.square)));
    panel.row("out: own movement or enemy arrival (GI-2)", [&](Point p) {
      out.add(swatch_rect(p, gp::kInvalid, R"( fill-opacity="0.3")"));
      out.add(arrow_swatch(p, gp::kInvalid, "gi-arrow-invalid", R"( stroke-dasharray="3 2")"));
    });
    if (frame.rout_request()) {
      panel.row("rout possible (GI-5)", [&](Point p) {
        out.add(arrow_swatch(p, gp::kPreferred, "gi-arrow-preferred", ""));
      });
      panel.row("rout blocked (GI-5)",
                [&](Point p) { out.add(arrow_swatch(p, gp::kHostile, "gi-arrow-hostile", "")); });
      panel.row("exit cone, rout possible", [&](Point p) {
        out.add(swatch_rect(p, gp::kConeOpen, R"( fill-opacity="0.14")"));
      });
      panel.row("exit cone, rout blocked", [&](Point p) {
        out.add(swatch_rect(p, gp::kConeBlocked, R"( fill-opacity="0.10")"));
      });
    } else {
      panel.row("preferred: toward friends (GI-3)", [&](Point p) {
        out.add(arrow_swatch(p, gp::kPreferred, "gi-arrow-preferred", ""));
      });
      panel.row("candidate (GI-3)", [&](Point p) {
        out.add(arrow_swatch(p, gp::kCandidate, "gi-arrow-candidate", ""));
      });
      panel.row("candidate not preferred (GI-3)", [&](Point p) {
        out.add(arrow_swatch(p, gp::kNotPreferred, "gi-arrow-not-preferred", ""));
      });
      panel.row("hostile adjacent square (GI-3)",
                [&](Point p) { out.add(arrow_swatch(p, gp::kHostile, "gi-arrow-hostile", "")); });
    }
    for (const Dir8 d : kDir8s) {
      const gitm::DirectionVerdict v = (*verdicts)[static_cast<std::size_t>(d)];
      std::string line = fmt::format("{}: {}", compass_name(d), gitm::verdict_text(v));
      if (frame.rout_request() && !invalid(v)) {
        const std::optional<gitm::RoutBlock> b = gitm::rout_block(
            frame.game, frame.game.units, UnitId{static_cast<std::uint32_t>(*frame.first)}, d);
        const std::string to =
            neighbor_label(frame.game.field.neighbors[static_cast<std::size_t>(d)]);
        line =
            b ? fmt::format("{} to {}: blocked, {}", compass_name(d), to, gitm::rout_block_text(*b))
              : fmt::format("{} to {}: rout possible", compass_name(d), to);
      }
      panel.text_line(line, 4.0);
    }
  }

  if (frame.outcome() != nullptr) {
    panel.heading("Outcome");
    panel.row("move (GI-4)",
              [&](Point p) { out.add(arrow_swatch(p, palette::kRoute, "gi-arrow-route", "")); });
    panel.row("rout to a strategic square (GI-5)", [&](Point p) {
      out.add(arrow_swatch(p, gp::kRout, "gi-arrow-rout", R"( stroke-dasharray="6 3")"));
    });
    panel.row("surrendered or shattered", [&](Point p) {
      out.add(counter_swatch(p, gp::kFailedFill, R"( fill-opacity="0.45")"));
      out.add(strike(p, 26.0, 12.0));
    });
    const std::vector<gitm::Unit>& units = frame.units();
    for (const UnitId id : frame.game.request.units) {
      if (!frame.valid(id)) continue;
      const std::size_t i = index_of(id);
      const gitm::Unit& u = units[i];
      std::string line = fmt::format("{}: {}", u.id, gitm::ending_name(u.ending));
      if (u.ending == gitm::Ending::moved || u.ending == gitm::Ending::stopped_short) {
        line += fmt::format(" {} \u2192 {}", square_label(frame.game.units[i].square),
                            square_label(u.square));
      }
      if (u.ending == gitm::Ending::routed && i < frame.outcome()->strategic.size()) {
        line += fmt::format(" to {}", frame.outcome()->strategic[i]);
      }
      panel.text_line(line, 4.0);
    }
    panel.heading("Messages (GI-7)");
    if (frame.messages.empty()) panel.text_line("(none)", 4.0);
    for (const std::string& m : frame.messages)
      panel.text_line(m, 4.0);
  }

  panel.heading("Units");
  for (const gitm::Unit& u : frame.game.units) {
    panel.text_line(fmt::format("{} \u00b7 {}{} \u00b7 {}{}", u.id, allegiance_name(u.allegiance),
                                u.hq ? " HQ" : "", square_label(u.square),
                                u.fatigue != 0 ? fmt::format(" \u00b7 fatigue {}", u.fatigue) : ""),
                    4.0);
  }
  out.close_group();
  return panel.extent();
}

}  // namespace
}  // namespace detail

namespace detail {
namespace {

/// The part of the map around the action: the request's units and the battle square, every
/// unit next to one of them (the friends and enemies GI-2 and GI-3 read), the squares of the
/// resolved moves and the squares the odds shade (`odds`), `margin` squares around, clamped to
/// the map. A rout reaches the map's edges and its strategic neighbours: the whole map.
void crop_to_action(Frame& frame, int margin, const std::vector<Place>& odds) {
  const gitm::Scenario& game = frame.game;
  if (frame.neighbors) return;
  std::vector<Square> action = {game.request.battle};
  for (const UnitId id : game.request.units) {
    if (frame.valid(id)) action.push_back(game.units[index_of(id)].square);
  }
  for (const Move& m : frame.moves)
    action.insert(action.end(), m.path.begin(), m.path.end());
  const std::size_t core = action.size();
  for (const gitm::Unit& u : game.units) {
    for (std::size_t k = 0; k < core; ++k) {
      const SquareStep d = u.square - action[k];
      if (std::abs(d.dcol) <= 1 && std::abs(d.drow) <= 1) {
        action.push_back(u.square);
        break;
      }
    }
  }
  for (const Place& place : odds) {
    if (const Square* s = std::get_if<Square>(&place)) action.push_back(*s);
  }
  const SquareGrid& map = game.field.map;
  Square low{map.columns(), map.rows()};
  Square high{-1, -1};
  for (const Square s : action) {
    if (!map.contains(s)) continue;
    low = {std::min(low.col, s.col), std::min(low.row, s.row)};
    high = {std::max(high.col, s.col), std::max(high.row, s.row)};
  }
  if (high.col < 0) return;
  low = {std::max(0, low.col - margin), std::max(0, low.row - margin)};
  high = {std::min(map.columns() - 1, high.col + margin),
          std::min(map.rows() - 1, high.row + margin)};
  frame.origin = low;
  frame.columns = high.col - low.col + 1;
  frame.rows = high.row - low.row + 1;
}

}  // namespace
}  // namespace detail

std::string gitm_svg(const io::LoadedScenario& scenario, const gitm::Scenario& game,
                     const GitmLayers& layers) {
  if (layers.options) {
    io::detail::require_resolvable(game,
                                   "gitm_svg: the scenario must pass check() with no refusal");
  } else {
    io::detail::require_checked(game, "gitm_svg: the scenario must pass check()");
  }
  if (layers.outcome != nullptr) {
    require(layers.outcome->units.size() == game.units.size(),
            "gitm_svg: the outcome must be of this scenario");
  }
  using namespace detail;
  namespace gp = palette::gitm;
  Frame frame{.scenario = scenario,
              .game = game,
              .layers = layers,
              .top_left = {},
              .origin = {},
              .columns = game.field.map.columns(),
              .rows = game.field.map.rows(),
              .neighbors = false,
              .first = std::nullopt,
              .moves = {},
              .routs = {},
              .messages = {}};
  if (!game.request.units.empty() && frame.valid(game.request.units.front())) {
    frame.first = index_of(game.request.units.front());
  }
  if (layers.outcome != nullptr) {
    Replay replay{frame};
    for (const Event& event : layers.outcome->events)
      std::visit(replay, event);
  }
  frame.neighbors = game.request.kind == gitm::RequestKind::rout || !frame.routs.empty();
  const std::optional<OddsMap> odds =
      layers.odds != nullptr ? std::optional(odds_map(*layers.odds)) : std::nullopt;
  if (layers.crop)
    crop_to_action(frame, palette::kCropMargin, odds ? odds_places(*odds) : std::vector<Place>{});
  std::optional<std::array<gitm::DirectionVerdict, kDir8Count>> verdicts;
  if (layers.options && frame.first) {
    verdicts = gitm::direction_verdicts(game, game.units, game.request.units.front(),
                                        game.units[*frame.first].square);
  }
  const Bands bands =
      verdicts ? map_bands(frame, direction_fan(frame, *verdicts)) : map_bands(frame);
  const double map_top = palette::kTitleHeight + palette::kMargin + bands.top;
  frame.top_left = {palette::kMargin + bands.left, map_top};

  LabelSpace labels({palette::kMargin, map_top - bands.top,
                     frame.top_left.x + frame.width() + bands.right,
                     map_top + frame.height() + bands.bottom});
  frame.labels = &labels;
  SvgWriter body;
  draw_defs(body, frame);
  auto [title, subtitle] =
      picture_titles(scenario.name, game.options.variant == gitm::Variant::gitm ? "GITM" : "ROTD",
                     request_text(frame), subtitle_text(frame));
  if (odds) title += odds_title_note(*odds);
  // The odds' places: a square each, drawn only where the map is.
  const OddsGeometry geometry{
      .center = [&](const Place& p) { return frame.center(std::get<Square>(p)); },
      .shape =
          [&](const Place& p) {
            const Point c = frame.center(std::get<Square>(p));
            return fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}"/>)",
                               num(c.x - gp::kCell / 2 + 1.5), num(c.y - gp::kCell / 2 + 1.5),
                               num(gp::kCell - 3.0), num(gp::kCell - 3.0));
          },
      .width = gp::kCell - 2.0,
      .name = [](const Place& p) { return square_label(std::get<Square>(p)); },
      // In the square's lower edge, under the names of the units standing in it.
      .label_drop = gp::kCell / 2.0 - 3.0};
  draw_title(body, title, subtitle);

  body.open_group(R"(id="map")");
  draw_board(body, frame);
  if (verdicts && frame.rout_request()) draw_exit_cones(body, frame, *verdicts);
  if (verdicts) draw_invalid_cones(body, frame, game.units[*frame.first].square, *verdicts);
  draw_battle(body, frame);
  if (odds) draw_odds_marks(body, *odds, geometry);
  draw_moved_in(body, frame);
  // The outcome's arrows under the counters: a route that ends in a full square ends under it.
  if (layers.outcome != nullptr) draw_outcome(body, frame);
  // Directions pointing into counters that leave a head no room run under them.
  const bool directions_under =
      verdicts && directions_under_units(frame, game.units[*frame.first].square, *verdicts);
  if (directions_under) draw_directions(body, frame, game.units[*frame.first].square, *verdicts);
  draw_units(body, frame);
  if (verdicts && !directions_under) {
    draw_directions(body, frame, game.units[*frame.first].square, *verdicts);
  }
  if (frame.neighbors) draw_neighbors(body, frame, frame.rout_request() ? verdicts : std::nullopt);
  if (odds) queue_odds_labels(labels, *odds, geometry);
  labels.draw(body);
  body.close_group();

  const double legend_x = frame.top_left.x + frame.width() + bands.right + 10.0;
  Extent panel{.right = legend_x, .bottom = palette::kTitleHeight + palette::kMargin};
  if (odds) panel = draw_odds_panel(body, *odds, {legend_x, panel.bottom});
  Extent legend = draw_legend(body, frame, {legend_x, panel.bottom}, verdicts);
  legend.right = std::max(legend.right, panel.right);
  SKD_ASSERT(body.depth() == 0, "unbalanced groups in the SVG");

  const double width =
      std::max({legend.right, legend_x + 180.0, title_right(title, subtitle)}) + palette::kMargin;
  const double height =
      std::max(map_top + frame.height() + bands.bottom, legend.bottom) + palette::kMargin;
  return svg_document(width, height, body.text());
}

}  // namespace skedaddle::svg
