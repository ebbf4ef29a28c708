// SPDX-License-Identifier: MIT
#include "support/scenario_errors.hpp"

#include <nlohmann/json.hpp>

#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

Errors errors_of_text(std::string_view text) {
  const Result<io::LoadedScenario> r = io::load_scenario(text);
  return r.ok() ? Errors{} : r.errors();
}

Errors errors_of(const Json& doc) {
  return errors_of_text(doc.dump());
}

std::string show(const Errors& errors) {
  std::string out;
  for (const Error& e : errors)
    out += "  {\"" + e.pointer + "\", \"" + e.message + "\"}\n";
  return out;
}

}  // namespace skedaddle::test
