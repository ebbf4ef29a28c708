// SPDX-License-Identifier: MIT
// A Grande Tactique outcome as versioned JSON: events in order (points as [x, y] in inches), the
// final units, the formations broken, the pursuit, and a replay with every die rolled.
#include <string>
#include <vector>

#include "grande_tactique/io/names.hpp"
#include "io/json_writer.hpp"
#include "io/outcome_writer.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

/// A point as [x, y], each rounded to a millionth of an inch.
void write_point(detail::JsonWriter& w, Vec2 p) {
  w.begin_array();
  w.number(detail::rounded_to_millionth(p.x));
  w.number(detail::rounded_to_millionth(p.y));
  w.end_array();
}

// The names Grande Tactique outcomes use: points in inches, unit ids, the scenario's side
// names, plain die faces.
struct GtNames {
  const LoadedScenario& scenario;
  const grande_tactique::Scenario& game;

  void place(detail::JsonWriter& w, const Place& p) const { write_point(w, std::get<Vec2>(p)); }
  const std::string& unit_name(UnitId id) const { return game.units[index_of(id)].id; }
  std::string_view side_name(Side side) const { return detail::gt_side_name(scenario, side); }
  void faces(detail::JsonWriter& w, const std::vector<int>& faces) const { w.integers(faces); }
  void option(detail::JsonWriter& w, const Option&) const {
    w.null();  // no player choice: no Chose events
  }
};

}  // namespace

std::string events_json(const LoadedScenario& scenario, const grande_tactique::Scenario& game,
                        std::span<const Event> events, JsonLayout layout) {
  const GtNames names{scenario, game};
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::write_events(w, names, events);
  return out;
}

std::string outcome_json(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome,
                         JsonLayout layout) {
  const auto& game = io::game_of<grande_tactique::Scenario>(scenario);
  const GtNames names{scenario, game};
  std::string out;
  detail::JsonWriter w(out, layout);
  detail::begin_outcome(w, scenario, names, outcome.events);
  w.key("units").begin_array();
  for (const grande_tactique::Unit& u : outcome.units) {
    w.begin_object();
    w.key("id").string(u.id);
    w.key("side").string(names.side_name(u.side));
    w.key("arm").string(detail::gt_arm_name(u.arm));
    w.key("state").string(detail::gt_state_name(u.state));
    w.key("position");
    write_point(w, u.base.centre);
    w.key("facing").number(detail::gt_bearing(u.base.facing));
    w.key("ending").string(grande_tactique::ending_name(u.ending));
    w.end_object();
  }
  w.end_array();
  w.key("divisions_collapsed").begin_array();
  for (std::size_t d = 0; d < outcome.division_collapsed.size() && d < game.divisions.size(); ++d) {
    if (outcome.division_collapsed[d]) w.string(game.divisions[d].name);
  }
  w.end_array();
  w.key("corps_halved").begin_array();
  for (std::size_t c = 0; c < outcome.corps_halved.size() && c < game.corps.size(); ++c) {
    if (outcome.corps_halved[c]) w.string(game.corps[c].name);
  }
  w.end_array();
  w.key("pursuit");
  if (outcome.pursuit) {
    w.number(detail::rounded_to_millionth(*outcome.pursuit));
  } else {
    w.null();
  }
  detail::begin_replay(w, scenario);
  w.key("choices").begin_array();  // the rules leave no choice to a player
  w.end_array();
  detail::write_rolled_dice(w, outcome.events);
  detail::end_outcome(w);
  return out;
}

}  // namespace skedaddle::io
