// SPDX-License-Identifier: MIT
// The outcome as versioned JSON for programs: events in order, final units, and a replay.
#include <string>
#include <vector>

#include "gcacw/io/names.hpp"
#include "io/json_writer.hpp"
#include "io/outcome_writer.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

// The choice string of an option, as the scenario's "choices" would record it (an override
// is recorded as its hex: a recorded move also matches an override move, chooser.hpp). A pick
// of no unit of the scenario (a script built in code) is its index.
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
      if (option.value < 0 || static_cast<std::size_t>(option.value) >= names.game().units.size()) {
        return "#" + std::to_string(option.value);
      }
      return names.unit_name(static_cast<UnitId>(option.value));
  }
  return "?";
}

void write_option(detail::JsonWriter& w, const detail::GcacwNamer& names, const Option& option) {
  switch (option.kind) {
    case OptionKind::stop:
      w.string("stop");
      return;
    case OptionKind::move:
      w.string(names.place(option.place));
      return;
    case OptionKind::override_move:
      w.string("override " + names.place(option.place));
      return;
    case OptionKind::count:
      w.integer(option.value);
      return;
    case OptionKind::leave:  // not a GCACW option
      w.string("leave");
      return;
    case OptionKind::pick:  // not a GCACW option
      w.begin_object();
      w.key("unit").string(names.unit_name(static_cast<UnitId>(option.value)));
      w.end_object();
      return;
  }
  w.null();
}

// The names GCACW outcomes use: hex numbers, unit ids, "union"/"confederate", faces as numbers.
struct GcacwNames {
  const detail::GcacwNamer& namer;

  void place(detail::JsonWriter& w, const Place& p) const { w.string(namer.place(p)); }
  const std::string& unit_name(UnitId id) const { return namer.unit_name(id); }
  std::string_view side_name(Side side) const { return detail::side_name(side); }
  void faces(detail::JsonWriter& w, const std::vector<int>& faces) const { w.integers(faces); }
  void option(detail::JsonWriter& w, const Option& option) const { write_option(w, namer, option); }
};

void write_unit(detail::JsonWriter& w, const detail::GcacwNamer& names, const gcacw::Unit& u) {
  w.begin_object();
  w.key("id").string(u.id);
  w.key("side").string(detail::side_name(u.side));
  w.key("type").string(detail::unit_type_name(u.type));
  w.key("hex").string(names.hex(u.hex));
  if (u.is_combat()) w.key("manpower").integer(u.manpower);
  w.key("fatigue").integer(u.fatigue);
  w.key("disorganized").boolean(u.disorganized);
  w.key("status").string(detail::status_name(u.status));
  w.end_object();
}

}  // namespace

std::string events_json(const LoadedScenario& /*scenario*/, const gcacw::Scenario& game,
                        std::span<const Event> events, JsonLayout layout) {
  const detail::GcacwNamer namer(game);
  const GcacwNames names{namer};
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::write_events(w, names, events);
  return out;
}

std::string choice_json(const gcacw::Scenario& game, const Option& option) {
  std::string out;
  detail::JsonWriter w(out, JsonLayout::one_line);
  w.string(replay_choice(detail::GcacwNamer(game), option));
  return out;
}

std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::begin_outcome(w, scenario, GcacwNames{names}, outcome.events);
  w.key("units").begin_array();
  for (const gcacw::Unit& u : outcome.units)
    write_unit(w, names, u);
  w.end_array();
  w.key("victory_points").integer(outcome.victory_points);
  if (outcome.destroyed_in) w.key("stack_destroyed_in").string(names.hex(*outcome.destroyed_in));
  if (!outcome.declined.empty()) w.key("option_declined").string(outcome.declined);
  detail::begin_replay(w, scenario);
  w.key("choices").begin_array();
  for (const Event& event : outcome.events) {
    if (const auto* chose = std::get_if<Chose>(&event))
      w.string(replay_choice(names, chose->chosen));
  }
  w.end_array();
  detail::end_outcome(w);
  return out;
}

}  // namespace skedaddle::io
