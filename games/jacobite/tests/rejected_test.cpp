// SPDX-License-Identifier: MIT
// What a program's callback is shown at each Jacobite Rising decision besides the options: the
// choices ruled out, with reason and ruling, as `options` lists them (Decision::rejected). Worked
// by hand on 13 x 11 boards, the first side's baseline at the bottom (row 10): from (q, r) it
// retreats SW to (q-1, r+1) and SE to (q, r+1), west first.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "jacobite/rules/decisions.hpp"
#include "jacobite/tests/builder.hpp"

namespace skedaddle::jacobite {
namespace {

using test::jr_board;
using test::jr_errors;
using test::jr_hex;
using test::jr_leader;
using test::jr_unit;

using test::kCentre;  // col 6, row 5
using test::kGov;
using test::kJac;
using test::kSE;
using test::kSW;

/// One ruled-out choice as a line: "stop (4,5): why [JR-9]", "count 2 (4,5): ...".
std::string line(const Rejected& r) {
  std::string kind;
  switch (r.kind) {
    case OptionKind::stop:
      kind = "stop";
      break;
    case OptionKind::count:
      kind = "count " + std::to_string(r.value);
      break;
    default:
      kind = "move";
      break;
  }
  const Hex h = std::get<Hex>(r.place);
  return kind + " (" + std::to_string(h.q) + "," + std::to_string(h.r) +
         "): " + std::string(r.reason) + " [" + std::string(r.rule) + "]";
}

std::vector<std::string> lines(const Decision& d) {
  std::vector<std::string> out;
  for (const Rejected& r : d.rejected)
    out.push_back(line(r));
  return out;
}

std::vector<Hex> option_places(const Decision& d) {
  std::vector<Hex> out;
  for (const Option& o : d.options)
    out.push_back(std::get<Hex>(o.place));
  return out;
}

/// A callback that records every decision and answers from `answers` in turn (0 once they
/// run out).
struct Recorder {
  std::vector<std::size_t> answers;
  std::vector<Decision> seen;

  Chooser chooser() {
    return Chooser(ChooserDef{.kind = ChooserKind::callback,
                              .callback = [this](const Decision& d) -> std::optional<std::size_t> {
                                seen.push_back(d);
                                const std::size_t i = seen.size() - 1;
                                return i < answers.size() ? answers[i] : 0;
                              }});
  }
};

Request leader_attack(UnitId leader) {
  Request r;
  r.kind = RequestKind::leader_attacked;
  r.target = leader;
  r.combat = CombatKind::melee;
  r.attack_dice = 1;
  return r;
}

Request flags(UnitId target, int n) {
  Request r;
  r.kind = RequestKind::combat;
  r.target = target;
  r.combat = CombatKind::melee;
  r.attacker = Arm::infantry;
  r.mode = AttackMode::ordered;
  r.flags = n;
  return r;
}

Result<Outcome> run(const Scenario& s, Dice dice, Recorder& recorder) {
  EXPECT_TRUE(check(s).empty());
  Chooser chooser = recorder.chooser();
  return resolve(s, dice, chooser);
}

// JR-9: Hawley (4,5) survives the attack (die 1: no saber). At (4,5) he must retreat a hex: stop
// ruled out. He takes SE (4,6), where Cumberland, a lone friendly leader, stands: he may pass,
// not stop. At (3,7), two hexes made, he may stop; SW (2,8) holds the Camerons and SE (3,8) is
// free, so (2,8) is no escape: blocked as an enemy unit (JR-4, as `options` marks it).
TEST(JacobiteRejected, LeaderRetreatShowsWhereHeMayNotStopAndTheHexesBlocked) {
  Scenario s = jr_board();
  const UnitId hawley = jr_leader(s, "Hawley", kGov, kCentre);
  jr_leader(s, "Cumberland", kGov, kSE);
  jr_unit(s, "Camerons", kJac, UnitType::highland, Hex{2, 8});
  s.request = leader_attack(hawley);
  Recorder rec{.answers = {1, 0, 0}, .seen = {}};
  const Result<Outcome> r = run(s, test::jr_dice({1}), rec);
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  ASSERT_EQ(rec.seen.size(), 3U);

  EXPECT_EQ(rec.seen[0].topic, "leader retreat step");
  EXPECT_EQ(option_places(rec.seen[0]), (std::vector<Hex>{kSW, kSE}));
  EXPECT_EQ(
      lines(rec.seen[0]),
      (std::vector<std::string>{"stop (4,5): a lone leader must retreat at least one hex [JR-9]"}));

  EXPECT_EQ(option_places(rec.seen[1]), (std::vector<Hex>{Hex{3, 7}, Hex{4, 7}}));
  EXPECT_EQ(lines(rec.seen[1]),
            (std::vector<std::string>{
                "stop (4,6): a lone leader may not end his retreat on another leader [JR-9]"}));

  EXPECT_EQ(rec.seen[2].options.size(), 2U);
  EXPECT_EQ(rec.seen[2].options[0].kind, OptionKind::stop);
  EXPECT_EQ(std::get<Hex>(rec.seen[2].options[1].place), (Hex{3, 8}));
  EXPECT_EQ(lines(rec.seen[2]), (std::vector<std::string>{"move (2,8): an enemy unit [JR-4]"}));
  EXPECT_EQ(r.value().units[index_of(hawley)].hex, (Hex{3, 7}));
}

// JR-9: both rear hexes of (4,5) are enemy-held: he must escape through one. Through the
// Camerons (3,6) (one die, no saber) he may not stop in their hex; at (3,7) he may stop, and
// nothing is ruled out (both rear hexes free).
TEST(JacobiteRejected, LeaderMayNotStopInTheHexHeEscapesThrough) {
  Scenario s = jr_board();
  const UnitId hawley = jr_leader(s, "Hawley", kGov, kCentre);
  const UnitId camerons = jr_unit(s, "Camerons", kJac, UnitType::highland, kSW);
  const UnitId appin = jr_unit(s, "Appin", kJac, UnitType::highland, kSE);
  s.units[index_of(camerons)].melee_dice = 1;
  s.units[index_of(appin)].melee_dice = 1;
  s.request = leader_attack(hawley);
  Recorder rec{.answers = {0, 1, 0}, .seen = {}};
  const Result<Outcome> r = run(s, test::jr_dice({1, /*escape*/ 1}), rec);
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  ASSERT_EQ(rec.seen.size(), 3U);
  EXPECT_EQ(option_places(rec.seen[0]), (std::vector<Hex>{kSW, kSE}));
  EXPECT_EQ(
      lines(rec.seen[0]),
      (std::vector<std::string>{"stop (4,5): a lone leader must retreat at least one hex [JR-9]"}));
  EXPECT_EQ(option_places(rec.seen[1]), (std::vector<Hex>{Hex{2, 7}, Hex{3, 7}}));
  EXPECT_EQ(lines(rec.seen[1]),
            (std::vector<std::string>{
                "stop (3,6): a lone leader may not end his retreat on an enemy [JR-9]"}));
  EXPECT_EQ(rec.seen[2].options.size(), 3U);  // stop, (2,8), (3,8)
  EXPECT_TRUE(rec.seen[2].rejected.empty());
  EXPECT_EQ(r.value().units[index_of(hawley)].hex, (Hex{3, 7}));
}

// JR-5, JR-9: on the west edge the board's end is shown ruled out; on his baseline it is not,
// since he may leave over it (as `options` lists them). Col 0 row 5 is (-2,5): SW (-3,6) is col
// 0 row 6, whose SW (-4,7) is off the board. Col 0 row 9 is (-4,9): SW (-5,10) is col 0 of the
// baseline, both of whose rear hexes are off the board.
TEST(JacobiteRejected, TheBoardEdgeIsRuledOutExceptOverHisBaseline) {
  {
    Scenario s = jr_board();
    const UnitId hawley = jr_leader(s, "Hawley", kGov, jr_hex(0, 5));
    s.request = leader_attack(hawley);
    Recorder rec{.answers = {0, 0}, .seen = {}};
    const Result<Outcome> r = run(s, test::jr_dice({1}), rec);
    ASSERT_TRUE(r.ok()) << jr_errors(r);
    ASSERT_EQ(rec.seen.size(), 2U);
    EXPECT_EQ(option_places(rec.seen[0]), (std::vector<Hex>{Hex{-3, 6}, Hex{-2, 6}}));
    EXPECT_EQ(lines(rec.seen[1]), (std::vector<std::string>{"move (-4,7): off the board [JR-5]"}));
    EXPECT_EQ(rec.seen[1].options.size(), 2U);  // stop, (-3,7)
  }
  Scenario s = jr_board();
  const UnitId hawley = jr_leader(s, "Hawley", kGov, jr_hex(0, 9));
  s.request = leader_attack(hawley);
  Recorder rec{.answers = {0, 0}, .seen = {}};
  const Result<Outcome> r = run(s, test::jr_dice({1}), rec);
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  ASSERT_EQ(rec.seen.size(), 2U);
  EXPECT_EQ(option_places(rec.seen[0]), (std::vector<Hex>{Hex{-5, 10}, Hex{-4, 10}}));
  ASSERT_EQ(rec.seen[1].options.size(), 2U);
  EXPECT_EQ(rec.seen[1].options[1].kind, OptionKind::leave);
  EXPECT_TRUE(rec.seen[1].rejected.empty());
}

// JR-3: Price's regiment with Huske attached, no hits, three flags: one source (the leader), so
// it may ignore 1 of 3. Ignoring 2 is more than its sources allow; 3 is also over the cap of
// two, and the cap is the reason given (no source could lift it).
TEST(JacobiteRejected, FlagsAboveTheAllowanceAreRuledOutWithTheirReason) {
  Scenario s = jr_board();
  const UnitId price = jr_unit(s, "Price's", kGov, UnitType::regular, kCentre);
  jr_leader(s, "Huske", kGov, kCentre);
  s.request = flags(price, 3);
  Recorder rec{.answers = {}, .seen = {}};
  const Result<Outcome> r = run(s, Dice::seeded(7), rec);
  ASSERT_TRUE(r.ok()) << jr_errors(r);
  ASSERT_FALSE(rec.seen.empty());
  const Decision& d = rec.seen[0];
  EXPECT_EQ(d.topic, "ignore flags");
  ASSERT_EQ(d.options.size(), 2U);
  EXPECT_EQ(d.options[0].value, 1);
  EXPECT_EQ(d.options[1].value, 0);
  EXPECT_EQ(lines(d), (std::vector<std::string>{
                          "count 2 (4,5): more flags than its sources let it ignore [JR-3]",
                          "count 3 (4,5): at most two flags are ignored in one combat roll [JR-3]",
                      }));
}

// The other choosers are never shown what is ruled out: the decisions resolve builds for them
// (shows_rejections() false) leave `rejected` empty, on the same positions as above.
TEST(JacobiteRejected, OtherChoosersGetNoRejections) {
  for (const ChooserKind kind :
       {ChooserKind::script, ChooserKind::first, ChooserKind::random, ChooserKind::best}) {
    EXPECT_FALSE(Chooser(ChooserDef{.kind = kind}).shows_rejections());
  }
  Scenario s = jr_board();
  const UnitId hawley = jr_leader(s, "Hawley", kGov, kCentre);
  jr_leader(s, "Cumberland", kGov, kSE);
  const UnitId price = jr_unit(s, "Price's", kGov, UnitType::regular, Hex{1, 3});
  jr_leader(s, "Huske", kGov, Hex{1, 3});
  jr_unit(s, "Camerons", kJac, UnitType::highland, Hex{0, 4});  // SW of Price's: blocked
  s.request = flags(price, 3);
  const Field field(s);

  LeaderPaths lp;
  lp.build(field, hawley, kCentre);
  std::vector<int> targets;
  // One decision written over again and again, as a resolution does: nothing of the one
  // before remains.
  Decision d;
  leader_decision(lp, 0, targets, true, d);
  EXPECT_FALSE(d.rejected.empty());
  leader_decision(lp, 0, targets, false, d);
  EXPECT_TRUE(d.rejected.empty());

  const IgnoreAllowance allowance = combat_allowance(s, field);
  RetreatPaths paths;
  ignore_decision(field, price, 3, allowance, paths, true, d);
  EXPECT_EQ(d.rejected.size(), 2U);
  ignore_decision(field, price, 3, allowance, paths, false, d);
  EXPECT_TRUE(d.rejected.empty());
  EXPECT_EQ(d.topic, "ignore flags");

  paths.build(field, price, 2);
  step_decision(paths, 0, true, d);
  EXPECT_EQ(d.rejected.size(), 1U);
  EXPECT_EQ(d.topic, "retreat step");
  step_decision(paths, 0, false, d);
  EXPECT_TRUE(d.rejected.empty());
}

}  // namespace
}  // namespace skedaddle::jacobite
