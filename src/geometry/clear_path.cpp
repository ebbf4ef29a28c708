// SPDX-License-Identifier: MIT
// The exact shortest path of a point keeping a clearance from polygons (GT-4 b).
//
// The ground within a clearance r of a polygon is the polygon grown by r: its edges moved out
// by r joined by arcs of radius r about the convex corners (concave corners give no arc). A
// shortest path among such obstacles is taut: straight legs tangent to those circles, and arcs
// along them. The search is A* over tangent points. A node is where the path arrives on a
// corner's circle, turning about it one way (its sense); from there it may follow the circle
// the same way, within the arc that bounds the grown polygon (the corner's cone, between the
// outward normals of its two edges), and leave along the one tangent that reaches another
// circle in a given sense, or a goal. The tangent from circle A (sense sa) to circle B (sense
// sb) is unique: a direction v whose normal w = perp(v) satisfies dot(cB - cA, w) = sb rB -
// sa rA, the tangent points being c - s r w. Nodes are made as the search reaches them, so
// only tangents near the shortest path are ever computed; a leg's clearance is tested only
// when it would change something (the expensive part: every obstacle near it).
//
// Determinism (DESIGN.md): + - * / and sqrt, and the arc angles through turn_degrees (our
// own arctangent polynomial in plane.cpp), never libm trigonometry.
#include "skedaddle/geometry/clear_path.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>

#include "skedaddle/core/assert.hpp"

namespace skedaddle {
// The search's parts, named (not file-local) because ClearPathWorkspace's buffers hold them.
namespace clear_path_parts {

// A path may come this much closer to an obstacle than its clearance: touching is allowed,
// and a tangent touches its circle only to rounding.
constexpr double kClear = 1e-9;
// Tolerance of the cone tests on unit vectors (a tangent along a grown edge meets the cone's
// boundary exactly, to rounding).
constexpr double kCone = 1e-9;
// Paths whose lengths differ by less than this are equally short (the tie rules apply).
constexpr double kTie = 1e-9;
// A path worked by hand to be exactly max_length long still counts.
constexpr double kLengthSlack = 1e-9;

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

// An obstacle prepared for the clearance tests.
struct Poly {
  const std::vector<Vec2>* pts = nullptr;
  double r = 0.0;
  Vec2 lo{};  // its bounding box grown by r
  Vec2 hi{};
};

// The circle about a convex corner; its cone runs counter-clockwise from n1 to n2.
struct Circle {
  Vec2 c{};
  double r = 0.0;
  Vec2 n1{};
  Vec2 n2{};
  double h = 0.0;  // the heuristic at its centre
};

// A tangent point where the path arrives: on a circle (turning `sense`, +1 counter-clockwise),
// at a goal, or the start.
struct Node {
  std::size_t circle = kNone;
  int sense = 0;
  Vec2 at{};
  Vec2 from{};  // where the leg to it leaves the parent's circle
  std::size_t goal = kNone;
  double g = std::numeric_limits<double>::infinity();
  double h = 0.0;
  std::size_t parent = kNone;
  bool closed = false;
};

struct HeapEntry {
  double f = 0.0;
  std::size_t node = 0;
};

bool heap_after(const HeapEntry& a, const HeapEntry& b) {
  if (a.f != b.f) return a.f > b.f;
  return a.node > b.node;
}

// The directed tangent leaving circle A turning sa and reaching circle B turning sb.
struct Tangent {
  Vec2 a{};
  Vec2 b{};
  Vec2 w{};  // perp of the direction: the radial at the tangent points is -s w
  double length = 0.0;
};

std::optional<Tangent> tangent(Vec2 ca, double ra, int sa, Vec2 cb, double rb, int sb) {
  const Vec2 d = cb - ca;
  const double dd = length(d);
  const double q = sb * rb - sa * ra;
  if (!(dd > std::abs(q))) return std::nullopt;  // one circle round the other: no such tangent
  const Vec2 u = (1.0 / dd) * d;
  const double k = q / dd;
  const double t = std::sqrt((1.0 - k) * (1.0 + k));
  const Vec2 w = k * u + t * perp(u);
  return Tangent{ca - (sa * ra) * w, cb - (sb * rb) * w, w, t * dd};
}

double distance2_to_segment(Vec2 x, Vec2 p, Vec2 q) {
  return length_squared(x - nearest_on_segment(x, p, q));
}

// Even-odd: x strictly inside the polygon (a point on the boundary may go either way; the
// distance tests decide those).
bool inside(Vec2 x, const std::vector<Vec2>& pts) {
  bool in = false;
  const std::size_t n = pts.size();
  for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
    const Vec2 p = pts[i];
    const Vec2 q = pts[j];
    if ((p.y > x.y) != (q.y > x.y) && x.x < p.x + (x.y - p.y) * (q.x - p.x) / (q.y - p.y)) {
      in = !in;
    }
  }
  return in;
}

// True when the segments cross at a point inside both.
bool cross_properly(Vec2 a, Vec2 b, Vec2 p, Vec2 q) {
  const double s1 = cross(b - a, p - a);
  const double s2 = cross(b - a, q - a);
  const double s3 = cross(q - p, a - p);
  const double s4 = cross(q - p, b - p);
  return ((s1 > 0.0 && s2 < 0.0) || (s1 < 0.0 && s2 > 0.0)) &&
         ((s3 > 0.0 && s4 < 0.0) || (s3 < 0.0 && s4 > 0.0));
}

// The node made for each key (the circle a tangent leaves and the one it reaches, with their
// senses): open addressing over slots stamped with the search that filled them, so that a new
// search empties the table without touching its slots, and a kept table allocates nothing.
class NodeIndex {
 public:
  // A new search: every slot empty.
  void restart() {
    ++stamp_;
    count_ = 0;
  }

  // The node filed under `key`, or `fresh`, filed there now; second: whether it was filed now.
  std::pair<std::size_t, bool> find_or_add(std::uint64_t key, std::size_t fresh) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slot_of(key) & mask;; i = (i + 1) & mask) {
      Slot& slot = slots_[i];
      if (slot.stamp != stamp_) {
        slot = {.key = key, .node = fresh, .stamp = stamp_};
        ++count_;
        return {fresh, true};
      }
      if (slot.key == key) return {slot.node, false};
    }
  }

 private:
  struct Slot {
    std::uint64_t key = 0;
    std::size_t node = 0;
    std::uint64_t stamp = 0;  // the search that filled it (0: none)
  };

  // Fibonacci hashing: the key's high bits mixed down (the keys are small, consecutive numbers).
  static std::size_t slot_of(std::uint64_t key) {
    return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 32);
  }

  // Twice the slots (a power of two), the live ones filed again.
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(64, 2 * old.size()), Slot{});
    count_ = 0;
    for (const Slot& slot : old) {
      if (slot.stamp == stamp_) find_or_add(slot.key, slot.node);
    }
  }

  std::vector<Slot> slots_;
  std::uint64_t stamp_ = 0;
  std::size_t count_ = 0;
};

}  // namespace clear_path_parts

// Everything a search fills, kept from search to search by a ClearPathWorkspace.
struct ClearPathWorkspace::Buffers {
  std::vector<clear_path_parts::Poly> polys;
  std::vector<clear_path_parts::Circle> circles;
  std::vector<clear_path_parts::Node> nodes;
  std::vector<std::size_t> goal_nodes;
  clear_path_parts::NodeIndex by_key;
  std::vector<clear_path_parts::HeapEntry> heap;
  std::vector<std::size_t> chain;

  // Empties them for a new search, keeping their storage.
  void restart() {
    polys.clear();
    circles.clear();
    nodes.clear();
    goal_nodes.clear();
    by_key.restart();
    heap.clear();
    chain.clear();
  }
};

namespace clear_path_parts {

class Search {
 public:
  Search(const ClearPathQuery& q, ClearPathWorkspace::Buffers& b)
      : q_(q),
        polys_(b.polys),
        circles_(b.circles),
        nodes_(b.nodes),
        goal_nodes_(b.goal_nodes),
        by_key_(b.by_key),
        heap_(b.heap),
        chain_(b.chain) {
    b.restart();
  }
  bool run(CurvedPath& path);

 private:
  bool point_clear(Vec2 x) const;
  bool segment_clear(Vec2 a, Vec2 b) const;
  bool arc_clear(const Circle& c, Vec2 m1, Vec2 m2, int sense) const;
  bool kept(Vec2 x) const {
    return std::all_of(q_.keep.begin(), q_.keep.end(), [&](const HalfPlane& hp) {
      return dot(x - hp.point, hp.normal) >= -kClear;
    });
  }
  double heuristic(Vec2 p) const {
    double h = std::numeric_limits<double>::infinity();
    for (const std::size_t j : goal_nodes_)
      h = std::min(h, distance(p, nodes_[j].at));
    return h;
  }
  static bool in_cone(const Circle& c, Vec2 m) {
    return cross(c.n1, m) >= -kCone && cross(m, c.n2) >= -kCone;
  }
  // The arc on `c` from unit radial m1 to m2 turning `sense`, in radians, or nothing when it
  // would leave the cone (turn back, or go round beyond it).
  static std::optional<double> arc_angle(const Circle& c, Vec2 m1, Vec2 m2, int sense) {
    if (!in_cone(c, m2) || sense * cross(m1, m2) < -kCone) return std::nullopt;
    const double turn = turn_degrees(m1, m2);  // clockwise positive
    return std::max(0.0, sense > 0 ? 0.0 - turn : turn) * kRadiansPerDegree;
  }
  std::size_t node_for(std::uint64_t key, std::size_t circle, int sense, Vec2 at);
  void expand(std::size_t u, double limit);
  void relax(std::size_t u, std::size_t v, double g, Vec2 from, double arc);
  std::optional<std::pair<double, double>> rank(std::size_t u, std::size_t v) const;

  const ClearPathQuery& q_;
  std::vector<Poly>& polys_;
  std::vector<Circle>& circles_;
  std::vector<Node>& nodes_;
  std::vector<std::size_t>& goal_nodes_;
  NodeIndex& by_key_;
  std::vector<HeapEntry>& heap_;
  std::vector<std::size_t>& chain_;
  Vec2 prefer_{};
  Vec2 line_{};
};

bool Search::point_clear(Vec2 x) const {
  for (const Poly& p : polys_) {
    if (x.x < p.lo.x || x.x > p.hi.x || x.y < p.lo.y || x.y > p.hi.y) continue;
    const std::vector<Vec2>& pts = *p.pts;
    const double lim = p.r - kClear;
    for (std::size_t i = 0; i < pts.size(); ++i) {
      if (distance2_to_segment(x, pts[i], pts[(i + 1) % pts.size()]) < lim * lim) return false;
    }
    if (inside(x, pts)) return false;
  }
  return true;
}

bool Search::segment_clear(Vec2 a, Vec2 b) const {
  const Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)};
  const Vec2 hi{std::max(a.x, b.x), std::max(a.y, b.y)};
  for (const Poly& p : polys_) {
    if (hi.x < p.lo.x || lo.x > p.hi.x || hi.y < p.lo.y || lo.y > p.hi.y) continue;
    const std::vector<Vec2>& pts = *p.pts;
    const double lim2 = (p.r - kClear) * (p.r - kClear);
    for (std::size_t i = 0; i < pts.size(); ++i) {
      const Vec2 s = pts[i];
      const Vec2 t = pts[(i + 1) % pts.size()];
      if (distance2_to_segment(s, a, b) < lim2 || distance2_to_segment(a, s, t) < lim2 ||
          distance2_to_segment(b, s, t) < lim2 || cross_properly(a, b, s, t)) {
        return false;
      }
    }
    if (inside(a, pts)) return false;
  }
  return true;
}

// The nearest points of an arc and a polygon edge are an end of one and a point of the other,
// or a point of the edge and the arc's point on the radial through it (the foot of the
// perpendicular from the centre), or a crossing.
bool Search::arc_clear(const Circle& c, Vec2 m1, Vec2 m2, int sense) const {
  const auto in_range = [&](Vec2 d) {
    return sense * cross(m1, d) >= 0.0 && sense * cross(d, m2) >= 0.0;
  };
  const Vec2 a1 = c.c + c.r * m1;
  const Vec2 a2 = c.c + c.r * m2;
  for (const HalfPlane& hp : q_.keep) {
    if (in_range(-hp.normal) && dot(c.c - c.r * hp.normal - hp.point, hp.normal) < -kClear) {
      return false;
    }
  }
  for (const Poly& p : polys_) {
    if (c.c.x + c.r < p.lo.x || c.c.x - c.r > p.hi.x || c.c.y + c.r < p.lo.y ||
        c.c.y - c.r > p.hi.y) {
      continue;
    }
    const std::vector<Vec2>& pts = *p.pts;
    const double lim = p.r - kClear;
    for (std::size_t i = 0; i < pts.size(); ++i) {
      const Vec2 s = pts[i];
      const Vec2 t = pts[(i + 1) % pts.size()];
      const Vec2 ds = s - c.c;
      if (in_range(ds) && std::abs(length(ds) - c.r) < lim) return false;
      if (distance2_to_segment(a1, s, t) < lim * lim ||
          distance2_to_segment(a2, s, t) < lim * lim) {
        return false;
      }
      const Vec2 e = t - s;
      const double ee = length_squared(e);
      if (ee == 0.0) continue;
      const double tf = dot(c.c - s, e) / ee;
      const Vec2 foot = s + tf * e;
      const Vec2 df = foot - c.c;
      const double lf = length(df);
      if (lf >= c.r) {
        if (tf > 0.0 && tf < 1.0 && in_range(df) && lf - c.r < lim) return false;
      } else {
        // The edge's line crosses the circle: at a point of the edge and of the arc, distance 0.
        const double half = std::sqrt((c.r * c.r - lf * lf) / ee);
        for (const double tx : {tf - half, tf + half}) {
          if (tx >= 0.0 && tx <= 1.0 && in_range(s + tx * e - c.c)) return false;
        }
      }
    }
    if (inside(a1, pts)) return false;
  }
  return true;
}

std::size_t Search::node_for(std::uint64_t key, std::size_t circle, int sense, Vec2 at) {
  const auto [node, added] = by_key_.find_or_add(key, nodes_.size());
  if (added) nodes_.push_back({.circle = circle, .sense = sense, .at = at, .h = heuristic(at)});
  return node;
}

// How the path start → … → u → v ranks in a tie (along `prefer`, then counter-clockwise of
// `line`), from its first leg; nothing when v is on the path to u (a tie must make no cycle).
std::optional<std::pair<double, double>> Search::rank(std::size_t u, std::size_t v) const {
  std::size_t first = v;
  for (std::size_t k = u; k != 0; k = nodes_[k].parent) {
    if (k == v || k == kNone) return std::nullopt;
    first = k;
  }
  const Vec2 d = nodes_[first].at - q_.start;
  if (length_squared(d) == 0.0) return std::pair{0.0, 0.0};
  const Vec2 f = normalized(d);
  return std::pair{dot(f, prefer_), cross(line_, f)};
}

void Search::relax(std::size_t u, std::size_t v, double g, Vec2 from, double arc) {
  Node& nv = nodes_[v];
  const bool shorter = !nv.closed && g < nv.g - kTie;
  if (!shorter) {
    if (g > nv.g + kTie || nv.parent == u) return;
    const auto mine = rank(u, v);
    const auto theirs = rank(nv.parent, v);
    if (!mine) return;
    if (theirs) {
      if (mine->first < theirs->first - kTie) return;
      if (mine->first <= theirs->first + kTie && mine->second <= theirs->second + kTie) return;
    }
  }
  const Node& nu = nodes_[u];
  if (arc > 0.0) {
    const Circle& c = circles_[nu.circle];
    if (!arc_clear(c, (1.0 / c.r) * (nu.at - c.c), (1.0 / c.r) * (from - c.c), nu.sense)) return;
  }
  if (!segment_clear(from, nodes_[v].at)) return;
  Node& w = nodes_[v];
  w.parent = u;
  w.from = from;
  if (shorter) {
    w.g = g;
    heap_.push_back({g + w.h, v});
    std::push_heap(heap_.begin(), heap_.end(), heap_after);
  }
}

void Search::expand(std::size_t u, double limit) {
  const Node nu = nodes_[u];
  const bool start = u == 0;
  const Vec2 ca = start ? q_.start : circles_[nu.circle].c;
  const double ra = start ? 0.0 : circles_[nu.circle].r;
  const int sa = start ? 1 : nu.sense;
  const Vec2 m1 = start ? Vec2{} : (1.0 / ra) * (nu.at - ca);
  // The arc from the arrival to where the tangent with normal w leaves, or nothing.
  const auto leave = [&](Vec2 w) -> std::optional<double> {
    if (start) return 0.0;
    const std::optional<double> angle = arc_angle(circles_[nu.circle], m1, -sa * w, sa);
    if (!angle) return std::nullopt;
    return ra * *angle;
  };
  for (const std::size_t j : goal_nodes_) {
    const std::optional<Tangent> t = tangent(ca, ra, sa, nodes_[j].at, 0.0, 1);
    if (!t) continue;
    const std::optional<double> arc = leave(t->w);
    if (!arc) continue;
    const double g = nu.g + *arc + t->length;
    if (g > limit) continue;
    relax(u, j, g, t->a, *arc);
  }
  const std::uint64_t from_key =
      (start ? 0 : 2 * (static_cast<std::uint64_t>(nu.circle) + 1) + (sa > 0 ? 1 : 0));
  const std::uint64_t n = circles_.size();
  for (std::size_t k = 0; k < circles_.size(); ++k) {
    if (!start && k == nu.circle) continue;
    const Circle& cb = circles_[k];
    for (const int sb : {1, -1}) {
      const std::optional<Tangent> t = tangent(ca, ra, sa, cb.c, cb.r, sb);
      if (!t) continue;
      // A cheap bound first: the heuristic from the centre, less the radius.
      if (nu.g + t->length + cb.h - cb.r > limit) continue;
      if (!in_cone(cb, -sb * t->w)) continue;
      const std::optional<double> arc = leave(t->w);
      if (!arc) continue;
      const double g = nu.g + *arc + t->length;
      const std::uint64_t key = (from_key * n + k) * 2 + (sb > 0 ? 1 : 0);
      const std::size_t v = node_for(key, k, sb, t->b);
      if (g + nodes_[v].h > limit) continue;
      relax(u, v, g, t->a, *arc);
    }
  }
}

bool Search::run(CurvedPath& path) {
  const double limit = q_.max_length + kLengthSlack;
  if (length_squared(q_.prefer) > 0.0) prefer_ = normalized(q_.prefer);
  if (length_squared(q_.line) > 0.0) line_ = normalized(q_.line);
  // Every point of a path within the limit lies in an ellipse with foci the start and a goal:
  // obstacles wholly outside the box round those ellipses cannot touch one (on a large table,
  // most of them), and are not even prepared.
  Vec2 lo{-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
  Vec2 hi = -1.0 * lo;
  if (std::isfinite(limit)) {
    std::swap(lo, hi);
    for (const Vec2 g : q_.goals) {
      const double d = distance(q_.start, g);
      if (d > limit) continue;
      const double a2 = 0.25 * limit * limit;
      const double b2 = a2 - 0.25 * d * d;
      const Vec2 u = d > 0.0 ? (1.0 / d) * (g - q_.start) : Vec2{1.0, 0.0};
      const Vec2 c = 0.5 * (q_.start + g);
      const Vec2 half{std::sqrt(a2 * u.x * u.x + b2 * u.y * u.y) + kClear,
                      std::sqrt(a2 * u.y * u.y + b2 * u.x * u.x) + kClear};
      lo = {std::min(lo.x, c.x - half.x), std::min(lo.y, c.y - half.y)};
      hi = {std::max(hi.x, c.x + half.x), std::max(hi.y, c.y + half.y)};
    }
  }
  for (const Keepaway& k : q_.obstacles) {
    SKD_ASSERT(k.clearance > 0.0, "a path keeps a positive clearance from an obstacle");
    const std::vector<Vec2>& pts = k.outline;
    const std::size_t n = pts.size();
    if (n < 3) continue;
    Poly p{.pts = &pts, .r = k.clearance, .lo = pts[0], .hi = pts[0]};
    double area2 = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
      p.lo = {std::min(p.lo.x, pts[i].x), std::min(p.lo.y, pts[i].y)};
      p.hi = {std::max(p.hi.x, pts[i].x), std::max(p.hi.y, pts[i].y)};
      area2 += cross(pts[i] - pts[0], pts[(i + 1) % n] - pts[0]);
    }
    if (area2 == 0.0) continue;
    p.lo = p.lo - Vec2{k.clearance, k.clearance};
    p.hi = p.hi + Vec2{k.clearance, k.clearance};
    if (p.hi.x < lo.x || p.lo.x > hi.x || p.hi.y < lo.y || p.lo.y > hi.y) continue;
    polys_.push_back(p);
    const double side = area2 > 0.0 ? 1.0 : -1.0;
    for (std::size_t i = 0; i < n; ++i) {
      const Vec2 prev = pts[(i + n - 1) % n];
      const Vec2 v = pts[i];
      const Vec2 next = pts[(i + 1) % n];
      if (prev == v || v == next || !(side * cross(v - prev, next - v) > 0.0)) continue;
      const Vec2 e1 = normalized(v - prev);
      const Vec2 e2 = normalized(next - v);
      // Outward normals: right of the edges counter-clockwise, left of them clockwise; the
      // cone runs counter-clockwise either way.
      const Vec2 n_in = side * Vec2{e1.y, -e1.x};
      const Vec2 n_out = side * Vec2{e2.y, -e2.x};
      circles_.push_back(side > 0.0 ? Circle{v, k.clearance, n_in, n_out}
                                    : Circle{v, k.clearance, n_out, n_in});
    }
  }
  if (!kept(q_.start) || !point_clear(q_.start)) return false;
  nodes_.push_back({.at = q_.start, .g = 0.0});
  for (std::size_t i = 0; i < q_.goals.size(); ++i) {
    const Vec2 goal = q_.goals[i];
    if (!kept(goal) || !point_clear(goal)) continue;
    goal_nodes_.push_back(nodes_.size());
    nodes_.push_back({.at = goal, .goal = i});
  }
  if (goal_nodes_.empty()) return false;
  for (Node& node : nodes_)
    node.h = heuristic(node.at);
  if (nodes_[0].h > limit) return false;
  // Circles no path within the limit can touch are dropped: a path touching a circle is at
  // least as long as start → centre → goal less its diameter.
  for (Circle& c : circles_)
    c.h = heuristic(c.c);
  std::erase_if(circles_,
                [&](const Circle& c) { return distance(q_.start, c.c) + c.h - 2.0 * c.r > limit; });

  heap_.push_back({nodes_[0].h, 0});
  double best = std::numeric_limits<double>::infinity();
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), heap_after);
    const HeapEntry top = heap_.back();
    heap_.pop_back();
    if (top.f > best + kTie) break;
    Node& s = nodes_[top.node];
    if (s.closed) continue;
    s.closed = true;
    if (s.goal != kNone) {
      // The search goes on while an equally short path to another goal may turn up.
      best = std::min(best, s.g);
      continue;
    }
    expand(top.node, std::min(limit, best + kTie));
  }
  if (best == std::numeric_limits<double>::infinity()) return false;
  // Equally short paths to different goals (mirror paths into cover) tie by their first legs
  // too; the lower goal index only when those tie as well.
  std::size_t reached = kNone;
  std::pair<double, double> reached_rank{};
  for (const std::size_t j : goal_nodes_) {
    if (!nodes_[j].closed || nodes_[j].g > best + kTie) continue;
    const std::pair<double, double> mine = *rank(nodes_[j].parent, j);
    if (reached == kNone || mine.first > reached_rank.first + kTie ||
        (mine.first >= reached_rank.first - kTie && mine.second > reached_rank.second + kTie)) {
      reached = j;
      reached_rank = mine;
    }
  }
  SKD_ASSERT(reached != kNone, "the best goal was closed");
  std::vector<std::size_t>& chain = chain_;
  for (std::size_t v = reached; v != kNone; v = nodes_[v].parent)
    chain.push_back(v);
  std::reverse(chain.begin(), chain.end());
  path.points.clear();
  path.arcs.clear();
  path.length = 0.0;
  path.goal = nodes_[reached].goal;
  path.points.push_back(q_.start);
  for (std::size_t i = 1; i < chain.size(); ++i) {
    const Node& prev = nodes_[chain[i - 1]];
    const Node& node = nodes_[chain[i]];
    if (i > 1 && distance(prev.at, node.from) > 1e-12) {
      path.arcs.push_back({.leg = path.points.size() - 1,
                           .centre = circles_[prev.circle].c,
                           .clockwise = prev.sense < 0});
      path.points.push_back(node.from);
    }
    if (distance(path.points.back(), node.at) > 1e-12) path.points.push_back(node.at);
  }
  for (std::size_t k = 0; k + 1 < path.points.size(); ++k)
    path.length += leg_length(path.points, path.arcs, k);
  return true;
}

// The point `s` along leg k (0 <= s <= its length) and the heading there.
PathPosition on_leg(const CurvedPath& path, std::size_t k, double s) {
  const Vec2 a = path.points[k];
  const Vec2 b = path.points[k + 1];
  for (const PathArc& arc : path.arcs) {
    if (arc.leg != k) continue;
    const Vec2 radial = a - arc.centre;
    const double r = length(radial);
    const double degrees = (s / r) / kRadiansPerDegree;
    // rotated() by a bearing turns clockwise.
    const Vec2 at =
        arc.centre + rotated(radial, bearing_vector(arc.clockwise ? degrees : -degrees));
    const Vec2 out = normalized(at - arc.centre);
    return {at, arc.clockwise ? -perp(out) : perp(out)};
  }
  const Vec2 dir = normalized(b - a);
  return {a + s * dir, dir};
}

}  // namespace clear_path_parts

std::optional<CurvedPath> clear_path(const ClearPathQuery& query) {
  ClearPathWorkspace workspace;
  CurvedPath path;
  if (!clear_path(query, workspace, path)) return std::nullopt;
  return path;
}

ClearPathWorkspace::ClearPathWorkspace() : buffers_(std::make_unique<Buffers>()) {}
ClearPathWorkspace::ClearPathWorkspace(ClearPathWorkspace&&) noexcept = default;
ClearPathWorkspace& ClearPathWorkspace::operator=(ClearPathWorkspace&&) noexcept = default;
ClearPathWorkspace::~ClearPathWorkspace() = default;

bool clear_path(const ClearPathQuery& query, ClearPathWorkspace& workspace, CurvedPath& path) {
  return clear_path_parts::Search(query, *workspace.buffers_).run(path);
}

PathPosition position_along(const CurvedPath& path, double s) {
  SKD_ASSERT(path.points.size() >= 2, "position_along needs a path with a leg");
  const std::size_t legs = path.points.size() - 1;
  for (std::size_t k = 0; k < legs; ++k) {
    const double len = leg_length(path.points, path.arcs, k);
    if (s <= len || k + 1 == legs) {
      if (s >= len) {
        PathPosition end = clear_path_parts::on_leg(path, k, len);
        end.at = path.points[k + 1];
        return end;
      }
      return clear_path_parts::on_leg(path, k, std::max(s, 0.0));
    }
    s -= len;
  }
  return {path.points.back(), {0.0, 1.0}};
}

CurvedPath cut_path(const CurvedPath& path, double s) {
  CurvedPath out;
  cut_path(path, s, out);
  return out;
}

void cut_path(const CurvedPath& path, double s, CurvedPath& out) {
  SKD_ASSERT(&out != &path, "cut_path writes into another path");
  out.points.clear();
  out.arcs.clear();
  out.length = 0.0;
  out.goal = path.goal;
  out.points.push_back(path.points.front());
  double left = s;
  for (std::size_t k = 0; k + 1 < path.points.size() && left > 0.0; ++k) {
    const double len = leg_length(path.points, path.arcs, k);
    for (const PathArc& arc : path.arcs) {
      if (arc.leg == k)
        out.arcs.push_back(
            {.leg = out.points.size() - 1, .centre = arc.centre, .clockwise = arc.clockwise});
    }
    if (left >= len) {
      out.points.push_back(path.points[k + 1]);
      out.length += len;
      left -= len;
    } else {
      out.points.push_back(clear_path_parts::on_leg(path, k, left).at);
      out.length += left;
      left = 0.0;
    }
  }
}

}  // namespace skedaddle
