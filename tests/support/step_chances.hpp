// SPDX-License-Identifier: MIT
// Each unit's steps with their exact chances (ALL-6), as the later-units tests of GITM/ROTD and
// Grande Tactique compare the engine's walk with their brute force over scripted dice.
#pragma once

#include <map>
#include <string>
#include <utility>

#include <gtest/gtest.h>

#include "odds/rational.hpp"
#include "skedaddle/io/scenario.hpp"
#include "skedaddle/odds/unit_steps.hpp"
#include "support/build_paths.hpp"

namespace skedaddle::test {

/// The exact chance of each (unit, step).
using StepChances = std::map<std::pair<std::string, std::string>, exact::Rational>;

/// The example at `path` below games/; an empty scenario, with a test failure, when it does not
/// load.
inline io::LoadedScenario example_scenario(const std::string& path) {
  Result<io::LoadedScenario> l =
      io::load_scenario_file(std::string(SKEDADDLE_GAMES_DIR) + "/" + path);
  EXPECT_TRUE(l.ok()) << path;
  return l.ok() ? std::move(l).value() : io::LoadedScenario{};
}

/// The chances of a walk that must be complete and exact (a test failure otherwise).
inline StepChances exact_step_chances(const Result<UnitStepOdds>& odds) {
  EXPECT_TRUE(odds.ok()) << (odds.ok() ? "" : odds.errors().front().message);
  StepChances out;
  if (!odds.ok()) return out;
  EXPECT_TRUE(odds.value().complete);
  for (const UnitStepChance& c : odds.value().steps) {
    EXPECT_EQ(c.chance.low, c.chance.high);
    out[{c.step.unit, c.step.step}] = exact::rational(c.chance.low);
  }
  return out;
}

/// "unit step fraction; " for each, for a failure message.
inline std::string show(const StepChances& steps) {
  std::string out;
  for (const auto& [key, p] : steps)
    out += key.first + " " + key.second + " " + exact::probability(p).fraction + "; ";
  return out;
}

}  // namespace skedaddle::test
