// SPDX-License-Identifier: MIT
// Bad Jacobite Rising input never crashes the loader and never escapes as an exception: every
// value of a valid scenario replaced by every kind of JSON value, or removed. A mutation that
// still loads is a valid scenario: its preview and resolution (seeded dice, first chooser) and
// their writers must run too.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/io.hpp"
#include "support/json_doc.hpp"
#include "support/mutations.hpp"

namespace skedaddle::io {
namespace {

using test::Json;

std::string fixture_text() {
  return test::read_text(test::data_path(__FILE__, "jacobite.json"));
}

// Loads without throwing; a failure has pointer errors; a success is refused with its ruling
// (ALL-3) or previews and resolves.
void expect_sound(const std::string& text, const std::string& what) {
  std::optional<LoadedScenario> loaded = test::load_soundly(text, what);
  if (!loaded) return;
  LoadedScenario& s = *loaded;
  // A request the rules forbid is refused, with its ruling and reason, and not resolved (ALL-3).
  if (const std::optional<Refusal> refused = refusal(s)) {
    EXPECT_FALSE(refused->rule.empty()) << what;
    EXPECT_FALSE(refused->reason.empty()) << what;
    return;
  }
  s.dice.clear();  // seeded: scripted dice would rarely fit a mutated scenario
  s.dice_scripted = false;
  const auto& game = io::game_of<jacobite::Scenario>(s);
  const jacobite::Preview preview = jacobite::preview(game).value();
  EXPECT_FALSE(options_json(s, preview).empty()) << what;
  EXPECT_FALSE(options_text(s, preview).empty()) << what;
  Chooser chooser(ChooserDef{ChooserKind::first, 0, {}, {}});
  Dice dice = Dice::seeded(3);
  const Result<jacobite::Outcome> outcome = jacobite::resolve(game, dice, chooser);
  ASSERT_TRUE(outcome.ok()) << what;
  EXPECT_FALSE(outcome_json(s, outcome.value()).empty()) << what;
  EXPECT_FALSE(outcome_text(s, outcome.value()).empty()) << what;
}

TEST(JacobiteFuzz, EveryValueReplacedByEveryKindOfValue) {
  const std::vector<Json> replacements = {nullptr,
                                          true,
                                          false,
                                          0,
                                          1,
                                          -1,
                                          2,
                                          4,
                                          21,
                                          100,
                                          2.5,
                                          "",
                                          "x",
                                          "A1",
                                          "M11",
                                          "F4",
                                          "E4",
                                          "Z99",
                                          "top",
                                          "bottom",
                                          "stop",
                                          "leave",
                                          "flag",
                                          "saber",
                                          "cavalry",
                                          "leader",
                                          "jacobite",
                                          "government",
                                          "ranged",
                                          "retire_and_rally",
                                          "leader_attacked",
                                          Json::array(),
                                          Json::object(),
                                          Json::array({"flag"}),
                                          Json::object({{"unit", "Clan Cameron"}})};
  test::for_each_mutation(Json::parse(fixture_text()), replacements, expect_sound);
}

}  // namespace
}  // namespace skedaddle::io
