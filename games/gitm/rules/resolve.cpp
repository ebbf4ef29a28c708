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
#include "skedaddle/events/event_writer.hpp"
#include "skedaddle/gitm/rules.hpp"

namespace skedaddle::gitm {
namespace {

/// One resolution into an outcome whose units and strategic squares are the scenario's on
/// entry; its events are written over the ones it holds (EventWriter), and the index of every
/// unit it changes is added to `changed`, so that a Resolution can put back just those.
class Resolver {
 public:
  /// Writes after the first `kept_events` events of `out`.
  Resolver(const Scenario& s, Dice& dice, Outcome& out, std::vector<std::size_t>& changed,
           std::size_t kept_events = 0)
      : s_(s),
        dice_(dice),
        units_(out.units),
        strategic_(out.strategic),
        events_(out.events, kept_events),
        changed_(changed) {}

  /// Resolves the units of the request from its `from`-th on, recording in `starts` (when
  /// given) where the run is as it comes to each.
  void run(std::size_t from = 0, std::vector<detail::UnitStart>* starts = nullptr) {
    const std::vector<UnitId>& order = s_.request.units;
    if (starts != nullptr) starts->resize(order.size());
    for (std::size_t i = from; i < order.size(); ++i) {
      if (starts != nullptr) {
        (*starts)[i] = {dice_.points_met(), dice_.draws(), events_.size(), changed_.size()};
      }
      const UnitId id = order[i];
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

  /// Drops the events of an earlier resolution that were not written over.
  void finish() { events_.finish(); }

 private:
  const Unit& unit(UnitId id) const { return units_[index_of(id)]; }

  /// The unit, to change: recorded as changed.
  Unit& change(UnitId id) {
    changed_.push_back(index_of(id));
    return units_[index_of(id)];
  }

  void say(UnitId id, std::string_view text, std::string_view rule) {
    Message& m = events_.next<Message>();
    m.text.assign(unit(id).id).append(text);
    m.rule = rule;
  }

  /// A failure: GITM surrenders, ROTD shatters (GI-7: whatever the message says).
  void fail(UnitId id, std::string_view rule) {
    Unit& u = change(id);
    const bool gitm = s_.options.variant == Variant::gitm;
    u.ending = gitm ? Ending::surrendered : Ending::shattered;
    UnitRemoved& removed = events_.next<UnitRemoved>();
    removed = {id, gitm ? skedaddle::Fate::surrendered : skedaddle::Fate::shattered, 0, rule};
  }

  /// Records a roll of one die.
  void rolled(std::string_view purpose, int sides, int face, UnitId id, std::string_view rule) {
    Rolled& r = events_.next<Rolled>();
    r.purpose = purpose;
    r.sides = sides;
    r.faces.assign(1, face);
    r.unit = id;
    r.rule = rule;
  }

  int roll(int sides, std::string_view purpose, UnitId id, std::string_view rule) {
    // Named, so that a script without a face for it says which draw lacked one (GI-8).
    const int face = dice_.roll(sides, {purpose, units_[index_of(id)].id, rule});
    rolled(purpose, sides, face, id, rule);
    return face;
  }

  /// A percentile roll read only as at most `chance` or above it: for an enumeration of the
  /// odds, two ways rather than a hundred.
  int roll_under(int chance, std::string_view purpose, UnitId id, std::string_view rule) {
    std::array<std::uint8_t, 100> side{};
    for (std::size_t f = 0; f < side.size(); ++f)
      side[f] = static_cast<int>(f) + 1 <= chance ? 0 : 1;
    const int face = dice_.roll_one_alike(100, side, {purpose, units_[index_of(id)].id, rule});
    rolled(purpose, 100, face, id, rule);
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
    SKD_ASSERT(from == s_.request.battle, "a unit leaves from the battle square");
    const detail::Neighborhood near(units_, id, from);
    SKD_ASSERT(near.invalid_from_centre() == invalid_directions(s_, id),
               "the enemies' arrivals changed");
    const std::array<DirectionVerdict, kDir8Count> verdicts =
        detail::direction_verdicts(s_, id, from, near, near.invalid_from_centre());
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

    Square at = from;
    int made = 0;
    while (made < squares && !detail::step_block(s_, near, at, d)) {
      at = neighbor(at, d);
      ++made;
    }
    if (made == 0) {
      say(id, " is unable to move.", "GI-7");
      fail(id, "GI-4");
      return;
    }
    Unit& u = change(id);
    u.square = at;
    u.ending = made == squares ? Ending::moved : Ending::stopped_short;
    Moved& m = events_.next<Moved>();
    m.units.assign(1, id);
    m.path.clear();
    Square on = from;
    m.path.emplace_back(on);
    for (int k = 0; k < made; ++k) {
      on = neighbor(on, d);
      m.path.emplace_back(on);
    }
    m.chart.reset();
    m.rule = "GI-4";
    m.arcs.clear();
  }

  /// GI-5: a strategic move in a direction drawn from the valid ones.
  void rout(UnitId id) {
    // GI-2 and every direction's exit cone in one pass over the units.
    const detail::RoutView view = detail::rout_view(s_, units_, id);
    SKD_ASSERT(view.invalid == invalid_directions(s_, id), "the enemies' arrivals changed");
    const std::array<std::optional<RoutBlock>, kDir8Count>& blocks = view.blocks;
    const Dir8Set valid = Dir8Set::all() - view.invalid;
    if (valid.empty()) {
      say(id, " is unable to rout and is forced to surrender!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    bool any_possible = false;
    for (const Dir8 d : valid)
      any_possible = any_possible || !blocks[static_cast<std::size_t>(d)];
    if (!any_possible) {
      say(id, " tries to rout but is blocked, and surrenders!", "GI-7");
      fail(id, "GI-7");
      return;
    }
    const Dir8 d = valid.size() == 1 ? valid.nth(0)
                                     : valid.nth(roll(valid.size(), "direction", id, "GI-5") - 1);
    if (blocks[static_cast<std::size_t>(d)]) {
      if (s_.options.variant == Variant::gitm) {
        say(id, " tries to rout but is blocked, and surrenders!", "GI-7");
      } else {
        say(id, " is unable to rout and is shattered!", "GI-7");
      }
      fail(id, "GI-5");
      return;
    }
    Unit& u = change(id);
    const std::size_t dir = static_cast<std::size_t>(d);
    strategic_[index_of(id)] = s_.field.neighbors[dir].label;
    u.square = entry_square(u.square, d);
    u.ending = Ending::routed;
    Routed& r = events_.next<Routed>();
    r.unit = id;
    r.direction = d;
    r.to = s_.field.neighbors[dir].label;
    r.entry = u.square;
    r.rule = "GI-5";
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
  std::vector<Unit>& units_;
  std::vector<std::string>& strategic_;
  EventWriter events_;
  std::vector<std::size_t>& changed_;
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
  Outcome out;
  out.units = scenario.units;
  out.strategic.assign(scenario.units.size(), scenario.field.label);
  std::vector<std::size_t> changed;
  Resolver resolver(scenario, dice, out, changed);
  resolver.run();
  resolver.finish();
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  return out;
}

}  // namespace

Result<Outcome> resolve(const Scenario& scenario, Dice& dice) {
  if (Errors errors = check_resolvable(scenario); !errors.empty()) return errors;
  return resolve_playable(scenario, dice);
}

Result<Outcome> resolve(const Checked<Scenario>& scenario, Dice& dice) {
  return resolve_playable(*scenario, dice);
}

Resolution::Resolution(Checked<Scenario> scenario) : scenario_(std::move(scenario)) {
  outcome_.units = scenario_->units;
  outcome_.strategic.assign(scenario_->units.size(), scenario_->field.label);
}

void Resolution::put_back_after(std::size_t kept) {
  // A resolver changes a unit's square and ending only (Resolver::change), and its strategic
  // square only when it routs: those are put back, not the whole unit, whose id is a string.
  for (std::size_t k = kept; k < changed_.size(); ++k) {
    const std::size_t i = changed_[k];
    const Unit& original = scenario_->units[i];
    Unit& u = outcome_.units[i];
    if (u.ending == Ending::routed) outcome_.strategic[i] = scenario_->field.label;
    u.square = original.square;
    u.ending = original.ending;
    SKD_ASSERT(u.id == original.id && u.allegiance == original.allegiance &&
                   u.fatigue == original.fatigue && u.hq == original.hq &&
                   u.moved == original.moved && outcome_.strategic[i] == scenario_->field.label,
               "a resolution changed more of a unit than its square, ending and strategic square");
  }
  changed_.resize(kept);
}

Errors Resolution::run(Dice& dice) {
  // Put back what the last resolution changed: then the outcome is the scenario's again.
  put_back_after(0);
  starts_.clear();  // its dice may not follow a plan: no run_next_way() goes on from it
  Resolver resolver(*scenario_, dice, outcome_, changed_);
  resolver.run();
  resolver.finish();
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  return {};
}

Errors Resolution::run_next_way(Dice& dice, std::size_t shared) {
  // The last unit the last run came to with at most `shared` points met: the resolution is the
  // same until there on this way (it is deterministic, and the points it met are the same).
  std::size_t from = 0;
  while (from + 1 < starts_.size() && starts_[from + 1].points <= shared)
    ++from;
  if (from > 0) {
    // Units changed since are put back to the scenario's, which is what they were there unless
    // one was changed before it too (a unit listed twice in the request): then from the start.
    const std::size_t kept = starts_[from].changed;
    const auto before = changed_.begin() + static_cast<std::ptrdiff_t>(kept);
    for (auto k = before; k != changed_.end() && from > 0; ++k) {
      if (std::find(changed_.begin(), before, *k) != before) from = 0;
    }
  }
  const detail::UnitStart at = from > 0 ? starts_[from] : detail::UnitStart{};
  put_back_after(at.changed);
  if (from > 0) dice.resume(at.points, at.draws);
  Resolver resolver(*scenario_, dice, outcome_, changed_, at.events);
  resolver.run(from, &starts_);
  resolver.finish();
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  return {};
}

}  // namespace skedaddle::gitm
