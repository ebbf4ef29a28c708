// SPDX-License-Identifier: MIT
// What GT-4 would do with a Grande Tactique request, as indented text.
#include <fmt/format.h>
#include <algorithm>

#include <string>

#include "gt_names.hpp"
#include "gt_preview.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using detail::gt_inches;
using detail::gt_point;

/// The request in words: "flee: 3/12 Inf from Lancers (charge)".
std::string request_line(const LoadedScenario& scenario, const gt::Scenario& game) {
  const gt::Request& r = game.request;
  const auto id = [&](UnitId u) -> const std::string& { return game.units[index_of(u)].id; };
  switch (r.kind) {
    case gt::RequestKind::flee:
      return fmt::format("flee: {} from {} ({})", id(r.unit), id(*r.causer),
                         detail::gt_cause_name(r.cause));
    case gt::RequestKind::morale_check:
      return fmt::format("morale_check: {}, beaten by the fire of {}; should it fail", id(r.unit),
                         id(*r.causer));
    case gt::RequestKind::charge_routed:
      return fmt::format("charge_routed: {} charged by {}", id(r.unit), id(*r.causer));
    case gt::RequestKind::continue_flight:
      return fmt::format("continue_flight: the routed units of {}",
                         detail::gt_side_name(scenario, r.side));
    case gt::RequestKind::rally:
    case gt::RequestKind::withdraw:
      break;
  }
  return fmt::format("{}: {}", detail::gt_request_kind_name(r.kind), id(r.unit));
}

std::string way_line(const gt::Scenario& game, const gt::FlightOption& o) {
  std::string line = fmt::format("  {:<10} ", gt::way_name(o.way));
  if (o.rejection != gt::Rejection::none) {
    line += gt::rejection_text(o.rejection);
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
  if (o.way == gt::FlightWay::turned && o.turned != 0.0) {
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

}  // namespace

std::string options_text(const LoadedScenario& scenario, const gt::Scenario& game) {
  std::string out =
      fmt::format("{} {}\n", ruleset_name(scenario.game), request_line(scenario, game));
  for (const detail::GtUnitPreview& p : detail::preview_gt(game)) {
    const gt::Unit& u = game.units[index_of(p.unit)];
    if (p.fate != detail::GtFate::flight) {
      out += fmt::format("{}: {}\n", u.id, detail::gt_fate_text(game, p));
      continue;
    }
    if (p.range) {
      out += fmt::format("{}: flees {}\" + 2d6, {}\" to {}\"; shown at {}\" (GT-2)\n", u.id,
                         gt_inches(gt::kCavalryFlight), p.range->first, p.range->second,
                         gt_inches(p.distance));
    } else {
      out += fmt::format("{}: flees {}\" (GT-2)\n", u.id, gt_inches(p.distance));
    }
    for (const gt::FlightOption& o : p.flight.tried)
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

}  // namespace skedaddle::io
