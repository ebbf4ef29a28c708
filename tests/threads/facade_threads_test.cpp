// SPDX-License-Identifier: MIT
// What an AI's search does from many threads at once on one loaded skedaddle::Scenario: each
// thread resolves it with its own seeds, takes its odds, and walks copies of one step-wise
// Resolution (the copies share the scenario and its check) to their ends. Each thread must
// write what a single thread writes; under the tsan preset ThreadSanitizer also fails the run
// on any race (docs/api.md: a copy is an independent branch).
#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "skedaddle/skedaddle.hpp"
#include "threads/harness.hpp"

namespace skedaddle::threads {
namespace {

/// Each example as the facade holds it, with the root of its step-wise resolution.
struct Searched {
  std::string file;
  Scenario scenario;
  Resolution root;
};

std::vector<Searched> searched(const std::vector<Loaded>& corpus) {
  std::vector<Searched> out;
  for (const Loaded& l : playable(corpus)) {
    const Scenario s = Scenario::validate(l.scenario).value();
    Result<Resolution> root = Resolution::start(s, ChanceMode::explicit_);
    if (root.ok()) out.push_back({l.file, s, std::move(root).value()});
  }
  return out;
}

/// A copy of `root` played to its end, taking at step k the option or outcome k modulo their
/// number, shifted by `lane`: each lane a different way down the same tree.
std::string walk(const Resolution& root, std::size_t lane) {
  Resolution r = root;
  for (std::size_t k = lane; !r.done(); ++k) {
    const Errors errors = r.pending_chance() != nullptr
                              ? r.apply_chance(k % r.pending_chance()->branches.size())
                              : r.answer(k % r.pending()->options.size());
    if (!errors.empty()) return "errors:\n" + corpus::describe(errors);
  }
  return r.outcome()->json();
}

Outputs search_all(const std::vector<Searched>& examples) {
  Outputs out;
  for (const Searched& e : examples) {
    for (std::size_t lane = 0; lane < 3; ++lane)
      out.push_back({e.file + ": walk " + std::to_string(lane), walk(e.root, lane)});
    for (std::uint64_t seed = 0; seed < 2; ++seed) {
      const Result<Outcome> o = resolve(e.scenario, {.chooser = ChooserKind::random, .seed = seed});
      out.push_back({e.file + ": random " + std::to_string(seed),
                     o.ok() ? o.value().json() : "errors:\n" + corpus::describe(o.errors())});
    }
    const Result<Odds> odds_of = odds(e.scenario, {.max_resolves = 200});
    out.push_back({e.file + ": odds", odds_of.ok()
                                          ? odds_of.value().json()
                                          : "errors:\n" + corpus::describe(odds_of.errors())});
  }
  return out;
}

TEST(FacadeThreads, CopiesOfOneResolutionWalkTheSameFromEightThreads) {
  std::string load_errors;
  const std::vector<Searched> own = searched(load_corpus("", load_errors));
  const std::vector<Searched> shared = searched(load_corpus("", load_errors));
  ASSERT_TRUE(load_errors.empty()) << load_errors;
  ASSERT_FALSE(shared.empty()) << "no examples under " << corpus::games_dir();
  const Outputs reference = search_all(own);

  const std::vector<std::string> differ =
      disagreements(reference, [&] { return search_all(shared); });
  EXPECT_TRUE(differ.empty()) << differ.size() << " outputs differ, the first: " << differ.front();
}

}  // namespace
}  // namespace skedaddle::threads
