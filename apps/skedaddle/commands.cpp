// SPDX-License-Identifier: MIT
// The verbs of the command-line tool: load, ask the scenario's Ruleset, print, write files.
#include "commands.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "output.hpp"
#include "skedaddle/io/odds.hpp"
#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/printable.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/io/verification.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "skedaddle/skedaddle.hpp"

namespace skedaddle::cli {
namespace {

namespace fs = std::filesystem;

// ---- output -----------------------------------------------------------------------------

/// One line per error: "FILE: POINTER: MESSAGE" ("FILE: MESSAGE" for the whole document).
/// The longest file name, pointer or message printed whole; longer ones are elided in the
/// middle (a key may be as long as --max-key-bytes allows).
constexpr std::size_t kLongestPrinted = 4096;

/// "FILE: [LABEL: ]POINTER: MESSAGE" and a newline, each part printable: pointers hold the
/// input's keys raw, and printable() escapes what would reach the terminal raw while leaving
/// the messages' own escapes as they are.
std::string problem_line(const std::string& file, std::string_view label,
                         const std::string& pointer, const std::string& message) {
  std::string line = io::printable(shown_input(file), kLongestPrinted) + ": ";
  if (!label.empty()) line += std::string(label) + ": ";
  if (!pointer.empty()) line += io::printable(pointer, kLongestPrinted) + ": ";
  return line + io::printable(message, kLongestPrinted) + "\n";
}

void print_errors(const std::string& file, const Errors& errors) {
  std::string text;
  for (const Error& e : errors)
    text += problem_line(file, "", e.pointer, e.message);
  print_err(text);
}

/// One line per warning: "FILE: warning: POINTER: MESSAGE", on stdout for `validate` (it is
/// the answer asked for) and on stderr for the verbs whose stdout is a result.
std::string warnings_text(const std::string& file, const Warnings& warnings) {
  std::string text;
  for (const Warning& w : warnings)
    text += problem_line(file, "warning", w.pointer, w.message);
  return text;
}

/// A refused request on stderr: "FILE: POINTER: [RULE] refused: REASON" (ALL-3).
void print_refusal(const std::string& file, const Refusal& refusal) {
  std::string text = io::refusal_text(refusal);
  text.pop_back();  // problem_line ends the line
  print_err(problem_line(file, "", refusal.pointer, text));
}

/// The exit status of a file written: a target that is no file to replace is bad input.
int write_failure_status(WriteStatus status) {
  return status == WriteStatus::refused ? kExitBadInput : kExitOutput;
}

/// An `-o` target refused before any work (printed): not a file to replace, or the input.
bool refused_target(const std::string& out, const std::string& file) {
  const std::string refusal = check_target(out, file);
  if (refusal.empty()) return false;
  print_err("skedaddle: " + refusal + "\n");
  return true;
}

// ---- loading ----------------------------------------------------------------------------

/// Loads and validates a scenario file under `limits`, printing the errors when it fails and,
/// when `warn`, its warnings on stderr when it loads.
std::optional<io::LoadedScenario> load(const std::string& file, const io::Limits& limits,
                                       bool warn = true) {
  std::error_code ec;
  if (file != kStdinArg && fs::is_directory(file, ec)) {
    print_errors(file, {{"", "is a directory, expected a scenario JSON file"}});
    return std::nullopt;
  }
  Result<io::LoadedScenario> loaded = file == kStdinArg ? io::load_scenario_stream(std::cin, limits)
                                                        : io::load_scenario_file(file, limits);
  if (!loaded.ok()) {
    print_errors(file, loaded.errors());
    return std::nullopt;
  }
  // The loader has run the ruleset's own checks (gcacw::check) too.
  if (warn) print_err(warnings_text(file, loaded.value().warnings));
  return std::move(loaded).value();
}

/// The whole of `file` ("-": standard input), read no further than one byte past `limit`
/// (--max-input-bytes); errors with pointer "" when it cannot be read or is longer.
Result<std::string> read_input(const std::string& file, std::size_t limit) {
  std::ifstream stream;
  std::istream* in = &std::cin;
  if (file != kStdinArg) {
    std::error_code ec;
    if (fs::is_directory(file, ec)) return Errors{{"", "is a directory, expected a JSON file"}};
    stream.open(file, std::ios::binary);
    if (!stream) return Errors{{"", "cannot open the file"}};
    in = &stream;
  }
  std::string text;
  std::array<char, 64 * 1024> chunk{};
  while (*in && text.size() <= limit) {
    const std::size_t left = limit - text.size();
    in->read(chunk.data(), static_cast<std::streamsize>(std::min(left + 1, chunk.size())));
    text.append(chunk.data(), static_cast<std::size_t>(in->gcount()));
  }
  if (in->bad()) return Errors{{"", "cannot read the file"}};
  if (text.size() > limit) {
    return Errors{{"", "expected at most " + std::to_string(limit) + " bytes of JSON, got more " +
                           io::raise_hint("--max-input-bytes")}};
  }
  return text;
}

// ---- resolving --------------------------------------------------------------------------

/// The chooser used when none is asked for: the recorded choices when there are some (a
/// replay), else the best one for the owner.
ChooserKind default_chooser(const io::LoadedScenario& scenario) {
  return scenario.choices.empty() ? ChooserKind::best : ChooserKind::script;
}

/// The scenario with the seed actually used, so that the outcome's replay says it.
io::LoadedScenario with_settings(io::LoadedScenario scenario, const ResolveSettings& settings,
                                 ChooserDef& def) {
  const std::uint64_t seed = settings.seed.value_or(scenario.seed.value_or(0));
  scenario.seed = seed;
  def.kind = settings.chooser.value_or(default_chooser(scenario));
  def.fallback = settings.fallback;
  def.seed = seed;
  def.script = scenario.choices;
  def.place_name = io::place_names(scenario);
  return scenario;
}

/// What an outcome resolved by `def` with `settings` answers (its JSON's "request").
io::Request request_of(const ChooserDef& def, const ResolveSettings& settings) {
  return {.chooser = def.kind, .fallback = def.fallback, .seed = def.seed, .dice = settings.dice};
}

/// A resolved scenario, as text and JSON, kept for pictures.
struct Resolved {
  io::LoadedScenario scenario;  // with the seed used
  ChooserDef def;
  std::optional<AnyOutcome> outcome;
  io::Request request;  // what the outcome answers
};

std::optional<Resolved> resolve_scenario(const std::string& file, io::LoadedScenario loaded,
                                         const ResolveSettings& settings) {
  Resolved r;
  r.scenario = with_settings(std::move(loaded), settings, r.def);
  r.request = request_of(r.def, settings);
  Result<AnyOutcome> result = r.scenario.ruleset->resolve(r.scenario, r.def);
  if (!result.ok()) {
    Errors errors = result.errors();
    // Dice given with --dice are the option's, not the file's "dice".
    for (Error& e : errors) {
      if (settings.dice && e.pointer.starts_with("/dice")) e.pointer.replace(0, 1, "--");
    }
    print_errors(file, errors);
    return std::nullopt;
  }
  r.outcome = std::move(result).value();
  return r;
}

/// The outcome as text, or as JSON with its verification.
std::string outcome_of(const Resolved& r, bool json) {
  const Form form = json ? Form::json : Form::text;
  const std::string document =
      r.scenario.ruleset->outcome(r.scenario, *r.outcome, form, io::JsonLayout::indented);
  if (!json) return document;
  return io::with_verification(document, r.scenario, r.request);
}

/// Builds the SVG of a scenario, resolving it first when asked; nothing when resolving or
/// drawing failed (the errors printed).
std::optional<std::string> render_scenario(const std::string& file, io::LoadedScenario loaded,
                                           const RenderSettings& settings) {
  std::optional<Resolved> r;
  if (settings.resolve) {
    r = resolve_scenario(file, std::move(loaded), settings.resolve_settings);
    if (!r) return std::nullopt;
  }
  const io::LoadedScenario& scenario = r ? r->scenario : loaded;
  const AnyOutcome* outcome = r ? &*r->outcome : nullptr;
  std::optional<OddsTable> odds;
  if (settings.odds) {
    Result<OddsTable> table = enumerate_odds(scenario, *settings.odds);
    if (!table.ok()) {
      print_errors(file, table.errors());
      return std::nullopt;
    }
    odds = std::move(table).value();
  }
  Result<std::string> svg = scenario.ruleset->svg(
      scenario,
      RenderView{
          .options = settings.tree, .whole = settings.whole, .odds = odds ? &*odds : nullptr},
      outcome);
  if (!svg.ok()) {
    print_errors(file, svg.errors());
    return std::nullopt;
  }
  return std::move(svg).value();
}

/// A demo scenario's name: its path under the demo's directory without the "examples" folders
/// ("gcacw/examples/x.json" -> "gcacw/x.json"), so names that repeat across games stay apart.
fs::path shown_path(const fs::path& root, const fs::path& scenario) {
  fs::path out;
  for (const fs::path& part : scenario.lexically_relative(root)) {
    if (part != "examples") out /= part;
  }
  return out;
}

/// Writes a demo picture to `out_dir/<shown path>.svg` (out/gcacw/x.svg, out/gitm/rotd/x.svg).
/// False (the error printed) when it cannot.
bool write_svg(const fs::path& root, const std::string& out_dir, const fs::path& scenario,
               const std::string& svg) {
  const fs::path svg_file =
      fs::path(out_dir) / shown_path(root, scenario).replace_extension(".svg");
  const std::string svg_path = svg_file.string();
  std::error_code dir_error;
  fs::create_directories(svg_file.parent_path(), dir_error);
  if (dir_error) {
    print_err("skedaddle: cannot write " + svg_path + ": " + dir_error.message() + "\n");
    return false;
  }
  return write_output(svg_path, svg) == WriteStatus::written;
}

/// True when a folder named "examples" holds `file`, at any depth under `dir` or above it.
bool in_examples(const fs::path& dir, const fs::path& file) {
  std::error_code ec;
  for (const fs::path& part : fs::weakly_canonical(dir, ec)) {
    if (part == "examples") return true;
  }
  for (const fs::path& part : file.lexically_relative(dir).parent_path()) {
    if (part == "examples") return true;
  }
  return false;
}

/// The example scenarios under a directory (in "examples" folders, not the expected
/// outcomes), sorted by path: every game's games/<game>/examples/ for the games folder.
std::vector<fs::path> scenario_files(const fs::path& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file() || !in_examples(dir, it->path())) continue;
    const std::string name = it->path().filename().string();
    const std::string_view expected = ".expected.json";
    if (name.size() < 5 || name.substr(name.size() - 5) != ".json") continue;
    if (name.size() >= expected.size() &&
        name.compare(name.size() - expected.size(), expected.size(), expected) == 0) {
      continue;
    }
    files.push_back(it->path());
  }
  std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
    return a.generic_string() < b.generic_string();
  });
  return files;
}

/// Prints an answer on stdout: `text` as it is, or a JSON document (`json`) through print_json.
void print_answer(const std::string& text, bool json) {
  if (json) {
    print_json(text);
  } else {
    print_out(text);
  }
}

/// Prints `resolve`'s answer (JSON when `json`) and writes its JSON to `out` when asked: with
/// "-o -" the JSON alone, once, on stdout. `status` when all was written.
int print_resolved(const std::string& file, const std::string& text, bool json,
                   const std::string& outcome_json, const std::optional<std::string>& out,
                   int status) {
  if (out && *out == kStdoutName) {
    print_json(outcome_json);
    return status;
  }
  if (out) {
    if (const WriteStatus written = write_output(*out, outcome_json, file);
        written != WriteStatus::written) {
      return write_failure_status(written);
    }
  }
  print_answer(text, json);
  return status;
}

}  // namespace

int combined_status(int a, int b) {
  // Most severe first: a bug, then a scenario to fix, then an answer lost, then a refusal
  // (an answer the rules give), then success.
  constexpr int kSeverity[] = {kExitInternal, kExitBadInput, kExitOutput, kExitRefused, kExitOk};
  for (const int status : kSeverity) {
    if (a == status || b == status) return status;
  }
  return std::max(a, b);
}

std::string output_for(const std::string& out, const std::string& file, std::string_view ext) {
  if (out.empty() || out.back() != '/') return out;
  std::string stem = file == kStdinArg ? "stdin" : fs::path(file).filename().string();
  if (stem.size() > 5 && stem.ends_with(".json")) stem.resize(stem.size() - 5);
  return out + stem + std::string(ext);
}

int check_call(const std::vector<std::string>& files, const std::optional<std::string>& out,
               std::string_view ext, bool stdout_ok) {
  if (std::count(files.begin(), files.end(), kStdinArg) > 1) {
    print_err("skedaddle: - (standard input) given twice: it can be read once\n");
    return kExitBadInput;
  }
  if (!out) return kExitOk;
  const bool folder = !out->empty() && out->back() == '/';
  if (files.size() > 1 && !folder && !(stdout_ok && *out == kStdoutName)) {
    print_err("skedaddle: -o " + *out + ": with several scenarios, -o names a folder (DIR/, " +
              "each written as DIR/<name>" + std::string(ext) + ")" +
              (stdout_ok ? " or is - for standard output" : "") + "\n");
    return kExitBadInput;
  }
  if (!folder) return kExitOk;
  std::map<std::string, std::string> written;  // output -> the scenario writing it
  for (const std::string& file : files) {
    const auto [at, fresh] = written.emplace(output_for(*out, file, ext), file);
    if (!fresh) {
      print_err("skedaddle: " + shown_input(at->second) + " and " + shown_input(file) +
                " would both write " + at->first + "\n");
      return kExitBadInput;
    }
  }
  std::error_code ec;
  fs::create_directories(*out, ec);
  if (ec) {
    print_err("skedaddle: cannot write " + *out + ": " + ec.message() + "\n");
    return kExitOutput;
  }
  return kExitOk;
}

int run_each(const std::vector<std::string>& files, Separator separator,
             const std::function<int(const std::string&)>& one) {
  const bool several = files.size() > 1;
  set_json_lines(several && separator == Separator::json_lines);
  int status = kExitOk;
  for (const std::string& file : files) {
    if (several && separator == Separator::header) {
      print_out("== " + io::printable(shown_input(file), kLongestPrinted) + " ==\n");
    }
    const int each = one(file);
    // A file without an answer keeps its line, so that line N answers the Nth file.
    if (several && separator == Separator::json_lines && each != kExitOk && each != kExitRefused) {
      print_out("null\n");
    }
    status = combined_status(status, each);
  }
  return status;
}

int run_validate(const std::string& file, const io::Limits& limits) {
  const std::optional<io::LoadedScenario> loaded = load(file, limits, false);
  if (!loaded) return kExitBadInput;
  // Well formed, but asking what the rules forbid (ALL-3).
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    print_refusal(file, *refused);
    return kExitRefused;
  }
  // Valid means that `resolve` resolves it as written: its recorded choices and dice must fit.
  if (!resolve_scenario(file, *loaded, ResolveSettings{})) return kExitBadInput;
  const std::size_t n = loaded->warnings.size();
  const std::string count =
      n == 0 ? "" : " (" + std::to_string(n) + (n == 1 ? " warning)" : " warnings)");
  print_out(warnings_text(file, loaded->warnings) +
            io::printable(shown_input(file), kLongestPrinted) + ": valid" + count + "\n");
  return kExitOk;
}

int run_options(const std::string& file, const OptionsView& view, const io::Limits& limits) {
  const bool json = view.form == Form::json;
  const std::optional<io::LoadedScenario> loaded = load(file, limits);
  if (!loaded) return kExitBadInput;
  // A forbidden request has no options: the refusal is what the owner may learn (ALL-3).
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    print_answer(json ? io::refusal_json(*loaded, *refused) : io::refusal_text(*refused), json);
    return kExitRefused;
  }
  // Written piece by piece as it is made: a large tree is never held whole. The errors come
  // before anything is written; a failed write is reported by finish_stdout (exit 4).
  JsonPrinter printer;
  const Errors errors = loaded->ruleset->write_options(*loaded, view, [&](std::string_view piece) {
    if (json) {
      printer.print(piece);
    } else {
      print_out(piece);
    }
  });
  if (!errors.empty()) {
    print_errors(file, errors);
    return kExitBadInput;
  }
  if (json) printer.finish();
  return kExitOk;
}

int run_odds(const std::string& file, const OddsCall& call, const io::Limits& limits) {
  const std::optional<io::LoadedScenario> loaded = load(file, limits);
  if (!loaded) return kExitBadInput;
  // A forbidden request has no outcomes to weigh: its refusal is the answer (ALL-3).
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    print_answer(call.json ? io::odds_refusal_json(*loaded, *refused) : io::refusal_text(*refused),
                 call.json);
    return kExitRefused;
  }
  const Result<OddsTable> table = enumerate_odds(*loaded, call.settings);
  if (!table.ok()) {
    print_errors(file, table.errors());
    return kExitBadInput;
  }
  std::vector<OptionOdds> per_option;
  if (call.per_option) {
    Result<std::vector<OptionOdds>> options = enumerate_odds_per_option(*loaded, call.settings);
    if (!options.ok()) {
      print_errors(file, options.errors());
      return kExitBadInput;
    }
    per_option = std::move(options).value();
  }
  print_answer(call.json ? io::odds_json(*loaded, table.value(), per_option)
                         : io::odds_text(*loaded, table.value(), per_option,
                                         {file, call.chooser.empty() ? "best" : call.chooser}),
               call.json);
  return kExitOk;
}

int run_resolve(const std::string& file, bool json, const ResolveSettings& settings,
                const std::optional<std::string>& out, const io::Limits& limits) {
  if (out && refused_target(*out, file)) return kExitBadInput;
  std::optional<io::LoadedScenario> loaded = load(file, limits);
  if (!loaded) return kExitBadInput;
  // A refused request is an outcome of kind "refused" (ALL-3).
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    ChooserDef def;
    const io::LoadedScenario seeded = with_settings(*loaded, settings, def);
    const std::string outcome_json = io::with_verification(io::refusal_json(seeded, *refused),
                                                           seeded, request_of(def, settings));
    return print_resolved(file, json ? outcome_json : io::refusal_text(*refused), json,
                          outcome_json, out, kExitRefused);
  }
  if (settings.dice) {
    if (std::optional<Error> error = loaded->ruleset->given_dice_error(*loaded, *settings.dice)) {
      print_errors(file, {{"--dice", error->message}});  // the option's, not the file's /dice
      return kExitBadInput;
    }
  }
  if (settings.dice) {
    // An odds way's replay: these faces are the dice, as if the scenario listed them.
    loaded->dice.clear();
    for (const int face : *settings.dice)
      loaded->dice.push_back(ScriptedFace{face, ""});
    loaded->dice_scripted = true;
  }
  const std::optional<Resolved> r = resolve_scenario(file, std::move(*loaded), settings);
  if (!r) return kExitBadInput;
  const std::string text = outcome_of(*r, json);
  const std::string outcome_json = json || !out ? text : outcome_of(*r, true);
  return print_resolved(file, text, json, outcome_json, out, kExitOk);
}

int run_verify(const std::string& scenario_file, const std::string& outcome_file,
               const VerifyCall& call, const io::Limits& limits) {
  Result<std::string> scenario_text = read_input(scenario_file, limits.input_bytes);
  Result<Scenario> scenario = scenario_text.ok() ? Scenario::parse(scenario_text.value(), limits)
                                                 : Result<Scenario>(scenario_text.errors());
  if (!scenario.ok()) {
    print_errors(scenario_file, scenario.errors());
    return kExitBadInput;
  }
  print_err(warnings_text(scenario_file, scenario.value().warnings()));
  Result<std::string> outcome = read_input(outcome_file, limits.input_bytes);
  if (!outcome.ok()) {
    print_errors(outcome_file, outcome.errors());
    return kExitBadInput;
  }
  Result<Verification> verification =
      verify(scenario.value(), outcome.value(), call.agreed, limits);
  if (!verification.ok()) {
    // The agreed choices are read as the scenario's "choices" (/choices/N), given as --choices.
    Errors agreed;
    for (const Error& e : verification.errors()) {
      if (call.agreed.choices && e.pointer.starts_with("/choices")) {
        agreed.push_back(
            {"--choices" + e.pointer.substr(std::string_view("/choices").size()), e.message});
      }
    }
    if (!agreed.empty()) {
      print_errors(scenario_file, agreed);
    } else {
      print_errors(outcome_file, verification.errors());
    }
    return kExitBadInput;
  }
  print_answer(call.json ? verification.value().json() : verification.value().text(), call.json);
  return verification.value().identical() ? kExitOk : kExitDiffers;
}

int run_render(const std::string& file, const std::string& out, const RenderSettings& settings,
               const io::Limits& limits) {
  if (refused_target(out, file)) return kExitBadInput;
  std::optional<io::LoadedScenario> loaded = load(file, limits);
  if (!loaded) return kExitBadInput;
  // A refused request is drawn as the position it leaves unchanged: no options, no outcome.
  const std::optional<Refusal> refused = io::refusal(*loaded);
  RenderSettings drawn = settings;
  if (refused) {
    drawn.tree = drawn.resolve = false;
    drawn.odds.reset();  // a forbidden request has no outcomes to weigh (ALL-3)
  }
  const std::optional<std::string> svg = render_scenario(file, std::move(*loaded), drawn);
  if (!svg) return kExitBadInput;
  if (const WriteStatus written = write_output(out, *svg, file); written != WriteStatus::written) {
    return write_failure_status(written);
  }
  // On stdout the SVG is the whole answer.
  if (out != kStdoutName) print_out("wrote " + out + "\n");
  if (refused) {
    print_refusal(file, *refused);
    return kExitRefused;
  }
  return kExitOk;
}

int run_demo(const std::string& examples_dir, const std::string& out_dir,
             const io::Limits& limits) {
  const fs::path root(examples_dir);
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    print_err(examples_dir + ": no such directory of example scenarios\n");
    return kExitBadInput;
  }
  fs::create_directories(out_dir, ec);
  if (ec) {
    print_err("skedaddle: cannot write " + out_dir + ": " + ec.message() + "\n");
    return kExitOutput;
  }

  const std::vector<fs::path> files = scenario_files(root);
  int failed = 0;
  // Scenarios whose picture could not be written: bad input, when there is some, says more.
  int unwritten = 0;
  for (const fs::path& path : files) {
    const std::string file = path.string();
    const std::string shown = shown_path(root, path).generic_string();
    // The examples are curated: a few place an attacker away from its target on purpose (GC-4
    // distances), so their warnings would be noise here; `validate` shows them.
    std::optional<io::LoadedScenario> loaded = load(file, limits, false);
    if (!loaded) {
      ++failed;
      continue;
    }
    if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
      // Shown like any example: the position (unchanged) and the refusal's line (ALL-3).
      const std::optional<std::string> svg = render_scenario(
          file, *loaded,
          RenderSettings{
              .tree = false, .resolve = false, .resolve_settings = {}, .whole = false, .odds = {}});
      if (!svg) {
        ++failed;
        continue;
      }
      if (!write_svg(root, out_dir, path, *svg)) {
        ++failed;
        ++unwritten;
        continue;
      }
      std::string header = "== " + shown;
      if (!loaded->name.empty()) header += " — " + loaded->name;
      print_out(header + " (refused)\n" + io::refusal_text(*refused) + "\n");
      continue;
    }
    std::optional<Resolved> r = resolve_scenario(file, std::move(*loaded), {});
    if (!r) {
      ++failed;
      continue;
    }
    const Result<std::string> svg =
        r->scenario.ruleset->svg(r->scenario, RenderView{}, &*r->outcome);
    // A picture that cannot be drawn leaves the trace shown: only the SVG is missing.
    if (svg.ok() && !write_svg(root, out_dir, path, svg.value())) {
      ++failed;
      ++unwritten;
      continue;
    }
    std::string header = "== " + shown;
    if (!r->scenario.name.empty()) header += " — " + r->scenario.name;
    header += " (chooser " + std::string(chooser_name(r->def.kind)) + ", seed " +
              std::to_string(r->def.seed) + ")\n";
    print_out(header + outcome_of(*r, false) + "\n");
  }
  const std::size_t resolved = files.size() - static_cast<std::size_t>(failed);
  print_out("demo: " + std::to_string(resolved) + " of " + std::to_string(files.size()) +
            " scenarios resolved; SVGs in " + out_dir + "\n");
  if (files.empty()) {
    print_err(examples_dir + ": no scenario found\n");
    return kExitBadInput;
  }
  if (failed > unwritten) return kExitBadInput;
  return unwritten == 0 ? kExitOk : kExitOutput;
}

}  // namespace skedaddle::cli
