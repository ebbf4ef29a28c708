// SPDX-License-Identifier: MIT
// Every example of every game, loaded once, read by 8 threads at once through its Ruleset:
// options (text and JSON), refusal, resolve, outcome (text and JSON) and the pictures. Each
// thread must write what a single thread writes; under the tsan preset ThreadSanitizer also
// fails the run on any race (docs/architecture.md, "Threads").
#include <gtest/gtest.h>

#include <any>
#include <optional>
#include <string>
#include <vector>

#include "skedaddle/io/outcome.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "threads/harness.hpp"

namespace skedaddle::threads {
namespace {

// The chooser the CLI uses by default: the recorded choices, else the best (ALL-1).
ChooserDef default_chooser(const io::LoadedScenario& s) {
  ChooserDef def;
  def.kind = s.choices.empty() ? ChooserKind::best : ChooserKind::script;
  def.seed = s.seed.value_or(0);
  def.script = s.choices;
  def.place_name = io::place_names(s);
  return def;
}

// One outcome per scenario (none when refused or failed), to be written out by the threads
// while they also resolve their own.
std::vector<std::optional<AnyOutcome>> outcomes_of(const std::vector<Loaded>& corpus) {
  std::vector<std::optional<AnyOutcome>> out(corpus.size());
  for (std::size_t i = 0; i < corpus.size(); ++i) {
    const io::LoadedScenario& s = corpus[i].scenario;
    if (io::refusal(s)) continue;
    Result<AnyOutcome> outcome = s.ruleset->resolve(s, default_chooser(s));
    if (outcome.ok()) out[i] = std::move(outcome).value();
  }
  return out;
}

// Everything a program may ask of the scenarios through their Ruleset.
Outputs read_all(const std::vector<Loaded>& corpus,
                 const std::vector<std::optional<AnyOutcome>>& outcomes) {
  Outputs out;
  for (std::size_t i = 0; i < corpus.size(); ++i) {
    const std::string& file = corpus[i].file;
    const io::LoadedScenario& s = corpus[i].scenario;
    const Ruleset& ruleset = *s.ruleset;
    out.push_back({file + ": options text", text_of(ruleset.options(s, {.form = Form::text}))});
    out.push_back({file + ": options json", text_of(ruleset.options(s, {.form = Form::json}))});
    out.push_back({file + ": svg with options", text_of(ruleset.svg(s, RenderView{}, nullptr))});
    if (const std::optional<Refusal> refused = io::refusal(s)) {
      out.push_back({file + ": refusal json", io::refusal_json(s, *refused)});
      continue;
    }
    Result<AnyOutcome> own = ruleset.resolve(s, default_chooser(s));
    out.push_back({file + ": resolve json",
                   own.ok() ? ruleset.outcome(s, own.value(), Form::json, io::JsonLayout::indented)
                            : "errors:\n" + corpus::describe(own.errors())});
    if (!outcomes[i]) continue;
    out.push_back({file + ": outcome text",
                   ruleset.outcome(s, *outcomes[i], Form::text, io::JsonLayout::indented)});
    out.push_back({file + ": svg with outcome",
                   text_of(ruleset.svg(s, RenderView{.options = false}, &*outcomes[i]))});
  }
  return out;
}

TEST(RulesetThreads, EveryExampleReadsTheSameFromEightThreads) {
  // The reference reads its own copies; the shared ones are first read by the threads.
  std::string load_errors;
  const std::vector<Loaded> own = load_corpus("", load_errors);
  const std::vector<Loaded> shared = load_corpus("", load_errors);
  ASSERT_TRUE(load_errors.empty()) << load_errors;
  ASSERT_FALSE(shared.empty()) << "no examples under " << corpus::games_dir();
  const Outputs reference = read_all(own, outcomes_of(own));

  const std::vector<std::optional<AnyOutcome>> outcomes = outcomes_of(shared);
  const std::vector<std::string> differ =
      disagreements(reference, [&] { return read_all(shared, outcomes); });
  EXPECT_TRUE(differ.empty()) << differ.size() << " outputs differ, the first: " << differ.front();
}

}  // namespace
}  // namespace skedaddle::threads
