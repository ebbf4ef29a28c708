// SPDX-License-Identifier: MIT
// RFC 8785 canonical JSON (src/io/canonical_json.cpp) against the RFC's own examples: the
// number table of Appendix B, the example of section 3.2.2 and the sorting of section 3.2.3;
// then laws over random documents (parse(canonical(x)) == x, idempotence, key order and
// spacing irrelevant) and, for numbers, a brute-force reference of the shortest digits.
#include "io/canonical_json.hpp"

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace skedaddle::io::detail {

// The alias src/io/json_reader.hpp declares too (a unity build may see both).
using Json = nlohmann::ordered_json;

namespace {

std::string canonical_of(const std::string& text) {
  return canonical_json(Json::parse(text));
}

TEST(CanonicalJson, NumbersAreWrittenAsTheRfcAppendixBTableSays) {
  // RFC 8785, Appendix B: IEEE 754 bit patterns and their ECMAScript serialization.
  const std::vector<std::pair<std::uint64_t, std::string>> table = {
      {0x0000000000000000, "0"},
      {0x8000000000000000, "0"},
      {0x0000000000000001, "5e-324"},
      {0x8000000000000001, "-5e-324"},
      {0x7fefffffffffffff, "1.7976931348623157e+308"},
      {0xffefffffffffffff, "-1.7976931348623157e+308"},
      {0x4340000000000000, "9007199254740992"},
      {0xc340000000000000, "-9007199254740992"},
      {0x4430000000000000, "295147905179352830000"},
      {0x44b52d02c7e14af5, "9.999999999999997e+22"},
      {0x44b52d02c7e14af6, "1e+23"},
      {0x44b52d02c7e14af7, "1.0000000000000001e+23"},
      {0x444b1ae4d6e2ef4e, "999999999999999700000"},
      {0x444b1ae4d6e2ef4f, "999999999999999900000"},
      {0x444b1ae4d6e2ef50, "1e+21"},
      {0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
      {0x3eb0c6f7a0b5ed8d, "0.000001"},
      {0x41b3de4355555553, "333333333.3333332"},
      {0x41b3de4355555554, "333333333.33333325"},
      {0x41b3de4355555555, "333333333.3333333"},
      {0x41b3de4355555556, "333333333.3333334"},
      {0x41b3de4355555557, "333333333.33333343"},
      {0xbecbf647612f3696, "-0.0000033333333333333333"},
      {0x43143ff3c1cb0959, "1424953923781206.2"},
  };
  for (const auto& [bits, expected] : table) {
    const double value = std::bit_cast<double>(bits);
    EXPECT_EQ(es6_number(value), expected) << std::hex << bits;
    EXPECT_EQ(canonical_json(Json(value)), expected) << std::hex << bits;
  }
}

TEST(CanonicalJson, NanAndTheInfinitiesHaveNoCanonicalForm) {
  // Appendix B lists them as errors: JSON cannot hold them.
  EXPECT_THROW(es6_number(std::numeric_limits<double>::quiet_NaN()), std::invalid_argument);
  EXPECT_THROW(es6_number(std::numeric_limits<double>::infinity()), std::invalid_argument);
  EXPECT_THROW(es6_number(-std::numeric_limits<double>::infinity()), std::invalid_argument);
}

TEST(CanonicalJson, IntegersAreTheNearestDoubleAsEveryJsonNumber) {
  EXPECT_EQ(canonical_of("[0, -0, 1, -1, 100, 1.0, 1e2, 1E+2, 4.50]"),
            "[0,0,1,-1,100,1,100,100,4.5]");
  // 2^53 + 1 is no double: it reads as 2^53, as in ECMAScript.
  EXPECT_EQ(canonical_of("9007199254740993"), "9007199254740992");
  EXPECT_EQ(canonical_of("18446744073709551615"), "18446744073709552000");
  EXPECT_EQ(canonical_of("-9223372036854775808"), "-9223372036854776000");
}

TEST(CanonicalJson, IntegersUpTo2To53AreWrittenAsTheirDoubleIs) {
  // Integers a double holds exactly are written by a shortcut: it must give es6_number's text.
  std::mt19937_64 rng(53);
  constexpr std::int64_t kExact = std::int64_t{1} << 53;
  std::vector<std::int64_t> values = {0, 1, -1, kExact, -kExact, kExact - 1, -kExact + 1};
  for (int i = 0; i < 2000; ++i)
    values.push_back(static_cast<std::int64_t>(rng() % (2 * kExact + 1)) - kExact);
  for (const std::int64_t v : values) {
    EXPECT_EQ(canonical_json(Json(v)), es6_number(static_cast<double>(v))) << v;
    if (v >= 0) {
      EXPECT_EQ(canonical_json(Json(static_cast<std::uint64_t>(v))),
                es6_number(static_cast<double>(v)))
          << v;
    }
  }
}

TEST(CanonicalJson, TheRfcSection322ExampleGivesItsOutput) {
  // RFC 8785 section 3.2.2: whitespace goes, numbers and strings are rewritten, members sorted.
  const std::string input = R"({
    "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
    "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
    "literals": [null, true, false]
  })";
  EXPECT_EQ(canonical_of(input),
            "{\"literals\":[null,true,false],\"numbers\":[333333333.3333333,1e+30,4.5,0.002,1e-27],"
            "\"string\":\"\xE2\x82\xAC$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}");
}

TEST(CanonicalJson, MembersAreSortedByUtf16CodeUnitsAsInRfcSection323) {
  // RFC 8785 section 3.2.3: the emoji (a surrogate pair, D83D DE00) sorts before U+FB33 though
  // its code point is greater, and "\r" first.
  const std::string input = R"({
    "\u20ac": "Euro Sign",
    "\r": "Carriage Return",
    "\ufb33": "Hebrew Letter Dalet With Dagesh",
    "1": "One",
    "\ud83d\ude00": "Emoji: Grinning Face",
    "\u0080": "Control",
    "\u00f6": "Latin Small Letter O With Diaeresis"
  })";
  const std::string canonical = canonical_of(input);
  const std::vector<std::string> order = {"Carriage Return",
                                          "One",
                                          "Control",
                                          "Latin Small Letter O With Diaeresis",
                                          "Euro Sign",
                                          "Emoji: Grinning Face",
                                          "Hebrew Letter Dalet With Dagesh"};
  std::size_t at = 0;
  for (const std::string& value : order) {
    const std::size_t found = canonical.find("\"" + value + "\"");
    ASSERT_NE(found, std::string::npos) << value;
    EXPECT_GT(found, at) << value << " is out of order in " << canonical;
    at = found;
  }
  EXPECT_EQ(canonical.substr(0, 30), "{\"\\r\":\"Carriage Return\",\"1\":\"O");
}

TEST(CanonicalJson, KeysFromUE000SortAfterSurrogatePairsWhateverTheirBytes) {
  // UTF-8 puts U+E000 (EE 80 80) before the emoji (F0 9F 98 80); UTF-16 puts the emoji's
  // surrogates (D83D) before E000. ASCII keys sort as their bytes either way.
  EXPECT_EQ(canonical_of(R"({"\ue000": 1, "b": 2, "\ud83d\ude00": 3, "a": 4})"),
            "{\"a\":4,\"b\":2,\"\U0001F600\":3,\"\uE000\":1}");
}

TEST(CanonicalJson, ArraysKeepTheirOrderAndNestedObjectsAreSorted) {
  EXPECT_EQ(canonical_of(R"([56, {"d": true, "10": null, "1": [ ]}])"),
            R"([56,{"1":[],"10":null,"d":true}])");
}

TEST(CanonicalJson, OnlyQuoteBackslashAndControlCharactersAreEscaped) {
  EXPECT_EQ(
      canonical_of(R"("\u0000\u0001\b\t\n\u000b\f\r\u001f \u007f\/é€😀")"),
      "\"\\u0000\\u0001\\b\\t\\n\\u000b\\f\\r\\u001f \x7F/\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"");
}

// ---- laws over random documents --------------------------------------------------------

/// A random JSON value of at most `depth` levels: every kind of value, numbers over the whole
/// range of doubles (finite), integers that doubles hold exactly, and strings with escapes,
/// multi-byte characters and characters beyond U+FFFF.
Json random_value(std::mt19937_64& rng, int depth) {
  static const std::vector<std::string> kPieces = {"a",
                                                   "B",
                                                   "1",
                                                   "\"",
                                                   "\\",
                                                   "\n",
                                                   "\x01",
                                                   "\xC3\xB6",
                                                   "\xE2\x82\xAC",
                                                   "\xEF\xAC\xB3",
                                                   "\xF0\x9F\x98\x80",
                                                   " ",
                                                   "/",
                                                   "~"};
  const auto text = [&] {
    std::string s;
    for (std::uint64_t n = rng() % 5; n > 0; --n)
      s += kPieces[rng() % kPieces.size()];
    return s;
  };
  switch (rng() % (depth > 0 ? 8 : 6)) {
    case 0:
      return nullptr;
    case 1:
      return rng() % 2 == 0;
    case 2:
      return static_cast<std::int64_t>(rng() % (std::uint64_t{1} << 53)) - (std::int64_t{1} << 52);
    case 3: {
      double d = std::bit_cast<double>(rng());
      while (!std::isfinite(d))
        d = std::bit_cast<double>(rng());
      return d;
    }
    case 4:
      return static_cast<double>(static_cast<std::int64_t>(rng() % 2001) - 1000) / 8;
    case 5:
      return text();
    case 6: {
      Json array = Json::array();
      for (std::uint64_t n = rng() % 4; n > 0; --n)
        array.push_back(random_value(rng, depth - 1));
      return array;
    }
    default: {
      Json object = Json::object();
      for (std::uint64_t n = rng() % 5; n > 0; --n)
        object[text()] = random_value(rng, depth - 1);
      return object;
    }
  }
}

/// `value` with every object's members in reverse order.
Json reversed(const Json& value) {
  if (value.is_array()) {
    Json out = Json::array();
    for (const Json& element : value)
      out.push_back(reversed(element));
    return out;
  }
  if (!value.is_object()) return value;
  Json out = Json::object();
  std::vector<std::string> keys;
  for (const auto& [key, member] : value.items())
    keys.push_back(key);
  for (auto k = keys.rbegin(); k != keys.rend(); ++k)
    out[*k] = reversed(value.at(*k));
  return out;
}

/// Equal as JSON values, numbers compared as doubles and members in any order.
bool same_value(const Json& a, const Json& b) {
  if (a.is_number() && b.is_number()) return a.get<double>() == b.get<double>();
  if (a.type() != b.type()) return false;
  if (a.is_array()) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
      if (!same_value(a[i], b[i])) return false;
    return true;
  }
  if (a.is_object()) {
    if (a.size() != b.size()) return false;
    for (const auto& [key, member] : a.items())
      if (!b.contains(key) || !same_value(member, b.at(key))) return false;
    return true;
  }
  return a == b;
}

TEST(CanonicalJson, ReadsBackAsTheSameValueAndIsItsOwnCanonicalForm) {
  std::mt19937_64 rng(8785);
  for (int i = 0; i < 3000; ++i) {
    const Json value = random_value(rng, 4);
    const std::string canonical = canonical_json(value);
    const Json back = Json::parse(canonical);
    EXPECT_TRUE(same_value(back, value)) << value.dump() << " -> " << canonical;
    EXPECT_EQ(canonical_json(back), canonical) << value.dump();
  }
}

TEST(CanonicalJson, KeyOrderAndWhitespaceDoNotMatter) {
  std::mt19937_64 rng(1);
  for (int i = 0; i < 3000; ++i) {
    const Json value = random_value(rng, 4);
    const std::string canonical = canonical_json(value);
    EXPECT_EQ(canonical_json(reversed(value)), canonical) << value.dump();
    EXPECT_EQ(canonical_of(value.dump(3)), canonical) << value.dump();
    EXPECT_EQ(canonical_of(reversed(value).dump(1, '\t')), canonical) << value.dump();
  }
}

TEST(CanonicalJson, NumbersHaveTheFewestDigitsThatReadBack) {
  // The reference: the smallest precision at which printf's %.*e reads back as the value, by
  // trying each in turn. es6_number must read back and have exactly that many digits.
  std::mt19937_64 rng(2020);
  for (int i = 0; i < 20000; ++i) {
    double value = std::bit_cast<double>(rng());
    if (!std::isfinite(value) || value == 0) continue;
    if (i % 2 == 0) value = static_cast<double>(static_cast<float>(value));  // short ones too
    if (!std::isfinite(value) || value == 0) continue;
    int fewest = 1;
    std::array<char, 64> buffer{};
    for (; fewest <= 17; ++fewest) {
      std::snprintf(buffer.data(), buffer.size(), "%.*e", fewest - 1, value);
      if (std::strtod(buffer.data(), nullptr) == value) break;
    }
    const std::string written = es6_number(value);
    EXPECT_EQ(std::strtod(written.c_str(), nullptr), value) << written;
    std::string digits;
    const std::string mantissa = written.substr(0, written.find('e'));
    for (const char c : mantissa)
      if (c >= '0' && c <= '9') digits += c;
    digits.erase(0, digits.find_first_not_of('0'));
    if (written.find('e') == std::string::npos && mantissa.find('.') == std::string::npos) {
      digits.erase(digits.find_last_not_of('0') + 1);  // an integer's trailing zeros are padding
    }
    EXPECT_EQ(static_cast<int>(digits.size()), fewest) << written;
  }
}

}  // namespace
}  // namespace skedaddle::io::detail
