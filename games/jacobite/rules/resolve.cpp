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
#include <string>

#include "jacobite/rules/decisions.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::jacobite {
namespace {

constexpr std::string_view kOrderTopic = "rally order";

bool is_foot_or_guns(UnitType t) {
  return t != UnitType::cavalry && t != UnitType::leader;
}

/// One resolution: the field, the events so far, and the first failure of chooser or dice.
class Resolver {
 public:
  Resolver(const Scenario& s, Dice& dice, Chooser& chooser)
      : s_(s), field_(s), dice_(dice), chooser_(chooser) {
    out_.events.reserve(32);
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

  Outcome take() {
    out_.units = std::move(field_).take_units();
    return std::move(out_);
  }

 private:
  // ---- choices, dice, banners -------------------------------------------------------

  /// The option taken at a decision (asking the chooser only when there are two or more), or
  /// nothing once the chooser has failed.
  std::optional<std::size_t> decide(Decision decision, std::string_view rule) {
    if (error_) return std::nullopt;
    SKD_ASSERT(!decision.options.empty(), "a decision without options");
    if (decision.options.size() == 1) return 0;
    const std::optional<std::size_t> chosen = chooser_.choose(decision);
    if (!chosen) {
      error_ = *chooser_.error();
      return std::nullopt;
    }
    out_.events.push_back(chose_event(decision, *chosen, chooser_, rule));
    return chosen;
  }

  /// Rolls `count` battle dice, of which the rules read only whether at least `needed` show
  /// `face` (JR-6 to JR-10: any flag rallies, two sabers kill a leader...), so an enumeration of
  /// the odds takes two ways, not one per face. `purpose`, `who` and `rule` name the roll.
  std::vector<int> roll(int count, Face face, int needed, std::string_view purpose, UnitId who,
                        std::string_view rule) {
    std::array<bool, 6> hit{};
    for (std::size_t f = 0; f < hit.size(); ++f)
      hit[f] = s_.options.die[f] == face;
    return dice_.roll_at_least(count, 6, hit, needed, face_name(face),
                               {purpose, unit(who).id, rule});
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
    std::vector<int> faces = roll(count, face, needed, purpose, unit, rule);
    const bool shows = shown(faces, face) >= needed;
    out_.events.push_back(Rolled{purpose, 6, std::move(faces), unit, rule});
    return shows;
  }

  void banner(Side to, std::string_view rule) {
    ++out_.banners[static_cast<std::size_t>(to)];
    out_.events.push_back(VictoryPoints{to, 1, rule});
  }

  const Unit& unit(UnitId id) const { return field_.unit(id); }

  std::vector<UnitId> with_leader(UnitId u) const {
    std::vector<UnitId> units{u};
    if (const std::optional<UnitId> l = field_.leader_of(u)) units.push_back(*l);
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
      out_.events.push_back(StrengthLost{target, r.hits, remaining, "JR-8"});
      if (remaining == 0) {
        field_.remove(target, Status::eliminated);
        out_.events.push_back(UnitRemoved{target, Fate::eliminated, 0, "JR-8"});
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
    const IgnoreAllowance allowance = combat_allowance(s_, field_);
    if (allowance.allowed == 0) return 0;
    const std::optional<std::size_t> pick = decide(
        ignore_decision(field_, target, r.flags, allowance, paths_, chooser_.shows_rejections()),
        "JR-3");
    if (!pick) return std::nullopt;
    const int ignored = allowance.allowed - static_cast<int>(*pick);
    out_.events.push_back(FlagsIgnored{target, r.flags, ignored, allowance.allowed, "JR-3"});
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
    out_.events.push_back(
        Message{"the attacker may take ground but gains no bonus melee", "JR-11"});
  }

  // ---- a unit's retreat and rally check ---------------------------------------------------

  void retreat(UnitId target, int hexes, RallyContext context, bool rally, std::string_view kind,
               std::string_view start_rule, std::string_view rally_rule) {
    const std::optional<UnitId> leader = field_.leader_of(target);
    std::vector<UnitId> units = with_leader(target);
    const Hex from = unit(target).hex;
    RetreatPaths& paths = paths_;
    paths.build(field_, target, hexes);
    out_.events.push_back(RetreatStarted{units, from, kind, hexes, hexes, start_rule});

    const std::vector<PathNode>& nodes = paths.nodes();
    int node = 0;
    // The field learns only the end: on the way the unit's leader may pass a lone friendly
    // leader's hex (JR-4), where the two may not stand together.
    while (nodes[static_cast<std::size_t>(node)].child_count > 0) {
      const PathNode& at = nodes[static_cast<std::size_t>(node)];
      const std::optional<std::size_t> pick =
          decide(step_decision(paths, node, chooser_.shows_rejections()), "JR-4");
      if (!pick) return;
      const int next = at.first_child + static_cast<int>(*pick);
      const PathNode& step = nodes[static_cast<std::size_t>(next)];
      out_.events.push_back(Moved{units, {at.hex, step.hex}, std::nullopt, "JR-1"});
      if (step.passes_leader) {
        out_.events.push_back(Message{unit(target).id + " passes " +
                                          unit(*field_.leader_at(step.hex)).id +
                                          ", a lone friendly leader: with a leader of its own "
                                          "it may not stop there",
                                      "JR-4"});
      }
      if (step.joins_leader) {
        // JR-4: the lone leader attaches and the retreat stops, owing nothing.
        const UnitId joined = *field_.leader_at(step.hex);
        out_.events.push_back(LeaderAttached{joined, target, step.hex, "JR-4"});
        units.push_back(joined);
      }
      node = next;
    }
    const Hex at = nodes[static_cast<std::size_t>(node)].hex;
    field_.move(target, at);
    if (leader) field_.move(*leader, at);
    out_.events.push_back(RetreatEnded{units, at, paths.completed(), "JR-4"});

    if (paths.blocks_lost() > 0) {
      const int before = unit(target).blocks;
      const int lost = std::min(paths.blocks_lost(), before);
      field_.set_blocks(target, before - lost);
      out_.events.push_back(StrengthLost{target, lost, before - lost, "JR-5"});
      if (before == lost) {
        field_.remove(target, Status::eliminated);
        out_.events.push_back(UnitRemoved{target, Fate::eliminated, 0, "JR-5"});
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
    RallyDice dice = rally_dice(field_, target, context);
    std::vector<int> faces = roll(dice.dice, Face::flag, 1, "rally check", target, rule);
    const bool rallied = shown(faces, Face::flag) >= 1;
    out_.events.push_back(
        RallyChecked{target, std::move(dice.terms), dice.dice, std::move(faces), rallied, rule});
    if (rallied) return;
    const std::optional<UnitId> leader = field_.leader_of(target);
    const Hex at = unit(target).hex;
    const int blocks = unit(target).blocks;
    field_.remove(target, Status::routed);
    out_.events.push_back(UnitRemoved{target, Fate::removed, blocks, rule});
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
    std::vector<UnitId> waiting;  // canonical order: scenario order
    for (std::size_t i = 0; i < field_.units().size(); ++i) {
      const Unit& u = field_.units()[i];
      if (u.status != Status::on_board || u.is_leader() || u.side != side) continue;
      const UnitId id{static_cast<std::uint32_t>(i)};
      if ((own && id == *own) || hex_distance(u.hex, at) == 1) waiting.push_back(id);
    }
    if (!waiting.empty()) {
      out_.events.push_back(Message{unit(leader).id + " falls: " + std::to_string(waiting.size()) +
                                        " friendly unit(s) take rally checks before his block is "
                                        "removed",
                                    check_rule});
    }
    while (!error_) {
      // A check may remove units still waiting (a leader swept away in turn): skip them.
      std::erase_if(waiting, [&](UnitId id) { return unit(id).status != Status::on_board; });
      if (waiting.empty()) break;
      Decision decision{Actor::owner, kOrderTopic, at, {}};
      for (const UnitId id : waiting) {
        decision.options.push_back(
            Option{OptionKind::pick, unit(id).hex, static_cast<int>(index_of(id)), Score{}});
      }
      const std::optional<std::size_t> pick = decide(std::move(decision), check_rule);
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
    out_.events.push_back(UnitRemoved{leader, fate, 0, rule});
    banner(opponent(side), rule);
    return ignored;
  }

  // ---- a lone leader's retreat (JR-9) ----------------------------------------------------

  void leader_retreat(UnitId leader, std::string_view cause) {
    const Hex from = unit(leader).hex;
    LeaderPaths paths;
    paths.build(field_, leader, from);
    if (paths.trapped()) {
      // JR-9; and JR-8: a leader eliminated makes the friendly units adjacent check first.
      out_.events.push_back(
          Message{unit(leader).id + " cannot retreat a single hex and is eliminated", "JR-9"});
      leader_lost(leader, from, Fate::eliminated, std::nullopt, {}, "JR-9");
      return;
    }
    out_.events.push_back(
        RetreatStarted{{leader}, from, "leader retreat", 1, kLeaderRetreatMax, cause});
    const std::vector<LeaderNode>& nodes = paths.nodes();
    int node = 0;
    Hex pos = from;
    std::vector<int> targets;  // -1: stop
    for (;;) {
      Decision decision = leader_decision(paths, node, targets, chooser_.shows_rejections());
      if (decision.options.empty()) break;  // three hexes made
      const std::optional<std::size_t> pick = decide(std::move(decision), "JR-9");
      if (!pick) return;
      const int next = targets[*pick];
      if (next < 0) break;
      const LeaderNode& step = nodes[static_cast<std::size_t>(next)];
      if (step.how == LeaderMove::leave) {
        // JR-9: off his own baseline: out of play, no banner.
        field_.remove(leader, Status::left_board, pos);
        out_.events.push_back(UnitRemoved{leader, Fate::fled, 0, "JR-9"});
        return;
      }
      out_.events.push_back(Moved{{leader}, {pos, step.hex}, std::nullopt, "JR-9"});
      pos = step.hex;
      node = next;
      if (step.how == LeaderMove::escape && !escape(leader, *step.through, pos)) return;
    }
    field_.move(leader, pos);
    const std::optional<UnitId> joined = field_.unit_of(leader);
    if (joined) out_.events.push_back(LeaderAttached{leader, *joined, pos, "JR-9"});
    out_.events.push_back(
        RetreatEnded{{leader}, pos, nodes[static_cast<std::size_t>(node)].depth, "JR-9"});
  }

  /// JR-9: the enemy unit in the hex rolls its melee dice and any saber kills; a lone enemy
  /// leader lets him pass. True when he goes on.
  bool escape(UnitId leader, UnitId through, Hex at) {
    const Unit& enemy = unit(through);
    if (enemy.is_leader()) {
      out_.events.push_back(Message{
          unit(leader).id + " passes the lone enemy leader " + enemy.id + " freely", "JR-9"});
      return true;
    }
    const int dice = melee_dice(enemy, field_.leader_of(through).has_value());
    if (!rolled_at_least(dice, Face::saber, 1, "escape", leader, "JR-9")) {
      out_.events.push_back(Message{unit(leader).id + " escapes through " + enemy.id, "JR-9"});
      return true;
    }
    leader_lost(leader, at, Fate::eliminated, std::nullopt, {}, "JR-9");
    return false;
  }

  const Scenario& s_;
  Field field_;
  Dice& dice_;
  Chooser& chooser_;
  Outcome out_;
  RetreatPaths paths_;                   // reused: one unit retreats at a time
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

}  // namespace

namespace {
/// resolve() of a scenario that passed check_resolvable().
Result<Outcome> resolve_playable(const Scenario& scenario, Dice& dice, Chooser& chooser);
}  // namespace

Result<Outcome> resolve(const Scenario& scenario, Dice& dice, Chooser& chooser) {
  if (Errors errors = check_resolvable(scenario); !errors.empty()) return errors;
  return resolve_playable(scenario, dice, chooser);
}

Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice, Chooser& chooser) {
  return resolve_playable(*scenario, dice, chooser);
}

namespace {

Result<Outcome> resolve_playable(const Scenario& scenario, Dice& dice, Chooser& chooser) {
  Resolver resolver(scenario, dice, chooser);
  resolver.run();
  if (const std::optional<Error> error = resolver.error()) return Errors{*error};
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  if (const ScriptedChoice* extra = chooser.next_scripted();
      chooser.kind() == ChooserKind::script && extra != nullptr) {
    return Errors{{extra->pointer.empty() ? "/choices" : extra->pointer,
                   "recorded choice not used: the resolution was over before this decision"}};
  }
  Outcome out = resolver.take();
  SKD_ASSERT(position_is_ok(scenario, out), "a resolution ended in an illegal position");
  return out;
}

}  // namespace

}  // namespace skedaddle::jacobite
