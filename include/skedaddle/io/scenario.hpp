// SPDX-License-Identifier: MIT
// Loading scenarios (JSON, strict, errors with JSON pointers). No JSON library in this header.
#pragma once

#include <any>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/io/limits.hpp"
#include "skedaddle/ruleset/ruleset.hpp"

/// Reading scenarios and writing outcomes and options in the documented formats.
namespace skedaddle::io {

/// The scenario format version this build reads and writes.
inline constexpr std::string_view kScenarioFormat = "skedaddle-scenario/1";

/// A loaded scenario: the game's own data plus what is common to every ruleset.
struct LoadedScenario {
  const Ruleset* ruleset = nullptr;     ///< the game that read it; never null once loaded
  std::any game;                        ///< that game's Scenario (gcacw::Scenario, ...): game_of()
  std::string name;                     ///< optional "name"
  std::string description;              ///< optional "description"
  std::optional<std::uint64_t> seed;    ///< optional "seed": the default seed of its dice
  std::vector<ScriptedChoice> choices;  ///< recorded choices, in order
  std::vector<ScriptedFace> dice;       ///< scripted die rolls, in order
  /// True when the scenario has a "dice" list: only those faces are drawn, and an empty list
  /// means that no die may be drawn (GI-8); false: dice seeded by the seed in use.
  bool dice_scripted = false;
  /// grande-tactique: the two side names of "table"/"sides" (Side::first first); empty for the
  /// rulesets whose sides have fixed names.
  std::vector<std::string> sides;
  /// What the loader found doubtful in the valid document (scenario_warnings); the outcome
  /// does not depend on it.
  Warnings warnings;
  /// The document as read, in canonical form (RFC 8785): what an outcome's verification hash
  /// covers (io::verification_hash). Empty for a scenario built in code.
  std::string document;
};

/// The game's own scenario of `scenario`; throws std::bad_any_cast when it is another game's.
template <class GameScenario>
const GameScenario& game_of(const LoadedScenario& scenario) {
  return std::any_cast<const GameScenario&>(scenario.game);
}

/// Parses and validates a scenario document within `limits`; every error names its JSON
/// pointer.
Result<LoadedScenario> load_scenario(std::string_view json_text, const Limits& limits = {});

/// Reads a file and loads it; a missing or unreadable file, or one larger than
/// `limits.input_bytes` (read no further), is an error with pointer "".
Result<LoadedScenario> load_scenario_file(const std::string& path, const Limits& limits = {});

/// Reads a stream (standard input) to its end and loads it; one longer than
/// `limits.input_bytes` (read no further than one byte past it) or unreadable is an error with
/// pointer "".
Result<LoadedScenario> load_scenario_stream(std::istream& in, const Limits& limits = {});

/// The dice a resolution of `scenario` draws from: its scripted ones when it has a "dice" list
/// (an empty list: no die may be drawn, GI-8), else dice seeded by `seed` (ALL-2).
Dice dice_for(const LoadedScenario& scenario, std::uint64_t seed);

/// The first rule that forbids the scenario's request (ALL-3), or nothing: the ruleset's own
/// refusal() of a loaded (well-formed) scenario. One without a ruleset (default-constructed), or
/// whose game fails check(), throws std::invalid_argument.
std::optional<Refusal> refusal(const LoadedScenario& scenario);

/// Ruleset name of a scenario as written in the format ("gcacw", "jacobite", "gitm", "rotd",
/// "grande-tactique"). One without a ruleset throws std::invalid_argument.
std::string_view ruleset_name(const LoadedScenario& scenario);

/// Names places in the scenario's own notation ("0203" for GCACW, "7-11" for GITM/ROTD,
/// "(10, 3.5)" in inches for Grande Tactique), for ChooserDef::place_name. `scenario` must
/// have a ruleset (else std::invalid_argument).
std::function<std::string(const Place&)> place_names(const LoadedScenario& scenario);

}  // namespace skedaddle::io
