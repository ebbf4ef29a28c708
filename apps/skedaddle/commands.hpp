// SPDX-License-Identifier: MIT
// The verbs of the command-line tool; each returns the process exit status.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace skedaddle::cli {

/// Exit statuses.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;  ///< an internal error (a bug): never bad input
inline constexpr int kExitBadInput = 2;  ///< file, scenario, arguments or scripted choices
inline constexpr int kExitRefused = 3;   ///< a well-formed request the rules forbid (ALL-3)
inline constexpr int kExitOutput = 4;    ///< an output (stdout, -o file, demo SVG) not written

/// How a scenario is resolved: both default to the scenario's own (see default_chooser).
struct ResolveSettings {
  std::optional<std::uint64_t> seed;   ///< --seed: overrides the scenario's seed
  std::optional<ChooserKind> chooser;  ///< --chooser
};

/// Name of a chooser policy as written on the command line.
std::string_view chooser_name(ChooserKind kind);

/// `validate FILE`: "FILE: valid", or the errors on stderr, or the refusal of a request the
/// rules forbid on stderr (exit kExitRefused). Every verb loads its scenarios under `limits`.
int run_validate(const std::string& file, const io::Limits& limits);

/// `options FILE [--json] [--tree] [--depth N]`: the options of the scenario as `view` asks
/// (by default the summary), or the refusal of its request (as `resolve` prints it, exit
/// kExitRefused).
int run_options(const std::string& file, const OptionsView& view, const io::Limits& limits);

/// `resolve FILE [--json] [-o OUT]`: the outcome as text or JSON on stdout; `out` (when given)
/// also receives the outcome JSON, and when it is "-" the JSON alone is printed, once; a
/// refused request is an outcome of kind "refused" (exit kExitRefused).
int run_resolve(const std::string& file, bool json, const ResolveSettings& settings,
                const std::optional<std::string>& out, const io::Limits& limits);

/// What `render` draws.
struct RenderSettings {
  bool tree = true;
  bool resolve = true;
  ResolveSettings resolve_settings;
};

/// `render FILE -o OUT.svg`: an SVG of the board with the option tree and the resolved path
/// ("-o -": on stdout); for a refused request the board alone, the refusal on stderr (exit
/// kExitRefused).
int run_render(const std::string& file, const std::string& out, const RenderSettings& settings,
               const io::Limits& limits);

/// `explain [ID] [--json]`: the ruling's wording and options (ALL-4); without an id, every
/// ruling's id and title. An unknown id is bad input: the nearest ids, or all, on stderr.
int run_explain(const std::string& id, bool json);

/// `demo`: resolves every scenario in an "examples" folder under `examples_dir` (for the games
/// folder, every game's examples) in path order, prints a header and the trace of each, and
/// writes `out_dir/<game>/<name>.svg` (the scenario's path under `examples_dir` without the
/// "examples" folders, so equal names in two games' folders do not clash).
int run_demo(const std::string& examples_dir, const std::string& out_dir, const io::Limits& limits);

}  // namespace skedaddle::cli
