// SPDX-License-Identifier: MIT
// The layers of the Grande Tactique picture, drawn bottom to top by grande_tactique_svg
// (render/grande_tactique_svg.cpp), the flight previews they show and what they read back from an
// outcome.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/hex_layout.hpp"
#include "render/label_space.hpp"
#include "render/marks.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/grande_tactique/svg.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::svg::detail {

/// One flight the options layer shows: who, from whom, how far, and what GT-4 would do (the
/// options' own computation, io/preview.hpp).
struct GtPreview {
  std::size_t unit = 0;
  std::optional<UnitId> causer{};
  double distance = 0.0;
  std::string distance_note;  ///< how the distance was chosen ("11 + 2d6, shown as 18")
  std::string forced_out_of;  ///< the woods or BUA it is forced out of (GT-10), or ""
  Vec2 away{};                ///< the direction directly away (GT-4 b)
  grande_tactique::FlightPreview flight;
};

/// One Moved event of the outcome: the mover and the centre's path in inches.
struct GtMove {
  std::size_t unit = 0;
  std::vector<Vec2> path;
  std::vector<PathArc> arcs;  ///< the legs of `path` that are arcs (GT-4 b)
};

/// A state a unit was given on the way ("shaken", "routed") and the rule that gave it.
struct GtStatus {
  std::size_t unit = 0;
  std::string_view status;
  std::string_view rule;
};

/// The outcome read back in order.
struct GtHistory {
  std::vector<GtMove> moves;
  std::vector<GtStatus> statuses;
  std::vector<UnitRemoved> removed;
  std::vector<FlightTried> tried;
  std::vector<std::string> notes;  ///< the other events, as legend lines
};

/// Everything a layer needs to know about the picture being drawn.
struct GtFrame {
  const io::LoadedScenario& scenario;
  const grande_tactique::Scenario& game;
  const GrandeTactiqueLayers& layers;
  Point table_top_left{};  ///< page position of the table's north-west corner
  double map_left = 0.0;   ///< page x of the map area's west end (table, rulers, overhang)
  double map_right = 0.0;  ///< page x of its east end
  std::vector<GtPreview> previews;
  std::vector<std::string> preview_notes;  ///< why a request shows no preview
  std::optional<GtHistory> history;        ///< with an outcome
  /// The picture's movable labels, kept inside the part of the map shown; the layers reserve
  /// what they must keep clear of.
  LabelSpace* labels = nullptr;

  /// Page position of a point of the table (inches, y north).
  Point page(Vec2 p) const;
  /// Width and height of the table in pixels.
  double width() const;
  double height() const;
  /// The scenario's name of a unit, or "?" for an id outside it.
  std::string name(UnitId id) const;
  /// True when the id names a unit of the scenario.
  bool valid(UnitId id) const { return index_of(id) < game.units.size(); }
  /// The units as drawn: the outcome's final state when there is one, else the scenario's.
  const std::vector<grande_tactique::Unit>& units() const;
  /// The request's causer, when it names a unit of the scenario.
  std::optional<std::size_t> causer() const;
};

/// The previews the options layer draws for the request, or notes saying why there are none.
void plan_gt_previews(GtFrame& frame);
/// Replays the events of `outcome`.
GtHistory gt_history(const grande_tactique::Scenario& game,
                     const grande_tactique::Outcome& outcome);
/// The table extent beyond the table needed to show every base and path drawn, in inches:
/// west, east, south and north overhangs (0 when everything is on the table).
std::array<double, 4> gt_overhang(const GtFrame& frame);

/// The points of the action, in inches: the corners of every base involved (the request's unit
/// and causer, the units previewed, passed through, moved, given a state or removed, where they
/// start and where they end) and every point of the previews' and the moves' paths.
std::vector<Vec2> gt_action_points(const GtFrame& frame);

/// The table, its inch grid, the terrain areas, each side's own edge and the rulers.
void draw_gt_table(SvgWriter& out, const GtFrame& frame);
/// The causer's front edge extended across the table (GT-5), the ground behind it shaded.
void draw_gt_causer_line(SvgWriter& out, const GtFrame& frame);
/// The flight previews: corridors, paths, end bases and the friends passed through.
void draw_gt_previews(SvgWriter& out, const GtFrame& frame);
/// Every base where it stands (at the end, with an outcome); movers' starting outlines; units
/// shaken or routed on the way ringed; removed units crossed out.
void draw_gt_units(SvgWriter& out, const GtFrame& frame);
/// The outcome's moves as arrows, with the badges of states changed and removals.
void draw_gt_outcome(SvgWriter& out, const GtFrame& frame);
/// The legend, the layers' summaries and the unit list, from `top_left` downwards.
Extent draw_gt_legend(SvgWriter& out, const GtFrame& frame, Point top_left);

/// SVG "points" text of a base's four corners.
std::string gt_base_points(const GtFrame& frame, const Box& base);
/// The rectangle a base covers on the page: the one the label space reserves for it, which a
/// label naming it compares with exactly (LabelSpace::place_over_names).
Rect gt_page_rect(const GtFrame& frame, const Box& base);
/// The base as a fleeing unit has it: a square reverts to line first (GT-3).
Box gt_fleeing_base(const grande_tactique::Unit& u);
/// Names for the picture: "infantry", "horse artillery"; "eager"; "raw"; "woods".
std::string_view gt_arm_name(grande_tactique::Arm arm);
std::string_view gt_state_name(grande_tactique::State state);
std::string_view gt_quality_name(grande_tactique::Quality quality);
std::string_view gt_terrain_name(grande_tactique::TerrainKind kind);
/// A way of flight in words: "straight, 7.0 in", "turned 12.5° clockwise, 7.0 in", "cover (Bois
/// Vert), 4.2 in".
std::string gt_way_text(const GtFrame& frame, const grande_tactique::FlightOption& o);
/// A point in inches as "(12.0, 6.5)".
std::string gt_at(Vec2 p);

}  // namespace skedaddle::svg::detail
