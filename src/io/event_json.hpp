// SPDX-License-Identifier: MIT
// Private to io: events as JSON objects, written the same way for every ruleset. A ruleset
// supplies the names: places in its notation, units by id, sides, die faces and options.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "io/json_writer.hpp"
#include "io/rounding.hpp"
#include "skedaddle/events/event.hpp"

namespace skedaddle::io::detail {

/// ALL-1's key of an option (of a kind ScoreKey::none never has one) as a JSON object: its
/// third member named for what it holds.
inline void write_score(JsonWriter& w, const Option& option) {
  const Score& s = option.best;
  w.begin_object();
  w.key("units_lost").integer(s.units_lost);
  w.key("strength_lost").integer(s.strength_lost);
  w.key(score_key(option.kind) == ScoreKey::count ? "count" : "distance").integer(s.distance);
  w.end_object();
}

/// A chart step's fields as members of the object being written, in the order the formats
/// document.
inline void write_chart_step(JsonWriter& w, const ChartStep& step) {
  w.key("chart").integer(step.chart);
  w.key("row").string(step.row);
  w.key("priority").integer(step.priority);
  w.key("loss").integer(step.loss);
  w.key("road").boolean(step.road);
  w.key("friendly").boolean(step.friendly);
  w.key("more_distant").boolean(step.more_distant);
  w.key("zoc").boolean(step.zoc);
  w.key("enemy").boolean(step.enemy);
  w.key("override").boolean(step.override_step);
}

/// The members of one event object: "type" first, then the fields; the caller opens the
/// object and adds "rule" last. `Names` writes place(w, Place), faces(w, vector<int>) and
/// option(w, Option) as JSON values, and gives unit_name(UnitId) and side_name(Side).
template <class Names>
struct EventMembers {
  JsonWriter& w;
  const Names& names;

  void units(const std::vector<UnitId>& ids) const {
    w.begin_array();
    for (const UnitId id : ids)
      w.string(names.unit_name(id));
    w.end_array();
  }
  void unit(std::string_view key, UnitId id) const { w.key(key).string(names.unit_name(id)); }
  void place(std::string_view key, const Place& p) const {
    w.key(key);
    names.place(w, p);
  }

  void operator()(const RetreatStarted& e) const {
    w.key("type").string("retreat_started");
    w.key("units");
    units(e.units);
    place("from", e.from);
    w.key("kind").string(e.kind);
    w.key("min").integer(e.min_length);
    w.key("max").integer(e.max_length);
  }
  void operator()(const Moved& e) const {
    w.key("type").string("moved");
    w.key("units");
    units(e.units);
    w.key("path").begin_array();
    for (const Place& p : e.path)
      names.place(w, p);
    w.end_array();
    if (!e.arcs.empty()) {
      // Measured tables (GT-4 b): the legs of the path that bend round a corner on an arc.
      w.key("arcs").begin_array();
      for (const PathArc& a : e.arcs) {
        w.begin_object();
        w.key("leg").integer(a.leg);
        place("centre", Place{a.centre});
        w.key("clockwise").boolean(a.clockwise);
        w.end_object();
      }
      w.end_array();
    }
    if (e.chart) {
      w.key("chart").begin_object();
      write_chart_step(w, *e.chart);
      w.end_object();
    }
  }
  void operator()(const StrengthLost& e) const {
    w.key("type").string("strength_lost");
    unit("unit", e.unit);
    w.key("amount").integer(e.amount);
    w.key("remaining").integer(e.remaining);
  }
  void operator()(const StatusChanged& e) const {
    w.key("type").string("status");
    unit("unit", e.unit);
    w.key("status").string(e.status);
    w.key("value").integer(e.value);
  }
  void operator()(const UnitRemoved& e) const {
    w.key("type").string("removed");
    unit("unit", e.unit);
    w.key("fate").string(fate_name(e.fate));
    w.key("strength").integer(e.strength);
  }
  void operator()(const Rolled& e) const {
    w.key("type").string("rolled");
    w.key("purpose").string(e.purpose);
    if (e.unit) unit("unit", *e.unit);
    w.key("sides").integer(e.sides);
    w.key("faces");
    names.faces(w, e.faces);
  }
  void operator()(const Chose& e) const {
    w.key("type").string("chose");
    w.key("actor").string(e.actor == Actor::owner ? "owner" : "opponent");
    w.key("topic").string(e.topic);
    w.key("option");
    names.option(w, e.chosen);
    w.key("among").integer(e.among);
    if (e.runner_up) {
      // The best chooser's reason (ALL-1): the chosen option's key against the runner-up's;
      // options ALL-1 does not rank have no key (the first in order was taken).
      const bool ranked = score_key(e.chosen.kind) != ScoreKey::none;
      w.key("best").begin_object();
      if (ranked) {
        w.key("key");
        write_score(w, e.chosen);
      }
      w.key("runner_up");
      names.option(w, *e.runner_up);
      if (ranked) {
        w.key("runner_up_key");
        write_score(w, *e.runner_up);
      }
      w.end_object();
    }
  }
  void operator()(const VictoryPoints& e) const {
    w.key("type").string("victory_points");
    w.key("side").string(names.side_name(e.side));
    w.key("amount").integer(e.amount);
  }
  void operator()(const RetreatEnded& e) const {
    w.key("type").string("retreat_ended");
    w.key("units");
    units(e.units);
    place("at", e.at);
    w.key("length").integer(e.length);
  }
  void operator()(const Routed& e) const {
    w.key("type").string("routed");
    unit("unit", e.unit);
    w.key("direction").string(compass_name(e.direction));
    w.key("to").string(e.to);
    place("entry", e.entry);
  }
  void operator()(const Message& e) const {
    w.key("type").string("message");
    w.key("text").string(e.text);
  }
  void operator()(const RallyChecked& e) const {
    w.key("type").string("rally_checked");
    unit("unit", e.unit);
    w.key("terms").begin_array();
    for (const DiceTerm& t : e.terms) {
      w.begin_object();
      w.key("label").string(t.label);
      w.key("dice").integer(t.dice);
      w.end_object();
    }
    w.end_array();
    w.key("dice").integer(e.dice);
    w.key("faces");
    names.faces(w, e.faces);
    w.key("rallied").boolean(e.rallied);
  }
  void operator()(const FlagsIgnored& e) const {
    w.key("type").string("flags_ignored");
    unit("unit", e.unit);
    w.key("flags").integer(e.flags);
    w.key("ignored").integer(e.ignored);
    w.key("allowed").integer(e.allowed);
  }
  void operator()(const MoraleChecked& e) const {
    w.key("type").string("morale_checked");
    unit("unit", e.unit);
    w.key("terms").begin_array();
    for (const Term& t : e.terms) {
      w.begin_object();
      w.key("label").string(t.label);
      w.key("value").integer(t.value);
      w.end_object();
    }
    w.end_array();
    w.key("face").integer(e.face);
    w.key("total").integer(e.total);
    w.key("passed").boolean(e.passed);
  }
  void operator()(const FlightTried& e) const {
    w.key("type").string("flight_tried");
    unit("unit", e.unit);
    w.key("way").string(e.way);
    w.key("taken").boolean(e.rejection.empty());
    if (!e.rejection.empty()) w.key("rejection").string(e.rejection);
    if (e.blocker) unit("blocker", *e.blocker);
    if (!e.terrain.empty()) w.key("terrain").string(e.terrain);
    if (e.turned != 0.0) w.key("turned").number(rounded_to_millionth(e.turned));
  }
  void operator()(const FormationBroken& e) const {
    w.key("type").string("formation_broken");
    w.key("formation").string(e.formation);
    w.key("name").string(e.name);
  }
  void operator()(const PursuitAllowed& e) const {
    w.key("type").string("pursuit_allowed");
    unit("pursuer", e.pursuer);
    w.key("distance").number(rounded_to_millionth(e.distance));
    if (e.cut_at_edge) w.key("cut_at_edge").boolean(true);
  }
  void operator()(const LeaderAttached& e) const {
    w.key("type").string("leader_attached");
    unit("leader", e.leader);
    unit("unit", e.unit);
    place("at", e.at);
  }
};

/// Writes the array of an outcome's events, each with its "rule" last.
template <class Names>
void write_events(JsonWriter& w, const Names& names, std::span<const Event> events) {
  w.begin_array();
  for (const Event& event : events) {
    w.begin_object();
    std::visit(EventMembers<Names>{w, names}, event);
    w.key("rule").string(rule_of(event));
    w.end_object();
  }
  w.end_array();
}

}  // namespace skedaddle::io::detail
