// SPDX-License-Identifier: MIT
// skedaddle: the command-line front end over the library's verbs (validate, options, resolve,
// render) and a demo over the example scenarios.
#include <algorithm>
#include <charconv>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <limits>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <system_error>
#include <tuple>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "output.hpp"
#include "skedaddle/choice/named_chooser.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/io/printable.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "skedaddle/skedaddle.hpp"

#ifndef SKEDADDLE_VERSION
#define SKEDADDLE_VERSION "0.1.0"
#endif

namespace {

using skedaddle::ChooserKind;
namespace cli = skedaddle::cli;

constexpr const char* kChoosers =
    "Choosers (who picks when the rules leave a choice to the owner):\n"
    "  script  the choices recorded in the scenario, in order; a missing or unmatched\n"
    "          choice is an error (exit 2). Default when the scenario records choices.\n"
    "  first   the first legal option in the ruleset's canonical order.\n"
    "  random  uniformly among the legal options, seeded by --seed (else the scenario's\n"
    "          \"seed\", else 0): the same seed gives the same outcome on every build.\n"
    "  best    the least loss for the owner (units, then strength), then the farthest\n"
    "          from the enemy, then the first. Default otherwise. The trace says why: the\n"
    "          chosen option's key (ALL-1) against the runner-up's.\n"
    "  script,best (or script,first, script,random)  the recorded choices, then the\n"
    "          policy for the decisions after them.\n";

constexpr const char* kFiles =
    "Scenarios: FILE is a scenario JSON file, or - for standard input (named <stdin> in\n"
    "messages, bounded by --max-input-bytes like a file; at most once per call). Several\n"
    "FILEs are answered in turn, each even after one fails: text answers under a line\n"
    "\"== FILE ==\"; JSON answers (--json, resolve -o -) one document per line (JSON Lines),\n"
    "line N for the Nth FILE, null when it has none (its errors on stderr); -o DIR/ (a final\n"
    "/) writes DIR/<name>.json or .svg for each (stdin.json for -), and is how render and\n"
    "resolve write files for several FILEs.\n";

constexpr const char* kExitStatus =
    "Exit status: 0 done; 1 internal error (a bug); 2 malformed input (missing file, invalid\n"
    "JSON or scenario, a limit exceeded, bad arguments, scripted choice missing or\n"
    "mismatched, a ruling explain does not know, an -o target that is not a regular file\n"
    "or is the input), errors on stderr as FILE: JSON-POINTER: MESSAGE; 3 a well-formed\n"
    "request the rules forbid (refused, ALL-3); 4 an output could not be written (standard\n"
    "output, an -o file, a demo SVG: disk full, no permission, closed pipe), as\n"
    "skedaddle: cannot write WHERE: REASON (bad input keeps 2). With several FILEs, the\n"
    "most severe of theirs, in the order 1, 2, 4, 3, 0. verify exits 1 when the outcome\n"
    "differs from the scenario's re-adjudication.\n";

/// A flag's error: what was expected and the value given, quoted as messages quote the input,
/// so that the user sees which of the words they typed was read and how.
std::string expected_got(const std::string& expected, const std::string& text) {
  return expected + ", got " + skedaddle::io::quoted_input(text);
}

/// A whole number as written on the command line: decimal digits only, from `lo` to `hi`.
std::optional<std::uint64_t> parse_whole(const std::string& text, std::uint64_t lo,
                                         std::uint64_t hi) {
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end || value < lo || value > hi) {
    return std::nullopt;
  }
  return value;
}

/// Accepts what parse_whole() reads from `lo` to `hi`; else says `expected` and the value given.
CLI::Validator whole_validator(std::uint64_t lo, std::uint64_t hi, const std::string& expected,
                               const std::string& name) {
  return CLI::Validator(
      [lo, hi, expected](std::string& text) {
        return parse_whole(text, lo, hi) ? std::string() : expected_got(expected, text);
      },
      "", name);
}

/// What --seed takes: 0 to 2^64-1.
constexpr std::uint64_t kMaxSeed = std::numeric_limits<std::uint64_t>::max();

/// Accepts a seed for --seed.
CLI::Validator seed_validator() {
  return whole_validator(0, kMaxSeed, "expected an integer from 0 to " + std::to_string(kMaxSeed),
                         "seed");
}

/// A --chooser value: a policy, or "script,POLICY" (the script, then POLICY once it runs out);
/// nothing when it is neither (skedaddle::parse_chooser).
std::optional<std::pair<ChooserKind, std::optional<ChooserKind>>> parse_chooser(
    const std::string& text) {
  const std::optional<skedaddle::NamedChooser> named = skedaddle::parse_chooser(text);
  if (!named) return std::nullopt;
  return std::pair{named->kind, named->fallback};
}

/// Accepts what parse_chooser() reads, for --chooser.
CLI::Validator chooser_validator() {
  return CLI::Validator(
      [](std::string& text) {
        return parse_chooser(text) ? std::string()
                                   : expected_got(
                                         "expected script, first, random, best or "
                                         "script,first / script,random / script,best",
                                         text);
      },
      "", "chooser");
}

/// Options shared by the verbs that resolve.
struct ResolveArgs {
  std::string seed;
  std::string chooser;
  CLI::Option* seed_option = nullptr;  ///< --seed, which a verb may exclude

  void add_to(CLI::App& app) {
    seed_option =
        app.add_option("--seed", seed,
                       "seed of the random chooser and of the dice (unless the scenario scripts "
                       "its \"dice\"), 0 to 2^64-1 (overrides the scenario's \"seed\"; default: "
                       "the scenario's, else 0)")
            ->check(seed_validator())
            ->type_name("N");
    app.add_option("--chooser", chooser,
                   "who picks among legal options: script, first, random or best, or "
                   "script,POLICY to play the recorded choices and let POLICY make the rest "
                   "(default: script when the scenario records choices, else best)")
        ->check(chooser_validator())
        ->type_name("POLICY");
  }

  cli::ResolveSettings settings() const {
    cli::ResolveSettings s;
    if (!seed.empty()) s.seed = parse_whole(seed, 0, kMaxSeed);
    if (!chooser.empty()) {
      const auto [kind, fallback] = *parse_chooser(chooser);
      s.chooser = kind;
      s.fallback = fallback;
    }
    return s;
  }
};

/// Die faces as written on the command line: "1,6,2", each from 1 to 99.
std::optional<std::vector<int>> parse_faces(const std::string& text) {
  std::vector<int> faces;
  if (text == "none") return faces;  // a way that rolls no dice, where the scenario scripts some
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    int face = 0;
    const char* first = text.data() + start;
    const char* last = text.data() + comma;
    const auto [ptr, ec] = std::from_chars(first, last, face);
    if (first == last || ec != std::errc() || ptr != last || face < 1 || face > 99) {
      return std::nullopt;
    }
    faces.push_back(face);
    start = comma + 1;
  }
  return faces;
}

/// A range of lines as --lines takes it: "A-B" or "A-" (to the end, as B = 0), 1 <= A <= B.
std::optional<std::pair<std::size_t, std::size_t>> parse_line_range(const std::string& text) {
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos) return std::nullopt;
  constexpr std::size_t kAny = std::numeric_limits<std::size_t>::max();
  const std::optional<std::uint64_t> first = parse_whole(text.substr(0, dash), 1, kAny);
  if (!first) return std::nullopt;
  if (dash + 1 == text.size()) return std::pair{*first, std::size_t{0}};
  const std::optional<std::uint64_t> last = parse_whole(text.substr(dash + 1), 1, kAny);
  if (!last || *last < *first) return std::nullopt;
  return std::pair{*first, *last};
}

/// The loader's limits, for every verb that loads a scenario (option group "Limits").
struct LimitArgs {
  skedaddle::io::Limits limits;

  void add_to(CLI::App& app) {
    CLI::Option_group* group = app.add_option_group(
        "Limits", "Bounds on one scenario file; a scenario over one is bad input (exit 2)");
    constexpr std::size_t kAny = std::numeric_limits<std::size_t>::max();
    add(*group, "--max-input-bytes", limits.input_bytes, kAny, "largest scenario file, in bytes");
    add(*group, "--max-depth", limits.depth, skedaddle::io::kMaxDepthLimit,
        "deepest nesting of JSON arrays and objects (at most " +
            std::to_string(skedaddle::io::kMaxDepthLimit) + ")");
    add(*group, "--max-string-bytes", limits.string_bytes, kAny, "longest string value, in bytes");
    add(*group, "--max-key-bytes", limits.key_bytes, kAny, "longest object key, in bytes");
    add(*group, "--max-units", limits.units, kAny, "most units in a scenario");
    add(*group, "--max-polygon-corners", limits.polygon_corners, kAny,
        "most corners of one outline (Grande Tactique terrain)");
    add(*group, "--max-terrain-corners", limits.terrain_corners, kAny,
        "most corners of all outlines together (Grande Tactique terrain)");
  }

 private:
  static void add(CLI::App& group, const std::string& flag, std::size_t& value, std::size_t max,
                  const std::string& what) {
    const std::string expected = "expected an integer from 1 to " + std::to_string(max);
    group.add_option(flag, value, what)
        ->check(whole_validator(1, max, expected, "limit"))
        ->type_name("N")
        ->capture_default_str();
  }
};

/// --max-resolves and the chooser of the odds, for the verbs that take odds (odds, render
/// --odds): one parsing and one validation for both.
struct OddsArgs {
  std::string max_resolves;

  /// Adds --max-resolves to `app` and returns it.
  CLI::Option* add_to(CLI::App& app) {
    return app
        .add_option("--max-resolves", max_resolves,
                    "run at most N resolutions (default 1000000); the chance of the ways not "
                    "run is reported as such, never sampled")
        ->check(whole_validator(1, std::numeric_limits<std::size_t>::max(),
                                "expected a whole number from 1", "limit"))
        ->type_name("N");
  }

  /// The settings, with `chooser` the --chooser given (checked by chooser_validator), if any.
  skedaddle::OddsSettings settings(const std::string& chooser) const {
    skedaddle::OddsSettings s;
    if (!chooser.empty()) {
      const auto [kind, fallback] = *parse_chooser(chooser);
      s.chooser = kind;
      s.fallback = fallback;
    }
    if (!max_resolves.empty()) {
      s.max_resolves = *parse_whole(max_resolves, 1, std::numeric_limits<std::size_t>::max());
    }
    return s;
  }
};

/// What the players agreed before the turn, for `verify` (option group "Agreed before the
/// turn"): each option given holds the outcome's request to it.
struct VerifyAgreementArgs {
  std::string chooser;
  std::string seed;
  bool no_dice = false;
  std::string choices;
  CLI::Option* choices_option = nullptr;  ///< --choices, which may be given as "[]"

  void add_to(CLI::App& app) {
    CLI::Option_group* group = app.add_option_group(
        "Agreed before the turn",
        "Each option holds the outcome's request to what the players agreed; one that differs "
        "is a difference (exit 1)");
    group
        ->add_option("--chooser", chooser,
                     "the chooser agreed: script, first, random, best or callback (a program "
                     "chose), or script,POLICY / callback,POLICY with the fallback agreed")
        ->check(CLI::Validator(
            [](std::string& text) {
              return skedaddle::parse_request_chooser(text)
                         ? std::string()
                         : expected_got(
                               "expected script, first, random, best or callback, or "
                               "script,POLICY / callback,POLICY (POLICY: first, "
                               "random or best)",
                               text);
            },
            "", "chooser"))
        ->type_name("NAME");
    group
        ->add_option("--seed", seed,
                     "the seed agreed (published or committed to before the orders were in), "
                     "0 to 2^64-1")
        ->check(seed_validator())
        ->type_name("N");
    group->add_flag("--no-dice", no_dice,
                    "no dice were to be given with the request (resolve --dice): every die "
                    "drawn from the seed or listed in the scenario");
    choices_option =
        group
            ->add_option("--choices", choices,
                         "the owner's choices agreed, as JSON written as a scenario's "
                         "\"choices\" ('[\"0401\",\"stop\"]'): the outcome must take them, "
                         "in order")
            ->type_name("JSON");
  }

  skedaddle::Agreement agreement() const {
    skedaddle::Agreement agreed;
    if (!chooser.empty()) agreed.chooser = skedaddle::parse_request_chooser(chooser);
    if (!seed.empty()) agreed.seed = parse_whole(seed, 0, kMaxSeed);
    agreed.no_dice = no_dice;
    if (choices_option->count() > 0) agreed.choices = choices;
    return agreed;
  }
};

/// The scenario arguments of a verb: one or more files, "-" for standard input.
void add_files(CLI::App& verb, std::vector<std::string>& files) {
  verb.add_option("files", files,
                  "scenario JSON files, - for standard input (several: each answered in turn)")
      ->required()
      ->type_name("FILE...");
}

/// The verb asked for, when the first argument names none: an error naming the verbs.
std::optional<std::string> unknown_verb(int argc, char** argv) {
  if (argc < 2) return std::nullopt;
  const std::string_view first = argv[1];
  if (first.empty() || first.front() == '-') return std::nullopt;
  for (const char* verb :
       {"validate", "options", "resolve", "odds", "render", "verify", "explain", "demo", "batch"}) {
    if (first == verb) return std::nullopt;
  }
  return "unknown verb '" + std::string(first) +
         "': expected validate, options, resolve, odds, render, verify, explain, demo or batch\n"
         "Run with --help for more information.\n";
}

std::string default_demo_dir() {
  std::error_code ec;
  return std::filesystem::is_directory("build", ec) ? "build/demo" : "demo-out";
}

/// The folder of this executable, or an empty path when it cannot be told.
std::filesystem::path executable_dir(const char* argv0) {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec && argv0 != nullptr && std::string_view(argv0).find('/') != std::string_view::npos) {
    ec.clear();
    exe = std::filesystem::canonical(argv0, ec);
  }
  return ec ? std::filesystem::path() : exe.parent_path();
}

/// Where `demo` finds the examples by default, relative to the executable so that no path of
/// the build machine is compiled in: installed, <prefix>/share/skedaddle/examples beside
/// <prefix>/bin; in a build tree, the link "skedaddle-examples" the build puts beside the
/// executable (to the source's games/ folder); else ./games.
std::string default_examples_dir(const char* argv0) {
  std::error_code ec;
  const std::filesystem::path dir = executable_dir(argv0);
  if (!dir.empty()) {
    for (const std::filesystem::path& candidate :
         {dir.parent_path() / "share" / "skedaddle" / "examples", dir / "skedaddle-examples"}) {
      if (std::filesystem::is_directory(candidate, ec)) return candidate.string();
    }
  }
  return "games";
}

/// One line per registered game: its "ruleset" names and what it is.
std::string rulesets_help() {
  std::string out;
  for (const skedaddle::Ruleset* ruleset : skedaddle::rulesets()) {
    std::string names;
    for (const std::string_view name : ruleset->names()) {
      names += (names.empty() ? "" : ", ") + std::string(name);
    }
    out += "  " + names + std::string(names.size() < 16 ? 16 - names.size() : 1, ' ') +
           std::string(ruleset->summary()) + "\n";
  }
  return out;
}

/// The folder of example scenarios the help names: the examples installed beside this
/// executable when they are there, else where the package installs them; never a path of the
/// source tree, which an installed tool cannot open.
std::string help_examples_dir(const char* argv0) {
  std::error_code ec;
  const std::filesystem::path dir = executable_dir(argv0);
  if (!dir.empty()) {
    const std::filesystem::path installed =
        (dir.parent_path() / "share" / "skedaddle" / "examples").lexically_normal();
    if (std::filesystem::is_directory(installed, ec)) return installed.string();
  }
  return "<prefix>/share/skedaddle/examples";
}

int run(int argc, char** argv) {
  // The scenario the help texts use as an example, in the installed examples folder.
  const std::string examples = help_examples_dir(argc > 0 ? argv[0] : nullptr);
  const std::string example = examples + "/gcacw/gc-02-stack-and-leader-move-together.json";
  CLI::App app{
      "skedaddle resolves what happens to units forced off their ground after combat in a\n"
      "wargame (retreats, routs, fall-backs), rule by rule, from a scenario JSON file.\n"
      "Rulesets (the scenario's \"ruleset\"):\n" +
          rulesets_help(),
      "skedaddle"};
  app.footer("Examples (the example scenarios are installed in " + examples +
             "; 'skedaddle demo' resolves them all):\n"
             "  skedaddle validate " +
             example +
             "\n"
             "  skedaddle options " +
             example +
             "\n"
             "  skedaddle resolve " +
             example +
             " --chooser random --seed 7\n"
             "  skedaddle render " +
             example +
             " -o retreat.svg\n"
             "  skedaddle explain GC-9\n"
             "  skedaddle demo\n"
             "  skedaddle resolve --json a.json b.json\n"
             "  skedaddle render a.json b.json -o pictures/\n"
             "  cat scenario.json | skedaddle options -\n"
             "  skedaddle batch -j 4 turn.jsonl > answers.jsonl\n"
             "Run 'skedaddle VERB --help' for what a verb answers and its options.\n\n" +
             kFiles + "\n" + kChoosers + "\n" + kExitStatus);
  app.set_version_flag("--version", "skedaddle " SKEDADDLE_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);

  // validate
  std::vector<std::string> validate_files;
  CLI::App* validate = app.add_subcommand("validate", "Is this scenario well formed?");
  add_files(*validate, validate_files);
  LimitArgs validate_limits;
  validate_limits.add_to(*validate);
  validate->footer(
      "Checks the scenario strictly: JSON syntax, format version, unknown keys, types, ranges,\n"
      "units on the map, stacking, the request and the options; then resolves it as written, so\n"
      "that recorded choices and dice which do not fit are errors, as resolve reports them.\n"
      "Prints \"FILE: valid\", or one\n"
      "error per line on stderr as FILE: JSON-POINTER: MESSAGE (exit status 2). Doubts that do\n"
      "not stop the scenario (a GCACW attacker not next to the retreating stack: check\n"
      "board.shifted_columns) come first, one per line as FILE: warning: JSON-POINTER: MESSAGE,\n"
      "and leave the exit status 0; the other verbs print them on stderr.\n\n"
      "Example:\n  skedaddle validate " +
      example + "\n\n" + std::string(kFiles));

  // options
  std::vector<std::string> options_files;
  bool options_json = false;
  bool options_tree = false;
  int options_depth = 0;
  CLI::App* options = app.add_subcommand("options", "What may the owner do?");
  add_files(*options, options_files);
  CLI::Option* options_json_flag =
      options->add_flag("--json", options_json, "print the whole tree as JSON instead of text");
  options->add_flag("--tree", options_tree, "print the whole tree of decisions, not the summary");
  CLI::Option* options_depth_option =
      options
          ->add_option("--depth", options_depth,
                       "with the tree: stop N decisions below the first (0: the first only); "
                       "implies --tree")
          ->type_name("N")
          ->check(whole_validator(
              0, skedaddle::kMaxOptionsDepth,
              "expected an integer from 0 to " + std::to_string(skedaddle::kMaxOptionsDepth),
              "depth"))
          ->excludes(options_json_flag);
  LimitArgs options_limits;
  options_limits.add_to(*options);
  options->footer(
      "Prints a summary read at a glance: who decides what first, each first choice with how\n"
      "many complete ways go on from it and the best and worst end they reach (ALL-1: units\n"
      "lost, then strength lost, then distance from the enemy), the rejected choices with\n"
      "their reasons and rulings ([GC-3] ...), and notes (an override or surrender, the flags a\n"
      "unit may ignore, the distances the die gives). Where the owner has no choice (gitm,\n"
      "rotd: the dice decide; grande-tactique: GT-4 decides) it says so and lists what may\n"
      "happen: the directions the die may pick, the way of flight taken and the ways tried.\n\n"
      "--tree prints the whole tree: at each step every legal neighbour with its chart row,\n"
      "priority and manpower loss and every rejected one ('x') with its reason (gcacw); the\n"
      "flag sources, each retreat's paths and a lone leader's retreat (jacobite); every\n"
      "direction with its first square or strategic move (gitm, rotd); each way of flight\n"
      "tried (grande-tactique). --depth N cuts the tree N decisions below the first, marking\n"
      "each cut \"... (K more levels; --depth)\". --json prints the whole tree as JSON.\n\n"
      "Examples:\n"
      "  skedaddle options " +
      example +
      "\n"
      "  skedaddle options --depth 1 " +
      example +
      "\n"
      "  skedaddle options " +
      example + " --json\n\n" + std::string(kFiles));

  // resolve
  std::vector<std::string> resolve_files;
  std::string resolve_out;
  bool resolve_json = false;
  ResolveArgs resolve_args;
  CLI::App* resolve = app.add_subcommand("resolve", "What happens, given a chooser and a seed?");
  add_files(*resolve, resolve_files);
  resolve->add_flag("--json", resolve_json, "print the outcome as JSON instead of text");
  resolve_args.add_to(*resolve);
  std::string resolve_dice;
  resolve
      ->add_option("--dice", resolve_dice,
                   "roll these faces (numbers: a Jacobite 1 is the first face of the "
                   "scenario's \"die\" (JR-12)), in order, in place of the scenario's dice (the "
                   "replay `skedaddle odds` prints for an outcome); none: roll no dice")
      ->check(CLI::Validator(
          [](std::string& text) {
            return parse_faces(text) ? std::string()
                                     : expected_got(
                                           "expected faces as numbers from 1 to 99 "
                                           "separated by commas (1,6,2), or none",
                                           text);
          },
          "", "faces"))
      ->type_name("F,F,...");
  CLI::Option* resolve_out_option =
      resolve
          ->add_option("-o,--output", resolve_out,
                       "also write the outcome JSON (with its replay: seed and choices) here; "
                       "- prints that JSON alone on stdout, in place of the text; DIR/ (a "
                       "final /) writes DIR/<name>.json for each scenario")
          ->type_name("OUT.json");
  LimitArgs resolve_limits;
  resolve_limits.add_to(*resolve);
  resolve->footer(
      std::string(
          "Resolves the retreat: the events in order (moves with their chart rows, losses,\n"
          "choices, surrenders), each with its ruling, then the final state of every unit.\n"
          "The same scenario, seed and chooser give the same output byte for byte.\n"
          "-o replaces OUT only when it is a regular file (not a link, pipe, device or\n"
          "folder, nor the scenario itself): written beside it, then renamed over it.\n\n"
          "Examples:\n"
          "  skedaddle resolve " +
          example +
          "\n"
          "  skedaddle resolve " +
          example + " --chooser random --seed 42 -o out.json\n\n") +
      kChoosers + "\n" + kFiles);

  // odds
  std::vector<std::string> odds_files;
  cli::OddsCall odds_call;
  std::string odds_chooser;
  OddsArgs odds_args;
  CLI::App* odds = app.add_subcommand("odds", "What are the chances of each outcome?");
  add_files(*odds, odds_files);
  odds->add_flag("--json", odds_call.json, "print the odds as JSON (skedaddle-odds/1)");
  odds->add_flag("--per-option", odds_call.per_option,
                 "also the odds with each option of the owner's first decision taken");
  odds->add_option("--chooser", odds_chooser,
                   "who makes the owner's choices: first, best, script or random (random is "
                   "chance: each option equally likely), or script,POLICY: the recorded choices "
                   "where they fit a way of the dice, POLICY elsewhere (ALL-5; default: best)")
      ->check(chooser_validator())
      ->type_name("POLICY");
  odds_args.add_to(*odds);
  LimitArgs odds_limits;
  odds_limits.add_to(*odds);
  odds->footer(
      std::string(
          "Runs the resolution once for every way the dice can fall (and a random chooser can\n"
          "pick), and groups the outcomes by what becomes of each unit: its fates with their\n"
          "exact chances (fractions that sum to 1), then every outcome, the most likely first,\n"
          "with the command that replays it (resolve --dice with the way's dice).\n"
          "Dice the rules read alike (the flags and sabers of a Jacobite battle die, a GITM\n"
          "percentile roll under or over the chance, the sum of 2d6) are run once per kind of\n"
          "result, not once per face. GCACW rule 7.6 rolls no dice: its odds are certain.\n"
          "The scenario's own \"dice\" and \"seed\" are not used.\n\n"
          "Examples:\n"
          "  skedaddle odds " +
          example +
          "\n"
          "  skedaddle odds --per-option --chooser best " +
          example + "\n\n") +
      kFiles);

  // render
  std::vector<std::string> render_files;
  std::string render_out;
  bool no_tree = false;
  bool no_resolve = false;
  bool whole = false;
  bool odds_drawn = false;
  ResolveArgs render_args;
  CLI::App* render = app.add_subcommand("render", "What does it look like? (SVG)");
  add_files(*render, render_files);
  render
      ->add_option("-o,--output", render_out,
                   "SVG file to write, - for stdout, or DIR/ (a final /) for DIR/<name>.svg "
                   "for each scenario (needed with several)")
      ->required()
      ->type_name("OUT.svg");
  render->add_flag("--no-tree", no_tree, "do not draw the option tree");
  render->add_flag("--no-resolve", no_resolve, "do not resolve; draw no path");
  render->add_flag("--whole", whole, "draw the whole board, not only the part around the action");
  render_args.add_to(*render);
  CLI::Option* render_odds =
      render->add_flag("--odds", odds_drawn,
                       "draw the exact odds on the position instead of the tree and a path: each "
                       "place a unit may end shaded by its chance, the fates off the map in a "
                       "panel (--chooser and --max-resolves as for odds)");
  render_args.seed_option->excludes(render_odds);
  OddsArgs render_odds_args;
  render_odds_args.add_to(*render)->needs(render_odds);
  LimitArgs render_limits;
  render_limits.add_to(*render);
  render->footer(
      std::string(
          "Writes a self-contained SVG: the board with terrain, roads and prohibited hexsides,\n"
          "the units and enemy ZOC, the option tree coloured by priority, and the resolved\n"
          "path with its losses. By default only the part of the board around the action is\n"
          "drawn (the units involved, the options and the path, with a margin); --whole draws\n"
          "the whole board. -o replaces OUT only when it is a regular file (not a link,\n"
          "pipe, device or folder, nor the scenario itself).\n\n"
          "--odds draws the position (as --no-tree --no-resolve) with the exact odds of\n"
          "skedaddle odds over it: every place a unit may end is shaded, darker as it is\n"
          "likelier, with its chance written on it (\"42.1%\"; \"2: 42.1%\" when several units\n"
          "may end somewhere, 2 being the unit's number in the panel, their chances stacked on a\n"
          "place they share); a panel lists each unit's chance of ending on the map, of each\n"
          "fate off it (routed, eliminated, flees off the table...) and of staying put. The\n"
          "title says whether the odds are exact or bounded by --max-resolves (with the chance\n"
          "left unexplored). The crop takes in every shaded place. --chooser is the odds' own,\n"
          "as for odds: default best.\n\n"
          "Examples:\n"
          "  skedaddle render " +
          example +
          " -o retreat.svg --chooser first\n"
          "  skedaddle render --odds " +
          example + " -o odds.svg\n\n") +
      kChoosers + "\n" + kFiles);

  // verify
  std::string verify_scenario;
  std::string verify_outcome;
  CLI::App* verify =
      app.add_subcommand("verify", "Is this outcome what the scenario gives? (identical or not)");
  verify->add_option("scenario", verify_scenario, "the scenario file, - for standard input")
      ->required()
      ->type_name("SCENARIO");
  verify->add_option("outcome", verify_outcome, "its outcome JSON (resolve --json), - for stdin")
      ->required()
      ->type_name("OUTCOME");
  cli::VerifyCall verify_call;
  verify->add_flag("--json", verify_call.json,
                   "print the verification as JSON (skedaddle-verification/1) instead of text");
  VerifyAgreementArgs verify_agreed;
  verify_agreed.add_to(*verify);
  LimitArgs verify_limits;
  verify_limits.add_to(*verify);
  verify->footer(
      std::string(
          "Checks an outcome (resolve --json, resolve -o) against its scenario: the outcome's\n"
          "format, engine version and scenario format against this build's, its \"sha256\"\n"
          "against the hash of the scenario and the outcome's request (RFC 8785 canonical\n"
          "JSON, docs/format.md), its replay's seed against the request's; then resolves the\n"
          "scenario again as the request says (chooser, fallback, seed, dice; a program's\n"
          "choices from the replay) and compares the two outcomes. Prints \"identical\" and\n"
          "the request it vouches for, in words (exit 0), or each header difference and the\n"
          "first difference of the outcome, as PART differs at JSON-POINTER: the outcome has\n"
          "X, expected Y (exit 1). A file that cannot be read, a bad scenario, or an outcome\n"
          "that is not JSON or has no readable request exits 2.\n\n"
          "\"identical\" proves the outcome is what the rules give for the scenario and that\n"
          "request, not that the request was fair: whoever resolved chose the request, and may\n"
          "have given dice they picked (--dice), a seed chosen after seeing what it gives, or a\n"
          "program's choices (chooser callback) in place of the owner's. Hold the request to\n"
          "what the players agreed before the turn with --chooser, --seed (a seed published or\n"
          "committed to before the orders were in), --no-dice and --choices: a part that\n"
          "differs is printed as agreed PART differs at POINTER: the outcome has X, expected Y\n"
          "(exit 1). A bad value exits 2 (--choices/N: a choice the scenario cannot take).\n\n"
          "Examples:\n"
          "  skedaddle resolve --json --seed 7 ") +
      example + " > outcome.json\n  skedaddle verify " + example +
      " outcome.json\n  skedaddle verify --seed 7 --chooser best --no-dice " + example +
      " outcome.json");

  // explain
  std::string explain_id;
  bool explain_json = false;
  CLI::App* explain = app.add_subcommand("explain", "What does a ruling ([GC-9]) say?");
  explain->add_option("id", explain_id, "ruling id, e.g. GC-9 (any case; gc9 works too)")
      ->type_name("ID");
  std::string explain_part;
  explain
      ->add_option("part", explain_part,
                   "a part of the ruling on its own: a chart row of GC-7 (4b, \"chart 2 row "
                   "1\") or a whole chart (\"chart 1\")")
      ->type_name("PART");
  explain->add_flag("--json", explain_json, "print the ruling as JSON instead of text");
  explain->footer(
      "Prints a ruling cited in traces and option trees ([GC-9], \"rule\": \"JR-3\"): its\n"
      "wording and the scenario options that change it (name, where, default, values), from\n"
      "docs/rules/rulings.md as built into the tool. Without ID, lists every ruling. An unknown\n"
      "id exits 2 with the nearest ids, or all of them, on stderr. With PART, only that part:\n"
      "GC-7 has the rows of the GCACW retreat charts (docs/rules/gcacw-charts.md); an unknown\n"
      "part exits 2 naming the parts there are.\n\n"
      "Examples:\n"
      "  skedaddle explain GC-9\n"
      "  skedaddle explain GC-7 4b\n"
      "  skedaddle explain GC-7 \"chart 2\"\n"
      "  skedaddle explain jr-3 --json\n"
      "  skedaddle explain");

  // batch
  std::string batch_file = std::string(cli::kStdinArg);
  std::string batch_threads;
  std::string batch_lines;
  std::string batch_base;
  CLI::App* batch =
      app.add_subcommand("batch", "Answer many requests, one JSON object a line (JSON Lines)");
  batch
      ->add_option("file", batch_file,
                   "the batch file (JSON Lines), - for standard input (default)")
      ->type_name("FILE");
  batch
      ->add_option("-j,--jobs", batch_threads,
                   "worker threads (default: one per core); the answers keep the input's order")
      ->check(whole_validator(1, 1024, "expected an integer from 1 to 1024", "jobs"))
      ->type_name("N");
  CLI::Option* batch_base_option =
      batch
          ->add_option("--base", batch_base,
                       "the folder relative \"scenario_file\" paths start from (default: the "
                       "batch file's folder; the current folder for -)")
          ->type_name("DIR");
  batch
      ->add_option("--lines", batch_lines,
                   "answer only lines A to B (A-B, or A- to the end; from 1), one shard of a "
                   "batch: the lines before are read only for the scenarios their ids name")
      ->check(CLI::Validator(
          [](std::string& text) {
            return parse_line_range(text)
                       ? std::string()
                       : expected_got("expected A-B or A- with 1 <= A <= B (line numbers)", text);
          },
          "", "lines"))
      ->type_name("A-B");
  LimitArgs batch_limits;
  batch_limits.add_to(*batch);
  batch->footer(
      "Reads one request a line: {\"verb\": \"resolve\", \"scenario\": {...}} with the verb\n"
      "(resolve, options, odds, validate, verify), the scenario itself, the id of an earlier\n"
      "line's scenario (\"scenario_ref\") or a file (\"scenario_file\"), an optional \"id\"\n"
      "echoed in the answer and the verb's settings (resolve: \"chooser\", \"seed\", \"dice\";\n"
      "odds: \"chooser\", \"per_option\", \"max_resolves\"; verify: \"outcome\", the outcome\n"
      "to check, and what was agreed: \"chooser\", \"seed\", \"no_dice\", \"choices\", as\n"
      "verify --chooser --seed --no-dice --choices). Writes one answer a line, in input order:\n"
      "{\"line\": N, \"id\": ..., \"verb\": ..., \"status\": \"ok\", \"answer\": {...}}, the "
      "answer\n"
      "being the document VERB --json prints; \"refused\" for a request the rules forbid\n"
      "(ALL-3); \"error\" with \"errors\" (pointer and message) for a bad line, which never\n"
      "stops the batch; a blank line is skipped, not answered (it still counts in \"line\").\n"
      "--max-input-bytes bounds each line. Exit status 0 when every request line was answered\n"
      "(refusals too), 2 when some line was bad input, 1 on an internal error, 4 when\n"
      "standard output failed. A progress line goes to stderr when it is a terminal.\n"
      "Format: docs/format.md, \"Batches\"; shards over hosts: docs/batch.md.\n\n"
      "Examples:\n"
      "  skedaddle batch turn.jsonl > answers.jsonl\n"
      "  skedaddle batch -j 4 --lines 1001-2000 turn.jsonl\n"
      "  printf '%s\\n' '{\"verb\":\"resolve\",\"scenario_file\":\"a.json\"}' | skedaddle batch");

  // demo
  std::string demo_out = default_demo_dir();
  std::string demo_examples = default_examples_dir(argc > 0 ? argv[0] : nullptr);
  CLI::App* demo = app.add_subcommand("demo", "Resolve every example scenario and draw it");
  demo->add_option("--out", demo_out,
                   "directory of the SVGs (default: build/demo, or demo-out when there is no "
                   "build/ here)")
      ->type_name("DIR");
  demo->add_option("--examples", demo_examples,
                   "directory of the scenarios: those in its \"examples\" folders (the games "
                   "folder holds one per game). Default: the installed examples "
                   "(<prefix>/share/skedaddle/examples), in a build tree the source's games/, "
                   "else ./games")
      ->type_name("DIR");
  LimitArgs demo_limits;
  demo_limits.add_to(*demo);
  demo->footer(
      "Resolves every scenario of every games/<game>/examples/ folder (not the\n"
      "*.expected.json outcomes), sorted by path, with its default chooser and seed; prints a\n"
      "header line and the trace of each and writes DIR/<game>/<name>.svg (gcacw/...,\n"
      "gitm/rotd/...). Exit status 0 when every scenario resolved.\n\n"
      "Example:\n  skedaddle demo --out /tmp/skedaddle-demo");

  if (const std::optional<std::string> error = unknown_verb(argc, argv)) {
    cli::print_err(*error);
    return cli::kExitBadInput;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    std::ostringstream out;
    std::ostringstream err;
    // CLI11 names the missing positional by its option name ("files is required").
    const int status =
        std::string_view(e.what()) == "files is required"
            ? app.exit(CLI::RequiredError("a scenario FILE (or - for standard input)"), out, err)
            : app.exit(e, out, err);
    cli::print_out(out.str());
    cli::print_err(err.str());
    return status == 0 ? cli::kExitOk : cli::kExitBadInput;
  }

  using cli::Separator;
  if (validate->parsed()) {
    if (const int status = cli::check_call(validate_files, std::nullopt, "", false)) return status;
    return cli::run_each(validate_files, Separator::none, [&](const std::string& file) {
      return cli::run_validate(file, validate_limits.limits);
    });
  }
  if (options->parsed()) {
    if (const int status = cli::check_call(options_files, std::nullopt, "", false)) return status;
    const bool cut = options_depth_option->count() > 0;
    const skedaddle::OptionsView view{
        .form = options_json ? skedaddle::Form::json : skedaddle::Form::text,
        .tree = options_tree || cut,
        .depth = cut ? std::optional(options_depth) : std::nullopt};
    return cli::run_each(options_files, options_json ? Separator::json_lines : Separator::header,
                         [&](const std::string& file) {
                           return cli::run_options(file, view, options_limits.limits);
                         });
  }
  if (resolve->parsed()) {
    const std::optional<std::string> out =
        resolve_out_option->count() > 0 ? std::optional(resolve_out) : std::nullopt;
    if (const int status = cli::check_call(resolve_files, out, ".json", true)) return status;
    const bool json_out = resolve_json || (out && *out == cli::kStdoutName);
    return cli::run_each(
        resolve_files, json_out ? Separator::json_lines : Separator::header,
        [&](const std::string& file) {
          const std::optional<std::string> file_out =
              out ? std::optional(cli::output_for(*out, file, ".json")) : std::nullopt;
          cli::ResolveSettings settings = resolve_args.settings();
          if (!resolve_dice.empty()) settings.dice = parse_faces(resolve_dice);
          return cli::run_resolve(file, resolve_json, settings, file_out, resolve_limits.limits);
        });
  }
  if (odds->parsed()) {
    if (const int status = cli::check_call(odds_files, std::nullopt, "", false)) return status;
    odds_call.settings = odds_args.settings(odds_chooser);
    odds_call.chooser = odds_chooser;
    return cli::run_each(odds_files, odds_call.json ? Separator::json_lines : Separator::header,
                         [&](const std::string& file) {
                           return cli::run_odds(file, odds_call, odds_limits.limits);
                         });
  }
  if (render->parsed()) {
    if (const int status = cli::check_call(render_files, render_out, ".svg", false)) return status;
    return cli::run_each(render_files, Separator::none, [&](const std::string& file) {
      return cli::run_render(
          file, cli::output_for(render_out, file, ".svg"),
          {.tree = !no_tree && !odds_drawn,
           .resolve = !no_resolve && !odds_drawn,
           .resolve_settings = render_args.settings(),
           .whole = whole,
           .odds = odds_drawn ? std::optional(render_odds_args.settings(render_args.chooser))
                              : std::nullopt},
          render_limits.limits);
    });
  }
  if (verify->parsed()) {
    if (verify_scenario == cli::kStdinArg && verify_outcome == cli::kStdinArg) {
      cli::print_err("skedaddle: standard input (-) may be given once\n");
      return cli::kExitBadInput;
    }
    verify_call.agreed = verify_agreed.agreement();
    return cli::run_verify(verify_scenario, verify_outcome, verify_call, verify_limits.limits);
  }
  if (explain->parsed()) return cli::run_explain(explain_id, explain_part, explain_json);
  if (demo->parsed()) return cli::run_demo(demo_examples, demo_out, demo_limits.limits);
  if (batch->parsed()) {
    skedaddle::BatchSettings settings;
    if (!batch_threads.empty())
      settings.threads = static_cast<unsigned>(*parse_whole(batch_threads, 1, 1024));
    if (!batch_lines.empty())
      std::tie(settings.first_line, settings.last_line) = *parse_line_range(batch_lines);
    settings.base_dir = batch_base;
    settings.limits = batch_limits.limits;
    return cli::run_batch_command(batch_file, settings, batch_base_option->count() > 0);
  }
  return cli::kExitBadInput;  // unreachable: a subcommand is required
}

}  // namespace

int main(int argc, char** argv) {
  // A closed pipe is then a failed write (EPIPE), reported and exit 4 as a full disk is,
  // rather than a death by SIGPIPE without a word.
  std::signal(SIGPIPE, SIG_IGN);
  int status = cli::kExitInternal;
  try {
    status = run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "skedaddle: internal error: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "skedaddle: internal error\n");
  }
  return cli::finish_stdout(status);
}
