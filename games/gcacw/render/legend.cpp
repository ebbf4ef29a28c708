// SPDX-License-Identifier: MIT
// The legend panel of the GCACW picture: symbols, the unit list and summaries of the layers.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string>

#include "gcacw/io/names.hpp"
#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"
#include "gcacw/render/route.hpp"
#include "render/marks.hpp"
#include "skedaddle/gcacw/notation.hpp"

namespace skedaddle::svg::detail {

namespace {

std::string unit_line(const Frame& frame, const gcacw::Unit& unit, bool active) {
  const OffsetSystem system = frame.game.board.grid().system();
  std::string text = fmt::format("{}  {}", unit.id, palette::type_name(unit.type));
  if (unit.is_combat()) text += fmt::format(" {}", unit.manpower);
  if (unit.status == gcacw::Status::on_map) {
    text += fmt::format("  @{}", io::gcacw_hex_label(unit.hex, system));
  } else {
    text += unit.status == gcacw::Status::eliminated ? "  eliminated" : "  surrendered";
  }
  if (unit.fatigue > 0) text += fmt::format("  fat.{}", unit.fatigue);
  if (unit.disorganized) text += "  disorg.";
  if (active) text += "  (active)";
  return text;
}

void symbols(Panel& panel, const Frame& frame) {
  SvgWriter& out = panel.out();
  panel.heading("Legend");
  panel.row(io::detail::terrain_name(gcacw::Terrain::clear),
            [&](Point p) { out.add(swatch_rect(p, palette::kClear, R"( stroke="#a29d8c")")); });
  panel.row(io::detail::terrain_name(gcacw::Terrain::city),
            [&](Point p) { out.add(swatch_rect(p, palette::kCity, R"( stroke="#a29d8c")")); });
  panel.row(io::detail::terrain_name(gcacw::Terrain::impassable),
            [&](Point p) { out.add(swatch_rect(p, "url(#impassable)")); });
  if (frame.retreating) {
    const std::string text = fmt::format("{} ZOC", palette::side_name(opponent(*frame.retreating)));
    panel.row(text, [&](Point p) {
      out.add(swatch_rect(p, palette::kClear));
      out.add(swatch_rect(p, palette::kZoc,
                          fmt::format(R"( fill-opacity="{}")", palette::kZocOpacity)));
    });
  }
  panel.row("retreating hex", [&](Point p) {
    out.add(swatch_rect(p, "none",
                        fmt::format(R"( stroke="{}" stroke-width="2.2")", palette::kStartOutline)));
  });
  panel.row("pike", [&](Point p) {
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="5.5")", palette::kPike)));
    out.add(swatch_line(p, R"(stroke="#e0b77a" stroke-width="1.4")"));
  });
  panel.row("road", [&](Point p) {
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="2.8")", palette::kRoad)));
  });
  panel.row("trail", [&](Point p) {
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="2" stroke-dasharray="5 3.5")",
                                       palette::kRoad)));
  });
  panel.row("railroad", [&](Point p) {
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="1.6")", palette::kRailroad)));
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="6" stroke-dasharray="1.5 4.5")",
                                       palette::kRailroad)));
  });
  panel.row("prohibited hexside", [&](Point p) {
    out.add(swatch_line(p, fmt::format(R"(stroke="{}" stroke-width="4.5")", palette::kProhibited)));
  });
  for (const Side side : {Side::first, Side::second}) {
    panel.row(fmt::format("{} unit (id, manpower)", palette::side_name(side)), [&](Point p) {
      out.add(swatch_rect(p, palette::side_fill(side), R"( stroke="#1b1b1b" stroke-width="0.8")"));
    });
  }
  panel.row("active enemy unit", [&](Point p) {
    out.add(swatch_rect(p, palette::side_fill(Side::second),
                        fmt::format(R"( stroke="{}" stroke-width="3")", palette::kActiveOutline)));
  });
  panel.row("leader", [&](Point p) {
    out.add(fmt::format(R"(<polygon points="{}" fill="{}" stroke="#1b1b1b" stroke-width="0.8"/>)",
                        star_points({p.x + 13, p.y + 6}, 6.5), palette::side_fill(Side::first)));
  });
  panel.row("infantry", [&](Point p) {
    draw_unit_symbol(out, gcacw::UnitType::infantry, {p.x + 6.5, p.y + 1.5}, "#1b1b1b");
  });
  panel.row("cavalry", [&](Point p) {
    draw_unit_symbol(out, gcacw::UnitType::cavalry, {p.x + 6.5, p.y + 1.5}, "#1b1b1b");
  });
  panel.row("artillery", [&](Point p) {
    draw_unit_symbol(out, gcacw::UnitType::artillery, {p.x + 6.5, p.y + 1.5}, "#1b1b1b");
  });
}

void tree_keys(Panel& panel, const gcacw::RetreatTree& tree) {
  SvgWriter& out = panel.out();
  panel.heading("Retreat tree");
  static constexpr std::string_view kNames[] = {
      "", "priority 1 (best)", "priority 2", "priority 3", "priority 4", "priority 5 (worst)"};
  for (int p = 1; p <= 5; ++p) {
    panel.row(kNames[p], [&](Point at) {
      out.add(fmt::format(
          R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="2.6" marker-end="url(#arrow-p{})"/>)svg",
          num(at.x + 1), num(at.y + 6), num(at.x + 20), num(at.y + 6), palette::priority_colour(p),
          p));
    });
  }
  panel.row("override step (GC-10)", [&](Point at) {
    out.add(swatch_line(at, R"(stroke="#555555" stroke-width="2.6" stroke-dasharray="4 3")"));
  });
  panel.row("may stop here (GC-9)", [&](Point at) {
    const Point c = {at.x + 13, at.y + 6};
    const double r = 6.5;
    const double h = r * kSqrt3 / 2.0;
    const std::array<Point, 6> corners = {Point{c.x + r, c.y},         Point{c.x + r / 2, c.y + h},
                                          Point{c.x - r / 2, c.y + h}, Point{c.x - r, c.y},
                                          Point{c.x - r / 2, c.y - h}, Point{c.x + r / 2, c.y - h}};
    out.add(fmt::format(R"(<polygon points="{}" fill="none" stroke="{}" stroke-width="1.8"/>)",
                        points_text(corners), palette::kStopRing));
  });
  panel.row("stack destroyed here (GC-9)", [&](Point at) {
    const Point c = {at.x + 13, at.y + 6};
    out.add(fmt::format(R"(<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{}" stroke-width="2.4"/>)",
                        num(c.x - 5), num(c.y - 5), num(c.x + 5), num(c.y + 5), num(c.x - 5),
                        num(c.y + 5), num(c.x + 5), num(c.y - 5), palette::kDestroyed));
  });
  // The steps the arrows draw: a step into a dead end is no option (GC-9) and is not drawn.
  int steps = 0;
  int stops = 0;
  int dead_ends = 0;
  for (const gcacw::TreeNode& node : tree.nodes()) {
    if (node.parent < 0) continue;
    if (!node.completes) {
      ++dead_ends;
      continue;
    }
    ++steps;
    if (node.can_stop) ++stops;
  }
  panel.text_line(fmt::format("{} step{} in the tree, {} of them may end it; length {}-{}", steps,
                              steps == 1 ? "" : "s", stops, tree.range().min, tree.range().max));
  if (dead_ends > 0) {
    panel.text_line(fmt::format("{} more into dead ends, not drawn (GC-9)", dead_ends));
  }
  if (tree.override_in_force())
    panel.text_line("override in force: one step may ignore priority (GC-10)");
  if (tree.completes() && !tree.saves())
    panel.text_line("every path that completes destroys the stack (GC-9)");
  if (tree.surrenders()) panel.text_line("no path completes the retreat: surrender (GC-11)");
  // GC-1: an option is declined when nothing completes it, or when every path that does
  // destroys the stack (settled 2026-11-28).
  if (tree.option_declined()) {
    panel.text_line(tree.completes() ? "so the option is not taken (GC-1)"
                                     : "no path completes it: the option is not taken (GC-1)");
  }
}

void outcome_keys(Panel& panel, const Frame& frame, const gcacw::Outcome& outcome) {
  SvgWriter& out = panel.out();
  const Route route = route_of(outcome, frame.game.request.hex);
  const OffsetSystem system = frame.game.board.grid().system();
  panel.heading("Outcome");
  panel.row("resolved route", [&](Point at) {
    out.add(fmt::format(
        R"svg(<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{}" stroke-width="4.5" marker-end="url(#arrow-route)"/>)svg",
        num(at.x + 1), num(at.y + 6), num(at.x + 17), num(at.y + 6), palette::kRoute));
  });
  if (route_under_units(frame, outcome)) {
    // Drawn as on the map: inside the hex's border, where the fates' outline leaves it room.
    panel.row("last hex of the route", [&](Point p) {
      out.add(swatch_rect(p, palette::kClear,
                          fmt::format(R"( stroke="{}" stroke-width="0.8")", palette::kGridLine)));
      out.add(fmt::format(
          R"(<rect x="{}" y="{}" width="20" height="6" fill="none" stroke="{}" stroke-width="2.2"/>)",
          num(p.x + 3.0), num(p.y + 3.0), palette::kRoute));
    });
  }
  // The route as hex numbers, each entered hex with the chart's loss to each unit (GC-8),
  // "0201 \u2192 0301 \u22121 \u2192 0401 \u22123", five steps a line.
  panel.text_line("route, each hex entered with the chart loss to each unit:");
  std::string line = io::gcacw_hex_label(route.hexes.front(), system);
  for (std::size_t k = 0; k < route.steps.size(); ++k) {
    if (k > 0 && k % 5 == 0) {
      panel.text_line(line);
      line.clear();
    }
    const RouteStep& step = route.steps[k];
    line +=
        fmt::format("{}\u2192 {}", line.empty() ? "" : " ", io::gcacw_hex_label(step.to, system));
    if (step.loss) line += *step.loss == 0 ? " 0" : fmt::format(" \u2212{}", *step.loss);
  }
  panel.text_line(line);
  // What each unit really lost: a step's loss takes no more than the unit has left (GC-8).
  std::string losses;
  for (const RouteLoss& loss : route.losses) {
    const std::size_t i = index_of(loss.unit);
    losses +=
        fmt::format("{}{} {}", losses.empty() ? "" : ", ",
                    i < frame.game.units.size() ? frame.game.units[i].id : "?", loss.manpower);
  }
  panel.text_line(fmt::format("{} hex{}, {}", route.steps.size(),
                              route.steps.size() == 1 ? "" : "es",
                              losses.empty() ? "no manpower lost" : "manpower lost: " + losses));
  for (const RouteStep& step : route.steps) {
    if (!step.override_step) continue;
    panel.text_line(fmt::format("{} \u2192 {} overrides the priorities (GC-10)",
                                io::gcacw_hex_label(step.from, system),
                                io::gcacw_hex_label(step.to, system)));
  }
  for (const RouteFate& fate : route.fates) {
    const std::size_t i = index_of(fate.unit);
    const std::string id = i < frame.game.units.size() ? frame.game.units[i].id : "?";
    panel.text_line(fmt::format("{}: {} in {}", id, fate_name(fate.fate),
                                io::gcacw_hex_label(fate.at, system)));
  }
  if (outcome.destroyed_in) {
    panel.text_line(fmt::format("the stack is destroyed in {} (GC-9)",
                                io::gcacw_hex_label(*outcome.destroyed_in, system)));
  }
  if (!outcome.declined.empty()) panel.text_line("the retreat option is not taken (GC-1)");
  if (route.victory_points != 0) {
    panel.text_line(fmt::format("victory points to the enemy: {}", route.victory_points));
  }
}

}  // namespace

Extent draw_legend(SvgWriter& out, const Frame& frame, const GcacwLayers& layers, Point top_left) {
  out.open_group(R"(id="legend" fill="#1b1b1b")");
  // Two columns: the symbols of the board, then the layers' keys and the unit list.
  Panel symbols_panel(out, top_left);
  symbols(symbols_panel, frame);
  const Extent left = symbols_panel.extent();
  Panel panel(out, {left.right + 28.0, top_left.y});
  if (layers.tree != nullptr) tree_keys(panel, *layers.tree);
  if (layers.outcome != nullptr) outcome_keys(panel, frame, *layers.outcome);

  panel.heading("Units");
  std::vector<bool> active(frame.game.units.size(), false);
  for (const UnitId id : frame.game.request.active) {
    if (index_of(id) < active.size()) active[index_of(id)] = true;
  }
  for (std::size_t i = 0; i < frame.game.units.size(); ++i) {
    const gcacw::Unit& unit = frame.game.units[i];
    panel.row(unit_line(frame, unit, active[i]), [&](Point p) {
      if (unit.is_combat()) {
        out.add(fmt::format(
            R"(<rect x="{}" y="{}" width="16" height="12" fill="{}" stroke="{}" stroke-width="{}"/>)",
            num(p.x + 5), num(p.y), palette::side_fill(unit.side),
            active[i] ? palette::kActiveOutline : "#1b1b1b", active[i] ? "2.4" : "0.8"));
      } else {
        out.add(
            fmt::format(R"(<polygon points="{}" fill="{}" stroke="#1b1b1b" stroke-width="0.8"/>)",
                        star_points({p.x + 13, p.y + 6}, 6.5), palette::side_fill(unit.side)));
      }
    });
  }
  out.close_group();
  const Extent right = panel.extent();
  return {std::max(left.right, right.right), std::max(left.bottom, right.bottom)};
}

}  // namespace skedaddle::svg::detail
