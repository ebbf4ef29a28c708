// SPDX-License-Identifier: MIT
// The command-line tool and GCACW hex numbering: the warning for an active enemy unit that is
// not adjacent to the retreating stack (validate on stdout with exit 0, the other verbs on
// stderr, the outcome unchanged), and a map section printed with its printed numbers.
#include <filesystem>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

/// A Union brigade in 0505 attacked by Hood in 0406. With the default shift ("even": column 04
/// sits half a hex lower than column 05) 0505 touches 0404 and 0405, so Hood is 2 hexes away;
/// with "odd" 0505 would touch 0405 and 0406: the typical parity mistake.
constexpr std::string_view kDistant = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "gcacw",
  "board": {"columns": 10, "rows": 10},
  "units": [
    {"id": "1/1 Inf", "side": "union", "type": "infantry", "hex": "0505", "manpower": 4},
    {"id": "Hood", "side": "confederate", "type": "infantry", "hex": "0406", "manpower": 5}
  ],
  "request": {"kind": "retreat", "hex": "0505", "active": ["Hood"]}
})";

/// The warning's text for kDistant, after "FILE: warning: ".
constexpr std::string_view kDistantWarning =
    "/request/active/0: active enemy unit \"Hood\" in 0406 is 2 hexes from the retreating stack "
    "in 0505, not adjacent (GC-4 measures every retreat step from it): check "
    "board.shifted_columns, \"even\" here (the even-numbered columns sit half a hex lower); with "
    "\"odd\" the two hexes would be adjacent\n";

/// Hexes 2614 to 3120 of a printed map whose odd columns are lower (the corpus example
/// gc-07-map-section-with-printed-numbers, without its road): Gibbon in 2816, Early in 2715.
constexpr std::string_view kSection = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "gcacw",
  "board": {"first_column": 26, "first_row": 14, "columns": 6, "rows": 7,
            "shifted_columns": "odd"},
  "units": [
    {"id": "Gibbon", "side": "union", "type": "infantry", "hex": "2816", "manpower": 5},
    {"id": "Early", "side": "confederate", "type": "infantry", "hex": "2715", "manpower": 6}
  ],
  "request": {"kind": "retreat", "hex": "2816", "active": ["Early"]}
})";

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class GcacwHexmapCliTest : public skedaddle::test::CliFixture {};

TEST_F(GcacwHexmapCliTest, ValidatePrintsTheWarningAndStaysValid) {
  const std::string file = scenario(kDistant);
  const CliRun run = cli("validate '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            file + ": warning: " + std::string(kDistantWarning) + file + ": valid (1 warning)\n");
  EXPECT_EQ(run.err, "");
}

TEST_F(GcacwHexmapCliTest, ValidateOfAnAdjacentAttackerWarnsOfNothing) {
  const std::string file = scenario(kSection);
  const CliRun run = cli("validate '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, file + ": valid\n");
  EXPECT_EQ(run.err, "");
}

// The warning is on stderr, so stdout stays the outcome alone, the same with and without
// --json -o (the JSON written is what --json prints).
TEST_F(GcacwHexmapCliTest, ResolvePrintsTheWarningOnStderrOnly) {
  const std::string file = scenario(kDistant);
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, file + ": warning: " + std::string(kDistantWarning));
  EXPECT_EQ(run.out.find("warning"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("0505"), std::string::npos) << run.out;
  const CliRun json = cli("resolve --json '" + file + "'");
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(json.err, run.err);
  ASSERT_FALSE(json.out.empty());
  EXPECT_EQ(json.out.front(), '{');
}

TEST_F(GcacwHexmapCliTest, OptionsAndRenderPrintTheWarningOnStderr) {
  const std::string file = scenario(kDistant);
  const std::string warning = file + ": warning: " + std::string(kDistantWarning);
  const CliRun options = cli("options '" + file + "'");
  EXPECT_EQ(options.status, 0) << options.err;
  EXPECT_EQ(options.err, warning);
  EXPECT_EQ(options.out.find("warning"), std::string::npos) << options.out;
  const fs::path svg = dir_ / "picture.svg";
  const CliRun render = cli("render '" + file + "' -o '" + svg.string() + "'");
  EXPECT_EQ(render.status, 0) << render.err;
  EXPECT_EQ(render.err, warning);
  EXPECT_EQ(render.out, "wrote " + svg.string() + "\n");
}

// Every hex label in the picture and every hex of the outcome is a printed number of the
// section (2614 to 3120), never one counted from the section's corner (0101).
TEST_F(GcacwHexmapCliTest, ASectionIsShownWithItsPrintedNumbers) {
  const std::string file = scenario(kSection);
  const CliRun run = cli("resolve '" + file + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("2816"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("0101"), std::string::npos) << run.out;
  const fs::path svg = dir_ / "section.svg";
  const CliRun render = cli("render --no-resolve '" + file + "' -o '" + svg.string() + "'");
  EXPECT_EQ(render.status, 0) << render.err;
  const std::string picture = read_file(svg);
  for (const char* label : {">2614<", ">2620<", ">3114<", ">3120<", ">2816<"}) {
    EXPECT_NE(picture.find(label), std::string::npos) << label;
  }
  for (const char* label : {">0101<", ">2513<", ">3121<"}) {
    EXPECT_EQ(picture.find(label), std::string::npos) << label;
  }
}

}  // namespace
