// SPDX-License-Identifier: MIT
// The C interface (skedaddle/c_api.h), which the browser build calls: for every example it gives
// the bytes and the status of the command line (resolve, options, odds, render, render --odds);
// bad settings and scenarios are errors at their pointers; and the step verb, driven one click
// at a time, ends with the outcome of the equivalent scripted run.
#include "skedaddle/c_api.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "conformance/corpus.hpp"
#include "support/cli_fixture.hpp"

namespace {

using nlohmann::json;
using skedaddle::test::CliRun;

/// One call's status and answer.
struct Called {
  int status = -1;
  std::string text;
};

Called call(const std::string& verb, const std::string& scenario, const std::string& settings) {
  char* answer = nullptr;
  Called out;
  out.status = skd_call(verb.c_str(), scenario.c_str(), settings.c_str(), &answer);
  EXPECT_NE(answer, nullptr);
  if (answer != nullptr) out.text = answer;
  skd_free(answer);
  return out;
}

class CApiExampleTest : public skedaddle::test::CliFixture,
                        public ::testing::WithParamInterface<std::string> {};

TEST_P(CApiExampleTest, GivesTheCommandLinesBytesAndStatus) {
  const std::string file = (skedaddle::corpus::games_dir() / GetParam()).string();
  const std::string text = skedaddle::test::read_file(file);
  struct Case {
    std::string args;  // the command line's verb and flags
    std::string verb;  // the C call's
    std::string settings;
  };
  const std::vector<Case> cases = {
      {"resolve --json", "resolve", R"({"form":"json"})"},  {"resolve", "resolve", ""},
      {"options --json", "options", R"({"form":"json"})"},  {"options", "options", ""},
      {"odds --json", "odds", R"({"form":"json"})"},        {"render -o -", "render", ""},
      {"render --odds -o -", "render", R"({"odds":true})"},
  };
  for (const Case& c : cases) {
    const CliRun run = cli(c.args + " '" + file + "'");
    const Called called = call(c.verb, text, c.settings);
    EXPECT_EQ(called.status, run.status) << c.args << "\n" << called.text;
    if (run.status == 0 || run.status == 3) {
      EXPECT_EQ(called.text, run.out) << c.args;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Examples, CApiExampleTest,
                         ::testing::ValuesIn(skedaddle::corpus::scenario_files()),
                         [](const auto& example) {
                           return skedaddle::corpus::param_name(example.param);
                         });

}  // namespace
