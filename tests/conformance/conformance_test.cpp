// SPDX-License-Identifier: MIT
// Conformance: every scenario of examples/ resolved with the default chooser gives exactly its
// expected outcome (name.expected.json beside it), every ruling has a scenario and every refused
// request cites the ruling its scenario is named after. What a game's corpus must cover besides
// (GITM's rulings and messages in each variant, a game's refusals) is in games/<game>/tests/.
// SKEDADDLE_UPDATE_EXPECTED=1 rewrites the expected outcomes instead of comparing.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "conformance/test_name.hpp"
#include "skedaddle/core/rulings.hpp"

namespace {

using nlohmann::json;
using skedaddle::corpus::expected_file;
using skedaddle::corpus::games_dir;

std::string shown(const json& value) {
  std::string text = value.dump();
  constexpr std::size_t kMax = 200;
  if (text.size() > kMax) text = text.substr(0, kMax) + "...";
  return text;
}

/// A key as a JSON pointer token (RFC 6901: '~' -> "~0", '/' -> "~1").
std::string escaped(const std::string& key) {
  std::string out;
  for (const char c : key) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out += c;
    }
  }
  return out;
}

std::string kind_of(const json& value) {
  return value.type_name();
}

/// The first place where `actual` differs from `expected`, described with its JSON pointer, or
/// nothing when the two are equal. Objects compare key by key (sorted), arrays element by
/// element.
std::optional<std::string> first_difference(const json& expected, const json& actual,
                                            const std::string& pointer) {
  const std::string where = pointer.empty() ? "(document)" : pointer;
  if (expected.type() != actual.type() &&
      !(expected.is_number() && actual.is_number() && expected == actual)) {
    return "at " + where + ": expected " + kind_of(expected) + " " + shown(expected) + ", got " +
           kind_of(actual) + " " + shown(actual);
  }
  if (expected.is_object()) {
    for (auto it = expected.begin(); it != expected.end(); ++it) {
      const std::string child = pointer + "/" + escaped(it.key());
      if (!actual.contains(it.key())) {
        return "at " + child + ": expected " + shown(it.value()) + ", got nothing (key missing)";
      }
      if (auto d = first_difference(it.value(), actual.at(it.key()), child)) return d;
    }
    for (auto it = actual.begin(); it != actual.end(); ++it) {
      if (!expected.contains(it.key())) {
        return "at " + pointer + "/" + escaped(it.key()) +
               ": expected nothing (no such key), got " + shown(it.value());
      }
    }
    return std::nullopt;
  }
  if (expected.is_array()) {
    const std::size_t common = std::min(expected.size(), actual.size());
    for (std::size_t i = 0; i < common; ++i) {
      if (auto d = first_difference(expected[i], actual[i], pointer + "/" + std::to_string(i))) {
        return d;
      }
    }
    if (expected.size() != actual.size()) {
      const std::string child = pointer + "/" + std::to_string(common);
      return "at " + child + ": expected " + std::to_string(expected.size()) + " elements, got " +
             std::to_string(actual.size()) + "; first unmatched: " +
             (expected.size() > common ? "expected " + shown(expected[common])
                                       : "got " + shown(actual[common]));
    }
    return std::nullopt;
  }
  if (expected != actual) {
    return "at " + where + ": expected " + shown(expected) + ", got " + shown(actual);
  }
  return std::nullopt;
}

class Conformance : public testing::TestWithParam<std::string> {};

TEST_P(Conformance, MatchesExpectedOutcome) {
  const std::string& scenario = GetParam();
  const skedaddle::Result<std::string> outcome = skedaddle::corpus::resolve_file(scenario);
  ASSERT_TRUE(outcome.ok()) << scenario << " does not resolve:\n"
                            << skedaddle::corpus::describe(outcome.errors());

  const auto expected_path = games_dir() / expected_file(scenario);
  if (skedaddle::corpus::updating_expected()) {
    ASSERT_TRUE(skedaddle::corpus::write_text(expected_path, outcome.value()))
        << "cannot write " << expected_path.string();
    return;
  }
  const std::optional<std::string> expected_text = skedaddle::corpus::read_text(expected_path);
  ASSERT_TRUE(expected_text.has_value())
      << scenario << " has no expected outcome " << expected_file(scenario)
      << ": work the outcome out by hand, then write it with SKEDADDLE_UPDATE_EXPECTED=1";

  const json expected = json::parse(*expected_text, nullptr, false);
  ASSERT_FALSE(expected.is_discarded()) << expected_file(scenario) << " is not valid JSON";
  const json actual = json::parse(outcome.value(), nullptr, false);
  ASSERT_FALSE(actual.is_discarded()) << "the outcome of " << scenario << " is not valid JSON";

  const std::optional<std::string> difference = first_difference(expected, actual, "");
  EXPECT_FALSE(difference.has_value())
      << scenario << ": the outcome differs from " << expected_file(scenario) << "\n  "
      << difference.value_or("") << "\nIf the change of behaviour is intended, rewrite it with "
      << "SKEDADDLE_UPDATE_EXPECTED=1 and review the diff.";
}

INSTANTIATE_TEST_SUITE_P(Examples, Conformance,
                         testing::ValuesIn(skedaddle::corpus::scenario_files()),
                         skedaddle::corpus::test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(Conformance);

TEST(Corpus, IsNotEmpty) {
  EXPECT_FALSE(skedaddle::corpus::scenario_files().empty())
      << "no scenario under " << games_dir().string();
}

TEST(Corpus, ParamNamesAreUnique) {
  std::set<std::string> names;
  for (const std::string& f : skedaddle::corpus::scenario_files()) {
    EXPECT_TRUE(names.insert(skedaddle::corpus::param_name(f)).second)
        << f << " maps to the test name of another scenario";
  }
}

TEST(Corpus, EveryExpectedOutcomeHasItsScenario) {
  for (const std::string& e :
       skedaddle::corpus::files_ending_with(skedaddle::corpus::kExpectedSuffix)) {
    const std::string scenario =
        e.substr(0, e.size() - skedaddle::corpus::kExpectedSuffix.size()) + ".json";
    EXPECT_TRUE(std::filesystem::exists(games_dir() / scenario))
        << e << " is left over: no scenario " << scenario;
  }
}

// DESIGN.md: every ruling of a game has at least one scenario, named after it ("gc-7-..." or
// "gc-07-..." for GC-7). Not the rulings for all games (ALL-*), nor the three that gather a game's
// house defaults, impossible positions and accepted decisions, which no one scenario is named
// after.
TEST(Corpus, EveryRulingHasAScenario) {
  const std::vector<std::string> unpinned = {"JR-13", "GI-8", "GT-15"};
  const std::vector<std::string> names = skedaddle::corpus::scenario_names("");
  int pinned = 0;
  for (const skedaddle::Ruling& r : skedaddle::rulings()) {
    if (r.id.rfind("ALL-", 0) == 0 ||
        std::find(unpinned.begin(), unpinned.end(), r.id) != unpinned.end()) {
      continue;
    }
    EXPECT_TRUE(skedaddle::corpus::pinned(names, r.id))
        << "no scenario pins " << r.id << " (a file whose name starts with its id in lower case)";
    ++pinned;
  }
  EXPECT_GT(pinned, 0);
  for (const std::string& id : unpinned)
    EXPECT_NE(skedaddle::find_ruling(id), nullptr) << id << " is no longer published";
}

TEST(Corpus, EveryRefusedOutcomeCitesTheRulingItsScenarioIsNamedAfter) {
  // ALL-3: a refused request is an outcome of kind "refused" whose "rule" is the ruling that
  // forbids it, the one the scenario's name starts with ("jacobite/jr-11-..." -> "JR-11").
  int refused = 0;
  for (const std::string& f : skedaddle::corpus::files_ending_with(".expected.json")) {
    const auto text = skedaddle::corpus::read_text(games_dir() / f);
    ASSERT_TRUE(text.has_value()) << f;
    const json outcome = json::parse(*text);
    if (outcome.value("kind", "") != "refused") continue;
    ++refused;
    const std::string rule = outcome.at("rule").get<std::string>();
    const std::string name = std::filesystem::path(f).filename().string();
    EXPECT_TRUE(skedaddle::corpus::pinned({name}, rule))
        << f << " is refused by " << outcome.at("rule") << ", not the ruling it is named after";
    EXPECT_FALSE(outcome.at("reason").get<std::string>().empty()) << f;
    EXPECT_FALSE(outcome.contains("events")) << f << ": a refused request changes nothing";
  }
  EXPECT_GT(refused, 0);
}

}  // namespace
