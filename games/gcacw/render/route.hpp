// SPDX-License-Identifier: MIT
// The resolved route of a GCACW outcome, read back from its events for drawing.
#pragma once

#include <optional>
#include <vector>

#include "skedaddle/events/event.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::svg::detail {

/// One hex entered.
struct RouteStep {
  Hex from{};
  Hex to{};
  std::optional<int> loss;     ///< the chart's loss to each unit, when the step has a chart row
  bool override_step = false;  ///< taken by overriding the priorities (GC-10)
};

/// A unit that left play, and how.
struct RouteFate {
  UnitId unit{};
  Fate fate = Fate::eliminated;
  Hex at{};  ///< the hex it left play in: the last the route had entered
};

/// The manpower one unit lost in all.
struct RouteLoss {
  UnitId unit{};
  int manpower = 0;
};

/// What the outcome layer draws.
struct Route {
  std::vector<Hex> hexes;  ///< the start hex, then every hex entered, in order
  std::vector<RouteStep> steps;
  std::vector<RouteFate> fates;
  std::vector<RouteLoss> losses;  ///< each unit that lost manpower, in the order of its first loss
  int victory_points = 0;
};

/// The route of `outcome`, starting from `start` (the request's hex), built from its Moved and
/// UnitRemoved events in order.
Route route_of(const gcacw::Outcome& outcome, Hex start);

}  // namespace skedaddle::svg::detail
