// SPDX-License-Identifier: MIT
// Private to the Grande Tactique engine: the state of divisions and corps (GT-13), counted the
// same way by check() (a rally refused) and by the resolver (collapse and halving, with events).
#pragma once

#include <vector>

#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::grande_tactique::detail {

/// True when all but one of the division's units (generals aside), and at least one, are
/// routed, destroyed or fled (GT-13); not counting a collapse flagged in an earlier turn.
bool division_broken(const std::vector<Unit>& units, int division);

/// True when the corps has lost half its original units or more: destroyed, fled or withdrawn,
/// with those missing from `units` counted as lost before the scenario (GT-13).
bool corps_halved(const std::vector<Unit>& units, const Corps& corps, int index);

}  // namespace skedaddle::grande_tactique::detail
