// SPDX-License-Identifier: MIT
// A unit's retreat paths: each hex one of the two rear hexes, only the paths that complete the
// most hexes (JR-1, JR-4), stopping on a lone friendly leader, or passing him when the unit has
// a leader of its own (JR-4).
#include <algorithm>
#include <array>
#include <utility>

#include "skedaddle/core/contract.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {
namespace {

/// How a retreating unit may enter a hex it is not blocked from.
enum class Entry : std::uint8_t {
  free,  ///< an empty hex
  join,  ///< a lone friendly leader, for a unit without one: he attaches, the retreat stops
  pass,  ///< a lone friendly leader, for a unit with one: it passes, but may not end there
};

/// What a retreating unit meets in the hexes behind it.
struct UnitView {
  const Field& field;
  Side side;
  bool has_leader;
  int hexes;
  std::array<HexDir, 2> rear;

  /// Why `h` cannot be entered, or nothing; `entry` tells how it is entered.
  std::optional<Blocked> blocked(Hex h, Entry& entry) const {
    entry = Entry::free;
    const int i = field.hex_index(h);
    if (i < 0) return Blocked::off_board;
    if (field.board().terrain_at(i) == Terrain::impassable) return Blocked::impassable;
    if (const std::optional<UnitId> u = field.unit_in(i)) {
      return field.unit(*u).side == side ? Blocked::friendly_unit : Blocked::enemy_unit;
    }
    if (const std::optional<UnitId> l = field.leader_in(i)) {
      if (field.unit(*l).side != side) return Blocked::enemy_leader;
      // JR-4: two leaders may not share the hex at the end, so a led unit only passes.
      entry = has_leader ? Entry::pass : Entry::join;
    }
    return std::nullopt;
  }

  /// Hexes completed by the best way on from `h`, reached after `depth` hexes, where `end` is
  /// the depth of the last hex on the way the unit may end in (JR-4: a stop on a lone leader
  /// completes the retreat; a path whose last hex would be one it only passes falls short by
  /// that hex).
  int reach(Hex h, int depth, int end) const {
    if (depth == hexes) return end;
    int best = end;
    for (const HexDir d : rear) {
      best = std::max(best, via(neighbor(h, d), depth, end));
      if (best == hexes) break;
    }
    return best;
  }

  /// Hexes completed by the best path that enters `n` from a hex reached after `depth` hexes
  /// (with `end` as in reach), or -1 when `n` cannot be entered.
  int via(Hex n, int depth, int end) const {
    Entry entry = Entry::free;
    if (blocked(n, entry)) return -1;
    return via_open(n, entry, depth, end);
  }

  /// via() of a hex `n` that is not blocked and is entered as `entry`.
  int via_open(Hex n, Entry entry, int depth, int end) const {
    switch (entry) {
      case Entry::join:
        return hexes;
      case Entry::pass:
        return reach(n, depth + 1, end);
      case Entry::free:
        break;
    }
    return reach(n, depth + 1, depth + 1);
  }
};

UnitView view_of(const Field& field, UnitId unit, int hexes) {
  const Unit& u = field.unit(unit);
  return {field, u.side, field.leader_of(unit).has_value(), hexes, field.board().rear(u.side)};
}

/// The depth of the last hex up to `node` where the unit may end (JR-4: not a passed leader's).
int last_end(const std::vector<PathNode>& nodes, int node) {
  while (nodes[static_cast<std::size_t>(node)].passes_leader) {
    node = nodes[static_cast<std::size_t>(node)].parent;
  }
  return nodes[static_cast<std::size_t>(node)].depth;
}

}  // namespace

std::string_view blocked_text(Blocked b) {
  switch (b) {
    case Blocked::off_board:
      return "off the board";
    case Blocked::impassable:
      return "impassable terrain";
    case Blocked::friendly_unit:
      return "a friendly unit";
    case Blocked::enemy_unit:
      return "an enemy unit";
    case Blocked::enemy_leader:
      return "an enemy leader";
    case Blocked::friendly_leader:
      return "a lone friendly leader: a unit with its own may pass but not end there";
    case Blocked::shorter:
      return "its paths complete fewer hexes than another";
    case Blocked::no_end:
      return "every way on ends where the leader may not stop";
  }
  return "?";
}

std::string_view blocked_rule(Blocked b) {
  switch (b) {
    case Blocked::off_board:
      return "JR-5";
    case Blocked::no_end:
      return "JR-9";
    case Blocked::impassable:
    case Blocked::friendly_unit:
    case Blocked::enemy_unit:
    case Blocked::enemy_leader:
    case Blocked::friendly_leader:
    case Blocked::shorter:
      return "JR-4";
  }
  return "?";
}

void RetreatPaths::build(const Field& field, UnitId unit, int hexes) {
  require(field.unit(unit).status == Status::on_board && !field.unit(unit).is_leader(),
          "RetreatPaths::build: the unit must be a unit (not a leader) on the board");
  require(hexes >= 0, "RetreatPaths::build: a retreat of 0 hexes or more");
  field_ = &field;
  unit_ = unit;
  hexes_ = hexes;
  nodes_.clear();
  const UnitView view = view_of(field, unit, hexes);
  const Unit& u = field.unit(unit);
  completed_ = view.reach(u.hex, 0, 0);
  nodes_.push_back(PathNode{.hex = u.hex});

  // Breadth first, so the children of a node are contiguous. A step is kept when some path
  // through it completes the most hexes and ends beyond this node: a passed leader's hex
  // (JR-4) is never an end, so it is kept only when the way on from it reaches one.
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    const PathNode node = nodes_[i];
    if (node.joins_leader || node.depth == hexes_) continue;
    const int end = last_end(nodes_, static_cast<int>(i));
    nodes_[i].first_child = static_cast<int>(nodes_.size());
    for (const HexDir d : view.rear) {
      Entry entry = Entry::free;
      const Hex n = neighbor(node.hex, d);
      if (view.blocked(n, entry)) continue;
      const int v = view.via_open(n, entry, node.depth, end);
      if (v != completed_ || v <= end) continue;
      nodes_.push_back(PathNode{.parent = static_cast<int>(i),
                                .hex = n,
                                .depth = node.depth + 1,
                                .joins_leader = entry == Entry::join,
                                .passes_leader = entry == Entry::pass});
      ++nodes_[i].child_count;
    }
  }

  // ALL-1: every offered path loses the same blocks; the end farthest from the enemy is best.
  const int lost = hexes_ - completed_;
  const Score end{.units_lost = lost >= u.blocks ? 1 : 0,
                  .strength_lost = std::min(lost, u.blocks),
                  .distance = 0};
  // The paths cross: the ends of one depth are few hexes reached many ways, and an end's hex
  // often came among the last few, whose distances are kept.
  std::array<std::pair<Hex, int>, 4> recent{};
  std::size_t recent_count = 0;
  const auto distance = [&](Hex h) {
    for (std::size_t k = 0; k < std::min(recent_count, recent.size()); ++k) {
      if (recent[k].first == h) return recent[k].second;
    }
    const int d = field.enemy_distance(h, u.side);
    recent[recent_count++ % recent.size()] = {h, d};
    return d;
  };
  for (std::size_t i = nodes_.size(); i-- > 0;) {
    PathNode& node = nodes_[i];
    if (node.child_count == 0) {
      node.best = end;
      node.best.distance = distance(node.hex);
      continue;
    }
    node.best = nodes_[static_cast<std::size_t>(node.first_child)].best;
    for (int c = 1; c < node.child_count; ++c) {
      const Score& s = nodes_[static_cast<std::size_t>(node.first_child + c)].best;
      if (better(s, node.best)) node.best = s;
    }
  }
}

std::array<PathStep, 2> RetreatPaths::steps(int node) const {
  const PathNode& at = nodes_[checked_index(node, nodes_.size(), "node")];
  const UnitView view = view_of(*field_, unit_, hexes_);
  std::array<PathStep, 2> out{};
  for (std::size_t k = 0; k < 2; ++k) {
    PathStep& s = out[k];
    s.dir = view.rear[k];
    s.hex = neighbor(at.hex, s.dir);
    // A finished retreat considers nothing further.
    if (at.joins_leader || at.depth == hexes_) continue;
    for (int c = 0; c < at.child_count; ++c) {
      if (nodes_[static_cast<std::size_t>(at.first_child + c)].hex == s.hex) {
        s.child = at.first_child + c;
      }
    }
    if (s.child >= 0) continue;
    Entry entry = Entry::free;
    s.blocked = view.blocked(s.hex, entry);
    if (s.blocked) continue;
    // A passed leader's hex with no end beyond it: the path would end on him (JR-4).
    const int end = last_end(nodes_, node);
    const bool ends_on_leader = entry == Entry::pass && view.via(s.hex, at.depth, end) <= end;
    s.blocked = ends_on_leader ? Blocked::friendly_leader : Blocked::shorter;
  }
  return out;
}

}  // namespace skedaddle::jacobite
