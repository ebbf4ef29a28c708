// SPDX-License-Identifier: MIT
// The odds from where a resolution taken step by step stands (skedaddle::odds(const
// Resolution&), odds_per_option): at the start the scenario's odds exactly, on every example;
// at every state along a few ways of every example equal to a plain walk of the resolution in
// explicit chance mode (tests/support/state_odds_reference.hpp); and their errors and bounds.
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "conformance/corpus.hpp"
#include "odds/rational.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/examples.hpp"
#include "support/light_tests.hpp"
#include "support/state_odds_reference.hpp"

namespace skedaddle {
namespace {

/// A resolution of `scenario` started in `mode` (it must start).
Resolution state_odds_start(const Scenario& scenario, ChanceMode mode) {
  Result<Resolution> r = Resolution::start(scenario, mode);
  EXPECT_TRUE(r.ok());
  return std::move(r).value();
}

TEST(StateOdds, AtTheStartOfEveryExampleTheyAreTheScenariosOdds) {
  int compared = 0;
  int per_option = 0;
  for (const std::string& file : corpus::scenario_files()) {
    const Scenario scenario = test::load_example(file);
    const Result<Odds> whole = odds(scenario);
    ASSERT_TRUE(whole.ok()) << file;
    const Result<Odds> options = odds_per_option(scenario);
    ASSERT_TRUE(options.ok()) << file;
    for (const ChanceMode mode : {ChanceMode::seeded, ChanceMode::explicit_}) {
      const Resolution r = state_odds_start(scenario, mode);
      const Result<Odds> here = odds(r);
      ASSERT_TRUE(here.ok()) << file;
      EXPECT_EQ(here.value().refused(), scenario.refusal().has_value()) << file;
      EXPECT_EQ(here.value().json(), whole.value().json()) << file;
      EXPECT_EQ(here.value().text(), whole.value().text()) << file;
      ++compared;
      const Result<Odds> here_options = odds_per_option(r);
      ASSERT_TRUE(here_options.ok()) << file;
      // In explicit mode dice before the first decision wait as a point of chance: no decision
      // is pending, so there are no options. A decision pending at the start (no dice before
      // it) is the first decision odds_per_option() names.
      const Resolution explicit_start = state_odds_start(scenario, ChanceMode::explicit_);
      if (explicit_start.is_chance()) {
        if (mode == ChanceMode::explicit_) {
          EXPECT_TRUE(here_options.value().options().empty()) << file;
        }
        continue;
      }
      EXPECT_EQ(here_options.value().json(), options.value().json()) << file;
      EXPECT_EQ(here_options.value().text(), options.value().text()) << file;
      if (!options.value().options().empty()) ++per_option;
    }
  }
  RecordProperty("compared", compared);
  RecordProperty("per_option", per_option);
  EXPECT_GT(per_option, 100);
}

TEST(StateOdds, EveryStateAlongTwoWaysOfEveryExampleMatchesThePlainWalk) {
  test::StateOddsChecked total;
  std::size_t index = 0;
  for (const std::string& file : corpus::scenario_files()) {
    // Light tests (the sanitizers' run): every third example, each state's walks being many
    // resolves.
    if (test::light_tests() && index++ % 3 != 0) continue;
    const Scenario scenario = test::load_example(file);
    if (scenario.refusal()) continue;
    total += test::check_state_odds(scenario, ChooserKind::best, file, 2);
    total += test::check_state_odds(scenario, ChooserKind::first, file, 1);
    total += test::check_state_odds(scenario, ChooserKind::random, file, 1);
  }
  RecordProperty("states", total.states);
  RecordProperty("later", total.later);
  RecordProperty("given", total.given);
  RecordProperty("options", total.options);
  RecordProperty("seeded", total.seeded);
  RecordProperty("from_start", total.from_start);
  // Later states, states after dice applied and options at later decisions were all compared.
  EXPECT_GT(total.later, total.states / 2);
  EXPECT_GT(total.given, test::light_tests() ? 15 : 50);
  EXPECT_GT(total.decisions, test::light_tests() ? 30 : 100);
  // The seeded reading was compared too, options with dice before their decision among them.
  EXPECT_GT(total.seeded, total.states / 2);
  EXPECT_GT(total.from_start, test::light_tests() ? 3 : 10);
}

/// JR-3, JR-6: a grenadier (2 blocks) in G5 takes 1 flag in melee, no hit; the grenadier is a
/// source, so the owner may ignore it (1) or accept it (0): then 1 hex to F6 or G6 and the rally
/// check with 2 blocks + 1 grenadier = 3 dice, any flag rallying.
constexpr const char* kGrenadiers = R"({
  "format": "skedaddle-scenario/1", "ruleset": "jacobite", "name": "a grenadier's flag",
  "board": {"columns": 13, "rows": 11, "baselines": {"government": "bottom", "jacobite": "top"}},
  "units": [
    {"id": "Sempill's Grenadiers", "side": "government", "type": "grenadier", "hex": "G5",
     "blocks": 2},
    {"id": "Keppoch", "side": "jacobite", "type": "highland", "hex": "G4"}],
  "request": {"kind": "combat", "unit": "Sempill's Grenadiers", "combat": "melee",
              "attacker": "infantry", "hits": 0, "flags": 1}})";

/// The index of the option named `label` at the decision `r` waits at.
std::size_t option_named(const Resolution& r, const std::string& label) {
  const Decision& d = *r.pending();
  for (std::size_t i = 0; i < d.options.size(); ++i) {
    if (r.scenario().ruleset().option_name(r.scenario().loaded(), d.options[i]) == label) return i;
  }
  ADD_FAILURE() << "no option " << label << " at the " << d.topic;
  return 0;
}

/// The grenadiers with the flag accepted and the retreat taken to G6, in `mode`.
Resolution accepted_at_g6(ChanceMode mode) {
  const Scenario scenario = Scenario::parse(kGrenadiers).value();
  Resolution r = state_odds_start(scenario, mode);
  EXPECT_TRUE(r.answer(option_named(r, "0")).empty());
  EXPECT_TRUE(r.answer(option_named(r, "G6")).empty());
  return r;
}

TEST(StateOdds, TheRallyDiceWeighGivenTheAnswersAndSeededPlayCountsThemFromTheStart) {
  // (5/6)^3 = 125/216 for no flag on 3 dice (removed), 91/216 for at least one (rallies in G6).
  const Resolution waiting = accepted_at_g6(ChanceMode::explicit_);
  ASSERT_TRUE(waiting.is_chance());
  const Result<Odds> here = odds(waiting);
  ASSERT_TRUE(here.ok());
  ASSERT_EQ(here.value().table().outcomes.size(), 2U);
  EXPECT_EQ(here.value().table().outcomes[0].probability.fraction, "125/216");
  EXPECT_EQ(here.value().table().outcomes[1].probability.fraction, "91/216");
  EXPECT_FALSE(here.value().table().outcomes[0].fates.units.at(0).at.has_value());  // removed
  EXPECT_TRUE(here.value().table().outcomes[1].fates.units.at(0).at.has_value());   // in G6
  // Seeded, the rally check has rolled by the time the retreat ends; its dice are not known to
  // the player, so they are weighed from the start (ALL-5), as the figures' from_start.
  const Resolution seeded = accepted_at_g6(ChanceMode::seeded);
  ASSERT_TRUE(seeded.done());
  EXPECT_EQ(odds(seeded).value().json(), here.value().json());
  // Once an outcome is applied, it is given: the end is certain.
  Resolution rolled = waiting;
  ASSERT_TRUE(rolled.apply_chance(0).empty());
  ASSERT_TRUE(rolled.done());
  ASSERT_EQ(odds(rolled).value().table().outcomes.size(), 1U);
  EXPECT_EQ(odds(rolled).value().table().outcomes[0].probability.fraction, "1");
  EXPECT_EQ(odds(rolled).value().table().outcomes[0].fates, rolled.outcome()->fates());
}

TEST(StateOdds, ABoundedWalkReportsTheChanceItDidNotRunGivenTheStepsSoFar) {
  const Resolution waiting = accepted_at_g6(ChanceMode::explicit_);
  ASSERT_TRUE(waiting.is_chance());
  const Result<Odds> bounded = odds(waiting, {.max_resolves = 1});
  ASSERT_TRUE(bounded.ok());
  const OddsCoverage& coverage = bounded.value().table().coverage;
  EXPECT_FALSE(coverage.complete);
  EXPECT_EQ(coverage.resolves, 1U);
  // The walk runs the first outcome of the pending roll; the rest is unexplored.
  const exact::Rational first = exact::rational(waiting.pending_chance()->probability(0));
  EXPECT_EQ(exact::rational(coverage.unexplored), 1 - first);
}

TEST(StateOdds, RecordedChoicesAsTheChooserAreAnErrorAtChooser) {
  const Resolution r = state_odds_start(Scenario::parse(kGrenadiers).value(), ChanceMode::seeded);
  for (const bool per_option : {false, true}) {
    const OddsSettings script{.chooser = ChooserKind::script, .fallback = ChooserKind::best};
    const Result<Odds> refused = per_option ? odds_per_option(r, script) : odds(r, script);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.errors().front().pointer, "/chooser");
  }
}

}  // namespace
}  // namespace skedaddle
