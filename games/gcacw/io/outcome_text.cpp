// SPDX-License-Identifier: MIT
// The outcome as a text trace for people: one line per event with its rule id, then the units.
#include <fmt/format.h>

#include <span>
#include <string>
#include <vector>

#include "gcacw/io/names.hpp"
#include "io/checked_game.hpp"
#include "io/choice_text.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string unit_list(const detail::GcacwNamer& names, const std::vector<UnitId>& units) {
  std::string out;
  for (const UnitId id : units) {
    if (!out.empty()) out += ", ";
    out += names.unit_name(id);
  }
  return out;
}

std::string option_text(const detail::GcacwNamer& names, const Option& option) {
  switch (option.kind) {
    case OptionKind::stop:
      return "stop";
    case OptionKind::move:
      return names.place(option.place);
    case OptionKind::override_move:
      return "override " + names.place(option.place);
    case OptionKind::count:
      return std::to_string(option.value);
    case OptionKind::leave:  // not a GCACW option
      return "leave";
    case OptionKind::pick:  // not a GCACW option
      return names.unit_name(static_cast<UnitId>(option.value));
  }
  return "?";
}

std::string_view fate_verb(Fate fate) {
  switch (fate) {
    case Fate::eliminated:
      return "is eliminated";
    case Fate::surrendered:
      return "surrenders";
    case Fate::shattered:
      return "is shattered";
    case Fate::fled:
      return "flees";
    case Fate::removed:
      return "is removed";
    case Fate::captured:
      return "is captured";
    case Fate::killed:
      return "is killed";
    case Fate::withdrawn:
      return "is withdrawn";
  }
  return "leaves play";
}

// The text of one event, without its rule id.
struct EventText {
  const detail::GcacwNamer& names;

  std::string operator()(const RetreatStarted& e) const {
    return fmt::format("{}: {} from {}, {}-{} hexes", e.kind, unit_list(names, e.units),
                       names.place(e.from), e.min_length, e.max_length);
  }
  std::string operator()(const Moved& e) const {
    std::string path;
    for (const Place& p : e.path) {
      if (!path.empty()) path += " -> ";
      path += names.place(p);
    }
    std::string out = fmt::format("{} {}", unit_list(names, e.units), path);
    if (e.chart) {
      const ChartStep& c = *e.chart;
      out += fmt::format(": chart {} row {} (priority {}), loss {}", c.chart, c.row, c.priority,
                         c.loss);
      if (c.override_step) out += ", overriding the priorities";
    }
    return out;
  }
  std::string operator()(const StrengthLost& e) const {
    return fmt::format("{} loses {} manpower ({} left)", names.unit_name(e.unit), e.amount,
                       e.remaining);
  }
  std::string operator()(const StatusChanged& e) const {
    if (e.status == "disorganized")
      return fmt::format("{} is disorganized", names.unit_name(e.unit));
    return fmt::format("{} {} is now {}", names.unit_name(e.unit), e.status, e.value);
  }
  std::string operator()(const UnitRemoved& e) const {
    std::string out = fmt::format("{} {}", names.unit_name(e.unit), fate_verb(e.fate));
    if (names.unit(e.unit).is_combat()) out += fmt::format(" (manpower {})", e.strength);
    return out;
  }
  std::string operator()(const Chose& e) const {
    return fmt::format(
        "{} chose {} of {}{}", e.actor == Actor::owner ? "owner" : "opponent",
        option_text(names, e.chosen), plural(e.among, "option", "options"),
        detail::best_reason_text(e, [this](const Option& o) { return option_text(names, o); }));
  }
  std::string operator()(const VictoryPoints& e) const {
    return fmt::format("{} gains {}", detail::side_name(e.side),
                       plural(e.amount, "victory point", "victory points"));
  }
  std::string operator()(const RetreatEnded& e) const {
    if (e.units.empty()) {  // GC-9: the stack was destroyed on the way
      return fmt::format("the stack is destroyed in {} after {}: the retreat ends there",
                         names.place(e.at), plural(e.length, "hex", "hexes"));
    }
    return fmt::format("retreat ends in {} after {}", names.place(e.at),
                       plural(e.length, "hex", "hexes"));
  }
  std::string operator()(const Message& e) const { return e.text; }
  // Events of other rulesets, never emitted by GCACW (rule 7.6 rolls no dice).
  std::string operator()(const Rolled& e) const {
    std::string faces;
    for (const int f : e.faces) {
      if (!faces.empty()) faces += ", ";
      faces += std::to_string(f);
    }
    return fmt::format("{}: rolled {} on d{}", e.purpose, faces, e.sides);
  }
  std::string operator()(const Routed& e) const {
    return fmt::format("{} routs {} to {}", names.unit_name(e.unit), compass_name(e.direction),
                       e.to);
  }
  std::string operator()(const RallyChecked& e) const {
    return fmt::format("rally check of {}: {}", names.unit_name(e.unit),
                       e.rallied ? "rallies" : "fails");
  }
  std::string operator()(const FlagsIgnored& e) const {
    return fmt::format("{} ignores {} of {} flags", names.unit_name(e.unit), e.ignored, e.flags);
  }
  std::string operator()(const MoraleChecked& e) const {  // Grande Tactique only
    return fmt::format("morale check of {}: {} ({})", names.unit_name(e.unit), e.total,
                       e.passed ? "passes" : "fails");
  }
  std::string operator()(const FlightTried& e) const {
    return fmt::format("{} flight {}: {}", names.unit_name(e.unit), e.way,
                       e.rejection.empty() ? std::string_view("taken") : e.rejection);
  }
  std::string operator()(const FormationBroken& e) const {
    return fmt::format("{} {} broken", e.formation, e.name);
  }
  std::string operator()(const PursuitAllowed& e) const {
    return fmt::format("{} may pursue {}\"", names.unit_name(e.pursuer), e.distance);
  }
  std::string operator()(const LeaderAttached& e) const {
    return fmt::format("{} attaches to {} in {}", names.unit_name(e.leader),
                       names.unit_name(e.unit), names.place(e.at));
  }
};

std::string unit_line(const detail::GcacwNamer& names, const gcacw::Unit& u) {
  std::string out =
      fmt::format("{}: {} {}, ", u.id, detail::side_name(u.side), detail::unit_type_name(u.type));
  switch (u.status) {
    case gcacw::Status::on_map:
      out += fmt::format("in {}", names.hex(u.hex));
      break;
    case gcacw::Status::eliminated:
      out += fmt::format("eliminated in {}", names.hex(u.hex));
      break;
    case gcacw::Status::surrendered:
      out += fmt::format("surrendered in {}", names.hex(u.hex));
      break;
  }
  if (u.is_combat()) out += fmt::format(", manpower {}", u.manpower);
  out += fmt::format(", fatigue {}", u.fatigue);
  if (u.disorganized) out += ", disorganized";
  return out;
}

}  // namespace

std::string events_text(const LoadedScenario& /*scenario*/, const gcacw::Scenario& game,
                        std::span<const Event> events) {
  const detail::GcacwNamer names(game);
  std::string out;
  for (const Event& event : events) {
    out += fmt::format("[{}] {}\n", rule_of(event), std::visit(EventText{names}, event));
  }
  return out;
}

std::string outcome_text(const LoadedScenario& scenario, const gcacw::Outcome& outcome) {
  detail::require_checked(
      io::game_of<gcacw::Scenario>(scenario),
      "gcacw::io::outcome_text: the scenario must pass check() (load_scenario() or the facade)");
  require(outcome.units.size() == io::game_of<gcacw::Scenario>(scenario).units.size(),
          "gcacw::io::outcome_text: the outcome must be of this scenario");
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  std::string out = events_text(scenario, game, outcome.events);
  out += '\n';
  for (const gcacw::Unit& u : outcome.units)
    out += unit_line(names, u) + '\n';
  return out;
}

}  // namespace skedaddle::io
