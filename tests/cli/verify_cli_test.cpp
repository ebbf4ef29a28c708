// SPDX-License-Identifier: MIT
// `skedaddle verify SCENARIO OUTCOME`: "identical" and what it vouches for, exit 0, for what
// resolve wrote, the difference and exit 1 for a tampered outcome, exit 2 for bad input; with
// what was agreed before the turn (--chooser, --seed, --no-dice, --choices), exit 1 for a
// request that differs, naming the recorded value and the agreed one; --json for programs.
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
  // The first line is the verdict scripts read; then what it vouches for, in words.
  EXPECT_EQ(run.out,
            "identical\n"
            "This is what skedaddle " +
                std::string(skedaddle::io::engine_version()) +
                " gives for the scenario with the request the outcome records:\n"
                "  chooser: best (the best for the owner by ALL-1)\n"
                "  seed:    0 (it drew nothing here)\n"
                "  dice:    none (this game rolls no dice)\n"
                "  choices: 2, as the outcome's /replay/choices lists them: "
                "[\"0401\",\"0501\"]\n"
                "Not checked against what was agreed: chooser, seed, dice, choices "
                "(whether they are what the players agreed, verify cannot tell).\n");
  EXPECT_EQ(run.err, "");
  // The outcome on standard input too.
  const CliRun piped = cli("verify '" + kGcacw + "' -", "", outcome);
  EXPECT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(piped.out, run.out);
}

TEST_F(VerifyCliTest, TheRequestOfChooserFallbackSeedAndDiceIsReplayed) {
  // JR-7 with a fallback, a seed and its own dice given on the command line (the faces its
  // expected outcome's replay records): the request records them all, and they are replayed.
  const CliRun resolved =
      cli("resolve --json --chooser script,best --seed 9 --dice "
          "1,5,5,3,1,6,1,1,1,1 '" +
          kJacobite + "'");
  ASSERT_EQ(resolved.status, 0) << resolved.err;
  const nlohmann::json request =
      nlohmann::json::parse(resolved.out).at("verification").at("request");
  EXPECT_EQ(request, nlohmann::json::parse(R"({"verb": "resolve", "chooser": "script",
      "fallback": "best", "seed": "9", "dice": [1, 5, 5, 3, 1, 6, 1, 1, 1, 1]})"));
  const std::string outcome = scenario(resolved.out, "outcome.json");
  const CliRun run = cli("verify '" + kJacobite + "' '" + outcome + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out.substr(0, run.out.find('\n') + 1), "identical\n");
  EXPECT_NE(run.out.find("\n  chooser: script (the choices the scenario records), then best\n"
                         "  seed:    9 (it drew nothing here)\n"
                         "  dice:    [1,5,5,3,1,6,1,1,1,1], given with the request in place of "
                         "the scenario's (whoever resolved it picked them)\n"),
            std::string::npos)
      << run.out;
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

TEST_F(VerifyCliTest, JsonPrintsTheVerificationDocument) {
  const std::string outcome = (dir_ / "outcome.json").string();
  ASSERT_EQ(cli("resolve '" + kGcacw + "' -o '" + outcome + "'").status, 0);
  const CliRun run = cli("verify --json --seed 0 '" + kGcacw + "' '" + outcome + "'");
  EXPECT_EQ(run.status, 0) << run.err;
  const nlohmann::json doc = nlohmann::json::parse(run.out);
  EXPECT_EQ(doc.at("format"), "skedaddle-verification/1");
  EXPECT_EQ(doc.at("identical"), true);
  EXPECT_EQ(doc.at("request"),
            nlohmann::json::parse(read_file(outcome)).at("verification").at("request"));
  EXPECT_EQ(doc.at("agreed"), nlohmann::json::array({"seed"}));
  EXPECT_EQ(run.out.find('\n'), run.out.size() - 1) << "one line";
  // A difference: exit 1, the document says which.
  const CliRun differs = cli("verify --json --seed 1 '" + kGcacw + "' '" + outcome + "'");
  EXPECT_EQ(differs.status, 1) << differs.err;
  EXPECT_EQ(nlohmann::json::parse(differs.out).at("differences").at(0).at("part"), "agreed seed");
}

TEST_F(VerifyCliTest, EachPartAgreedCatchesItsForgeryAndExits1) {
  // JR-7: the host gave dice by hand, with a seed and a fallback nobody agreed.
  const CliRun resolved =
      cli("resolve --json --chooser script,best --seed 9 --dice 1,5,5,3,1,6,1,1,1,1 '" + kJacobite +
          "'");
  ASSERT_EQ(resolved.status, 0) << resolved.err;
  const std::string forged = scenario(resolved.out, "forged.json");
  const auto verify_with = [&](const std::string& agreed) {
    return cli("verify " + agreed + " '" + kJacobite + "' '" + forged + "'");
  };
  CliRun run = verify_with("--no-dice");
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(run.out,
            "agreed dice differs at /verification/request/dice: the outcome has "
            "[1,5,5,3,1,6,1,1,1,1], expected null (no dice were to be given with the request: "
            "they were to be drawn from the seed or listed in the scenario)\n");
  run = verify_with("--seed 4");
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(run.out,
            "agreed seed differs at /verification/request/seed: the outcome has \"9\", "
            "expected \"4\" (the seed agreed before the turn)\n");
  run = verify_with("--chooser script");
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(run.out,
            "agreed chooser differs at /verification/request/fallback: the outcome has \"best\", "
            "expected null (the chooser agreed before the turn)\n");
  // The choices: JR-7's script, then the best chooser.
  const nlohmann::json taken = nlohmann::json::parse(resolved.out).at("replay").at("choices");
  ASSERT_FALSE(taken.empty());
  run = verify_with("--choices '[]'");
  EXPECT_EQ(run.status, 0) << run.out;  // a script's fallback may choose after the agreed ones
  nlohmann::json more = taken;
  more.push_back(taken.back());
  run = verify_with("--choices '" + more.dump() + "'");
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_EQ(run.out, "agreed choices differs at /replay/choices/" + std::to_string(taken.size()) +
                         ": the outcome has nothing, expected " + taken.back().dump() +
                         " (an agreed choice the outcome did not take)\n");
  // Every part at its true value: identical, and said so.
  run = verify_with("--chooser script,best --seed 9 --choices '" + taken.dump() + "'");
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("\nAgreed and checked: chooser, seed, choices.\n"
                         "Not checked against what was agreed: dice (whether they are what the "
                         "players agreed, verify cannot tell).\n"),
            std::string::npos)
      << run.out;
}

TEST_F(VerifyCliTest, BadAgreedValuesExit2) {
  const std::string outcome = (dir_ / "outcome.json").string();
  ASSERT_EQ(cli("resolve '" + kGcacw + "' -o '" + outcome + "'").status, 0);
  const auto verify_with = [&](const std::string& agreed) {
    return cli("verify " + agreed + " '" + kGcacw + "' '" + outcome + "'");
  };
  CliRun run = verify_with("--seed -1");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("expected an integer from 0 to 18446744073709551615"), std::string::npos)
      << run.err;
  run = verify_with("--chooser worst");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("expected script, first, random, best or callback"), std::string::npos)
      << run.err;
  run = verify_with("--choices '[\"0401\", 7]'");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, kGcacw +
                         ": --choices/1: expected \"stop\" or a four-digit hex number such as "
                         "\"1523\", got 7\n");
  run = verify_with("--choices 0401");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err.rfind(kGcacw + ": --choices: malformed JSON", 0), 0u) << run.err;
}

TEST_F(VerifyCliTest, HelpSaysWhatIdenticalProvesAndNamesEachPart) {
  const CliRun run = cli("verify --help");
  EXPECT_EQ(run.status, 0) << run.err;
  for (const std::string_view said : {"--chooser NAME", "--seed N", "--no-dice", "--choices JSON",
                                      "--json", "not that the request was fair"}) {
    EXPECT_NE(run.out.find(said), std::string::npos) << said << " in\n" << run.out;
  }
}

}  // namespace
