// SPDX-License-Identifier: MIT
// run_batch(): one answer line per request line, in input order whatever the threads; bad lines
// answered with their line, pointer and message; refusals as answers; references to earlier
// lines; shards of a batch. The CLI's answers are compared with the single-request commands in
// tests/cli/batch_cli_test.cpp.
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <limits>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "batch/line_reader.hpp"
#include "conformance/corpus.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

/// A small GCACW retreat: a Union brigade in 0505 retreats from Hood in 0405, several ways.
constexpr std::string_view kScenario =
    R"({"format":"skedaddle-scenario/1","ruleset":"gcacw","name":"batch test",)"
    R"("board":{"columns":10,"rows":10},"units":[)"
    R"({"id":"1/1 Inf","side":"union","type":"infantry","hex":"0505","manpower":4},)"
    R"({"id":"Hood","side":"confederate","type":"infantry","hex":"0405","manpower":5}],)"
    R"("request":{"kind":"retreat","hex":"0505","active":["Hood"]}})";

/// What run_batch wrote and said.
struct Ran {
  std::string out;
  std::vector<Json> lines;
  BatchSummary summary;
};

Ran run(const std::string& input, BatchSettings settings = {}) {
  std::istringstream in(input);
  Ran ran;
  ran.summary = run_batch(
      in, [&](std::string_view piece) { ran.out += piece; }, settings);
  std::istringstream lines(ran.out);
  for (std::string line; std::getline(lines, line);)
    ran.lines.push_back(Json::parse(line));
  return ran;
}

/// The text of a corpus scenario on one line.
std::string example(const std::string& relative) {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / relative);
  EXPECT_TRUE(text) << relative;
  return io::one_line(text.value_or(""));
}

std::string request(std::string_view verb, std::string_view scenario, std::string_view extra = "") {
  return R"({"verb":")" + std::string(verb) + R"(","scenario":)" + std::string(scenario) +
         std::string(extra) + "}\n";
}

/// The first error's pointer and message of an error answer.
std::string first_error(const Json& answer) {
  if (!answer.contains("errors") || answer.at("errors").empty())
    return "(no errors) " + answer.dump();
  const Json& e = answer.at("errors").at(0);
  return e.at("pointer").get<std::string>() + ": " + e.at("message").get<std::string>();
}

TEST(Batch, AnswersEachRequestWithTheVerbsDocumentOnOneLine) {
  const Ran ran = run(request("resolve", kScenario, R"(,"id":"a","seed":7)"));
  ASSERT_EQ(ran.lines.size(), 1u);
  const Scenario scenario = Scenario::parse(kScenario).value();
  const std::string outcome = resolve(scenario, {.seed = 7}).value().json();
  EXPECT_EQ(ran.out, R"({"line":1,"id":"a","verb":"resolve","status":"ok","answer":)" +
                         io::one_line(outcome) + "}\n");
  // The document on one line is the same JSON as the document printed whole.
  EXPECT_EQ(ran.lines[0].at("answer"), Json::parse(outcome));
  EXPECT_EQ(ran.summary.lines, 1u);
  EXPECT_EQ(ran.summary.answered, 1u);
  EXPECT_EQ(ran.summary.failed, 0u);
}

// An outcome writes its seed as a string in its "verification" (digits past 2^53 survive any
// JSON reader); a host feeding that seed back must be able to give it as it is. A seed in any
// other form is refused with its pointer.
TEST(Batch, TakesASeedWrittenAsItsDigitsAsAnOutcomeWritesIt) {
  const Scenario scenario = Scenario::parse(kScenario).value();
  const Json outcome =
      Json::parse(resolve(scenario, {.chooser = ChooserKind::random, .seed = 3}).value().json());
  const std::string written = outcome.at("verification").at("request").at("seed").dump();
  ASSERT_EQ(written, R"("3")");
  const std::string big = "18446744073709551615";
  const Ran ran = run(
      request("resolve", kScenario, R"(,"chooser":"random","seed":)" + written) +
          request("resolve", kScenario, R"(,"chooser":"random","seed":")" + big + R"(")") +
          request("resolve", kScenario, R"(,"seed":"3x")") +
          request("resolve", kScenario, R"(,"seed":"")") +
          request("verify", kScenario, R"(,"outcome":)" + outcome.dump() + R"(,"seed":)" + written),
      {.threads = 1});
  ASSERT_EQ(ran.lines.size(), 5u);
  EXPECT_EQ(ran.lines[0].at("answer"), outcome);
  EXPECT_EQ(ran.lines[1].at("answer"),
            Json::parse(resolve(scenario, {.chooser = ChooserKind::random,
                                           .seed = std::numeric_limits<std::uint64_t>::max()})
                            .value()
                            .json()));
  for (const std::size_t bad : {2, 3}) {
    EXPECT_EQ(first_error(ran.lines[bad]).substr(0, 24), "/seed: expected a seed: ")
        << ran.lines[bad].dump();
  }
  EXPECT_EQ(ran.lines[4].at("status"), "ok") << ran.lines[4].dump();
  EXPECT_EQ(ran.lines[4].at("answer").at("identical"), true) << ran.lines[4].dump();
}

TEST(Batch, TakesTheChooserAndSeedOfEachLine) {
  const std::string input = request("resolve", kScenario, R"(,"chooser":"random","seed":1)") +
                            request("resolve", kScenario, R"(,"chooser":"first")") +
                            request("resolve", kScenario);
  const Ran ran = run(input, {.threads = 1});
  ASSERT_EQ(ran.lines.size(), 3u);
  const Scenario scenario = Scenario::parse(kScenario).value();
  const ResolveSettings asked[] = {
      {.chooser = ChooserKind::random, .seed = 1}, {.chooser = ChooserKind::first}, {}};
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(ran.lines[i].at("answer"), Json::parse(resolve(scenario, asked[i]).value().json()))
        << "line " << i + 1;
  }
}

TEST(Batch, AnswersOptionsOddsAndValidate) {
  const std::string jr = example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  const std::string input = request("options", kScenario) + request("odds", jr) +
                            request("odds", jr, R"(,"per_option":true,"chooser":"first")") +
                            request("validate", kScenario);
  const Ran ran = run(input);
  ASSERT_EQ(ran.lines.size(), 4u);
  const Scenario small = Scenario::parse(kScenario).value();
  const Scenario jacobite = Scenario::parse(jr).value();
  EXPECT_EQ(ran.lines[0].at("answer"), Json::parse(options(small, {.form = Form::json}).value()));
  EXPECT_EQ(ran.lines[1].at("answer"), Json::parse(odds(jacobite).value().json()));
  EXPECT_EQ(ran.lines[2].at("answer"),
            Json::parse(odds_per_option(jacobite, {.chooser = ChooserKind::first}).value().json()));
  EXPECT_EQ(ran.lines[3].at("answer"), Json::parse(R"({"valid":true,"warnings":[]})"));
  for (const Json& line : ran.lines)
    EXPECT_EQ(line.at("status"), "ok") << line.dump();
}

// verify: an outcome resolved from the scenario is identical; one with a die changed is not,
// and says where (an answer either way); a request without an outcome is bad input.
TEST(Batch, VerifiesAnOutcomeAgainstTheScenario) {
  const std::string jr = example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json");
  const Scenario scenario = Scenario::parse(jr).value();
  const std::string outcome = io::one_line(resolve(scenario).value().json());
  Json tampered = Json::parse(outcome);
  ASSERT_FALSE(tampered.at("replay").at("dice").empty());
  tampered["replay"]["dice"][0] = tampered["replay"]["dice"][0].get<int>() % 6 + 1;
  const std::string input = request("verify", jr, R"(,"outcome":)" + outcome) +
                            request("verify", jr, R"(,"outcome":)" + tampered.dump()) +
                            request("verify", jr);
  const Ran ran = run(input);
  ASSERT_EQ(ran.lines.size(), 3u);
  EXPECT_EQ(ran.lines[0].at("status"), "ok");
  EXPECT_EQ(ran.lines[0].at("answer"), Json::parse(verify(scenario, outcome).value().json()));
  EXPECT_EQ(ran.lines[0].at("answer").at("identical"), true);
  EXPECT_EQ(ran.lines[1].at("status"), "ok");
  EXPECT_EQ(ran.lines[1].at("answer").at("identical"), false);
  EXPECT_EQ(ran.lines[1].at("answer"),
            Json::parse(verify(scenario, tampered.dump()).value().json()));
  EXPECT_EQ(ran.lines[2].at("status"), "error");
  EXPECT_EQ(first_error(ran.lines[2]),
            "/outcome: missing required key \"outcome\": expected an outcome document");
}

// verify reads the outcome under the batch's limits, as it reads the scenario: a name longer
// than the default 64 KiB string limit, allowed by the batch's own limit, verifies identical.
TEST(Batch, VerifiesAnOutcomeUnderTheBatchsLimits) {
  std::string scenario_text(kScenario);
  const std::string long_name(70'000, 'n');
  scenario_text.replace(scenario_text.find("batch test"), 10, long_name);
  BatchSettings settings;
  settings.limits.string_bytes = 100'000;
  const Scenario scenario = Scenario::parse(scenario_text, settings.limits).value();
  const std::string outcome = io::one_line(resolve(scenario).value().json());
  ASSERT_NE(outcome.find(long_name), std::string::npos);
  const Ran ran = run(request("verify", scenario_text, R"(,"outcome":)" + outcome), settings);
  ASSERT_EQ(ran.lines.size(), 1u);
  ASSERT_EQ(ran.lines[0].at("status"), "ok") << ran.lines[0].dump().substr(0, 400);
  EXPECT_EQ(ran.lines[0].at("answer").at("identical"), true);
}

// verify with what the players agreed: the line's "chooser", "seed", "no_dice" and "choices"
// hold the outcome's request to them, as verify --chooser --seed --no-dice --choices do (an
// answer whether or not it holds); a malformed one is bad input at its key, and the other
// verbs take neither "no_dice" nor "choices".
TEST(Batch, VerifiesAnOutcomeAgainstWhatWasAgreed) {
  const std::string jr =
      example("jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json");
  const Scenario scenario = Scenario::parse(jr).value();
  const std::string outcome = io::one_line(
      resolve(scenario, {.seed = 9, .dice = std::vector<int>{1, 5, 5, 3, 1, 6, 1, 1, 1, 1}})
          .value()
          .json());
  const std::string choices = Json::parse(outcome).at("replay").at("choices").dump();
  const std::string with = R"(,"outcome":)" + outcome;
  const std::string input =
      request("verify", jr, with + R"(,"chooser":"script","seed":9,"choices":)" + choices) +
      request("verify", jr, with + R"(,"seed":4,"no_dice":true)") +
      request("verify", jr, with + R"(,"chooser":"worst")") +
      request("verify", jr, with + R"(,"choices":[1,"G5",7.5])") +
      request("verify", jr, with + R"(,"no_dice":1)") +
      request("verify", jr, with + R"(,"dice":[1])") + request("resolve", jr, R"(,"no_dice":true)");
  const Ran ran = run(input);
  ASSERT_EQ(ran.lines.size(), 7u);
  EXPECT_EQ(ran.lines[0].at("status"), "ok");
  EXPECT_EQ(ran.lines[0].at("answer"),
            Json::parse(verify(scenario, outcome,
                               {.chooser = NamedChooser{ChooserKind::script, std::nullopt},
                                .seed = 9,
                                .choices = choices})
                            .value()
                            .json()));
  EXPECT_EQ(ran.lines[0].at("answer").at("identical"), true);
  EXPECT_EQ(ran.lines[0].at("answer").at("agreed"), Json::parse(R"(["chooser","seed","choices"])"));
  EXPECT_EQ(ran.lines[1].at("status"), "ok");
  EXPECT_EQ(ran.lines[1].at("answer").at("identical"), false);
  std::vector<std::string> parts;
  for (const Json& d : ran.lines[1].at("answer").at("differences"))
    parts.push_back(d.at("part"));
  EXPECT_EQ(parts, (std::vector<std::string>{"agreed seed", "agreed dice"}));
  EXPECT_EQ(first_error(ran.lines[2]),
            "/chooser: expected script, first, random, best or callback, or script,POLICY / "
            "callback,POLICY (POLICY: first, random or best), got \"worst\"");
  EXPECT_EQ(first_error(ran.lines[3]).substr(0, 12), "/choices/2: ") << ran.lines[3].dump();
  EXPECT_EQ(first_error(ran.lines[4]).substr(0, 11), "/no_dice: e") << ran.lines[4].dump();
  EXPECT_EQ(first_error(ran.lines[5]).substr(0, 26), "/dice: unknown key \"dice\";")
      << ran.lines[5].dump();
  EXPECT_EQ(first_error(ran.lines[6]).substr(0, 32), "/no_dice: unknown key \"no_dice\";")
      << ran.lines[6].dump();
}

TEST(Batch, RefusedRequestIsAnAnswerAsResolvePrintsIt) {
  const std::string refused =
      example("gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  const Ran ran = run(request("resolve", refused) + request("validate", refused));
  ASSERT_EQ(ran.lines.size(), 2u);
  const Scenario scenario = Scenario::parse(refused).value();
  const Outcome outcome = resolve(scenario).value();
  ASSERT_TRUE(outcome.refused());
  EXPECT_EQ(ran.lines[0].at("status"), "refused");
  EXPECT_EQ(ran.lines[0].at("answer"), Json::parse(outcome.json()));
  EXPECT_EQ(ran.lines[1].at("status"), "refused");
  EXPECT_EQ(ran.lines[1].at("answer").at("refused").at("rule"), outcome.refusal()->rule);
  EXPECT_EQ(ran.summary.refused, 2u);
  EXPECT_EQ(ran.summary.failed, 0u);
}

TEST(Batch, BadLinesAreAnsweredWithLinePointerAndMessageAndTheBatchGoesOn) {
  const std::string bad_hex =
      std::string(kScenario).replace(std::string(kScenario).find("\"0505\""), 6, "\"9999\"");
  const std::vector<std::pair<std::string, std::string>> lines = {
      {"{\"verb\":", ": malformed JSON (byte 9)"},
      {"[1,2]", ": expected a request object, got an array"},
      {request("explode", kScenario),
       "/verb: expected \"resolve\", \"options\", \"odds\", \"validate\" or "
       "\"verify\", got \"explode\""},
      {R"({"verb":"resolve"})", ": expected one of \"scenario\""},
      {request("resolve", kScenario, R"(,"scenario_ref":"a")"),
       "/scenario_ref: expected only one of"},
      {request("resolve", kScenario, R"(,"chooser":"worst")"), "/chooser: expected script, first"},
      {request("resolve", kScenario, R"(,"seed":-1)"), "/seed: expected"},
      {request("options", kScenario, R"(,"seed":1)"), "/seed: unknown key \"seed\""},
      {request("resolve", kScenario, R"(,"id":7)"), "/id: expected a non-empty string, got 7"},
      {request("resolve", bad_hex), "/scenario/units/0/hex: expected a hex on the map"},
      {request("odds", kScenario, R"(,"max_resolves":0)"), "/max_resolves: expected a whole"},
  };
  std::string input;
  for (const auto& [line, error] : lines) {
    input += line;
    if (line.empty() || line.back() != '\n') input += '\n';
  }
  input += request("resolve", kScenario, R"(,"id":"good")");
  const Ran ran = run(input, {.threads = 4});
  ASSERT_EQ(ran.lines.size(), lines.size() + 1);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Json& answer = ran.lines[i];
    EXPECT_EQ(answer.at("line"), i + 1);
    EXPECT_EQ(answer.at("status"), "error") << answer.dump();
    EXPECT_NE(first_error(answer).find(lines[i].second), std::string::npos)
        << "line " << i + 1 << ": " << first_error(answer);
  }
  EXPECT_EQ(ran.lines.back().at("status"), "ok");
  EXPECT_EQ(ran.lines.back().at("id"), "good");
  EXPECT_EQ(ran.summary.failed, lines.size());
  EXPECT_EQ(ran.summary.answered, lines.size() + 1);
}

TEST(Batch, BlankLinesAreSkippedAndAnswersKeepTheFilesLineNumbers) {
  // Line 1 gives scenario "a"; lines 2 and 3 are blank (one of spaces, a tab and a CRLF file's
  // "\r"); line 4 refers to "a" across them; line 5 is bad input; line 6 is blank between
  // requests; line 7 validates; the file ends with an extra newline (a blank line 8).
  const std::string input = request("resolve", kScenario, R"(,"id":"a")") +  // 1
                            "\n" +                                           // 2
                            "  \t\r\n" +                                     // 3
                            R"({"verb":"options","scenario_ref":"a"})"
                            "\n" +                             // 4
                            R"({"verb":"resolve","seed":-1})"  // 5
                            "\n"
                            "\n" +                            // 6
                            request("validate", kScenario) +  // 7
                            "\n";                             // 8
  for (const unsigned threads : {1U, 4U}) {
    const Ran ran = run(input, {.threads = threads});
    ASSERT_EQ(ran.lines.size(), 4u) << threads << ": " << ran.out;
    const std::vector<std::pair<int, std::string>> expected = {
        {1, "ok"}, {4, "ok"}, {5, "error"}, {7, "ok"}};
    for (std::size_t i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(ran.lines[i].at("line"), expected[i].first) << threads << ": " << ran.out;
      EXPECT_EQ(ran.lines[i].at("status"), expected[i].second) << threads << ": " << ran.out;
    }
    EXPECT_EQ(ran.summary.lines, 8u) << threads;
    EXPECT_EQ(ran.summary.answered, 4u) << threads;
    EXPECT_EQ(ran.summary.failed, 1u) << threads;  // line 5 alone: a blank line is no error
  }
  // A shard's line numbers count the blank lines too: lines 4 to 6 answer line 4 and line 5.
  const Ran shard = run(input, {.first_line = 4, .last_line = 6});
  ASSERT_EQ(shard.lines.size(), 2u) << shard.out;
  EXPECT_EQ(shard.lines[0].at("line"), 4);
  EXPECT_EQ(shard.lines[1].at("line"), 5);
}

TEST(Batch, ALineLongerThanTheLimitIsAnErrorAndTheNextLinesAreRead) {
  BatchSettings settings;
  settings.limits.input_bytes = 600;
  const std::string long_line =
      request("resolve", kScenario, ",\"id\":\"" + std::string(700, 'x') + "\"");
  const Ran ran = run(long_line + request("resolve", kScenario), settings);
  ASSERT_EQ(ran.lines.size(), 2u);
  EXPECT_EQ(first_error(ran.lines[0]), ": expected a line of at most 600 bytes, got " +
                                           std::to_string(long_line.size() - 1) +
                                           " (the limit; raise it with --max-input-bytes)");
  EXPECT_EQ(ran.lines[1].at("status"), "ok");
}

TEST(Batch, ReferencesNameTheScenarioOfAnEarlierLine) {
  const std::string bad =
      std::string(kScenario).replace(std::string(kScenario).find("\"0505\""), 6, "\"9999\"");
  const std::string input = request("resolve", kScenario, R"(,"id":"a")") +  // 1
                            R"({"verb":"options","scenario_ref":"a","id":"x"})"
                            "\n"  // 2
                            R"({"verb":"resolve","scenario_ref":"b"})"
                            "\n"                                                // 3: b comes later
                            + request("validate", kScenario, R"(,"id":"b")") +  // 4
                            request("validate", kScenario, R"(,"id":"a")") +    // 5: a again
                            request("validate", bad, R"(,"id":"c")") +          // 6: invalid
                            R"({"verb":"resolve","scenario_ref":"c"})"
                            "\n"  // 7
                            R"({"verb":"resolve","scenario_ref":"b","chooser":"first"})"
                            "\n";  // 8
  for (const unsigned threads : {1u, 8u}) {
    const Ran ran = run(input, {.threads = threads, .window = 3});
    ASSERT_EQ(ran.lines.size(), 8u);
    const Scenario scenario = Scenario::parse(kScenario).value();
    EXPECT_EQ(ran.lines[1].at("answer"),
              Json::parse(options(scenario, {.form = Form::json}).value()));
    EXPECT_EQ(ran.lines[1].at("id"), "x");
    EXPECT_EQ(first_error(ran.lines[2]),
              "/scenario_ref: expected the id of an earlier line that gives a \"scenario\", got "
              "\"b\"");
    EXPECT_EQ(first_error(ran.lines[4]),
              "/id: expected an id that no earlier line gives a scenario; \"a\" names the "
              "scenario of line 1");
    EXPECT_EQ(ran.lines[5].at("status"), "error");
    EXPECT_EQ(first_error(ran.lines[6]),
              "/scenario_ref: the scenario of \"c\" (line 6) is not valid: its errors are in "
              "that line's answer");
    EXPECT_EQ(ran.lines[7].at("answer"),
              Json::parse(resolve(scenario, {.chooser = ChooserKind::first}).value().json()));
  }
}

TEST(Batch, ErrorsOfAReferredScenarioNameTheLineThatGaveIt) {
  // A script that does not fit: the error is in line 1's scenario, reached from line 2.
  const std::string scripted =
      std::string(kScenario).insert(kScenario.size() - 1, R"(,"choices":["0101"])");
  const Ran ran = run(request("validate", scripted, R"(,"id":"s")") +
                      R"({"verb":"resolve","scenario_ref":"s","chooser":"script"})"
                      "\n");
  ASSERT_EQ(ran.lines.size(), 2u);
  ASSERT_EQ(ran.lines[1].at("status"), "error") << ran.lines[1].dump();
  EXPECT_EQ(ran.lines[1].at("errors").at(0).at("line"), 1);
  EXPECT_EQ(ran.lines[1].at("errors").at(0).at("pointer").get<std::string>().rfind(
                "/scenario/choices", 0),
            0u)
      << ran.lines[1].dump();
}

TEST(Batch, ScenarioFilesAreReadFromTheBaseFolder) {
  const std::string name = "gcacw/examples/gc-02-stack-and-leader-move-together.json";
  const std::string input = R"({"verb":"resolve","scenario_file":")" + name + "\"}\n" +
                            R"({"verb":"resolve","scenario_file":"no/such.json"})"
                            "\n";
  const Ran ran = run(input, {.base_dir = corpus::games_dir().string()});
  ASSERT_EQ(ran.lines.size(), 2u);
  const Scenario scenario = Scenario::load((corpus::games_dir() / name).string()).value();
  EXPECT_EQ(ran.lines[0].at("answer"), Json::parse(resolve(scenario).value().json()));
  EXPECT_EQ(ran.lines[1].at("status"), "error");
  EXPECT_EQ(ran.lines[1].at("errors").at(0).at("file"), "no/such.json");
  EXPECT_EQ(ran.lines[1].at("errors").at(0).at("pointer"), "");
}

TEST(Batch, AShardAnswersItsLinesAndReadsEarlierOnesOnlyForTheirScenarios) {
  const std::string input = request("resolve", kScenario, R"(,"id":"a")") +  // 1
                            "not json\n" +                                   // 2
                            R"({"verb":"options","scenario_ref":"a"})"
                            "\n"                                // 3
                            + request("validate", kScenario) +  // 4
                            request("validate", kScenario);     // 5
  const Ran whole = run(input);
  const Ran shard = run(input, {.first_line = 3, .last_line = 4});
  ASSERT_EQ(shard.lines.size(), 2u);
  EXPECT_EQ(shard.lines[0], whole.lines[2]);
  EXPECT_EQ(shard.lines[1], whole.lines[3]);
  EXPECT_EQ(shard.summary.lines, 4u);   // line 5 is not read
  EXPECT_EQ(shard.summary.failed, 0u);  // line 2 is not answered here
}

/// Lines of random work sizes: cheap validations, resolutions, option trees and odds over
/// every way of the dice.
std::string random_batch(std::size_t lines, unsigned seed) {
  const std::vector<std::string> scenarios = {
      std::string(kScenario),
      example("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json"),
      example("gcacw/examples/gc-02-stack-and-leader-move-together.json"),
      example("gitm/examples/gitm/gi-4-stops-short-after-two-squares.json"),
  };
  const std::vector<std::string_view> verbs = {"validate", "resolve", "options", "odds"};
  std::mt19937 random(seed);
  std::string input;
  for (std::size_t i = 0; i < lines; ++i) {
    const std::string& scenario = scenarios[random() % scenarios.size()];
    const std::string_view verb = verbs[random() % verbs.size()];
    if (random() % 10 == 0) {
      input += "{\"verb\":\"resolve\",\"scenario\":{}}\n";  // a bad line now and then
    } else {
      input += request(verb, scenario, ",\"id\":\"" + std::to_string(i) + "\"");
    }
  }
  return input;
}

TEST(Batch, EightThreadsWriteWhatOneThreadWritesByteForByte) {
  const std::string input = random_batch(300, 25);
  const Ran one = run(input, {.threads = 1});
  ASSERT_EQ(one.lines.size(), 300u);
  for (std::size_t i = 0; i < one.lines.size(); ++i)
    ASSERT_EQ(one.lines[i].at("line"), i + 1);
  for (const std::size_t window : {std::size_t{1}, std::size_t{5}, std::size_t{0}}) {
    const Ran eight = run(input, {.threads = 8, .window = window});
    EXPECT_EQ(eight.out, one.out) << "window " << window;
    EXPECT_EQ(eight.summary.failed, one.summary.failed);
  }
}

TEST(Batch, ProgressCountsTheLinesWrittenInOrder) {
  std::vector<std::size_t> seen;
  std::size_t failed = 0;
  BatchSettings settings{.threads = 3};
  settings.progress = [&](const BatchProgress& p) {
    seen.push_back(p.answered);
    failed = p.failed;
  };
  run(random_batch(40, 3), settings);
  ASSERT_EQ(seen.size(), 40u);
  for (std::size_t i = 0; i < seen.size(); ++i)
    EXPECT_EQ(seen[i], i + 1);
  EXPECT_GT(failed, 0u);
}

// The counts the command prints ("120 lines answered, ... errors, ... refused") against the
// statuses of the answer lines themselves, on a batch mixing good, bad, refused (ALL-3) and
// blank lines, on one thread and on three.
TEST(Batch, SummaryAndProgressCountTheStatusesOfTheAnswerLines) {
  const std::string refused =
      example("gcacw/examples/gc-01-cavalry-retreat-of-a-stack-with-infantry-is-refused.json");
  std::string input;
  std::size_t blank = 0;
  std::istringstream mixed(random_batch(120, 11));
  std::size_t i = 0;
  for (std::string line; std::getline(mixed, line); ++i) {
    input += (i % 7 == 3 ? request(i % 2 == 0 ? "resolve" : "odds", refused) : line + "\n");
    if (i % 13 == 5) {
      input += "\n";
      ++blank;
    }
  }
  for (const unsigned threads : {1u, 3u}) {
    BatchProgress last;
    BatchSettings settings{.threads = threads};
    settings.progress = [&](const BatchProgress& p) { last = p; };
    const Ran ran = run(input, settings);
    std::map<std::string, std::size_t> statuses;
    for (const Json& answer : ran.lines)
      ++statuses[answer.at("status").get<std::string>()];
    EXPECT_EQ(ran.summary.lines, 120u + blank) << threads;
    EXPECT_EQ(ran.summary.answered, 120u) << threads;
    EXPECT_EQ(ran.summary.failed, statuses["error"]) << threads;
    EXPECT_EQ(ran.summary.refused, statuses["refused"]) << threads;
    EXPECT_EQ(ran.summary.internal, statuses["internal"]) << threads;
    EXPECT_EQ(last.answered, 120u) << threads;
    EXPECT_EQ(last.failed, statuses["error"] + statuses["internal"]) << threads;
    EXPECT_EQ(last.refused, statuses["refused"]) << threads;
    // Each kind was met: the counts are not all zero by chance.
    EXPECT_GT(statuses["error"], 0u) << threads;
    EXPECT_GT(statuses["refused"], 0u) << threads;
    EXPECT_GT(statuses["ok"], 0u) << threads;
  }
}

TEST(Batch, ReadsNoLineOnceItsStopSaysSo) {
  // The command stops a batch whose standard output has failed (a closed pipe): no line is read
  // after stop() says so; the lines already read are answered and written, in order.
  const std::string input = random_batch(200, 7);
  for (const unsigned threads : {1u, 3u}) {
    std::atomic<std::size_t> written{0};
    BatchSettings settings{.threads = threads, .window = 4};
    settings.stop = [&] { return written >= 10; };
    std::istringstream in(input);
    const BatchSummary summary = run_batch(
        in, [&](std::string_view) { ++written; }, settings);
    // One thread reads a line only once the one before is written; more read at most the
    // window ahead of the last line written.
    if (threads == 1) {
      EXPECT_EQ(summary.lines, 10u);
    }
    EXPECT_GE(summary.lines, 10u) << threads;
    EXPECT_LE(summary.lines, 10u + 4u) << threads;
    EXPECT_EQ(summary.answered, summary.lines) << threads;
    EXPECT_EQ(written, summary.lines) << threads;
  }
}

TEST(BatchLineReader, KeepsEachLineUpToTheLimitAndReadsOnPastIt) {
  std::istringstream in("ab\n" + std::string(10, 'x') + "\nlast");
  batch::LineReader reader(in, 4);
  batch::Line line;
  ASSERT_TRUE(reader.next(line));
  EXPECT_EQ(line.text, "ab");
  EXPECT_FALSE(line.too_long);
  ASSERT_TRUE(reader.next(line));
  EXPECT_TRUE(line.too_long);
  EXPECT_EQ(line.bytes, 10u);
  EXPECT_EQ(line.text, "xxxx");
  ASSERT_TRUE(reader.next(line));
  EXPECT_EQ(line.text, "last");
  EXPECT_FALSE(reader.next(line));
}

TEST(BatchLineReader, ReadsLinesAcrossItsBuffer) {
  // Lines longer than the reader's 64 KiB buffer, and a final newline with nothing after it.
  const std::string a(100'000, 'a');
  const std::string b(70'000, 'b');
  std::istringstream in(a + "\n" + b + "\n");
  batch::LineReader reader(in, 1'000'000);
  batch::Line line;
  ASSERT_TRUE(reader.next(line));
  EXPECT_EQ(line.text, a);
  ASSERT_TRUE(reader.next(line));
  EXPECT_EQ(line.text, b);
  EXPECT_FALSE(reader.next(line));
}

}  // namespace
}  // namespace skedaddle
