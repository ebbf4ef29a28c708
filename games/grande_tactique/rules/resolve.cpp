// SPDX-License-Identifier: MIT
// Resolving a Grande Tactique request: the Morale Check, the flight distance, marking the unit
// routed, its flight (flight.cpp) with the friends it passes through depth first, flight off
// the table, the attached general, the Old Guard's effect on its friends, continued flight,
// rallying, charges on routers, withdrawal, and the collapse of divisions and corps.
// Dice are drawn in this order (ALL-2): the Morale Check (d6); then per flight, as it starts:
// the 2d6 of cavalry fleeing cavalry, then the attached general's d6; friends passed through
// flee (and draw) before the fugitive's own move is recorded.
#include <algorithm>
#include <array>
#include <memory>
#include <span>
#include <string>

#include "grande_tactique/rules/flight.hpp"
#include "grande_tactique/rules/formations.hpp"
#include "grande_tactique/rules/resolution_workspace.hpp"
#include "grande_tactique/rules/unit_grid.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/core/resolvable.hpp"
#include "skedaddle/events/event_writer.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique {
namespace {

using detail::FlightPlan;
using detail::FlightRequest;

/// A d6 read face by face (the sum of 2d6 reads every face, in no order).
constexpr std::array<std::uint8_t, 6> kEveryFace{0, 1, 2, 3, 4, 5};
/// A d6 read only as a 1 or not (GT-12: a general falls on a 1).
constexpr std::array<std::uint8_t, 6> kOneOrNot{0, 1, 1, 1, 1, 1};

UnitId id_of(std::size_t k) {
  return UnitId{static_cast<std::uint32_t>(k)};
}

/// The rule a rejection cites.
std::string_view rule_of(Rejection r) {
  return r == Rejection::behind_causer ? "GT-5" : "GT-4";
}

/// The indices of the generals among `units`: general_of() looks at these only, not at every
/// unit (a large table has few generals, and arms never change).
std::vector<std::size_t> generals_among(const std::vector<Unit>& units) {
  std::vector<std::size_t> out;
  for (std::size_t k = 0; k < units.size(); ++k) {
    if (units[k].arm == Arm::general) out.push_back(k);
  }
  return out;
}

/// One resolution into an outcome whose units are the scenario's on entry: its events are
/// written over the ones the outcome holds (EventWriter), and the index of every unit it changes
/// is added to `changed`, so that a Resolution can put back just those. `has_fled` is false for
/// every unit on entry; `generals` are the scenario's (generals_among()); `grid` files the
/// outcome's units where they stand, and is kept so as they move; `work` is the storage it
/// works in.
class Resolver {
 public:
  Resolver(const Scenario& s, Dice& dice, Outcome& out, std::vector<std::size_t>& changed,
           std::vector<bool>& has_fled, std::span<const std::size_t> generals,
           detail::UnitGrid& grid, detail::ResolutionWorkspace& work)
      : s_(s),
        dice_(dice),
        units_(out.units),
        grid_(grid),
        work_(work),
        has_fled_(has_fled),
        generals_(generals),
        events_(out.events),
        collapsed_(out.division_collapsed),
        halved_(out.corps_halved),
        pursuit_(out.pursuit),
        changed_(changed) {
    pursuit_.reset();
  }

  void run() {
    const Request& r = s_.request;
    switch (r.kind) {
      case RequestKind::flee:
        flee_request();
        break;
      case RequestKind::morale_check:
        morale_check();
        break;
      case RequestKind::continue_flight:
        continue_flight();
        break;
      case RequestKind::rally:
        change(r.unit).state = State::shaken;
        events_.push(StatusChanged{r.unit, "shaken", 0, "GT-9"});
        break;
      case RequestKind::charge_routed:
        charge_routed();
        break;
      case RequestKind::withdraw:
        remove(r.unit, Ending::withdrawn, Fate::withdrawn, "GT-7");
        break;
    }
    formations();
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

  /// Rolls `count` dice read only by the classes of `face_class` and in no order (the sum of
  /// 2d6, a general's 1 or not): for an enumeration of the odds, one way per class count.
  std::vector<int> roll(int count, int sides, std::span<const std::uint8_t> face_class,
                        std::string_view purpose, UnitId id, std::string_view rule) {
    std::vector<int> faces =
        dice_.roll_alike(count, sides, face_class, {purpose, unit(id).id, rule});
    events_.push(Rolled{purpose, sides, faces, id, rule});
    return faces;
  }

  /// The general attached to `id` and still on the table, if any.
  std::optional<UnitId> general_of(UnitId id) const {
    for (const std::size_t k : generals_) {
      const Unit& g = units_[k];
      if (g.arm == Arm::general && g.on_table() && g.attached_to == id) return id_of(k);
    }
    return std::nullopt;
  }

  /// A unit leaves play; its attached general goes with it (captured when it is destroyed).
  void remove(UnitId id, Ending ending, Fate fate, std::string_view rule) {
    const std::optional<UnitId> general = general_of(id);
    change(id).ending = ending;
    events_.push(UnitRemoved{id, fate, 0, rule});
    if (!general) return;
    const bool captured = ending == Ending::destroyed;
    change(*general).ending = captured ? Ending::captured : ending;
    events_.push(UnitRemoved{*general, captured ? Fate::captured : fate, 0, "GT-12"});
  }

  /// GT-2: the flight distance. `later` for flight without a fresh causer (GT-8) and for
  /// routers charged again (GT-10), which never add the 2d6.
  double flight_distance(UnitId id, std::optional<UnitId> causer, bool later) {
    if (unit(id).arm == Arm::infantry) return kInfantryFlight;
    if (later || !causer || unit(*causer).arm != Arm::cavalry) return kCavalryFlight;
    const std::vector<int> faces = roll(2, 6, kEveryFace, "flight distance", id, "GT-2");
    return kCavalryFlight + faces[0] + faces[1];
  }

  /// GT-3: marked Routed; a square reverts to line; firing stops.
  void mark_routed(UnitId id) {
    Unit& u = change(id);
    if (u.state != State::routed) {
      u.state = State::routed;
      events_.push(StatusChanged{id, "routed", 0, "GT-3"});
    }
    if (u.in_square) {
      u.base = detail::fleeing_base(u);
      u.in_square = false;
      events_.push(StatusChanged{id, "square broken", 0, "GT-3"});
    }
    if (u.firing) {
      u.firing = false;
      events_.push(StatusChanged{id, "firing stopped", 0, "GT-3"});
    }
  }

  /// One unit flees: GT-2 to GT-7, GT-10 (infantry in cover), GT-11, GT-12. Returns the
  /// distance it fled, 0 when it stays in its cover or does not flee at all.
  double flee(UnitId id, std::optional<UnitId> causer, bool later, bool continued, int leave_area) {
    const Unit& u = unit(id);
    if (!u.on_table() || !flees(u.arm)) return 0.0;
    // One flight per unit and request (GT-15): chains (GT-6, GT-11) never send a unit off twice.
    if (has_fled_[index_of(id)]) return 0.0;
    has_fled_[index_of(id)] = true;
    // What this flight keeps while the flights it sets off run, in the frames below it.
    detail::FlightFrame& frame = work_.frame(depth_);
    const Deeper deeper(depth_);
    // GT-11: who is near the Old Guard at the moment it flees, edge to edge; those within 9"
    // are shaken at once, before it moves ("immediately"), so that its flight through them
    // routs them (GT-6). Only the flight that routs it: a routed unit's continued flight, or
    // its flight when charged again, is the same rout going on (project decision).
    std::vector<std::pair<double, std::size_t>>& guard_flee = frame.guard_flee;
    std::vector<std::size_t>& guard_shaken = frame.guard_shaken;
    guard_flee.clear();
    guard_shaken.clear();
    if (u.old_guard && u.state != State::routed) {
      old_guard_neighbours(id, guard_flee, guard_shaken);
      for (const std::size_t k : guard_shaken)
        shake(id_of(k), "GT-11");
      for (const auto& [d, k] : guard_flee)
        shake(id_of(k), "GT-11");
    }
    double distance = 0.0;
    if (const int area = own_cover(id); area >= 0 && area != leave_area) {
      // Infantry in woods or a BUA not forced out by charging infantry routs and stays; a
      // routed one stays at the end of its PIP phase (GT-8).
      mark_routed(id);
      events_.push(FlightTried{.unit = id,
                               .way = way_name(FlightWay::stays),
                               .terrain = s_.table.terrain[static_cast<std::size_t>(area)].name,
                               .rule = continued ? "GT-8" : "GT-10"});
    } else {
      distance = flight_distance(id, causer, later);
      mark_routed(id);
      FlightPlan& plan = frame.plan;
      detail::plan_flight(s_, units_, grid_,
                          FlightRequest{.unit = id,
                                        .causer = causer,
                                        .distance = distance,
                                        .seek_cover = !continued,
                                        .leave_area = leave_area},
                          work_.flight, plan);
      record(id, plan, continued);
      if (plan.taken().way == FlightWay::surrounded) {
        remove(id, Ending::destroyed, Fate::eliminated, "GT-4");
      } else {
        general_roll(id);
        // GT-6: friends in the way, nearest first, each flight complete before this one goes on.
        for (const UnitId f : plan.passed)
          pass_through(f, causer);
        move(id, frame, causer, continued);
      }
    }
    for (const auto& [d, k] : guard_flee)
      flee(id_of(k), causer, false, false, -1);
    return distance;
  }

  void record(UnitId id, const FlightPlan& plan, bool continued) {
    for (const FlightOption& o : plan.tried()) {
      // Written over the slot's event, every member (its terrain name's storage kept).
      FlightTried& e = events_.next<FlightTried>();
      e.unit = id;
      e.way = way_name(o.way);
      e.rejection = rejection_text(o.rejection);
      e.blocker = o.blocker;
      if (o.terrain >= 0) {
        e.terrain.assign(s_.table.terrain[static_cast<std::size_t>(o.terrain)].name);
      } else {
        e.terrain.clear();
      }
      e.turned = o.turned;
      e.rule = continued && o.rejection == Rejection::none ? "GT-8" : rule_of(o.rejection);
    }
  }

  /// GT-12: a d6 for a general attached to a fleeing unit; 1 kills him (option).
  void general_roll(UnitId id) {
    const std::optional<UnitId> general = general_of(id);
    if (!general || !s_.options.general_may_die) return;
    if (roll(1, 6, kOneOrNot, "general's fate", *general, "GT-12")[0] == 1) {
      change(*general).ending = Ending::killed;
      events_.push(UnitRemoved{*general, Fate::killed, 0, "GT-12"});
    }
  }

  /// GT-6: an eager friend becomes shaken; a shaken one routs and flees from the same causer
  /// (toward its own edge in a continued flight, which has none; a fresh flight either way, so
  /// infantry seeks cover); routed friends, artillery and generals are unaffected.
  void pass_through(UnitId f, std::optional<UnitId> causer) {
    const Unit& friend_unit = unit(f);
    if (!friend_unit.on_table() || !flees(friend_unit.arm)) return;
    if (friend_unit.state == State::eager) {
      shake(f, "GT-6");
    } else if (friend_unit.state == State::shaken) {
      flee(f, causer, false, false, -1);
    }
  }

  void shake(UnitId id, std::string_view rule) {
    const Unit& u = unit(id);
    if (!u.on_table() || u.state != State::eager || u.arm == Arm::general) return;
    change(id).state = State::shaken;
    events_.push(StatusChanged{id, "shaken", 0, rule});
  }

  /// Moves the unit along its flight's plan in `frame` (GT-6: on past friends it ends on).
  void move(UnitId id, detail::FlightFrame& frame, std::optional<UnitId> causer, bool continued) {
    const FlightPlan& plan = frame.plan;
    std::vector<Vec2>& points = frame.points;
    points.assign(plan.taken().path.begin(), plan.taken().path.end());
    const std::vector<PathArc>& arcs = plan.taken().arcs;
    Box end = plan.end;
    bool off_table = plan.off_table;
    // GT-6: an end on a friend (one passed through may have stopped there) goes on along the
    // last leg until clear (a cover move stops in its area regardless). Friends met only by the
    // extension are passed through like any other (settled 2026-11-28): shaken, or routed and
    // fleeing depth first, before this unit lands; its end is then judged again against where
    // they stand, until the extension meets no friend not yet passed through. Friends already
    // passed through are not disturbed twice.
    const double last_leg = points.size() >= 2 ? leg_length(points, arcs, points.size() - 2) : 0.0;
    double extra = 0.0;
    if (plan.cover < 0) {
      std::vector<UnitId>& met = frame.met;
      std::vector<UnitId>& seen = frame.seen;
      met.assign(plan.passed.begin(), plan.passed.end());
      for (;;) {
        seen.assign(met.begin(), met.end());
        extra = detail::clear_of_friends(s_, units_, grid_, id, causer, end, end.facing, last_leg,
                                         &seen, work_.flight);
        if (seen.size() == met.size()) break;
        for (std::size_t k = met.size(); k < seen.size(); ++k)
          pass_through(seen[k], causer);
        std::swap(met, seen);
      }
    }
    if (extra != 0.0) {
      // On along its facing, or back when it stops short of a friend it cannot go on through:
      // its last straight leg made longer or shorter, a new leg when it ended on an arc.
      end = end.moved(extra * end.facing);
      const bool on_arc = !arcs.empty() && arcs.back().leg + 2 == points.size();
      if (on_arc || points.size() < 2) {
        points.push_back(end.centre);
      } else {
        points.back() = end.centre;
      }
      // GT-7 is judged on the move actually made (settled 2026-11-28): a unit that stops short
      // with its base wholly on the table stays on it, whatever the full line would have done.
      off_table = plan.pivot_off_table || !s_.table.holds(end) ||
                  detail::path_leaves_table(s_.table, end, points, arcs);
    }
    Unit& u = change(id);
    const Box before = u.base;
    if (points.size() >= 2) {
      // Written over the slot's event, every member (the storage of its lists kept).
      Moved& moved = events_.next<Moved>();
      moved.units.assign(1, id);
      moved.path.assign(points.begin(), points.end());
      moved.chart.reset();
      moved.rule = continued ? "GT-8" : "GT-4";
      moved.arcs.assign(arcs.begin(), arcs.end());
    }
    grid_.moved(index_of(id), u.base.centre, end.centre);
    u.base = end;
    if (const std::optional<UnitId> general = general_of(id)) {
      // Swept along (GT-12): he keeps his place relative to his unit as it turns and moves,
      // or stands on it where that would leave the table.
      Box& g = change(*general).base;
      const Vec2 was = g.centre;
      const Vec2 turn{cross(end.facing, before.facing), dot(before.facing, end.facing)};
      g.centre = end.centre + rotated(g.centre - before.centre, turn);
      g.facing = normalized(rotated(g.facing, turn));
      if (!s_.table.holds(g)) g.centre = end.centre;
      grid_.moved(index_of(*general), was, g.centre);
    }
    if (off_table) {
      // GT-14 with GT-7: the pursuer follows the request's fugitive no farther than the table.
      if (index_of(id) == index_of(s_.request.unit))
        fled_on_table_ = detail::length_on_table(s_.table, points, arcs);
      remove(id, Ending::fled, Fate::fled, "GT-7");
    }
  }

  /// GT-11: friends of the fleeing Old Guard unit within 3" flee, within 9" become shaken.
  void old_guard_neighbours(UnitId id, std::vector<std::pair<double, std::size_t>>& fleeing,
                            std::vector<std::size_t>& shaken) const {
    const Unit& guard = units_[index_of(id)];
    for (std::size_t k = 0; k < units_.size(); ++k) {
      const Unit& o = units_[k];
      if (k == index_of(id) || !o.on_table() || o.side != guard.side) continue;
      if (o.arm == Arm::general || o.state == State::routed) continue;  // already in flight
      const double d = distance(guard.base, o.base);
      if (d <= s_.options.old_guard_flee + kPlaneEpsilon && flees(o.arm)) {
        fleeing.emplace_back(d, k);
      } else if (d <= s_.options.old_guard_shaken + kPlaneEpsilon) {
        shaken.push_back(k);  // artillery too: it cannot flee, but it can be shaken
      }
    }
    std::sort(fleeing.begin(), fleeing.end());
  }

  /// The woods or BUA infantry stands in, which its flight leaves ("forced out", GT-10), or -1.
  int own_cover(UnitId id) const {
    const Unit& u = units_[index_of(id)];
    return u.arm == Arm::infantry ? s_.table.cover_at(u.base.centre) : -1;
  }

  void flee_request() {
    const Request& r = s_.request;
    if (r.cause == Cause::own_charge) {  // GT-10: stays in the woods or BUA it charged from
      mark_routed(r.unit);
      const int area = s_.table.cover_at(unit(r.unit).base.centre);
      events_.push(FlightTried{
          .unit = r.unit,
          .way = way_name(FlightWay::stays),
          .terrain = area >= 0 ? s_.table.terrain[static_cast<std::size_t>(area)].name : "",
          .rule = "GT-10"});
      return;
    }
    const bool forced_out = forced_out_of_cover(s_, r.causer, r.cause);
    const double fled = flee(r.unit, r.causer, false, false, forced_out ? own_cover(r.unit) : -1);
    // GT-14: the charging cavalry may pursue. A fugitive destroyed where it stood, or staying
    // in its cover (no distance fled), has no path to pursue along.
    if (r.cause == Cause::charge && r.causer && unit(*r.causer).arm == Arm::cavalry &&
        unit(r.unit).ending != Ending::destroyed && fled > 0.0) {
      pursuit_ = unit(r.unit).arm == Arm::infantry ? kPursueInfantry : fled - 1.0;
      // Off the table (GT-7), the pursuer follows the fugitive's path only as far as the table
      // edge and never leaves the table (the lead's decision of 2026-11-30 on a case no ruling
      // covers): the pursuit is cut to the length of the path on the table.
      const bool cut = fled_on_table_ && *fled_on_table_ < *pursuit_;
      if (cut) pursuit_ = *fled_on_table_;
      events_.push(PursuitAllowed{
          .pursuer = *r.causer, .distance = *pursuit_, .rule = "GT-14", .cut_at_edge = cut});
    }
  }

  /// GT-1: shaken infantry beaten by fire tests d6 + modifiers, 4 or more passes.
  void morale_check() {
    const Request& r = s_.request;
    const Unit& u = unit(r.unit);
    std::vector<Term> terms;
    if (u.old_guard) {
      terms.push_back({"Old Guard", 2});
    } else if (u.quality == Quality::veteran) {
      terms.push_back({"veteran", 1});
    } else if (u.quality == Quality::raw) {
      terms.push_back({"raw", -1});
    }
    if (u.state == State::shaken) terms.push_back({"shaken", -1});
    if (u.in_square) terms.push_back({"in square", 1});
    if (general_of(r.unit)) terms.push_back({"general attached", 1});
    for (const Modifier& m : r.modifiers)
      terms.push_back({m.label, m.value});
    const int face = roll(1, 6, kEveryFace, "morale check", r.unit, "GT-1")[0];
    int total = face;
    for (const Term& t : terms)
      total += t.value;
    const bool passed = total >= 4;
    events_.push(MoraleChecked{r.unit, std::move(terms), face, total, passed, "GT-1"});
    if (!passed) flee(r.unit, r.causer, false, false, -1);  // in cover it stays (GT-10)
  }

  /// GT-8: every routed unit of the side flees on toward its own edge; infantry in woods or a
  /// BUA stays (flee() sees to it). The routed units are those routed when the phase ends.
  void continue_flight() {
    std::vector<std::size_t>& routed = work_.routed;
    routed.clear();
    for (std::size_t k = 0; k < units_.size(); ++k) {
      const Unit& u = units_[k];
      if (u.side == s_.request.side && u.on_table() && u.state == State::routed && flees(u.arm))
        routed.push_back(k);
    }
    for (const std::size_t k : routed) {
      const Unit& u = units_[k];
      if (!u.on_table()) continue;  // carried off by an earlier flight of this phase
      flee(id_of(k), std::nullopt, true, true, -1);
    }
  }

  /// GT-10: a routed unit charged: by cavalry it dies; by infantry it flees on (out of cover).
  void charge_routed() {
    const Request& r = s_.request;
    const UnitId charger = *r.causer;
    if (unit(charger).arm == Arm::cavalry) {
      remove(r.unit, Ending::destroyed, Fate::eliminated, "GT-10");
      return;
    }
    flee(r.unit, charger, true, false, s_.table.cover_at(unit(r.unit).base.centre));
  }

  /// GT-13: divisions with all but one unit routed, destroyed or fled; corps that lost half.
  void formations() {
    collapsed_.assign(s_.divisions.size(), false);
    halved_.assign(s_.corps.size(), false);
    for (std::size_t d = 0; d < s_.divisions.size(); ++d) {
      const int index = static_cast<int>(d);
      // Collapsed for the rest of the game: flagged so, or broken as the request found it
      // (a unit withdrawn since does not mend it).
      const bool before = s_.divisions[d].collapsed || detail::division_broken(s_.units, index);
      const bool now = detail::division_broken(units_, index);
      collapsed_[d] = before || now;
      if (now && !before) {
        events_.push(FormationBroken{"division", s_.divisions[d].name, "GT-13"});
      }
    }
    for (std::size_t c = 0; c < s_.corps.size(); ++c) {
      const int index = static_cast<int>(c);
      halved_[c] = detail::corps_halved(units_, s_.corps[c], index);
      if (halved_[c] && !detail::corps_halved(s_.units, s_.corps[c], index)) {
        events_.push(FormationBroken{"corps", s_.corps[c].name, "GT-13"});
      }
    }
  }

  /// Counts a flight deeper while it lasts: the flights it sets off use the frames below.
  struct Deeper {
    explicit Deeper(std::size_t& depth) : depth_(depth) { ++depth_; }
    ~Deeper() { --depth_; }
    Deeper(const Deeper&) = delete;
    Deeper& operator=(const Deeper&) = delete;
    std::size_t& depth_;
  };

  const Scenario& s_;
  Dice& dice_;
  std::vector<Unit>& units_;
  detail::UnitGrid& grid_;                 ///< units_ where they stand
  detail::ResolutionWorkspace& work_;      ///< the storage it works in
  std::size_t depth_ = 0;                  ///< flights under way (frames in use)
  std::vector<bool>& has_fled_;            ///< per unit: it has fled in this request
  std::span<const std::size_t> generals_;  ///< the generals, in scenario order
  EventWriter events_;
  std::vector<bool>& collapsed_;
  std::vector<bool>& halved_;
  std::optional<double>& pursuit_;
  std::optional<double> fled_on_table_{};  ///< the request's fugitive's path on the table, when
                                           ///< it fled off it (GT-7), for the pursuit (GT-14)
  std::vector<std::size_t>& changed_;      ///< every unit changed (change()), maybe repeated
};

}  // namespace

bool forced_out_of_cover(const Scenario& scenario, std::optional<UnitId> causer, Cause cause) {
  return cause == Cause::charge && causer &&
         scenario.units[checked_index(index_of(*causer), scenario.units.size(), "unit")].arm ==
             Arm::infantry;
}

namespace {

/// resolve() of a scenario that passed check_resolvable().
Result<Outcome> resolve_playable(const Scenario& scenario, Dice& dice) {
  Outcome out;
  out.units = scenario.units;
  std::vector<std::size_t> changed;
  std::vector<bool> has_fled(scenario.units.size(), false);
  const std::vector<std::size_t> generals = generals_among(scenario.units);
  detail::UnitGrid grid(scenario.table, scenario.units);
  detail::ResolutionWorkspace workspace;
  Resolver resolver(scenario, dice, out, changed, has_fled, generals, grid, workspace);
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

Resolution::Resolution(Checked<Scenario> scenario)
    : scenario_(std::move(scenario)),
      generals_(generals_among(scenario_->units)),
      has_fled_(scenario_->units.size(), false),
      grid_(std::make_unique<detail::UnitGrid>(scenario_->table, scenario_->units)),
      workspace_(std::make_unique<detail::ResolutionWorkspace>()) {
  outcome_.units = scenario_->units;
}

Resolution::Resolution(Resolution&&) noexcept = default;
Resolution& Resolution::operator=(Resolution&&) noexcept = default;
Resolution::~Resolution() = default;

Errors Resolution::run(Dice& dice) {
  // Put back what the last resolution changed: then the outcome's units are the scenario's again.
  for (const std::size_t i : changed_) {
    grid_->moved(i, outcome_.units[i].base.centre, scenario_->units[i].base.centre);
    outcome_.units[i] = scenario_->units[i];
  }
  changed_.clear();
  has_fled_.assign(scenario_->units.size(), false);
  Resolver resolver(*scenario_, dice, outcome_, changed_, has_fled_, generals_, *grid_,
                    *workspace_);
  resolver.run();
  resolver.finish();
  if (const std::optional<Error> error = dice.script_error()) return Errors{*error};
  return {};
}

}  // namespace skedaddle::grande_tactique
