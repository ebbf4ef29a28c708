// SPDX-License-Identifier: MIT
// What the dice may do with a GITM/ROTD request, as JSON.
#include <nlohmann/json.hpp>
#include <string>

#include "gitm/io/names.hpp"
#include "gitm/io/preview.hpp"
#include "gitm/io/unit_steps.hpp"
#include "io/checked_game.hpp"
#include "io/unit_steps_json.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

}  // namespace

std::string options_json(const LoadedScenario& scenario, const gitm::Scenario& game) {
  detail::require_resolvable(game,
                             "gitm::io::options_json: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
  const bool rout = game.request.kind == gitm::RequestKind::rout;
  Json doc = {{"format", kOptionsFormat},
              {"ruleset", ruleset_name(scenario)},
              {"scenario", scenario.name},
              {"kind", detail::gitm_request_kind_name(game.request.kind)},
              {"battle", gitm_square_label(game.request.battle)},
              {"strategic", game.field.label}};
  // ALL-6: what the dice may give each unit as the earlier units leave the position.
  const Result<UnitStepOdds> walk = detail::gitm_unit_step_odds(scenario, game);
  detail::add_step_walk_status(doc, walk);
  Json units = Json::array();
  for (const detail::UnitPreview& p : detail::preview_gitm(game)) {
    const gitm::Unit& u = game.units[index_of(p.unit)];
    Json unit = {{"unit", u.id}, {"square", gitm_square_label(u.square)}, {"fatigue", u.fatigue}};
    if (walk.ok()) unit["steps"] = detail::unit_steps_json(walk.value(), u.id);
    if (p.trap_chance) {
      unit["exhausted"] = p.exhausted;
      unit["trap_chance"] = *p.trap_chance;
    }
    if (!rout) unit["distances"] = p.distances;
    Json dirs = Json::array();
    for (const detail::DirectionPreview& d : p.directions) {
      Json dir = {{"dir", compass_name(d.dir)},
                  {"verdict", detail::gitm_verdict_name(d.verdict)},
                  {"verdict_text", gitm::verdict_text(d.verdict)}};
      if (rout) {
        const gitm::Neighbor& n = game.field.neighbors[static_cast<std::size_t>(d.dir)];
        dir["to"] = n.on_map ? Json(n.label) : Json("off_map");
        if (!detail::invalid_verdict(d.verdict)) {
          if (d.rout) {
            dir["rout_block"] = detail::gitm_rout_block_name(*d.rout);
            dir["rout_block_text"] = gitm::rout_block_text(*d.rout);
          } else {
            dir["rout"] = "possible";
          }
        }
      } else {
        // null beyond the map's edge: there is no square to name.
        dir["first"] =
            game.field.map.contains(d.first) ? Json(gitm_square_label(d.first)) : Json(nullptr);
        if (!detail::invalid_verdict(d.verdict)) {
          if (d.blocked) {
            dir["blocked"] = detail::first_block_name(*d.blocked);
            dir["blocked_text"] = gitm::step_block_text(*d.blocked);
          } else {
            dir["blocked"] = nullptr;
          }
        }
      }
      dirs.push_back(std::move(dir));
    }
    unit["directions"] = std::move(dirs);
    units.push_back(std::move(unit));
  }
  doc["units"] = std::move(units);
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace skedaddle::io
