// SPDX-License-Identifier: MIT
// The floors of the Grande Tactique flight benchmarks (BM_GrandeTactiqueFlight100, ...1000):
// the corridor work no flight on these tables escapes, written plainly, beside the engine in
// the same binary. A separating-axis test of the straight swept corridor against every base
// (its first blocker), of the corridor of the line the engine takes against every base (no
// enemy in it, the friends it passes through), and the run on past the friends it would end on
// (GT-6); on 1,000 bases the same through a uniform grid of the bases, built on every call.
// The floor does not search: it takes the turn of the engine's line as given (the engine also
// tries cover, a gap path and the turns that are blocked), so it is a lower bound. Before it is
// timed it must reach the engine's answer: the same blocker, the same friends passed through
// and the same end.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <optional>
#include <span>
#include <variant>
#include <vector>

#include <benchmark/benchmark.h>

#include "flight_tables.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace {

using namespace skedaddle;
using namespace skedaddle::grande_tactique;

constexpr double kInfinity = std::numeric_limits<double>::infinity();
/// Touching is not overlapping: projections must overlap by more than this (inches).
constexpr double kSlack = 1e-9;

/// An oriented rectangle: centre, unit facing, half its width and depth.
struct Rect {
  Vec2 centre;
  Vec2 facing;
  double half_width = 0.0;
  double half_depth = 0.0;
};

Rect rect_of(const Box& b) {
  return {b.centre, b.facing, 0.5 * b.width, 0.5 * b.depth};
}

/// Half the length of r's projection on the unit axis n.
double reach_on(const Rect& r, Vec2 n) {
  return r.half_depth * std::abs(dot(r.facing, n)) +
         r.half_width * std::abs(dot(perp(r.facing), n));
}

/// The open interval of t over which `moving` moved by t * dir overlaps `other`, by the four
/// separating axes; lo >= hi when never.
std::pair<double, double> overlap_times(const Rect& moving, Vec2 dir, const Rect& other) {
  double lo = -kInfinity;
  double hi = kInfinity;
  const Vec2 d = other.centre - moving.centre;
  for (const Vec2 n : {moving.facing, perp(moving.facing), other.facing, perp(other.facing)}) {
    const double reach = reach_on(moving, n) + reach_on(other, n) - kSlack;
    const double p = dot(d, n);
    const double k = dot(dir, n);
    if (std::abs(k) < 1e-15) {
      if (std::abs(p) >= reach) return {kInfinity, -kInfinity};
      continue;
    }
    const double t1 = (p - reach) / k;
    const double t2 = (p + reach) / k;
    lo = std::max(lo, std::min(t1, t2));
    hi = std::min(hi, std::max(t1, t2));
  }
  return {lo, hi};
}

/// What a flight reached: the straight corridor's first blocker, the friends passed through,
/// nearest first, and where the fugitive's centre ends.
struct Answer {
  int blocker = -1;
  std::vector<int> passed;
  Vec2 end{};
};

/// The engine's answer, read off its outcome; nothing when the flight took a way the floor
/// does not follow (cover, a gap path).
std::optional<std::pair<Answer, double>> engine_answer(const Outcome& outcome) {
  Answer a;
  std::optional<double> turn;
  for (const Event& e : outcome.events) {
    if (const auto* t = std::get_if<FlightTried>(&e)) {
      if (t->way == "straight" && t->blocker) a.blocker = static_cast<int>(index_of(*t->blocker));
      if (t->rejection.empty()) {
        if (t->way == "straight") turn = 0.0;
        if (t->way == "turned") turn = t->turned;
      }
    }
    if (const auto* s = std::get_if<StatusChanged>(&e)) {
      if (s->status == "shaken" && index_of(s->unit) != 0)
        a.passed.push_back(static_cast<int>(index_of(s->unit)));
    }
  }
  if (!turn) return std::nullopt;
  a.end = outcome.units[0].base.centre;
  return std::pair{a, *turn};
}

/// The floor: unit 0 flees 7" from unit 1 on `s`, along the line turned by `turn` degrees.
class FlightFloor {
 public:
  FlightFloor(const Scenario& s, double turn, bool grid) : s_(s), turn_(turn), grid_(grid) {}

  Answer run() {
    const Unit& fugitive = s_.units[0];
    const Vec2 away = normalized(fugitive.base.centre - s_.units[1].base.centre);
    if (grid_) build_grid();
    Answer a;
    // The straight corridor: its first base.
    Rect base = rect_of(fugitive.base);
    base.facing = away;
    double first = kInfinity;
    for (const int k : near(base, away, kInfantryFlight)) {
      const auto [lo, hi] = overlap_times(base, away, rect_of(s_.units[k].base));
      if (lo < hi && hi > kSlack && lo < kInfantryFlight - kSlack && lo < first) {
        first = lo;
        a.blocker = k;
      }
    }
    // The line taken: no enemy in its corridor, the friends in it nearest first.
    const Vec2 dir = rotated(away, bearing_vector(turn_));
    base.facing = dir;
    met_.clear();
    for (const int k : near(base, dir, kInfantryFlight)) {
      const auto [lo, hi] = overlap_times(base, dir, rect_of(s_.units[k].base));
      if (!(lo < hi && hi > kSlack && lo < kInfantryFlight - kSlack)) continue;
      if (s_.units[k].side != fugitive.side) std::abort();  // the engine's line is clear
      met_.emplace_back(std::max(lo, 0.0), k);
    }
    std::sort(met_.begin(), met_.end());
    for (const auto& [t, k] : met_)
      a.passed.push_back(k);
    // GT-6: on past every friend it would end on.
    Rect end = base;
    end.centre = base.centre + kInfantryFlight * dir;
    double run = 0.0;
    for (;;) {
      double beyond = -1.0;
      Rect at = end;
      at.centre = end.centre + run * dir;
      for (const int k : near(at, dir, 0.0)) {
        if (s_.units[k].side != fugitive.side) continue;
        const auto [lo, hi] = overlap_times(end, dir, rect_of(s_.units[k].base));
        if (lo < run && run < hi) beyond = std::max(beyond, hi);
      }
      if (beyond < 0.0) break;
      run = beyond;
    }
    a.end = end.centre + run * dir;
    return a;
  }

 private:
  static constexpr double kCell = 4.0;  // inches

  /// Every base but the fugitive's and the charger's, in cells by centre.
  void build_grid() {
    columns_ = static_cast<int>(s_.table.width / kCell) + 1;
    rows_ = static_cast<int>(s_.table.depth / kCell) + 1;
    head_.assign(static_cast<std::size_t>(columns_ * rows_), -1);
    next_.assign(s_.units.size(), -1);
    largest_ = 0.0;
    for (std::size_t k = 2; k < s_.units.size(); ++k) {
      largest_ = std::max(largest_, 0.5 * (s_.units[k].base.width + s_.units[k].base.depth));
      const int cell = cell_of(s_.units[k].base.centre);
      next_[k] = head_[static_cast<std::size_t>(cell)];
      head_[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    }
  }

  int cell_of(Vec2 p) const {
    const int c = std::clamp(static_cast<int>(p.x / kCell), 0, columns_ - 1);
    const int r = std::clamp(static_cast<int>(p.y / kCell), 0, rows_ - 1);
    return r * columns_ + c;
  }

  /// The bases that `r` moving `length` along `dir` may meet: all of them, or those in the
  /// grid cells under the ground it sweeps, widened by the most a base reaches from its centre.
  std::span<const int> near(const Rect& r, Vec2 dir, double length) {
    found_.clear();
    if (!grid_) {
      for (std::size_t k = 2; k < s_.units.size(); ++k)
        found_.push_back(static_cast<int>(k));
      return found_;
    }
    const double margin = r.half_width + r.half_depth + largest_;
    const Vec2 a = r.centre;
    const Vec2 b = r.centre + length * dir;
    const int c0 =
        std::clamp(static_cast<int>((std::min(a.x, b.x) - margin) / kCell), 0, columns_ - 1);
    const int c1 =
        std::clamp(static_cast<int>((std::max(a.x, b.x) + margin) / kCell), 0, columns_ - 1);
    const int r0 =
        std::clamp(static_cast<int>((std::min(a.y, b.y) - margin) / kCell), 0, rows_ - 1);
    const int r1 =
        std::clamp(static_cast<int>((std::max(a.y, b.y) + margin) / kCell), 0, rows_ - 1);
    for (int row = r0; row <= r1; ++row) {
      for (int column = c0; column <= c1; ++column) {
        for (int k = head_[static_cast<std::size_t>(row * columns_ + column)]; k >= 0;
             k = next_[static_cast<std::size_t>(k)])
          found_.push_back(k);
      }
    }
    std::sort(found_.begin(), found_.end());  // scenario order, as the engine reads them
    return found_;
  }

  const Scenario& s_;
  double turn_;
  bool grid_;
  int columns_ = 0;
  int rows_ = 0;
  double largest_ = 0.0;  // half the width plus half the depth of the largest base
  std::vector<int> head_;
  std::vector<int> next_;
  std::vector<int> found_;
  std::vector<std::pair<double, int>> met_;
};

void run_floor(benchmark::State& state, const Scenario& s, bool grid) {
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Dice dice = Dice::seeded(5);
  const Result<Outcome> outcome = resolve(checked.value(), dice);
  const auto engine = outcome.ok() ? engine_answer(outcome.value()) : std::nullopt;
  if (!engine) {
    state.SkipWithError("the engine's flight takes a way the floor does not follow");
    return;
  }
  FlightFloor floor(s, engine->second, grid);
  const Answer mine = floor.run();
  if (mine.blocker != engine->first.blocker || mine.passed != engine->first.passed ||
      distance(mine.end, engine->first.end) > 1e-6) {
    state.SkipWithError("the floor does not reach the engine's answer");
    return;
  }
  for (auto _ : state) {
    const Answer a = floor.run();
    benchmark::DoNotOptimize(a.end);
  }
  state.counters["passed"] = static_cast<double>(mine.passed.size());
}

/// The floor of BM_GrandeTactiqueFlight100: every base tested.
void BM_GrandeTactiqueFlight100Floor(benchmark::State& state) {
  static const Scenario s = bench::flight_table(72.0, 48.0, 100);
  run_floor(state, s, false);
}
BENCHMARK(BM_GrandeTactiqueFlight100Floor);

/// The floor of BM_GrandeTactiqueFlight1000: the bases in a uniform grid built on every call.
void BM_GrandeTactiqueFlight1000Floor(benchmark::State& state) {
  static const Scenario s = bench::flight_table(240.0, 160.0, 1000);
  run_floor(state, s, true);
}
BENCHMARK(BM_GrandeTactiqueFlight1000Floor);

}  // namespace
