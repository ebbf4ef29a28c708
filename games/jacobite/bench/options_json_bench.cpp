// SPDX-License-Identifier: MIT
// `options --json` of the largest Jacobite option trees (tests/support/option_boards.hpp),
// written through a sink that only counts the bytes, and its floor: reading every node's steps
// as the writer must, writing nothing.
#include <benchmark/benchmark.h>

#include <cstddef>
#include <cstdlib>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "support/option_boards.hpp"

namespace {

using namespace skedaddle;

io::LoadedScenario load(const std::string& text) {
  Result<io::LoadedScenario> r = io::load_scenario(text);
  if (!r.ok()) std::abort();
  return std::move(r).value();
}

void BM_JacobiteOptionsJsonLongRetreat(benchmark::State& state) {
  const io::LoadedScenario s = load(test::jacobite_long_retreat_board());
  const jacobite::Preview preview = jacobite::preview(io::game_of<jacobite::Scenario>(s)).value();
  std::size_t bytes = 0;
  for (auto _ : state) {
    bytes = 0;
    io::write_options_json(s, preview, [&bytes](std::string_view piece) { bytes += piece.size(); });
  }
  state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_JacobiteOptionsJsonLongRetreat)->Unit(benchmark::kMillisecond);

void BM_JacobiteOptionsJsonLongRetreatFloor(benchmark::State& state) {
  const io::LoadedScenario s = load(test::jacobite_long_retreat_board());
  const jacobite::Preview preview = jacobite::preview(io::game_of<jacobite::Scenario>(s)).value();
  for (auto _ : state) {
    for (const jacobite::Preview::Retreat& r : preview.retreats) {
      for (int i = 0; i < static_cast<int>(r.paths.nodes().size()); ++i)
        benchmark::DoNotOptimize(r.paths.steps(i));
    }
  }
}
BENCHMARK(BM_JacobiteOptionsJsonLongRetreatFloor)->Unit(benchmark::kMillisecond);

}  // namespace
