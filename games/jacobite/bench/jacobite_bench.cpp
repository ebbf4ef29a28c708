// SPDX-License-Identifier: MIT
// Jacobite Rising benchmarks: resolve() of two flags against a unit with its rally check on a
// full 13x11 board of 40 units. Run with --benchmark_repetitions=N to get the median.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include <benchmark/benchmark.h>

#include "allocation_counter.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "two_flags_floor.hpp"

namespace {

using namespace skedaddle;
using namespace skedaddle::jacobite;

constexpr OffsetSystem kSystem{HexOrientation::pointy, OffsetParity::odd};
constexpr std::uint64_t kBoardSeed = 0x7AC0B17E;
constexpr int kUnitsPerSide = 20;

Hex at(int col, int row) {
  return to_hex({col, row}, kSystem);
}

/// A 13x11 board (government baseline at the bottom) with 20 units a side: the government in
/// rows 6-10, the Jacobites in rows 0-4, each unit in a random free hex, one leader a side
/// among them. The target is a government regular in row 5, centre, attacked from the front;
/// with `leader` he has a leader attached, otherwise no friendly unit touches him.
Scenario battle(bool leader) {
  std::mt19937_64 rng(kBoardSeed);
  Scenario s;
  s.board = Board(HexGrid(13, 11, kSystem), Edge::bottom);
  const Hex target = at(6, 5);
  s.units.push_back(
      Unit{.id = "Target", .side = Side::first, .type = UnitType::regular, .hex = target});
  if (leader) {
    s.units.push_back(Unit{
        .id = "Hawley", .side = Side::first, .type = UnitType::leader, .hex = target, .blocks = 0});
  }
  std::vector<bool> taken(static_cast<std::size_t>(s.board.grid().size()), false);
  taken[static_cast<std::size_t>(s.board.grid().index(target))] = true;
  // Keep the target's two rear rows clear so the retreat is decided by choices, not blocks.
  for (const Hex h : {at(5, 6), at(6, 6), at(5, 7), at(6, 7), at(7, 7), at(5, 5), at(7, 5)}) {
    taken[static_cast<std::size_t>(s.board.grid().index(h))] = true;
  }
  const UnitType types[] = {UnitType::regular,  UnitType::lowland, UnitType::highland,
                            UnitType::militia,  UnitType::cavalry, UnitType::artillery,
                            UnitType::grenadier};
  auto place = [&](Side side, int first_row, int count) {
    for (int n = 0; n < count;) {
      const Hex h = at(static_cast<int>(rng() % 13), first_row + static_cast<int>(rng() % 5));
      const auto i = static_cast<std::size_t>(s.board.grid().index(h));
      if (taken[i]) continue;
      taken[i] = true;
      s.units.push_back(Unit{.id = (side == Side::first ? "G" : "J") + std::to_string(n),
                             .side = side,
                             .type = types[rng() % 7],
                             .hex = h,
                             .blocks = 1 + static_cast<int>(rng() % 4)});
      ++n;
    }
  };
  place(Side::first, 6, kUnitsPerSide - 1 - (leader ? 1 : 0));
  place(Side::second, 0, kUnitsPerSide - 1);
  s.units.push_back(
      Unit{.id = "Attacker", .side = Side::second, .type = UnitType::regular, .hex = at(6, 4)});
  s.request = Request{.kind = RequestKind::combat,
                      .target = UnitId{0},
                      .combat = CombatKind::melee,
                      .attacker = Arm::infantry,
                      .hits = leader ? 1 : 0,
                      .flags = 2};
  return s;
}

/// resolve() as one call makes it: a new field and a new outcome every time (every unit copied).
void run_fresh(benchmark::State& state, const Scenario& s) {
  // Checked once, as a Monte Carlo run would: each resolve() then skips the check.
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  std::size_t events = 0;
  // As in a Monte Carlo run: one stream of dice and one chooser for every resolution (seeding
  // a Mersenne Twister costs about as much as the resolution itself).
  Dice dice = Dice::seeded(7);
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    const Result<Outcome> outcome = resolve(checked.value(), dice, chooser);
    events = outcome.ok() ? outcome.value().events.size() : 0;
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
  state.counters["units"] = static_cast<double>(s.units.size());
}

/// The fast path for many resolutions of one position: a Resolution, which puts back only what
/// the last run changed and reuses the outcome's storage.
void run(benchmark::State& state, const Scenario& s) {
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) {
    state.SkipWithError("invalid benchmark scenario");
    return;
  }
  Resolution resolution(checked.value());
  std::size_t events = 0;
  Dice dice = Dice::seeded(7);
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    events = resolution.run(dice, chooser).empty() ? resolution.outcome().events.size() : 0;
    benchmark::DoNotOptimize(events);
  }
  allocations.finish(state);
  state.counters["events"] = static_cast<double>(events);
  state.counters["units"] = static_cast<double>(s.units.size());
}

/// Two flags against a lone regular at full strength: no flag may be ignored, a two-hex
/// retreat chosen by `best`, then a five-dice rally check (the benchmark), by a
/// Resolution.
void BM_JacobiteTwoFlagsRally(benchmark::State& state) {
  run(state, battle(false));
}
BENCHMARK(BM_JacobiteTwoFlagsRally);

/// The same by resolve(), a new field and outcome each time.
void BM_JacobiteTwoFlagsRallyFresh(benchmark::State& state) {
  run_fresh(state, battle(false));
}
BENCHMARK(BM_JacobiteTwoFlagsRallyFresh);

[[noreturn]] void floor_differs(int resolution, const char* what) {
  std::fprintf(
      stderr,
      "BM_JacobiteTwoFlagsRallyFloor: resolution %d: the floor differs from the engine: %s\n",
      resolution, what);
  std::abort();
}

/// Checks that the floor reaches the answer of the engine as timed (a Resolution) over many
/// resolutions with one stream of dice each, seeded alike: the same end hex, rally dice and
/// result every time.
void check_floor(const Scenario& s, jacobite::bench::TwoFlagsFloor& floor) {
  const Result<Checked<Scenario>> checked = Checked<Scenario>::check(s);
  if (!checked.ok()) floor_differs(0, "the scenario is not playable");
  Resolution resolution(checked.value());
  Dice dice = Dice::seeded(7);
  std::mt19937_64 rng(7);
  Chooser chooser(ChooserDef{.kind = ChooserKind::best});
  int rallied = 0;
  constexpr int kResolutions = 1000;
  for (int k = 0; k < kResolutions; ++k) {
    if (!resolution.run(dice, chooser).empty()) floor_differs(k, "the engine fails");
    const jacobite::bench::TwoFlagsFloorResult f = floor.run(s, rng);
    const RetreatEnded* ended = nullptr;
    const RallyChecked* rally = nullptr;
    for (const Event& e : resolution.outcome().events) {
      if (const auto* x = std::get_if<RetreatEnded>(&e)) ended = x;
      if (const auto* x = std::get_if<RallyChecked>(&e)) rally = x;
    }
    if (ended == nullptr || rally == nullptr)
      floor_differs(k, "the engine neither retreats nor rallies");
    if (std::get<Hex>(ended->at) != f.end) floor_differs(k, "end hex");
    if (rally->dice != f.dice || rally->rallied != f.rallied) floor_differs(k, "rally check");
    for (int d = 0; d < f.dice; ++d) {
      if (rally->faces[static_cast<std::size_t>(d)] != f.faces[static_cast<std::size_t>(d)]) {
        floor_differs(k, "rally faces");
      }
    }
    rallied += f.rallied ? 1 : 0;
  }
  if (rallied == 0 || rallied == kResolutions) floor_differs(kResolutions, "the dice never differ");
}

/// The floor of BM_JacobiteTwoFlagsRally (two_flags_floor.hpp): the two rear hexes over an
/// occupancy array and the rally dice drawn, checked first to reach the engine's answers.
void BM_JacobiteTwoFlagsRallyFloor(benchmark::State& state) {
  const Scenario s = battle(false);
  jacobite::bench::TwoFlagsFloor floor(s.board.grid());
  check_floor(s, floor);
  std::mt19937_64 rng(7);
  const skedaddle::bench::AllocationCounter allocations;
  for (auto _ : state) {
    const jacobite::bench::TwoFlagsFloorResult r = floor.run(s, rng);
    benchmark::DoNotOptimize(r);
  }
  allocations.finish(state);
}
BENCHMARK(BM_JacobiteTwoFlagsRallyFloor);

/// One hit and two flags against a regular with a leader: his casualty check, the decision
/// to ignore (his flag), the retreat and the rally check, by a Resolution.
void BM_JacobiteHitTwoFlagsLeader(benchmark::State& state) {
  run(state, battle(true));
}
BENCHMARK(BM_JacobiteHitTwoFlagsLeader);

/// The same by resolve(), a new field and outcome each time.
void BM_JacobiteHitTwoFlagsLeaderFresh(benchmark::State& state) {
  run_fresh(state, battle(true));
}
BENCHMARK(BM_JacobiteHitTwoFlagsLeaderFresh);

}  // namespace
