// SPDX-License-Identifier: MIT
// A Jacobite Rising outcome as versioned JSON: events in order, final units and leaders,
// banners, and a replay with the choices and every die rolled.
#include <string>
#include <vector>

#include "io/json_writer.hpp"
#include "io/outcome_writer.hpp"
#include "jacobite/io/names.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

// The names Jacobite Rising outcomes use: hex labels, unit ids, "government"/"jacobite", die
// faces by name, and options written as the scenario's "choices" write them.
struct JacobiteNames {
  const detail::JacobiteNamer& namer;

  void place(detail::JsonWriter& w, const Place& p) const { w.string(namer.place(p)); }
  const std::string& unit_name(UnitId id) const { return namer.unit_name(id); }
  std::string_view side_name(Side side) const { return detail::jacobite_side_name(side); }
  void faces(detail::JsonWriter& w, const std::vector<int>& faces) const {
    w.begin_array();
    for (const int f : faces)
      w.string(namer.face_name(f));
    w.end_array();
  }
  void option(detail::JsonWriter& w, const Option& option) const {
    switch (option.kind) {
      case OptionKind::stop:
        w.string("stop");
        return;
      case OptionKind::move:
      case OptionKind::override_move:
        w.string(namer.place(option.place));
        return;
      case OptionKind::count:
        w.integer(option.value);
        return;
      case OptionKind::leave:
        w.string("leave");
        return;
      case OptionKind::pick:
        // A pick of no unit of the scenario (a script built in code) is its index.
        if (option.value < 0 ||
            static_cast<std::size_t>(option.value) >= namer.game().units.size()) {
          w.string("#" + std::to_string(option.value));
          return;
        }
        w.begin_object();
        w.key("unit").string(namer.unit_name(static_cast<UnitId>(option.value)));
        w.end_object();
        return;
    }
    w.null();
  }
};

void write_unit(detail::JsonWriter& w, const detail::JacobiteNamer& names,
                const std::vector<jacobite::Unit>& units, std::size_t index) {
  const jacobite::Unit& u = units[index];
  w.begin_object();
  w.key("id").string(u.id);
  w.key("side").string(detail::jacobite_side_name(u.side));
  w.key("type").string(jacobite::type_name(u.type));
  w.key("hex").string(names.hex(u.hex));
  if (!u.is_leader()) w.key("blocks").integer(u.blocks);
  if (const std::optional<std::size_t> unit = detail::attached_to(units, index)) {
    w.key("attached_to").string(units[*unit].id);
  }
  w.key("status").string(detail::jacobite_status_name(u.status));
  w.end_object();
}

// Every die rolled, in the order drawn: the faces of each roll and rally check.
void write_faces(detail::JsonWriter& w, const Event& event) {
  const std::vector<int>* faces = nullptr;
  if (const auto* rolled = std::get_if<Rolled>(&event)) {
    faces = &rolled->faces;
  } else if (const auto* rally = std::get_if<RallyChecked>(&event)) {
    faces = &rally->faces;
  }
  if (faces == nullptr) return;
  for (const int face : *faces)
    w.integer(face);
}

}  // namespace

std::string events_json(const LoadedScenario& /*scenario*/, const jacobite::Scenario& game,
                        std::span<const Event> events, JsonLayout layout) {
  const detail::JacobiteNamer namer(game);
  const JacobiteNames names{namer};
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::write_events(w, names, events);
  return out;
}

std::string choice_json(const jacobite::Scenario& game, const Option& option) {
  const detail::JacobiteNamer namer(game);
  std::string out;
  detail::JsonWriter w(out, JsonLayout::one_line);
  JacobiteNames{namer}.option(w, option);
  return out;
}

std::string outcome_json(const LoadedScenario& scenario, const jacobite::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer namer(game);
  const JacobiteNames names{namer};
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::begin_outcome(w, scenario, names, outcome.events);
  w.key("units").begin_array();
  for (std::size_t i = 0; i < outcome.units.size(); ++i)
    write_unit(w, namer, outcome.units, i);
  w.end_array();
  w.key("banners").begin_object();
  w.key(detail::jacobite_side_name(Side::first)).integer(outcome.banners[0]);
  w.key(detail::jacobite_side_name(Side::second)).integer(outcome.banners[1]);
  w.end_object();
  detail::begin_replay(w, scenario);
  w.key("choices").begin_array();
  for (const Event& event : outcome.events) {
    if (const auto* chose = std::get_if<Chose>(&event)) names.option(w, chose->chosen);
  }
  w.end_array();
  w.key("dice").begin_array();
  for (const Event& event : outcome.events)
    write_faces(w, event);
  w.end_array();
  detail::end_outcome(w);
  return out;
}

}  // namespace skedaddle::io
