// SPDX-License-Identifier: MIT
// Resolving a GCACW retreat: walk the option tree with a chooser and apply what each step costs
// (GC-2, GC-8), the end of the retreat or the hex where the stack died (GC-9), surrender (GC-11)
// and fatigue (GC-1).
#include <algorithm>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

#include "gcacw/rules/decision.hpp"
#include "gcacw/rules/walk.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/events/event_writer.hpp"
#include "skedaddle/gcacw/rules.hpp"

namespace skedaddle::gcacw {

namespace {

std::string_view started_name(RetreatKind kind) {
  switch (kind) {
    case RetreatKind::normal:
      return "retreat";
    case RetreatKind::rout:
      return "rout";
    case RetreatKind::cavalry:
      return "cavalry retreat";
    case RetreatKind::defender_option:
      return "retreat option";
  }
  return "retreat";
}

/// The state of a resolution in progress, written into an outcome whose units are the
/// scenario's on entry and whose events are written over (EventWriter), so that a Resolution
/// reuses the storage of the last run's.
class Walk {
 public:
  Walk(const Scenario& s, const RetreatTree& tree, Outcome& out, std::vector<UnitId>& moving)
      : scenario_(s), tree_(tree), out_(out), events_(out.events), moving_(moving) {
    moving_.assign(tree.stack().begin(), tree.stack().end());
  }

  EventWriter& events() { return events_; }

  /// The events written so far (those of an earlier outcome after them left out).
  std::span<const Event> so_far() const { return events_.written(); }

  /// Drops what an earlier outcome left after the events written.
  void finish() { events_.finish(); }

  void started() {
    const LengthRange range = tree_.range();
    RetreatStarted& e = events_.next<RetreatStarted>();
    e.units.assign(tree_.stack().begin(), tree_.stack().end());
    e.from = scenario_.request.hex;
    e.kind = started_name(scenario_.request.kind);
    e.min_length = range.min;
    e.max_length = range.max;
    e.rule = "GC-1";
  }

  /// A message of `rule` whose text is the concatenation of `parts`.
  void message(std::initializer_list<std::string_view> parts, std::string_view rule) {
    Message& m = events_.next<Message>();
    m.text.clear();
    for (std::string_view part : parts)
      m.text.append(part);
    m.rule = rule;
  }

  void surrender() {
    int combat = 0;
    for (UnitId id : moving_) {
      Unit& u = unit(id);
      u.status = Status::surrendered;
      if (u.is_combat()) ++combat;
      events_.push(UnitRemoved{id, Fate::surrendered, u.manpower, "GC-11"});
    }
    out_.victory_points = combat * scenario_.options.surrender_vp;
    events_.push(VictoryPoints{opponent(side()), out_.victory_points, "GC-11"});
  }

  void step(int from_node, int to_node) {
    const TreeNode& from = tree_.nodes()[static_cast<std::size_t>(from_node)];
    const TreeNode& to = tree_.nodes()[static_cast<std::size_t>(to_node)];
    Moved& moved = events_.next<Moved>();
    moved.units.assign(moving_.begin(), moving_.end());
    moved.path.assign({Place{from.hex}, Place{to.hex}});
    moved.chart = to.step;
    moved.rule = to.step.override_step ? "GC-10" : "GC-7";
    moved.arcs.clear();
    for (UnitId id : moving_)
      unit(id).hex = to.hex;
    // GC-8: in a cavalry retreat, cavalry entering an enemy-occupied hex is eliminated there.
    const bool cavalry_lost = scenario_.request.kind == RetreatKind::cavalry && to.step.enemy;
    if (to.step.loss == 0 && !cavalry_lost) return;
    // GC-2, GC-8: the loss applies to each unit of the stack; at 0 manpower a unit is eliminated.
    // Those still moving are kept in order at the front of moving_.
    std::size_t still = 0;
    for (UnitId id : moving_) {
      Unit& u = unit(id);
      if (!u.is_combat()) {
        moving_[still++] = id;
        continue;
      }
      if (cavalry_lost) {
        u.status = Status::eliminated;
        events_.push(UnitRemoved{id, Fate::eliminated, u.manpower, "GC-8"});
        continue;
      }
      const int amount = std::min(u.manpower, to.step.loss);
      u.manpower -= amount;
      events_.push(StrengthLost{id, amount, u.manpower, "GC-8"});
      if (u.manpower == 0) {
        u.status = Status::eliminated;
        events_.push(UnitRemoved{id, Fate::eliminated, 0, "GC-2"});
        continue;
      }
      if (!u.disorganized) {
        u.disorganized = true;
        events_.push(StatusChanged{id, "disorganized", 1, "GC-2"});
      }
      moving_[still++] = id;
    }
    moving_.resize(still);
  }

  /// The last combat unit was eliminated entering `node`: the leaders, who go with the stack
  /// (GC-2), share its fate, and the retreat ends where the stack died (GC-9).
  void destroyed(int node) {
    const TreeNode& n = tree_.nodes()[static_cast<std::size_t>(node)];
    for (UnitId id : moving_) {
      unit(id).status = Status::eliminated;
      events_.push(UnitRemoved{id, Fate::eliminated, 0, "GC-2"});
    }
    moving_.clear();
    out_.destroyed_in = n.hex;
    RetreatEnded& ended = events_.next<RetreatEnded>();
    ended.units.clear();
    ended.at = n.hex;
    ended.length = n.depth;
    ended.rule = "GC-9";
  }

  void end(int node) {
    const TreeNode& n = tree_.nodes()[static_cast<std::size_t>(node)];
    RetreatEnded& ended = events_.next<RetreatEnded>();
    ended.units.assign(moving_.begin(), moving_.end());
    ended.at = n.hex;
    ended.length = n.depth;
    ended.rule = "GC-9";
    // GC-3 ignores lone enemy leaders, so a retreat may end on one (end_on_lone_enemy_leader,
    // default true); what becomes of him is the series' leader rules, not 7.6: say so.
    for (const Unit& u : scenario_.units) {
      if (!enemy_leader_in(u, side(), n.hex)) continue;
      message({u.id,
               ", an enemy leader alone in the hex where the retreat ends, now shares it with the "
               "retreating stack: lone enemy leaders are ignored by retreats; he must be "
               "displaced by the series' leader rules, which 7.6 does not give"},
              "GC-3");
    }
    // GC-1: a defender's retreat option on a "-" result costs each unit a fatigue level.
    if (scenario_.request.kind == RetreatKind::defender_option && scenario_.request.no_effect) {
      for (UnitId id : moving_) {
        Unit& u = unit(id);
        if (!u.is_combat() || u.fatigue >= 4) continue;
        ++u.fatigue;
        events_.push(StatusChanged{id, "fatigue", u.fatigue, "GC-1"});
      }
    }
  }

 private:
  Unit& unit(UnitId id) { return out_.units[index_of(id)]; }
  // Every unit of the stack is of one side (the tree keeps only that side's units).
  Side side() const { return scenario_.units[index_of(tree_.stack().front())].side; }

  const Scenario& scenario_;
  const RetreatTree& tree_;
  Outcome& out_;
  EventWriter events_;
  std::vector<UnitId>& moving_;
};

/// Why a defender's retreat option is not taken (GC-1): nothing can be entered, every way runs
/// into a dead end before a hex where it may end, or every way that completes it destroys the
/// stack (settled on 2026-11-28: no player asks for a retreat that kills the whole stack when
/// standing still is allowed). The override is in force whenever no path saves (GC-10).
std::string_view declined_reason(const RetreatTree& tree) {
  if (tree.nodes()[0].child_count == 0) {
    return "no neighbour of the start hex may be entered (GC-3)";
  }
  if (tree.completes()) {
    return "every path that completes it destroys the stack (no combat unit survives), even "
           "with one override (GC-10)";
  }
  return "every path runs into a dead end before a hex where the retreat may end (GC-9), even "
         "with one override (GC-10)";
}

/// Invariants of a final position (DESIGN: checked after every change in Debug): every unit on
/// the map or with a fate, and no hex holding combat units of both sides.
[[maybe_unused]] bool position_is_ok(const Scenario& s, const Outcome& out) {
  for (const Unit& u : out.units) {
    if (u.status != Status::on_map) continue;
    if (!s.board.contains(u.hex) || s.board.terrain(u.hex) == Terrain::impassable) return false;
    if (u.is_combat() && u.manpower <= 0) return false;
    for (const Unit& v : out.units) {
      if (v.status == Status::on_map && v.is_combat() && u.is_combat() && v.hex == u.hex &&
          v.side != u.side) {
        return false;
      }
    }
  }
  return out.units.size() == s.units.size();
}

}  // namespace

namespace {

/// A new outcome of `scenario` resolved with `tree` built from it.
Result<Outcome> walk_tree(const Scenario& scenario, Chooser& chooser, const RetreatTree& tree) {
  Outcome out;
  out.units = scenario.units;
  WalkScratch scratch;
  if (Errors errors = walk_into(scenario, chooser, tree, out, scratch); !errors.empty()) {
    return errors;
  }
  return out;
}

}  // namespace

Result<Outcome> resolve(const Scenario& scenario, Chooser& chooser) {
  RetreatTree tree;
  return resolve(scenario, chooser, tree);
}

Result<Outcome> resolve(const Scenario& scenario, Chooser& chooser, RetreatTree& tree) {
  if (Errors errors = tree.build(scenario); !errors.empty()) return errors;
  return walk_tree(scenario, chooser, tree);
}

Result<Outcome> resolve(const Checked<Scenario>& scenario, Chooser& chooser, RetreatTree& tree) {
  tree.build(scenario);
  return walk_tree(*scenario, chooser, tree);
}

Result<Outcome> resolve_built(const RetreatTree& tree, Chooser& chooser) {
  SKD_ASSERT(tree.scenario() != nullptr, "resolve_built needs a tree that build() built");
  return walk_tree(*tree.scenario(), chooser, tree);
}

Errors walk_into(const Scenario& scenario, Chooser& chooser, const RetreatTree& tree, Outcome& out,
                 WalkScratch& scratch) {
  out.victory_points = 0;
  out.destroyed_in.reset();
  out.declined.clear();
  Walk walk(scenario, tree, out, scratch.moving);
  walk.started();

  if (tree.too_large()) return Errors{too_large_error()};
  if (tree.option_declined()) {
    out.declined = declined_reason(tree);
    walk.message({"the retreat option is not taken: ", out.declined, "; nobody moves"}, "GC-1");
    walk.finish();
    return {};
  }
  if (tree.surrenders()) {
    walk.surrender();
    walk.finish();
    SKD_ASSERT(position_is_ok(scenario, out), "a surrender left an illegal position");
    return {};
  }

  // GC-2: leaders the defender's option did not name go with the units that take it
  // (option_leaders "accompany"); the outcome says so, in the text's words.
  if (scenario.request.kind == RetreatKind::defender_option) {
    const std::vector<UnitId>& named = scenario.request.units;
    for (UnitId id : tree.stack()) {
      if (named.empty() || std::find(named.begin(), named.end(), id) != named.end()) continue;
      walk.message({scenario.units[index_of(id)].id,
                    " accompanies the units that take the retreat option: \"Leaders must "
                    "accompany retreating units with which they are stacked\" (7.6)"},
                   "GC-2");
    }
  }

  Decision& decision = scratch.decision;
  int node = 0;
  for (;;) {
    decision_at(tree, node, scratch.targets, chooser.shows_rejections(), decision);
    SKD_ASSERT(!decision.options.empty(), "a completing node offers at least one option");
    std::size_t pick = 0;
    if (decision.options.size() > 1) {
      // The events of this run only: a kept outcome's events after them are an earlier run's.
      const std::optional<std::size_t> chosen = chooser.choose(decision, walk.so_far());
      if (!chosen) return Errors{*chooser.error()};
      pick = *chosen;
      const Option& picked = decision.options[pick];
      walk.events().push(chose_event(decision, pick, chooser,
                                     picked.kind == OptionKind::override_move ? "GC-10" : "GC-7"));
    }
    const int target = scratch.targets[pick];
    if (target < 0) break;
    walk.step(node, target);
    node = target;
    if (!tree.nodes()[static_cast<std::size_t>(node)].survivors) break;
  }
  if (tree.nodes()[static_cast<std::size_t>(node)].survivors) {
    walk.end(node);
  } else {
    walk.destroyed(node);
  }
  walk.finish();
  SKD_ASSERT(position_is_ok(scenario, out), "a retreat ended in an illegal position");
  if (const ScriptedChoice* extra = chooser.next_scripted();
      chooser.kind() == ChooserKind::script && extra != nullptr) {
    return Errors{{extra->pointer.empty() ? "/choices" : extra->pointer,
                   "recorded choice not used: the retreat was over before this decision"}};
  }
  return {};
}

}  // namespace skedaddle::gcacw
