// SPDX-License-Identifier: MIT
// The top level of a scenario as the loader reads it for every registered ruleset: the common
// keys plus the ruleset's own (Ruleset::keys), the same set as the JSON Schema's properties; a
// key that only another ruleset reads is named as such.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "io/json_reader.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/build_paths.hpp"
#include "support/json_doc.hpp"

namespace skedaddle::io {
namespace {

using test::Json;
using test::read_json;

const std::vector<std::string> kCommon = {"format", "ruleset", "name", "description", "seed"};

/// One corpus scenario of each ruleset name ("gitm" and "rotd" apart), in corpus order.
std::vector<Json> one_scenario_per_ruleset_name() {
  std::vector<Json> out;
  std::set<std::string> seen;
  for (const std::string& f : corpus::scenario_files()) {
    Json doc = read_json(corpus::games_dir() / f);
    if (seen.insert(doc["ruleset"].get<std::string>()).second) out.push_back(std::move(doc));
  }
  return out;
}

std::string quoted(const std::vector<std::string>& keys) {
  std::string out;
  for (const std::string& k : keys)
    out += (out.empty() ? "\"" : ", \"") + k + "\"";
  return out;
}

TEST(ScenarioKeys, EveryRulesetNameHasAnExample) {
  EXPECT_EQ(one_scenario_per_ruleset_name().size(), ruleset_names().size());
}

TEST(ScenarioKeys, AnUnknownKeyListsTheCommonKeysAndTheRulesetsOwn) {
  for (Json doc : one_scenario_per_ruleset_name()) {
    const std::string name = doc["ruleset"].get<std::string>();
    const Ruleset* ruleset = find_ruleset(name);
    ASSERT_NE(ruleset, nullptr) << name;
    std::vector<std::string> known = kCommon;
    for (const std::string_view key : ruleset->keys())
      known.emplace_back(key);
    doc["zzz"] = 1;
    const Result<LoadedScenario> r = load_scenario(doc.dump());
    ASSERT_FALSE(r.ok()) << name;
    ASSERT_EQ(r.errors().size(), 1u) << name << ": " << r.errors()[0].message;
    EXPECT_EQ(r.errors()[0].pointer, "/zzz");
    EXPECT_EQ(r.errors()[0].message, "unknown key \"zzz\"; expected one of " + quoted(known));
  }
}

// A key a typo or two away from a known one suggests it, at the top and inside; a short key
// suggests only what one typo makes of it, and a word far from every key suggests nothing.
TEST(ScenarioKeys, AnUnknownKeyNearAKnownOneSuggestsIt) {
  for (Json doc : one_scenario_per_ruleset_name()) {
    const std::string name = doc["ruleset"].get<std::string>();
    Json typo = doc;
    typo["requets"] = typo["request"];
    typo.erase("request");
    typo["units"][0]["idd"] = typo["units"][0]["id"];
    typo["units"][0].erase("id");
    const Result<LoadedScenario> r = load_scenario(typo.dump());
    ASSERT_FALSE(r.ok()) << name;
    std::vector<std::string> suggested;
    for (const Error& e : r.errors()) {
      const std::size_t at = e.message.find(" (did you mean ");
      if (at != std::string::npos) {
        suggested.push_back(e.pointer + e.message.substr(at, e.message.find(';') - at));
      }
    }
    EXPECT_EQ(suggested, (std::vector<std::string>{"/units/0/idd (did you mean \"id\"?)",
                                                   "/requets (did you mean \"request\"?)"}))
        << name;
  }
  EXPECT_EQ(detail::unknown_key_message("ix", std::vector<std::string_view>{"id", "hex"}),
            "unknown key \"ix\"; expected one of \"id\", \"hex\"");
  EXPECT_EQ(
      detail::unknown_key_message("hexe", std::vector<std::string_view>{"id", "hex", "hexes"}),
      "unknown key \"hexe\" (did you mean \"hex\" or \"hexes\"?); expected one of \"id\", "
      "\"hex\", \"hexes\"");
}

TEST(ScenarioKeys, AKeyOnlyAnotherRulesetReadsIsNamedAsSuch) {
  for (Json doc : one_scenario_per_ruleset_name()) {
    const std::string name = doc["ruleset"].get<std::string>();
    const Ruleset* ruleset = find_ruleset(name);
    for (const Ruleset* other : rulesets()) {
      for (const std::string_view key : other->keys()) {
        const std::span<const std::string_view> own = ruleset->keys();
        if (std::find(own.begin(), own.end(), key) != own.end()) continue;
        Json wrong = doc;
        wrong[std::string(key)] = Json::object();
        const Result<LoadedScenario> r = load_scenario(wrong.dump());
        ASSERT_FALSE(r.ok()) << name << " " << key;
        ASSERT_EQ(r.errors().size(), 1u) << name << " " << key;
        EXPECT_EQ(r.errors()[0].pointer, "/" + std::string(key));
        EXPECT_EQ(r.errors()[0].message.rfind("expected no \"" + std::string(key) +
                                                  "\" for ruleset \"" + name + "\" (only \"",
                                              0),
                  0u)
            << r.errors()[0].message;
      }
    }
  }
}

// Without a known ruleset the loader lists every registered name, in registration order.
TEST(ScenarioKeys, AnUnknownRulesetListsEveryRegisteredName) {
  Json doc = one_scenario_per_ruleset_name().front();
  doc["ruleset"] = "tricorne";
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_FALSE(r.ok());
  ASSERT_EQ(r.errors().size(), 1u) << r.errors()[0].message;
  const std::vector<std::string_view> registered = ruleset_names();
  const std::vector<std::string> names(registered.begin(), registered.end());
  EXPECT_EQ(r.errors()[0].pointer, "/ruleset");
  EXPECT_EQ(r.errors()[0].message, "expected one of " + quoted(names) + ", got \"tricorne\"");
}

// The schema's "ruleset" enum names exactly the registered rulesets, in registration order.
TEST(ScenarioKeys, TheSchemaNamesEveryRegisteredRuleset) {
  const Json schema =
      read_json(std::filesystem::path(SKEDADDLE_SOURCE_DIR) / "schema" / "scenario.schema.json");
  const std::vector<std::string_view> registered = ruleset_names();
  const std::vector<std::string> names(registered.begin(), registered.end());
  EXPECT_EQ(schema["properties"]["ruleset"]["enum"], Json(names));
}

TEST(ScenarioKeys, TheSchemaListsExactlyTheKeysOfEveryRuleset) {
  const Json schema = read_json(test::schema_path("scenario.schema.json"));
  std::set<std::string> loader(kCommon.begin(), kCommon.end());
  for (const Ruleset* ruleset : rulesets()) {
    for (const std::string_view key : ruleset->keys())
      loader.emplace(key);
  }
  std::set<std::string> in_schema;
  for (auto it = schema["properties"].begin(); it != schema["properties"].end(); ++it) {
    in_schema.insert(it.key());
  }
  EXPECT_EQ(loader, in_schema);
}

}  // namespace
}  // namespace skedaddle::io
