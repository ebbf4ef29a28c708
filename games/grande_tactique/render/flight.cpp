// SPDX-License-Identifier: MIT
// Flight on the Grande Tactique picture: the previews of the options layer (the corridor swept
// by the way GT-4 takes, the straight corridor when it is not taken, the centre's path, the
// base at the end, the friends passed through) and the outcome's moves with the states given
// and the removals on the way.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "grande_tactique/render/layers.hpp"
#include "grande_tactique/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace {

namespace gp = palette::grande_tactique;

/// The SVG path data of a centre's path: straight legs as lines, arcs round a corner (GT-4 b)
/// as SVG arcs. The page's y runs south, so a clockwise arc on the table is clockwise on the
/// page too (sweep flag 1).
std::string curved_d(const GtFrame& frame, const std::vector<Vec2>& path,
                     const std::vector<PathArc>& arcs) {
  std::string d;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const Point p = frame.page(path[i]);
    const auto arc = std::find_if(arcs.begin(), arcs.end(),
                                  [&](const PathArc& a) { return i > 0 && a.leg == i - 1; });
    if (i == 0) {
      d += fmt::format("M{} {}", num(p.x), num(p.y));
    } else if (arc != arcs.end()) {
      const std::string r = num(distance(arc->centre, path[i]) * gp::kPpi);
      d += fmt::format(" A{} {} 0 0 {} {} {}", r, r, arc->clockwise ? 1 : 0, num(p.x), num(p.y));
    } else {
      d += fmt::format(" L{} {}", num(p.x), num(p.y));
    }
  }
  return d;
}

/// The direction of travel at the end of a path that has length: its last straight leg, or the
/// tangent of its last arc.
Vec2 last_leg(const std::vector<Vec2>& path, const std::vector<PathArc>& arcs, Vec2 fallback) {
  for (std::size_t k = path.size(); k-- > 1;) {
    if (distance(path[k], path[k - 1]) <= kPlaneEpsilon) continue;
    for (const PathArc& a : arcs) {
      if (a.leg != k - 1) continue;
      const Vec2 out = normalized(path[k] - a.centre);
      return a.clockwise ? -perp(out) : perp(out);
    }
    return normalized(path[k] - path[k - 1]);
  }
  return fallback;
}

double path_length(const std::vector<Vec2>& path, const std::vector<PathArc>& arcs) {
  double total = 0.0;
  for (std::size_t k = 1; k < path.size(); ++k)
    total += leg_length(path, arcs, k - 1);
  return total;
}

std::string base_polygon(const GtFrame& frame, const Box& b, std::string_view cls,
                         std::string_view style, std::string_view tip) {
  return fmt::format(R"(<polygon class="{}" points="{}"{}><title>{}</title></polygon>)", cls,
                     gt_base_points(frame, b), style, xml_escape(tip));
}

std::string front_line(const GtFrame& frame, const Box& b, std::string_view colour) {
  const std::array<Vec2, 4> c = b.corners();
  const Point fl = frame.page(c[0]);
  const Point fr = frame.page(c[1]);
  return fmt::format(
      R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.4" stroke-dasharray="4 2"/>)",
      num(fl.x), num(fl.y), num(fr.x), num(fr.y), colour);
}

/// A bold label over a white halo in group `cls` + "s" ("badges"), naming what is at `mark`.
Label halo_label(Point at, std::string_view cls, std::string_view colour, std::string_view text,
                 Point mark, Anchor anchor = Anchor::middle) {
  return Label{
      .at = at,
      .text = std::string(text),
      .font_size = 8.5,
      .anchor = anchor,
      .bold = true,
      .attributes = fmt::format(
          R"( class="{}" fill="{}" stroke="#ffffff" stroke-width="2.6" stroke-opacity="0.9" paint-order="stroke")",
          cls, colour),
      .mark = mark,
      .leader_colour = std::string(colour),
      .group = std::string(cls) + "s",
      .rank = cls == "badge" ? 0 : 1,
      .optional = false};
}

/// The horizontal extent of a base on the page.
std::pair<double, double> page_span(const GtFrame& frame, const Box& b) {
  double lo = 1e300;
  double hi = -1e300;
  for (const Vec2 c : b.corners()) {
    lo = std::min(lo, frame.page(c).x);
    hi = std::max(hi, frame.page(c).x);
  }
  return {lo, hi};
}

/// How far a badge tied to its base by a leader line keeps from the other bases, in px: a badge
/// stands 6 px beside its own, and one much nearer another base reads as that one's.
constexpr double kClearOfOtherBases = 16.0;

/// A label beside a base, on the side asked for (the id is behind the base, on its rear
/// side, and may be above or below it), else on the other side, else when neither fits on the
/// page's map area, centred under the base: `row` counts the labels already put under it.
Label beside(const GtFrame& frame, const Box& b, double y, bool right, int row,
             std::string_view cls, std::string_view colour, std::string_view text) {
  const auto [lo, hi] = page_span(frame, b);
  const double w = text_width(text, 8.5) * 1.1;
  const bool fits_right = hi + 6.0 + w <= frame.map_right;
  const bool fits_left = lo - 6.0 - w >= frame.map_left;
  if (!fits_right && !fits_left) {
    double bottom = -1e300;
    for (const Vec2 c : b.corners())
      bottom = std::max(bottom, frame.page(c).y);
    return halo_label({(lo + hi) / 2.0, bottom + 11.0 + 10.0 * row}, cls, colour, text,
                      {(lo + hi) / 2.0, bottom});
  }
  if (right ? !fits_right : !fits_left) right = !right;
  return halo_label({right ? hi + 6.0 : lo - 6.0, y}, cls, colour, text, {right ? hi : lo, y - 3.0},
                    right ? Anchor::start : Anchor::end);
}

/// The base where a preview's flight would end, turned the way it last moved; none when it does
/// not move.
std::optional<Box> preview_end(const GtFrame& frame, const GtPreview& p) {
  const grande_tactique::FlightOption& taken = p.flight.tried.back();
  if (taken.path.size() < 2) return std::nullopt;
  const Vec2 first_dir = normalized(taken.path[1] - taken.path[0]);
  Box end = gt_fleeing_base(frame.game.units[p.unit])
                .facing_toward(last_leg(taken.path, taken.arcs, first_dir));
  end.centre = taken.path.back();
  return end;
}

/// The label of preview `i` (`ends`: every preview's end base), opposite the id, which is behind
/// the base: beside the end base, or, when the outcome's badges take that place, beyond its
/// front. It is read as its own preview's, as a badge is read as its base's: nearer its end base
/// than any other base or preview's end, or tied to the end base's centre by a leader line clear
/// of them (gt-6-shaken-friend-routs-in-turn: 1/8e's label stood under 2/8e's base).
Label preview_label(const GtFrame& frame, std::size_t i,
                    const std::vector<std::optional<Box>>& ends) {
  const GtPreview& p = frame.previews[i];
  const grande_tactique::Unit& u = frame.game.units[p.unit];
  const grande_tactique::FlightOption& taken = p.flight.tried.back();
  const Box& end = *ends[i];
  const std::string words = fmt::format(
      "{}: {}{}{}", u.id, p.forced_out_of.empty() ? "" : "forced out of its cover (GT-10), ",
      gt_way_text(frame, taken), p.flight.off_table ? ", off the table: fled (GT-7)" : "");
  Label text;
  if (frame.history) {
    const Rect r = gt_page_rect(frame, end);
    const Point e = frame.page(end.centre);
    const bool ahead_is_up = end.facing.y >= 0.0;
    text = halo_label({e.x, ahead_is_up ? r.top - 6.0 : r.bottom + 12.0}, "preview-label",
                      gp::kCorridor, words, {e.x, ahead_is_up ? r.top : r.bottom});
  } else {
    text = beside(frame, end, frame.page(end.centre).y + 3.0, end.facing.x > 0.6, 2,
                  "preview-label", gp::kCorridor, words);
  }
  text.mark = frame.page(end.centre);
  text.names = gt_page_rect(frame, end);
  const std::vector<grande_tactique::Unit>& units = frame.units();
  for (std::size_t k = 0; k < units.size(); ++k) {
    if (k != p.unit) text.clear_of.push_back(gt_page_rect(frame, units[k].base));
  }
  for (std::size_t k = 0; k < ends.size(); ++k) {
    if (k != i && ends[k]) text.clear_of.push_back(gt_page_rect(frame, *ends[k]));
  }
  text.clear_by = kClearOfOtherBases;
  return text;
}

}  // namespace

Rect gt_page_rect(const GtFrame& frame, const Box& base) {
  Rect r{1e300, 1e300, -1e300, -1e300};
  for (const Vec2 c : base.corners()) {
    const Point p = frame.page(c);
    r = {std::min(r.left, p.x), std::min(r.top, p.y), std::max(r.right, p.x),
         std::max(r.bottom, p.y)};
  }
  return r;
}

std::string gt_way_text(const GtFrame& frame, const grande_tactique::FlightOption& o) {
  std::string text(grande_tactique::way_name(o.way));
  if (o.way == grande_tactique::FlightWay::turned && o.turned != 0.0) {
    text += fmt::format(" {}\u00b0 {}", num(std::abs(o.turned)),
                        o.turned > 0.0 ? "clockwise" : "counter-clockwise");
  }
  if (o.terrain >= 0 && static_cast<std::size_t>(o.terrain) < frame.game.table.terrain.size()) {
    text +=
        fmt::format(" ({})", frame.game.table.terrain[static_cast<std::size_t>(o.terrain)].name);
  }
  if (o.path.size() >= 2) text += fmt::format(", {} in", num(path_length(o.path, o.arcs)));
  return text;
}

void draw_gt_previews(SvgWriter& out, const GtFrame& frame) {
  // Where each preview ends: a label must not seem to name another preview's end either.
  std::vector<std::optional<Box>> ends;
  for (const GtPreview& p : frame.previews)
    ends.push_back(preview_end(frame, p));
  out.open_group(R"(id="options")");
  for (std::size_t i = 0; i < frame.previews.size(); ++i) {
    const GtPreview& p = frame.previews[i];
    const grande_tactique::Unit& u = frame.game.units[p.unit];
    const Box base = gt_fleeing_base(u);
    const grande_tactique::FlightOption& taken = p.flight.tried.back();
    out.open_group(fmt::format(R"(class="preview" data-unit="{}")", xml_escape(u.id)));
    for (const grande_tactique::FlightOption& o : p.flight.tried) {
      if (o.way != grande_tactique::FlightWay::straight ||
          o.rejection == grande_tactique::Rejection::none)
        continue;
      const Box corridor = swept(base.facing_toward(p.away), p.distance);
      std::string tip = fmt::format("{}: straight corridor not taken, {}", u.id,
                                    grande_tactique::rejection_text(o.rejection));
      if (o.blocker) tip += fmt::format("; first in the way: {}", frame.name(*o.blocker));
      out.add(base_polygon(
          frame, corridor, "corridor rejected",
          fmt::format(
              R"( fill="{0}" fill-opacity="0.10" stroke="{0}" stroke-width="1" stroke-dasharray="5 3")",
              gp::kRejected),
          tip));
    }
    for (const UnitId f : p.flight.passed) {
      if (!frame.valid(f)) continue;
      out.add(base_polygon(
          frame, frame.game.units[index_of(f)].base, "passes",
          fmt::format(
              R"( fill="none" stroke="{}" stroke-width="7" stroke-opacity="0.6" stroke-linejoin="round")",
              gp::kPasses),
          fmt::format("{} would pass through {} (GT-6)", u.id, frame.name(f))));
    }
    if (taken.way == grande_tactique::FlightWay::surrounded) {
      const Point m = frame.page(u.base.centre);
      frame.labels->add(halo_label({m.x, m.y - 14.0}, "preview-label", gp::kRejected,
                                   fmt::format("{}: surrounded, destroyed (GT-4 d)", u.id), m));
    }
    if (taken.path.size() >= 2) {
      const Vec2 first_dir = normalized(taken.path[1] - taken.path[0]);
      const std::string tip = fmt::format("{}: {}", u.id, gt_way_text(frame, taken));
      if (taken.path.size() == 2) {
        // One straight leg: exactly the ground the engine sweeps (rear edge to front edge).
        const Box corridor =
            swept(base.facing_toward(first_dir), path_length(taken.path, taken.arcs));
        out.add(base_polygon(
            frame, corridor, "corridor taken",
            fmt::format(R"( fill="{0}" fill-opacity="0.18" stroke="{0}" stroke-width="1")",
                        gp::kCorridor),
            tip));
      } else {
        // A path with corners: the band as wide as the frontage that the centre's path drags.
        out.add(fmt::format(
            R"(<path class="corridor taken" d="{}" fill="none" stroke="{}" stroke-opacity="0.18" stroke-width="{}" stroke-linejoin="round"><title>{}</title></path>)",
            curved_d(frame, taken.path, taken.arcs), gp::kCorridor, num(base.width * gp::kPpi),
            xml_escape(tip)));
      }
      const Box end = *ends[i];
      out.add(base_polygon(
          frame, end, "end",
          fmt::format(
              R"( fill="{}" fill-opacity="0.15" stroke="{}" stroke-width="1.2" stroke-dasharray="3 2")",
              gp::side_fill(u.side), gp::side_fill(u.side)),
          fmt::format("{} would end here, at {}", u.id, gt_at(end.centre))));
      out.add(front_line(frame, end, gp::side_fill(u.side)));
      const std::string d = curved_d(frame, taken.path, taken.arcs);
      out.add(halo_path(d, 5.0));
      out.add(fmt::format(
          R"svg(<path class="preview-path" d="{}" fill="none" stroke="{}" stroke-width="2.2" stroke-linejoin="round" marker-end="url(#gt-arrow-preview)"><title>{}</title></path>)svg",
          d, gp::kCorridor, xml_escape(tip)));
      frame.labels->add(preview_label(frame, i, ends));
    }
    out.close_group();
  }
  out.close_group();
}

void draw_gt_outcome(SvgWriter& out, const GtFrame& frame) {
  const GtHistory& h = *frame.history;
  const std::vector<grande_tactique::Unit>& units = frame.units();
  out.open_group(R"(id="outcome")");
  out.open_group(R"(id="routes")");
  for (const GtMove& m : h.moves) {
    const std::string d = curved_d(frame, m.path, m.arcs);
    std::string where;
    for (const Vec2 v : m.path)
      where += (where.empty() ? "" : " \u2192 ") + gt_at(v);
    out.add(halo_path(d, 7.0));
    out.add(fmt::format(
        R"svg(<path class="route" d="{}" fill="none" stroke="{}" stroke-width="3.2" stroke-linejoin="round" stroke-linecap="round" marker-end="url(#gt-arrow-route)"><title>{}: {}</title></path>)svg",
        d, palette::kRoute, xml_escape(frame.game.units[m.unit].id), where));
  }
  out.close_group();
  // Badges right of the final base: every state given on the way, then the removal. A
  // general's badges name him (Q4, "Gen Bourgeois: captured (GT-12)"): his base stands on his
  // unit's, so where his badge stands cannot say whose it is.
  const auto badge_text = [&](std::size_t unit, std::string what) {
    return units[unit].arm == grande_tactique::Arm::general
               ? fmt::format("{}: {}", frame.game.units[unit].id, what)
               : what;
  };
  std::map<std::size_t, std::vector<std::pair<std::string, std::string_view>>> badges;
  for (const GtStatus& s : h.statuses) {
    badges[s.unit].emplace_back(badge_text(s.unit, fmt::format("{} ({})", s.status, s.rule)),
                                s.status == "routed" ? gp::kRouted : gp::kShaken);
  }
  for (const UnitRemoved& r : h.removed) {
    const std::size_t unit = index_of(r.unit);
    badges[unit].emplace_back(badge_text(unit, fmt::format("{} ({})", fate_name(r.fate), r.rule)),
                              palette::kFate);
  }
  // A badge is read as the base nearest it: it keeps nearer its own than any other, or, tied to
  // it by a leader line, away from the others (gt-6-shaken-friend-routs-in-turn: 3/8e's
  // "shaken" stood under 2/8e's "routed", beside 2/8e's base).
  std::vector<Rect> bases;
  for (const grande_tactique::Unit& u : units)
    bases.push_back(gt_page_rect(frame, u.base));
  for (const auto& [i, lines] : badges) {
    const Box& b = units[i].base;
    // Right of the base, unless its id stands there (behind a base facing west on the page).
    const bool right = units[i].arm == grande_tactique::Arm::general || b.facing.x > -0.6;
    double y = frame.page(b.centre).y + 3.0 - (static_cast<double>(lines.size()) - 1.0) * 5.0;
    int row = 0;
    for (const auto& [text, colour] : lines) {
      Label badge = beside(frame, b, y, right, row++, "badge", colour, text);
      // A leader line from the base's centre: from its side it would start on a neighbour's
      // too, in a line of bases.
      badge.mark = frame.page(b.centre);
      badge.names = bases[i];
      for (std::size_t k = 0; k < bases.size(); ++k) {
        if (k != i) badge.clear_of.push_back(bases[k]);
      }
      badge.clear_by = kClearOfOtherBases;
      badge.over_names_when_crowded = true;
      frame.labels->add(std::move(badge));
      y += 10.0;
    }
  }
  out.close_group();
}

}  // namespace skedaddle::svg::detail
