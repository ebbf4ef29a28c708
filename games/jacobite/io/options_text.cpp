// SPDX-License-Identifier: MIT
// What the owner of a Jacobite Rising request may decide, as indented text: the flag
// allowance with its sources, each retreat's path tree (rear hexes taken, then the blocked
// ones marked 'x' with their reasons), a lone leader's retreat, and the rally order.
#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "io/checked_game.hpp"
#include "jacobite/io/names.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

std::string plural(int n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

std::string pad(int indent) {
  return std::string(static_cast<std::size_t>(indent) * 2, ' ');
}

/// "... (2 more levels; --depth)" where a tree is cut, or nothing when no line is left out.
std::string cut_line(int indent, int left) {
  if (left == 0) return "";
  return fmt::format("{}... ({} more {}; --depth)\n", pad(indent), left,
                     left == 1 ? "level" : "levels");
}

/// True when a path node lists no rear hexes: the retreat is over there.
bool path_ends(const jacobite::RetreatPaths& paths, int index) {
  const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
  return n.depth >= paths.hexes() || n.joins_leader;
}

/// Levels of lines below a path node.
int path_levels(const jacobite::RetreatPaths& paths, int index) {
  if (path_ends(paths, index)) return 0;
  const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
  int deepest = 0;
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c)
    deepest = std::max(deepest, path_levels(paths, c));
  return 1 + deepest;
}

/// True when a leader node lists no further hexes: he left, or made his three hexes.
bool leader_ends(const jacobite::LeaderPaths& paths, int index) {
  const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
  return (index > 0 && n.how == jacobite::LeaderMove::leave) ||
         n.depth >= jacobite::kLeaderRetreatMax;
}

/// Levels of lines below a leader node.
int leader_levels(const jacobite::LeaderPaths& paths, int index) {
  if (leader_ends(paths, index)) return 0;
  const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
  int deepest = 0;
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c)
    deepest = std::max(deepest, leader_levels(paths, c));
  return 1 + deepest;
}

struct PathsText {
  const detail::JacobiteNamer& names;
  const jacobite::RetreatPaths& paths;
  std::optional<int> depth;
  std::string& out;

  static std::string marks(const jacobite::PathNode& n) {
    if (n.joins_leader) return "; the lone leader here attaches, the retreat stops";
    if (n.passes_leader) return "; passes the lone leader here, may not stop [JR-4]";
    return "";
  }

  /// The rear hexes of node `index`, the decision `level` below the first.
  void children(int index, int indent, int level) const {
    if (path_ends(paths, index)) return;
    if (depth && level > *depth) {
      out += cut_line(indent, path_levels(paths, index));
      return;
    }
    const auto steps = paths.steps(index);
    for (const jacobite::PathStep& s : steps) {
      if (s.blocked || s.child < 0) continue;
      const jacobite::PathNode& c = paths.nodes()[static_cast<std::size_t>(s.child)];
      out += fmt::format("{}{} {}{}\n", pad(indent), names.hex_or_dash(s.hex),
                         compass_name(s.dir, HexOrientation::pointy), marks(c));
      children(s.child, indent + 1, level + 1);
    }
    for (const jacobite::PathStep& s : steps) {
      if (!s.blocked) continue;
      out += fmt::format("{}x {} {}: {} [{}]\n", pad(indent), names.hex_or_dash(s.hex),
                         compass_name(s.dir, HexOrientation::pointy),
                         jacobite::blocked_text(*s.blocked), jacobite::blocked_rule(*s.blocked));
    }
  }
};

struct LeaderText {
  const detail::JacobiteNamer& names;
  const jacobite::LeaderPaths& paths;
  std::optional<int> depth;
  std::string& out;

  std::string marks(const jacobite::LeaderNode& n) const {
    std::string m;
    if (n.how == jacobite::LeaderMove::escape && n.through) {
      m += fmt::format(", escaping through {}", names.unit_name(*n.through));
    }
    if (n.joins)
      m += fmt::format("; may stop and attach to {}", names.unit_name(*n.joins));
    else if (n.can_stop && n.how != jacobite::LeaderMove::leave)
      m += "; may stop here";
    if (!n.completes) m += "; no legal end this way";
    return m;
  }

  /// The hexes of node `index`, the decision `level` below the first.
  void children(int index, int indent, int level) const {
    const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    if (leader_ends(paths, index)) return;
    if (depth && level > *depth) {
      out += cut_line(indent, leader_levels(paths, index));
      return;
    }
    const int leave = paths.leave_child(index);
    bool leave_shown = false;
    const auto steps = paths.steps(index);
    for (const jacobite::LeaderStep& s : steps) {
      if (s.blocked || s.child < 0) continue;
      const jacobite::LeaderNode& c = paths.nodes()[static_cast<std::size_t>(s.child)];
      if (c.how == jacobite::LeaderMove::leave) {
        out += fmt::format("{}leave the battlefield from {} over his baseline\n", pad(indent),
                           names.hex(c.hex));
        leave_shown = leave_shown || s.child == leave;
        continue;
      }
      out += fmt::format("{}{} {}{}\n", pad(indent), names.hex_or_dash(s.hex),
                         compass_name(s.dir, HexOrientation::pointy), marks(c));
      children(s.child, indent + 1, level + 1);
    }
    if (leave >= 0 && !leave_shown) {
      out += fmt::format("{}leave the battlefield from {} over his baseline\n", pad(indent),
                         names.hex(n.hex));
    }
    for (const jacobite::LeaderStep& s : steps) {
      // Over his own baseline the edge is no obstacle: he may leave (shown above).
      if (!s.blocked || (leave >= 0 && *s.blocked == jacobite::Blocked::off_board)) continue;
      out += fmt::format("{}x {} {}: {} [{}]\n", pad(indent), names.hex_or_dash(s.hex),
                         compass_name(s.dir, HexOrientation::pointy),
                         jacobite::blocked_text(*s.blocked), jacobite::blocked_rule(*s.blocked));
    }
  }
};

std::string request_text(const detail::JacobiteNamer& names, const jacobite::Request& req) {
  switch (req.kind) {
    case jacobite::RequestKind::combat:
      return fmt::format("combat against {}: {} by {} ({}), {}, {}", names.unit_name(req.target),
                         detail::combat_name(req.combat), detail::arm_name(req.attacker),
                         detail::mode_name(req.mode), plural(req.hits, "hit", "hits"),
                         plural(req.flags, "flag", "flags"));
    case jacobite::RequestKind::leader_attacked:
      return fmt::format("lone leader {} attacked: {}, {}", names.unit_name(req.target),
                         detail::combat_name(req.combat), plural(req.attack_dice, "die", "dice"));
    case jacobite::RequestKind::retire_and_rally:
      return fmt::format("retire and rally: {}", names.unit_name(req.target));
  }
  return "?";
}

/// The decision level of a unit's first retreat step: 1 when the owner first picks how many
/// flags to ignore, else 0.
int first_step_level(const jacobite::Preview& preview) {
  return preview.ignore && preview.ignore->allowed > 0 ? 1 : 0;
}

std::string rally_line(const detail::JacobiteNamer& names, const jacobite::Preview& preview) {
  std::string list;
  for (const UnitId id : preview.rally_candidates) {
    if (!list.empty()) list += ", ";
    list += names.unit_name(id);
  }
  return fmt::format("rally checks if the leader falls, in order: {} [JR-7, JR-8]", list);
}

/// The complete paths through a node and the range of their ends (ALL-1).
struct Ends {
  std::int64_t ways = 0;
  ScoreRange scores;
};

/// A unit's paths end where no rear hex is listed; every listed step is offered.
Ends path_ends_of(const jacobite::RetreatPaths& paths, int index) {
  const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
  Ends e;
  if (n.child_count == 0) {
    e.ways = 1;
    e.scores.add(n.best);
    return e;
  }
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
    const Ends child = path_ends_of(paths, c);
    e.ways += child.ways;
    e.scores.add(child.scores);
  }
  return e;
}

/// A leader may stop where he may end (or leave), and go on where a way on ends legally.
Ends leader_ends_of(const jacobite::LeaderPaths& paths, int index) {
  const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
  Ends e;
  if (n.can_stop) {
    e.ways = 1;
    e.scores.add(paths.stop_score(index));
  }
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
    if (!paths.nodes()[static_cast<std::size_t>(c)].completes) continue;
    const Ends child = leader_ends_of(paths, c);
    e.ways += child.ways;
    e.scores.add(child.scores);
  }
  return e;
}

void set_ends(ChoiceSummary& choice, const Ends& e) {
  choice.ways = e.ways;
  choice.best = e.scores.best;
  choice.worst = e.scores.worst;
}

/// "F5 NW"; a rear hex off the board has no name: its direction names it.
std::string step_label(const detail::JacobiteNamer& names, Hex hex, HexDir dir) {
  const std::string name = names.hex_or_dash(hex);
  const std::string_view compass = compass_name(dir, HexOrientation::pointy);
  return name == "-" ? std::string(compass) : fmt::format("{} {}", name, compass);
}

/// "may ignore 1 of 2 flags: a leader is attached [JR-3]".
std::string allowance_line(const jacobite::Request& r, const jacobite::IgnoreAllowance& a) {
  std::string why;
  for (const jacobite::IgnoreReason& reason : a.sources) {
    if (!reason.counts) continue;
    if (!why.empty()) why += "; ";
    why += reason.why.empty() ? std::string(detail::ignore_source_name(reason.source))
                              : std::string(reason.why);
  }
  return fmt::format("may ignore {} of {}: {} [JR-3]", a.allowed, plural(r.flags, "flag", "flags"),
                     why.empty() ? "no source" : why);
}

/// "retreat 2 hexes, 1 completed, 1 block lost".
std::string retreat_detail(const jacobite::RetreatPaths& paths) {
  if (paths.hexes() == 0) return "no retreat";
  std::string out = fmt::format("retreat {}", plural(paths.hexes(), "hex", "hexes"));
  if (paths.blocks_lost() > 0) {
    out += fmt::format(", {} completed, {} lost", paths.completed(),
                       plural(paths.blocks_lost(), "block", "blocks"));
  }
  return out;
}

/// The first step of a unit's retreat: the rear hexes taken, then the blocked ones.
void unit_step_choices(const detail::JacobiteNamer& names, const jacobite::RetreatPaths& paths,
                       OptionsSummary& s) {
  const jacobite::PathNode& root = paths.nodes()[0];
  s.topic = "retreat step";
  s.at = root.hex;
  s.at_label = names.hex(root.hex);
  if (path_ends(paths, 0)) return;
  for (const jacobite::PathStep& step : paths.steps(0)) {
    if (step.blocked) {
      s.rejected.push_back({step_label(names, step.hex, step.dir),
                            std::string(jacobite::blocked_text(*step.blocked)),
                            std::string(jacobite::blocked_rule(*step.blocked))});
      continue;
    }
    if (step.child < 0) continue;
    const jacobite::PathNode& child = paths.nodes()[static_cast<std::size_t>(step.child)];
    ChoiceSummary& choice = s.choices.emplace_back();
    choice.option = Option{OptionKind::move, child.hex, 0, child.best};
    choice.label = step_label(names, step.hex, step.dir);
    set_ends(choice, path_ends_of(paths, step.child));
    if (child.joins_leader) choice.detail = "the lone leader here attaches";
    if (child.passes_leader) choice.detail = "passes the lone leader, may not stop [JR-4]";
  }
}

/// The first step of a lone leader's retreat: stop, each hex or leaving in the order resolve
/// offers them, then the blocked rear hexes.
void leader_step_choices(const detail::JacobiteNamer& names, const jacobite::LeaderPaths& paths,
                         OptionsSummary& s) {
  const jacobite::LeaderNode& root = paths.nodes()[0];
  s.topic = "leader retreat step";
  s.strength_unit = "escape dice faced";  // LeaderPaths::stop_score
  s.at = root.hex;
  s.at_label = names.hex(root.hex);
  if (root.can_stop) {
    ChoiceSummary& stop = s.choices.emplace_back();
    stop.option = Option{OptionKind::stop, root.hex, 0, paths.stop_score(0)};
    stop.label = "stop";
    stop.ways = 1;
    stop.best = stop.worst = paths.stop_score(0);
  }
  const auto steps = paths.steps(0);
  for (int c = root.first_child; c < root.first_child + root.child_count; ++c) {
    const jacobite::LeaderNode& child = paths.nodes()[static_cast<std::size_t>(c)];
    if (!child.completes) continue;
    ChoiceSummary& choice = s.choices.emplace_back();
    const bool leave = child.how == jacobite::LeaderMove::leave;
    choice.option = Option{leave ? OptionKind::leave : OptionKind::move, child.hex, 0, child.best};
    if (leave) {
      choice.label = "leave";
      choice.detail = "over his baseline";
    } else {
      for (const jacobite::LeaderStep& step : steps) {
        if (step.child == c) choice.label = step_label(names, step.hex, step.dir);
      }
      if (child.how == jacobite::LeaderMove::escape && child.through) {
        choice.detail = "escaping through " + names.unit_name(*child.through);
      }
    }
    set_ends(choice, leader_ends_of(paths, c));
  }
  const bool may_leave = paths.leave_child(0) >= 0;
  for (const jacobite::LeaderStep& step : steps) {
    if (!step.blocked || (may_leave && *step.blocked == jacobite::Blocked::off_board)) continue;
    s.rejected.push_back({step_label(names, step.hex, step.dir),
                          std::string(jacobite::blocked_text(*step.blocked)),
                          std::string(jacobite::blocked_rule(*step.blocked))});
  }
}

/// The chance each choice shows (add_choice_chances): that `unit` is still on the battlefield at
/// the end, its rally check passed (JR-6) and no casualty check lost (JR-7, JR-8).
void stays_on_the_battlefield(const std::string& unit, OptionsSummary& s) {
  s.chance_units = {unit};
  s.chance_words = unit + " stays on the battlefield";
}

}  // namespace

std::string options_text(const LoadedScenario& scenario, const jacobite::Preview& preview,
                         std::optional<int> depth) {
  detail::require_resolvable(io::game_of<jacobite::Scenario>(scenario),
                             "jacobite::io::options_text: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
  require(preview.field != nullptr &&
              &preview.field->board() == &io::game_of<jacobite::Scenario>(scenario).board,
          "jacobite::io::options_text: the preview must be made from this scenario");
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer names(game);
  std::string out;
  if (!scenario.name.empty()) out += fmt::format("{}\n", scenario.name);
  out += request_text(names, game.request) + '\n';
  if (preview.ignore) {
    const jacobite::IgnoreAllowance& a = *preview.ignore;
    out += fmt::format("may ignore {} of {} ({} from sources, at most {}) [JR-3]\n", a.allowed,
                       plural(game.request.flags, "flag", "flags"), a.total, jacobite::kIgnoreCap);
    for (const jacobite::IgnoreReason& reason : a.sources) {
      out += fmt::format("  {} {}{}{}\n", reason.counts ? "+" : "-",
                         detail::ignore_source_name(reason.source), reason.why.empty() ? "" : ": ",
                         reason.why);
    }
  }
  for (const jacobite::Preview::Retreat& r : preview.retreats) {
    std::string head = preview.ignore
                           ? fmt::format("retreat ignoring {}", plural(r.ignored, "flag", "flags"))
                           : std::string("retreat");
    out += fmt::format("{}: {}, {} completed, {} lost [JR-4, JR-5]\n", head,
                       plural(r.paths.hexes(), "hex", "hexes"), r.paths.completed(),
                       plural(r.paths.blocks_lost(), "block", "blocks"));
    if (r.paths.nodes().empty()) continue;
    out += fmt::format("  {} (start)\n", names.hex(r.paths.nodes()[0].hex));
    PathsText{names, r.paths, depth, out}.children(0, 2, first_step_level(preview));
  }
  if (preview.leader && preview.leader_id) {
    const jacobite::LeaderPaths& paths = *preview.leader;
    const std::string from =
        paths.nodes().empty() ? std::string() : " from " + names.hex(paths.nodes()[0].hex);
    out += fmt::format("leader retreat of {}{}, 1-{} hexes{} [JR-9]\n",
                       names.unit_name(*preview.leader_id), from, jacobite::kLeaderRetreatMax,
                       paths.trapped() ? ": no legal retreat, he is eliminated" : "");
    if (!paths.nodes().empty()) {
      out += fmt::format("  {} (start)\n", names.hex(paths.nodes()[0].hex));
      LeaderText{names, paths, depth, out}.children(0, 2, 0);
    }
  }
  if (!preview.rally_candidates.empty()) out += rally_line(names, preview) + '\n';
  return out;
}

OptionsSummary options_summary(const LoadedScenario& scenario, const jacobite::Preview& preview) {
  detail::require_resolvable(io::game_of<jacobite::Scenario>(scenario),
                             "jacobite::io::options_summary: the scenario must pass check() with "
                             "no refusal (load_scenario() or the facade)");
  require(preview.field != nullptr &&
              &preview.field->board() == &io::game_of<jacobite::Scenario>(scenario).board,
          "jacobite::io::options_summary: the preview must be made from this scenario");
  const auto& game = io::game_of<jacobite::Scenario>(scenario);
  const detail::JacobiteNamer names(game);
  OptionsSummary s;
  s.title = scenario.name;
  s.request = request_text(names, game.request);
  s.strength_unit = "blocks lost";
  // JR-6: the rally check after the retreat may still rout the unit; the chance shown says so.
  s.loss_scope = "on the retreat";
  s.distance_unit = "hexes";
  s.distance_cap = jacobite::Field::kNoEnemy;
  if (preview.ignore) s.notes.push_back(allowance_line(game.request, *preview.ignore));
  if (first_step_level(preview) == 1) {
    // JR-3: resolve offers the most flags ignored first, each ranked by the retreat it leaves.
    const jacobite::RetreatPaths& most = preview.retreats.back().paths;
    s.topic = "flags to ignore";
    s.at = most.nodes()[0].hex;
    s.at_label = names.hex(most.nodes()[0].hex);
    for (auto r = preview.retreats.rbegin(); r != preview.retreats.rend(); ++r) {
      ChoiceSummary& choice = s.choices.emplace_back();
      Score best = r->paths.nodes()[0].best;
      best.distance = r->ignored;  // as resolve ranks it: each flag ignored spares a retreat
      choice.option = Option{OptionKind::count, s.at.value(), r->ignored, best};
      choice.label = "ignore " + plural(r->ignored, "flag", "flags");
      choice.detail = retreat_detail(r->paths);
      set_ends(choice, path_ends_of(r->paths, 0));
    }
    stays_on_the_battlefield(names.unit_name(game.request.target), s);
  } else if (!preview.retreats.empty()) {
    const jacobite::RetreatPaths& paths = preview.retreats.front().paths;
    unit_step_choices(names, paths, s);
    s.notes.push_back(fmt::format("{} [JR-4, JR-5]", retreat_detail(paths)));
    stays_on_the_battlefield(names.unit_name(game.request.target), s);
  } else if (preview.leader && preview.leader_id && !preview.leader->nodes().empty()) {
    leader_step_choices(names, *preview.leader, s);
    stays_on_the_battlefield(names.unit_name(*preview.leader_id), s);
    s.notes.push_back(fmt::format(
        "leader retreat of {} from {}, 1-{} hexes{} [JR-9]", names.unit_name(*preview.leader_id),
        names.hex(preview.leader->nodes()[0].hex), jacobite::kLeaderRetreatMax,
        preview.leader->trapped() ? ": no legal retreat, he is eliminated" : ""));
  }
  if (s.choices.empty()) {
    s.decided_by = DecidedBy::rules;
    if (s.notes.empty()) s.notes.emplace_back("no retreat to decide");
  }
  if (!preview.rally_candidates.empty()) s.notes.push_back(rally_line(names, preview));
  return s;
}

}  // namespace skedaddle::io
