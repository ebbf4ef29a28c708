// SPDX-License-Identifier: MIT
// The owner's decisions of a Jacobite Rising request: options in canonical order and, for a
// program's callback, the choices ruled out with their rulings, as `options` shows them.
#include "jacobite/rules/decisions.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::string_view kIgnoreTopic = "ignore flags";
constexpr std::string_view kStepTopic = "retreat step";
constexpr std::string_view kLeaderTopic = "leader retreat step";

/// Starts `out` afresh as the owner's decision on `topic` at `at`, keeping its vectors' storage.
void start(Decision& out, std::string_view topic, Hex at) {
  out.actor = Actor::owner;
  out.topic = topic;
  out.at = at;
  out.options.clear();
  out.rejected.clear();
}

}  // namespace

RuledOut ignore_ruled_out(int n) {
  if (n > kIgnoreCap) return {"at most two flags are ignored in one combat roll", "JR-3"};
  return {"more flags than its sources let it ignore", "JR-3"};
}

RuledOut leader_no_stop_words(LeaderNoStop why) {
  switch (why) {
    case LeaderNoStop::not_yet_moved:
      return {"a lone leader must retreat at least one hex", "JR-9"};
    case LeaderNoStop::on_enemy:
      return {"a lone leader may not end his retreat on an enemy", "JR-9"};
    case LeaderNoStop::on_other_leader:
      break;
  }
  return {"a lone leader may not end his retreat on another leader", "JR-9"};
}

std::optional<LeaderNoStop> leader_no_stop_at(const LeaderPaths& paths, int node) {
  const LeaderNode& n = paths.nodes()[static_cast<std::size_t>(node)];
  if (n.can_stop) return std::nullopt;
  if (n.depth == 0) return LeaderNoStop::not_yet_moved;
  // LeaderView::may_end: no enemy (he escaped through it), no other leader.
  if (n.through) return LeaderNoStop::on_enemy;
  return LeaderNoStop::on_other_leader;
}

std::optional<RuledOut> leader_stop_ruled_out(const LeaderPaths& paths, int node) {
  const std::optional<LeaderNoStop> why = leader_no_stop_at(paths, node);
  if (!why) return std::nullopt;
  return leader_no_stop_words(*why);
}

void ignore_decision(const Field& field, UnitId target, int flags, const IgnoreAllowance& allowance,
                     RetreatPaths& paths, bool rejections, Decision& decision) {
  const Unit& u = field.unit(target);
  start(decision, kIgnoreTopic, u.hex);
  for (int n = allowance.allowed; n >= 0; --n) {
    paths.build(field, target, (flags - n) * hexes_per_flag(u.type));
    Score best = paths.nodes()[0].best;
    best.distance = n;  // ALL-1 after losses: each flag ignored spares retreat and check
    decision.options.push_back(Option{OptionKind::count, u.hex, n, best});
  }
  if (rejections) {
    for (int n = allowance.allowed + 1; n <= flags; ++n) {
      const RuledOut why = ignore_ruled_out(n);
      decision.rejected.push_back({u.hex, why.reason, why.rule, OptionKind::count, n});
    }
  }
}

void step_decision(const RetreatPaths& paths, int node, bool rejections, Decision& decision) {
  const PathNode& at = paths.nodes()[static_cast<std::size_t>(node)];
  start(decision, kStepTopic, at.hex);
  for (int c = 0; c < at.child_count; ++c) {
    const PathNode& child = paths.nodes()[static_cast<std::size_t>(at.first_child + c)];
    decision.options.push_back(Option{OptionKind::move, child.hex, 0, child.best});
  }
  if (rejections) {
    for (const PathStep& step : paths.steps(node)) {
      if (step.blocked) {
        decision.rejected.push_back(
            {step.hex, blocked_text(*step.blocked), blocked_rule(*step.blocked)});
      }
    }
  }
}

void leader_decision(const LeaderPaths& paths, int node, std::vector<int>& targets, bool rejections,
                     Decision& decision) {
  const LeaderNode& at = paths.nodes()[static_cast<std::size_t>(node)];
  start(decision, kLeaderTopic, at.hex);
  targets.clear();
  if (at.can_stop) {
    decision.options.push_back(Option{OptionKind::stop, at.hex, 0, paths.stop_score(node)});
    targets.push_back(-1);
  }
  for (int c = 0; c < at.child_count; ++c) {
    const LeaderNode& child = paths.nodes()[static_cast<std::size_t>(at.first_child + c)];
    if (!child.completes) continue;
    const OptionKind kind = child.how == LeaderMove::leave ? OptionKind::leave : OptionKind::move;
    decision.options.push_back(Option{kind, child.hex, 0, child.best});
    targets.push_back(at.first_child + c);
  }
  if (rejections) {
    if (const std::optional<RuledOut> stop = leader_stop_ruled_out(paths, node)) {
      decision.rejected.push_back({at.hex, stop->reason, stop->rule, OptionKind::stop});
    }
    // As options_text: over his own baseline the edge is no obstacle, he may leave.
    const bool may_leave = paths.leave_child(node) >= 0;
    for (const LeaderStep& step : paths.steps(node)) {
      if (!step.blocked || (may_leave && *step.blocked == Blocked::off_board)) continue;
      decision.rejected.push_back(
          {step.hex, blocked_text(*step.blocked), blocked_rule(*step.blocked)});
    }
  }
}

}  // namespace skedaddle::jacobite
