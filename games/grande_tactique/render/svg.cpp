// SPDX-License-Identifier: MIT
// The Grande Tactique picture: the measured table to scale with its terrain and own edges, the
// bases, the causer's front edge (GT-5), the flight previews of the request (GT-4), the
// resolved moves, changes of state and removals, a legend on the right and a title on top.
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <variant>

#include "grande_tactique/io/names.hpp"
#include "grande_tactique/io/preview.hpp"
#include "grande_tactique/render/layers.hpp"
#include "grande_tactique/render/palette.hpp"
#include "io/checked_game.hpp"
#include "render/odds_layer.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/grande_tactique/svg.hpp"

namespace skedaddle::svg {

namespace detail {

namespace gp = palette::grande_tactique;

Point GtFrame::page(Vec2 p) const {
  return {table_top_left.x + p.x * gp::kPpi,
          table_top_left.y + (game.table.depth - p.y) * gp::kPpi};
}

double GtFrame::width() const {
  return game.table.width * gp::kPpi;
}

double GtFrame::height() const {
  return game.table.depth * gp::kPpi;
}

std::string GtFrame::name(UnitId id) const {
  return valid(id) ? game.units[index_of(id)].id : std::string("?");
}

const std::vector<grande_tactique::Unit>& GtFrame::units() const {
  return layers.outcome != nullptr && layers.outcome->units.size() == game.units.size()
             ? layers.outcome->units
             : game.units;
}

std::optional<std::size_t> GtFrame::causer() const {
  const std::optional<UnitId>& c = game.request.causer;
  if (!c || !valid(*c)) return std::nullopt;
  return index_of(*c);
}

std::string_view gt_arm_name(grande_tactique::Arm arm) {
  switch (arm) {
    case grande_tactique::Arm::infantry:
      return "infantry";
    case grande_tactique::Arm::cavalry:
      return "cavalry";
    case grande_tactique::Arm::foot_artillery:
      return "foot artillery";
    case grande_tactique::Arm::horse_artillery:
      return "horse artillery";
    case grande_tactique::Arm::general:
      return "general";
  }
  return "?";
}

std::string_view gt_state_name(grande_tactique::State state) {
  switch (state) {
    case grande_tactique::State::eager:
      return "eager";
    case grande_tactique::State::shaken:
      return "shaken";
    case grande_tactique::State::routed:
      return "routed";
  }
  return "?";
}

std::string_view gt_quality_name(grande_tactique::Quality quality) {
  switch (quality) {
    case grande_tactique::Quality::raw:
      return "raw";
    case grande_tactique::Quality::normal:
      return "normal";
    case grande_tactique::Quality::veteran:
      return "veteran";
  }
  return "?";
}

std::string_view gt_terrain_name(grande_tactique::TerrainKind kind) {
  switch (kind) {
    case grande_tactique::TerrainKind::woods:
      return "woods";
    case grande_tactique::TerrainKind::bua:
      return "built-up area";
    case grande_tactique::TerrainKind::impassable:
      return "impassable";
  }
  return "?";
}

std::string gt_at(Vec2 p) {
  return fmt::format("({}, {})", num(p.x), num(p.y));
}

std::string gt_base_points(const GtFrame& frame, const Box& base) {
  std::string out;
  for (const Vec2 c : base.corners()) {
    const Point p = frame.page(c);
    if (!out.empty()) out += ' ';
    out += num(p.x) + ',' + num(p.y);
  }
  return out;
}

Box gt_fleeing_base(const grande_tactique::Unit& u) {
  Box b = u.base;
  if (u.in_square) {
    const grande_tactique::BaseSize line =
        grande_tactique::default_base(grande_tactique::Arm::infantry);
    b.width = line.width;
    b.depth = line.depth;
  }
  return b;
}

namespace {

/// GT-2: how the distance shown for a flight was chosen. Cavalry fleeing cavalry rolls 2d6 more,
/// shown at its average (`given.range`); later flights (GT-8, GT-10) never add it.
std::string distance_note(const grande_tactique::Unit& u, const io::detail::GtUnitPreview& given) {
  if (u.arm == grande_tactique::Arm::infantry) return "infantry flees 7 in (GT-2)";
  if (given.range)
    return "cavalry fleeing cavalry: 11 + 2d6 in, shown at the average, 18 in (GT-2)";
  return "cavalry flees 11 in (GT-2)";
}

/// Adds the preview of a flight the options computed (io/preview.hpp: the picture shows the
/// options' answer, not one of its own).
void add_preview(GtFrame& frame, const io::detail::GtUnitPreview& given,
                 std::optional<UnitId> causer) {
  const std::size_t unit = index_of(given.unit);
  const grande_tactique::Unit& u = frame.game.units[unit];
  GtPreview p;
  p.unit = unit;
  p.causer = causer;
  p.distance = given.distance;
  p.distance_note = distance_note(u, given);
  if (given.leave >= 0) {
    p.forced_out_of = frame.game.table.terrain[static_cast<std::size_t>(given.leave)].name;
    p.distance_note = fmt::format("forced out of {}, seeking no cover there (GT-10); {}",
                                  p.forced_out_of, p.distance_note);
  }
  p.away = frame.game.table.toward_own_edge(u.side);
  if (causer) {
    const grande_tactique::Unit& c = frame.game.units[index_of(*causer)];
    const Vec2 away = u.base.centre - c.base.centre;
    p.away =
        length_squared(away) > kPlaneEpsilon * kPlaneEpsilon ? normalized(away) : c.base.facing;
  }
  p.flight = given.flight;
  frame.previews.push_back(std::move(p));
}

/// The note of a unit of the request that does not flee (`given.fate` is not a flight), in the
/// picture's words.
std::string no_flight_note(const GtFrame& frame, const io::detail::GtUnitPreview& given) {
  const grande_tactique::Request& r = frame.game.request;
  const std::string name = frame.name(given.unit);
  switch (given.fate) {
    case io::detail::GtFate::flight:
      break;
    case io::detail::GtFate::stays:
      if (r.kind == grande_tactique::RequestKind::continue_flight)
        return fmt::format("{} stays in {} (GT-8)", name, given.terrain);
      if (r.cause == grande_tactique::Cause::own_charge)
        return fmt::format("{} stays in the woods or BUA it charged from (GT-10)", name);
      return fmt::format("{} stays in {}: only charging infantry forces it out (GT-10)", name,
                         given.terrain);
    case io::detail::GtFate::destroyed:
      return fmt::format("{} charged by cavalry while routed: destroyed (GT-10)", name);
    case io::detail::GtFate::allowed:
      if (r.kind == grande_tactique::RequestKind::rally)
        return fmt::format("{} is rallied: shaken, no flight (GT-9)", name);
      return fmt::format("{} leaves at its own edge, no flight (GT-7)", name);
  }
  return "";
}

/// True when the unit can flee at all; else a note says why not.
bool may_flee(GtFrame& frame, UnitId id) {
  if (!frame.valid(id)) return false;
  const grande_tactique::Unit& u = frame.game.units[index_of(id)];
  if (!u.on_table()) {
    frame.preview_notes.push_back(fmt::format("{} is not on the table", u.id));
    return false;
  }
  if (!grande_tactique::flees(u.arm)) {
    frame.preview_notes.push_back(
        fmt::format("{} ({}) does not flee (GT-1)", u.id, gt_arm_name(u.arm)));
    return false;
  }
  return true;
}

struct Replay {
  const grande_tactique::Scenario& game;
  GtHistory& history;

  bool valid(UnitId id) const { return index_of(id) < game.units.size(); }
  std::string name(UnitId id) const {
    return valid(id) ? game.units[index_of(id)].id : std::string("?");
  }

  void operator()(const Moved& moved) {
    if (moved.units.empty() || !valid(moved.units.front())) return;
    GtMove m{.unit = index_of(moved.units.front()), .path = {}, .arcs = moved.arcs};
    for (const Place& place : moved.path) {
      if (const Vec2* p = std::get_if<Vec2>(&place)) m.path.push_back(*p);
    }
    if (m.path.size() >= 2) history.moves.push_back(std::move(m));
  }
  void operator()(const StatusChanged& s) {
    if (!valid(s.unit)) return;
    if (s.status == "shaken" || s.status == "routed") {
      history.statuses.push_back(
          GtStatus{.unit = index_of(s.unit), .status = s.status, .rule = s.rule});
    } else {
      history.notes.push_back(fmt::format("{}: {} ({})", name(s.unit), s.status, s.rule));
    }
  }
  void operator()(const UnitRemoved& r) {
    if (valid(r.unit)) history.removed.push_back(r);
  }
  void operator()(const FlightTried& t) {
    if (valid(t.unit)) history.tried.push_back(t);
  }
  void operator()(const Rolled& r) {
    std::string faces;
    for (const int f : r.faces)
      faces += (faces.empty() ? "" : ", ") + std::to_string(f);
    history.notes.push_back(fmt::format("{}{}{}: {} ({})", r.unit ? name(*r.unit) : "",
                                        r.unit ? " " : "", r.purpose, faces, r.rule));
  }
  void operator()(const MoraleChecked& m) {
    std::string terms;
    for (const Term& t : m.terms)
      terms += fmt::format(
          " {} {}{}", t.value < 0 ? "\u2212" : "+", t.label,
          t.value < -1 || t.value > 1 ? fmt::format(" {}", std::abs(t.value)) : std::string());
    history.notes.push_back(fmt::format("{}: Morale Check {}{} = {}, {} ({})", name(m.unit), m.face,
                                        terms, m.total, m.passed ? "passed" : "failed", m.rule));
  }
  void operator()(const FormationBroken& f) {
    history.notes.push_back(
        fmt::format("{} {} {} ({})", f.formation, f.name,
                    f.formation == "division" ? "collapsed" : "lost half its units", f.rule));
  }
  void operator()(const PursuitAllowed& p) {
    history.notes.push_back(fmt::format("{} may pursue {} in{} ({})", name(p.pursuer),
                                        num(p.distance),
                                        p.cut_at_edge ? ", cut at the table edge" : "", p.rule));
  }
  template <class Other>
  void operator()(const Other& /*unused*/) {}
};

void grow(std::array<double, 4>& over, const grande_tactique::Table& table, Vec2 p) {
  over[0] = std::max(over[0], -p.x);
  over[1] = std::max(over[1], p.x - table.width);
  over[2] = std::max(over[2], -p.y);
  over[3] = std::max(over[3], p.y - table.depth);
}

void draw_defs(SvgWriter& out, const GtFrame& frame) {
  out.add("<defs>");
  for (const Side side : {Side::first, Side::second}) {
    // Shaken: the side's colour in stripes, lighter than the solid eager base.
    out.add(fmt::format(
        R"svg(<pattern id="gt-shaken-{}" width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="4" height="4" fill="#ffffff"/><rect width="2" height="4" fill="{}" fill-opacity="0.75"/></pattern>)svg",
        static_cast<int>(side), gp::side_fill(side)));
  }
  out.add(fmt::format(
      R"svg(<pattern id="gt-water" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)"><rect width="8" height="8" fill="{}"/><line x1="0" y1="4" x2="8" y2="4" stroke="{}" stroke-width="1" stroke-opacity="0.45"/></pattern>)svg",
      gp::kWater, gp::kWaterEdge));
  out.add(fmt::format(
      R"(<clipPath id="gt-table-clip"><rect x="{}" y="{}" width="{}" height="{}"/></clipPath>)",
      num(frame.table_top_left.x), num(frame.table_top_left.y), num(frame.width()),
      num(frame.height())));
  out.add(arrow_marker("gt-arrow-route", palette::kRoute, 4.0, 3.4));
  out.add(arrow_marker("gt-arrow-preview", gp::kCorridor, 4.0, 3.6));
  out.add("</defs>");
}

std::string cause_text(grande_tactique::Cause cause, const std::string& causer) {
  switch (cause) {
    case grande_tactique::Cause::charge:
      return fmt::format("charged by {}", causer);
    case grande_tactique::Cause::fire:
      return fmt::format("beaten by the fire of {}", causer);
    case grande_tactique::Cause::grapeshot:
      return fmt::format("beaten by grapeshot from {}", causer);
    case grande_tactique::Cause::morale_check:
      return fmt::format("failed its Morale Check under the fire of {}", causer);
    case grande_tactique::Cause::own_charge:
      return "lost the combat after its own charge";
  }
  return "?";
}

std::string request_text(const GtFrame& frame) {
  const grande_tactique::Request& r = frame.game.request;
  const std::string unit = frame.name(r.unit);
  const std::string causer = r.causer ? frame.name(*r.causer) : std::string("?");
  switch (r.kind) {
    case grande_tactique::RequestKind::flee:
      return fmt::format("flight of {}, {}", unit, cause_text(r.cause, causer));
    case grande_tactique::RequestKind::morale_check:
      return fmt::format("Morale Check of {} under the fire of {}", unit, causer);
    case grande_tactique::RequestKind::continue_flight:
      return fmt::format("continued flight of the {}'s routed units", gp::side_name(r.side));
    case grande_tactique::RequestKind::rally:
      return fmt::format("rally of {}", unit);
    case grande_tactique::RequestKind::charge_routed:
      return fmt::format("routed {} charged by {}", unit, causer);
    case grande_tactique::RequestKind::withdraw:
      return fmt::format("withdrawal of {} at its own edge", unit);
  }
  return "?";
}

std::string_view edge_name(grande_tactique::Edge e) {
  switch (e) {
    case grande_tactique::Edge::north:
      return "north";
    case grande_tactique::Edge::east:
      return "east";
    case grande_tactique::Edge::south:
      return "south";
    case grande_tactique::Edge::west:
      return "west";
  }
  return "?";
}

// The part of the table a cropped picture shows, in inches, for the caption under it.
std::string window_text(const GtFrame& frame, double left, double top, double right,
                        double bottom) {
  const auto inches = [&](Point p) {
    return Vec2{(p.x - frame.table_top_left.x) / gp::kPpi,
                frame.game.table.depth - (p.y - frame.table_top_left.y) / gp::kPpi};
  };
  const Vec2 a = inches({left, bottom});
  const Vec2 b = inches({right, top});
  return fmt::format("showing x {} to {}, y {} to {} in", num(a.x), num(b.x), num(a.y), num(b.y));
}

std::string subtitle_text(const GtFrame& frame) {
  const grande_tactique::Table& t = frame.game.table;
  return fmt::format(
      "Grande Tactique \u00b7 {} x {} in table, {} px per inch, grid every {} in \u00b7 own "
      "edges: first side {}, second side {}",
      num(t.width), num(t.depth), num(gp::kPpi), num(gp::kGridStep), edge_name(t.own_edge[0]),
      edge_name(t.own_edge[1]));
}

}  // namespace

void plan_gt_previews(GtFrame& frame) {
  const grande_tactique::Request& r = frame.game.request;
  const bool has_causer = frame.causer().has_value();
  // What the options preview (io/preview.hpp) cannot: a unit that cannot flee, or a flight
  // without the unit that causes it.
  switch (r.kind) {
    case grande_tactique::RequestKind::flee:
      if (r.cause != grande_tactique::Cause::own_charge && !(may_flee(frame, r.unit) && has_causer))
        return;
      break;
    case grande_tactique::RequestKind::morale_check:
    case grande_tactique::RequestKind::charge_routed:
      if (!may_flee(frame, r.unit) || !has_causer) return;
      break;
    case grande_tactique::RequestKind::continue_flight:
    case grande_tactique::RequestKind::rally:
    case grande_tactique::RequestKind::withdraw:
      break;
  }
  const bool continued = r.kind == grande_tactique::RequestKind::continue_flight;
  for (const io::detail::GtUnitPreview& given : io::detail::preview_gt(frame.game)) {
    if (given.fate != io::detail::GtFate::flight) {
      frame.preview_notes.push_back(no_flight_note(frame, given));
      continue;
    }
    if (r.kind == grande_tactique::RequestKind::morale_check)
      frame.preview_notes.push_back("the flight if the Morale Check fails (GT-1)");
    add_preview(frame, given, continued ? std::nullopt : r.causer);
  }
  if (continued && frame.previews.empty() && frame.preview_notes.empty())
    frame.preview_notes.push_back("no routed unit flees on (GT-8)");
}

GtHistory gt_history(const grande_tactique::Scenario& game,
                     const grande_tactique::Outcome& outcome) {
  GtHistory history;
  Replay replay{game, history};
  for (const Event& event : outcome.events)
    std::visit(replay, event);
  return history;
}

std::array<double, 4> gt_overhang(const GtFrame& frame) {
  std::array<double, 4> over{0.0, 0.0, 0.0, 0.0};
  const grande_tactique::Table& table = frame.game.table;
  for (const GtPreview& p : frame.previews) {
    for (const grande_tactique::FlightOption& o : p.flight.tried) {
      for (const Vec2 v : o.path)
        grow(over, table, v);
    }
    const grande_tactique::FlightOption& taken = p.flight.tried.back();
    if (taken.path.size() >= 2) {
      Box end = gt_fleeing_base(frame.game.units[p.unit]);
      end.centre = taken.path.back();
      const double r = (end.width + end.depth) / 2.0;
      grow(over, table, end.centre - Vec2{r, r});
      grow(over, table, end.centre + Vec2{r, r});
    }
  }
  if (frame.history) {
    for (const GtMove& m : frame.history->moves) {
      for (const Vec2 v : m.path)
        grow(over, table, v);
    }
    for (const grande_tactique::Unit& u : frame.units()) {
      for (const Vec2 c : u.base.corners())
        grow(over, table, c);
    }
  }
  for (double& o : over) {
    if (o > 0.0) o += 4.0;  // room for the labels beside an overhanging base
  }
  return over;
}

std::vector<Vec2> gt_action_points(const GtFrame& frame) {
  const grande_tactique::Scenario& game = frame.game;
  std::vector<bool> involved(game.units.size(), false);
  const auto involve = [&](UnitId id) {
    if (frame.valid(id)) involved[index_of(id)] = true;
  };
  std::vector<Vec2> out;
  if (game.request.kind != grande_tactique::RequestKind::continue_flight)
    involve(game.request.unit);
  if (game.request.causer) involve(*game.request.causer);
  for (const GtPreview& p : frame.previews) {
    if (p.unit < involved.size()) involved[p.unit] = true;
    if (p.causer) involve(*p.causer);
    for (const UnitId id : p.flight.passed)
      involve(id);
    for (const grande_tactique::FlightOption& o : p.flight.tried)
      out.insert(out.end(), o.path.begin(), o.path.end());
  }
  if (frame.history) {
    for (const GtMove& m : frame.history->moves) {
      if (m.unit < involved.size()) involved[m.unit] = true;
      out.insert(out.end(), m.path.begin(), m.path.end());
    }
    for (const GtStatus& s : frame.history->statuses) {
      if (s.unit < involved.size()) involved[s.unit] = true;
    }
    for (const UnitRemoved& r : frame.history->removed)
      involve(r.unit);
  }
  // The inch around each point the odds shade.
  if (frame.layers.odds != nullptr) {
    for (const Place& place : odds_places(odds_map(*frame.layers.odds))) {
      if (const Vec2* v = std::get_if<Vec2>(&place)) {
        out.push_back({v->x - 0.5, v->y - 0.5});
        out.push_back({v->x + 0.5, v->y + 0.5});
      }
    }
  }
  const std::vector<grande_tactique::Unit>& now = frame.units();
  for (std::size_t i = 0; i < involved.size(); ++i) {
    if (!involved[i]) continue;
    for (const Vec2 c : game.units[i].base.corners())
      out.push_back(c);
    if (i < now.size() && now[i].on_table()) {
      for (const Vec2 c : now[i].base.corners())
        out.push_back(c);
    }
  }
  return out;
}

}  // namespace detail

std::string grande_tactique_svg(const io::LoadedScenario& scenario,
                                const grande_tactique::Scenario& game,
                                const GrandeTactiqueLayers& layers) {
  if (layers.options) {
    io::detail::require_resolvable(
        game, "grande_tactique_svg: the scenario must pass check() with no refusal");
  } else {
    io::detail::require_checked(game, "grande_tactique_svg: the scenario must pass check()");
  }
  if (layers.outcome != nullptr) {
    require(layers.outcome->units.size() == game.units.size(),
            "grande_tactique_svg: the outcome must be of this scenario");
  }
  using namespace detail;
  namespace gp = palette::grande_tactique;
  GtFrame frame{.scenario = scenario,
                .game = game,
                .layers = layers,
                .table_top_left = {},
                .map_left = 0.0,
                .map_right = 0.0,
                .previews = {},
                .preview_notes = {},
                .history = std::nullopt};
  if (layers.options) plan_gt_previews(frame);
  if (layers.outcome != nullptr) frame.history = gt_history(game, *layers.outcome);
  const std::array<double, 4> over = gt_overhang(frame);
  const double pad_w = gp::kRulerBand + over[0] * gp::kPpi;
  const double pad_e = gp::kRulerBand + over[1] * gp::kPpi;
  const double pad_s = gp::kRulerBand + over[2] * gp::kPpi;
  const double pad_n = gp::kRulerBand + over[3] * gp::kPpi;
  frame.table_top_left = {palette::kMargin + pad_w,
                          palette::kTitleHeight + palette::kMargin + pad_n};
  frame.map_left = palette::kMargin;
  frame.map_right = frame.table_top_left.x + frame.width() + pad_e;
  // The map area on the page: the table, its rulers and overhangs.
  const double area_top = palette::kTitleHeight + palette::kMargin;
  const double area_bottom = frame.table_top_left.y + frame.height() + pad_s;
  double left = frame.map_left;
  double top = area_top;
  double right = frame.map_right;
  double bottom = area_bottom;
  if (layers.crop) {
    const std::vector<Vec2> points = gt_action_points(frame);
    if (!points.empty()) {
      double x0 = points.front().x;
      double x1 = x0;
      double y0 = points.front().y;
      double y1 = y0;
      for (const Vec2 v : points) {
        x0 = std::min(x0, v.x);
        x1 = std::max(x1, v.x);
        y0 = std::min(y0, v.y);
        y1 = std::max(y1, v.y);
      }
      // At least kCropMinSpan across, so that the labels beside a short, straight flight fit.
      const Vec2 mid = {(x0 + x1) / 2.0, (y0 + y1) / 2.0};
      const double hw = std::max((x1 - x0) / 2.0 + gp::kCropMargin, gp::kCropMinSpan / 2.0);
      const double hd = std::max((y1 - y0) / 2.0 + gp::kCropMargin, gp::kCropMinSpan / 2.0);
      const Point nw = frame.page({mid.x - hw, mid.y + hd});
      const Point se = frame.page({mid.x + hw, mid.y - hd});
      left = std::max(left, nw.x);
      top = std::max(top, nw.y);
      right = std::min(right, se.x);
      bottom = std::min(bottom, se.y);
    }
  }
  // A window that leaves out less than an inch of each side is no crop.
  const bool cropped = left > frame.map_left + gp::kPpi || top > area_top + gp::kPpi ||
                       right < frame.map_right - gp::kPpi || bottom < area_bottom - gp::kPpi;

  LabelSpace labels({left, top, right, bottom});
  frame.labels = &labels;
  // The bases first: the table's margins' texts drawn under them keep clear of them.
  for (const grande_tactique::Unit& u : frame.units())
    labels.reserve(gt_page_rect(frame, u.base));
  SvgWriter body;
  draw_defs(body, frame);
  const std::optional<OddsMap> odds =
      layers.odds != nullptr ? std::optional(odds_map(*layers.odds)) : std::nullopt;
  auto [title, subtitle] =
      picture_titles(scenario.name, "Grande Tactique", request_text(frame), subtitle_text(frame));
  if (odds) title += odds_title_note(*odds);
  // The odds bin a base's centre to the inch: each place is the inch square around its point.
  const OddsGeometry geometry{
      .center = [&](const Place& p) { return frame.page(std::get<Vec2>(p)); },
      .shape =
          [&](const Place& p) {
            const Vec2 v = std::get<Vec2>(p);
            const Point nw = frame.page({v.x - 0.5, v.y + 0.5});
            return fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" rx="2"/>)", num(nw.x),
                               num(nw.y), num(gp::kPpi), num(gp::kPpi));
          },
      .width = 3.0 * gp::kPpi,
      .name = [](const Place& p) { return io::detail::gt_point(std::get<Vec2>(p)); },
      .label_drop = std::nullopt};
  draw_title(body, title, subtitle);

  // Cropped, the map is drawn as a whole and shown through a window on the action, placed
  // where the map area starts.
  if (cropped) {
    body.add(fmt::format(
        R"(<svg id="window" x="{}" y="{}" width="{}" height="{}" viewBox="{} {} {} {}" overflow="hidden">)",
        num(frame.map_left), num(area_top), num(right - left), num(bottom - top), num(left),
        num(top), num(right - left), num(bottom - top)));
  }
  body.open_group(R"(id="map")");
  draw_gt_table(body, frame);
  draw_gt_causer_line(body, frame);
  if (!frame.previews.empty()) draw_gt_previews(body, frame);
  draw_gt_units(body, frame);
  if (odds) draw_odds_marks(body, *odds, geometry);
  if (frame.history) draw_gt_outcome(body, frame);
  if (odds) queue_odds_labels(labels, *odds, geometry);
  labels.draw(body);
  body.close_group();
  if (cropped) {
    body.add("</svg>");
    // Under the window, so that a long subtitle never widens the cropped picture.
    body.add(fmt::format(
        R"(<text id="window-caption" x="{}" y="{}" font-size="9" fill="#4a4a4a">{}</text>)",
        num(frame.map_left), num(area_top + (bottom - top) + 12.0),
        window_text(frame, left, top, right, bottom)));
  }

  const double legend_x = cropped ? frame.map_left + (right - left) + 10.0
                                  : frame.table_top_left.x + frame.width() + pad_e + 10.0;
  Extent panel{.right = legend_x, .bottom = palette::kTitleHeight + palette::kMargin};
  if (odds) panel = draw_odds_panel(body, *odds, {legend_x, panel.bottom});
  Extent legend = draw_gt_legend(body, frame, {legend_x, panel.bottom});
  legend.right = std::max(legend.right, panel.right);
  SKD_ASSERT(body.depth() == 0, "unbalanced groups in the SVG");

  const double width =
      std::max({legend.right, legend_x + 180.0, title_right(title, subtitle)}) + palette::kMargin;
  const double map_bottom =
      cropped ? area_top + (bottom - top) + 16.0 : frame.table_top_left.y + frame.height() + pad_s;
  const double height = std::max(map_bottom, legend.bottom) + palette::kMargin;
  return svg_document(width, height, body.text());
}

}  // namespace skedaddle::svg
