// SPDX-License-Identifier: MIT
// The resolved route of a GCACW outcome.
#include "gcacw/render/route.hpp"

#include <algorithm>
#include <variant>

namespace skedaddle::svg::detail {

namespace {

struct RouteBuilder {
  Route& route;

  void operator()(const Moved& moved) const {
    std::vector<Hex> path;
    for (const Place& place : moved.path) {
      if (const Hex* hex = std::get_if<Hex>(&place)) path.push_back(*hex);
    }
    if (path.empty()) return;
    if (route.hexes.empty() || route.hexes.back() != path.front()) route.hexes.push_back(path[0]);
    for (std::size_t i = 1; i < path.size(); ++i) {
      RouteStep step{
          .from = path[i - 1], .to = path[i], .loss = std::nullopt, .override_step = false};
      // A chart classification belongs to the last hex entered by the event.
      if (moved.chart && i + 1 == path.size()) {
        step.loss = moved.chart->loss;
        step.override_step = moved.chart->override_step;
      }
      route.steps.push_back(step);
      route.hexes.push_back(path[i]);
    }
  }
  void operator()(const StrengthLost& lost) const {
    // A unit loses what the chart says, but never more than it has (GC-8).
    const auto it = std::find_if(route.losses.begin(), route.losses.end(),
                                 [&](const RouteLoss& l) { return l.unit == lost.unit; });
    if (it == route.losses.end()) {
      route.losses.push_back({.unit = lost.unit, .manpower = lost.amount});
    } else {
      it->manpower += lost.amount;
    }
  }
  void operator()(const UnitRemoved& removed) const {
    route.fates.push_back({.unit = removed.unit, .fate = removed.fate, .at = route.hexes.back()});
  }
  template <class Other>
  void operator()(const Other& /*unused*/) const {}
};

}  // namespace

Route route_of(const gcacw::Outcome& outcome, Hex start) {
  Route route;
  route.hexes.push_back(start);
  route.victory_points = outcome.victory_points;
  for (const Event& event : outcome.events)
    std::visit(RouteBuilder{route}, event);
  return route;
}

}  // namespace skedaddle::svg::detail
