// SPDX-License-Identifier: MIT
// Jacobite Rising outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/jacobite/rules.hpp"

namespace skedaddle::io {

/// A Jacobite Rising outcome as JSON: events (die faces by name), final units and leaders,
/// Victory Banners per side, and a "replay" (seed, choices and every die rolled) that
/// resolves again to the same outcome.
std::string outcome_json(const LoadedScenario& scenario, const jacobite::Outcome& outcome);

/// A Jacobite Rising outcome as text: one line per event with its ruling, then the units.
std::string outcome_text(const LoadedScenario& scenario, const jacobite::Outcome& outcome);

/// What the owner of a Jacobite Rising request may decide, as JSON: the flags it may ignore
/// and why, the retreat paths for each number ignored, a lone leader's retreat, the order of
/// rally checks (`skedaddle-options/2`, docs/format.md): each tree's nodes as a table in which
/// identical subtrees appear once. Written to `sink` in pieces of about 64 KB, so that large
/// trees are never held whole as text.
void write_options_json(const LoadedScenario& scenario, const jacobite::Preview& preview,
                        const std::function<void(std::string_view)>& sink);

/// write_options_json() collected in one string.
std::string options_json(const LoadedScenario& scenario, const jacobite::Preview& preview);

/// The same preview as indented text.
std::string options_text(const LoadedScenario& scenario, const jacobite::Preview& preview);

}  // namespace skedaddle::io
