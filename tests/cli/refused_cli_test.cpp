// SPDX-License-Identifier: MIT
// The command-line tool on requests the rules forbid (ALL-3): each verb reports the refusal with
// its ruling and exits 3, distinct from bad input (exit 2). The scenarios are the corpus's own.
#include <filesystem>
#include <string>
#include <string_view>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

namespace fs = std::filesystem;

using skedaddle::test::kExitRefused;

// JR-11: Cobham in G5 with both rear hexes (F6, G6) held by friends may not retire.
const std::string kRetire = std::string(SKEDADDLE_GAMES_DIR) +
                            "/jacobite/examples/jr-11-retire-without-a-free-path-is-refused.json";
const std::string kRetireReason =
    "unit 'Cobham' cannot retire and rally: no path of two hexes toward its baseline is free";
// GT-9: a rally in the collapsed division Marcognet.
const std::string kCollapsedDivisionRally =
    std::string(SKEDADDLE_GAMES_DIR) +
    "/grande_tactique/examples/gt-9-rally-in-a-collapsed-division-is-refused.json";

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

class RefusedCliTest : public skedaddle::test::CliFixture {};

TEST_F(RefusedCliTest, ResolvePrintsTheRefusalWithItsRulingAndExits3) {
  const CliRun run = cli("resolve '" + kRetire + "'");
  EXPECT_EQ(run.status, kExitRefused) << run.err;
  EXPECT_EQ(run.out, "[JR-11] refused: " + kRetireReason + "\n");
  EXPECT_EQ(run.err, "");
}

TEST_F(RefusedCliTest, ResolveJsonIsAnOutcomeOfKindRefusedAlsoInTheOutputFile) {
  const std::string out = (dir_ / "outcome.json").string();
  const CliRun run = cli("resolve --json '" + kRetire + "' -o '" + out + "'");
  EXPECT_EQ(run.status, kExitRefused) << run.err;
  const nlohmann::json doc = nlohmann::json::parse(run.out);
  EXPECT_EQ(doc.at("format"), "skedaddle-outcome/1");
  EXPECT_EQ(doc.at("ruleset"), "jacobite");
  EXPECT_EQ(doc.at("kind"), "refused");
  EXPECT_EQ(doc.at("rule"), "JR-11");
  EXPECT_EQ(doc.at("reason"), kRetireReason);
  EXPECT_EQ(doc.at("pointer"), "/request/kind");
  EXPECT_FALSE(doc.contains("events")) << "nothing about the position changes";
  EXPECT_EQ(read_file(out), run.out);
}

TEST_F(RefusedCliTest, OptionsPrintsTheRefusalAndExits3) {
  const CliRun text = cli("options '" + kCollapsedDivisionRally + "'");
  EXPECT_EQ(text.status, kExitRefused) << text.err;
  EXPECT_EQ(text.out,
            "[GT-9] refused: 1/21e: its division has collapsed: its routed units can never "
            "rally (GT-13)\n");
  const CliRun json = cli("options --json '" + kCollapsedDivisionRally + "'");
  EXPECT_EQ(json.status, kExitRefused) << json.err;
  EXPECT_EQ(nlohmann::json::parse(json.out).at("rule"), "GT-9");
}

TEST_F(RefusedCliTest, ValidateReportsAWellFormedButRefusedRequest) {
  const CliRun run = cli("validate '" + kRetire + "'");
  EXPECT_EQ(run.status, kExitRefused);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, kRetire + ": /request/kind: [JR-11] refused: " + kRetireReason + "\n");
}

TEST_F(RefusedCliTest, RenderDrawsTheUnchangedPositionAndExits3) {
  const std::string out = (dir_ / "board.svg").string();
  const CliRun run = cli("render '" + kCollapsedDivisionRally + "' -o '" + out + "'");
  EXPECT_EQ(run.status, kExitRefused) << run.err;
  EXPECT_EQ(run.out, "wrote " + out + "\n");
  EXPECT_NE(run.err.find("[GT-9] refused: "), std::string::npos) << run.err;
  EXPECT_NE(read_file(out).find("<svg"), std::string::npos);
}

TEST_F(RefusedCliTest, MalformedInputStaysExit2) {
  const fs::path bad = dir_ / "bad.json";
  std::string text = read_file(kRetire);
  text.replace(text.find("\"G5\""), 4, "\"Z99\"");
  std::ofstream(bad, std::ios::binary) << text;
  const CliRun run = cli("resolve '" + bad.string() + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
}

}  // namespace
