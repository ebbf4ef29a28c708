// SPDX-License-Identifier: MIT
// A Jacobite Rising outcome as a text trace: one line per event with its ruling, then every
// unit and leader in its final state, then the banners.
#include <fmt/format.h>

#include <span>
#include <string>
#include <vector>

#include "io/checked_game.hpp"
#include "io/choice_text.hpp"
#include "jacobite/io/names.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

// "1 banner", "-1 banner", "3 banners": a count, signed or not, with its noun.
std::string signed_count(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 || n == -1 ? one : many);
}

std::string unit_list(const detail::JacobiteNamer& names, const std::vector<UnitId>& units) {
  std::string out;
  for (const UnitId id : units) {
    if (!out.empty()) out += ", ";
    out += names.unit_name(id);
  }
  return out;
}

std::string faces_text(const detail::JacobiteNamer& names, const std::vector<int>& faces) {
  std::string out;
  for (const int f : faces) {
    if (!out.empty()) out += ", ";
    out += names.face_name(f);
  }
  return out.empty() ? std::string("no dice") : out;
}

std::string option_text(const detail::JacobiteNamer& names, const Option& option) {
  switch (option.kind) {
    case OptionKind::stop:
      return "stop";
    case OptionKind::move:
    case OptionKind::override_move:
      return names.place(option.place);
    case OptionKind::count:
      return std::to_string(option.value);
    case OptionKind::leave:
      return "leave";
    case OptionKind::pick:
      return names.unit_name(static_cast<UnitId>(option.value));
  }
  return "?";
}

// The dice of a rally check, term by term: "3 blocks + 1 attached leader - 1 lowland = 3 dice".
std::string terms_text(const RallyChecked& e) {
  std::string out;
  int sum = 0;
  for (const DiceTerm& t : e.terms) {
    if (out.empty()) {
      // "1 block", not "1 blocks": the only countable label.
      out = t.label == "blocks" ? signed_count(t.dice, "block", "blocks")
                                : fmt::format("{} {}", t.dice, t.label);
    } else {
      out +=
          fmt::format(" {} {} {}", t.dice < 0 ? '-' : '+', t.dice < 0 ? -t.dice : t.dice, t.label);
    }
    sum += t.dice;
  }
  if (e.terms.empty()) return signed_count(e.dice, "die", "dice");
  if (e.terms.size() == 1 && sum == e.dice) return out;
  out += fmt::format(" = {}", signed_count(e.dice, "die", "dice"));
  if (sum != e.dice) out += " (at least 1)";
  return out;
}

// The text of one event, without its ruling.
struct EventText {
  const detail::JacobiteNamer& names;

  std::string operator()(const RetreatStarted& e) const {
    const std::string length = e.min_length == e.max_length
                                   ? signed_count(e.max_length, "hex", "hexes")
                                   : fmt::format("{}-{} hexes", e.min_length, e.max_length);
    return fmt::format("{}: {} from {}, {}", e.kind, unit_list(names, e.units), names.place(e.from),
                       length);
  }
  std::string operator()(const Moved& e) const {
    std::string path;
    for (const Place& p : e.path) {
      if (!path.empty()) path += " -> ";
      path += names.place(p);
    }
    return fmt::format("{} {}", unit_list(names, e.units), path);
  }
  std::string operator()(const StrengthLost& e) const {
    return fmt::format("{} loses {} ({} left)", names.unit_name(e.unit),
                       signed_count(e.amount, "block", "blocks"), e.remaining);
  }
  std::string operator()(const StatusChanged& e) const {
    return fmt::format("{} {} is now {}", names.unit_name(e.unit), e.status, e.value);
  }
  std::string operator()(const UnitRemoved& e) const {
    const bool leader = names.unit(e.unit).is_leader();
    const std::string& name = names.unit_name(e.unit);
    switch (e.fate) {
      case Fate::eliminated:
        return fmt::format("{} is eliminated", name);
      case Fate::removed:
        return leader ? fmt::format("{} is swept away with his unit", name)
                      : fmt::format("{} routs from the battlefield ({})", name,
                                    signed_count(e.strength, "block", "blocks"));
      case Fate::fled:
        return fmt::format("{} leaves the battlefield over his baseline", name);
      case Fate::surrendered:
      case Fate::shattered:
      case Fate::captured:
      case Fate::killed:
      case Fate::withdrawn:
        break;
    }
    return fmt::format("{} leaves play ({})", name, fate_name(e.fate));
  }
  std::string operator()(const Rolled& e) const {
    std::string faces;
    if (e.sides == 6) {
      faces = faces_text(names, e.faces);
    } else {
      for (const int f : e.faces) {
        if (!faces.empty()) faces += ", ";
        faces += std::to_string(f);
      }
      faces += fmt::format(" on d{}", e.sides);
    }
    if (e.unit) return fmt::format("{} for {}: {}", e.purpose, names.unit_name(*e.unit), faces);
    return fmt::format("{}: {}", e.purpose, faces);
  }
  std::string operator()(const Chose& e) const {
    return fmt::format(
        "{} chose {} of {} ({}){}", e.actor == Actor::owner ? "owner" : "opponent",
        option_text(names, e.chosen), signed_count(e.among, "option", "options"), e.topic,
        detail::best_reason_text(e, [this](const Option& o) { return option_text(names, o); }));
  }
  std::string operator()(const VictoryPoints& e) const {
    return fmt::format("{} to {}",
                       e.amount == 1 ? "banner" : signed_count(e.amount, "banner", "banners"),
                       detail::jacobite_side_name(e.side));
  }
  std::string operator()(const RetreatEnded& e) const {
    return fmt::format("retreat ends in {} after {}", names.place(e.at),
                       signed_count(e.length, "hex", "hexes"));
  }
  std::string operator()(const Routed& e) const {  // GITM/ROTD only
    return fmt::format("{} routs {} to {}", names.unit_name(e.unit), compass_name(e.direction),
                       e.to);
  }
  std::string operator()(const Message& e) const { return e.text; }
  std::string operator()(const RallyChecked& e) const {
    return fmt::format("rally check of {}: {}: {}: {}", names.unit_name(e.unit), terms_text(e),
                       faces_text(names, e.faces), e.rallied ? "rallies" : "fails to rally");
  }
  std::string operator()(const FlagsIgnored& e) const {
    return fmt::format("{} ignores {} of {} (may ignore {})", names.unit_name(e.unit), e.ignored,
                       signed_count(e.flags, "flag", "flags"), e.allowed);
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
    // JR-4: a unit's retreat that reaches a lone friendly leader stops there, counted complete;
    // JR-9: a lone leader's retreat that reaches a friendly unit ends there.
    return fmt::format("{} attaches to {} in {}{}", names.unit_name(e.leader),
                       names.unit_name(e.unit), names.place(e.at),
                       e.rule == "JR-4" ? ": the retreat stops there, complete" : "");
  }
};

std::string unit_line(const detail::JacobiteNamer& names, const std::vector<jacobite::Unit>& units,
                      std::size_t index) {
  const jacobite::Unit& u = units[index];
  std::string out = fmt::format("{}: {} {}, ", u.id, detail::jacobite_side_name(u.side),
                                jacobite::type_name(u.type));
  const std::string hex = names.hex(u.hex);
  switch (u.status) {
    case jacobite::Status::on_board:
      out += fmt::format("in {}", hex);
      break;
    case jacobite::Status::eliminated:
      out += fmt::format("eliminated in {}", hex);
      break;
    case jacobite::Status::routed:
      out += fmt::format("routed from {}", hex);
      break;
    case jacobite::Status::left_board:
      out += fmt::format("left the battlefield from {}", hex);
      break;
  }
  if (!u.is_leader()) out += fmt::format(", {}", signed_count(u.blocks, "block", "blocks"));
  if (const std::optional<std::size_t> unit = detail::attached_to(units, index)) {
    out += fmt::format(", attached to {}", units[*unit].id);
  }
  return out;
}

}  // namespace

std::string events_text(const LoadedScenario& /*scenario*/, const jacobite::Scenario& game,
                        std::span<const Event> events) {
  const detail::JacobiteNamer names(game);
  std::string out;
  for (const Event& event : events) {
    out += fmt::format("[{}] {}\n", rule_of(event), std::visit(EventText{names}, event));
  }
  return out;
}

std::string outcome_text(const LoadedScenario& scenario, const jacobite::Outcome& outcome) {
  detail::require_checked(
      io::game_of<jacobite::Scenario>(scenario),
      "jacobite::io::outcome_text: the scenario must pass check() (load_scenario() or the facade)");
  require(outcome.units.size() == io::game_of<jacobite::Scenario>(scenario).units.size(),
          "jacobite::io::outcome_text: the outcome must be of this scenario");
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer names(game);
  std::string out = events_text(scenario, game, outcome.events);
  out += '\n';
  for (std::size_t i = 0; i < outcome.units.size(); ++i)
    out += unit_line(names, outcome.units, i) + '\n';
  out +=
      fmt::format("banners: {} {}, {} {}\n", detail::jacobite_side_name(Side::first),
                  outcome.banners[0], detail::jacobite_side_name(Side::second), outcome.banners[1]);
  return out;
}

}  // namespace skedaddle::io
