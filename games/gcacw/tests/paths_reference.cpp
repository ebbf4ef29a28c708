// SPDX-License-Identifier: MIT
// Written from shared/rules/RULINGS.md (GC-1..GC-11) and the rule text of GCACW 7.6 only.
#include "gcacw/tests/paths_reference.hpp"

#include "skedaddle/core/assert.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <deque>
#include <string>

namespace skedaddle::reference {
namespace {

using gcacw::RetreatKind;
using gcacw::Terrain;
using gcacw::UnitType;

constexpr int kFar = INT_MAX / 4;  // unreachable by the GC-4 `path` distance

// What the reference knows of one board, computed once per scenario.
struct Board {
  const gcacw::Scenario* s = nullptr;
  Hex start{};
  Side side = Side::first;
  std::vector<UnitId> stack;
  std::vector<char> enemy;     // per grid index: an enemy combat unit stands there (GC-3)
  std::vector<char> friendly;  // a friendly combat unit not in the stack (GC-8)
  std::vector<char> zoc;       // in the ZOC of an enemy combat unit (GC-5)
  std::vector<int> dist;       // GC-4 distance to the nearest active enemy unit
  std::vector<int> hexdist;    // hex distance to the nearest active enemy (GC-6), kFar if none
  bool any_active = false;
  gcacw::LengthRange range{};
  std::vector<RefStep> steps;  // per grid index and direction: the step's classification
  std::vector<char> open;      // per grid index and direction: on the map, passable, permitted

  const RefStep& step(Hex from, HexDir d) const {
    return steps[static_cast<std::size_t>(at(from) * kHexDirCount + static_cast<int>(d))];
  }

  int at(Hex h) const { return s->board.grid().index(h); }
  bool on(Hex h) const { return s->board.contains(h); }
};

bool in_stack(const Board& b, UnitId id) {
  return std::find(b.stack.begin(), b.stack.end(), id) != b.stack.end();
}

Board survey(const gcacw::Scenario& s) {
  Board b;
  b.s = &s;
  const auto& req = s.request;
  const int n = s.board.grid().size();
  b.enemy.assign(n, 0);
  b.friendly.assign(n, 0);
  b.zoc.assign(n, 0);
  b.dist.assign(n, kFar);
  b.hexdist.assign(n, kFar);
  // GC-2: every unit of the hex retreats, leaders included; GC-1: the option names its units.
  if (req.kind == RetreatKind::defender_option && !req.units.empty()) {
    b.start = s.units[index_of(req.units.front())].hex;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const UnitId id{static_cast<std::uint32_t>(i)};
      if (std::find(req.units.begin(), req.units.end(), id) != req.units.end()) {
        b.stack.push_back(id);
      }
    }
  } else {
    b.start = req.hex;
    for (std::size_t i = 0; i < s.units.size(); ++i) {
      const gcacw::Unit& u = s.units[i];
      if (u.status == gcacw::Status::on_map && u.hex == b.start) {
        b.stack.push_back(UnitId{static_cast<std::uint32_t>(i)});
      }
    }
  }
  for (UnitId id : b.stack) {
    if (s.units[index_of(id)].is_combat()) b.side = s.units[index_of(id)].side;
  }
  for (std::size_t i = 0; i < s.units.size(); ++i) {
    const gcacw::Unit& u = s.units[i];
    if (u.status != gcacw::Status::on_map || !u.is_combat() || !b.on(u.hex)) continue;
    if (u.side != b.side) {
      b.enemy[b.at(u.hex)] = 1;
      // GC-5: ZOC into the six neighbours, not across a prohibited hexside unless the option.
      for (HexDir d : kHexDirs) {
        const Hex nb = neighbor(u.hex, d);
        if (!b.on(nb)) continue;
        if (s.board.prohibited(u.hex, d) && !s.options.zoc_across_prohibited) continue;
        b.zoc[b.at(nb)] = 1;
      }
    } else if (!in_stack(b, UnitId{static_cast<std::uint32_t>(i)})) {
      b.friendly[b.at(u.hex)] = 1;
    }
  }
  // GC-4: distance to the nearest active enemy unit.
  std::vector<Hex> active;
  for (UnitId id : req.active) {
    const gcacw::Unit& u = s.units[index_of(id)];
    if (u.status == gcacw::Status::on_map) active.push_back(u.hex);
  }
  b.any_active = !active.empty();
  for (int i = 0; i < n; ++i) {
    const Hex h = s.board.grid().hex_at(i);
    for (Hex a : active)
      b.hexdist[i] = std::min(b.hexdist[i], hex_distance(h, a));
  }
  if (s.options.distance == gcacw::DistanceRule::hex) {
    b.dist = b.hexdist;
  } else {
    // Shortest path avoiding impassable hexes and prohibited hexsides (breadth first).
    std::deque<Hex> queue;
    for (Hex a : active) {
      if (b.dist[b.at(a)] != 0) queue.push_back(a);
      b.dist[b.at(a)] = 0;
    }
    while (!queue.empty()) {
      const Hex h = queue.front();
      queue.pop_front();
      for (HexDir d : kHexDirs) {
        const Hex nb = neighbor(h, d);
        if (!b.on(nb) || s.board.terrain(nb) == Terrain::impassable) continue;
        if (s.board.prohibited(h, d)) continue;
        if (b.dist[b.at(nb)] > b.dist[b.at(h)] + 1) {
          b.dist[b.at(nb)] = b.dist[b.at(h)] + 1;
          queue.push_back(nb);
        }
      }
    }
  }
  b.range = req.kind == RetreatKind::normal            ? gcacw::LengthRange{2, 4}
            : req.kind == RetreatKind::defender_option ? gcacw::LengthRange{1, 4}
                                                       : gcacw::LengthRange{4, 6};
  return b;
}

// GC-3: may the stack step from `from` (path so far `path`) into its neighbour in `d`?
// `entered` has a bit per grid index of the hexes of the path so far, start hex included.
bool enterable(const Board& b, std::uint64_t entered, Hex from, HexDir d) {
  if (!b.open[static_cast<std::size_t>(b.at(from) * kHexDirCount + static_cast<int>(d))]) {
    return false;  // off the map, impassable, or across a prohibited hexside
  }
  return (entered >> b.at(neighbor(from, d)) & 1U) == 0;
}

// GC-3, GC-9: may a retreat end in `h`?
bool may_end(const Board& b, Hex h) {
  if (b.enemy[b.at(h)]) return false;
  if (b.s->request.kind != RetreatKind::defender_option && adjacent(h, b.start)) return false;
  return h != b.start;
}

// GC-6 and GC-7: chart, row and loss of the step from `from` into its neighbour in `d`.
RefStep classify(const Board& b, Hex from, HexDir d) {
  const Hex to = neighbor(from, d);
  const auto& s = *b.s;
  RefStep st;
  st.hex = to;
  switch (s.options.chart) {
    case gcacw::ChartRule::one:
      st.chart = 1;
      break;
    case gcacw::ChartRule::two:
      st.chart = 2;
      break;
    case gcacw::ChartRule::automatic:
      st.chart = !b.any_active ? 2
                 : !s.options.chart1_radius
                     ? 1
                     : (b.hexdist[b.at(from)] <= *s.options.chart1_radius ? 1 : 2);
      break;
  }
  const bool enemy = b.enemy[b.at(to)] != 0;
  const bool zoc = b.zoc[b.at(to)] != 0;
  const int df = b.dist[b.at(from)], dt = b.dist[b.at(to)];
  const bool away = df < kFar && dt < kFar && dt == df + 1;
  // GC-7: a road, pike, trail or railroad hexside, or entering or leaving a city.
  const bool road = s.board.road(from, d) != gcacw::RoadKind::none ||
                    s.board.terrain(from) == Terrain::city || s.board.terrain(to) == Terrain::city;
  const bool left = road || b.friendly[b.at(to)] != 0;  // GC-8: left of the slash
  if (st.chart == 1) {
    if (enemy) {
      st.row = "5", st.priority = 5, st.loss = 3;
    } else if (zoc && away) {
      st.row = "4a", st.priority = 4, st.loss = left ? 0 : 1;
    } else if (zoc) {
      st.row = "4b", st.priority = 4, st.loss = left ? 1 : 2;
    } else if (away && road) {
      st.row = "1", st.priority = 1, st.loss = 0;
    } else if (away) {
      st.row = "2", st.priority = 2, st.loss = 0;
    } else {
      st.row = "3", st.priority = 3, st.loss = left ? 0 : 1;
    }
  } else {
    if (enemy) {
      st.row = "3", st.priority = 3, st.loss = 3;
    } else if (zoc) {
      st.row = "2", st.priority = 2, st.loss = left ? 0 : 1;
    } else {
      st.row = "1", st.priority = 1, st.loss = 0;
    }
  }
  return st;
}

// Filters one listed path by the rules; false when it is not a completing retreat with at most
// `max_overrides` override steps (or when it walks on past the stack's destruction).
bool filter(const Board& b, const std::vector<Hex>& hexes, int max_overrides, RefPath& out) {
  const auto& s = *b.s;
  const bool cavalry_retreat = s.request.kind == RetreatKind::cavalry;
  std::vector<int> left_manpower;  // per stack member, -1 for leaders
  int combat_alive = 0;
  for (UnitId id : b.stack) {
    const gcacw::Unit& u = s.units[index_of(id)];
    left_manpower.push_back(u.is_combat() ? u.manpower : -1);
    combat_alive += u.is_combat() ? 1 : 0;
  }
  out = RefPath{};
  std::uint64_t so_far = std::uint64_t{1} << b.at(hexes.front());
  int overrides = 0;
  for (std::size_t k = 1; k < hexes.size(); ++k) {
    const Hex from = hexes[k - 1];
    // GC-7: the legal neighbours and the lowest priority number among them.
    int lowest = INT_MAX;
    for (HexDir d : kHexDirs) {
      if (enterable(b, so_far, from, d)) lowest = std::min(lowest, b.step(from, d).priority);
    }
    RefStep st = b.step(from, direction_to(from, hexes[k]));
    if (st.priority > lowest) {
      st.override_step = true;  // GC-10
      if (++overrides > max_overrides) return false;
      out.override_depth = static_cast<int>(k);
    }
    // GC-8: chart loss for every combat unit; in a cavalry retreat cavalry loses nothing but
    // dies entering an enemy-occupied hex.
    const bool enemy = b.enemy[b.at(hexes[k])] != 0;
    int applied = st.loss;
    for (std::size_t i = 0; i < b.stack.size(); ++i) {
      if (left_manpower[i] <= 0) continue;
      const bool cav = s.units[index_of(b.stack[i])].type == UnitType::cavalry;
      bool dies = false;
      if (cavalry_retreat && cav) {
        dies = enemy;
      } else {
        left_manpower[i] -= st.loss;
        dies = left_manpower[i] <= 0;
      }
      if (dies) {
        left_manpower[i] = 0;
        --combat_alive;
        out.eliminated.push_back({b.stack[i], static_cast<int>(k)});
      }
    }
    if (cavalry_retreat) {
      bool others = false;  // a cavalry retreat's stack is cavalry and leaders (GC-1)
      for (UnitId id : b.stack) {
        const auto& u = s.units[index_of(id)];
        others = others || (u.is_combat() && u.type != UnitType::cavalry);
      }
      if (!others) applied = 0;
    }
    st.loss = applied;
    out.total_loss += applied;
    out.steps.push_back(st);
    so_far |= std::uint64_t{1} << b.at(hexes[k]);
    if (combat_alive == 0) {
      // GC-9: a path that destroys the stack is a retreat; nothing after it is part of it.
      out.fatal = true;
      return k + 1 == hexes.size();
    }
  }
  const int n = static_cast<int>(hexes.size()) - 1;
  if (n < b.range.min || !may_end(b, hexes.back())) return false;
  // GC-9: past the maximum the path goes on only until the first hex where it may end.
  for (int k = b.range.max; k < n; ++k) {
    if (may_end(b, hexes[k])) return false;
  }
  return true;
}

// Lists every simple path of GC-3 steps that is not already over (an end reached at or past
// the maximum) and hands each to `visit`.
template <class Visit>
void enumerate(const Board& b, std::vector<Hex>& path, std::uint64_t entered, long long& count,
               Visit&& visit) {
  ++count;
  visit(path);
  const int depth = static_cast<int>(path.size()) - 1;
  if (depth >= b.range.max && may_end(b, path.back())) return;
  for (HexDir d : kHexDirs) {
    if (!enterable(b, entered, path.back(), d)) continue;
    const Hex to = neighbor(path.back(), d);
    path.push_back(to);
    enumerate(b, path, entered | std::uint64_t{1} << b.at(to), count, visit);
    path.pop_back();
  }
}

// ALL-1: what a completing path costs, and where it ends relative to the enemy.
void score(const Board& b, RefPath& p) {
  const auto& s = *b.s;
  p.units_lost = p.fatal ? static_cast<int>(b.stack.size())  // GC-2: the leaders go with it
                         : static_cast<int>(p.eliminated.size());
  p.strength_lost = 0;
  for (UnitId id : b.stack) {
    const gcacw::Unit& u = s.units[index_of(id)];
    if (u.is_combat()) p.strength_lost += p.fatal ? u.manpower : std::min(u.manpower, p.total_loss);
  }
  const Hex end = p.steps.back().hex;
  p.distance = 0;
  bool any_enemy = false;
  int nearest = INT_MAX;
  for (const gcacw::Unit& u : s.units) {
    if (u.status != gcacw::Status::on_map || !u.is_combat() || u.side == b.side) continue;
    any_enemy = true;
    nearest = std::min(nearest, hex_distance(end, u.hex));
  }
  if (any_enemy) p.distance = nearest;
  Hex from = b.start;
  p.directions.clear();
  for (const RefStep& st : p.steps) {
    p.directions.push_back(static_cast<int>(direction_to(from, st.hex)));
    from = st.hex;
  }
}

}  // namespace

// Keys are compact bytes (each field offset by 64): cheap to compare, also in a Debug build.
std::string path_key(const std::vector<RefStep>& steps, int total_loss, bool fatal) {
  std::string k;
  k.reserve(steps.size() * 7 + 2);
  const auto put = [&k](int v) { k.push_back(static_cast<char>(v + 64)); };
  for (const RefStep& st : steps) {
    put(st.hex.q);
    put(st.hex.r);
    put(st.chart);
    put(st.row.empty() ? 0 : st.row[0] - '0');
    put(st.row.size() > 1 ? st.row[1] - 'a' + 1 : 0);
    put(st.loss);
    put(st.override_step ? 1 : 0);
  }
  put(total_loss);
  put(fatal ? 1 : 0);
  return k;
}

std::string key_text(const std::string& key) {
  const auto get = [&key](std::size_t i) { return static_cast<int>(key[i]) - 64; };
  std::string t;
  std::size_t i = 0;
  for (; i + 2 < key.size(); i += 7) {
    std::string label = std::to_string(get(i + 3));
    if (get(i + 4) != 0) label += static_cast<char>('a' + get(i + 4) - 1);
    t += "(" + std::to_string(get(i)) + "," + std::to_string(get(i + 1)) + ") chart " +
         std::to_string(get(i + 2)) + " row " + label + " loss " + std::to_string(get(i + 5)) +
         (get(i + 6) != 0 ? " override" : "") + "; ";
  }
  return t + "total " + std::to_string(get(i)) + (get(i + 1) != 0 ? ", fatal" : "");
}

RefResult gcacw_paths(const gcacw::Scenario& scenario) {
  const int n = scenario.board.grid().size();
  SKD_ASSERT(n <= 64, "the reference keeps the hexes entered in 64 bits");
  Board b = survey(scenario);
  b.steps.resize(static_cast<std::size_t>(n * kHexDirCount));
  b.open.assign(static_cast<std::size_t>(n * kHexDirCount), 0);
  for (int i = 0; i < n; ++i) {
    const Hex h = scenario.board.grid().hex_at(i);
    for (HexDir d : kHexDirs) {
      const Hex to = neighbor(h, d);
      const std::size_t k = static_cast<std::size_t>(i * kHexDirCount + static_cast<int>(d));
      b.open[k] = b.on(to) && scenario.board.terrain(to) != Terrain::impassable &&
                  !scenario.board.prohibited(h, d);
      if (b.open[k]) b.steps[k] = classify(b, h, d);
    }
  }
  RefResult r;
  r.stack = b.stack;
  r.min = b.range.min;
  r.max = b.range.max;
  std::vector<RefPath> priority, with_override;
  std::vector<Hex> path{b.start};
  enumerate(
      b, path, std::uint64_t{1} << b.at(b.start), r.enumerated, [&](const std::vector<Hex>& hexes) {
        if (hexes.size() < 2) return;
        // Only a path that may end here, or whose last step may destroy the stack, can complete
        // here; the others are only prefixes (their extensions are listed on their own).
        const int depth = static_cast<int>(hexes.size()) - 1;
        const RefStep& last =
            b.step(hexes[hexes.size() - 2], direction_to(hexes[hexes.size() - 2], hexes.back()));
        if (!(depth >= b.range.min && may_end(b, hexes.back())) && last.loss == 0 &&
            !b.enemy[static_cast<std::size_t>(b.at(hexes.back()))]) {
          return;
        }
        RefPath p;
        if (filter(b, hexes, 1, p)) (p.override_depth < 0 ? priority : with_override).push_back(p);
      });
  // GC-10: the override only when no priority-respecting path completes with a combat unit
  // alive; its paths are then offered beside the fatal priority paths.
  const bool survivor =
      std::any_of(priority.begin(), priority.end(), [](const RefPath& p) { return !p.fatal; });
  r.override_in_force = !survivor;
  r.paths = priority;
  if (r.override_in_force)
    r.paths.insert(r.paths.end(), with_override.begin(), with_override.end());
  // GC-11: nothing completes, fatal paths included. GC-1 (settled on 2026-11-28): an option
  // that no path completes with a combat unit alive is not taken.
  const bool voluntary = scenario.request.kind == RetreatKind::defender_option;
  const bool saves =
      std::any_of(r.paths.begin(), r.paths.end(), [](const RefPath& p) { return !p.fatal; });
  r.surrenders = r.paths.empty() && !voluntary;
  r.declined = !saves && voluntary;
  if (r.paths.empty() || r.declined) return r;
  // ALL-1: fewer units lost, less manpower lost, farther from the nearest enemy, then the
  // canonical order (stopping before going on, then clockwise from north at each step).
  for (RefPath& p : r.paths)
    score(b, p);
  const auto ahead = [](const RefPath& x, const RefPath& y) {
    if (x.units_lost != y.units_lost) return x.units_lost < y.units_lost;
    if (x.strength_lost != y.strength_lost) return x.strength_lost < y.strength_lost;
    if (x.distance != y.distance) return x.distance > y.distance;
    return x.directions < y.directions;  // a prefix (stopping sooner) comes first
  };
  r.best = 0;
  for (int i = 1; i < static_cast<int>(r.paths.size()); ++i) {
    if (ahead(r.paths[static_cast<std::size_t>(i)], r.paths[static_cast<std::size_t>(r.best)]))
      r.best = i;
  }
  return r;
}

}  // namespace skedaddle::reference
