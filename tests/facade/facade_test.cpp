// SPDX-License-Identifier: MIT
// The facade (skedaddle/skedaddle.hpp) against the paths it wraps: every example loaded,
// resolved and shown through it gives what the loader and the Ruleset give the command line;
// a callback and a step-wise Resolution make the same choices a chooser would.
#include "skedaddle/skedaddle.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "support/cli_fixture.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

std::string path_of(const std::string& example) {
  return (corpus::games_dir() / example).string();
}

using test::load_example;

constexpr const char* kJacobiteChoice = "jacobite/examples/jr-03-owner-may-accept-a-flag.json";
/// `s` with seeded dice in place of its scripted ones (the examples script the dice their own
/// choices need; other choices need others), and without recorded choices.
Scenario with_seeded_dice(const Scenario& s) {
  io::LoadedScenario copy = s.loaded();
  copy.dice.clear();
  copy.dice_scripted = false;
  copy.choices.clear();
  return Scenario::validate(copy).value();
}

using test::kGcacwRefusedExample;

TEST(FacadeTest, LoadsAScenarioAndKnowsItsRuleset) {
  const Scenario s = load_example(kJacobiteChoice);
  EXPECT_EQ(s.ruleset_name(), "jacobite");
  EXPECT_EQ(&s.ruleset(), find_ruleset("jacobite"));
  EXPECT_FALSE(s.refusal().has_value());
}

// GCACW rule 7.6 rolls no dice: dice given to resolve are an error, as its "dice" key is; no
// face at all is what it rolls (the dice of a Resolution's outcome, which verify() replays).
TEST(FacadeTest, DiceForAGameWithoutDiceAreAnError) {
  const Scenario s = load_example("gcacw/examples/gc-02-stack-and-leader-move-together.json");
  const Result<Outcome> outcome = resolve(s, {.dice = std::vector<int>{1, 2}});
  ASSERT_FALSE(outcome.ok());
  EXPECT_EQ(outcome.errors().front().pointer, "/dice");
  EXPECT_EQ(outcome.errors().front().message, "gcacw rolls no dice; the faces are not used");
  EXPECT_TRUE(resolve(s).ok());
  // A request the rules forbid is refused first (ALL-3), as `skedaddle resolve --dice` does.
  const Result<Outcome> refused =
      resolve(load_example(kGcacwRefusedExample), {.dice = std::vector<int>{1, 2}});
  ASSERT_TRUE(refused.ok()) << corpus::describe(refused.errors());
  EXPECT_TRUE(refused.value().refused());
  const Result<Outcome> none = resolve(s, {.dice = std::vector<int>{}});
  ASSERT_TRUE(none.ok()) << corpus::describe(none.errors());
  EXPECT_EQ(none.value().text(), resolve(s).value().text());
}

TEST(FacadeTest, ParseErrorsNameTheirPointer) {
  const Result<Scenario> bad =
      Scenario::parse(R"({"format": "skedaddle-scenario/1", "ruleset": "gcacw", "bord": {}})");
  ASSERT_FALSE(bad.ok());
  bool named = false;
  for (const Error& e : bad.errors())
    named = named || e.pointer == "/bord";
  EXPECT_TRUE(named) << corpus::describe(bad.errors());
}

TEST(FacadeTest, LimitsApplyToParse) {
  io::Limits limits;
  limits.input_bytes = 10;
  EXPECT_FALSE(Scenario::parse(R"({"format": "skedaddle-scenario/1"})", limits).ok());
}

TEST(FacadeTest, ValidateRefusesAScenarioWithoutRulesetOrOfAnotherType) {
  io::LoadedScenario none;
  const Result<Scenario> no_ruleset = Scenario::validate(none);
  ASSERT_FALSE(no_ruleset.ok());
  EXPECT_EQ(no_ruleset.errors().front().pointer, "/ruleset");

  io::LoadedScenario wrong;
  wrong.ruleset = find_ruleset("gcacw");
  wrong.game = 42;
  const Result<Scenario> wrong_type = Scenario::validate(wrong);
  ASSERT_FALSE(wrong_type.ok());
  EXPECT_EQ(wrong_type.errors().front().message,
            "the game's scenario is not of the type its ruleset (gcacw) reads");
}

TEST(FacadeTest, ValidateAcceptsWhatTheLoaderRead) {
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    const Result<Scenario> again = Scenario::validate(s.loaded());
    ASSERT_TRUE(again.ok()) << example << ": " << corpus::describe(again.errors());
    EXPECT_EQ(again.value().refusal().has_value(), s.refusal().has_value()) << example;
  }
}

TEST(FacadeTest, RefusedRequestIsARefusedOutcomeNotAnError) {
  const Scenario s = load_example(kGcacwRefusedExample);
  ASSERT_TRUE(s.refusal().has_value());
  const Result<Outcome> outcome = resolve(s);
  ASSERT_TRUE(outcome.ok());
  EXPECT_TRUE(outcome.value().refused());
  EXPECT_TRUE(outcome.value().events().empty());
  EXPECT_NE(outcome.value().json().find("\"kind\": \"refused\""), std::string::npos);
  EXPECT_EQ(outcome.value().text(), io::refusal_text(*s.refusal()));
  EXPECT_EQ(options(s).value(), io::refusal_text(*s.refusal()));
}

// Every example, resolved by default through the facade, gives the committed expected outcome
// the command line gives (tests/conformance compares that with the files).
TEST(FacadeTest, EveryExampleResolvesAsTheCommandLineDoes) {
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    const Result<Outcome> outcome = resolve(s);
    const Result<std::string> expected = corpus::resolve_file(example);
    ASSERT_EQ(outcome.ok(), expected.ok()) << example;
    if (!outcome.ok()) continue;
    EXPECT_EQ(outcome.value().json(), expected.value()) << example;
    // On one line (a batch's answers): the same tokens, written without a squeezing pass.
    EXPECT_EQ(outcome.value().json(io::JsonLayout::one_line), io::one_line(expected.value()))
        << example;
    EXPECT_TRUE(outcome.value().resolves(s));
    EXPECT_EQ(outcome.value().scenario().loaded().seed, s.loaded().seed.value_or(0));
  }
}

TEST(FacadeTest, EventsAreTheGameOutcomesEvents) {
  const Scenario s = load_example(kJacobiteChoice);
  const Outcome outcome = resolve(s).value();
  EXPECT_FALSE(outcome.events().empty());
  EXPECT_EQ(outcome.game<int>(), nullptr);
}

TEST(FacadeTest, ScriptThenBestPlaysWhatIsRecordedThenTheBest) {
  const Scenario s = load_example(kJacobiteChoice);
  ASSERT_FALSE(s.loaded().choices.empty());
  // With no recorded choices left to play, script alone fails where script,best goes on.
  const Scenario unscripted = with_seeded_dice(s);
  const Result<Outcome> script_only =
      resolve(unscripted, {.chooser = ChooserKind::script, .fallback = {}, .seed = {}});
  ASSERT_FALSE(script_only.ok());
  EXPECT_NE(script_only.errors().front().message.find("; write one of "), std::string::npos);
  const Result<Outcome> then_best =
      resolve(unscripted, {.chooser = ChooserKind::script, .fallback = ChooserKind::best});
  ASSERT_TRUE(then_best.ok());
  EXPECT_EQ(then_best.value().text(),
            resolve(unscripted, {.chooser = ChooserKind::best}).value().text());
}

TEST(FacadeTest, ACallbackMakesTheOwnersDecision) {
  const Scenario s = load_example(kJacobiteChoice);
  std::vector<std::string> topics;
  const Result<Outcome> outcome =
      resolve(s, {.chooser = ChooserKind::callback,
                  .callback = [&](const Decision& d) -> std::optional<std::size_t> {
                    topics.emplace_back(d.topic);
                    EXPECT_GE(d.options.size(), 2u);
                    return d.options.size() - 1;
                  }});
  ASSERT_TRUE(outcome.ok()) << corpus::describe(outcome.errors());
  ASSERT_FALSE(topics.empty());
  EXPECT_EQ(topics.front(), "ignore flags");
  EXPECT_NE(outcome.value().text().find("owner chose"), std::string::npos);
}

// A callback sees the places ruled out with their reasons, as `options` lists them; the other
// choosers are not given them (they would cost every resolve the reasons' facts).
TEST(FacadeTest, ACallbackSeesThePlacesRuledOutAndWhy) {
  int rejected = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    (void)resolve(s, {.chooser = ChooserKind::callback,
                      .callback = [&](const Decision& d) -> std::optional<std::size_t> {
                        for (const Rejected& r : d.rejected) {
                          EXPECT_FALSE(r.reason.empty()) << example;
                          EXPECT_TRUE(r.rule.rfind("GC-", 0) == 0 || r.rule.rfind("JR-", 0) == 0)
                              << example << ": " << r.rule;
                          ++rejected;
                        }
                        return 0;
                      }});
    (void)resolve(s, {.chooser = ChooserKind::first,
                      .callback = [&](const Decision& d) -> std::optional<std::size_t> {
                        ADD_FAILURE() << "the first chooser asked the callback: " << d.topic;
                        return 0;
                      }});
  }
  EXPECT_GT(rejected, 20);
}

TEST(FacadeTest, RenderDrawsTheOutcomeOfItsOwnScenarioOnly) {
  const Scenario s = load_example(kJacobiteChoice);
  const Outcome outcome = resolve(s).value();
  const Result<std::string> svg = render(s, &outcome);
  ASSERT_TRUE(svg.ok());
  EXPECT_EQ(svg.value().rfind("<svg", 0), 0u);
  const Scenario other = load_example(kGcacwRefusedExample);
  EXPECT_FALSE(render(other, &outcome).ok());
  EXPECT_TRUE(render(other).ok());
}

TEST(FacadeTest, RenderDrawsTheOddsItIsGivenAsTheRulesetDoes) {
  const Scenario s = load_example(kJacobiteChoice);
  const Odds o = odds(s).value();
  const RenderView view{.options = false, .whole = false, .odds = &o.table()};
  const Result<std::string> svg = render(s, nullptr, view);
  ASSERT_TRUE(svg.ok());
  EXPECT_EQ(svg.value(), s.ruleset().svg(s.loaded(), view, nullptr).value());
  EXPECT_NE(svg.value().find("id=\"odds-panel\""), std::string::npos);
  EXPECT_NE(svg.value(), render(s, nullptr, RenderView{.options = false}).value());
  // A refused request has no odds to draw (ALL-3): the position alone, whatever is given.
  const Scenario refused = load_example(kGcacwRefusedExample);
  EXPECT_EQ(render(refused, nullptr, view).value(), render(refused).value());
}

// ---- odds ---------------------------------------------------------------------------------

/// The facade's odds against `skedaddle odds` on the same file: the same text and JSON.
class FacadeOddsTest : public test::CliFixture {};

constexpr const char* kJacobiteOdds =
    "jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json";

TEST_F(FacadeOddsTest, OddsPrintAsTheCommandLinePrintsThem) {
  // Read from a file, the text names the command that replays each way, as the tool prints it.
  const std::string file = path_of(kJacobiteOdds);
  const Odds o = odds(load_example(kJacobiteOdds)).value();
  EXPECT_FALSE(o.refused());
  EXPECT_TRUE(o.options().empty());
  EXPECT_EQ(o.table().outcomes.size(),
            enumerate_odds(load_example(kJacobiteOdds).loaded(), {}).value().outcomes.size());
  const test::CliRun text = cli("odds '" + file + "'");
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(o.text(), text.out);
  EXPECT_NE(o.text().find("  replay: skedaddle resolve " + file + " --chooser best --dice "),
            std::string::npos)
      << o.text();
  const test::CliRun json = cli("odds --json '" + file + "'");
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(o.json(), json.out);
  EXPECT_EQ(o.json(io::JsonLayout::one_line), io::one_line(json.out));
}

TEST_F(FacadeOddsTest, PerOptionAndAChooserPrintAsTheCommandLinePrintsThem) {
  const std::string file = path_of(kJacobiteChoice);
  const OddsSettings settings{.chooser = ChooserKind::first};
  const Odds o = odds_per_option(load_example(kJacobiteChoice), settings).value();
  ASSERT_FALSE(o.options().empty());
  EXPECT_EQ(o.table().outcomes.size(),
            odds(load_example(kJacobiteChoice), settings).value().table().outcomes.size());
  for (const char* json : {"", "--json "}) {
    const test::CliRun run =
        cli("odds --per-option --chooser first " + std::string(json) + "'" + file + "'");
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(*json != 0 ? o.json() : o.text(), run.out) << json;
  }
  // script,best names its fallback in the replay commands, as given on the command line.
  const std::string jr08 =
      "jacobite/examples/jr-08-leader-killed-unit-rallies-first-then-retreats.json";
  const Odds scripted =
      odds(load_example(jr08), {.chooser = ChooserKind::script, .fallback = ChooserKind::best})
          .value();
  const test::CliRun run = cli("odds --chooser script,best '" + path_of(jr08) + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(scripted.text(), run.out);
}

TEST_F(FacadeOddsTest, AScenarioNotReadFromAFileGivesTheDiceAsFromStandardInput) {
  const std::string file = path_of(kJacobiteOdds);
  const Scenario parsed = Scenario::parse(test::read_file(file)).value();
  EXPECT_EQ(parsed.path(), "");
  const Odds o = odds(parsed).value();
  const test::CliRun run = cli("odds -", "", file);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(o.text(), run.out);
  EXPECT_EQ(o.text().find("replay:"), std::string::npos) << o.text();
  EXPECT_NE(o.text().find("[dice "), std::string::npos) << o.text();
}

TEST_F(FacadeOddsTest, ARefusedRequestIsRefusedOddsAsTheCommandLineGivesThem) {
  // ALL-3: refused, as an Outcome is; the JSON is an odds document of kind "refused".
  const std::string file = path_of(kGcacwRefusedExample);
  const Scenario s = load_example(kGcacwRefusedExample);
  for (const Result<Odds>& o : {odds(s), odds_per_option(s)}) {
    ASSERT_TRUE(o.ok());
    EXPECT_TRUE(o.value().refused());
    EXPECT_EQ(o.value().refusal(), s.refusal());
    EXPECT_TRUE(o.value().table().outcomes.empty());
    EXPECT_TRUE(o.value().options().empty());
    const test::CliRun text = cli("odds '" + file + "'");
    EXPECT_EQ(text.status, 3);
    EXPECT_EQ(o.value().text(), text.out);
    const test::CliRun json = cli("odds --json '" + file + "'");
    EXPECT_EQ(json.status, 3);
    EXPECT_EQ(o.value().json(), json.out);
    EXPECT_EQ(o.value().json(io::JsonLayout::one_line), io::one_line(json.out));
  }
}

TEST(FacadeTest, OddsErrorsAreTheEnumerationsErrors) {
  // Recorded choices fix the first decision: no odds per option with the script as chooser.
  const Scenario s = load_example(kJacobiteChoice);
  const Result<Odds> o = odds_per_option(s, {.chooser = ChooserKind::script});
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.errors().front().pointer, "/choices");
}

TEST(FacadeTest, OptionsAreTheRulesetsOptions) {
  const Scenario s = load_example(kJacobiteChoice);
  for (const Form form : {Form::text, Form::json}) {
    const OptionsView view{.form = form, .tree = true};
    EXPECT_EQ(options(s, view).value(), s.ruleset().options(s.loaded(), view).value());
  }
}

// ---- step by step -------------------------------------------------------------------------

/// Resolves `s` step by step, answering each decision with `pick`; the outcome JSON.
std::string stepwise(const Scenario& s, const std::function<std::size_t(const Decision&)>& pick) {
  Result<Resolution> started = Resolution::start(s);
  EXPECT_TRUE(started.ok());
  Resolution r = std::move(started).value();
  for (int guard = 0; !r.done() && guard < 1000; ++guard) {
    EXPECT_NE(r.pending(), nullptr);
    const Errors errors = r.answer(pick(*r.pending()));
    EXPECT_TRUE(errors.empty()) << corpus::describe(errors);
  }
  EXPECT_TRUE(r.done());
  EXPECT_EQ(r.pending(), nullptr);
  return r.outcome()->json();
}

/// `outcome_json` without its verification, whose request names the chooser: a program's
/// answers (callback) and the first chooser make the same outcome but answer other requests.
nlohmann::ordered_json without_verification(const std::string& outcome_json) {
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(outcome_json);
  EXPECT_EQ(doc.erase("verification"), 1u);
  return doc;
}

// Answering each decision with its first option, one at a time, gives the first chooser's
// outcome, for every example whose dice do not run out; its request says a program chose.
TEST(ResolutionTest, StepByStepFirstIsTheFirstChooser) {
  int decided = 0;
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    const Result<Outcome> first = resolve(s, {.chooser = ChooserKind::first});
    if (!first.ok()) continue;  // scripted dice for other choices
    const std::string by_steps = stepwise(s, [&](const Decision&) {
      ++decided;
      return std::size_t{0};
    });
    EXPECT_EQ(without_verification(by_steps), without_verification(first.value().json()))
        << example;
    EXPECT_EQ(nlohmann::json::parse(by_steps).at("verification").at("request").at("chooser"),
              "callback");
  }
  EXPECT_GT(decided, 20);  // the corpus has real decisions
}

// Answering with the last option step by step equals a callback answering the same.
TEST(ResolutionTest, StepByStepEqualsTheSameCallback) {
  const auto last = [](const Decision& d) { return d.options.size() - 1; };
  for (const std::string& example : corpus::scenario_files()) {
    const Scenario s = load_example(example);
    const Result<Outcome> by_callback = resolve(
        s, {.chooser = ChooserKind::callback,
            .callback = [&](const Decision& d) -> std::optional<std::size_t> { return last(d); }});
    if (!by_callback.ok()) continue;
    EXPECT_EQ(stepwise(s, last), by_callback.value().json()) << example;
  }
}

TEST(ResolutionTest, PendingDecisionsAndWrongAnswers) {
  const Scenario s = with_seeded_dice(load_example(kJacobiteChoice));
  Resolution r = Resolution::start(s).value();
  ASSERT_NE(r.pending(), nullptr);
  EXPECT_EQ(r.pending()->topic, "ignore flags");
  const std::size_t n = r.pending()->options.size();
  const Errors wrong = r.answer(n);
  ASSERT_EQ(wrong.size(), 1u);
  EXPECT_EQ(wrong.front().message, "option " + std::to_string(n) + " is not one of the " +
                                       std::to_string(n) + " options of the pending ignore flags");
  EXPECT_TRUE(r.answers().empty());  // unchanged

  // A copy is a branch: answering it leaves the original where it was.
  Resolution branch = r;
  EXPECT_TRUE(branch.answer(0).empty());
  EXPECT_EQ(branch.answers().size(), 1u);
  EXPECT_TRUE(r.answers().empty());
  ASSERT_NE(r.pending(), nullptr);

  while (!branch.done())
    ASSERT_TRUE(branch.answer(0).empty());
  EXPECT_EQ(branch.answer(0).front().message, "no decision is pending: the resolution is over");
  EXPECT_TRUE(branch.outcome()->resolves(s));
}

TEST(ResolutionTest, ARefusedRequestIsDoneAtOnce) {
  const Scenario s = load_example(kGcacwRefusedExample);
  const Resolution r = Resolution::start(s).value();
  EXPECT_TRUE(r.done());
  EXPECT_TRUE(r.outcome()->refused());
}

}  // namespace
}  // namespace skedaddle
