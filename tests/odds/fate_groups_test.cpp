// SPDX-License-Identifier: MIT
// The odds' grouping of ways by fates, worked by hand: ways given by codes or by text, the first
// way held until a second comes, and the units' odds with what is left "unchanged".
#include "odds/fate_groups.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "skedaddle/dice/chance.hpp"
#include "skedaddle/dice/dice.hpp"
#include "skedaddle/ruleset/kept_resolution.hpp"

namespace skedaddle {
namespace {

using odds_table::FateGroups;

/// A point of one die of `sides` faces, each face its own branch.
ChancePoint die(int sides) {
  ChancePoint point;
  point.total = point.sequences = static_cast<std::uint64_t>(sides);
  point.dice = 1;
  point.sides = sides;
  for (int f = 1; f <= sides; ++f)
    point.branches.push_back(ChanceBranch{{f}, 1});
  return point;
}

/// A kept resolution whose last run gave `given`, counting the unit fates written alone: all
/// that FateGroups asks of one (the default unit_fate(), from the whole fates).
class GivenFates final : public KeptResolution {
 public:
  Fates given;
  mutable int unit_fates_written = 0;
  Errors run(Dice& /*dice*/) override { return {}; }
  void fates(Fates& out) const override { out = given; }
  void unit_fate(std::size_t listed, UnitFate& out) const override {
    ++unit_fates_written;
    KeptResolution::unit_fate(listed, out);
  }
};

/// Fates of one unit, "A" unless named.
Fates one(const std::string& fate, const std::string& unit = "A") {
  Fates out;
  out.units.push_back(UnitFate{unit, fate});
  return out;
}

/// The ways of one d4: face 1 leaves every unit be (no fates, no codes), faces 2 and 3 move A to
/// one square (code 7 each, so face 3 is grouped by its code), face 4 to another (code 9).
/// `by_codes`: whether the ways are offered by their codes first, as enumerate() does.
OddsTable four_ways(bool by_codes) {
  ChancePlan plan;
  FateGroups groups;
  GivenFates way;
  do {
    const int face = plan.take(die(4)).faces.front();
    way.given = face == 1 ? Fates{} : one(face == 4 ? "moves to 2" : "moves to 1");
    std::vector<std::uint64_t> codes;
    if (face > 1) codes.push_back(face == 4 ? 9 : 7);
    if (by_codes && groups.add_by_codes(codes, way, plan, false)) continue;
    Fates fates = way.given;
    groups.add(fates, by_codes ? codes : std::vector<std::uint64_t>{}, plan, false);
  } while (plan.advance());
  OddsTable table;
  EXPECT_EQ(groups.finish(table).probability().fraction, "1");
  return table;
}

TEST(FateGroups, AFirstWayWithoutFatesIsAGroupOfItsOwn) {
  for (const bool by_codes : {false, true}) {
    const OddsTable table = four_ways(by_codes);
    // A moves to 1 on faces 2 and 3 (1/2); nothing on face 1, A moves to 2 on face 4 (1/4 each,
    // ordered by fates: no units before some).
    ASSERT_EQ(table.outcomes.size(), 3U) << by_codes;
    EXPECT_EQ(table.outcomes[0].fates, one("moves to 1"));
    EXPECT_EQ(table.outcomes[0].probability.fraction, "1/2");
    EXPECT_EQ(table.outcomes[0].dice, std::vector<int>{2});
    EXPECT_EQ(table.outcomes[1].fates, Fates{});
    EXPECT_EQ(table.outcomes[1].probability.fraction, "1/4");
    EXPECT_EQ(table.outcomes[2].fates, one("moves to 2"));
    EXPECT_EQ(table.outcomes[2].probability.fraction, "1/4");
    ASSERT_EQ(table.units.size(), 1U);
    const std::vector<std::pair<std::string, std::string>> expected = {
        {"moves to 1", "1/2"}, {"moves to 2", "1/4"}, {"unchanged", "1/4"}};
    ASSERT_EQ(table.units[0].fates.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(table.units[0].fates[i].first, expected[i].first);
      EXPECT_EQ(table.units[0].fates[i].second.fraction, expected[i].second);
    }
  }
}

TEST(FateGroups, TwoWaysTheFirstWithoutFatesAreTwoOutcomes) {
  // A d2: nothing on face 1, A eliminated on face 2; by codes, as enumerate() offers them.
  ChancePlan plan;
  FateGroups groups;
  GivenFates way;
  do {
    const int face = plan.take(die(2)).faces.front();
    way.given = face == 1 ? Fates{} : one("eliminated");
    const std::vector<std::uint64_t> codes(face == 1 ? 0 : 1, 5);
    if (groups.add_by_codes(codes, way, plan, false)) continue;
    Fates fates = way.given;
    groups.add(fates, codes, plan, false);
  } while (plan.advance());
  OddsTable table;
  EXPECT_EQ(groups.finish(table).probability().fraction, "1");
  ASSERT_EQ(table.outcomes.size(), 2U);
  EXPECT_EQ(table.outcomes[0].fates, Fates{});
  EXPECT_EQ(table.outcomes[0].probability.fraction, "1/2");
  EXPECT_EQ(table.outcomes[1].fates, one("eliminated"));
  ASSERT_EQ(table.units.size(), 1U);
  ASSERT_EQ(table.units[0].fates.size(), 2U);
  EXPECT_EQ(table.units[0].fates[0].first, "eliminated");
  EXPECT_EQ(table.units[0].fates[1].first, "unchanged");
}

TEST(FateGroups, ByCodesOnlyANewCodesFateIsWrittenAndItsTextDecides) {
  // A d4, units A and B, offered by codes as enumerate() offers them. Face 3 gives A the fate
  // of face 1 under another code (2, not 1): its text joins it to face 1's outcome. The first
  // way is added whole (it waits for a second); of the others only the fates of the new codes
  // 11, 2 and 3 are written, each alone.
  struct Way {
    const char* a;
    std::uint64_t a_code;
    const char* b;
    std::uint64_t b_code;
  };
  const Way ways[] = {{"moves to 1", 1, "stays", 10},
                      {"moves to 1", 1, "moves to 3", 11},
                      {"moves to 1", 2, "stays", 10},
                      {"moves to 2", 3, "moves to 3", 11}};
  ChancePlan plan;
  FateGroups groups;
  GivenFates way;
  do {
    const Way& w = ways[plan.take(die(4)).faces.front() - 1];
    way.given = one(w.a);
    way.given.units.push_back(UnitFate{"B", w.b});
    const std::vector<std::uint64_t> codes = {w.a_code, w.b_code};
    if (groups.add_by_codes(codes, way, plan, false)) continue;
    Fates fates = way.given;
    groups.add(fates, codes, plan, false);
  } while (plan.advance());
  EXPECT_EQ(way.unit_fates_written, 3);
  OddsTable table;
  EXPECT_EQ(groups.finish(table).probability().fraction, "1");
  const auto both = [](const char* a, const char* b) {
    Fates fates = one(a);
    fates.units.push_back(UnitFate{"B", b});
    return fates;
  };
  ASSERT_EQ(table.outcomes.size(), 3U);
  EXPECT_EQ(table.outcomes[0].fates, both("moves to 1", "stays"));
  EXPECT_EQ(table.outcomes[0].probability.fraction, "1/2");
  EXPECT_EQ(table.outcomes[0].dice, std::vector<int>{1});
  EXPECT_EQ(table.outcomes[1].fates, both("moves to 1", "moves to 3"));
  EXPECT_EQ(table.outcomes[1].probability.fraction, "1/4");
  EXPECT_EQ(table.outcomes[2].fates, both("moves to 2", "moves to 3"));
  EXPECT_EQ(table.outcomes[2].probability.fraction, "1/4");
  ASSERT_EQ(table.units.size(), 2U);
  ASSERT_EQ(table.units[0].fates.size(), 2U);
  EXPECT_EQ(table.units[0].fates[0].first, "moves to 1");
  EXPECT_EQ(table.units[0].fates[0].second.fraction, "3/4");
  ASSERT_EQ(table.units[1].fates.size(), 2U);
  EXPECT_EQ(table.units[1].fates[0].first, "moves to 3");  // 1/2 each: by name
  EXPECT_EQ(table.units[1].fates[1].first, "stays");
  EXPECT_EQ(table.units[1].fates[1].second.fraction, "1/2");
}

TEST(FateGroups, ATableOfOneWayIsThatWay) {
  ChancePlan plan;
  FateGroups groups;
  Fates fates = one("eliminated", "Hood");
  fates.units.push_back(UnitFate{"Law", "retreats to 0504", 1});
  const Fates expected = fates;
  groups.add(fates, {}, plan, false);
  EXPECT_FALSE(plan.advance());
  OddsTable table;
  EXPECT_EQ(groups.finish(table).probability().fraction, "1");
  ASSERT_EQ(table.outcomes.size(), 1U);
  EXPECT_EQ(table.outcomes[0].fates, expected);
  EXPECT_EQ(table.outcomes[0].probability.fraction, "1");
  ASSERT_EQ(table.units.size(), 2U);
  EXPECT_EQ(table.units[1].unit, "Law");
  ASSERT_EQ(table.units[1].fates.size(), 1U);
  EXPECT_EQ(table.units[1].fates[0].first, "retreats to 0504");
  EXPECT_EQ(table.units[1].fates[0].second.fraction, "1");
}

/// The table of one d4 whose face `f` gives the fates `of_face[f - 1]`, each offered by text.
OddsTable one_d4(const std::vector<Fates>& of_face) {
  ChancePlan plan;
  FateGroups groups;
  do {
    Fates fates = of_face[static_cast<std::size_t>(plan.take(die(4)).faces.front() - 1)];
    groups.add(fates, {}, plan, false);
  } while (plan.advance());
  OddsTable table;
  EXPECT_EQ(groups.finish(table).probability().fraction, "1");
  return table;
}

TEST(FateGroups, TiesOfAUnitsFatesOrderTheirNumbersAsNumbers) {
  // A d4, each face a fate of A of chance 1/4: as text "1 hex" < "10 hexes" < "2 hexes" <
  // "9 hexes"; read as numbers 1, 2, 9, 10. Both the unit's odds and the outcomes list them so.
  const OddsTable table = one_d4({one("retreats 10 hexes"), one("retreats 2 hexes"),
                                  one("retreats 9 hexes"), one("retreats 1 hex")});
  const std::vector<std::string> expected = {"retreats 1 hex", "retreats 2 hexes",
                                             "retreats 9 hexes", "retreats 10 hexes"};
  ASSERT_EQ(table.units.size(), 1U);
  ASSERT_EQ(table.units[0].fates.size(), expected.size());
  ASSERT_EQ(table.outcomes.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(table.units[0].fates[i].first, expected[i]) << i;
    EXPECT_EQ(table.units[0].fates[i].second.fraction, "1/4") << i;
    EXPECT_EQ(table.outcomes[i].fates, one(expected[i])) << i;
    EXPECT_EQ(table.outcomes[i].probability.fraction, "1/4") << i;
  }
}

TEST(FateGroups, TiedOutcomesOrderUnitNamesByTheirNumbers) {
  // Faces 1 and 2 eliminate "unit 10", faces 3 and 4 "unit 2": 1/2 each. As text "unit 10"
  // comes first; by its number "unit 2" does. Each unit's own odds are a tie too: "eliminated"
  // before "unchanged", 1/2 each.
  const OddsTable table = one_d4({one("eliminated", "unit 10"), one("eliminated", "unit 10"),
                                  one("eliminated", "unit 2"), one("eliminated", "unit 2")});
  ASSERT_EQ(table.outcomes.size(), 2U);
  EXPECT_EQ(table.outcomes[0].fates, one("eliminated", "unit 2"));
  EXPECT_EQ(table.outcomes[0].dice, std::vector<int>{3});
  EXPECT_EQ(table.outcomes[1].fates, one("eliminated", "unit 10"));
  EXPECT_EQ(table.outcomes[1].dice, std::vector<int>{1});
  ASSERT_EQ(table.units.size(), 2U);
  for (const UnitOdds& unit : table.units) {
    ASSERT_EQ(unit.fates.size(), 2U) << unit.unit;
    EXPECT_EQ(unit.fates[0].first, "eliminated") << unit.unit;
    EXPECT_EQ(unit.fates[1].first, "unchanged") << unit.unit;
    EXPECT_EQ(unit.fates[1].second.fraction, "1/2") << unit.unit;
  }
}

TEST(FateGroups, AnUnchangedAddedForAUnitTiesWithItsFatesByItsText) {
  // Faces 1 and 2: A withdraws; faces 3 and 4: B is eliminated, A not listed. A's odds:
  // "unchanged" (added, the ways that do not list A) and "withdraws", 1/2 each, a tie ordered
  // by text: "unchanged" first. The fates the ways list are ranked once per table; the one the
  // table adds has no rank and is compared by its text.
  const OddsTable table =
      one_d4({one("withdraws"), one("withdraws"), one("eliminated", "B"), one("eliminated", "B")});
  ASSERT_EQ(table.units.size(), 2U);
  EXPECT_EQ(table.units[0].unit, "A");
  ASSERT_EQ(table.units[0].fates.size(), 2U);
  EXPECT_EQ(table.units[0].fates[0].first, "unchanged");
  EXPECT_EQ(table.units[0].fates[1].first, "withdraws");
  EXPECT_EQ(table.units[0].fates[0].second.fraction, "1/2");
  EXPECT_EQ(table.units[0].fates[1].second.fraction, "1/2");
  EXPECT_EQ(table.units[1].unit, "B");
  ASSERT_EQ(table.units[1].fates.size(), 2U);
  EXPECT_EQ(table.units[1].fates[0].first, "eliminated");
  EXPECT_EQ(table.units[1].fates[1].first, "unchanged");
  ASSERT_EQ(table.outcomes.size(), 2U);
  EXPECT_EQ(table.outcomes[0].fates, one("withdraws"));
  EXPECT_EQ(table.outcomes[1].fates, one("eliminated", "B"));
}

}  // namespace
}  // namespace skedaddle
