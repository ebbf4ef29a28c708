// SPDX-License-Identifier: MIT
// The odds drawn on the board: places shaded by their chance, labels, and the off-map panel.
#include "render/odds_layer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "render/palette.hpp"

namespace skedaddle::svg::detail {

namespace {

constexpr double kLabelSize = 9.0;
constexpr double kLabelLine = 10.5;

}  // namespace

double OddsPlace::highest() const {
  double best = 0.0;
  for (const auto& [unit, chance] : chances)
    best = std::max(best, chance);
  return best;
}

OddsMap odds_map(const OddsTable& table) {
  OddsMap map;
  map.complete = table.coverage.complete;
  map.unexplored = table.coverage.unexplored.value;
  std::map<Place, std::vector<double>> places;
  std::vector<std::map<std::string, double>> off_map(table.units.size());
  std::vector<std::map<std::string, double>> on_map(table.units.size());
  for (const UnitOdds& odds : table.units) {
    OddsUnit unit;
    unit.unit = odds.unit;
    map.units.push_back(std::move(unit));
  }
  for (const OddsOutcome& outcome : table.outcomes) {
    const double p = outcome.probability.value;
    for (std::size_t k = 0; k < table.units.size(); ++k) {
      const auto fate =
          std::find_if(outcome.fates.units.begin(), outcome.fates.units.end(),
                       [&](const UnitFate& f) { return f.unit == table.units[k].unit; });
      if (fate == outcome.fates.units.end()) {
        map.units[k].unchanged += p;
      } else if (fate->at) {
        std::vector<double>& chances = places[*fate->at];
        chances.resize(table.units.size(), 0.0);
        chances[k] += p;
        map.units[k].on_map += p;
        on_map[k][fate->fate] += p;
      } else {
        off_map[k][fate->fate] += p;
      }
    }
  }
  for (auto& [at, chances] : places) {
    OddsPlace place;
    place.at = at;
    for (std::size_t k = 0; k < chances.size(); ++k) {
      if (chances[k] <= 0.0) continue;
      place.chances.emplace_back(k, chances[k]);
      ++map.units[k].places;
    }
    map.places.push_back(std::move(place));
  }
  int on_map_units = 0;
  for (const OddsUnit& unit : map.units)
    on_map_units += unit.places > 0 ? 1 : 0;
  int key = 0;
  for (std::size_t k = 0; k < map.units.size(); ++k) {
    OddsUnit& unit = map.units[k];
    const auto likelier = [](const auto& a, const auto& b) { return a.second > b.second; };
    unit.off_map.assign(off_map[k].begin(), off_map[k].end());
    std::stable_sort(unit.off_map.begin(), unit.off_map.end(), likelier);
    unit.on_map_fates.assign(on_map[k].begin(), on_map[k].end());
    std::stable_sort(unit.on_map_fates.begin(), unit.on_map_fates.end(), likelier);
    if (on_map_units > 1 && unit.places > 0) unit.key = ++key;
  }
  return map;
}

std::vector<Place> odds_places(const OddsMap& map) {
  std::vector<Place> out;
  out.reserve(map.places.size());
  for (const OddsPlace& place : map.places)
    out.push_back(place.at);
  return out;
}

std::string percent(double chance) {
  // Chances summed over outcomes as doubles may miss 0 or 1 by a rounding: within kSlack of
  // them they are 0 or 1.
  constexpr double kSlack = 1e-9;
  const double value = chance * 100.0;
  if (chance <= kSlack) return "0.0%";
  if (chance >= 1.0 - kSlack) return "100%";
  if (value < 0.05) return "<0.1%";
  if (value >= 99.95) return ">99.9%";
  return fmt::format("{:.1f}%", value);
}

double odds_opacity(double chance) {
  return 0.12 + 0.68 * std::clamp(chance, 0.0, 1.0);
}

std::string odds_title_note(const OddsMap& map) {
  if (map.complete) return " \u00b7 exact odds";
  return " \u00b7 odds bounded: " + percent(map.unexplored) + " unexplored";
}

namespace {

/// "Howard's Grenadiers: 42.1%" and the other units' chances at the same place, for a tooltip.
std::string place_tooltip(const OddsMap& map, const OddsPlace& place, std::string_view name) {
  std::string text(name);
  for (const auto& [k, chance] : place.chances)
    text += fmt::format("\n{}: {}", map.units[k].unit, percent(chance));
  return xml_escape(text);
}

std::string label_text(const OddsMap& map, std::size_t unit, double chance) {
  const int key = map.units[unit].key;
  return key > 0 ? fmt::format("{}: {}", key, percent(chance)) : percent(chance);
}

}  // namespace

void draw_odds_marks(SvgWriter& out, const OddsMap& map, const OddsGeometry& geometry) {
  out.open_group(fmt::format(
      R"(id="odds-marks" fill="{}" stroke="{}" stroke-width="1.4" stroke-opacity="0.75")",
      palette::kOdds, palette::kOdds));
  for (const OddsPlace& place : map.places) {
    const std::string name = geometry.name ? geometry.name(place.at) : std::string();
    out.add(fmt::format(R"(<g class="odds-mark" fill-opacity="{:.3f}"><title>{}</title>{}</g>)",
                        odds_opacity(place.highest()), place_tooltip(map, place, name),
                        geometry.shape(place.at)));
  }
  out.close_group();
}

void queue_odds_labels(LabelSpace& labels, const OddsMap& map, const OddsGeometry& geometry) {
  const std::string attributes = fmt::format(
      R"( class="odds-label" fill="{}" stroke="#ffffff" stroke-width="2.6" stroke-opacity="0.9" paint-order="stroke")",
      palette::kOddsInk);
  for (const OddsPlace& place : map.places) {
    const Point c = geometry.center(place.at);
    // Several units' chances at one place stand one above the other, centred on it.
    const double lines = static_cast<double>(place.chances.size() - 1);
    const double first = geometry.label_drop ? c.y + *geometry.label_drop - kLabelLine * lines
                                             : c.y + kLabelSize * 0.35 - kLabelLine * lines / 2.0;
    for (std::size_t i = 0; i < place.chances.size(); ++i) {
      const auto& [unit, chance] = place.chances[i];
      const std::string text = label_text(map, unit, chance);
      labels.add(Label{.at = {c.x, first + kLabelLine * static_cast<double>(i)},
                       .text = text,
                       .font_size = fitting_font_size(text, kLabelSize, geometry.width),
                       .anchor = Anchor::middle,
                       .bold = true,
                       .attributes = attributes,
                       .mark = c,
                       .leader_colour = std::string(palette::kOddsInk),
                       .group = "odds-labels",
                       .rank = 1});
    }
  }
}

Extent draw_odds_panel(SvgWriter& out, const OddsMap& map, Point top_left) {
  out.open_group(R"(id="odds-panel" fill="#1b1b1b")");
  Panel panel(out, top_left);
  panel.heading(map.complete ? "Exact odds"
                             : "Odds, bounded: " + percent(map.unexplored) + " unexplored");
  panel.row("where a unit may end: darker is likelier", [&](Point p) {
    for (int i = 0; i < 3; ++i) {
      panel.out().add(fmt::format(
          R"(<rect x="{}" y="{}" width="8.7" height="12" fill="{}" fill-opacity="{:.3f}"/>)",
          num(p.x + 8.7 * i), num(p.y), palette::kOdds, odds_opacity(0.1 + 0.45 * i)));
    }
  });
  for (const OddsUnit& unit : map.units) {
    panel.bold_line(unit.key > 0 ? fmt::format("{}: {}", unit.key, unit.unit) : unit.unit);
    if (unit.on_map_fates.size() > kOddsPanelPlaces) {
      panel.text_line(
          fmt::format("ends on the map {} ({} places, shaded)", percent(unit.on_map), unit.places),
          10.0);
    } else {
      for (const auto& [fate, chance] : unit.on_map_fates)
        panel.text_line(fmt::format("{} {}", fate, percent(chance)), 10.0);
    }
    for (const auto& [fate, chance] : unit.off_map)
      panel.text_line(fmt::format("{} {}", fate, percent(chance)), 10.0);
    if (unit.unchanged > 0.0)
      panel.text_line(fmt::format("stays put, unchanged {}", percent(unit.unchanged)), 10.0);
  }
  out.close_group();
  return panel.extent();
}

OddsGeometry hex_odds_geometry(const HexLayout& layout, std::function<std::string(Hex)> name) {
  return OddsGeometry{
      .center = [&layout](const Place& p) { return layout.center(std::get<Hex>(p)); },
      .shape =
          [&layout](const Place& p) {
            return fmt::format(R"(<polygon points="{}"/>)",
                               points_text(layout.corners(std::get<Hex>(p))));
          },
      .width = layout.size() * 1.6,
      .name = [name = std::move(name)](const Place& p) { return name(std::get<Hex>(p)); },
      .label_drop = std::nullopt};
}

}  // namespace skedaddle::svg::detail
