// SPDX-License-Identifier: MIT
// The verification member of every outcome: engine, scenario format, request and the SHA-256
// of the canonical scenario and request (docs/format.md, "Verification").
#include "skedaddle/io/verification.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/canonical_json.hpp"
#include "io/dump_document.hpp"
#include "io/sha256.hpp"

namespace skedaddle::io {
namespace {

using Json = nlohmann::ordered_json;

/// The request as the outcome writes it. The seed is a string of decimal digits: RFC 8785
/// reads every number as a double, which holds integers exactly only up to 2^53.
Json request_json(const Request& request) {
  return {{"verb", "resolve"},
          {"chooser", chooser_name(request.chooser)},
          {"fallback", request.fallback ? Json(chooser_name(*request.fallback)) : Json(nullptr)},
          {"seed", std::to_string(request.seed)},
          {"dice", request.dice ? Json(*request.dice) : Json(nullptr)}};
}

}  // namespace

std::string_view engine_version() {
  return SKEDADDLE_VERSION;
}

std::optional<std::string> verification_hash(const LoadedScenario& scenario,
                                             const Request& request) {
  if (scenario.document.empty()) return std::nullopt;
  // The canonical form of {"request": ..., "scenario": ...}: "request" sorts first.
  return detail::sha256_hex("{\"request\":" + detail::canonical_json(request_json(request)) +
                            ",\"scenario\":" + scenario.document + "}");
}

std::string with_verification(std::string_view outcome_json, const LoadedScenario& scenario,
                              const Request& request, JsonLayout layout) {
  // Every outcome document is an object, indented with a final newline or on one line: the
  // member goes in before its closing brace (indented one level).
  const bool indented = layout == JsonLayout::indented;
  const std::string_view end = indented ? "\n}\n" : "}";
  if (!outcome_json.ends_with(end)) {
    throw std::invalid_argument("with_verification: not an outcome document");
  }
  const std::optional<std::string> hash = verification_hash(scenario, request);
  const Json verification = {{"engine", "skedaddle " + std::string(engine_version())},
                             {"scenario_format", kScenarioFormat},
                             {"request", request_json(request)},
                             {"sha256", hash ? Json(*hash) : Json(nullptr)}};
  std::string out(outcome_json.substr(0, outcome_json.size() - end.size()));
  if (!indented) {
    out += ",\"verification\":" + detail::dump_document(verification, layout) + "}";
    return out;
  }
  out += ",\n  \"verification\": ";
  for (const char c : verification.dump(2, ' ', false, Json::error_handler_t::replace)) {
    out += c;
    if (c == '\n') out += "  ";
  }
  out += end;
  return out;
}

}  // namespace skedaddle::io
