// SPDX-License-Identifier: MIT
// The outputs' JSON writer (src/io/json_writer.cpp) against nlohmann's dump of the same
// document, the layout the outcome documents always had: random documents of every kind of
// value, nested and empty containers, strings needing escapes and invalid UTF-8, in both
// layouts.
#include "io/json_writer.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>

#include <nlohmann/json.hpp>

#include "support/light_tests.hpp"

namespace skedaddle::io::detail {

// The alias src/io/json_reader.hpp declares too (a unity build may see both).
using Json = nlohmann::ordered_json;

namespace {

/// Writes `value` token by token (what the outcome writers do).
void write(JsonWriter& w, const Json& value) {
  switch (value.type()) {
    case Json::value_t::object:
      w.begin_object();
      for (const auto& [k, v] : value.items()) {
        w.key(k);
        write(w, v);
      }
      w.end_object();
      return;
    case Json::value_t::array:
      w.begin_array();
      for (const Json& v : value)
        write(w, v);
      w.end_array();
      return;
    case Json::value_t::string:
      w.string(value.get_ref<const std::string&>());
      return;
    case Json::value_t::boolean:
      w.boolean(value.get<bool>());
      return;
    case Json::value_t::number_integer:
      w.integer(value.get<std::int64_t>());
      return;
    case Json::value_t::number_unsigned:
      w.unsigned_integer(value.get<std::uint64_t>());
      return;
    case Json::value_t::number_float:
      w.number(value.get<double>());
      return;
    default:
      w.null();
      return;
  }
}

std::string written(const Json& doc, JsonLayout layout) {
  std::string out;
  JsonWriter w(out, layout);
  write(w, doc);
  w.finish();
  return out;
}

std::string dumped(const Json& doc, JsonLayout layout) {
  constexpr auto kReplace = Json::error_handler_t::replace;
  return layout == JsonLayout::one_line ? doc.dump(-1, ' ', false, kReplace)
                                        : doc.dump(2, ' ', false, kReplace) + "\n";
}

std::string random_string(std::mt19937_64& rng) {
  static const std::string pieces[] = {"a",    "0501", "Kemper", " ", "\"",   "\\",   "\n", "\t",
                                       "\x01", "\x7f", "é",      "→", "\xff", "\xc3", "🂡",  "/"};
  std::string out;
  const int n = static_cast<int>(rng() % 6);
  for (int i = 0; i < n; ++i)
    out += pieces[rng() % std::size(pieces)];
  return out;
}

Json random_writer_input(std::mt19937_64& rng, int depth) {
  const int kind = static_cast<int>(rng() % (depth > 3 ? 6 : 8));
  switch (kind) {
    case 0:
      return nullptr;
    case 1:
      return rng() % 2 == 0;
    case 2:
      return static_cast<std::int64_t>(rng()) >> (rng() % 64);
    case 3: {
      static const double doubles[] = {
          0.0,        2.0,       -1.5,
          0.1,        1e-7,      1e21,
          123456.789, 1.0 / 3.0, std::numeric_limits<double>::infinity()};
      return rng() % 2 == 0
                 ? doubles[rng() % std::size(doubles)]
                 : std::round(std::ldexp(static_cast<double>(rng() % 1000000), -10) * 1e6) / 1e6;
    }
    case 4:
      return rng() % 2 == 0 ? Json(rng()) : Json(random_string(rng));
    case 5:
      return random_string(rng);
    case 6: {
      Json array = Json::array();
      const int n = static_cast<int>(rng() % 4);
      for (int i = 0; i < n; ++i)
        array.push_back(random_writer_input(rng, depth + 1));
      return array;
    }
    default: {
      Json object = Json::object();
      const int n = static_cast<int>(rng() % 4);
      for (int i = 0; i < n; ++i)
        object[random_string(rng) + std::to_string(i)] = random_writer_input(rng, depth + 1);
      return object;
    }
  }
}

TEST(JsonWriter, WritesWhatNlohmannDumpsInBothLayouts) {
  std::mt19937_64 rng(20261128);
  for (int i = 0; i < test::scaled(5000); ++i) {
    Json doc = Json::object();
    doc["format"] = "skedaddle-outcome/1";
    doc["value"] = random_writer_input(rng, 0);
    for (const JsonLayout layout : {JsonLayout::indented, JsonLayout::one_line}) {
      ASSERT_EQ(written(doc, layout), dumped(doc, layout)) << "document " << i;
    }
  }
}

TEST(JsonWriter, EmptyContainersAndNestingAreLaidOutAsDumpLaysThemOut) {
  const Json doc = Json::parse(R"({"a":[],"b":{},"c":[[],{},[1,[2]]],"d":{"e":{"f":[]}}})");
  EXPECT_EQ(written(doc, JsonLayout::indented), dumped(doc, JsonLayout::indented));
  EXPECT_EQ(written(doc, JsonLayout::one_line),
            R"({"a":[],"b":{},"c":[[],{},[1,[2]]],"d":{"e":{"f":[]}}})");
}

TEST(JsonWriter, AMemberOfAnEnclosingDocumentIsIndentedToItsDepth) {
  std::string out = "{\n  \"x\": 1,\n  ";
  JsonWriter w(out, JsonLayout::indented, 1);
  w.key("member").begin_object();
  w.key("list").integers({1, 2});
  w.end_object();
  out += "\n}\n";
  const Json doc = Json::parse(R"({"x":1,"member":{"list":[1,2]}})");
  EXPECT_EQ(out, dumped(doc, JsonLayout::indented));
}

}  // namespace
}  // namespace skedaddle::io::detail
