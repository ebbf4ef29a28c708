// SPDX-License-Identifier: MIT
// The example corpus as the conformance and determinism tests see it: the scenario files under
// SKEDADDLE_EXAMPLES_DIR, each resolved with the default chooser to its outcome JSON.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/rules/gcacw.hpp"
#include "skedaddle/rules/gitm.hpp"
#include "skedaddle/rules/grande_tactique.hpp"
#include "skedaddle/rules/tricorne.hpp"

#ifndef SKEDADDLE_EXAMPLES_DIR
#error "the corpus tests need SKEDADDLE_EXAMPLES_DIR (set in tests/CMakeLists.txt)"
#endif

namespace skedaddle::corpus {

namespace fs = std::filesystem;

inline constexpr std::string_view kExpectedSuffix = ".expected.json";

/// The root of the example corpus.
inline fs::path examples_dir() {
  return fs::path(SKEDADDLE_EXAMPLES_DIR);
}

/// True when `name` ends with `suffix`.
inline bool ends_with(std::string_view name, std::string_view suffix) {
  return name.size() >= suffix.size() &&
         name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// Every file under the corpus whose name ends with `suffix`, as paths relative to the
/// corpus root in generic form ("gcacw/gc-01-...json"), sorted bytewise.
inline std::vector<std::string> files_ending_with(std::string_view suffix) {
  std::vector<std::string> out;
  std::error_code ec;
  const fs::path root = examples_dir();
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    if (!ends_with(it->path().filename().string(), suffix)) continue;
    out.push_back(it->path().lexically_relative(root).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// The scenario files of the corpus (every *.json but the expected outcomes), sorted.
inline std::vector<std::string> scenario_files() {
  std::vector<std::string> out;
  for (std::string& f : files_ending_with(".json")) {
    if (!ends_with(f, kExpectedSuffix)) out.push_back(std::move(f));
  }
  return out;
}

/// The expected outcome beside a scenario: "x/name.json" -> "x/name.expected.json".
inline std::string expected_file(const std::string& scenario) {
  return scenario.substr(0, scenario.size() - std::string_view(".json").size()) +
         std::string(kExpectedSuffix);
}

/// A GoogleTest parameter name for a scenario: letters and digits kept, everything else ('/',
/// '-', '.') mapped to '_', the ".json" dropped: "gcacw_gc_01_rout_four_to_six".
inline std::string param_name(const std::string& scenario) {
  std::string stem = scenario.substr(0, scenario.size() - std::string_view(".json").size());
  for (char& c : stem) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0) c = '_';
  }
  return stem;
}

/// The whole text of a file, or nothing when it cannot be read.
inline std::optional<std::string> read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Writes a whole file; false when it cannot.
inline bool write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  return static_cast<bool>(out);
}

/// Errors on one line each, "pointer: message".
inline std::string describe(const Errors& errors) {
  std::string out;
  for (const Error& e : errors)
    out += "  " + (e.pointer.empty() ? std::string("(document)") : e.pointer) + ": " + e.message +
           "\n";
  return out;
}

/// True when SKEDADDLE_UPDATE_EXPECTED=1: the tests rewrite the expected outcomes.
inline bool updating_expected() {
  const char* v = std::getenv("SKEDADDLE_UPDATE_EXPECTED");
  return v != nullptr && std::string_view(v) == "1";
}

/// Resolves a loaded scenario as the CLI does by default: the recorded choices when there are
/// some, else the best chooser (ALL-1); the scenario's seed, or 0. `kind` forces a chooser.
/// Returns the outcome JSON (io::outcome_json, which records the seed used), or the refusal
/// (io::refusal_json) of a request the rules forbid (ALL-3).
inline Result<std::string> resolve_to_json(io::LoadedScenario scenario,
                                           std::optional<ChooserKind> kind = std::nullopt) {
  ChooserDef def;
  def.kind = kind.value_or(scenario.choices.empty() ? ChooserKind::best : ChooserKind::script);
  def.seed = scenario.seed.value_or(0);
  def.script = scenario.choices;
  def.place_name = io::place_names(scenario.game);
  scenario.seed = def.seed;
  // A request the rules forbid is an outcome of kind "refused" (ALL-3), resolved by nothing.
  if (const std::optional<Refusal> refused = io::refusal(scenario)) {
    return io::refusal_json(scenario, *refused);
  }
  struct Visit {
    const io::LoadedScenario& scenario;
    const ChooserDef& def;
    Result<std::string> operator()(const gcacw::Scenario& game) const {
      Chooser chooser(def);
      Result<gcacw::Outcome> outcome = gcacw::resolve(game, chooser);
      if (!outcome.ok()) return outcome.errors();
      return io::outcome_json(scenario, outcome.value());
    }
    // Jacobite Rising rolls dice: the scenario's scripted ones, else seeded by the seed used.
    Result<std::string> operator()(const tricorne::Scenario& game) const {
      Chooser chooser(def);
      Dice dice = io::dice_for(scenario, def.seed);
      Result<tricorne::Outcome> outcome = tricorne::resolve(game, dice, chooser);
      if (!outcome.ok()) return outcome.errors();
      return io::outcome_json(scenario, outcome.value());
    }
    // GITM/ROTD: the game program chooses everything from the dice (no chooser).
    Result<std::string> operator()(const gitm::Scenario& game) const {
      Dice dice = io::dice_for(scenario, def.seed);
      Result<gitm::Outcome> outcome = gitm::resolve(game, dice);
      if (!outcome.ok()) return outcome.errors();
      return io::outcome_json(scenario, outcome.value());
    }
    // Grande Tactique: no player choice either; the dice decide.
    Result<std::string> operator()(const gt::Scenario& game) const {
      Dice dice = io::dice_for(scenario, def.seed);
      Result<gt::Outcome> outcome = gt::resolve(game, dice);
      if (!outcome.ok()) return outcome.errors();
      return io::outcome_json(scenario, outcome.value());
    }
  };
  return std::visit(Visit{scenario, def}, scenario.game);
}

/// Loads a corpus scenario (path relative to the corpus root) and resolves it by default.
inline Result<std::string> resolve_file(const std::string& scenario) {
  Result<io::LoadedScenario> loaded = io::load_scenario_file((examples_dir() / scenario).string());
  if (!loaded.ok()) return loaded.errors();
  return resolve_to_json(std::move(loaded).value());
}

}  // namespace skedaddle::corpus
