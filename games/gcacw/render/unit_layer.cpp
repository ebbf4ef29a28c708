// SPDX-License-Identifier: MIT
// Counters and leaders of the GCACW picture.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <string>

#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"

namespace skedaddle::svg::detail {

void draw_unit_symbol(SvgWriter& out, gcacw::UnitType type, Point top_left, std::string_view ink) {
  const double w = 13.0;
  const double h = 9.0;
  const double x = top_left.x;
  const double y = top_left.y;
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="1"/>)",
      num(x), num(y), num(w), num(h), ink));
  switch (type) {
    case gcacw::UnitType::infantry:  // NATO infantry: crossed box
      out.add(fmt::format(R"(<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="0.9"/>)",
                          num(x), num(y), num(x + w), num(y + h), num(x), num(y + h), num(x + w),
                          num(y), ink));
      break;
    case gcacw::UnitType::cavalry:  // NATO cavalry: one diagonal
      out.add(fmt::format(R"(<path d="M{} {}L{} {}" stroke="{}" stroke-width="0.9"/>)", num(x),
                          num(y + h), num(x + w), num(y), ink));
      break;
    case gcacw::UnitType::artillery:  // NATO artillery: a dot
      out.add(fmt::format(R"(<circle cx="{}" cy="{}" r="2.2" fill="{}"/>)", num(x + w / 2),
                          num(y + h / 2), ink));
      break;
    case gcacw::UnitType::leader:
      break;
  }
}

namespace {

// A stack of several combat units: bars this wide, sharing this much height (between the hex
// number and the leader names), none taller than a bar that holds one line of 7.5 px.
constexpr double kStackedWidth = 42.0;
constexpr double kStackedSpace = 30.0;
constexpr double kStackedMaxHeight = 13.0;

std::string unit_title(const gcacw::Unit& unit) {
  std::string text = fmt::format("{} ({} {})", unit.id, palette::side_name(unit.side),
                                 palette::type_name(unit.type));
  if (unit.is_combat()) text += fmt::format(", {} manpower", unit.manpower);
  if (unit.fatigue > 0) text += fmt::format(", fatigue {}", unit.fatigue);
  if (unit.disorganized) text += ", disorganized";
  return xml_escape(text);
}

void draw_counter(SvgWriter& out, const gcacw::Unit& unit, Point center, bool active) {
  const double w = palette::kCounterWidth;
  const double h = palette::kCounterHeight;
  const double x = center.x - w / 2;
  const double y = center.y - h / 2;
  const std::string_view ink = palette::side_ink(unit.side);
  out.open_group(fmt::format(R"(class="counter{}")", active ? " active" : ""));
  out.add(fmt::format("<title>{}{}</title>", unit_title(unit), active ? " - active enemy" : ""));
  if (active) {  // a halo that survives the counter's own border
    out.add(fmt::format(
        R"(<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="none" stroke="{}" stroke-width="3.2"/>)",
        num(x - 1.6), num(y - 1.6), num(w + 3.2), num(h + 3.2), palette::kActiveOutline));
  }
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="{}" stroke="#1b1b1b" stroke-width="0.8"/>)",
      num(x), num(y), num(w), num(h), palette::side_fill(unit.side)));
  out.add(fitted_text(center.x, y + 8.0, 7.0, w - 3.0, unit.id,
                      fmt::format(R"( text-anchor="middle" fill="{}")", ink)));
  draw_unit_symbol(out, unit.type, {x + 3.0, y + 12.5}, ink);
  out.add(fmt::format(
      R"(<text x="{}" y="{}" font-size="10" font-weight="bold" text-anchor="middle" fill="{}">{}</text>)",
      num(x + 25.5), num(y + 21.5), ink, unit.manpower));
  if (unit.disorganized) {  // a corner notch for the disorganized side of the counter
    out.add(fmt::format(R"(<path d="M{} {}h-6l6 6z" fill="{}"/>)", num(x + w), num(y + h - 6.0),
                        palette::kFate));
  }
  out.close_group();
}

// One unit of a stack of several: a bar as wide as a hex's middle allows, its name on the left
// and its manpower on the right, so that every unit of the stack can be read (the counter's
// symbol is in its tooltip).
void draw_stacked_counter(SvgWriter& out, const gcacw::Unit& unit, Point top_left, double height,
                          bool active) {
  const double w = kStackedWidth;
  const double x = top_left.x;
  const double y = top_left.y;
  const std::string_view ink = palette::side_ink(unit.side);
  const double font = std::min(7.5, height - 2.5);
  const double baseline = y + height / 2.0 + font * 0.36;
  out.open_group(fmt::format(R"(class="counter stacked{}")", active ? " active" : ""));
  out.add(fmt::format("<title>{}{}</title>", unit_title(unit), active ? " - active enemy" : ""));
  if (active) {
    out.add(fmt::format(
        R"(<rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="none" stroke="{}" stroke-width="2.4"/>)",
        num(x - 1.2), num(y - 1.2), num(w + 2.4), num(height + 2.4), palette::kActiveOutline));
  }
  out.add(fmt::format(
      R"(<rect x="{}" y="{}" width="{}" height="{}" rx="1.5" fill="{}" stroke="#1b1b1b" stroke-width="0.8"/>)",
      num(x), num(y), num(w), num(height), palette::side_fill(unit.side)));
  const std::string manpower = std::to_string(unit.manpower);
  const double manpower_width = text_width(manpower, font) * 1.1 + 1.0;  // bold
  out.add(fitted_text(x + 2.0, baseline, font, w - manpower_width - 5.0, unit.id,
                      fmt::format(R"( fill="{}")", ink)));
  out.add(fmt::format(
      R"(<text x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="end" fill="{}">{}</text>)",
      num(x + w - 2.0), num(baseline), num(font), ink, manpower));
  if (unit.disorganized) {
    out.add(fmt::format(R"(<path d="M{} {}h-4l4 4z" fill="{}"/>)", num(x + w),
                        num(y + height - 4.0), palette::kFate));
  }
  out.close_group();
}

void draw_leader(SvgWriter& out, const gcacw::Unit& unit, Point center, double radius) {
  out.open_group(R"(class="leader")");
  out.add(fmt::format("<title>{}</title>", unit_title(unit)));
  out.add(fmt::format(R"(<polygon points="{}" fill="{}" stroke="{}" stroke-width="0.9"/>)",
                      star_points(center, radius), palette::side_fill(unit.side),
                      unit.side == Side::first ? "#f5f5f5" : "#1b1b1b"));
  out.close_group();
}

}  // namespace

namespace {

/// How far along the ray from `from` in the unit direction `toward` it is when it leaves `r`
/// (0 when it never crosses it).
double ray_leaves(Point from, Point toward, const Rect& r) {
  const std::optional<Crossing> c = crossing(from, toward, r, 0.0, 1e9);
  return c && c->enter < c->leave ? c->leave : 0.0;
}

}  // namespace

double units_reach(const Frame& frame, Hex hex, Point toward) {
  int combat = 0;
  int leaders = 0;
  std::string leader_names;
  for (const gcacw::Unit& unit : frame.game.units) {
    if (unit.status != gcacw::Status::on_map || unit.hex != hex || !frame.drawn(hex)) continue;
    if (unit.is_combat()) {
      ++combat;
    } else {
      ++leaders;
      leader_names += (leader_names.empty() ? "" : ", ") + unit.id;
    }
  }
  if (combat == 0 && leader_names.empty()) return 0.0;
  const Point c = frame.layout.center(hex);
  // Half the width and height of the counters or leader stars draw_units puts in the hex,
  // around its centre.
  const double half_width =
      combat == 0 ? 6.0 : (combat == 1 ? palette::kCounterWidth : kStackedWidth) / 2.0;
  const double half_height =
      combat == 0 ? 6.0 : (combat == 1 ? palette::kCounterHeight : kStackedSpace) / 2.0 + 1.0;
  double reach = ray_leaves(
      c, toward, {c.x - half_width, c.y - half_height, c.x + half_width, c.y + half_height});
  if (!leader_names.empty()) {
    // The leaders' names under the stars or counters, as draw_units writes them: an arrow
    // from below would otherwise end on them.
    const double font = 7.0;
    const double baseline = c.y + (combat == 0 ? 13.0 : 21.0);
    const double shown =
        std::min(text_width(leader_names, font), frame.layout.size() * (combat == 0 ? 1.6 : 1.45));
    // With counters, a small star per leader and a gap stand in front of the names.
    const double stars = combat == 0 ? 0.0 : 2.0 * 4.2 * static_cast<double>(leaders) + 2.0;
    const double left = c.x - (shown + stars) / 2.0;
    const Rect names{left, baseline - 0.74 * font - 1.0, left + stars + shown,
                     baseline + 0.22 * font};
    reach = std::max(reach, ray_leaves(c, toward, names));
  }
  return reach;
}

void draw_units(SvgWriter& out, const Frame& frame) {
  const gcacw::Scenario& game = frame.game;
  std::map<Hex, std::vector<std::size_t>> stacks;  // ordered: deterministic drawing order
  for (std::size_t i = 0; i < game.units.size(); ++i) {
    const gcacw::Unit& unit = game.units[i];
    if (unit.status == gcacw::Status::on_map && game.board.contains(unit.hex) &&
        frame.drawn(unit.hex)) {
      stacks[unit.hex].push_back(i);
    }
  }
  std::vector<bool> active(game.units.size(), false);
  for (const UnitId id : game.request.active) {
    if (index_of(id) < active.size()) active[index_of(id)] = true;
  }

  out.open_group(R"(id="units" font-family="DejaVu Sans, Arial, sans-serif")");
  for (const auto& [hex, members] : stacks) {
    const Point c = frame.layout.center(hex);
    std::vector<std::size_t> combat;
    std::vector<std::size_t> leaders;
    for (const std::size_t i : members) {
      (game.units[i].is_combat() ? combat : leaders).push_back(i);
    }
    // One counter alone; several as a column of bars, the first listed on top, each with its
    // name and manpower. Either sits a little high, between the hex number above and the leader
    // names below.
    if (combat.size() == 1) {
      draw_counter(out, game.units[combat[0]], {c.x, c.y - 1.0}, active[combat[0]]);
      if (frame.labels != nullptr) {
        frame.labels->reserve({c.x - palette::kCounterWidth / 2 - 1.6,
                               c.y - 1.0 - palette::kCounterHeight / 2 - 1.6,
                               c.x + palette::kCounterWidth / 2 + 1.6,
                               c.y - 1.0 + palette::kCounterHeight / 2 + 1.6});
      }
    } else if (combat.size() > 1) {
      const double bar =
          std::min(kStackedMaxHeight, kStackedSpace / static_cast<double>(combat.size()));
      const double top = c.y - 1.0 - bar * static_cast<double>(combat.size()) / 2.0;
      for (std::size_t k = 0; k < combat.size(); ++k) {
        draw_stacked_counter(out, game.units[combat[k]],
                             {c.x - kStackedWidth / 2.0, top + bar * static_cast<double>(k)}, bar,
                             active[combat[k]]);
      }
      if (frame.labels != nullptr) {
        frame.labels->reserve({c.x - kStackedWidth / 2.0 - 1.2, top - 1.2,
                               c.x + kStackedWidth / 2.0 + 1.2,
                               top + bar * static_cast<double>(combat.size()) + 1.2});
      }
    }
    if (leaders.empty()) continue;
    // Leaders: a star each and their names, joined on one line.
    std::string names;
    for (const std::size_t i : leaders) {
      if (!names.empty()) names += ", ";
      names += game.units[i].id;
    }
    const double font = 7.0;
    const double star = combat.empty() ? 6.0 : 4.2;
    const double stars = 2.0 * star * static_cast<double>(leaders.size());
    if (combat.empty()) {
      // Alone: a row of stars in the middle of the hex, the names under it.
      const double left = c.x - stars / 2.0;
      for (std::size_t k = 0; k < leaders.size(); ++k) {
        draw_leader(out, game.units[leaders[k]],
                    {left + star + 2.0 * star * static_cast<double>(k), c.y - 1.0}, star);
      }
      if (frame.labels != nullptr) {
        frame.labels->reserve(
            {c.x - stars / 2.0, c.y - 1.0 - star, c.x + stars / 2.0, c.y - 1.0 + star});
        const double shown = std::min(text_width(names, font), frame.layout.size() * 1.6);
        frame.labels->reserve({c.x - shown / 2.0, c.y + 13.0 - 0.74 * font, c.x + shown / 2.0,
                               c.y + 13.0 + 0.22 * font});
      }
      out.add(fitted_text(
          c.x, c.y + 13.0, font, frame.layout.size() * 1.6, names,
          R"( text-anchor="middle" font-style="italic" fill="#1b1b1b" stroke="#ffffff" stroke-width="2" stroke-opacity="0.85" paint-order="stroke")"));
      continue;
    }
    // With counters: one line under them, a small star per leader in front of the names.
    const double max_width = frame.layout.size() * 1.45;
    const double width = std::min(text_width(names, font), max_width);
    const double name_y = c.y + 21.0;
    const double left = c.x - (width + stars + 2.0) / 2.0;
    for (std::size_t k = 0; k < leaders.size(); ++k) {
      draw_leader(out, game.units[leaders[k]],
                  {left + star + 2.0 * star * static_cast<double>(k), name_y - 2.6}, star);
    }
    if (frame.labels != nullptr) {
      frame.labels->reserve(
          {left, name_y - 0.74 * font - 1.0, left + stars + 2.0 + width, name_y + 0.22 * font});
    }
    out.add(fitted_text(
        left + stars + 2.0, name_y, font, max_width, names,
        R"( font-style="italic" fill="#1b1b1b" stroke="#ffffff" stroke-width="2" stroke-opacity="0.85" paint-order="stroke")"));
  }
  out.close_group();
}

}  // namespace skedaddle::svg::detail
