// SPDX-License-Identifier: MIT
// The naive GCACW retreat reference: every simple path, classified step by step from the
// rulings (GC-1..GC-11), no caching and no pruning beyond what the rulings state.
#include "gcacw/tests/bruteforce_reference.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <limits>
#include <sstream>

namespace skedaddle::gcacw::ref {
namespace {

constexpr int kInfinite = std::numeric_limits<int>::max() / 4;

const char* kind_text(RetreatKind k) {
  switch (k) {
    case RetreatKind::normal:
      return "normal";
    case RetreatKind::rout:
      return "rout";
    case RetreatKind::cavalry:
      return "cavalry";
    case RetreatKind::defender_option:
      return "defender_option";
  }
  return "?";
}

const char* type_text(UnitType t) {
  switch (t) {
    case UnitType::infantry:
      return "infantry";
    case UnitType::cavalry:
      return "cavalry";
    case UnitType::artillery:
      return "artillery";
    case UnitType::leader:
      return "leader";
  }
  return "?";
}

const char* road_text(RoadKind k) {
  switch (k) {
    case RoadKind::none:
      return "none";
    case RoadKind::road:
      return "road";
    case RoadKind::pike:
      return "pike";
    case RoadKind::trail:
      return "trail";
    case RoadKind::railroad:
      return "railroad";
  }
  return "?";
}

}  // namespace

// --- board -------------------------------------------------------------------------------

std::pair<Hex, Hex> side_of(Hex a, Hex b) {
  return a < b ? std::pair{a, b} : std::pair{b, a};
}

bool RefBoard::contains(Hex h) const {
  const OffsetCoord c = to_offset(h, system);
  return c.col >= 0 && c.col < columns && c.row >= 0 && c.row < rows;
}

bool RefBoard::has_road(Hex a, Hex b) const {
  const auto it = roads.find(side_of(a, b));
  return it != roads.end() && it->second != RoadKind::none;
}

bool RefBoard::is_prohibited(Hex a, Hex b) const {
  return prohibited.count(side_of(a, b)) > 0;
}

std::vector<Hex> RefBoard::hexes() const {
  std::vector<Hex> out;
  for (int c = 0; c < columns; ++c) {
    for (int r = 0; r < rows; ++r)
      out.push_back(to_hex({c, r}, system));
  }
  return out;
}

Scenario to_scenario(const RefScenario& s) {
  Scenario out;
  out.board = Board(HexGrid(s.board.columns, s.board.rows, s.board.system));
  for (Hex h : s.board.impassable)
    out.board.set_terrain(h, Terrain::impassable);
  for (Hex h : s.board.cities)
    out.board.set_terrain(h, Terrain::city);
  for (const auto& [side, kind] : s.board.roads)
    out.board.set_road(side.first, side.second, kind);
  for (const auto& side : s.board.prohibited)
    out.board.set_prohibited(side.first, side.second);
  out.units = s.units;
  out.request = s.request;
  out.options = s.options;
  return out;
}

std::string hex_text(Hex h) {
  std::ostringstream o;
  o << '(' << h.q << ',' << h.r << ')';
  return o.str();
}

std::string path_text(const std::vector<Hex>& path) {
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (i > 0) out += ' ';
    out += hex_text(path[i]);
  }
  return out;
}

std::string describe(const RefScenario& s) {
  std::ostringstream o;
  const RefBoard& b = s.board;
  const Side stack_side = [&] {
    for (const Unit& u : s.units) {
      if (u.hex == s.request.hex) return u.side;
    }
    return Side::first;
  }();
  auto symbol = [&](Hex h) {
    std::string sym;
    if (h == s.request.hex) sym += 'S';
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const Unit& u = s.units[i];
      if (u.hex != h || h == s.request.hex) continue;
      const bool active =
          std::find(s.request.active.begin(), s.request.active.end(),
                    UnitId{static_cast<std::uint32_t>(i)}) != s.request.active.end();
      if (u.side == stack_side) {
        sym += u.is_combat() ? 'F' : 'f';
      } else {
        sym += active ? 'A' : (u.is_combat() ? 'E' : 'e');
      }
    }
    if (b.impassable.count(h)) sym += '#';
    if (b.cities.count(h)) sym += 'C';
    if (sym.empty()) sym = ".";
    return sym;
  };
  o << "board " << b.columns << "x" << b.rows
    << " flat odd-q; cells are q,r:content (S start, A active enemy, E enemy, e enemy leader,"
       " F friendly, f friendly leader, # impassable, C city); odd columns are half a hex lower\n";
  for (int r = 0; r < b.rows; ++r) {
    for (int parity = 0; parity < 2; ++parity) {
      std::string line;
      for (int c = 0; c < b.columns; ++c) {
        std::string cell;
        if (c % 2 == parity) {
          const Hex h = to_hex({c, r}, b.system);
          cell = std::to_string(h.q) + "," + std::to_string(h.r) + ":" + symbol(h);
        }
        cell.resize(11, ' ');
        line += cell;
      }
      o << line << '\n';
    }
  }
  o << "roads:";
  for (const auto& [side, kind] : b.roads) {
    o << ' ' << hex_text(side.first) << '-' << hex_text(side.second) << '/' << road_text(kind);
  }
  o << "\nprohibited:";
  for (const auto& side : b.prohibited) {
    o << ' ' << hex_text(side.first) << '-' << hex_text(side.second);
  }
  o << "\nimpassable:";
  for (Hex h : b.impassable)
    o << ' ' << hex_text(h);
  o << "\ncities:";
  for (Hex h : b.cities)
    o << ' ' << hex_text(h);
  o << "\nunits:\n";
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    o << "  #" << i << ' ' << u.id << " side=" << static_cast<int>(u.side)
      << " type=" << type_text(u.type) << " hex=" << hex_text(u.hex) << " manpower=" << u.manpower
      << " fatigue=" << u.fatigue << '\n';
  }
  o << "request: kind=" << kind_text(s.request.kind) << " hex=" << hex_text(s.request.hex)
    << " units=[";
  for (UnitId id : s.request.units)
    o << ' ' << index_of(id);
  o << " ] active=[";
  for (UnitId id : s.request.active)
    o << ' ' << index_of(id);
  o << " ] no_effect=" << s.request.no_effect << '\n';
  o << "options: chart="
    << (s.options.chart == ChartRule::one   ? "1"
        : s.options.chart == ChartRule::two ? "2"
                                            : "auto")
    << " chart1_radius="
    << (s.options.chart1_radius ? std::to_string(*s.options.chart1_radius) : "none")
    << " distance=" << (s.options.distance == DistanceRule::hex ? "hex" : "path")
    << " zoc_across_prohibited=" << s.options.zoc_across_prohibited
    << " surrender_vp=" << s.options.surrender_vp << '\n';
  return o.str();
}

// --- the reference -----------------------------------------------------------------------

Reference::Reference(const RefScenario& s) : s_(&s), start_(s.request.hex) {
  const RefBoard& b = s.board;
  // GC-2: the stack is every unit of the hex, or the units named for a defender's option.
  if (!s.request.units.empty()) {
    for (UnitId id : s.request.units)
      stack_.push_back(static_cast<int>(index_of(id)));
    std::sort(stack_.begin(), stack_.end());
  } else {
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      if (s.units[i].hex == start_ && s.units[i].status == Status::on_map) {
        stack_.push_back(static_cast<int>(i));
      }
    }
  }
  if (!stack_.empty()) side_ = s.units[static_cast<std::size_t>(stack_.front())].side;
  switch (s.request.kind) {  // GC-1
    case RetreatKind::normal:
      min_ = 2, max_ = 4;
      break;
    case RetreatKind::rout:
    case RetreatKind::cavalry:
      min_ = 4, max_ = 6;
      break;
    case RetreatKind::defender_option:
      min_ = 1, max_ = 4;
      break;
  }
  cavalry_ = s.request.kind == RetreatKind::cavalry;

  const std::size_t n = static_cast<std::size_t>(b.columns * b.rows);
  enemy_.assign(n, 0);
  friendly_.assign(n, 0);
  zoc_.assign(n, 0);
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    if (u.status != Status::on_map || !u.is_combat() || !b.contains(u.hex)) continue;
    const bool in_stack =
        std::find(stack_.begin(), stack_.end(), static_cast<int>(i)) != stack_.end();
    if (u.side != side_) {
      enemy_[static_cast<std::size_t>(index(u.hex))] = 1;  // GC-3: combat units only
      for (HexDir d : kHexDirs) {                          // GC-5
        const Hex z = neighbor(u.hex, d);
        if (!b.contains(z)) continue;
        if (!s.options.zoc_across_prohibited && b.is_prohibited(u.hex, z)) continue;
        zoc_[static_cast<std::size_t>(index(z))] = 1;
      }
    } else if (!in_stack) {
      friendly_[static_cast<std::size_t>(index(u.hex))] = 1;  // GC-8
    }
  }
  for (UnitId id : s.request.active)
    active_hexes_.push_back(s.units[index_of(id)].hex);

  // Terrain and hexsides, per hex and direction.
  passable_.assign(n, 0);
  city_.assign(n, 0);
  prohibited_side_.assign(n * 6, 0);
  road_side_.assign(n * 6, 0);
  for (Hex h : b.hexes()) {
    const std::size_t i = static_cast<std::size_t>(index(h));
    passable_[i] = b.impassable.count(h) ? 0 : 1;
    city_[i] = b.cities.count(h) ? 1 : 0;
    for (std::size_t d = 0; d < kHexDirs.size(); ++d) {
      const Hex m = neighbor(h, kHexDirs[d]);
      prohibited_side_[i * 6 + d] = b.is_prohibited(h, m) ? 1 : 0;
      road_side_[i * 6 + d] = b.has_road(h, m) ? 1 : 0;
    }
  }

  // GC-6 measure: hex distance to the nearest active unit.
  hex_distance_.assign(n, kInfinite);
  for (Hex h : b.hexes()) {
    int best = kInfinite;
    for (Hex a : active_hexes_)
      best = std::min(best, hex_distance(h, a));
    hex_distance_[static_cast<std::size_t>(index(h))] = best;
  }
  // GC-4 measure: the same, or with option `path` breadth first from every active unit over
  // passable hexes, never across a prohibited hexside.
  if (s.options.distance == DistanceRule::hex) {
    distance_ = hex_distance_;
  } else {
    distance_.assign(n, kInfinite);
    std::deque<Hex> queue;
    for (Hex h : active_hexes_) {
      if (!b.contains(h)) continue;
      distance_[static_cast<std::size_t>(index(h))] = 0;
      queue.push_back(h);
    }
    while (!queue.empty()) {
      const Hex h = queue.front();
      queue.pop_front();
      const int dh = distance_[static_cast<std::size_t>(index(h))];
      for (HexDir d : kHexDirs) {
        const Hex m = neighbor(h, d);
        if (!b.contains(m) || b.impassable.count(m) || b.is_prohibited(h, m)) continue;
        int& dm = distance_[static_cast<std::size_t>(index(m))];
        if (dm <= dh + 1) continue;
        dm = dh + 1;
        queue.push_back(m);
      }
    }
  }
}

int Reference::index(Hex h) const {
  const OffsetCoord c = to_offset(h, s_->board.system);
  return c.col * s_->board.rows + c.row;
}

std::optional<Rejection> Reference::static_rejection(Hex from, Hex to) const {
  if (!s_->board.contains(to)) return Rejection::off_map;
  if (!passable_[static_cast<std::size_t>(index(to))]) return Rejection::impassable;
  if (prohibited_side_[static_cast<std::size_t>(index(from)) * 6 +
                       static_cast<std::size_t>(direction_to(from, to))]) {
    return Rejection::prohibited_hexside;
  }
  if (to == start_) return Rejection::start_hex;
  return std::nullopt;
}

bool Reference::legal(Hex from, Hex to, const std::vector<Hex>& path) const {
  if (static_rejection(from, to)) return false;
  return std::find(path.begin(), path.end(), to) == path.end();  // GC-3: already entered
}

bool Reference::enemy_occupied(Hex h) const {
  return s_->board.contains(h) && enemy_[static_cast<std::size_t>(index(h))] != 0;
}

bool Reference::may_end(Hex h) const {
  if (enemy_occupied(h)) return false;                                // GC-9
  if (s_->request.kind == RetreatKind::defender_option) return true;  // GC-1
  return !adjacent(h, start_);                                        // GC-3
}

RefStep Reference::classify(Hex from, Hex to) const {
  const std::size_t f = static_cast<std::size_t>(index(from));
  const std::size_t t = static_cast<std::size_t>(index(to));
  RefStep st;
  // GC-7: a road, pike, trail or railroad hexside, or entering or leaving a city.
  st.road =
      road_side_[f * 6 + static_cast<std::size_t>(direction_to(from, to))] || city_[f] || city_[t];
  st.friendly = friendly_[t] != 0;
  st.zoc = zoc_[t] != 0;
  st.enemy = enemy_[t] != 0;
  // GC-4: the distance grows by exactly one.
  const int dfrom = distance_[f];
  const int dto = distance_[t];
  st.more_distant = dfrom < kInfinite && dto == dfrom + 1;
  // GC-6
  switch (s_->options.chart) {
    case ChartRule::one:
      st.chart = 1;
      break;
    case ChartRule::two:
      st.chart = 2;
      break;
    case ChartRule::automatic:
      if (active_hexes_.empty()) {
        st.chart = 2;
      } else {
        const int d = hex_distance_[f];
        st.chart = (!s_->options.chart1_radius || d <= *s_->options.chart1_radius) ? 1 : 2;
      }
      break;
  }
  int left = 0;
  int right = 0;
  if (st.chart == 1) {
    if (st.enemy) {
      st.row = "5", st.priority = 5, left = right = 3;
    } else if (st.zoc) {
      if (st.more_distant) {
        st.row = "4a", st.priority = 4, left = 0, right = 1;
      } else {
        st.row = "4b", st.priority = 4, left = 1, right = 2;
      }
    } else if (st.more_distant) {
      st.row = st.road ? "1" : "2", st.priority = st.road ? 1 : 2;
    } else {
      st.row = "3", st.priority = 3, left = 0, right = 1;
    }
  } else {
    if (st.enemy) {
      st.row = "3", st.priority = 3, left = right = 3;
    } else if (st.zoc) {
      st.row = "2", st.priority = 2, left = 0, right = 1;
    } else {
      st.row = "1", st.priority = 1;
    }
  }
  // GC-8: left of the slash along a road or into a friendly-occupied hex; cavalry loses nothing.
  st.loss = (st.road || st.friendly) ? left : right;
  if (cavalry_) st.loss = 0;
  return st;
}

int Reference::nearest_enemy_distance(Hex h) const {
  int best = -1;
  for (const Unit& u : s_->units) {
    if (u.side == side_ || !u.is_combat() || u.status != Status::on_map) continue;
    const int d = hex_distance(h, u.hex);
    if (best < 0 || d < best) best = d;
  }
  return best;
}

int Reference::eliminated_by(int loss) const {
  int n = 0;
  for (int i : stack_) {
    const Unit& u = s_->units[static_cast<std::size_t>(i)];
    if (u.is_combat() && u.manpower <= loss) ++n;
  }
  return n;
}

bool Reference::survives(int loss, bool entered_enemy) const {
  if (cavalry_ && entered_enemy) return false;  // GC-8: cavalry entering an enemy hex dies
  for (int i : stack_) {
    const Unit& u = s_->units[static_cast<std::size_t>(i)];
    if (u.is_combat() && u.manpower > loss) return true;
  }
  return false;
}

RefResult Reference::solve(std::size_t limit) const {
  RefResult result;
  // GC-1, GC-10: every retreat, the defender's option included, may override once.
  const int max_violations = 1;
  std::vector<RefPath> found;  // completing paths with at most max_violations violations
  std::vector<int> violations_of;
  std::vector<Hex> path{start_};
  std::vector<RefStep> steps;
  std::size_t explored = 0;

  // GC-9: a path completes when it ends where a retreat may end, whatever it costs. A path that
  // destroys the stack ends, and completes, on the step where the last combat unit is
  // eliminated (RefPath::died_at), whatever that hex is: enemy-occupied, adjacent to the start,
  // short of the minimum (GC-8: the walk on after the stack is gone is not part of the outcome).
  std::function<void(int, bool, int, int)> dfs = [&](int loss, bool entered_enemy, int violations,
                                                     int override_at) {
    if (++explored > limit) {
      result.too_big = true;
      return;
    }
    const Hex h = path.back();
    const int length = static_cast<int>(path.size()) - 1;
    if (length >= 1) {
      if (!survives(loss, entered_enemy)) {
        RefPath p;
        p.hexes = path;
        p.steps = steps;
        p.loss = loss;
        p.override_at = override_at;
        p.died_at = length - 1;
        p.must_stop = true;
        found.push_back(std::move(p));
        violations_of.push_back(violations);
        return;  // GC-9: the path ends where the stack died
      }
      if (may_end(h) && length >= min_) {
        RefPath p;
        p.hexes = path;
        p.steps = steps;
        p.loss = loss;
        p.override_at = override_at;
        p.must_stop = length >= max_;
        found.push_back(std::move(p));
        violations_of.push_back(violations);
      }
      if (may_end(h) && length >= max_) return;  // GC-9: must stop
    }
    // GC-3 then GC-7: the legal neighbours and the lowest priority number among them.
    std::vector<std::pair<Hex, RefStep>> options;
    for (HexDir d : kHexDirs) {
      const Hex n = neighbor(h, d);
      if (legal(h, n, path)) options.emplace_back(n, classify(h, n));
    }
    int lowest = std::numeric_limits<int>::max();
    for (const auto& o : options)
      lowest = std::min(lowest, o.second.priority);
    for (const auto& [n, st] : options) {
      const bool breaks = st.priority > lowest;
      const int v = violations + (breaks ? 1 : 0);
      if (v > max_violations) continue;
      path.push_back(n);
      steps.push_back(st);
      dfs(loss + st.loss, entered_enemy || st.enemy, v, breaks ? length : override_at);
      path.pop_back();
      steps.pop_back();
      if (result.too_big) return;
    }
  };
  dfs(0, false, 0, -1);
  if (result.too_big) return result;

  // GC-10: the override only when no priority-respecting path completes with a combat unit
  // alive; then the override paths stand beside the (fatal) priority-respecting ones.
  bool priority_saves = false;
  for (std::size_t i = 0; i < found.size(); ++i) {
    if (violations_of[i] == 0 && found[i].died_at < 0) priority_saves = true;
  }
  result.override_in_force = !priority_saves;
  for (std::size_t i = 0; i < found.size(); ++i) {
    if (violations_of[i] == 0 || result.override_in_force) {
      result.saves = result.saves || found[i].died_at < 0;
      result.paths.push_back(std::move(found[i]));
    }
  }
  result.surrenders = result.paths.empty();  // GC-11 (GC-1: the option is not taken)
  return result;
}

// --- random scenarios --------------------------------------------------------------------

int pick(std::mt19937_64& rng, int lo, int hi) {
  const std::uint64_t span = static_cast<std::uint64_t>(hi - lo + 1);
  return lo + static_cast<int>(rng() % span);
}

bool chance(std::mt19937_64& rng, int percent) {
  return pick(rng, 0, 99) < percent;
}

RefScenario random_scenario(std::mt19937_64& rng, bool crowded) {
  const int columns = pick(rng, 7, 9);
  const int rows = pick(rng, 7, 9);
  return random_scenario(rng, crowded, columns, rows);
}

RefScenario random_scenario(std::mt19937_64& rng, bool crowded, int columns, int rows) {
  RefScenario s;
  RefBoard& b = s.board;
  b.columns = columns;
  b.rows = rows;
  // Two hexes from the edges where the board is large enough (7 x 7 and more), else anywhere.
  const int column_margin = std::min(2, (columns - 1) / 2);
  const int row_margin = std::min(2, (rows - 1) / 2);
  const Hex start = to_hex({pick(rng, column_margin, columns - 1 - column_margin),
                            pick(rng, row_margin, rows - 1 - row_margin)},
                           b.system);
  const std::vector<Hex> all = b.hexes();
  const int impassable_pct = crowded ? pick(rng, 20, 35) : pick(rng, 15, 40);
  for (Hex h : all) {
    if (h == start) continue;
    if (chance(rng, impassable_pct)) {
      b.impassable.insert(h);
    } else if (chance(rng, 6)) {
      b.cities.insert(h);
    }
  }
  const int road_pct = pick(rng, 0, 35);
  const int prohibited_pct = crowded ? pick(rng, 15, 35) : pick(rng, 0, 15);
  for (Hex h : all) {
    for (HexDir d : {HexDir::minus_r, HexDir::plus_q_minus_r, HexDir::plus_q}) {
      const Hex m = neighbor(h, d);
      if (!b.contains(m)) continue;
      if (chance(rng, road_pct)) b.roads[side_of(h, m)] = static_cast<RoadKind>(pick(rng, 1, 4));
      if (chance(rng, prohibited_pct)) b.prohibited.insert(side_of(h, m));
    }
  }

  const int kind_roll = pick(rng, 0, 99);
  const RetreatKind kind = kind_roll < 35   ? RetreatKind::normal
                           : kind_roll < 60 ? RetreatKind::rout
                           : kind_roll < 80 ? RetreatKind::cavalry
                                            : RetreatKind::defender_option;
  const Side own = chance(rng, 50) ? Side::first : Side::second;
  const Side enemy = opponent(own);
  int serial = 0;
  auto add = [&](Side side, UnitType type, Hex h) {
    Unit u;
    u.id = (side == own ? "F" : "E") + std::to_string(++serial);
    u.side = side;
    u.type = type;
    u.hex = h;
    u.manpower = type == UnitType::leader ? 0 : pick(rng, 1, 4);
    u.fatigue = type == UnitType::leader ? 0 : pick(rng, 0, 4);  // leaders have no fatigue
    s.units.push_back(u);
    return UnitId{static_cast<std::uint32_t>(s.units.size() - 1)};
  };

  // The retreating stack (GC-2).
  std::vector<UnitId> stack;
  const int combat = pick(rng, 1, 3);
  for (int i = 0; i < combat; ++i) {
    const UnitType t = kind == RetreatKind::cavalry ? UnitType::cavalry
                       : chance(rng, 75)            ? UnitType::infantry
                       : chance(rng, 50)            ? UnitType::artillery
                                                    : UnitType::cavalry;
    stack.push_back(add(own, t, start));
  }
  std::vector<UnitId> leaders;
  if (chance(rng, 35)) leaders.push_back(add(own, UnitType::leader, start));

  std::set<Hex> used{start};
  auto free_hex = [&](const std::vector<Hex>& from) -> std::optional<Hex> {
    std::vector<Hex> c;
    for (Hex h : from) {
      if (b.contains(h) && !b.impassable.count(h) && !used.count(h)) c.push_back(h);
    }
    if (c.empty()) return std::nullopt;
    return c[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(c.size()) - 1))];
  };
  std::vector<Hex> ring;
  for (HexDir d : kHexDirs)
    ring.push_back(neighbor(start, d));

  // Attackers: active enemy units, normally adjacent to the start (GC-4).
  std::vector<UnitId> active;
  const int attackers = crowded ? pick(rng, 1, 2) : pick(rng, 0, 2);
  for (int i = 0; i < attackers; ++i) {
    const auto h = chance(rng, 85) ? free_hex(ring) : free_hex(all);
    if (!h) continue;
    used.insert(*h);
    active.push_back(add(enemy, chance(rng, 80) ? UnitType::infantry : UnitType::cavalry, *h));
    if (chance(rng, 15)) add(enemy, UnitType::leader, *h);
  }
  const int others = crowded ? pick(rng, 1, 4) : pick(rng, 0, 4);
  for (int i = 0; i < others; ++i) {
    const auto h = chance(rng, crowded ? 50 : 30) ? free_hex(ring) : free_hex(all);
    if (!h) continue;
    used.insert(*h);
    const UnitId id = add(enemy, UnitType::infantry, *h);
    if (chance(rng, 20)) active.push_back(id);
  }
  if (chance(rng, 30)) {  // a lone enemy leader: ignored by retreats (GC-3, GC-5)
    if (const auto h = chance(rng, 50) ? free_hex(ring) : free_hex(all)) {
      used.insert(*h);
      add(enemy, UnitType::leader, *h);
    }
  }
  const int friends = pick(rng, 0, 3);
  for (int i = 0; i < friends; ++i) {
    if (const auto h = chance(rng, 40) ? free_hex(ring) : free_hex(all)) {
      used.insert(*h);
      add(own, chance(rng, 80) ? UnitType::infantry : UnitType::artillery, *h);
      if (chance(rng, 15)) add(own, UnitType::leader, *h);
    }
  }
  if (chance(rng, 20)) {  // a lone friendly leader: does not make a hex friendly-occupied
    if (const auto h = free_hex(all)) {
      used.insert(*h);
      add(own, UnitType::leader, *h);
    }
  }
  std::sort(active.begin(), active.end());

  s.request.kind = kind;
  s.request.hex = start;
  s.request.active = active;
  if (kind == RetreatKind::defender_option) {
    if (stack.size() > 1 && chance(rng, 50)) {
      // GC-1: a non-empty set of the hex's units; leaders go with it (GC-2).
      std::vector<UnitId> chosen;
      for (UnitId id : stack) {
        if (chance(rng, 60)) chosen.push_back(id);
      }
      if (chosen.empty()) chosen.push_back(stack.front());
      for (UnitId id : leaders)
        chosen.push_back(id);
      std::sort(chosen.begin(), chosen.end());
      s.request.units = chosen;
    }
    s.request.no_effect = chance(rng, 30);
  }

  const int chart_roll = pick(rng, 0, 99);
  s.options.chart = chart_roll < 70   ? ChartRule::automatic
                    : chart_roll < 85 ? ChartRule::one
                                      : ChartRule::two;
  if (s.options.chart == ChartRule::one && active.empty()) s.options.chart = ChartRule::automatic;
  if (chance(rng, 50)) s.options.chart1_radius = pick(rng, 1, 4);
  s.options.distance = chance(rng, 70) ? DistanceRule::hex : DistanceRule::path;
  s.options.zoc_across_prohibited = chance(rng, 30);
  s.options.surrender_vp = pick(rng, 1, 3);
  return s;
}

std::vector<RefScenario> simplifications(const RefScenario& s) {
  std::vector<RefScenario> out;
  // Remove one unit that is not in the retreating hex, renumbering the ids of the request.
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    if (s.units[i].hex == s.request.hex) continue;
    RefScenario t = s;
    t.units.erase(t.units.begin() + static_cast<std::ptrdiff_t>(i));
    const std::uint32_t gone = static_cast<std::uint32_t>(i);
    auto renumber = [&](std::vector<UnitId>& ids) {
      std::vector<UnitId> kept;
      for (UnitId id : ids) {
        if (index_of(id) == gone) continue;
        kept.push_back(index_of(id) > gone ? UnitId{index_of(id) - 1} : id);
      }
      ids = kept;
    };
    renumber(t.request.active);
    renumber(t.request.units);
    if (t.options.chart == ChartRule::one && t.request.active.empty()) continue;
    out.push_back(std::move(t));
  }
  for (Hex h : s.board.impassable) {
    RefScenario t = s;
    t.board.impassable.erase(h);
    out.push_back(std::move(t));
  }
  for (Hex h : s.board.cities) {
    RefScenario t = s;
    t.board.cities.erase(h);
    out.push_back(std::move(t));
  }
  for (const auto& [side, kind] : s.board.roads) {
    RefScenario t = s;
    t.board.roads.erase(side);
    out.push_back(std::move(t));
  }
  for (const auto& side : s.board.prohibited) {
    RefScenario t = s;
    t.board.prohibited.erase(side);
    out.push_back(std::move(t));
  }
  // Remove a combat unit of the stack other than the first (keeping the request consistent).
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    if (s.units[i].hex != s.request.hex) continue;
    bool first = true;
    for (std::size_t j = 0; j < i; ++j) {
      if (s.units[j].hex == s.request.hex && s.units[j].is_combat()) first = false;
    }
    if (first && s.units[i].is_combat()) continue;
    RefScenario t = s;
    t.units.erase(t.units.begin() + static_cast<std::ptrdiff_t>(i));
    const std::uint32_t gone = static_cast<std::uint32_t>(i);
    auto renumber = [&](std::vector<UnitId>& ids) {
      std::vector<UnitId> kept;
      for (UnitId id : ids) {
        if (index_of(id) == gone) continue;
        kept.push_back(index_of(id) > gone ? UnitId{index_of(id) - 1} : id);
      }
      ids = kept;
    };
    renumber(t.request.active);
    const bool had_units = !t.request.units.empty();
    renumber(t.request.units);
    if (had_units && t.request.units.empty()) continue;
    out.push_back(std::move(t));
  }
  // Simpler options.
  if (s.options.chart1_radius) {
    RefScenario t = s;
    t.options.chart1_radius.reset();
    out.push_back(std::move(t));
  }
  if (s.options.distance == DistanceRule::path) {
    RefScenario t = s;
    t.options.distance = DistanceRule::hex;
    out.push_back(std::move(t));
  }
  if (s.options.zoc_across_prohibited) {
    RefScenario t = s;
    t.options.zoc_across_prohibited = false;
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace skedaddle::gcacw::ref
