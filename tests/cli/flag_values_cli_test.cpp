// SPDX-License-Identifier: MIT
// A flag given a bad value: bad input (exit 2) whose message names the flag, what was expected
// and the value given, so that a user sees which of the words typed was read and how.
#include <string>

#include <gtest/gtest.h>

#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;
using skedaddle::test::kExitBadInput;
using skedaddle::test::kSmallRetreat;

class FlagValuesCliTest : public skedaddle::test::CliFixture {
 protected:
  /// Runs `skedaddle VERB FLAGS FILE...` and expects exit 2, nothing on stdout and exactly
  /// `message` as the first line on stderr.
  void expect_refused(const std::string& args, const std::string& message) {
    const CliRun run = cli(args);
    EXPECT_EQ(run.status, kExitBadInput) << args;
    EXPECT_EQ(run.out, "") << args;
    EXPECT_EQ(run.err.substr(0, run.err.find('\n')), message) << args;
  }
};

TEST_F(FlagValuesCliTest, EachBadValueIsNamedWithTheFlagAndWhatWasExpected) {
  const std::string file = "'" + scenario(kSmallRetreat) + "'";
  expect_refused("resolve --seed -1 " + file,
                 R"(--seed: expected an integer from 0 to 18446744073709551615, got "-1")");
  expect_refused("resolve --dice 1,0 " + file,
                 "--dice: expected faces as numbers from 1 to 99 separated by commas (1,6,2), or "
                 R"(none, got "1,0")");
  expect_refused("resolve --max-units 0 " + file,
                 R"(--max-units: expected an integer from 1 to 18446744073709551615, got "0")");
  expect_refused("validate --max-depth 10001 " + file,
                 R"(--max-depth: expected an integer from 1 to 10000, got "10001")");
  expect_refused("odds --max-resolves many " + file,
                 R"(--max-resolves: expected a whole number from 1, got "many")");
  expect_refused("verify --seed 1.5 " + file + " " + file,
                 R"(--seed: expected an integer from 0 to 18446744073709551615, got "1.5")");
  expect_refused("verify --chooser worst " + file + " " + file,
                 "--chooser: expected script, first, random, best or callback, or script,POLICY "
                 R"(/ callback,POLICY (POLICY: first, random or best), got "worst")");
  expect_refused("batch -j 0 " + file, R"(--jobs: expected an integer from 1 to 1024, got "0")");
  expect_refused("batch --lines 3-2 " + file,
                 R"(--lines: expected A-B or A- with 1 <= A <= B (line numbers), got "3-2")");
}

TEST_F(FlagValuesCliTest, OptionsDepthIsAWholeNumberUpToAMillion) {
  const std::string file = "'" + scenario(kSmallRetreat) + "'";
  for (const char* depth : {"-1", "abc", "1.5", "1000001", "99999999999"}) {
    expect_refused(
        std::string("options --depth ") + depth + " " + file,
        std::string(R"(--depth: expected an integer from 0 to 1000000, got ")") + depth + "\"");
  }
  for (const char* depth : {"0", "1000000"}) {
    const CliRun run = cli(std::string("options --depth ") + depth + " " + file);
    EXPECT_EQ(run.status, 0) << depth << "\n" << run.err;
    EXPECT_NE(run.out.find("0505 (start)"), std::string::npos) << run.out;
  }
}

}  // namespace
