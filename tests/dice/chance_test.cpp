// SPDX-License-Identifier: MIT
// Tests of the enumeration of chance: the plan's walk over every way (an odometer), each way's
// weight, the points a run shares with the one before and a run resumed there, dice read alike
// (classes, no order) worked out by hand and against every sequence of faces, and a following
// plan's described points (labels, exact chances) for a walk one point at a time.
#include "skedaddle/dice/chance.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "skedaddle/dice/dice.hpp"

namespace skedaddle {
namespace {

/// Exact weight of the run that just ended, as (numerator, denominator) unreduced.
std::pair<std::uint64_t, std::uint64_t> weight_of(const ChancePlan& plan) {
  std::uint64_t n = 1;
  std::uint64_t d = 1;
  for (const ChanceStep& s : plan.steps()) {
    n *= s.point.branches[static_cast<std::size_t>(s.branch)].weight;
    d *= s.point.total;
  }
  return {n, d};
}

TEST(ChancePlanTest, WalksEveryWayOnceLikeAnOdometer) {
  // A d2; on a 1 a d3 follows, on a 2 nothing: the ways are 1-1, 1-2, 1-3 and 2.
  ChancePlan plan;
  std::vector<std::vector<int>> ways;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> weights;
  do {
    Dice dice = Dice::enumerating(plan);
    std::vector<int> way{dice.roll(2)};
    if (way.front() == 1) way.push_back(dice.roll(3));
    ways.push_back(way);
    EXPECT_EQ(plan.dice_faces(), way);
    weights.push_back(weight_of(plan));
  } while (plan.advance());
  EXPECT_EQ(ways, (std::vector<std::vector<int>>{{1, 1}, {1, 2}, {1, 3}, {2}}));
  // 1/6 each for the d3 ways, 1/2 for the 2.
  EXPECT_EQ(weights,
            (std::vector<std::pair<std::uint64_t, std::uint64_t>>{{1, 6}, {1, 6}, {1, 6}, {1, 2}}));
}

TEST(ChancePlanTest, SharedIsThePointsBeforeTheOneAdvanceMovedOn) {
  // The d2, and the d3 on a 1, above: 1-1, 1-2, 1-3, 2.
  ChancePlan plan;
  std::vector<std::size_t> shared;
  do {
    shared.push_back(plan.shared());
    Dice dice = Dice::enumerating(plan);
    if (dice.roll(2) == 1) dice.roll(3);
  } while (plan.advance());
  EXPECT_EQ(shared, (std::vector<std::size_t>{0, 1, 1, 0}));
  EXPECT_EQ(plan.shared(), 0u);  // the walk is over
}

TEST(ChancePlanTest, ARunResumedWhereItSharesRollsOnlyTheRest) {
  // A d2, a d3 and a d4, each run but the first rolling only the dice after the points it
  // shares with the one before: still every way once, in the odometer's order.
  constexpr std::array<int, 3> kSides{2, 3, 4};
  ChancePlan plan;
  Dice dice = Dice::enumerating(plan);
  std::vector<std::vector<int>> ways;
  do {
    dice.rewind();
    const std::size_t shared = plan.shared();
    dice.resume(shared, shared);  // one die a point
    EXPECT_EQ(dice.points_met(), shared);
    std::vector<int> way;
    if (!ways.empty())
      way.assign(ways.back().begin(), ways.back().begin() + static_cast<std::ptrdiff_t>(shared));
    for (std::size_t k = shared; k < kSides.size(); ++k)
      way.push_back(dice.roll(kSides[k]));
    EXPECT_EQ(dice.draws(), 3u);
    EXPECT_EQ(dice.points_met(), 3u);
    EXPECT_EQ(plan.dice_faces(), way);
    ways.push_back(way);
  } while (plan.advance());
  std::vector<std::vector<int>> every;
  for (int a = 1; a <= 2; ++a) {
    for (int b = 1; b <= 3; ++b) {
      for (int c = 1; c <= 4; ++c)
        every.push_back({a, b, c});
    }
  }
  EXPECT_EQ(ways, every);
}

TEST(ChancePlanTest, AnEmptyRunIsOneWay) {
  ChancePlan plan;
  EXPECT_TRUE(plan.steps().empty());
  EXPECT_FALSE(plan.advance());
}

TEST(AlikeDiceTest, ThreeDiceWithOneFlagFaceRallyWithChance91Over216) {
  // JR-6 with one flag face (6) of six: the rules read only flags and the rest. Three dice
  // share out as 3, 2, 1 or 0 flags: weights 1, 3*5, 3*25 and 125 of 216.
  constexpr std::array<std::uint8_t, 6> flag_or_not{1, 1, 1, 1, 1, 0};
  ChancePlan plan;
  std::map<int, std::uint64_t> by_flags;
  std::uint64_t total = 0;
  int runs = 0;
  do {
    Dice dice = Dice::enumerating(plan);
    const std::vector<int> faces = dice.roll_alike(3, 6, flag_or_not, {});
    ASSERT_EQ(faces.size(), 3u);
    EXPECT_TRUE(std::is_sorted(faces.begin(), faces.end()));
    const int flags = static_cast<int>(std::count(faces.begin(), faces.end(), 6));
    by_flags[flags] += weight_of(plan).first;
    total = weight_of(plan).second;
    ++runs;
  } while (plan.advance());
  EXPECT_EQ(runs, 4);  // not 216
  EXPECT_EQ(total, 216u);
  EXPECT_EQ(by_flags, (std::map<int, std::uint64_t>{{0, 125}, {1, 75}, {2, 15}, {3, 1}}));
  EXPECT_EQ(216 - by_flags[0], 91u);
}

TEST(AlikeDiceTest, TwoD6ByFaceGiveTheTriangularSum) {
  // 2d6 read by their sum: 21 unordered pairs; the sum s has 6 - |s - 7| of 36 sequences.
  constexpr std::array<std::uint8_t, 6> every_face{0, 1, 2, 3, 4, 5};
  ChancePlan plan;
  std::map<int, std::uint64_t> by_sum;
  int runs = 0;
  do {
    Dice dice = Dice::enumerating(plan);
    const std::vector<int> faces = dice.roll_alike(2, 6, every_face, {});
    by_sum[faces[0] + faces[1]] += weight_of(plan).first;
    EXPECT_EQ(weight_of(plan).second, 36u);
    ++runs;
  } while (plan.advance());
  EXPECT_EQ(runs, 21);
  for (int s = 2; s <= 12; ++s)
    EXPECT_EQ(by_sum[s], static_cast<std::uint64_t>(6 - std::abs(s - 7))) << s;
}

TEST(AlikeDiceTest, APercentileRollUnderAChanceIsTwoWays) {
  // GI-6: a d100 read as at most the chance (30) or above it.
  std::array<std::uint8_t, 100> under{};
  for (std::size_t f = 30; f < under.size(); ++f)
    under[f] = 1;
  ChancePlan plan;
  std::vector<std::pair<int, std::uint64_t>> ways;
  do {
    Dice dice = Dice::enumerating(plan);
    const int face = dice.roll_alike(1, 100, under, {"trapped roll", "X"}).front();
    ways.emplace_back(face, weight_of(plan).first);
  } while (plan.advance());
  EXPECT_EQ(ways, (std::vector<std::pair<int, std::uint64_t>>{{1, 30}, {31, 70}}));
}

/// Random classes of `sides` faces, among at most `classes` (not runs: a class may recur).
std::vector<std::uint8_t> random_classes(std::mt19937_64& rng, int sides, int classes) {
  std::vector<std::uint8_t> out(static_cast<std::size_t>(sides));
  for (std::uint8_t& c : out)
    c = static_cast<std::uint8_t>(rng() % static_cast<std::uint64_t>(classes));
  return out;
}

/// Every branch of a point, as text: its faces, weight and label.
std::string branches_text(const ChancePoint& point) {
  std::string out = std::to_string(point.total) + "/" + std::to_string(point.sequences) + " " +
                    std::to_string(point.dice) + "d" + std::to_string(point.sides) + " " +
                    point.what + "|" + point.who + "|" + point.rule + ":";
  for (const ChanceBranch& b : point.branches) {
    out += " [";
    for (const int f : b.faces)
      out += std::to_string(f) + ",";
    out += " x" + std::to_string(b.weight) + " " + b.label + "]";
  }
  return out;
}

TEST(AlikeDiceTest, EachBranchWeighsTheSequencesOfFacesItStandsFor) {
  // Against every sequence of faces counted one by one: a sequence stands for the first faces
  // of its dice's classes, sorted (one die takes a path of its own: one_alike_point).
  std::mt19937_64 rng(0xa11cef00dULL);
  for (int t = 0; t < 300; ++t) {
    const int sides = 1 + static_cast<int>(rng() % 12);
    const int count = 1 + static_cast<int>(rng() % 3);
    const std::vector<std::uint8_t> face_class =
        random_classes(rng, sides, 1 + static_cast<int>(rng() % 4));
    std::map<std::uint8_t, int> first_face;
    for (int f = sides; f >= 1; --f)
      first_face[face_class[static_cast<std::size_t>(f - 1)]] = f;
    std::map<std::vector<int>, std::uint64_t> expected;
    std::vector<int> sequence(static_cast<std::size_t>(count), 1);
    for (bool more = true; more;) {
      std::vector<int> read;
      for (const int f : sequence)
        read.push_back(first_face[face_class[static_cast<std::size_t>(f - 1)]]);
      std::sort(read.begin(), read.end());
      ++expected[read];
      more = false;
      for (std::size_t k = 0; k < sequence.size() && !more; ++k) {
        more = ++sequence[k] <= sides;
        if (!more) sequence[k] = 1;
      }
    }
    std::map<std::vector<int>, std::uint64_t> got;
    std::vector<std::vector<int>> order;  // the branches as the walk takes them
    ChancePlan plan;
    do {
      Dice dice = Dice::enumerating(plan);
      const std::vector<int> faces = dice.roll_alike(count, sides, face_class, {});
      ASSERT_FALSE(dice.error());
      got[faces] = weight_of(plan).first;
      order.push_back(faces);
    } while (plan.advance());
    EXPECT_EQ(got, expected) << count << "d" << sides << " trial " << t;
    // In ascending order of their faces (the first class varying slowest), each once.
    EXPECT_TRUE(std::adjacent_find(order.begin(), order.end(), std::greater_equal<>()) ==
                order.end())
        << count << "d" << sides << " trial " << t;
  }
}

TEST(AlikeDiceTest, OneDieAloneIsTheGroupOfOne) {
  // roll_one_alike() against roll_alike() of one die: the same faces, draws and points
  // (described or not), and for seeded and scripted dice the faces of roll().
  std::mt19937_64 rng(0x0e1a1d1eULL);
  for (int t = 0; t < 200; ++t) {
    const int sides = 1 + static_cast<int>(rng() % 100);
    const std::vector<std::uint8_t> face_class =
        random_classes(rng, sides, 1 + static_cast<int>(rng() % 5));
    const DrawName name{"trapped roll", "BR1IN", "GI-6"};
    for (const bool describe : {false, true}) {
      ChancePlan one = describe ? ChancePlan::following({}) : ChancePlan{};
      ChancePlan group = describe ? ChancePlan::following({}) : ChancePlan{};
      bool more = true;
      while (more) {
        Dice a = Dice::enumerating(one);
        Dice b = Dice::enumerating(group);
        // Twice: the second roll meets its point again on later ways (take_fixed).
        for (int k = 0; k < 2; ++k) {
          EXPECT_EQ(a.roll_one_alike(sides, face_class, name),
                    b.roll_alike(1, sides, face_class, name).front());
        }
        EXPECT_EQ(a.draws(), b.draws());
        ASSERT_EQ(one.steps().size(), group.steps().size());
        for (std::size_t k = 0; k < one.steps().size(); ++k) {
          EXPECT_EQ(branches_text(one.steps()[k].point), branches_text(group.steps()[k].point));
          EXPECT_EQ(one.steps()[k].branch, group.steps()[k].branch);
        }
        more = one.advance();
        EXPECT_EQ(group.advance(), more);
      }
    }
    const std::uint64_t seed = rng();
    Dice seeded = Dice::seeded(seed);
    Dice plain = Dice::seeded(seed);
    EXPECT_EQ(seeded.roll_one_alike(sides, face_class, name), plain.roll(sides));
    Dice scripted = Dice::scripted({{sides}});
    EXPECT_EQ(scripted.roll_one_alike(sides, face_class, name), sides);
    // Out of faces: 1, and the error names the draw (GI-8).
    EXPECT_EQ(scripted.roll_one_alike(sides, face_class, name), 1);
    ASSERT_TRUE(scripted.error());
    EXPECT_NE(scripted.error()->find("trapped roll of BR1IN"), std::string::npos);
  }
}

/// One roll of the walk below, of kind `kind` (0 a plain die, 1 one die read by class, 2 two
/// alike dice, 3 three dice read by hits) on `sides` faces; its first face.
int roll_of_kind(Dice& dice, int kind, int sides, bool named) {
  std::vector<std::uint8_t> face_class(static_cast<std::size_t>(sides));
  for (int f = 1; f <= sides; ++f)
    face_class[static_cast<std::size_t>(f - 1)] = static_cast<std::uint8_t>(f % 3);
  std::array<bool, 8> hit{};
  hit[static_cast<std::size_t>(sides - 1)] = true;
  const DrawName name = named ? DrawName{"rally check", "BR1IN", "JR-6"} : DrawName{};
  switch (kind) {
    case 0:
      return named ? dice.roll(sides, name) : dice.roll(sides);
    case 1:
      return dice.roll_one_alike(sides, face_class, name);
    case 2:
      return dice.roll_alike(2, sides, face_class, name).front();
    default:
      return dice
          .roll_at_least(3, sides,
                         std::span<const bool>(hit).first(static_cast<std::size_t>(sides)), 1,
                         "flag", name)
          .front();
  }
}

TEST(ChancePlanTest, APointBuiltOverALeftPointsStorageIsAsANewOne) {
  // A walk three points deep, a d6 first, whose later points' kind and size depend on the face
  // before them, so that each new point is built over the branches of another kind and size of
  // point (ChancePlan::reused_point): each point against the same roll on a new plan.
  for (const bool describe : {false, true}) {
    ChancePlan plan = describe ? ChancePlan::following({}) : ChancePlan{};
    int ways = 0;
    do {
      Dice dice = Dice::enumerating(plan);
      std::vector<std::pair<int, int>> rolls{{0, 6}};  // (kind, sides) of each point
      int face = roll_of_kind(dice, 0, 6, describe);
      for (int k = 1; k < 3; ++k) {
        rolls.emplace_back((face + k) % 4, 2 + (face * 5 + k) % 6);
        face = roll_of_kind(dice, rolls.back().first, rolls.back().second, describe);
      }
      ASSERT_EQ(plan.steps().size(), rolls.size());
      for (std::size_t k = 0; k < rolls.size(); ++k) {
        ChancePlan fresh = describe ? ChancePlan::following({}) : ChancePlan{};
        Dice alone = Dice::enumerating(fresh);
        roll_of_kind(alone, rolls[k].first, rolls[k].second, describe);
        ASSERT_EQ(fresh.steps().size(), 1u);
        EXPECT_EQ(branches_text(plan.steps()[k].point), branches_text(fresh.steps()[0].point))
            << "way " << ways << ", point " << k;
      }
      ++ways;
    } while (plan.advance());
    EXPECT_GT(ways, 20);
  }
}

TEST(AlikeDiceTest, SeededAndScriptedDiceRollThemOneByOne) {
  constexpr std::array<std::uint8_t, 6> flag_or_not{1, 1, 1, 1, 1, 0};
  Dice a = Dice::seeded(11);
  Dice b = Dice::seeded(11);
  const std::vector<int> alike = a.roll_alike(5, 6, flag_or_not, {});
  std::vector<int> one_by_one;
  for (int i = 0; i < 5; ++i)
    one_by_one.push_back(b.roll(6));
  EXPECT_EQ(alike, one_by_one);
  EXPECT_EQ(a.draws(), 5u);

  Dice script = Dice::scripted({{6}, {2}});
  EXPECT_EQ(script.roll_alike(2, 6, flag_or_not, {}), (std::vector<int>{6, 2}));
  EXPECT_FALSE(script.error());
}

TEST(AlikeDiceTest, TooManyDiceToEnumerateIsAnError) {
  constexpr std::array<std::uint8_t, 6> every_face{0, 1, 2, 3, 4, 5};
  ChancePlan plan;
  Dice dice = Dice::enumerating(plan);
  (void)dice.roll_alike(40, 6, every_face, {"battle dice"});
  ASSERT_TRUE(dice.error());
  EXPECT_NE(dice.error()->find("too many dice"), std::string::npos);
}

TEST(FollowingPlanTest, TakesTheGivenBranchesThenTheFirstAndDescribesEachPoint) {
  ChancePlan plan = ChancePlan::following({2, 1});
  EXPECT_TRUE(plan.describes());
  Dice dice = Dice::enumerating(plan);
  EXPECT_EQ(dice.roll(6, {"direction", "BR1IN", "GI-3"}), 3);
  EXPECT_EQ(dice.roll(4, {"retreat distance", "BR1IN", "GI-4"}), 2);
  EXPECT_EQ(dice.roll(8), 1);  // past the branches given: the first
  ASSERT_EQ(plan.steps().size(), 3u);
  const ChancePoint& direction = plan.steps()[0].point;
  EXPECT_EQ(direction.what, "direction");
  EXPECT_EQ(direction.who, "BR1IN");
  EXPECT_EQ(direction.rule, "GI-3");
  EXPECT_EQ(direction.dice, 1);
  EXPECT_EQ(direction.sides, 6);
  EXPECT_EQ(direction.branches[3].label, "4");
  EXPECT_EQ(direction.probability(3).fraction, "1/6");
  EXPECT_DOUBLE_EQ(direction.probability(3).value, 1.0 / 6.0);
  EXPECT_TRUE(plan.steps()[2].point.what.empty());  // an unnamed draw
  EXPECT_FALSE(plan.stray());
}

TEST(FollowingPlanTest, ABranchThatIsNotThereIsReportedAndTheFirstTaken) {
  ChancePlan plan = ChancePlan::following({0, 7});
  Dice dice = Dice::enumerating(plan);
  dice.roll(2);
  EXPECT_EQ(dice.roll(3), 1);
  EXPECT_EQ(plan.stray(), std::size_t{1});
}

TEST(FollowingPlanTest, AnOdometerPlanDescribesNothing) {
  ChancePlan plan;
  Dice dice = Dice::enumerating(plan);
  dice.roll(6, {"direction", "BR1IN", "GI-3"});
  EXPECT_FALSE(plan.describes());
  EXPECT_TRUE(plan.steps()[0].point.what.empty());
  EXPECT_TRUE(plan.steps()[0].point.branches[0].label.empty());
  EXPECT_EQ(plan.steps()[0].point.sides, 6);  // the shape of the roll is always known
}

TEST(FollowingPlanTest, AlikeDiceAreLabelledByTheirClassesOfFaces) {
  // GI-6's percentile roll under 35; GT-12's general's fate on a 1; 2d6 by face.
  std::array<std::uint8_t, 100> under{};
  for (std::size_t f = 35; f < under.size(); ++f)
    under[f] = 1;
  constexpr std::array<std::uint8_t, 6> one_or_not{0, 1, 1, 1, 1, 1};
  constexpr std::array<std::uint8_t, 6> every_face{0, 1, 2, 3, 4, 5};
  ChancePlan plan = ChancePlan::following({1, 0, 4});
  Dice dice = Dice::enumerating(plan);
  EXPECT_EQ(dice.roll_alike(1, 100, under, {"trapped roll", "X", "GI-6"}), std::vector<int>{36});
  dice.roll_alike(1, 6, one_or_not, {"general's fate", "Ney", "GT-12"});
  // The sixth composition of 2d6, first class varying slowest: {1,1}, {1,2}, ..., {1,6}.
  EXPECT_EQ(dice.roll_alike(2, 6, every_face, {"flight distance", "Hussards", "GT-2"}),
            (std::vector<int>{1, 5}));
  const auto labels = [&](std::size_t k) {
    std::vector<std::string> out;
    const ChancePoint& p = plan.steps()[k].point;
    for (std::size_t i = 0; i < p.branches.size(); ++i)
      out.push_back(p.branches[i].label + " " + p.probability(i).fraction);
    return out;
  };
  EXPECT_EQ(labels(0), (std::vector<std::string>{"1-35 7/20", "36-100 13/20"}));
  EXPECT_EQ(labels(1), (std::vector<std::string>{"1 1/6", "2-6 5/6"}));
  const std::vector<std::string> two_d6 = labels(2);
  ASSERT_EQ(two_d6.size(), 21u);
  EXPECT_EQ(two_d6[0], "1, 1 1/36");
  EXPECT_EQ(two_d6[4], "1, 5 1/18");
  EXPECT_EQ(two_d6[20], "6, 6 1/36");
  EXPECT_EQ(plan.steps()[2].point.dice, 2);
}

TEST(FollowingPlanTest, DiceReadByHitsAreLabelledByTheCount) {
  // JR-6: any flag on 3 dice (one flag face): 125/216 none; JR-8: two sabers on 2 dice, 1/36.
  constexpr std::array<bool, 6> flag{false, false, false, false, false, true};
  constexpr std::array<bool, 6> saber{false, false, false, false, true, false};
  ChancePlan plan = ChancePlan::following({});
  Dice dice = Dice::enumerating(plan);
  dice.roll_at_least(3, 6, flag, 1, "flag", {"rally check", "Edinburgh", "JR-6"});
  dice.roll_at_least(2, 6, saber, 2, "saber", {"leader casualty check", "Murray", "JR-8"});
  const ChancePoint& rally = plan.steps()[0].point;
  ASSERT_EQ(rally.branches.size(), 2u);
  EXPECT_EQ(rally.branches[0].label, "no flag");
  EXPECT_EQ(rally.probability(0).fraction, "125/216");
  EXPECT_EQ(rally.branches[1].label, "at least 1 flag");
  EXPECT_EQ(rally.probability(1).fraction, "91/216");
  const ChancePoint& casualty = plan.steps()[1].point;
  EXPECT_EQ(casualty.branches[0].label, "fewer than 2 sabers");
  EXPECT_EQ(casualty.probability(0).fraction, "35/36");
  EXPECT_EQ(casualty.branches[1].label, "at least 2 sabers");
  EXPECT_EQ(casualty.probability(1).fraction, "1/36");
  EXPECT_EQ(casualty.who, "Murray");
}

TEST(FollowingPlanTest, ACertainBranchHasChanceOne) {
  // Fewer than 2 sabers on 1 die: the only branch.
  constexpr std::array<bool, 6> saber{false, false, false, false, true, false};
  ChancePlan plan = ChancePlan::following({});
  Dice dice = Dice::enumerating(plan);
  dice.roll_at_least(1, 6, saber, 2, "saber", {"leader casualty check", "Murray", "JR-8"});
  ASSERT_EQ(plan.steps()[0].point.branches.size(), 1u);
  EXPECT_EQ(plan.steps()[0].point.probability(0).fraction, "1");
}

}  // namespace
}  // namespace skedaddle
