// SPDX-License-Identifier: MIT
// Tests of chooser policies: first, best, seeded random, and scripted replays with their errors.
#include "skedaddle/choice/chooser.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "skedaddle/dice/dice.hpp"

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

// The odds restart one chooser per way (Chooser::restart keeps its engine, made at the first
// pick, and seeds it again at the next): each run must pick as a new chooser of the same seed,
// whether the run before drew many times, once or never.
TEST(ChooserTest, RestartedRandomPicksAsANewChooser) {
  const Decision d = decision({stop(), move({1, 0}), move({0, 1}), move({1, -1}), count(2)});
  Chooser kept = policy(ChooserKind::random, 7);
  for (const int picks : {40, 1, 0, 0, 25, 3}) {
    kept.restart();
    Chooser fresh = policy(ChooserKind::random, 7);
    for (int i = 0; i < picks; ++i)
      ASSERT_EQ(kept.choose(d), fresh.choose(d)) << "pick " << i << " of a run of " << picks;
  }
  // Another seed's picks differ, so the comparison above can tell a stale engine.
  Chooser other = policy(ChooserKind::random, 8);
  Chooser fresh = policy(ChooserKind::random, 7);
  int differ = 0;
  for (int i = 0; i < 40; ++i)
    differ += other.choose(d) != fresh.choose(d) ? 1 : 0;
  EXPECT_GT(differ, 0);
}
// ALL-2: one seed seeds the dice and the random chooser of a resolution. A pick must not follow
// the dice: the odds take each pick as a chance of its own, independent of every die, and a
// tally of seeded resolutions must be a sample of them. Over 6,000 seeds, the first die of a d6
// and the first pick among three, counted together in a 6x3 table: Pearson's statistic for
// independence (10 degrees of freedom) is below 35.6 but once in 10,000 tables. When the
// chooser drew from the dice's own stream, the pick was the face less one, modulo 3 (12,000).
TEST(ChooserTest, RandomPicksAreIndependentOfTheDiceOfTheSameSeed) {
  const Decision d = decision({stop(), move({1, 0}), move({0, 1})});
  constexpr int kSeeds = 6000;
  std::array<std::array<int, 3>, 6> table{};
  for (std::uint64_t seed = 0; seed < kSeeds; ++seed) {
    Dice dice = Dice::seeded(seed);
    const int face = dice.roll(6);
    Chooser chooser = policy(ChooserKind::random, seed);
    ++table[static_cast<std::size_t>(face - 1)][chooser.choose(d).value()];
  }
  std::array<int, 6> faces{};
  std::array<int, 3> picks{};
  for (std::size_t f = 0; f < 6; ++f) {
    for (std::size_t p = 0; p < 3; ++p) {
      faces[f] += table[f][p];
      picks[p] += table[f][p];
    }
  }
  double statistic = 0.0;
  for (std::size_t f = 0; f < 6; ++f) {
    for (std::size_t p = 0; p < 3; ++p) {
      const double expected = static_cast<double>(faces[f]) * picks[p] / kSeeds;
      statistic += (table[f][p] - expected) * (table[f][p] - expected) / expected;
    }
  }
  EXPECT_LT(statistic, 35.6);
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
            "choice 'move to hex (2, -1)' is not one of the options at decision 1 (retreat step); "
            "the options are stop, move to hex (1, 0), override move to hex (0, 1)");
}

TEST(ChooserTest, ScriptedCountMismatchNamesTheCounts) {
  Chooser chooser = scripted({ScriptedChoice{
      .kind = OptionKind::count, .place = {}, .value = 4, .pointer = "/choices/2"}});
  EXPECT_EQ(chooser.choose(decision({count(1), count(2)})), std::nullopt);
  EXPECT_EQ(chooser.error()->pointer, "/choices/2");
  EXPECT_EQ(chooser.error()->message,
            "choice 'count 4' is not one of the options at decision 1 (retreat step); the options "
            "are count 1, count 2");
}

TEST(ChooserTest, ExhaustedScriptNamesTheDecisionAndItsTopic) {
  Chooser chooser = scripted({choose_move({1, 0}, "/choices/0")});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), 1u);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  ASSERT_TRUE(chooser.error().has_value());
  EXPECT_EQ(chooser.error()->pointer, "/choices");
  EXPECT_EQ(chooser.error()->message,
            "no recorded choice for decision 2 (retreat step); the options are stop, move to "
            "hex (1, 0)");
}

TEST(ChooserTest, EveryChoiceAfterAnErrorIsRefused) {
  Chooser chooser =
      scripted({choose_move({5, 5}, "/choices/0"), choose_move({1, 0}, "/choices/1")});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  EXPECT_EQ(chooser.error()->pointer, "/choices/0");
}

TEST(ChooserFallbackTest, ScriptThenBestPlaysTheScriptThenTheBest) {
  Chooser chooser(ChooserDef{.kind = ChooserKind::script,
                             .seed = 0,
                             .script = {choose_move({1, 0}, "/choices/0")},
                             .callback = {},
                             .fallback = ChooserKind::best});
  const Decision d = decision({stop({0, 1, 0}), move({1, 0}, {0, 2, 0}), move({0, 1})});
  EXPECT_EQ(chooser.choose(d), 1u);  // the script, though not the best
  EXPECT_EQ(chooser.last_kind(), ChooserKind::script);
  EXPECT_EQ(chooser.choose(d), 2u);  // then the best: no loss
  EXPECT_EQ(chooser.last_kind(), ChooserKind::best);
  EXPECT_FALSE(chooser.error().has_value());
}

TEST(ChooserFallbackTest, AMismatchedScriptIsStillAnError) {
  Chooser chooser(ChooserDef{.kind = ChooserKind::script,
                             .seed = 0,
                             .script = {choose_move({5, 5}, "/choices/0")},
                             .callback = {},
                             .fallback = ChooserKind::first});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  ASSERT_TRUE(chooser.error().has_value());
  EXPECT_EQ(chooser.error()->pointer, "/choices/0");
}

TEST(ChooserCallbackTest, TheCallbackSeesEachDecisionAndPicks) {
  std::vector<std::size_t> sizes;
  Chooser chooser(ChooserDef{.kind = ChooserKind::callback,
                             .seed = 0,
                             .script = {},
                             .callback = [&](const Decision& d) -> std::optional<std::size_t> {
                               sizes.push_back(d.options.size());
                               return d.options.size() - 1;
                             },
                             .fallback = {}});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), 1u);
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0}), move({0, 1})})), 2u);
  EXPECT_EQ(sizes, (std::vector<std::size_t>{2, 3}));
  EXPECT_EQ(chooser.last_kind(), ChooserKind::callback);
}

TEST(ChooserCallbackTest, NoAnswerWithoutFallbackIsAnErrorListingTheOptions) {
  Chooser chooser(
      ChooserDef{.kind = ChooserKind::callback,
                 .seed = 0,
                 .script = {},
                 .callback = [](const Decision&) { return std::optional<std::size_t>(); },
                 .fallback = {}});
  EXPECT_EQ(chooser.choose(decision({stop(), count(2)})), std::nullopt);
  ASSERT_TRUE(chooser.error().has_value());
  EXPECT_EQ(chooser.error()->message,
            "the program made no choice at decision 1 (retreat step): the options are stop, "
            "count 2");
}

TEST(ChooserCallbackTest, ACallbackChooserWithoutItsCallbackSaysSo) {
  // A program that asks for its own choices and forgets to give the callback is told so, not
  // that it "made no choice"; with a fallback, the fallback chooses as for a callback that
  // returns nothing.
  Chooser alone(ChooserDef{.kind = ChooserKind::callback, .seed = 0, .script = {}});
  EXPECT_EQ(alone.choose(decision({stop(), count(2)})), std::nullopt);
  ASSERT_TRUE(alone.error().has_value());
  EXPECT_EQ(alone.error()->message,
            "the program made no choice at decision 1 (retreat step): there is no callback to ask "
            "(ChooserDef::callback, ResolveSettings::callback, is empty); the options are stop, "
            "count 2");
  Chooser with_fallback(ChooserDef{
      .kind = ChooserKind::callback, .seed = 0, .script = {}, .fallback = ChooserKind::best});
  EXPECT_EQ(with_fallback.choose(decision({stop({1, 0, 0}), move({1, 0})})), 1u);
  EXPECT_FALSE(with_fallback.error().has_value());
}

TEST(ChooserCallbackTest, NoAnswerFallsBackWhenOneIsGiven) {
  Chooser chooser(
      ChooserDef{.kind = ChooserKind::callback,
                 .seed = 0,
                 .script = {},
                 .callback = [](const Decision&) { return std::optional<std::size_t>(); },
                 .fallback = ChooserKind::best});
  EXPECT_EQ(chooser.choose(decision({stop({1, 0, 0}), move({1, 0})})), 1u);
  EXPECT_EQ(chooser.last_kind(), ChooserKind::best);
}

TEST(ChooserCallbackTest, AnAnswerOutOfRangeIsAnError) {
  Chooser chooser(
      ChooserDef{.kind = ChooserKind::callback,
                 .seed = 0,
                 .script = {},
                 .callback = [](const Decision&) { return std::optional<std::size_t>(7); },
                 .fallback = ChooserKind::first});
  EXPECT_EQ(chooser.choose(decision({stop(), move({1, 0})})), std::nullopt);
  ASSERT_TRUE(chooser.error().has_value());
  EXPECT_EQ(chooser.error()->message,
            "the program chose option 7 at decision 1 (retreat step), which has only 2 options");
}

// Decision::rejected is filled only for a program that may see the decisions: a callback, as
// the policy or as the fallback; the other policies never read it, so the rulesets skip it.
TEST(ChooserCallbackTest, OnlyACallbackIsShownTheRejections) {
  for (const ChooserKind kind :
       {ChooserKind::script, ChooserKind::first, ChooserKind::random, ChooserKind::best}) {
    EXPECT_FALSE(policy(kind).shows_rejections()) << chooser_name(kind);
    EXPECT_TRUE(
        Chooser(ChooserDef{.kind = kind, .fallback = ChooserKind::callback}).shows_rejections())
        << chooser_name(kind);
    EXPECT_FALSE(
        Chooser(ChooserDef{.kind = kind, .fallback = ChooserKind::best}).shows_rejections())
        << chooser_name(kind);
  }
  EXPECT_TRUE(policy(ChooserKind::callback).shows_rejections());
}

TEST(ChoseEventTest, TheBestChooserNamesTheRunnerUp) {
  Chooser chooser = policy(ChooserKind::best);
  const Decision d = decision({stop({0, 3, 0}), move({1, 0}, {0, 1, 2}), move({0, 1}, {0, 2, 5})});
  const std::optional<std::size_t> pick = chooser.choose(d);
  ASSERT_EQ(pick, 1u);
  const Chose event = chose_event(d, *pick, chooser, "GC-7");
  EXPECT_EQ(event.chosen.place, (Place{Hex{1, 0}}));
  EXPECT_EQ(event.among, 3);
  ASSERT_TRUE(event.runner_up.has_value());
  EXPECT_EQ(event.runner_up->place, (Place{Hex{0, 1}}));  // 2 strength lost beats 3
  EXPECT_EQ(event.runner_up->best, (Score{0, 2, 5}));
}

TEST(ChoseEventTest, OtherChoosersGiveNoRunnerUp) {
  Chooser chooser = policy(ChooserKind::first);
  const Decision d = decision({stop({0, 3, 0}), move({1, 0}, {0, 1, 2})});
  const Chose event = chose_event(d, *chooser.choose(d), chooser, "GC-7");
  EXPECT_FALSE(event.runner_up.has_value());
}

TEST(ChoseEventTest, RunnerUpTiesGoToTheFirstInOrder) {
  const Score tied{0, 1, 1};
  const Decision d = decision({stop(tied), move({1, 0}, tied), move({0, 1}, tied)});
  EXPECT_EQ(runner_up(d, 0)->place, (Place{Hex{1, 0}}));
  EXPECT_EQ(runner_up(d, 1)->kind, OptionKind::stop);
}

TEST(ChooserNameTest, EveryPolicyHasItsCommandLineName) {
  EXPECT_EQ(chooser_name(ChooserKind::script), "script");
  EXPECT_EQ(chooser_name(ChooserKind::first), "first");
  EXPECT_EQ(chooser_name(ChooserKind::random), "random");
  EXPECT_EQ(chooser_name(ChooserKind::best), "best");
  EXPECT_EQ(chooser_name(ChooserKind::callback), "callback");
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
