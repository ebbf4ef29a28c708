// SPDX-License-Identifier: MIT
// Areas bounded by simple polygons, and the shortest path of a point among polygonal obstacles.
//
// Why Boost.Geometry: predicates on polygons with exact boundary semantics (a segment along an
// edge or touching a corner does not cross; a base touching a wood does not overlap it), validity
// checks and the buffer of a concave polygon are long and subtle to write and test by hand;
// Boost.Geometry (header-only, Debian libboost-dev) has them with robust predicates. It serves
// outline_problem (is_valid), Area::contains (covered_by), Area::distance, Area::overlaps and
// Area::crosses (relate with an interior-intersection DE-9IM mask), Area::centroid and Area::grown
// (buffer with straight sides and mitred joins, cut square beyond 2 margins; no join_round or
// point_circle, which would call sin and cos). Only this file includes it, so one translation
// unit pays its compile time. shortest_path does not use it: its visibility test runs thousands
// of times per query, so it is written here by hand (no allocation, a clearance tolerance) and
// the tests check it against Area::crosses.
#include "skedaddle/geometry/area.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <utility>

#include "skedaddle/core/assert.hpp"
#include "skedaddle/core/contract.hpp"

#define BOOST_ALLOW_DEPRECATED_HEADERS
#include <boost/geometry.hpp>
#include <boost/geometry/geometries/register/point.hpp>

// Vec2 is a Boost.Geometry point. Outlines go to Boost as closed rings (a copy with the first
// corner repeated): Boost 1.74's relate gets open rings wrong (a segment ending on the boundary
// from outside is reported as meeting the interior).
BOOST_GEOMETRY_REGISTER_POINT_2D(skedaddle::Vec2, double, boost::geometry::cs::cartesian, x, y)

namespace skedaddle {
namespace {

namespace bg = boost::geometry;

using Ring = bg::model::ring<Vec2, false, true>;  // counter-clockwise, closed
using Polygon = bg::model::polygon<Vec2, false, true>;
using MultiPolygon = bg::model::multi_polygon<Polygon>;
using Line = bg::model::linestring<Vec2>;

// The outline as a Boost ring: closed, counter-clockwise (when the outline is).
Ring closed_ring(const std::vector<Vec2>& outline) {
  Ring ring(outline.begin(), outline.end());
  ring.push_back(outline.front());
  return ring;
}

// A mitre longer than this many margins is cut square (see JoinMiterCut).
constexpr double kMiterLimit = 2.0;

// How far inside a blocked polygon a path may go and still only touch it (the tolerance of
// the hand-written visibility test; kPlaneEpsilon, as for rectangles).
constexpr double kClearance = kPlaneEpsilon;
// How far each corner node is pushed out of its polygon along the corner's bisector, so that
// paths grazing a corner or running along an edge are well clear of the clearance tolerance.
constexpr double kPush = 1e-7;
// Paths whose lengths differ by less than this are equally short (tie-breaks apply).
constexpr double kTie = 1e-9;
// A path may exceed max_length by this much: the pushed corners lengthen it by about kPush each,
// and a path worked by hand to be exactly max_length long must still count.
constexpr double kLengthSlack = 1e-6;
// Corner nodes farther than max_length (+ kLengthSlack) from start plus goal by more than this
// are dropped before the search: the search would never reach them (its path lengths add up
// legs in floating point, so they may fall short of the straight distance by a few ulps).
constexpr double kPruneSlack = 1e-6;
// With more obstacles than this near the search, visible() and inside_any() look them up in a
// uniform grid over the search's bounding box instead of scanning them all.
constexpr std::size_t kGridMinObstacles = 32;
// How far obstacles are spread into neighbouring grid cells, against rounding at cell borders.
constexpr double kGridPad = 1e-6;

// Twice the signed area of a polygon (positive counter-clockwise), relative to the first corner
// for precision far from the origin.
double twice_signed_area(const std::vector<Vec2>& pts) {
  double sum = 0.0;
  for (std::size_t i = 1; i + 1 < pts.size(); ++i)
    sum += cross(pts[i] - pts[0], pts[i + 1] - pts[0]);
  return sum;
}

// Boost's join_miter with its limit changed: Boost shortens a long mitre to one point on the
// bisector, which cuts into the margin circle around a sharp corner (a point within the margin
// would be left out); here a mitre longer than kMiterLimit margins is cut square to the bisector
// at kMiterLimit margins, which still contains the whole circle, and keeps sharp corners from
// growing long spikes.
class JoinMiterCut {
 public:
  template <typename Point, typename DistanceType, typename RangeOut>
  bool apply(const Point& ip, const Point& vertex, const Point& perp1, const Point& perp2,
             const DistanceType& buffer_distance, RangeOut& range_out) const {
    if (ip == vertex || perp1 == perp2) return false;
    const Vec2 tip = ip - vertex;
    const double miter = length(tip);
    const double cut = kMiterLimit * std::abs(static_cast<double>(buffer_distance));
    range_out.push_back(perp1);
    if (miter <= cut) {
      range_out.push_back(ip);
    } else {
      const Vec2 bisector = (1.0 / miter) * tip;
      // Where the line across the bisector at distance `cut` meets each offset edge (perp → ip).
      for (const Vec2 perp : {perp1, perp2}) {
        const double s = (cut - dot(perp - vertex, bisector)) / dot(ip - perp, bisector);
        range_out.push_back(perp + s * (ip - perp));
      }
    }
    range_out.push_back(perp2);
    return true;
  }

  template <typename NumericType>
  NumericType max_distance(const NumericType& distance) const {
    return distance * kMiterLimit;
  }
};

// -1, 0 or +1: the turn from direction a to direction b (counter-clockwise positive), 0 when
// they are parallel to 1e-12 or either is zero.
int turn_sign(Vec2 a, Vec2 b) {
  const double c = cross(a, b);
  const double scale = 1e-12 * length(a) * length(b);
  if (c > scale) return 1;
  if (c < -scale) return -1;
  return 0;
}

// ---- shortest_path ----

// An edge of a blocked polygon as a line: unit outward normal n, and c with dot(n, x) - c the
// signed distance of x outside it.
struct EdgeLine {
  Vec2 n{};
  double c = 0.0;
};

// A blocked polygon prepared for the visibility test.
struct Obstacle {
  const std::vector<Vec2>* pts = nullptr;
  std::size_t first_line = 0;  // its edges in the lines vector, edge i from corner i to i + 1
  bool convex = false;
  Vec2 lo{};  // bounding box
  Vec2 hi{};
};

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

// A node of the visibility graph: the start, a goal, or a convex corner of a blocked polygon.
struct Node {
  Vec2 at{};     // where the search puts it (a corner pushed kPush outward)
  Vec2 shown{};  // where the path reports it (the corner itself)
  Vec2 prev{};   // a corner's neighbours on its polygon, for the tangency test
  Vec2 next{};
  bool corner = false;
  std::size_t goal = kNone;  // the goal's index in the query
  double h = 0.0;            // the heuristic (distance to the nearest goal node)
};

struct NodeState {
  double g = std::numeric_limits<double>::infinity();  // shortest known length from the start
  std::size_t parent = kNone;
  bool closed = false;
};

struct HeapEntry {
  double f = 0.0;
  std::size_t node = 0;
};

// How a path ranks among equally short ones: its first leg's direction along the preferred
// way, then its first turn (+1 counter-clockwise, -1 clockwise, 0 straight or no corner yet).
struct TieRank {
  double along = 0.0;
  int turn = 0;

  bool beats(const TieRank& o) const {
    if (along > o.along + kTie) return true;
    if (along < o.along - kTie) return false;
    return turn > o.turn;
  }
};

// Orders the heap so that the smallest f comes first, then the lower node index (determinism).
bool heap_after(const HeapEntry& a, const HeapEntry& b) {
  if (a.f != b.f) return a.f > b.f;
  return a.node > b.node;
}

// Everything one query needs; the few vectors are the only allocations of a query.
class PathSearch {
 public:
  explicit PathSearch(const PathQuery& query) : query_(query) {}

  std::optional<PlanePath> run();

 private:
  bool in_kept_half(Vec2 p, double tolerance) const {
    if (!half_plane_) return true;
    return dot(p - *query_.keep_point, keep_normal_) >= -tolerance;
  }
  void find_reach(double limit);
  bool meets_reach(Vec2 lo, Vec2 hi) const;
  void prepare_obstacles();
  void build_grid();
  void add_corner_nodes(double limit);
  bool inside_deep(Vec2 x, const Obstacle& o) const;
  bool inside_any(Vec2 x) const;
  std::size_t grid_column(double x) const;
  std::size_t grid_row(double y) const;
  bool enters_convex(Vec2 a, Vec2 b, const Obstacle& o) const;
  bool enters_simple(Vec2 a, Vec2 b, const Obstacle& o);
  bool visible(Vec2 a, Vec2 b);
  double heuristic(Vec2 p) const;
  std::optional<TieRank> tie_rank(std::size_t tail, std::size_t v) const;
  void expand(std::size_t u, double limit);

  const PathQuery& query_;
  bool half_plane_ = false;
  Vec2 keep_normal_{};
  Vec2 prefer_{};  // the query's preferred way, unit length (or zero)
  std::vector<Obstacle> obstacles_;
  std::vector<EdgeLine> lines_;
  std::vector<Node> nodes_;
  std::vector<NodeState> state_;
  std::vector<HeapEntry> heap_;
  std::vector<double> touches_;  // scratch for enters_simple
  Vec2 reach_lo_{};              // the reach box (find_reach)
  Vec2 reach_hi_{};
  // The grid (when built) over the reach box: cells of size cell_ from reach_lo_, row-major,
  // each listing the obstacles whose bounding box (spread by kGridPad) meets it; cell k's
  // obstacles are cell_items_[cell_first_[k], cell_first_[k + 1]).
  bool grid_ = false;
  Vec2 cell_{};
  std::size_t columns_ = 0;
  std::size_t rows_ = 0;
  std::vector<std::size_t> cell_first_;
  std::vector<std::size_t> cell_items_;
  std::vector<std::size_t> seen_;  // per obstacle: the visible() call that last tested it
  std::size_t visit_ = 0;
};

// The bounding box of the points the search can reach within `limit`: those v with
// |start v| + |v goal| <= limit for some goal of the query, a union of ellipses. Every node the
// search keeps and every segment it tests lies in it.
void PathSearch::find_reach(double limit) {
  const Vec2 s = query_.start;
  const double inf = std::numeric_limits<double>::infinity();
  if (!std::isfinite(limit)) {
    // No bound: the whole plane (the ellipses below would be made of infinities and NaNs).
    reach_lo_ = {-inf, -inf};
    reach_hi_ = {inf, inf};
    return;
  }
  Vec2 lo{inf, inf};
  Vec2 hi{-inf, -inf};
  for (const Vec2 g : query_.goals) {
    const double d = distance(s, g);
    if (d > limit) continue;
    // The ellipse with foci s and g: semi-axes a along u and b across it.
    const double a2 = 0.25 * limit * limit;
    const double b2 = a2 - 0.25 * d * d;
    const Vec2 u = d > 0.0 ? (1.0 / d) * (g - s) : Vec2{1.0, 0.0};
    const Vec2 c = 0.5 * (s + g);
    const Vec2 half{std::sqrt(a2 * u.x * u.x + b2 * u.y * u.y) + kGridPad,
                    std::sqrt(a2 * u.y * u.y + b2 * u.x * u.x) + kGridPad};
    lo = {std::min(lo.x, c.x - half.x), std::min(lo.y, c.y - half.y)};
    hi = {std::max(hi.x, c.x + half.x), std::max(hi.y, c.y + half.y)};
  }
  reach_lo_ = lo;
  reach_hi_ = hi;
}

bool PathSearch::meets_reach(Vec2 lo, Vec2 hi) const {
  return hi.x >= reach_lo_.x && lo.x <= reach_hi_.x && hi.y >= reach_lo_.y && lo.y <= reach_hi_.y;
}

// Only the polygons that can matter are prepared: those meeting the reach box, and those that
// may contain the start or a goal (a goal beyond reach still counts for the heuristic). On a
// large table most polygons are neither, and preparing them would cost more than the search.
void PathSearch::prepare_obstacles() {
  const auto contains_end = [&](Vec2 lo, Vec2 hi) {
    const auto in_box = [&](Vec2 p) {
      return p.x >= lo.x && p.x <= hi.x && p.y >= lo.y && p.y <= hi.y;
    };
    return in_box(query_.start) || std::any_of(query_.goals.begin(), query_.goals.end(), in_box);
  };
  for (const std::vector<Vec2>& pts : query_.blocked) {
    const std::size_t n = pts.size();
    if (n < 3) continue;
    Vec2 lo = pts[0];
    Vec2 hi = pts[0];
    for (const Vec2 p : pts) {
      lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
      hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
    }
    if (!meets_reach(lo, hi) && !contains_end(lo, hi)) continue;
    const double area2 = twice_signed_area(pts);
    // No interior, nothing to enter.
    if (area2 == 0.0) continue;
    const double side = area2 > 0.0 ? 1.0 : -1.0;
    Obstacle o{.pts = &pts, .first_line = lines_.size(), .convex = true, .lo = lo, .hi = hi};
    for (std::size_t i = 0; i < n; ++i) {
      const Vec2 p = pts[i];
      const Vec2 q = pts[(i + 1) % n];
      const Vec2 r = pts[(i + 2) % n];
      if (side * cross(q - p, r - q) < 0.0) o.convex = false;
      if (p == q) {
        // A repeated corner: an edge that constrains nothing.
        lines_.push_back({.n = {0.0, 0.0}, .c = 1.0});
      } else {
        const Vec2 e = normalized(q - p);
        const Vec2 out = side * Vec2{e.y, -e.x};
        lines_.push_back({.n = out, .c = dot(out, p)});
      }
    }
    obstacles_.push_back(o);
  }
}

std::size_t PathSearch::grid_column(double x) const {
  if (!(x > reach_lo_.x)) return 0;
  return std::min(columns_ - 1, static_cast<std::size_t>((x - reach_lo_.x) / cell_.x));
}

std::size_t PathSearch::grid_row(double y) const {
  if (!(y > reach_lo_.y)) return 0;
  return std::min(rows_ - 1, static_cast<std::size_t>((y - reach_lo_.y) / cell_.y));
}

// A grid of about two cells per obstacle over the reach box, when there are enough obstacles
// for scanning them all to cost more than walking the cells.
void PathSearch::build_grid() {
  if (obstacles_.size() <= kGridMinObstacles) return;
  const Vec2 size = reach_hi_ - reach_lo_;
  const double side = std::sqrt(size.x * size.y / (2.0 * static_cast<double>(obstacles_.size())));
  // An unbounded max_length leaves nothing to divide: scan.
  if (!std::isfinite(side) || !(side > 0.0)) return;
  constexpr double kMaxCells = 512.0;
  columns_ = static_cast<std::size_t>(std::clamp(std::ceil(size.x / side), 1.0, kMaxCells));
  rows_ = static_cast<std::size_t>(std::clamp(std::ceil(size.y / side), 1.0, kMaxCells));
  cell_ = {size.x / static_cast<double>(columns_), size.y / static_cast<double>(rows_)};
  grid_ = true;
  // Two passes over the obstacles: count each cell's, then place them.
  cell_first_.assign(columns_ * rows_ + 1, 0);
  for (int pass = 0; pass < 2; ++pass) {
    for (std::size_t k = 0; k < obstacles_.size(); ++k) {
      const Obstacle& o = obstacles_[k];
      const std::size_t c1 = grid_column(o.hi.x + kGridPad);
      const std::size_t r1 = grid_row(o.hi.y + kGridPad);
      for (std::size_t r = grid_row(o.lo.y - kGridPad); r <= r1; ++r) {
        for (std::size_t c = grid_column(o.lo.x - kGridPad); c <= c1; ++c) {
          if (pass == 0) {
            ++cell_first_[r * columns_ + c + 1];
          } else {
            cell_items_[cell_first_[r * columns_ + c]++] = k;
          }
        }
      }
    }
    if (pass == 0) {
      for (std::size_t i = 1; i < cell_first_.size(); ++i)
        cell_first_[i] += cell_first_[i - 1];
      cell_items_.resize(cell_first_.back());
    } else {
      // Placing moved each cell's start to the next cell's: shift them back.
      for (std::size_t i = cell_first_.size() - 1; i > 0; --i)
        cell_first_[i] = cell_first_[i - 1];
      cell_first_[0] = 0;
    }
  }
  seen_.assign(obstacles_.size(), 0);
}

// Corners farther than `limit` from the start plus their nearest goal are left out: no path
// the search would count passes them.
void PathSearch::add_corner_nodes(double limit) {
  const Vec2 start = nodes_[0].at;
  for (const Obstacle& o : obstacles_) {
    const std::vector<Vec2>& pts = *o.pts;
    const std::size_t n = pts.size();
    for (std::size_t i = 0; i < n; ++i) {
      const Vec2 prev = pts[(i + n - 1) % n];
      const Vec2 v = pts[i];
      const Vec2 next = pts[(i + 1) % n];
      // A path only bends round corners that are convex seen from outside.
      const EdgeLine& in = lines_[o.first_line + (i + n - 1) % n];
      const EdgeLine& out = lines_[o.first_line + i];
      if (dot(in.n, next - v) >= 0.0 || length_squared(in.n + out.n) == 0.0) continue;
      // The node is kPush from the corner: a first test on the corner saves placing the node.
      if (distance(start, v) + heuristic(v) > limit + 2.0 * kPush) continue;
      const Vec2 at = v + kPush * normalized(in.n + out.n);
      const double h = heuristic(at);
      if (distance(start, at) + h > limit) continue;
      if (!in_kept_half(v, kPlaneEpsilon) || !in_kept_half(at, 2.0 * kPush)) continue;
      if (inside_any(at)) continue;
      nodes_.push_back({.at = at, .shown = v, .prev = prev, .next = next, .corner = true, .h = h});
    }
  }
}

// True when x is inside o deeper than kClearance.
bool PathSearch::inside_deep(Vec2 x, const Obstacle& o) const {
  if (x.x <= o.lo.x || x.x >= o.hi.x || x.y <= o.lo.y || x.y >= o.hi.y) return false;
  const std::vector<Vec2>& pts = *o.pts;
  const std::size_t n = pts.size();
  if (o.convex) {
    for (std::size_t i = 0; i < n; ++i) {
      const EdgeLine& e = lines_[o.first_line + i];
      if (dot(e.n, x) - e.c >= -kClearance) return false;
    }
    return true;
  }
  bool inside = false;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = pts[i];
    const Vec2 q = pts[(i + 1) % n];
    if ((p.y > x.y) != (q.y > x.y) && x.x < p.x + (x.y - p.y) * (q.x - p.x) / (q.y - p.y)) {
      inside = !inside;
    }
  }
  if (!inside) return false;
  for (std::size_t i = 0; i < n; ++i) {
    if (length_squared(x - nearest_on_segment(x, pts[i], pts[(i + 1) % n])) <=
        kClearance * kClearance) {
      return false;
    }
  }
  return true;
}

bool PathSearch::inside_any(Vec2 x) const {
  if (!grid_ || x.x < reach_lo_.x || x.x > reach_hi_.x || x.y < reach_lo_.y || x.y > reach_hi_.y) {
    return std::any_of(obstacles_.begin(), obstacles_.end(),
                       [&](const Obstacle& o) { return inside_deep(x, o); });
  }
  const std::size_t cell = grid_row(x.y) * columns_ + grid_column(x.x);
  for (std::size_t k = cell_first_[cell]; k < cell_first_[cell + 1]; ++k) {
    if (inside_deep(x, obstacles_[cell_items_[k]])) return true;
  }
  return false;
}

// Clips the segment to the polygon shrunk by kClearance (Cyrus-Beck): it enters when something
// of positive length is left.
bool PathSearch::enters_convex(Vec2 a, Vec2 b, const Obstacle& o) const {
  const Vec2 d = b - a;
  double t0 = 0.0;
  double t1 = 1.0;
  const std::size_t n = o.pts->size();
  for (std::size_t i = 0; i < n; ++i) {
    const EdgeLine& e = lines_[o.first_line + i];
    // Inside this edge where fa + t * fd < 0.
    const double fa = dot(e.n, a) - e.c + kClearance;
    const double fd = dot(e.n, d);
    if (fd == 0.0) {
      if (fa >= 0.0) return false;
      continue;
    }
    const double t = -fa / fd;
    if (fd > 0.0) {
      t1 = std::min(t1, t);
    } else {
      t0 = std::max(t0, t);
    }
    if (t0 >= t1) return false;
  }
  return true;
}

// A segment and a simple polygon, convex or not: the segment enters when it crosses an edge
// properly, or when between two consecutive points where it touches the boundary (its ends, and
// the corners on it) its midpoint is inside deeper than kClearance.
bool PathSearch::enters_simple(Vec2 a, Vec2 b, const Obstacle& o) {
  const Vec2 d = b - a;
  const double len = length(d);
  if (len <= kClearance) return inside_deep(a, o);
  const Vec2 u = (1.0 / len) * d;
  const std::vector<Vec2>& pts = *o.pts;
  const std::size_t n = pts.size();
  touches_.clear();
  touches_.push_back(0.0);
  touches_.push_back(1.0);
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 p = pts[i];
    const Vec2 q = pts[(i + 1) % n];
    const EdgeLine& e = lines_[o.first_line + i];
    const double sp = cross(u, p - a);
    const double sq = cross(u, q - a);
    const double sa = dot(e.n, a) - e.c;
    const double sb = dot(e.n, b) - e.c;
    const bool edge_straddles =
        (sp > kClearance && sq < -kClearance) || (sp < -kClearance && sq > kClearance);
    const bool segment_straddles =
        (sa > kClearance && sb < -kClearance) || (sa < -kClearance && sb > kClearance);
    if (edge_straddles && segment_straddles) return true;
    if (std::abs(sp) <= kClearance) {
      const double t = dot(u, p - a) / len;
      if (t > 0.0 && t < 1.0) touches_.push_back(t);
    }
  }
  std::sort(touches_.begin(), touches_.end());
  for (std::size_t k = 0; k + 1 < touches_.size(); ++k) {
    if ((touches_[k + 1] - touches_[k]) * len <= kClearance) continue;
    if (inside_deep(a + (0.5 * (touches_[k] + touches_[k + 1])) * d, o)) return true;
  }
  return false;
}

// True when the segment enters no blocked polygon. Both ends are in the kept half-plane (every
// node is), so the whole segment is.
bool PathSearch::visible(Vec2 a, Vec2 b) {
  const Vec2 lo{std::min(a.x, b.x), std::min(a.y, b.y)};
  const Vec2 hi{std::max(a.x, b.x), std::max(a.y, b.y)};
  const auto enters = [&](const Obstacle& o) {
    if (hi.x <= o.lo.x || lo.x >= o.hi.x || hi.y <= o.lo.y || lo.y >= o.hi.y) return false;
    return o.convex ? enters_convex(a, b, o) : enters_simple(a, b, o);
  };
  if (!grid_) return std::none_of(obstacles_.begin(), obstacles_.end(), enters);
  // The cells the segment passes through, row by row: in each row, the columns between where
  // it enters and leaves the row (a little wider, against rounding). Each obstacle is tested
  // once.
  ++visit_;
  const std::size_t r0 = grid_row(lo.y - kGridPad);
  const std::size_t r1 = grid_row(hi.y + kGridPad);
  const auto x_at = [&](double y) {
    if (a.y == b.y) return a.x;
    return a.x + std::clamp((y - a.y) / (b.y - a.y), 0.0, 1.0) * (b.x - a.x);
  };
  for (std::size_t r = r0; r <= r1; ++r) {
    double x0 = lo.x;
    double x1 = hi.x;
    if (a.y != b.y) {
      const double y0 = r == r0 ? lo.y : reach_lo_.y + static_cast<double>(r) * cell_.y - kGridPad;
      const double y1 =
          r == r1 ? hi.y : reach_lo_.y + static_cast<double>(r + 1) * cell_.y + kGridPad;
      x0 = std::min(x_at(y0), x_at(y1));
      x1 = std::max(x_at(y0), x_at(y1));
    }
    const std::size_t c1 = grid_column(x1 + kGridPad);
    for (std::size_t c = grid_column(x0 - kGridPad); c <= c1; ++c) {
      const std::size_t cell = r * columns_ + c;
      for (std::size_t k = cell_first_[cell]; k < cell_first_[cell + 1]; ++k) {
        const std::size_t i = cell_items_[k];
        if (seen_[i] == visit_) continue;
        seen_[i] = visit_;
        if (enters(obstacles_[i])) return false;
      }
    }
  }
  return true;
}

// The distance to the nearest goal (admissible and consistent).
double PathSearch::heuristic(Vec2 p) const {
  double h = std::numeric_limits<double>::infinity();
  for (std::size_t i = 1; i < nodes_.size() && nodes_[i].goal != kNone; ++i) {
    h = std::min(h, distance(p, nodes_[i].at));
  }
  return h;
}

// How the path start → … → tail → v ranks in a tie; nothing when v is already on the path to
// tail (a tie must not make a cycle).
std::optional<TieRank> PathSearch::tie_rank(std::size_t tail, std::size_t v) const {
  const Vec2 s = nodes_[0].shown;
  auto along = [&](Vec2 p) {
    return length_squared(p - s) > 0.0 ? dot(normalized(p - s), prefer_) : 0.0;
  };
  if (tail == 0) return TieRank{.along = along(nodes_[v].shown), .turn = 0};
  std::size_t second = v;
  std::size_t first = tail;
  while (state_[first].parent != 0) {
    if (first == v) return std::nullopt;
    second = first;
    first = state_[first].parent;
  }
  if (first == v) return std::nullopt;
  // The corners themselves, not the pushed nodes: a path along an edge does not turn.
  return TieRank{
      .along = along(nodes_[first].shown),
      .turn = turn_sign(nodes_[first].shown - s, nodes_[second].shown - nodes_[first].shown)};
}

// A path bends round a corner only along a line that has the corner's polygon on one side
// (tangent at the corner); other lines through a corner are never part of a shortest path.
bool tangent_at(const Node& c, Vec2 from) {
  if (!c.corner) return true;
  const Vec2 d = c.shown - from;
  const double s1 = cross(d, c.prev - from);
  const double s2 = cross(d, c.next - from);
  // Most lines are decided without the square root: neighbours on one side (or on the line)
  // are tangent whatever the tolerance, and neighbours on both sides farther than twice a bound
  // of it (|d.x| + |d.y| >= |d|) are not.
  if (!((s1 > 0.0 && s2 < 0.0) || (s1 < 0.0 && s2 > 0.0))) return true;
  if (std::min(std::abs(s1), std::abs(s2)) > 2.0 * kClearance * (std::abs(d.x) + std::abs(d.y))) {
    return false;
  }
  const double tolerance = kClearance * length(d);
  return !((s1 > tolerance && s2 < -tolerance) || (s1 < -tolerance && s2 > tolerance));
}

void PathSearch::expand(std::size_t u, double limit) {
  const Node& nu = nodes_[u];
  const double gu = state_[u].g;
  for (std::size_t v = 1; v < nodes_.size(); ++v) {
    if (v == u) continue;
    const Node& nv = nodes_[v];
    NodeState& sv = state_[v];
    // The cheap tests first: most nodes are too far or already reached as short.
    // distance(nu.at, nv.at), inline: this loop is the search's inner loop.
    const double g = gu + std::sqrt(length_squared(nv.at - nu.at));
    if (g > sv.g + kTie || g + nv.h > limit) continue;
    if (!tangent_at(nv, nu.shown) || !tangent_at(nu, nv.shown)) continue;
    const bool shorter = !sv.closed && g < sv.g - kTie;
    // Equally short: the better ranked path wins (TieRank), else the one found first.
    if (!shorter) {
      const std::optional<TieRank> mine = tie_rank(u, v);
      const std::optional<TieRank> theirs = tie_rank(sv.parent, v);
      if (!mine || (theirs && !mine->beats(*theirs))) continue;
    }
    // The lazy part: visibility is tested only for an edge that would change something.
    if (!visible(nu.at, nv.at)) continue;
    sv.parent = u;
    if (shorter) {
      sv.g = g;
      heap_.push_back({g + nv.h, v});
      std::push_heap(heap_.begin(), heap_.end(), heap_after);
    }
  }
}

std::optional<PlanePath> PathSearch::run() {
  SKD_ASSERT(query_.keep_point.has_value() == query_.keep_normal.has_value(),
             "a kept half-plane needs both keep_point and keep_normal");
  if (query_.keep_point && query_.keep_normal) {
    half_plane_ = true;
    keep_normal_ = normalized(*query_.keep_normal);
  }
  if (length_squared(query_.prefer) > 0.0) prefer_ = normalized(query_.prefer);
  const double max_limit = query_.max_length + kLengthSlack;
  find_reach(max_limit + kPruneSlack);
  prepare_obstacles();
  // The start treats a polygon it is inside as enclosing: no path.
  if (!in_kept_half(query_.start, kPlaneEpsilon) || inside_any(query_.start)) return std::nullopt;
  nodes_.push_back({.at = query_.start, .shown = query_.start});
  for (std::size_t i = 0; i < query_.goals.size(); ++i) {
    const Vec2 goal = query_.goals[i];
    // A goal inside a blocked polygon or outside the kept half-plane has no edges: left out.
    if (!in_kept_half(goal, kPlaneEpsilon) || inside_any(goal)) continue;
    nodes_.push_back({.at = goal, .shown = goal, .goal = i});
  }
  if (nodes_.size() == 1) return std::nullopt;
  for (Node& node : nodes_)
    node.h = heuristic(node.at);
  if (nodes_[0].h > max_limit) return std::nullopt;
  // At most one node per edge's corner.
  nodes_.reserve(nodes_.size() + lines_.size());
  // The polygons kept only for a goal beyond reach have done their part.
  std::erase_if(obstacles_, [&](const Obstacle& o) { return !meets_reach(o.lo, o.hi); });
  build_grid();
  add_corner_nodes(max_limit + kPruneSlack);

  state_.resize(nodes_.size());
  state_[0].g = 0.0;
  heap_.push_back({nodes_[0].h, 0});

  double best = std::numeric_limits<double>::infinity();
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), heap_after);
    const HeapEntry top = heap_.back();
    heap_.pop_back();
    if (top.f > best + kTie) break;
    NodeState& s = state_[top.node];
    if (s.closed) continue;
    s.closed = true;
    if (nodes_[top.node].goal != kNone) {
      // Goals end paths; the search goes on while an equally short path to another goal may
      // still turn up (and equally short paths to this one may change its parent).
      best = std::min(best, s.g);
      continue;
    }
    expand(top.node, std::min(max_limit, best + kTie));
  }
  if (best == std::numeric_limits<double>::infinity()) return std::nullopt;

  // Goal nodes are in goal order: the first reached within the tie is the lower goal index.
  std::size_t reached = kNone;
  for (std::size_t i = 1; i < nodes_.size() && nodes_[i].goal != kNone; ++i) {
    if (state_[i].closed && state_[i].g <= best + kTie) {
      reached = i;
      break;
    }
  }
  SKD_ASSERT(reached != kNone, "the best goal was closed");
  PlanePath path;
  path.goal = nodes_[reached].goal;
  for (std::size_t v = reached; v != kNone; v = state_[v].parent) {
    path.points.push_back(nodes_[v].shown);
  }
  std::reverse(path.points.begin(), path.points.end());
  // A path that grazes a corner on a straight line does not bend there.
  for (std::size_t i = 1; i + 1 < path.points.size();) {
    const Vec2 p = path.points[i];
    if (turn_sign(p - path.points[i - 1], path.points[i + 1] - p) == 0 &&
        dot(p - path.points[i - 1], path.points[i + 1] - p) > 0.0) {
      path.points.erase(path.points.begin() + static_cast<std::ptrdiff_t>(i));
    } else {
      ++i;
    }
  }
  for (std::size_t i = 1; i < path.points.size(); ++i) {
    path.length += distance(path.points[i - 1], path.points[i]);
  }
  return path;
}

// The first corner i repeated later, with its next repeat j (the first pair i < j a scan of
// i, then j, would meet), or nothing. Sorting makes it O(n log n): outlines may have many
// thousands of corners, and a scan of all pairs took minutes at 300,000.
std::optional<std::pair<std::size_t, std::size_t>> repeated_corner(const std::vector<Vec2>& pts) {
  std::vector<std::size_t> order(pts.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  // Equal points end up next to each other, in index order (the points are finite, so < is a
  // strict weak order; -0 and +0 are equal both for it and for ==).
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (pts[a].x != pts[b].x) return pts[a].x < pts[b].x;
    if (pts[a].y != pts[b].y) return pts[a].y < pts[b].y;
    return a < b;
  });
  std::optional<std::pair<std::size_t, std::size_t>> first;
  for (std::size_t k = 1; k < order.size(); ++k) {
    // Only the first two of a run of equal points: the run's lowest index and its next repeat.
    const bool run_start = k == 1 || !(pts[order[k - 2]] == pts[order[k - 1]]);
    if (run_start && pts[order[k - 1]] == pts[order[k]] &&
        (!first || order[k - 1] < first->first)) {
      first = std::pair{order[k - 1], order[k]};
    }
  }
  return first;
}

}  // namespace

std::optional<std::string> outline_problem(const std::vector<Vec2>& outline) {
  const std::size_t n = outline.size();
  if (n < 3) return "an outline needs at least 3 corners, not " + std::to_string(n);
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(outline[i].x) || !std::isfinite(outline[i].y)) {
      return "corner " + std::to_string(i) + " is not a finite point";
    }
  }
  if (const std::optional<std::pair<std::size_t, std::size_t>> same = repeated_corner(outline)) {
    return "corners " + std::to_string(same->first) + " and " + std::to_string(same->second) +
           " are the same point";
  }
  double extent = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 d = outline[i] - outline[0];
    extent = std::max({extent, std::abs(d.x), std::abs(d.y)});
  }
  // All corners on one line (to rounding); a bow-tie has zero signed area too, but crosses.
  const double area2 = twice_signed_area(outline);
  const bool on_one_line = std::all_of(outline.begin(), outline.end(), [&](Vec2 p) {
    return std::abs(cross(outline[1] - outline[0], p - outline[0])) <= 1e-12 * extent * extent;
  });
  if (on_one_line) {
    return "the outline has zero area (its corners are on one line)";
  }
  Ring ring = closed_ring(outline);
  if (area2 < 0.0) std::reverse(ring.begin(), ring.end());
  bg::validity_failure_type failure = bg::no_failure;
  if (bg::is_valid(ring, failure)) return std::nullopt;
  switch (failure) {
    case bg::failure_self_intersections:
      return "edges of the outline cross or touch each other";
    case bg::failure_spikes:
      return "the outline doubles back along itself (a spike)";
    default:
      return "the outline is not a simple polygon";
  }
}

namespace {

/// True when the corners `outline` all lie beyond the line through `at` square to the unit
/// `axis` (at least `margin` past it): the area lies in that closed half-plane.
bool all_beyond(const std::vector<Vec2>& outline, Vec2 at, Vec2 axis, double margin) {
  return std::all_of(outline.begin(), outline.end(),
                     [&](Vec2 q) { return dot(q - at, axis) >= margin; });
}

/// The bounding rectangle of some points, as its lowest and highest corners.
std::pair<Vec2, Vec2> bounds_of(std::span<const Vec2> points) {
  Vec2 lo = points.front();
  Vec2 hi = points.front();
  for (const Vec2 q : points) {
    lo = {std::min(lo.x, q.x), std::min(lo.y, q.y)};
    hi = {std::max(hi.x, q.x), std::max(hi.y, q.y)};
  }
  return {lo, hi};
}

/// How far apart two shapes within the bounding rectangle lo..hi must be for a cheap test to
/// decide that Boost finds them apart: Boost's overlay rounds coordinates to a grid of 1e-7 of
/// the larger side of the rectangle of both shapes, so nearer than a few of its steps it may
/// find them meeting. Ten steps, and never less than kPlaneEpsilon.
double apart_margin(Vec2 lo, Vec2 hi) {
  return kPlaneEpsilon + 1e-6 * std::max(hi.x - lo.x, hi.y - lo.y);
}

/// True when `p` lies outside the bounding rectangle lo..hi of an outline by more than
/// apart_margin(): a cheap test before Boost's.
bool outside_bounds(Vec2 lo, Vec2 hi, Vec2 p) {
  const double margin = apart_margin({std::min(lo.x, p.x), std::min(lo.y, p.y)},
                                     {std::max(hi.x, p.x), std::max(hi.y, p.y)});
  return p.x < lo.x - margin || p.x > hi.x + margin || p.y < lo.y - margin || p.y > hi.y + margin;
}

}  // namespace

Area::Area(std::vector<Vec2> outline) : outline_(std::move(outline)) {
  require(!outline_problem(outline_), "Area: an outline that outline_problem() accepts");
  if (twice_signed_area(outline_) < 0.0) std::reverse(outline_.begin(), outline_.end());
  std::tie(lo_, hi_) = bounds_of(outline_);
}

bool Area::contains(Vec2 p) const {
  if (outside_bounds(lo_, hi_, p)) return false;
  return bg::covered_by(p, closed_ring(outline_));
}

double Area::distance(Vec2 p) const {
  return bg::distance(p, closed_ring(outline_));
}

// By hand: Boost 1.74 has no closest_points.
Vec2 Area::nearest_point(Vec2 p) const {
  if (contains(p)) return p;
  Vec2 best = outline_[0];
  double best_d2 = std::numeric_limits<double>::infinity();
  const std::size_t n = outline_.size();
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 q = nearest_on_segment(p, outline_[i], outline_[(i + 1) % n]);
    const double d2 = length_squared(q - p);
    if (d2 < best_d2) {
      best_d2 = d2;
      best = q;
    }
  }
  return best;
}

bool Area::overlaps(const Box& b) const {
  const std::array<Vec2, 4> c = b.corners();
  // Cheap rejections first (most areas are nowhere near the rectangle): an area beyond one
  // side of the rectangle's bounding rectangle, or beyond the line of one of its edges, by more
  // than Boost's rounding (apart_margin()), is one Boost finds apart too. Boost decides the rest.
  const auto [box_lo, box_hi] = bounds_of(c);
  const double margin = apart_margin({std::min(box_lo.x, lo_.x), std::min(box_lo.y, lo_.y)},
                                     {std::max(box_hi.x, hi_.x), std::max(box_hi.y, hi_.y)});
  if (lo_.x > box_hi.x + margin || hi_.x < box_lo.x - margin || lo_.y > box_hi.y + margin ||
      hi_.y < box_lo.y - margin) {
    return false;
  }
  const Vec2 left = perp(b.facing);
  if (all_beyond(outline_, b.centre, b.facing, 0.5 * b.depth + margin) ||
      all_beyond(outline_, b.centre, -b.facing, 0.5 * b.depth + margin) ||
      all_beyond(outline_, b.centre, left, 0.5 * b.width + margin) ||
      all_beyond(outline_, b.centre, -left, 0.5 * b.width + margin)) {
    return false;
  }
  // corners() go clockwise; the ring type is counter-clockwise.
  const Ring rect{c[3], c[2], c[1], c[0], c[3]};
  return bg::relate(closed_ring(outline_), rect, bg::de9im::mask("T********"));
}

bool Area::crosses(Vec2 a, Vec2 b) const {
  if (a == b) return bg::within(a, closed_ring(outline_));
  const Line line{a, b};
  return bg::relate(line, closed_ring(outline_), bg::de9im::mask("T********"));
}

Vec2 Area::centroid() const {
  Vec2 c;
  bg::centroid(closed_ring(outline_), c);
  return c;
}

Area Area::grown(double margin) const {
  SKD_ASSERT(margin >= 0.0, "an area grows by a margin of zero or more");
  if (margin == 0.0) return *this;
  MultiPolygon result;
  bg::buffer(closed_ring(outline_), result,
             bg::strategy::buffer::distance_symmetric<double>(margin),
             bg::strategy::buffer::side_straight(), JoinMiterCut(),
             bg::strategy::buffer::end_flat(), bg::strategy::buffer::point_square());
  SKD_ASSERT(result.size() == 1, "a simple polygon grown by a positive margin is one polygon");
  // Closed ring: the last point repeats the first. Holes (closed concavities) are dropped, and
  // so are the points Boost leaves in the middle of straight edges.
  const Ring& outer = result.front().outer();
  const std::size_t n = outer.size() - 1;
  std::vector<Vec2> outline;
  for (std::size_t i = 0; i < n; ++i) {
    const Vec2 prev = outer[(i + n - 1) % n];
    const Vec2 next = outer[(i + 1) % n];
    if (turn_sign(outer[i] - prev, next - outer[i]) != 0) outline.push_back(outer[i]);
  }
  return Area(std::move(outline));
}

std::vector<Vec2> grown_outline(const Box& b, double margin) {
  SKD_ASSERT(margin > 0.0, "grown_outline needs a positive margin");
  // tan(22.5 degrees): the tangent to the corner circle at 45 degrees meets the moved edge lines
  // 22.5 degrees off the corner's two edge normals.
  const double k = std::sqrt(2.0) - 1.0;
  const Vec2 right{b.facing.y, -b.facing.x};
  const double x = 0.5 * b.width + margin;
  const double y = 0.5 * b.depth + margin;
  const double xc = 0.5 * b.width + k * margin;
  const double yc = 0.5 * b.depth + k * margin;
  // Counter-clockwise in (right, facing), which is a counter-clockwise frame.
  const std::array<Vec2, 8> local{
      Vec2{x, -yc}, Vec2{x, yc},   Vec2{xc, y},   Vec2{-xc, y},
      Vec2{-x, yc}, Vec2{-x, -yc}, Vec2{-xc, -y}, Vec2{xc, -y},
  };
  std::vector<Vec2> outline;
  outline.reserve(local.size());
  for (const Vec2 p : local)
    outline.push_back(b.centre + p.x * right + p.y * b.facing);
  return outline;
}

std::optional<PlanePath> shortest_path(const PathQuery& query) {
  return PathSearch(query).run();
}

Vec2 point_along(const std::vector<Vec2>& points, double s) {
  SKD_ASSERT(!points.empty(), "point_along needs a path of at least one point");
  if (s <= 0.0) return points.front();
  for (std::size_t i = 1; i < points.size(); ++i) {
    const Vec2 d = points[i] - points[i - 1];
    const double len = length(d);
    if (s < len) return points[i - 1] + (s / len) * d;
    s -= len;
  }
  return points.back();
}

}  // namespace skedaddle
