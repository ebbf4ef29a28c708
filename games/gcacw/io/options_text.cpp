// SPDX-License-Identifier: MIT
// The option tree as indented text: one line per neighbour, legal steps first with their
// subtrees, then the rejected ones with their reasons.
#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "gcacw/io/checked_summary.hpp"
#include "gcacw/io/names.hpp"
#include "gcacw/io/tree_notes.hpp"
#include "gcacw/rules/decision.hpp"
#include "io/checked_game.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

std::string step_text(const ChartStep& step) {
  std::string out = fmt::format("chart {} row {} (priority {}), loss {}", step.chart, step.row,
                                step.priority, step.loss);
  if (step.override_step) out += ", override";
  return out;
}

/// True when the retreat, past its minimum, may not end at `n` only because a lone enemy leader
/// stands there and the scenario's end_on_lone_enemy_leader is false (GC-3, GC-9). The other
/// reasons a stop is ruled out are on the board for the reader to see; this one is an option.
bool barred_by_lone_enemy_leader(const gcacw::RetreatTree& tree, const gcacw::TreeNode& n) {
  const gcacw::Scenario& s = *tree.scenario();
  if (s.options.end_on_lone_enemy_leader || n.can_stop || n.step.enemy ||
      n.depth < tree.range().min || tree.stack().empty()) {
    return false;
  }
  return gcacw::lone_enemy_leader_in(tree, n.hex) != nullptr;
}

std::string stop_text(const gcacw::RetreatTree& tree, const gcacw::TreeNode& n) {
  if (n.must_stop) return "; must stop here";
  if (n.can_stop) return "; may stop here";
  if (barred_by_lone_enemy_leader(tree, n)) {
    return "; may not stop here: a lone enemy leader's hex (option end_on_lone_enemy_leader) "
           "[GC-3]";
  }
  return "";
}

std::string names_text(const detail::GcacwNamer& names, const std::vector<UnitId>& units) {
  std::string out;
  for (const UnitId id : units) {
    if (!out.empty()) out += ", ";
    out += names.unit_name(id);
  }
  return out;
}

// Who is eliminated entering a node, and whether the stack is destroyed there (GC-9).
std::string fate_text(const detail::GcacwNamer& names, const gcacw::RetreatTree& tree, int index) {
  const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
  std::string out;
  const std::vector<UnitId> gone = tree.eliminated_at(index);
  if (n.destroys) {
    out +=
        fmt::format("; the stack is destroyed here: {} eliminated [GC-9]", names_text(names, gone));
  } else if (!gone.empty()) {
    out += fmt::format("; {} eliminated here", names_text(names, gone));
  }
  if (n.survivors && n.completes && !n.saves) out += "; every way on destroys the stack";
  return out;
}

/// Levels of lines below a node: every node lists its six neighbours, legal or not.
int levels_below(const gcacw::RetreatTree& tree, int index) {
  const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(index)];
  int deepest = 0;
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c)
    deepest = std::max(deepest, levels_below(tree, c));
  return 1 + deepest;
}

struct TreeText {
  const detail::GcacwNamer& names;
  const gcacw::RetreatTree& tree;
  HexOrientation orientation;
  std::optional<int> depth;
  std::string& out;

  /// The lines of the neighbours of node `index`, the decision `level` below the first.
  void children(int index, int indent, int level = 0) const {
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    if (depth && level > *depth) {
      const int left = levels_below(tree, index);
      out +=
          fmt::format("{}... ({} more {}; --depth)\n", pad, left, left == 1 ? "level" : "levels");
      return;
    }
    const auto candidates = tree.candidates(index);
    for (const gcacw::Candidate& c : candidates) {
      if (c.rejection) continue;
      out += fmt::format("{}{} {}: {}", pad, names.hex_or_dash(c.hex),
                         compass_name(c.dir, orientation),
                         c.step ? step_text(*c.step) : std::string("legal"));
      if (c.child >= 0) {
        const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(c.child)];
        out += fmt::format(", total loss {}{}{}\n", n.loss, stop_text(tree, n),
                           fate_text(names, tree, c.child));
        children(c.child, indent + 1, level + 1);
      } else {
        out += '\n';
      }
    }
    for (const gcacw::Candidate& c : candidates) {
      if (!c.rejection) continue;
      out += fmt::format("{}x {} {}: ", pad, names.hex_or_dash(c.hex),
                         compass_name(c.dir, orientation));
      // The chart row explains only the rejections that depend on it.
      const bool row_matters = *c.rejection == gcacw::Rejection::lower_priority ||
                               *c.rejection == gcacw::Rejection::override_spent ||
                               *c.rejection == gcacw::Rejection::cannot_complete;
      if (c.step && row_matters) out += step_text(*c.step) + "; ";
      out += fmt::format("{} [{}]\n", gcacw::rejection_text(*c.rejection),
                         gcacw::rejection_rule(*c.rejection));
    }
  }
};

std::string stack_text(const detail::GcacwNamer& names, const gcacw::RetreatTree& tree) {
  return names_text(names, tree.stack());
}

/// "retreat of Ewell, Early from 0301, 1-4 hexes".
std::string request_line(const detail::GcacwNamer& names, const gcacw::Scenario& game,
                         const gcacw::RetreatTree& tree) {
  return fmt::format("{} of {} from {}, {}-{} hexes", gcacw::kind_name(game.request.kind),
                     stack_text(names, tree), names.hex(game.request.hex), tree.range().min,
                     tree.range().max);
}

/// True when a combat unit of the side opposing the stack stands on the map: without one, the
/// distances of the scores mean nothing.
bool enemy_on_map(const gcacw::Scenario& game, const gcacw::RetreatTree& tree) {
  if (tree.stack().empty()) return false;
  const Side side = game.units[index_of(tree.stack().front())].side;
  return std::any_of(game.units.begin(), game.units.end(), [&](const gcacw::Unit& u) {
    return u.side != side && u.is_combat() && u.status == gcacw::Status::on_map;
  });
}

}  // namespace

std::string options_text(const LoadedScenario& scenario, const gcacw::RetreatTree& tree,
                         std::optional<int> depth) {
  detail::require_resolvable(io::game_of<gcacw::Scenario>(scenario),
                             "gcacw::io::options_text: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
  require(tree.scenario() == &io::game_of<gcacw::Scenario>(scenario),
          "gcacw::io::options_text: the tree must be built from this scenario");
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  std::string out;
  if (!scenario.name.empty()) out += fmt::format("{}\n", scenario.name);
  out += request_line(names, game, tree) + '\n';
  for (const std::string& note : detail::tree_notes(tree))
    out += note + '\n';
  if (tree.nodes().empty()) return out;
  const gcacw::TreeNode& root = tree.nodes()[0];
  out += fmt::format("{} (start){}\n", names.hex(root.hex), stop_text(tree, root));
  TreeText{names, tree, game.board.grid().system().orientation, depth, out}.children(0, 1);
  return out;
}

OptionsSummary options_summary(const LoadedScenario& scenario, const gcacw::RetreatTree& tree) {
  detail::require_resolvable(io::game_of<gcacw::Scenario>(scenario),
                             "gcacw::io::options_summary: the scenario must pass check() with no "
                             "refusal (load_scenario() or the facade)");
  require(tree.scenario() == &io::game_of<gcacw::Scenario>(scenario),
          "gcacw::io::options_summary: the tree must be built from this scenario");
  return detail::checked_options_summary(scenario, tree);
}

OptionsSummary detail::checked_options_summary(const LoadedScenario& scenario,
                                               const gcacw::RetreatTree& tree) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  const HexOrientation orientation = game.board.grid().system().orientation;
  OptionsSummary s;
  s.title = scenario.name;
  s.request = request_line(names, game, tree);
  s.topic = "retreat step";
  s.strength_unit = "manpower lost";
  if (enemy_on_map(game, tree)) s.distance_unit = "hexes";
  s.notes = detail::tree_notes(tree);
  // GC-1: a declined option is nobody's choice; the notes say why.
  if (tree.option_declined()) s.decided_by = DecidedBy::rules;
  if (tree.nodes().empty()) return s;
  const gcacw::TreeNode& root = tree.nodes()[0];
  s.at = root.hex;
  s.at_label = names.hex(root.hex);
  // The options of resolve's first decision: stop (when allowed), then the completing
  // neighbours in canonical order.
  if (root.can_stop) {
    ChoiceSummary& stop = s.choices.emplace_back();
    const Score score = root.destroys ? root.best : tree.stop_score(0);
    stop.option = Option{OptionKind::stop, root.hex, 0, score};
    stop.label = "stop";
    stop.ways = 1;
    stop.best = stop.worst = score;
  }
  for (const gcacw::Candidate& c : tree.candidates(0)) {
    // A neighbour off the map has no number: its direction names it.
    const std::string hex = names.hex_or_dash(c.hex);
    const std::string_view dir = compass_name(c.dir, orientation);
    const std::string label = hex == "-" ? std::string(dir) : fmt::format("{} {}", hex, dir);
    if (c.rejection) {
      s.rejected.push_back({label, std::string(gcacw::rejection_text(*c.rejection)),
                            std::string(gcacw::rejection_rule(*c.rejection))});
      continue;
    }
    if (root.must_stop || c.child < 0) continue;
    if (tree.option_declined()) {
      // GC-1: the option is not taken, so no step is a choice; say why each way is not.
      s.rejected.push_back({label, "every way on from there destroys the stack", "GC-1"});
      continue;
    }
    const gcacw::TreeNode& child = tree.nodes()[static_cast<std::size_t>(c.child)];
    const OptionWays e = gcacw::ways_through(tree, c.child);
    ChoiceSummary& choice = s.choices.emplace_back();
    const OptionKind kind = child.step.override_step ? OptionKind::override_move : OptionKind::move;
    choice.option = Option{kind, child.hex, 0, child.best};
    choice.label = label;
    choice.ways = e.ways;
    choice.best = e.ends.best;
    choice.worst = e.ends.worst;
    if (child.step.override_step) choice.detail = "override [GC-10]";
  }
  return s;
}

}  // namespace skedaddle::io
