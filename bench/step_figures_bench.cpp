// SPDX-License-Identifier: MIT
// One `step` of the C interface with each option's figures ("figures": true, as the playground's
// "Play it yourself" asks at every decision) at a decision after the first, against its floor in
// the same run: the options summary of the same scenario through the same call ("options", its
// text), the figures a player reads before the first step. Both parse and check the scenario and
// count its ways; the step resolves to its decision and makes the figures there besides.
// BM_StepCorpus is the playground's clicks over the whole corpus, against the same floor.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/c_api.h"
#include "support/option_boards.hpp"

namespace {

/// A scenario and the history that reaches a later decision of it.
struct LaterDecision {
  const char* label;
  std::string scenario;
  const char* history;
};

std::string example(const char* file) {
  std::ifstream in(corpus::games_dir() / file, std::ios::binary);
  if (!in) std::abort();
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// GCACW stacks wandering through enemy hexes (tests/support/option_boards.hpp), after their first
/// step; the Jacobite unit after its flags to ignore (JR-3), at its retreat's first step.
LaterDecision later_decision(std::int64_t n) {
  switch (n) {
    case 0:
      return {"gcacw wandering 16 (11,946 ways), second step",
              skedaddle::test::gcacw_wandering_board(16), R"([{"kind": "choice", "index": 0}])"};
    case 1:
      return {"gcacw wandering 20 (51,882 ways), second step",
              skedaddle::test::gcacw_wandering_board(20), R"([{"kind": "choice", "index": 0}])"};
    case 2:
      // The first step taken toward the most ways (S, 116,194): up to 26,703 ways through one
      // second step, past the walk's bound (kChoiceChanceMaxResolves).
      return {"gcacw wandering 25 on 10x10 (604,488 ways), second step",
              skedaddle::test::gcacw_wandering_board(25, 10, 5),
              R"([{"kind": "choice", "index": 3}])"};
    default:
      return {"jacobite jr-03-four-supporters-give-one-ignore, retreat step",
              example("jacobite/examples/jr-03-four-supporters-give-one-ignore.json"),
              R"([{"kind": "choice", "index": 0}])"};
  }
}

/// skd_call's answer, its status checked.
std::string call(const char* verb, const std::string& scenario, const std::string& settings) {
  char* answer = nullptr;
  const int status = skd_call(verb, scenario.c_str(), settings.c_str(), &answer);
  std::string out = answer == nullptr ? "" : answer;
  skd_free(answer);
  if (status != SKD_OK) std::abort();
  return out;
}

/// The step with figures at the later decision.
void BM_StepFigures(benchmark::State& state) {
  const LaterDecision d = later_decision(state.range(0));
  state.SetLabel(d.label);
  const std::string settings =
      std::string(R"({"chance": "explicit", "figures": true, "history": )") + d.history + "}";
  // The decision is a later one, with figures (not the options summary's).
  const nlohmann::json answer = nlohmann::json::parse(call("step", d.scenario, settings));
  const nlohmann::json& summary = answer.at("pending").at("summary");
  if (summary.is_null() || summary.at("from_options").get<bool>()) std::abort();
  for (auto _ : state) {
    std::string out = call("step", d.scenario, settings);
    benchmark::DoNotOptimize(out.data());
  }
}
BENCHMARK(BM_StepFigures)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

/// The floor: the options summary of the same scenario, as `skedaddle options` prints it.
void BM_StepFiguresFloor(benchmark::State& state) {
  const LaterDecision d = later_decision(state.range(0));
  state.SetLabel(d.label);
  for (auto _ : state) {
    std::string out = call("options", d.scenario, R"({"form": "text"})");
    benchmark::DoNotOptimize(out.data());
  }
}
BENCHMARK(BM_StepFiguresFloor)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

/// One click of the playground's "Play it yourself": a `step` with figures at a decision.
struct Click {
  std::string scenario;  ///< the example's text
  std::string settings;  ///< the step's settings, its history up to the decision
};

/// The clicks of a player who takes the first option at every decision of every example, in
/// seeded play (the playground's default), from the first decision to the end: one step with
/// figures at each decision met. The first option, not the default chooser's, because the
/// step names no chooser: finding its path would take a resolve per example besides.
const std::vector<Click>& corpus_clicks() {
  static const std::vector<Click> clicks = [] {
    std::vector<Click> out;
    for (const std::string& f : corpus::scenario_files()) {
      const std::string scenario = example(f.c_str());
      std::string history;
      for (;;) {
        const std::string settings =
            std::string(R"({"figures": true, "history": [)") + history + "]}";
        char* text = nullptr;
        const int status = skd_call("step", scenario.c_str(), settings.c_str(), &text);
        const nlohmann::json answer = nlohmann::json::parse(text == nullptr ? "null" : text);
        skd_free(text);
        // A refused request (ALL-3) has no decision, and a scenario's scripted dice may run out
        // on a path other than its recorded choices' (bad input): the clicks end there.
        if (status == SKD_REFUSED || (status == SKD_BAD_INPUT && !history.empty())) break;
        if (status != SKD_OK) std::abort();
        const nlohmann::json& pending = answer.at("pending");
        if (pending.is_null()) break;
        // The step made the figures it is timed for.
        if (pending.at("summary").is_null()) std::abort();
        out.push_back({scenario, settings});
        history += std::string(history.empty() ? "" : ", ") + R"({"kind": "choice", "index": 0})";
      }
    }
    return out;
  }();
  return clicks;
}

/// Every click of corpus_clicks().
void BM_StepCorpus(benchmark::State& state) {
  const std::vector<Click>& clicks = corpus_clicks();
  if (clicks.empty()) std::abort();
  for (auto _ : state) {
    for (const Click& click : clicks) {
      std::string out = call("step", click.scenario, click.settings);
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["clicks"] = static_cast<double>(clicks.size());
}
BENCHMARK(BM_StepCorpus)->Unit(benchmark::kMillisecond);

/// Its floor: for each click, the options summary of its example through the same call, the
/// figures a player reads before the first step. A click cannot do less: it is one call with
/// the scenario's text, which it parses, checks, and whose ways it counts (GCACW: the retreat
/// tree built and counted once; the dice games: the first choices' chances walked).
void BM_StepCorpusFloor(benchmark::State& state) {
  const std::vector<Click>& clicks = corpus_clicks();
  if (clicks.empty()) std::abort();
  for (auto _ : state) {
    for (const Click& click : clicks) {
      std::string out = call("options", click.scenario, R"({"form": "text"})");
      benchmark::DoNotOptimize(out.data());
    }
  }
  state.counters["clicks"] = static_cast<double>(clicks.size());
}
BENCHMARK(BM_StepCorpusFloor)->Unit(benchmark::kMillisecond);

}  // namespace
