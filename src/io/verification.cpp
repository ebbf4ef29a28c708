// SPDX-License-Identifier: MIT
// The verification member of every outcome: engine, scenario format, request and the SHA-256
// of the canonical scenario and request (docs/format.md, "Verification").
#include "skedaddle/io/verification.hpp"

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "io/canonical_json.hpp"
#include "io/json_writer.hpp"
#include "io/sha256.hpp"

namespace skedaddle::io {
namespace {

/// The request as the outcome writes it. The seed is a string of decimal digits: RFC 8785
/// reads every number as a double, which holds integers exactly only up to 2^53.
void write_request(detail::JsonWriter& w, const Request& request) {
  w.begin_object();
  w.key("verb").string("resolve");
  w.key("chooser").string(chooser_name(request.chooser));
  w.key("fallback");
  if (request.fallback) {
    w.string(chooser_name(*request.fallback));
  } else {
    w.null();
  }
  w.key("seed").string(std::to_string(request.seed));
  w.key("dice");
  if (request.dice) {
    w.integers(*request.dice);
  } else {
    w.null();
  }
  w.end_object();
}

/// The request's canonical form (RFC 8785), for the hash.
std::string canonical_request(const Request& request) {
  return detail::canonical_json(nlohmann::ordered_json::parse(request_json(request)));
}

}  // namespace

std::string_view engine_version() {
  return SKEDADDLE_VERSION;
}

std::string request_json(const Request& request) {
  std::string text;
  detail::JsonWriter w(text, JsonLayout::one_line);
  write_request(w, request);
  return text;
}

std::optional<std::string> verification_hash(const LoadedScenario& scenario,
                                             const Request& request) {
  if (scenario.document.empty()) return std::nullopt;
  // The canonical form of {"request": ..., "scenario": ...}: "request" sorts first.
  return detail::sha256_hex("{\"request\":" + canonical_request(request) +
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
  std::string out;
  out.reserve(outcome_json.size() + 512);
  out += outcome_json.substr(0, outcome_json.size() - end.size());
  out += indented ? ",\n  " : ",";
  detail::JsonWriter w(out, layout, 1);
  w.key("verification").begin_object();
  w.key("engine").string("skedaddle " + std::string(engine_version()));
  w.key("scenario_format").string(kScenarioFormat);
  w.key("request");
  write_request(w, request);
  w.key("sha256");
  if (hash) {
    w.string(*hash);
  } else {
    w.null();
  }
  w.end_object();
  out += end;
  return out;
}

}  // namespace skedaddle::io
