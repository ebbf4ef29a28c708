// SPDX-License-Identifier: MIT
// Bad Jacobite Rising input never crashes the loader and never escapes as an exception: every
// value of a valid scenario replaced by every kind of JSON value, or removed. A mutation that
// still loads is a valid scenario: its preview and resolution (seeded dice, first chooser) and
// their writers must run too.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/io.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

std::string fixture_text() {
  std::ifstream in(std::filesystem::path(__FILE__).parent_path() / "data" / "jacobite.json");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void collect_pointers(const Json& value, const Json::json_pointer& at,
                      std::vector<Json::json_pointer>& out) {
  out.push_back(at);
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it)
      collect_pointers(it.value(), at / it.key(), out);
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      collect_pointers(value[i], at / i, out);
  }
}

// Loads without throwing; a failure has pointer errors; a success is refused with its ruling
// (ALL-3) or previews and resolves.
void expect_sound(const std::string& text, const std::string& what) {
  std::optional<Result<LoadedScenario>> r;
  EXPECT_NO_THROW(r.emplace(load_scenario(text))) << what;
  if (!r) return;
  if (!r->ok()) {
    for (const Error& e : r->errors()) {
      EXPECT_TRUE(e.pointer.empty() || e.pointer.front() == '/') << what << ": " << e.pointer;
      EXPECT_FALSE(e.message.empty()) << what;
    }
    return;
  }
  LoadedScenario s = std::move(*r).value();
  // A request the rules forbid is refused, with its ruling and reason, and not resolved (ALL-3).
  if (const std::optional<Refusal> refused = refusal(s)) {
    EXPECT_FALSE(refused->rule.empty()) << what;
    EXPECT_FALSE(refused->reason.empty()) << what;
    return;
  }
  s.dice.clear();  // seeded: scripted dice would rarely fit a mutated scenario
  s.dice_scripted = false;
  const auto& game = io::game_of<jacobite::Scenario>(s);
  const jacobite::Preview preview = jacobite::preview(game);
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
  const Json doc = Json::parse(fixture_text());
  std::vector<Json::json_pointer> pointers;
  collect_pointers(doc, Json::json_pointer(), pointers);
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
  for (const Json::json_pointer& p : pointers) {
    if (p.empty()) continue;
    for (const Json& replacement : replacements) {
      Json mutated = doc;
      mutated[p] = replacement;
      expect_sound(mutated.dump(), p.to_string() + " = " + replacement.dump());
    }
    Json removed = doc;
    Json& parent = removed[p.parent_pointer()];
    if (parent.is_object()) {
      parent.erase(parent.find(p.back()));
    } else {
      parent.erase(parent.begin() + std::stol(p.back()));
    }
    expect_sound(removed.dump(), "without " + p.to_string());
  }
}

}  // namespace
}  // namespace skedaddle::io
