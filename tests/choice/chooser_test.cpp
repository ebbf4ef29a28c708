// SPDX-License-Identifier: MIT
// Tests of chooser policies: first, best, seeded random, and scripted replays with their errors.
#include "skedaddle/choice/chooser.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace skedaddle {
namespace {

Option stop(Score best = {}) {
  return Option{.kind = OptionKind::stop, .best = best};
}
Option move(Hex to, Score best = {}) {
  return Option{.kind = OptionKind::move, .place = to, .best = best};
}
Option override_move(Hex to) {
  return Option{.kind = OptionKind::override_move, .place = to};
}
Option count(int value) {
  return Option{.kind = OptionKind::count, .value = value};
}

Decision decision(std::vector<Option> options) {
  return Decision{.topic = "retreat step", .options = std::move(options)};
}

// ChooserDef and ScriptedChoice members without default initialisers must be spelled out, or
// GCC's -Wmissing-field-initializers rejects the designated initialiser.
Chooser policy(ChooserKind kind, std::uint64_t seed = 0) {
  return Chooser(ChooserDef{.kind = kind, .seed = seed, .script = {}});
}

Chooser scripted(std::vector<ScriptedChoice> script) {
  return Chooser(ChooserDef{.kind = ChooserKind::script, .seed = 0, .script = std::move(script)});
}

ScriptedChoice choose_move(Hex to, std::string pointer) {
  return ScriptedChoice{
      .kind = OptionKind::move, .place = to, .value = 0, .pointer = std::move(pointer)};
}

TEST(ChooserTest, FirstAlwaysTakesTheFirstOption) {
  Chooser chooser = policy(ChooserKind::first);
  EXPECT_EQ(chooser.kind(), ChooserKind::first);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0}), move({0, 1})})), 0u);
}

TEST(ChooserTest, BestPrefersFewerUnitsLostThenLessStrengthThenDistance) {
  Chooser chooser = policy(ChooserKind::best);
  EXPECT_EQ(chooser.choose(decision({stop({1, 0, 9}), move({1, 0}, {0, 5, 0})})), 1u);
  EXPECT_EQ(chooser.choose(decision({stop({0, 2, 9}), move({1, 0}, {0, 1, 0})})), 1u);
  EXPECT_EQ(chooser.choose(decision({stop({0, 1, 3}), move({1, 0}, {0, 1, 2})})), 0u);
}

TEST(ChooserTest, BestBreaksTiesByCanonicalOrder) {
  Chooser chooser = policy(ChooserKind::best);
  const Score tied{0, 1, 2};
  EXPECT_EQ(chooser.choose(decision({stop({0, 2, 2}), move({1, 0}, tied), move({0, 1}, tied)})),
            1u);
}

TEST(ChooserTest, RandomIsDeterminedByItsSeed) {
  const Decision d = decision({stop(), move({1, 0}), move({0, 1}), move({1, -1}), count(2)});
  Chooser a = policy(ChooserKind::random, 99);
  Chooser b = policy(ChooserKind::random, 99);
  for (int i = 0; i < 100; ++i)
    EXPECT_EQ(a.choose(d), b.choose(d));
}

TEST(ChooserTest, RandomAlwaysPicksAnOptionAndReachesEveryOne) {
  const Decision d = decision({stop(), move({1, 0}), move({0, 1})});
  Chooser chooser = policy(ChooserKind::random, 5);
  std::vector<int> seen(3);
  for (int i = 0; i < 300; ++i) {
    const std::optional<std::size_t> index = chooser.choose(d);
    ASSERT_TRUE(index.has_value());
    ASSERT_LT(*index, 3u);
    ++seen[*index];
  }
  for (int n : seen)
    EXPECT_GT(n, 0);
  EXPECT_FALSE(chooser.error().has_value());
}

TEST(ChooserTest, ScriptPicksTheMatchingOptionsInOrder) {
  Chooser chooser = scripted(
      {choose_move({0, 1}, "/choices/0"),
       ScriptedChoice{.kind = OptionKind::stop, .place = {}, .value = 0, .pointer = "/choices/1"}});
  EXPECT_EQ(chooser.unused_script(), 2u);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0}), move({0, 1})})), 2u);
  EXPECT_EQ(chooser.choose(decision({move({1, 0}), stop()})), 1u);
  EXPECT_EQ(chooser.unused_script(), 0u);
  EXPECT_FALSE(chooser.error().has_value());
}

TEST(ChooserTest, ScriptedCountMatchesTheCountWithThatValue) {
  Chooser chooser =
      scripted({ScriptedChoice{.kind = OptionKind::count, .place = {}, .value = 2, .pointer = ""}});
  EXPECT_EQ(chooser.choose(decision({count(1), count(2), count(3)})), 1u);
}

TEST(ChooserTest, ScriptedMoveMatchesAnOverrideMoveToTheSamePlace) {
  Chooser chooser = scripted({choose_move({1, 0}, "/choices/0")});
  EXPECT_EQ(chooser.choose(decision({stop(), override_move({1, 0})})), 1u);
}

TEST(ChooserTest, ScriptMismatchNamesTheChoiceAndTheOptions) {
  Chooser chooser = scripted({choose_move({2, -1}, "/choices/0")});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0}), override_move({0, 1})})), std::nullopt);
  ASSERT_TRUE(chooser.error().has_value());
  EXPECT_EQ(chooser.error()->pointer, "/choices/0");
  EXPECT_EQ(chooser.error()->message,
            "choice 'move to hex (2, -1)' is not one of the options: stop, move to hex (1, 0), "
            "override move to hex (0, 1)");
}

TEST(ChooserTest, ScriptedCountMismatchNamesTheCounts) {
  Chooser chooser = scripted({ScriptedChoice{
      .kind = OptionKind::count, .place = {}, .value = 4, .pointer = "/choices/2"}});
  EXPECT_EQ(chooser.choose(decision({count(1), count(2)})), std::nullopt);
  EXPECT_EQ(chooser.error()->pointer, "/choices/2");
  EXPECT_EQ(chooser.error()->message,
            "choice 'count 4' is not one of the options: count 1, count 2");
}

TEST(ChooserTest, ExhaustedScriptNamesTheDecisionAndItsTopic) {
  Chooser chooser = scripted({choose_move({1, 0}, "/choices/0")});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), 1u);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  ASSERT_TRUE(chooser.error().has_value());
  EXPECT_EQ(chooser.error()->pointer, "/choices");
  EXPECT_EQ(chooser.error()->message, "no recorded choice for decision 2 (retreat step)");
}

TEST(ChooserTest, EveryChoiceAfterAnErrorIsRefused) {
  Chooser chooser =
      scripted({choose_move({5, 5}, "/choices/0"), choose_move({1, 0}, "/choices/1")});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  EXPECT_EQ(chooser.error()->pointer, "/choices/0");
}

TEST(ChooserMatchesTest, StopMatchesOnlyStop) {
  const ScriptedChoice choice{.kind = OptionKind::stop, .place = {}, .value = 0, .pointer = ""};
  EXPECT_TRUE(matches(choice, stop()));
  EXPECT_FALSE(matches(choice, move({0, 0})));
  EXPECT_FALSE(matches(choice, count(0)));
}

TEST(ChooserMatchesTest, MoveMatchesMoveOrOverrideMoveToTheSamePlace) {
  const ScriptedChoice choice = choose_move({1, -1}, "");
  EXPECT_TRUE(matches(choice, move({1, -1})));
  EXPECT_TRUE(matches(choice, override_move({1, -1})));
  EXPECT_FALSE(matches(choice, move({1, 0})));
  EXPECT_FALSE(matches(choice, override_move({1, 0})));
  EXPECT_FALSE(matches(choice, stop()));
}

TEST(ChooserMatchesTest, OverrideMoveMatchesOnlyAnOverrideMoveToTheSamePlace) {
  const ScriptedChoice choice{
      .kind = OptionKind::override_move, .place = Hex{1, -1}, .value = 0, .pointer = ""};
  EXPECT_TRUE(matches(choice, override_move({1, -1})));
  EXPECT_FALSE(matches(choice, move({1, -1})));
  EXPECT_FALSE(matches(choice, override_move({0, -1})));
}

TEST(ChooserMatchesTest, CountMatchesOnlyTheSameValue) {
  const ScriptedChoice choice{.kind = OptionKind::count, .place = {}, .value = 3, .pointer = ""};
  EXPECT_TRUE(matches(choice, count(3)));
  EXPECT_FALSE(matches(choice, count(2)));
  EXPECT_FALSE(matches(choice, stop()));
}

#if !defined(NDEBUG) || defined(SKEDADDLE_ENABLE_ASSERT)
TEST(ChooserDeathTest, DecisionWithOneOptionIsAContractViolation) {
  Chooser chooser = policy(ChooserKind::first);
  EXPECT_DEATH(chooser.choose(decision({stop()})), "two options");
}
#endif

}  // namespace
}  // namespace skedaddle
