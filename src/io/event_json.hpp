// SPDX-License-Identifier: MIT
// Private to io: events as JSON objects, written the same way for every ruleset. A ruleset
// supplies the names: places in its notation, units by id, sides, die faces and options.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/chart_step_json.hpp"
#include "io/rounding.hpp"
#include "skedaddle/events/event.hpp"

namespace skedaddle::io::detail {

/// ALL-1's key of an option as JSON.
inline nlohmann::ordered_json score_json(const Score& s) {
  return {
      {"units_lost", s.units_lost}, {"strength_lost", s.strength_lost}, {"distance", s.distance}};
}

/// One object per event: "type" first, then the fields; the caller adds "rule" last.
/// `Names` provides place(Place), unit_name(UnitId), side_name(Side), faces(vector<int>) and
/// option(Option), the last two as JSON values.
template <class Names>
struct EventJson {
  using Json = nlohmann::ordered_json;
  const Names& names;

  Json units(const std::vector<UnitId>& ids) const {
    Json out = Json::array();
    for (const UnitId id : ids)
      out.push_back(names.unit_name(id));
    return out;
  }

  Json operator()(const RetreatStarted& e) const {
    return {{"type", "retreat_started"},   {"units", units(e.units)},
            {"from", names.place(e.from)}, {"kind", e.kind},
            {"min", e.min_length},         {"max", e.max_length}};
  }
  Json operator()(const Moved& e) const {
    Json out = {{"type", "moved"}, {"units", units(e.units)}};
    Json path = Json::array();
    for (const Place& p : e.path)
      path.push_back(names.place(p));
    out["path"] = std::move(path);
    if (!e.arcs.empty()) {
      // Measured tables (GT-4 b): the legs of the path that bend round a corner on an arc.
      Json arcs = Json::array();
      for (const PathArc& a : e.arcs) {
        arcs.push_back(
            {{"leg", a.leg}, {"centre", names.place(Place{a.centre})}, {"clockwise", a.clockwise}});
      }
      out["arcs"] = std::move(arcs);
    }
    if (e.chart) {
      Json chart = Json::object();
      add_chart_step(chart, *e.chart);
      out["chart"] = std::move(chart);
    }
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
    Json out = {{"type", "rolled"}, {"purpose", e.purpose}};
    if (e.unit) out["unit"] = names.unit_name(*e.unit);
    out["sides"] = e.sides;
    out["faces"] = names.faces(e.faces);
    return out;
  }
  Json operator()(const Chose& e) const {
    Json out = {{"type", "chose"},
                {"actor", e.actor == Actor::owner ? "owner" : "opponent"},
                {"topic", e.topic},
                {"option", names.option(e.chosen)},
                {"among", e.among}};
    if (e.runner_up) {
      // The best chooser's reason (ALL-1): the chosen option's key against the runner-up's.
      out["best"] = {{"key", score_json(e.chosen.best)},
                     {"runner_up", names.option(*e.runner_up)},
                     {"runner_up_key", score_json(e.runner_up->best)}};
    }
    return out;
  }
  Json operator()(const VictoryPoints& e) const {
    return {{"type", "victory_points"}, {"side", names.side_name(e.side)}, {"amount", e.amount}};
  }
  Json operator()(const RetreatEnded& e) const {
    return {{"type", "retreat_ended"},
            {"units", units(e.units)},
            {"at", names.place(e.at)},
            {"length", e.length}};
  }
  Json operator()(const Routed& e) const {
    return {{"type", "routed"},
            {"unit", names.unit_name(e.unit)},
            {"direction", compass_name(e.direction)},
            {"to", e.to},
            {"entry", names.place(e.entry)}};
  }
  Json operator()(const Message& e) const { return {{"type", "message"}, {"text", e.text}}; }
  Json operator()(const RallyChecked& e) const {
    Json terms = Json::array();
    for (const DiceTerm& t : e.terms)
      terms.push_back({{"label", t.label}, {"dice", t.dice}});
    return {{"type", "rally_checked"},       {"unit", names.unit_name(e.unit)},
            {"terms", std::move(terms)},     {"dice", e.dice},
            {"faces", names.faces(e.faces)}, {"rallied", e.rallied}};
  }
  Json operator()(const FlagsIgnored& e) const {
    return {{"type", "flags_ignored"},
            {"unit", names.unit_name(e.unit)},
            {"flags", e.flags},
            {"ignored", e.ignored},
            {"allowed", e.allowed}};
  }
  Json operator()(const MoraleChecked& e) const {
    Json terms = Json::array();
    for (const Term& t : e.terms)
      terms.push_back({{"label", t.label}, {"value", t.value}});
    return {{"type", "morale_checked"},  {"unit", names.unit_name(e.unit)},
            {"terms", std::move(terms)}, {"face", e.face},
            {"total", e.total},          {"passed", e.passed}};
  }
  Json operator()(const FlightTried& e) const {
    Json j = {{"type", "flight_tried"}, {"unit", names.unit_name(e.unit)}, {"way", e.way}};
    j["taken"] = e.rejection.empty();
    if (!e.rejection.empty()) j["rejection"] = e.rejection;
    if (e.blocker) j["blocker"] = names.unit_name(*e.blocker);
    if (!e.terrain.empty()) j["terrain"] = e.terrain;
    if (e.turned != 0.0) j["turned"] = rounded_to_millionth(e.turned);
    return j;
  }
  Json operator()(const FormationBroken& e) const {
    return {{"type", "formation_broken"}, {"formation", e.formation}, {"name", e.name}};
  }
  Json operator()(const PursuitAllowed& e) const {
    return {{"type", "pursuit_allowed"},
            {"pursuer", names.unit_name(e.pursuer)},
            {"distance", rounded_to_millionth(e.distance)}};
  }
  Json operator()(const LeaderAttached& e) const {
    return {{"type", "leader_attached"},
            {"leader", names.unit_name(e.leader)},
            {"unit", names.unit_name(e.unit)},
            {"at", names.place(e.at)}};
  }
};

}  // namespace skedaddle::io::detail
