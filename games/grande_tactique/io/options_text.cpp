// SPDX-License-Identifier: MIT
// What GT-4 would do with a Grande Tactique request, as indented text.
#include <fmt/format.h>
#include <algorithm>

#include <string>

#include "grande_tactique/io/names.hpp"
#include "grande_tactique/io/preview.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using detail::gt_inches;
using detail::gt_point;

/// The request in words: "flee: 3/12 Inf from Lancers (charge)".
std::string request_line(const LoadedScenario& scenario, const grande_tactique::Scenario& game) {
  const grande_tactique::Request& r = game.request;
  const auto id = [&](UnitId u) -> const std::string& { return game.units[index_of(u)].id; };
  switch (r.kind) {
    case grande_tactique::RequestKind::flee:
      return fmt::format("flee: {} from {} ({})", id(r.unit), id(*r.causer),
                         detail::gt_cause_name(r.cause));
    case grande_tactique::RequestKind::morale_check:
      return fmt::format("morale_check: {}, beaten by the fire of {}; should it fail", id(r.unit),
                         id(*r.causer));
    case grande_tactique::RequestKind::charge_routed:
      return fmt::format("charge_routed: {} charged by {}", id(r.unit), id(*r.causer));
    case grande_tactique::RequestKind::continue_flight:
      return fmt::format("continue_flight: the routed units of {}",
                         detail::gt_side_name(scenario, r.side));
    case grande_tactique::RequestKind::rally:
    case grande_tactique::RequestKind::withdraw:
      break;
  }
  return fmt::format("{}: {}", detail::gt_request_kind_name(r.kind), id(r.unit));
}

std::string way_line(const grande_tactique::Scenario& game,
                     const grande_tactique::FlightOption& o) {
  std::string line = fmt::format("  {:<10} ", grande_tactique::way_name(o.way));
  if (o.rejection != grande_tactique::Rejection::none) {
    line += grande_tactique::rejection_text(o.rejection);
    if (o.blocker) line += fmt::format("; in the way: {}", game.units[index_of(*o.blocker)].id);
    if (o.terrain >= 0) {
      line += fmt::format("; in the way: {}",
                          game.table.terrain[static_cast<std::size_t>(o.terrain)].name);
    }
    return line;
  }
  line += "taken";
  if (o.terrain >= 0) {
    line += fmt::format(", into {}", game.table.terrain[static_cast<std::size_t>(o.terrain)].name);
  }
  if (o.way == grande_tactique::FlightWay::turned && o.turned != 0.0) {
    line += fmt::format(", turned {} degrees {}", gt_inches(o.turned < 0 ? -o.turned : o.turned),
                        o.turned > 0 ? "clockwise" : "counter-clockwise");
  }
  if (!o.path.empty()) {
    line += ": " + gt_point(o.path.front());
    for (std::size_t k = 1; k < o.path.size(); ++k) {
      const auto arc = std::find_if(o.arcs.begin(), o.arcs.end(),
                                    [&](const PathArc& a) { return a.leg == k - 1; });
      line += arc == o.arcs.end() ? " -> " : " -> round " + gt_point(arc->centre) + " to ";
      line += gt_point(o.path[k]);
    }
  }
  return line;
}

/// A rejection text split into its reason and ruling: "no woods or built-up area to flee into
/// (GT-4 a)" gives the reason and "GT-4 a".
std::pair<std::string, std::string> reason_and_rule(std::string_view text) {
  const std::size_t open = text.rfind(" (");
  if (open == std::string_view::npos || text.empty() || text.back() != ')') {
    return {std::string(text), ""};
  }
  return {std::string(text.substr(0, open)),
          std::string(text.substr(open + 2, text.size() - open - 3))};
}

/// What is in the way of a rejected way, or nothing.
std::string in_the_way(const grande_tactique::Scenario& game,
                       const grande_tactique::FlightOption& o) {
  if (o.blocker) return "; in the way: " + game.units[index_of(*o.blocker)].id;
  if (o.terrain >= 0) {
    return "; in the way: " + game.table.terrain[static_cast<std::size_t>(o.terrain)].name;
  }
  return "";
}

/// Where the way taken leads: "into Wood, to (18, 3)", "turned 30 degrees clockwise, to ...";
/// for (d), the unit destroyed and each general attached to `unit` captured.
std::string taken_detail(const grande_tactique::Scenario& game, UnitId unit,
                         const grande_tactique::FlightOption& o) {
  std::string out;
  const auto add = [&out](const std::string& part) {
    if (!out.empty()) out += ", ";
    out += part;
  };
  if (o.way == grande_tactique::FlightWay::surrounded) {
    add("destroyed, surrounded (GT-4 d)");
    for (const grande_tactique::Unit& g : game.units) {
      if (g.attached_to == unit && g.on_table()) add(g.id + " captured (GT-12)");
    }
  }
  if (o.terrain >= 0) add("into " + game.table.terrain[static_cast<std::size_t>(o.terrain)].name);
  if (o.way == grande_tactique::FlightWay::turned && o.turned != 0.0) {
    add(fmt::format("turned {} degrees {}", gt_inches(o.turned < 0 ? -o.turned : o.turned),
                    o.turned > 0 ? "clockwise" : "counter-clockwise"));
  }
  if (!o.path.empty()) add("to " + gt_point(o.path.back()));
  return out;
}

/// "3/12 Inf flees 7\" (GT-2)", with the 2d6 range of cavalry fleeing cavalry.
std::string flight_note(const grande_tactique::Unit& u, const detail::GtUnitPreview& p) {
  if (p.range) {
    return fmt::format("{} flees {}\" + 2d6, {}\" to {}\" (GT-2)", u.id,
                       gt_inches(grande_tactique::kCavalryFlight), p.range->first, p.range->second);
  }
  return fmt::format("{} flees {}\" (GT-2)", u.id, gt_inches(p.distance));
}

}  // namespace

std::string options_text(const LoadedScenario& scenario, const grande_tactique::Scenario& game,
                         std::optional<int>) {
  detail::require_resolvable(game,
                             "grande_tactique::io::options_text: the scenario must pass check() "
                             "with no refusal (load_scenario() or the facade)");
  std::string out = fmt::format("{} {}\n", ruleset_name(scenario), request_line(scenario, game));
  for (const detail::GtUnitPreview& p : detail::preview_gt(game)) {
    const grande_tactique::Unit& u = game.units[index_of(p.unit)];
    if (p.fate != detail::GtFate::flight) {
      out += fmt::format("{}: {}\n", u.id, detail::gt_fate_text(game, p));
      continue;
    }
    if (p.range) {
      out += fmt::format("{}: flees {}\" + 2d6, {}\" to {}\"; shown at {}\" (GT-2)\n", u.id,
                         gt_inches(grande_tactique::kCavalryFlight), p.range->first,
                         p.range->second, gt_inches(p.distance));
    } else {
      out += fmt::format("{}: flees {}\" (GT-2)\n", u.id, gt_inches(p.distance));
    }
    for (const grande_tactique::FlightOption& o : p.flight.tried)
      out += way_line(game, o) + '\n';
    std::string passed;
    for (const UnitId id : p.flight.passed) {
      if (!passed.empty()) passed += ", ";
      passed += game.units[index_of(id)].id;
    }
    if (!passed.empty()) out += fmt::format("  passes through: {} (GT-6)\n", passed);
    if (p.flight.off_table) out += "  off the table: lost (GT-7)\n";
  }
  return out;
}

OptionsSummary options_summary(const LoadedScenario& scenario,
                               const grande_tactique::Scenario& game) {
  detail::require_resolvable(game,
                             "grande_tactique::io::options_summary: the scenario must pass check() "
                             "with no refusal (load_scenario() or the facade)");
  OptionsSummary s;
  s.title = scenario.name;
  s.request = fmt::format("{} {}", ruleset_name(scenario), request_line(scenario, game));
  s.decided_by = DecidedBy::rules;
  const std::vector<detail::GtUnitPreview> previews = detail::preview_gt(game);
  for (const detail::GtUnitPreview& p : previews) {
    const grande_tactique::Unit& u = game.units[index_of(p.unit)];
    if (p.fate != detail::GtFate::flight) {
      s.notes.push_back(fmt::format("{}: {}", u.id, detail::gt_fate_text(game, p)));
      continue;
    }
    s.topic = "the way of flight (GT-4)";
    // Several units: each label names its unit.
    const std::string unit = previews.size() > 1 ? u.id + " " : std::string();
    for (const grande_tactique::FlightOption& o : p.flight.tried) {
      const std::string label = unit + std::string(grande_tactique::way_name(o.way));
      if (o.rejection != grande_tactique::Rejection::none) {
        auto [reason, rule] = reason_and_rule(grande_tactique::rejection_text(o.rejection));
        s.rejected.push_back({label, reason + in_the_way(game, o), std::move(rule)});
        continue;
      }
      ChoiceSummary& choice = s.choices.emplace_back();
      choice.label = label;
      const Vec2 end = o.path.empty() ? u.base.centre : o.path.back();
      choice.option = Option{OptionKind::move, end, 0, {}};
      choice.detail = taken_detail(game, p.unit, o);
    }
    std::string note = flight_note(u, p);
    if (!p.flight.passed.empty()) {
      note += "; passes through ";
      for (std::size_t k = 0; k < p.flight.passed.size(); ++k)
        note += (k == 0 ? "" : ", ") + game.units[index_of(p.flight.passed[k])].id;
      note += " (GT-6)";
    }
    if (p.flight.off_table) note += "; off the table: lost (GT-7)";
    s.notes.push_back(std::move(note));
  }
  return s;
}

}  // namespace skedaddle::io
