// SPDX-License-Identifier: MIT
// The odds drawn on the board (render --odds): every place a unit may end shaded by its chance
// with the percentage on it, and a panel of what ends off the map. Shared by every game, which
// only says where its places are on the page.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "render/hex_layout.hpp"
#include "render/label_space.hpp"
#include "render/marks.hpp"
#include "render/svg_writer.hpp"
#include "skedaddle/core/place.hpp"
#include "skedaddle/odds/odds.hpp"

namespace skedaddle::svg::detail {

/// A place some units may end in: each one's chance of ending there.
struct OddsPlace {
  Place at;
  /// (index into OddsMap::units, chance), in the units' order; one entry per unit.
  std::vector<std::pair<std::size_t, double>> chances;
  /// The highest of the chances: what the place's shading shows.
  double highest() const;
};

/// What may become of one unit, summed over the outcomes.
struct OddsUnit {
  std::string unit;        ///< its id
  double on_map = 0.0;     ///< chance it ends at a shaded place
  std::size_t places = 0;  ///< how many places it may end at
  double unchanged = 0.0;  ///< chance no outcome touches it: it stays put, as it was
  /// Each fate with a place ("retreats to F6", "routed, ends at (18, 7)"), its chance; the most
  /// likely first.
  std::vector<std::pair<std::string, double>> on_map_fates;
  /// Each fate without a place (eliminated, routed, flees off the table...), its chance; the
  /// most likely first.
  std::vector<std::pair<std::string, double>> off_map;
  int key = 0;  ///< its number on the map's labels (1, 2...) when several units have places
};

/// The odds of a table as the picture shows them.
struct OddsMap {
  std::vector<OddsUnit> units;    ///< the table's units, in its order
  std::vector<OddsPlace> places;  ///< every place any unit may end at, in Place order
  bool complete = true;           ///< the table's coverage
  double unexplored = 0.0;        ///< the chance not run, when not complete
};

/// The places and off-map fates of `table`, each (unit, place) and (unit, fate) summed over its
/// outcomes; a unit an outcome does not list stays as it was (unchanged).
OddsMap odds_map(const OddsTable& table);

/// Every place of `map`: what a cropped picture must show.
std::vector<Place> odds_places(const OddsMap& map);

/// "42.1%": a chance as a percentage with one decimal; "<0.1%" and ">99.9%" for the chances
/// that would round to 0 or 100 without being so.
std::string percent(double chance);

/// The fill opacity of a place whose chance is `chance`: grows with it, from a faint 0.12 for
/// a chance near 0 to 0.8 for a certainty.
double odds_opacity(double chance);

/// " · exact odds", or " · odds bounded: 3.2% unexplored": what a title adds with the odds.
std::string odds_title_note(const OddsMap& map);

/// How a game puts its places on the page.
struct OddsGeometry {
  /// Page position of the centre of a place.
  std::function<Point(const Place&)> center;
  /// An element covering a place (a hex, a square, a box one inch wide), with no fill or
  /// stroke of its own: the layer's group gives them.
  std::function<std::string(const Place&)> shape;
  /// How far a place reaches across, in pixels: labels are fitted to it.
  double width = 40.0;
  /// The notation of a place ("0504", "G5", "(10, 3)"), for the marks' tooltips.
  std::function<std::string(const Place&)> name;
  /// How far below a place's centre the baseline of its last label goes, so that the labels
  /// stand in the lower part of the place, clear of the units' names in its middle; null:
  /// the labels are centred on the place.
  std::optional<double> label_drop;
};

/// The geometry of a hex map drawn by `layout`, its hexes named by `name` (the game's notation).
/// `layout` must outlive the result.
OddsGeometry hex_odds_geometry(const HexLayout& layout, std::function<std::string(Hex)> name);

/// The shading of every place of `map`, under the units: group "odds-marks", one element of
/// class "odds-mark" per place, its opacity by its highest chance.
void draw_odds_marks(SvgWriter& out, const OddsMap& map, const OddsGeometry& geometry);

/// The percentages on the places, queued in `labels` (drawn over everything, clear of the
/// names): one text of class "odds-label" per unit and place, "42.1%", prefixed by the unit's
/// key ("2: 42.1%") when several units have places; several units' labels on one place are
/// stacked.
void queue_odds_labels(LabelSpace& labels, const OddsMap& map, const OddsGeometry& geometry);

/// How many fates with a place the panel lists for one unit; beyond, it gives their sum.
inline constexpr std::size_t kOddsPanelPlaces = 4;

/// The panel "odds-panel" from `top_left` downwards: exact or bounded, the shading's key, then
/// each unit (with its key) and under it its chance of each fate with a place (or, for more
/// than kOddsPanelPlaces of them, of ending on the map), of each fate without a place and of
/// staying put ("routed 27.9%").
Extent draw_odds_panel(SvgWriter& out, const OddsMap& map, Point top_left);

}  // namespace skedaddle::svg::detail
