// SPDX-License-Identifier: MIT
// A Grande Tactique scenario checked and resolved with scripted dice, for the rules tests.
#pragma once

#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "grande_tactique/tests/builder.hpp"
#include "skedaddle/grande_tactique/rules.hpp"

namespace skedaddle::test {

/// `s` resolved with dice scripted to `faces`; a test failure when `check` finds a problem in it
/// or the resolution fails.
inline grande_tactique::Outcome gt_resolved(const grande_tactique::Scenario& s,
                                            const std::vector<int>& faces = {}) {
  EXPECT_TRUE(check(s).empty());
  Dice dice = gt_dice(faces);
  Result<grande_tactique::Outcome> out = resolve(s, dice);
  EXPECT_TRUE(out.ok());
  return std::move(out).value();
}

}  // namespace skedaddle::test
