// SPDX-License-Identifier: MIT
// The marks of an outcome on its picture read back and compared with the outcome's JSON (as
// `resolve --json` writes it), for the figures the route ends (route_ends.hpp) leave out:
// GITM / ROTD routs and where each unit is drawn; Grande Tactique flights, final bases and the
// badges of what happened on the way; Jacobite preview paths, rally badges and losses
// (jacobite_marks.hpp). Nothing of the renderers is used: the places are found in the
// picture's own squares and hexes, the table's inches by the picture's own scale.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// A scenario's picture as `render` draws it (cropped, with the options and the outcome its
/// recorded choices, or `best`, and its seed give) and that outcome's JSON.
struct DrawnOutcome {
  std::string svg;
  std::string outcome_json;
};

/// The picture and the outcome of `scenario`; none when it does not pass its checks or the
/// rules refuse the request; an empty picture with the error as `outcome_json` when it does not
/// resolve or draw.
std::optional<DrawnOutcome> drawn_outcome(const io::LoadedScenario& scenario);

/// What differs between a GITM / ROTD picture and its outcome, one line each ("" when nothing):
/// each "routed" event has one dashed rout arrow (`<path class="rout">` titled with its unit)
/// that starts in the square the unit stood in, points exactly along the event's direction
/// (its compass point computed from the arrow's two ends), ends past the map's edge, toward the
/// strategic neighbour's label that names the event's `to`; there is no other rout arrow;
/// each rout has one label "X routed to Y" (group "rout-labels"), X the event's unit and Y its
/// `to`, read as its arrow's (within 30 px of it and nearer it than any other rout arrow, or
/// tied by a leader line that starts at its head), its middle on no square and its glyphs over
/// no counter of another unit; and every unit is drawn once, where the JSON's units put it (a
/// unit that routed, surrendered or shattered where it started, `start_squares`: id to
/// "col-row"), marked as gone when it is.
std::string gitm_rout_picture_differences(std::string_view svg, std::string_view outcome_json,
                                          const std::map<std::string, std::string>& start_squares);

/// What a Grande Tactique unit's base is before it moves: its width and depth in inches and
/// whether it is in square (a square flees as a line, 2.5" x 1", GT-3).
struct GtStartBase {
  double width = 0.0;
  double depth = 0.0;
  bool in_square = false;
};

/// What differs between a Grande Tactique picture and its outcome, one line each ("" when
/// nothing): the inches mapped to the page by the table drawn (`<rect id="table">` and its
/// "table W x D in"); each "moved" event drawn as one route of its unit whose vertices are
/// the path's points and whose legs are the event's arcs (radius, sweep and large-arc flag
/// worked out from the arc's centre and turn) or straight lines; each unit's base drawn with
/// the corners and front edge computed from the JSON's position and facing and its size
/// (`start_bases`: id to base); a unit removed crossed out at its centre; a unit shaken or
/// routed on the way ringed; and each state given and each removal ("shaken (GT-6)", "fled
/// (GT-7)") a badge a reader reads as its unit's, and no other badge: a badge is read as the
/// badge of the base nearest it (within 30 px, no other as near), or, when a leader line starts
/// on a base (on that one only), as that base's, and then no other base may stand within 12 px
/// of it (twice the 6 px a badge stands beside its base); a badge whose words name its unit (a
/// general's do: "Gen Bourgeois: captured (GT-12)", his base stands on his unit's) is read as
/// that unit's when it stands within 30 px of its base or its leader line starts on it; one
/// without a leader line whose middle lies on exactly one base (no general's) is that base's;
/// one that names no one is never a general's.
std::string gt_flight_picture_differences(std::string_view svg, std::string_view outcome_json,
                                          const std::map<std::string, GtStartBase>& start_bases);

/// A Grande Tactique unit as the scenario places it: centre and facing (compass bearing, 0
/// north, 90 east) in inches and degrees, its base, and the direction of its own table edge.
struct GtUnitStart {
  double x = 0.0;
  double y = 0.0;
  double facing = 0.0;
  GtStartBase base{};
  double own_edge_x = 0.0;  ///< unit vector toward its side's own edge
  double own_edge_y = 0.0;
  std::string arm{};      ///< "infantry", "cavalry", ... as the scenario writes it
  bool in_cover = false;  ///< its centre stands in woods or a BUA
};

/// What differs between the flight previews drawn in `svg` (each `<g class="preview"
/// data-unit=...>`) and the options of the same scenario (`options_json`, as `options --json`
/// writes it), one line each ("" when nothing): the inches mapped to the page by the table
/// drawn; each unit that flees by a way taken with a path has one preview path whose points and
/// arcs are that path's, and one corridor taken: for a single straight leg the rectangle its
/// fleeing base (a square flees as a 2.5" x 1" line, GT-3) sweeps from its rear edge at the
/// start to its front edge at the end, for a path with corners a band along the path as wide as
/// the base's frontage; its straight way, when rejected, a corridor of the distance the options
/// give straight away from the causer (from its centre to the unit's, GT-4 b), or toward the
/// unit's own edge without one; and the friends it would pass through (GT-6) outlined at their
/// bases, those the options name and no other; there is no preview of a unit the options do not
/// give a flight with a path. A flight forced out of cover (GT-10: a unit in woods or a BUA
/// charged by infantry while routed, or infantry charged by infantry) is previewed like any
/// other. Each preview with a path has one label (group "preview-labels") that says its unit,
/// "forced out of its cover (GT-10)" when it is, its way and its length (from the options' path
/// and arcs); its end base is drawn at the path's end; and the label reads as its preview's:
/// nearest its own path or end base (within 30 px, no other base or preview nearer), or
/// tied by a leader line that starts on its own path; and it stands over no other base.
/// `units`: id to its start, `causer`: the request's, if any.
struct GtPreviewReading {
  std::string differences;  ///< what the previews draw that their options do not say
  std::string misreadings;  ///< the labels a reader may take for another unit's
};
GtPreviewReading gt_preview_differences(std::string_view svg, std::string_view options_json,
                                        const std::map<std::string, GtUnitStart>& units,
                                        const std::optional<std::string>& causer);

/// Both pictures of `scenario` (without an outcome, `render --no-resolve`, and with the one its
/// chooser gives, as `render` draws them) against its options, one line each ("" when they
/// agree); none when it does not pass its checks or the rules refuse the request. With
/// `misleading_labels_listed` (a picture known to break the labels' reading, 2026-12-02) where
/// the labels stand is not held, and it is a difference when they all read right.
std::optional<std::string> gt_preview_picture_differences(
    const io::LoadedScenario& scenario, const std::map<std::string, GtUnitStart>& units,
    const std::optional<std::string>& causer, bool misleading_labels_listed = false);

}  // namespace skedaddle::test
