// SPDX-License-Identifier: MIT
// Jacobite Rising outputs: outcomes and options as JSON for programs and as text for people.
#pragma once

#include <string>

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
/// rally checks. `preview` must have been made from `scenario`'s game (unchecked).
std::string options_json(const LoadedScenario& scenario, const jacobite::Preview& preview);

/// The same preview as indented text; the same precondition.
std::string options_text(const LoadedScenario& scenario, const jacobite::Preview& preview);

}  // namespace skedaddle::io
