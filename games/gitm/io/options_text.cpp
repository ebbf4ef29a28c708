// SPDX-License-Identifier: MIT
// What the dice may do with a GITM/ROTD request, as indented text.
#include <fmt/format.h>

#include <string>

#include "gitm/io/names.hpp"
#include "gitm/io/preview.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {

std::string options_text(const LoadedScenario& scenario, const gitm::Scenario& game) {
  const bool rout = game.request.kind == gitm::RequestKind::rout;
  std::string out = fmt::format("{} {} from {} in {}\n", ruleset_name(scenario),
                                detail::gitm_request_kind_name(game.request.kind),
                                gitm_square_label(game.request.battle), game.field.label);
  for (const detail::UnitPreview& p : detail::preview_gitm(game)) {
    const gitm::Unit& u = game.units[index_of(p.unit)];
    out += fmt::format("{} at {}, fatigue {}\n", u.id, gitm_square_label(u.square), u.fatigue);
    if (p.trap_chance) {
      out += fmt::format("  exhausted: {}\n", p.exhausted ? "yes (surrenders, GI-6)" : "no");
      out += fmt::format("  trapped: {}% chance (GI-6)\n", *p.trap_chance);
    }
    if (!rout) {
      std::string list;
      for (const int d : p.distances) {
        if (!list.empty()) list += ", ";
        list += std::to_string(d);
      }
      out += fmt::format("  distances: {}\n", list);
    }
    for (const detail::DirectionPreview& d : p.directions) {
      std::string line =
          fmt::format("  {:<2} {}", compass_name(d.dir), gitm::verdict_text(d.verdict));
      if (rout) {
        const gitm::Neighbor& n = game.field.neighbors[static_cast<std::size_t>(d.dir)];
        line += fmt::format("; to {}", n.on_map ? n.label : std::string("off_map"));
        if (!detail::invalid_verdict(d.verdict)) {
          line += d.rout ? fmt::format(": {}", gitm::rout_block_text(*d.rout))
                         : std::string(": possible");
        }
      } else {
        line += game.field.map.contains(d.first)
                    ? fmt::format("; first {}", gitm_square_label(d.first))
                    : std::string("; no first square");
        if (!detail::invalid_verdict(d.verdict)) {
          line += d.blocked ? fmt::format(": blocked, {}", gitm::step_block_text(*d.blocked))
                            : std::string(": free");
        }
      }
      out += line + '\n';
    }
  }
  return out;
}

}  // namespace skedaddle::io
