// SPDX-License-Identifier: MIT
// `validate` says "valid" only when `resolve` would resolve the scenario as written: a recorded
// choice that is not among the options, or a scripted die the resolution never rolls, is bad
// input that `validate` reports with `resolve`'s own words and pointers, in the command, the
// batch and the C interface alike.
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "conformance/corpus.hpp"
#include "skedaddle/c_api.h"
#include "skedaddle/io/json_lines.hpp"
#include "support/cli_fixture.hpp"
#include "support/light_tests.hpp"

namespace skedaddle::test {
namespace {

using Json = nlohmann::json;

/// The corpus example `name` as a JSON document.
Json example(const std::string& name) {
  return Json::parse(corpus::read_text(corpus::games_dir() / name).value());
}

/// GCACW gc-02 with a recorded first step to 0201, where the options are to stop or to 0401.
std::string bad_choice() {
  Json doc = example("gcacw/examples/gc-02-stack-and-leader-move-together.json");
  doc["choices"] = {"0201"};
  return doc.dump();
}

/// Jacobite jr-08 with a die more than its resolution rolls.
std::string unused_die() {
  Json doc = example(
      "jacobite/examples/jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat.json");
  doc["dice"].push_back("saber");
  return doc.dump();
}

class ValidateCli : public CliFixture {};

TEST_F(ValidateCli, ARecordedChoiceOrDieThatResolveRejectsIsNotValid) {
  for (const std::string& text : {bad_choice(), unused_die()}) {
    const std::string file = scenario(text);
    const CliRun resolved = cli("resolve '" + file + "'");
    ASSERT_EQ(resolved.status, kExitBadInput) << resolved.out;
    const CliRun validated = cli("validate '" + file + "'");
    EXPECT_EQ(validated.status, kExitBadInput) << validated.out;
    EXPECT_EQ(validated.out, "");
    EXPECT_EQ(validated.err, resolved.err);
  }
  EXPECT_EQ(cli("validate '" + scenario(bad_choice()) + "'").err,
            scenario(bad_choice()) +
                ": /choices/0: choice \"0201\" is not one of the options at decision 1 "
                "(retreat step); write one of \"stop\", \"0401\"\n");
}

// Every example, and every example whose script is one die too long: validate's exit status is
// resolve's (0 resolved, 2 bad input, 3 refused). Every fifth example with light tests (CI's
// sanitizer stage, where the four processes an example starts took two minutes in all).
TEST_F(ValidateCli, ValidateExitsAsResolveForEveryExample) {
  int scripted = 0;
  const std::vector<std::string> names = corpus::scenario_files();
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (!checked_in_light(i)) continue;
    const std::string& name = names[i];
    Json doc = example(name);
    std::vector<std::string> texts = {doc.dump()};
    if (doc.contains("dice") && !doc.at("dice").empty()) {
      doc["dice"].push_back(doc["dice"].back());
      texts.push_back(doc.dump());
      ++scripted;
    }
    for (const std::string& text : texts) {
      const std::string file = scenario(text);
      const int resolved = cli("resolve '" + file + "'").status;
      EXPECT_EQ(cli("validate '" + file + "'").status, resolved) << name;
    }
  }
  EXPECT_GT(scripted, scaled(20));
}

TEST_F(ValidateCli, TheBatchAndTheCInterfaceSayTheSame) {
  const std::string line = R"({"verb":"validate","scenario":)" + io::one_line(bad_choice()) + "}\n";
  const CliRun batch = cli("batch '" + scenario(line, "bad.jsonl") + "'");
  EXPECT_EQ(batch.status, kExitBadInput);
  EXPECT_EQ(
      batch.out,
      R"({"line":1,"verb":"validate","status":"error","errors":[{"pointer":"/scenario/choices/0","message":"choice \"0201\" is not one of the options at decision 1 (retreat step); write one of \"stop\", \"0401\""}]})"
      "\n");

  char* answer = nullptr;
  const int status = skd_call("validate", unused_die().c_str(), "", &answer);
  ASSERT_NE(answer, nullptr);
  EXPECT_EQ(status, SKD_BAD_INPUT);
  EXPECT_EQ(Json::parse(answer).at("errors").at(0).at("pointer"), "/dice/5") << answer;
  skd_free(answer);
}

}  // namespace
}  // namespace skedaddle::test
