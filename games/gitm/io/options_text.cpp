// SPDX-License-Identifier: MIT
// What the dice may do with a GITM/ROTD request, as indented text.
#include <fmt/format.h>

#include <numeric>
#include <optional>
#include <string>
#include <vector>

#include "gitm/io/names.hpp"
#include "gitm/io/preview.hpp"
#include "gitm/io/unit_steps.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/gitm/io.hpp"
#include "skedaddle/io/options_summary.hpp"
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

/// How a unit fails before any direction is drawn, as resolve finds it (GI-6, GI-7): exhausted,
/// no valid direction, every valid first square hostile or blocked, every valid strategic move
/// impossible; nothing when the die picks among its candidates.
std::optional<std::string> fails_before_the_draw(const gitm::Scenario& game,
                                                 const detail::UnitPreview& p) {
  const std::string_view fails =
      game.options.variant == gitm::Variant::gitm ? "surrenders" : "is shattered";
  if (p.exhausted) return fmt::format("exhausted: {} before any roll (GI-6)", fails);
  const bool rout = game.request.kind == gitm::RequestKind::rout;
  bool any_valid = false;
  bool all_hostile = true;
  bool all_blocked = true;
  for (const detail::DirectionPreview& d : p.directions) {
    if (detail::invalid_verdict(d.verdict)) continue;
    any_valid = true;
    all_hostile = all_hostile && d.blocked == gitm::StepBlock::hostile;
    // A diagonal past occupied corners may still be drawn, and then fails (GI-3, GI-4).
    all_blocked = all_blocked &&
                  (rout ? d.rout.has_value() : d.blocked && *d.blocked != gitm::StepBlock::corners);
  }
  if (!any_valid) return fmt::format("no valid direction: {} (GI-7)", fails);
  if (rout) {
    if (all_blocked)
      return fmt::format("every valid strategic move is impossible: {} (GI-7)", fails);
    return std::nullopt;
  }
  if (all_hostile) {
    return fmt::format("every valid first square holds hostile units: {} (GI-7)", fails);
  }
  if (all_blocked) return fmt::format("every valid first square is blocked: {} (GI-7)", fails);
  return std::nullopt;
}

/// "distance 1-4 (GI-4); trapped 5% (GI-6)", or how the unit fails before the draw.
std::string unit_note(const gitm::Unit& u, const detail::UnitPreview& p,
                      const std::optional<std::string>& fails) {
  std::string out =
      fmt::format("{} at {}, fatigue {}", u.id, gitm_square_label(u.square), u.fatigue);
  if (p.exhausted) return out + ": " + *fails;
  std::string_view sep = ": ";
  if (!p.distances.empty() && !fails) {
    const int low = p.distances.front();
    const int high = p.distances.back();
    out += low == high ? fmt::format(": distance {} (GI-4)", low)
                       : fmt::format(": distance {}-{} by the die (GI-4)", low, high);
    sep = "; ";
  }
  if (p.trap_chance) {
    out += fmt::format("{}trapped {}% (GI-6)", sep, *p.trap_chance);
    sep = "; ";
  }
  if (fails) out += fmt::format("{}{}", sep, *fails);
  return out;
}

/// True when anything is drawn for the unit (ALL-2): the trapped roll of a fall back that is
/// not exhausted, a direction among several candidates, a distance among several.
bool draws(const gitm::Scenario& game, const detail::UnitPreview& p, std::size_t candidates,
           bool fails) {
  if (p.exhausted) return false;
  if (p.trap_chance) return true;
  const bool rout = game.request.kind == gitm::RequestKind::rout;
  return !fails && (candidates > 1 || (!rout && p.distances.size() > 1));
}

/// True when `chance` is exactly num/den, every way of the dice run.
bool exactly(const ChoiceChance& chance, int num, int den) {
  const int g = std::gcd(num, den);
  const std::string fraction =
      num == 0 ? "0" : (num == den ? "1" : fmt::format("{}/{}", num / g, den / g));
  return chance.low.fraction == fraction && chance.high.fraction == fraction;
}

/// ALL-6: the chances of a unit's rolls besides its direction, from the start (the earlier
/// units' dice included): "trapped 5.0%; distance 1 23.8%, 2 23.8%"; empty when it has none, or
/// when they only repeat its own (trapped 5%, each distance 1/n).
std::string roll_chances(const UnitStepOdds& odds, const gitm::Unit& u,
                         const detail::UnitPreview& p) {
  std::vector<std::string> parts;
  // A roll's chances from the start are shown only where earlier dice change them: otherwise
  // they would repeat the unit's own percentages.
  if (p.trap_chance) {
    const ChoiceChance trapped = odds.chance_of({u.id, detail::kGitmTrappedStep});
    if (!exactly(trapped, *p.trap_chance, 100)) {
      parts.push_back("trapped " + chance_text(trapped) + " (GI-6)");
    }
  }
  if (p.distances.size() > 1) {
    std::string list;
    bool uniform = true;  // each distance 1/n from the start, as the die gives it (GI-4)
    for (const int k : p.distances) {
      const ChoiceChance c = odds.chance_of({u.id, detail::gitm_distance_step(k)});
      uniform = uniform && exactly(c, 1, static_cast<int>(p.distances.size()));
      list += fmt::format("{}{} {}", list.empty() ? "distance " : ", ", k, chance_text(c));
    }
    if (!uniform) parts.push_back(list + " (GI-4)");
  }
  std::string out;
  for (const std::string& part : parts)
    out += (out.empty() ? "" : "; ") + part;
  return out;
}

}  // namespace

std::string options_text(const LoadedScenario& scenario, const gitm::Scenario& game,
                         std::optional<int>) {
  detail::require_resolvable(game,
                             "gitm::io::options_text: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
  const bool rout = game.request.kind == gitm::RequestKind::rout;
  // The scenario's name first, as every game's tree prints it.
  std::string out = scenario.name.empty() ? std::string() : scenario.name + "\n";
  out += fmt::format("{} {} from {} in {}\n", ruleset_name(scenario),
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
  s.at = game.request.battle;
  s.at_label = gitm_square_label(game.request.battle);
  bool dice = false;
  const std::vector<detail::UnitPreview> previews = detail::preview_gitm(game);
  // ALL-6: every unit's directions as the earlier units leave them, each with its exact chance.
  const Result<UnitStepOdds> walk = detail::gitm_unit_step_odds(scenario, game);
  const UnitStepOdds* odds = walk.ok() ? &walk.value() : nullptr;
  if (!walk.ok()) s.notes.push_back("no chances: " + walk.errors().front().message);
  for (const detail::UnitPreview& p : previews) {
    const gitm::Unit& u = game.units[index_of(p.unit)];
    const std::optional<std::string> fails = fails_before_the_draw(game, p);
    std::string note = unit_note(u, p, fails);
    if (odds && !p.exhausted && !fails) {
      if (const std::string rolls = roll_chances(*odds, u, p); !rolls.empty()) {
        note += "; from the start, the dice before included: " + rolls;
      }
    }
    s.notes.push_back(std::move(note));
    // An exhausted unit draws no direction: none is offered or ruled out (GI-6).
    if (p.exhausted) continue;
    // Several units: each label names its unit.
    const std::string unit = previews.size() > 1 ? u.id + " " : std::string();
    std::size_t candidates = 0;
    for (const detail::DirectionPreview& d : p.directions) {
      const std::string label = unit + std::string(compass_name(d.dir));
      // ALL-6: drawn on some way of the dice, as the earlier units leave the position, or on none.
      std::optional<ChoiceChance> chance;
      if (odds && !fails && !detail::invalid_verdict(d.verdict) &&
          d.verdict != gitm::DirectionVerdict::hostile_adjacent) {
        chance = odds->chance_of({u.id, detail::gitm_direction_step(d.dir)});
        if (chance->high.fraction == "0") {
          if (may_be_drawn(d.verdict)) {
            s.rejected.push_back(
                {label, "another candidate leads to friends once the earlier units have moved",
                 "ALL-6"});
          } else {
            auto [reason, rule] = reason_and_rule(gitm::verdict_text(d.verdict));
            s.rejected.push_back({label, std::move(reason), std::move(rule)});
          }
          continue;
        }
      } else if (!may_be_drawn(d.verdict)) {
        auto [reason, rule] = reason_and_rule(gitm::verdict_text(d.verdict));
        s.rejected.push_back({label, std::move(reason), std::move(rule)});
        continue;
      }
      ++candidates;
      if (fails) {
        // Nothing is drawn (GI-7): each candidate is out for its own block.
        if (rout) {
          s.rejected.push_back({label, std::string(gitm::rout_block_text(*d.rout)), "GI-5"});
        } else {
          auto [reason, rule] = reason_and_rule(gitm::step_block_text(*d.blocked));
          s.rejected.push_back({label, "first square: " + reason, std::move(rule)});
        }
        continue;
      }
      ChoiceSummary& choice = s.choices.emplace_back();
      choice.label = label;
      choice.option = Option{OptionKind::move, d.first, 0, {}};
      choice.chance = chance;
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
    dice = dice || draws(game, p, candidates, fails.has_value());
  }
  s.decided_by = dice ? DecidedBy::dice : DecidedBy::rules;
  if (dice) {
    s.topic = rout ? "the direction" : "the direction and distance";
    s.chance_words =
        "the dice take it, from the start, the dice before this choice included (ALL-5, ALL-6)";
  } else {
    // No die anywhere: each candidate left is certain, which is the rules' word, not the dice's.
    s.topic = "the outcome";
    for (ChoiceSummary& c : s.choices)
      c.chance.reset();
  }
  return s;
}

}  // namespace skedaddle::io
