// SPDX-License-Identifier: MIT
// GITM/ROTD outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/gitm/rules.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/fates.hpp"

namespace skedaddle::io {

/// A GITM/ROTD outcome as JSON: events (the game's messages verbatim, GI-7), every unit with
/// its allegiance, square, fatigue, ending and strategic square, and a "replay" (seed and every
/// die rolled) that resolves again to the same outcome, laid out as `layout`.
std::string outcome_json(const LoadedScenario& scenario, const gitm::Outcome& outcome,
                         JsonLayout layout = JsonLayout::indented);

/// A GITM/ROTD outcome as text: one line per event with its ruling (messages exactly as the
/// game prints them), then every unit with its ending.
std::string outcome_text(const LoadedScenario& scenario, const gitm::Outcome& outcome);

/// The trace lines of `events`, a resolution's events (all of an outcome's, or those so far of a
/// resolution under way), as outcome_text() begins: one line per event with its ruling. `game`
/// is `scenario`'s game.
std::string events_text(const LoadedScenario& scenario, const gitm::Scenario& game,
                        std::span<const Event> events);

/// `events` as the "events" array of outcome_json() writes them (the same writer), laid out as
/// `layout`: for the events so far of a resolution under way. `game` is `scenario`'s game.
std::string events_json(const LoadedScenario& scenario, const gitm::Scenario& game,
                        std::span<const Event> events, JsonLayout layout);

/// What became of the units in `outcome`, as skedaddle odds groups outcomes: each unit whose
/// state changed, with its fate in words and where it ends, and the scores.
Fates fates(const LoadedScenario& scenario, const gitm::Outcome& outcome);
/// The same written over `out`, reusing its storage (the odds write every way's fates into one).
void fates(const LoadedScenario& scenario, const gitm::Outcome& outcome, Fates& out);
/// Appends one number per unit that fates() lists, in its order, equal numbers meaning equal
/// fates (KeptResolution::fate_codes); false, nothing appended, when a unit routed (its
/// strategic square is a name).
bool fate_codes(const LoadedScenario& scenario, const gitm::Outcome& outcome,
                std::vector<std::uint64_t>& out);
/// The unit fate that fates() lists at `listed` (from 0; fewer than it lists), written over
/// `out` as fates() writes it, reusing its storage (KeptResolution::unit_fate).
void unit_fate(const LoadedScenario& scenario, const gitm::Outcome& outcome, std::size_t listed,
               UnitFate& out);

/// What the dice may do with a GITM/ROTD request, as JSON: for each unit of the request every
/// direction with its verdict (GI-2, GI-3) and first square, the distances the die can give
/// (GI-4), the exhausted and trapped tests (GI-6), and for a rout every strategic direction
/// with whether its move is possible and why (GI-5). Computed on the scenario as given (in an
/// end of battle the units before a unit may have moved by then). Throws std::invalid_argument
/// when `game` fails check() or its request is refused.
std::string options_json(const LoadedScenario& scenario, const gitm::Scenario& game);

/// The same as indented text (the same precondition). No owner decides, so there is no tree of
/// decisions to cut: `depth` changes nothing.
std::string options_text(const LoadedScenario& scenario, const gitm::Scenario& game,
                         std::optional<int> depth = {});

/// What the dice may do, at a glance (the owner has no choice): for each unit the directions
/// the die may pick with their first square or strategic move, the directions ruled out with
/// their reasons, and the distances, exhausted and trapped tests as notes.
OptionsSummary options_summary(const LoadedScenario& scenario, const gitm::Scenario& game);

}  // namespace skedaddle::io
