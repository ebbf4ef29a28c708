// SPDX-License-Identifier: MIT
// The outcome as versioned JSON for programs: events in order, final units, and a replay.
#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <type_traits>

#include "chart_step_json.hpp"
#include "gcacw_names.hpp"
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
  }
  return nullptr;
}

Json units_json(const detail::GcacwNamer& names, const std::vector<UnitId>& units) {
  Json out = Json::array();
  for (const UnitId id : units)
    out.push_back(names.unit_name(id));
  return out;
}

Json chart_json(const ChartStep& step) {
  Json out = Json::object();
  detail::add_chart_step(out, step);
  return out;
}

// One object per event: "type" first, then the fields, then "rule".
struct EventJson {
  const detail::GcacwNamer& names;

  Json operator()(const RetreatStarted& e) const {
    return {{"type", "retreat_started"},   {"units", units_json(names, e.units)},
            {"from", names.place(e.from)}, {"kind", e.kind},
            {"min", e.min_length},         {"max", e.max_length}};
  }
  Json operator()(const Moved& e) const {
    Json out = {{"type", "moved"}, {"units", units_json(names, e.units)}};
    Json path = Json::array();
    for (const Place& p : e.path)
      path.push_back(names.place(p));
    out["path"] = std::move(path);
    if (e.chart) out["chart"] = chart_json(*e.chart);
    return out;
  }
  Json operator()(const StrengthLost& e) const {
    return {{"type", "strength_lost"},
            {"unit", names.unit_name(e.unit)},
            {"amount", e.amount},
            {"remaining", e.remaining}};
  }
  Json operator()(const StatusChanged& e) const {
    return {{"type", "status"},
            {"unit", names.unit_name(e.unit)},
            {"status", e.status},
            {"value", e.value}};
  }
  Json operator()(const UnitRemoved& e) const {
    return {{"type", "removed"},
            {"unit", names.unit_name(e.unit)},
            {"fate", fate_name(e.fate)},
            {"strength", e.strength}};
  }
  Json operator()(const Rolled& e) const {
    return {{"type", "rolled"}, {"purpose", e.purpose}, {"sides", e.sides}, {"faces", e.faces}};
  }
  Json operator()(const Chose& e) const {
    return {{"type", "chose"},
            {"actor", e.actor == Actor::owner ? "owner" : "opponent"},
            {"topic", e.topic},
            {"option", option_json(names, e.chosen)},
            {"among", e.among}};
  }
  Json operator()(const VictoryPoints& e) const {
    return {{"type", "victory_points"}, {"side", detail::side_name(e.side)}, {"amount", e.amount}};
  }
  Json operator()(const RetreatEnded& e) const {
    return {{"type", "retreat_ended"},
            {"units", units_json(names, e.units)},
            {"at", names.place(e.at)},
            {"length", e.length}};
  }
  Json operator()(const Message& e) const { return {{"type", "message"}, {"text", e.text}}; }
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

std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome) {
  const auto& game = std::get<gcacw::Scenario>(scenario.game);
  const detail::GcacwNamer names(game);
  Json doc = {{"format", kOutcomeFormat},
              {"ruleset", ruleset_name(scenario.game)},
              {"scenario", scenario.name}};
  Json events = Json::array();
  Json choices = Json::array();
  for (const Event& event : outcome.events) {
    Json e = std::visit(EventJson{names}, event);
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
  Json replay = Json::object();
  if (scenario.seed) replay["seed"] = *scenario.seed;
  replay["choices"] = std::move(choices);
  doc["replay"] = std::move(replay);
  return doc.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace skedaddle::io
