// SPDX-License-Identifier: MIT
// skedaddle: the command-line front end over the library's verbs (validate, options, resolve,
// render) and a demo over the example scenarios.
#include <charconv>
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

#include <CLI/CLI.hpp>

#include "commands.hpp"
#include "output.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

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
    "          from the enemy, then the first. Default otherwise.\n";

constexpr const char* kExitStatus =
    "Exit status: 0 success; 1 internal error (a bug); 2 bad input (missing file, invalid\n"
    "JSON or scenario, a limit exceeded, bad arguments, scripted choice missing or\n"
    "mismatched, a ruling explain does not know, an -o target that is not a regular file\n"
    "or is the input), errors on stderr as FILE: JSON-POINTER: MESSAGE; 3 a well-formed\n"
    "request the rules forbid (refused, ALL-3); 4 an output could not be written (standard\n"
    "output, an -o file, a demo SVG: disk full, no permission, closed pipe), as\n"
    "skedaddle: cannot write WHERE: REASON (bad input keeps 2).\n";

const std::map<std::string, ChooserKind> kChooserNames = {
    {"script", ChooserKind::script},
    {"first", ChooserKind::first},
    {"random", ChooserKind::random},
    {"best", ChooserKind::best},
};

/// A seed as written on the command line: decimal digits only, within 64 bits.
std::optional<std::uint64_t> parse_seed(const std::string& text) {
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end) return std::nullopt;
  return value;
}

/// Options shared by the verbs that resolve.
struct ResolveArgs {
  std::string seed;
  std::string chooser;

  void add_to(CLI::App& app) {
    app.add_option("--seed", seed,
                   "seed of the random chooser and of the dice (unless the scenario scripts "
                   "its \"dice\"), 0 to 2^64-1 (overrides the scenario's \"seed\"; default: "
                   "the scenario's, else 0)")
        ->check(CLI::Validator(
            [](std::string& text) {
              return parse_seed(text) ? std::string()
                                      : "expected an integer from 0 to 18446744073709551615";
            },
            "", "seed"))
        ->type_name("N");
    app.add_option("--chooser", chooser,
                   "who picks among legal options: script, first, random or best "
                   "(default: script when the scenario records choices, else best)")
        ->check(CLI::IsMember({"script", "first", "random", "best"}))
        ->type_name("POLICY");
  }

  cli::ResolveSettings settings() const {
    cli::ResolveSettings s;
    if (!seed.empty()) s.seed = parse_seed(seed);
    if (!chooser.empty()) s.chooser = kChooserNames.at(chooser);
    return s;
  }
};

/// A limit as written on the command line: decimal digits only, from 1 to `max`.
std::optional<std::size_t> parse_limit(const std::string& text, std::size_t max) {
  std::size_t value = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end || value == 0 || value > max) {
    return std::nullopt;
  }
  return value;
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
        ->check(CLI::Validator(
            [max, expected](std::string& text) {
              return parse_limit(text, max) ? std::string() : expected;
            },
            "", "limit"))
        ->type_name("N")
        ->capture_default_str();
  }
};

/// The verb asked for, when the first argument names none: an error naming the verbs.
std::optional<std::string> unknown_verb(int argc, char** argv) {
  if (argc < 2) return std::nullopt;
  const std::string_view first = argv[1];
  if (first.empty() || first.front() == '-') return std::nullopt;
  for (const char* verb : {"validate", "options", "resolve", "render", "explain", "demo"}) {
    if (first == verb) return std::nullopt;
  }
  return "unknown verb '" + std::string(first) +
         "': expected validate, options, resolve, render, explain or demo\n"
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

/// The scenario the help texts use as an example.
#define SKEDADDLE_HELP_EXAMPLE "games/gcacw/examples/gc-02-stack-and-leader-move-together.json"

int run(int argc, char** argv) {
  CLI::App app{
      "skedaddle resolves what happens to units forced off their ground after combat in a\n"
      "wargame (retreats, routs, fall-backs), rule by rule, from a scenario JSON file.\n"
      "Rulesets (the scenario's \"ruleset\"):\n" +
          rulesets_help(),
      "skedaddle"};
  app.footer(
      std::string("Examples:\n"
                  "  skedaddle validate " SKEDADDLE_HELP_EXAMPLE "\n"
                  "  skedaddle options " SKEDADDLE_HELP_EXAMPLE "\n"
                  "  skedaddle resolve " SKEDADDLE_HELP_EXAMPLE " --chooser random --seed 7\n"
                  "  skedaddle render " SKEDADDLE_HELP_EXAMPLE " -o retreat.svg\n"
                  "  skedaddle explain GC-9\n"
                  "  skedaddle demo\n"
                  "Run 'skedaddle VERB --help' for what a verb answers and its options.\n\n") +
      kChoosers + "\n" + kExitStatus);
  app.set_version_flag("--version", "skedaddle " SKEDADDLE_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);

  // validate
  std::string validate_file;
  CLI::App* validate = app.add_subcommand("validate", "Is this scenario well formed?");
  validate->add_option("file", validate_file, "scenario JSON file")->required()->type_name("FILE");
  LimitArgs validate_limits;
  validate_limits.add_to(*validate);
  validate->footer(
      "Checks the scenario strictly: JSON syntax, format version, unknown keys, types, ranges,\n"
      "units on the map, stacking, the request and the options. Prints \"FILE: valid\", or one\n"
      "error per line on stderr as FILE: JSON-POINTER: MESSAGE (exit status 2). Doubts that do\n"
      "not stop the scenario (a GCACW attacker not next to the retreating stack: check\n"
      "board.shifted_columns) come first, one per line as FILE: warning: JSON-POINTER: MESSAGE,\n"
      "and leave the exit status 0; the other verbs print them on stderr.\n\n"
      "Example:\n  skedaddle validate " SKEDADDLE_HELP_EXAMPLE);

  // options
  std::string options_file;
  bool options_json = false;
  CLI::App* options = app.add_subcommand("options", "What may the owner do?");
  options->add_option("file", options_file, "scenario JSON file")->required()->type_name("FILE");
  options->add_flag("--json", options_json, "print the tree as JSON instead of text");
  LimitArgs options_limits;
  options_limits.add_to(*options);
  options->footer(
      "Prints the tree of retreat decisions: at each step every legal neighbour with its chart\n"
      "row, priority and manpower loss, and every rejected neighbour ('x') with the reason and\n"
      "the ruling that rejects it (GC-3, GC-7, ...). For jacobite: the flags the unit may\n"
      "ignore and why (JR-3), each retreat's paths with the blocked rear hexes (JR-4), a lone\n"
      "leader's retreat (JR-9) and who would take rally checks (JR-7, JR-8). For gitm and\n"
      "rotd: every direction with its verdict (GI-2, GI-3) and first square, the distances the\n"
      "die can give (GI-4), and for a rout each strategic move and why it is impossible (GI-5).\n"
      "For grande-tactique: each way of flight tried in order (cover, straight, gap, turned)\n"
      "with its verdict, blocker and degrees turned, at the distance GT-2 gives.\n\n"
      "Examples:\n"
      "  skedaddle options " SKEDADDLE_HELP_EXAMPLE
      "\n"
      "  skedaddle options " SKEDADDLE_HELP_EXAMPLE " --json");

  // resolve
  std::string resolve_file;
  std::string resolve_out;
  bool resolve_json = false;
  ResolveArgs resolve_args;
  CLI::App* resolve = app.add_subcommand("resolve", "What happens, given a chooser and a seed?");
  resolve->add_option("file", resolve_file, "scenario JSON file")->required()->type_name("FILE");
  resolve->add_flag("--json", resolve_json, "print the outcome as JSON instead of text");
  resolve_args.add_to(*resolve);
  CLI::Option* resolve_out_option =
      resolve
          ->add_option("-o,--output", resolve_out,
                       "also write the outcome JSON (with its replay: seed and choices) here; "
                       "- prints that JSON alone on stdout, in place of the text")
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
          "  skedaddle resolve " SKEDADDLE_HELP_EXAMPLE "\n"
          "  skedaddle resolve " SKEDADDLE_HELP_EXAMPLE
          " --chooser random --seed 42 -o out.json\n\n") +
      kChoosers);

  // render
  std::string render_file;
  std::string render_out;
  bool no_tree = false;
  bool no_resolve = false;
  ResolveArgs render_args;
  CLI::App* render = app.add_subcommand("render", "What does it look like? (SVG)");
  render->add_option("file", render_file, "scenario JSON file")->required()->type_name("FILE");
  render->add_option("-o,--output", render_out, "SVG file to write, or - for stdout")
      ->required()
      ->type_name("OUT.svg");
  render->add_flag("--no-tree", no_tree, "do not draw the option tree");
  render->add_flag("--no-resolve", no_resolve, "do not resolve; draw no path");
  render_args.add_to(*render);
  LimitArgs render_limits;
  render_limits.add_to(*render);
  render->footer(
      std::string(
          "Writes a self-contained SVG: the board with terrain, roads and prohibited hexsides,\n"
          "the units and enemy ZOC, the option tree coloured by priority, and the resolved\n"
          "path with its losses. -o replaces OUT only when it is a regular file (not a link,\n"
          "pipe, device or folder, nor the scenario itself).\n\n"
          "Example:\n"
          "  skedaddle render " SKEDADDLE_HELP_EXAMPLE " -o retreat.svg --chooser first\n\n") +
      kChoosers);

  // explain
  std::string explain_id;
  bool explain_json = false;
  CLI::App* explain = app.add_subcommand("explain", "What does a ruling ([GC-9]) say?");
  explain->add_option("id", explain_id, "ruling id, e.g. GC-9 (any case; gc9 works too)")
      ->type_name("ID");
  explain->add_flag("--json", explain_json, "print the ruling as JSON instead of text");
  explain->footer(
      "Prints a ruling cited in traces and option trees ([GC-9], \"rule\": \"JR-3\"): its\n"
      "wording and the scenario options that change it (name, where, default, values), from\n"
      "docs/rules/rulings.md as built into the tool. Without ID, lists every ruling. An unknown\n"
      "id exits 2 with the nearest ids, or all of them, on stderr.\n\n"
      "Examples:\n"
      "  skedaddle explain GC-9\n"
      "  skedaddle explain jr-3 --json\n"
      "  skedaddle explain");

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
    const int status = app.exit(e, out, err);
    cli::print_out(out.str());
    cli::print_err(err.str());
    return status == 0 ? cli::kExitOk : cli::kExitBadInput;
  }

  if (validate->parsed()) return cli::run_validate(validate_file, validate_limits.limits);
  if (options->parsed()) return cli::run_options(options_file, options_json, options_limits.limits);
  if (resolve->parsed()) {
    const std::optional<std::string> out =
        resolve_out_option->count() > 0 ? std::optional(resolve_out) : std::nullopt;
    return cli::run_resolve(resolve_file, resolve_json, resolve_args.settings(), out,
                            resolve_limits.limits);
  }
  if (render->parsed()) {
    return cli::run_render(
        render_file, render_out,
        {.tree = !no_tree, .resolve = !no_resolve, .resolve_settings = render_args.settings()},
        render_limits.limits);
  }
  if (explain->parsed()) return cli::run_explain(explain_id, explain_json);
  if (demo->parsed()) return cli::run_demo(demo_examples, demo_out, demo_limits.limits);
  return cli::kExitBadInput;  // unreachable: a subcommand is required
}

}  // namespace

int main(int argc, char** argv) {
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
