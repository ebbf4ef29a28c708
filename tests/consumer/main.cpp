// SPDX-License-Identifier: MIT
// A program using skedaddle as an installed package (tests/consumer/run.sh builds it with CMake's
// find_package and with pkg-config): resolves one installed example of each ruleset and checks
// that its outcome JSON names that ruleset. Usage: skedaddle_consumer EXAMPLES_DIR
#include <cstdio>
#include <string>
#include <string_view>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

namespace {

/// The value of the outcome's top-level "ruleset" string, or "" when there is none.
std::string ruleset_of(std::string_view json) {
  const std::size_t key = json.find("\"ruleset\"");
  if (key == std::string_view::npos) return "";
  const std::size_t open = json.find('"', json.find(':', key));
  const std::size_t close = json.find('"', open + 1);
  if (open == std::string_view::npos || close == std::string_view::npos) return "";
  return std::string(json.substr(open + 1, close - open - 1));
}

/// Resolves `file` with its recorded choices (else the best ones) and checks the outcome's
/// ruleset; prints what went wrong and returns false on any failure.
bool resolves(const std::string& file, std::string_view ruleset) {
  const skedaddle::Result<skedaddle::io::LoadedScenario> loaded =
      skedaddle::io::load_scenario_file(file);
  if (!loaded.ok()) {
    for (const skedaddle::Error& e : loaded.errors()) {
      std::fprintf(stderr, "%s: %s: %s\n", file.c_str(), e.pointer.c_str(), e.message.c_str());
    }
    return false;
  }
  const skedaddle::io::LoadedScenario& scenario = loaded.value();
  skedaddle::ChooserDef chooser;
  chooser.kind =
      scenario.choices.empty() ? skedaddle::ChooserKind::best : skedaddle::ChooserKind::script;
  chooser.script = scenario.choices;
  chooser.seed = scenario.seed.value_or(0);
  chooser.place_name = skedaddle::io::place_names(scenario);
  const skedaddle::Result<skedaddle::AnyOutcome> outcome =
      scenario.ruleset->resolve(scenario, chooser);
  if (!outcome.ok()) {
    for (const skedaddle::Error& e : outcome.errors()) {
      std::fprintf(stderr, "%s: %s\n", file.c_str(), e.message.c_str());
    }
    return false;
  }
  const std::string json =
      scenario.ruleset->outcome(scenario, outcome.value(), skedaddle::Form::json);
  if (ruleset_of(json) != ruleset) {
    std::fprintf(stderr, "%s: outcome ruleset \"%s\", expected \"%.*s\"\n", file.c_str(),
                 ruleset_of(json).c_str(), static_cast<int>(ruleset.size()), ruleset.data());
    return false;
  }
  std::printf("%s: resolved, ruleset %s\n", file.c_str(), ruleset_of(json).c_str());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s EXAMPLES_DIR\n", argv[0]);
    return 2;
  }
  const std::string dir = argv[1];
  bool ok = true;
  ok &= resolves(dir + "/gcacw/gc-02-stack-and-leader-move-together.json", "gcacw");
  ok &= resolves(dir + "/jacobite/jr-07-leader-swept-away-two-neighbours-check-in-owner-order.json",
                 "jacobite");
  ok &= resolves(dir + "/gitm/gitm/gi-4-stops-short-after-two-squares.json", "gitm");
  ok &= resolves(dir + "/gitm/rotd/gi-5-rout-across-closed-river-crossing-shatters.json", "rotd");
  ok &= resolves(dir + "/grande_tactique/gt-1-failed-morale-check.json", "grande-tactique");
  return ok ? 0 : 1;
}
