// SPDX-License-Identifier: MIT
// Jacobite Rising outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/rules.hpp"
#include "skedaddle/odds/fates.hpp"

namespace skedaddle::io {

/// A Jacobite Rising outcome as JSON: events (die faces by name), final units and leaders,
/// Victory Banners per side, and a "replay" (seed, choices and every die rolled) that
/// resolves again to the same outcome, laid out as `layout`.
std::string outcome_json(const LoadedScenario& scenario, const jacobite::Outcome& outcome,
                         JsonLayout layout = JsonLayout::indented);

/// An option of `game` as its scenario's "choices" records it, in JSON: flags to ignore as an
/// integer (1), a hex ("F5"), "stop", "leave" or a rally order's unit ({"unit":"Lochiel"});
/// the spelling the outcome's replay writes.
std::string choice_json(const jacobite::Scenario& game, const Option& option);

/// A Jacobite Rising outcome as text: one line per event with its ruling, then the units.
std::string outcome_text(const LoadedScenario& scenario, const jacobite::Outcome& outcome);

/// The trace lines of `events`, a resolution's events (all of an outcome's, or those so far of a
/// resolution under way), as outcome_text() begins: one line per event with its ruling. `game`
/// is `scenario`'s game.
std::string events_text(const LoadedScenario& scenario, const jacobite::Scenario& game,
                        std::span<const Event> events);

/// `events` as the "events" array of outcome_json() writes them (the same writer), laid out as
/// `layout`: for the events so far of a resolution under way. `game` is `scenario`'s game.
std::string events_json(const LoadedScenario& scenario, const jacobite::Scenario& game,
                        std::span<const Event> events, JsonLayout layout);

/// What became of the units in `outcome`, as skedaddle odds groups outcomes: each unit whose
/// state changed, with its fate in words and where it ends, and the scores.
Fates fates(const LoadedScenario& scenario, const jacobite::Outcome& outcome);
/// The same written over `out`, reusing its storage (the odds write every way's fates into one).
void fates(const LoadedScenario& scenario, const jacobite::Outcome& outcome, Fates& out);

/// What the owner of a Jacobite Rising request may decide, as JSON: the flags it may ignore
/// and why, the retreat paths for each number ignored, a lone leader's retreat, the order of
/// rally checks (`skedaddle-options/5`, docs/format.md): each tree's distinct subtrees grouped
/// by head. Written to `sink` in pieces of about 64 KB, so that large trees are never held whole
/// as text. Throws std::invalid_argument when `preview` was not made from `scenario`'s game.
void write_options_json(const LoadedScenario& scenario, const jacobite::Preview& preview,
                        const std::function<void(std::string_view)>& sink);

/// write_options_json() collected in one string.
std::string options_json(const LoadedScenario& scenario, const jacobite::Preview& preview);

/// The same preview as indented text (the same precondition), `depth` decisions below the first
/// when given (the flags ignored, when the owner may ignore some, are the first), each cut marked
/// with the levels left out.
std::string options_text(const LoadedScenario& scenario, const jacobite::Preview& preview,
                         std::optional<int> depth = {});

/// The owner's first decision at a glance: the number of flags to ignore (each with the
/// retreat it leaves), or the first retreat step of the unit or the lone leader, each with its
/// complete paths and their best and worst ends (ALL-1); the blocked rear hexes with their
/// reasons; the allowance and the rally order as notes.
OptionsSummary options_summary(const LoadedScenario& scenario, const jacobite::Preview& preview);

}  // namespace skedaddle::io
