// SPDX-License-Identifier: MIT
// The example corpus as the conformance and determinism tests (and the benchmarks) see it: the
// scenario files of every game's examples/ folder under SKEDADDLE_GAMES_DIR, each resolved with
// the default chooser to its outcome JSON through the game's Ruleset.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/io/verification.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/build_paths.hpp"

namespace skedaddle::corpus {

namespace fs = std::filesystem;

inline constexpr std::string_view kExpectedSuffix = ".expected.json";

/// The root of the example corpus: the games' folder, whose games/<game>/examples/ it reads.
inline fs::path games_dir() {
  return fs::path(SKEDADDLE_GAMES_DIR);
}

/// True when `name` ends with `suffix`.
inline bool ends_with(std::string_view name, std::string_view suffix) {
  return name.size() >= suffix.size() &&
         name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// Every file of a game's examples/ folder whose name ends with `suffix`, as paths relative to
/// games_dir() in generic form ("gcacw/examples/gc-01-...json"), sorted bytewise.
inline std::vector<std::string> files_ending_with(std::string_view suffix) {
  std::vector<std::string> out;
  std::error_code ec;
  const fs::path root = games_dir();
  for (fs::recursive_directory_iterator it(root, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file()) continue;
    if (!ends_with(it->path().filename().string(), suffix)) continue;
    const fs::path relative = it->path().lexically_relative(root);
    if (std::next(relative.begin()) == relative.end() || *std::next(relative.begin()) != "examples")
      continue;
    out.push_back(relative.generic_string());
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

/// The file names (no folder) of the corpus scenarios under `dir` (relative to games_dir(), ""
/// for the whole corpus), sorted by path.
inline std::vector<std::string> scenario_names(const std::string& dir) {
  std::vector<std::string> names;
  for (const std::string& f : scenario_files()) {
    if (!dir.empty() && f.rfind(dir + "/", 0) != 0) continue;
    names.push_back(fs::path(f).filename().string());
  }
  return names;
}

/// True when some name is named after the ruling `id` ("GC-7"): it starts with the id in lower
/// case, "gc-7-...", or zero-padded, "gc-07-...".
inline bool pinned(const std::vector<std::string>& names, std::string_view id) {
  const std::size_t dash = id.find('-');
  if (dash == std::string_view::npos) return false;
  std::string prefix(id.substr(0, dash));
  for (char& c : prefix)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const std::string number(id.substr(dash + 1));
  const std::string plain = prefix + "-" + number + "-";
  const std::string padded = prefix + (number.size() == 1 ? "-0" : "-") + number + "-";
  for (const std::string& n : names) {
    if (n.rfind(plain, 0) == 0 || n.rfind(padded, 0) == 0) return true;
  }
  return false;
}

/// The expected outcome beside a scenario: "x/name.json" -> "x/name.expected.json".
inline std::string expected_file(const std::string& scenario) {
  return scenario.substr(0, scenario.size() - std::string_view(".json").size()) +
         std::string(kExpectedSuffix);
}

/// A GoogleTest parameter name for a scenario: the "examples/" folder and the ".json" dropped,
/// letters and digits kept, everything else ('/', '-', '.') mapped to '_':
/// "gcacw/examples/gc-01-rout-four-to-six.json" -> "gcacw_gc_01_rout_four_to_six".
inline std::string param_name(const std::string& scenario) {
  std::string stem = scenario.substr(0, scenario.size() - std::string_view(".json").size());
  if (const std::size_t at = stem.find("/examples/"); at != std::string::npos) {
    stem.erase(at, std::string_view("/examples").size());
  }
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

/// The chooser the CLI resolves `scenario` with by default: its recorded choices when it has
/// some, else the best chooser (ALL-1); its seed, or 0.
inline ChooserDef default_chooser(const io::LoadedScenario& scenario) {
  ChooserDef def;
  def.kind = scenario.choices.empty() ? ChooserKind::best : ChooserKind::script;
  def.seed = scenario.seed.value_or(0);
  def.script = scenario.choices;
  def.place_name = io::place_names(scenario);
  return def;
}

/// Resolves a loaded scenario as the CLI does by default: the recorded choices when there are
/// some, else the best chooser (ALL-1); the scenario's seed, or 0. `kind` forces a chooser.
/// Returns the outcome JSON (io::outcome_json, which records the seed used) with its
/// verification (io::with_verification), or the refusal (io::refusal_json) of a request the
/// rules forbid (ALL-3) with its verification.
inline Result<std::string> resolve_to_json(io::LoadedScenario scenario,
                                           std::optional<ChooserKind> kind = std::nullopt) {
  ChooserDef def = default_chooser(scenario);
  if (kind) def.kind = *kind;
  scenario.seed = def.seed;
  const io::Request request{.chooser = def.kind, .seed = def.seed};
  // A request the rules forbid is an outcome of kind "refused" (ALL-3), resolved by nothing.
  if (const std::optional<Refusal> refused = io::refusal(scenario)) {
    return io::with_verification(io::refusal_json(scenario, *refused), scenario, request);
  }
  const Ruleset& ruleset = *scenario.ruleset;
  Result<AnyOutcome> outcome = ruleset.resolve(scenario, def);
  if (!outcome.ok()) return outcome.errors();
  return io::with_verification(
      ruleset.outcome(scenario, outcome.value(), Form::json, io::JsonLayout::indented), scenario,
      request);
}

/// Loads a corpus scenario (path relative to the corpus root) and resolves it by default.
inline Result<std::string> resolve_file(const std::string& scenario) {
  Result<io::LoadedScenario> loaded = io::load_scenario_file((games_dir() / scenario).string());
  if (!loaded.ok()) return loaded.errors();
  return resolve_to_json(std::move(loaded).value());
}

}  // namespace skedaddle::corpus
