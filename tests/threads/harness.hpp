// SPDX-License-Identifier: MIT
// Runs the same reads of shared data on many threads at once and compares every thread's
// outputs with a single-threaded reference (docs/architecture.md, "Threads"). Built into
// skedaddle_thread_tests, which the tsan preset builds alone so that ThreadSanitizer reports
// any race the reads provoke.
#pragma once

#include <exception>
#include <functional>
#include <latch>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::threads {

/// How many threads read the shared data at once.
inline constexpr int kThreads = 8;

/// One labelled output ("gcacw/examples/x.json: options json") and its text.
struct Output {
  std::string label;
  std::string text;
};
/// Everything one run of the reads wrote, in order.
using Outputs = std::vector<Output>;

/// The text of a result: its value, or its errors one to a line.
inline std::string text_of(const Result<std::string>& result) {
  return result.ok() ? result.value() : "errors:\n" + corpus::describe(result.errors());
}

/// A corpus scenario loaded once, to be shared by every thread.
struct Loaded {
  std::string file;  ///< path relative to corpus::games_dir()
  io::LoadedScenario scenario;
};

/// Loads the corpus scenarios whose paths start with `prefix` ("" for all, "gcacw/" for one
/// game's); `errors` collects the ones that fail to load.
/// `corpus` without the requests the rules refuse (ALL-3): those have no options to share.
inline std::vector<Loaded> playable(std::vector<Loaded> corpus) {
  std::erase_if(corpus, [](const Loaded& l) { return io::refusal(l.scenario).has_value(); });
  return corpus;
}

inline std::vector<Loaded> load_corpus(const std::string& prefix, std::string& errors) {
  std::vector<Loaded> out;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind(prefix, 0) != 0) continue;
    Result<io::LoadedScenario> loaded =
        io::load_scenario_file((corpus::games_dir() / file).string());
    if (!loaded.ok()) {
      errors += file + ":\n" + corpus::describe(loaded.errors());
      continue;
    }
    out.push_back({file, std::move(loaded).value()});
  }
  return out;
}

/// Runs `reads` on kThreads threads started together and returns a line for every output of a
/// thread that differs from `reference` (or is missing), and for every exception thrown; empty
/// when all threads agree. `reference` must come from other objects than the ones `reads`
/// shares: a first read on this thread would fill any lazy cache before the threads start, and
/// ThreadSanitizer would see no race.
inline std::vector<std::string> disagreements(const Outputs& reference,
                                              const std::function<Outputs()>& reads) {
  std::vector<Outputs> results(kThreads);
  std::vector<std::string> thrown(kThreads);
  std::latch start(kThreads);
  {
    std::vector<std::jthread> threads;
    for (int t = 0; t < kThreads; ++t) {
      threads.emplace_back([&, t] {
        const auto i = static_cast<std::size_t>(t);
        start.arrive_and_wait();  // all at once, on the same data in the same order
        try {
          results[i] = reads();
        } catch (const std::exception& e) {
          thrown[i] = e.what();
        }
      });
    }
  }
  std::vector<std::string> out;
  for (std::size_t t = 0; t < results.size(); ++t) {
    const std::string who = "thread " + std::to_string(t) + ": ";
    if (!thrown[t].empty()) out.push_back(who + "threw " + thrown[t]);
    if (results[t].size() != reference.size()) {
      out.push_back(who + std::to_string(results[t].size()) + " outputs, the reference has " +
                    std::to_string(reference.size()));
      continue;
    }
    for (std::size_t k = 0; k < reference.size(); ++k) {
      if (results[t][k].label != reference[k].label || results[t][k].text != reference[k].text)
        out.push_back(who + reference[k].label + " differs from the single-threaded output");
    }
  }
  return out;
}

}  // namespace skedaddle::threads
