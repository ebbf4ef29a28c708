// SPDX-License-Identifier: MIT
// A recorded choice that does not fit, or is missing, is answered with the options written as
// "choices" writes them: the game's spelling, which its outcome's replay writes too.
// The proof that the spelling is right: each spelling the message lists, written back into
// "choices", takes that option, at every decision of every example of the corpus.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle {
namespace {

using nlohmann::json;

constexpr std::string_view kWriteOneOf = "; write one of ";

/// The corpus scenario `file` (relative to the games' folder) as a JSON document.
json example(const std::string& file) {
  const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / file);
  EXPECT_TRUE(text.has_value()) << "cannot read " << file;
  return text ? json::parse(*text) : json::object();
}

/// `doc` loaded and resolved with `settings`.
Result<Outcome> resolve_doc(const json& doc, const ResolveSettings& settings = {}) {
  Result<Scenario> scenario = Scenario::parse(doc.dump());
  if (!scenario.ok()) return scenario.errors();
  return resolve(scenario.value(), settings);
}

/// `doc` recording `choices`.
json recording(json doc, json choices) {
  doc["choices"] = std::move(choices);
  return doc;
}

/// The choices a message lists after "; write one of ", read as JSON values; nothing when it
/// lists none so (or they are not JSON).
std::optional<std::vector<json>> listed_choices(const std::string& message) {
  const std::size_t at = message.find(kWriteOneOf);
  if (at == std::string::npos) return std::nullopt;
  const json list =
      json::parse("[" + message.substr(at + kWriteOneOf.size()) + "]", nullptr, false);
  if (list.is_discarded()) return std::nullopt;
  return list.get<std::vector<json>>();
}

/// The options taken, in order, by the resolution whose events are `events`.
std::vector<Option> taken(std::span<const Event> events) {
  std::vector<Option> out;
  for (const Event& event : events) {
    if (const auto* chose = std::get_if<Chose>(&event)) out.push_back(chose->chosen);
  }
  return out;
}

bool same_option(const Option& a, const Option& b) {
  return a.kind == b.kind && a.place == b.place && a.value == b.value;
}

/// The error of resolving `doc` by `chooser`, or a failure when it resolves.
Error only_error(const json& doc, ChooserKind chooser) {
  const Result<Outcome> outcome = resolve_doc(doc, {.chooser = chooser});
  if (outcome.ok()) {
    ADD_FAILURE() << "resolves: " << doc.at("choices").dump();
    return {};
  }
  EXPECT_EQ(outcome.errors().size(), 1u);
  return outcome.errors().front();
}

// ---- one per game with decisions of its own ------------------------------------------------

/// The error of resolving the corpus scenario `file` recording `choices`, by its script alone.
Error error_with(const std::string& file, json choices) {
  return only_error(recording(example(file), std::move(choices)), ChooserKind::script);
}

constexpr const char* kOverride = "gcacw/examples/gc-10-override-saves-the-stack.json";
constexpr const char* kRallyOrder =
    "jacobite/examples/jr-03-supporter-lost-earlier-in-the-cascade-no-longer-counts.json";

// GC-10: an override move is written as its hex, as a recorded move also takes an override
// move there; the first two options here are overrides.
TEST(ChoiceSpelling, GcacwOverrideMovesAreWrittenAsTheirHexes) {
  const Error error = error_with(kOverride, {"0102"});
  EXPECT_EQ(error.pointer, "/choices/0");
  EXPECT_EQ(error.message,
            R"(choice "0102" is not one of the options at decision 1 (retreat step); )"
            R"(write one of "0302", "0202", "0101")");
  const Result<Outcome> taken_back =
      resolve_doc(recording(example(kOverride), {"0302"}),
                  {.chooser = ChooserKind::script, .fallback = ChooserKind::best});
  ASSERT_TRUE(taken_back.ok()) << corpus::describe(taken_back.errors());
  EXPECT_EQ(taken(taken_back.value().events()).front().kind, OptionKind::override_move);
}

// GC-9: the owner may stop once the minimum is met: "stop".
TEST(ChoiceSpelling, GcacwStopIsWrittenAsStop) {
  const Error error = error_with(kOverride, {"0302", "0401", "0402"});
  EXPECT_EQ(error.pointer, "/choices/2");
  EXPECT_EQ(error.message,
            R"(choice "0402" is not one of the options at decision 3 (retreat step); )"
            R"(write one of "stop", "0501", "0502")");
}

// JR-3: flags to ignore are integers, and a recorded choice of another kind is written as
// "choices" has it.
TEST(ChoiceSpelling, JacobiteFlagsToIgnoreAreWrittenAsIntegers) {
  const Error error = error_with("jacobite/examples/jr-03-owner-may-accept-a-flag.json", {"stop"});
  EXPECT_EQ(error.pointer, "/choices/0");
  EXPECT_EQ(error.message,
            R"(choice "stop" is not one of the options at decision 1 (ignore flags); )"
            R"(write one of 1, 0)");
}

// JR-4, JR-9: a retreat step is a hex; a lone leader's end is "stop" or "leave".
TEST(ChoiceSpelling, JacobiteRetreatStepsAreHexesAndALeaderMayStopOrLeave) {
  const Error step =
      error_with("jacobite/examples/jr-02-lowland-two-hexes-per-flag.json", {"H5", 0});
  EXPECT_EQ(step.pointer, "/choices/1");
  EXPECT_EQ(step.message, R"(choice 0 is not one of the options at decision 2 (retreat step); )"
                          R"(write one of "G4", "H4")");
  const Error leader = error_with(
      "jacobite/examples/"
      "jr-05-pinned-against-baseline-eliminated-leader-retreats-without-check.json",
      {2, "H11", "G11"});
  EXPECT_EQ(leader.pointer, "/choices/2");
  EXPECT_EQ(leader.message,
            R"(choice "G11" is not one of the options at decision 3 (leader retreat step); )"
            R"(write one of "stop", "leave")");
}

// JR-7, JR-8: a rally order names the unit, {"unit": id}, as a recorded pick is written too.
TEST(ChoiceSpelling, JacobiteRallyOrderNamesTheUnits) {
  const Error first = error_with(kRallyOrder, {1});
  EXPECT_EQ(first.pointer, "/choices/0");
  EXPECT_EQ(first.message,
            R"(choice 1 is not one of the options at decision 1 (rally order); )"
            R"(write one of {"unit":"Barrell's"}, {"unit":"Price's"}, {"unit":"Munro's"})");
  const Error again = error_with(kRallyOrder, {{{"unit", "Price's"}}, {{"unit", "Price's"}}});
  EXPECT_EQ(again.pointer, "/choices/1");
  EXPECT_EQ(again.message,
            R"(choice {"unit":"Price's"} is not one of the options at decision 2 (rally order); )"
            R"(write one of {"unit":"Barrell's"}, {"unit":"Munro's"})");
  const Error missing = error_with(kRallyOrder, json::array());
  EXPECT_EQ(missing.pointer, "/choices");
  EXPECT_EQ(missing.message,
            R"(no recorded choice for decision 1 (rally order); )"
            R"(write one of {"unit":"Barrell's"}, {"unit":"Price's"}, {"unit":"Munro's"})");
}

// ---- the corpus: every decision met, every option ------------------------------------------

/// The corpus scenarios whose expected outcome's replay records a choice: those whose
/// resolution meets a decision with two options or more.
std::vector<std::string> examples_with_decisions() {
  std::vector<std::string> out;
  for (const std::string& file : corpus::scenario_files()) {
    const std::optional<std::string> expected =
        corpus::read_text(corpus::games_dir() / corpus::expected_file(file));
    if (!expected) continue;
    const json outcome = json::parse(*expected, nullptr, false);
    if (outcome.is_discarded() || !outcome.contains("replay")) continue;
    if (!outcome.at("replay").value("choices", json::array()).empty()) out.push_back(file);
  }
  return out;
}

class ChoiceSpellingRoundTrip : public testing::TestWithParam<std::string> {};

// At each decision the example's resolution meets, the script stopped just before it lists the
// decision's options as choices, one per option in order; each written back into "choices"
// after the choices before it takes that option, and the recorded one (with the choices after
// it) resolves to the example's own outcome.
TEST_P(ChoiceSpellingRoundTrip, EachListedChoiceTakesItsOption) {
  const std::string& file = GetParam();
  const json doc = example(file);
  const Result<Outcome> original = resolve_doc(doc);
  ASSERT_TRUE(original.ok()) << corpus::describe(original.errors());
  ASSERT_FALSE(original.value().refused());  // a refusal (ALL-3) meets no decision
  const json replay = json::parse(original.value().json()).at("replay");
  json base = doc;
  base["seed"] = replay.at("seed");
  const json& recorded = replay.at("choices");
  const std::vector<Option> recorded_options = taken(original.value().events());
  ASSERT_EQ(recorded.size(), recorded_options.size());

  // The decisions met, with their options, as a program's callback sees them.
  std::vector<Decision> decisions;
  const Result<Outcome> seen =
      resolve_doc(base, {.chooser = ChooserKind::callback,
                         .callback = [&](const Decision& d) -> std::optional<std::size_t> {
                           const Option& chosen = recorded_options.at(decisions.size());
                           decisions.push_back(d);
                           for (std::size_t i = 0; i < d.options.size(); ++i) {
                             if (same_option(d.options[i], chosen)) return i;
                           }
                           return std::nullopt;
                         }});
  ASSERT_TRUE(seen.ok()) << corpus::describe(seen.errors());
  ASSERT_EQ(decisions.size(), recorded.size());

  for (std::size_t k = 0; k < decisions.size(); ++k) {
    const Decision& decision = decisions[k];
    const json before(recorded.begin(), recorded.begin() + static_cast<std::ptrdiff_t>(k));
    const Error missing = only_error(recording(base, before), ChooserKind::script);
    EXPECT_EQ(missing.pointer, "/choices");
    const std::optional<std::vector<json>> listed = listed_choices(missing.message);
    ASSERT_TRUE(listed.has_value()) << missing.message;
    ASSERT_EQ(listed->size(), decision.options.size()) << missing.message;
    for (std::size_t i = 0; i < listed->size(); ++i) {
      json choices = before;
      choices.push_back((*listed)[i]);
      // As the scenario reads it, the choice designates option i first, as the script takes it.
      const Result<Scenario> read = Scenario::parse(recording(base, choices).dump());
      ASSERT_TRUE(read.ok()) << (*listed)[i].dump() << ": " << corpus::describe(read.errors());
      const ScriptedChoice& written = read.value().loaded().choices.at(k);
      const auto designated = std::find_if(decision.options.begin(), decision.options.end(),
                                           [&](const Option& o) { return matches(written, o); });
      EXPECT_EQ(designated - decision.options.begin(), static_cast<std::ptrdiff_t>(i))
          << (*listed)[i].dump() << " at decision " << k + 1;
      const std::size_t recorded_index = static_cast<std::size_t>(
          std::find_if(decision.options.begin(), decision.options.end(),
                       [&](const Option& o) { return same_option(o, recorded_options[k]); }) -
          decision.options.begin());
      if (i == recorded_index) {
        // The recorded option, spelled as listed, with the choices after it: the example.
        choices.insert(choices.end(), recorded.begin() + static_cast<std::ptrdiff_t>(k) + 1,
                       recorded.end());
        const Result<Outcome> again = resolve_doc(recording(base, choices));
        ASSERT_TRUE(again.ok()) << (*listed)[i].dump() << ": " << corpus::describe(again.errors());
        // The same options taken and the same units at the end (the best chooser's reasons,
        // which a script has none of, aside).
        const std::vector<Option> again_taken = taken(again.value().events());
        EXPECT_TRUE(std::equal(again_taken.begin(), again_taken.end(), recorded_options.begin(),
                               recorded_options.end(), same_option))
            << (*listed)[i].dump();
        EXPECT_EQ(json::parse(again.value().json()).at("units"),
                  json::parse(original.value().json()).at("units"))
            << (*listed)[i].dump();
        continue;
      }
      // Another option, the best chooser after it: the scenario's dice were scripted for the
      // recorded way, so running short of them or leaving some is no fault of the spelling,
      // but every choice must fit, and, when it resolves, decision k+1 took option i.
      const Result<Outcome> other =
          resolve_doc(recording(base, choices),
                      {.chooser = ChooserKind::script, .fallback = ChooserKind::best});
      if (!other.ok()) {
        for (const Error& e : other.errors()) {
          EXPECT_EQ(e.pointer.rfind("/choices", 0), std::string::npos)
              << (*listed)[i].dump() << " at decision " << k + 1 << ": " << e.pointer << ": "
              << e.message;
        }
        continue;
      }
      const std::vector<Option> now = taken(other.value().events());
      ASSERT_GT(now.size(), k);
      EXPECT_TRUE(same_option(now[k], decision.options[i]))
          << (*listed)[i].dump() << " at decision " << k + 1 << " of " << file;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Corpus, ChoiceSpellingRoundTrip,
                         testing::ValuesIn(examples_with_decisions()),
                         [](const testing::TestParamInfo<std::string>& file) {
                           return corpus::param_name(file.param);
                         });

}  // namespace
}  // namespace skedaddle
