// SPDX-License-Identifier: MIT
// Builds Grande Tactique scenarios in code for tests: a clear 72" x 48" table (origin at the
// south-west corner, x east, y north; the first side's own edge is the south edge, the second
// side's the north edge), units placed by centre and compass facing, terrain areas, requests,
// scripted dice and event look-ups.
#pragma once

#include <cmath>
#include <cstddef>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/dice/dice.hpp"
#include "skedaddle/geometry/area.hpp"
#include "skedaddle/geometry/clear_path.hpp"
#include "skedaddle/geometry/plane.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::test {

/// An empty table of the given size (default 72 x 48), the default own edges (first side
/// south, second side north), no terrain, no units, a flee request and the default options.
inline grande_tactique::Scenario gt_table(double width = 72.0, double depth = 48.0) {
  grande_tactique::Scenario s;
  s.table.width = width;
  s.table.depth = depth;
  return s;
}

/// Adds a unit of `arm` for `side` centred at `centre`, its front facing the compass bearing
/// `facing_deg` (0 north, 90 east), on the arm's default base, and returns its id.
inline UnitId gt_unit(grande_tactique::Scenario& s, std::string id, grande_tactique::Arm arm,
                      Side side, Vec2 centre, double facing_deg,
                      grande_tactique::State state = grande_tactique::State::eager) {
  grande_tactique::Unit u;
  u.id = std::move(id);
  u.side = side;
  u.arm = arm;
  u.state = state;
  const grande_tactique::BaseSize size = grande_tactique::default_base(arm);
  u.base = Box{centre, bearing_vector(facing_deg), size.width, size.depth};
  s.units.push_back(u);
  return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
}

/// The unit `id` of the scenario, for adjusting fields after gt_unit().
inline grande_tactique::Unit& gt_at(grande_tactique::Scenario& s, UnitId id) {
  return s.units[index_of(id)];
}

/// Forms infantry `id` in square: the square base (1.5 x 1.5) about the same centre.
inline void gt_square(grande_tactique::Scenario& s, UnitId id) {
  grande_tactique::Unit& u = gt_at(s, id);
  u.in_square = true;
  u.base.width = grande_tactique::kSquareBase.width;
  u.base.depth = grande_tactique::kSquareBase.depth;
}

/// Adds a general of `side` at `centre` attached to `unit` (GT-12) and returns his id.
inline UnitId gt_general(grande_tactique::Scenario& s, std::string id, Side side, Vec2 centre,
                         UnitId unit) {
  const UnitId g = gt_unit(s, std::move(id), grande_tactique::Arm::general, side, centre, 0.0);
  gt_at(s, g).attached_to = unit;
  return g;
}

/// The outline of the axis-aligned rectangle [x0, x1] x [y0, y1], counter-clockwise.
inline std::vector<Vec2> gt_rect(double x0, double y0, double x1, double y1) {
  return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

/// Adds a terrain area bounded by `outline`, anchored at its centroid (GT-4 a), and returns
/// its index in the table's terrain.
inline int gt_terrain(grande_tactique::Scenario& s, grande_tactique::TerrainKind kind,
                      std::string name, std::vector<Vec2> outline) {
  Area area(std::move(outline));
  const Vec2 anchor = area.centroid();
  grande_tactique::Terrain t{kind, std::move(name), std::move(area), anchor};
  s.table.terrain.push_back(std::move(t));
  return static_cast<int>(s.table.terrain.size() - 1);
}

/// Adds a division and returns its index.
inline int gt_division(grande_tactique::Scenario& s, std::string name, bool collapsed = false) {
  s.divisions.push_back(grande_tactique::Division{std::move(name), collapsed});
  return static_cast<int>(s.divisions.size() - 1);
}

/// Adds a corps that began the battle with `original_units` units (0: the units listed) and
/// returns its index.
inline int gt_corps(grande_tactique::Scenario& s, std::string name, int original_units = 0) {
  s.corps.push_back(grande_tactique::Corps{std::move(name), original_units});
  return static_cast<int>(s.corps.size() - 1);
}

/// Sets a flee request: `unit` is made to flee by `causer` (GT-1).
inline void gt_flee(grande_tactique::Scenario& s, UnitId unit, UnitId causer,
                    grande_tactique::Cause cause = grande_tactique::Cause::charge) {
  s.request = grande_tactique::Request{};
  s.request.kind = grande_tactique::RequestKind::flee;
  s.request.unit = unit;
  s.request.causer = causer;
  s.request.cause = cause;
}

/// Sets a request of any kind about `unit`, with an optional causer.
inline void gt_request(grande_tactique::Scenario& s, grande_tactique::RequestKind kind, UnitId unit,
                       std::optional<UnitId> causer = std::nullopt) {
  s.request = grande_tactique::Request{};
  s.request.kind = kind;
  s.request.unit = unit;
  s.request.causer = causer;
}

/// Sets a continued-flight request: the end of `side`'s PIP phase (GT-8).
inline void gt_continue(grande_tactique::Scenario& s, Side side) {
  s.request = grande_tactique::Request{};
  s.request.kind = grande_tactique::RequestKind::continue_flight;
  s.request.side = side;
}

/// Scripted dice: each value is the face rolled, in order.
inline Dice gt_dice(const std::vector<int>& faces) {
  std::vector<ScriptedFace> f;
  for (int v : faces)
    f.push_back(ScriptedFace{v, {}});
  return Dice::scripted(std::move(f));
}

/// The events of one kind, in order.
template <class T>
std::vector<T> gt_events(const grande_tactique::Outcome& out) {
  std::vector<T> found;
  for (const Event& e : out.events) {
    if (const T* t = std::get_if<T>(&e)) found.push_back(*t);
  }
  return found;
}

/// Every face rolled, in order, over all Rolled events.
inline std::vector<int> gt_faces(const grande_tactique::Outcome& out) {
  std::vector<int> faces;
  for (const Rolled& r : gt_events<Rolled>(out))
    faces.insert(faces.end(), r.faces.begin(), r.faces.end());
  return faces;
}

/// The centre path of `unit` over all its Moved events, joined (each event's first point is
/// dropped when it repeats the previous end). Empty when it never moved.
inline std::vector<Vec2> gt_path(const grande_tactique::Outcome& out, UnitId unit) {
  std::vector<Vec2> path;
  for (const Moved& m : gt_events<Moved>(out)) {
    bool mine = false;
    for (UnitId u : m.units)
      mine = mine || u == unit;
    if (!mine) continue;
    for (const Place& p : m.path) {
      const Vec2* v = std::get_if<Vec2>(&p);
      if (v == nullptr) continue;
      if (!path.empty() && path.back() == *v) continue;
      path.push_back(*v);
    }
  }
  return path;
}

/// The centre path of `unit` over all its Moved events as gt_path() joins them, with the legs
/// that are arcs (GT-4 b) kept as arcs; its length is the travel along them.
inline CurvedPath gt_curve(const grande_tactique::Outcome& out, UnitId unit) {
  CurvedPath path;
  for (const Moved& m : gt_events<Moved>(out)) {
    bool mine = false;
    for (UnitId u : m.units)
      mine = mine || u == unit;
    if (!mine) continue;
    // Leg k of this event starts at its point k: where that point sits in the joined path.
    std::vector<std::size_t> at;
    for (const Place& p : m.path) {
      const Vec2* v = std::get_if<Vec2>(&p);
      if (v == nullptr) continue;
      if (path.points.empty() || path.points.back() != *v) path.points.push_back(*v);
      at.push_back(path.points.size() - 1);
    }
    for (const PathArc& a : m.arcs)
      path.arcs.push_back({.leg = at[a.leg], .centre = a.centre, .clockwise = a.clockwise});
  }
  for (std::size_t k = 0; k + 1 < path.points.size(); ++k)
    path.length += leg_length(path.points, path.arcs, k);
  return path;
}

/// Length of a polyline.
inline double gt_length(const std::vector<Vec2>& path) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i)
    total += distance(path[i - 1], path[i]);
  return total;
}

/// The statuses set on `unit` by StatusChanged events, in order.
inline std::vector<std::string> gt_statuses(const grande_tactique::Outcome& out, UnitId unit) {
  std::vector<std::string> found;
  for (const StatusChanged& e : gt_events<StatusChanged>(out)) {
    if (e.unit == unit) found.emplace_back(e.status);
  }
  return found;
}

/// The fate `unit` left play with, if a UnitRemoved event names it.
inline std::optional<Fate> gt_removed(const grande_tactique::Outcome& out, UnitId unit) {
  for (const UnitRemoved& e : gt_events<UnitRemoved>(out)) {
    if (e.unit == unit) return e.fate;
  }
  return std::nullopt;
}

/// The FlightTried event that `unit` took (empty rejection), if any: the way it fled.
inline std::optional<FlightTried> gt_taken(const grande_tactique::Outcome& out, UnitId unit) {
  std::optional<FlightTried> taken;
  for (const FlightTried& e : gt_events<FlightTried>(out)) {
    if (e.unit == unit && e.rejection.empty()) taken = e;
  }
  return taken;
}

/// A text summary of an outcome for comparing two runs: every event's kind and rule, every
/// face rolled, every unit's final state, ending, centre and facing to the last bit, pursuit.
inline std::string gt_summary(const grande_tactique::Outcome& out) {
  std::ostringstream os;
  os.precision(17);
  for (const Event& e : out.events)
    os << e.index() << ':' << rule_of(e) << ';';
  for (int f : gt_faces(out))
    os << 'd' << f;
  for (const grande_tactique::Unit& u : out.units)
    os << '|' << u.id << ' ' << static_cast<int>(u.state) << ' ' << static_cast<int>(u.ending)
       << ' ' << u.base.centre.x << ',' << u.base.centre.y << ' ' << u.base.facing.x << ','
       << u.base.facing.y << ' ' << u.base.width << 'x' << u.base.depth;
  for (const Moved& m : gt_events<Moved>(out)) {
    os << "|path";
    for (const Place& p : m.path) {
      if (const Vec2* v = std::get_if<Vec2>(&p)) os << ' ' << v->x << ',' << v->y;
    }
  }
  if (out.pursuit) os << " pursue " << *out.pursuit;
  return os.str();
}

/// The errors of a list as one line, for assertion messages.
inline std::string gt_error_text(const Errors& errors) {
  std::string s;
  for (const Error& e : errors)
    s += "[" + e.pointer + "] " + e.message + "; ";
  return s;
}

/// The errors of a failed result as one line, for assertion messages.
template <class T>
std::string gt_errors(const Result<T>& r) {
  if (r.ok()) return "";
  return gt_error_text(r.errors());
}

}  // namespace skedaddle::test
