// SPDX-License-Identifier: MIT
// What `options` says about the GCACW rulings settled on 2026-11-28 (GC-1, GC-10), on examples
// written from the rulings alone and worked by hand (their outcomes are pinned by the corpus).
#include <gtest/gtest.h>

#include <string>

#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;

class SettledGcacwCliTest : public skedaddle::test::CliFixture {};

std::string settled_gcacw_example(const std::string& name) {
  return std::string(SKEDADDLE_GAMES_DIR) + "/gcacw/examples/" + name + ".json";
}

// GC-10, ALL-1: Garnett (1) in 0301; priority forces 0201 (row 4, loss 1), the override takes
// Gibbon's hex 0401 (loss 3): both kill him. The override is in force, and options says in one
// line that no path saves a unit.
TEST_F(SettledGcacwCliTest, Gc10OverrideInForceThoughItSavesNobodySaysSoPlainly) {
  const CliRun run = cli(
      "options '" + settled_gcacw_example("gc-10-override-in-force-though-it-saves-nobody") + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("one override allowed, but no path saves a unit: every path that "
                         "completes the retreat destroys the stack [GC-10]\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("  0401 SE  1 way  1 unit lost, 1 manpower lost, 0 hexes from the "
                         "enemy; override [GC-10]\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("  0201 SW  1 way  1 unit lost, 1 manpower lost, 1 hex from the enemy\n"),
            std::string::npos)
      << run.out;

  const CliRun json =
      cli("options --json '" +
          settled_gcacw_example("gc-10-override-in-force-though-it-saves-nobody") + "'");
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("\"override_in_force\": true"), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"saves\": false"), std::string::npos) << json.out;
}

// GC-10, GC-11: the only priority path (0101) is a dead end that completes nothing; the override
// into Gibbon's hex kills Garnett there and completes: offered, in force, saving nobody.
TEST_F(SettledGcacwCliTest, Gc10FatalOverrideBesideADeadEndIsOffered) {
  const CliRun run = cli(
      "options '" +
      settled_gcacw_example("gc-10-fatal-override-completes-where-priority-leads-to-a-dead-end") +
      "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("one override allowed, but no path saves a unit"), std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("  0301 NE  1 way  1 unit lost, 1 manpower lost, 0 hexes from the "
                         "enemy; override [GC-10]\n"),
            std::string::npos)
      << run.out;
  EXPECT_NE(run.out.find("  0101 NW                      [GC-9] no way on from there ends in a "
                         "hex where the retreat may end\n"),
            std::string::npos)
      << run.out;
}

// GC-1: every completing path of the option (0201 in Meade's ZOC, or the override into Gibbon's
// hex) kills Garnett: options says the option is not taken, and resolve moves nobody.
TEST_F(SettledGcacwCliTest, Gc1OptionWhoseEveryPathDestroysTheStackIsNotTaken) {
  const std::string file =
      settled_gcacw_example("gc-01-option-declined-when-the-only-way-out-dies-in-a-zoc");
  const CliRun options = cli("options '" + file + "'");
  ASSERT_EQ(options.status, 0) << options.err;
  EXPECT_NE(options.out.find("every path that completes the retreat option destroys the stack, "
                             "even with an override: it is not taken [GC-1]\n"),
            std::string::npos)
      << options.out;

  const CliRun resolve = cli("resolve '" + file + "'");
  ASSERT_EQ(resolve.status, 0) << resolve.err;
  EXPECT_NE(resolve.out.find("Garnett: confederate infantry, in 0301, manpower 1, fatigue 0\n"),
            std::string::npos)
      << resolve.out;
  EXPECT_NE(resolve.out.find("Lee: confederate leader, in 0301, fatigue 0\n"), std::string::npos)
      << resolve.out;
  EXPECT_EQ(resolve.out.find("surrender"), std::string::npos) << resolve.out;
}

}  // namespace
