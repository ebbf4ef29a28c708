// SPDX-License-Identifier: MIT
// The exact odds against the dice themselves: 100,000 seeded resolutions of a scenario of each
// ruleset with dice fall within 4 standard deviations of the enumerated chance of every outcome,
// and give no outcome the enumeration did not list. The seeds are fixed (0 to 99,999; 0 to 19,999
// in CI's sanitizer stage), so the test gives the same answer on every run.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>
#include <map>
#include <string>

#include "conformance/corpus.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/light_tests.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

// Under the sanitizers a resolve costs several times more and they look for memory errors, not
// statistics: a fifth of the seeds there (test::scaled), with the same 4-sigma bounds.
const int kResolves = test::scaled(100'000);

io::LoadedScenario load_changed(const std::string& file, const std::function<void(Json&)>& change) {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / file);
  EXPECT_TRUE(text.has_value()) << file;
  Json doc = Json::parse(text.value_or("{}"));
  change(doc);
  doc.erase("dice");  // seeded dice
  Result<io::LoadedScenario> loaded = io::load_scenario(doc.dump());
  EXPECT_TRUE(loaded.ok()) << file;
  return loaded.ok() ? std::move(loaded).value() : io::LoadedScenario{};
}

void expect_seeded_resolves_agree(const io::LoadedScenario& s) {
  const Result<OddsTable> table = enumerate_odds(s, {.chooser = ChooserKind::best});
  ASSERT_TRUE(table.ok()) << corpus::describe(table.errors());
  ASSERT_TRUE(table.value().coverage.complete);
  std::map<Fates, int> seen;
  for (int seed = 0; seed < kResolves; ++seed) {
    ChooserDef def{.kind = ChooserKind::best, .seed = static_cast<std::uint64_t>(seed)};
    Result<AnyOutcome> r = s.ruleset->resolve(s, def);
    ASSERT_TRUE(r.ok());
    ++seen[s.ruleset->fates(s, r.value())];
  }
  int listed = 0;
  for (const OddsOutcome& o : table.value().outcomes) {
    const double p = o.probability.value;
    const double expected = kResolves * p;
    const double sigma = std::sqrt(kResolves * p * (1.0 - p));
    const int count = seen.count(o.fates) ? seen.at(o.fates) : 0;
    listed += count;
    EXPECT_LE(std::abs(count - expected), 4.0 * sigma + 1.0)
        << o.probability.fraction << ": " << count << " of " << kResolves;
  }
  EXPECT_EQ(listed, kResolves) << "seeded resolutions gave an outcome the odds do not list";
}

TEST(OddsStatisticsTest, JacobiteRallyDice) {
  expect_seeded_resolves_agree(
      load_changed("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json", [](Json& doc) {
        doc["units"][0]["type"] = "regular";
        doc["units"][0]["blocks"] = 3;
        doc.erase("choices");
      }));
}

TEST(OddsStatisticsTest, JacobiteLeaderCascade) {
  // A leader's casualty check and the rally checks his fall causes (JR-7, JR-8).
  expect_seeded_resolves_agree(load_changed(
      "jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json",
      [](Json& doc) { doc.erase("choices"); }));
}

TEST(OddsStatisticsTest, JacobiteThreeLeadersCascade) {
  // Three leaders may fall in turn, each fall making his neighbours check (JR-7): 30 outcomes
  // from 52 ways of dice read as "a flag or none", "two sabers or fewer".
  expect_seeded_resolves_agree(
      load_changed("jacobite/examples/jr-07-three-leaders-swept-away-in-one-cascade.json",
                   [](Json& doc) { doc.erase("choices"); }));
}

TEST(OddsStatisticsTest, GitmDirectionAndDistance) {
  expect_seeded_resolves_agree(
      load_changed("gitm/examples/gitm/gi-1-retreat-north-reduces-the-row.json", [](Json&) {}));
}

TEST(OddsStatisticsTest, GrandeTactiqueCavalryFlight) {
  expect_seeded_resolves_agree(
      load_changed("grande_tactique/examples/gt-2-cavalry-routed-by-cavalry.json", [](Json&) {}));
}

TEST(OddsStatisticsTest, GrandeTactiqueGeneralsFate) {
  expect_seeded_resolves_agree(
      load_changed("grande_tactique/examples/gt-12-general-killed.json", [](Json&) {}));
}

}  // namespace
}  // namespace skedaddle
