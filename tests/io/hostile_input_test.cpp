// SPDX-License-Identifier: MIT
// Hostile scenario documents (issue 14): each is answered with errors naming the place and the
// limit, never a crash, and in time linear in its size. The documents are built here, a few
// hundred kilobytes to a few megabytes each: the quadratic and cubic checks these tests pin took
// minutes on them, which the suite's per-test timeout (tests/CMakeLists.txt) turns into a
// failure.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>

#include "io/json_reader.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/printable.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {
namespace {

/// The head of a GCACW scenario whose last member is "units": append the value and "}".
constexpr std::string_view kHead =
    R"({"format": "skedaddle-scenario/1", "ruleset": "gcacw", "board": {"columns": 2, "rows": 2},)"
    R"( "request": {"kind": "retreat", "hex": "0101", "active": []}, "units": )";

/// A valid GCACW scenario: one stack to retreat and one enemy.
constexpr std::string_view kValid =
    R"({"format": "skedaddle-scenario/1", "ruleset": "gcacw", "board": {"columns": 3, "rows": 3},)"
    R"( "units": [{"id": "A", "side": "confederate", "type": "infantry", "hex": "0202",)"
    R"( "manpower": 3}, {"id": "B", "side": "union", "type": "infantry", "hex": "0201",)"
    R"( "manpower": 3}], "request": {"kind": "retreat", "hex": "0202", "active": ["B"]}})";

Errors errors_of(std::string_view text, const Limits& limits = {}) {
  Result<LoadedScenario> loaded = load_scenario(text, limits);
  return loaded.ok() ? Errors{} : loaded.errors();
}

std::string nested_arrays(std::size_t depth) {
  return std::string(kHead) + std::string(depth, '[') + std::string(depth, ']') + "}";
}

bool has_raw_control(const std::string& text) {
  for (const char c : text) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return true;
  }
  return false;
}

TEST(HostileInput, TheValidBaseLoads) {
  EXPECT_TRUE(errors_of(kValid).empty());
}

// 1. About 87,000 nested arrays crashed the release build (the stack overflowed copying the
// document). Now the parse stops at the depth limit, with the pointer where it was exceeded.
TEST(HostileInput, DeepNestingStopsAtTheDepthLimit) {
  const Errors errors = errors_of(nested_arrays(87'000));
  ASSERT_EQ(errors.size(), 1u);
  std::string pointer = "/units";
  for (int i = 0; i < 63; ++i)
    pointer += "/0";
  EXPECT_EQ(errors[0].pointer, pointer);  // the root object and 63 arrays: 64 containers
  EXPECT_EQ(errors[0].message,
            "expected at most 64 nested arrays and objects, got more (the limit; raise it with "
            "--max-depth)");
}

TEST(HostileInput, TheHighestDepthLimitIsSafe) {
  const Limits deep{.depth = kMaxDepthLimit};
  const Errors within = errors_of(nested_arrays(kMaxDepthLimit - 1), deep);
  ASSERT_FALSE(within.empty());
  EXPECT_EQ(within[0].pointer, "/units/0");  // parsed whole; a unit is not an array
  const Errors beyond = errors_of(nested_arrays(87'000), deep);
  ASSERT_EQ(beyond.size(), 1u);
  EXPECT_NE(beyond[0].message.find("--max-depth"), std::string::npos);
}

// 2. Repeated keys took 90 s for 1 MB (a set per object, rebuilt pointers per key).
TEST(HostileInput, RepeatedKeysAreEachReportedInLinearTime) {
  constexpr std::size_t kRepeats = 150'000;
  std::string text = std::string(kHead) + "[{";
  for (std::size_t i = 0; i < kRepeats; ++i)
    text += i == 0 ? R"("id": 1)" : R"(, "id": 1)";
  text += "}]}";
  const Errors errors = errors_of(text);
  ASSERT_EQ(errors.size(), detail::kMostErrors + 1);
  EXPECT_EQ(errors.front().pointer, "/units/0/id");
  EXPECT_EQ(errors.front().message, "duplicate key \"id\"");
  EXPECT_EQ(errors.back(), (Error{"", "148999 more errors not listed (only the first 1000 are)"}));
}

// 3. 100,000 distinct unknown keys took 73 s (each error's place looked up by a scan).
TEST(HostileInput, ManyUnknownKeysAreReportedInDocumentOrder) {
  constexpr std::size_t kKeys = 100'000;
  std::string text = std::string(kValid);
  text.pop_back();
  for (std::size_t i = 0; i < kKeys; ++i)
    text += ", \"k" + std::to_string(kKeys - i) + "\": 0";
  text += "}";
  const Errors errors = errors_of(text);
  ASSERT_EQ(errors.size(), detail::kMostErrors + 1);
  EXPECT_EQ(errors.front().pointer, "/k100000");
  EXPECT_EQ(errors[detail::kMostErrors - 1].pointer, "/k99001");
  EXPECT_EQ(errors.back(), (Error{"", "99000 more errors not listed (only the first 1000 are)"}));
  EXPECT_EQ(errors.front().message.rfind("unknown key \"k100000\"; expected one of", 0), 0u);
}

// 4. 100,000 units took 6 s and 1,000,000 did not finish in 180 s (the parse callback rescanned
// arrays). A long array of bad units is read once, each element checked; the first thousand
// errors are listed, and how many more there were (a flood of messages could take gigabytes).
TEST(HostileInput, ALongArrayIsReadInLinearTime) {
  constexpr std::size_t kUnits = 200'000;
  std::string text = std::string(kHead) + "[";
  for (std::size_t i = 0; i < kUnits; ++i)
    text += i == 0 ? "0" : ", 0";
  text += "]}";
  const Errors errors = errors_of(text, Limits{.units = kUnits});
  ASSERT_EQ(errors.size(), detail::kMostErrors + 1);
  EXPECT_EQ(errors[detail::kMostErrors - 1].pointer, "/units/999");
  EXPECT_EQ(errors.back().message, "199000 more errors not listed (only the first 1000 are)");
}

// 6. No size limit: a 200 MB scenario took 4-6 GB and /dev/zero ended in bad_alloc.
TEST(HostileInput, ADocumentOverTheSizeLimitIsNotParsed) {
  const Errors errors = errors_of(kValid, Limits{.input_bytes = 100});
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].pointer, "");
  EXPECT_EQ(errors[0].message, "expected at most 100 bytes of JSON, got " +
                                   std::to_string(kValid.size()) +
                                   " (the limit; raise it with --max-input-bytes)");
}

TEST(HostileInput, AnEndlessFileIsReadOnlyUpToTheSizeLimit) {
  const Result<LoadedScenario> loaded =
      load_scenario_file("/dev/zero", Limits{.input_bytes = 4096});
  ASSERT_FALSE(loaded.ok());
  ASSERT_EQ(loaded.errors().size(), 1u);
  EXPECT_NE(loaded.errors()[0].message.find("--max-input-bytes"), std::string::npos);
}

TEST(HostileInput, LongStringsAndKeysAreOverTheirLimits) {
  std::string text = std::string(kValid);
  text.pop_back();
  text +=
      ", \"name\": \"" + std::string(70'000, 'n') + "\", \"" + std::string(2'000, 'k') + "\": 0}";
  const Errors errors = errors_of(text);
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].pointer, "/name");
  EXPECT_EQ(errors[0].message,
            "expected a string of at most 65536 bytes, got 70000 (the limit; raise it with "
            "--max-string-bytes)");
  EXPECT_EQ(errors[1].pointer, "");
  EXPECT_NE(errors[1].message.find("of 2000 bytes"), std::string::npos);
  EXPECT_NE(errors[1].message.find("--max-key-bytes"), std::string::npos);
  EXPECT_LT(errors[1].message.size(), 200u);  // the key itself elided
}

// 9. Keys and strings were echoed raw: a terminal escape in a key reached the terminal, and a
// 1 MB key was printed whole.
TEST(HostileInput, EchoedKeysAreEscapedAndElided) {
  std::string text = std::string(kValid);
  text.pop_back();
  // JSON text escapes control characters; the parsed keys hold the raw ESC.
  const std::string long_key = std::string(500'000, 'a') + "\\u001b[2J" + std::string(500'000, 'z');
  text += ", \"\\u001b[31mred\": 0, \"" + long_key + "\": 0}";
  const Errors errors = errors_of(text, Limits{.key_bytes = 2'000'000});
  ASSERT_EQ(errors.size(), 2u);
  EXPECT_EQ(errors[0].message.rfind(R"(unknown key "\u001b[31mred"; expected one of)", 0), 0u);
  EXPECT_FALSE(has_raw_control(errors[0].message));
  EXPECT_LT(errors[1].message.size(), 400u);
  EXPECT_NE(errors[1].message.find("...[1000004 bytes]..."), std::string::npos);
  EXPECT_FALSE(has_raw_control(errors[1].message));
}

TEST(HostileInput, EchoedStringValuesAreEscaped) {
  std::string text = std::string(kValid);
  text.pop_back();
  text += ", \"seed\": \"\\u001b]0;title\\u0007\"}";
  const Errors errors = errors_of(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].pointer, "/seed");
  EXPECT_FALSE(has_raw_control(errors[0].message));
  EXPECT_NE(errors[0].message.find(R"("\u001b]0;title\u0007")"), std::string::npos);
}

// 10. A valid document followed by a NUL byte and garbage was accepted.
TEST(HostileInput, TrailingNulAndGarbageAreRejected) {
  std::string text = std::string(kValid);
  text += '\0';
  text += "garbage";
  const Errors errors = errors_of(text);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].pointer, "");
  EXPECT_EQ(errors[0].message, "malformed JSON (byte " + std::to_string(kValid.size() + 1) +
                                   "): a NUL byte, which JSON text cannot contain");
  const Errors garbage = errors_of(std::string(kValid) + " garbage");
  ASSERT_EQ(garbage.size(), 1u);
  EXPECT_NE(garbage[0].message.find("expected end of input"), std::string::npos);
}

/// `text` as UTF-16 (little or big endian), with or without its byte order mark.
std::string utf16(std::string_view text, bool little_endian, bool mark) {
  std::string out = mark ? (little_endian ? "\xFF\xFE" : "\xFE\xFF") : "";
  for (const char c : text) {
    out += little_endian ? std::string{c, '\0'} : std::string{'\0', c};
  }
  return out;
}

// A file saved as UTF-16 (Windows' "Unicode") read as a NUL byte with no word of the encoding.
TEST(HostileInput, UnicodeTextOfSixteenBitsIsNamed) {
  for (const bool little : {true, false}) {
    for (const bool mark : {true, false}) {
      const Errors errors = errors_of(utf16(kValid, little, mark));
      ASSERT_EQ(errors.size(), 1u) << little << mark;
      EXPECT_EQ(errors[0].pointer, "");
      EXPECT_NE(errors[0].message.find("the text looks like UTF-16; save it as UTF-8"),
                std::string::npos)
          << errors[0].message;
    }
  }
  // The last line of such a batch file: the NUL that ends its newline.
  const Errors tail = errors_of(std::string(1, '\0'));
  ASSERT_EQ(tail.size(), 1u);
  EXPECT_NE(tail[0].message.find("looks like UTF-16"), std::string::npos) << tail[0].message;
  // A NUL byte in a UTF-8 text is not taken for UTF-16.
  std::string nul = std::string(kValid);
  nul.insert(5, 1, '\0');
  const Errors errors = errors_of(nul);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message.find("UTF-16"), std::string::npos) << errors[0].message;
}

TEST(Printable, EscapesControlsAndBadBytesAndKeepsText) {
  EXPECT_EQ(printable("plain Château"), "plain Château");
  EXPECT_EQ(printable("a\nb\tc\x1b[0m\x7f"), "a\\nb\\tc\\u001b[0m\\u007f");
  EXPECT_EQ(printable("\xc2\x9b"
                      "31m"),
            "\\u009b31m");  // C1 CSI
  EXPECT_EQ(printable("bad \xff\xc3"), "bad \\xff\\xc3");
  EXPECT_EQ(printable("\"q\\\""), "\"q\\\"");  // only quoted_input() escapes quotes
  EXPECT_EQ(quoted_input("\"q\\\""), R"("\"q\\\"")");
}

TEST(Printable, ElidesTheMiddleOfLongText) {
  EXPECT_EQ(printable(std::string(10, 'a') + std::string(10, 'b'), 10),
            "aaaaa...[20 bytes]...bbbbb");
  EXPECT_EQ(printable("0123456789", 10), "0123456789");
  // Never a cut inside a UTF-8 character: "é" is two bytes.
  EXPECT_EQ(printable("aaaé"
                      "éccc",
                      8),
            "aaa...[10 bytes]...ccc");
}

}  // namespace
}  // namespace skedaddle::io
