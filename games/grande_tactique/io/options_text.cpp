// SPDX-License-Identifier: MIT
// What GT-4 would do with a Grande Tactique request, as indented text.
#include <fmt/format.h>
#include <algorithm>

#include <string>

#include "grande_tactique/io/names.hpp"
#include "grande_tactique/io/preview.hpp"
#include "grande_tactique/io/unit_steps.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/grande_tactique/io.hpp"
#include "skedaddle/io/options_summary.hpp"
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

/// A unit's steps other than its way, in the order first met, the 2d6 distances together:
/// "morale check failed 66.7% (GT-1), routed 66.7%", "distance 13 2.8%, 14 5.6%, ... (GT-2)";
/// a certain step without its chance, and only when `certain_too`.
std::string other_steps(const UnitStepOdds& odds, const std::string& unit, bool certain_too) {
  std::vector<std::string> parts;
  std::string distances;
  for (const UnitStepChance& c : odds.steps) {
    if (c.step.unit != unit || detail::gt_is_way_step(c.step.step)) continue;
    const bool certain = c.chance.low.fraction == "1" && c.chance.high.fraction == "1";
    if (c.step.step.rfind("distance ", 0) == 0) {
      distances += (distances.empty() ? "distance " : ", ") + c.step.step.substr(9) + "\" " +
                   chance_text(c.chance);
      continue;
    }
    if (certain && !certain_too) continue;
    std::string part = c.step.step;
    if (!certain) part += " " + chance_text(c.chance);
    if (c.step.step == detail::kGtMoraleFailedStep) part += " (GT-1)";
    if (c.step.step == detail::kGtOffTableStep) part += " (GT-7)";
    if (c.step.step == detail::kGtKilledStep) part += " (GT-12)";
    parts.push_back(std::move(part));
  }
  if (!distances.empty()) parts.push_back(distances + " (GT-2)");
  std::string out;
  for (const std::string& part : parts)
    out += (out.empty() ? "" : ", ") + part;
  return out;
}

}  // namespace

std::string options_text(const LoadedScenario& scenario, const grande_tactique::Scenario& game,
                         std::optional<int>) {
  detail::require_resolvable(game,
                             "grande_tactique::io::options_text: the scenario must pass check() "
                             "with no refusal (load_scenario() or the facade)");
  // The scenario's name first, as every game's tree prints it.
  std::string out = scenario.name.empty() ? std::string() : scenario.name + "\n";
  out += fmt::format("{} {}\n", ruleset_name(scenario), request_line(scenario, game));
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
  // ALL-6: every unit's ways as the earlier moves leave the table, each with its exact chance
  // over the whole resolution; the units the flights rout in a chain (GT-6) or the Old Guard
  // makes flee (GT-11) after the request's own.
  const Result<UnitStepOdds> walk = detail::gt_unit_step_odds(scenario, game);
  const UnitStepOdds* odds = walk.ok() ? &walk.value() : nullptr;
  if (!walk.ok()) s.notes.push_back("no chances: " + walk.errors().front().message);
  std::vector<std::string> order;  // the units in the summary: the request's, then the others
  for (const detail::GtUnitPreview& p : previews)
    order.push_back(game.units[index_of(p.unit)].id);
  bool dice = false;  // some step is left to the dice
  if (odds) {
    for (const UnitStepChance& c : odds->steps) {
      dice = dice || !(c.chance.low.fraction == "1" && c.chance.high.fraction == "1");
      if (std::find(order.begin(), order.end(), c.step.unit) == order.end()) {
        order.push_back(c.step.unit);
      }
    }
  }
  const auto way_steps = [&](const std::string& unit) {
    std::vector<const UnitStepChance*> out;
    if (!odds) return out;
    for (const UnitStepChance& c : odds->steps) {
      if (c.step.unit == unit && detail::gt_is_way_step(c.step.step)) out.push_back(&c);
    }
    return out;
  };
  // Several units, and each label names its unit: the request's, and those routed in a chain.
  std::size_t fleeing = previews.size();
  for (std::size_t k = previews.size(); k < order.size(); ++k) {
    if (!way_steps(order[k]).empty()) ++fleeing;
  }
  const auto open = [](const ChoiceChance& c) { return c.high.fraction != "0"; };
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::string& id = order[k];
    const auto p = std::find_if(previews.begin(), previews.end(), [&](const auto& q) {
      return game.units[index_of(q.unit)].id == id;
    });
    const bool previewed = p != previews.end();
    const std::string unit = fleeing > 1 ? id + " " : std::string();
    std::vector<std::string> shown;  // the way steps given a line
    std::string note;
    if (previewed && p->fate != detail::GtFate::flight) {
      note = fmt::format("{}: {}", id, detail::gt_fate_text(game, *p));
    } else if (previewed) {
      const grande_tactique::Unit& u = game.units[index_of(p->unit)];
      s.topic = "the way of flight (GT-4)";
      for (const grande_tactique::FlightOption& o : p->flight.tried) {
        const std::string label = unit + std::string(grande_tactique::way_name(o.way));
        const std::string step = detail::gt_way_step(
            o.way,
            o.terrain >= 0 && o.rejection == grande_tactique::Rejection::none
                ? std::string_view(game.table.terrain[static_cast<std::size_t>(o.terrain)].name)
                : std::string_view());
        std::optional<ChoiceChance> chance;
        if (odds) chance = odds->chance_of({id, step});
        const bool taken = o.rejection == grande_tactique::Rejection::none;
        if (!taken && !(chance && open(*chance))) {
          auto [reason, rule] = reason_and_rule(grande_tactique::rejection_text(o.rejection));
          s.rejected.push_back({label, reason + in_the_way(game, o), std::move(rule)});
          continue;
        }
        if (taken && chance && !open(*chance)) {
          // ALL-6: open on the table as given, closed by every way the earlier moves go.
          s.rejected.push_back({label, "no way of the dice leaves it open", "ALL-6"});
          continue;
        }
        ChoiceSummary& choice = s.choices.emplace_back();
        choice.label = label;
        const Vec2 end = o.path.empty() ? u.base.centre : o.path.back();
        choice.option = Option{OptionKind::move, end, 0, {}};
        // Where it leads on the table as given: the first unit's, before any other moves.
        if (taken && k == 0) choice.detail = taken_detail(game, p->unit, o);
        if (dice) choice.chance = chance;
        shown.push_back(step);
      }
      note = flight_note(u, *p);
      if (!p->flight.passed.empty()) {
        note += "; passes through ";
        for (std::size_t i = 0; i < p->flight.passed.size(); ++i)
          note += (i == 0 ? "" : ", ") + game.units[index_of(p->flight.passed[i])].id;
        note += " (GT-6)";
      }
      if (p->flight.off_table) note += "; off the table: lost (GT-7)";
    }
    // The ways the dice give beyond the table as given (another distance, the earlier moves,
    // a friend routed in a chain).
    // A unit that stays, or is destroyed where it stands, has its note and no way to show.
    const bool fate_noted = previewed && p->fate != detail::GtFate::flight;
    for (const UnitStepChance* c : way_steps(id)) {
      if (fate_noted || std::find(shown.begin(), shown.end(), c->step.step) != shown.end()) {
        continue;
      }
      s.topic = "the way of flight (GT-4)";
      ChoiceSummary& choice = s.choices.emplace_back();
      choice.label = unit + c->step.step.substr(4);
      const auto u = std::find_if(game.units.begin(), game.units.end(),
                                  [&](const grande_tactique::Unit& x) { return x.id == id; });
      choice.option = Option{OptionKind::move, u->base.centre, 0, {}};
      if (dice) choice.chance = c->chance;
    }
    // Its other steps: those left to the dice with their chances (GT-1, GT-2, GT-7, GT-12), and
    // for a unit the request's flights shake or rout in turn (GT-6, GT-11) the certain ones too.
    if (odds) {
      const std::string rolls = other_steps(*odds, id, !previewed);
      if (!rolls.empty()) {
        const bool chances = rolls.find('%') != std::string::npos;
        note += (note.empty() ? id + ": " : "; ") +
                std::string(chances ? "from the start, the dice before included: " : "") + rolls;
      }
    }
    if (!note.empty()) s.notes.push_back(std::move(note));
  }
  if (dice) {
    s.decided_by = DecidedBy::dice;
    s.chance_words =
        "it is the way taken, from the start, the dice before this choice included (ALL-5, "
        "ALL-6)";
  }
  return s;
}

}  // namespace skedaddle::io
