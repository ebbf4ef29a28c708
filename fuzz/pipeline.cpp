// SPDX-License-Identifier: MIT
#include "fuzz/pipeline.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle::fuzz {
namespace {

/// Throws when an output that must be JSON is not.
void expect_json(const std::string& text, const char* what) {
  if (!nlohmann::json::accept(text)) throw std::logic_error(std::string(what) + " is not JSON");
}

/// Throws when an SVG is not one.
void expect_svg(const Result<std::string>& svg) {
  if (svg.ok() && svg.value().find("<svg") == std::string::npos)
    throw std::logic_error("svg() gave no <svg element");
}

/// Throws when an error cannot be shown as the tool shows it.
void expect_errors(const Errors& errors, const char* what) {
  if (errors.empty()) throw std::logic_error(std::string(what) + " failed without an error");
  for (const Error& e : errors) {
    if (e.message.empty()) throw std::logic_error(std::string(what) + ": an empty error message");
    if (!e.pointer.empty() && e.pointer.front() != '/')
      throw std::logic_error(std::string(what) + ": a pointer not starting with '/'");
  }
}

/// The choosers the pipeline resolves with: the tool's default (the script when the scenario
/// records choices, else the best), then the first option and two random seeds, so that the
/// engine meets other paths than the one the example was written for.
std::vector<std::pair<ChooserKind, std::uint64_t>> choosers(const io::LoadedScenario& scenario) {
  const std::uint64_t seed = scenario.seed.value_or(0);
  const ChooserKind tool_default =
      scenario.choices.empty() ? ChooserKind::best : ChooserKind::script;
  return {{tool_default, seed},
          {ChooserKind::first, seed},
          {ChooserKind::random, seed},
          {ChooserKind::random, seed + 1}};
}

/// Resolves as `skedaddle resolve` and `render --resolve` do with one chooser; true when it
/// reached an outcome.
bool resolve_with(const io::LoadedScenario& loaded, ChooserKind kind, std::uint64_t seed) {
  io::LoadedScenario scenario = loaded;
  scenario.seed = seed;
  ChooserDef def;
  def.kind = kind;
  def.seed = seed;
  def.script = scenario.choices;
  def.place_name = io::place_names(scenario);
  const Ruleset& ruleset = *scenario.ruleset;
  Result<AnyOutcome> outcome = ruleset.resolve(scenario, def);
  if (!outcome.ok()) {
    expect_errors(outcome.errors(), "resolve()");
    return false;
  }
  (void)ruleset.outcome(scenario, outcome.value(), Form::text, io::JsonLayout::indented);
  const std::string json =
      ruleset.outcome(scenario, outcome.value(), Form::json, io::JsonLayout::indented);
  expect_json(json, "the outcome JSON");
  if (ruleset.outcome(scenario, outcome.value(), Form::json, io::JsonLayout::one_line) !=
      io::one_line(json)) {
    throw std::logic_error("the outcome JSON on one line is not the indented one squeezed");
  }
  expect_svg(ruleset.svg(scenario, RenderView{}, &outcome.value()));
  return true;
}

}  // namespace

Reach run_pipeline(std::string_view text) {
  Result<io::LoadedScenario> loaded = io::load_scenario(text);
  if (!loaded.ok()) {
    expect_errors(loaded.errors(), "load_scenario()");
    return Reach::rejected;
  }
  const io::LoadedScenario& scenario = loaded.value();
  const Ruleset& ruleset = *scenario.ruleset;
  (void)io::ruleset_name(scenario);
  if (const std::optional<Refusal> refused = io::refusal(scenario)) {
    (void)io::refusal_text(*refused);
    expect_json(io::refusal_json(scenario, *refused), "the refusal JSON");
    expect_svg(ruleset.svg(scenario, RenderView{.options = false}, nullptr));
    return Reach::refused;
  }
  for (const Form form : {Form::text, Form::json}) {
    const Result<std::string> options = ruleset.options(scenario, {.form = form});
    if (!options.ok()) {
      expect_errors(options.errors(), "options()");
    } else if (form == Form::json) {
      expect_json(options.value(), "the options JSON");
    }
  }
  expect_svg(ruleset.svg(scenario, RenderView{.whole = true}, nullptr));
  bool resolved = false;
  for (const auto& [kind, seed] : choosers(scenario)) {
    resolved = resolve_with(scenario, kind, seed) || resolved;
  }
  return resolved ? Reach::resolved : Reach::unresolved;
}

}  // namespace skedaddle::fuzz
