// SPDX-License-Identifier: MIT
// Resolving a Jacobite Rising request: hits, the leader casualty check, bolster morale, the
// retreat, the rally check, leaders swept away or retreating alone, and cascading checks.
//
// Order of dice draws (ALL-2): the attack on a lone leader; the leader casualty check for the
// hits (before the flags are ignored); cascading rally checks in the owner's order (the fallen
// leader's unit decides its flags just before its own); the casualty check after a blocked
// retreat (JR-8); the unit's rally check after its retreat; the leader's panic check when his
// unit fails; an escape's melee dice when the leader enters the enemy hex.
#include <algorithm>
#include <array>
#include <memory>
#include <string>

#include "jacobite/rules/decisions.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/events/event_writer.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {

/// What a resolution works on and reuses from one run to the next: the battlefield, and the
/// scratch of its retreats, decisions and cascades, whose storage is kept.
struct Resolution::Work {
  /// A lone leader's retreat in progress: his paths and the node each option leads to.
  struct LeaderRetreat {
    LeaderPaths paths;
    std::vector<int> targets;  // -1: stop
  };

  explicit Work(const Scenario& scenario) : field(scenario) {}

  Field field;
  RetreatPaths paths;  // one unit retreats at a time
  Decision decision;   // each decision is made before the next is asked
  // A leader's retreat or a cascade may start inside another (a leader falling in a cascade
  // brings his own), so these are stacks by depth of nesting, their items kept for reuse.
  std::vector<std::unique_ptr<LeaderRetreat>> leader_retreats;
  std::vector<std::unique_ptr<std::vector<UnitId>>> cascades;
  std::vector<std::uint32_t> last_changed;  // units the last run changed (Resolution)
};

namespace {

constexpr std::string_view kOrderTopic = "rally order";

bool is_foot_or_guns(UnitType t) {
  return t != UnitType::cavalry && t != UnitType::leader;
}

/// Item `depth` of a stack of scratch items, made the first time that depth is reached.
template <class T>
T& scratch_at(std::vector<std::unique_ptr<T>>& stack, std::size_t depth) {
  if (stack.size() <= depth) stack.push_back(std::make_unique<T>());
  return *stack[depth];
}

/// Counts one more level of nesting while it lives; `depth` is its own, from 0.
struct Nested {
  explicit Nested(std::size_t& levels) : counter(levels), depth(levels++) {}
  ~Nested() { --counter; }
  Nested(const Nested&) = delete;
  Nested& operator=(const Nested&) = delete;

  std::size_t& counter;
  const std::size_t depth;
};

/// A unit and the leaders retreating with it (at most its own, or one it picks up).
struct Stack {
  std::array<UnitId, 2> ids{};
  std::size_t size = 0;

  void add(UnitId id) {
    // JR-4: a unit picks up a lone leader only when it has none of its own.
    SKD_ASSERT(size < ids.size(), "a retreating stack of more than a unit and one leader");
    ids[size++] = id;
  }
  /// Writes the stack over `out`. (Resized, then copied: a kept event's vector already has
  /// the size nearly always, and assign() took the general path of a range of any length.)
  void write(std::vector<UnitId>& out) const {
    out.resize(size);
    std::copy_n(ids.begin(), size, out.begin());
  }
};

/// One resolution on a field as the scenario sets it, into an outcome whose events it writes
/// over (EventWriter), with the first failure of chooser or dice.
class Resolver {
 public:
  Resolver(const Scenario& s, Dice& dice, Chooser& chooser, Resolution::Work& work, Outcome& out)
      : s_(s),
        field_(work.field),
        dice_(dice),
        chooser_(chooser),
        work_(work),
        banners_(out.banners),
        events_(out.events) {
    banners_ = {};
  }

  /// Plays the request out; error() then says whether the chooser failed.
  void run() {
    switch (s_.request.kind) {
      case RequestKind::combat:
        combat();
        break;
      case RequestKind::leader_attacked:
        leader_attacked();
        break;
      case RequestKind::retire_and_rally:
        retire();
        break;
    }
  }

  std::optional<Error> error() const { return error_; }

  /// Drops the events of an earlier resolution that were not written over.
  void finish() { events_.finish(); }

 private:
  // ---- choices, dice, banners -------------------------------------------------------

  /// The option taken at a decision (asking the chooser only when there are two or more), or
  /// nothing once the chooser has failed.
  std::optional<std::size_t> decide(const Decision& decision, std::string_view rule) {
    if (error_) return std::nullopt;
    SKD_ASSERT(!decision.options.empty(), "a decision without options");
    if (decision.options.size() == 1) return 0;
    const std::optional<std::size_t> chosen = chooser_.choose(decision, events_.written());
    if (!chosen) {
      error_ = *chooser_.error();
      return std::nullopt;
    }
    events_.push(chose_event(decision, *chosen, chooser_, rule));
    return chosen;
  }

  /// Rolls `count` battle dice into `faces`, of which the rules read only whether at least
  /// `needed` show `face` (JR-6 to JR-10: any flag rallies, two sabers kill a leader...), so an
  /// enumeration of the odds takes two ways, not one per face. `purpose`, `who` and `rule` name
  /// the roll. `faces` is a kept event's: its storage is reused.
  void roll(int count, Face face, int needed, std::string_view purpose, UnitId who,
            std::string_view rule, std::vector<int>& faces) {
    std::array<bool, 6> hit{};
    for (std::size_t f = 0; f < hit.size(); ++f)
      hit[f] = s_.options.die[f] == face;
    dice_.roll_at_least(count, 6, hit, needed, face_name(face), {purpose, unit(who).id, rule},
                        faces);
  }

  int shown(const std::vector<int>& faces, Face face) const {
    return static_cast<int>(std::count_if(faces.begin(), faces.end(), [&](int f) {
      return s_.options.die[static_cast<std::size_t>(f - 1)] == face;
    }));
  }

  /// Rolls `count` dice for `purpose` about `unit`, records it, and says whether at least
  /// `needed` of them show `face`.
  bool rolled_at_least(int count, Face face, int needed, std::string_view purpose, UnitId unit,
                       std::string_view rule) {
    Rolled& r = events_.next<Rolled>();
    roll(count, face, needed, purpose, unit, rule, r.faces);
    r.purpose = purpose;
    r.sides = 6;
    r.unit = unit;
    r.rule = rule;
    return shown(r.faces, face) >= needed;
  }

  void banner(Side to, std::string_view rule) {
    ++banners_[static_cast<std::size_t>(to)];
    events_.push(VictoryPoints{to, 1, rule});
  }

  /// A message: the pieces of its text in order.
  void say(std::initializer_list<std::string_view> text, std::string_view rule) {
    Message& m = events_.next<Message>();
    std::size_t size = 0;
    for (const std::string_view piece : text)
      size += piece.size();
    m.text.clear();
    m.text.reserve(size);
    for (const std::string_view piece : text)
      m.text.append(piece);
    m.rule = rule;
  }

  void retreat_started(const Stack& units, Hex from, std::string_view kind, int min_length,
                       int max_length, std::string_view rule) {
    RetreatStarted& e = events_.next<RetreatStarted>();
    units.write(e.units);
    e.from = from;
    e.kind = kind;
    e.min_length = min_length;
    e.max_length = max_length;
    e.rule = rule;
  }

  void moved(const Stack& units, Hex from, Hex to, std::string_view rule) {
    Moved& e = events_.next<Moved>();
    units.write(e.units);
    e.path.resize(2);  // a slot that held a step keeps its two places
    e.path[0] = from;
    e.path[1] = to;
    e.chart.reset();
    e.rule = rule;
    e.arcs.clear();
  }

  void retreat_ended(const Stack& units, Hex at, int length, std::string_view rule) {
    RetreatEnded& e = events_.next<RetreatEnded>();
    units.write(e.units);
    e.at = at;
    e.length = length;
    e.rule = rule;
  }

  const Unit& unit(UnitId id) const { return field_.unit(id); }

  /// A unit and its leader, if any.
  static Stack with_leader(UnitId u, std::optional<UnitId> leader) {
    Stack units;
    units.add(u);
    if (leader) units.add(*leader);
    return units;
  }

  // ---- requests -----------------------------------------------------------------------

  void combat() {
    const Request& r = s_.request;
    const UnitId target = r.target;
    // JR-6: an ordered cavalry melee that makes infantry or artillery retreat costs a die.
    const RallyContext context{.cavalry_melee = r.combat == CombatKind::melee &&
                                                r.attacker == Arm::cavalry &&
                                                r.mode == AttackMode::ordered &&
                                                is_foot_or_guns(unit(target).type) && r.flags > 0};
    const std::optional<UnitId> leader = field_.leader_of(target);
    const Hex hex = unit(target).hex;

    if (r.hits > 0) {
      const int remaining = unit(target).blocks - r.hits;
      field_.set_blocks(target, remaining);
      events_.push(StrengthLost{target, r.hits, remaining, "JR-8"});
      if (remaining == 0) {
        field_.remove(target, Status::eliminated);
        events_.push(UnitRemoved{target, Fate::eliminated, 0, "JR-8"});
        banner(opponent(unit(target).side), "JR-8");
        if (!leader) return;
        // JR-8: one die, a saber kills; the flags against his unit do not touch him.
        if (rolled_at_least(1, Face::saber, 1, "leader casualty check", *leader, "JR-8")) {
          leader_lost(*leader, hex, Fate::eliminated, std::nullopt, {}, "JR-8");
        } else {
          leader_retreat(*leader, "JR-8");
        }
        return;
      }
      if (leader) {
        // JR-8: two dice, two sabers kill; his unit and its neighbours check before removal.
        // This is the combat's one casualty check: a blocked retreat adds a second only with
        // the option retreat_loss_leader_check.
        casualty_checked_ = true;
        if (rolled_at_least(2, Face::saber, 2, "leader casualty check", *leader, "JR-8")) {
          // JR-3, JR-6, JR-8: the owner decides the flags when his unit's turn comes in the
          // cascade, and that check replaces the one after its retreat (special situation).
          const std::optional<int> ignored =
              leader_lost(*leader, hex, Fate::eliminated, target, context, "JR-8", true);
          if (error_ || unit(target).status != Status::on_board) return;
          const int flags = r.flags - ignored.value_or(0);
          if (flags == 0) return;
          retreat(target, flags * hexes_per_flag(unit(target).type), context, false, "retreat",
                  "JR-2", "JR-6");
          return;
        }
      }
    }
    if (r.flags == 0) return;
    const std::optional<int> ignored = decide_flags(target);
    if (!ignored) return;
    const int flags = r.flags - *ignored;
    if (flags == 0) return;
    retreat(target, flags * hexes_per_flag(unit(target).type), context, true, "retreat", "JR-2",
            "JR-6");
  }

  /// JR-3: the owner ignores any number of the request's flags up to the allowance of the
  /// sources standing now (most ignored first); the number ignored, or nothing once the
  /// chooser has failed.
  std::optional<int> decide_flags(UnitId target) {
    const Request& r = s_.request;
    // The count alone first: most combats allow nothing, and then no reason is written.
    if (combat_allowed(s_, field_) == 0) return 0;
    const IgnoreAllowance allowance = combat_allowance(s_, field_);
    ignore_decision(field_, target, r.flags, allowance, work_.paths, chooser_.shows_rejections(),
                    work_.decision);
    const std::optional<std::size_t> pick = decide(work_.decision, "JR-3");
    if (!pick) return std::nullopt;
    const int ignored = allowance.allowed - static_cast<int>(*pick);
    events_.push(FlagsIgnored{target, r.flags, ignored, allowance.allowed, "JR-3"});
    return ignored;
  }

  void leader_attacked() {
    const Request& r = s_.request;
    const UnitId leader = r.target;
    // JR-10: ranged, two sabers kill; melee, one saber kills (from any attacker); flags do not
    // affect a lone leader.
    const int needed = r.combat == CombatKind::ranged ? 2 : 1;
    if (rolled_at_least(r.attack_dice, Face::saber, needed, "attack on lone leader", leader,
                        "JR-10")) {
      leader_lost(leader, unit(leader).hex, Fate::eliminated, std::nullopt, {}, "JR-10");
      return;
    }
    leader_retreat(leader, "JR-10");
  }

  void retire() {
    const UnitId target = s_.request.target;
    retreat(target, 2, RallyContext{.retire = true}, true, "retire and rally", "JR-11", "JR-11");
    if (error_) return;
    say({"the attacker may take ground but gains no bonus melee"}, "JR-11");
  }

  // ---- a unit's retreat and rally check ---------------------------------------------------

  void retreat(UnitId target, int hexes, RallyContext context, bool rally, std::string_view kind,
               std::string_view start_rule, std::string_view rally_rule) {
    const std::optional<UnitId> leader = field_.leader_of(target);
    Stack units = with_leader(target, leader);
    const Hex from = unit(target).hex;
    RetreatPaths& paths = work_.paths;
    paths.build(field_, target, hexes);
    retreat_started(units, from, kind, hexes, hexes, start_rule);

    const std::vector<PathNode>& nodes = paths.nodes();
    int node = 0;
    // The field learns only the end: on the way the unit's leader may pass a lone friendly
    // leader's hex (JR-4), where the two may not stand together.
    while (nodes[static_cast<std::size_t>(node)].child_count > 0) {
      const PathNode& at = nodes[static_cast<std::size_t>(node)];
      step_decision(paths, node, chooser_.shows_rejections(), work_.decision);
      const std::optional<std::size_t> pick = decide(work_.decision, "JR-4");
      if (!pick) return;
      const int next = at.first_child + static_cast<int>(*pick);
      const PathNode& step = nodes[static_cast<std::size_t>(next)];
      moved(units, at.hex, step.hex, "JR-1");
      if (step.passes_leader) {
        say({unit(target).id, " passes ", unit(*field_.leader_at(step.hex)).id,
             ", a lone friendly leader: with a leader of its own it may not stop there"},
            "JR-4");
      }
      if (step.joins_leader) {
        // JR-4: the lone leader attaches and the retreat stops, owing nothing.
        const UnitId joined = *field_.leader_at(step.hex);
        events_.push(LeaderAttached{joined, target, step.hex, "JR-4"});
        units.add(joined);
      }
      node = next;
    }
    const Hex at = nodes[static_cast<std::size_t>(node)].hex;
    field_.move(target, at);
    if (leader) field_.move(*leader, at);
    // Its length is the hexes it moved: one that stopped on a lone friendly leader has
    // completed the rest without moving them (JR-4), which the attaching says.
    retreat_ended(units, at, nodes[static_cast<std::size_t>(node)].depth, "JR-4");

    if (paths.blocks_lost() > 0) {
      const int before = unit(target).blocks;
      const int lost = std::min(paths.blocks_lost(), before);
      field_.set_blocks(target, before - lost);
      events_.push(StrengthLost{target, lost, before - lost, "JR-5"});
      if (before == lost) {
        field_.remove(target, Status::eliminated);
        events_.push(UnitRemoved{target, Fate::eliminated, 0, "JR-5"});
        banner(opponent(unit(target).side), "JR-5");
        // JR-5: his leader makes no casualty check and retreats from the unit's last hex.
        if (leader) leader_retreat(*leader, "JR-5");
        return;
      }
      // JR-8: a unit that lost no block to the hits has its leader checked now, after the
      // retreat; a second check in the combat only with the option.
      if (leader && (!casualty_checked_ || s_.options.retreat_loss_leader_check)) {
        casualty_checked_ = true;
        if (rolled_at_least(2, Face::saber, 2, "leader casualty check", *leader, "JR-8")) {
          // His unit's check in the cascade is its rally check (JR-8): no second one.
          leader_lost(*leader, at, Fate::eliminated, target, context, "JR-8");
          return;
        }
      }
    }
    if (rally) rally_check(target, context, rally_rule);
  }

  /// JR-6: any flag rallies; none removes the unit (banner) and puts its leader to the test.
  void rally_check(UnitId target, RallyContext context, std::string_view rule) {
    RallyChecked& check = events_.next<RallyChecked>();
    check.unit = target;
    check.dice = rally_dice(field_, target, context, check.terms);
    roll(check.dice, Face::flag, 1, "rally check", target, rule, check.faces);
    check.rallied = shown(check.faces, Face::flag) >= 1;
    check.rule = rule;
    if (check.rallied) return;
    const std::optional<UnitId> leader = field_.leader_of(target);
    const Hex at = unit(target).hex;
    const int blocks = unit(target).blocks;
    field_.remove(target, Status::routed);
    events_.push(UnitRemoved{target, Fate::removed, blocks, rule});
    banner(opponent(unit(target).side), rule);
    if (leader) panic_check(*leader, at);
  }

  /// JR-7: a flag on two dice keeps the leader, who retreats; none sweeps him away.
  void panic_check(UnitId leader, Hex at) {
    if (rolled_at_least(2, Face::flag, 1, "leader panic check", leader, "JR-7")) {
      leader_retreat(leader, "JR-7");
    } else {
      leader_lost(leader, at, Fate::removed, std::nullopt, {}, "JR-7");
    }
  }

  /// A leader eliminated or swept away at `at`: before his block is removed, his unit (when
  /// `own` is given) and every friendly unit adjacent take rally checks in the owner's order;
  /// then he is removed and the opponent gains a banner (JR-7, JR-8). He gives no die. With
  /// `own_decides_flags`, the owner decides the request's flags just before his unit's first
  /// check (in this cascade or a nested one), on the sources standing then, and the flags
  /// ignored are returned (JR-3).
  std::optional<int> leader_lost(UnitId leader, Hex at, Fate fate, std::optional<UnitId> own,
                                 RallyContext own_context, std::string_view rule,
                                 bool own_decides_flags = false) {
    std::optional<int> ignored;
    // JR-3: his unit's flag decision waits for its first rally check, which a nested cascade
    // (another leader falling next to it) may bring before its turn in this one.
    if (own && own_decides_flags) flags_pending_ = *own;
    const Side side = unit(leader).side;
    const Status status = fate == Fate::removed ? Status::routed : Status::eliminated;
    // The checks are JR-7's for a leader swept away with his unit, JR-8's for one eliminated.
    const std::string_view check_rule = fate == Fate::removed ? "JR-7" : "JR-8";
    // He stays in his hex until the checks are over; a leader hit escaping is in an enemy hex
    // the field does not put him in, so he leaves his old one at once.
    const bool in_place = unit(leader).hex == at;
    if (in_place) {
      field_.mark_falling(leader, status);
    } else {
      field_.remove(leader, status, at);
    }
    // Canonical order: scenario order. A cascade nested in this one takes the next list.
    const Nested nested(cascade_depth_);
    std::vector<UnitId>& waiting = scratch_at(work_.cascades, nested.depth);
    waiting.clear();
    for (std::size_t i = 0; i < field_.units().size(); ++i) {
      const Unit& u = field_.units()[i];
      if (u.status != Status::on_board || u.is_leader() || u.side != side) continue;
      const UnitId id{static_cast<std::uint32_t>(i)};
      if ((own && id == *own) || hex_distance(u.hex, at) == 1) waiting.push_back(id);
    }
    if (!waiting.empty()) {
      say({unit(leader).id, " falls: ", std::to_string(waiting.size()),
           " friendly unit(s) take rally checks before his block is removed"},
          check_rule);
    }
    while (!error_) {
      // A check may remove units still waiting (a leader swept away in turn): skip them.
      std::erase_if(waiting, [&](UnitId id) { return unit(id).status != Status::on_board; });
      if (waiting.empty()) break;
      Decision& decision = work_.decision;
      decision.actor = Actor::owner;
      decision.topic = kOrderTopic;
      decision.at = at;
      decision.options.clear();
      decision.rejected.clear();
      for (const UnitId id : waiting) {
        decision.options.push_back(
            Option{OptionKind::pick, unit(id).hex, static_cast<int>(index_of(id)), Score{}});
      }
      const std::optional<std::size_t> pick = decide(decision, check_rule);
      if (!pick) return ignored;
      const UnitId next = waiting[*pick];
      waiting.erase(waiting.begin() + static_cast<std::ptrdiff_t>(*pick));
      if (flags_pending_ && next == *flags_pending_) {
        flags_decided_ = decide_flags(next);
        flags_pending_.reset();
        if (!flags_decided_) return ignored;
      }
      if (!own || next != *own) {
        rally_check(next, RallyContext{}, check_rule);
        continue;
      }
      RallyContext context = own_context;
      if (own_decides_flags) {
        ignored = flags_decided_;
        // JR-6: ignoring every flag forces no retreat, so no cavalry -1.
        if (*ignored == s_.request.flags) context.cavalry_melee = false;
      }
      rally_check(next, context, check_rule);
    }
    if (error_) return ignored;
    if (in_place) field_.remove(leader, status);
    events_.push(UnitRemoved{leader, fate, 0, rule});
    banner(opponent(side), rule);
    return ignored;
  }

  // ---- a lone leader's retreat (JR-9) ----------------------------------------------------

  void leader_retreat(UnitId leader, std::string_view cause) {
    // One nested in this one (a cascade when his escape fails, and another leader's panic
    // check in it) takes the next item.
    const Nested nested(leader_depth_);
    Resolution::Work::LeaderRetreat& work = scratch_at(work_.leader_retreats, nested.depth);
    const Hex from = unit(leader).hex;
    LeaderPaths& paths = work.paths;
    paths.build(field_, leader, from);
    if (paths.trapped()) {
      // JR-9; and JR-8: a leader eliminated makes the friendly units adjacent check first.
      say({unit(leader).id, " cannot retreat a single hex and is eliminated"}, "JR-9");
      leader_lost(leader, from, Fate::eliminated, std::nullopt, {}, "JR-9");
      return;
    }
    Stack alone;
    alone.add(leader);
    retreat_started(alone, from, "leader retreat", 1, kLeaderRetreatMax, cause);
    const std::vector<LeaderNode>& nodes = paths.nodes();
    int node = 0;
    Hex pos = from;
    std::vector<int>& targets = work.targets;  // -1: stop
    for (;;) {
      Decision& decision = work_.decision;
      leader_decision(paths, node, targets, chooser_.shows_rejections(), decision);
      if (decision.options.empty()) break;  // three hexes made
      const std::optional<std::size_t> pick = decide(decision, "JR-9");
      if (!pick) return;
      const int next = targets[*pick];
      if (next < 0) break;
      const LeaderNode& step = nodes[static_cast<std::size_t>(next)];
      if (step.how == LeaderMove::leave) {
        // JR-9: off his own baseline: out of play, no banner.
        field_.remove(leader, Status::left_board, pos);
        events_.push(UnitRemoved{leader, Fate::fled, 0, "JR-9"});
        return;
      }
      moved(alone, pos, step.hex, "JR-9");
      pos = step.hex;
      node = next;
      if (step.how == LeaderMove::escape && !escape(leader, *step.through, pos)) return;
    }
    field_.move(leader, pos);
    const std::optional<UnitId> joined = field_.unit_of(leader);
    if (joined) events_.push(LeaderAttached{leader, *joined, pos, "JR-9"});
    retreat_ended(alone, pos, nodes[static_cast<std::size_t>(node)].depth, "JR-9");
  }

  /// JR-9: the enemy unit in the hex rolls its melee dice and any saber kills; a lone enemy
  /// leader lets him pass. True when he goes on.
  bool escape(UnitId leader, UnitId through, Hex at) {
    const Unit& enemy = unit(through);
    if (enemy.is_leader()) {
      say({unit(leader).id, " passes the lone enemy leader ", enemy.id, " freely"}, "JR-9");
      return true;
    }
    const int dice = melee_dice(enemy, field_.leader_of(through).has_value());
    if (!rolled_at_least(dice, Face::saber, 1, "escape", leader, "JR-9")) {
      say({unit(leader).id, " escapes through ", enemy.id}, "JR-9");
      return true;
    }
    leader_lost(leader, at, Fate::eliminated, std::nullopt, {}, "JR-9");
    return false;
  }

  const Scenario& s_;
  Field& field_;
  Dice& dice_;
  Chooser& chooser_;
  Resolution::Work& work_;
  std::array<int, 2>& banners_;
  EventWriter events_;
  std::size_t cascade_depth_ = 0;        // cascades under way (leader_lost)
  std::size_t leader_depth_ = 0;         // lone leaders' retreats under way
  std::optional<UnitId> flags_pending_;  // JR-3: the unit whose leader fell, undecided yet
  std::optional<int> flags_decided_;     // JR-3: the flags it ignored, once decided
  bool casualty_checked_ = false;        // JR-8: the target's leader made this combat's check
  std::optional<Error> error_;
};

[[maybe_unused]] bool position_is_ok(const Scenario& s, const Outcome& out) {
  for (std::size_t i = 0; i < out.units.size(); ++i) {
    const Unit& u = out.units[i];
    if (u.status != Status::on_board) continue;
    if (!s.board.contains(u.hex) || s.board.terrain(u.hex) == Terrain::impassable) return false;
    if (!u.is_leader() && u.blocks < 1) return false;
    for (std::size_t j = i + 1; j < out.units.size(); ++j) {
      const Unit& v = out.units[j];
      if (v.status != Status::on_board || v.hex != u.hex) continue;
      if (v.is_leader() == u.is_leader() || v.side != u.side) return false;
    }
  }
  return true;
}

/// Plays the request out on `work`'s field as the scenario sets it, into `out` (its units
/// aside): the error of the chooser or the dice, if any.
Errors run_resolver(const Scenario& scenario, Dice& dice, Chooser& chooser, Resolution::Work& work,
                    Outcome& out) {
  Resolver resolver(scenario, dice, chooser, work, out);
  resolver.run();
  resolver.finish();
  if (const std::optional<Error> error = resolver.error()) return Errors{*error};
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  if (const ScriptedChoice* extra = chooser.next_scripted();
      chooser.kind() == ChooserKind::script && extra != nullptr) {
    return Errors{{extra->pointer.empty() ? "/choices" : extra->pointer,
                   "recorded choice not used: the resolution was over before this decision"}};
  }
  return {};
}

/// resolve() of a scenario that passed check_resolvable().
Result<Outcome> resolve_playable(const Scenario& scenario, Dice& dice, Chooser& chooser) {
  Resolution::Work work(scenario);
  Outcome out;
  out.events.reserve(32);
  if (Errors errors = run_resolver(scenario, dice, chooser, work, out); !errors.empty()) {
    return errors;
  }
  out.units = std::move(work.field).take_units();
  SKD_ASSERT(position_is_ok(scenario, out), "a resolution ended in an illegal position");
  return out;
}

}  // namespace

Result<Outcome> resolve(const Scenario& scenario, Dice& dice, Chooser& chooser) {
  if (Errors errors = check_resolvable(scenario); !errors.empty()) return errors;
  return resolve_playable(scenario, dice, chooser);
}

Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice, Chooser& chooser) {
  return resolve_playable(*scenario, dice, chooser);
}

Resolution::Resolution(Checked<Scenario> scenario)
    : scenario_(std::move(scenario)), work_(std::make_unique<Work>(*scenario_)) {
  outcome_.units = scenario_->units;
}

Resolution::~Resolution() = default;
Resolution::Resolution(Resolution&&) noexcept = default;
Resolution& Resolution::operator=(Resolution&&) noexcept = default;

Errors Resolution::run(Dice& dice, Chooser& chooser) {
  Work& work = *work_;
  // Put back what the last run changed: then the field is the scenario's again.
  work.last_changed.assign(work.field.changed().begin(), work.field.changed().end());
  work.field.reset();
  Errors errors = run_resolver(*scenario_, dice, chooser, work, outcome_);
  // The outcome's units follow the field: those the last run changed, and this one's.
  const auto follow = [&](const std::vector<std::uint32_t>& changed) {
    for (const std::uint32_t i : changed) {
      // A field changes nothing else of a unit (Field::reset); its id is not copied again.
      Unit& to = outcome_.units[i];
      const Unit& from = work.field.units()[i];
      to.hex = from.hex;
      to.blocks = from.blocks;
      to.status = from.status;
    }
  };
  follow(work.last_changed);
  follow(work.field.changed());
  SKD_ASSERT(!errors.empty() || position_is_ok(*scenario_, outcome_),
             "a resolution ended in an illegal position");
  return errors;
}

}  // namespace skedaddle::jacobite
