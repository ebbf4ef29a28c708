// SPDX-License-Identifier: MIT
// Resolving a GITM or ROTD request: the program's tests and random choices, its exact messages
// (GI-7), and the real ending of each unit. Dice are drawn in this order (ALL-2): trapped roll
// (d100), direction (one die with as many faces as candidates, only when two or more), distance
// (d4, retreats only), all before the move is attempted.
#include <algorithm>
#include <array>
#include <string>

#include "gitm/rules/neighborhood.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {
namespace {

class Resolver {
 public:
  Resolver(const Scenario& s, Dice& dice) : s_(s), dice_(dice), units_(s.units) {
    strategic_.assign(units_.size(), s.field.label);
    events_.reserve(4);  // a roll or two, then a move or a message and a removal
  }

  void run() {
    for (const UnitId id : s_.request.units) {
      const Unit& u = units_[index_of(id)];
      // End of battle: only those still in the battle square fall back (GI-6).
      if (!u.present() || u.square != s_.request.battle) continue;
      switch (s_.request.kind) {
        case RequestKind::retreat:
          leave(id, "retreat", s_.request.distance);
          break;
        case RequestKind::rout:
          rout(id);
          break;
        case RequestKind::fall_back:
        case RequestKind::end_of_battle:
          fall_back(id);
          break;
      }
    }
  }

  Outcome take() {
    Outcome out;
    out.events = std::move(events_);
    out.units = std::move(units_);
    out.strategic = std::move(strategic_);
    return out;
  }

 private:
  const Unit& unit(UnitId id) const { return units_[index_of(id)]; }

  void say(UnitId id, std::string_view text, std::string_view rule) {
    events_.push_back(Message{unit(id).id + std::string(text), rule});
  }

  /// A failure: GITM surrenders, ROTD shatters (GI-7: whatever the message says).
  void fail(UnitId id, std::string_view rule) {
    Unit& u = units_[index_of(id)];
    const bool gitm = s_.options.variant == Variant::gitm;
    u.ending = gitm ? Ending::surrendered : Ending::shattered;
    events_.push_back(
        UnitRemoved{id, gitm ? skedaddle::Fate::surrendered : skedaddle::Fate::shattered, 0, rule});
  }

  int roll(int sides, std::string_view purpose, UnitId id, std::string_view rule) {
    // Named, so that a script without a face for it says which draw lacked one (GI-8).
    const int face = dice_.roll(sides, {purpose, units_[index_of(id)].id, rule});
    events_.push_back(Rolled{purpose, sides, {face}, id, rule});
    return face;
  }

  /// A percentile roll read only as at most `chance` or above it: for an enumeration of the
  /// odds, two ways rather than a hundred.
  int roll_under(int chance, std::string_view purpose, UnitId id, std::string_view rule) {
    std::array<std::uint8_t, 100> side{};
    for (std::size_t f = 0; f < side.size(); ++f)
      side[f] = static_cast<int>(f) + 1 <= chance ? 0 : 1;
    const int face =
        dice_.roll_alike(1, 100, side, {purpose, units_[index_of(id)].id, rule}).front();
    events_.push_back(Rolled{purpose, 100, {face}, id, rule});
    return face;
  }

  /// GI-7's "blocked by terrain, map edge or hostile units": the first square itself. A diagonal
  /// past occupied corners is still selected and then fails (GI-3; ROTD: "even though that
  /// retreat move will fail").
  bool first_square_blocked(const detail::Neighborhood& near, Square from, Dir8 d) const {
    const std::optional<StepBlock> block = detail::step_block(s_, near, from, d);
    return block && *block != StepBlock::corners;
  }

  /// GI-6: exhausted, then trapped, then a one-square move.
  void fall_back(UnitId id) {
    const Unit& u = unit(id);
    if (s_.request.lost_melee && u.fatigue >= kExhaustedFatigue) {
      say(id, " is exhausted, and surrenders!", "GI-6");
      fail(id, "GI-6");
      return;
    }
    const int flanks = s_.request.flanks_turned;
    const int chance = s_.options.trap_chance[static_cast<std::size_t>(flanks)];
    if (roll_under(chance, "trapped roll", id, "GI-6") <= chance) {
      say(id, " is trapped by enemy forces and surrenders!", "GI-6");
      fail(id, "GI-6");
      return;
    }
    leave(id, "fall back", 1);
  }

  /// A tactical move away from the battle (GI-3, GI-4): a direction drawn from the candidates,
  /// then `distance` squares (drawn 1-4 when not given) in a straight line.
  void leave(UnitId id, std::string_view verb, std::optional<int> distance) {
    const Square from = unit(id).square;
    const detail::Neighborhood near(units_, id, from);
    const std::array<DirectionVerdict, kDir8Count> verdicts =
        detail::direction_verdicts(s_, id, from, near);
    Dir8Set valid;
    for (const Dir8 d : kDir8s) {
      const DirectionVerdict v = verdicts[static_cast<std::size_t>(d)];
      if (v != DirectionVerdict::own_movement && v != DirectionVerdict::enemy_arrival) {
        valid.insert(d);
      }
    }
    const std::string verb_text(verb);
    if (valid.empty()) {
      say(id, " is unable to " + verb_text + " and is forced to surrender!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    bool all_hostile = true;
    bool all_blocked = true;
    for (const Dir8 d : valid) {
      all_hostile = all_hostile && near.hostile(neighbor(from, d));
      all_blocked = all_blocked && first_square_blocked(near, from, d);
    }
    if (all_hostile) {
      say(id, " has no direction to retreat and is forced to surrender!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    if (all_blocked) {
      say(id, " tries to " + verb_text + " but is blocked, and surrenders!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    // GI-3: toward friends when any candidate leads to them; uniformly at random.
    const Dir8Set pool = detail::drawn_directions(verdicts);
    SKD_ASSERT(!pool.empty(), "a valid direction not all hostile leaves a candidate");
    const Dir8 d =
        pool.size() == 1 ? pool.nth(0) : pool.nth(roll(pool.size(), "direction", id, "GI-3") - 1);
    const int squares = distance ? *distance : roll(kRetreatMax, "retreat distance", id, "GI-4");

    std::vector<Place> path{from};
    Square at = from;
    for (int k = 0; k < squares && !detail::step_block(s_, near, at, d); ++k) {
      at = neighbor(at, d);
      path.push_back(at);
    }
    if (at == from) {
      say(id, " is unable to move.", "GI-7");
      fail(id, "GI-4");
      return;
    }
    Unit& u = units_[index_of(id)];
    u.square = at;
    const int made = static_cast<int>(path.size()) - 1;
    u.ending = made == squares ? Ending::moved : Ending::stopped_short;
    events_.push_back(Moved{{id}, std::move(path), std::nullopt, "GI-4"});
  }

  /// GI-5: a strategic move in a direction drawn from the valid ones.
  void rout(UnitId id) {
    const Dir8Set valid = Dir8Set::all() - invalid_directions(s_, id);
    if (valid.empty()) {
      say(id, " is unable to rout and is forced to surrender!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    bool any_possible = false;
    for (const Dir8 d : valid)
      any_possible = any_possible || !rout_block(s_, units_, id, d);
    if (!any_possible) {
      say(id, " tries to rout but is blocked, and surrenders!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    const Dir8 d = valid.size() == 1 ? valid.nth(0)
                                     : valid.nth(roll(valid.size(), "direction", id, "GI-5") - 1);
    if (rout_block(s_, units_, id, d)) {
      if (s_.options.variant == Variant::gitm) {
        say(id, " tries to rout but is blocked, and surrenders!", "GI-7");
      } else {
        say(id, " is unable to rout and is shattered!", "GI-7");
      }
      fail(id, "GI-5");
      return;
    }
    Unit& u = units_[index_of(id)];
    const std::size_t dir = static_cast<std::size_t>(d);
    strategic_[index_of(id)] = s_.field.neighbors[dir].label;
    u.square = entry_square(u.square, d);
    u.ending = Ending::routed;
    events_.push_back(Routed{id, d, s_.field.neighbors[dir].label, u.square, "GI-5"});
  }

  /// Where a unit leaving in `d` enters the next tactical map: its own square moved into the
  /// entry band, the first 4 rows or columns from the edge it enters (both, for a diagonal).
  Square entry_square(Square s, Dir8 d) const {
    const SquareStep step = step_of(d);
    const int cols = s_.field.map.columns();
    const int rows = s_.field.map.rows();
    constexpr int kBand = 4;
    Square e = s;
    if (step.drow < 0) e.row = std::max(s.row, rows - kBand);  // enters from the south edge
    if (step.drow > 0) e.row = std::min(s.row, kBand - 1);
    if (step.dcol > 0) e.col = std::min(s.col, kBand - 1);  // enters from the west edge
    if (step.dcol < 0) e.col = std::max(s.col, cols - kBand);
    return e;
  }

  const Scenario& s_;
  Dice& dice_;
  std::vector<Unit> units_;
  std::vector<std::string> strategic_;
  std::vector<Event> events_;
};

}  // namespace

std::optional<StepBlock> step_block(const Scenario& scenario, const std::vector<Unit>& units,
                                    UnitId unit, Square from, Dir8 d) {
  return detail::step_block(scenario, detail::Neighborhood(units, unit, from), from, d);
}

std::optional<StepBlock> detail::step_block(const Scenario& scenario, const Neighborhood& near,
                                            Square from, Dir8 d) {
  const Square to = neighbor(from, d);
  if (!scenario.field.map.contains(to)) return StepBlock::off_map;
  if (scenario.field.blocked(to)) return StepBlock::impassable;
  if (near.hostile(to)) return StepBlock::hostile;
  if (!is_diagonal(d)) return std::nullopt;
  // Corner squares off the map hold nobody; the Neighborhood reads them as empty.
  const std::array<Square, 2> corners = corner_squares(from, d);
  if (corners_block(scenario.options.corner_rule(), near.hostile(corners[0]),
                    near.hostile(corners[1]))) {
    return StepBlock::corners;
  }
  return std::nullopt;
}

namespace {

/// resolve() of a scenario that passed check_resolvable().
Result<Outcome> resolve_playable(const Scenario& scenario, Dice& dice) {
  Resolver resolver(scenario, dice);
  resolver.run();
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  return resolver.take();
}

}  // namespace

Result<Outcome> resolve(const Scenario& scenario, Dice& dice) {
  if (Errors errors = check_resolvable(scenario); !errors.empty()) return errors;
  return resolve_playable(scenario, dice);
}

Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice) {
  return resolve_playable(*scenario, dice);
}

}  // namespace skedaddle::gitm
