// SPDX-License-Identifier: MIT
// A Grande Tactique outcome as versioned JSON: events in order (points as [x, y] in inches), the
// final units, the formations broken, the pursuit, and a replay with every die rolled.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "grande_tactique/io/names.hpp"
#include "io/dump_document.hpp"
#include "io/event_json.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

/// A point as [x, y], each rounded to a millionth of an inch.
Json point_json(Vec2 p) {
  return Json::array({detail::rounded_to_millionth(p.x), detail::rounded_to_millionth(p.y)});
}

// The names Grande Tactique outcomes use: points in inches, unit ids, the scenario's side
// names, plain die faces.
struct GtNames {
  const LoadedScenario& scenario;
  const grande_tactique::Scenario& game;

  Json place(const Place& p) const { return point_json(std::get<Vec2>(p)); }
  const std::string& unit_name(UnitId id) const { return game.units[index_of(id)].id; }
  std::string_view side_name(Side side) const { return detail::gt_side_name(scenario, side); }
  Json faces(const std::vector<int>& faces) const { return faces; }
  Json option(const Option&) const { return nullptr; }  // no player choice: no Chose events
};

}  // namespace

std::string outcome_json(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<grande_tactique::Scenario>(scenario);
  const GtNames names{scenario, game};
  Json doc = {
      {"format", kOutcomeFormat}, {"ruleset", ruleset_name(scenario)}, {"scenario", scenario.name}};
  Json events = Json::array();
  std::vector<int> dice;
  for (const Event& event : outcome.events) {
    Json e = std::visit(detail::EventJson<GtNames>{names}, event);
    e["rule"] = rule_of(event);
    events.push_back(std::move(e));
    if (const auto* rolled = std::get_if<Rolled>(&event)) {
      dice.insert(dice.end(), rolled->faces.begin(), rolled->faces.end());
    }
  }
  doc["events"] = std::move(events);
  Json units = Json::array();
  for (const grande_tactique::Unit& u : outcome.units) {
    units.push_back({{"id", u.id},
                     {"side", names.side_name(u.side)},
                     {"arm", detail::gt_arm_name(u.arm)},
                     {"state", detail::gt_state_name(u.state)},
                     {"position", point_json(u.base.centre)},
                     {"facing", detail::gt_bearing(u.base.facing)},
                     {"ending", grande_tactique::ending_name(u.ending)}});
  }
  doc["units"] = std::move(units);
  Json collapsed = Json::array();
  for (std::size_t d = 0; d < outcome.division_collapsed.size() && d < game.divisions.size(); ++d) {
    if (outcome.division_collapsed[d]) collapsed.push_back(game.divisions[d].name);
  }
  doc["divisions_collapsed"] = std::move(collapsed);
  Json halved = Json::array();
  for (std::size_t c = 0; c < outcome.corps_halved.size() && c < game.corps.size(); ++c) {
    if (outcome.corps_halved[c]) halved.push_back(game.corps[c].name);
  }
  doc["corps_halved"] = std::move(halved);
  doc["pursuit"] =
      outcome.pursuit ? Json(detail::rounded_to_millionth(*outcome.pursuit)) : Json(nullptr);
  Json replay = Json::object();
  if (scenario.seed) replay["seed"] = *scenario.seed;
  replay["choices"] = Json::array();  // the rules leave no choice to a player
  replay["dice"] = dice;
  doc["replay"] = std::move(replay);
  return detail::dump_document(doc, layout);
}

}  // namespace skedaddle::io
