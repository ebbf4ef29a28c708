// SPDX-License-Identifier: MIT
// A refused request (ALL-3) as an outcome: JSON of kind "refused" and its one-line trace.
#include <nlohmann/json.hpp>
#include <string>

#include "io/dump_document.hpp"
#include "skedaddle/io/outcome.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

}  // namespace

std::string refusal_json(const LoadedScenario& scenario, const Refusal& refusal,
                         JsonLayout layout) {
  const Json doc = {{"format", kOutcomeFormat},  {"ruleset", ruleset_name(scenario)},
                    {"scenario", scenario.name}, {"kind", "refused"},
                    {"rule", refusal.rule},      {"reason", refusal.reason},
                    {"pointer", refusal.pointer}};
  return detail::dump_document(doc, layout);
}

std::string refusal_text(const Refusal& refusal) {
  return "[" + refusal.rule + "] refused: " + refusal.reason + "\n";
}

}  // namespace skedaddle::io
