// SPDX-License-Identifier: MIT
// What the owner of a Jacobite Rising request may decide, as indented text: the flag
// allowance with its sources, each retreat's path tree (rear hexes taken, then the blocked
// ones marked 'x' with their reasons), a lone leader's retreat, and the rally order.
#include <fmt/format.h>

#include <string>

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

struct PathsText {
  const detail::JacobiteNamer& names;
  const jacobite::RetreatPaths& paths;
  std::string& out;

  static std::string marks(const jacobite::PathNode& n) {
    if (n.joins_leader) return "; the lone leader here attaches, the retreat stops";
    if (n.passes_leader) return "; passes the lone leader here, may not stop [JR-4]";
    return "";
  }

  void children(int index, int indent) const {
    const jacobite::PathNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    if (n.depth >= paths.hexes() || n.joins_leader) return;
    const auto steps = paths.steps(index);
    for (const jacobite::PathStep& s : steps) {
      if (s.blocked || s.child < 0) continue;
      const jacobite::PathNode& c = paths.nodes()[static_cast<std::size_t>(s.child)];
      out += fmt::format("{}{} {}{}\n", pad(indent), names.hex_or_dash(s.hex),
                         compass_name(s.dir, HexOrientation::pointy), marks(c));
      children(s.child, indent + 1);
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

  void children(int index, int indent) const {
    const jacobite::LeaderNode& n = paths.nodes()[static_cast<std::size_t>(index)];
    if (index > 0 && n.how == jacobite::LeaderMove::leave) return;
    if (n.depth >= jacobite::kLeaderRetreatMax) return;
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
      children(s.child, indent + 1);
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

}  // namespace

std::string options_text(const LoadedScenario& scenario, const jacobite::Preview& preview) {
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
    PathsText{names, r.paths, out}.children(0, 2);
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
      LeaderText{names, paths, out}.children(0, 2);
    }
  }
  if (!preview.rally_candidates.empty()) {
    std::string list;
    for (const UnitId id : preview.rally_candidates) {
      if (!list.empty()) list += ", ";
      list += names.unit_name(id);
    }
    out += fmt::format("rally checks if the leader falls, in order: {} [JR-7, JR-8]\n", list);
  }
  return out;
}

}  // namespace skedaddle::io
