// SPDX-License-Identifier: MIT
// A brute-force reference for the figures of every decision of a resolution played step by
// step (decision_figures): each way on from a decision walked plainly, one step at a time, and
// each end resolved again with its choices and dice scripted to read the units' fates.
#pragma once

#include <string>

#include "skedaddle/skedaddle.hpp"

namespace skedaddle::test {

/// What check_every_decision() compared.
struct FiguresChecked {
  int decisions = 0;  ///< decisions whose figures were compared with the reference
  int chances = 0;    ///< options whose chance was compared
  int firsts = 0;     ///< first decisions compared with the options summary too
};

/// Plays `scenario` (no refusal) step by step with the dice explicit, taking the last option
/// at each decision and the outcomes in turn, and at each decision compares every option's
/// figures (decision_figures) with a brute force over the ways on, and at the first decision
/// with the options summary; every difference is a test failure naming `what`. Decisions whose
/// ways are too many for the reference are left out.
FiguresChecked check_every_decision(const Scenario& scenario, const std::string& what);

}  // namespace skedaddle::test
