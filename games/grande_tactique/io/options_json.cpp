// SPDX-License-Identifier: MIT
// What GT-4 would do with a Grande Tactique request, as JSON.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "grande_tactique/io/names.hpp"
#include "grande_tactique/io/preview.hpp"
#include "grande_tactique/io/unit_steps.hpp"
#include "io/checked_game.hpp"
#include "io/unit_steps_json.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

Json point_json(Vec2 p) {
  return Json::array({detail::rounded_to_millionth(p.x), detail::rounded_to_millionth(p.y)});
}

Json way_json(const grande_tactique::Scenario& game, const grande_tactique::FlightOption& o) {
  Json way = {{"way", grande_tactique::way_name(o.way)},
              {"taken", o.rejection == grande_tactique::Rejection::none}};
  if (o.rejection != grande_tactique::Rejection::none) {
    way["rejection"] = detail::gt_rejection_name(o.rejection);
    way["rejection_text"] = grande_tactique::rejection_text(o.rejection);
  }
  way["blocker"] = o.blocker ? Json(game.units[index_of(*o.blocker)].id) : Json(nullptr);
  way["terrain"] = o.terrain >= 0
                       ? Json(game.table.terrain[static_cast<std::size_t>(o.terrain)].name)
                       : Json(nullptr);
  if (o.way == grande_tactique::FlightWay::turned &&
      o.rejection == grande_tactique::Rejection::none) {
    way["turned"] = detail::rounded_to_millionth(o.turned);
  }
  Json path = Json::array();
  for (const Vec2 p : o.path)
    path.push_back(point_json(p));
  way["path"] = std::move(path);
  if (!o.arcs.empty()) {
    Json arcs = Json::array();
    for (const PathArc& a : o.arcs) {
      arcs.push_back(
          {{"leg", a.leg}, {"centre", point_json(a.centre)}, {"clockwise", a.clockwise}});
    }
    way["arcs"] = std::move(arcs);
  }
  return way;
}

}  // namespace

std::string options_json(const LoadedScenario& scenario, const grande_tactique::Scenario& game) {
  detail::require_resolvable(game,
                             "grande_tactique::io::options_json: the scenario must pass check() "
                             "with no refusal (load_scenario() or the facade)");
  const grande_tactique::Request& r = game.request;
  Json doc = {{"format", kOptionsFormat},
              {"ruleset", ruleset_name(scenario)},
              {"scenario", scenario.name},
              {"kind", detail::gt_request_kind_name(r.kind)}};
  if (r.kind == grande_tactique::RequestKind::continue_flight) {
    doc["side"] = detail::gt_side_name(scenario, r.side);
  } else {
    doc["unit"] = game.units[index_of(r.unit)].id;
  }
  if (r.causer) doc["causer"] = game.units[index_of(*r.causer)].id;
  if (r.kind == grande_tactique::RequestKind::flee) doc["cause"] = detail::gt_cause_name(r.cause);
  if (r.kind == grande_tactique::RequestKind::morale_check) {
    doc["cause"] = detail::gt_cause_name(grande_tactique::Cause::fire);
  }
  // ALL-6: what the dice may give each unit as the earlier moves leave the table.
  const Result<UnitStepOdds> walk = detail::gt_unit_step_odds(scenario, game);
  detail::add_step_walk_status(doc, walk);
  Json units = Json::array();
  std::vector<std::string> listed;
  for (const detail::GtUnitPreview& p : detail::preview_gt(game)) {
    const std::string& id = game.units[index_of(p.unit)].id;
    listed.push_back(id);
    Json unit = {{"unit", id}, {"fate", detail::gt_fate_name(p.fate)}};
    if (walk.ok()) unit["steps"] = detail::unit_steps_json(walk.value(), id);
    if (p.fate == detail::GtFate::flight) {
      unit["distance"] = detail::rounded_to_millionth(p.distance);
      if (p.range) unit["distance_range"] = Json::array({p.range->first, p.range->second});
      Json ways = Json::array();
      for (const grande_tactique::FlightOption& o : p.flight.tried)
        ways.push_back(way_json(game, o));
      unit["ways"] = std::move(ways);
      Json passed = Json::array();
      for (const UnitId f : p.flight.passed)
        passed.push_back(game.units[index_of(f)].id);
      unit["passes_through"] = std::move(passed);
      unit["off_table"] = p.flight.off_table;
    } else {
      if (p.fate == detail::GtFate::stays) unit["terrain"] = p.terrain;
      unit["text"] = detail::gt_fate_text(game, p);
    }
    units.push_back(std::move(unit));
  }
  doc["units"] = std::move(units);
  if (walk.ok()) {
    // The units the request's flights move or shake in turn (GT-6, GT-11, GT-12), in the order
    // first met.
    Json chained = Json::array();
    for (const UnitStepChance& c : walk.value().steps) {
      if (std::find(listed.begin(), listed.end(), c.step.unit) != listed.end()) continue;
      listed.push_back(c.step.unit);
      chained.push_back(
          {{"unit", c.step.unit}, {"steps", detail::unit_steps_json(walk.value(), c.step.unit)}});
    }
    doc["chained"] = std::move(chained);
  }
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace skedaddle::io
