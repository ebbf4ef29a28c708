// SPDX-License-Identifier: MIT
#include "support/event_text.hpp"

#include <cstddef>
#include <sstream>
#include <variant>

#include "skedaddle/geometry/square.hpp"

namespace skedaddle::test {
namespace {

// Every event kind has its own overload, so a new kind fails to compile here until it is
// written out in full.
struct EventFields {
  std::ostringstream& o;
  const PlaceText& place;

  void units(const std::vector<UnitId>& ids) const {
    for (const UnitId u : ids)
      o << ' ' << index_of(u);
  }
  void faces(const std::vector<int>& faces) const {
    for (const int f : faces)
      o << ' ' << f;
  }
  void option(const Option& x) const {
    o << static_cast<int>(x.kind) << ' ' << place(x.place) << ' ' << x.value << " best "
      << x.best.units_lost << '/' << x.best.strength_lost << '/' << x.best.distance;
  }

  void operator()(const RetreatStarted& v) const {
    o << "started";
    units(v.units);
    o << " from " << place(v.from) << ' ' << v.kind << ' ' << v.min_length << '-' << v.max_length;
  }
  void operator()(const Moved& v) const {
    o << "moved";
    units(v.units);
    o << " path";
    for (const Place& p : v.path)
      o << ' ' << place(p);
    if (const std::optional<ChartStep>& c = v.chart) {
      o << " [chart " << c->chart << " row " << c->row << " priority " << c->priority << " loss "
        << c->loss << " road " << c->road << " friendly " << c->friendly << " more "
        << c->more_distant << " zoc " << c->zoc << " enemy " << c->enemy << " override "
        << c->override_step << ']';
    }
    for (const PathArc& a : v.arcs) {
      o << " arc " << a.leg << " about " << place(a.centre) << (a.clockwise ? " cw" : " ccw");
    }
  }
  void operator()(const StrengthLost& v) const {
    o << "lost " << index_of(v.unit) << ' ' << v.amount << " remaining " << v.remaining;
  }
  void operator()(const StatusChanged& v) const {
    o << "status " << index_of(v.unit) << ' ' << v.status << ' ' << v.value;
  }
  void operator()(const UnitRemoved& v) const {
    o << "removed " << index_of(v.unit) << ' ' << fate_name(v.fate) << ' ' << v.strength;
  }
  void operator()(const Rolled& v) const {
    o << "rolled " << v.purpose << " d" << v.sides;
    faces(v.faces);
    if (v.unit) o << " for " << index_of(*v.unit);
  }
  void operator()(const Chose& v) const {
    o << "chose " << (v.actor == Actor::owner ? "owner " : "opponent ") << v.topic << ' ';
    option(v.chosen);
    o << " among " << v.among;
    if (v.runner_up) {
      o << " runner-up ";
      option(*v.runner_up);
    }
  }
  void operator()(const VictoryPoints& v) const {
    o << "vp " << static_cast<int>(v.side) << ' ' << v.amount;
  }
  void operator()(const RetreatEnded& v) const {
    o << "ended";
    units(v.units);
    o << " at " << place(v.at) << " length " << v.length;
  }
  void operator()(const Routed& v) const {
    o << "routed " << index_of(v.unit) << ' ' << compass_name(v.direction) << ' ' << v.to << ' '
      << place(v.entry);
  }
  void operator()(const Message& v) const { o << "message " << v.text; }
  void operator()(const RallyChecked& v) const {
    o << "rally " << index_of(v.unit);
    for (const DiceTerm& t : v.terms)
      o << " [" << t.label << ' ' << t.dice << ']';
    o << " dice " << v.dice << " faces";
    faces(v.faces);
    o << (v.rallied ? " rallied" : " failed");
  }
  void operator()(const FlagsIgnored& v) const {
    o << "ignored " << index_of(v.unit) << ' ' << v.ignored << " of " << v.flags << " allowed "
      << v.allowed;
  }
  void operator()(const LeaderAttached& v) const {
    o << "attached " << index_of(v.leader) << " to " << index_of(v.unit) << " at " << place(v.at);
  }
  void operator()(const MoraleChecked& v) const {
    o << "morale " << index_of(v.unit);
    for (const Term& t : v.terms)
      o << " [" << t.label << ' ' << t.value << ']';
    o << " face " << v.face << " total " << v.total << (v.passed ? " passed" : " failed");
  }
  void operator()(const FlightTried& v) const {
    o << "flight " << index_of(v.unit) << ' ' << v.way << " [" << v.rejection << ']';
    if (v.blocker) o << " blocker " << index_of(*v.blocker);
    o << " terrain [" << v.terrain << "] turned " << v.turned;
  }
  void operator()(const FormationBroken& v) const {
    o << "broken " << v.formation << ' ' << v.name;
  }
  void operator()(const PursuitAllowed& v) const {
    o << "pursuit " << index_of(v.pursuer) << ' ' << v.distance << (v.cut_at_edge ? " cut" : "");
  }
};

}  // namespace

std::string any_place_text(const Place& place) {
  std::ostringstream o;
  o.precision(17);
  if (const Hex* h = std::get_if<Hex>(&place)) o << '(' << h->q << ',' << h->r << ')';
  if (const Square* s = std::get_if<Square>(&place)) o << '[' << s->col << ',' << s->row << ']';
  if (const Vec2* v = std::get_if<Vec2>(&place)) o << '(' << v->x << ',' << v->y << ')';
  return o.str();
}

std::string event_text(const Event& event, const PlaceText& place) {
  std::ostringstream o;
  o.precision(17);  // the doubles exactly, so that two outcomes compare to the last bit
  std::visit(EventFields{o, place}, event);
  o << " {" << rule_of(event) << '}';
  return o.str();
}

std::string events_text(const std::vector<Event>& events, const PlaceText& place) {
  std::string out;
  for (const Event& e : events)
    out += event_text(e, place) + "\n";
  return out;
}

}  // namespace skedaddle::test
