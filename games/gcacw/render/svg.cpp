// SPDX-License-Identifier: MIT
// The GCACW picture: layers drawn bottom to top, a legend on the right and a title on top.
#include "skedaddle/gcacw/svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <set>

#include "gcacw/render/enemy_zoc.hpp"
#include "gcacw/render/layers.hpp"
#include "gcacw/render/palette.hpp"
#include "gcacw/render/route.hpp"
#include "io/checked_game.hpp"
#include "render/odds_layer.hpp"
#include "skedaddle/gcacw/notation.hpp"

namespace skedaddle::svg {

namespace detail {

void draw_defs(SvgWriter& out) {
  out.add("<defs>");
  out.add(impassable_pattern());
  for (int p = 1; p <= 5; ++p) {
    out.add(arrow_marker(fmt::format("arrow-p{}", p), palette::priority_colour(p), 5.0, 3.6));
  }
  out.add(arrow_marker("arrow-route", palette::kRoute, 4.0, 3.4));
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

std::vector<Hex> action_hexes(const gcacw::Scenario& game, const GcacwLayers& layers) {
  std::set<Hex> places = {game.request.hex};
  if (layers.tree != nullptr) {
    for (const gcacw::TreeNode& node : layers.tree->nodes())
      places.insert(node.hex);
  }
  if (layers.outcome != nullptr) {
    for (const Hex h : route_of(*layers.outcome, game.request.hex).hexes)
      places.insert(h);
  }
  std::vector<Hex> out(places.begin(), places.end());
  for (const UnitId id : game.request.active) {
    if (index_of(id) < game.units.size()) out.push_back(game.units[index_of(id)].hex);
  }
  const std::optional<Side> side = retreating_side(game);
  for (const gcacw::Unit& unit : game.units) {
    if (!side || unit.side == *side || !unit.is_combat()) continue;
    if (unit.status != gcacw::Status::on_map) continue;
    const bool next_to =
        places.contains(unit.hex) || std::any_of(kHexDirs.begin(), kHexDirs.end(), [&](HexDir d) {
          return places.contains(neighbor(unit.hex, d));
        });
    if (next_to) out.push_back(unit.hex);
  }
  if (layers.odds != nullptr) {
    for (const Place& place : odds_places(odds_map(*layers.odds))) {
      if (const Hex* h = std::get_if<Hex>(&place)) out.push_back(*h);
    }
  }
  return out;
}

}  // namespace detail

std::string gcacw_svg(const io::LoadedScenario& scenario, const gcacw::Scenario& game,
                      const GcacwLayers& layers) {
  io::detail::require_checked(game, "gcacw_svg: the scenario must pass check()");
  require(layers.tree == nullptr || layers.tree->scenario() == &game,
          "gcacw_svg: the tree must be built from this scenario");
  if (layers.outcome != nullptr) {
    require(layers.outcome->units.size() == game.units.size(),
            "gcacw_svg: the outcome must be of this scenario");
  }
  using namespace detail;
  const double map_top = palette::kTitleHeight + palette::kMargin;
  const HexGrid& grid = game.board.grid();
  const HexGrid shown =
      layers.crop ? crop_grid(grid, action_hexes(game, layers), palette::kCropMargin) : grid;
  const bool cropped = !(shown == grid);
  Frame frame{.scenario = scenario,
              .game = game,
              .shown = shown,
              .layout = HexLayout(shown, palette::kHexSize, {palette::kMargin, map_top}),
              .retreating = retreating_side(game),
              .zoc = {}};
  frame.zoc = frame.retreating ? zoc_of(game, opponent(*frame.retreating))
                               : std::vector<std::uint8_t>(
                                     static_cast<std::size_t>(game.board.grid().size()), 0);

  LabelSpace labels(map_rect(frame.layout));
  frame.labels = &labels;
  SvgWriter body;
  draw_defs(body);
  if (cropped) body.add(layout_clip_path("map-clip", frame.layout));

  // Title and subtitle.
  const std::string hex_label = io::gcacw_hex_label(game.request.hex, game.board.grid().system());
  const std::optional<OddsMap> odds =
      layers.odds != nullptr ? std::optional(odds_map(*layers.odds)) : std::nullopt;
  const OffsetSystem system = game.board.grid().system();
  const OddsGeometry geometry =
      hex_odds_geometry(frame.layout, [system](Hex h) { return io::gcacw_hex_label(h, system); });
  int stack = 0;
  for (const gcacw::Unit& unit : game.units) {
    if (unit.status == gcacw::Status::on_map && unit.hex == game.request.hex) ++stack;
  }
  std::string about = fmt::format(
      "GCACW 7.6 \u00b7 {} stack of {} unit{} \u00b7 {} \u00b7 ZOC {} prohibited hexsides",
      frame.retreating ? palette::side_name(*frame.retreating) : "empty", stack,
      stack == 1 ? "" : "s", chart_title(game.options.chart),
      game.options.zoc_across_prohibited ? "crosses" : "stops at");
  if (layers.tree != nullptr && !layers.tree->completes()) about += " \u00b7 no legal retreat";
  auto [title, subtitle] =
      picture_titles(scenario.name, "GCACW",
                     fmt::format("{} from {}", kind_title(game.request.kind), hex_label), about);
  if (odds) title += odds_title_note(*odds);
  draw_title(body, title, subtitle);

  body.open_group(cropped ? R"svg(id="map" clip-path="url(#map-clip)")svg" : R"(id="map")");
  draw_terrain(body, frame);
  draw_hexsides(body, frame);
  if (layers.tree != nullptr) draw_tree(body, frame, *layers.tree);
  if (odds) draw_odds_marks(body, *odds, geometry);
  // The route under the counters: where it passes a hex with units (a friendly stack, the
  // attacker's hex on an override step, GC-10) it runs beneath them, not through their words.
  if (layers.outcome != nullptr) draw_outcome(body, frame, *layers.outcome);
  draw_units(body, frame);
  if (layers.tree != nullptr) draw_destroyed(body, frame, *layers.tree);
  draw_hex_labels(body, frame);
  if (odds) queue_odds_labels(labels, *odds, geometry);
  labels.draw(body);
  body.close_group();
  double map_bottom = map_top + frame.layout.height();
  // The callout under a narrow map (a board of a few columns) may be wider than it: the legend
  // stands right of both.
  double callout_right = 0.0;
  if (layers.outcome != nullptr) {
    const Extent callout = draw_fates(body, frame, *layers.outcome, map_bottom);
    map_bottom = callout.bottom;
    callout_right = callout.right;
  }

  const double legend_x =
      std::max(palette::kMargin + frame.layout.width() + 26.0, callout_right + 16.0);
  Extent panel{.right = legend_x, .bottom = map_top - 14.0};
  if (odds) panel = draw_odds_panel(body, *odds, {legend_x, panel.bottom});
  Extent legend = draw_legend(body, frame, layers, {legend_x, panel.bottom});
  legend.right = std::max(legend.right, panel.right);
  SKD_ASSERT(body.depth() == 0, "unbalanced groups in the SVG");

  const double width =
      std::max({legend.right, legend_x + 180.0, title_right(title, subtitle)}) + palette::kMargin;
  const double height = std::max(map_bottom, legend.bottom) + palette::kMargin;
  return svg_document(width, height, body.text());
}

}  // namespace skedaddle::svg
