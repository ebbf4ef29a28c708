// SPDX-License-Identifier: MIT
// The GCACW picture: layers drawn bottom to top, a legend on the right and a title on top.
#include "skedaddle/render/svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "render/enemy_zoc.hpp"
#include "render/layers.hpp"
#include "render/palette.hpp"
#include "skedaddle/io/gcacw_notation.hpp"

namespace skedaddle::render {

namespace detail {

void draw_defs(SvgWriter& out) {
  out.add("<defs>");
  out.add(fmt::format(
      R"svg(<pattern id="impassable" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="{}"/><line x1="0" y1="0" x2="0" y2="6" stroke="{}" stroke-width="2"/></pattern>)svg",
      palette::kImpassable, palette::kImpassableHatch));
  for (int p = 1; p <= 5; ++p) {
    out.add(fmt::format(
        R"(<marker id="arrow-p{}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3.6" markerHeight="3.6" orient="auto"><path d="M0 0L10 5L0 10z" fill="{}"/></marker>)",
        p, palette::priority_colour(p)));
  }
  out.add(fmt::format(
      R"(<marker id="arrow-route" viewBox="0 0 10 10" refX="4" refY="5" markerWidth="3.4" markerHeight="3.4" orient="auto"><path d="M0 0L10 5L0 10z" fill="{}"/></marker>)",
      palette::kRoute));
  out.add("</defs>");
}

namespace {

std::string_view kind_title(gcacw::RetreatKind kind) {
  switch (kind) {
    case gcacw::RetreatKind::normal:
      return "retreat";
    case gcacw::RetreatKind::rout:
      return "rout";
    case gcacw::RetreatKind::cavalry:
      return "cavalry retreat";
    case gcacw::RetreatKind::defender_option:
      return "defender's retreat option";
  }
  return "retreat";
}

std::string_view chart_title(gcacw::ChartRule chart) {
  switch (chart) {
    case gcacw::ChartRule::one:
      return "chart 1";
    case gcacw::ChartRule::two:
      return "chart 2";
    case gcacw::ChartRule::automatic:
      return "chart by distance";
  }
  return "chart";
}

}  // namespace

}  // namespace detail

std::string gcacw_svg(const io::LoadedScenario& scenario, const gcacw::Scenario& game,
                      const SvgLayers& layers) {
  using namespace detail;
  const double map_top = palette::kTitleHeight + palette::kMargin;
  Frame frame{
      .scenario = scenario,
      .game = game,
      .layout = HexLayout(game.board.grid(), palette::kHexSize, {palette::kMargin, map_top}),
      .retreating = retreating_side(game),
      .zoc = {}};
  frame.zoc = frame.retreating ? zoc_of(game, opponent(*frame.retreating))
                               : std::vector<std::uint8_t>(
                                     static_cast<std::size_t>(game.board.grid().size()), 0);

  SvgWriter body;
  draw_defs(body);

  // Title and subtitle.
  const std::string hex_label = io::gcacw_hex_label(game.request.hex, game.board.grid().system());
  const std::string title =
      fmt::format("{}: {} from {}", scenario.name.empty() ? "GCACW retreat" : scenario.name,
                  kind_title(game.request.kind), hex_label);
  int stack = 0;
  for (const gcacw::Unit& unit : game.units) {
    if (unit.status == gcacw::Status::on_map && unit.hex == game.request.hex) ++stack;
  }
  std::string subtitle = fmt::format(
      "GCACW 7.6 \u00b7 {} stack of {} unit{} \u00b7 {} \u00b7 ZOC {} prohibited hexsides",
      frame.retreating ? palette::side_name(*frame.retreating) : "empty", stack,
      stack == 1 ? "" : "s", chart_title(game.options.chart),
      game.options.zoc_across_prohibited ? "crosses" : "stops at");
  if (layers.tree != nullptr && !layers.tree->completes()) subtitle += " \u00b7 no legal retreat";
  body.open_group(R"(id="title" fill="#1b1b1b")");
  body.add(fmt::format(R"(<text x="{}" y="24" font-size="17" font-weight="bold">{}</text>)",
                       num(palette::kMargin), xml_escape(title)));
  body.add(fmt::format(R"(<text x="{}" y="42" font-size="10.5" fill="#4a4a4a">{}</text>)",
                       num(palette::kMargin), xml_escape(subtitle)));
  body.close_group();

  body.open_group(R"(id="map")");
  draw_terrain(body, frame);
  draw_hexsides(body, frame);
  if (layers.tree != nullptr) draw_tree(body, frame, *layers.tree);
  draw_units(body, frame);
  if (layers.outcome != nullptr) draw_outcome(body, frame, *layers.outcome);
  draw_hex_labels(body, frame);
  if (layers.outcome != nullptr) draw_fates(body, frame, *layers.outcome);
  body.close_group();

  const double legend_x = palette::kMargin + frame.layout.width() + 26.0;
  const Extent legend = draw_legend(body, frame, layers, {legend_x, map_top - 14.0});
  SKD_ASSERT(body.depth() == 0, "unbalanced groups in the SVG");

  const double width = std::max({legend.right, legend_x + 180.0,
                                 palette::kMargin + text_width(title, 17.0) * 1.15,  // bold
                                 palette::kMargin + text_width(subtitle, 10.5)}) +
                       palette::kMargin;
  const double height = std::max(map_top + frame.layout.height(), legend.bottom) + palette::kMargin;
  std::string svg = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" viewBox="0 0 {0} {1}" font-family="DejaVu Sans, Arial, Helvetica, sans-serif">)"
      "\n",
      num(std::ceil(width)), num(std::ceil(height)));
  svg += "  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
  svg += body.text();
  svg += "</svg>\n";
  return svg;
}

}  // namespace skedaddle::render
