// SPDX-License-Identifier: MIT
// The typed options summary of Jacobite requests (issue 15), worked by hand from JR-1 to JR-5:
// the flags the owner may ignore, the first retreat step with its blocked rear hexes, and a
// retreat nobody decides. Hexes: rows from 1 at the top, even rows half a hex right; the
// government retreats down, so the rear hexes of an odd-row hex are its own column (SE) and
// the one to the left (SW), of an even-row hex its own column (SW) and the one to the right (SE).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/options_summary.hpp"

namespace skedaddle::test {
namespace {

// JR-3: Sempill's Grenadiers (G5) take 1 flag; the grenadier source lets them ignore it. The
// owner first picks how many flags to ignore, most first (as resolve offers them).
TEST(JacobiteOptionsSummary, OwnerPicksHowManyFlagsToIgnore) {
  const OptionsSummary s = example_summary("jacobite/examples/jr-03-owner-may-accept-a-flag.json");
  EXPECT_EQ(s.title, "JR-3: ignoring is optional: a grenadier accepts the flag it could ignore");
  EXPECT_EQ(s.decided_by, DecidedBy::owner);
  EXPECT_EQ(s.topic, "flags to ignore");
  EXPECT_EQ(s.at_label, "G5");
  ASSERT_EQ(choice_labels(s), (Rows{"ignore 1 flag", "ignore 0 flags"}));
  // Ignoring the flag: no retreat, the unit stays next to Keppoch (G4), 1 hex away.
  const ChoiceSummary& stay = s.choices[0];
  EXPECT_EQ(stay.option.kind, OptionKind::count);
  EXPECT_EQ(stay.option.value, 1);
  EXPECT_EQ(stay.detail, "no retreat");
  EXPECT_EQ(stay.ways, 1);
  EXPECT_EQ(stay.best, (Score{0, 0, 1}));
  EXPECT_EQ(stay.worst, (Score{0, 0, 1}));
  // Accepting it: 1 hex to F6 or G6, each 2 hexes from G4 and free.
  const ChoiceSummary& go = s.choices[1];
  EXPECT_EQ(go.option.value, 0);
  EXPECT_EQ(go.detail, "retreat 1 hex");
  EXPECT_EQ(go.ways, 2);
  EXPECT_EQ(go.best, (Score{0, 0, 2}));
  EXPECT_EQ(go.worst, (Score{0, 0, 2}));
  // Resolve ranks the counts by the flags ignored (each spares a retreat), not by the distance.
  EXPECT_EQ(stay.option.best.distance, 1);
  EXPECT_EQ(go.option.best.distance, 0);
  EXPECT_TRUE(s.rejected.empty());
  EXPECT_EQ(s.notes, (Rows{"may ignore 1 of 1 flag: grenadier infantry [JR-3]"}));
  // The chance it stays on the battlefield: ignoring, no rally check is made; accepting, it
  // rallies on 4 blocks + 1 at four blocks + 1 grenadier = 6 dice (JR-6), one flag face each:
  // 1 - (5/6)^6 = 31031/46656 (66.5%).
  EXPECT_EQ(s.chance_units, (Rows{"Sempill's Grenadiers"}));
  ASSERT_TRUE(stay.chance.has_value());
  EXPECT_EQ(stay.chance->low.fraction, "1");
  ASSERT_TRUE(go.chance.has_value());
  EXPECT_EQ(go.chance->low.fraction, "31031/46656");
  EXPECT_EQ(go.chance->high, go.chance->low);  // exact: every way was run
  expect_text_holds(
      s,
      "owner decides flags to ignore at G5, 2 choices, each with the chance that "
      "Sempill's Grenadiers stays on the battlefield\n"
      "  ignore 1 flag   1 way   100.0%  no loss on the retreat, 1 hex from the enemy; "
      "no retreat\n"
      "  ignore 0 flags  2 ways   66.5%  every way: no loss on the retreat, 2 hexes "
      "from the enemy; retreat 1 hex\n");
}

TEST(JacobiteOptionsSummary, EachNumberOfFlagsIgnoredShowsItsRallyChance) {
  // Lochiel (highland, 4 blocks) takes 1 hit and 1 flag, and may ignore the flag (JR-3).
  // Ignoring it: no retreat, no rally check, certain to stay. Accepting it: 1 hex, then a rally
  // check on 3 blocks = 3 dice (no four-block die after the hit, JR-6): 1 - (5/6)^3 = 91/216.
  const OptionsSummary s =
      example_summary("jacobite/examples/jr-03-highlander-hit-and-flagged-at-full-strength.json");
  ASSERT_EQ(choice_labels(s), (Rows{"ignore 1 flag", "ignore 0 flags"}));
  EXPECT_EQ(s.chance_words, "Lochiel stays on the battlefield");
  ASSERT_TRUE(s.choices[0].chance && s.choices[1].chance);
  EXPECT_EQ(s.choices[0].chance->low.fraction, "1");
  EXPECT_EQ(s.choices[1].chance->low.fraction, "91/216");
  EXPECT_EQ(s.choices[1].chance->high.fraction, "91/216");
}

// Gardiner's cavalry (G5, 2 hexes per flag, JR-2) takes 1 flag from Keppoch (G4). Its rear:
// F6 SW holds Sempill, a friendly unit (JR-4); G6 SE is free and leads on to G7 (3 hexes from
// Keppoch, 3 from Ogilvy in J7) or H7 (3 from Keppoch, 2 from Ogilvy). One adjacent friend is
// no support (JR-3): nothing to ignore.
constexpr std::string_view kCavalry = R"({
  "format": "skedaddle-scenario/1",
  "ruleset": "jacobite",
  "name": "cavalry retreat past a friend",
  "board": {"columns": 13, "rows": 11, "baselines": {"government": "bottom", "jacobite": "top"}},
  "units": [
    {"id": "Gardiner", "side": "government", "type": "cavalry", "hex": "G5"},
    {"id": "Sempill", "side": "government", "type": "regular", "hex": "F6"},
    {"id": "Keppoch", "side": "jacobite", "type": "highland", "hex": "G4"},
    {"id": "Ogilvy", "side": "jacobite", "type": "lowland", "hex": "J7"}
  ],
  "request": {"kind": "combat", "unit": "Gardiner", "combat": "melee", "attacker": "infantry",
              "hits": 0, "flags": 1}
})";

TEST(JacobiteOptionsSummary, FirstStepWithAFriendBlockingTheOtherRearHex) {
  const OptionsSummary s = text_summary(kCavalry);
  EXPECT_EQ(s.decided_by, DecidedBy::owner);
  EXPECT_EQ(s.topic, "retreat step");
  EXPECT_EQ(s.at_label, "G5");
  ASSERT_EQ(choice_labels(s), (Rows{"G6 SE"}));
  const ChoiceSummary& c = s.choices[0];
  EXPECT_EQ(c.option.kind, OptionKind::move);
  EXPECT_EQ(c.ways, 2);
  EXPECT_EQ(c.best, (Score{0, 0, 3}));   // G7
  EXPECT_EQ(c.worst, (Score{0, 0, 2}));  // H7, next but one to Ogilvy
  EXPECT_EQ(c.option.best, (Score{0, 0, 3}));
  EXPECT_EQ(c.detail, "");
  EXPECT_EQ(rejected_rows(s), (Rows{"F6 SW: a friendly unit [JR-4]"}));
  EXPECT_EQ(s.notes,
            (Rows{"may ignore 0 of 1 flag: no source [JR-3]", "retreat 2 hexes [JR-4, JR-5]"}));
}

// JR-5: Battereau on its own baseline (G11): both rear hexes, F12 and G12, lie off the board (a
// row 12 has a name, not a hex), so nobody decides: it loses a block where it stands. The text
// groups the two by their reason.
TEST(JacobiteOptionsSummary, OnTheBaselineTheRulesDecide) {
  const OptionsSummary s = example_summary(
      "jacobite/examples/jr-05-on-baseline-loses-a-block-and-rallies-in-place.json");
  EXPECT_EQ(s.decided_by, DecidedBy::rules);
  EXPECT_EQ(s.topic, "retreat step");
  EXPECT_EQ(s.at_label, "G11");
  EXPECT_TRUE(s.choices.empty());
  EXPECT_EQ(rejected_rows(s),
            (Rows{"F12 SW: off the board [JR-5]", "G12 SE: off the board [JR-5]"}));
  EXPECT_EQ(s.notes, (Rows{"may ignore 0 of 1 flag: no source [JR-3]",
                           "retreat 1 hex, 0 completed, 1 block lost [JR-4, JR-5]"}));
  expect_text_holds(s,
                    "no choice: the rules decide retreat step at G11\n"
                    "rejected:\n"
                    "  F12 SW, G12 SE  [JR-5] off the board\n");
}

// JR-9: Cope, a lone leader in G10 who survived the melee, must go 1-3 hexes down: G11 SW or
// H11 SE, both free and on his baseline, where he may stop (2 hexes from Lochiel in G9) or leave
// the board (counted as lost, out of reach: JR-13). Nothing beyond: row 12 is off the board.
TEST(JacobiteOptionsSummary, LoneLeaderMayStopOrLeaveOnHisBaseline) {
  const OptionsSummary s =
      example_summary("jacobite/examples/jr-09-leader-leaves-over-his-baseline.json");
  EXPECT_EQ(s.decided_by, DecidedBy::owner);
  EXPECT_EQ(s.topic, "leader retreat step");
  EXPECT_EQ(s.at_label, "G10");
  EXPECT_EQ(s.strength_unit, "escape dice faced");
  ASSERT_EQ(choice_labels(s), (Rows{"G11 SW", "H11 SE"}));
  for (const ChoiceSummary& c : s.choices) {
    EXPECT_EQ(c.option.kind, OptionKind::move) << c.label;
    EXPECT_EQ(c.ways, 2) << c.label;
    EXPECT_EQ(c.best, (Score{0, 0, 2})) << c.label;
    EXPECT_EQ(c.worst, (Score{1, 0, 99})) << c.label;  // left: lost, no enemy (kNoEnemy)
  }
  EXPECT_TRUE(s.rejected.empty());
  EXPECT_EQ(s.notes, (Rows{"leader retreat of Cope from G10, 1-3 hexes [JR-9]"}));
  // The attack's dice are rolled before the step: the chance counts them (ALL-5).
  ASSERT_TRUE(s.choices[0].chance.has_value());
  EXPECT_TRUE(s.choices[0].chance->from_start);
  expect_text_holds(s,
                    "owner decides leader retreat step at G10, 2 choices, each with the chance "
                    "that Cope stays on the battlefield (from the start, the dice before this "
                    "choice included)\n"
                    "  G11 SW, H11 SE  2 ways each  57.9%  best: no loss on the retreat, 2 hexes "
                    "from the enemy; worst: 1 unit lost on the retreat, out of the enemy's "
                    "reach\n");
}

TEST(JacobiteOptionsSummary, AStepWithOneOpenHexIsNobodysChoice) {
  // Barrell retreats 1 hex from G5 (JR-4): of the two hexes toward its baseline, G6 holds an
  // enemy, so F6 is the only one. A decision of one option never reaches a chooser (the stepper
  // shows none), so the summary says the rules decide, not that the owner has "1 choice".
  const OptionsSummary s =
      example_summary("jacobite/examples/jr-01-retreat-toward-own-baseline-only.json");
  ASSERT_EQ(choice_labels(s), (Rows{"F6 SW"}));
  EXPECT_EQ(s.decided_by, DecidedBy::owner);  // whose step it is, were there a choice
  expect_text_holds(s,
                    "no choice: the rules decide retreat step at G5\n"
                    "  F6 SW  1 way  no loss on the retreat, 1 hex from the enemy\n");
}

}  // namespace
}  // namespace skedaddle::test
