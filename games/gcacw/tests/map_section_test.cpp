// SPDX-License-Identifier: MIT
// A GCACW board that is a section of a printed map (board.first_column, board.first_row): hex
// numbers are typed as printed, `shifted_columns` keeps referring to the printed column
// numbers, and numbers outside the section are refused with the section's range.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "skedaddle/gcacw/io.hpp"
#include "skedaddle/gcacw/notation.hpp"
#include "skedaddle/io/scenario.hpp"
#include "support/scenario_errors.hpp"

namespace skedaddle::io {
namespace {

using test::errors_of;
using test::Json;
using test::show;

// Hexes 2614 to 3120 of a map whose odd-numbered columns sit lower; Gibbon in 2816 (column 28,
// a high one) retreats from Early in 2715 (column 27, a low one).
Json section() {
  return Json::parse(R"({
    "format": "skedaddle-scenario/1", "ruleset": "gcacw",
    "board": {"first_column": 26, "first_row": 14, "columns": 6, "rows": 7,
              "shifted_columns": "odd"},
    "units": [
      {"id": "Gibbon", "side": "union", "type": "infantry", "hex": "2816", "manpower": 5},
      {"id": "Early", "side": "confederate", "type": "infantry", "hex": "2715", "manpower": 6}],
    "request": {"kind": "retreat", "hex": "2816", "active": ["Early"]}})");
}

const gcacw::Scenario& game_of(const Result<LoadedScenario>& r) {
  return io::game_of<gcacw::Scenario>(r.value());
}

TEST(GcacwMapSection, PrintedNumbersAreTypedAsPrinted) {
  const Result<LoadedScenario> r = load_scenario(section().dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const gcacw::Scenario& g = game_of(r);
  const OffsetSystem odd_low = gcacw_offset_system(false);
  EXPECT_EQ(g.board.grid().system(), odd_low);
  // Printed column 26 and row 14 are offset coordinates 25 and 13, as on the whole map.
  EXPECT_EQ(g.board.grid().first(), (OffsetCoord{25, 13}));
  EXPECT_EQ(g.board.grid().columns(), 6);
  EXPECT_EQ(g.board.grid().rows(), 7);
  EXPECT_EQ(g.units[0].hex, *parse_gcacw_hex("2816", odd_low));
  EXPECT_EQ(gcacw_hex_label(g.units[1].hex, odd_low), "2715");
  EXPECT_EQ(gcacw_hex_label(g.board.grid().hex_at(0), odd_low), "2614");
  EXPECT_EQ(gcacw_hex_label(g.board.grid().hex_at(g.board.grid().size() - 1), odd_low), "3120");
}

// The shift follows the printed numbers: with odd columns low, 2816 (high) touches 2715 and
// 2716 in column 27, not 2717. Counted from the section's first column (26) instead, columns
// 26, 28, 30 would be the low ones and 2816 would touch 2716 and 2717, not 2715.
TEST(GcacwMapSection, ShiftedColumnsReferToPrintedColumnNumbers) {
  const Result<LoadedScenario> r = load_scenario(section().dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const gcacw::Scenario& g = game_of(r);
  const OffsetSystem system = g.board.grid().system();
  const Hex gibbon = *parse_gcacw_hex("2816", system);
  EXPECT_TRUE(adjacent(gibbon, *parse_gcacw_hex("2715", system)));
  EXPECT_TRUE(adjacent(gibbon, *parse_gcacw_hex("2716", system)));
  EXPECT_FALSE(adjacent(gibbon, *parse_gcacw_hex("2717", system)));
  EXPECT_TRUE(adjacent(gibbon, *parse_gcacw_hex("2915", system)));
  EXPECT_TRUE(adjacent(gibbon, *parse_gcacw_hex("2916", system)));
  EXPECT_FALSE(adjacent(gibbon, *parse_gcacw_hex("2917", system)));
  // The attacker is adjacent, so the loader has no doubt to report.
  EXPECT_TRUE(r.value().warnings.empty());
}

TEST(GcacwMapSection, WithoutFirstColumnAndRowTheMapStartsAt0101) {
  Json doc = section();
  doc["board"].erase("first_column");
  doc["board"].erase("first_row");
  doc["board"]["columns"] = 31;
  doc["board"]["rows"] = 20;
  const Result<LoadedScenario> r = load_scenario(doc.dump());
  ASSERT_TRUE(r.ok()) << show(r.errors());
  const gcacw::Scenario& g = game_of(r);
  EXPECT_EQ(g.board.grid().first(), (OffsetCoord{0, 0}));
  EXPECT_EQ(gcacw_hex_label(g.board.grid().hex_at(0), g.board.grid().system()), "0101");
  // The same printed numbers mean the same hexes on the whole map and on the section.
  const Result<LoadedScenario> part = load_scenario(section().dump());
  ASSERT_TRUE(part.ok()) << show(part.errors());
  EXPECT_EQ(g.units[0].hex, game_of(part).units[0].hex);
  EXPECT_EQ(g.units[1].hex, game_of(part).units[1].hex);
}

TEST(GcacwMapSection, HexesOutsideTheSectionAreRefusedWithItsRange) {
  Json doc = section();
  doc["units"][1]["hex"] = "2516";
  doc["board"]["terrain"] = Json::parse(R"({"2613": "city"})");
  doc["board"]["roads"] = Json::parse(R"([{"between": ["0101", "0102"]}])");
  doc["choices"] = Json::parse(R"(["3121"])");
  const Errors want = {
      {"/board/terrain/2613",
       "expected a hex on the map (columns 26 to 31, rows 14 to 20) as key, got \"2613\""},
      {"/board/roads/0/between",
       "expected at least one of the two hexes on the map (columns 26 to 31, rows 14 to 20), got "
       "\"0101\" and \"0102\""},
      {"/units/1/hex", "expected a hex on the map (columns 26 to 31, rows 14 to 20), got \"2516\""},
      {"/choices/0",
       "expected \"stop\" or a hex on the map (columns 26 to 31, rows 14 to 20), got \"3121\""}};
  const Errors got = errors_of(doc);
  EXPECT_EQ(got, want) << show(got);
}

// Hex numbers have two digits per coordinate: a section may not run past column or row 99.
TEST(GcacwMapSection, ASectionEndsAtColumnAndRow99) {
  Json doc = section();
  doc["board"]["first_column"] = 90;
  doc["board"]["columns"] = 11;
  doc["board"]["first_row"] = 95;
  doc["board"]["rows"] = 5;
  const Errors got = errors_of(doc);
  const Errors want = {{"/board/columns",
                        "expected an integer from 1 to 10 (columns 90 to 99 at most: hex numbers "
                        "have two digits per coordinate), got 11, whose last would be 100"}};
  EXPECT_EQ(got, want) << show(got);
}

TEST(GcacwMapSection, FirstColumnAndRowAreTwoDigitNumbers) {
  Json doc = section();
  doc["board"]["first_column"] = 0;
  doc["board"]["first_row"] = 100;
  const Errors got = errors_of(doc);
  const Errors want = {{"/board/first_column", "expected an integer from 1 to 99, got 0"},
                       {"/board/first_row", "expected an integer from 1 to 99, got 100"}};
  EXPECT_EQ(got, want) << show(got);
}

}  // namespace
}  // namespace skedaddle::io
