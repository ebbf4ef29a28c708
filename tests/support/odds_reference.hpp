// SPDX-License-Identifier: MIT
// The odds' table against a plain reference: every way of the dice resolved afresh, its fates
// written as text, the ways grouped by that text in a std::map and their chances added up as
// Boost rationals; the units' odds summed the same way.
#pragma once

#include <cstddef>
#include <string>

#include "skedaddle/choice/chooser.hpp"
#include "skedaddle/io/scenario.hpp"

namespace skedaddle::test {

/// What differs between enumerate_odds() with `chooser` (best or first) on `scenario` (which
/// must pass check_once()) and the plain reference (outcomes and their order, fates, fractions,
/// dice; units' odds and their order); "" when nothing does, or when the walk has more than
/// `max_ways` ways (not compared).
std::string odds_reference_differences(const io::LoadedScenario& scenario, ChooserKind chooser,
                                       std::size_t max_ways = 2000);

}  // namespace skedaddle::test
