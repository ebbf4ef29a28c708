// SPDX-License-Identifier: MIT
// The outcome as versioned JSON for programs: events in order, final units, and a replay.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <type_traits>

#include "gcacw/io/names.hpp"
#include "io/dump_document.hpp"
#include "io/event_json.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

// The choice string of an option, as the scenario's "choices" would record it (an override
// is recorded as its hex: a recorded move also matches an override move, chooser.hpp).
std::string replay_choice(const detail::GcacwNamer& names, const Option& option) {
  switch (option.kind) {
    case OptionKind::stop:
      return "stop";
    case OptionKind::move:
    case OptionKind::override_move:
      return names.place(option.place);
    case OptionKind::count:
      return std::to_string(option.value);
    case OptionKind::leave:  // not a GCACW option
      return "leave";
    case OptionKind::pick:  // not a GCACW option
      return names.unit_name(static_cast<UnitId>(option.value));
  }
  return "?";
}

Json option_json(const detail::GcacwNamer& names, const Option& option) {
  switch (option.kind) {
    case OptionKind::stop:
      return "stop";
    case OptionKind::move:
      return names.place(option.place);
    case OptionKind::override_move:
      return "override " + names.place(option.place);
    case OptionKind::count:
      return option.value;
    case OptionKind::leave:  // not a GCACW option
      return "leave";
    case OptionKind::pick:  // not a GCACW option
      return Json{{"unit", names.unit_name(static_cast<UnitId>(option.value))}};
  }
  return nullptr;
}

// The names GCACW outcomes use: hex numbers, unit ids, "union"/"confederate", faces as numbers.
struct GcacwNames {
  const detail::GcacwNamer& namer;

  std::string place(const Place& p) const { return namer.place(p); }
  const std::string& unit_name(UnitId id) const { return namer.unit_name(id); }
  std::string_view side_name(Side side) const { return detail::side_name(side); }
  Json faces(const std::vector<int>& faces) const { return faces; }
  Json option(const Option& option) const { return option_json(namer, option); }
};

Json unit_json(const detail::GcacwNamer& names, const gcacw::Unit& u) {
  Json out = {{"id", u.id},
              {"side", detail::side_name(u.side)},
              {"type", detail::unit_type_name(u.type)},
              {"hex", names.hex(u.hex)}};
  if (u.is_combat()) out["manpower"] = u.manpower;
  out["fatigue"] = u.fatigue;
  out["disorganized"] = u.disorganized;
  out["status"] = detail::status_name(u.status);
  return out;
}

}  // namespace

std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  Json doc = {
      {"format", kOutcomeFormat}, {"ruleset", ruleset_name(scenario)}, {"scenario", scenario.name}};
  Json events = Json::array();
  Json choices = Json::array();
  for (const Event& event : outcome.events) {
    Json e = std::visit(detail::EventJson<GcacwNames>{GcacwNames{names}}, event);
    e["rule"] = rule_of(event);
    events.push_back(std::move(e));
    if (const auto* chose = std::get_if<Chose>(&event)) {
      choices.push_back(replay_choice(names, chose->chosen));
    }
  }
  doc["events"] = std::move(events);
  Json units = Json::array();
  for (const gcacw::Unit& u : outcome.units)
    units.push_back(unit_json(names, u));
  doc["units"] = std::move(units);
  doc["victory_points"] = outcome.victory_points;
  if (outcome.destroyed_in) doc["stack_destroyed_in"] = names.hex(*outcome.destroyed_in);
  if (!outcome.declined.empty()) doc["option_declined"] = outcome.declined;
  Json replay = Json::object();
  if (scenario.seed) replay["seed"] = *scenario.seed;
  replay["choices"] = std::move(choices);
  doc["replay"] = std::move(replay);
  return detail::dump_document(doc, layout);
}

}  // namespace skedaddle::io
