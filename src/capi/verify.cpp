// SPDX-License-Identifier: MIT
// The C interface's "verify" verb: see verify.hpp.
#include "capi/verify.hpp"

#include <optional>
#include <string>
#include <string_view>

#include "facade/settings_json.hpp"
#include "skedaddle/c_api.h"

namespace skedaddle::capi {

using io::detail::Node;

constexpr std::string_view kOutcomeExpected =
    "expected an outcome document (an object, or its JSON text)";

Answer answer_verify(Call& call, const Scenario& scenario) {
  const std::optional<Node> node = call.reader.member(call.root(), "outcome");
  if (!node) {
    call.reader.error("/outcome",
                      "missing required key \"outcome\": " + std::string(kOutcomeExpected));
  } else if (!node->value.is_object() && !node->value.is_string()) {
    call.reader.error(node->pointer,
                      std::string(kOutcomeExpected) + ", got " + io::detail::describe(node->value));
  }
  const Form form = call.form();
  const Agreement agreed = detail::read_agreement(call.reader, call.root());
  if (call.reader.error_count() > 0) return call.bad_settings();
  // A player pastes the host's file: its text is checked as the command line reads the file.
  const bool given_as_text = node->value.is_string();
  const std::string outcome = given_as_text ? node->value.get<std::string>() : node->value.dump();
  const Result<Verification> verification = verify(scenario, outcome, agreed);
  if (!verification.ok()) {
    const Errors& errors = verification.errors();
    // verify() reads the agreed choices first, as a scenario's "choices": when they are wrong,
    // every error is theirs, and their pointers are the settings' own.
    if (agreed.choices && errors.front().pointer.starts_with("/choices")) {
      return Answer{SKD_BAD_INPUT, errors_json("settings", errors)};
    }
    if (given_as_text) return Answer{SKD_BAD_INPUT, errors_json("outcome", errors)};
    Errors in_settings;
    for (const Error& e : errors)
      in_settings.push_back({"/outcome" + e.pointer, e.message});
    return Answer{SKD_BAD_INPUT, errors_json("settings", in_settings)};
  }
  const Verification& found = verification.value();
  return Answer{SKD_OK, form == Form::json ? found.json() : found.text()};
}

}  // namespace skedaddle::capi
