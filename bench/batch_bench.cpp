// SPDX-License-Identifier: MIT
// Batch throughput (run_batch) on the example corpus, each line a whole scenario to resolve, as
// a multiple of its floor in the same run: merely parsing the same lines with the same JSON
// library (nlohmann). scripts/bench-batch.sh prints the table.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <thread>

#include "conformance/corpus.hpp"
#include "skedaddle/batch.hpp"
#include "skedaddle/io/json_lines.hpp"

namespace {

using namespace skedaddle;

/// How many times the corpus is repeated in the batch: enough lines to keep the threads busy.
constexpr int kRounds = 4;

/// The batch: every example scenario whole in a resolve request, one line each, kRounds times.
const std::string& batch_text() {
  static const std::string text = [] {
    std::string out;
    for (int round = 0; round < kRounds; ++round) {
      for (const std::string& f : corpus::scenario_files()) {
        const std::string scenario =
            io::one_line(corpus::read_text(corpus::games_dir() / f).value_or("{}"));
        out += R"({"verb":"resolve","scenario":)" + scenario + "}\n";
      }
    }
    return out;
  }();
  return text;
}

std::int64_t line_count() {
  const std::string& text = batch_text();
  return static_cast<std::int64_t>(std::count(text.begin(), text.end(), '\n'));
}

/// The floor: each line parsed by nlohmann into ordered_json (the document type the loader
/// builds), nothing checked, loaded, resolved or written.
void BM_BatchParseFloor(benchmark::State& state) {
  const std::string& text = batch_text();
  std::size_t parsed = 0;
  for (auto _ : state) {
    parsed = 0;
    std::size_t start = 0;
    while (start < text.size()) {
      const std::size_t end = text.find('\n', start);
      parsed += nlohmann::ordered_json::parse(text.begin() + static_cast<std::ptrdiff_t>(start),
                                              text.begin() + static_cast<std::ptrdiff_t>(end),
                                              nullptr, false)
                        .is_discarded()
                    ? 0
                    : 1;
      start = end + 1;
    }
    benchmark::DoNotOptimize(parsed);
  }
  state.counters["lines"] = static_cast<double>(line_count());
  state.SetItemsProcessed(state.iterations() * line_count());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_BatchParseFloor)->Unit(benchmark::kMillisecond);

/// The whole batch through run_batch with state.range(0) threads: read, parsed, loaded,
/// checked, resolved, its outcome JSON written on one line, in order (to a sink that counts).
void BM_BatchResolve(benchmark::State& state) {
  const std::string& text = batch_text();
  const BatchSettings settings{.threads = static_cast<unsigned>(state.range(0))};
  std::size_t bytes = 0;
  BatchSummary summary;
  for (auto _ : state) {
    std::istringstream in(text);
    bytes = 0;
    summary = run_batch(
        in, [&bytes](std::string_view piece) { bytes += piece.size(); }, settings);
    benchmark::DoNotOptimize(bytes);
  }
  if (summary.failed + summary.internal > 0) state.SkipWithError("some line was not answered");
  state.counters["lines"] = static_cast<double>(summary.lines);
  state.counters["answer_bytes"] = static_cast<double>(bytes);
  state.SetItemsProcessed(state.iterations() * line_count());
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_BatchResolve)
    ->Apply([](benchmark::internal::Benchmark* b) {
      const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
      for (unsigned threads = 1; threads <= cores; threads *= 2)
        b->Arg(threads);
      if ((cores & (cores - 1)) != 0) b->Arg(cores);
    })
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
