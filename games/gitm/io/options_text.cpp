// SPDX-License-Identifier: MIT
// What the dice may do with a GITM/ROTD request, as indented text.
#include <fmt/format.h>

#include <string>

#include "gitm/io/names.hpp"
#include "gitm/io/preview.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

/// A verdict or block text split into its reason and ruling: "candidate (GI-3)" gives
/// "candidate" and "GI-3"; the "invalid: " and "not chosen: " of the ruled-out verdicts go.
std::pair<std::string, std::string> reason_and_rule(std::string_view text) {
  for (const std::string_view lead : {"invalid: ", "not chosen: "}) {
    if (text.substr(0, lead.size()) == lead) text.remove_prefix(lead.size());
  }
  const std::size_t open = text.rfind(" (");
  if (open == std::string_view::npos || text.back() != ')') return {std::string(text), ""};
  return {std::string(text.substr(0, open)),
          std::string(text.substr(open + 2, text.size() - open - 3))};
}

/// True when the die may pick the direction: a GI-3 candidate, or any valid rout direction.
bool may_be_drawn(gitm::DirectionVerdict v) {
  return v == gitm::DirectionVerdict::preferred || v == gitm::DirectionVerdict::candidate ||
         v == gitm::DirectionVerdict::rout_valid;
}

/// "distance 1-4 (GI-4); trapped 5% (GI-6)".
std::string unit_note(const gitm::Unit& u, const detail::UnitPreview& p) {
  std::string out =
      fmt::format("{} at {}, fatigue {}", u.id, gitm_square_label(u.square), u.fatigue);
  if (!p.distances.empty()) {
    const int low = p.distances.front();
    const int high = p.distances.back();
    out += low == high ? fmt::format(": distance {} (GI-4)", low)
                       : fmt::format(": distance {}-{} by the die (GI-4)", low, high);
  }
  if (p.trap_chance) {
    out += fmt::format("; trapped {}% (GI-6)", *p.trap_chance);
    if (p.exhausted) out += "; exhausted: surrenders (GI-6)";
  }
  return out;
}

}  // namespace

std::string options_text(const LoadedScenario& scenario, const gitm::Scenario& game,
                         std::optional<int>) {
  detail::require_resolvable(game,
                             "gitm::io::options_text: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
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

OptionsSummary options_summary(const LoadedScenario& scenario, const gitm::Scenario& game) {
  detail::require_resolvable(game,
                             "gitm::io::options_summary: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
  const bool rout = game.request.kind == gitm::RequestKind::rout;
  OptionsSummary s;
  s.title = scenario.name;
  s.request = fmt::format("{} {} from {} in {}", ruleset_name(scenario),
                          detail::gitm_request_kind_name(game.request.kind),
                          gitm_square_label(game.request.battle), game.field.label);
  s.decided_by = DecidedBy::dice;
  s.topic = rout ? "the direction" : "the direction and distance";
  s.at = game.request.battle;
  s.at_label = gitm_square_label(game.request.battle);
  const std::vector<detail::UnitPreview> previews = detail::preview_gitm(game);
  for (const detail::UnitPreview& p : previews) {
    const gitm::Unit& u = game.units[index_of(p.unit)];
    // Several units: each label names its unit.
    const std::string unit = previews.size() > 1 ? u.id + " " : std::string();
    for (const detail::DirectionPreview& d : p.directions) {
      const std::string label = unit + std::string(compass_name(d.dir));
      if (!may_be_drawn(d.verdict)) {
        auto [reason, rule] = reason_and_rule(gitm::verdict_text(d.verdict));
        s.rejected.push_back({label, std::move(reason), std::move(rule)});
        continue;
      }
      ChoiceSummary& choice = s.choices.emplace_back();
      choice.label = label;
      choice.option = Option{OptionKind::move, d.first, 0, {}};
      if (rout) {
        const gitm::Neighbor& n = game.field.neighbors[static_cast<std::size_t>(d.dir)];
        choice.detail = d.rout ? fmt::format("rout fails: {}", gitm::rout_block_text(*d.rout))
                               : fmt::format("rout to {}", n.on_map ? n.label : "off_map");
      } else {
        choice.detail =
            d.blocked ? fmt::format("first square blocked: {}", gitm::step_block_text(*d.blocked))
                      : std::string("first square free");
      }
    }
    s.notes.push_back(unit_note(u, p));
  }
  return s;
}

}  // namespace skedaddle::io
