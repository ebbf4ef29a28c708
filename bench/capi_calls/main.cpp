// SPDX-License-Identifier: MIT
// skedaddle_capi_calls: times calls of the C interface (include/skedaddle/c_api.h) in one native
// process, for the playground's node test to set the WebAssembly build's time against
// (web/tests/corpus.test.mjs): the same calls, the engine's own time on both sides, no process
// start-up. Reads JSON Lines {"verb", "scenario_file", "settings"} from the file named by its
// argument, reads every scenario first, makes every call once (their answers' hashes), then five
// rounds more, timing each skd_call (warm, as the test times the WebAssembly), and prints
// {"calls": N, "ms": total, "answers": [{"status", "sha256", "ms"}...]}, the answers in call
// order for the test to compare the WebAssembly build's with (tests/capi/ compares these with
// the CLI's), each with its fastest time of the five (the test's figures per verb).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/sha256.hpp"
#include "skedaddle/c_api.h"

namespace {

struct Call {
  std::string verb;
  std::string scenario;
  std::string settings;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: skedaddle_capi_calls CALLS.jsonl\n");
    return 2;
  }
  try {
    std::vector<Call> calls;
    std::ifstream in(argv[1]);
    for (std::string line; std::getline(in, line);) {
      if (line.empty()) continue;
      const nlohmann::json call = nlohmann::json::parse(line);
      calls.push_back({call.at("verb").get<std::string>(),
                       read_file(call.at("scenario_file").get<std::string>()),
                       call.at("settings").dump()});
    }
    nlohmann::json answers = nlohmann::json::array();
    for (const Call& call : calls) {
      char* answer = nullptr;
      const int status =
          skd_call(call.verb.c_str(), call.scenario.c_str(), call.settings.c_str(), &answer);
      answers.push_back({{"status", status},
                         {"sha256", skedaddle::io::detail::sha256_hex(answer ? answer : "")}});
      skd_free(answer);
    }
    // Each call's time is the fastest of kTimedRounds warm rounds, as the node test times the
    // WebAssembly: on a busy machine a single round measured the load as much as the engine.
    constexpr int kTimedRounds = 5;
    std::vector<std::chrono::steady_clock::duration> fastest(
        calls.size(), std::chrono::steady_clock::duration::max());
    for (int round = 0; round < kTimedRounds; ++round) {
      for (std::size_t i = 0; i < calls.size(); ++i) {
        const Call& call = calls[i];
        char* answer = nullptr;
        const auto started = std::chrono::steady_clock::now();
        skd_call(call.verb.c_str(), call.scenario.c_str(), call.settings.c_str(), &answer);
        fastest[i] = std::min(fastest[i], std::chrono::steady_clock::now() - started);
        skd_free(answer);
      }
    }
    double ms = 0;
    for (std::size_t i = 0; i < calls.size(); ++i) {
      const double took = std::chrono::duration<double, std::milli>(fastest[i]).count();
      answers[i]["ms"] = took;
      ms += took;
    }
    const nlohmann::json out = {{"calls", calls.size()}, {"ms", ms}, {"answers", answers}};
    std::printf("%s\n", out.dump().c_str());
    return 0;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "skedaddle_capi_calls: %s\n", e.what());
    return 2;
  }
}
