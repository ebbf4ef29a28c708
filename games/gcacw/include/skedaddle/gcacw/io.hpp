// SPDX-License-Identifier: MIT
// GCACW outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "skedaddle/choice/options_summary.hpp"
#include "skedaddle/events/event.hpp"
#include "skedaddle/gcacw/rules.hpp"
#include "skedaddle/io/json_lines.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/fates.hpp"

namespace skedaddle::io {

/// The outcome as JSON (stable field names, laid out as `layout`). It includes a "replay" object
/// (seed and the choices made) that resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const gcacw::Outcome& outcome,
                         JsonLayout layout = JsonLayout::indented);

/// An option of `game` as its scenario's "choices" records it, in JSON: "stop" or the hex
/// number ("0401"), an override move (GC-10) too; the spelling the outcome's replay writes.
std::string choice_json(const gcacw::Scenario& game, const Option& option);

/// The outcome as text: one line per event with its rule id, then the final units.
std::string outcome_text(const LoadedScenario& scenario, const gcacw::Outcome& outcome);

/// The trace lines of `events`, a resolution's events (all of an outcome's, or those so far of a
/// resolution under way), as outcome_text() begins: one line per event with its rule id. `game`
/// is `scenario`'s game.
std::string events_text(const LoadedScenario& scenario, const gcacw::Scenario& game,
                        std::span<const Event> events);

/// `events` as the "events" array of outcome_json() writes them (the same writer), laid out as
/// `layout`: for the events so far of a resolution under way. `game` is `scenario`'s game.
std::string events_json(const LoadedScenario& scenario, const gcacw::Scenario& game,
                        std::span<const Event> events, JsonLayout layout);

/// What became of the units in `outcome`, as skedaddle odds groups outcomes: each unit whose
/// state changed, with its fate in words and where it ends, and the scores.
Fates fates(const LoadedScenario& scenario, const gcacw::Outcome& outcome);
/// The same written over `out`, reusing its storage (the odds write every way's fates into one).
void fates(const LoadedScenario& scenario, const gcacw::Outcome& outcome, Fates& out);

/// The option tree as JSON (`skedaddle-options/5`, docs/format.md): at every node the legal
/// neighbours with chart row, priority and loss, and every rejected neighbour with its reason
/// and ruling; the distinct subtrees grouped by head, each shown by numbers into tables of the
/// distinct heads, steps and chart steps. Written to `sink` in pieces of about 64 KB, so that a
/// large tree is never held whole as text. Throws std::invalid_argument when `tree` was not
/// built from `scenario`'s game.
void write_options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree,
                        const std::function<void(std::string_view)>& sink);

/// write_options_json() collected in one string.
std::string options_json(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

/// The option tree as indented text (the same precondition), `depth` decisions below the first when
/// given (0: the first step only), each cut marked with the levels left out.
std::string options_text(const LoadedScenario& scenario, const gcacw::RetreatTree& tree,
                         std::optional<int> depth = {});

/// The first retreat step at a glance: each hex the stack may enter (or stop) with its complete
/// paths and their best and worst ends (ALL-1), the rejected neighbours with their reasons, and
/// the notes of the tree text (override, surrender, a fatal retreat). `tree` is not too large.
OptionsSummary options_summary(const LoadedScenario& scenario, const gcacw::RetreatTree& tree);

}  // namespace skedaddle::io
