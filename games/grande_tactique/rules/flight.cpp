// SPDX-License-Identifier: MIT
// Where a fleeing unit goes (GT-4): into cover, straight away, through a gap, along a line
// turned the least, or nowhere (destroyed); never behind the causer's front edge (GT-5).
#include "grande_tactique/rules/flight.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <span>
#include <utility>

#include "grande_tactique/rules/halving.hpp"
#include "grande_tactique/rules/touching_turns.hpp"
#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/contract.hpp"
#include "skedaddle/geometry/clear_path.hpp"

namespace skedaddle::grande_tactique::detail {
// The parts of a plan kept in a FlightWorkspace, named (not file-local) because its buffers
// hold them.
namespace flight_parts {

/// An axis-aligned bounding rectangle, to skip polygon tests that cannot succeed.
struct Bounds {
  Vec2 lo{1e300, 1e300};
  Vec2 hi{-1e300, -1e300};

  void add(Vec2 p) {
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  }
  bool meets(const Bounds& o) const {
    return lo.x <= o.hi.x && o.lo.x <= hi.x && lo.y <= o.hi.y && o.lo.y <= hi.y;
  }
  /// The distance from p to the rectangle: at most its distance to anything inside.
  double distance(Vec2 p) const {
    const double dx = std::max({lo.x - p.x, 0.0, p.x - hi.x});
    const double dy = std::max({lo.y - p.y, 0.0, p.y - hi.y});
    return std::sqrt(dx * dx + dy * dy);
  }
};

/// The search for the least turn in [0, 180] degrees to one side (`sense` 1 clockwise, -1
/// counter-clockwise) whose line is clear. Between two consecutive event turns a line is
/// blocked or clear throughout, so each event and one line between each two are tried in
/// order (step()); a clear line between two events that follows a blocked event (which the
/// event list would not explain) is narrowed down to the boundary by bisection.
struct TurnScan {
  double sense = 1.0;
  bool whole = true;              // the marks reach 180: running out of them means no turn
  std::vector<double> marks;      // the event turns on this side, ascending (then 180)
  std::size_t next = 0;           // the mark tried next
  double tried = 0.0;             // the last mark tried (0: none yet)
  double blocked = 0.0;           // every turn up to this one is blocked (0 was)
  std::optional<double> found{};  // the least clear turn, once found

  /// True while marks are left to try and no least turn is found.
  bool open() const { return !found && next < marks.size(); }
};

/// A polygon whose touching turns are marks of the search (an enemy's base, impassable
/// ground), with a bound below which none of them lies (either way), so that they are worked
/// out only when the search reaches it.
struct MarkSource {
  double bound = 0.0;     // degrees: no touching turn t has |t| below it
  std::size_t index = 0;  // the unit, or the terrain area
  bool terrain = false;   // a terrain area, not a unit
};

}  // namespace flight_parts

namespace {

using flight_parts::Bounds;
using flight_parts::MarkSource;
using flight_parts::TurnScan;

/// Inches kept between a path and a base it starts closer to than the clearance (GT-4: such a
/// base is no obstacle as long as the path does not approach it further).
constexpr double kTiny = 1e-6;
/// Farthest a friend-clearing extension of a turned line is followed (GT-6), inches.
constexpr double kMaxExtension = 24.0;
/// One-degree buckets of the turned lines (GT-4 c), and the degrees each unit's span is widened
/// by, far above the error of our bearings (about 1e-12 degrees).
constexpr int kTurnBuckets = 360;
/// At most this many units that a window's lines can meet are not indexed by turn: every line
/// looks at them all, which costs less than the buckets.
constexpr std::size_t kUnindexedWindow = 4;
constexpr double kTurnPad = 1e-6;
/// What a gap path's clearance gives up so that a gap exactly the frontage wide is passable,
/// well above the path search's own tolerance (1e-9 inch).
constexpr double kGapSlack = 1e-6;
/// Touching is not overlapping (GT-4): a base that ends overlapping another by less than this
/// is in contact with it, clear. Ten times kGapSlack, by which a gap path may come closer than
/// half the frontage, so that a path ending round an enemy's corner is in contact with it.
constexpr double kTouch = 10.0 * kGapSlack;
/// How far ahead of a base's front and rear edges the overlap's rate of growth is read (GT-4:
/// not deeper), inches, so that an edge lying along the other base's boundary counts by the
/// side it moves into.
constexpr double kDeeperStep = 1e-9;
/// Degrees to which a least turn (GT-4 c) is narrowed down by bisection where the events do not
/// give it, far below the 0.01 degrees the ruling asks.
constexpr double kTurnPrecision = 1e-10;
/// How far below a clear mark (degrees) the line is tried to tell a touching turn (blocked just
/// below) from a boundary between marks (clear there too, then bisected): above what the
/// tolerance of the terrain's overlap test (about 6e-7 inch) lets a line near the pivot come
/// clear before the exact touching turn, and half the ruling's 0.01 degree, the most by which a
/// boundary between marks may be missed.
constexpr double kBelowMark = 0.005;
/// How far (inches) a bound on a distance must clear what it is compared with to decide in
/// place of the distance itself: far above the rounding of either.
constexpr double kBoundsSlack = 1e-9;
/// Inches added to the reach of the swinging rectangles when a polygon's touching turns are
/// bounded by it: far above the margins within which touching_turns() keeps a corner on an edge.
constexpr double kSourceMargin = 1e-4;
/// The margin (inches) by which surely_met() must hold: far above the rounding of coordinates
/// on a table (about 1e-12 inch) and kPlaneEpsilon, far below any base.
constexpr double kSurelyMet = 1e-6;
/// Least turns to the two sides this close (degrees) are mirror turns, a tie (GT-4).
constexpr double kTurnTie = 1e-9;
/// The first window of turns searched either way (degrees), widened three times over as
/// needed, and how much farther than it can reach (inches) a unit is still looked at there.
constexpr double kFirstTurnWindow = 20.0;
constexpr double kWindowSlack = 1e-6;

/// The length of the segment from p to q inside the rectangle b (edges included).
double length_inside(Vec2 p, Vec2 q, const Box& b) {
  double lo = 0.0;
  double hi = 1.0;
  const std::array<std::pair<Vec2, double>, 2> axes{
      {{perp(b.facing), b.width / 2.0}, {b.facing, b.depth / 2.0}}};
  for (const auto& [axis, half] : axes) {
    const double from = dot(p - b.centre, axis);
    const double step = dot(q - p, axis);
    if (step == 0.0) {
      if (std::abs(from) > half) return 0.0;
      continue;
    }
    double enter = (-half - from) / step;
    double leave = (half - from) / step;
    if (enter > leave) std::swap(enter, leave);
    lo = std::max(lo, enter);
    hi = std::min(hi, leave);
    if (lo >= hi) return 0.0;
  }
  return (hi - lo) * distance(p, q);
}

/// The most any point of `b` lies from its centre in any direction (at least half its diagonal),
/// for cheap tests before the exact ones.
double reach_of(const Box& b) {
  return 0.5 * (b.width + b.depth);
}

/// True when `b` moved anywhere from 0 to `length` along the unit `dir` cannot meet `other`:
/// their centres' reaches keep them apart (cheap; false says nothing).
bool far_apart(const Box& b, Vec2 dir, double length, const Box& other) {
  const Vec2 v = other.centre - b.centre;
  const double along = std::clamp(dot(v, dir), std::min(0.0, length), std::max(0.0, length));
  const double reach = reach_of(b) + reach_of(other) + kTouch;
  return length_squared(v - along * dir) > reach * reach;
}

/// Where a straight move of `base` along `dir` first overlaps `other` within `length`, as the
/// distance travelled; nothing when it never does. A base it starts overlapping (after the
/// pivot, GT-2) is no obstacle as long as the move goes no deeper into it (GT-4, settled
/// 2026-11-25): the overlap area never grows. Both are rectangles, so the square root of the
/// overlap area is concave along the move: it never grows when it does not grow at the start,
/// where it grows at the rate of the front edge's length inside `other` less the rear edge's
/// (the side edges run along the move). Exact, so that the least angle of GT-4 c that it
/// decides is exact too. Nothing asks the overlap to clear within any distance.
std::optional<double> meets(const Box& base, Vec2 dir, double length, const Box& other) {
  // The cheap test on the centres first: most units looked at are nowhere near the move.
  if (far_apart(base, dir, length, other)) return std::nullopt;
  const std::optional<Interval> i = sweep(base, dir, other);
  if (!i || i->hi <= kPlaneEpsilon || i->lo >= length - kPlaneEpsilon) return std::nullopt;
  if (i->lo <= 0.0) {
    // Still on it at the end is no way out: units never end overlapping (CONTEXT 1.6; the
    // ruling is silent).
    if (i->hi >= length - kPlaneEpsilon) return 0.0;
    const std::array<Vec2, 4> c = base.moved(kDeeperStep * dir).corners();
    const double gained = length_inside(c[0], c[1], other);  // the front edge
    const double lost = length_inside(c[3], c[2], other);    // the rear edge
    if (gained <= lost + 1e-12) return std::nullopt;
    return 0.0;
  }
  return i->lo;
}

/// True when a straight move of `base` along its facing `dir` for `length` surely meets `other`
/// after the start, so that meets() gives a distance: `other` lies wholly ahead of the base's
/// front edge at the start, and a corner of it (or its centre) inside the corridor and short of
/// the end, each by kSurelyMet. Then at the move that brings the base's centre level with that
/// point, the point lies inside the base by kSurelyMet on every side, and the two overlap by at
/// least kSurelyMet on every axis (far more than kPlaneEpsilon); the overlap along the move is
/// concave, so the sweep's interval holds that move and its middle, and starts after 0. Cheap;
/// false says nothing.
bool surely_met(const Box& base, Vec2 dir, double length, const Box& other) {
  const double front = base.depth / 2.0 + kSurelyMet;
  if (dot(other.centre - base.centre, dir) - reach_of(other) <= front) return false;
  // Bases too thin for the margins (none in play) are left to the sweep.
  if (std::min({other.width, other.depth, base.depth / 2.0}) <= kSurelyMet) return false;
  auto inside = [&](Vec2 p) {
    const Vec2 v = p - base.centre;
    return std::abs(cross(dir, v)) < base.width / 2.0 - kSurelyMet &&
           dot(v, dir) < length - kSurelyMet;
  };
  if (inside(other.centre)) return true;
  const std::array<Vec2, 4> c = other.corners();
  return std::any_of(c.begin(), c.end(), inside);
}

/// How far past `end` a base going on along `dir` must run until it overlaps no friend of
/// `self` (GT-6), 0 when it ends clear, at most about kMaxExtension.
double run_past_friends(const std::vector<Unit>& units, const UnitGrid& grid, UnitId self,
                        const Box& end, Vec2 dir, std::vector<std::size_t>& around) {
  const Side side = units[index_of(self)].side;
  double run = 0.0;
  for (int guard = 0; guard < 64 && run <= kMaxExtension; ++guard) {
    const Box at = end.moved(run * dir);
    double beyond = -1.0;
    // Those far_apart() would pass over lie beyond the grid's neighbourhood too.
    grid.near(at.centre, reach_of(at) + kTouch, around);
    for (const std::size_t k : around) {
      const Unit& o = units[k];
      if (k == index_of(self) || !o.on_table() || o.arm == Arm::general || o.side != side) continue;
      if (far_apart(at, dir, 0.0, o.base)) continue;
      if (!overlap(at, o.base, kTouch)) continue;  // in contact is clear (GT-4)
      const std::optional<Interval> i = sweep(end, dir, o.base);
      if (i) beyond = std::max(beyond, i->hi);
    }
    if (beyond < 0.0) break;
    // Exactly where it leaves the friend: in contact with it, clear (GT-4); a step past it would
    // make an enemy or impassable ground in contact with the friend's far side block the
    // extension (GT-6 as settled on 2026-11-28).
    run = beyond;
  }
  return run;
}

Bounds bounds_of(const Box& b) {
  Bounds out;
  for (const Vec2 c : b.corners())
    out.add(c);
  return out;
}

}  // namespace

/// Everything a plan fills but does not return, kept from flight to flight.
struct FlightWorkspace::Buffers {
  std::vector<std::size_t> around;                  // the grid's last answer to a Planner
  std::vector<std::size_t> friends_around;          // the grid's last answer to run_past_friends()
  std::vector<std::size_t> near;                    // Planner::near_
  std::vector<double> near_gap;                     // the distance from the start to each near unit
  std::vector<std::optional<double>> straight_met;  // try_straight(): meets() per near unit
  std::vector<std::size_t> far;            // gather_sources(): the enemies of the marks of old
  std::vector<std::size_t> window;         // Planner::window_
  std::vector<std::size_t> by_turn_start;  // Planner::by_turn_start_
  std::vector<std::size_t> by_turn;        // Planner::by_turn_
  std::vector<std::pair<int, int>> spans;  // index_by_turn(): bucket range per window unit
  std::vector<std::size_t> fill;           // index_by_turn(): the next free place per bucket
  std::vector<double> events;              // try_turned(): the marks' turns
  std::vector<flight_parts::MarkSource> sources;  // try_turned(): polygons giving marks
  std::vector<double> source_turns;               // the touching turns of one of them
  std::vector<double> marks_tried;                // step(): every mark tried, in order
  bool eager_marks = false;                       // every source's marks worked out at once
  bool no_turn_index = false;                     // met_by_turn(): every near unit, always
  bool plain_line_tests = false;                  // line_blocked(): meets() only, no shortcut
  int unindexed_windows = 0;   // index_by_turn(): windows of one unit or more left unindexed
  flight_parts::TurnScan cw;   // try_turned(): the clockwise search
  flight_parts::TurnScan ccw;  // try_turned(): the counter-clockwise one
  std::vector<std::pair<double, std::size_t>> met;  // friends met, by distance
  ClearPathQuery query;                             // Planner::query_
  std::vector<Keepaway> spare_obstacles;  // obstacles of earlier flights, their storage kept
  std::vector<Vec2> goals;                // edge_goals()
  ClearPathWorkspace search;              // clear_path()'s buffers
  CurvedPath found;                       // the path a search found
  CurvedPath best;                        // try_cover(): the shortest so far
  CurvedPath cut;                         // try_gap(): the part travelled
};

namespace {

class Planner {
 public:
  Planner(const Scenario& s, const std::vector<Unit>& units, const UnitGrid& grid,
          const FlightRequest& r, FlightWorkspace::Buffers& buffers)
      : s_(s),
        units_(units),
        grid_(grid),
        b_(buffers),
        around_(buffers.around),
        r_(r),
        start_(units[index_of(r.unit)].base.centre),
        near_(buffers.near),
        window_(buffers.window),
        by_turn_start_(buffers.by_turn_start),
        by_turn_(buffers.by_turn),
        query_(buffers.query) {
    window_.clear();
    b_.far.clear();  // gathered when first needed (gather_sources())
    b_.marks_tried.clear();
    by_turn_start_.clear();  // not indexed yet (met_by_turn())
    by_turn_.clear();
    dir_ = flight_direction(s, units, r);
    base_ = fleeing_base(self()).facing_toward(dir_);
    home_ = s.table.toward_own_edge(self().side);
    // GT-7: where a path of the centre keeps to the table: half the base's diagonal inside each
    // edge, so that no corner crosses it whichever way a leg runs, or as far inside as it
    // starts where that is less.
    const double corner = 0.5 * std::sqrt(base_.width * base_.width + base_.depth * base_.depth);
    auto margin = [&](double room) { return std::max(0.0, std::min(corner, room - kTiny)); };
    inside_lo_ = {margin(start_.x), margin(start_.y)};
    inside_hi_ = {s.table.width - margin(s.table.width - start_.x),
                  s.table.depth - margin(s.table.depth - start_.y)};
    if (r.causer) {
      // GT-5: the centre never goes behind the causer's front edge, nor farther behind it than
      // it starts: one half-plane for every way.
      const Box& causer = units[index_of(*r.causer)].base;
      const double floor = std::min(0.0, ahead_of_front(causer, start_));
      keep_point_ = causer.front_centre() + floor * causer.facing;
      keep_normal_ = causer.facing;
    }
    // Units that can matter: within the farthest a path or a turned line reaches (the GT-6
    // extensions look at the grid themselves), and the touching turns on an edge, which lie
    // within the turned lines' reach too.
    gather_near(r.distance * std::max(s.options.gap_detour, 1.0) + base_.width + base_.depth, near_,
                &b_.near_gap);
  }

  /// Plans the flight into `plan`, restarted.
  void run(FlightPlan& plan) {
    if (try_cover(plan) || try_straight(plan) || try_gap(plan) || try_turned(plan)) return;
    plan.add(FlightWay::surrounded);
    plan.end = self().base;
  }

 private:
  const Unit& self() const { return units_[index_of(r_.unit)]; }

  /// Into `out`, in the units' order: every unit in the way (in_the_way()) whose base comes
  /// within `reach` of the start; into `gaps` (when given) the distance to each.
  void gather_near(double reach, std::vector<std::size_t>& out, std::vector<double>* gaps) {
    out.clear();
    if (gaps) gaps->clear();
    grid_.near(start_, reach, around_);  // in the units' order
    for (const std::size_t k : around_) {
      // A cheap test on the centres first (most units of a large table are far): every point
      // of a base is within half its width plus half its depth of its centre.
      const Box& b = units_[k].base;
      const double slack = reach + 0.5 * (b.width + b.depth);
      if (length_squared(b.centre - start_) > slack * slack || !in_the_way(k)) continue;
      const double gap = distance(start_, b);
      if (gap > reach) continue;
      out.push_back(k);
      if (gaps) gaps->push_back(gap);
    }
  }

  /// Units that can stand in the way: on the table, not the fugitive, not the causer (GT-4:
  /// never an obstacle), not generals (they neither block nor are disturbed, GT-6, GT-15).
  bool in_the_way(std::size_t k) const {
    const Unit& o = units_[k];
    if (!o.on_table() || o.arm == Arm::general || k == index_of(r_.unit)) return false;
    return !(r_.causer && k == index_of(*r_.causer));
  }
  bool friendly(std::size_t k) const { return units_[k].side == self().side; }

  /// The bounding rectangle of terrain area `i`'s outline (kept by the area: the table's
  /// terrain never changes).
  Bounds terrain_bounds(std::size_t i) const {
    const Area& area = s_.table.terrain[i].area;
    return {area.bounds_lo(), area.bounds_hi()};
  }

  /// GT-5: the centre stays on the causer's front side (no farther behind than it starts).
  bool ahead(Vec2 p) const {
    if (!keep_point_) return true;  // GT-8: no causer
    return dot(p - *keep_point_, *keep_normal_) >= -kPlaneEpsilon;
  }

  /// The table's edges as half-planes a path of the centre keeps to (GT-7): the rectangle
  /// inside_lo_..inside_hi_.
  void add_edges(std::vector<HalfPlane>& keep) const {
    keep.push_back({inside_lo_, {1.0, 0.0}});
    keep.push_back({inside_lo_, {0.0, 1.0}});
    keep.push_back({inside_hi_, {-1.0, 0.0}});
    keep.push_back({inside_hi_, {0.0, -1.0}});
  }

  /// What a path of the centre keeps its clearance from: every base in the way and impassable
  /// ground, at half the frontage, or less for those it starts closer to (GT-4 b). The
  /// clearance is exact: the search goes round their corners on arcs (clear_path.hpp).
  const std::vector<Keepaway>& path_obstacles() {
    if (!obstacles_ready_) {
      obstacles_ready_ = true;
      gather_obstacles(query_.obstacles);
    }
    return query_.obstacles;
  }

  /// Appends an obstacle to `out`, its outline's storage taken from an earlier flight's.
  void add_obstacle(std::vector<Keepaway>& out, std::span<const Vec2> outline,
                    double clearance) const {
    std::vector<Keepaway>& spare = b_.spare_obstacles;
    if (spare.empty()) {
      out.push_back({{outline.begin(), outline.end()}, clearance});
      return;
    }
    out.push_back(std::move(spare.back()));
    spare.pop_back();
    out.back().outline.assign(outline.begin(), outline.end());
    out.back().clearance = clearance;
  }

  /// path_obstacles(), gathered into `out` (the obstacles it held set aside for reuse).
  void gather_obstacles(std::vector<Keepaway>& out) const {
    for (Keepaway& k : out)
      b_.spare_obstacles.push_back(std::move(k));
    out.clear();
    // Half the frontage, less a hair: a gap exactly as wide as the frontage lets it through
    // (the rule asks for a gap "at least the base width"; touching is not overlapping).
    const double clearance = base_.width / 2.0 - kGapSlack;
    const double reach = r_.distance * std::max(s_.options.gap_detour, 1.0) + clearance;
    for (std::size_t i = 0; i < near_.size(); ++i) {
      const std::size_t k = near_[i];
      const double gap = b_.near_gap[i];  // distance(start_, units_[k].base)
      if (gap > reach) continue;          // beyond any path it could take
      // An enemy closer than the clearance leaves no gap as wide as the frontage beside it (GT-15):
      // no path starts there (a unit charged front and rear does not slip out between them).
      const double margin = friendly(k) ? std::min(clearance, gap - kTiny) : clearance;
      if (margin > kTiny) {
        const std::array<Vec2, 4> c = units_[k].base.corners();
        add_obstacle(out, c, margin);
      }
    }
    for (std::size_t i = 0; i < s_.table.terrain.size(); ++i) {
      const Terrain& t = s_.table.terrain[i];
      if (t.kind != TerrainKind::impassable) continue;
      // The exact distance (Boost's, a copy of the outline) only where the bounds on it do not
      // settle both questions: beyond reach, and nearer than the clearance.
      const double low = terrain_bounds(i).distance(start_);
      if (low > reach + kBoundsSlack) continue;  // beyond any path it could take
      double margin = clearance;
      if (low - kTiny < clearance + kBoundsSlack ||
          corner_distance(t.area) > reach - kBoundsSlack) {
        const double gap = t.area.distance(start_);
        if (gap > reach) continue;
        margin = std::min(clearance, gap - kTiny);
      }
      if (margin > kTiny) add_obstacle(out, t.area.outline(), margin);
    }
  }

  /// The distance from the start to the nearest corner of `area`: at least its distance to the
  /// area.
  double corner_distance(const Area& area) const {
    double least = std::numeric_limits<double>::infinity();
    for (const Vec2 p : area.outline())
      least = std::min(least, length_squared(p - start_));
    return std::sqrt(least);
  }

  /// A path search from the start; `edges`: the table's edges are in the way (add_edges()).
  /// One query object serves every search, so the obstacles are gathered once, never copied.
  const ClearPathQuery& query(std::span<const Vec2> goals, double max_length, bool edges) {
    path_obstacles();
    ClearPathQuery& q = query_;
    q.start = start_;
    q.goals.assign(goals.begin(), goals.end());
    q.keep.clear();
    if (edges) add_edges(q.keep);
    if (keep_point_) q.keep.push_back({*keep_point_, *keep_normal_});
    q.max_length = max_length;
    // GT-4: ties between mirror paths go toward its own edge, then counter-clockwise (the
    // path left of the straight line directly away).
    q.prefer = home_;
    q.line = dir_;
    return q;
  }

  /// The base standing at `p`, facing along the leg of the path that reaches it.
  Box base_at(Vec2 p, Vec2 facing) const {
    Box b = base_.facing_toward(facing);
    b.centre = p;
    return b;
  }

  /// GT-4 a: fleeing infantry makes for empty woods or a BUA it can reach.
  bool try_cover(FlightPlan& plan) {
    if (!r_.seek_cover) return false;
    if (self().arm != Arm::infantry) {
      plan.add(FlightWay::cover).rejection = Rejection::not_infantry;
      return false;
    }
    bool any = false;
    bool any_empty = false;
    bool any_behind = false;
    bool any_no_room = false;
    bool found_any = false;  // b_.best holds the shortest way found
    Vec2 best_facing{};
    double best_length = 0.0;
    int best_area = -1;
    for (std::size_t i = 0; i < s_.table.terrain.size(); ++i) {
      const Terrain& t = s_.table.terrain[i];
      if (t.kind == TerrainKind::impassable || static_cast<int>(i) == r_.leave_area) continue;
      any = true;
      // The cheap distance test first: out of reach, a wood's occupants matter only to tell
      // "occupied" from "too far" while no empty one has been seen.
      const bool too_far = terrain_bounds(i).distance(start_) > r_.distance ||
                           t.area.distance(start_) > r_.distance;  // no path that short reaches it
      if (too_far && any_empty) continue;
      if (occupied(i)) continue;
      any_empty = true;
      if (too_far) continue;
      if (!ahead(t.anchor)) {  // GT-5: it would end behind the causer's front edge
        any_behind = true;
        continue;
      }
      // The exact length of the way to the edge decides the 7" reach (GT-4 a, b).
      edge_goals(t.area, b_.goals);
      CurvedPath& path = b_.found;
      if (!clear_path(query(b_.goals, r_.distance, true), b_.search, path)) continue;
      if (found_any && path.length >= best_length - kPlaneEpsilon) continue;
      const double reached = path.length;
      Vec2 facing = path.points.size() >= 2 ? position_along(path, reached).heading : dir_;
      if (distance(path.points.back(), t.anchor) > kPlaneEpsilon) {
        facing = normalized(t.anchor - path.points.back());
        path.points.push_back(t.anchor);
      }
      // GT-7: a way that carries the base over the table edge reaches nothing (the search
      // keeps the centre inside; this catches a start close to an edge and the last leg).
      if (path_leaves_table(s_.table, base_, path.points, path.arcs)) continue;
      // Placed at the anchor (GT-4, settled 2026-11-25): the base there must overlap no other
      // base nor impassable ground (CONTEXT 1.6); the way from the edge to it is not checked.
      if (!room_at_anchor(t.anchor, facing)) {
        any_no_room = true;
        continue;
      }
      std::swap(b_.best, path);
      found_any = true;
      best_facing = facing;
      best_length = reached;
      best_area = static_cast<int>(i);
    }
    if (!found_any) {
      const Rejection why = !any          ? Rejection::no_cover
                            : !any_empty  ? Rejection::cover_occupied
                            : any_behind  ? Rejection::behind_causer
                            : any_no_room ? Rejection::cover_no_room
                                          : Rejection::cover_too_far;
      plan.add(FlightWay::cover).rejection = why;
      return false;
    }
    const Terrain& t = s_.table.terrain[static_cast<std::size_t>(best_area)];
    plan.end = base_at(t.anchor, best_facing);
    plan.cover = best_area;
    FlightOption& o = plan.add(FlightWay::cover);
    o.terrain = best_area;
    o.path.assign(b_.best.points.begin(), b_.best.points.end());
    o.arcs.assign(b_.best.arcs.begin(), b_.best.arcs.end());
    return true;
  }

  /// Whether the base placed at `anchor` facing `facing` overlaps no base (generals aside; in
  /// contact is clear) and no impassable ground.
  bool room_at_anchor(Vec2 anchor, Vec2 facing) {
    const Box end = base_at(anchor, facing);
    if (impassable_in(shrunk(end)) >= 0) return false;
    grid_.near(anchor, reach_of(end) + kTouch, around_);
    for (const std::size_t k : around_) {
      const Unit& o = units_[k];
      if (k == index_of(r_.unit) || !o.on_table() || o.arm == Arm::general) continue;
      if (!far_apart(end, facing, 0.0, o.base) && overlap(end, o.base, kTouch)) return false;
    }
    return true;
  }

  /// The base less `margin` (kTouch unless told) on every side: what must not overlap
  /// impassable ground for the base to be at most in contact with it (GT-4: touching is not
  /// overlapping).
  static Box shrunk(const Box& b, double margin = kTouch) {
    Box s = b;
    s.width = std::max(0.0, b.width - 2.0 * margin);
    s.depth = std::max(0.0, b.depth - 2.0 * margin);
    return s;
  }

  /// Into `goals`: the points of an area's edge where a shortest path into it can end, in the kept
  /// half-plane (GT-5) and inside the table's edges: the edge point nearest to the start, the
  /// ends of each edge, and for each circle the path may bend round (radius r about an
  /// obstacle's corner c) the feet on each edge of the two tangents square to it (from c ± r
  /// along the edge). The last leg of a shortest path is a straight line from the start or a
  /// circle to the edge point nearest to it, so these include the end of the shortest of all.
  void edge_goals(const Area& area, std::vector<Vec2>& goals) {
    goals.clear();
    if (area.contains(start_)) {  // in it already (a friend routed there)
      goals.push_back(start_);
      return;
    }
    const std::vector<Vec2>& pts = area.outline();
    for (std::size_t i = 0; i < pts.size(); ++i) {
      Vec2 p = pts[i];
      Vec2 q = pts[(i + 1) % pts.size()];
      if (!clip(p, q)) continue;
      goals.push_back(nearest_on_segment(start_, p, q));
      goals.push_back(p);
      goals.push_back(q);
      if (distance(p, q) <= kPlaneEpsilon) continue;
      const Vec2 along = normalized(q - p);
      for (const Keepaway& obstacle : path_obstacles()) {
        for (const Vec2 corner : obstacle.outline) {
          if (distance(start_, corner) >= r_.distance + obstacle.clearance) continue;
          for (const double side : {-1.0, 1.0}) {
            const Vec2 from = corner + (side * obstacle.clearance) * along;
            const Vec2 foot = nearest_on_segment(from, p, q);
            if (distance(foot, p) > kPlaneEpsilon && distance(foot, q) > kPlaneEpsilon) {
              goals.push_back(foot);
            }
          }
        }
      }
    }
  }

  /// Cuts the segment from p to q to the part where the centre may go: in the kept half-plane
  /// (GT-5) and inside the table's edges (add_edges()); false when nothing is left.
  bool clip(Vec2& p, Vec2& q) const {
    std::array<std::pair<Vec2, Vec2>, 5> limits = {
        std::pair{inside_lo_, Vec2{1.0, 0.0}}, std::pair{inside_lo_, Vec2{0.0, 1.0}},
        std::pair{inside_hi_, Vec2{-1.0, 0.0}}, std::pair{inside_hi_, Vec2{0.0, -1.0}},
        std::pair{inside_lo_, Vec2{1.0, 0.0}}};
    if (keep_point_) limits[4] = {*keep_point_, *keep_normal_};
    for (const auto& [at, normal] : limits) {
      const double a = dot(p - at, normal);
      const double b = dot(q - at, normal);
      if (a < 0.0 && b < 0.0) return false;
      if (a >= 0.0 && b >= 0.0) continue;
      const Vec2 cut = p + (a / (a - b)) * (q - p);
      (a < 0.0 ? p : q) = cut;
    }
    return true;
  }

  /// True when a unit other than the fugitive (and not a general) stands in terrain `i`.
  bool occupied(std::size_t i) {
    const Terrain& t = s_.table.terrain[i];
    grid_.in_rect(terrain_bounds(i).lo, terrain_bounds(i).hi, around_);
    for (const std::size_t k : around_) {
      const Unit& o = units_[k];
      if (k == index_of(r_.unit) || !o.on_table() || o.arm == Arm::general) continue;
      // Every point of the base lies within its reach of its centre.
      const double r = reach_of(o.base);
      const Bounds around{o.base.centre - Vec2{r, r}, o.base.centre + Vec2{r, r}};
      if (!terrain_bounds(i).meets(around)) continue;
      if (t.area.overlaps(o.base) || t.area.contains(o.base.centre)) return true;
    }
    return false;
  }

  /// The first impassable area overlapping `ground`, or -1.
  int impassable_in(const Box& ground) const {
    const Bounds g = bounds_of(ground);
    for (std::size_t i = 0; i < s_.table.terrain.size(); ++i) {
      const Terrain& t = s_.table.terrain[i];
      if (t.kind != TerrainKind::impassable || !terrain_bounds(i).meets(g)) continue;
      if (t.area.overlaps(ground)) return static_cast<int>(i);
    }
    return -1;
  }

  /// first_met() over the units listed in `among` (a subset of the near ones, in their order).
  template <class Which>
  std::optional<std::pair<double, std::size_t>> first_met_among(std::span<const std::size_t> among,
                                                                const Box& base, Vec2 dir,
                                                                double length, Which which) const {
    std::optional<std::pair<double, std::size_t>> first;
    for (const std::size_t k : among) {
      if (!which(k)) continue;
      const std::optional<double> t = meets(base, dir, length, units_[k].base);
      if (t && (!first || *t < first->first)) first = std::pair{*t, k};
    }
    return first;
  }

  /// The nearest of the near units accepted by `which` that the straight move directly away
  /// meets (try_straight()'s answers, kept), with the distance travelled when it does.
  template <class Which>
  std::optional<std::pair<double, std::size_t>> first_met_straight(Which which) const {
    std::optional<std::pair<double, std::size_t>> first;
    for (std::size_t i = 0; i < near_.size(); ++i) {
      const std::optional<double> t = b_.straight_met[i];
      if (which(near_[i]) && t && (!first || *t < first->first)) first = std::pair{*t, near_[i]};
    }
    return first;
  }

  /// True when the line along `dir` is the straight move directly away, bit for bit, and
  /// try_straight() has kept what that move meets: line_blocked() then reads its answers.
  bool is_straight(Vec2 dir) const {
    // Equal, and zeros of the same sign: the same bits (a direction is never NaN).
    return straight_known_ && dir == dir_ && std::signbit(dir.x) == std::signbit(dir_.x) &&
           std::signbit(dir.y) == std::signbit(dir_.y);
  }

  /// GT-4 b: directly away, if the straight corridor as wide as the frontage is clear.
  bool try_straight(FlightPlan& plan) {
    const double length = r_.distance;
    // What the move meets, unit by unit, kept: the turned search tries the same line first.
    b_.straight_met.clear();
    for (const std::size_t k : near_)
      b_.straight_met.push_back(meets(base_, dir_, length, units_[k].base));
    straight_known_ = true;
    const auto unit = first_met_straight([](std::size_t) { return true; });
    const int terrain = impassable_in(swept(base_, length));
    const Vec2 end = start_ + length * dir_;
    if (unit || terrain >= 0 || !ahead(end)) {
      FlightOption& o = plan.add(FlightWay::straight);
      o.rejection = unit || terrain >= 0 ? Rejection::corridor_blocked : Rejection::behind_causer;
      o.terrain = unit ? -1 : terrain;
      if (unit) o.blocker = UnitId{static_cast<std::uint32_t>(unit->second)};
      return false;
    }
    plan.end = base_.moved(length * dir_);
    plan.pivot_off_table = !s_.table.holds(base_);
    plan.off_table = !s_.table.holds(swept(base_, length));
    plan.add(FlightWay::straight).path.assign({start_, end});
    return true;
  }

  /// GT-4 b: otherwise along the shortest clear path to the point directly away, if it is no
  /// longer than `gap_detour` times the distance; the unit travels the distance along it.
  bool try_gap(FlightPlan& plan) {
    const double length = r_.distance;
    const Vec2 goal = start_ + length * dir_;
    // The table edge is no obstacle to the path (GT-7 as settled on 2026-11-28: GT-4 names bases
    // and impassable ground only): a path on which the base crosses it is taken, and the unit
    // flees off the table. The exact length (arcs round the corners, GT-4 b) is what the detour
    // allowance judges.
    const CurvedPath& path = b_.found;
    if (!clear_path(query(std::span<const Vec2>(&goal, 1), s_.options.gap_detour * length, false),
                    b_.search, b_.found)) {
      plan.add(FlightWay::gap).rejection = Rejection::no_gap;
      return false;
    }
    // The part travelled: the distance along the path (GT-2: the travel of the centre), on the
    // arcs, not their chords; the base faces the way it travels there (an arc's tangent).
    cut_path(path, length, b_.cut);
    const CurvedPath& travelled = b_.cut;
    const Box end = base_at(travelled.points.back(), position_along(path, length).heading);
    // Units never end overlapping (CONTEXT 1.6): a path whose end puts the base on an enemy (its
    // centre keeps half the frontage away, its front corners need not) is no way through.
    // Touching is not overlapping (GT-4): a path ending round an enemy's corner leaves the base
    // in contact with it, which is clear. A friend it ends on is passed through once the
    // friends met have fled (GT-6, resolve.cpp).
    for (const std::size_t k : near_) {
      if (friendly(k) || far_apart(end, end.facing, 0.0, units_[k].base)) continue;
      if (overlap(end, units_[k].base, kTouch)) return reject_gap_end(plan, k, -1);
    }
    if (const int ground = impassable_in(shrunk(end)); ground >= 0) {
      return reject_gap_end(plan, std::nullopt, ground);
    }
    plan.end = end;
    plan.pivot_off_table = !s_.table.holds(base_);  // GT-15: the pivot over the edge has fled
    plan.off_table = plan.pivot_off_table ||
                     path_leaves_table(s_.table, base_, travelled.points, travelled.arcs);
    FlightOption& o = plan.add(FlightWay::gap);
    o.path.assign(travelled.points.begin(), travelled.points.end());
    o.arcs.assign(travelled.arcs.begin(), travelled.arcs.end());
    return true;
  }

  bool reject_gap_end(FlightPlan& plan, std::optional<std::size_t> unit, int terrain) {
    FlightOption& o = plan.add(FlightWay::gap);
    o.rejection = Rejection::gap_end_blocked;
    if (unit) {
      o.blocker = UnitId{static_cast<std::uint32_t>(*unit)};
    } else {
      o.terrain = terrain;
    }
    return false;
  }

  /// GT-4 c: the straight line directly away, turned by the smallest angle that keeps enemies
  /// (and impassable ground, GT-15) out of the swept corridor; ties toward the own edge, then
  /// counter-clockwise. Friends in it are passed through (GT-6). The angle is exact (GT-4 as
  /// settled on 2026-11-28), found from the turns at which the corridor touches an obstacle
  /// (touching_turns()), not from a grid of trial lines: `turn_step` no longer decides it.
  bool try_turned(FlightPlan& plan) {
    std::optional<UnitId> first_enemy;
    int first_terrain = -1;
    // The line directly away first, against every near unit before any is indexed: many
    // flights that get here take it, through friends (the index would give the same units
    // that meet it, in the same order).
    if (!line_blocked(0.0, &first_enemy, &first_terrain)) return take_line(plan, 0.0);
    // The search looks at the turns within a window first, the units that can meet its lines
    // and its events only, and widens it when the least turns may lie beyond (most flights turn
    // a little: indexing and sorting the whole circle cost more than the search).
    TurnScan& cw_scan = b_.cw;
    TurnScan& ccw_scan = b_.ccw;
    std::vector<double>& events = b_.events;
    // The marks are the turns at which a corner lies on an edge (where an overlap begins or
    // ends), not on the edge's line beyond its ends: far fewer on a crowded table. Where
    // a boundary is not among them after all (rounding), the bisection that finds it starts
    // from the last mark blocked, which depends on the marks: the search is then run again
    // over every turn at which a corner crosses an edge's line, the marks of old, for the same
    // double as before (rare). A line that stops being blocked between marks, not at one, is
    // bisected down to in step() under either set of marks.
    for (const bool edges_only : {true, false}) {
      edges_only_ = edges_only;
      bisected_ = false;
      gather_sources();
      bool first_window = true;
      for (double window = kFirstTurnWindow;; window = std::min(180.0, 3.0 * window)) {
        index_by_turn(window);
        // Every mark in the window is one of the search: those of every near enemy (a unit's
        // may lie far from the lines that meet it: where its corners cross the lines of the
        // corridor's edges), worked out as the search reaches them. Those beyond the window
        // are mostly left out, and the marks of a wider window begin with those of the
        // narrower one, the same turns. The GT-5 crossing turns are marks at once.
        events.clear();
        if (keep_point_) crossing_turns(swing(), r_.distance, *keep_point_, *keep_normal_, events);
        rescan(cw_scan, events, 1.0, window, first_window);
        rescan(ccw_scan, events, -1.0, window, first_window);
        first_window = false;
        start_sources(window, std::max(cw_scan.tried, ccw_scan.tried));
        if (search_turns(cw_scan, ccw_scan)) break;
      }
      if (!bisected_) break;
    }
    const std::optional<double> cw = cw_scan.found;
    const std::optional<double> ccw = ccw_scan.found;
    if (!cw && !ccw) {
      FlightOption& o = plan.add(FlightWay::turned);
      o.rejection = Rejection::enemy_in_line;
      o.blocker = first_enemy;
      o.terrain = first_enemy ? -1 : first_terrain;
      return false;
    }
    if (!ccw) return take_line(plan, *cw);
    if (!cw) return take_line(plan, -*ccw);
    if (std::abs(*cw - *ccw) > kTurnTie) return take_line(plan, *cw < *ccw ? *cw : -*ccw);
    // Mirror turns: toward its own edge, then counter-clockwise (GT-4).
    const Vec2 toward_cw = rotated(dir_, bearing_vector(*cw));
    const Vec2 toward_ccw = rotated(dir_, bearing_vector(-*ccw));
    return take_line(plan,
                     dot(toward_cw, home_) > dot(toward_ccw, home_) + kPlaneEpsilon ? *cw : -*ccw);
  }

  /// The rectangles that swing with the line (GT-4 c): the base at the start, the corridor
  /// and the base at the end; their marks are the touching turns on an edge only, or those at
  /// which a corner crosses an edge's line anywhere too (not edges_only_).
  SwingingRectangles swing() const {
    const double rear = base_.depth / 2.0;
    const double length = r_.distance;
    return SwingingRectangles{.pivot = start_,
                              .dir0 = dir_,
                              .marks = {-rear, rear, length - rear, length + rear},
                              .half = base_.width / 2.0,
                              .edges_only = edges_only_};
  }

  /// Into b_.sources, least bound first: every polygon whose touching turns are marks, where
  /// whether a line is blocked can change (its corridor, or its base at the start or the end,
  /// touches an enemy's corner or edge, or impassable ground). The touching turns on an edge
  /// lie where the rectangles touch the polygon, beyond least_touching_turn(); those at which
  /// a corner crosses an edge's line anywhere (the marks of old, not edges_only_) have no such
  /// bound and come from units far beyond the lines' reach too: every enemy of old is looked
  /// at, within the farthest a path, a turned line or a GT-6 extension reaches.
  void gather_sources() {
    std::vector<MarkSource>& sources = b_.sources;
    sources.clear();
    if (!edges_only_ && b_.far.empty()) {
      gather_near(std::max(r_.distance * std::max(s_.options.gap_detour, 1.0),
                           r_.distance + kMaxExtension) +
                      base_.width + base_.depth,
                  b_.far, nullptr);
    }
    // The rectangles reach no farther from the pivot than the corners of the base at the end.
    const double rear = base_.depth / 2.0;
    const double swing_reach = std::hypot(r_.distance + rear, base_.width / 2.0);
    const double own_spread = 0.5 * std::hypot(base_.width, base_.depth);
    for (const std::size_t k : edges_only_ ? near_ : b_.far) {
      if (friendly(k)) continue;
      const Box& b = units_[k].base;
      if (!edges_only_) {
        sources.push_back({.bound = 0.0, .index = k});
        continue;
      }
      // A base beyond the rectangles' reach at every turn gives no touching turn on an edge
      // (touching_turns() finds none either): no source, no trigonometry. Its reach (at least
      // half its diagonal, with a margin far above rounding) first: most are far beyond.
      const double distance_squared = length_squared(b.centre - start_);
      const double loose = (swing_reach + reach_of(b) + kSourceMargin) * (1.0 + 1e-9);
      if (distance_squared > loose * loose) continue;
      const double spread = 0.5 * std::hypot(b.width, b.depth);
      const double beyond = swing_reach + spread + kSourceMargin;
      if (distance_squared > beyond * beyond) continue;
      sources.push_back({.bound = least_touching_turn(b.centre, spread, own_spread), .index = k});
    }
    for (std::size_t i = 0; i < s_.table.terrain.size(); ++i) {
      const Terrain& t = s_.table.terrain[i];
      if (t.kind != TerrainKind::impassable) continue;
      const std::vector<Vec2>& outline = t.area.outline();
      // Every corner lies within `spread` of the first: the square root of the greatest square
      // (the greatest distance, the same double: sqrt is monotone and correctly rounded).
      double farthest = 0.0;
      for (const Vec2 p : outline)
        farthest = std::max(farthest, length_squared(outline.front() - p));
      const double spread = std::sqrt(farthest);
      const double bound =
          edges_only_ ? least_touching_turn(outline.front(), spread, own_spread) : 0.0;
      sources.push_back({.bound = bound, .index = i, .terrain = true});
    }
    // The order sources are worked out in does not change the marks (kept sorted); ties go by
    // the sources' order all the same.
    std::sort(sources.begin(), sources.end(), [](const MarkSource& a, const MarkSource& b) {
      if (a.bound != b.bound) return a.bound < b.bound;
      if (a.terrain != b.terrain) return b.terrain;
      return a.index < b.index;
    });
  }

  /// A bound (degrees) below which the swinging rectangles touch no polygon lying within
  /// `spread` of `hub`, either way, without trigonometry: every point of the rectangles lies
  /// within half the base's diagonal (`own_spread`) of the line's first `distance` inches, so
  /// at a touching
  /// turn that segment comes within R of the hub (R: the two, and a margin far above the
  /// touching turns' own), and a hub r from the pivot lies within asin(R / r) of the line's
  /// bearing b. In degrees, asin(x) <= 90 x, and the hub's angle from the line directly away is
  /// at least asin(s) >= (180 / pi) s (s: its sine) in front of the pivot, at least 180 - 90 s
  /// behind it: a looser bound than the angles' own, as sure, for a few products.
  double least_touching_turn(Vec2 hub, double spread, double own_spread) const {
    const double reach = own_spread + spread + kSourceMargin;
    const Vec2 v = hub - start_;
    const double r = length(v);
    if (r <= reach) return 0.0;
    const double sine = std::abs(cross(dir_, v)) / r;
    const double away = dot(dir_, v) >= 0.0 ? sine / kRadiansPerDegree : 180.0 - 90.0 * sine;
    return std::max(0.0, away - 90.0 * (reach / r) - kTurnPad);
  }

  /// Starts on the sources for a window of `window` degrees: none is worked out yet but those
  /// whose bound is at most `tried` (the marks tried in a narrower window, which begin the
  /// wider window's marks); with eager_marks, and for the marks of old, every one.
  void start_sources(double window, double tried) {
    window_degrees_ = window;
    window_end_ = std::min(window, 180.0);
    sources_done_ = 0;
    const bool eager = b_.eager_marks || !edges_only_;
    while (sources_done_ < b_.sources.size() && (eager || b_.sources[sources_done_].bound <= tried))
      work_out(b_.sources[sources_done_++]);
  }

  /// Works out the sources the search has reached: those whose bound is at most the least
  /// turn either scan may try next, so that the next mark of each is the next of all marks.
  void settle_sources() {
    while (sources_done_ < b_.sources.size() &&
           b_.sources[sources_done_].bound <= std::min(frontier(b_.cw), frontier(b_.ccw)))
      work_out(b_.sources[sources_done_++]);
  }

  /// The least turn `scan` may try next: its next mark, the end of the window when it has
  /// none left, beyond every turn once its least turn is found.
  double frontier(const TurnScan& scan) const {
    if (scan.found) return std::numeric_limits<double>::infinity();
    return scan.next < scan.marks.size() ? scan.marks[scan.next] : window_end_;
  }

  /// The touching turns of `source` within the window, made marks of the scans.
  void work_out(const MarkSource& source) {
    std::vector<double>& turns = b_.source_turns;
    turns.clear();
    if (source.terrain) {
      touching_turns(swing(), s_.table.terrain[source.index].area.outline(), turns,
                     window_degrees_);
    } else {
      const std::array<Vec2, 4> c = units_[source.index].base.corners();
      touching_turns(swing(), c, turns, window_degrees_);
    }
    for (const double t : turns) {
      add_mark(b_.cw, t);
      add_mark(b_.ccw, -t);
    }
  }

  /// Adds `m` (a turn in the sense of `scan`) to its marks if it lies within the window on
  /// that side and is not a mark already: every mark once, in order, as rescan() has them.
  void add_mark(TurnScan& scan, double m) const {
    if (!(m > 0.0 && m < window_end_)) return;
    const auto at = std::lower_bound(scan.marks.begin(), scan.marks.end(), m);
    if (at != scan.marks.end() && *at == m) return;
    scan.marks.insert(at, m);
  }

  /// `scan` made the scan of one side over the events within `window` degrees (all of them
  /// from 180), its marks' storage kept. `fresh`: a new search; else the scan of a narrower
  /// window goes on where it stopped (the marks it tried are the first of the wider window's,
  /// the same turns).
  static void rescan(TurnScan& scan, const std::vector<double>& events, double sense, double window,
                     bool fresh) {
    if (fresh) {
      scan.next = 0;
      scan.tried = 0.0;
      scan.blocked = 0.0;
      scan.found.reset();
    }
    scan.sense = sense;
    scan.whole = window >= 180.0;
    scan.marks.clear();
    if (scan.whole) scan.marks.push_back(180.0);
    const double end = std::min(window, 180.0);
    for (const double t : events) {
      const double m = sense * t;
      if (m > 0.0 && m < end) scan.marks.push_back(m);
    }
    std::sort(scan.marks.begin(), scan.marks.end());
    scan.marks.erase(std::unique(scan.marks.begin(), scan.marks.end()), scan.marks.end());
  }

  /// Runs both sides' scans in step, the nearer mark first; true when the least turn is settled
  /// (each side's least turn found, or none on that side), false when a scan ran out of its
  /// window before. Once one side has its least turn, the other stops where every turn it has
  /// left is more than a tie beyond it: it would lose anyway (its `found` stays empty).
  bool search_turns(TurnScan& cw, TurnScan& ccw) {
    for (;;) {
      if (cw.found && !ccw.found && ccw.blocked >= *cw.found + kTurnTie) return true;
      if (ccw.found && !cw.found && cw.blocked >= *ccw.found + kTurnTie) return true;
      settle_sources();
      if (!cw.open() && !ccw.open()) return (cw.found || cw.whole) && (ccw.found || ccw.whole);
      const bool cw_next = cw.open() && (!ccw.open() || cw.marks[cw.next] <= ccw.marks[ccw.next]);
      step(cw_next ? cw : ccw);
    }
  }

  /// Tries the next mark of `scan` and the line between it and the last one blocked. Between
  /// two marks a line is blocked or clear throughout but for one boundary no mark holds: where
  /// an enemy the pivoted base starts on stops blocking, the move no longer going deeper into
  /// it (meets()), which is no touching turn. So a clear line is narrowed down to the boundary
  /// before it: from the middle line when that is clear, and from a clear mark when the line
  /// just below it is clear too.
  void step(TurnScan& scan) {
    const double sense = scan.sense;
    const double m = scan.marks[scan.next++];
    scan.tried = m;
    b_.marks_tried.push_back(sense * m);
    const double between = 0.5 * (scan.blocked + m);
    if (!line_blocked(sense * between, nullptr, nullptr)) {
      scan.found = bisected(sense, scan.blocked, between);
      return;
    }
    if (line_blocked(sense * m, nullptr, nullptr)) {
      scan.blocked = m;
      return;
    }
    const double below = std::max(between, m - kBelowMark);
    const bool from_mark = below == between || line_blocked(sense * below, nullptr, nullptr);
    scan.found = from_mark ? m : bisected(sense, between, below);
  }

  /// The least clear turn in (`lo`, `hi`] to one side by bisection, the line at `lo` blocked and
  /// at `hi` clear. The boundary mostly lies near `lo`, so the first probes are clear and
  /// halved_to_clear() skips most of them (the same double as the plain loop).
  double bisected(double sense, double lo, double hi) {
    const std::function<bool(double)> blocked = [this, sense](double t) {
      return line_blocked(sense * t, nullptr, nullptr);
    };
    const double found = halved_to_clear(lo, hi, kTurnPrecision, blocked);
    SKD_ASSERT(found == halved_to_clear_plain(lo, hi, kTurnPrecision, blocked),
               "the bisection's shortcut must find the plain bisection's turn");
    bisected_ = true;
    return found;
  }

  /// Sorts the near units into one-degree buckets of the turn (GT-4 c) of the lines that can
  /// meet them, so that each line looks at a few units rather than all. Only the buckets of the
  /// window's turns are made: every line the search tries lies within it, and the circle's
  /// 360 buckets cost more than the search where the window is narrow. Every point of a
  /// line's corridor (and of its extension) lies within half the fleeing base's diagonal of
  /// the ray from the start, every point of a base within half its own diagonal of its
  /// centre: a unit at distance r from the start, with those two half-diagonals summing to R,
  /// can only meet lines turned within asin(R / r) of its bearing, or any line when r <= R.
  /// Only the near units that can meet a line turned at most `window` degrees either way are
  /// indexed (all from 180), into window_: those within R of the window's edge rays or between
  /// them, by cross products (no arctangent for the others).
  void index_by_turn(double window) {
    const double own = 0.5 * std::sqrt(base_.width * base_.width + base_.depth * base_.depth);
    window_.clear();
    if (window >= 180.0) {
      window_ = near_;
    } else {
      const Vec2 cw_edge = rotated(dir_, bearing_vector(window));
      const Vec2 ccw_edge = rotated(dir_, bearing_vector(-window));
      for (const std::size_t k : near_) {
        const Box& b = units_[k].base;
        const Vec2 v = b.centre - start_;
        const double reach = own + reach_of(b) + kWindowSlack;
        // Between the edges (clockwise of the counter-clockwise one and before the other),
        // or near either edge ray.
        const bool between = cross(ccw_edge, v) <= 0.0 && cross(v, cw_edge) <= 0.0;
        auto near_ray = [&](Vec2 e) {
          const double off = dot(v, e) <= 0.0 ? length(v) : std::abs(cross(e, v));
          return off <= reach;
        };
        if (between || near_ray(cw_edge) || near_ray(ccw_edge)) window_.push_back(k);
      }
    }
    // A window of a few units is not indexed: each line then looks at all of them, and those
    // the buckets would have left out cannot meet it (far_apart() or the sweep says so).
    window_unindexed_ = window_.size() <= kUnindexedWindow && window < 180.0;
    window_limit_ = window;
    by_turn_start_.clear();
    if (window_unindexed_ && !window_.empty()) ++b_.unindexed_windows;
    if (window_unindexed_) return;
    std::vector<std::pair<int, int>>& spans = b_.spans;  // per window unit, lo..hi inclusive
    spans.clear();
    for (const std::size_t k : window_) {
      const Box& b = units_[k].base;
      const Vec2 v = b.centre - start_;
      const double reach = own + 0.5 * std::sqrt(b.width * b.width + b.depth * b.depth) + kTiny;
      const double r = length(v);
      if (r <= reach) {
        spans.emplace_back(0, kTurnBuckets - 1);
        continue;
      }
      const double sine = reach / r;
      // The half-angle in degrees without libm: the bearing of (sin a, cos a) is a.
      const double half = bearing_of(Vec2{sine, std::sqrt(1.0 - sine * sine)}) + kTurnPad;
      const double at = turn_degrees(dir_, (1.0 / r) * v);
      spans.emplace_back(turn_bucket(at - half), turn_bucket(at + half));
    }
    // The buckets first..last of the window's turns, numbered from 0 here.
    const bool whole = window >= 180.0;
    const int first = whole ? 0 : turn_bucket(-window);
    const int last = whole ? kTurnBuckets - 1 : turn_bucket(window);
    by_turn_first_ = first;
    const auto buckets = static_cast<std::size_t>(last - first + 1);
    // Counting sort by bucket; each bucket keeps the near units' order (determinism).
    by_turn_start_.assign(buckets + 1, 0);
    auto for_each_bucket = [first, last](std::pair<int, int> span, auto f) {
      auto run = [&](int lo, int hi) {
        for (int b = std::max(lo, first); b <= std::min(hi, last); ++b)
          f(static_cast<std::size_t>(b - first));
      };
      if (span.first <= span.second) {
        run(span.first, span.second);
      } else {  // wraps round 180 degrees
        run(span.first, kTurnBuckets - 1);
        run(0, span.second);
      }
    };
    for (const auto& span : spans)
      for_each_bucket(span, [&](std::size_t b) { ++by_turn_start_[b + 1]; });
    for (std::size_t b = 0; b < buckets; ++b)
      by_turn_start_[b + 1] += by_turn_start_[b];
    by_turn_.assign(by_turn_start_.back(), 0);
    std::vector<std::size_t>& fill = b_.fill;
    fill.assign(by_turn_start_.begin(), by_turn_start_.end() - 1);
    for (std::size_t i = 0; i < window_.size(); ++i) {
      for_each_bucket(spans[i], [&](std::size_t b) { by_turn_[fill[b]++] = window_[i]; });
    }
  }

  /// The bucket of a turn in degrees (any value; taken round to (-180, 180]).
  static int turn_bucket(double turn) {
    while (turn > 180.0)
      turn -= 360.0;
    while (turn <= -180.0)
      turn += 360.0;
    return std::clamp(static_cast<int>(std::floor(turn + 180.0)), 0, kTurnBuckets - 1);
  }

  /// The near units a line turned by `turn` degrees can meet (index_by_turn()); every near
  /// unit before the index is built, or for a line beyond the window indexed (none is tried).
  std::span<const std::size_t> met_by_turn(double turn) const {
    if (b_.no_turn_index) return near_;
    if (window_unindexed_) {
      SKD_ASSERT(std::abs(turn) <= window_limit_,
                 "the least-turn search tries lines within its window only");
      return std::abs(turn) <= window_limit_ ? std::span<const std::size_t>(window_) : near_;
    }
    if (by_turn_start_.empty()) return near_;
    const int bucket = turn_bucket(turn) - by_turn_first_;
    SKD_ASSERT(bucket >= 0 && static_cast<std::size_t>(bucket) + 1 < by_turn_start_.size(),
               "the least-turn search tries lines within its window only");
    if (bucket < 0 || static_cast<std::size_t>(bucket) + 1 >= by_turn_start_.size()) return near_;
    const auto b = static_cast<std::size_t>(bucket);
    return std::span<const std::size_t>(by_turn_).subspan(
        by_turn_start_[b], by_turn_start_[b + 1] - by_turn_start_[b]);
  }

  /// True when the line turned by `turn` degrees is closed to the flight (GT-4 c): an enemy or
  /// impassable ground in its corridor, or its end behind the causer's front (GT-5). Touching is
  /// not overlapping (GT-4). `enemy`, `terrain`: where given, what blocks it, for the trace.
  bool line_blocked(double turn, std::optional<UnitId>* enemy, int* terrain) {
    const Vec2 dir = rotated(dir_, bearing_vector(turn));
    const Vec2 end = start_ + r_.distance * dir;
    if (!enemy && !ahead(end)) return true;
    const Box base = base_.facing_toward(dir);
    if (!enemy) {
      // Whether, not what: any enemy met will do, and the last one met is likely to block the
      // next line too (the search tries lines a little apart), so it is tried first.
      auto blocks = [&](std::size_t k) {
        if (friendly(k)) return false;
        const Box& other = units_[k].base;
        if (!b_.plain_line_tests && surely_met(base, dir, r_.distance, other)) {
          SKD_ASSERT(meets(base, dir, r_.distance, other).has_value(),
                     "a unit surely met is met (meets())");
          return true;
        }
        return meets(base, dir, r_.distance, other).has_value();
      };
      if (last_foe_ && blocks(*last_foe_)) return true;
      for (const std::size_t k : met_by_turn(turn)) {
        if (blocks(k)) {
          last_foe_ = k;
          return true;
        }
      }
      return impassable_in(shrunk(swept(base, r_.distance), kPlaneEpsilon)) >= 0;
    }
    // The flight distance only: an end on a friend is extended once the friends passed through
    // have fled, against where they then stand (GT-6 depth first, GT-15; resolve.cpp). The line
    // directly away was tested against every near unit by try_straight() (the same base,
    // direction and length: the same answers).
    auto enemy_of = [&](std::size_t k) { return !friendly(k); };
    const auto foe = is_straight(dir)
                         ? first_met_straight(enemy_of)
                         : first_met_among(met_by_turn(turn), base, dir, r_.distance, enemy_of);
    // Impassable ground blocks as enemies do (GT-15); in contact with it is clear.
    const int ground = impassable_in(shrunk(swept(base, r_.distance), kPlaneEpsilon));
    if (enemy && foe) *enemy = UnitId{static_cast<std::uint32_t>(foe->second)};
    if (terrain && !foe) *terrain = ground;
    return foe || ground >= 0 || !ahead(end);
  }

  /// Takes the line turned by `turn` degrees (GT-4 c), passing through the friends in it
  /// (GT-6), nearest first.
  bool take_line(FlightPlan& plan, double turn) {
    const Vec2 dir = rotated(dir_, bearing_vector(turn));
    const Box base = base_.facing_toward(dir);
    const double length = r_.distance;
    std::vector<std::pair<double, std::size_t>>& met = b_.met;
    met.clear();
    for (const std::size_t k : met_by_turn(turn)) {
      if (!friendly(k)) continue;
      const std::optional<double> t = meets(base, dir, length, units_[k].base);
      if (t) met.emplace_back(*t, k);
    }
    std::sort(met.begin(), met.end());
    for (const auto& [t, k] : met)
      plan.passed.push_back(UnitId{static_cast<std::uint32_t>(k)});
    plan.end = base.moved(length * dir);
    plan.pivot_off_table = !s_.table.holds(base);
    plan.off_table = !s_.table.holds(swept(base, length));
    FlightOption& o = plan.add(FlightWay::turned);
    o.turned = turn;
    o.path.assign({start_, start_ + length * dir});
    return true;
  }

  const Scenario& s_;
  const std::vector<Unit>& units_;
  const UnitGrid& grid_;
  FlightWorkspace::Buffers& b_;       // where the lists below live, kept from flight to flight
  std::vector<std::size_t>& around_;  // the grid's last answer (UnitGrid::near(), in_rect())
  FlightRequest r_;
  Vec2 start_;
  Vec2 dir_{};
  Box base_{};
  Vec2 home_{};                       // toward its own edge
  std::optional<Vec2> keep_point_{};  // GT-5: the half-plane the centre keeps to
  std::optional<Vec2> keep_normal_{};
  Vec2 inside_lo_{};  // where add_edges() lets the centre go
  Vec2 inside_hi_{};
  std::vector<std::size_t>& near_;
  std::vector<std::size_t>& window_;       // index_by_turn(): the near units its window can meet
  std::optional<std::size_t> last_foe_{};  // line_blocked(): the enemy that blocked last
  bool straight_known_ = false;            // try_straight(): b_.straight_met holds its answers
  bool edges_only_ = true;        // try_turned(): the marks are the touching turns on an edge only
  double window_degrees_ = 0.0;   // start_sources(): the window searched, degrees either way
  double window_end_ = 0.0;       // and where its marks end (180 at most)
  std::size_t sources_done_ = 0;  // b_.sources worked out so far
  bool bisected_ = false;         // step(): a least turn was narrowed down by bisection
  std::vector<std::size_t>&
      by_turn_start_;              // index_by_turn(): bucket first + b is by_turn_[start[b]..]
  int by_turn_first_ = 0;          // index_by_turn(): the first bucket of its window
  bool window_unindexed_ = false;  // index_by_turn(): window_ left unindexed (a few units)
  double window_limit_ = 0.0;      // index_by_turn(): the window's turns, degrees either way
  std::vector<std::size_t>& by_turn_;
  bool obstacles_ready_ = false;
  ClearPathQuery& query_;  // query(): the obstacles (path_obstacles()) kept from search to search
};

}  // namespace

Box fleeing_base(const Unit& u) {
  Box b = u.base;
  if (u.in_square) {  // GT-3: a square reverts to line first
    const BaseSize line = default_base(Arm::infantry);
    b.width = line.width;
    b.depth = line.depth;
  }
  return b;
}

Vec2 flight_direction(const Scenario& s, const std::vector<Unit>& units, const FlightRequest& r) {
  const Unit& u = units[index_of(r.unit)];
  if (!r.causer) return s.table.toward_own_edge(u.side);
  const Unit& causer = units[index_of(*r.causer)];
  const Vec2 away = u.base.centre - causer.base.centre;
  if (length_squared(away) <= kPlaneEpsilon * kPlaneEpsilon) return causer.base.facing;
  return normalized(away);
}

bool path_leaves_table(const Table& table, const Box& shape, const std::vector<Vec2>& points,
                       const std::vector<PathArc>& arcs) {
  auto base_at = [&](Vec2 p, Vec2 facing) {
    Box b = shape.facing_toward(facing);
    b.centre = p;
    return b;
  };
  for (std::size_t k = 1; k < points.size(); ++k) {
    const Vec2 from = points[k - 1];
    const Vec2 to = points[k];
    const auto arc =
        std::find_if(arcs.begin(), arcs.end(), [&](const PathArc& a) { return a.leg == k - 1; });
    if (arc == arcs.end()) {
      const double leg = distance(from, to);
      if (leg <= kPlaneEpsilon) continue;
      if (!table.holds(swept(base_at(from, normalized(to - from)), leg))) return true;
      continue;
    }
    // Along an arc the base faces the tangent: (p - centre) turned a quarter in its sense.
    auto tangent = [&](Vec2 p) {
      const Vec2 r = normalized(p - arc->centre);
      return arc->clockwise ? Vec2{r.y, -r.x} : perp(r);
    };
    const Box first = base_at(from, tangent(from));
    const Box last = base_at(to, tangent(to));
    if (!table.holds(first) || !table.holds(last)) return true;
    const std::array<Vec2, 4> a = first.corners();
    const std::array<Vec2, 4> b = last.corners();
    const double sense = arc->clockwise ? -1.0 : 1.0;
    for (std::size_t i = 0; i < 4; ++i) {
      const Vec2 ra = a[i] - arc->centre;
      const Vec2 rb = b[i] - arc->centre;
      const double radius = length(ra);
      // The corner's farthest reach in each axis direction, where its arc (less than a half
      // turn) passes through that direction.
      for (const Vec2 e : {Vec2{-1.0, 0.0}, Vec2{1.0, 0.0}, Vec2{0.0, -1.0}, Vec2{0.0, 1.0}}) {
        if (sense * cross(ra, e) < 0.0 || sense * cross(e, rb) < 0.0) continue;
        const Vec2 x = arc->centre + radius * e;
        if (x.x < -kPlaneEpsilon || x.y < -kPlaneEpsilon || x.x > table.width + kPlaneEpsilon ||
            x.y > table.depth + kPlaneEpsilon) {
          return true;
        }
      }
    }
  }
  return false;
}

void FlightPlan::restart() {
  end = Box{};
  off_table = false;
  pivot_off_table = false;
  passed.clear();
  cover = -1;
  count_ = 0;
}

FlightOption& FlightPlan::add(FlightWay way) {
  if (count_ == options_.size()) options_.emplace_back();
  FlightOption& o = options_[count_++];
  // A new option but for the storage of its path and arcs.
  std::vector<Vec2> path = std::move(o.path);
  std::vector<PathArc> arcs = std::move(o.arcs);
  o = FlightOption{.way = way};
  path.clear();
  arcs.clear();
  o.path = std::move(path);
  o.arcs = std::move(arcs);
  return o;
}

FlightWorkspace::FlightWorkspace() : buffers_(std::make_unique<Buffers>()) {}
FlightWorkspace::FlightWorkspace(FlightWorkspace&&) noexcept = default;
FlightWorkspace& FlightWorkspace::operator=(FlightWorkspace&&) noexcept = default;
FlightWorkspace::~FlightWorkspace() = default;

void FlightWorkspace::set_eager_marks(bool eager) {
  buffers_->eager_marks = eager;
}

void FlightWorkspace::set_no_turn_index(bool none) {
  buffers_->no_turn_index = none;
}

void FlightWorkspace::set_plain_line_tests(bool plain) {
  buffers_->plain_line_tests = plain;
}

int FlightWorkspace::unindexed_windows() const {
  return buffers_->unindexed_windows;
}

const std::vector<double>& FlightWorkspace::marks_tried() const {
  return buffers_->marks_tried;
}

void plan_flight(const Scenario& s, const std::vector<Unit>& units, const UnitGrid& grid,
                 const FlightRequest& r, FlightWorkspace& workspace, FlightPlan& plan) {
  SKD_ASSERT(r.distance > 0.0, "a flight has a distance");
  plan.restart();
  Planner(s, units, grid, r, workspace.buffers()).run(plan);
}

double clear_of_friends(const Scenario& s, const std::vector<Unit>& units, const UnitGrid& grid,
                        UnitId self, std::optional<UnitId> causer, const Box& end, Vec2 dir,
                        double max_back, std::vector<UnitId>* passed, FlightWorkspace& workspace) {
  FlightWorkspace::Buffers& b = workspace.buffers();
  const Unit& me = units[index_of(self)];
  auto is_friend = [&](std::size_t k) {
    const Unit& o = units[k];
    return k != index_of(self) && o.on_table() && o.arm != Arm::general && o.side == me.side;
  };
  const double run = run_past_friends(units, grid, self, end, dir, b.friends_around);
  if (run <= 0.0) return 0.0;
  // The extension passes through friends only (GT-15): one that would run into an enemy or
  // impassable ground, or behind the causer's front edge (GT-5), is not made. The unit then stops
  // short, back along its last leg until clear of friends, or stays where its flight ended when
  // even that leg is not enough (the rules do not say what happens then).
  auto stop_short = [&]() {
    const double back = run_past_friends(units, grid, self, end, -1.0 * dir, b.friends_around);
    return back <= max_back ? -back : 0.0;
  };
  // Every unit far_apart() would not pass over: near the ground the extension sweeps.
  const Vec2 tip = end.centre + run * dir;
  const double reach = reach_of(end) + kTouch;
  std::vector<std::size_t>& around = b.around;
  grid.in_rect({std::min(end.centre.x, tip.x) - reach, std::min(end.centre.y, tip.y) - reach},
               {std::max(end.centre.x, tip.x) + reach, std::max(end.centre.y, tip.y) + reach},
               around);
  for (const std::size_t k : around) {
    const Unit& o = units[k];
    if (!o.on_table() || o.arm == Arm::general || o.side == me.side) continue;
    if (causer && k == index_of(*causer)) continue;
    if (far_apart(end, dir, run, o.base)) continue;
    if (meets(end, dir, run, o.base)) return stop_short();
  }
  // In contact with impassable ground at its end is clear (GT-6, GT-4: touching is not
  // overlapping): the swept ground less a hair on every side must stay off it.
  Box ground = swept(end, run);
  ground.width = std::max(0.0, ground.width - 2.0 * kPlaneEpsilon);
  ground.depth = std::max(0.0, ground.depth - 2.0 * kPlaneEpsilon);
  for (const Terrain& t : s.table.terrain) {
    if (t.kind == TerrainKind::impassable && t.area.overlaps(ground)) return stop_short();
  }
  if (causer) {
    const Box& c = units[index_of(*causer)].base;
    const double floor = std::min(0.0, ahead_of_front(c, me.base.centre));
    if (ahead_of_front(c, end.centre + run * dir) < floor - kPlaneEpsilon) return stop_short();
  }
  if (passed) {
    std::vector<std::pair<double, std::size_t>>& met = b.met;
    met.clear();
    for (const std::size_t k : around) {
      if (!is_friend(k) || far_apart(end, dir, run, units[k].base)) continue;
      const std::optional<Interval> i = sweep(end, dir, units[k].base);
      if (i && i->hi > kPlaneEpsilon && i->lo < run - kPlaneEpsilon)
        met.emplace_back(std::max(i->lo, 0.0), k);
    }
    std::sort(met.begin(), met.end());
    for (const auto& [t, k] : met) {
      const UnitId id{static_cast<std::uint32_t>(k)};
      if (std::find(passed->begin(), passed->end(), id) == passed->end()) passed->push_back(id);
    }
  }
  return run;
}

}  // namespace skedaddle::grande_tactique::detail

namespace skedaddle::grande_tactique {

FlightPreview preview_flight(const Scenario& scenario, UnitId unit, std::optional<UnitId> causer,
                             double distance) {
  checked_index(index_of(unit), scenario.units.size(), "unit");
  if (causer) checked_index(index_of(*causer), scenario.units.size(), "unit");
  require(check(scenario).empty(), "preview_flight: the scenario must pass check()");
  const detail::UnitGrid grid(scenario.table, scenario.units);
  detail::FlightWorkspace workspace;
  detail::FlightPlan plan;
  detail::plan_flight(scenario, scenario.units, grid,
                      detail::FlightRequest{.unit = unit,
                                            .causer = causer,
                                            .distance = distance,
                                            .seek_cover = causer.has_value(),
                                            .leave_area = -1},
                      workspace, plan);
  const std::span<const FlightOption> tried = plan.tried();
  return FlightPreview{{tried.begin(), tried.end()}, plan.passed, plan.off_table};
}

}  // namespace skedaddle::grande_tactique
