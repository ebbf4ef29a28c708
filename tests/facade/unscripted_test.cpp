// SPDX-License-Identifier: MIT
// Scenario::unscripted(): an example that records one way of the dice and the choices, made
// ready for Monte Carlo and searches, against the plain reference of its file read without
// "dice" and "choices".
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <fstream>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

/// The example's document without its recorded dice and choices, read as a new scenario.
Scenario without_record(const std::string& example) {
  nlohmann::json doc = nlohmann::json::parse(std::ifstream(corpus::games_dir() / example));
  doc.erase("dice");
  doc.erase("choices");
  return Scenario::parse(doc.dump()).value();
}

TEST(UnscriptedTest, IsTheScenarioReadWithoutItsRecordedDiceAndChoices) {
  int scripted = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = test::load_example(example);
    const Scenario unscripted = s.unscripted();
    const bool records = !s.loaded().choices.empty() || s.loaded().dice_scripted;
    if (!records) {
      EXPECT_EQ(&unscripted.loaded(), &s.loaded()) << example << ": not itself";
      continue;
    }
    ++scripted;
    EXPECT_TRUE(unscripted.loaded().choices.empty()) << example;
    EXPECT_FALSE(unscripted.loaded().dice_scripted) << example;
    const Scenario reference = without_record(example);
    EXPECT_EQ(unscripted.loaded().document, reference.loaded().document) << example;
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
      const ResolveSettings random{.chooser = ChooserKind::random, .seed = seed};
      const Result<Outcome> got = resolve(unscripted, random);
      const Result<Outcome> expected = resolve(reference, random);
      ASSERT_TRUE(got.ok() && expected.ok()) << example;
      EXPECT_EQ(got.value().json(), expected.value().json()) << example;
      EXPECT_TRUE(verify(unscripted, got.value().json()).value().identical()) << example;
    }
  }
  EXPECT_GT(scripted, 100);
}

TEST(UnscriptedTest, AScenarioBuiltInCodeLosesItsRecordToo) {
  // Scenario::validate() keeps no document: the record is dropped from the loaded scenario.
  int scripted = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = test::load_example(example);
    if (s.loaded().choices.empty() && !s.loaded().dice_scripted) continue;
    ++scripted;
    const Scenario built = Scenario::validate(s.loaded()).value();
    const Scenario unscripted = built.unscripted();
    EXPECT_TRUE(unscripted.loaded().choices.empty()) << example;
    EXPECT_FALSE(unscripted.loaded().dice_scripted) << example;
    EXPECT_TRUE(unscripted.loaded().dice.empty()) << example;
    const ResolveSettings random{.chooser = ChooserKind::random, .seed = 5};
    const Result<Outcome> got = resolve(unscripted, random);
    const Result<Outcome> expected = resolve(without_record(example), random);
    ASSERT_TRUE(got.ok() && expected.ok()) << example;
    // A refusal has no events (ALL-3): null on both sides.
    EXPECT_EQ(nlohmann::json::parse(got.value().json()).value("events", nlohmann::json()),
              nlohmann::json::parse(expected.value().json()).value("events", nlohmann::json()))
        << example;
  }
  EXPECT_GT(scripted, 100);
}

}  // namespace
}  // namespace skedaddle
