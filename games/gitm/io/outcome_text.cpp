// SPDX-License-Identifier: MIT
// A GITM/ROTD outcome as a text trace: one line per event with its ruling (the game's messages
// exactly as printed, GI-7), then every unit with its ending as a separate field.
#include <fmt/format.h>

#include <span>
#include <string>
#include <vector>

#include "gitm/io/names.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

struct EventText {
  const gitm::Scenario& game;
  /// The events before the one written, for the strategic square a unit stands in then.
  std::span<const Event> before{};

  const std::string& name(UnitId id) const { return game.units[index_of(id)].id; }
  std::string units(const std::vector<UnitId>& ids) const {
    std::string out;
    for (const UnitId id : ids) {
      if (!out.empty()) out += ", ";
      out += name(id);
    }
    return out;
  }
  static std::string square(const Place& p) { return gitm_square_label(std::get<Square>(p)); }

  std::string operator()(const RetreatStarted& e) const {
    return fmt::format("{}: {} from {}, {}-{} squares", e.kind, units(e.units), square(e.from),
                       e.min_length, e.max_length);
  }
  std::string operator()(const Moved& e) const {
    std::string path;
    for (const Place& p : e.path) {
      if (!path.empty()) path += " -> ";
      path += square(p);
    }
    return fmt::format("{} {}", units(e.units), path);
  }
  std::string operator()(const StrengthLost& e) const {
    return fmt::format("{} loses {} ({} left)", name(e.unit), e.amount, e.remaining);
  }
  std::string operator()(const StatusChanged& e) const {
    return fmt::format("{} {} is now {}", name(e.unit), e.status, e.value);
  }
  std::string operator()(const Routed& e) const {
    return fmt::format("{} routs {} to {}, entering at {}", name(e.unit), compass_name(e.direction),
                       e.to, square(e.entry));
  }
  std::string operator()(const UnitRemoved& e) const {
    if (e.fate == Fate::surrendered) return fmt::format("{} surrenders", name(e.unit));
    return fmt::format("{} is {}", name(e.unit), fate_name(e.fate));
  }
  std::string operator()(const Rolled& e) const {
    std::string faces;
    for (const int f : e.faces) {
      if (!faces.empty()) faces += ", ";
      faces += std::to_string(f);
    }
    if (e.unit)
      return fmt::format("{} for {}: {} on d{}", e.purpose, name(*e.unit), faces, e.sides);
    return fmt::format("{}: {} on d{}", e.purpose, faces, e.sides);
  }
  std::string operator()(const Chose& e) const {
    return fmt::format("chose among {} ({})", e.among, e.topic);
  }
  std::string operator()(const VictoryPoints& e) const {
    return fmt::format("{} victory points", e.amount);
  }
  std::string operator()(const RetreatEnded& e) const {
    return fmt::format("{} ends at {} in {}", units(e.units), square(e.at),
                       e.units.empty() ? game.field.label : strategic(e.units.front()));
  }
  /// The strategic square `id` stands in after the events before: the one it last routed to,
  /// else the battle's (as the outcome's strategic squares say, which only a rout changes).
  const std::string& strategic(UnitId id) const {
    for (auto event = before.rbegin(); event != before.rend(); ++event) {
      const Routed* routed = std::get_if<Routed>(&*event);
      if (routed != nullptr && routed->unit == id) return routed->to;
    }
    return game.field.label;
  }
  std::string operator()(const Message& e) const { return e.text; }
  std::string operator()(const RallyChecked& e) const {
    return fmt::format("rally check of {}", name(e.unit));
  }
  std::string operator()(const FlagsIgnored& e) const {
    return fmt::format("{} ignores {} flags", name(e.unit), e.ignored);
  }
  std::string operator()(const MoraleChecked& e) const {  // Grande Tactique only
    return fmt::format("morale check of {}: {} ({})", name(e.unit), e.total,
                       e.passed ? "passes" : "fails");
  }
  std::string operator()(const FlightTried& e) const {
    return fmt::format("{} flight {}: {}", name(e.unit), e.way,
                       e.rejection.empty() ? std::string_view("taken") : e.rejection);
  }
  std::string operator()(const FormationBroken& e) const {
    return fmt::format("{} {} broken", e.formation, e.name);
  }
  std::string operator()(const PursuitAllowed& e) const {
    return fmt::format("{} may pursue {}\"", name(e.pursuer), e.distance);
  }
  std::string operator()(const LeaderAttached& e) const {
    return fmt::format("{} attaches to {}", name(e.leader), name(e.unit));
  }
};

}  // namespace

std::string events_text(const LoadedScenario& /*scenario*/, const gitm::Scenario& game,
                        std::span<const Event> events) {
  std::string out;
  EventText text{game};
  for (std::size_t i = 0; i < events.size(); ++i) {
    text.before = events.first(i);
    out += fmt::format("[{}] {}\n", rule_of(events[i]), std::visit(text, events[i]));
  }
  return out;
}

std::string outcome_text(const LoadedScenario& scenario, const gitm::Outcome& outcome) {
  detail::require_checked(
      io::game_of<gitm::Scenario>(scenario),
      "gitm::io::outcome_text: the scenario must pass check() (load_scenario() or the facade)");
  require(outcome.units.size() == io::game_of<gitm::Scenario>(scenario).units.size(),
          "gitm::io::outcome_text: the outcome must be of this scenario");
  const auto& game = io::game_of<gitm::Scenario>(scenario);
  std::string out = events_text(scenario, game, outcome.events);
  out += '\n';
  for (std::size_t i = 0; i < outcome.units.size(); ++i) {
    const gitm::Unit& u = outcome.units[i];
    out += fmt::format("{}: {} at {} in {}, fatigue {}: {}\n", u.id,
                       detail::gitm_allegiance_name(u.allegiance), gitm_square_label(u.square),
                       i < outcome.strategic.size() ? outcome.strategic[i] : game.field.label,
                       u.fatigue, gitm::ending_name(u.ending));
  }
  return out;
}

}  // namespace skedaddle::io
