// SPDX-License-Identifier: MIT
// Bad input never crashes the loader and never escapes as an exception: every value of a valid
// scenario replaced by every kind of JSON value, and every prefix of its text.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

std::string fixture_text() {
  std::ifstream in(std::filesystem::path(__FILE__).parent_path() / "data" / "rout.json");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void collect_pointers(const Json& value, const Json::json_pointer& at,
                      std::vector<Json::json_pointer>& out) {
  out.push_back(at);
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it) {
      collect_pointers(it.value(), at / it.key(), out);
    }
  } else if (value.is_array()) {
    for (std::size_t i = 0; i < value.size(); ++i)
      collect_pointers(value[i], at / i, out);
  }
}

// Loads without throwing; a failure has errors whose pointers are JSON pointers.
void expect_sound(const std::string& text, const std::string& what) {
  std::optional<Result<LoadedScenario>> r;
  EXPECT_NO_THROW(r.emplace(load_scenario(text))) << what;
  if (!r || r->ok()) return;
  EXPECT_FALSE(r->errors().empty()) << what;
  for (const Error& e : r->errors()) {
    EXPECT_TRUE(e.pointer.empty() || e.pointer.front() == '/') << what << ": " << e.pointer;
    EXPECT_FALSE(e.message.empty()) << what;
  }
}

TEST(GcacwScenarioFuzz, EveryValueReplacedByEveryKindOfValue) {
  const Json doc = Json::parse(fixture_text());
  std::vector<Json::json_pointer> pointers;
  collect_pointers(doc, Json::json_pointer(), pointers);
  const std::vector<Json> replacements = {nullptr,
                                          true,
                                          false,
                                          0,
                                          1,
                                          -1,
                                          100,
                                          2147483648LL,
                                          -2147483649LL,
                                          18446744073709551615ULL,
                                          2.5,
                                          "",
                                          "x",
                                          "0101",
                                          "9999",
                                          "stop",
                                          Json::array(),
                                          Json::object(),
                                          Json::array({"0505", "0506"}),
                                          Json::array({"Hood"})};
  for (const Json::json_pointer& p : pointers) {
    if (p.empty()) continue;
    for (const Json& replacement : replacements) {
      Json mutated = doc;
      mutated[p] = replacement;
      expect_sound(mutated.dump(), p.to_string() + " = " + replacement.dump());
    }
    Json removed = doc;
    removed[p.parent_pointer()].erase(removed[p.parent_pointer()].is_object()
                                          ? removed[p.parent_pointer()].find(p.back())
                                          : removed[p.parent_pointer()].begin() +
                                                std::stol(p.back()));
    expect_sound(removed.dump(), "without " + p.to_string());
  }
}

TEST(GcacwScenarioFuzz, EveryPrefixOfTheText) {
  const std::string text = fixture_text();
  for (std::size_t n = 0; n + 1 < text.size(); ++n) {
    const std::string prefix = text.substr(0, n);
    std::optional<Result<LoadedScenario>> r;
    ASSERT_NO_THROW(r.emplace(load_scenario(prefix))) << n;
    ASSERT_FALSE(r->ok()) << n;
    ASSERT_EQ(r->errors().size(), 1u) << n;
    EXPECT_EQ(r->errors()[0].pointer, "") << n;
  }
}

}  // namespace
}  // namespace skedaddle::io
