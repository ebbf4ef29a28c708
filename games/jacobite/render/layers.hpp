// SPDX-License-Identifier: MIT
// The layers of the Jacobite Rising picture, drawn bottom to top by jacobite_svg
// (render/svg.cpp), and what they read back from an outcome.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "render/hex_layout.hpp"
#include "render/marks.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/jacobite/svg.hpp"

namespace skedaddle::svg::detail {

/// One hex entered by a unit or leader in the outcome (one Moved event each).
struct JrStep {
  std::size_t unit = 0;  ///< index of the mover in the scenario
  Hex from{};
  Hex to{};                ///< off the board when the leader left it
  bool leader = false;     ///< a lone leader's move
  bool escape = false;     ///< into a hex held by the enemy (JR-9)
  bool off_board = false;  ///< over the baseline, off the board (JR-9)
};

/// A mark at a hex: a rally check, a loss of blocks.
struct JrMark {
  std::size_t unit = 0;
  Hex at{};
  int value = 0;    ///< dice rolled (rally), blocks lost (loss)
  bool ok = false;  ///< rallied
};

/// The outcome read back in order: who went where, and what happened where.
struct JrHistory {
  std::vector<JrStep> steps;
  std::vector<JrMark> rallies;
  std::vector<JrMark> losses;
  std::vector<Hex> last_hex;  ///< per unit: the last hex on the board it stood in
  std::vector<bool> moved;    ///< per unit: it entered at least one hex
  /// Per unit that left play: the leader attached to it then, the one in its hex (attachment is
  /// position), who falls or retreats from there after it (JR-5, JR-7).
  std::vector<std::optional<std::size_t>> leader_when_removed;
};

/// Replays the events of `outcome` over the scenario's starting positions.
JrHistory jr_history(const jacobite::Scenario& game, const jacobite::Outcome& outcome);

/// Everything a layer needs to know about the picture being drawn.
struct JrFrame {
  const io::LoadedScenario& scenario;
  const jacobite::Scenario& game;
  const JacobiteLayers& layers;
  HexGrid shown;     ///< the section of the board drawn: all of it, or the part around the action
  HexLayout layout;  ///< the section drawn, on the page
  HexLayout board;   ///< the whole board, placed as `layout` places the section
  std::optional<JrHistory> history;  ///< with an outcome
  /// The picture's movable labels; the layers reserve what they must keep clear of.
  LabelSpace* labels = nullptr;

  /// The notation of a hex ("G5").
  std::string label(Hex h) const;
  /// The scenario's name of a unit, or "?" for an id outside it.
  std::string name(UnitId id) const;
  /// The units as drawn: the outcome's final state when there is one, else the scenario's.
  const std::vector<jacobite::Unit>& units() const;
  /// Where a unit is drawn: its last hex with an outcome, else its hex.
  Hex drawn_hex(std::size_t unit) const;
  /// True when `h` lies in the section drawn.
  bool drawn(Hex h) const { return shown.contains(h); }
  /// True when only a section of the board is drawn, clipped at the section's edge.
  bool cropped() const { return !(shown == game.board.grid()); }
};

/// The hexes of the action: the request's unit and its neighbours (supporters, enemies in its
/// rear), the preview's paths and blocked steps, the units that would rally, and every hex the
/// outcome's moves, losses and rally checks touch, and the hexes the odds shade.
std::vector<Hex> jr_action_hexes(const jacobite::Scenario& game, const JacobiteLayers& layers);

/// A word of a baseline outside the board: the side's name and "centre", or a flank.
struct JrBaselineLabel {
  Point at;           ///< its baseline's middle
  std::string text;   ///< "Government baseline · centre", "left flank"
  bool name = false;  ///< the side's name (bold), not a flank (italic)
  Side side = Side::first;
};
/// The baselines' words as draw_jr_board writes them: those of the baselines drawn, each whole
/// in the columns shown.
std::vector<JrBaselineLabel> jr_baseline_labels(const JrFrame& frame);
/// The boxes of jr_baseline_labels, 2 px larger all round: drawn with the board, under every
/// arrow, so an arrow over a baseline (a lone leader leaving the board, JR-9) ends before them.
std::vector<Rect> jr_baseline_label_rects(const JrFrame& frame);
/// Terrain, the flag-ignoring marks, the request's hex, the section lines and the baselines.
void draw_jr_board(SvgWriter& out, const JrFrame& frame);
/// The width of a side's three baseline labels (a flank, the side's name and centre, the other
/// flank) side by side: a narrower board stands in the middle of a column this wide.
double jr_baseline_labels_width();
/// The centres of the three baseline labels, page left to right, over a board from `left`,
/// `width` px wide: the middles of its thirds where they fit there, else side by side around
/// its middle (a board of 1 to 4 columns, whose thirds are too narrow for them).
std::array<double, 3> jr_baseline_label_xs(double left, double width);
/// The hex label of every hex, drawn over the map's other marks.
void draw_jr_hex_labels(SvgWriter& out, const JrFrame& frame);
/// The retreat paths of the preview (no flag ignored) and the lone leader's retreat.
void draw_jr_preview(SvgWriter& out, const JrFrame& frame, const jacobite::Preview& preview);
/// The box of the blocks and leaders draw_jr_units puts in `h`, if any (arrows stop short of it).
std::optional<Rect> jr_stack_rect(const JrFrame& frame, Hex h);
/// Blocks and leaders where they stand; units that left play greyed at their last hex.
void draw_jr_units(SvgWriter& out, const JrFrame& frame);
/// The resolved paths of the outcome's movers, drawn under the units.
void draw_jr_routes(SvgWriter& out, const JrFrame& frame);
/// The escapes, departures, losses and rally checks of the outcome, drawn over the units.
void draw_jr_outcome(SvgWriter& out, const JrFrame& frame);
/// The legend, the layers' summaries and the unit list, from `top_left` downwards.
Extent draw_jr_legend(SvgWriter& out, const JrFrame& frame, Point top_left);

/// The shape of a leader block (a flat rectangle with a gold trim) centred on `c`.
void draw_jr_leader_block(SvgWriter& out, Point c, std::string_view fill, std::string_view text);
/// Name of a terrain, as the scenario format spells it ("woods").
std::string_view jr_terrain_name(jacobite::Terrain terrain);
/// A short code for why a rear hex is not offered ("edge", "friend", ...), written next to its
/// cross on the map and spelled out in the legend.
std::string_view jr_blocked_code(jacobite::Blocked b);
/// An "x" of half-size `r` centred on `c` in the given colour.
std::string jr_cross(Point c, double r, std::string_view colour);

}  // namespace skedaddle::svg::detail
