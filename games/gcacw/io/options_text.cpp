// SPDX-License-Identifier: MIT
// The option tree as indented text: one line per neighbour, legal steps first with their
// subtrees, then the rejected ones with their reasons.
#include <fmt/format.h>

#include <vector>

#include "gcacw/io/names.hpp"
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

std::string stop_text(const gcacw::TreeNode& n) {
  if (n.must_stop) return "; must stop here";
  if (n.can_stop) return "; may stop here";
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

struct TreeText {
  const detail::GcacwNamer& names;
  const gcacw::RetreatTree& tree;
  HexOrientation orientation;
  std::string& out;

  void children(int index, int indent) const {
    const auto candidates = tree.candidates(index);
    const std::string pad(static_cast<std::size_t>(indent) * 2, ' ');
    for (const gcacw::Candidate& c : candidates) {
      if (c.rejection) continue;
      out += fmt::format("{}{} {}: {}", pad, names.hex_or_dash(c.hex),
                         compass_name(c.dir, orientation),
                         c.step ? step_text(*c.step) : std::string("legal"));
      if (c.child >= 0) {
        const gcacw::TreeNode& n = tree.nodes()[static_cast<std::size_t>(c.child)];
        out += fmt::format(", total loss {}{}{}\n", n.loss, stop_text(n),
                           fate_text(names, tree, c.child));
        children(c.child, indent + 1);
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

}  // namespace

std::string options_text(const LoadedScenario& scenario, const gcacw::RetreatTree& tree) {
  const auto& game = io::game_of<gcacw::Scenario>(scenario);
  const detail::GcacwNamer names(game);
  std::string out;
  if (!scenario.name.empty()) out += fmt::format("{}\n", scenario.name);
  out += fmt::format("{} of {} from {}, {}-{} hexes\n", gcacw::kind_name(game.request.kind),
                     stack_text(names, tree), names.hex(game.request.hex), tree.range().min,
                     tree.range().max);
  if (tree.too_large()) {
    out += fmt::format("the tree has more than {} steps and was cut short\n", gcacw::kMaxTreeNodes);
  }
  if (tree.surrenders()) {
    out += "no path completes the retreat, even with an override: the stack surrenders [GC-11]\n";
  } else if (tree.option_declined()) {
    out += "no path completes the retreat option, even with an override: it is not taken [GC-1]\n";
  } else {
    if (tree.override_in_force()) {
      out +=
          "no path within the priorities completes the retreat with a combat unit alive: one "
          "override allowed [GC-10]\n";
    }
    if (!tree.saves()) out += "every path that completes the retreat destroys the stack [GC-9]\n";
  }
  if (tree.nodes().empty()) return out;
  const gcacw::TreeNode& root = tree.nodes()[0];
  out += fmt::format("{} (start){}\n", names.hex(root.hex), stop_text(root));
  TreeText{names, tree, game.board.grid().system().orientation, out}.children(0, 1);
  return out;
}

}  // namespace skedaddle::io
