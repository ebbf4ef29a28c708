// SPDX-License-Identifier: MIT
// Determinism (DESIGN.md): one hash of every outcome of each game's corpus, committed in the
// game's folder; and every outcome's recorded replay resolves again to the same outcome, byte
// for byte.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "conformance/corpus.hpp"
#include "conformance/test_name.hpp"

namespace {

using nlohmann::json;

/// FNV-1a, 64 bits.
std::uint64_t fnv1a64(std::string_view bytes) {
  std::uint64_t h = 14695981039346656037ULL;
  for (const char c : bytes) {
    h ^= static_cast<std::uint8_t>(c);
    h *= 1099511628211ULL;
  }
  return h;
}

std::string hex(std::uint64_t v) {
  char buf[19];
  std::snprintf(buf, sizeof buf, "0x%016" PRIx64, v);
  return buf;
}

TEST(Determinism, FnvOneAOfKnownInputs) {
  EXPECT_EQ(fnv1a64(""), 0xcbf29ce484222325ULL);
  EXPECT_EQ(fnv1a64("a"), 0xaf63dc4c8601ec8cULL);
  EXPECT_EQ(fnv1a64("foobar"), 0x85944171f73967e8ULL);
}

/// The games that have examples: the first folder of every corpus scenario, in order.
std::vector<std::string> corpus_games() {
  std::vector<std::string> games;
  for (const std::string& f : skedaddle::corpus::scenario_files()) {
    const std::string game = f.substr(0, f.find('/'));
    if (games.empty() || games.back() != game) games.push_back(game);
  }
  return games;
}

class CorpusHash : public testing::TestWithParam<std::string> {};

// Each game's corpus hash: FNV-1a 64 of the outcome JSON texts of its examples, concatenated in
// sorted file order, committed in games/<game>/examples/corpus-hash.txt. A change of the
// game's behaviour changes it: update it deliberately, in the same commit as the change (with
// the expected outcomes, SKEDADDLE_UPDATE_EXPECTED=1 writes both).
TEST_P(CorpusHash, IsTheCommittedOne) {
  const std::string& game = GetParam();
  std::string all;
  for (const std::string& scenario : skedaddle::corpus::scenario_files()) {
    if (scenario.rfind(game + "/", 0) != 0) continue;
    const skedaddle::Result<std::string> outcome = skedaddle::corpus::resolve_file(scenario);
    ASSERT_TRUE(outcome.ok()) << scenario << " does not resolve:\n"
                              << skedaddle::corpus::describe(outcome.errors());
    all += outcome.value();
  }
  const std::string observed = hex(fnv1a64(all));
  const auto file = skedaddle::corpus::games_dir() / game / "examples" / "corpus-hash.txt";
  if (skedaddle::corpus::updating_expected()) {
    ASSERT_TRUE(skedaddle::corpus::write_text(file, observed + "\n")) << "cannot write " << file;
    return;
  }
  const std::optional<std::string> committed = skedaddle::corpus::read_text(file);
  ASSERT_TRUE(committed.has_value())
      << "no " << file << ": the hash of " << game << "'s corpus is " << observed;
  EXPECT_EQ(observed + "\n", *committed)
      << "the corpus hash of " << game << " is " << observed << ", the committed value in " << file
      << " " << *committed
      << "If the change of behaviour is intended, update that file deliberately, in the same "
         "commit as the change (SKEDADDLE_UPDATE_EXPECTED=1 rewrites it with the expected "
         "outcomes).";
}

INSTANTIATE_TEST_SUITE_P(Games, CorpusHash, testing::ValuesIn(corpus_games()),
                         [](const testing::TestParamInfo<std::string>& game) {
                           return game.param;
                         });

/// An outcome JSON without the best chooser's reasons (the "best" of each chose event) and
/// without its verification: a replay plays the same choices from the script, which has no
/// reason to give, and answers another request (another scenario and chooser).
std::string without_reasons(const std::string& outcome) {
  json doc = json::parse(outcome);
  doc.erase("verification");
  for (json& event : doc.at("events"))
    event.erase("best");
  return doc.dump(2);
}

class Replay : public testing::TestWithParam<std::string> {};

TEST_P(Replay, GivesTheSameOutcome) {
  const std::string& scenario = GetParam();
  const skedaddle::Result<std::string> first = skedaddle::corpus::resolve_file(scenario);
  ASSERT_TRUE(first.ok()) << scenario << " does not resolve:\n"
                          << skedaddle::corpus::describe(first.errors());
  const json outcome = json::parse(first.value());
  if (outcome.value("kind", "") == "refused") {
    // ALL-3: a refused request changes nothing and has no replay: it is refused again alike.
    const skedaddle::Result<std::string> again = skedaddle::corpus::resolve_file(scenario);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value(), first.value()) << "the refusal of " << scenario << " differs";
    return;
  }
  ASSERT_TRUE(outcome.contains("replay")) << "the outcome of " << scenario << " has no replay";
  const json& replay = outcome.at("replay");

  // The scenario with the recorded choices and seed in place of its own, replayed strictly
  // from the script (an outcome without choices met no decision with two options).
  const auto text = skedaddle::corpus::read_text(skedaddle::corpus::games_dir() / scenario);
  ASSERT_TRUE(text.has_value()) << "cannot read " << scenario;
  json doc = json::parse(*text);
  doc["choices"] = replay.at("choices");
  if (replay.contains("seed")) doc["seed"] = replay.at("seed");
  skedaddle::Result<skedaddle::io::LoadedScenario> loaded =
      skedaddle::io::load_scenario(doc.dump());
  ASSERT_TRUE(loaded.ok()) << "the replay of " << scenario << " does not load:\n"
                           << skedaddle::corpus::describe(loaded.errors());
  const skedaddle::Result<std::string> second =
      skedaddle::corpus::resolve_to_json(std::move(loaded).value(), skedaddle::ChooserKind::script);
  ASSERT_TRUE(second.ok()) << "the replay of " << scenario << " does not resolve:\n"
                           << skedaddle::corpus::describe(second.errors());
  EXPECT_EQ(without_reasons(second.value()), without_reasons(first.value()))
      << "the replay of " << scenario << " differs";
}

INSTANTIATE_TEST_SUITE_P(Examples, Replay, testing::ValuesIn(skedaddle::corpus::scenario_files()),
                         skedaddle::corpus::test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Replay);

}  // namespace
