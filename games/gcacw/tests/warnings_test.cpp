// SPDX-License-Identifier: MIT
// Warnings about valid scenarios: a GCACW active enemy unit that is not adjacent to the
// retreating stack (almost always a wrong board.shifted_columns) is reported as data, with its
// pointer, and changes nothing else.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "gcacw/io/scenario.hpp"
#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

// Hexes 2614 to 3120 of a map whose odd-numbered columns sit lower; Gibbon retreats from 2816.
Json section(const std::string& early_hex) {
  Json doc = Json::parse(R"({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw",
    "board": {"first_column": 26, "first_row": 14, "columns": 6, "rows": 7,
              "shifted_columns": "odd"},
    "units": [
      {"id": "Gibbon", "side": "union", "type": "infantry", "hex": "2816", "manpower": 5},
      {"id": "Early", "side": "confederate", "type": "infantry", "hex": "2715", "manpower": 6}],
    "request": {"kind": "retreat", "hex": "2816", "active": ["Early"]}})");
  doc["units"][1]["hex"] = early_hex;
  return doc;
}

std::string show(const Warnings& warnings) {
  std::string out;
  for (const Warning& w : warnings)
    out += "  {\"" + w.pointer + "\", \"" + w.message + "\"}\n";
  return out;
}

Warnings warnings_of(const Json& doc) {
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  EXPECT_TRUE(r.ok());
  return r.ok() ? r.value().warnings : Warnings{};
}

TEST(GcacwScenarioWarnings, AnAdjacentAttackerRaisesNone) {
  EXPECT_TRUE(warnings_of(section("2715")).empty());
  EXPECT_TRUE(warnings_of(section("2716")).empty());
}

// With odd columns low, 2816 (column 28, high) and 2717 (column 27, low: half a hex below 2716)
// are 2 hexes apart; read with even columns low, 2816 sits half a hex lower and touches 2717.
TEST(GcacwScenarioWarnings, AnAttackerTwoHexesAwayNamesTheOtherShift) {
  const Warnings got = warnings_of(section("2717"));
  const Warnings want = {
      {"/request/active/0",
       "active enemy unit \"Early\" in 2717 is 2 hexes from the retreating stack in 2816, not "
       "adjacent (GC-4 measures every retreat step from it): check board.shifted_columns, "
       "\"odd\" here (the odd-numbered columns sit half a hex lower); with \"even\" the two hexes "
       "would be adjacent"}};
  EXPECT_EQ(got, want) << show(got);
}

// 2816 to 3016 is two columns along the same printed row: 2 hexes with either shift.
TEST(GcacwScenarioWarnings, AnAttackerFarAwayEitherWaySaysSo) {
  Json doc = section("3016");
  doc["board"].erase("shifted_columns");
  const Warnings got = warnings_of(doc);
  const Warnings want = {
      {"/request/active/0",
       "active enemy unit \"Early\" in 3016 is 2 hexes from the retreating stack in 2816, not "
       "adjacent (GC-4 measures every retreat step from it): check board.shifted_columns, "
       "\"even\" here (the even-numbered columns sit half a hex lower); with \"odd\" they would "
       "be 2 hexes apart"}};
  EXPECT_EQ(got, want) << show(got);
}

TEST(GcacwScenarioWarnings, EachDistantActiveUnitIsNamedAtItsPointer) {
  Json doc = section("2715");
  doc["units"].push_back(Json::parse(
      R"({"id": "Rodes", "side": "confederate", "type": "infantry", "hex": "3118", "manpower": 4})"));
  doc["request"]["active"] = Json::parse(R"(["Early", "Rodes"])");
  const Warnings got = warnings_of(doc);
  ASSERT_EQ(got.size(), 1u) << show(got);
  EXPECT_EQ(got[0].pointer, "/request/active/1");
  EXPECT_NE(got[0].message.find("\"Rodes\" in 3118 is 4 hexes from"), std::string::npos)
      << got[0].message;
}

// An enemy that is not active is no attacker: only the active units are checked.
TEST(GcacwScenarioWarnings, InactiveEnemiesAndRequestsWithoutActiveUnitsRaiseNone) {
  Json doc = section("3120");
  EXPECT_EQ(warnings_of(doc).size(), 1u);
  doc["request"].erase("active");
  EXPECT_TRUE(warnings_of(doc).empty());
}

// The loader stores what gcacw_warnings finds, so a surface that builds a scenario in code
// gets the same list as one that loads it.
TEST(GcacwScenarioWarnings, TheLoaderStoresWhatTheGameWarningsFind) {
  const Result<LoadedScenario> warned = load_scenario(section("2717").dump());
  ASSERT_TRUE(warned.ok());
  EXPECT_EQ(warned.value().warnings.size(), 1u);
  EXPECT_EQ(detail::gcacw_warnings(game_of<gcacw::Scenario>(warned.value())),
            warned.value().warnings);
}

}  // namespace
}  // namespace skedaddle::io
