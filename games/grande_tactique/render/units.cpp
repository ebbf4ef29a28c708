// SPDX-License-Identifier: MIT
// The bases of the Grande Tactique picture: each a rotated rectangle to scale in its side's
// colour, its front edge thick, its arm as a NATO mark, its state as the fill (eager solid,
// shaken striped, routed outlined and dashed), its id behind it and a tooltip. With an outcome
// they stand where it left them, movers' starting places outlined, units shaken or routed on
// the way ringed, removed units greyed and crossed out.
#include <fmt/format.h>

#include <algorithm>

#include "grande_tactique/render/layers.hpp"
#include "grande_tactique/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace {

namespace gp = palette::grande_tactique;

struct PageBounds {
  double left = 1e300;
  double right = -1e300;
  double top = 1e300;
  double bottom = -1e300;
};

PageBounds bounds(const GtFrame& frame, const Box& base) {
  PageBounds b;
  for (const Vec2 c : base.corners()) {
    const Point p = frame.page(c);
    b.left = std::min(b.left, p.x);
    b.right = std::max(b.right, p.x);
    b.top = std::min(b.top, p.y);
    b.bottom = std::max(b.bottom, p.y);
  }
  return b;
}

std::string line(Point a, Point b) {
  return fmt::format("M{} {}L{} {}", num(a.x), num(a.y), num(b.x), num(b.y));
}

/// The NATO mark of an arm inside the base: infantry both diagonals, cavalry the one from the
/// rear left to the front right, artillery a dot (horse artillery with the cavalry diagonal).
std::string arm_mark(const GtFrame& frame, const grande_tactique::Unit& u, std::string_view ink) {
  const std::array<Vec2, 4> c = u.base.corners();
  std::array<Point, 4> p{};
  for (std::size_t k = 0; k < c.size(); ++k)
    p[k] = frame.page(c[k]);
  std::string d;
  switch (u.arm) {
    case grande_tactique::Arm::infantry:
      d = line(p[0], p[2]) + line(p[1], p[3]);
      break;
    case grande_tactique::Arm::cavalry:
    case grande_tactique::Arm::horse_artillery:
      d = line(p[3], p[1]);
      break;
    case grande_tactique::Arm::foot_artillery:
    case grande_tactique::Arm::general:
      break;
  }
  std::string out;
  if (!d.empty()) {
    out = fmt::format(R"(<path class="arm" d="{}" stroke="{}" stroke-width="1"/>)", d, ink);
  }
  if (u.arm == grande_tactique::Arm::foot_artillery ||
      u.arm == grande_tactique::Arm::horse_artillery) {
    const Point m = frame.page(u.base.centre);
    out += fmt::format(R"(<circle class="arm" cx="{}" cy="{}" r="{}" fill="{}"/>)", num(m.x),
                       num(m.y), num(std::min(u.base.width, u.base.depth) * gp::kPpi * 0.2), ink);
  }
  return out;
}

std::string tooltip(const GtFrame& frame, std::size_t i) {
  const grande_tactique::Unit& start = frame.game.units[i];
  const grande_tactique::Unit& u = frame.units()[i];
  std::string text = fmt::format(
      "{} \u00b7 {} \u00b7 {} \u00b7 {} \u00b7 {} \u00b7 at {} facing {}\u00b0", start.id,
      gp::side_name(start.side), gt_arm_name(start.arm), gt_quality_name(start.quality),
      gt_state_name(start.state), gt_at(start.base.centre), num(bearing_of(start.base.facing)));
  if (start.in_square) text += " \u00b7 in square";
  if (start.firing) text += " \u00b7 firing";
  if (start.old_guard) text += " \u00b7 Old Guard";
  if (start.attached_to) text += " \u00b7 attached to " + frame.name(*start.attached_to);
  if (frame.game.request.causer && index_of(*frame.game.request.causer) == i)
    text += " \u00b7 causer";
  if (frame.history) {
    text += fmt::format(" \u2192 {}", gt_state_name(u.state));
    if (!u.on_table()) text += fmt::format(", {}", grande_tactique::ending_name(u.ending));
    if (u.base.centre != start.base.centre) text += fmt::format(" at {}", gt_at(u.base.centre));
  }
  return text;
}

void draw_base(SvgWriter& out, const GtFrame& frame, std::size_t i) {
  const grande_tactique::Unit& u = frame.units()[i];
  const bool removed = !u.on_table();
  const std::string_view side = gp::side_fill(u.side);
  std::string_view fill = side;
  std::string_view ink = "#ffffff";
  std::string style = R"( stroke="#1b1b1b" stroke-width="0.8")";
  std::string fill_attr;
  if (removed) {
    fill = gp::kRemovedFill;
    ink = gp::kRemovedInk;
    style =
        fmt::format(R"( stroke="{}" stroke-width="0.8" stroke-dasharray="3 2")", gp::kRemovedInk);
  } else if (u.arm == grande_tactique::Arm::general) {
    fill = gp::kGeneral;
    style = fmt::format(R"( stroke="{}" stroke-width="1.5")", side);
  } else if (u.state == grande_tactique::State::shaken) {
    fill_attr = fmt::format("url(#gt-shaken-{})", static_cast<int>(u.side));
    fill = fill_attr;
    ink = "#1b1b1b";
  } else if (u.state == grande_tactique::State::routed) {
    fill = "#ffffff";
    ink = side;
    style = fmt::format(
        R"( fill-opacity="0.7" stroke="{}" stroke-width="1.4" stroke-dasharray="3 2")", side);
  }
  out.open_group(fmt::format(R"(class="base side-{} {} {}{}")", static_cast<int>(u.side),
                             grande_tactique::flees(u.arm) || u.arm == grande_tactique::Arm::general
                                 ? gt_arm_name(u.arm)
                                 : std::string_view("artillery"),
                             gt_state_name(u.state), removed ? " removed" : ""));
  out.add(fmt::format("<title>{}</title>", xml_escape(tooltip(frame, i))));
  out.add(fmt::format(R"(<polygon points="{}" fill="{}"{}/>)", gt_base_points(frame, u.base), fill,
                      style));
  out.add(arm_mark(frame, u, ink));
  const std::array<Vec2, 4> c = u.base.corners();
  const Point fl = frame.page(c[0]);
  const Point fr = frame.page(c[1]);
  out.add(fmt::format(
      R"(<line class="front" x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="{}" stroke-linecap="round"/>)",
      num(fl.x), num(fl.y), num(fr.x), num(fr.y),
      removed ? gp::kRemovedInk
              : (u.state == grande_tactique::State::routed ? side : gp::kFrontEdge),
      u.arm == grande_tactique::Arm::general ? "1.6" : "3"));
  const PageBounds b = bounds(frame, u.base);
  const Point m = frame.page(u.base.centre);
  if (removed) {
    const double r = std::max(6.0, (b.right - b.left) / 3.0);
    out.add(fmt::format(
        R"(<path class="cross" d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="2.4" stroke-linecap="round"/>)",
        num(m.x - r), num(m.y - r * 0.6), num(m.x + r), num(m.y + r * 0.6), num(m.x - r),
        num(m.y + r * 0.6), num(m.x + r), num(m.y - r * 0.6), palette::kFate));
  }
  out.close_group();
}

/// The id beside the base: behind its rear edge, where no unit it is in contact with at the
/// front stands; a general's to his left (badges go to the right).
void queue_id(const GtFrame& frame, std::size_t i) {
  const grande_tactique::Unit& u = frame.units()[i];
  const std::string_view ink = u.on_table() ? "#1b1b1b" : gp::kRemovedInk;
  const std::string fill = fmt::format(R"( fill="{}")", ink);
  if (u.arm == grande_tactique::Arm::general) {
    const PageBounds b = bounds(frame, u.base);
    const Point side{b.left, frame.page(u.base.centre).y};
    frame.labels->add(Label{.at = {side.x - 2.0, side.y + 2.5},
                            .text = u.id,
                            .font_size = 7.0,
                            .anchor = Anchor::end,
                            .bold = false,
                            .attributes = fill,
                            .mark = side,
                            .leader_colour = std::string(ink),
                            .group = "ids",
                            .rank = 0,
                            .optional = false});
    return;
  }
  const Point rear = frame.page(u.base.centre - (0.5 * u.base.depth) * u.base.facing);
  const Point back{-u.base.facing.x, u.base.facing.y};  // the rear direction on the page
  const Anchor anchor = back.x > 0.6 ? Anchor::start : back.x < -0.6 ? Anchor::end : Anchor::middle;
  const Point at{rear.x + back.x * 5.0, rear.y + back.y * 9.0 + 3.0};
  frame.labels->add(Label{.at = at,
                          .text = u.id,
                          .font_size = 8.0,
                          .anchor = anchor,
                          .bold = true,
                          .attributes = fill,
                          .mark = rear,
                          .leader_colour = std::string(ink),
                          .group = "ids",
                          .rank = 0,
                          .optional = false});
}

}  // namespace

void draw_gt_units(SvgWriter& out, const GtFrame& frame) {
  const std::vector<grande_tactique::Unit>& units = frame.units();
  if (frame.history) {
    out.open_group(R"(id="starts")");
    for (std::size_t i = 0; i < units.size(); ++i) {
      const grande_tactique::Unit& start = frame.game.units[i];
      if (units[i].base.centre == start.base.centre && units[i].base.facing == start.base.facing)
        continue;
      out.add(fmt::format(
          R"(<polygon class="start" points="{}" fill="none" stroke="{}" stroke-width="1.2" stroke-dasharray="3 2"><title>{} started here</title></polygon>)",
          gt_base_points(frame, start.base), gp::side_fill(start.side), xml_escape(start.id)));
    }
    out.close_group();
    out.open_group(R"(id="rings")");
    for (std::size_t i = 0; i < units.size(); ++i) {
      bool shaken = false;
      bool routed = false;
      for (const GtStatus& s : frame.history->statuses) {
        if (s.unit != i) continue;
        shaken = shaken || s.status == "shaken";
        routed = routed || s.status == "routed";
      }
      if (!shaken && !routed) continue;
      out.add(fmt::format(
          R"(<polygon class="ring {}" points="{}" fill="none" stroke="{}" stroke-width="7" stroke-opacity="0.55" stroke-linejoin="round"/>)",
          routed ? "routed" : "shaken", gt_base_points(frame, units[i].base),
          routed ? gp::kRouted : gp::kShaken));
    }
    out.close_group();
  }
  out.open_group(R"(id="units")");
  // Generals last: their small bases sit on top of the unit they are attached to.
  for (const bool generals : {false, true}) {
    for (std::size_t i = 0; i < units.size(); ++i) {
      if ((units[i].arm == grande_tactique::Arm::general) == generals) draw_base(out, frame, i);
    }
  }
  out.close_group();
  // Queued, drawn over everything, so that a general, a unit in contact or an arrow never hides
  // an id.
  frame.labels->set_group_attributes(
      "ids", R"( stroke="#ffffff" stroke-width="2.2" stroke-opacity="0.85" paint-order="stroke")");
  for (std::size_t i = 0; i < units.size(); ++i)
    queue_id(frame, i);
}

}  // namespace skedaddle::svg::detail
