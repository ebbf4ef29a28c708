// SPDX-License-Identifier: MIT
// skedaddle: the command-line front end over the library's verbs (validate, options, resolve,
// render) and a demo over the example scenarios.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <string>

#include <CLI/CLI.hpp>

#include "commands.hpp"

#ifndef SKEDADDLE_EXAMPLES_DIR
#define SKEDADDLE_EXAMPLES_DIR "examples"
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
    "Exit status: 0 success; 2 bad input (missing file, invalid JSON or scenario, bad\n"
    "arguments, scripted choice missing or mismatched), errors on stderr as\n"
    "FILE: JSON-POINTER: MESSAGE.\n";

const std::map<std::string, ChooserKind> kChooserNames = {
    {"script", ChooserKind::script},
    {"first", ChooserKind::first},
    {"random", ChooserKind::random},
    {"best", ChooserKind::best},
};

/// Options shared by the verbs that resolve.
struct ResolveArgs {
  std::uint64_t seed = 0;
  std::string chooser;
  CLI::Option* seed_option = nullptr;

  void add_to(CLI::App& app) {
    seed_option = app.add_option("--seed", seed,
                                 "seed of the dice and the random chooser (overrides the "
                                 "scenario's \"seed\"; default: the scenario's, else 0)");
    app.add_option("--chooser", chooser,
                   "who picks among legal options: script, first, random or best "
                   "(default: script when the scenario records choices, else best)")
        ->check(CLI::IsMember({"script", "first", "random", "best"}));
  }

  cli::ResolveSettings settings() const {
    cli::ResolveSettings s;
    if (seed_option != nullptr && seed_option->count() > 0) s.seed = seed;
    if (!chooser.empty()) s.chooser = kChooserNames.at(chooser);
    return s;
  }
};

std::string default_demo_dir() {
  std::error_code ec;
  return std::filesystem::is_directory("build", ec) ? "build/demo" : "demo-out";
}

std::string default_examples_dir() {
  std::error_code ec;
  if (std::filesystem::is_directory(SKEDADDLE_EXAMPLES_DIR, ec)) return SKEDADDLE_EXAMPLES_DIR;
  return "examples";
}

int run(int argc, char** argv) {
  CLI::App app{
      "skedaddle resolves what happens to units forced off their ground after combat in a\n"
      "wargame (retreats, routs, fall-backs), rule by rule, from a scenario JSON file.\n"
      "Rulesets: gcacw (Great Campaigns of the American Civil War, rule 7.6).",
      "skedaddle"};
  app.footer(
      std::string("Verbs and the question each answers:\n"
                  "  validate  Is this scenario well formed?\n"
                  "  options   What may the owner do? Every legal step with its chart row, "
                  "priority\n"
                  "            and loss, and every rejected one with its reason and ruling.\n"
                  "  resolve   What happens, given a chooser and a seed? Events in order, each "
                  "with\n"
                  "            its ruling, and the final state of every unit.\n"
                  "  render    What does it look like? An SVG of the board, the options and "
                  "the path.\n"
                  "  demo      Resolve every example scenario, print the traces, write SVGs.\n"
                  "Examples:\n"
                  "  skedaddle validate examples/gcacw/gc-2-stack-losses.json\n"
                  "  skedaddle resolve examples/gcacw/gc-2-stack-losses.json --chooser random "
                  "--seed 7\n"
                  "  skedaddle render examples/gcacw/gc-2-stack-losses.json -o retreat.svg\n"
                  "Run 'skedaddle VERB --help' for the options of a verb.\n\n") +
      kChoosers + "\n" + kExitStatus);
  app.set_version_flag("--version", "skedaddle 0.1.0");
  app.require_subcommand(1);
  app.fallthrough(false);

  // validate
  std::string validate_file;
  CLI::App* validate = app.add_subcommand("validate",
                                          "Is this scenario well formed? Prints \"FILE: valid\" or "
                                          "one error per line, with its JSON pointer.");
  validate->add_option("file", validate_file, "scenario JSON file")->required();
  validate->footer(
      "Example:\n  skedaddle validate examples/gcacw/gc-2-stack-losses.json\n"
      "  -> examples/gcacw/gc-2-stack-losses.json: valid\n"
      "Errors go to stderr as FILE: JSON-POINTER: MESSAGE, with exit status 2.");

  // options
  std::string options_file;
  bool options_json = false;
  CLI::App* options = app.add_subcommand(
      "options",
      "What may the owner do? The tree of retreat decisions: at each step every legal "
      "neighbour with its chart row, priority and loss, and every rejected one with why.");
  options->add_option("file", options_file, "scenario JSON file")->required();
  options->add_flag("--json", options_json, "print the tree as JSON instead of text");
  options->footer("Example:\n  skedaddle options examples/gcacw/gc-2-stack-losses.json --json");

  // resolve
  std::string resolve_file;
  std::string resolve_out;
  bool resolve_json = false;
  ResolveArgs resolve_args;
  CLI::App* resolve = app.add_subcommand(
      "resolve",
      "What happens? Resolves the retreat with a chooser and a seed: the events in order, each "
      "with its ruling, then the final state of every unit.");
  resolve->add_option("file", resolve_file, "scenario JSON file")->required();
  resolve->add_flag("--json", resolve_json, "print the outcome as JSON instead of text");
  resolve_args.add_to(*resolve);
  resolve->add_option("-o,--output", resolve_out,
                      "also write the outcome JSON (with its replay: seed and choices) here");
  resolve->footer(std::string("Examples:\n"
                              "  skedaddle resolve examples/gcacw/gc-2-stack-losses.json\n"
                              "  skedaddle resolve examples/gcacw/gc-2-stack-losses.json "
                              "--chooser random --seed 42 -o outcome.json\n\n") +
                  kChoosers);

  // render
  std::string render_file;
  std::string render_out;
  bool no_tree = false;
  bool no_resolve = false;
  ResolveArgs render_args;
  CLI::App* render = app.add_subcommand(
      "render",
      "What does it look like? Writes an SVG of the board and units with the option tree "
      "(coloured by priority) and the resolved path.");
  render->add_option("file", render_file, "scenario JSON file")->required();
  render->add_option("-o,--output", render_out, "SVG file to write")->required();
  render->add_flag("--no-tree", no_tree, "do not draw the option tree");
  render->add_flag("--no-resolve", no_resolve, "do not resolve; draw no path");
  render_args.add_to(*render);
  render->footer(std::string("Example:\n"
                             "  skedaddle render examples/gcacw/gc-2-stack-losses.json -o "
                             "retreat.svg --chooser first\n\n") +
                 kChoosers);

  // demo
  std::string demo_out = default_demo_dir();
  std::string demo_examples = default_examples_dir();
  CLI::App* demo = app.add_subcommand(
      "demo",
      "Resolves every example scenario (examples/**/*.json, sorted by path) with its default "
      "chooser: prints a header and the trace of each, writes DIR/<name>.svg.");
  demo->add_option("--out", demo_out,
                   "directory of the SVGs (default: build/demo, or "
                   "demo-out when there is no build/)");
  demo->add_option("--examples", demo_examples, "directory of the scenarios")
      ->capture_default_str();
  demo->footer("Example:\n  skedaddle demo --out /tmp/skedaddle-demo");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = app.exit(e, out, err);
    std::fputs(out.str().c_str(), stdout);
    std::fputs(err.str().c_str(), stderr);
    return status == 0 ? cli::kExitOk : cli::kExitBadInput;
  }

  if (validate->parsed()) return cli::run_validate(validate_file);
  if (options->parsed()) return cli::run_options(options_file, options_json);
  if (resolve->parsed()) {
    return cli::run_resolve(resolve_file, resolve_json, resolve_args.settings(), resolve_out);
  }
  if (render->parsed()) {
    return cli::run_render(
        render_file, render_out,
        {.tree = !no_tree, .resolve = !no_resolve, .resolve_settings = render_args.settings()});
  }
  if (demo->parsed()) return cli::run_demo(demo_examples, demo_out);
  return cli::kExitBadInput;  // unreachable: a subcommand is required
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "skedaddle: internal error: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "skedaddle: internal error\n");
  }
  return cli::kExitInternal;
}
