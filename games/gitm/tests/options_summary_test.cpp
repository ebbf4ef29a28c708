// SPDX-License-Identifier: MIT
// The typed options summary of GITM and ROTD requests (issue 15), worked by hand from GI-2 to
// GI-7: nobody chooses, so the dice decide among the candidate directions, or, when the unit
// fails before any draw, the rules decide. Directions are listed N-first clockwise; squares
// are "column-row", row 0 north.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "conformance/corpus.hpp"
#include "skedaddle/gitm/notation.hpp"
#include "support/options_summary.hpp"

namespace skedaddle::test {
namespace {

// ROTD: CS2CV came from the north (N, NE, NW invalid, GI-2); the neutral KY1IN on 6-8, next to
// the SW, repels like an enemy (GI-3). E, SE, S and W are left, their first squares empty.
TEST(GitmOptionsSummary, RotdDiceDrawAmongTheCandidates) {
  const OptionsSummary s =
      example_summary("gitm/examples/rotd/gi-3-adjacent-neutral-is-dropped.json");
  EXPECT_EQ(s.decided_by, DecidedBy::dice);
  EXPECT_EQ(s.topic, "the direction and distance");
  EXPECT_EQ(s.at_label, "7-7");
  EXPECT_EQ(s.request, "rotd retreat from 7-7 in G3-T5");
  ASSERT_EQ(choice_labels(s), (Rows{"E", "SE", "S", "W"}));
  const Rows firsts = {"8-7", "8-8", "7-8", "6-7"};
  for (std::size_t k = 0; k < s.choices.size(); ++k) {
    const ChoiceSummary& c = s.choices[k];
    EXPECT_EQ(c.option.kind, OptionKind::move) << c.label;
    EXPECT_EQ(io::gitm_square_label(std::get<Square>(c.option.place)), firsts[k]) << c.label;
    EXPECT_EQ(c.detail, "first square free") << c.label;
    EXPECT_EQ(c.ways, 0) << c.label;  // the dice, not ways to choose
    EXPECT_FALSE(c.best.has_value()) << c.label;
  }
  EXPECT_EQ(rejected_rows(s), (Rows{"N: within 45 degrees of where an enemy came from [GI-2]",
                                    "NE: within 45 degrees of where an enemy came from [GI-2]",
                                    "SW: a hostile unit is adjacent that way [GI-3]",
                                    "NW: within 45 degrees of where an enemy came from [GI-2]"}));
  // ALL-6: one unit, so each of the four candidates is 1/4, each distance 1/4 of the d4.
  for (const ChoiceSummary& c : s.choices) {
    ASSERT_TRUE(c.chance.has_value()) << c.label;
    EXPECT_EQ(c.chance->low.fraction, "1/4") << c.label;
  }
  // Nothing rolled before the distance changes its chances: the note does not repeat them.
  EXPECT_EQ(s.notes, (Rows{"US3IN at 7-7, fatigue 0: distance 1-4 by the die (GI-4)"}));
  expect_text_holds(s,
                    "no choice: the dice decide the direction and distance at 7-7, each with the "
                    "chance that the dice take it, from the start, the dice before this choice "
                    "included (ALL-5, ALL-6)\n"
                    "  E, SE, S, W  25.0%  first square free\n"
                    "rejected:\n"
                    "  N, NE, NW  [GI-2] within 45 degrees of where an enemy came from\n"
                    "  SW         [GI-3] a hostile unit is adjacent that way\n");
}

// GITM rout: BR2IN came from the west (SW, W, NW invalid); BR4CV on 7-3 stands in the N exit
// cone, so N may be drawn and then fails (GI-5).
TEST(GitmOptionsSummary, RoutDirectionsWithTheOneThatFails) {
  const OptionsSummary s =
      example_summary("gitm/examples/gitm/gi-5-rout-blocked-by-enemy-in-exit-cone.json");
  EXPECT_EQ(s.decided_by, DecidedBy::dice);
  EXPECT_EQ(s.topic, "the direction");
  ASSERT_EQ(choice_labels(s), (Rows{"N", "NE", "E", "SE", "S"}));
  EXPECT_EQ(s.choices[0].detail, "rout fails: an enemy unit in the exit cone");
  EXPECT_EQ(s.choices[1].detail, "rout to H7-V7");
  EXPECT_EQ(s.choices[2].detail, "rout to H7-V8");
  EXPECT_EQ(s.choices[3].detail, "rout to H7-V9");
  EXPECT_EQ(s.choices[4].detail, "rout to G7-V9");
  EXPECT_EQ(rejected_rows(s), (Rows{"SW: within 45 degrees of where an enemy came from [GI-2]",
                                    "W: within 45 degrees of where an enemy came from [GI-2]",
                                    "NW: within 45 degrees of where an enemy came from [GI-2]"}));
  EXPECT_EQ(s.notes, (Rows{"FR3IN at 7-7, fatigue 6"}));
}

// GI-6: BR1IN lost the melee at fatigue 16: exhausted, it surrenders before any roll, so no
// direction is offered though E, SE and S are valid.
TEST(GitmOptionsSummary, AnExhaustedUnitDrawsNoDirection) {
  expect_nothing_to_decide(
      example_summary("gitm/examples/gitm/gi-6-exhausted-unit-surrenders.json"), "the outcome",
      {"BR1IN at 7-7, fatigue 16: exhausted: surrenders before any roll (GI-6)"});
}

// GI-7: on the east edge, FR2IN came from the west (SW, W, NW invalid); S is next to the enemy
// FR5IN (GI-3); N is impassable and NE, E, SE off the map: every valid first square is blocked,
// so nothing is drawn and each candidate is out for its block.
TEST(GitmOptionsSummary, EveryFirstSquareBlockedTheRulesDecide) {
  const OptionsSummary s =
      example_summary("gitm/examples/gitm/gi-7-tries-to-retreat-but-is-blocked.json");
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  EXPECT_TRUE(s.choices.empty());
  EXPECT_EQ(rejected_rows(s), (Rows{"N: first square: impassable terrain [GI-4]",
                                    "NE: first square: off the tactical map [GI-4]",
                                    "E: first square: off the tactical map [GI-4]",
                                    "SE: first square: off the tactical map [GI-4]",
                                    "S: a hostile unit is adjacent that way [GI-3]",
                                    "SW: within 45 degrees of where an enemy came from [GI-2]",
                                    "W: within 45 degrees of where an enemy came from [GI-2]",
                                    "NW: within 45 degrees of where an enemy came from [GI-2]"}));
  EXPECT_EQ(s.notes, (Rows{"BR1IN at 14-7, fatigue 0: every valid first square is blocked: "
                           "surrenders (GI-7)"}));
}

// GI-8: BR1IN's fixed distance is 2 and N is its only candidate, its first square held by a
// neutral: nothing is drawn, so the rules decide, and a certain chance is not shown as one the
// dice give.
TEST(GitmOptionsSummary, OneCandidateAndAFixedDistanceTheRulesDecideWithoutAChance) {
  const OptionsSummary s = example_summary(
      "gitm/examples/gitm/gi-8-friend-sharing-with-a-neutral-draws-the-retreat-into-a-block.json");
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  ASSERT_EQ(choice_labels(s), (Rows{"N"}));
  EXPECT_FALSE(s.choices[0].chance.has_value());
  expect_text_holds(s,
                    "no choice: the rules decide the outcome at 7-7\n"
                    "  N  first square blocked: an enemy or neutral unit stands there (GI-4)\n");
}

// ROTD rout: E leads to water, SE off the strategic map, S across a closed crossing: every
// valid strategic move is impossible, so no die is drawn and the unit is shattered (GI-7).
TEST(GitmOptionsSummary, RotdRoutWithEveryMoveImpossible) {
  const OptionsSummary s =
      example_summary("gitm/examples/rotd/gi-5-rout-every-valid-move-impossible.json");
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  EXPECT_TRUE(s.choices.empty());
  const Rows rows = rejected_rows(s);
  ASSERT_EQ(rows.size(), 8u);
  EXPECT_EQ(rows[2], "E: impassable destination [GI-5]");
  EXPECT_EQ(rows[3], "SE: off the strategic map [GI-5]");
  EXPECT_EQ(rows[4], "S: a closed river or mountain crossing [GI-5]");
  EXPECT_EQ(s.notes, (Rows{"CS6CV at 7-7, fatigue 0: every valid strategic move is impossible: "
                           "is shattered (GI-7)"}));
}

// Across the corpus: the summary says the dice decide exactly when resolving the example draws
// a die (its scripted list, which must be used up, is not empty).
TEST(GitmOptionsSummary, DiceDecideExactlyWhenTheExampleDrawsADie) {
  int seen = 0;
  for (const std::string& file : corpus::scenario_files()) {
    if (file.rfind("gitm/", 0) != 0) continue;
    const std::optional<std::string> text = corpus::read_text(corpus::games_dir() / file);
    ASSERT_TRUE(text) << file;
    const nlohmann::json doc = nlohmann::json::parse(*text);
    const bool draws = doc.contains("dice") && !doc["dice"].empty();
    const OptionsSummary s = text_summary(*text);
    EXPECT_EQ(s.decided_by, draws ? DecidedBy::dice : DecidedBy::rules) << file;
    // A chance is shown where the dice give it, and only there.
    for (const ChoiceSummary& c : s.choices)
      EXPECT_EQ(c.chance.has_value(), draws) << file;
    ++seen;
  }
  EXPECT_GT(seen, 40);
}

}  // namespace
}  // namespace skedaddle::test
