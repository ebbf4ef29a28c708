// SPDX-License-Identifier: MIT
// The loader on one large scenario (a whole 99x99 GCACW map with every hex's terrain and 2,400
// units, about 370 KB) against its floor: the same bytes parsed by the same JSON library, with
// no limits, no validation and no model. Issue 14's target is a
// load at most 3x its floor.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

#include <fmt/format.h>

#include "skedaddle/io/scenario.hpp"

namespace {

using namespace skedaddle;

/// The large scenario: every hex of a 99x99 map in "terrain", a unit in every other hex of every
/// other column (2,400, alternately Union and Confederate), and the retreat of one stack.
const std::string& large_scenario() {
  static const std::string text = [] {
    std::string terrain;
    for (int column = 1; column <= 99; ++column) {
      for (int row = 1; row <= 99; ++row) {
        terrain += fmt::format("{}\"{:02}{:02}\": \"{}\"", terrain.empty() ? "" : ", ", column, row,
                               (column * 7 + row) % 5 == 0 ? "city" : "clear");
      }
    }
    std::string units =
        R"({"id": "A", "side": "confederate", "type": "infantry", "hex": "5050", "manpower": 3},)"
        R"( {"id": "B", "side": "union", "type": "infantry", "hex": "5049", "manpower": 3})";
    int count = 0;
    for (int column = 1; column <= 99 && count < 2400; column += 2) {
      for (int row = 1; row <= 99 && count < 2400; row += 2, ++count) {
        units += fmt::format(
            R"(, {{"id": "U{}", "side": "{}", "type": "infantry", "hex": "{:02}{:02}", )"
            R"("manpower": 2}})",
            count, count % 2 == 0 ? "confederate" : "union", column, row);
      }
    }
    return fmt::format(
        R"({{"format": "skedaddle-scenario/1", "ruleset": "gcacw", "board": {{"columns": 99, )"
        R"("rows": 99, "terrain": {{{}}}}}, "units": [{}], "request": {{"kind": "retreat", )"
        R"("hex": "5050", "active": ["B"]}}}})",
        terrain, units);
  }();
  return text;
}

/// Loading the large scenario: parse within the limits, validate, build the game's model.
void BM_LoadLargeScenario(benchmark::State& state) {
  const std::string& text = large_scenario();
  if (!io::load_scenario(text).ok()) {
    state.SkipWithError("the large scenario does not load");
    return;
  }
  for (auto _ : state)
    benchmark::DoNotOptimize(io::load_scenario(text).ok());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_LoadLargeScenario);

/// The floor of BM_LoadLargeScenario: nlohmann's own parse of the same bytes into its default
/// document (nlohmann::json). Not ordered_json, whose insert scans the object's keys: on the
/// 9,801 keys of "terrain" that parse is quadratic, 10x slower than the loader, no floor at all.
void BM_LoadLargeScenarioFloor(benchmark::State& state) {
  const std::string& text = large_scenario();
  if (nlohmann::json::parse(text, nullptr, false).is_discarded()) {
    state.SkipWithError("the floor does not parse the large scenario");
    return;
  }
  for (auto _ : state)
    benchmark::DoNotOptimize(nlohmann::json::parse(text, nullptr, false).is_discarded());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_LoadLargeScenarioFloor);

}  // namespace
