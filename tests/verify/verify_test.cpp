// SPDX-License-Identifier: MIT
// verify() (src/facade/verify.cpp): every example's committed outcome verifies identical; an
// outcome tampered with in each part (a die, a choice, a unit's position, the engine version,
// the hash, the seed, the format) gives that part and its pointer; the hash covers the
// scenario's content, not its spelling, and the request; the replay is complete.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "conformance/corpus.hpp"
#include "skedaddle/skedaddle.hpp"
#include "support/difference_lines.hpp"
#include "support/examples.hpp"

namespace skedaddle {
namespace {

using Json = nlohmann::ordered_json;

constexpr const char* kGcacw = "gcacw/examples/gc-02-stack-and-leader-move-together.json";
constexpr const char* kJacobite =
    "jacobite/examples/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json";
constexpr const char* kRefused =
    "jacobite/examples/jr-11-retire-without-a-free-path-is-refused.json";
constexpr const char* kFlight = "grande_tactique/examples/gt-1-failed-morale-check.json";

std::string text_of(const std::string& example) {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / example);
  if (!text) ADD_FAILURE() << "cannot read " << example;
  return text.value_or("");
}

using test::load_example;

/// The example's committed outcome, changed by `change`, verified against the example.
Verification tampered(const std::string& example, const std::function<void(Json&)>& change) {
  Json outcome = Json::parse(text_of(corpus::expected_file(example)));
  change(outcome);
  Result<Verification> v = verify(load_example(example), outcome.dump(2) + "\n");
  if (!v.ok()) ADD_FAILURE() << example << ": " << corpus::describe(v.errors());
  return v.ok() ? v.value() : Verification{};
}

using Lines = test::DifferenceLines;

TEST(Verify, EveryExamplesCommittedOutcomeIsIdentical) {
  for (const std::string& example : corpus::scenario_files()) {
    const Result<Verification> v =
        verify(load_example(example), text_of(corpus::expected_file(example)));
    ASSERT_TRUE(v.ok()) << example << ": " << corpus::describe(v.errors());
    EXPECT_TRUE(v.value().identical()) << example << ": " << v.value().text();
    EXPECT_TRUE(v.value().text().starts_with("identical\n")) << example;
  }
}

TEST(Verify, ADieOfAnEventIsThatEventsFirstDifference) {
  // JR-7: event 6 is Keppoch's rally check, infantry and saber: a flag in its place.
  const Verification v = tampered(kJacobite, [](Json& o) { o["events"][6]["faces"][0] = "flag"; });
  EXPECT_EQ(test::difference_lines(v),
            Lines{"event 6 | /events/6/faces/0 | \"flag\" | \"infantry\""});
  EXPECT_EQ(v.text(),
            "event 6 differs at /events/6/faces/0: the outcome has \"flag\", expected "
            "\"infantry\"\n");
}

TEST(Verify, ADieOfTheReplayIsAReplayDifference) {
  const Verification v = tampered(kJacobite, [](Json& o) { o["replay"]["dice"][0] = 2; });
  EXPECT_EQ(test::difference_lines(v), Lines{"replay | /replay/dice/0 | 2 | 1"});
}

TEST(Verify, AChoiceIsTheChoosingEventsDifference) {
  // GC-2: event 7 is the owner's choice of 0401 (of 0401 and 0402) after 0301.
  const Verification v = tampered(kGcacw, [](Json& o) { o["events"][7]["option"] = "0402"; });
  EXPECT_EQ(test::difference_lines(v), Lines{"event 7 | /events/7/option | \"0402\" | \"0401\""});
}

TEST(Verify, AUnitsPositionIsAUnitsDifference) {
  // Longstreet ends in 0501.
  const Verification v = tampered(kGcacw, [](Json& o) { o["units"][0]["hex"] = "0502"; });
  EXPECT_EQ(test::difference_lines(v), Lines{"units | /units/0/hex | \"0502\" | \"0501\""});
}

TEST(Verify, AMissingOrExtraEventIsNamed) {
  EXPECT_EQ(test::difference_lines(tampered(kGcacw, [](Json& o) { o["events"].erase(11); })),
            Lines{"event 11 | /events/11 |  | " +
                  Json::parse(text_of(corpus::expected_file(kGcacw))).at("events").at(11).dump()});
  EXPECT_EQ(test::difference_lines(tampered(kGcacw, [](Json& o) { o["note"] = "mine"; })),
            Lines{"note | /note | \"mine\" | "});
}

TEST(Verify, TheEngineVersionIsAHeaderDifference) {
  const Verification v =
      tampered(kGcacw, [](Json& o) { o["verification"]["engine"] = "skedaddle 0.0.9"; });
  EXPECT_EQ(test::difference_lines(v),
            Lines{"engine | /verification/engine | \"skedaddle 0.0.9\" | \"skedaddle " +
                  std::string(io::engine_version()) + "\""});
}

TEST(Verify, TheFormatsAreHeaderDifferences) {
  EXPECT_EQ(test::difference_lines(
                tampered(kGcacw, [](Json& o) { o["format"] = "skedaddle-outcome/9"; })),
            Lines{"format | /format | \"skedaddle-outcome/9\" | \"skedaddle-outcome/1\""});
  EXPECT_EQ(test::difference_lines(tampered(
                kGcacw, [](Json& o) { o["verification"]["scenario_format"] = "other/1"; })),
            Lines{"scenario format | /verification/scenario_format | \"other/1\" | "
                  "\"skedaddle-scenario/1\""});
}

TEST(Verify, TheHashIsAHeaderDifferenceWithTheRecomputedOne) {
  const std::string committed =
      Json::parse(text_of(corpus::expected_file(kGcacw))).at("verification").at("sha256");
  const std::string zeros(64, '0');
  const Verification v = tampered(kGcacw, [&](Json& o) { o["verification"]["sha256"] = zeros; });
  EXPECT_EQ(test::difference_lines(v),
            Lines{"hash | /verification/sha256 | \"" + zeros + "\" | \"" + committed + "\""});
}

TEST(Verify, TheReplaysSeedIsAHeaderDifference) {
  const Verification v = tampered(kGcacw, [](Json& o) { o["replay"]["seed"] = 7; });
  EXPECT_EQ(test::difference_lines(v), Lines{"seed | /replay/seed | 7 | 0"});
}

TEST(Verify, NumbersAreComparedByTheirExactValue) {
  // GC-2 resolved with the largest seed. A host who writes the replay's seed as -1 (2^64-1 read
  // as a signed integer) or as 2^64 (the double nearest 2^64-1) publishes a replay that gives
  // another seed or none: both differ. The same value spelled otherwise (2 as 2.0, as a program
  // that reads every number as a double writes it back) is the same number.
  const Scenario s = load_example(kGcacw);
  const std::string largest = std::to_string(UINT64_MAX);
  const Json outcome = Json::parse(resolve(s, {.seed = UINT64_MAX}).value().json());
  const auto with_seed = [&](const std::string& seed) {
    std::string text = outcome.dump();
    const std::string key = "\"seed\":" + largest + ",";
    const std::size_t at = text.find(key);
    if (at == std::string::npos) ADD_FAILURE() << "no replay seed in " << text;
    if (at != std::string::npos) text.replace(at, key.size(), "\"seed\":" + seed + ",");
    return test::difference_lines(verify(s, text).value());
  };
  EXPECT_EQ(with_seed(largest), Lines{});
  EXPECT_EQ(with_seed("-1"), Lines{"seed | /replay/seed | -1 | " + largest});
  EXPECT_EQ(with_seed("18446744073709551616"),
            Lines{"seed | /replay/seed | 1.8446744073709552e+19 | " + largest});
  EXPECT_EQ(with_seed("1.8446744073709552e19"),
            Lines{"seed | /replay/seed | 1.8446744073709552e+19 | " + largest});
  Json spelled = outcome;
  spelled["events"][0]["min"] = 2.0;  // retreat_started: a retreat of 2 to 4 hexes
  EXPECT_EQ(test::difference_lines(verify(s, spelled.dump()).value()), Lines{});
  spelled["events"][0]["min"] = -2;
  EXPECT_EQ(test::difference_lines(verify(s, spelled.dump()).value()),
            Lines{"event 0 | /events/0/min | -2 | 2"});
}

TEST(Verify, ARequestChangedIsAHashDifference) {
  // GC-2 claimed to be resolved by the first chooser, not its script: the hash no longer matches
  // the scenario and that request (the re-adjudication may then differ too).
  const Verification v =
      tampered(kGcacw, [](Json& o) { o["verification"]["request"]["chooser"] = "first"; });
  ASSERT_GE(v.differences.size(), 1u);
  EXPECT_EQ(v.differences[0].part, "hash");
  // A player reads what a hash that differs means, not only two strings of hex digits.
  const std::string first_line = v.text().substr(0, v.text().find('\n'));
  EXPECT_TRUE(first_line.ends_with(
      " (the outcome was not resolved from this scenario with the request it records)"))
      << first_line;
}

TEST(Verify, SeededDiceAreDrawnAgainFromTheRequestsSeed) {
  // GT-1 with its scripted die taken away: the Morale Check's d6 comes from the seed. Another
  // seed in the request (and the replay) breaks the hash and, here, the first roll.
  Json document = Json::parse(text_of(kFlight));
  document.erase("dice");
  const Scenario seeded = Scenario::parse(document.dump()).value();
  const Outcome outcome = resolve(seeded, {.seed = 1}).value();
  EXPECT_TRUE(verify(seeded, outcome.json()).value().identical());
  const auto first_roll = [&](std::uint64_t seed) {
    return Json::parse(resolve(seeded, {.seed = seed}).value().json())
        .at("events")
        .at(0)
        .at("faces");
  };
  std::uint64_t other = 2;
  while (first_roll(other) == first_roll(1))
    ++other;  // a seed whose Morale Check rolls another
  Json changed = Json::parse(outcome.json());
  changed["verification"]["request"]["seed"] = std::to_string(other);
  changed["replay"]["seed"] = other;
  const Verification v = verify(seeded, changed.dump()).value();
  ASSERT_EQ(v.differences.size(), 2u) << v.text();
  EXPECT_EQ(v.differences[0].part, "hash");
  EXPECT_EQ(v.differences[1].pointer.substr(0, 10), "/events/0/") << v.text();
}

TEST(Verify, ARefusedOutcomeVerifiesAndItsReasonIsChecked) {
  EXPECT_EQ(test::difference_lines(tampered(kRefused, [](Json& o) { o["rule"] = "JR-10"; })),
            Lines{"rule | /rule | \"JR-10\" | \"JR-11\""});
}

/// GC-2 resolved one decision at a time by a program answering `index` (or the last option
/// when there are fewer): an outcome of chooser "callback".
std::string answered(const Scenario& s, std::size_t index) {
  Resolution r = Resolution::start(s).value();
  while (!r.done()) {
    const Errors errors = r.answer(std::min(index, r.pending()->options.size() - 1));
    if (!errors.empty()) ADD_FAILURE() << corpus::describe(errors);
    if (!errors.empty()) break;
  }
  return r.done() ? r.outcome()->json() : "";
}

TEST(Verify, AProgramsChoicesArePlayedFromTheReplay) {
  // Chooser "callback": a program chose; only the replay says what. GC-2 answered with the
  // first option each time verifies; with the replay's choices of the last options in its
  // place, the re-adjudication follows them and the first choosing event differs.
  const Scenario s = load_example(kGcacw);
  const std::string first = answered(s, 0);
  const std::string last = answered(s, 99);
  EXPECT_EQ(Json::parse(first).at("verification").at("request").at("chooser"), "callback");
  EXPECT_TRUE(verify(s, first).value().identical()) << verify(s, first).value().text();
  EXPECT_TRUE(verify(s, last).value().identical()) << verify(s, last).value().text();

  Json changed = Json::parse(first);
  const Json other = Json::parse(last);
  ASSERT_NE(changed.at("replay").at("choices"), other.at("replay").at("choices"));
  changed["replay"]["choices"] = other.at("replay").at("choices");
  const Verification v = verify(s, changed.dump()).value();
  ASSERT_EQ(v.differences.size(), 1u) << v.text();
  const Difference& d = v.differences[0];
  EXPECT_EQ(d.part.substr(0, 6), "event ") << v.text();
  EXPECT_EQ(d.outcome, changed.at(Json::json_pointer(d.pointer)).dump());
  EXPECT_EQ(d.expected, other.at(Json::json_pointer(d.pointer)).dump());
  // The events before it are the same in both: it is the first.
  const std::size_t index = std::stoul(d.part.substr(6));
  for (std::size_t i = 0; i < index; ++i)
    EXPECT_EQ(changed.at("events").at(i), other.at("events").at(i));
}

TEST(Verify, AReplayThatCannotBePlayedIsADifference) {
  const Scenario s = load_example(kGcacw);
  Json changed = Json::parse(answered(s, 0));
  changed["replay"]["choices"][0] = "0802";  // not a neighbour of 0301
  const Verification v = verify(s, changed.dump()).value();
  ASSERT_EQ(v.differences.size(), 1u);
  EXPECT_EQ(v.differences[0].part, "replay");
  EXPECT_NE(v.differences[0].reason.find("/replay/choices/0"), std::string::npos)
      << v.differences[0].reason;
}

TEST(Verify, BadInputIsAnErrorWithItsPointer) {
  const Scenario s = load_example(kGcacw);
  const auto error = [&](const std::string& text) {
    const Result<Verification> v = verify(s, text);
    return v.ok() ? std::string("ok")
                  : v.errors().front().pointer + ": " + v.errors().front().message;
  };
  EXPECT_EQ(error("not json").substr(0, 2), ": ");
  EXPECT_EQ(error("[1]"), ": expected an outcome object, got an array");
  EXPECT_EQ(error("{}").substr(0, 15), "/verification: ");
  Json outcome = Json::parse(text_of(corpus::expected_file(kGcacw)));
  outcome["verification"]["request"]["chooser"] = "worst";
  EXPECT_EQ(error(outcome.dump()),
            "/verification/request/chooser: expected \"script\", \"first\", \"random\", \"best\" "
            "or \"callback\", got \"worst\"");
  outcome["verification"]["request"]["chooser"] = "best";
  outcome["verification"]["request"]["seed"] = 3;
  EXPECT_EQ(error(outcome.dump()),
            "/verification/request/seed: expected the seed as decimal digits, 0 to 2^64-1, got 3");
}

TEST(Verify, ABatchAnswerLineGivenWholeIsToldWhereItsOutcomeIs) {
  // A play-by-mail host publishes `skedaddle batch`'s answer lines; a player who passes one
  // line to verify is told that its outcome is "/answer", and nothing else is.
  const Scenario s = load_example(kGcacw);
  const Json outcome = Json::parse(text_of(corpus::expected_file(kGcacw)));
  const Json line = {{"line", 1}, {"verb", "resolve"}, {"status", "ok"}, {"answer", outcome}};
  const Result<Verification> whole = verify(s, line.dump());
  ASSERT_FALSE(whole.ok());
  ASSERT_EQ(whole.errors().size(), 1u);
  EXPECT_EQ(whole.errors().front().pointer, "/verification");
  EXPECT_TRUE(whole.errors().front().message.ends_with(
      "; this is an answer line of skedaddle batch: the outcome to verify is its \"answer\" "
      "(/answer)"))
      << whole.errors().front().message;
  const Json not_an_outcome = {{"answer", {{"format", "skedaddle-outcome/1"}}}};
  const Result<Verification> other = verify(s, not_an_outcome.dump());
  ASSERT_FALSE(other.ok());
  EXPECT_EQ(other.errors().front().message.find("batch"), std::string::npos)
      << other.errors().front().message;
  const Result<Verification> its_answer = verify(s, line["answer"].dump());
  ASSERT_TRUE(its_answer.ok());
  EXPECT_TRUE(its_answer.value().identical()) << its_answer.value().text();
}

TEST(Verify, TheHashCoversTheScenariosContentNotItsSpelling) {
  // The same document with its members reversed and another indentation hashes the same; a
  // changed value or another request does not.
  const Scenario s = load_example(kGcacw);
  const Json document = Json::parse(text_of(kGcacw));
  Json reversed = Json::object();
  std::vector<std::string> keys;
  for (const auto& [key, value] : document.items())
    keys.push_back(key);
  for (auto k = keys.rbegin(); k != keys.rend(); ++k)
    reversed[*k] = document.at(*k);
  const Scenario respelled = Scenario::parse(reversed.dump(7)).value();
  const io::Request request{.chooser = ChooserKind::script};
  ASSERT_TRUE(io::verification_hash(s.loaded(), request).has_value());
  EXPECT_EQ(io::verification_hash(respelled.loaded(), request),
            io::verification_hash(s.loaded(), request));

  Json renamed = document;
  renamed["name"] = "another name";
  EXPECT_NE(io::verification_hash(Scenario::parse(renamed.dump()).value().loaded(), request),
            io::verification_hash(s.loaded(), request));
  for (const io::Request& other :
       {io::Request{.chooser = ChooserKind::best},
        io::Request{.chooser = ChooserKind::script, .fallback = ChooserKind::best},
        io::Request{.chooser = ChooserKind::script, .seed = 1},
        io::Request{.chooser = ChooserKind::script, .dice = std::vector<int>{}}}) {
    EXPECT_NE(io::verification_hash(s.loaded(), other), io::verification_hash(s.loaded(), request));
  }
}

TEST(Verify, AScenarioBuiltInCodeHasNoHash) {
  const Scenario s = load_example(kGcacw);
  const Scenario built = Scenario::validate(s.loaded()).value();
  const Json outcome = Json::parse(resolve(built).value().json());
  EXPECT_TRUE(outcome.at("verification").at("sha256").is_null());
  const Verification v = verify(s, outcome.dump()).value();
  ASSERT_EQ(v.differences.size(), 1u) << v.text();
  EXPECT_EQ(v.differences[0].part, "hash");
}

/// `outcome` without what the chooser wrote about its reasons (the best chooser's "best").
Json without_reasons(Json outcome) {
  outcome.erase("verification");
  for (Json& event : outcome.at("events"))
    event.erase("best");
  return outcome;
}

TEST(Verify, TheReplayIsCompleteTheScriptAndItsDiceGiveTheSameOutcome) {
  // Every example: its scenario with the replay's choices as its recorded choices, the replay's
  // dice as its dice (when the game rolls any) and the replay's seed, resolved by the script,
  // gives the same events and units, what the best chooser wrote about its reasons apart.
  for (const std::string& example : corpus::scenario_files()) {
    const Json outcome = Json::parse(text_of(corpus::expected_file(example)));
    if (!outcome.contains("replay")) continue;  // refused: resolved again, refused again
    Json document = Json::parse(text_of(example));
    document["choices"] = outcome.at("replay").at("choices");
    if (outcome.at("replay").contains("dice")) document["dice"] = outcome.at("replay").at("dice");
    document["seed"] = outcome.at("replay").at("seed");
    const Result<Scenario> replay = Scenario::parse(document.dump());
    ASSERT_TRUE(replay.ok()) << example << ": " << corpus::describe(replay.errors());
    const Result<Outcome> again = resolve(replay.value(), {.chooser = ChooserKind::script});
    ASSERT_TRUE(again.ok()) << example << ": " << corpus::describe(again.errors());
    EXPECT_EQ(without_reasons(Json::parse(again.value().json())), without_reasons(outcome))
        << example;
  }
}

}  // namespace
}  // namespace skedaddle
