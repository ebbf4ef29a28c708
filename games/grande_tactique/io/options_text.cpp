// SPDX-License-Identifier: MIT
// What GT-4 would do with a Grande Tactique request, as indented text.
#include <fmt/format.h>
#include <algorithm>

#include <string>

#include "grande_tactique/io/names.hpp"
#include "grande_tactique/io/preview.hpp"
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

}  // namespace

std::string options_text(const LoadedScenario& scenario, const grande_tactique::Scenario& game) {
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

}  // namespace skedaddle::io
