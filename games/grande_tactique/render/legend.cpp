// SPDX-License-Identifier: MIT
// The legend of the Grande Tactique picture: the symbols, each flight preview with every way
// GT-4 tried and why it was not taken, the outcome (every FlightTried, the removals and the
// other events in order) and the unit list.
#include <fmt/format.h>

#include "grande_tactique/render/layers.hpp"
#include "grande_tactique/render/palette.hpp"

namespace skedaddle::svg::detail {

namespace {

namespace gp = palette::grande_tactique;

/// A base in the swatch box: front edge on top, the arm's mark inside; `stroke` gives the
/// outline's attributes.
std::string base_swatch(Point p, std::string_view fill, std::string_view ink, std::string_view mark,
                        std::string_view stroke = R"( stroke="#1b1b1b" stroke-width="0.8")") {
  std::string out = fmt::format(R"(<rect x="{}" y="{}" width="26" height="12" fill="{}"{}/>)",
                                num(p.x), num(p.y), fill, stroke);
  const double l = p.x;
  const double r = p.x + 26.0;
  const double t = p.y;
  const double b = p.y + 12.0;
  if (mark == "infantry") {
    out += fmt::format(R"(<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="1"/>)",
                       num(l), num(t), num(r), num(b), num(r), num(t), num(l), num(b), ink);
  } else if (mark == "cavalry" || mark == "horse artillery") {
    out += fmt::format(R"(<path d="M{} {}L{} {}" stroke="{}" stroke-width="1"/>)", num(l), num(b),
                       num(r), num(t), ink);
  }
  if (mark == "foot artillery" || mark == "horse artillery") {
    out += fmt::format(R"(<circle cx="{}" cy="{}" r="2.4" fill="{}"/>)", num(p.x + 13.0),
                       num(p.y + 6.0), ink);
  }
  out += fmt::format(R"(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="3"/>)",
                     num(l), num(t), num(r), num(t), gp::kFrontEdge);
  return out;
}

std::string arrow_swatch(Point p, std::string_view colour, std::string_view marker) {
  return fmt::format(
      R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.4" marker-end="url(#{})"/>)svg",
      num(p.x + 1), num(p.y + 6), num(p.x + 19), num(p.y + 6), colour, marker);
}

std::string tried_line(const GtFrame& frame, const FlightTried& t) {
  std::string way(t.way);
  if (t.way == "turned" && t.turned != 0.0) {
    way += fmt::format(" {}\u00b0 {}", num(t.turned < 0.0 ? -t.turned : t.turned),
                       t.turned > 0.0 ? "clockwise" : "counter-clockwise");
  }
  std::string line = fmt::format(
      "{}: {}: {}", frame.name(t.unit), way,
      t.rejection.empty() ? std::string("taken") : fmt::format("not taken, {}", t.rejection));
  if (!t.terrain.empty()) line += fmt::format("; {}", t.terrain);
  if (t.blocker) line += fmt::format("; first in the way: {}", frame.name(*t.blocker));
  return line + fmt::format(" [{}]", t.rule);
}

void symbols(Panel& panel, SvgWriter& out) {
  panel.heading("Legend");
  for (const Side side : {Side::first, Side::second}) {
    panel.row(fmt::format("{}, eager (thick line: front edge)", gp::side_name(side)),
              [&](Point p) { out.add(base_swatch(p, gp::side_fill(side), "#ffffff", "")); });
  }
  panel.row("shaken: striped",
            [&](Point p) { out.add(base_swatch(p, "url(#gt-shaken-0)", "#1b1b1b", "")); });
  panel.row("routed: outlined, dashed", [&](Point p) {
    out.add(base_swatch(p, "#ffffff", "#1b1b1b", "",
                        fmt::format(R"( stroke="{}" stroke-dasharray="3 2" stroke-width="1.4")",
                                    gp::side_fill(Side::first))));
  });
  for (const std::string_view arm : {"infantry", "cavalry", "foot artillery", "horse artillery"}) {
    panel.row(
        arm, [&](Point p) { out.add(base_swatch(p, gp::side_fill(Side::first), "#ffffff", arm)); });
  }
  panel.row("general (small gold base)", [&](Point p) {
    out.add(fmt::format(
        R"(<rect x="{}" y="{}" width="8" height="8" fill="{}" stroke="{}" stroke-width="1.5"/>)",
        num(p.x + 9.0), num(p.y + 2.0), gp::kGeneral, gp::side_fill(Side::first)));
  });
  panel.row("woods (+: where fleeing infantry is placed)", [&](Point p) {
    out.add(swatch_rect(p, gp::kWoods, fmt::format(R"( stroke="{}")", gp::kWoodsEdge)));
  });
  panel.row("built-up area", [&](Point p) {
    out.add(swatch_rect(p, gp::kBua, fmt::format(R"( stroke="{}")", gp::kBuaEdge)));
  });
  panel.row("impassable", [&](Point p) {
    out.add(swatch_rect(p, "url(#gt-water)", fmt::format(R"( stroke="{}")", gp::kWaterEdge)));
  });
  panel.row("own edge (the side's colour)", [&](Point p) {
    out.add(
        fmt::format(R"(<rect x="{}" y="{}" width="26" height="5" fill="{}" fill-opacity="0.8"/>)",
                    num(p.x), num(p.y + 7.0), gp::side_fill(Side::first)));
  });
  panel.row(fmt::format("grid every {} in", num(gp::kGridStep)), [&](Point p) {
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="0.8")", gp::kGrid)));
  });
  panel.row("causer's front edge; behind it shaded (GT-5)", [&](Point p) {
    out.add(
        fmt::format(R"(<rect x="{}" y="{}" width="26" height="6" fill="{}" fill-opacity="0.25"/>)",
                    num(p.x), num(p.y), gp::kBehind));
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="1.8" stroke-dasharray="8 4")",
                                       gp::kCauserLine)));
  });
}

void options(Panel& panel, SvgWriter& out, const GtFrame& frame) {
  panel.heading("Flight preview (GT-4)");
  if (!frame.previews.empty()) {
    panel.row("corridor swept by the way taken", [&](Point p) {
      out.add(swatch_rect(p, gp::kCorridor,
                          fmt::format(R"( fill-opacity="0.18" stroke="{}")", gp::kCorridor)));
    });
    panel.row("straight corridor, not taken", [&](Point p) {
      out.add(swatch_rect(p, gp::kRejected,
                          fmt::format(R"( fill-opacity="0.10" stroke="{}" stroke-dasharray="5 3")",
                                      gp::kRejected)));
    });
    panel.row("path of the centre; base at the end dashed",
              [&](Point p) { out.add(arrow_swatch(p, gp::kCorridor, "gt-arrow-preview")); });
    panel.row("friend passed through (GT-6)", [&](Point p) {
      out.add(swatch_rect(
          p, "none",
          fmt::format(R"( stroke="{}" stroke-width="4" stroke-opacity="0.6")", gp::kPasses)));
    });
  }
  for (const std::string& note : frame.preview_notes)
    panel.text_line(note, 4.0);
  for (const GtPreview& p : frame.previews) {
    const grande_tactique::Unit& u = frame.game.units[p.unit];
    panel.text_line(
        fmt::format("{} {} from {}: {}", u.id,
                    p.causer ? "fleeing" : "fleeing on toward its own edge",
                    p.causer ? frame.name(*p.causer) : std::string("(GT-8)"), p.distance_note),
        4.0);
    int n = 0;
    for (const grande_tactique::FlightOption& o : p.flight.tried) {
      std::string line = o.rejection == grande_tactique::Rejection::none
                             ? fmt::format("{}. {}: taken", ++n, gt_way_text(frame, o))
                             : fmt::format("{}. {}: {}", ++n, grande_tactique::way_name(o.way),
                                           grande_tactique::rejection_text(o.rejection));
      if (o.rejection != grande_tactique::Rejection::none && o.terrain >= 0 &&
          static_cast<std::size_t>(o.terrain) < frame.game.table.terrain.size()) {
        line +=
            fmt::format("; {}", frame.game.table.terrain[static_cast<std::size_t>(o.terrain)].name);
      }
      if (o.blocker) line += fmt::format("; first in the way: {}", frame.name(*o.blocker));
      panel.text_line(line, 12.0);
    }
    if (!p.flight.passed.empty()) {
      std::string who;
      for (const UnitId f : p.flight.passed)
        who += (who.empty() ? "" : ", ") + frame.name(f);
      panel.text_line(fmt::format("passes through {} (GT-6)", who), 12.0);
    }
    if (p.flight.off_table) panel.text_line("crosses the table edge: fled (GT-7)", 12.0);
  }
}

void outcome(Panel& panel, SvgWriter& out, const GtFrame& frame) {
  const GtHistory& h = *frame.history;
  panel.heading("Outcome");
  panel.row("move of the centre (GT-4)",
            [&](Point p) { out.add(arrow_swatch(p, palette::kRoute, "gt-arrow-route")); });
  panel.row("where a mover started", [&](Point p) {
    out.add(swatch_rect(p, "none",
                        fmt::format(R"( stroke="{}" stroke-width="1.2" stroke-dasharray="3 2")",
                                    gp::side_fill(Side::first))));
  });
  panel.row("shaken on the way", [&](Point p) {
    out.add(swatch_rect(
        p, "none",
        fmt::format(R"( stroke="{}" stroke-width="4" stroke-opacity="0.55")", gp::kShaken)));
  });
  panel.row("routed on the way", [&](Point p) {
    out.add(swatch_rect(
        p, "none",
        fmt::format(R"( stroke="{}" stroke-width="4" stroke-opacity="0.55")", gp::kRouted)));
  });
  panel.row("removed: crossed out", [&](Point p) {
    out.add(swatch_rect(p, gp::kRemovedFill, R"( stroke="#6e6e6e" stroke-dasharray="3 2")"));
    out.add(fmt::format(R"(<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="2"/>)",
                        num(p.x + 7), num(p.y + 2), num(p.x + 19), num(p.y + 10), num(p.x + 7),
                        num(p.y + 10), num(p.x + 19), num(p.y + 2), palette::kFate));
  });
  panel.text_line("Flights tried (GT-4):", 0.0);
  if (h.tried.empty()) panel.text_line("(none)", 4.0);
  for (const FlightTried& t : h.tried)
    panel.text_line(tried_line(frame, t), 4.0);
  panel.text_line("Removed:", 0.0);
  if (h.removed.empty()) panel.text_line("(none)", 4.0);
  for (const UnitRemoved& r : h.removed) {
    panel.text_line(fmt::format("{}: {} [{}]", frame.name(r.unit), fate_name(r.fate), r.rule), 4.0);
  }
  if (!h.statuses.empty() || !h.notes.empty()) panel.text_line("Other events:", 0.0);
  for (const GtStatus& s : h.statuses) {
    panel.text_line(fmt::format("{}: {} [{}]", frame.game.units[s.unit].id, s.status, s.rule), 4.0);
  }
  for (const std::string& note : h.notes)
    panel.text_line(note, 4.0);
}

}  // namespace

Extent draw_gt_legend(SvgWriter& out, const GtFrame& frame, Point top_left) {
  out.open_group(R"(id="legend" fill="#1b1b1b")");
  Panel panel(out, top_left);
  symbols(panel, out);
  if (frame.layers.options) options(panel, out, frame);
  if (frame.history) outcome(panel, out, frame);
  panel.heading("Units");
  for (const grande_tactique::Unit& u : frame.game.units) {
    std::string line =
        fmt::format("{} \u00b7 {} \u00b7 {} \u00b7 {} \u00b7 {} \u00b7 at {} facing {}\u00b0", u.id,
                    gp::side_name(u.side), gt_arm_name(u.arm), gt_quality_name(u.quality),
                    gt_state_name(u.state), gt_at(u.base.centre), num(bearing_of(u.base.facing)));
    if (u.attached_to) line += " \u00b7 with " + frame.name(*u.attached_to);
    panel.text_line(line, 4.0);
  }
  out.close_group();
  return panel.extent();
}

}  // namespace skedaddle::svg::detail
