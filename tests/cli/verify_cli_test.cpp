// SPDX-License-Identifier: MIT
// `skedaddle verify SCENARIO OUTCOME`: "identical" and exit 0 for what resolve wrote, the
// difference and exit 1 for a tampered outcome, exit 2 for bad input.
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "skedaddle/io/verification.hpp"
#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;
using skedaddle::test::read_file;

const std::string kGcacw =
    std::string(SKEDADDLE_GAMES_DIR) + "/gcacw/examples/gc-02-stack-and-leader-move-together.json";
const std::string kJacobite =
    std::string(SKEDADDLE_GAMES_DIR) +
    "/jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json";

class VerifyCliTest : public skedaddle::test::CliFixture {};

TEST_F(VerifyCliTest, WhatResolveWroteIsIdentical) {
  const std::string outcome = (dir_ / "outcome.json").string();
  ASSERT_EQ(cli("resolve '" + kGcacw + "' -o '" + outcome + "'").status, 0);
  const CliRun run = cli("verify '" + kGcacw + "' '" + outcome + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "identical\n");
  EXPECT_EQ(run.err, "");
  // The outcome on standard input too.
  const CliRun piped = cli("verify '" + kGcacw + "' -", "", outcome);
  EXPECT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(piped.out, "identical\n");
}

TEST_F(VerifyCliTest, TheRequestOfChooserFallbackSeedAndDiceIsReplayed) {
  // JR-7 with a fallback, a seed and its own dice given on the command line (the faces its
  // expected outcome's replay records): the request records them all, and they are replayed.
  const CliRun resolved =
      cli("resolve --json --chooser script,best --seed 9 --dice "
          "1,5,5,3,1,6,1,1,1,1 '" +
          kJacobite + "'");
  ASSERT_EQ(resolved.status, 0) << resolved.err;
  const nlohmann::json request = nlohmann::json::parse(resolved.out)["verification"]["request"];
  EXPECT_EQ(request, nlohmann::json::parse(R"({"verb": "resolve", "chooser": "script",
      "fallback": "best", "seed": "9", "dice": [1, 5, 5, 3, 1, 6, 1, 1, 1, 1]})"));
  const std::string outcome = scenario(resolved.out, "outcome.json");
  const CliRun run = cli("verify '" + kJacobite + "' '" + outcome + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "identical\n");
}

TEST_F(VerifyCliTest, ATamperedOutcomeDiffersAndExits1) {
  const CliRun resolved = cli("resolve --json '" + kGcacw + "'");
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(resolved.out);
  doc["units"][0]["hex"] = "0502";
  doc["verification"]["engine"] = "skedaddle 0.0.9";
  const std::string outcome = scenario(doc.dump(2), "outcome.json");
  const CliRun run = cli("verify '" + kGcacw + "' '" + outcome + "'");
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(run.out,
            "engine differs at /verification/engine: the outcome has \"skedaddle 0.0.9\", "
            "expected \"skedaddle " +
                std::string(skedaddle::io::engine_version()) +
                "\"\n"
                "units differs at /units/0/hex: the outcome has \"0502\", expected \"0501\"\n");
}

TEST_F(VerifyCliTest, BadInputExits2NamingTheFileAndPointer) {
  const std::string broken = scenario("{\"format\": ", "broken.json");
  CliRun run = cli("verify '" + kGcacw + "' '" + broken + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err.rfind(broken + ": malformed JSON", 0), 0u) << run.err;

  const std::string bare = scenario("{\"format\": \"skedaddle-outcome/1\"}", "bare.json");
  run = cli("verify '" + kGcacw + "' '" + bare + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind(bare + ": /verification: expected the outcome's", 0), 0u) << run.err;

  const std::string big = scenario(read_file(kGcacw), "big.json");
  run = cli("verify --max-input-bytes 100 '" + kGcacw + "' '" + big + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, kGcacw +
                         ": expected at most 100 bytes of JSON, got more (the limit; raise it "
                         "with --max-input-bytes)\n");

  run = cli("verify '" + kGcacw + "' '" + (dir_ / "missing.json").string() + "'");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("missing.json: cannot open the file"), std::string::npos) << run.err;

  run = cli("verify - -");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "skedaddle: standard input (-) may be given once\n");
}

}  // namespace
