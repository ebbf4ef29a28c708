// SPDX-License-Identifier: MIT
// The owner's decision at a node of a GCACW option tree: the options, and for a program's
// callback the choices ruled out with their rulings, as `options` shows them.
#include "gcacw/rules/decision.hpp"

namespace skedaddle::gcacw {
namespace {

constexpr std::string_view kStepTopic = "retreat step";

}  // namespace

bool enemy_leader_in(const Unit& u, Side side, Hex hex) {
  return !u.is_combat() && u.side != side && u.status == Status::on_map && u.hex == hex;
}

const Unit* lone_enemy_leader_in(const RetreatTree& tree, Hex hex) {
  return lone_enemy_leader_in(*tree.scenario(), tree.stack(), hex);
}

const Unit* lone_enemy_leader_in(const Scenario& s, const std::vector<UnitId>& stack, Hex hex) {
  const Side side = s.units[index_of(stack.front())].side;
  for (const Unit& u : s.units) {
    if (enemy_leader_in(u, side, hex)) return &u;
  }
  return nullptr;
}

StopRuledOut no_stop_words(NoStop why) {
  switch (why) {
    case NoStop::short_of_minimum:
      return {"the retreat may not stop before its minimum length", "GC-1"};
    case NoStop::enemy_occupied:
      return {"a retreat may not end in an enemy-occupied hex", "GC-9"};
    case NoStop::lone_enemy_leader:
      return {
          "a retreat may not end in a lone enemy leader's hex (option end_on_lone_enemy_leader)",
          "GC-3"};
    case NoStop::adjacent_to_start:
      break;
  }
  return {"a retreat may not end adjacent to its start hex", "GC-3"};
}

std::optional<NoStop> no_stop_at(const RetreatTree& tree, int node) {
  return no_stop_at(tree.nodes()[static_cast<std::size_t>(node)], tree.range(), *tree.scenario(),
                    tree.stack());
}

std::optional<NoStop> no_stop_at(const TreeNode& n, LengthRange range, const Scenario& scenario,
                                 const std::vector<UnitId>& stack) {
  if (n.can_stop) return std::nullopt;
  // Workspace::settle: can_stop = depth >= min && hex allowed, the hex allowed when it holds
  // no enemy (GC-9), nor under end_on_lone_enemy_leader false an enemy leader (GC-3), and, but
  // for the defender's option, is not adjacent to the start (GC-3).
  if (n.depth < range.min) return NoStop::short_of_minimum;
  if (n.step.enemy) return NoStop::enemy_occupied;
  if (!scenario.options.end_on_lone_enemy_leader && !stack.empty() &&
      lone_enemy_leader_in(scenario, stack, n.hex)) {
    return NoStop::lone_enemy_leader;
  }
  return NoStop::adjacent_to_start;
}

std::optional<StopRuledOut> stop_ruled_out(const RetreatTree& tree, int node) {
  const std::optional<NoStop> why = no_stop_at(tree, node);
  if (!why) return std::nullopt;
  return no_stop_words(*why);
}

Decision decision_at(const RetreatTree& tree, int node, std::vector<int>& targets,
                     bool rejections) {
  Decision d;
  decision_at(tree, node, targets, rejections, d);
  return d;
}

void decision_at(const RetreatTree& tree, int node, std::vector<int>& targets, bool rejections,
                 Decision& d) {
  const TreeNode& n = tree.nodes()[static_cast<std::size_t>(node)];
  d.actor = Actor::owner;
  d.topic = kStepTopic;
  d.at = n.hex;
  d.options.clear();
  d.rejected.clear();
  targets.clear();
  if (n.can_stop) {
    d.options.push_back(Option{OptionKind::stop, n.hex, 0, tree.stop_score(node)});
    targets.push_back(-1);
  }
  if (rejections) {
    if (const std::optional<StopRuledOut> stop = stop_ruled_out(tree, node)) {
      d.rejected.push_back({n.hex, stop->reason, stop->rule, OptionKind::stop});
    }
    for (const Candidate& c : tree.candidates(node)) {
      if (c.rejection) {
        d.rejected.push_back({c.hex, rejection_text(*c.rejection), rejection_rule(*c.rejection)});
      }
    }
  }
  if (n.must_stop) return;
  for (int c = n.first_child; c < n.first_child + n.child_count; ++c) {
    const TreeNode& child = tree.nodes()[static_cast<std::size_t>(c)];
    if (!child.completes) continue;
    const OptionKind kind = child.step.override_step ? OptionKind::override_move : OptionKind::move;
    d.options.push_back(Option{kind, child.hex, 0, child.best});
    targets.push_back(c);
  }
}

}  // namespace skedaddle::gcacw
