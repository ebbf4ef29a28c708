// SPDX-License-Identifier: MIT
// Bad input never crashes the loader and never escapes as an exception: every value of a valid
// scenario replaced by every kind of JSON value, and every prefix of its text.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/json_doc.hpp"
#include "support/mutations.hpp"

namespace skedaddle::io {
namespace {

using test::Json;

std::string fixture_text() {
  return test::read_text(test::data_path(__FILE__, "rout.json"));
}

// Loads without throwing; a failure has errors whose pointers are JSON pointers.
void expect_sound(const std::string& text, const std::string& what) {
  test::load_soundly(text, what);
}

TEST(GcacwScenarioFuzz, EveryValueReplacedByEveryKindOfValue) {
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
  test::for_each_mutation(Json::parse(fixture_text()), replacements, expect_sound);
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
