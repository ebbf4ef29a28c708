// SPDX-License-Identifier: MIT
// The strict JSON reader's document (io::detail::parse_json) against nlohmann's own parse of the
// same text, and the pointers it names problems by inside nested containers. The reader builds
// an object's members aside and moves them in when it closes; these tests pin that the
// document and the pointers are what a plain parse gives.
#include <gtest/gtest.h>

#include <cstddef>
#include <random>
#include <string>

#include "io/json_reader.hpp"
#include "skedaddle/io/limits.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::io::detail {
namespace {

/// A random JSON value: objects of up to 40 members (past the reader's 16, where it hashes
/// keys), arrays, strings with escapes, integers of both signs, doubles, booleans and null.
void random_value(std::mt19937& rng, int depth, std::string& out) {
  const int kind = static_cast<int>(rng() % (depth >= 5 ? 5U : 7U));
  switch (kind) {
    case 0:
      out += "null";
      return;
    case 1:
      out += rng() % 2 == 0 ? "true" : "false";
      return;
    case 2:
      out += std::to_string(static_cast<long long>(rng() % 2'000'001) - 1'000'000);
      return;
    case 3:
      out += std::to_string(static_cast<double>(rng() % 10'000) / 64.0);
      return;
    case 4:
      out += "\"s" + std::to_string(rng() % 1000) + (rng() % 4 == 0 ? "\\n\\\"\\u00e9\"" : "\"");
      return;
    case 5: {
      const std::size_t n = rng() % 6;
      out += '[';
      for (std::size_t i = 0; i < n; ++i) {
        if (i > 0) out += ',';
        random_value(rng, depth + 1, out);
      }
      out += ']';
      return;
    }
    default: {
      const std::size_t n = rng() % 4 == 0 ? 17 + rng() % 24 : rng() % 6;
      out += '{';
      for (std::size_t i = 0; i < n; ++i) {
        if (i > 0) out += ',';
        // Distinct keys, in no particular order.
        out += "\"k" + std::to_string((i * 7919 + rng() % 7) % 100'000 * 100 + i) + "\":";
        random_value(rng, depth + 1, out);
      }
      out += '}';
    }
  }
}

TEST(JsonReader, BuildsTheDocumentNlohmannParses) {
  std::mt19937 rng(20261129);
  for (int round = 0; round < test::scaled(500); ++round) {
    std::string text;
    random_value(rng, 0, text);
    Errors errors;
    const std::optional<Json> read = parse_json(text, Limits{}, errors);
    ASSERT_TRUE(read.has_value()) << text;
    EXPECT_TRUE(errors.empty()) << text;
    // ordered_json compares objects member by member in order: the key order is kept too.
    EXPECT_EQ(*read, Json::parse(text)) << text;
  }
}

Errors errors_of(const std::string& text, const Limits& limits = {}) {
  Errors errors;
  EXPECT_FALSE(parse_json(text, limits, errors).has_value()) << text;
  return errors;
}

TEST(JsonReader, NamesADuplicateKeyByItsPlaceInNestedContainers) {
  std::string large = R"({"a": 1, "b": [true, {"c": {)";
  for (int i = 0; i < 20; ++i)
    large += "\"k" + std::to_string(i) + "\": [" + std::to_string(i) + "], ";
  large += R"("k3": 0}}], "z": {"y": 2, "y": 3}})";
  const Errors errors = errors_of(large);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].pointer, "/b/1/c/k3");
  EXPECT_EQ(errors[0].message, "duplicate key \"k3\"");
  EXPECT_EQ(errors[1].pointer, "/z/y");
}

TEST(JsonReader, NamesTheValueTooDeepAndTheKeyTooLongByTheirPlace) {
  const Errors deep = errors_of(R"({"a": {"b": [0, 1, [[2]]]}})", Limits{.depth = 4});
  ASSERT_EQ(deep.size(), 1u);
  EXPECT_EQ(deep[0].pointer, "/a/b/2/0");
  const Errors long_key = errors_of(R"({"a": [{"x": 0}, {"xxxx": 0}]})", Limits{.key_bytes = 3});
  ASSERT_EQ(long_key.size(), 1u);
  EXPECT_EQ(long_key[0].pointer, "/a/1");
  const Errors long_string =
      errors_of(R"({"a": {"b": 0, "c": [1, "long"]}})", Limits{.string_bytes = 3});
  ASSERT_EQ(long_string.size(), 1u);
  EXPECT_EQ(long_string[0].pointer, "/a/c/1");
}

}  // namespace
}  // namespace skedaddle::io::detail
