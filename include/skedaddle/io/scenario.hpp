// SPDX-License-Identifier: MIT
// Loading scenarios (JSON, strict, errors with JSON pointers). No JSON library in this header.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/core/error.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/rules/gcacw.hpp"
#include "skedaddle/rules/gitm.hpp"
#include "skedaddle/rules/grande_tactique.hpp"
#include "skedaddle/rules/tricorne.hpp"

namespace skedaddle::io {

/// The scenario format version this build reads and writes.
inline constexpr std::string_view kScenarioFormat = "skedaddle-scenario/1";

/// A scenario of one of the rulesets (the set of games is closed).
using GameScenario =
    std::variant<gcacw::Scenario, tricorne::Scenario, gitm::Scenario, gt::Scenario>;

/// A loaded scenario: the game's own data plus what is common to every ruleset.
struct LoadedScenario {
  GameScenario game;
  std::string name;         ///< optional "name"
  std::string description;  ///< optional "description"
  std::optional<std::uint64_t> seed;
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
};

/// Parses and validates a scenario document; every error names its JSON pointer.
Result<LoadedScenario> load_scenario(std::string_view json_text);

/// Doubts about a valid scenario, for its author to check: for GCACW, each active enemy unit
/// that is not adjacent to the retreating stack (almost always a wrong `shifted_columns`).
/// Empty for the other rulesets today. load_scenario stores them in LoadedScenario::warnings.
Warnings scenario_warnings(const GameScenario& game);

/// Reads a file and loads it; a missing file is an error with pointer "".
Result<LoadedScenario> load_scenario_file(const std::string& path);

/// The dice a resolution of `scenario` draws from: its scripted ones when it has a "dice" list
/// (an empty list: no die may be drawn, GI-8), else dice seeded by `seed` (ALL-2).
Dice dice_for(const LoadedScenario& scenario, std::uint64_t seed);

/// The first rule that forbids the scenario's request (ALL-3), or nothing: the ruleset's own
/// refusal() of a loaded (well-formed) scenario.
std::optional<Refusal> refusal(const LoadedScenario& scenario);

/// Ruleset name of a scenario as written in the format ("gcacw", "jacobite", "gitm", "rotd",
/// "grande-tactique").
std::string_view ruleset_name(const GameScenario& game);

/// Names places in the scenario's own notation ("0203" for GCACW, "7-11" for GITM/ROTD,
/// "(10, 3.5)" in inches for Grande Tactique), for ChooserDef::place_name.
std::function<std::string(const Place&)> place_names(const GameScenario& game);

}  // namespace skedaddle::io
