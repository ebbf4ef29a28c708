// SPDX-License-Identifier: MIT
// `options` at a glance (issue 15): the summary by default, the whole tree with --tree, the tree
// cut with --depth, worked from the option tree of a shipped example.
#include <gtest/gtest.h>

#include <string>

#include "skedaddle/io/scenario.hpp"
#include "skedaddle/ruleset/ruleset.hpp"
#include "support/build_paths.hpp"
#include "support/cli_fixture.hpp"

namespace {

using skedaddle::test::CliRun;

class OptionsSummaryCliTest : public skedaddle::test::CliFixture {};

// The tree (options --tree): 0401 SE may stop (no loss) or go on to 0302 where the stack dies;
// 0302 S and 0201 SW each destroy it; N, NE and NW are off the map.
const std::string kOverride = std::string(SKEDADDLE_GAMES_DIR) +
                              "/gcacw/examples/gc-01-defender-option-along-the-override.json";

TEST_F(OptionsSummaryCliTest, SummaryCountsWaysAndRangesTheEnds) {
  const CliRun run = cli("options '" + kOverride + "'");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "GC-1: the defender's retreat option may override the priorities; the leader gains no "
            "fatigue\n"
            "option of Ewell, Early from 0301, 1-4 hexes\n"
            "no path within the priorities completes the retreat with a combat unit alive: one "
            "override allowed [GC-10]\n"
            "owner decides retreat step at 0301, 3 choices\n"
            "  0401 SE  2 ways  best: no loss, 1 hex from the enemy; worst: 2 units lost, 1 "
            "manpower lost, 1 hex from the enemy; override [GC-10]\n"
            "  0302 S   1 way   2 units lost, 1 manpower lost, 1 hex from the enemy\n"
            "  0201 SW  1 way   2 units lost, 1 manpower lost, 0 hexes from the enemy; override "
            "[GC-10]\n"
            "rejected:\n"
            "  N, NE, NW  [GC-3] off the map\n");
}

TEST_F(OptionsSummaryCliTest, DepthCutsTheTreeAndMarksTheCut) {
  const CliRun whole = cli("options --tree '" + kOverride + "'");
  ASSERT_EQ(whole.status, 0) << whole.err;
  EXPECT_NE(whole.out.find("      x 0301 N: the hex the retreat began in [GC-3]\n"),
            std::string::npos)
      << whole.out;
  const CliRun zero = cli("options --depth 0 '" + kOverride + "'");
  ASSERT_EQ(zero.status, 0) << zero.err;
  EXPECT_NE(zero.out.find("  0401 SE: chart 1 row 4a (priority 4), loss 0, override, total loss "
                          "0; may stop here\n    ... (2 more levels; --depth)\n"),
            std::string::npos)
      << zero.out;
  EXPECT_EQ(zero.out.find("0302 SW"), std::string::npos) << zero.out;
  const CliRun one = cli("options --depth 1 '" + kOverride + "'");
  ASSERT_EQ(one.status, 0) << one.err;
  EXPECT_NE(one.out.find("    0302 SW: "), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("      ... (1 more level; --depth)\n"), std::string::npos) << one.out;
  EXPECT_EQ(cli("options --depth 9 '" + kOverride + "'").out, whole.out);
}

TEST_F(OptionsSummaryCliTest, DepthMustBeANonNegativeNumberAndTextOnly) {
  EXPECT_EQ(cli("options --depth -1 '" + kOverride + "'").status, 2);
  EXPECT_EQ(cli("options --depth x '" + kOverride + "'").status, 2);
  EXPECT_EQ(cli("options --json --depth 1 '" + kOverride + "'").status, 2);
}

// The typed summary, as a library user gets it: the options resolve offers at the first step,
// with their ways and the ends counted from the tree.
TEST(OptionsSummary, TypedAsTheTreeCountsIt) {
  const skedaddle::Result<skedaddle::io::LoadedScenario> loaded =
      skedaddle::io::load_scenario_file(kOverride);
  ASSERT_TRUE(loaded.ok());
  const skedaddle::Result<skedaddle::OptionsSummary> summary =
      loaded.value().ruleset->options_summary(loaded.value());
  ASSERT_TRUE(summary.ok());
  const skedaddle::OptionsSummary& s = summary.value();
  EXPECT_EQ(s.decided_by, skedaddle::DecidedBy::owner);
  ASSERT_EQ(s.choices.size(), 3u);
  EXPECT_EQ(s.choices[0].label, "0401 SE");
  EXPECT_EQ(s.choices[0].option.kind, skedaddle::OptionKind::override_move);
  EXPECT_EQ(s.choices[0].ways, 2);
  EXPECT_EQ(s.choices[0].best, (skedaddle::Score{0, 0, 1}));
  EXPECT_EQ(s.choices[0].worst, (skedaddle::Score{2, 1, 1}));
  EXPECT_EQ(s.choices[0].option.best, *s.choices[0].best);
  EXPECT_EQ(s.choices[1].option.kind, skedaddle::OptionKind::move);
  EXPECT_EQ(s.choices[1].ways, 1);
  ASSERT_EQ(s.rejected.size(), 3u);
  EXPECT_EQ(s.rejected[0].label, "N");
  EXPECT_EQ(s.rejected[0].rule, "GC-3");
}

// GC-3, GC-9, end_on_lone_enemy_leader (decided 2026-11-30): with the option false the tree says
// why the fourth hex, Hancock's, is no end (the option is not on the board for a reader to see);
// by default the retreat may stop there and nothing is ruled out.
TEST_F(OptionsSummaryCliTest, TreeSaysWhyALoneEnemyLeadersHexIsNoEndUnderTheOption) {
  const std::string dir = std::string(SKEDADDLE_GAMES_DIR) + "/gcacw/examples/";
  const CliRun barred =
      cli("options --tree '" + dir + "gc-03-lone-enemy-leader-hex-is-no-end-with-the-option.json'");
  ASSERT_EQ(barred.status, 0) << barred.err;
  EXPECT_NE(
      barred.out.find("        0601 SE: chart 1 row 2 (priority 2), loss 0, total loss 0; may "
                      "not stop here: a lone enemy leader's hex (option "
                      "end_on_lone_enemy_leader) [GC-3]\n"
                      "          0701 NE: chart 1 row 2 (priority 2), loss 0, total loss 0; "
                      "must stop here\n"),
      std::string::npos)
      << barred.out;
  const CliRun allowed =
      cli("options --tree '" + dir + "gc-03-retreat-may-end-on-a-lone-enemy-leader.json'");
  ASSERT_EQ(allowed.status, 0) << allowed.err;
  EXPECT_NE(allowed.out.find("        0601 SE: chart 1 row 2 (priority 2), loss 0, total loss 0; "
                             "must stop here\n"),
            std::string::npos)
      << allowed.out;
  EXPECT_EQ(allowed.out.find("may not stop here"), std::string::npos) << allowed.out;
}

}  // namespace
