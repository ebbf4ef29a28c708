// SPDX-License-Identifier: MIT
// Conformance: every scenario of examples/ resolved with the default chooser gives exactly its
// expected outcome (name.expected.json beside it), every ruling has a scenario, and every GITM
// and ROTD message (GI-7) is printed by one.
// SKEDADDLE_UPDATE_EXPECTED=1 rewrites the expected outcomes instead of comparing.
#include <gtest/gtest.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"

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

std::string ParamName(const testing::TestParamInfo<std::string>& info) {
  return skedaddle::corpus::param_name(info.param);
}

INSTANTIATE_TEST_SUITE_P(Examples, Conformance,
                         testing::ValuesIn(skedaddle::corpus::scenario_files()), ParamName);
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

/// The file names of the corpus scenarios under `dir` ("" for the whole corpus).
std::vector<std::string> scenario_names(const std::string& dir) {
  std::vector<std::string> names;
  for (const std::string& f : skedaddle::corpus::scenario_files()) {
    if (!dir.empty() && f.rfind(dir + "/", 0) != 0) continue;
    names.push_back(std::filesystem::path(f).filename().string());
  }
  return names;
}

/// True when some name starts with the ruling id in lower case, "gc-7-..." or zero-padded
/// "gc-07-..." for `prefix` "gc" and `id` 7.
bool pinned(const std::vector<std::string>& names, const std::string& prefix, int id) {
  const std::string plain = prefix + "-" + std::to_string(id) + "-";
  const std::string padded = prefix + (id < 10 ? "-0" : "-") + std::to_string(id) + "-";
  for (const std::string& n : names) {
    if (n.rfind(plain, 0) == 0 || n.rfind(padded, 0) == 0) return true;
  }
  return false;
}

TEST(Corpus, EveryGcacwRulingHasAScenario) {
  // DESIGN.md: every ruling has at least one scenario, named after it: the file name starts
  // with the ruling id in lower case, "gc-7-..." or zero-padded "gc-07-...".
  const std::vector<std::string> names = scenario_names("");
  for (int id = 1; id <= 11; ++id) {
    EXPECT_TRUE(pinned(names, "gc", id)) << "no scenario pins GC-" << id << " (a file named gc-"
                                         << (id < 10 ? "0" : "") << id << "-...)";
  }
}

TEST(Corpus, EveryJacobiteRulingHasAScenario) {
  // The same for Jacobite Rising, JR-1..JR-12, among the files under games/jacobite/examples/.
  const std::vector<std::string> names = scenario_names("jacobite/examples");
  for (int id = 1; id <= 12; ++id) {
    EXPECT_TRUE(pinned(names, "jr", id))
        << "no scenario pins JR-" << id << " (a file named jacobite/jr-" << (id < 10 ? "0" : "")
        << id << "-...)";
  }
}

TEST(Corpus, EveryGitmRulingHasAScenarioInEachVariant) {
  // GI-1..GI-7, in games/gitm/examples/gitm/ and again in games/gitm/examples/rotd/: the variants
  // differ in GI-3, GI-4 and GI-7, and each ruling is pinned in both.
  for (const std::string variant : {"gitm", "rotd"}) {
    const std::vector<std::string> names = scenario_names("gitm/examples/" + variant);
    for (int id = 1; id <= 7; ++id) {
      EXPECT_TRUE(pinned(names, "gi", id)) << "no scenario pins GI-" << id << " (a file named "
                                           << variant << "/gi-" << id << "-...)";
    }
  }
}

TEST(Corpus, EveryGrandeTactiqueRulingHasAScenario) {
  // GT-1..GT-14, among the files under games/grande_tactique/examples/ ("gt-4-...").
  const std::vector<std::string> names = scenario_names("grande_tactique/examples");
  for (int id = 1; id <= 14; ++id) {
    EXPECT_TRUE(pinned(names, "gt", id))
        << "no scenario pins GT-" << id << " (a file named grande-tactique/gt-" << id << "-...)";
  }
}

TEST(Corpus, EveryRefusedOutcomeCitesTheRulingItsScenarioIsNamedAfter) {
  // ALL-3: a refused request is an outcome of kind "refused" whose "rule" is the ruling that
  // forbids it, the one the scenario's name starts with ("jacobite/jr-11-..." -> "JR-11"); at
  // least one scenario per ALL-3 example of the ruling (a JR-11 retire, a GT-9 rally) and a
  // GCACW cavalry retreat of other arms (GC-1).
  std::vector<std::string> rules;
  for (const std::string& f : skedaddle::corpus::files_ending_with(".expected.json")) {
    const auto text = skedaddle::corpus::read_text(games_dir() / f);
    ASSERT_TRUE(text.has_value()) << f;
    const json outcome = json::parse(*text);
    if (outcome.value("kind", "") != "refused") continue;
    std::string rule = outcome.at("rule").get<std::string>();
    rules.push_back(rule);
    for (char& c : rule)
      c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::string name = std::filesystem::path(f).filename().string();
    // Zero-padded ids too: "jr-11" as written, "gt-9" or "gt-09".
    const std::string padded =
        rule.size() == 4 ? rule.substr(0, 3) + "0" + rule.substr(3) : std::string(rule);
    EXPECT_TRUE(name.rfind(rule + "-", 0) == 0 || name.rfind(padded + "-", 0) == 0)
        << f << " is refused by " << outcome.at("rule") << ", not the ruling it is named after";
    EXPECT_FALSE(outcome.at("reason").get<std::string>().empty()) << f;
    EXPECT_FALSE(outcome.contains("events")) << f << ": a refused request changes nothing";
  }
  EXPECT_NE(std::find(rules.begin(), rules.end(), "JR-11"), rules.end());
  EXPECT_NE(std::find(rules.begin(), rules.end(), "GT-9"), rules.end());
  EXPECT_NE(std::find(rules.begin(), rules.end(), "GC-1"), rules.end());
}

/// Every message text of the expected outcomes under `dir`.
std::vector<std::string> expected_messages(const std::string& dir) {
  std::vector<std::string> out;
  for (const std::string& f : skedaddle::corpus::files_ending_with(".expected.json")) {
    if (f.rfind(dir + "/", 0) != 0) continue;
    const auto text = skedaddle::corpus::read_text(games_dir() / f);
    if (!text) continue;
    const json outcome = json::parse(*text);
    for (const json& e : outcome.at("events")) {
      if (e.at("type") == "message") out.push_back(e.at("text").get<std::string>());
    }
  }
  return out;
}

TEST(Corpus, EveryGitmMessageIsPrintedByAScenarioOfEachVariant) {
  // GI-7, after the unit id; the rout-shattered line is ROTD's alone.
  const std::vector<std::string> common = {
      " is unable to move.",
      " is unable to retreat and is forced to surrender!",
      " is unable to fall back and is forced to surrender!",
      " is unable to rout and is forced to surrender!",
      " has no direction to retreat and is forced to surrender!",
      " tries to retreat but is blocked, and surrenders!",
      " tries to fall back but is blocked, and surrenders!",
      " tries to rout but is blocked, and surrenders!",
      " is exhausted, and surrenders!",
      " is trapped by enemy forces and surrenders!",
  };
  for (const std::string variant : {"gitm", "rotd"}) {
    std::vector<std::string> wanted = common;
    if (variant == "rotd") wanted.push_back(" is unable to rout and is shattered!");
    const std::vector<std::string> printed = expected_messages("gitm/examples/" + variant);
    for (const std::string& tail : wanted) {
      const bool found = std::any_of(printed.begin(), printed.end(), [&](const std::string& m) {
        return m.size() > tail.size() && m.compare(m.size() - tail.size(), tail.size(), tail) == 0;
      });
      EXPECT_TRUE(found) << "no " << variant << " scenario prints \"X" << tail << "\"";
    }
  }
}

}  // namespace
