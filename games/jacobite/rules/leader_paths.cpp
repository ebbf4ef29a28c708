// SPDX-License-Identifier: MIT
// A lone leader's retreat: 1-3 hexes toward his baseline through friends, escaping through
// enemies only when no rear hex is free, or off his own baseline (JR-9).
#include <algorithm>

#include "skedaddle/core/contract.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {
namespace {

/// What a retreating leader meets in a hex.
struct LeaderView {
  const Field& field;
  UnitId leader;
  Side side;

  bool passable(Hex h) const {
    return field.board().contains(h) && field.board().terrain(h) != Terrain::impassable;
  }
  /// The enemy unit (it rolls) or else the enemy leader holding `h`.
  std::optional<UnitId> enemy_in(Hex h) const {
    if (const std::optional<UnitId> u = field.unit_at(h); u && field.unit(*u).side != side) {
      return u;
    }
    if (const std::optional<UnitId> l = field.leader_at(h); l && field.unit(*l).side != side) {
      return l;
    }
    return std::nullopt;
  }
  /// True when he may end his retreat in `h`: no enemy, no other leader (JR-9).
  bool may_end(Hex h) const {
    if (enemy_in(h)) return false;
    const std::optional<UnitId> l = field.leader_at(h);
    return !l || *l == leader;
  }
  /// The friendly unit he attaches to by ending in `h`.
  std::optional<UnitId> joins(Hex h) const {
    const std::optional<UnitId> u = field.unit_at(h);
    if (u && field.unit(*u).side == side) return u;
    return std::nullopt;
  }
  /// Battle dice he faces escaping through `through` (a lone enemy leader rolls none).
  int escape_dice(UnitId through) const {
    const Unit& e = field.unit(through);
    if (e.is_leader()) return 0;
    return melee_dice(e, field.leader_of(through).has_value());
  }
};

}  // namespace

void LeaderPaths::build(const Field& field, UnitId leader, Hex from) {
  require(field.unit(leader).is_leader(), "LeaderPaths::build: `leader` must be a leader");
  require(field.board().contains(from), "LeaderPaths::build: `from` must be on the board");
  field_ = &field;
  leader_ = leader;
  nodes_.clear();
  const Side side = field.unit(leader).side;
  const LeaderView view{field, leader, side};
  const std::array<HexDir, 2> rear = field.board().rear(side);
  nodes_.push_back(LeaderNode{.hex = from});

  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const LeaderNode node = nodes_[i];
    if (node.how == LeaderMove::leave || node.depth == kLeaderRetreatMax) continue;
    nodes_[i].first_child = static_cast<int>(nodes_.size());
    bool free = false;
    for (const HexDir d : rear) {
      const Hex n = neighbor(node.hex, d);
      free = free || (view.passable(n) && !view.enemy_in(n));
    }
    for (const HexDir d : rear) {
      const Hex n = neighbor(node.hex, d);
      if (!view.passable(n)) continue;
      const std::optional<UnitId> enemy = view.enemy_in(n);
      if (enemy && free) continue;  // JR-9: an escape only when no rear hex is free
      LeaderNode child{.parent = static_cast<int>(i), .hex = n, .depth = node.depth + 1};
      child.how = enemy ? LeaderMove::escape : LeaderMove::step;
      child.through = enemy;
      child.can_stop = view.may_end(n);
      if (child.can_stop) child.joins = view.joins(n);
      child.escape_dice = node.escape_dice + (enemy ? view.escape_dice(*enemy) : 0);
      nodes_.push_back(child);
      ++nodes_[i].child_count;
    }
    // JR-9: leaving over his own baseline is one of his retreat hexes.
    if (field.board().on_baseline(node.hex, side)) {
      nodes_.push_back(LeaderNode{.parent = static_cast<int>(i),
                                  .hex = node.hex,
                                  .depth = node.depth + 1,
                                  .how = LeaderMove::leave,
                                  .escape_dice = node.escape_dice,
                                  .can_stop = true});
      ++nodes_[i].child_count;
    }
  }

  // Children come after their parents: settle completion and ALL-1 scores from the leaves up.
  for (std::size_t i = nodes_.size(); i-- > 0;) {
    LeaderNode& node = nodes_[i];
    std::optional<Score> best;
    if (node.can_stop) best = stop_score(static_cast<int>(i));
    for (int c = 0; c < node.child_count; ++c) {
      const LeaderNode& child = nodes_[static_cast<std::size_t>(node.first_child + c)];
      if (!child.completes) continue;
      if (!best || better(child.best, *best)) best = child.best;
    }
    node.completes = best.has_value();
    if (best) node.best = *best;
  }
}

std::array<LeaderStep, 2> LeaderPaths::steps(int node) const {
  const LeaderNode& at = nodes_[checked_index(node, nodes_.size(), "node")];
  const Side side = field_->unit(leader_).side;
  const LeaderView view{*field_, leader_, side};
  const std::array<HexDir, 2> rear = field_->board().rear(side);
  std::array<LeaderStep, 2> out{};
  for (std::size_t k = 0; k < 2; ++k) {
    LeaderStep& s = out[k];
    s.dir = rear[k];
    s.hex = neighbor(at.hex, s.dir);
    if (at.how == LeaderMove::leave || at.depth == kLeaderRetreatMax) continue;
    for (int c = 0; c < at.child_count; ++c) {
      const LeaderNode& child = nodes_[static_cast<std::size_t>(at.first_child + c)];
      if (child.how != LeaderMove::leave && child.hex == s.hex) {
        s.child = at.first_child + c;
        s.how = child.how;
        if (!child.completes) s.blocked = Blocked::no_end;
      }
    }
    if (s.child >= 0) continue;
    if (!field_->board().contains(s.hex)) {
      s.blocked = Blocked::off_board;
    } else if (field_->board().terrain(s.hex) == Terrain::impassable) {
      s.blocked = Blocked::impassable;
    } else if (const std::optional<UnitId> enemy = view.enemy_in(s.hex)) {
      s.blocked = field_->unit(*enemy).is_leader() ? Blocked::enemy_leader : Blocked::enemy_unit;
    }
  }
  return out;
}

Score LeaderPaths::stop_score(int node) const {
  const LeaderNode& at = nodes_[checked_index(node, nodes_.size(), "node")];
  // Leaving the board takes him out of play (no banner): ALL-1 counts him as lost. The battle
  // dice he faced escaping stand for the strength risked on the way.
  const bool left = at.how == LeaderMove::leave;
  return Score{.units_lost = left ? 1 : 0,
               .strength_lost = at.escape_dice,
               .distance = left ? Field::kNoEnemy
                                : field_->enemy_distance(at.hex, field_->unit(leader_).side)};
}

int LeaderPaths::leave_child(int node) const {
  const LeaderNode& at = nodes_[checked_index(node, nodes_.size(), "node")];
  for (int c = 0; c < at.child_count; ++c) {
    if (nodes_[static_cast<std::size_t>(at.first_child + c)].how == LeaderMove::leave) {
      return at.first_child + c;
    }
  }
  return -1;
}

}  // namespace skedaddle::jacobite
