// SPDX-License-Identifier: MIT
// The verbs of the command-line tool: load, dispatch on the ruleset, print, write files.
#include "commands.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <variant>
#include <vector>

#include "skedaddle/io/outcome.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/render/svg.hpp"
#include "skedaddle/rules/gcacw.hpp"
#include "skedaddle/rules/gitm.hpp"
#include "skedaddle/rules/grande_tactique.hpp"
#include "skedaddle/rules/tricorne.hpp"

namespace skedaddle::cli {
namespace {

namespace fs = std::filesystem;

// ---- output -----------------------------------------------------------------------------

void print_out(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fflush(stdout);
}

void print_err(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fflush(stderr);
}

/// One line per error: "FILE: POINTER: MESSAGE" ("FILE: MESSAGE" for the whole document).
void print_errors(const std::string& file, const Errors& errors) {
  std::string text;
  for (const Error& e : errors) {
    text += file;
    text += ": ";
    if (!e.pointer.empty()) {
      text += e.pointer;
      text += ": ";
    }
    text += e.message;
    text += '\n';
  }
  print_err(text);
}

/// One line per warning: "FILE: warning: POINTER: MESSAGE", on stdout for `validate` (it is
/// the answer asked for) and on stderr for the verbs whose stdout is a result.
std::string warnings_text(const std::string& file, const Warnings& warnings) {
  std::string text;
  for (const Warning& w : warnings) {
    text += file;
    text += ": warning: ";
    if (!w.pointer.empty()) {
      text += w.pointer;
      text += ": ";
    }
    text += w.message;
    text += '\n';
  }
  return text;
}

/// A refused request on stderr: "FILE: POINTER: [RULE] refused: REASON" (ALL-3).
void print_refusal(const std::string& file, const Refusal& refusal) {
  print_err(file + ": " + (refusal.pointer.empty() ? "" : refusal.pointer + ": ") +
            io::refusal_text(refusal));
}

/// Writes `content` to `path` through a temporary file, so a failure leaves no partial file.
std::optional<std::string> write_file(const std::string& path, std::string_view content) {
  const std::string tmp = path + ".tmp";
  {
    std::ofstream f(tmp, std::ios::binary | std::ios::trunc);
    if (!f) return "cannot open for writing";
    f.write(content.data(), static_cast<std::streamsize>(content.size()));
    f.close();
    if (!f) {
      std::error_code ignored;
      fs::remove(tmp, ignored);
      return "cannot write";
    }
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    return ec.message();
  }
  return std::nullopt;
}

// ---- loading ----------------------------------------------------------------------------

/// Loads and validates a scenario file, printing the errors when it fails and, when `warn`,
/// its warnings on stderr when it loads.
std::optional<io::LoadedScenario> load(const std::string& file, bool warn = true) {
  std::error_code ec;
  if (fs::is_directory(file, ec)) {
    print_errors(file, {{"", "is a directory, expected a scenario JSON file"}});
    return std::nullopt;
  }
  Result<io::LoadedScenario> loaded = io::load_scenario_file(file);
  if (!loaded.ok()) {
    print_errors(file, loaded.errors());
    return std::nullopt;
  }
  // The loader has run the ruleset's own checks (gcacw::check) too.
  if (warn) print_err(warnings_text(file, loaded.value().warnings));
  return std::move(loaded).value();
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
  def.seed = seed;
  def.script = scenario.choices;
  def.place_name = io::place_names(scenario.game);
  return scenario;
}

/// The outcome of any ruleset.
using GameOutcome = std::variant<gcacw::Outcome, tricorne::Outcome, gitm::Outcome, gt::Outcome>;

/// Resolves a GCACW retreat; with a script, every recorded choice must be used (resolve checks).
Result<GameOutcome> resolve_game(const io::LoadedScenario&, const gcacw::Scenario& game,
                                 const ChooserDef& def) {
  Chooser chooser(def);
  Result<gcacw::Outcome> outcome = gcacw::resolve(game, chooser);
  if (!outcome.ok()) return outcome.errors();
  return GameOutcome(std::move(outcome).value());
}

/// Resolves a Jacobite Rising request with the scenario's scripted dice when it has a list (all
/// must be used, an empty one draws none), else with dice seeded by the seed in use.
Result<GameOutcome> resolve_game(const io::LoadedScenario& scenario, const tricorne::Scenario& game,
                                 const ChooserDef& def) {
  Chooser chooser(def);
  Dice dice = io::dice_for(scenario, def.seed);
  Result<tricorne::Outcome> outcome = tricorne::resolve(game, dice, chooser);
  if (!outcome.ok()) return outcome.errors();
  return GameOutcome(std::move(outcome).value());
}

/// Resolves a GITM/ROTD request: the game program makes every choice, from the dice (the
/// scenario's scripted ones when it has a list, all of which must be used, else seeded ones).
Result<GameOutcome> resolve_game(const io::LoadedScenario& scenario, const gitm::Scenario& game,
                                 const ChooserDef& def) {
  Dice dice = io::dice_for(scenario, def.seed);
  Result<gitm::Outcome> outcome = gitm::resolve(game, dice);
  if (!outcome.ok()) return outcome.errors();
  return GameOutcome(std::move(outcome).value());
}

/// Resolves a Grande Tactique request: the rules leave no choice to a player; the dice are the
/// scenario's scripted ones when it has a list (all of which must be used), else seeded ones.
Result<GameOutcome> resolve_game(const io::LoadedScenario& scenario, const gt::Scenario& game,
                                 const ChooserDef& def) {
  Dice dice = io::dice_for(scenario, def.seed);
  Result<gt::Outcome> outcome = gt::resolve(game, dice);
  if (!outcome.ok()) return outcome.errors();
  return GameOutcome(std::move(outcome).value());
}

/// A resolved scenario, as text and JSON, kept for pictures.
struct Resolved {
  io::LoadedScenario scenario;  // with the seed used
  ChooserDef def;
  std::optional<GameOutcome> outcome;
};

std::optional<Resolved> resolve_scenario(const std::string& file, io::LoadedScenario loaded,
                                         const ResolveSettings& settings) {
  Resolved r;
  r.scenario = with_settings(std::move(loaded), settings, r.def);
  Result<GameOutcome> result = std::visit(
      [&](const auto& game) { return resolve_game(r.scenario, game, r.def); }, r.scenario.game);
  if (!result.ok()) {
    print_errors(file, result.errors());
    return std::nullopt;
  }
  r.outcome = std::move(result).value();
  return r;
}

// ---- per-game verbs (one overload per ruleset, chosen by std::visit) -------------------------

/// The option tree as text or JSON, or the error that refuses a tree too large to show.
Result<std::string> options_of(const io::LoadedScenario& scenario, const gcacw::Scenario& game,
                               bool json) {
  gcacw::RetreatTree tree;
  tree.build(game);
  if (tree.too_large()) return Errors{gcacw::too_large_error()};
  return json ? io::options_json(scenario, tree) : io::options_text(scenario, tree);
}

/// What the owner may decide before any die is rolled, as text or JSON.
Result<std::string> options_of(const io::LoadedScenario& scenario, const tricorne::Scenario& game,
                               bool json) {
  const tricorne::Preview preview = tricorne::preview(game);
  return json ? io::options_json(scenario, preview) : io::options_text(scenario, preview);
}

/// The directions, distances and strategic moves the dice may give, as text or JSON.
Result<std::string> options_of(const io::LoadedScenario& scenario, const gitm::Scenario& game,
                               bool json) {
  return json ? io::options_json(scenario, game) : io::options_text(scenario, game);
}

/// Each way of flight GT-4 would try, with its verdict, as text or JSON.
Result<std::string> options_of(const io::LoadedScenario& scenario, const gt::Scenario& game,
                               bool json) {
  return json ? io::options_json(scenario, game) : io::options_text(scenario, game);
}

std::string outcome_of(const io::LoadedScenario& scenario, const GameOutcome& outcome, bool json) {
  return std::visit(
      [&](const auto& o) {
        return json ? io::outcome_json(scenario, o) : io::outcome_text(scenario, o);
      },
      outcome);
}

Result<std::string> svg_of(const io::LoadedScenario& scenario, const gcacw::Scenario& game,
                           bool tree, const GameOutcome* outcome) {
  gcacw::RetreatTree retreat_tree;
  render::SvgLayers layers;
  if (tree) {
    retreat_tree.build(game);
    // A tree cut short at kMaxTreeNodes would mislead (and weigh a hundred megabytes).
    if (!retreat_tree.too_large()) layers.tree = &retreat_tree;
  }
  layers.outcome = outcome != nullptr ? std::get_if<gcacw::Outcome>(outcome) : nullptr;
  return render::gcacw_svg(scenario, game, layers);
}

Result<std::string> svg_of(const io::LoadedScenario& scenario, const tricorne::Scenario& game,
                           bool tree, const GameOutcome* outcome) {
  std::optional<tricorne::Preview> preview;
  render::JacobiteLayers layers;
  if (tree) {
    preview.emplace(tricorne::preview(game));
    layers.preview = &*preview;
  }
  layers.outcome = outcome != nullptr ? std::get_if<tricorne::Outcome>(outcome) : nullptr;
  return render::jacobite_svg(scenario, game, layers);
}

Result<std::string> svg_of(const io::LoadedScenario& scenario, const gitm::Scenario& game,
                           bool tree, const GameOutcome* outcome) {
  render::GitmLayers layers;
  layers.options = tree;
  layers.outcome = outcome != nullptr ? std::get_if<gitm::Outcome>(outcome) : nullptr;
  return render::gitm_svg(scenario, game, layers);
}

Result<std::string> svg_of(const io::LoadedScenario& scenario, const gt::Scenario& game, bool tree,
                           const GameOutcome* outcome) {
  render::GtLayers layers;
  layers.options = tree;
  layers.outcome = outcome != nullptr ? std::get_if<gt::Outcome>(outcome) : nullptr;
  return render::gt_svg(scenario, game, layers);
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
  const GameOutcome* outcome = r ? &*r->outcome : nullptr;
  Result<std::string> svg =
      std::visit([&](const auto& game) { return svg_of(scenario, game, settings.tree, outcome); },
                 scenario.game);
  if (!svg.ok()) {
    print_errors(file, svg.errors());
    return std::nullopt;
  }
  return std::move(svg).value();
}

/// Writes a demo picture to `out_dir/<folder>/<name>.svg`: the examples' folders are kept
/// (out/gcacw/x.svg, out/jacobite/x.svg), names may repeat across games. False (the error
/// printed) when it cannot.
bool write_svg(const fs::path& root, const std::string& out_dir, const fs::path& scenario,
               const std::string& svg) {
  const fs::path svg_file =
      fs::path(out_dir) / scenario.lexically_relative(root).replace_extension(".svg");
  const std::string svg_path = svg_file.string();
  std::error_code dir_error;
  fs::create_directories(svg_file.parent_path(), dir_error);
  if (dir_error) {
    print_err(svg_path + ": " + dir_error.message() + "\n");
    return false;
  }
  if (auto error = write_file(svg_path, svg)) {
    print_err(svg_path + ": " + *error + "\n");
    return false;
  }
  return true;
}

/// Scenario files under a directory (not the expected outcomes), sorted by path.
std::vector<fs::path> scenario_files(const fs::path& dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (!it->is_regular_file()) continue;
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

/// A refused request as `resolve` gives it: the outcome of kind "refused" as text or JSON, and
/// as JSON in `out` when asked (ALL-3).
int print_refused_outcome(const io::LoadedScenario& scenario, const Refusal& refused, bool json,
                          const std::string& out) {
  const std::string outcome_json = io::refusal_json(scenario, refused);
  if (!out.empty()) {
    if (auto error = write_file(out, outcome_json)) {
      print_err(out + ": " + *error + "\n");
      return kExitBadInput;
    }
  }
  print_out(json ? outcome_json : io::refusal_text(refused));
  return kExitRefused;
}

}  // namespace

std::string_view chooser_name(ChooserKind kind) {
  switch (kind) {
    case ChooserKind::script:
      return "script";
    case ChooserKind::first:
      return "first";
    case ChooserKind::random:
      return "random";
    case ChooserKind::best:
      return "best";
  }
  return "?";
}

int run_validate(const std::string& file) {
  const std::optional<io::LoadedScenario> loaded = load(file, false);
  if (!loaded) return kExitBadInput;
  // Well formed, but asking what the rules forbid (ALL-3).
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    print_refusal(file, *refused);
    return kExitRefused;
  }
  const std::size_t n = loaded->warnings.size();
  const std::string count =
      n == 0 ? "" : " (" + std::to_string(n) + (n == 1 ? " warning)" : " warnings)");
  print_out(warnings_text(file, loaded->warnings) + file + ": valid" + count + "\n");
  return kExitOk;
}

int run_options(const std::string& file, bool json) {
  const std::optional<io::LoadedScenario> loaded = load(file);
  if (!loaded) return kExitBadInput;
  // A forbidden request has no options: the refusal is what the owner may learn (ALL-3).
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    print_out(json ? io::refusal_json(*loaded, *refused) : io::refusal_text(*refused));
    return kExitRefused;
  }
  const Result<std::string> text =
      std::visit([&](const auto& game) { return options_of(*loaded, game, json); }, loaded->game);
  if (!text.ok()) {
    print_errors(file, text.errors());
    return kExitBadInput;
  }
  print_out(text.value());
  return kExitOk;
}

int run_resolve(const std::string& file, bool json, const ResolveSettings& settings,
                const std::string& out) {
  std::optional<io::LoadedScenario> loaded = load(file);
  if (!loaded) return kExitBadInput;
  if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
    return print_refused_outcome(*loaded, *refused, json, out);
  }
  const std::optional<Resolved> r = resolve_scenario(file, std::move(*loaded), settings);
  if (!r) return kExitBadInput;
  const std::string text = outcome_of(r->scenario, *r->outcome, json);
  if (!out.empty()) {
    const std::string outcome_json = json ? text : outcome_of(r->scenario, *r->outcome, true);
    if (auto error = write_file(out, outcome_json)) {
      print_err(out + ": " + *error + "\n");
      return kExitBadInput;
    }
  }
  print_out(text);
  return kExitOk;
}

int run_render(const std::string& file, const std::string& out, const RenderSettings& settings) {
  std::optional<io::LoadedScenario> loaded = load(file);
  if (!loaded) return kExitBadInput;
  // A refused request is drawn as the position it leaves unchanged: no options, no outcome.
  const std::optional<Refusal> refused = io::refusal(*loaded);
  RenderSettings drawn = settings;
  if (refused) drawn.tree = drawn.resolve = false;
  const std::optional<std::string> svg = render_scenario(file, std::move(*loaded), drawn);
  if (!svg) return kExitBadInput;
  if (auto error = write_file(out, *svg)) {
    print_err(out + ": " + *error + "\n");
    return kExitBadInput;
  }
  print_out("wrote " + out + "\n");
  if (refused) {
    print_refusal(file, *refused);
    return kExitRefused;
  }
  return kExitOk;
}

int run_demo(const std::string& examples_dir, const std::string& out_dir) {
  const fs::path root(examples_dir);
  std::error_code ec;
  if (!fs::is_directory(root, ec)) {
    print_err(examples_dir + ": no such directory of example scenarios\n");
    return kExitBadInput;
  }
  fs::create_directories(out_dir, ec);
  if (ec) {
    print_err(out_dir + ": " + ec.message() + "\n");
    return kExitBadInput;
  }

  const std::vector<fs::path> files = scenario_files(root);
  int failed = 0;
  for (const fs::path& path : files) {
    const std::string file = path.string();
    const std::string shown = path.lexically_relative(root).generic_string();
    // The examples are curated: a few place an attacker away from its target on purpose (GC-4
    // distances), so their warnings would be noise here; `validate` shows them.
    std::optional<io::LoadedScenario> loaded = load(file, false);
    if (!loaded) {
      ++failed;
      continue;
    }
    if (const std::optional<Refusal> refused = io::refusal(*loaded)) {
      // Shown like any example: the position (unchanged) and the refusal's line (ALL-3).
      const std::optional<std::string> svg =
          render_scenario(file, *loaded, RenderSettings{false, false, {}});
      if (!svg || !write_svg(root, out_dir, path, *svg)) {
        ++failed;
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
        std::visit([&](const auto& game) { return svg_of(r->scenario, game, true, &*r->outcome); },
                   r->scenario.game);
    // A picture that cannot be drawn leaves the trace shown: only the SVG is missing.
    if (svg.ok() && !write_svg(root, out_dir, path, svg.value())) {
      ++failed;
      continue;
    }
    std::string header = "== " + shown;
    if (!r->scenario.name.empty()) header += " — " + r->scenario.name;
    header += " (chooser " + std::string(chooser_name(r->def.kind)) + ", seed " +
              std::to_string(r->def.seed) + ")\n";
    print_out(header + outcome_of(r->scenario, *r->outcome, false) + "\n");
  }
  const std::size_t resolved = files.size() - static_cast<std::size_t>(failed);
  print_out("demo: " + std::to_string(resolved) + " of " + std::to_string(files.size()) +
            " scenarios resolved; SVGs in " + out_dir + "\n");
  if (files.empty()) {
    print_err(examples_dir + ": no scenario found\n");
    return kExitBadInput;
  }
  return failed == 0 ? kExitOk : kExitBadInput;
}

}  // namespace skedaddle::cli
