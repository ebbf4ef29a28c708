// SPDX-License-Identifier: MIT
// A program using skedaddle as an installed package (tests/consumer/run.sh builds it with CMake's
// find_package and with pkg-config), through the one facade header: resolves one installed
// example of each ruleset and checks that its outcome JSON names that ruleset and verifies, then
// makes a Jacobite owner's decisions from a callback and one at a time. Usage: skedaddle_consumer
// EXAMPLES_DIR
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include <skedaddle/skedaddle.hpp>

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

/// Prints each error of a failed call, naming the file.
void print_errors(const std::string& file, const skedaddle::Errors& errors) {
  for (const skedaddle::Error& e : errors) {
    std::fprintf(stderr, "%s: %s: %s\n", file.c_str(), e.pointer.c_str(), e.message.c_str());
  }
}

/// The scenario of `file`, or nothing (the errors printed).
std::optional<skedaddle::Scenario> load(const std::string& file) {
  skedaddle::Result<skedaddle::Scenario> loaded = skedaddle::Scenario::load(file);
  if (!loaded.ok()) {
    print_errors(file, loaded.errors());
    return std::nullopt;
  }
  return std::move(loaded).value();
}

/// Resolves `file` with its default chooser and checks the outcome's ruleset.
bool resolves(const std::string& file, std::string_view ruleset) {
  const std::optional<skedaddle::Scenario> scenario = load(file);
  if (!scenario) return false;
  const skedaddle::Result<skedaddle::Outcome> outcome = skedaddle::resolve(*scenario);
  if (!outcome.ok()) {
    print_errors(file, outcome.errors());
    return false;
  }
  const std::string json = outcome.value().json();
  if (ruleset_of(json) != ruleset || scenario->ruleset_name() != ruleset) {
    std::fprintf(stderr, "%s: outcome ruleset \"%s\", expected \"%.*s\"\n", file.c_str(),
                 ruleset_of(json).c_str(), static_cast<int>(ruleset.size()), ruleset.data());
    return false;
  }
  // Its verification (SHA-256 from libcrypto, which a static build links through the package).
  const skedaddle::Result<skedaddle::Verification> verified = skedaddle::verify(*scenario, json);
  if (!verified.ok() || !verified.value().identical()) {
    std::fprintf(stderr, "%s: the outcome does not verify: %s\n", file.c_str(),
                 verified.ok() ? verified.value().text().c_str() : "errors");
    return false;
  }
  std::printf("%s: resolved, ruleset %s, verified\n", file.c_str(), ruleset_of(json).c_str());
  return true;
}

/// Makes the owner's decisions of a Jacobite example from a callback, then step by step with
/// the same answers, and checks both were asked and agree.
bool decides(const std::string& file) {
  const std::optional<skedaddle::Scenario> scenario = load(file);
  if (!scenario) return false;
  int asked = 0;
  const auto last = [](const skedaddle::Decision& d) { return d.options.size() - 1; };
  const skedaddle::Result<skedaddle::Outcome> by_callback = skedaddle::resolve(
      *scenario, {.chooser = skedaddle::ChooserKind::callback,
                  .callback = [&](const skedaddle::Decision& d) -> std::optional<std::size_t> {
                    ++asked;
                    std::printf("%s: %.*s, %zu options: taking the last\n", file.c_str(),
                                static_cast<int>(d.topic.size()), d.topic.data(), d.options.size());
                    return last(d);
                  }});
  if (!by_callback.ok()) {
    print_errors(file, by_callback.errors());
    return false;
  }
  skedaddle::Result<skedaddle::Resolution> started = skedaddle::Resolution::start(*scenario);
  if (!started.ok()) {
    print_errors(file, started.errors());
    return false;
  }
  skedaddle::Resolution steps = std::move(started).value();
  while (!steps.done()) {
    const skedaddle::Errors errors = steps.answer(last(*steps.pending()));
    if (!errors.empty()) {
      print_errors(file, errors);
      return false;
    }
  }
  if (asked == 0 || steps.answers().size() != static_cast<std::size_t>(asked) ||
      steps.outcome()->json() != by_callback.value().json()) {
    std::fprintf(stderr, "%s: the callback was asked %d times; step by step %zu answers%s\n",
                 file.c_str(), asked, steps.answers().size(),
                 steps.outcome()->json() == by_callback.value().json() ? "" : ", other outcome");
    return false;
  }
  std::printf("%s: %d decisions made by the program\n", file.c_str(), asked);
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
  ok &= decides(dir + "/jacobite/jr-03-owner-may-accept-a-flag.json");
  return ok ? 0 : 1;
}
