// SPDX-License-Identifier: MIT
// Writing outcomes (versioned JSON for programs, a text trace for people) and option trees.
#pragma once

#include <string>
#include <string_view>

#include "skedaddle/core/refusal.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/rules/gcacw.hpp"
#include "skedaddle/rules/gitm.hpp"
#include "skedaddle/rules/grande_tactique.hpp"
#include "skedaddle/rules/tricorne.hpp"

namespace skedaddle::io {

/// The outcome format version.
inline constexpr std::string_view kOutcomeFormat = "skedaddle-outcome/1";

/// The outcome as JSON (stable field names, two-space indent, trailing newline). It includes a
/// "replay" object (seed and the choices made) that resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The outcome as text: one line per event with its rule id, then the final units.
std::string outcome_text(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The option tree as JSON: at every node the legal neighbours with chart row, priority and
/// loss, and every rejected neighbour with its reason and ruling.
std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

/// The option tree as indented text.
std::string options_text(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

/// A Jacobite Rising outcome as JSON: events (die faces by name), final units and leaders,
/// Victory Banners per side, and a "replay" (seed, choices and every die rolled) that
/// resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const tricorne::Outcome& outcome);

/// A Jacobite Rising outcome as text: one line per event with its ruling, then the units.
std::string outcome_text(const LoadedScenario& scenario, const tricorne::Outcome& outcome);

/// What the owner of a Jacobite Rising request may decide, as JSON: the flags it may ignore
/// and why, the retreat paths for each number ignored, a lone leader's retreat, the order of
/// rally checks.
std::string options_json(const LoadedScenario& scenario, const tricorne::Preview& preview);

/// The same preview as indented text.
std::string options_text(const LoadedScenario& scenario, const tricorne::Preview& preview);

/// A GITM/ROTD outcome as JSON: events (the game's messages verbatim, GI-7), every unit with
/// its allegiance, square, fatigue, ending and strategic square, and a "replay" (seed and every
/// die rolled) that resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const gitm::Outcome& outcome);

/// A GITM/ROTD outcome as text: one line per event with its ruling (messages exactly as the
/// game prints them), then every unit with its ending.
std::string outcome_text(const LoadedScenario& scenario, const gitm::Outcome& outcome);

/// What the dice may do with a GITM/ROTD request, as JSON: for each unit of the request every
/// direction with its verdict (GI-2, GI-3) and first square, the distances the die can give
/// (GI-4), the exhausted and trapped tests (GI-6), and for a rout every strategic direction
/// with whether its move is possible and why (GI-5). Computed on the scenario as given (in an
/// end of battle the units before a unit may have moved by then).
std::string options_json(const LoadedScenario& scenario, const gitm::Scenario& game);

/// The same as indented text.
std::string options_text(const LoadedScenario& scenario, const gitm::Scenario& game);

/// A Grande Tactique outcome as JSON: events (points as [x, y] in inches), every unit with its
/// side, arm, state, position, facing and ending, the divisions collapsed and corps halved
/// (GT-13), the pursuit allowed (GT-14), and a "replay" (seed and every die rolled) that
/// resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const gt::Outcome& outcome);

/// A Grande Tactique outcome as text: one line per event with its ruling (each way of flight
/// tried with its verdict, moves in inches), then every unit, the formations broken and the
/// pursuit.
std::string outcome_text(const LoadedScenario& scenario, const gt::Outcome& outcome);

/// What GT-4 would do with a Grande Tactique request, as JSON: for a flight, each way tried in
/// order with its verdict, blocker, terrain and turn, and the distance GT-2 gives; for a
/// continued flight every routed unit of the side; for a rally or a withdrawal that it is
/// allowed. Computed on the table as given, before any die is rolled.
std::string options_json(const LoadedScenario& scenario, const gt::Scenario& game);

/// The same as indented text.
std::string options_text(const LoadedScenario& scenario, const gt::Scenario& game);

/// A refused request (ALL-3) as outcome JSON: format, ruleset and scenario as in every outcome,
/// then "kind": "refused", the ruling's "rule", the "reason" and the request's "pointer".
std::string refusal_json(const LoadedScenario& scenario, const Refusal& refusal);

/// A refused request as text: "[JR-11] refused: <reason>" and a newline.
std::string refusal_text(const Refusal& refusal);

}  // namespace skedaddle::io
