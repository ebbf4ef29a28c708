// SPDX-License-Identifier: MIT
// The verbs of the command-line tool; each returns the process exit status.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/batch.hpp"
#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/odds/odds.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::cli {

/// Exit statuses.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInternal = 1;  ///< an internal error (a bug): never bad input
/// `verify`: the outcome differs from the scenario's re-adjudication (as `cmp` and `diff` say).
inline constexpr int kExitDiffers = 1;
inline constexpr int kExitBadInput = 2;  ///< file, scenario, arguments or scripted choices
inline constexpr int kExitRefused = 3;   ///< a well-formed request the rules forbid (ALL-3)
inline constexpr int kExitOutput = 4;    ///< an output (stdout, -o file, demo SVG) not written

/// The exit status of a call over several scenarios: the most severe of theirs, in the order
/// internal error (1), bad input (2), output not written (4), refused (3), done (0).
int combined_status(int a, int b);

/// What a call over several scenarios prints on stdout before each one's answer.
enum class Separator {
  none,       ///< validate, render: each line names its file
  header,     ///< text answers: "== FILE ==" when there are several
  json_lines  ///< JSON answers: one document per line, "null" for a file without one
};

/// Checks the scenario arguments and `-o` of a call before any work, printing why not on
/// stderr (exit kExitBadInput): "-" (standard input) at most once; with several scenarios, an
/// `out` that is a folder ("DIR/") or, when `stdout_ok`, "-"; no two scenarios writing the same
/// DIR/<stem>`ext`. Creates the folder of a "DIR/" `out` (exit kExitOutput when it cannot).
/// kExitOk when the call may go on.
int check_call(const std::vector<std::string>& files, const std::optional<std::string>& out,
               std::string_view ext, bool stdout_ok);

/// Where one scenario's `-o` output goes: `out` itself, or for a folder ("DIR/")
/// DIR/<the scenario's file name without .json>`ext` ("stdin" for standard input).
std::string output_for(const std::string& out, const std::string& file, std::string_view ext);

/// Runs `one` on each scenario argument in order, going on after one fails, separated as
/// `separator` says when there are several; the combined_status of theirs.
int run_each(const std::vector<std::string>& files, Separator separator,
             const std::function<int(const std::string&)>& one);

/// How `odds` takes the odds of a scenario.
struct OddsCall {
  bool json = false;        ///< --json: print skedaddle-odds/1
  bool per_option = false;  ///< --per-option: also the odds of each first choice
  OddsSettings settings{};  ///< --chooser, --max-resolves
  std::string chooser;      ///< --chooser as given, for the replay commands ("" for best)
};

/// `odds FILE`: the exact distribution of the scenario's outcomes (io::odds_text or
/// io::odds_json), the refusal of a forbidden request (exit kExitRefused), or the errors that
/// stop the enumeration (exit kExitBadInput).
int run_odds(const std::string& file, const OddsCall& call, const io::Limits& limits);

/// How a scenario is resolved: both default to the scenario's own (see default_chooser).
struct ResolveSettings {
  std::optional<std::uint64_t> seed;    ///< --seed: overrides the scenario's seed
  std::optional<ChooserKind> chooser;   ///< --chooser POLICY[,FALLBACK]: the policy
  std::optional<ChooserKind> fallback;  ///< and who chooses once it has no answer
  /// --dice F,F,...: these faces in place of the scenario's dice (an odds way's replay).
  std::optional<std::vector<int>> dice;
};

/// Each verb below answers for one scenario FILE, "-" for standard input ("<stdin>" in
/// messages); run_each runs it over several.

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

/// How `verify` checks an outcome.
struct VerifyCall {
  bool json = false;  ///< --json: print the verification document (skedaddle-verification/1)
  /// --chooser, --seed, --no-dice, --choices: what the players agreed before the turn.
  Agreement agreed{};
};

/// `verify SCENARIO OUTCOME`: "identical" and what it vouches for (exit kExitOk), or where the
/// outcome differs from the scenario re-adjudicated as its request says, or its request from
/// what was agreed (exit kExitDiffers); as text, or the verification document with --json. Bad
/// input (either file, an outcome without a readable request, agreed choices that are not
/// choices of the scenario: "--choices/N") exits kExitBadInput.
int run_verify(const std::string& scenario_file, const std::string& outcome_file,
               const VerifyCall& call, const io::Limits& limits);

/// What `render` draws.
struct RenderSettings {
  bool tree = true;
  bool resolve = true;
  ResolveSettings resolve_settings;
  /// The whole board rather than the part around the action.
  bool whole = false;
  /// --odds: the exact odds taken so, drawn over the position (with neither tree nor path).
  std::optional<OddsSettings> odds{};
};

/// `render FILE -o OUT.svg`: an SVG of the board with the option tree and the resolved path, or
/// with --odds the exact odds over the position ("-o -": on stdout); for a refused request the
/// board alone, the refusal on stderr (exit kExitRefused); when the odds cannot be taken, their
/// errors (exit kExitBadInput) and no picture.
int run_render(const std::string& file, const std::string& out, const RenderSettings& settings,
               const io::Limits& limits);

/// `explain [ID [PART]] [--json]`: the ruling's wording and options (ALL-4), or one part of it
/// (a GCACW chart row of GC-7); without an id, every ruling's id and title. An unknown id or
/// part is bad input: the nearest ids, or the parts there are, on stderr.
int run_explain(const std::string& id, const std::string& part, bool json);

/// `batch [FILE|-]`: run_batch() over the JSON Lines of FILE (standard input for "-"), the
/// answers on stdout in input order, a progress line on stderr when it is a terminal.
/// "scenario_file" paths start from `settings.base_dir` when `base_given`, else from FILE's
/// folder (the current folder for "-"). kExitOk when every line was answered (a refusal is an
/// answer), kExitBadInput when some line was bad input or FILE cannot be read, kExitInternal
/// when some line met a bug.
int run_batch_command(const std::string& file, BatchSettings settings, bool base_given);

/// `demo`: resolves every scenario in an "examples" folder under `examples_dir` (for the games
/// folder, every game's examples) in path order, prints a header and the trace of each, and
/// writes `out_dir/<game>/<name>.svg` (the scenario's path under `examples_dir` without the
/// "examples" folders, so equal names in two games' folders do not clash).
int run_demo(const std::string& examples_dir, const std::string& out_dir, const io::Limits& limits);

}  // namespace skedaddle::cli
