// SPDX-License-Identifier: MIT
// Determinism (DESIGN.md): one hash of every outcome of the corpus, committed; and every
// outcome's recorded replay resolves again to the same outcome, byte for byte.
#include <gtest/gtest.h>

#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "conformance/corpus.hpp"

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

/// FNV-1a 64 of the outcome JSON texts of the whole corpus, concatenated in sorted file order.
/// A change of behaviour changes it: update it deliberately, in the same commit.
// 2026-11-25 (issue 12, the rulings settled that day): GCACW fatal retreats (GC-1, GC-8..GC-11:
// a path that destroys the stack ends and completes where it dies), map sections
// (gc-07-map-section-with-printed-numbers); Jacobite JR-3, JR-4, JR-6, JR-8 (eight new examples,
// jr-05-blocked-loss-no-leader-check-option-off replaced, three renamed); GT-4 exact paths on
// arcs, mirror ties, contact, GT-6 order (seven new examples, five changed); ALL-3 refused
// outcomes (three new examples).
// 2026-11-25, issue 13 (one game, one folder): the examples moved to games/<game>/examples/, so
// the corpus is hashed in a new order (gitm's ROTD examples now come before Grande Tactique's);
// no outcome changed: concatenated in the old order, the outcomes still hash to the previous
// value 0xa010855dc2a875b5.
constexpr std::uint64_t kCorpusHash = 0xb43933bc672653bdULL;

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

TEST(Determinism, CorpusHashIsTheCommittedOne) {
  std::string all;
  for (const std::string& scenario : skedaddle::corpus::scenario_files()) {
    const skedaddle::Result<std::string> outcome = skedaddle::corpus::resolve_file(scenario);
    ASSERT_TRUE(outcome.ok()) << scenario << " does not resolve:\n"
                              << skedaddle::corpus::describe(outcome.errors());
    all += outcome.value();
  }
  const std::uint64_t observed = fnv1a64(all);
  EXPECT_EQ(observed, kCorpusHash)
      << "the corpus hash is " << hex(observed) << ", the committed value " << hex(kCorpusHash)
      << ". If the change of behaviour is intended, update kCorpusHash in "
         "tests/conformance/determinism_test.cpp deliberately, in the same commit as the change "
         "(and the expected outcomes with SKEDADDLE_UPDATE_EXPECTED=1).";
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
  EXPECT_EQ(second.value(), first.value()) << "the replay of " << scenario << " differs";
}

std::string ParamName(const testing::TestParamInfo<std::string>& info) {
  return skedaddle::corpus::param_name(info.param);
}

INSTANTIATE_TEST_SUITE_P(Examples, Replay, testing::ValuesIn(skedaddle::corpus::scenario_files()),
                         ParamName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Replay);

}  // namespace
