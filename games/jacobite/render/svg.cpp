// SPDX-License-Identifier: MIT
// The Jacobite Rising picture: the board with its baselines and sections, the options, the
// resolved paths, a legend on the right and a title on top.
#include <fmt/format.h>

#include <algorithm>
#include <set>
#include <variant>

#include "io/checked_game.hpp"
#include "jacobite/io/names.hpp"
#include "jacobite/render/layers.hpp"
#include "jacobite/render/palette.hpp"
#include "render/odds_layer.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/jacobite/notation.hpp"
#include "skedaddle/jacobite/svg.hpp"

namespace skedaddle::svg {

namespace detail {

std::string_view jr_terrain_name(jacobite::Terrain terrain) {
  return io::detail::kJacobiteTerrainNames[static_cast<std::size_t>(terrain)];
}

std::string JrFrame::label(Hex h) const {
  return io::jacobite_hex_label(h, game.board.grid().system());
}

std::string JrFrame::name(UnitId id) const {
  const std::size_t i = index_of(id);
  return i < game.units.size() ? game.units[i].id : std::string("?");
}

const std::vector<jacobite::Unit>& JrFrame::units() const {
  return layers.outcome != nullptr ? layers.outcome->units : game.units;
}

Hex JrFrame::drawn_hex(std::size_t unit) const {
  return history ? history->last_hex[unit] : game.units[unit].hex;
}

namespace {

struct Replay {
  const jacobite::Scenario& game;
  JrHistory& history;
  std::vector<bool> gone;  // per unit: removed from play so far

  bool valid(UnitId id) const { return index_of(id) < game.units.size(); }

  // True when a unit or leader of the enemy of `side` stands in `h` now.
  bool enemy_in(Hex h, Side side) const {
    for (std::size_t i = 0; i < game.units.size(); ++i) {
      if (!gone[i] && game.units[i].side != side && history.last_hex[i] == h) return true;
    }
    return false;
  }

  void operator()(const Moved& moved) {
    if (moved.units.empty() || !valid(moved.units.front())) return;
    std::vector<Hex> path;
    for (const Place& place : moved.path) {
      if (const Hex* hex = std::get_if<Hex>(&place)) path.push_back(*hex);
    }
    for (std::size_t k = 1; k < path.size(); ++k) {
      const std::size_t mover = index_of(moved.units.front());
      const jacobite::Unit& unit = game.units[mover];
      const bool on_board = game.board.contains(path[k]);
      history.steps.push_back(JrStep{.unit = mover,
                                     .from = path[k - 1],
                                     .to = path[k],
                                     .leader = unit.is_leader() && moved.units.size() == 1,
                                     .escape = on_board && enemy_in(path[k], unit.side),
                                     .off_board = !on_board});
      if (!on_board) continue;
      for (const UnitId id : moved.units) {
        if (!valid(id)) continue;
        history.last_hex[index_of(id)] = path[k];
        history.moved[index_of(id)] = true;
      }
    }
  }
  void operator()(const RallyChecked& rally) {
    if (!valid(rally.unit)) return;
    const std::size_t i = index_of(rally.unit);
    history.rallies.push_back(
        JrMark{.unit = i, .at = history.last_hex[i], .value = rally.dice, .ok = rally.rallied});
  }
  void operator()(const StrengthLost& lost) {
    if (!valid(lost.unit) || lost.amount <= 0) return;
    const std::size_t i = index_of(lost.unit);
    history.losses.push_back(
        JrMark{.unit = i, .at = history.last_hex[i], .value = lost.amount, .ok = false});
  }
  void operator()(const UnitRemoved& removed) {
    if (!valid(removed.unit)) return;
    const std::size_t i = index_of(removed.unit);
    gone[i] = true;
    if (game.units[i].is_leader()) return;
    for (std::size_t k = 0; k < game.units.size(); ++k) {
      const jacobite::Unit& leader = game.units[k];
      if (gone[k] || !leader.is_leader() || leader.status != jacobite::Status::on_board) continue;
      if (leader.side == game.units[i].side && history.last_hex[k] == history.last_hex[i]) {
        history.leader_when_removed[i] = k;
        return;
      }
    }
  }
  template <class Other>
  void operator()(const Other& /*unused*/) {}
};

std::string request_text(const JrFrame& frame) {
  const jacobite::Request& r = frame.game.request;
  const std::string target = frame.name(r.target);
  const std::size_t i = index_of(r.target);
  const std::string at =
      i < frame.game.units.size() ? frame.label(frame.game.units[i].hex) : std::string("?");
  switch (r.kind) {
    case jacobite::RequestKind::combat:
      return fmt::format("{} {} at {}: {} hit{}, {} flag{}",
                         r.combat == jacobite::CombatKind::melee ? "melee against" : "fire on",
                         target, at, r.hits, r.hits == 1 ? "" : "s", r.flags,
                         r.flags == 1 ? "" : "s");
    case jacobite::RequestKind::leader_attacked:
      return fmt::format("lone leader {} attacked at {} ({}, {} dice)", target, at,
                         r.combat == jacobite::CombatKind::melee ? "melee" : "ranged",
                         r.attack_dice);
    case jacobite::RequestKind::retire_and_rally:
      return fmt::format("{} retires and rallies from {}", target, at);
  }
  return "?";
}

void draw_jr_defs(SvgWriter& out) {
  out.add("<defs>");
  out.add(impassable_pattern());
  out.add(arrow_marker("jr-arrow-path", palette::jacobite::kPath, 5.0, 3.6));
  out.add(arrow_marker("jr-arrow-leader", palette::jacobite::kLeaderPath, 5.0, 3.6));
  out.add(arrow_marker("jr-arrow-escape", palette::jacobite::kEscape, 5.0, 3.6));
  out.add(arrow_marker("jr-arrow-route", palette::kRoute, 4.0, 3.4));
  out.add(arrow_marker("jr-arrow-leader-route", palette::jacobite::kLeaderRoute, 4.0, 3.4));
  out.add("</defs>");
}

}  // namespace

JrHistory jr_history(const jacobite::Scenario& game, const jacobite::Outcome& outcome) {
  JrHistory history;
  history.moved.assign(game.units.size(), false);
  history.leader_when_removed.assign(game.units.size(), std::nullopt);
  for (const jacobite::Unit& unit : game.units)
    history.last_hex.push_back(unit.hex);
  Replay replay{game, history, std::vector<bool>(game.units.size(), false)};
  for (const Event& event : outcome.events)
    std::visit(replay, event);
  // A leader recorded as having left the board without a step off it: one step over his
  // baseline from the hex he stood in last.
  for (std::size_t i = 0; i < game.units.size() && i < outcome.units.size(); ++i) {
    if (outcome.units[i].status != jacobite::Status::left_board) continue;
    const bool drawn = std::any_of(history.steps.begin(), history.steps.end(),
                                   [&](const JrStep& s) { return s.unit == i && s.off_board; });
    if (drawn) continue;
    const Hex from = history.last_hex[i];
    for (const HexDir d : game.board.rear(game.units[i].side)) {
      if (game.board.contains(neighbor(from, d))) continue;
      history.steps.push_back(JrStep{
          .unit = i, .from = from, .to = neighbor(from, d), .leader = true, .off_board = true});
      break;
    }
  }
  return history;
}

std::vector<Hex> jr_action_hexes(const jacobite::Scenario& game, const JacobiteLayers& layers) {
  std::set<Hex> out;
  const auto add_unit = [&](UnitId id) {
    if (index_of(id) < game.units.size()) out.insert(game.units[index_of(id)].hex);
  };
  add_unit(game.request.target);
  const std::size_t target = index_of(game.request.target);
  if (target < game.units.size()) {
    const Hex at = game.units[target].hex;
    for (const jacobite::Unit& unit : game.units) {
      if (unit.status == jacobite::Status::on_board && hex_distance(unit.hex, at) <= 1)
        out.insert(unit.hex);
    }
  }
  if (layers.preview != nullptr) {
    const jacobite::Preview& preview = *layers.preview;
    for (const jacobite::Preview::Retreat& retreat : preview.retreats) {
      const std::vector<jacobite::PathNode>& nodes = retreat.paths.nodes();
      for (std::size_t i = 0; i < nodes.size(); ++i) {
        out.insert(nodes[i].hex);
        for (const jacobite::PathStep& s : retreat.paths.steps(static_cast<int>(i)))
          out.insert(s.hex);
      }
    }
    if (preview.leader) {
      const std::vector<jacobite::LeaderNode>& nodes = preview.leader->nodes();
      for (std::size_t i = 0; i < nodes.size(); ++i) {
        out.insert(nodes[i].hex);
        for (const jacobite::LeaderStep& s : preview.leader->steps(static_cast<int>(i)))
          out.insert(s.hex);
      }
    }
    for (const UnitId id : preview.rally_candidates)
      add_unit(id);
  }
  if (layers.outcome != nullptr) {
    const JrHistory history = jr_history(game, *layers.outcome);
    for (const JrStep& step : history.steps) {
      out.insert(step.from);
      out.insert(step.to);
    }
    for (const JrMark& mark : history.rallies)
      out.insert(mark.at);
    for (const JrMark& mark : history.losses)
      out.insert(mark.at);
  }
  if (layers.odds != nullptr) {
    for (const Place& place : odds_places(odds_map(*layers.odds))) {
      if (const Hex* h = std::get_if<Hex>(&place)) out.insert(*h);
    }
  }
  return {out.begin(), out.end()};
}

}  // namespace detail

std::string jacobite_svg(const io::LoadedScenario& scenario, const jacobite::Scenario& game,
                         const JacobiteLayers& layers) {
  io::detail::require_checked(game, "jacobite_svg: the scenario must pass check()");
  require(layers.preview == nullptr ||
              (layers.preview->field != nullptr && &layers.preview->field->board() == &game.board),
          "jacobite_svg: the preview must be made from this scenario");
  if (layers.outcome != nullptr) {
    require(layers.outcome->units.size() == game.units.size(),
            "jacobite_svg: the outcome must be of this scenario");
  }
  using namespace detail;
  namespace jr = palette::jacobite;
  const double map_top = palette::kTitleHeight + palette::kMargin + jr::kBaselineBand;
  const HexGrid& grid = game.board.grid();
  const HexGrid shown =
      layers.crop ? crop_grid(grid, jr_action_hexes(game, layers), palette::kCropMargin) : grid;
  const bool cropped = !(shown == grid);
  // A board narrower than its baseline labels (1 to 4 columns) stands in the middle of a column
  // as wide as they are.
  const double inset =
      std::max(0.0, (jr_baseline_labels_width() - HexLayout(grid, jr::kHexSize, {}).width()) / 2.0);
  const HexLayout layout(shown, jr::kHexSize, {palette::kMargin + inset, map_top});
  JrFrame frame{.scenario = scenario,
                .game = game,
                .layers = layers,
                .shown = shown,
                .layout = layout,
                .board = cropped ? aligned_layout(grid, layout, shown.hex_at(0)) : layout,
                .history = std::nullopt};
  if (layers.outcome != nullptr) frame.history = jr_history(game, *layers.outcome);
  // Labels stay on the map; a board narrower than its baseline labels lends them the column it
  // stands in, where a label wider than the board itself ("left the board") has room beside it.
  Rect label_room = map_rect(frame.layout);
  label_room.left -= inset;
  label_room.right += inset;
  LabelSpace labels(label_room);
  frame.labels = &labels;

  SvgWriter body;
  draw_jr_defs(body);
  // Cropped, the clip keeps the labels' room: what it would cut they could not place there.
  if (cropped) {
    body.add(layout_clip_path("jr-map-clip", frame.layout, jr::kBaselineBand, inset));
  }
  const std::optional<OddsMap> odds =
      layers.odds != nullptr ? std::optional(odds_map(*layers.odds)) : std::nullopt;
  OddsGeometry geometry =
      hex_odds_geometry(frame.layout, [&frame](Hex h) { return frame.label(h); });
  // In the hex's lower part, under the unit's name and blocks (JR-8's picture).
  geometry.label_drop = frame.layout.size() * 0.78;
  std::string about = fmt::format(
      "Commands & Colors Tricorne: Jacobite Rising \u00b7 {} baseline on the {}, {} on the {}",
      jr::side_name(Side::first),
      game.board.baseline(Side::first) == jacobite::Edge::top ? "top" : "bottom",
      jr::side_name(Side::second),
      game.board.baseline(Side::second) == jacobite::Edge::top ? "top" : "bottom");
  if (layers.outcome != nullptr) {
    about += fmt::format(" \u00b7 banners {} {}, {} {}", jr::side_name(Side::first),
                         layers.outcome->banners[0], jr::side_name(Side::second),
                         layers.outcome->banners[1]);
  }
  auto [title, subtitle] =
      picture_titles(scenario.name, "Jacobite Rising", request_text(frame), about);
  if (odds) title += odds_title_note(*odds);
  draw_title(body, title, subtitle);

  body.open_group(cropped ? R"svg(id="map" clip-path="url(#jr-map-clip)")svg" : R"(id="map")");
  draw_jr_board(body, frame);
  if (layers.preview != nullptr) draw_jr_preview(body, frame, *layers.preview);
  if (odds) draw_odds_marks(body, *odds, geometry);
  if (layers.outcome != nullptr) draw_jr_routes(body, frame);
  draw_jr_units(body, frame);
  if (layers.outcome != nullptr) draw_jr_outcome(body, frame);
  draw_jr_hex_labels(body, frame);
  if (odds) queue_odds_labels(labels, *odds, geometry);
  labels.draw(body);
  body.close_group();

  const double legend_x = palette::kMargin + 2.0 * inset + frame.layout.width() + 26.0;
  Extent panel{.right = legend_x, .bottom = map_top - 14.0};
  if (odds) panel = draw_odds_panel(body, *odds, {legend_x, panel.bottom});
  Extent legend = draw_jr_legend(body, frame, {legend_x, panel.bottom});
  legend.right = std::max(legend.right, panel.right);
  SKD_ASSERT(body.depth() == 0, "unbalanced groups in the SVG");

  const double width =
      std::max({legend.right, legend_x + 180.0, title_right(title, subtitle)}) + palette::kMargin;
  const double height =
      std::max(map_top + frame.layout.height() + jr::kBaselineBand, legend.bottom) +
      palette::kMargin;
  return svg_document(width, height, body.text());
}

}  // namespace skedaddle::svg
