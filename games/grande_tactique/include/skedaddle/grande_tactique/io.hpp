// SPDX-License-Identifier: MIT
// Grande Tactique outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <optional>
#include <span>
#include <string>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/grande_tactique/rules.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/fates.hpp"

namespace skedaddle::io {

/// A Grande Tactique outcome as JSON: events (points as [x, y] in inches), every unit with its
/// side, arm, state, position, facing and ending, the divisions collapsed and corps halved
/// (GT-13), the pursuit allowed (GT-14), and a "replay" (seed and every die rolled) that
/// resolves again to the same outcome, laid out as `layout`.
std::string outcome_json(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome,
                         JsonLayout layout = JsonLayout::indented);

/// A Grande Tactique outcome as text: one line per event with its ruling (each way of flight
/// tried with its verdict, moves in inches), then every unit, the formations broken and the
/// pursuit.
std::string outcome_text(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome);

/// The trace lines of `events`, a resolution's events (all of an outcome's, or those so far of a
/// resolution under way), as outcome_text() begins: one line per event with its ruling. `game`
/// is `scenario`'s game.
std::string events_text(const LoadedScenario& scenario, const grande_tactique::Scenario& game,
                        std::span<const Event> events);

/// `events` as the "events" array of outcome_json() writes them (the same writer), laid out as
/// `layout`: for the events so far of a resolution under way. `game` is `scenario`'s game.
std::string events_json(const LoadedScenario& scenario, const grande_tactique::Scenario& game,
                        std::span<const Event> events, JsonLayout layout);

/// What became of the units in `outcome`, as skedaddle odds groups outcomes: each unit whose
/// state changed, with its fate in words and where it ends, and the scores.
Fates fates(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome);
/// The same written over `out`, reusing its storage (the odds write every way's fates into one).
void fates(const LoadedScenario& scenario, const grande_tactique::Outcome& outcome, Fates& out);

/// What GT-4 would do with a Grande Tactique request, as JSON: for a flight, each way tried in
/// order with its verdict, blocker, terrain and turn, and the distance GT-2 gives; for a
/// continued flight every routed unit of the side; for a rally or a withdrawal that it is
/// allowed. Computed on the table as given, before any die is rolled. Throws
/// std::invalid_argument when `game` fails check() or its request is refused.
std::string options_json(const LoadedScenario& scenario, const grande_tactique::Scenario& game);

/// The same as indented text (the same precondition). No owner decides, so there is no tree of
/// decisions to cut: `depth` changes nothing.
std::string options_text(const LoadedScenario& scenario, const grande_tactique::Scenario& game,
                         std::optional<int> depth = {});

/// What GT-4 would do, at a glance (the owner has no choice): for each fleeing unit the way
/// taken and where it leads, the ways tried before it with why they failed, and the distances
/// and other fates as notes.
OptionsSummary options_summary(const LoadedScenario& scenario,
                               const grande_tactique::Scenario& game);

}  // namespace skedaddle::io
