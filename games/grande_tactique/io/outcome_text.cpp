// SPDX-License-Identifier: MIT
// A Grande Tactique outcome as a text trace: one line per event with its ruling (every way of
// flight tried with its verdict, moves in inches to two decimals, the Morale Check term by
// term), then every unit, the formations broken (GT-13) and the pursuit (GT-14).
#include <fmt/format.h>

#include <algorithm>

#include <span>
#include <string>
#include <variant>
#include <vector>

#include "grande_tactique/io/names.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using detail::gt_inches;
using detail::gt_point;

/// The sign and value of a term: "+1", "-1", "+0".
std::string signed_value(int v) {
  return v < 0 ? fmt::format("-{}", -v) : fmt::format("+{}", v);
}

class EventText {
 public:
  explicit EventText(const grande_tactique::Scenario& game) : game_(game) {}

  std::string operator()(const Rolled& e) {
    std::string faces;
    for (const int f : e.faces) {
      if (!faces.empty()) faces += ", ";
      faces += std::to_string(f);
    }
    if (e.unit)
      return fmt::format("{} for {}: {} on d{}", e.purpose, name(*e.unit), faces, e.sides);
    return fmt::format("{}: {} on d{}", e.purpose, faces, e.sides);
  }

  std::string operator()(const MoraleChecked& e) {
    std::string sum = fmt::format("die {}", e.face);
    for (const Term& t : e.terms)
      sum += fmt::format(", {} {}", t.label, signed_value(t.value));
    return fmt::format("morale check of {}: {} = {}: {} (4 or more passes)", name(e.unit), sum,
                       e.total, e.passed ? "passes" : "fails");
  }

  std::string operator()(const StatusChanged& e) {
    const std::string& who = name(e.unit);
    // GT-6: a friend in the way of the fugitive whose move is being made.
    const bool passed = !fleeing_.empty() && fleeing_.back() != e.unit;
    if (e.status == "shaken") {
      if (e.rule == "GT-9") return fmt::format("{} rallies: shaken", who);
      if (e.rule == "GT-6" && passed) {
        return fmt::format("{} passes through {}: {} is shaken", name(fleeing_.back()), who, who);
      }
      if (e.rule == "GT-11") return fmt::format("{} is shaken: the Old Guard flees nearby", who);
      return fmt::format("{} is shaken", who);
    }
    if (e.status == "routed") {
      if (passed) {
        return fmt::format("{} passes through {}, already shaken: {} is routed",
                           name(fleeing_.back()), who, who);
      }
      return fmt::format("{} is routed", who);
    }
    if (e.status == "square broken") return fmt::format("{}'s square reverts to line", who);
    if (e.status == "firing stopped") return fmt::format("{} loses its Firing marker", who);
    return fmt::format("{}: {}", who, e.status);
  }

  std::string operator()(const FlightTried& e) {
    const std::string& who = name(e.unit);
    if (e.way == grande_tactique::way_name(grande_tactique::FlightWay::stays)) {
      return e.terrain.empty() ? fmt::format("{} stays where it is", who)
                               : fmt::format("{} stays in {}", who, e.terrain);
    }
    std::string line = fmt::format("{} flight {}: ", who, e.way);
    if (e.rejection.empty()) {
      line += "taken";
      if (!e.terrain.empty()) line += fmt::format(", into {}", e.terrain);
      if (e.turned != 0.0) {
        line +=
            fmt::format(", turned {} degrees {}", gt_inches(e.turned < 0 ? -e.turned : e.turned),
                        e.turned > 0 ? "clockwise" : "counter-clockwise");
      }
      if (e.way != grande_tactique::way_name(grande_tactique::FlightWay::surrounded))
        fleeing_.push_back(e.unit);
      return line;
    }
    line += e.rejection;
    if (e.blocker) line += fmt::format("; in the way: {}", name(*e.blocker));
    if (!e.terrain.empty()) line += fmt::format("; in the way: {}", e.terrain);
    return line;
  }

  std::string operator()(const Moved& e) {
    std::vector<Vec2> points;
    for (const Place& p : e.path)
      points.push_back(std::get<Vec2>(p));
    double length = 0.0;
    for (std::size_t k = 1; k < points.size(); ++k)
      length += leg_length(points, e.arcs, k - 1);
    std::string route = points.empty() ? std::string() : "from " + gt_point(points.front());
    for (std::size_t k = 1; k + 1 < points.size(); ++k)
      route += (k == 1 ? " via " : ", ") + gt_point(points[k]);
    if (points.size() >= 2) route += " to " + gt_point(points.back());
    for (std::size_t k = 0; k < e.arcs.size(); ++k)
      route += (k == 0 ? ", bending round " : ", ") + gt_point(e.arcs[k].centre);
    std::string who;
    for (const UnitId id : e.units) {
      if (!who.empty()) who += ", ";
      who += name(id);
      // Its flight is made: the friends it passed through are behind it.
      while (!fleeing_.empty()) {
        const UnitId top = fleeing_.back();
        fleeing_.pop_back();
        if (top == id) break;
      }
    }
    return fmt::format("{} {} {}\" {}", who, e.rule == "GT-8" ? "flees on" : "flees",
                       gt_inches(length), route);
  }

  std::string operator()(const UnitRemoved& e) {
    const std::string& who = name(e.unit);
    switch (e.fate) {
      case Fate::fled:
        if (e.rule == "GT-12") return fmt::format("{} leaves the table with his unit", who);
        return fmt::format("{} flees off the table: lost", who);
      case Fate::withdrawn:
        if (e.rule == "GT-12") return fmt::format("{} withdraws with his unit", who);
        return fmt::format("{} withdraws at its own edge (20% loss)", who);
      case Fate::eliminated:
        if (e.rule == "GT-4") return fmt::format("{} is surrounded and destroyed", who);
        if (e.rule == "GT-10") {
          return fmt::format("{} is charged by cavalry while routed and destroyed", who);
        }
        return fmt::format("{} is destroyed", who);
      case Fate::captured:
        return fmt::format("{} is captured with his unit", who);
      case Fate::killed:
        return fmt::format("{} is killed", who);
      case Fate::surrendered:
      case Fate::shattered:
      case Fate::removed:
        break;
    }
    return fmt::format("{} leaves play ({})", who, fate_name(e.fate));
  }

  std::string operator()(const FormationBroken& e) {
    if (e.formation == "division") {
      return fmt::format("division {} collapses: its routed units can never rally", e.name);
    }
    return fmt::format("{} {} has lost half its units", e.formation, e.name);
  }

  std::string operator()(const PursuitAllowed& e) {
    return fmt::format("{} may pursue {}\"{}", name(e.pursuer), gt_inches(e.distance),
                       e.cut_at_edge ? " (cut at the table edge, GT-7)" : "");
  }

  std::string operator()(const Message& e) { return e.text; }

  // The other rulesets' events: Grande Tactique never records them.
  template <class Other>
  std::string operator()(const Other&) {
    return "(an event of another ruleset)";
  }

 private:
  const std::string& name(UnitId id) const { return game_.units[index_of(id)].id; }

  const grande_tactique::Scenario& game_;
  std::vector<UnitId> fleeing_;  ///< fugitives whose move is not yet recorded, innermost last
};

/// The names of the flagged entries, "none" without any.
template <class Named>
std::string flagged(const std::vector<bool>& flags, const std::vector<Named>& named) {
  std::string out;
  for (std::size_t i = 0; i < flags.size() && i < named.size(); ++i) {
    if (!flags[i]) continue;
    if (!out.empty()) out += ", ";
    out += named[i].name;
  }
  return out.empty() ? "none" : out;
}

}  // namespace

std::string events_text(const LoadedScenario& /*scenario*/, const grande_tactique::Scenario& game,
                        std::span<const Event> events) {
  std::string out;
  EventText text(game);
  for (const Event& event : events) {
    out += fmt::format("[{}] {}\n", rule_of(event), std::visit(text, event));
  }
  return out;
}

std::string outcome_text(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome) {
  detail::require_checked(io::game_of<grande_tactique::Scenario>(scenario),
                          "grande_tactique::io::outcome_text: the scenario must pass check() "
                          "(load_scenario() or the facade)");
  require(outcome.units.size() == io::game_of<grande_tactique::Scenario>(scenario).units.size(),
          "grande_tactique::io::outcome_text: the outcome must be of this scenario");
  const auto& game = io::game_of<grande_tactique::Scenario>(scenario);
  std::string out = events_text(scenario, game, outcome.events);
  out += '\n';
  for (const grande_tactique::Unit& u : outcome.units) {
    out += fmt::format(
        "{}: {} {}, {}, at {} facing {}: {}\n", u.id, detail::gt_side_name(scenario, u.side),
        detail::gt_arm_name(u.arm), detail::gt_state_name(u.state), gt_point(u.base.centre),
        gt_inches(detail::gt_bearing(u.base.facing)), grande_tactique::ending_name(u.ending));
  }
  if (!game.divisions.empty()) {
    out += fmt::format("divisions collapsed: {}\n",
                       flagged(outcome.division_collapsed, game.divisions));
  }
  if (!game.corps.empty()) {
    out += fmt::format("corps halved: {}\n", flagged(outcome.corps_halved, game.corps));
  }
  if (outcome.pursuit && game.request.causer) {
    const bool cut = std::any_of(outcome.events.begin(), outcome.events.end(), [](const Event& e) {
      const auto* p = std::get_if<PursuitAllowed>(&e);
      return p && p->cut_at_edge;
    });
    out += fmt::format("pursuit: {} may pursue {}\"{}\n",
                       game.units[index_of(*game.request.causer)].id, gt_inches(*outcome.pursuit),
                       cut ? " (cut at the table edge, GT-7)" : "");
  }
  return out;
}

}  // namespace skedaddle::io
