// SPDX-License-Identifier: MIT
// The C interface (skedaddle/c_api.h), which the browser build calls: for every example it gives
// the bytes and the status of the command line (resolve, options, odds, render, render --odds);
// bad settings and scenarios are errors at their pointers; a seed is read exactly to 2^64-1, as
// `--seed` reads it; verify answers as `skedaddle verify [--json]` for honest, tampered and
// disagreed outcomes; and the step verb, driven one click at a time, ends with the outcome of
// the equivalent scripted run, tells the story so far at every step (the first lines of that
// run's trace), and shows the options summary's figures, chances included, at the first
// decision.
#include "skedaddle/c_api.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "conformance/corpus.hpp"
#include "skedaddle/io/options_summary.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/cli_fixture.hpp"
#include "support/light_tests.hpp"

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

/// True when `example` is compared with the command line in this run: every one, or every fifth
/// with light tests (CI's sanitizer stage, where each of the seven processes an example starts
/// costs seconds).
bool compared_with_the_command_line(const std::string& example) {
  const std::vector<std::string> files = skedaddle::corpus::scenario_files();
  return skedaddle::test::checked_in_light(
      static_cast<std::size_t>(std::find(files.begin(), files.end(), example) - files.begin()));
}

TEST_P(CApiExampleTest, GivesTheCommandLinesBytesAndStatus) {
  if (!compared_with_the_command_line(GetParam()))
    GTEST_SKIP() << "light tests: every fifth example";
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

/// An outcome document without its verification, which names the chooser (a callback here, a
/// script there) and so hashes differently.
json without_verification(const std::string& outcome) {
  json doc = json::parse(outcome);
  doc.erase("verification");
  return doc;
}

/// The step verb's last answer and status once `text` is clicked through with `settings`: at the
/// k-th decision or roll, option k mod n, until the end; every answer's "story" and
/// "story_events" (an object of the two) added to `stories` when given.
Called click_through(const std::string& text, json settings, std::vector<json>* stories = nullptr) {
  json history = json::array();
  Called step;
  for (int k = 0; k < 400; ++k) {
    settings["history"] = history;
    step = call("step", text, settings.dump());
    if (step.status != SKD_OK && step.status != SKD_REFUSED) return step;
    const json state = json::parse(step.text);
    if (stories != nullptr) {
      stories->push_back(
          {{"story", state.at("story")}, {"story_events", state.at("story_events")}});
    }
    if (state.at("done").get<bool>()) return step;
    const bool chance = state.at("pending_chance").is_object();
    const json& options =
        chance ? state.at("pending_chance").at("outcomes") : state.at("pending").at("options");
    if (options.empty()) return step;
    history.push_back({{"kind", chance ? "chance" : "choice"},
                       {"index", static_cast<std::size_t>(k) % options.size()}});
  }
  return step;
}

/// Whether the scripted run takes the faces the outcome's replay records, or rolls by the seed.
enum class ReplayDice { scripted, seeded };

/// Expects `step`, a finished step answer, to be the scripted resolve of `scenario` with the
/// choices its outcome's replay records, and its dice unless `dice` says the seed rolls them:
/// the same outcome JSON (but its verification) and the same trace for people (`skedaddle
/// resolve`'s text).
void expect_the_scripted_run(const Called& step, json scenario, const std::string& seed,
                             ReplayDice dice) {
  ASSERT_TRUE(step.status == SKD_OK || step.status == SKD_REFUSED) << step.text;
  const json state = json::parse(step.text);
  ASSERT_TRUE(state.at("done").get<bool>()) << step.text;
  const std::string outcome = state.at("outcome").get<std::string>();
  const json replay = json::parse(outcome).value("replay", json());  // a refusal has none
  if (replay.is_object()) {
    scenario["choices"] = replay.value("choices", json::array());
    if (dice == ReplayDice::scripted && replay.contains("dice"))
      scenario["dice"] = replay.at("dice");
  }
  const std::string settings =
      R"({"chooser":"script","seed":)" + (replay.is_object() ? replay.at("seed").dump() : seed);
  const Called scripted = call("resolve", scenario.dump(), settings + R"(,"form":"json"})");
  EXPECT_EQ(scripted.status, step.status);
  EXPECT_EQ(without_verification(outcome), without_verification(scripted.text));
  EXPECT_EQ(state.at("outcome_text"), call("resolve", scenario.dump(), settings + "}").text);
}

/// Expects every story of a play (`stories`, the step answers' in order) to be the first lines
/// of the trace of `last`, its finished answer, as `skedaddle resolve` prints it, each story
/// longer than the one before (an answer adds its choice, a roll its event), the last one every
/// event's line; none for a refused request. Each answer's "story_events" are as many of the
/// outcome JSON's "events", exactly as it writes them: the last answer's all of them.
void expect_stories_begin_the_trace(const std::vector<json>& stories, const Called& last) {
  ASSERT_FALSE(stories.empty());
  const json state = json::parse(last.text);
  std::vector<std::string> lines;
  const std::string trace = state.at("outcome_text").get<std::string>();
  // The events' lines come first, then a blank line and the units (a refusal has no events).
  for (std::size_t at = 0; last.status == SKD_OK && at < trace.size();) {
    const std::size_t end = trace.find('\n', at);
    if (end == at || end == std::string::npos) break;
    lines.push_back(trace.substr(at, end - at));
    at = end + 1;
  }
  const json outcome = json::parse(state.at("outcome").get<std::string>());
  const json events = outcome.value("events", json::array());  // a refusal has none
  for (std::size_t k = 0; k < stories.size(); ++k) {
    const json& story = stories[k].at("story");
    ASSERT_TRUE(story.is_array()) << k;
    ASSERT_LE(story.size(), lines.size()) << "step " << k;
    if (k > 0) {
      EXPECT_GT(story.size(), stories[k - 1].at("story").size()) << "step " << k;
    }
    for (std::size_t i = 0; i < story.size(); ++i)
      EXPECT_EQ(story[i], lines[i]) << "step " << k << " line " << i;
    const json& story_events = stories[k].at("story_events");
    ASSERT_TRUE(story_events.is_array()) << k;
    ASSERT_EQ(story_events.size(), story.size()) << "step " << k;
    for (std::size_t i = 0; i < story_events.size(); ++i)
      EXPECT_EQ(story_events[i], events.at(i)) << "step " << k << " event " << i;
  }
  EXPECT_EQ(stories.back().at("story").size(), lines.size());
  EXPECT_EQ(stories.back().at("story_events"), events);
}

TEST_P(CApiExampleTest, StepByStepEndsAsTheScriptedRunOfItsChoices) {
  const std::string text = skedaddle::test::read_file(skedaddle::corpus::games_dir() / GetParam());
  // Scripted dice fit the recorded choices only: such a scenario is played with every roll
  // chosen too (the chance points), which its "dice" do not bind.
  const bool scripted_dice = json::parse(text).contains("dice");
  const json settings = scripted_dice ? json{{"chance", "explicit"}} : json{{"seed", 5}};
  std::vector<json> stories;
  const Called last = click_through(text, settings, &stories);
  expect_the_scripted_run(last, json::parse(text), "5", ReplayDice::scripted);
  expect_stories_begin_the_trace(stories, last);
}

TEST_P(CApiExampleTest, WithTheSeedsDiceStepByStepEndsAsTheRunOfTheScenarioWithoutItsDice) {
  const std::string text = skedaddle::test::read_file(skedaddle::corpus::games_dir() / GetParam());
  // "dice": "seed" drops the scenario's scripted dice (none to drop elsewhere: the same play),
  // so the seed alone gives the same rolls.
  json scenario = json::parse(text);
  scenario.erase("dice");
  std::vector<json> stories;
  const Called last = click_through(text, {{"seed", 7}, {"dice", "seed"}}, &stories);
  expect_the_scripted_run(last, scenario, "7", ReplayDice::seeded);
  expect_stories_begin_the_trace(stories, last);
}

/// The outcome `honest` (an outcome document) tampered with: its last event dropped, or, without
/// events (a refusal, ALL-3), its hash changed.
json tampered(const std::string& honest) {
  json doc = json::parse(honest);
  if (doc.contains("events") && !doc.at("events").empty()) {
    doc["events"].erase(doc["events"].size() - 1);
  } else {
    doc["verification"]["sha256"] = std::string(64, '0');
  }
  return doc;
}

TEST_P(CApiExampleTest, VerifiesAsTheCommandLine) {
  if (!compared_with_the_command_line(GetParam()))
    GTEST_SKIP() << "light tests: every fifth example";
  const std::string file = (skedaddle::corpus::games_dir() / GetParam()).string();
  const std::string text = skedaddle::test::read_file(file);
  const std::string honest_file = skedaddle::corpus::expected_file(file);
  const std::string honest = skedaddle::test::read_file(honest_file);
  const json forged = tampered(honest);
  const std::string forged_file = scenario(forged.dump(2), "forged.json");
  // A seed other than the one the outcome's request records, as the players might have agreed.
  const json recorded_seed = json::parse(honest).at("verification").at("request").at("seed");
  const std::string other_seed =
      recorded_seed.is_string() ? std::to_string(std::stoull(recorded_seed.get<std::string>()) + 1)
                                : "1";
  struct Case {
    std::string args;  // the command line's flags and outcome file
    json settings;     // the C call's
  };
  const std::vector<Case> cases = {
      {"--json '" + honest_file + "'", {{"form", "json"}, {"outcome", json::parse(honest)}}},
      {"'" + honest_file + "'", {{"outcome", honest}}},
      {"--json '" + forged_file + "'", {{"form", "json"}, {"outcome", forged.dump()}}},
      {"'" + forged_file + "'", {{"outcome", forged}}},
      {"--json --seed " + other_seed + " --no-dice --chooser best '" + honest_file + "'",
       {{"form", "json"},
        {"outcome", honest},
        {"seed", std::stoull(other_seed)},
        {"no_dice", true},
        {"chooser", "best"}}},
  };
  for (const Case& c : cases) {
    const CliRun run = cli("verify '" + file + "' " + c.args);
    const Called called = call("verify", text, c.settings.dump());
    ASSERT_TRUE(run.status == 0 || run.status == 1) << c.args << "\n" << run.err;
    // The command line exits 1 for an outcome that is not identical; the call answers it.
    EXPECT_EQ(called.status, SKD_OK) << c.args << "\n" << called.text;
    EXPECT_EQ(called.text, run.out) << c.args;
  }
  // The honest outcome is identical, the forged one not.
  EXPECT_EQ(cli("verify '" + file + "' '" + honest_file + "'").status, 0);
  EXPECT_EQ(cli("verify '" + file + "' '" + forged_file + "'").status, 1);
}

INSTANTIATE_TEST_SUITE_P(Examples, CApiExampleTest,
                         ::testing::ValuesIn(skedaddle::corpus::scenario_files()),
                         [](const auto& example) {
                           return skedaddle::corpus::param_name(example.param);
                         });

}  // namespace

namespace {

/// A valid example whose request is not refused, as text.
std::string first_example() {
  return skedaddle::test::read_file(skedaddle::corpus::games_dir() /
                                    "gcacw/examples/gc-02-stack-and-leader-move-together.json");
}

TEST(CApiTest, BadSettingsAreErrorsAtTheirPointers) {
  const Called seed = call("resolve", first_example(), R"({"seed": -1, "colour": "red"})");
  EXPECT_EQ(seed.status, SKD_BAD_INPUT);
  const json errors = json::parse(seed.text).at("errors");
  ASSERT_EQ(errors.size(), 2u) << seed.text;
  EXPECT_EQ(errors[0].at("document"), "settings");
  EXPECT_EQ(errors[0].at("pointer"), "/seed");
  EXPECT_EQ(errors[1].at("pointer"), "/colour");
  const Called chooser = call("render", first_example(), R"({"chooser": "worst"})");
  EXPECT_EQ(chooser.status, SKD_BAD_INPUT);
  EXPECT_EQ(json::parse(chooser.text).at("errors").at(0).at("pointer"), "/chooser");
  // As `render --odds --seed` and `render --max-resolves` without --odds.
  EXPECT_EQ(call("render", first_example(), R"({"odds": true, "seed": 1})").status, SKD_BAD_INPUT);
  EXPECT_EQ(call("render", first_example(), R"({"max_resolves": 3})").status, SKD_BAD_INPUT);
  const Called malformed = call("options", first_example(), "{\"tree\": tru");
  EXPECT_EQ(malformed.status, SKD_BAD_INPUT);
  EXPECT_EQ(json::parse(malformed.text).at("errors").at(0).at("document"), "settings");
  const Called verb = call("resolv", first_example(), "");
  EXPECT_EQ(verb.status, SKD_BAD_INPUT);
  EXPECT_EQ(json::parse(verb.text).at("errors").at(0).at("document"), "verb");
}

TEST(CApiTest, NullPointersReadAsEmptyAndTheAnswerMayBeLeftOut) {
  // c_api.h: a NULL verb or scenario reads as "", a NULL answer pointer takes the status alone.
  EXPECT_EQ(skd_call("validate", first_example().c_str(), nullptr, nullptr), SKD_OK);
  EXPECT_EQ(skd_call("resolv", first_example().c_str(), nullptr, nullptr), SKD_BAD_INPUT);
  char* answer = nullptr;
  EXPECT_EQ(skd_call(nullptr, first_example().c_str(), nullptr, &answer), SKD_BAD_INPUT);
  ASSERT_NE(answer, nullptr);
  const json verb = json::parse(answer).at("errors").at(0);
  skd_free(answer);
  EXPECT_EQ(verb.at("document"), "verb");
  EXPECT_EQ(verb.at("pointer"), "");
  answer = nullptr;
  EXPECT_EQ(skd_call("validate", nullptr, nullptr, &answer), SKD_BAD_INPUT);
  ASSERT_NE(answer, nullptr);
  const json scenario = json::parse(answer).at("errors").at(0);
  skd_free(answer);
  EXPECT_EQ(scenario.at("document"), "scenario");
  EXPECT_EQ(scenario.at("pointer"), "");
}

TEST(CApiTest, AnInvalidScenarioIsAnErrorAtItsPointer) {
  json doc = json::parse(first_example());
  doc["units"][0]["hex"] = "9999";
  const Called called = call("validate", doc.dump(), "");
  EXPECT_EQ(called.status, SKD_BAD_INPUT);
  const json error = json::parse(called.text).at("errors").at(0);
  EXPECT_EQ(error.at("document"), "scenario");
  EXPECT_EQ(error.at("pointer"), "/units/0/hex");
  // Valid: no errors, no warnings.
  EXPECT_EQ(call("validate", first_example(), "").text, R"({"valid":true,"warnings":[]})");
}

TEST(CApiTest, BadVerifySettingsAreErrorsAtTheirPointers) {
  const std::string honest = skedaddle::test::read_file(
      skedaddle::corpus::games_dir() /
      "gcacw/examples/gc-02-stack-and-leader-move-together.expected.json");
  struct Case {
    std::string settings;
    std::string document;
    std::string pointer;
  };
  json without_request = json::parse(honest);
  without_request["verification"].erase("request");
  const std::vector<Case> cases = {
      {"{}", "settings", "/outcome"},
      {R"({"outcome": 5})", "settings", "/outcome"},
      {json{{"outcome", without_request}}.dump(), "settings", "/outcome/verification/request"},
      {json{{"outcome", without_request.dump()}}.dump(), "outcome", "/verification/request"},
      {R"({"outcome": "{\"format\": "})", "outcome", ""},
      {json{{"outcome", honest}, {"chooser", "worst"}}.dump(), "settings", "/chooser"},
      {json{{"outcome", honest}, {"seed", -1}}.dump(), "settings", "/seed"},
      {json{{"outcome", honest}, {"no_dice", "yes"}}.dump(), "settings", "/no_dice"},
      {json{{"outcome", honest}, {"choices", {"9999"}}}.dump(), "settings", "/choices/0"},
      {json{{"outcome", honest}, {"form", "svg"}}.dump(), "settings", "/form"},
      {json{{"outcome", honest}, {"dice", {1}}}.dump(), "settings", "/dice"},
  };
  for (const Case& c : cases) {
    const Called called = call("verify", first_example(), c.settings);
    EXPECT_EQ(called.status, SKD_BAD_INPUT) << c.settings;
    const json errors = json::parse(called.text).at("errors");
    ASSERT_FALSE(errors.empty()) << called.text;
    EXPECT_EQ(errors[0].at("document"), c.document) << c.settings << "\n" << called.text;
    EXPECT_EQ(errors[0].at("pointer"), c.pointer) << c.settings << "\n" << called.text;
  }
  // The same settings well formed: the honest outcome is identical.
  const Called fine = call("verify", first_example(), json{{"outcome", honest}}.dump());
  EXPECT_EQ(fine.status, SKD_OK);
  EXPECT_EQ(fine.text.rfind("identical\n", 0), 0u) << fine.text;
}

class CApiSeedTest : public skedaddle::test::CliFixture {};

// The browser page sends a seed as its own digits (web/seed.js): every seed to 2^64-1 is read
// exactly, as `--seed` reads it, where a double would round it beyond 2^53; and what the page
// sends for a field that names no seed, its text as a string, is an error at /seed.
TEST_F(CApiSeedTest, TakesEverySeedTo2To64Minus1AsTheCommandLineDoes) {
  // JR-4: the random chooser picks each retreat step by the seed.
  const std::string file =
      (skedaddle::corpus::games_dir() / "jacobite/examples/jr-02-militia-two-flags-four-hexes.json")
          .string();
  const std::string text = skedaddle::test::read_file(file);
  for (const std::string seed :
       {"9007199254740993", "18446744073709551557", "18446744073709551615"}) {
    const CliRun run = cli("resolve --json --chooser random --seed " + seed + " '" + file + "'");
    ASSERT_EQ(run.status, 0) << run.err;
    const Called called =
        call("resolve", text, R"({"form": "json", "chooser": "random", "seed": )" + seed + "}");
    EXPECT_EQ(called.status, SKD_OK) << called.text;
    EXPECT_EQ(called.text, run.out) << seed;
    EXPECT_NE(called.text.find("\"seed\": " + seed + ","), std::string::npos) << seed;
  }
  // A seed as its digits in a string, as an outcome's verification writes it, is the same seed.
  const std::string settings = R"({"form": "json", "chooser": "random", "seed": )";
  EXPECT_EQ(call("resolve", text, settings + R"("18446744073709551557"})").text,
            call("resolve", text, settings + "18446744073709551557}").text);
  for (const std::string seed : {R"("abc")", R"("-3")", "18446744073709551616"}) {
    const Called called = call("resolve", text, R"({"seed": )" + seed + "}");
    EXPECT_EQ(called.status, SKD_BAD_INPUT) << seed;
    const json error = json::parse(called.text).at("errors").at(0);
    EXPECT_EQ(error.at("document"), "settings");
    EXPECT_EQ(error.at("pointer"), "/seed");
    EXPECT_EQ(error.at("message").get<std::string>().rfind(
                  "expected a seed: an unsigned integer from 0 to 18446744073709551615, or its "
                  "decimal digits as a string",
                  0),
              0u)
        << called.text;
  }
}

TEST(CApiTest, ExplainGivesOneRulingOrEvery) {
  const json one = json::parse(call("explain", "", R"({"id": "GC-3"})").text);
  ASSERT_EQ(one.at("rulings").size(), 1u);
  EXPECT_EQ(one.at("rulings").at(0).at("id"), "GC-3");
  const json every = json::parse(call("explain", "", "").text);
  EXPECT_GT(every.at("rulings").size(), 40u);
  EXPECT_EQ(call("explain", "", R"({"id": "GC-99"})").status, SKD_BAD_INPUT);
}

TEST(CApiTest, AStepThatDoesNotFitIsAnErrorAtItsPlaceInTheHistory) {
  const Called called =
      call("step", first_example(), R"({"history": [{"kind": "choice", "index": 99}]})");
  EXPECT_EQ(called.status, SKD_BAD_INPUT);
  EXPECT_EQ(json::parse(called.text).at("errors").at(0).at("pointer"), "/history/0");
  EXPECT_EQ(call("step", first_example(), R"({"chance": "explicit", "seed": 3})").status,
            SKD_BAD_INPUT);
  // Whose dice roll: the scenario's or the seed's; explicit chance rolls none.
  for (const char* settings : {R"({"dice": "mine"})", R"({"dice": [1, 2]})",
                               R"({"chance": "explicit", "dice": "seed"})"}) {
    const Called dice = call("step", first_example(), settings);
    EXPECT_EQ(dice.status, SKD_BAD_INPUT) << settings;
    EXPECT_EQ(json::parse(dice.text).at("errors").at(0).at("pointer"), "/dice") << dice.text;
  }
}

TEST(CApiTest, AStepCarriesTheFiguresOnlyWhenAskedForThem) {
  // A program stepping through a search does not pay for the walk of every way on.
  const json plain = json::parse(call("step", first_example(), "").text);
  ASSERT_TRUE(plain.at("pending").is_object());
  EXPECT_TRUE(plain.at("pending").at("summary").is_null());
  const json asked = json::parse(call("step", first_example(), R"({"figures": true})").text);
  EXPECT_TRUE(asked.at("pending").at("summary").is_object());
  const json declined = json::parse(call("step", first_example(), R"({"figures": false})").text);
  EXPECT_EQ(declined, plain);
  const Called wrong = call("step", first_example(), R"({"figures": "yes"})");
  EXPECT_EQ(wrong.status, SKD_BAD_INPUT);
  EXPECT_EQ(json::parse(wrong.text).at("errors").at(0).at("pointer"), "/figures");
}

TEST(CApiTest, AStepCarriesTheOddsFromWhereItStandsOnlyWhenAskedForThem) {
  // ALL-5's example: the casualty check's dice come before the owner's choice, so in explicit
  // chance the choice waits after one point of chance applied.
  const std::string file = (skedaddle::corpus::games_dir() /
                            "jacobite/examples/jr-all-5-choice-after-the-casualty-check-chances-"
                            "from-the-start.json")
                               .string();
  const std::string text = skedaddle::test::read_file(file);
  const json plain = json::parse(call("step", text, R"({"chance": "explicit"})").text);
  EXPECT_FALSE(plain.contains("odds"));
  // At the start: `skedaddle odds --json`'s document. The check's dice wait there as a point of
  // chance, no decision pending: no options.
  const json start =
      json::parse(call("step", text, R"({"chance": "explicit", "odds": true})").text);
  EXPECT_EQ(start.at("odds"), json::parse(call("odds", text, R"({"form": "json"})").text));
  const json start_options = json::parse(
      call("step", text, R"({"chance": "explicit", "odds": true, "per_option": true})").text);
  EXPECT_EQ(start_options.at("odds").at("per_option"), json::array());
  // After the first outcome of the check: the facade's odds of the same resolution.
  const skedaddle::Scenario scenario = skedaddle::Scenario::load(file).value();
  skedaddle::Resolution r =
      skedaddle::Resolution::start(scenario, skedaddle::ChanceMode::explicit_).value();
  ASSERT_TRUE(r.is_chance());
  ASSERT_TRUE(r.apply_chance(1).empty());
  const skedaddle::OddsSettings random{.chooser = skedaddle::ChooserKind::random};
  const json later = json::parse(call("step", text,
                                      R"({"chance": "explicit", "history": [{"kind": "chance",
                                          "index": 1}], "odds": true, "per_option": true,
                                          "chooser": "random"})")
                                     .text);
  EXPECT_EQ(later.at("odds"), json::parse(skedaddle::odds_per_option(r, random).value().json()));
  EXPECT_NE(later.at("odds"), start.at("odds"));
  // Bad settings, each at its pointer.
  for (const auto& [settings, pointer] : std::vector<std::pair<std::string, std::string>>{
           {R"({"odds": "yes"})", "/odds"},
           {R"({"per_option": true})", "/per_option"},
           {R"({"chooser": "best"})", "/chooser"},
           {R"({"max_resolves": 5})", "/max_resolves"},
           {R"({"odds": true, "max_resolves": 0})", "/max_resolves"},
           {R"({"odds": true, "chooser": "script"})", "/chooser"},
       }) {
    const Called wrong = call("step", text, settings);
    EXPECT_EQ(wrong.status, SKD_BAD_INPUT) << settings;
    EXPECT_EQ(json::parse(wrong.text).at("errors").at(0).at("pointer"), pointer) << settings;
  }
}

TEST(CApiTest, AStepTellsTheStorySoFar) {
  // GC-2, GC-8 (the example's description): before the first decision, at 0301, the forced steps
  // to 0201 (Hood eliminated, McLaws disorganized) and to 0301, as `skedaddle resolve` words them.
  const std::string text = skedaddle::test::read_file(
      skedaddle::corpus::games_dir() / "gcacw/examples/gc-02-stack-and-leader-move-together.json");
  const json first = json::parse(call("step", text, "").text);
  ASSERT_EQ(first.at("pending").at("at"), "0301");
  EXPECT_EQ(
      first.at("story"),
      json({"[GC-1] retreat: Longstreet, Hood, McLaws from 0101, 2-4 hexes",
            "[GC-7] Longstreet, Hood, McLaws 0101 -> 0201: chart 1 row 4b (priority 4), loss 2",
            "[GC-8] Hood loses 2 manpower (0 left)", "[GC-2] Hood is eliminated (manpower 0)",
            "[GC-8] McLaws loses 2 manpower (3 left)", "[GC-2] McLaws is disorganized",
            "[GC-7] Longstreet, McLaws 0201 -> 0301: chart 1 row 2 (priority 2), loss 0"}));
}

/// The lines of `skedaddle options` (the summary) from its header ("owner decides ...") on to
/// the last choice's line.
std::vector<std::string> summary_lines(const std::string& options_text) {
  std::vector<std::string> lines;
  std::size_t start = options_text.find("owner decides");
  while (start < options_text.size()) {
    const std::size_t end = options_text.find('\n', start);
    std::string line = options_text.substr(start, end - start);
    if (!lines.empty() && line.rfind("  ", 0) != 0) break;
    lines.push_back(std::move(line));
    start = end + 1;
  }
  return lines;
}

/// `text` with each run of spaces made one.
std::string single_spaced(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c != ' ' || out.empty() || out.back() != ' ') out += c;
  }
  return out;
}

TEST(CApiTest, TheDecisionTheOptionsSummariseCarriesTheirFigures) {
  // JR-3: the owner first decides how many flags to ignore: 2, 1 or 0.
  const std::string text =
      skedaddle::test::read_file(skedaddle::corpus::games_dir() /
                                 "jacobite/examples/jr-03-ignore-cap-two-of-four-sources.json");
  const std::vector<std::string> options = summary_lines(call("options", text, "").text);
  ASSERT_EQ(options.size(), 4u);
  const json first =
      json::parse(call("step", text, R"({"chance": "explicit", "figures": true})").text)
          .at("pending");
  ASSERT_EQ(first.at("options"), json({"2", "1", "0"}));
  EXPECT_EQ(first.at("summary").at("header"), options[0]);
  EXPECT_EQ(first.at("summary").at("from_options"), true);
  const std::vector<std::string> labels = {"ignore 2 flags", "ignore 1 flag", "ignore 0 flags"};
  for (std::size_t i = 0; i < labels.size(); ++i) {
    ASSERT_EQ(options[i + 1].rfind("  " + labels[i], 0), 0u) << options[i + 1];
    std::string figures = options[i + 1].substr(2 + labels[i].size());
    figures.erase(0, figures.find_first_not_of(' '));
    EXPECT_EQ(single_spaced(first.at("summary").at("figures").at(i).get<std::string>()),
              single_spaced(figures));
  }
  // The decisions after it carry the same figures as they stand there (decision_figures,
  // checked against a brute force by tests/odds/decision_figures_test.cpp): each step of the
  // retreat of 2 flags has one way on.
  const json next = json::parse(call("step", text,
                                     R"({"chance": "explicit", "figures": true,
                                         "history": [{"kind": "choice", "index": 0}]})")
                                    .text)
                        .at("pending");
  ASSERT_EQ(next.at("options"), json({"F6", "G6"}));
  EXPECT_EQ(next.at("summary").at("from_options"), false);
  EXPECT_EQ(next.at("summary").at("header"),
            "owner decides retreat step at G5, 2 choices, each with the chance that Howard's "
            "Grenadiers stays on the battlefield");
  // The loss is the retreat's: the rally check after it (JR-6) is the chance beside it.
  EXPECT_EQ(next.at("summary").at("figures"),
            json({"1 way  72.1%  no loss on the retreat, 5 hexes from the enemy",
                  "1 way  72.1%  no loss on the retreat, 5 hexes from the enemy"}));
  // GC-2: the summary's decision has one choice, so nobody is asked it; the first asked is
  // another, with its own figures: stopping in 0301, or the two ways on through 0401.
  const json gcacw =
      json::parse(call("step", first_example(), R"({"figures": true})").text).at("pending");
  ASSERT_EQ(gcacw.at("options"), json({"stop", "0401"}));
  EXPECT_EQ(gcacw.at("summary").at("header"), "owner decides retreat step at 0301, 2 choices");
  EXPECT_EQ(gcacw.at("summary").at("figures"),
            json({"1 way  1 unit lost, 4 manpower lost, 2 hexes from the enemy",
                  "2 ways  best: 1 unit lost, 4 manpower lost, 4 hexes from the enemy; worst: 1 "
                  "unit lost, 4 manpower lost, 3 hexes from the enemy"}));
}

TEST(CApiTest, TheFirstDecisionShowsTheChancesOfTheOptionsSummary) {
  // The step makes the first decision's summary without its chances (a walk of every option's
  // dice) and adds them where it shows that summary, at the first decision in seeded play (the
  // playground's default): there each option's figures are the options summary's, chances
  // included.
  std::size_t with_chances = 0;
  for (const std::string& example : skedaddle::corpus::scenario_files()) {
    const std::string text =
        skedaddle::test::read_file((skedaddle::corpus::games_dir() / example).string());
    const Called step = call("step", text, R"({"figures": true})");
    if (step.status != SKD_OK) continue;
    const json pending = json::parse(step.text).at("pending");
    if (pending.is_null() || !pending.at("summary").at("from_options").get<bool>()) continue;
    const skedaddle::Scenario scenario = skedaddle::Scenario::parse(text).value();
    const skedaddle::OptionsSummary summary =
        scenario.ruleset().options_summary(scenario.loaded()).value();
    EXPECT_EQ(pending.at("summary").at("header"), skedaddle::io::options_summary_header(summary))
        << example;
    std::vector<std::string> made;
    for (const skedaddle::ChoiceSummary& c : summary.choices)
      made.push_back(skedaddle::io::choice_figures_text(summary, c));
    for (const json& figures : pending.at("summary").at("figures")) {
      if (figures.is_null()) continue;
      const std::string shown = figures.get<std::string>();
      EXPECT_NE(std::find(made.begin(), made.end(), shown), made.end()) << example << ": " << shown;
      if (shown.find('%') != std::string::npos) ++with_chances;
    }
  }
  // Jacobite's flags to ignore (JR-3), among others, each with its chance.
  EXPECT_GE(with_chances, 10u);
}

}  // namespace
