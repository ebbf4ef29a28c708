// SPDX-License-Identifier: MIT
// Benchmarks over every game's example corpus (tests/conformance/corpus.hpp): loading, and its
// floor (parsing alone), and the benchmark program's main(); each game's own benchmarks are in
// games/<game>/bench/.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"

namespace {

using namespace skedaddle;

/// The texts of every example scenario of every game (not the expected outcomes), sorted by path.
const std::vector<std::string>& example_texts() {
  static const std::vector<std::string> texts = [] {
    std::vector<std::string> out;
    for (const std::string& f : corpus::scenario_files()) {
      out.push_back(corpus::read_text(corpus::games_dir() / f).value_or(""));
    }
    return out;
  }();
  return texts;
}

/// The bytes of all `texts`, for throughput in MB/s.
std::size_t total_bytes(const std::vector<std::string>& texts) {
  std::size_t bytes = 0;
  for (const std::string& text : texts)
    bytes += text.size();
  return bytes;
}

/// Parsing and validating every example scenario (from memory: no file system in the loop).
void BM_LoadExamples(benchmark::State& state) {
  const std::vector<std::string>& texts = example_texts();
  if (texts.empty()) {
    state.SkipWithError("no example scenario found");
    return;
  }
  std::size_t loaded = 0;
  for (auto _ : state) {
    loaded = 0;
    for (const std::string& text : texts)
      loaded += io::load_scenario(text).ok() ? 1 : 0;
    benchmark::DoNotOptimize(loaded);
  }
  state.counters["scenarios"] = static_cast<double>(texts.size());
  state.counters["valid"] = static_cast<double>(loaded);
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(texts.size()));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(total_bytes(texts)));
}
BENCHMARK(BM_LoadExamples);

/// The floor of BM_LoadExamples: the same texts parsed by the same JSON library into the same
/// document type (nlohmann::ordered_json), with no validation and no model built.
void BM_LoadExamplesFloor(benchmark::State& state) {
  const std::vector<std::string>& texts = example_texts();
  for (const std::string& text : texts) {
    if (nlohmann::ordered_json::parse(text, nullptr, false).is_discarded()) {
      state.SkipWithError("the floor does not parse every example");
      return;
    }
  }
  std::size_t parsed = 0;
  for (auto _ : state) {
    parsed = 0;
    for (const std::string& text : texts)
      parsed += nlohmann::ordered_json::parse(text, nullptr, false).is_discarded() ? 0 : 1;
    benchmark::DoNotOptimize(parsed);
  }
  state.counters["scenarios"] = static_cast<double>(texts.size());
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(texts.size()));
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(total_bytes(texts)));
}
BENCHMARK(BM_LoadExamplesFloor);

}  // namespace

BENCHMARK_MAIN();
