// SPDX-License-Identifier: MIT
// A Scenario checks its game for resolving once, on its first resolution, and keeps it for every
// later one (GCACW: the retreat tree): each resolution must still be what the game's own
// resolve() of the seeded scenario gives, checking and building afresh.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

/// The game's own resolution of `scenario` with `seed`, checked and built anew (Ruleset::resolve,
/// no kept check), as text: the reference the facade's kept check must equal.
std::string fresh_resolution(const Scenario& scenario, ChooserKind kind, std::uint64_t seed) {
  io::LoadedScenario seeded = scenario.loaded();
  seeded.seed = seed;
  ChooserDef def;
  def.kind = kind;
  def.seed = seed;
  def.script = seeded.choices;
  def.place_name = io::place_names(seeded);
  const Result<AnyOutcome> outcome = scenario.ruleset().resolve(seeded, def);
  if (!outcome.ok()) return "errors:\n" + corpus::describe(outcome.errors());
  return scenario.ruleset().outcome(seeded, outcome.value(), Form::text, io::JsonLayout::indented);
}

TEST(FacadeCheckedOnce, EveryResolutionOfOneScenarioIsTheGamesFreshResolution) {
  std::size_t compared = 0;
  std::vector<std::pair<std::string, Scenario>> scenarios;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario scenario = test::load_example(example);
    if (scenario.refusal()) continue;
    // As recorded, and with the dice rolled from the seed and the chooser free.
    scenarios.emplace_back(example, scenario);
    scenarios.emplace_back(example + " unscripted", scenario.unscripted());
  }
  for (const auto& [example, scenario] : scenarios) {
    std::vector<ChooserKind> kinds = {ChooserKind::random, ChooserKind::first, ChooserKind::best};
    if (!scenario.loaded().choices.empty()) kinds.push_back(ChooserKind::script);
    // Several resolutions of the same Scenario object: all but the first use the kept check.
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      for (const ChooserKind kind : kinds) {
        const Result<Outcome> kept = resolve(scenario, {.chooser = kind, .seed = seed});
        const std::string got =
            kept.ok() ? kept.value().text() : "errors:\n" + corpus::describe(kept.errors());
        EXPECT_EQ(got, fresh_resolution(scenario, kind, seed))
            << example << ", seed " << seed << ", chooser " << static_cast<int>(kind);
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 4000U);
}

TEST(FacadeCheckedOnce, CopiesOfAScenarioShareOneCheckAndAnotherLoadingHasItsOwn) {
  const std::string example = "gcacw/examples/gc-09-owner-may-choose-the-fatal-path.json";
  const Scenario scenario = test::load_example(example);
  const Scenario copy = scenario;  // NOLINT(performance-unnecessary-copy-initialization): a copy
  const Result<Resolution> first = Resolution::start(scenario, 1);
  const Result<Resolution> second = Resolution::start(copy, 2);
  const Result<Resolution> other = Resolution::start(test::load_example(example), 1);
  ASSERT_TRUE(first.ok() && second.ok() && other.ok());
  ASSERT_NE(first.value().checked(), nullptr);
  EXPECT_EQ(first.value().checked(), second.value().checked())
      << "a copy, resolved with another seed, checks its game again";
  EXPECT_NE(first.value().checked(), other.value().checked());
}

}  // namespace
}  // namespace skedaddle
