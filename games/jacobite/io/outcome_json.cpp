// SPDX-License-Identifier: MIT
// A Jacobite Rising outcome as versioned JSON: events in order, final units and leaders,
// banners, and a replay with the choices and every die rolled.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "io/dump_document.hpp"
#include "io/event_json.hpp"
#include "jacobite/io/names.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

// The names Jacobite Rising outcomes use: hex labels, unit ids, "government"/"jacobite", die
// faces by name, and options written as the scenario's "choices" write them.
struct JacobiteNames {
  const detail::JacobiteNamer& namer;

  std::string place(const Place& p) const { return namer.place(p); }
  const std::string& unit_name(UnitId id) const { return namer.unit_name(id); }
  std::string_view side_name(Side side) const { return detail::jacobite_side_name(side); }
  Json faces(const std::vector<int>& faces) const {
    Json out = Json::array();
    for (const int f : faces)
      out.push_back(namer.face_name(f));
    return out;
  }
  Json option(const Option& option) const {
    switch (option.kind) {
      case OptionKind::stop:
        return "stop";
      case OptionKind::move:
      case OptionKind::override_move:
        return namer.place(option.place);
      case OptionKind::count:
        return option.value;
      case OptionKind::leave:
        return "leave";
      case OptionKind::pick:
        return Json{{"unit", namer.unit_name(static_cast<UnitId>(option.value))}};
    }
    return nullptr;
  }
};

Json unit_json(const detail::JacobiteNamer& names, const std::vector<jacobite::Unit>& units,
               std::size_t index) {
  const jacobite::Unit& u = units[index];
  Json out = {{"id", u.id},
              {"side", detail::jacobite_side_name(u.side)},
              {"type", jacobite::type_name(u.type)},
              {"hex", names.hex(u.hex)}};
  if (!u.is_leader()) out["blocks"] = u.blocks;
  if (const std::optional<std::size_t> unit = detail::attached_to(units, index)) {
    out["attached_to"] = units[*unit].id;
  }
  out["status"] = detail::jacobite_status_name(u.status);
  return out;
}

// Every die rolled, in the order drawn: the faces of each roll and rally check.
void add_faces(std::vector<int>& out, const Event& event) {
  if (const auto* rolled = std::get_if<Rolled>(&event)) {
    out.insert(out.end(), rolled->faces.begin(), rolled->faces.end());
  } else if (const auto* rally = std::get_if<RallyChecked>(&event)) {
    out.insert(out.end(), rally->faces.begin(), rally->faces.end());
  }
}

}  // namespace

std::string outcome_json(const LoadedScenario& scenario, const jacobite::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer namer(game);
  const JacobiteNames names{namer};
  Json doc = {
      {"format", kOutcomeFormat}, {"ruleset", ruleset_name(scenario)}, {"scenario", scenario.name}};
  Json events = Json::array();
  Json choices = Json::array();
  std::vector<int> dice;
  for (const Event& event : outcome.events) {
    Json e = std::visit(detail::EventJson<JacobiteNames>{names}, event);
    e["rule"] = rule_of(event);
    events.push_back(std::move(e));
    if (const auto* chose = std::get_if<Chose>(&event))
      choices.push_back(names.option(chose->chosen));
    add_faces(dice, event);
  }
  doc["events"] = std::move(events);
  Json units = Json::array();
  for (std::size_t i = 0; i < outcome.units.size(); ++i)
    units.push_back(unit_json(namer, outcome.units, i));
  doc["units"] = std::move(units);
  doc["banners"] = {{detail::jacobite_side_name(Side::first), outcome.banners[0]},
                    {detail::jacobite_side_name(Side::second), outcome.banners[1]}};
  Json replay = Json::object();
  if (scenario.seed) replay["seed"] = *scenario.seed;
  replay["choices"] = std::move(choices);
  replay["dice"] = dice;
  doc["replay"] = std::move(replay);
  return detail::dump_document(doc, layout);
}

}  // namespace skedaddle::io
