// SPDX-License-Identifier: MIT
// A GITM/ROTD outcome as versioned JSON: events in order (the game's messages verbatim), the
// final units with their endings and strategic squares, and a replay with every die rolled.
#include <string>
#include <vector>

#include "gitm/io/names.hpp"
#include "io/json_writer.hpp"
#include "io/outcome_writer.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

// The names GITM/ROTD outcomes use: "col-row" squares, unit ids, plain die faces.
struct GitmNames {
  const gitm::Scenario& game;

  void place(detail::JsonWriter& w, const Place& p) const {
    w.string(gitm_square_label(std::get<Square>(p)));
  }
  const std::string& unit_name(UnitId id) const { return game.units[index_of(id)].id; }
  std::string_view side_name(Side side) const { return side == Side::first ? "first" : "second"; }
  void faces(detail::JsonWriter& w, const std::vector<int>& faces) const { w.integers(faces); }
  void option(detail::JsonWriter& w, const Option&) const {
    w.null();  // the program chooses: no Chose events
  }
};

}  // namespace

std::string events_json(const LoadedScenario& /*scenario*/, const gitm::Scenario& game,
                        std::span<const Event> events, JsonLayout layout) {
  const GitmNames names{game};
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::write_events(w, names, events);
  return out;
}

std::string outcome_json(const LoadedScenario& scenario, const gitm::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::begin_outcome(w, scenario, GitmNames{game}, outcome.events);
  w.key("units").begin_array();
  for (std::size_t i = 0; i < outcome.units.size(); ++i) {
    const gitm::Unit& u = outcome.units[i];
    w.begin_object();
    w.key("id").string(u.id);
    w.key("allegiance").string(detail::gitm_allegiance_name(u.allegiance));
    w.key("square").string(gitm_square_label(u.square));
    w.key("fatigue").integer(u.fatigue);
    w.key("ending").string(gitm::ending_name(u.ending));
    w.key("strategic").string(i < outcome.strategic.size() ? outcome.strategic[i] : "");
    w.end_object();
  }
  w.end_array();
  detail::begin_replay(w, scenario);
  w.key("choices").begin_array();  // the game program makes every choice, from the dice
  w.end_array();
  detail::write_rolled_dice(w, outcome.events);
  detail::end_outcome(w);
  return out;
}

}  // namespace skedaddle::io
