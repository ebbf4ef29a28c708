// SPDX-License-Identifier: MIT
// A GITM/ROTD outcome as versioned JSON: events in order (the game's messages verbatim), the
// final units with their endings and strategic squares, and a replay with every die rolled.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "gitm/io/names.hpp"
#include "io/dump_document.hpp"
#include "io/event_json.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

// The names GITM/ROTD outcomes use: "col-row" squares, unit ids, plain die faces.
struct GitmNames {
  const gitm::Scenario& game;

  std::string place(const Place& p) const { return gitm_square_label(std::get<Square>(p)); }
  const std::string& unit_name(UnitId id) const { return game.units[index_of(id)].id; }
  std::string_view side_name(Side side) const { return side == Side::first ? "first" : "second"; }
  Json faces(const std::vector<int>& faces) const { return faces; }
  Json option(const Option&) const { return nullptr; }  // the program chooses: no Chose events
};

}  // namespace

std::string outcome_json(const LoadedScenario& scenario, const gitm::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  const GitmNames names{game};
  Json doc = {
      {"format", kOutcomeFormat}, {"ruleset", ruleset_name(scenario)}, {"scenario", scenario.name}};
  Json events = Json::array();
  std::vector<int> dice;
  for (const Event& event : outcome.events) {
    Json e = std::visit(detail::EventJson<GitmNames>{names}, event);
    e["rule"] = rule_of(event);
    events.push_back(std::move(e));
    if (const auto* rolled = std::get_if<Rolled>(&event)) {
      dice.insert(dice.end(), rolled->faces.begin(), rolled->faces.end());
    }
  }
  doc["events"] = std::move(events);
  Json units = Json::array();
  for (std::size_t i = 0; i < outcome.units.size(); ++i) {
    const gitm::Unit& u = outcome.units[i];
    units.push_back({{"id", u.id},
                     {"allegiance", detail::gitm_allegiance_name(u.allegiance)},
                     {"square", gitm_square_label(u.square)},
                     {"fatigue", u.fatigue},
                     {"ending", gitm::ending_name(u.ending)},
                     {"strategic", i < outcome.strategic.size() ? outcome.strategic[i] : ""}});
  }
  doc["units"] = std::move(units);
  Json replay = Json::object();
  if (scenario.seed) replay["seed"] = *scenario.seed;
  replay["choices"] = Json::array();  // the game program makes every choice, from the dice
  replay["dice"] = dice;
  doc["replay"] = std::move(replay);
  return detail::dump_document(doc, layout);
}

}  // namespace skedaddle::io
