// SPDX-License-Identifier: MIT
// jr-08's board without its recorded dice and choices, for the per-option odds tests: Barrell
// (government, on its own baseline in G11, Hawley attached) shot by the Jacobite guns.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace skedaddle::test {

/// The jr-08 example's document with its "dice" and "choices" removed.
inline nlohmann::ordered_json jr_08_unscripted() {
  const std::string text = read_file(
      std::string(SKEDADDLE_GAMES_DIR) +
      "/jacobite/examples/jr-08-one-casualty-check-per-combat-hits-then-blocked-retreat.json");
  nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text);
  doc.erase("dice");
  doc.erase("choices");
  return doc;
}

}  // namespace skedaddle::test
